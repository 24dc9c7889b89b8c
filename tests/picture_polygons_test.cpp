// Pictures of polygon cells (tessera/picture_polygons.hpp): which cells touch, against the
// lattices' own neighbour rules on random boards; the walls, colours, labels and titles of the SVG.
#include "tessera/picture_polygons.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <sstream>
#include <string>

#include "svg_scan.hpp"
#include "tessera/palette.hpp"

namespace tessera {
namespace {

// Polyform Puzzler's coordinates (issue 21): hex (x, y) with axes 60 degrees apart, tri (x, y, z)
// with z = 0 the upward triangle of the rhombus (x, y). Placed on screen with y downward.
const double row_height = std::sqrt(3.0) / 2;
point2 plane(double x, double y) { return {x + y / 2, -y * row_height}; }

std::vector<point2> hexagon(int x, int y) {
  const point2 c = plane(x, y);
  std::vector<point2> out;
  for (int k = 0; k < 6; ++k) {
    const double a = std::acos(-1.0) / 6 + k * std::acos(-1.0) / 3;
    out.push_back({c.x + std::cos(a) / std::sqrt(3.0), c.y + std::sin(a) / std::sqrt(3.0)});
  }
  return out;
}

std::vector<point2> triangle(int x, int y, int z) {
  if (z == 0) return {plane(x, y), plane(x + 1, y), plane(x, y + 1)};
  return {plane(x + 1, y), plane(x + 1, y + 1), plane(x, y + 1)};
}

struct hex_cell {
  int x, y;
};
struct tri_cell {
  int x, y, z;
};

bool hex_adjacent(hex_cell a, hex_cell b) {
  const int dx = b.x - a.x, dy = b.y - a.y;
  return (std::abs(dx) + std::abs(dy) == 1) || (dx == 1 && dy == -1) || (dx == -1 && dy == 1);
}

// (x, y, 0) touches (x, y, 1), (x - 1, y, 1), (x, y - 1, 1); nothing else.
bool tri_adjacent(tri_cell a, tri_cell b) {
  if (a.z == b.z) return false;
  if (a.z == 1) std::swap(a, b);
  return (b.x == a.x && b.y == a.y) || (b.x == a.x - 1 && b.y == a.y) ||
         (b.x == a.x && b.y == a.y - 1);
}

using pairs = std::vector<std::pair<std::uint32_t, std::uint32_t>>;

template <class Cell, class Adjacent>
pairs brute_touching(const std::vector<Cell>& cells, Adjacent adjacent) {
  pairs out;
  for (std::uint32_t i = 0; i < cells.size(); ++i) {
    for (std::uint32_t j = i + 1; j < cells.size(); ++j) {
      if (adjacent(cells[i], cells[j])) out.emplace_back(i, j);
    }
  }
  return out;
}

TEST(PicturePolygons, TouchingCellsAreTheHexLatticeNeighbours) {
  for (std::uint32_t seed = 1; seed <= 200; ++seed) {
    std::mt19937 rng(seed);
    polygon_picture pic;
    std::vector<hex_cell> cells;
    for (int y = -3; y <= 3; ++y) {
      for (int x = -3; x <= 3; ++x) {
        if (rng() % 3 == 0) continue;  // holes
        cells.push_back({x, y});
        pic.add_cell(hexagon(x, y), 0);
      }
    }
    ASSERT_EQ(touching_cells(pic), brute_touching(cells, hex_adjacent)) << "seed " << seed;
  }
}

TEST(PicturePolygons, TouchingCellsAreTheTriangleLatticeNeighbours) {
  for (std::uint32_t seed = 1; seed <= 200; ++seed) {
    std::mt19937 rng(seed);
    polygon_picture pic;
    std::vector<tri_cell> cells;
    for (int y = -2; y <= 3; ++y) {
      for (int x = -3; x <= 2; ++x) {
        for (int z = 0; z < 2; ++z) {
          if (rng() % 3 == 0) continue;
          cells.push_back({x, y, z});
          pic.add_cell(triangle(x, y, z), 0);
        }
      }
    }
    ASSERT_EQ(touching_cells(pic), brute_touching(cells, tri_adjacent)) << "seed " << seed;
  }
}

TEST(PicturePolygons, CornersComputedDifferentlyByNeighboursStillMeet) {
  // Each cell's corners off by up to 1e-9 of an edge (floating-point noise of other formulas,
  // other origins, a scale): the same cells touch.
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> noise(-1e-9, 1e-9);
  polygon_picture exact, noisy;
  for (int y = 0; y < 5; ++y) {
    for (int x = 0; x < 5; ++x) {
      exact.add_cell(hexagon(x, y), 0);
      std::vector<point2> c = hexagon(x, y);
      for (point2& p : c) {
        p.x = (p.x + 1000) * 3 + noise(rng);
        p.y = (p.y + 1000) * 3 + noise(rng);
      }
      noisy.add_cell(c, 0);
    }
  }
  EXPECT_EQ(touching_cells(exact).size(), 56u);  // 5x5 rhombus: 4*5 + 4*5 + 4*4 pairs
  EXPECT_EQ(touching_cells(noisy), touching_cells(exact));
}

// The attribute `name` of every element of class `cls`, in document order.
std::vector<std::string> attributes(const std::string& svg, const std::string& cls,
                                    const std::string& name) {
  std::vector<std::string> out;
  for (const svg_scan::svg_element& e : svg_scan::of_class(svg, cls)) {
    if (e.attributes.count(name) != 0) out.push_back(e.at(name));
  }
  return out;
}

std::size_t count_moves(const std::string& path) {
  return static_cast<std::size_t>(std::count(path.begin(), path.end(), 'M'));
}

TEST(PicturePolygons, WallsRunBetweenRegionsAndAlongTheBoard) {
  // Random regions (with empty and blocked cells) on a hex board: one wall segment per edge whose
  // two sides differ, the outside counting as blocked.
  for (std::uint32_t seed = 1; seed <= 100; ++seed) {
    std::mt19937 rng(seed);
    polygon_picture pic;
    std::vector<hex_cell> cells;
    std::vector<std::int32_t> region;
    for (int y = 0; y < 5; ++y) {
      for (int x = 0; x < 6; ++x) {
        cells.push_back({x, y});
        const std::int32_t r = static_cast<std::int32_t>(rng() % 6) - 2;  // -2 .. 3
        region.push_back(r);
        pic.add_cell(hexagon(x, y), r, r >= 0 ? "A" : "");
      }
    }
    std::size_t expected = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      int neighbours = 0;
      for (std::size_t j = 0; j < cells.size(); ++j) {
        if (!hex_adjacent(cells[i], cells[j])) continue;
        ++neighbours;
        if (i < j && region[i] != region[j]) ++expected;
      }
      if (region[i] != polygon_picture::blocked) expected += 6 - neighbours;
    }
    const std::string svg = render_polygon_svg(std::span<const polygon_picture>(&pic, 1));
    const auto walls = attributes(svg, "wall", "d");
    ASSERT_EQ(walls.size(), 1u);
    ASSERT_EQ(count_moves(walls[0]), expected) << "seed " << seed;
  }
}

TEST(PicturePolygons, TouchingRegionsGetDifferentColours) {
  polygon_picture pic;
  // Rows of triangles, each rhombus one region: every region touches at most 4 others.
  std::int32_t id = 0;
  for (int y = 0; y < 6; ++y) {
    for (int x = 0; x < 6; ++x, ++id) {
      pic.add_cell(triangle(x, y, 0), id);
      pic.add_cell(triangle(x, y, 1), id);
    }
  }
  const std::vector<int> colour = assign_colours(pic);
  ASSERT_EQ(colour.size(), 36u);
  for (const auto& [a, b] : touching_cells(pic)) {
    const auto ra = static_cast<std::size_t>(pic.region[a]),
               rb = static_cast<std::size_t>(pic.region[b]);
    if (ra != rb) {
      EXPECT_NE(colour[ra], colour[rb]) << "cells " << a << " and " << b;
    }
  }
  // The SVG fills each cell with its region's palette colour.
  const auto fills =
      attributes(render_polygon_svg(std::span<const polygon_picture>(&pic, 1)), "cell", "fill");
  ASSERT_EQ(fills.size(), pic.cells());
  for (std::size_t i = 0; i < pic.cells(); ++i) {
    EXPECT_EQ(fills[i], palette::piece(colour[static_cast<std::size_t>(pic.region[i])]));
  }
}

TEST(PicturePolygons, GivenColoursAndSurfacesAreDrawn) {
  polygon_picture pic;
  pic.add_cell(hexagon(0, 0), 0);
  pic.add_cell(hexagon(1, 0), 1);
  pic.add_cell(hexagon(2, 0), polygon_picture::empty);
  pic.add_cell(hexagon(3, 0), polygon_picture::blocked);
  pic.region_colour = {5, 5};  // one piece's two copies: one colour, though they touch
  const auto fills =
      attributes(render_polygon_svg(std::span<const polygon_picture>(&pic, 1)), "cell", "fill");
  const std::vector<std::string> want = {
      std::string(palette::piece(5)), std::string(palette::piece(5)), std::string(palette::empty),
      std::string(palette::blocked)};
  EXPECT_EQ(fills, want);
}

bool inside(const std::vector<point2>& polygon, point2 p) {
  bool in = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const point2 a = polygon[i], b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) {
      in = !in;
    }
  }
  return in;
}

