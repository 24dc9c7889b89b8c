// The judge: every maximal run along the four directions. Rows are walked one by one; columns and
// diagonals are followed in the same row-major sweep, each keeping its open run. A run is closed
// when the colour changes, so its length and both neighbours beyond its ends are known without
// looking back. O(rows * cols) total, against the seed's path-following search that is exponential
// on solid blocks of one colour.
#include "detail/omok_judge.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "detail/words.hpp"
#include "tessera/omok.hpp"

namespace tessera::omok {
namespace {

constexpr std::uint8_t edge = 3;  // "beyond the board": never an opponent, so it never blocks

// Walks the `len` cells from (r0, c0) along direction `d`, calling
// on_run(colour, first index, length, value before, value after) for every run of stones at least
// `min_length` long. Only that (rare) event is a branch; the run bookkeeping is conditional moves.
template <class F>
void scan_line(const board& b, int d, std::size_t r0, std::size_t c0, std::size_t len,
               std::size_t min_length, F&& on_run) {
  const std::ptrdiff_t delta = step_row[d] * static_cast<std::ptrdiff_t>(b.cols) + step_col[d];
  const std::uint8_t* p = b.cells.data() + r0 * b.cols + c0;
  std::uint8_t before = edge;
  std::uint8_t current = p[0];
  std::size_t start = 0;
  for (std::size_t i = 1; i < len; ++i) {
    const std::uint8_t v = p[static_cast<std::ptrdiff_t>(i) * delta];
    const bool changed = v != current;
    if (changed && i - start >= min_length && current != empty) {
      on_run(current, start, i - start, before, v);
    }
    before = changed ? current : before;
    start = changed ? i : start;
    current = v;
  }
  if (current != empty && len - start >= min_length)
    on_run(current, start, len - start, before, edge);
}

// The open run of one line of a column or diagonal direction, while the rows are swept top to
// bottom.
struct open_run {
  std::uint8_t colour = edge;  // edge: no cell of the line seen yet
  std::uint8_t before = edge;
  std::uint32_t length = 0;
  std::uint32_t row = 0;  // its first cell in sweep order
  std::uint32_t col = 0;
};

// The down, '\' and '/' directions in one row-major sweep: each line (a column, a diagonal) keeps
// its open run in a small array indexed by the line, so the board is read row by row, in memory
// order, instead of walked down columns with a stride of a whole row (cache misses on wide boards).
// Calls on_run(d, colour, first row, first col, length, before, after) for every run of stones; the
// first stone is the seed's (the bottom end of a '/' run, whose last cell in sweep order it is).
template <class F>
void sweep_columns_and_diagonals(const board& b, std::size_t min_length, F&& on_run) {
  const std::size_t rows = b.rows;
  const std::size_t cols = b.cols;
  std::vector<open_run> down(cols);
  std::vector<open_run> diagonal(rows + cols);
  std::vector<open_run> anti(rows + cols);
  auto close = [&](int d, const open_run& run, std::uint8_t after) {
    if (run.colour != black && run.colour != white) return;
    std::size_t r = run.row;
    std::size_t c = run.col;
    if (d == static_cast<int>(direction::anti)) {  // from its top-right cell to its bottom-left one
      r += run.length - 1;
      c -= run.length - 1;
    }
    on_run(d, run.colour, r, c, static_cast<std::size_t>(run.length), run.before, after);
  };
  // Branch-light: on a random board the colour changes at most cells, but a change that closes a
  // run of k or more is rare, so only that test is a branch; the rest are conditional moves.
  auto step = [&](int d, open_run& run, std::uint8_t v, std::size_t r, std::size_t c) {
    const bool changed = v != run.colour;
    if (changed && run.length >= min_length) close(d, run, v);
    run.before = changed ? run.colour : run.before;
    run.length = changed ? 1 : run.length + 1;
    run.row = changed ? static_cast<std::uint32_t>(r) : run.row;
    run.col = changed ? static_cast<std::uint32_t>(c) : run.col;
    run.colour = v;
  };
  const std::uint8_t* cell = b.cells.data();
  for (std::size_t r = 0; r < rows; ++r) {
    for (std::size_t c = 0; c < cols; ++c, ++cell) {
      const std::uint8_t v = *cell;
      step(static_cast<int>(direction::down), down[c], v, r, c);
      step(static_cast<int>(direction::diagonal), diagonal[c + rows - 1 - r], v, r, c);
      step(static_cast<int>(direction::anti), anti[c + r], v, r, c);
    }
  }
  for (const open_run& run : down) close(static_cast<int>(direction::down), run, edge);
  for (const open_run& run : diagonal) close(static_cast<int>(direction::diagonal), run, edge);
  for (const open_run& run : anti) close(static_cast<int>(direction::anti), run, edge);
}

// Row-major order of first stones; across, down, diagonal, anti-diagonal for the same first stone.
void sort_lines(std::vector<line>& wins) {
  if (wins.size() < 2) return;
  std::sort(wins.begin(), wins.end(), [](const line& x, const line& y) {
    if (x.row != y.row) return x.row < y.row;
    if (x.col != y.col) return x.col < y.col;
    return x.dir < y.dir;
  });
}

}  // namespace

std::string_view rule_name(rule_set rule) {
  switch (rule) {
    case rule_set::standard:
      return "standard";
    case rule_set::freestyle:
      return "freestyle";
    case rule_set::renju:
      return "renju";
    case rule_set::caro:
      return "caro";
    case rule_set::caro6:
      return "caro6";
  }
  return "standard";
}

std::optional<rule_set> rule_from_name(std::string_view name) {
  for (rule_set rule : all_rules) {
    if (rule_name(rule) == name) return rule;
  }
  return std::nullopt;
}

std::string_view rule_summary(rule_set rule) {
  switch (rule) {
    case rule_set::standard:
      return "exactly k (the seed's rule)";
    case rule_set::freestyle:
      return "k or more";
    case rule_set::renju:
      return "black exactly k and fouls, white k or more";
    case rule_set::caro:
      return "exactly k, not blocked at both ends (Gomocup caro, INFO rule 9)";
    case rule_set::caro6:
      return "more than k always, exactly k unless blocked at both ends (Piskvork, INFO rule 8)";
  }
  return "";
}

std::string_view direction_name(direction dir) {
  switch (dir) {
    case direction::across:
      return "across";
    case direction::down:
      return "down";
    case direction::diagonal:
      return "diagonal";
    case direction::anti:
      return "anti-diagonal";
  }
  return "across";
}

bool run_wins(std::uint8_t colour, std::size_t length, bool blocked_both,
              const judge_options& options) {
  switch (options.rule) {
    case rule_set::standard:
      return length == options.k;
    case rule_set::freestyle:
      return length >= options.k;
    case rule_set::renju:
      return colour == black ? length == options.k : length >= options.k;
    case rule_set::caro:
      return length == options.k && !blocked_both;
    case rule_set::caro6:
      return length > options.k || (length == options.k && !blocked_both);
  }
  return false;
}

std::vector<line> winning_lines(const board& b, const judge_options& options) {
  std::vector<line> wins;
  if (b.rows == 0 || b.cols == 0) return wins;
  if (detail::winning_lines_bitboard(b, options, wins)) {
    sort_lines(wins);
    return wins;
  }
  auto keep = [&](int d, std::uint8_t colour, std::size_t r, std::size_t c, std::size_t length,
                  std::uint8_t before, std::uint8_t after) {
    if (length < options.k) return;  // the common case, decided at once
    const std::uint8_t other = opponent(colour);
    if (run_wins(colour, length, before == other && after == other, options)) {
      wins.push_back(line{colour, static_cast<direction>(d), r, c, length});
    }
  };
  for (std::size_t r = 0; r < b.rows; ++r) {
    scan_line(b, static_cast<int>(direction::across), r, 0, b.cols, options.k,
              [&](std::uint8_t colour, std::size_t first, std::size_t length, std::uint8_t before,
                  std::uint8_t after) { keep(0, colour, r, first, length, before, after); });
  }
  sweep_columns_and_diagonals(b, options.k, keep);
  sort_lines(wins);
  return wins;
}

bool lines_share_a_stone(const board& b, std::span<const line> lines) {
  if (lines.empty()) return false;
  // Cells common to every line: at most the first line's cells, filtered by each other line.
  std::vector<std::size_t> common;
  const line& first = lines.front();
  for (std::size_t i = 0; i < first.length; ++i)
    common.push_back(first.row_at(i) * b.cols + first.col_at(i));
  std::vector<char> mark(b.cells.size(), 0);
  for (std::size_t w = 1; w < lines.size() && !common.empty(); ++w) {
    const line& l = lines[w];
    for (std::size_t i = 0; i < l.length; ++i) mark[l.row_at(i) * b.cols + l.col_at(i)] = 1;
    std::erase_if(common, [&](std::size_t cell) { return mark[cell] == 0; });
    for (std::size_t i = 0; i < l.length; ++i) mark[l.row_at(i) * b.cols + l.col_at(i)] = 0;
  }
  return !common.empty();
}

position_report check_position(const board& b, const judge_options& options) {
  position_report report;
  for (std::uint8_t v : b.cells) {
    report.black_stones += v == black;
    report.white_stones += v == white;
  }
  report.counts_consistent =
      report.black_stones == report.white_stones || report.black_stones == report.white_stones + 1;
  if (!report.counts_consistent) {
    report.problems.push_back(
        fmt::format("black has {} and white {}: with black moving first, black has as many "
                    "stones as white or one more",
                    tessera::detail::count_of(report.black_stones, "stone"), report.white_stones));
  }
  report.wins = winning_lines(b, options);
  bool black_wins = false;
  bool white_wins = false;
  for (const line& l : report.wins) (l.colour == black ? black_wins : white_wins) = true;
  report.both_colours_win = black_wins && white_wins;
  if (report.both_colours_win) {
    report.problems.push_back("both colours have a winning line: play stops at the first one");
  }
  if (report.wins.size() > 1 && !report.both_colours_win) {
    report.wins_share_a_stone = lines_share_a_stone(b, report.wins);
    if (!report.wins_share_a_stone) {
      report.problems.push_back(
          fmt::format("{} winning lines share no stone: no single last move made them all",
                      report.wins.size()));
    }
  }
  if (report.counts_consistent && !report.both_colours_win && !report.wins.empty()) {
    report.winner_moved_last = black_wins ? report.black_stones == report.white_stones + 1
                                          : report.black_stones == report.white_stones;
    if (!report.winner_moved_last) {
      report.problems.push_back(
          fmt::format("{} has a winning line but {} moved last (black {}, white {})",
                      black_wins ? "black" : "white", black_wins ? "white" : "black",
                      tessera::detail::count_of(report.black_stones, "stone"),
                      tessera::detail::count_of(report.white_stones, "stone")));
    }
  }
  return report;
}

}  // namespace tessera::omok
