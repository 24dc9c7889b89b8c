// The SVG of unit cubes (tessera/picture_cubes.hpp): an isometric view with exact hidden-surface
// removal, a legend, and the layers drawn as square-cell boards.
//
// The isometric view projects along (1, 1, 1): the point (x, y, z) goes to (a, b) = (x - z, y - z),
// and the plane (a, b) is cut into the triangles of the isometric grid: each unit square
// [a, a+1] x [b, b+1] into its lower triangle L (a,b)(a+1,b)(a+1,b+1) and upper triangle U
// (a,b)(a+1,b+1)(a,b+1). The three faces a viewer at (+inf, +inf, +inf) sees of the cube (x, y, z)
// cover two triangles each (with A = x - z, B = y - z):
//   top (+z): L(A-1,B-1), U(A-1,B-1);   +x: U(A,B-1), L(A,B);   +y: L(A-1,B), U(A,B).
// Along the line of sight through a triangle's centre every one of these faces is entered at
// x + y + z = d + 2, d = x + y + z of its cube, so the face seen in each triangle is the one of the
// covering cube with the largest d: a sort, no depth buffer and no painter's overdraw.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>

#include "detail/picture_cubes.hpp"
#include "detail/picture_polygons_draw.hpp"
#include "detail/picture_svg_text.hpp"
#include "tessera/palette.hpp"
#include "tessera/picture_polygons.hpp"

