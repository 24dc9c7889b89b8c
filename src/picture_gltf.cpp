// The glTF 2.0 model of unit cubes (tessera/picture_cubes.hpp), after the Khronos glTF 2.0
// specification: one buffer (base64 in a data URI), per piece one node, one mesh with one
// triangle primitive (POSITION, NORMAL, indices) and one metallic-roughness material.
#include <bit>
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>

#include "detail/picture_cubes.hpp"
#include "tessera/palette.hpp"

namespace tessera {
namespace {

using json = nlohmann::json;

static_assert(std::endian::native == std::endian::little,
              "glTF buffers are little-endian: the writer copies floats and ints as they are");

// glTF's constants (specification §5): component types and buffer view targets.
constexpr int float_type = 5126;
constexpr int uint16_type = 5123;
constexpr int uint32_type = 5125;
constexpr int array_buffer = 34962;
constexpr int element_array_buffer = 34963;
constexpr int triangles = 4;

std::string base64(const std::vector<unsigned char>& bytes) {
  static constexpr char digits[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
    std::uint32_t v = std::uint32_t{bytes[i]} << 16;
    if (n > 1) v |= std::uint32_t{bytes[i + 1]} << 8;
    if (n > 2) v |= bytes[i + 2];
    out += digits[(v >> 18) & 63];
    out += digits[(v >> 12) & 63];
    out += n > 1 ? digits[(v >> 6) & 63] : '=';
    out += n > 2 ? digits[v & 63] : '=';
  }
  return out;
}

// sRGB to linear light (IEC 61966-2-1): glTF's baseColorFactor is linear, the palette is sRGB.
double linear(std::uint8_t channel) {
  const double c = channel / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// One piece's surface: 4 vertices and 2 triangles per face it shows.
struct mesh_data {
  std::vector<float> positions, normals;
  std::vector<std::uint32_t> indices;
  json cubes = json::array();
};

// The face of cube c towards direction k (0..5 as detail::face_directions): the square on the
// side, corners counter-clockwise seen from outside, in glTF's axes (x, z, -y).
void add_face(mesh_data& m, const unit_cube& c, std::size_t k) {
  const auto& d = detail::face_directions[k];
  const int axis = d[0] != 0 ? 0 : d[1] != 0 ? 1 : 2;
  const int sign = d[0] + d[1] + d[2];
  // (u, v, axis) right-handed, so corners (0,0) (1,0) (1,1) (0,1) in (u, v) turn about +axis.
  const int u = (axis + 1) % 3, v = (axis + 2) % 3;
  int corners[4][2] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  if (sign < 0) std::swap(corners[1], corners[3]);
  const auto first = static_cast<std::uint32_t>(m.positions.size() / 3);
  for (const auto& uv : corners) {
    int p[3] = {c.x, c.y, c.z};
    p[axis] += sign > 0 ? 1 : 0;
    p[u] += uv[0];
    p[v] += uv[1];
    m.positions.insert(m.positions.end(), {static_cast<float>(p[0]), static_cast<float>(p[2]),
                                           static_cast<float>(-p[1])});
    m.normals.insert(m.normals.end(), {static_cast<float>(d[0]), static_cast<float>(d[2]),
                                       static_cast<float>(-d[1])});
  }
  m.indices.insert(m.indices.end(), {first, first + 1, first + 2, first, first + 2, first + 3});
}

class gltf_builder {
 public:
  // Appends `count` values of `bytes_each` bytes as one buffer view (4-byte aligned) with one
  // accessor; returns the accessor's index.
  std::size_t add(const void* data, std::size_t bytes, std::size_t count, int component_type,
                  const char* type, int target) {
    while (buffer_.size() % 4 != 0) buffer_.push_back(0);
    const std::size_t offset = buffer_.size();
    buffer_.resize(offset + bytes);
    if (bytes > 0) std::memcpy(buffer_.data() + offset, data, bytes);
    views_.push_back(
        {{"buffer", 0}, {"byteOffset", offset}, {"byteLength", bytes}, {"target", target}});
    accessors_.push_back({{"bufferView", views_.size() - 1},
                          {"componentType", component_type},
                          {"count", count},
                          {"type", type}});
    return accessors_.size() - 1;
  }
  json& accessor(std::size_t i) { return accessors_[i]; }

  void finish(json& doc) {
    while (buffer_.size() % 4 != 0) buffer_.push_back(0);
    if (buffer_.empty()) return;
    doc["buffers"] =
        json::array({{{"byteLength", buffer_.size()},
                      {"uri", "data:application/octet-stream;base64," + base64(buffer_)}}});
    doc["bufferViews"] = views_;
    doc["accessors"] = accessors_;
  }

 private:
  std::vector<unsigned char> buffer_;
  json views_ = json::array(), accessors_ = json::array();
};

}  // namespace

std::string render_gltf(const cube_picture& pic) {
  const std::vector<int> colour = detail::region_colours(pic);
  const detail::cube_lookup lookup(pic);
  std::vector<mesh_data> meshes(colour.size());
  for (const unit_cube& c : pic.cubes) {
    if (c.region < 0) continue;
    mesh_data& m = meshes[static_cast<std::size_t>(c.region)];
    m.cubes.push_back({c.x, c.y, c.z});
    for (std::size_t k = 0; k < detail::face_directions.size(); ++k) {
      const auto& d = detail::face_directions[k];
      const std::uint32_t n =
          lookup.find(std::int64_t{c.x} + d[0], std::int64_t{c.y} + d[1], std::int64_t{c.z} + d[2]);
      if (n != detail::cube_lookup::none && pic.cubes[n].region == c.region) continue;
      add_face(m, c, k);
    }
  }
  json doc = {{"asset", {{"version", "2.0"}, {"generator", "tessera"}}}, {"scene", 0}};
  json scene = {{"name", pic.title.empty() ? std::string("tessera") : pic.title}};
  json nodes = json::array(), gl_meshes = json::array(), materials = json::array();
  gltf_builder buffer;
  for (std::size_t r = 0; r < meshes.size(); ++r) {
    const mesh_data& m = meshes[r];
    if (m.indices.empty()) continue;
    const std::string name =
        r < pic.region_name.size() ? pic.region_name[r] : "piece " + std::to_string(r + 1);
    const std::size_t vertices = m.positions.size() / 3;
    const std::size_t position = buffer.add(m.positions.data(), m.positions.size() * 4, vertices,
                                            float_type, "VEC3", array_buffer);
    json low = json::array(), high = json::array();
    for (std::size_t axis = 0; axis < 3; ++axis) {
      float lo = m.positions[axis], hi = m.positions[axis];
      for (std::size_t i = axis; i < m.positions.size(); i += 3) {
        lo = std::min(lo, m.positions[i]);
        hi = std::max(hi, m.positions[i]);
      }
      low.push_back(lo);
      high.push_back(hi);
    }
    buffer.accessor(position)["min"] = low;
    buffer.accessor(position)["max"] = high;
    const std::size_t normal = buffer.add(m.normals.data(), m.normals.size() * 4, vertices,
                                          float_type, "VEC3", array_buffer);
    std::size_t index = 0;
    if (vertices <= 65535) {
      const std::vector<std::uint16_t> small(m.indices.begin(), m.indices.end());
      index = buffer.add(small.data(), small.size() * 2, small.size(), uint16_type, "SCALAR",
                         element_array_buffer);
    } else {
      index = buffer.add(m.indices.data(), m.indices.size() * 4, m.indices.size(), uint32_type,
                         "SCALAR", element_array_buffer);
    }
    const palette::rgb c = palette::piece_rgb(colour[r]);
    materials.push_back({{"name", name},
                         {"pbrMetallicRoughness",
                          {{"baseColorFactor", {linear(c.r), linear(c.g), linear(c.b), 1.0}},
                           {"metallicFactor", 0.0},
                           {"roughnessFactor", 0.6}}}});
    gl_meshes.push_back({{"name", name},
                         {"primitives",
                          {{{"attributes", {{"POSITION", position}, {"NORMAL", normal}}},
                            {"indices", index},
                            {"material", materials.size() - 1},
                            {"mode", triangles}}}}});
    // extras: the piece's cubes in the picture's own coordinates (z up), for a viewer that
    // explodes or assembles the solution piece by piece.
    nodes.push_back({{"name", name},
                     {"mesh", gl_meshes.size() - 1},
                     {"extras", {{"region", r}, {"cubes", m.cubes}}}});
  }
  if (!nodes.empty()) {
    json list = json::array();
    for (std::size_t i = 0; i < nodes.size(); ++i) list.push_back(i);
    scene["nodes"] = list;
    doc["nodes"] = nodes;
    doc["meshes"] = gl_meshes;
    doc["materials"] = materials;
  }
  doc["scenes"] = json::array({scene});
  buffer.finish(doc);
  return doc.dump() + "\n";
}

}  // namespace tessera
