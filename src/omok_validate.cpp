// `tessera validate omok`: BOJ 2615's input exactly as the statement gives it, and its guarantees.
#include <fmt/format.h>

#include "detail/setter_parts.hpp"
#include "detail/strict_reader.hpp"
#include "tessera/omok.hpp"

namespace tessera::setter::parts {
namespace {

std::string describe_line(const omok::line& l) {
  return fmt::format("{} five {} from row {}, column {}",
                     l.colour == omok::black ? "a black" : "a white", omok::direction_name(l.dir),
                     l.row + 1, l.col + 1);
}

}  // namespace

// 19 lines of 19 values 0, 1 or 2 separated by single spaces. The statement also promises that
// black and white do not both win and that neither wins in two places; a win is exactly five in a
// row (six or more do not count), as winning_lines judges under the standard rule.
std::optional<input_error> validate_omok_input(std::string_view text) {
  tessera::detail::strict_reader in(text);
  omok::board b(omok_side, omok_side);
  for (std::size_t r = 0; r < omok_side; ++r) {
    for (std::size_t c = 0; c < omok_side; ++c) {
      std::int64_t v = 0;
      if (!in.read_int(v, 0, 2,
                       fmt::format("row {}, column {} (0 empty, 1 black, 2 white)", r + 1, c + 1)))
        return in.error();
      b.at(r, c) = static_cast<std::uint8_t>(v);
      if (c + 1 < omok_side ? !in.expect_space() : !in.expect_line_end()) return in.error();
    }
  }
  if (!in.expect_end("the end of the input after 19 rows")) return in.error();
  const std::vector<omok::line> wins = omok::winning_lines(b, {});
  if (wins.size() < 2) return std::nullopt;
  // The second line names the broken promise; its first stone is where the message points.
  const omok::line& second = wins[1];
  const bool both = wins[0].colour != second.colour;
  return input_error{
      second.row + 1, 2 * second.col + 1,
      fmt::format("{} and {}: {} (the statement promises the input never holds this)",
                  describe_line(wins[0]), describe_line(second),
                  both ? "black and white both win"
                       : fmt::format("{} wins in two places",
                                     second.colour == omok::black ? "black" : "white"))};
}

}  // namespace tessera::setter::parts
