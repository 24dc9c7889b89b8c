// Polygon pictures for a terminal (tessera/picture_polygons.hpp): the cells rasterised onto
// character cells, walls drawn along the edges where regions meet, labels at the cells' centres.
//
// A character is about twice as tall as it is wide, so the plane is scaled by sx characters per
// unit across and sx / 2 rows per unit down: shapes keep their proportions. Each character belongs
// to the cell holding its centre; each wall is walked in steps of a quarter character and drawn
// with the character closest to its direction as seen ('-', '|', '/', '\').
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "detail/picture_polygons_draw.hpp"
#include "tessera/palette.hpp"
#include "tessera/picture_polygons.hpp"

namespace tessera {
namespace {

constexpr double chars_per_cell = 24;  // an average cell covers about this many characters
constexpr std::int32_t no_owner = -3;  // a character outside every cell

bool contains(std::span<const point2> polygon, point2 p) {
  bool in = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const point2 a = polygon[i], b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) {
      in = !in;
    }
  }
  return in;
}

// The wall character for a segment running (dx, dy) in characters, rows downward.
char wall_char(double dx, double dy) {
  const double seen = std::atan2(std::abs(2 * dy), std::abs(dx)) * 180 / std::acos(-1.0);
  if (seen < 22.5) return '-';
  if (seen > 67.5) return '|';
  return (dx > 0) == (dy < 0) ? '/' : '\\';
}

}  // namespace

