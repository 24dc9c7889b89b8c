// tessera/picture_polygons.hpp: pictures of boards whose cells are polygons (triangles, hexagons,
// or any simple polygon), for the lattices other than the square grid.
//
// The caller places the cells in the plane (the lattice knows its geometry; this layer knows none):
// each cell is a polygon given by its corners, with a region (a placed piece), or empty, or
// blocked, and a label. The SVG renderer draws every cell filled with its region's colour from the
// shared palette (tessera/palette.hpp), a thin line around each cell, and a thick outline wherever
// two different regions meet and along the board's boundary, the way the square-grid SVG does
// (tessera/picture.hpp). Cells touch when they share an edge: two corners each.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "tessera/picture.hpp"

namespace tessera {

// A point of the plane: x to the right, y DOWNWARD (as on a screen and as the square grid's rows
// grow). Any unit: the renderer scales the drawing so that an average cell covers about as many
// pixels as a square-grid cell.
struct point2 {
  double x = 0;
  double y = 0;
};

struct polygon_picture {
  static constexpr std::int32_t empty = picture::empty;      // a free cell nothing covers
  static constexpr std::int32_t blocked = picture::blocked;  // a cell that is not part of the board

  // Every cell's corners, cell after cell, each cell's in order around it (either way round).
  // Cell i's corners are corners[first_corner[i]] .. corners[first_corner[i + 1] - 1].
  std::vector<point2> corners;
  std::vector<std::uint32_t> first_corner{0};
  std::vector<std::int32_t> region;  // per cell: a region id >= 0, `empty` or `blocked`
  std::vector<std::string> label;    // per cell: drawn at its centre; may be empty
  // Optional, indexed by region id: a palette index (equal ids get equal colours, e.g. a piece's
  // index in its set). When empty, colours are chosen so that touching regions differ.
  std::vector<int> region_colour;
  std::string title;  // drawn above the picture; may be empty

  std::size_t cells() const { return region.size(); }
  std::span<const point2> cell_corners(std::size_t i) const {
    return {corners.data() + first_corner[i], first_corner[i + 1] - first_corner[i]};
  }
  // Appends a cell. It needs at least 3 corners (asserted). O(corners).
  void add_cell(std::span<const point2> cell, std::int32_t region_id, std::string text = {});
  void add_cell(std::initializer_list<point2> cell, std::int32_t region_id, std::string text = {}) {
    add_cell(std::span<const point2>(cell.begin(), cell.size()), region_id, std::move(text));
  }
};

// An SVG document showing the pictures in a grid of `per_row` columns (0: about a square layout),
// each under its title; all are drawn at one scale, so equal cells look equal across pictures.
// Corners closer than 2^-20 of the median edge length are one point (so corners computed in
// floating point by neighbouring cells match); an edge is shared only when both its corners are (no
// T-junctions). O(total corners * log).
std::string render_polygon_svg(std::span<const polygon_picture> pictures, std::size_t per_row = 0);

// The picture for a terminal (tessera cover --show on triangles and hexagons): the cells drawn at
// about 24 characters each (a character taken as twice as tall as wide, so shapes keep their
// proportions), walls as '-', '|', '/', '\\' along the edges where regions meet and around the
// board, each cell's label at its centre, '.' in an empty cell, blocked cells filled with '#'; with
// `colour`, every character on its region's background colour (the palette's terminal colours).
// No title. O(characters + corners * log).
std::string render_polygon_text(const polygon_picture& pic, bool colour = false);

// A palette index per region such that regions sharing an edge differ (greedy, in order of first
// appearance). O(total corners * log).
std::vector<int> assign_colours(const polygon_picture& pic);

// The cells sharing an edge, as pairs (a, b) with a < b, sorted; for the colouring and the
// outlines, and for tests of a caller's geometry. O(total corners * log).
std::vector<std::pair<std::uint32_t, std::uint32_t>> touching_cells(const polygon_picture& pic);

}  // namespace tessera
