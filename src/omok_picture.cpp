// Pictures of an omok board: stones as glyphs on free cells (no walls: the board is one surface),
// the winning line and the forbidden points highlighted.
#include "tessera/omok.hpp"
#include "tessera/renju.hpp"

namespace tessera::omok {

picture draw_board(const board& b, std::span<const line> lines, std::string title) {
  picture pic(b.rows, b.cols);
  for (std::size_t i = 0; i < b.cells.size(); ++i) {
    const std::uint8_t v = b.cells[i];
    pic.glyph[i] = v == black ? 'X' : v == white ? 'O' : '.';
  }
  if (!lines.empty()) pic.highlight.assign(b.cells.size(), false);
  for (const line& l : lines) {
    for (std::size_t i = 0; i < l.length; ++i)
      pic.highlight[l.row_at(i) * b.cols + l.col_at(i)] = true;
  }
  pic.title = std::move(title);
  return pic;
}

void mark_forbidden(picture& pic, std::span<const forbidden_point> points) {
  if (points.empty()) return;
  if (pic.highlight.empty()) pic.highlight.assign(pic.rows * pic.cols, false);
  for (const forbidden_point& p : points) {
    const std::size_t cell = p.row * pic.cols + p.col;
    pic.glyph[cell] = p.reason == foul::overline ? '6' : p.reason == foul::double_four ? '4' : '3';
    pic.highlight[cell] = true;
  }
}

}  // namespace tessera::omok
