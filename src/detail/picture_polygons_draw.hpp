// The cell drawing of the polygon SVG (picture_polygons.cpp), shared with the cube SVG's layer
// view (picture_cubes_svg.cpp): one drawing, so layers look like every other board.
#pragma once

#include <functional>
#include <span>
#include <string>

#include "tessera/picture_polygons.hpp"

namespace tessera::detail {

// Where a picture goes: plane point (x0, y0) is drawn at the origin passed to draw_polygon_cells,
// px_per_unit pixels per plane unit, labels in font_px (the document's .glyph style says so too).
struct polygon_frame {
  double x0 = 0;
  double y0 = 0;
  double px_per_unit = 28;
  double font_px = 14;
};

// The cells of `pic` (filled polygons of class "cell", labels of class "glyph", one path of class
// "wall"), no title, drawn with plane point (frame.x0, frame.y0) at (ox, oy). The document's style
// defines the classes. O(corners * log).
void draw_polygon_cells(std::string& out, const polygon_picture& pic, const polygon_frame& frame,
                        double ox, double oy);

// Calls f(a, b) for every edge whose two sides differ (the outside counting as blocked): the
// walls, from corner a to corner b. O(corners * log).
void for_each_wall(const polygon_picture& pic, const std::function<void(point2, point2)>& f);

// A cell's centre of area (the mean of its corners when it has none), and its area.
point2 cell_centre(std::span<const point2> corners);
double cell_area(std::span<const point2> corners);

}  // namespace tessera::detail
