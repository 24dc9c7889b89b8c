// Pictures of unit cubes (tessera/picture_cubes.hpp): the isometric view against a brute-force ray
// cast, its outlines on small cases, the layers. The glTF model: picture_cubes_gltf_test.cpp.
#include "tessera/picture_cubes.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <sstream>

#include "svg_scan.hpp"
#include "tessera/palette.hpp"

namespace tessera {
namespace {

struct svg_polygon {
  std::vector<std::pair<double, double>> points;
  std::string fill;
};

std::vector<svg_polygon> faces_of(const std::string& svg) {
  std::vector<svg_polygon> out;
  for (const svg_scan::svg_element& e : svg_scan::of_class(svg, "face")) {
    svg_polygon p;
    std::istringstream in(e.at("points"));
    double x = 0, y = 0;
    while (in >> x >> y) p.points.emplace_back(x, y);
    p.fill = e.at("fill");
    out.push_back(p);
  }
  return out;
}

bool inside(const svg_polygon& polygon, double x, double y) {
  bool in = false;
  const auto& q = polygon.points;
  for (std::size_t i = 0, j = q.size() - 1; i < q.size(); j = i++) {
    if ((q[i].second > y) != (q[j].second > y) &&
        x < (q[j].first - q[i].first) * (y - q[i].second) / (q[j].second - q[i].second) +
                q[i].first) {
      in = !in;
    }
  }
  return in;
}

std::string path_of(const std::string& svg, const std::string& cls) {
  const auto paths = svg_scan::of_class(svg, cls);
  return paths.empty() ? std::string() : paths[0].at("d");
}

std::size_t segments(const std::string& path) {
  return static_cast<std::size_t>(std::count(path.begin(), path.end(), 'M'));
}

// The brute-force twin of the isometric view: for the point (a, b) of the projection plane
// (a = x - z, b = y - z), every front face of every cube is tested, and the nearest one the line
// of sight through the point crosses wins. Returns the cube and face (0 top, 1 +x, 2 +y), or -1.
std::pair<int, int> ray_cast(const cube_picture& pic, double a, double b) {
  int best = -1, best_face = -1;
  double best_s = -1e300;
  for (std::size_t i = 0; i < pic.cubes.size(); ++i) {
    const unit_cube& c = pic.cubes[i];
    // The point lifted onto each face's plane; inside the face's square? Then s = x + y + z.
    for (int f = 0; f < 3; ++f) {
      double x = 0, y = 0, z = 0;
      if (f == 0) z = c.z + 1, x = a + z, y = b + z;
      if (f == 1) x = c.x + 1, z = x - a, y = b + z;
      if (f == 2) y = c.y + 1, z = y - b, x = a + z;
      const bool in =
          x >= c.x && x <= c.x + 1 && y >= c.y && y <= c.y + 1 && z >= c.z && z <= c.z + 1;
      if (in && x + y + z > best_s) {
        best_s = x + y + z;
        best = static_cast<int>(i);
        best_face = f;
      }
    }
  }
  return {best, best_face};
}

std::string expected_fill(const cube_picture& pic, int cube, int face) {
  static constexpr double shade[3] = {1.0, 0.84, 0.68};
  const std::int32_t r = pic.cubes[static_cast<std::size_t>(cube)].region;
  const palette::rgb base = r >= 0
                                ? palette::piece_rgb(pic.region_colour[static_cast<std::size_t>(r)])
                                : palette::parse_hex(palette::empty);
  return palette::shade(base, shade[face]);
}

TEST(PictureCubes, IsometricViewShowsTheNearestFaceEverywhere) {
  // Random heaps of cubes in a 4x4x4 box, 6 regions of distinct colours and empty cubes: at the
  // centre of every triangle of the isometric grid, the one SVG face drawn there has the colour
  // and shade of the face the brute-force ray cast finds, and where it finds none no face is drawn.
  const double w = 26 * std::sqrt(3.0) / 2, h = 13;  // screen: ((a - b) w, (a + b) h) + offset
  for (std::uint32_t seed = 1; seed <= 60; ++seed) {
    std::mt19937 rng(seed);
    cube_picture pic;
    for (int z = 0; z < 4; ++z) {
      for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 4; ++x) {
          if (rng() % 2 == 0) continue;
          pic.cubes.push_back({x, y, z, static_cast<std::int32_t>(rng() % 7) - 1});
        }
      }
    }
    pic.region_colour = {0, 1, 2, 3, 4, 5};
    const std::vector<svg_polygon> faces =
        faces_of(render_cubes_svg(std::span<const cube_picture>(&pic, 1), cube_views::isometric));
    // The offset: the leftmost and topmost corners drawn are those of the covered triangles.
    double min_x = 1e300, min_y = 1e300, sx = 1e300, sy = 1e300;
    for (const svg_polygon& f : faces) {
      for (const auto& [x, y] : f.points) {
        min_x = std::min(min_x, x);
        min_y = std::min(min_y, y);
      }
    }
    for (int a = -5; a <= 5; ++a) {
      for (int b = -5; b <= 5; ++b) {
        for (const bool upper : {false, true}) {
          const double ca = upper ? a + 1.0 / 3 : a + 2.0 / 3,
                       cb = upper ? b + 2.0 / 3 : b + 1.0 / 3;
          if (ray_cast(pic, ca, cb).first < 0) continue;
          // L: (a,b) (a+1,b) (a+1,b+1); U: (a,b) (a+1,b+1) (a,b+1).
          const double corners[3][2] = {{a + 0.0, b + 0.0},
                                        {a + 1.0, upper ? b + 1.0 : b + 0.0},
                                        {upper ? a + 0.0 : a + 1.0, b + 1.0}};
          for (const auto& p : corners) {
            sx = std::min(sx, (p[0] - p[1]) * w);
            sy = std::min(sy, (p[0] + p[1]) * h);
          }
        }
      }
    }
    for (int a = -5; a <= 5; ++a) {
      for (int b = -5; b <= 5; ++b) {
        for (const bool upper : {false, true}) {
          const double ca = upper ? a + 1.0 / 3 : a + 2.0 / 3,
                       cb = upper ? b + 2.0 / 3 : b + 1.0 / 3;
          const double x = (ca - cb) * w - sx + min_x, y = (ca + cb) * h - sy + min_y;
          std::vector<std::string> drawn;
          for (const svg_polygon& f : faces) {
            if (inside(f, x, y)) drawn.push_back(f.fill);
          }
          const auto [cube, face] = ray_cast(pic, ca, cb);
          if (cube < 0) {
            ASSERT_TRUE(drawn.empty()) << "seed " << seed << " at " << a << "," << b << upper;
          } else {
            ASSERT_EQ(drawn.size(), 1u) << "seed " << seed << " at " << a << "," << b << upper;
            ASSERT_EQ(drawn[0], expected_fill(pic, cube, face))
                << "seed " << seed << " at " << a << "," << b << upper;
          }
        }
      }
    }
  }
}

