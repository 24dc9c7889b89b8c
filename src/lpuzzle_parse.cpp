// Reading the L-puzzle's original format (BOJ 3654): T, then per case "N M" and N rows over "BW.";
// or one pattern as bare rows (no T, no sizes), as `tessera cover` takes a bare board.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "tessera/lpuzzle.hpp"
#include "tessera/text_reader.hpp"

namespace tessera {

struct lpuzzle_reader::impl {
  explicit impl(std::string_view text) : in(text) {}
  text_reader in;
  std::size_t read = 0;
};

lpuzzle_reader::lpuzzle_reader(std::string_view text, lpuzzle_limits limits)
    : impl_(std::make_unique<impl>(text)), limits_(limits) {}
lpuzzle_reader::~lpuzzle_reader() = default;

const input_error& lpuzzle_reader::error() const { return impl_->in.error(); }

bool lpuzzle_reader::read_header() {
  text_reader& in = impl_->in;
  if (in.at_end()) return in.fail("expected the number of test cases, found empty input");
  in.skip_whitespace();
  if (const std::string here = in.describe_here();
      here == "'B'" || here == "'W'" || here == "'.'") {
    bare_ = true;
    cases_ = 1;
    return true;
  }
  std::int64_t t = 0;
  if (!in.read_int(t, 1, limits_.max_cases, "the number of test cases")) return false;
  if (!in.at_line_end())
    return in.fail_expected("the end of the line after the number of test cases");
  cases_ = static_cast<std::size_t>(t);
  return true;
}

namespace {

const std::array<bool, 256>& pattern_chars() {
  static const auto allowed = char_set("BW.");
  return allowed;
}

}  // namespace

bool lpuzzle_reader::read_bare(lpuzzle_pattern& out) {
  text_reader& in = impl_->in;
  // The first row fixes the width; rows go on to the end of the input. Each row is checked against
  // the limits before it is kept, so an endless input stops at the first row past them.
  in.skip_whitespace();
  const std::size_t first_line = in.line();
  std::string_view first;
  in.read_line(first);
  const auto bad = std::find_if(first.begin(), first.end(), [](char c) {
    return !pattern_chars()[static_cast<unsigned char>(c)];
  });
  if (bad != first.end()) {
    return in.fail_at(first_line, static_cast<std::size_t>(bad - first.begin()) + 1,
                      fmt::format("expected 'B', 'W' or '.', found {}",
                                  describe_byte(static_cast<unsigned char>(*bad))));
  }
  const auto cols = static_cast<std::uint64_t>(first.size());
  if (cols > static_cast<std::uint64_t>(limits_.max_side)) {
    return in.fail_at(first_line, static_cast<std::size_t>(limits_.max_side) + 1,
                      fmt::format("expected at most {} columns, found {}", limits_.max_side, cols));
  }
  out.rows = 0;
  out.cols = first.size();
  out.cells.clear();
  // Every cell takes a byte of the input: the rest of it bounds the pattern.
  out.cells.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(
      in.remaining() + cols, static_cast<std::uint64_t>(limits_.max_cells))));
  std::string_view row = first;
  std::size_t row_line = first_line;  // where the row being kept is, for a limit's message
  for (;;) {
    const std::uint64_t rows = out.rows + 1;
    if (rows > static_cast<std::uint64_t>(limits_.max_side)) {
      return in.fail_at(row_line, 1,
                        fmt::format("expected at most {} rows, found more", limits_.max_side));
    }
    if (rows * cols > static_cast<std::uint64_t>(limits_.max_cells)) {
      return in.fail_at(row_line, 1,
                        fmt::format("a {}x{} pattern has {} cells, over the limit of {} "
                                    "(--max-cells)",
                                    rows, cols, rows * cols, limits_.max_cells));
    }
    if (4 * (rows + 4) * (cols + 4) >= (1ULL << 32)) {
      // The solver numbers literals (4 per cell of the padded grid) with 32-bit integers.
      return in.fail_at(row_line, 1,
                        fmt::format("a {}x{} pattern is too large for the solver's 32-bit "
                                    "numbering: (N+4)*(M+4) must stay below 2^30",
                                    rows, cols));
    }
    out.cells.append(row);
    ++out.rows;
    if (in.at_end()) return true;
    if (!in.read_row(row, out.cols, pattern_chars(), "'B', 'W' or '.'", out.rows + 1)) {
      return false;
    }
    row_line = in.line();
  }
}

