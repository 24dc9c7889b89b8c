// Pictures of an omok board (picture_style::board): stones on the intersections, star points,
// coordinates in the input's notation, the winning line and the forbidden points highlighted.
#include <algorithm>

#include "tessera/omok.hpp"
#include "tessera/omok_referee.hpp"
#include "tessera/renju.hpp"

namespace tessera::omok {
namespace {

// The lines of one side that carry star points: the 4th from each edge (the 3rd under 13 lines,
// none under 7), and the middle line of an odd side from 17 lines (go's 19x19 has 9 points,
// renju's 15x15 board 4 plus its centre). 0-based.
std::vector<std::size_t> star_lines(std::size_t n) {
  if (n < 7) return {};
  const std::size_t inset = n >= 13 ? 3 : 2;
  std::vector<std::size_t> lines = {inset, n - 1 - inset};
  if (n % 2 == 1 && n >= 17) lines.push_back(n / 2);
  return lines;
}

std::vector<std::size_t> star_points(std::size_t rows, std::size_t cols) {
  std::vector<std::size_t> dots;
  for (const std::size_t r : star_lines(rows)) {
    for (const std::size_t c : star_lines(cols)) dots.push_back(r * cols + c);
  }
  // The centre of a board with odd sides (tengen), when the sides' points leave it out.
  if (rows % 2 == 1 && cols % 2 == 1 && rows >= 7 && cols >= 7) {
    const std::size_t centre = rows / 2 * cols + cols / 2;
    if (std::find(dots.begin(), dots.end(), centre) == dots.end()) dots.push_back(centre);
  }
  std::sort(dots.begin(), dots.end());
  return dots;
}

}  // namespace

picture draw_board(const board& b, std::span<const line> lines, std::string title,
                   coordinates names) {
  picture pic(b.rows, b.cols);
  pic.style = picture_style::board;
  for (std::size_t i = 0; i < b.cells.size(); ++i) {
    const std::uint8_t v = b.cells[i];
    pic.glyph[i] = v == black ? 'X' : v == white ? 'O' : '.';
  }
  if (!lines.empty()) pic.highlight.assign(b.cells.size(), false);
  for (const line& l : lines) {
    for (std::size_t i = 0; i < l.length; ++i)
      pic.highlight[l.row_at(i) * b.cols + l.col_at(i)] = true;
  }
  pic.dots = star_points(b.rows, b.cols);
  // Letters as point_text writes them: 'a' + column, rows from the bottom unless from the top.
  const bool letters = names != coordinates::row_col && b.cols <= 26;
  for (std::size_t r = 0; r < b.rows; ++r) {
    const std::size_t number = letters && names == coordinates::letters ? b.rows - r : r + 1;
    pic.row_labels.push_back(std::to_string(number));
  }
  for (std::size_t c = 0; c < b.cols; ++c) {
    pic.col_labels.push_back(letters ? std::string(1, static_cast<char>('a' + c))
                                     : std::to_string(c + 1));
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

coordinates coordinates_of(const move_list& game) {
  const bool letters = game.format == move_format::notation ||
                       (game.format == move_format::json && game.json_strings);
  if (!letters) return coordinates::row_col;
  return game.top_rows ? coordinates::letters_top : coordinates::letters;
}

}  // namespace tessera::omok