std::vector<point2> points_of(const std::string& text) {
  std::vector<point2> out;
  std::istringstream in(text);
  point2 p;
  while (in >> p.x >> p.y) out.push_back(p);
  return out;
}

TEST(PicturePolygons, LabelsSitInTheMiddleOfTheirCells) {
  polygon_picture pic;
  for (int x = 0; x < 4; ++x) {
    for (int z = 0; z < 2; ++z) pic.add_cell(triangle(x, 0, z), x, std::string(1, "IPJE"[x]));
  }
  const std::string svg = render_polygon_svg(std::span<const polygon_picture>(&pic, 1));
  const auto polygons = attributes(svg, "cell", "points");
  const auto xs = attributes(svg, "glyph", "x"), ys = attributes(svg, "glyph", "y");
  ASSERT_EQ(polygons.size(), 8u);
  ASSERT_EQ(xs.size(), 8u);
  for (std::size_t i = 0; i < 8; ++i) {
    const std::vector<point2> corners = points_of(polygons[i]);
    point2 mean;
    for (const point2 p : corners) {
      mean.x += p.x / 3;
      mean.y += p.y / 3;
    }
    // The label's baseline sits a little below the centre; its centre is the triangle's.
    const point2 at{std::stod(xs[i]), std::stod(ys[i])};
    EXPECT_NEAR(at.x, mean.x, 0.02) << "label " << i;
    EXPECT_GT(at.y, mean.y) << "label " << i;
    EXPECT_LT(at.y - mean.y, 6) << "label " << i;
    EXPECT_TRUE(inside(corners, at)) << "label " << i;
  }
}

