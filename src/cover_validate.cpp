// `tessera validate boardcover`: Algospot BOARDCOVER's input exactly as the statement gives it.
#include <fmt/format.h>

#include "detail/setter_parts.hpp"
#include "detail/strict_reader.hpp"

namespace tessera::setter::parts {

// C (at most 30), then per case "H W" (1..20 each) and H rows of W characters '#' or '.', with at
// most 50 free cells ('.') on the board.
std::optional<input_error> validate_boardcover_input(std::string_view text) {
  tessera::detail::strict_reader in(text);
  std::int64_t cases = 0;
  if (!in.read_int(cases, 1, boardcover_max_cases, "the number of test cases C") ||
      !in.expect_line_end())
    return in.error();
  for (std::int64_t k = 1; k <= cases; ++k) {
    const std::string what = fmt::format("case {} of {}: ", k, cases);
    std::int64_t rows = 0, cols = 0;
    if (in.at_end()) {
      in.fail_expected(fmt::format("case {} of {} (\"H W\")", k, cases));
      return in.error();
    }
    const std::size_t header = in.position();
    if (!in.read_int(rows, 1, boardcover_max_side, what + "the height H") || !in.expect_space() ||
        !in.read_int(cols, 1, boardcover_max_side, what + "the width W") || !in.expect_line_end())
      return in.error();
    std::size_t free = 0;
    for (std::int64_t r = 1; r <= rows; ++r) {
      std::string_view row;
      if (!in.read_row(row, static_cast<std::size_t>(cols), "#.",
                       what + fmt::format("row {} of {} ('#' or '.')", r, rows)))
        return in.error();
      for (const char c : row) free += c == '.' ? 1 : 0;
    }
    if (free > boardcover_max_free) {
      in.fail_at(header, what + fmt::format("{} free cells, over the statement's limit of {}", free,
                                            boardcover_max_free));
      return in.error();
    }
  }
  if (!in.expect_end(fmt::format("the end of the input after {} cases", cases))) return in.error();
  return std::nullopt;
}

}  // namespace tessera::setter::parts
