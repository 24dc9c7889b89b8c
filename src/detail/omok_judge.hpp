// Private to the omok judge: the bit-parallel pass used for boards at most 64 columns wide.
#pragma once

#include <vector>

#include "tessera/omok.hpp"

namespace tessera::omok::detail {

// Appends every winning run of `b` to `out` (unordered) and returns true, or returns false without
// touching `out` when the board is wider than 64 columns or k > 16 (the scalar pass handles those).
// O(rows * k) word operations per direction and colour, plus O(run length) per run of length >= k.
bool winning_lines_bitboard(const board& b, const judge_options& options, std::vector<line>& out);

}  // namespace tessera::omok::detail