TEST(PicturePolygons, LabelsSitAtTheCentreOfArea) {
  // A square with nine more corners along its bottom side: the mean of the corners is low, the
  // centre of its area is the square's.
  std::vector<point2> square = {{0, 0}};
  for (int k = 1; k < 10; ++k) square.push_back({k / 10.0, 0});
  square.insert(square.end(), {{1, 0}, {1, 1}, {0, 1}});
  polygon_picture pic;
  pic.add_cell(square, 0, "X");
  const std::string svg = render_polygon_svg(std::span<const polygon_picture>(&pic, 1));
  const std::vector<point2> corners = points_of(attributes(svg, "cell", "points").at(0));
  double x0 = 1e9, x1 = -1e9, y0 = 1e9, y1 = -1e9;
  for (const point2 p : corners) {
    x0 = std::min(x0, p.x);
    x1 = std::max(x1, p.x);
    y0 = std::min(y0, p.y);
    y1 = std::max(y1, p.y);
  }
  EXPECT_NEAR(std::stod(attributes(svg, "glyph", "x").at(0)), (x0 + x1) / 2, 0.02);
  // The baseline is 0.36 em below the centre; the font is 14 px.
  EXPECT_NEAR(std::stod(attributes(svg, "glyph", "y").at(0)), (y0 + y1) / 2 + 14 * 0.36, 0.02);
}

TEST(PicturePolygons, TitlesSideBySideDoNotMeet) {
  // Narrow boards with long titles: each title's room (at least 0.45 em a character, narrower
  // than any sans-serif's lower-case average) ends before the next picture starts.
  std::vector<polygon_picture> pics(3);
  for (std::size_t i = 0; i < pics.size(); ++i) {
    pics[i].add_cell(hexagon(0, 0), 0, "A");
    pics[i].title = "case " + std::to_string(i + 1) + ": a long title for one hexagon";
  }
  const std::string svg = render_polygon_svg(pics, 3);
  const auto xs = attributes(svg, "title", "x");
  ASSERT_EQ(xs.size(), 3u);
  const double width = svg_scan::svg_elements(svg).at(0).number("width");
  for (std::size_t i = 0; i < 3; ++i) {
    const double end = std::stod(xs[i]) + 0.45 * 14 * static_cast<double>(pics[i].title.size());
    const double limit = i + 1 < 3 ? std::stod(xs[i + 1]) : width;
    EXPECT_LT(end, limit) << "title " << i;
  }
}

