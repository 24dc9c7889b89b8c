// SVG renderer of pictures (see tessera/picture.hpp): each region a filled shape with a thick
// outline, several pictures laid out in a grid.
#include <fmt/format.h>

#include <cmath>

#include "detail/picture_board.hpp"
#include "detail/picture_svg_text.hpp"
#include "tessera/palette.hpp"
#include "tessera/picture.hpp"

namespace tessera {
namespace {

constexpr double cell_px = 28;
constexpr double margin_px = 16;
constexpr double title_px = 20;
constexpr double title_font_px = 14;

std::int32_t region_at(const picture& pic, std::ptrdiff_t r, std::ptrdiff_t c) {
  if (r < 0 || c < 0 || r >= static_cast<std::ptrdiff_t>(pic.rows) ||
      c >= static_cast<std::ptrdiff_t>(pic.cols)) {
    return picture::blocked;
  }
  return pic.at(static_cast<std::size_t>(r), static_cast<std::size_t>(c));
}

void draw_title(std::string& out, const picture& pic, double ox, double oy) {
  if (!pic.title.empty()) {
    out += fmt::format("<text x=\"{}\" y=\"{}\" class=\"title\">{}</text>\n", ox, oy + 14,
                       detail::escape_xml(pic.title));
  }
}

void draw_one(std::string& out, const picture& pic, double ox, double oy) {
  const std::vector<int> colour =
      pic.region_colour.empty() ? assign_colours(pic) : pic.region_colour;
  draw_title(out, pic, ox, oy);
  oy += title_px;
  for (std::size_t r = 0; r < pic.rows; ++r) {
    for (std::size_t c = 0; c < pic.cols; ++c) {
      const std::int32_t id = pic.at(r, c);
      const double x = ox + static_cast<double>(c) * cell_px,
                   y = oy + static_cast<double>(r) * cell_px;
      std::string_view fill = palette::empty;
      if (id == picture::blocked) fill = palette::blocked;
      if (id >= 0) fill = palette::piece(colour[static_cast<std::size_t>(id)]);
      out += fmt::format(
          "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" class=\"cell\"/>\n", x, y,
          cell_px, cell_px, fill);
      const std::size_t cell = r * pic.cols + c;
      if (!pic.highlight.empty() && pic.highlight[cell]) {
        out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\" class=\"lit\"/>\n",
                           x + cell_px / 2, y + cell_px / 2, cell_px * 0.42);
      }
      const char g = pic.glyph[cell];
      if (g != ' ' && id != picture::blocked) {
        out += fmt::format("<text x=\"{}\" y=\"{}\" class=\"glyph\">{}</text>\n", x + cell_px / 2,
                           y + cell_px / 2 + 5, detail::escape_xml(std::string_view(&g, 1)));
      }
    }
  }
  // Thick walls between different regions, drawn as one path; on a wrapped board the seam edges
  // are dashed, with a wall only where different regions meet across them.
  std::string path, seam;
  const auto rows = static_cast<std::ptrdiff_t>(pic.rows),
             cols = static_cast<std::ptrdiff_t>(pic.cols);
  for (std::ptrdiff_t r = 0; r <= rows; ++r) {
    for (std::ptrdiff_t c = 0; c <= cols; ++c) {
      const std::int32_t here = region_at(pic, r, c);
      const double x = ox + static_cast<double>(c) * cell_px,
                   y = oy + static_cast<double>(r) * cell_px;
      if (c < cols && pic.wrap_rows && (r == 0 || r == rows)) {
        const std::int32_t top = region_at(pic, 0, c), bottom = region_at(pic, rows - 1, c);
        seam += fmt::format("M{} {}h{}", x, y, cell_px);
        if (top != bottom) path += fmt::format("M{} {}h{}", x, y, cell_px);
      } else if (c < cols && region_at(pic, r - 1, c) != here) {
        path += fmt::format("M{} {}h{}", x, y, cell_px);
      }
      if (r < rows && pic.wrap_cols && (c == 0 || c == cols)) {
        const std::int32_t left = region_at(pic, r, 0), right = region_at(pic, r, cols - 1);
        seam += fmt::format("M{} {}v{}", x, y, cell_px);
        if (left != right) path += fmt::format("M{} {}v{}", x, y, cell_px);
      } else if (r < rows && region_at(pic, r, c - 1) != here) {
        path += fmt::format("M{} {}v{}", x, y, cell_px);
      }
    }
  }
  out += fmt::format("<path d=\"{}\" class=\"wall\"/>\n", path);
  if (!seam.empty()) out += fmt::format("<path d=\"{}\" class=\"seam\"/>\n", seam);
}

}  // namespace

std::string render_svg(std::span<const picture> pictures, std::size_t per_row) {
  if (per_row == 0) {
    per_row = static_cast<std::size_t>(std::ceil(std::sqrt(static_cast<double>(pictures.size()))));
    if (per_row == 0) per_row = 1;
  }
  double cell_w = 0, cell_h = 0;
  bool boards = false;
  for (const picture& pic : pictures) {
    const bool board = pic.style == picture_style::board;
    boards = boards || board;
    cell_w = std::max(
        cell_w, board ? detail::board_svg_width(pic) : static_cast<double>(pic.cols) * cell_px);
    cell_h = std::max(
        cell_h, (board ? detail::board_svg_height(pic) : static_cast<double>(pic.rows) * cell_px) +
                    title_px);
    // A title wider than its picture widens every column: side by side, titles never meet.
    cell_w = std::max(cell_w, std::ceil(detail::text_width(pic.title, title_font_px)));
  }
  const std::size_t grid_rows = (pictures.size() + per_row - 1) / per_row;
  const double width = margin_px + static_cast<double>(per_row) * (cell_w + margin_px);
  const double height = margin_px + static_cast<double>(grid_rows) * (cell_h + margin_px);
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} "
      "{1}\">\n"
      "<style>.cell{{stroke:{2};stroke-width:0.5}} "
      ".wall{{fill:none;stroke:{3};stroke-width:3;"
      "stroke-linecap:square}} .glyph{{font:bold 14px sans-serif;text-anchor:middle;fill:{3}}} "
      ".title{{font:14px sans-serif;fill:{3}}} "
      ".lit{{fill:none;stroke:{3};stroke-width:2.5}} "
      ".seam{{fill:none;stroke:{4};stroke-width:2;stroke-dasharray:5 4}}"
      "</style>\n<rect width=\"100%\" height=\"100%\" fill=\"{5}\"/>\n",
      width, height, palette::grid, palette::ink, palette::seam, palette::background);
  if (boards) out += detail::board_svg_defs();
  for (std::size_t i = 0; i < pictures.size(); ++i) {
    const double ox = margin_px + static_cast<double>(i % per_row) * (cell_w + margin_px);
    const double oy = margin_px + static_cast<double>(i / per_row) * (cell_h + margin_px);
    if (pictures[i].style == picture_style::board) {
      draw_title(out, pictures[i], ox, oy);
      detail::draw_board_svg(out, pictures[i], ox, oy + title_px);
    } else {
      draw_one(out, pictures[i], ox, oy);
    }
  }
  out += "</svg>\n";
  return out;
}

}  // namespace tessera
