// tessera/picture.hpp: the picture layer shared by every capability.
//
// A capability turns its witness (a tiling, a placement, a winning line) into a `picture`: a grid
// whose cells each belong to a region (one piece) or are empty or blocked, with one character drawn
// per cell. The renderers draw each region visibly as one piece: walls between different regions in
// plain text, a background colour per region on a colour terminal, filled shapes with thick
// outlines in SVG.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace tessera {

// How a picture's cells are drawn.
enum class picture_style : std::uint8_t {
  regions,  // each cell a square coloured by its region, walls between regions (tilings, fill)
  // A go board (omok): cells are the intersections of the lines. Glyph 'X' is a black stone, 'O'
  // a white one, '.' an empty point, any other glyph a mark on an empty point (renju's fouls:
  // '3' double-three, '4' double-four, '6' overline). `highlight` on a stone rings it as part of
  // a winning line (runs of three or more ringed stones of one colour are joined by a line); on an
  // empty point it marks the point red. `dots` are star points; row_labels and col_labels the
  // coordinates drawn on every side (SVG) or above and to the left (text). Regions are ignored.
  board,
};

struct picture {
  static constexpr std::int32_t empty = -1;    // a free cell nothing covers
  static constexpr std::int32_t blocked = -2;  // a cell that is not part of the board

  picture() = default;
  picture(std::size_t rows_, std::size_t cols_)
      : rows(rows_), cols(cols_), region(rows_ * cols_, empty), glyph(rows_ * cols_, ' ') {}

  std::size_t rows = 0;
  std::size_t cols = 0;
  std::vector<std::int32_t> region;  // row-major: the region id (>= 0), `empty` or `blocked`
  std::vector<char> glyph;           // row-major: the character drawn in the cell
  // Optional, indexed by region id: a palette index (any int; equal ids get equal colours). When
  // empty, colours are chosen so that touching regions differ.
  std::vector<int> region_colour;
  // Optional, row-major: cells to emphasise, e.g. a winning line.
  std::vector<bool> highlight;  // row-major, may be empty
  std::string title;            // drawn above the picture in SVG; may be empty
  // A board that wraps (tessera cover --wrap): the left and right edges (wrap_cols) or the top and
  // bottom edges (wrap_rows) are one seam. Plain text draws a seam where a piece crosses it as ':'
  // (left, right) or '...' (top, bottom) and where pieces meet at it as '!' or '==='; SVG draws the
  // seam dashed, with a wall only where pieces meet; colours treat cells across it as touching.
  bool wrap_rows = false;
  bool wrap_cols = false;
  picture_style style = picture_style::regions;
  // Board pictures: one label per row and per column (or none), and row-major cell indices of
  // the star points.
  std::vector<std::string> row_labels;
  std::vector<std::string> col_labels;
  std::vector<std::size_t> dots;

  std::int32_t at(std::size_t r, std::size_t c) const { return region[r * cols + c]; }
};

// The window of `pic` of `rows` x `cols` cells from (row0, col0), clamped to the picture; regions,
// glyphs, highlights, colours, title, style, the labels of the rows and columns kept and the dots
// inside it (a region cut by the window stays one region). For
// drawing the part of a big board that explains an answer. O(rows * cols).
picture crop(const picture& pic, std::size_t row0, std::size_t col0, std::size_t rows,
             std::size_t cols);

// Plain text, for a file or a pipe: regions outlined with ASCII walls ('+', '-', '|'), blocked
// cells drawn as '#'. O(rows * cols) output.
std::string render_plain(const picture& pic);

// A colour terminal: each cell two columns wide on its region's background colour (ANSI 256
// colours).
std::string render_colour(const picture& pic);

// An SVG document showing the pictures in a grid of `per_row` columns (0: about a square layout).
std::string render_svg(std::span<const picture> pictures, std::size_t per_row = 0);

// A palette index per region such that regions sharing an edge differ: greedy colouring in order of
// first appearance (row-major), the smallest index no touching region has. A region touching more
// than a palette's worth of others may repeat a colour. O(rows * cols + adjacencies * log).
std::vector<int> assign_colours(const picture& pic);

}  // namespace tessera
