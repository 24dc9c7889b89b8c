// tessera/renju.hpp: the points forbidden to black under the International Rules of Renju (RIF,
// 1996, corrected 1998; renju.net/study/rifrules.php).
//
// Definitions (RIF section 3), for black, on a line through the point played:
//  - five: exactly five in an unbroken row; six or more is an overline.
//  - four: a row to which one more stone gives exactly five; a straight four is an unbroken four
//  with
//    two such points. Two fours in one line (X.XXX.X, XX.XX.XX) count as two: a double-four.
//  - three: a row to which one more stone gives a straight four, where that stone does not at the
//  same
//    time make a five, and is not itself a forbidden point (checked recursively, with the stones of
//    the outer checks on the board).
// Black may not play an overline, a double-four or a double-three, unless the same stone makes a
// five: the five wins. White has no forbidden points.
//
// The recursion of the three check runs on an explicit stack (its depth is bounded only by the
// number of empty points), never on the call stack.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "tessera/omok.hpp"

namespace tessera::omok {

enum class foul : std::uint8_t { none, overline, double_four, double_three };

// "none", "overline", "double-four", "double-three".
std::string_view foul_name(foul f);

struct renju_options {
  // Engines disagree about a three whose straight-four point also makes a five (on another line).
  // RIF section 3 says a three extends "without at the same time a five in a row" being made, so by
  // default such a point does not make the row a three. With `five_point_makes_three`, the point
  // counts (a five is never forbidden, so the extension is playable) — the reading of some engines.
  bool five_point_makes_three = false;
};

// Why black may not play at (row, col), or foul::none. Preconditions: the cell is empty and inside
// the board. `b` is used as scratch (stones are placed and removed) and is unchanged on return.
// Cost: a bounded window of 9 cells per direction at each level of the recursive three check; in
// practice O(1) per point.
foul forbidden_reason(board& b, std::size_t row, std::size_t col, const renju_options& options);

struct forbidden_point {
  std::size_t row = 0;  // 0-based
  std::size_t col = 0;
  foul reason = foul::none;
};

// Every empty point forbidden to black, in row-major order. O(rows * cols) checks; points with no
// black stone within four cells on any of their lines are skipped at once.
std::vector<forbidden_point> forbidden_points(const board& b, const renju_options& options);

// Marks the forbidden points on a picture of the board (draw_board): glyph '3' for a double-three,
// '4' for a double-four, '6' for an overline, highlighted. O(points).
void mark_forbidden(picture& pic, std::span<const forbidden_point> points);

}  // namespace tessera::omok
