// The four lattices' geometry: names, cells, neighbours and point groups (tessera/lattice.hpp).
// Every `switch (lattice)` of the model is in this file.
#include "tessera/lattice.hpp"

#include <array>
#include <cassert>

namespace tessera {
namespace {

constexpr std::array<std::string_view, 4> lattice_name_table = {"square", "tri", "hex", "cube"};

// A vector of the plane in a basis of two axes (square: 90 degrees apart; hex and tri: 60).
struct plane_vector {
  std::int32_t u = 0, v = 0;
};

// One turn: square by 90 degrees, hex and tri by 60 degrees, about the origin.
plane_vector turn(lattice l, plane_vector p) {
  if (l == lattice::square) return {-p.v, p.u};
  return {-p.v, p.u + p.v};  // 60 degrees in the 60-degree basis
}

// The reflection applied before the turns of an improper motion.
plane_vector reflect(lattice l, plane_vector p) {
  if (l == lattice::square) return {-p.u, p.v};  // mirror left-right, as tessera/polyomino.hpp
  return {p.v, p.u};                             // mirror in the line x = y
}

// Floor division and modulo by 3 (negative centroids occur after a turn).
std::int32_t floor_mod3(std::int32_t a) { return ((a % 3) + 3) % 3; }

// A triangle as 3 × its centroid in the rhombus basis: the plane motions are linear there.
plane_vector tri_centroid(lattice_cell c) { return {3 * c.x + 1 + c.z, 3 * c.y + 1 + c.z}; }
lattice_cell tri_cell(plane_vector p) {
  const std::int32_t z = floor_mod3(p.u) - 1;
  assert(z == 0 || z == 1);
  assert(floor_mod3(p.v) - 1 == z);
  return {(p.u - 1 - z) / 3, (p.v - 1 - z) / 3, z};
}

// The 48 signed permutation matrices of the cube, determinant +1 first.
struct cube_motion {
  std::array<std::uint8_t, 3> axis{};  // output coordinate i takes input coordinate axis[i]
  std::array<std::int8_t, 3> sign{};   // times sign[i]
};

int permutation_parity(const std::array<std::uint8_t, 3>& p) {
  int inversions = 0;
  for (int i = 0; i < 3; ++i)
    for (int j = i + 1; j < 3; ++j)
      inversions += p[static_cast<std::size_t>(i)] > p[static_cast<std::size_t>(j)] ? 1 : 0;
  return inversions % 2;
}

std::array<cube_motion, 48> make_cube_motions() {
  std::array<cube_motion, 48> out{};
  constexpr std::array<std::array<std::uint8_t, 3>, 6> permutations = {
      {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};
  std::size_t next = 0;
  for (int want_det : {1, -1}) {
    for (const auto& p : permutations) {
      for (int s = 0; s < 8; ++s) {
        // Signs in lexicographic order with + before -: s's bits, most significant first.
        const std::array<std::int8_t, 3> sign = {static_cast<std::int8_t>((s & 4) ? -1 : 1),
                                                 static_cast<std::int8_t>((s & 2) ? -1 : 1),
                                                 static_cast<std::int8_t>((s & 1) ? -1 : 1)};
        const int det = (permutation_parity(p) ? -1 : 1) * sign[0] * sign[1] * sign[2];
        if (det == want_det) out[next++] = {p, sign};
      }
    }
  }
  assert(next == 48);
  return out;
}

const std::array<cube_motion, 48>& cube_motions() {
  static const std::array<cube_motion, 48> motions = make_cube_motions();
  return motions;
}

// Cells that pin a motion down: two motions agreeing on these agree everywhere (they span the
// lattice and are not fixed together by any non-identity motion).
std::vector<lattice_cell> probes(lattice l) {
  switch (l) {
    case lattice::square:
    case lattice::hex:
      return {{1, 0, 0}, {0, 1, 0}, {2, 5, 0}};
    case lattice::tri:
      return {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {2, 5, 1}};
    case lattice::cube:
      break;
  }
  return {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {2, 5, 11}};
}

// The motion agreeing with `images` on probes(l).
std::size_t find_motion(lattice l, const std::vector<lattice_cell>& images) {
  const std::vector<lattice_cell> at = probes(l);
  for (std::size_t k = 0; k < motion_count(l); ++k) {
    bool same = true;
    for (std::size_t i = 0; i < at.size() && same; ++i)
      same = apply_motion(l, k, at[i]) == images[i];
    if (same) return k;
  }
  assert(false && "motions not closed under composition");
  return 0;
}

// compose[a * m + b] for one lattice, built once.
struct motion_tables {
  std::vector<std::size_t> compose;
  std::vector<std::size_t> inverse;
};

motion_tables make_tables(lattice l) {
  const std::size_t m = motion_count(l);
  const std::vector<lattice_cell> at = probes(l);
  motion_tables t;
  t.compose.resize(m * m);
  t.inverse.resize(m);
  std::vector<lattice_cell> images(at.size());
  for (std::size_t a = 0; a < m; ++a) {
    for (std::size_t b = 0; b < m; ++b) {
      for (std::size_t i = 0; i < at.size(); ++i)
        images[i] = apply_motion(l, b, apply_motion(l, a, at[i]));
      const std::size_t ab = find_motion(l, images);
      t.compose[a * m + b] = ab;
      if (ab == 0) t.inverse[a] = b;
    }
  }
  return t;
}

const motion_tables& tables(lattice l) {
  static const std::array<motion_tables, 4> all = {
      make_tables(lattice::square), make_tables(lattice::tri), make_tables(lattice::hex),
      make_tables(lattice::cube)};
  return all[static_cast<std::size_t>(l)];
}

}  // namespace

std::string_view lattice_name(lattice l) { return lattice_name_table[static_cast<std::size_t>(l)]; }

std::optional<lattice> parse_lattice(std::string_view s) {
  for (std::size_t i = 0; i < lattice_name_table.size(); ++i)
    if (lattice_name_table[i] == s) return static_cast<lattice>(i);
  return std::nullopt;
}

std::size_t lattice_coordinates(lattice l) {
  return l == lattice::tri || l == lattice::cube ? 3 : 2;
}

bool is_lattice_cell(lattice l, lattice_cell c) {
  switch (l) {
    case lattice::square:
    case lattice::hex:
      return c.z == 0;
    case lattice::tri:
      return c.z == 0 || c.z == 1;
    case lattice::cube:
      break;
  }
  return true;
}

void lattice_neighbours(lattice l, lattice_cell c, std::vector<lattice_cell>& out) {
  assert(is_lattice_cell(l, c));
  const std::int32_t x = c.x, y = c.y, z = c.z;
  switch (l) {
    case lattice::square:
      out.insert(out.end(), {{x + 1, y, 0}, {x - 1, y, 0}, {x, y + 1, 0}, {x, y - 1, 0}});
      return;
    case lattice::hex:
      out.insert(out.end(), {{x + 1, y, 0},
                             {x - 1, y, 0},
                             {x, y + 1, 0},
                             {x, y - 1, 0},
                             {x + 1, y - 1, 0},
                             {x - 1, y + 1, 0}});
      return;
    case lattice::tri:
      if (z == 0)
        out.insert(out.end(), {{x, y, 1}, {x - 1, y, 1}, {x, y - 1, 1}});
      else
        out.insert(out.end(), {{x, y, 0}, {x + 1, y, 0}, {x, y + 1, 0}});
      return;
    case lattice::cube:
      break;
  }
  out.insert(
      out.end(),
      {{x + 1, y, z}, {x - 1, y, z}, {x, y + 1, z}, {x, y - 1, z}, {x, y, z + 1}, {x, y, z - 1}});
}

std::size_t motion_count(lattice l) {
  switch (l) {
    case lattice::square:
      return 8;
    case lattice::tri:
    case lattice::hex:
      return 12;
    case lattice::cube:
      break;
  }
  return 48;
}

std::size_t rotation_count(lattice l) { return motion_count(l) / 2; }

lattice_cell apply_motion(lattice l, std::size_t k, lattice_cell c) {
  assert(k < motion_count(l));
  assert(is_lattice_cell(l, c));
  if (l == lattice::cube) {
    const cube_motion& m = cube_motions()[k];
    const std::array<std::int32_t, 3> in = {c.x, c.y, c.z};
    return {m.sign[0] * in[m.axis[0]], m.sign[1] * in[m.axis[1]], m.sign[2] * in[m.axis[2]]};
  }
  const std::size_t turns = k % rotation_count(l);
  const bool mirror = k >= rotation_count(l);
  plane_vector p = l == lattice::tri ? tri_centroid(c) : plane_vector{c.x, c.y};
  if (mirror) p = reflect(l, p);
  for (std::size_t i = 0; i < turns; ++i) p = turn(l, p);
  if (l == lattice::tri) return tri_cell(p);
  return {p.u, p.v, 0};
}

std::size_t inverse_motion(lattice l, std::size_t k) {
  assert(k < motion_count(l));
  return tables(l).inverse[k];
}

std::size_t compose_motions(lattice l, std::size_t a, std::size_t b) {
  assert(a < motion_count(l) && b < motion_count(l));
  return tables(l).compose[a * motion_count(l) + b];
}

lattice_cell translated(lattice l, lattice_cell c, lattice_cell by) {
  if (l == lattice::cube) return {c.x + by.x, c.y + by.y, c.z + by.z};
  return {c.x + by.x, c.y + by.y, c.z};
}

}  // namespace tessera
