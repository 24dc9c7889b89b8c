// The layer view of the cube SVG (tessera/picture_cubes.hpp): one square-cell board per z, bottom
// layer first, drawn by the polygon renderer's cell drawing so layers look like every other board.
#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "detail/picture_cubes.hpp"
#include "detail/picture_polygons_draw.hpp"
#include "detail/picture_svg_text.hpp"
#include "tessera/picture_polygons.hpp"

namespace tessera::detail {
namespace {

constexpr double layer_cell_px = 28;
constexpr double caption_px = 18;
constexpr double layer_gap_px = 28;
constexpr double layers_max_width_px = 900;

}  // namespace

std::string region_label(const cube_picture& pic, std::int32_t r) {
  const auto at = static_cast<std::size_t>(r);
  return at < pic.region_name.size() ? pic.region_name[at] : std::to_string(r + 1);
}

cube_layers layout_cube_layers(const cube_picture& pic) {
  cube_layers l;
  if (pic.cubes.empty()) return l;
  std::int32_t x1 = pic.cubes[0].x, y1 = pic.cubes[0].y;
  l.x0 = x1;
  l.y0 = y1;
  l.z0 = l.z1 = pic.cubes[0].z;
  for (const unit_cube& c : pic.cubes) {
    l.x0 = std::min(l.x0, c.x);
    l.y0 = std::min(l.y0, c.y);
    l.z0 = std::min(l.z0, c.z);
    x1 = std::max(x1, c.x);
    y1 = std::max(y1, c.y);
    l.z1 = std::max(l.z1, c.z);
  }
  l.cell_w = static_cast<double>(x1 - l.x0 + 1) * layer_cell_px;
  l.cell_h = static_cast<double>(y1 - l.y0 + 1) * layer_cell_px + caption_px;
  const auto layers = static_cast<std::size_t>(l.z1 - l.z0 + 1);
  l.per_row = std::clamp(
      static_cast<std::size_t>((layers_max_width_px + layer_gap_px) / (l.cell_w + layer_gap_px)),
      std::size_t{1}, layers);
  const std::size_t rows = (layers + l.per_row - 1) / l.per_row;
  l.width = static_cast<double>(l.per_row) * (l.cell_w + layer_gap_px) - layer_gap_px;
  l.height = static_cast<double>(rows) * (l.cell_h + layer_gap_px / 2) - layer_gap_px / 2;
  return l;
}

void draw_cube_layers(std::string& out, const cube_picture& pic, const std::vector<int>& colour,
                      const cube_layers& l, double ox, double oy) {
  // One board per layer, its cells in order of (y, x) so that labels read row by row.
  std::vector<const unit_cube*> sorted;
  for (const unit_cube& c : pic.cubes) sorted.push_back(&c);
  std::sort(sorted.begin(), sorted.end(), [](const unit_cube* p, const unit_cube* q) {
    return std::tie(p->z, p->y, p->x) < std::tie(q->z, q->y, q->x);
  });
  std::size_t next = 0;
  for (std::int32_t z = l.z0; z <= l.z1; ++z) {
    const auto index = static_cast<std::size_t>(z - l.z0);
    const double x = ox + static_cast<double>(index % l.per_row) * (l.cell_w + layer_gap_px);
    const double y = oy + static_cast<double>(index / l.per_row) * (l.cell_h + layer_gap_px / 2);
    polygon_picture layer;
    layer.region_colour = colour;
    for (; next < sorted.size() && sorted[next]->z == z; ++next) {
      const unit_cube& c = *sorted[next];
      const double cx = c.x, cy = c.y;
      layer.add_cell({{cx, cy}, {cx + 1, cy}, {cx + 1, cy + 1}, {cx, cy + 1}}, c.region,
                     c.region >= 0 ? region_label(pic, c.region) : std::string());
    }
    out += fmt::format("<text x=\"{}\" y=\"{}\" class=\"caption\">z = {}</text>\n",
                       detail::number(x), detail::number(y + 12), z);
    draw_polygon_cells(out, layer,
                       {static_cast<double>(l.x0), static_cast<double>(l.y0), layer_cell_px, 12}, x,
                       y + caption_px);
  }
}

}  // namespace tessera::detail
