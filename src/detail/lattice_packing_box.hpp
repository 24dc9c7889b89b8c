// Private: how lattice packing lays a lattice's cells into the engines' row x column box, and the
// symmetry group it hands them (src/packing_lattice*.cpp, docs/lattice_solving.md).
#pragma once

#include <cstdint>
#include <vector>

#include "tessera/lattice_packing.hpp"

namespace tessera::detail {

// The box of a set of cells: triangles (x, y, z) -> row y, column 2x + z + y (bricks); squares and
// hexagons (x, y) -> row y, column x; cubes (x, y, z) -> row z * layer_rows + y, column x; all
// relative to the least coordinates.
struct lattice_box {
  lattice kind = lattice::square;
  lattice_cell low{}, high{};
  std::int32_t col_origin = 0;  // tri: the least 2x + z + y
  std::int32_t layer_rows = 0;  // cube: rows per layer (high.y - low.y + 1)
  std::int32_t rows = 0, cols = 0;

  static lattice_box of(const lattice_board& board);
  // The row-major box index of c, or -1 when c lies outside the box. O(1).
  std::int64_t index(lattice_cell c) const;
};

// The motions of the lattice that carry the board onto a translate of itself and the piece set
// onto itself (a piece to one whose allowed shapes are the images of its own, with the same count
// bounds), as maps of the box's cells (`host` gives the free ones), identity first, and the
// group's name. O(motions * (cells log cells + pieces^2 * orientations)).
given_symmetry lattice_symmetry(const lattice_board& board,
                                const std::vector<lattice_packing_piece>& pieces,
                                const lattice_box& box, const packing_board& host);

}  // namespace tessera::detail
