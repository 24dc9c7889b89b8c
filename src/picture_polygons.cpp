// Pictures of polygon cells (tessera/picture_polygons.hpp): which cells share an edge, the colours,
// and the SVG (cells filled from the palette, thin cell lines, thick walls between regions).
#include "tessera/picture_polygons.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <functional>
#include <numeric>
#include <tuple>

#include "detail/picture_polygons_draw.hpp"
#include "detail/picture_svg_text.hpp"
#include "tessera/palette.hpp"

namespace tessera {
namespace {

constexpr double poly_cell_px = 28;  // an average cell covers cell_px^2, as a square-grid cell does
constexpr double poly_margin_px = 16;
constexpr double poly_title_px = 20;
constexpr double poly_title_font_px = 14;
constexpr std::uint32_t no_cell = ~std::uint32_t{0};

// One side of one cell, its corners snapped to a fine integer grid and ordered, so that the two
// cells sharing an edge give equal keys.
struct cell_side {
  std::int64_t ax, ay, bx, by;
  std::uint32_t cell;
  std::uint32_t corner;  // the side runs from this corner of the cell to the next
  auto key() const { return std::tie(ax, ay, bx, by); }
};

double edge_length(point2 a, point2 b) { return std::hypot(b.x - a.x, b.y - a.y); }

// The median edge length: the unit the snapping grid is fine against.
double median_edge(const polygon_picture& pic) {
  std::vector<double> lengths;
  lengths.reserve(pic.corners.size());
  for (std::size_t i = 0; i < pic.cells(); ++i) {
    const std::span<const point2> c = pic.cell_corners(i);
    for (std::size_t k = 0; k < c.size(); ++k) {
      lengths.push_back(edge_length(c[k], c[(k + 1) % c.size()]));
    }
  }
  if (lengths.empty()) return 1;
  auto mid = lengths.begin() + static_cast<std::ptrdiff_t>(lengths.size() / 2);
  std::nth_element(lengths.begin(), mid, lengths.end());
  return *mid > 0 ? *mid : 1;
}

// Every side of every cell, sorted by its snapped corners: the two sides of a shared edge are
// neighbours in the list. Snapping: 2^-20 of the median edge length.
std::vector<cell_side> sorted_sides(const polygon_picture& pic) {
  const double grid = std::ldexp(1.0, 20) / median_edge(pic);
  auto snap = [&](double v) { return static_cast<std::int64_t>(std::llround(v * grid)); };
  std::vector<cell_side> sides;
  sides.reserve(pic.corners.size());
  for (std::size_t i = 0; i < pic.cells(); ++i) {
    const std::span<const point2> c = pic.cell_corners(i);
    for (std::size_t k = 0; k < c.size(); ++k) {
      const point2 a = c[k], b = c[(k + 1) % c.size()];
      cell_side s{snap(a.x),
                  snap(a.y),
                  snap(b.x),
                  snap(b.y),
                  static_cast<std::uint32_t>(i),
                  static_cast<std::uint32_t>(k)};
      if (std::tie(s.bx, s.by) < std::tie(s.ax, s.ay)) {
        std::swap(s.ax, s.bx);
        std::swap(s.ay, s.by);
      }
      sides.push_back(s);
    }
  }
  std::sort(sides.begin(), sides.end(), [](const cell_side& l, const cell_side& r) {
    return std::tie(l.ax, l.ay, l.bx, l.by, l.cell) < std::tie(r.ax, r.ay, r.bx, r.by, r.cell);
  });
  return sides;
}

// Calls f(side, other cell or none) once per edge: a shared edge once with both cells, a boundary
// edge with `none`. Overlapping cells (three sides on one edge) pair up in order.
template <class F>
void for_each_edge(const std::vector<cell_side>& sides, F f) {
  for (std::size_t i = 0; i < sides.size();) {
    if (i + 1 < sides.size() && sides[i + 1].key() == sides[i].key()) {
      f(sides[i], sides[i + 1].cell);
      i += 2;
    } else {
      f(sides[i], no_cell);
      i += 1;
    }
  }
}

// Twice the signed area (shoelace) and the centroid of a cell; the mean of its corners when it has
// no area.
double twice_area(std::span<const point2> c) {
  double a = 0;
  for (std::size_t k = 0; k < c.size(); ++k) {
    const point2 p = c[k], q = c[(k + 1) % c.size()];
    a += p.x * q.y - q.x * p.y;
  }
  return a;
}

point2 centroid(std::span<const point2> c) {
  const double a2 = twice_area(c);
  point2 mean;
  for (const point2 p : c) {
    mean.x += p.x / static_cast<double>(c.size());
    mean.y += p.y / static_cast<double>(c.size());
  }
  if (std::abs(a2) < 1e-12) return mean;
  // Relative to the mean, for precision far from the origin.
  double cx = 0, cy = 0;
  for (std::size_t k = 0; k < c.size(); ++k) {
    const double px = c[k].x - mean.x, py = c[k].y - mean.y;
    const double qx = c[(k + 1) % c.size()].x - mean.x, qy = c[(k + 1) % c.size()].y - mean.y;
    const double cross = px * qy - qx * py;
    cx += (px + qx) * cross;
    cy += (py + qy) * cross;
  }
  return point2{mean.x + cx / (3 * a2), mean.y + cy / (3 * a2)};
}

double perimeter(std::span<const point2> c) {
  double p = 0;
  for (std::size_t k = 0; k < c.size(); ++k) p += edge_length(c[k], c[(k + 1) % c.size()]);
  return p;
}

struct plane_bounds {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

plane_bounds bounds_of(const polygon_picture& pic) {
  if (pic.corners.empty()) return {};
  plane_bounds b{pic.corners[0].x, pic.corners[0].y, pic.corners[0].x, pic.corners[0].y};
  for (const point2 p : pic.corners) {
    b.x0 = std::min(b.x0, p.x);
    b.y0 = std::min(b.y0, p.y);
    b.x1 = std::max(b.x1, p.x);
    b.y1 = std::max(b.y1, p.y);
  }
  return b;
}

// The scale and label size shared by all pictures of one document.
struct polygon_scale {
  double px_per_unit = poly_cell_px;
  double font_px = 14;
};

polygon_scale scale_of(std::span<const polygon_picture> pictures) {
  double area = 0;
  std::vector<double> inradius;  // 2 * area / perimeter: exact for triangles, squares, hexagons
  for (const polygon_picture& pic : pictures) {
    for (std::size_t i = 0; i < pic.cells(); ++i) {
      const double a = std::abs(twice_area(pic.cell_corners(i))) / 2;
      area += a;
      const double p = perimeter(pic.cell_corners(i));
      if (p > 0) inradius.push_back(2 * a / p);
    }
  }
  if (inradius.empty() || area <= 0) return {};
  // Cells cover about as much as square-grid cells, and have room for a 14-pixel letter (the
  // median cell's inscribed circle at least cell_px / 2 across): triangles, whose inscribed
  // circle is small for their area, are drawn a little larger.
  auto mid = inradius.begin() + static_cast<std::ptrdiff_t>(inradius.size() / 2);
  std::nth_element(inradius.begin(), mid, inradius.end());
  polygon_scale s;
  s.px_per_unit = poly_cell_px / std::sqrt(area / static_cast<double>(inradius.size()));
  if (*mid > 0) s.px_per_unit = std::max(s.px_per_unit, poly_cell_px / 2 / *mid);
  s.font_px = std::clamp(std::round(*mid * s.px_per_unit * 1.1), 7.0, 14.0);
  return s;
}

void draw_polygon_picture(std::string& out, const polygon_picture& pic, const polygon_scale& scale,
                          double ox, double oy) {
  if (!pic.title.empty()) {
    out += fmt::format("<text x=\"{}\" y=\"{}\" class=\"title\">{}</text>\n", ox, oy + 14,
                       detail::escape_xml(pic.title));
  }
  const plane_bounds b = bounds_of(pic);
  detail::draw_polygon_cells(out, pic, {b.x0, b.y0, scale.px_per_unit, scale.font_px}, ox,
                             oy + poly_title_px);
}

}  // namespace

namespace detail {

void draw_polygon_cells(std::string& out, const polygon_picture& pic, const polygon_frame& frame,
                        double ox, double oy) {
  const std::vector<int> colour =
      pic.region_colour.empty() ? assign_colours(pic) : pic.region_colour;
  const double k = frame.px_per_unit;
  auto px = [&](point2 p) {
    return number(ox + (p.x - frame.x0) * k) + ' ' + number(oy + (p.y - frame.y0) * k);
  };
  for (std::size_t i = 0; i < pic.cells(); ++i) {
    const std::int32_t id = pic.region[i];
    std::string_view fill = palette::empty;
    if (id == polygon_picture::blocked) fill = palette::blocked;
    if (id >= 0) {
      const auto r = static_cast<std::size_t>(id);
      fill = palette::piece(r < colour.size() ? colour[r] : id);
    }
    std::string points;
    for (const point2 p : pic.cell_corners(i)) {
      if (!points.empty()) points += ' ';
      points += px(p);
    }
    out += fmt::format("<polygon points=\"{}\" fill=\"{}\" class=\"cell\"/>\n", points, fill);
  }
  for (std::size_t i = 0; i < pic.cells(); ++i) {
    if (pic.label[i].empty() || pic.region[i] == polygon_picture::blocked) continue;
    const point2 c = centroid(pic.cell_corners(i));
    out += fmt::format(
        "<text x=\"{}\" y=\"{}\" class=\"glyph\">{}</text>\n", number(ox + (c.x - frame.x0) * k),
        number(oy + (c.y - frame.y0) * k + frame.font_px * 0.36), escape_xml(pic.label[i]));
  }
  // Thick walls where regions differ; outside the board counts as blocked, so a blocked cell on
  // the boundary has no wall and an empty one does (as in the square-grid SVG).
  std::string path;
  for_each_wall(pic, [&](point2 a, point2 b) { path += fmt::format("M{}L{}", px(a), px(b)); });
  out += fmt::format("<path d=\"{}\" class=\"wall\"/>\n", path);
}

void for_each_wall(const polygon_picture& pic, const std::function<void(point2, point2)>& f) {
  for_each_edge(sorted_sides(pic), [&](const cell_side& s, std::uint32_t other) {
    const std::int32_t here = pic.region[s.cell];
    const std::int32_t there = other == no_cell ? polygon_picture::blocked : pic.region[other];
    if (here == there) return;
    const std::span<const point2> c = pic.cell_corners(s.cell);
    f(c[s.corner], c[(s.corner + 1) % c.size()]);
  });
}

point2 cell_centre(std::span<const point2> corners) { return centroid(corners); }

double cell_area(std::span<const point2> corners) { return std::abs(twice_area(corners)) / 2; }

}  // namespace detail

void polygon_picture::add_cell(std::span<const point2> cell, std::int32_t region_id,
                               std::string text) {
  assert(cell.size() >= 3);
  assert(region_id >= 0 || region_id == empty || region_id == blocked);
  corners.insert(corners.end(), cell.begin(), cell.end());
  first_corner.push_back(static_cast<std::uint32_t>(corners.size()));
  region.push_back(region_id);
  label.push_back(std::move(text));
}

std::vector<std::pair<std::uint32_t, std::uint32_t>> touching_cells(const polygon_picture& pic) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
  for_each_edge(sorted_sides(pic), [&](const cell_side& s, std::uint32_t other) {
    if (other != no_cell && other != s.cell) {
      pairs.emplace_back(std::min(s.cell, other), std::max(s.cell, other));
    }
  });
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
  return pairs;
}

std::vector<int> assign_colours(const polygon_picture& pic) {
  std::int32_t regions = 0;
  for (std::int32_t id : pic.region) regions = std::max(regions, id + 1);
  std::vector<std::int32_t> order;
  std::vector<bool> seen(static_cast<std::size_t>(regions), false);
  for (std::int32_t id : pic.region) {
    if (id < 0 || seen[static_cast<std::size_t>(id)]) continue;
    seen[static_cast<std::size_t>(id)] = true;
    order.push_back(id);
  }
  std::vector<std::pair<std::int32_t, std::int32_t>> touching;
  for (const auto& [a, b] : touching_cells(pic)) {
    const std::int32_t ra = pic.region[a], rb = pic.region[b];
    if (ra >= 0 && rb >= 0 && ra != rb) touching.emplace_back(ra, rb);
  }
  return palette::greedy_colours(static_cast<std::size_t>(regions), order, touching);
}

std::string render_polygon_svg(std::span<const polygon_picture> pictures, std::size_t per_row) {
  if (per_row == 0) {
    per_row = static_cast<std::size_t>(std::ceil(std::sqrt(static_cast<double>(pictures.size()))));
    if (per_row == 0) per_row = 1;
  }
  const polygon_scale scale = scale_of(pictures);
  double cell_w = 0, cell_h = 0;
  for (const polygon_picture& pic : pictures) {
    const plane_bounds b = bounds_of(pic);
    cell_w = std::max(cell_w, std::ceil((b.x1 - b.x0) * scale.px_per_unit));
    cell_w = std::max(cell_w, std::ceil(detail::text_width(pic.title, poly_title_font_px)));
    cell_h = std::max(cell_h, std::ceil((b.y1 - b.y0) * scale.px_per_unit) + poly_title_px);
  }
  const std::size_t grid_rows = (pictures.size() + per_row - 1) / per_row;
  const double width = poly_margin_px + static_cast<double>(per_row) * (cell_w + poly_margin_px);
  const double height = poly_margin_px + static_cast<double>(grid_rows) * (cell_h + poly_margin_px);
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} "
      "{1}\">\n"
      "<style>.cell{{stroke:{2};stroke-width:0.5;stroke-linejoin:round}} "
      ".wall{{fill:none;stroke:{3};stroke-width:3;stroke-linecap:round;stroke-linejoin:round}} "
      ".glyph{{font:bold {5}px sans-serif;text-anchor:middle;fill:{3}}} "
      ".title{{font:{6}px sans-serif;fill:{3}}}</style>\n"
      "<rect width=\"100%\" height=\"100%\" fill=\"{4}\"/>\n",
      width, height, palette::grid, palette::ink, palette::background, scale.font_px,
      poly_title_font_px);
  for (std::size_t i = 0; i < pictures.size(); ++i) {
    const double ox = poly_margin_px + static_cast<double>(i % per_row) * (cell_w + poly_margin_px);
    const double oy = poly_margin_px + static_cast<double>(i / per_row) * (cell_h + poly_margin_px);
    draw_polygon_picture(out, pictures[i], scale, ox, oy);
  }
  out += "</svg>\n";
  return out;
}

}  // namespace tessera
