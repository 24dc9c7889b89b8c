// The glTF model of unit cubes (tessera/picture_cubes.hpp, render_gltf), parsed back the way a
// viewer reads it: accessors, buffer views, alignment, bounds, normals, winding, closed surfaces
// whose volume is the piece's cube count, colours, every piece present.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstring>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>

#include "tessera/palette.hpp"
#include "tessera/picture_cubes.hpp"

namespace tessera {
namespace {

using json = nlohmann::json;

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