namespace tessera {
namespace {

constexpr double edge_px = 26;  // a cube's edge in the isometric view
constexpr double cubes_margin_px = 16;
constexpr double cubes_title_px = 24;
constexpr double cubes_gap_px = 28;
constexpr double cubes_title_font_px = 14;
constexpr double legend_font_px = 12;
constexpr double legend_row_px = 18;

enum class iso_face : std::uint8_t { top, plus_x, plus_y };
// Light from above and the viewer's left: the top brightest, the +y side (facing lower left)
// next, the +x side (facing lower right) darkest.
constexpr double face_shade[3] = {1.0, 0.84, 0.68};

// One triangle of the isometric grid covered by one face of one cube.
struct iso_hit {
  std::int64_t a, b;
  bool upper;
  std::int64_t depth;  // x + y + z of the cube: larger is nearer
  std::uint32_t cube;
  iso_face f;
  auto key() const { return std::tie(a, b, upper); }
};

std::vector<iso_hit> visible_triangles(const cube_picture& pic) {
  std::vector<iso_hit> hits;
  hits.reserve(pic.cubes.size() * 6);
  for (std::size_t i = 0; i < pic.cubes.size(); ++i) {
    const unit_cube& c = pic.cubes[i];
    const std::int64_t A = std::int64_t{c.x} - c.z, B = std::int64_t{c.y} - c.z;
    const std::int64_t d = std::int64_t{c.x} + c.y + c.z;
    const auto n = static_cast<std::uint32_t>(i);
    hits.push_back({A - 1, B - 1, false, d, n, iso_face::top});
    hits.push_back({A - 1, B - 1, true, d, n, iso_face::top});
    hits.push_back({A, B - 1, true, d, n, iso_face::plus_x});
    hits.push_back({A, B, false, d, n, iso_face::plus_x});
    hits.push_back({A - 1, B, false, d, n, iso_face::plus_y});
    hits.push_back({A, B, true, d, n, iso_face::plus_y});
  }
  std::sort(hits.begin(), hits.end(), [](const iso_hit& l, const iso_hit& r) {
    return std::tie(l.a, l.b, l.upper, r.depth) < std::tie(r.a, r.b, r.upper, l.depth);
  });
  // The nearest hit of each triangle comes first.
  hits.erase(std::unique(hits.begin(), hits.end(),
                         [](const iso_hit& l, const iso_hit& r) { return l.key() == r.key(); }),
             hits.end());
  return hits;
}

const iso_hit* find_triangle(const std::vector<iso_hit>& seen, std::int64_t a, std::int64_t b,
                             bool upper) {
  const iso_hit probe{a, b, upper, 0, 0, iso_face::top};
  const auto it =
      std::lower_bound(seen.begin(), seen.end(), probe,
                       [](const iso_hit& l, const iso_hit& r) { return l.key() < r.key(); });
  return it != seen.end() && it->key() == probe.key() ? &*it : nullptr;
}

// The height z of the point of face `f` of cube `c` that projects to (a, b) (x = a + z and
// y = b + z follow): two faces meet in a real edge where both ends of a shared side lift to the
// same point.
std::int64_t lift(const unit_cube& c, iso_face f, std::int64_t a, std::int64_t b) {
  switch (f) {
    case iso_face::top:
      return std::int64_t{c.z} + 1;
    case iso_face::plus_x:
      return std::int64_t{c.x} + 1 - a;
    case iso_face::plus_y:
      return std::int64_t{c.y} + 1 - b;
  }
  return 0;
}

struct iso_point {
  std::int64_t a, b;
};

// The corners of each triangle and its three sides' neighbours: side k runs from corner k to
// corner k + 1.
std::array<iso_point, 3> corners_of(const iso_hit& t) {
  if (!t.upper) return {{{t.a, t.b}, {t.a + 1, t.b}, {t.a + 1, t.b + 1}}};
  return {{{t.a, t.b}, {t.a + 1, t.b + 1}, {t.a, t.b + 1}}};
}

std::array<iso_point, 3> neighbours_of(const iso_hit& t) {  // the other triangle across each side
  if (!t.upper) return {{{t.a, t.b - 1}, {t.a + 1, t.b}, {t.a, t.b}}};
  return {{{t.a, t.b}, {t.a, t.b + 1}, {t.a - 1, t.b}}};
}

// The four corners of a face seen whole, in order around it (the module comment's triangles).
std::array<iso_point, 4> face_corners(const unit_cube& c, iso_face f) {
  const std::int64_t A = std::int64_t{c.x} - c.z, B = std::int64_t{c.y} - c.z;
  switch (f) {
    case iso_face::top:
      return {{{A - 1, B - 1}, {A, B - 1}, {A, B}, {A - 1, B}}};
    case iso_face::plus_x:
      return {{{A, B - 1}, {A + 1, B}, {A + 1, B + 1}, {A, B}}};
    case iso_face::plus_y:
      break;
  }
  return {{{A - 1, B}, {A, B}, {A + 1, B + 1}, {A, B + 1}}};
}

// Where the view's triangles land on the screen: their bounding box.
struct iso_layout {
  double min_x = 0, min_y = 0, width = 0, height = 0;
};

double screen_x(std::int64_t a, std::int64_t b) {
  return static_cast<double>(a - b) * edge_px * std::sqrt(3.0) / 2;
}
double screen_y(std::int64_t a, std::int64_t b) { return static_cast<double>(a + b) * edge_px / 2; }

iso_layout layout_of(const std::vector<iso_hit>& seen) {
  iso_layout l;
  bool first = true;
  double max_x = 0, max_y = 0;
  for (const iso_hit& t : seen) {
    for (const iso_point p : corners_of(t)) {
      const double x = screen_x(p.a, p.b), y = screen_y(p.a, p.b);
      l.min_x = first ? x : std::min(l.min_x, x);
      l.min_y = first ? y : std::min(l.min_y, y);
      max_x = first ? x : std::max(max_x, x);
      max_y = first ? y : std::max(max_y, y);
      first = false;
    }
  }
  l.width = max_x - l.min_x;
  l.height = max_y - l.min_y;
  return l;
}

void draw_isometric(std::string& out, const cube_picture& pic, const std::vector<int>& colour,
                    const std::vector<iso_hit>& seen, const iso_layout& layout, double ox,
                    double oy) {
  auto at = [&](iso_point p) {
    return detail::number(ox + screen_x(p.a, p.b) - layout.min_x) + ' ' +
           detail::number(oy + screen_y(p.a, p.b) - layout.min_y);
  };
  auto fill_of = [&](const iso_hit& t) {
    const std::int32_t r = pic.cubes[t.cube].region;
    const palette::rgb base = r >= 0 ? palette::piece_rgb(colour[static_cast<std::size_t>(r)])
                                     : palette::parse_hex(palette::empty);
    return palette::shade(base, face_shade[static_cast<int>(t.f)]);
  };
  // Faces: the two triangles of a face seen whole are one rhombus (no seam along its diagonal).
  std::vector<const iso_hit*> by_face;
  by_face.reserve(seen.size());
  for (const iso_hit& t : seen) by_face.push_back(&t);
  std::sort(by_face.begin(), by_face.end(), [](const iso_hit* l, const iso_hit* r) {
    return std::tie(l->cube, l->f, l->upper) < std::tie(r->cube, r->f, r->upper);
  });
  for (std::size_t i = 0; i < by_face.size(); ++i) {
    const iso_hit& t = *by_face[i];
    std::string points;
    const bool whole =
        i + 1 < by_face.size() && by_face[i + 1]->cube == t.cube && by_face[i + 1]->f == t.f;
    if (whole) {
      for (const iso_point q : face_corners(pic.cubes[t.cube], t.f)) {
        if (!points.empty()) points += ' ';
        points += at(q);
      }
      ++i;
    } else {
      const auto c = corners_of(t);
      points = at(c[0]) + ' ' + at(c[1]) + ' ' + at(c[2]);
    }
    const std::string fill = fill_of(t);
    out += fmt::format("<polygon points=\"{}\" fill=\"{}\" stroke=\"{}\" class=\"face\"/>\n",
                       points, fill, fill);
  }
  // Lines: none inside a face, thin where two faces of one piece meet in a real edge, thick
  // between pieces, at silhouettes and around the solid.
  std::string thin, thick;
  for (const iso_hit& t : seen) {
    const auto c = corners_of(t);
    const auto n = neighbours_of(t);
    for (int k = 0; k < 3; ++k) {
      const iso_point p = c[static_cast<std::size_t>(k)],
                      q = c[static_cast<std::size_t>((k + 1) % 3)];
      const iso_hit* other = find_triangle(seen, n[static_cast<std::size_t>(k)].a,
                                           n[static_cast<std::size_t>(k)].b, !t.upper);
      std::string* line = &thick;
      if (other != nullptr) {
        if (t.upper) continue;  // each shared side once, from its lower triangle
        if (other->cube == t.cube && other->f == t.f) continue;
        const unit_cube& here = pic.cubes[t.cube];
        const unit_cube& there = pic.cubes[other->cube];
        const bool one_edge = lift(here, t.f, p.a, p.b) == lift(there, other->f, p.a, p.b) &&
                              lift(here, t.f, q.a, q.b) == lift(there, other->f, q.a, q.b);
        if (here.region == there.region && one_edge) line = &thin;
      }
      *line += fmt::format("M{}L{}", at(p), at(q));
    }
  }
  out += fmt::format("<path d=\"{}\" class=\"crease\"/>\n<path d=\"{}\" class=\"edge\"/>\n", thin,
                     thick);
}

// The regions present, in order of id, for the legend.
std::vector<std::int32_t> regions_present(const cube_picture& pic) {
  std::vector<std::int32_t> ids;
  for (const unit_cube& c : pic.cubes) {
    if (c.region >= 0) ids.push_back(c.region);
  }
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

// A swatch and the name of each piece, in rows no wider than `width`; returns the height used.
double draw_legend(std::string* out, const cube_picture& pic, const std::vector<int>& colour,
                   double width, double ox, double oy) {
  double x = 0, y = 0;
  bool any = false;
  for (const std::int32_t r : regions_present(pic)) {
    const std::string name = detail::region_label(pic, r);
    const double w = 16 + detail::text_width(name, legend_font_px) + 12;
    if (x > 0 && x + w > width) {
      x = 0;
      y += legend_row_px;
    }
    if (out != nullptr) {
      *out += fmt::format(
          "<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"{}\" class=\"swatch\"/>"
          "<text x=\"{}\" y=\"{}\" class=\"legend\">{}</text>\n",
          detail::number(ox + x), detail::number(oy + y + 2),
          palette::piece(colour[static_cast<std::size_t>(r)]), detail::number(ox + x + 16),
          detail::number(oy + y + 12), detail::escape_xml(name));
    }
    x += w;
    any = true;
  }
  return any ? y + legend_row_px : 0;
}

}  // namespace

std::string render_cubes_svg(std::span<const cube_picture> pictures, cube_views views) {
  const bool iso = views != cube_views::layers, layered = views != cube_views::isometric;
  struct block {
    std::vector<int> colour;
    std::vector<iso_hit> seen;
    iso_layout iso;
    detail::cube_layers layers;
    double legend_h = 0, width = 0, height = 0;
  };
  std::vector<block> blocks(pictures.size());
  double width = 0, height = cubes_margin_px;
  for (std::size_t i = 0; i < pictures.size(); ++i) {
    const cube_picture& pic = pictures[i];
    block& b = blocks[i];
    b.colour = detail::region_colours(pic);
    double iso_w = 0, iso_h = 0;
    if (iso) {
      b.seen = visible_triangles(pic);
      b.iso = layout_of(b.seen);
      iso_w = std::max(b.iso.width, 160.0);
      b.legend_h = draw_legend(nullptr, pic, b.colour, iso_w, 0, 0);
      iso_h = b.iso.height + (b.legend_h > 0 ? 12 + b.legend_h : 0);
    }
    if (layered) b.layers = detail::layout_cube_layers(pic);
    b.width = iso_w + (iso && layered ? cubes_gap_px : 0) + (layered ? b.layers.width : 0);
    b.width = std::max(b.width, std::ceil(detail::text_width(pic.title, cubes_title_font_px)));
    b.height = cubes_title_px + std::max(iso_h, layered ? b.layers.height : 0.0);
    width = std::max(width, b.width);
    height += b.height + cubes_margin_px;
  }
  width += 2 * cubes_margin_px;
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} "
      "{1}\">\n<style>"
      ".face{{stroke-width:0.6;stroke-linejoin:round}} "
      ".crease{{fill:none;stroke:{2};stroke-opacity:0.45;stroke-width:0.8;stroke-linecap:round}} "
      ".edge{{fill:none;stroke:{2};stroke-width:2.2;stroke-linecap:round;stroke-linejoin:round}} "
      ".cell{{stroke:{3};stroke-width:0.5;stroke-linejoin:round}} "
      ".wall{{fill:none;stroke:{2};stroke-width:3;stroke-linecap:round;stroke-linejoin:round}} "
      ".glyph{{font:bold 12px sans-serif;text-anchor:middle;fill:{2}}} "
      ".swatch{{stroke:{2};stroke-width:1}} .legend{{font:{5}px sans-serif;fill:{2}}} "
      ".caption{{font:12px sans-serif;fill:{2}}} .title{{font:{6}px sans-serif;fill:{2}}}"
      "</style>\n<rect width=\"100%\" height=\"100%\" fill=\"{4}\"/>\n",
      detail::number(width), detail::number(height), palette::ink, palette::grid,
      palette::background, legend_font_px, cubes_title_font_px);
  double oy = cubes_margin_px;
  for (std::size_t i = 0; i < pictures.size(); ++i) {
    const cube_picture& pic = pictures[i];
    const block& b = blocks[i];
    if (!pic.title.empty()) {
      out += fmt::format("<text x=\"{}\" y=\"{}\" class=\"title\">{}</text>\n", cubes_margin_px,
                         oy + 14, detail::escape_xml(pic.title));
    }
    double ox = cubes_margin_px;
    if (iso) {
      const double iso_w = std::max(b.iso.width, 160.0);
      draw_isometric(out, pic, b.colour, b.seen, b.iso, ox + (iso_w - b.iso.width) / 2,
                     oy + cubes_title_px);
      draw_legend(&out, pic, b.colour, iso_w, ox, oy + cubes_title_px + b.iso.height + 12);
      ox += iso_w + cubes_gap_px;
    }
    if (layered) detail::draw_cube_layers(out, pic, b.colour, b.layers, ox, oy + cubes_title_px);
    oy += b.height + cubes_margin_px;
  }
  out += "</svg>\n";
  return out;
}

}  // namespace tessera
