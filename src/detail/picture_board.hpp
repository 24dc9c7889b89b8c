// Go-board pictures (picture_style::board, tessera/picture.hpp), drawn by picture_board.cpp for
// the text renderers (picture_text.cpp) and the SVG renderer (picture_svg.cpp).
#pragma once

#include <string>

#include "tessera/picture.hpp"

namespace tessera::detail {

// The board as text: column labels above, row labels on the left, a point three characters wide
// ("[X]" when highlighted); with `colour`, ANSI colours (a wooden board, black and white stones,
// red marks). O(rows * cols).
std::string board_text(const picture& pic, bool colour);

// The size in pixels of the board's SVG drawing, title excluded.
double board_svg_width(const picture& pic);
double board_svg_height(const picture& pic);

// The board's SVG drawing with its top-left corner at (ox, oy), title excluded: wood, lines, star
// points, coordinates on all four sides, shaded stones (the gradients board_svg_defs defines), the
// winning line, marked points and a key to the marks. O(rows * cols).
void draw_board_svg(std::string& out, const picture& pic, double ox, double oy);

// The <defs> the stones need, once per document that holds a board.
std::string board_svg_defs();

}  // namespace tessera::detail