bool lpuzzle_reader::read_case(lpuzzle_pattern& out) {
  if (bare_) return read_bare(out);
  text_reader& in = impl_->in;
  const std::size_t number = ++impl_->read;
  if (in.at_end()) {
    return in.fail(fmt::format("expected test case {} of {} (a line \"N M\"), found end of input",
                               number, cases_));
  }
  std::int64_t n = 0, m = 0;
  if (!in.read_int(n, 1, limits_.max_side, "the number of rows N")) return false;
  const std::size_t line = in.line(), column = in.column();
  if (!in.read_int_on_line(m, 1, limits_.max_side, "the number of columns M")) return false;
  // Sizes are checked before anything is allocated: against the limit, against the solver's index
  // range, and against the bytes left (every cell needs one), so a truncated file costs nothing.
  const auto rows = static_cast<std::uint64_t>(n), cols = static_cast<std::uint64_t>(m);
  const std::uint64_t cells = rows * cols;  // both <= 1e9, no overflow
  if (cells > static_cast<std::uint64_t>(limits_.max_cells)) {
    return in.fail_at(
        line, column + 1,
        fmt::format("a {}x{} pattern has {} cells, over the limit of {} (--max-cells)", n, m, cells,
                    limits_.max_cells));
  }
  if (4 * (rows + 4) * (cols + 4) >= (1ULL << 32)) {
    // The solver numbers literals (4 per cell of the padded grid) with 32-bit integers.
    return in.fail_at(line, column + 1,
                      fmt::format("a {}x{} pattern is too large for the solver's 32-bit numbering: "
                                  "(N+4)*(M+4) must stay below 2^30",
                                  n, m));
  }
  if (cells > in.remaining()) {
    return in.fail_at(
        line, column + 1,
        fmt::format("a {}x{} pattern needs {} cells, but the input has only {} more bytes "
                    "(truncated?)",
                    n, m, cells, in.remaining()));
  }
  if (!in.at_line_end()) return in.fail_expected("the end of the line after \"N M\"");
  const auto& allowed = pattern_chars();
  out.rows = static_cast<std::size_t>(rows);
  out.cols = static_cast<std::size_t>(cols);
  out.cells.resize(static_cast<std::size_t>(cells));
  char* dst = out.cells.data();
  for (std::size_t r = 0; r < out.rows; ++r) {
    std::string_view row;
    if (!in.read_row(row, out.cols, allowed, "'B', 'W' or '.'", r + 1)) return false;
    std::copy(row.begin(), row.end(), dst + r * out.cols);
  }
  return true;
}

bool lpuzzle_reader::read_end() {
  text_reader& in = impl_->in;
  if (bare_) return in.expect_end("a pattern row");
  return in.expect_end(
      fmt::format("the end of the input after {} test case{}", cases_, cases_ == 1 ? "" : "s"));
}

result<std::vector<lpuzzle_pattern>> parse_lpuzzle(std::string_view text, lpuzzle_limits limits) {
  lpuzzle_reader reader(text, limits);
  if (!reader.read_header()) return reader.error();
  std::vector<lpuzzle_pattern> patterns;
  for (std::size_t i = 0; i < reader.cases(); ++i) {
    lpuzzle_pattern p;
    if (!reader.read_case(p)) return reader.error();
    patterns.push_back(std::move(p));
  }
  if (!reader.read_end()) return reader.error();
  return patterns;
}

std::string format_lpuzzle_input(const std::vector<lpuzzle_pattern>& patterns) {
  std::string out = fmt::format("{}\n", patterns.size());
  for (const auto& p : patterns) {
    out += fmt::format("{} {}\n", p.rows, p.cols);
    for (std::size_t r = 0; r < p.rows; ++r) {
      out.append(p.cells, r * p.cols, p.cols);
      out += '\n';
    }
  }
  return out;
}

}  // namespace tessera
