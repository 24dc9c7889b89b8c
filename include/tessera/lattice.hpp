// tessera/lattice.hpp: the four lattices (square, triangles, hexagons, cubes), their cells,
// neighbours and point groups (issue 21 §1). Polyforms, boards and placements are written once over
// this header; each lattice's geometry lives in one place (src/lattice.cpp).
//
// Coordinates are Polyform Puzzler's, so that published definitions carry over (docs/lattices.md
// draws them):
//   square (x, y)     x the column, y the row (y grows downwards in drawings), z = 0;
//                     neighbours (x±1, y), (x, y±1).
//   hex    (x, y)     axes 60 degrees apart, z = 0; neighbours (±1, 0), (0, ±1), (1, −1), (−1, 1).
//   tri    (x, y, z)  the rhombus (x, y) of the hex basis cut in two: z = 0 its upward triangle
//                     (corners (x, y), (x+1, y), (x, y+1)), z = 1 its downward one; neighbours of
//                     (x, y, 0): (x, y, 1), (x−1, y, 1), (x, y−1, 1); of (x, y, 1): (x, y, 0),
//                     (x+1, y, 0), (x, y+1, 0).
//   cube   (x, y, z)  neighbours (x±1, y, z), (x, y±1, z), (x, y, z±1).
//
// Motions are numbered 0 .. motion_count − 1: the identity first, then the other rotations, then
// the improper motions. On square, hex and tri, motion k is "reflect when k >= rotation_count, then
// turn (k mod rotation_count) times": square turns by 90 degrees, (x, y) -> (−y, x), and reflects
// (x, y) -> (−x, y), so that motion k is exactly allowed_transforms(free)[k] of
// tessera/polyomino.hpp on cell{row = y, col = x}; hex turns by 60 degrees, (x, y) -> (−y, x + y),
// and reflects (x, y) -> (y, x); tri does the same to 3 × the triangle's centroid (u, v) = (3x + 1
// + z, 3y + 1 + z). Cube: the 48 signed permutation matrices, the 24 of determinant +1 first, each
// group in lexicographic order of (permutation, signs).
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace tessera {

enum class lattice : std::uint8_t { square, tri, hex, cube };

// "square", "tri", "hex", "cube". O(1).
std::string_view lattice_name(lattice l);
// The inverse of lattice_name (exact, case-sensitive); nullopt for anything else. O(1).
std::optional<lattice> parse_lattice(std::string_view s);
// Coordinates a cell has in files and JSON: square 2, tri 3, hex 2, cube 3. O(1).
std::size_t lattice_coordinates(lattice l);

// A cell (see the coordinates above). Unused coordinates are 0.
struct lattice_cell {
  std::int32_t x = 0, y = 0, z = 0;
  auto operator<=>(const lattice_cell&) const = default;
};

// Whether c names a cell of l: tri needs z in {0, 1}, square and hex z == 0, cube anything. O(1).
bool is_lattice_cell(lattice l, lattice_cell c);

// Appends the cells sharing an edge (a face on cube) with c: square 4, tri 3, hex 6, cube 6.
// Precondition: is_lattice_cell(l, c). O(1).
void lattice_neighbours(lattice l, lattice_cell c, std::vector<lattice_cell>& out);

// The point group's size: square 8, tri 12, hex 12, cube 48; and its proper part (rotations):
// square 4, tri 6, hex 6, cube 24. O(1).
std::size_t motion_count(lattice l);
std::size_t rotation_count(lattice l);

// Motion k applied to c about the origin (a lattice point, so cells go to cells); the result is not
// normalised. Preconditions: k < motion_count(l), is_lattice_cell(l, c), and |coordinates| below
// 2^28 (no overflow). O(1).
lattice_cell apply_motion(lattice l, std::size_t k, lattice_cell c);

// The motion undoing k, and the composition "a then b": apply_motion(l, compose_motions(l, a, b),
// c)
// == apply_motion(l, b, apply_motion(l, a, c)). Preconditions: a, b, k < motion_count(l). O(1)
// (tables built once).
std::size_t inverse_motion(lattice l, std::size_t k);
std::size_t compose_motions(lattice l, std::size_t a, std::size_t b);

// c moved by the translation `by`: square and hex move x and y, tri moves x and y (never z: by.z
// is ignored, a translation keeps a triangle's direction), cube moves x, y and z. O(1).
lattice_cell translated(lattice l, lattice_cell c, lattice_cell by);

}  // namespace tessera