TEST(PictureCubes, OutlinesOfOneCubeAndTwo) {
  cube_picture one;
  one.cubes = {{0, 0, 0, 0}};
  std::string svg = render_cubes_svg(std::span<const cube_picture>(&one, 1), cube_views::isometric);
  EXPECT_EQ(segments(path_of(svg, "edge")), 6u);    // the hexagon around it
  EXPECT_EQ(segments(path_of(svg, "crease")), 3u);  // the three edges towards the viewer

  // Two cubes side by side, one piece: 8 unit sides around, the front cube's 3 creases, the back
  // cube's top and +y faces meeting, and the two tops and the two +y sides meeting.
  cube_picture two;
  two.cubes = {{0, 0, 0, 0}, {1, 0, 0, 0}};
  svg = render_cubes_svg(std::span<const cube_picture>(&two, 1), cube_views::isometric);
  EXPECT_EQ(segments(path_of(svg, "edge")), 8u);
  EXPECT_EQ(segments(path_of(svg, "crease")), 6u);
  // Two pieces: where they meet the lines are thick.
  two.cubes[1].region = 1;
  svg = render_cubes_svg(std::span<const cube_picture>(&two, 1), cube_views::isometric);
  EXPECT_EQ(segments(path_of(svg, "edge")), 10u);
  EXPECT_EQ(segments(path_of(svg, "crease")), 4u);
  // One piece in two parts, one in front of the other: its silhouette over itself is thick.
  cube_picture apart;
  apart.cubes = {{0, 0, 0, 0}, {1, 0, 1, 0}};
  svg = render_cubes_svg(std::span<const cube_picture>(&apart, 1), cube_views::isometric);
  EXPECT_GT(segments(path_of(svg, "edge")), 6u);
}

TEST(PictureCubes, LayersLabelEveryCubeWithItsPiece) {
  cube_picture pic;
  pic.region_name = {"L", "T"};
  pic.cubes = {{0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0},
               {1, 1, 0, 1}, {1, 1, 1, 1}, {0, 0, 1, picture::empty}};
  pic.title = "two layers";
  const std::string svg =
      render_cubes_svg(std::span<const cube_picture>(&pic, 1), cube_views::layers);
  EXPECT_NE(svg.find(">z = 0<"), std::string::npos);
  EXPECT_NE(svg.find(">z = 1<"), std::string::npos);
  EXPECT_EQ(svg.find(">z = 2<"), std::string::npos);
  std::string labels;
  for (const svg_scan::svg_element& e : svg_scan::of_class(svg, "glyph")) labels += e.text;
  EXPECT_EQ(labels, "LLLTT");  // z = 0 row by row, then z = 1 (the empty cube unlabelled)
  EXPECT_EQ(std::count(svg.begin(), svg.end(), '\n') > 0, true);
  EXPECT_EQ(svg.find("class=\"face\""), std::string::npos);  // no isometric view asked for
}

}  // namespace
}  // namespace tessera
