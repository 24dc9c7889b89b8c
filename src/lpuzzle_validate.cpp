// `tessera validate lpuzzle`: BOJ 3654's input exactly as the statement (NWERC 2011 D) gives it.
#include <fmt/format.h>

#include "detail/setter_parts.hpp"
#include "detail/strict_reader.hpp"

namespace tessera::setter::parts {

// T (1..100), then per case "N M" (1..500 each) and N rows of M characters from "BW.", with at
// least one B or W in the grid ("The grid contains at least one black or white square").
std::optional<input_error> validate_lpuzzle_input(std::string_view text) {
  tessera::detail::strict_reader in(text);
  std::int64_t cases = 0;
  if (!in.read_int(cases, 1, lpuzzle_max_cases, "the number of test cases T") ||
      !in.expect_line_end())
    return in.error();
  for (std::int64_t k = 1; k <= cases; ++k) {
    const std::string what = fmt::format("case {} of {}: ", k, cases);
    std::int64_t rows = 0, cols = 0;
    if (in.at_end()) {
      in.fail_expected(fmt::format("case {} of {} (\"N M\")", k, cases));
      return in.error();
    }
    const std::size_t header = in.position();
    if (!in.read_int(rows, 1, lpuzzle_max_side, what + "the number of rows N") ||
        !in.expect_space() ||
        !in.read_int(cols, 1, lpuzzle_max_side, what + "the number of columns M") ||
        !in.expect_line_end())
      return in.error();
    bool marked = false;
    for (std::int64_t r = 1; r <= rows; ++r) {
      std::string_view row;
      if (!in.read_row(row, static_cast<std::size_t>(cols), "BW.",
                       what + fmt::format("row {} of {} ('B', 'W' or '.')", r, rows)))
        return in.error();
      marked = marked || row.find_first_not_of('.') != std::string_view::npos;
    }
    if (!marked) {
      in.fail_at(header, what +
                             "the grid has no black or white square (the statement promises "
                             "at least one)");
      return in.error();
    }
  }
  if (!in.expect_end(fmt::format("the end of the input after {} cases", cases))) return in.error();
  return std::nullopt;
}

}  // namespace tessera::setter::parts