TEST(PicturePolygonsText, WallsStandBetweenDifferentRegionsOnly) {
  // Rows of hexagons with random regions, each cell labelled with its own letter: on the text row
  // holding a row's labels, a wall character lies between two neighbours' letters exactly when
  // their regions differ, and every letter is drawn once.
  for (std::uint32_t seed = 1; seed <= 100; ++seed) {
    std::mt19937 rng(seed);
    polygon_picture pic;
    std::vector<std::int32_t> region;
    for (int y = 0; y < 3; ++y) {
      for (int x = 0; x < 6; ++x) {
        region.push_back(static_cast<std::int32_t>(rng() % 3));
        pic.add_cell(hexagon(x, y), region.back(),
                     std::string(1, static_cast<char>('a' + 6 * y + x)));
      }
    }
    const std::string text = render_polygon_text(pic);
    for (int y = 0; y < 3; ++y) {
      for (int x = 0; x + 1 < 6; ++x) {
        const char here = static_cast<char>('a' + 6 * y + x), next = static_cast<char>(here + 1);
        ASSERT_EQ(std::count(text.begin(), text.end(), here), 1) << "seed " << seed << "\n" << text;
        const std::size_t from = text.find(here), to = text.find(next);
        ASSERT_LT(from, to) << "seed " << seed << "\n" << text;
        ASSERT_EQ(text.find('\n', from), text.find('\n', to)) << "one row\n" << text;
        const std::string between = text.substr(from + 1, to - from - 1);
        const bool wall = between.find_first_of("|/\\-") != std::string::npos;
        const std::size_t k = static_cast<std::size_t>(6 * y + x);
        ASSERT_EQ(wall, region[k] != region[k + 1])
            << "seed " << seed << " cells " << here << next << "\n"
            << text;
      }
    }
  }
}

TEST(PicturePolygonsText, TrianglesEmptyAndBlockedCellsAndColour) {
  polygon_picture pic;
  pic.add_cell(triangle(0, 0, 0), 0, "P");
  pic.add_cell(triangle(0, 0, 1), polygon_picture::empty);
  pic.add_cell(triangle(1, 0, 0), polygon_picture::blocked);
  pic.add_cell(triangle(1, 0, 1), 1, "Q");
  pic.region_colour = {3, 8};
  const std::string text = render_polygon_text(pic);
  EXPECT_NE(text.find('P'), std::string::npos) << text;
  EXPECT_NE(text.find('Q'), std::string::npos) << text;
  EXPECT_NE(text.find('.'), std::string::npos) << text;
  EXPECT_NE(text.find('#'), std::string::npos) << text;
  EXPECT_NE(text.find('/'), std::string::npos) << text;
  EXPECT_NE(text.find('\\'), std::string::npos) << text;
  EXPECT_EQ(text.find(" \n"), std::string::npos) << "trailing spaces\n" << text;
  EXPECT_EQ(text.back(), '\n');
  EXPECT_NE(text.substr(text.size() - 2), "\n\n");
  // The colour terminal: each region on its palette colour, blocked cells dark grey.
  const std::string colour = render_polygon_text(pic, true);
  EXPECT_NE(colour.find("48;5;" + std::to_string(palette::terminal_pieces[3])), std::string::npos);
  EXPECT_NE(colour.find("48;5;" + std::to_string(palette::terminal_pieces[8])), std::string::npos);
  EXPECT_NE(colour.find("48;5;238"), std::string::npos);
  EXPECT_TRUE(render_polygon_text(polygon_picture()).empty());
  // A label too long for its cell is left out rather than drawn over the walls.
  auto walls = [](const std::string& t) {
    return std::count_if(t.begin(), t.end(),
                         [](char ch) { return ch == '/' || ch == '\\' || ch == '-' || ch == '|'; });
  };
  polygon_picture long_label = pic;
  long_label.label[0] = "ABCDEFGHI";  // fits the picture, not the triangle
  EXPECT_EQ(walls(render_polygon_text(long_label)), walls(text)) << render_polygon_text(long_label);
}

TEST(PicturePolygons, NoCellsIsAnEmptyPicture) {
  polygon_picture pic;
  pic.title = "nothing";
  const std::string svg = render_polygon_svg(std::span<const polygon_picture>(&pic, 1));
  EXPECT_NE(svg.find("nothing"), std::string::npos);
  EXPECT_EQ(svg.find("<polygon"), std::string::npos);
  EXPECT_TRUE(render_polygon_svg({}).starts_with("<svg"));
}

}  // namespace
}  // namespace tessera
