// Private: counts in messages, said as a reader says them ("1 move", "3 moves"), so that no
// message reads "after 1 moves" or "solution(s)".
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace tessera::detail {

// A number and its noun, singular for exactly one. `many` defaults to the noun with an "s" ("1
// match", "2 matches" need it given). O(length of the text).
inline std::string count_of(std::uint64_t n, std::string_view one, std::string_view many = {}) {
  if (n == 1) return fmt::format("1 {}", one);
  return many.empty() ? fmt::format("{} {}s", n, one) : fmt::format("{} {}", n, many);
}

}  // namespace tessera::detail
