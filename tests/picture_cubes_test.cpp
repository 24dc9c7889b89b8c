// Pictures and models of unit cubes (tessera/picture_cubes.hpp): the isometric view against a
// brute-force ray cast, its outlines on small cases, the layers, and the glTF model parsed back
// (accessors, buffer views, bounds, normals, winding, closed surfaces whose volume is the piece's
// cube count).
#include "tessera/picture_cubes.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>

#include "svg_scan.hpp"
#include "tessera/palette.hpp"

namespace tessera {
namespace {

using json = nlohmann::json;

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

// --- glTF --------------------------------------------------------------------------------------

std::vector<unsigned char> from_base64(const std::string& text) {
  std::vector<unsigned char> out;
  std::uint32_t bits = 0;
  int count = 0;
  for (char ch : text) {
    int v = -1;
    if (ch >= 'A' && ch <= 'Z') v = ch - 'A';
    if (ch >= 'a' && ch <= 'z') v = ch - 'a' + 26;
    if (ch >= '0' && ch <= '9') v = ch - '0' + 52;
    if (ch == '+') v = 62;
    if (ch == '/') v = 63;
    if (v < 0) continue;
    bits = bits << 6 | static_cast<std::uint32_t>(v);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out.push_back(static_cast<unsigned char>((bits >> count) & 0xff));
    }
  }
  return out;
}

struct decoded_mesh {
  std::string name;
  std::vector<std::array<float, 3>> positions, normals;
  std::vector<std::uint32_t> indices;
  std::vector<double> colour;
};

// Parses the document back the way a viewer does, checking every structural rule on the way.
std::vector<decoded_mesh> decode(const std::string& text) {
  const json doc = json::parse(text);
  EXPECT_EQ(doc["asset"]["version"], "2.0");
  std::vector<decoded_mesh> out;
  if (!doc.contains("meshes")) return out;
  const std::string uri = doc["buffers"][0]["uri"];
  const std::string prefix = "data:application/octet-stream;base64,";
  EXPECT_EQ(uri.substr(0, prefix.size()), prefix);
  const std::vector<unsigned char> buffer = from_base64(uri.substr(prefix.size()));
  EXPECT_EQ(buffer.size(), doc["buffers"][0]["byteLength"].get<std::size_t>());
  EXPECT_EQ(buffer.size() % 4, 0u);
  auto read = [&](std::size_t accessor_index, auto element) {
    using T = decltype(element);
    const json& a = doc["accessors"][accessor_index];
    const json& v = doc["bufferViews"][a["bufferView"].get<std::size_t>()];
    const std::size_t offset = v["byteOffset"].get<std::size_t>() + a.value("byteOffset", 0u);
    const std::size_t count = a["count"];
    const std::size_t per = a["type"] == "VEC3" ? 3 : 1;
    EXPECT_EQ(offset % sizeof(T), 0u);
    EXPECT_EQ(v["byteOffset"].get<std::size_t>() % 4, 0u);
    EXPECT_GE(v["byteLength"].get<std::size_t>(), count * per * sizeof(T));
    EXPECT_LE(offset + count * per * sizeof(T), buffer.size());
    std::vector<T> values(count * per);
    std::memcpy(values.data(), buffer.data() + offset, values.size() * sizeof(T));
    return values;
  };
  for (const json& node : doc["scenes"][doc["scene"].get<std::size_t>()]["nodes"]) {
    const json& n = doc["nodes"][node.get<std::size_t>()];
    const json& mesh = doc["meshes"][n["mesh"].get<std::size_t>()];
    EXPECT_EQ(n["name"], mesh["name"]);
    EXPECT_EQ(mesh["primitives"].size(), 1u);
    const json& prim = mesh["primitives"][0];
    EXPECT_EQ(prim.value("mode", 4), 4);
    decoded_mesh m;
    m.name = mesh["name"];
    const std::size_t pos = prim["attributes"]["POSITION"], nor = prim["attributes"]["NORMAL"];
    EXPECT_EQ(doc["accessors"][pos]["componentType"], 5126);
    EXPECT_EQ(doc["bufferViews"][doc["accessors"][pos]["bufferView"].get<std::size_t>()]["target"],
              34962);
    const std::vector<float> p = read(pos, float{}), q = read(nor, float{});
    for (std::size_t i = 0; i < p.size(); i += 3) {
      m.positions.push_back({p[i], p[i + 1], p[i + 2]});
      m.normals.push_back({q[i], q[i + 1], q[i + 2]});
    }
    // min and max: exactly the bounds of the positions.
    for (std::size_t axis = 0; axis < 3; ++axis) {
      float lo = 1e30f, hi = -1e30f;
      for (const auto& v : m.positions) {
        lo = std::min(lo, v[axis]);
        hi = std::max(hi, v[axis]);
      }
      EXPECT_EQ(doc["accessors"][pos]["min"][axis].get<float>(), lo) << m.name;
      EXPECT_EQ(doc["accessors"][pos]["max"][axis].get<float>(), hi) << m.name;
    }
    const json& ia = doc["accessors"][prim["indices"].get<std::size_t>()];
    EXPECT_EQ(doc["bufferViews"][ia["bufferView"].get<std::size_t>()]["target"], 34963);
    if (ia["componentType"] == 5123) {
      for (std::uint16_t i : read(prim["indices"].get<std::size_t>(), std::uint16_t{})) {
        m.indices.push_back(i);
      }
    } else {
      EXPECT_EQ(ia["componentType"], 5125);
      m.indices = read(prim["indices"].get<std::size_t>(), std::uint32_t{});
    }
    const json& material = doc["materials"][prim["material"].get<std::size_t>()];
    m.colour = material["pbrMetallicRoughness"]["baseColorFactor"].get<std::vector<double>>();
    out.push_back(m);
  }
  return out;
}

std::array<double, 3> minus(const std::array<float, 3>& a, const std::array<float, 3>& b) {
  return {double{a[0]} - b[0], double{a[1]} - b[1], double{a[2]} - b[2]};
}
std::array<double, 3> cross(const std::array<double, 3>& u, const std::array<double, 3>& v) {
  return {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
}

// Every triangle counter-clockwise about its vertices' outward unit normal; the surface closed
// and consistently oriented (each directed edge once, its reverse once); returns the volume it
// encloses (divergence theorem).
double check_surface(const decoded_mesh& m) {
  EXPECT_EQ(m.indices.size() % 3, 0u);
  std::map<std::array<float, 6>, int> edges;
  double volume = 0;
  for (std::size_t t = 0; t < m.indices.size(); t += 3) {
    const auto& a = m.positions.at(m.indices[t]);
    const auto& b = m.positions.at(m.indices[t + 1]);
    const auto& c = m.positions.at(m.indices[t + 2]);
    const auto n = cross(minus(b, a), minus(c, a));
    const auto& normal = m.normals[m.indices[t]];
    EXPECT_NEAR(std::hypot(normal[0], normal[1], normal[2]), 1.0, 1e-6);
    EXPECT_GT(n[0] * normal[0] + n[1] * normal[1] + n[2] * normal[2], 0) << m.name;
    volume += (a[0] * (double{b[1]} * c[2] - double{b[2]} * c[1]) +
               a[1] * (double{b[2]} * c[0] - double{b[0]} * c[2]) +
               a[2] * (double{b[0]} * c[1] - double{b[1]} * c[0])) /
              6;
    for (const auto& [p, q] : {std::pair{a, b}, std::pair{b, c}, std::pair{c, a}}) {
      ++edges[{p[0], p[1], p[2], q[0], q[1], q[2]}];
    }
  }
  // Closed: cut along the diagonals, each directed edge is matched by its reverse, exactly as
  // often. (Two cubes of one piece meeting only along an edge give that edge twice each way.)
  for (const auto& [e, n] : edges) {
    const auto back = edges.find({e[3], e[4], e[5], e[0], e[1], e[2]});
    EXPECT_TRUE(back != edges.end() && back->second == n) << m.name << ": an open edge";
  }
  return volume;
}

double linear(std::uint8_t c) {
  const double v = c / 255.0;
  return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

TEST(PictureCubesGltf, OneClosedColouredMeshPerPiece) {
  for (std::uint32_t seed = 1; seed <= 50; ++seed) {
    std::mt19937 rng(seed);
    cube_picture pic;
    const int pieces = 1 + static_cast<int>(rng() % 8);
    for (int r = 0; r < pieces; ++r) pic.region_name.push_back(fmt::format("P{}", r));
    std::vector<int> size(static_cast<std::size_t>(pieces), 0);
    for (int z = 0; z < 3; ++z) {
      for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 4; ++x) {
          if (rng() % 4 == 0) continue;
          const std::int32_t r =
              static_cast<std::int32_t>(rng() % static_cast<unsigned>(pieces + 1)) - 1;
          pic.cubes.push_back({x - 1, y + 2, z - 1, r});
          if (r >= 0) ++size[static_cast<std::size_t>(r)];
        }
      }
    }
    // The faces of each piece that do not touch the same piece: counted over all pairs.
    std::vector<std::size_t> faces(static_cast<std::size_t>(pieces), 0);
    for (const unit_cube& c : pic.cubes) {
      if (c.region < 0) continue;
      std::size_t hidden = 0;
      for (const unit_cube& d : pic.cubes) {
        const int apart = std::abs(c.x - d.x) + std::abs(c.y - d.y) + std::abs(c.z - d.z);
        if (apart == 1 && d.region == c.region) ++hidden;
      }
      faces[static_cast<std::size_t>(c.region)] += 6 - hidden;
    }
    const std::vector<decoded_mesh> meshes = decode(render_gltf(pic));
    const std::vector<int> colour = assign_colours(pic);
    std::set<std::string> seen;
    for (const decoded_mesh& m : meshes) {
      const auto r = static_cast<std::size_t>(std::stoi(m.name.substr(1)));
      seen.insert(m.name);
      EXPECT_NEAR(check_surface(m), size[r], 1e-9) << "seed " << seed << " " << m.name;
      EXPECT_EQ(m.positions.size(), 4 * faces[r]) << "seed " << seed << " " << m.name;
      const palette::rgb c = palette::piece_rgb(colour[r]);
      EXPECT_NEAR(m.colour[0], linear(c.r), 1e-9);
      EXPECT_NEAR(m.colour[1], linear(c.g), 1e-9);
      EXPECT_NEAR(m.colour[2], linear(c.b), 1e-9);
      EXPECT_EQ(m.colour[3], 1.0);
    }
    std::size_t present = 0;
    for (int s : size) present += s > 0;
    EXPECT_EQ(seen.size(), present) << "seed " << seed;
    EXPECT_EQ(meshes.size(), present) << "seed " << seed;
  }
}

TEST(PictureCubesGltf, AxesAreGltfsYUp) {
  cube_picture pic;
  pic.cubes = {{2, 3, 4, 0}};
  pic.region_name = {"X"};
  const json doc = json::parse(render_gltf(pic));
  // (x, y, z) z-up -> (x, z, -y): the box [2,3] x [4,5] x [-4,-3].
  EXPECT_EQ(doc["accessors"][0]["min"], json({2.0, 4.0, -4.0}));
  EXPECT_EQ(doc["accessors"][0]["max"], json({3.0, 5.0, -3.0}));
  EXPECT_EQ(doc["accessors"][0]["count"], 24);  // 6 faces, 4 corners each
  EXPECT_EQ(doc["accessors"][2]["count"], 36);  // 12 triangles
  EXPECT_EQ(doc["meshes"][0]["name"], "X");
  EXPECT_EQ(doc["nodes"][0]["extras"]["cubes"], json::array({{2, 3, 4}}));
}

TEST(PictureCubesGltf, LargePiecesUseWideIndices) {
  cube_picture pic;
  pic.region_name = {"big"};
  // A checkerboard of cubes touching only along edges: every cube shows 6 faces, 24 vertices.
  for (int x = 0; x < 80; ++x) {
    for (int y = 0; y < 80; ++y) {
      if ((x + y) % 2 == 0) pic.cubes.push_back({x, y, 0, 0});
    }
  }
  const std::string text = render_gltf(pic);
  const json doc = json::parse(text);
  EXPECT_EQ(doc["accessors"][0]["count"], 3200 * 24);  // past uint16's 65535
  EXPECT_EQ(doc["accessors"][2]["componentType"], 5125);
  const std::vector<decoded_mesh> meshes = decode(text);
  ASSERT_EQ(meshes.size(), 1u);
  EXPECT_NEAR(check_surface(meshes[0]), 3200, 1e-9);
}

TEST(PictureCubesGltf, NoPiecesIsAnEmptyScene) {
  cube_picture pic;
  pic.cubes = {{0, 0, 0, picture::empty}};
  const json doc = json::parse(render_gltf(pic));
  EXPECT_EQ(doc["asset"]["version"], "2.0");
  EXPECT_FALSE(doc.contains("buffers"));
  EXPECT_FALSE(doc["scenes"][0].contains("nodes"));
}

}  // namespace
}  // namespace tessera