std::string render_polygon_text(const polygon_picture& pic, bool colour) {
  if (pic.cells() == 0) return {};
  double area = 0;
  point2 low = pic.corners[0], high = pic.corners[0];
  for (const point2 p : pic.corners) {
    low = {std::min(low.x, p.x), std::min(low.y, p.y)};
    high = {std::max(high.x, p.x), std::max(high.y, p.y)};
  }
  for (std::size_t i = 0; i < pic.cells(); ++i) area += detail::cell_area(pic.cell_corners(i));
  const double mean = area / static_cast<double>(pic.cells());
  const double sx = mean > 0 ? std::sqrt(2 * chars_per_cell / mean) : 4, sy = sx / 2;
  const auto width = static_cast<std::size_t>(std::ceil((high.x - low.x) * sx)) + 1;
  const auto height = static_cast<std::size_t>(std::ceil((high.y - low.y) * sy)) + 1;
  auto plane = [&](double cx, double cy) { return point2{low.x + cx / sx, low.y + cy / sy}; };

  // Who owns each character: the cell holding its centre.
  std::vector<std::int32_t> owner(width * height, no_owner);
  for (std::size_t i = 0; i < pic.cells(); ++i) {
    const std::span<const point2> c = pic.cell_corners(i);
    double x0 = c[0].x, x1 = c[0].x, y0 = c[0].y, y1 = c[0].y;
    for (const point2 p : c) {
      x0 = std::min(x0, p.x);
      x1 = std::max(x1, p.x);
      y0 = std::min(y0, p.y);
      y1 = std::max(y1, p.y);
    }
    const auto c0 = static_cast<std::size_t>(std::max(0.0, std::floor((x0 - low.x) * sx)));
    const auto r0 = static_cast<std::size_t>(std::max(0.0, std::floor((y0 - low.y) * sy)));
    const auto c1 = std::min(width - 1, static_cast<std::size_t>((x1 - low.x) * sx));
    const auto r1 = std::min(height - 1, static_cast<std::size_t>((y1 - low.y) * sy));
    for (std::size_t r = r0; r <= r1; ++r) {
      for (std::size_t col = c0; col <= c1; ++col) {
        const point2 centre = plane(static_cast<double>(col) + 0.5, static_cast<double>(r) + 0.5);
        if (contains(c, centre)) owner[r * width + col] = static_cast<std::int32_t>(i);
      }
    }
  }
  std::vector<char> text(width * height, ' ');
  std::vector<bool> wall(width * height, false);
  for (std::size_t k = 0; k < owner.size(); ++k) {
    if (owner[k] >= 0 &&
        pic.region[static_cast<std::size_t>(owner[k])] == polygon_picture::blocked) {
      text[k] = '#';
    }
  }
  detail::for_each_wall(pic, [&](point2 a, point2 b) {
    const double ax = (a.x - low.x) * sx, ay = (a.y - low.y) * sy;
    const double dx = (b.x - a.x) * sx, dy = (b.y - a.y) * sy;
    const char ch = wall_char(dx, dy);
    // One character per column of a shallow wall, one per row of a steep one (a DDA in
    // character space), at the wall's height in the middle of that column or row.
    auto mark = [&](double x, double y) {
      x = std::clamp(x, 0.0, static_cast<double>(width) - 0.5);
      y = std::clamp(y, 0.0, static_cast<double>(height) - 0.5);
      const std::size_t k = static_cast<std::size_t>(y) * width + static_cast<std::size_t>(x);
      text[k] = ch;
      wall[k] = true;
    };
    if (std::abs(dx) >= std::abs(dy)) {
      const double from = std::min(ax, ax + dx), to = std::max(ax, ax + dx);
      for (double x = std::floor(from) + 0.5; x < to; x += 1) {
        if (x < from) continue;
        mark(x, ay + (x - ax) * dy / dx);
      }
    } else {
      const double from = std::min(ay, ay + dy), to = std::max(ay, ay + dy);
      for (double y = std::floor(from) + 0.5; y < to; y += 1) {
        if (y < from) continue;
        mark(ax + (y - ay) * dx / dy, y);
      }
    }
  });
  // Labels (and '.' for an empty cell) centred on each cell's centre, never over a wall.
  for (std::size_t i = 0; i < pic.cells(); ++i) {
    const std::int32_t id = pic.region[i];
    if (id == polygon_picture::blocked) continue;
    const std::string label = id == polygon_picture::empty ? "." : pic.label[i];
    if (label.empty()) continue;
    const point2 c = detail::cell_centre(pic.cell_corners(i));
    const auto row = static_cast<std::size_t>((c.y - low.y) * sy);
    const double start = (c.x - low.x) * sx - static_cast<double>(label.size()) / 2;
    if (row >= height || start < 0) continue;
    const auto col = static_cast<std::size_t>(std::lround(start));
    if (col + label.size() > width) continue;
    bool free = true;
    for (std::size_t k = 0; k < label.size(); ++k) free = free && !wall[row * width + col + k];
    if (!free) continue;
    for (std::size_t k = 0; k < label.size(); ++k) text[row * width + col + k] = label[k];
  }
  const std::vector<int> colours =
      pic.region_colour.empty() ? assign_colours(pic) : pic.region_colour;
  std::string out;
  for (std::size_t r = 0; r < height; ++r) {
    std::string line, style;
    for (std::size_t col = 0; col < width; ++col) {
      const std::size_t k = r * width + col;
      if (colour) {
        // The region's background under every character, the escape written when it changes.
        const std::int32_t o = owner[k];
        const std::int32_t id = o >= 0 ? pic.region[static_cast<std::size_t>(o)] : no_owner;
        std::string background = "49";  // the terminal's own
        if (id >= 0) {
          const auto at = static_cast<std::size_t>(id);
          const auto index =
              static_cast<std::size_t>(std::max(at < colours.size() ? colours[at] : id, 0));
          background = fmt::format(
              "48;5;{}", palette::terminal_pieces[index % palette::terminal_pieces.size()]);
        } else if (id == polygon_picture::blocked) {
          background = "48;5;238";
        }
        const std::string now =
            fmt::format("\x1b[0;{};38;5;16{}m", background, wall[k] ? ";1" : "");
        if (now != style) line += now;
        style = now;
      }
      line += text[k];
    }
    if (colour) {
      line += "\x1b[0m";
    } else {
      while (!line.empty() && line.back() == ' ') line.pop_back();
    }
    out += line;
    out += '\n';
  }
  // No blank lines above or below the drawing.
  while (out.size() >= 2 && out[out.size() - 1] == '\n' && out[out.size() - 2] == '\n') {
    out.pop_back();
  }
  return out;
}

}  // namespace tessera
