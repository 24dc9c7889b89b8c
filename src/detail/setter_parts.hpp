// Private: each problem's part of the setter's kit (tessera/setter.hpp), behind the dispatch in
// src/setter_problems.cpp. One generator file (src/<problem>_generate.cpp), one validator file
// (src/<problem>_validate.cpp) and one shrinker part (src/setter_shrink.cpp) per problem.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/result.hpp"
#include "tessera/setter.hpp"

namespace tessera::setter::parts {

// An error not tied to a position (a refused option).
inline input_error refusal(std::string message) { return input_error{0, 0, std::move(message)}; }

result<std::string> generate_lpuzzle_input(const gen_options& options);
result<std::string> generate_boardcover_input(const gen_options& options);
result<std::string> generate_omok_input(const gen_options& options);
result<std::string> generate_fill_input(const gen_options& options);

std::optional<input_error> validate_lpuzzle_input(std::string_view text);
std::optional<input_error> validate_boardcover_input(std::string_view text);
std::optional<input_error> validate_omok_input(std::string_view text);
std::optional<input_error> validate_fill_input(std::string_view text);

// A grid problem's input as the shrinker sees it: cases of rows x cols characters (lpuzzle,
// boardcover: several cases; omok: one 19x19 case of '0'/'1'/'2'; fill: two grids of '0'/'1', the
// board then the table, of one size).
struct grid_case {
  std::size_t rows = 0;
  std::size_t cols = 0;
  std::string cells;  // row-major
};
// Reads a valid input into cases (an input that validate_input accepts; anything else gives an
// empty vector). O(input bytes).
std::vector<grid_case> read_cases(problem p, std::string_view text);
// Writes cases back in the original format. O(output bytes).
std::string write_cases(problem p, const std::vector<grid_case>& cases);

// The bounds of the original statements, shared by the generators and the validators.
inline constexpr std::size_t lpuzzle_max_cases = 100, lpuzzle_max_side = 500;
inline constexpr std::size_t boardcover_max_cases = 30, boardcover_max_side = 20,
                             boardcover_max_free = 50;
inline constexpr std::size_t omok_side = 19;
inline constexpr std::size_t fill_min_side = 3, fill_max_side = 50, fill_max_piece = 6;

}  // namespace tessera::setter::parts
