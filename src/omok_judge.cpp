// The judge: every maximal run along the four directions, in one pass per direction. Each line of
// the board (a row, a column, a diagonal) is walked once; a run is closed when the colour changes,
// so its length and both neighbours beyond its ends are known without looking back. O(rows * cols)
// total, against the seed's path-following search that is exponential on solid blocks of one
// colour.
#include "detail/omok_judge.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "tessera/omok.hpp"

namespace tessera::omok {
namespace {

constexpr std::uint8_t edge = 3;  // "beyond the board": never an opponent, so it never blocks

// Walks the `len` cells from (r0, c0) along direction `d`, calling
// on_run(colour, first index, length, value before, value after) for every run of stones.
template <class F>
void scan_line(const board& b, int d, std::size_t r0, std::size_t c0, std::size_t len, F&& on_run) {
  const std::ptrdiff_t delta = step_row[d] * static_cast<std::ptrdiff_t>(b.cols) + step_col[d];
  const std::uint8_t* p = b.cells.data() + r0 * b.cols + c0;
  std::uint8_t before = edge;
  std::uint8_t current = p[0];
  std::size_t start = 0;
  for (std::size_t i = 1; i < len; ++i) {
    const std::uint8_t v = p[static_cast<std::ptrdiff_t>(i) * delta];
    if (v != current) {
      if (current != empty) on_run(current, start, i - start, before, v);
      before = current;
      current = v;
      start = i;
    }
  }
  if (current != empty) on_run(current, start, len - start, before, edge);
}

// Calls scan_line for every line of direction `d`.
template <class F>
void scan_direction(const board& b, int d, F&& on_run) {
  const std::size_t rows = b.rows;
  const std::size_t cols = b.cols;
  auto run_from = [&](std::size_t r0, std::size_t c0, std::size_t len) {
    scan_line(b, d, r0, c0, len,
              [&](std::uint8_t colour, std::size_t first, std::size_t length, std::uint8_t before,
                  std::uint8_t after) {
                const auto r =
                    static_cast<std::size_t>(static_cast<std::ptrdiff_t>(r0) +
                                             step_row[d] * static_cast<std::ptrdiff_t>(first));
                const std::size_t c = c0 + first * static_cast<std::size_t>(step_col[d]);
                on_run(colour, r, c, length, before, after);
              });
  };
  switch (static_cast<direction>(d)) {
    case direction::across:
      for (std::size_t r = 0; r < rows; ++r) run_from(r, 0, cols);
      break;
    case direction::down:
      for (std::size_t c = 0; c < cols; ++c) run_from(0, c, rows);
      break;
    case direction::diagonal:
      for (std::size_t c = 0; c < cols; ++c) run_from(0, c, std::min(rows, cols - c));
      for (std::size_t r = 1; r < rows; ++r) run_from(r, 0, std::min(rows - r, cols));
      break;
    case direction::anti:
      for (std::size_t c = 0; c < cols; ++c) run_from(rows - 1, c, std::min(rows, cols - c));
      for (std::size_t r = 0; r + 1 < rows; ++r) run_from(r, 0, std::min(r + 1, cols));
      break;
  }
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
  }
  return "standard";
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
      return length >= options.k && !blocked_both;
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
  for (int d = 0; d < 4; ++d) {
    scan_direction(b, d,
                   [&](std::uint8_t colour, std::size_t r, std::size_t c, std::size_t length,
                       std::uint8_t before, std::uint8_t after) {
                     if (length < options.k) return;  // the common case, decided at once
                     const std::uint8_t other = opponent(colour);
                     if (run_wins(colour, length, before == other && after == other, options)) {
                       wins.push_back(line{colour, static_cast<direction>(d), r, c, length});
                     }
                   });
  }
  sort_lines(wins);
  return wins;
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
        fmt::format("black has {} stones and white {}: with black moving first, black has as many "
                    "stones as white "
                    "or one more",
                    report.black_stones, report.white_stones));
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
    // Cells common to every winning line: at most the first line's cells, filtered by each other
    // line.
    std::vector<std::size_t> common;
    const line& first = report.wins.front();
    for (std::size_t i = 0; i < first.length; ++i)
      common.push_back(first.row_at(i) * b.cols + first.col_at(i));
    std::vector<char> mark(b.cells.size(), 0);
    for (std::size_t w = 1; w < report.wins.size() && !common.empty(); ++w) {
      const line& l = report.wins[w];
      for (std::size_t i = 0; i < l.length; ++i) mark[l.row_at(i) * b.cols + l.col_at(i)] = 1;
      std::erase_if(common, [&](std::size_t cell) { return mark[cell] == 0; });
      for (std::size_t i = 0; i < l.length; ++i) mark[l.row_at(i) * b.cols + l.col_at(i)] = 0;
    }
    report.wins_share_a_stone = !common.empty();
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
          fmt::format("{} has a winning line but {} moved last (black {} stones, white {})",
                      black_wins ? "black" : "white", black_wins ? "white" : "black",
                      report.black_stones, report.white_stones));
    }
  }
  return report;
}

}  // namespace tessera::omok
