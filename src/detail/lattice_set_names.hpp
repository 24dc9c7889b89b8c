// Polyform Puzzler's published piece definitions (David Goodger, puzzler.sourceforge.net), used
// only to NAME the generated pieces of tessera/lattice_sets.hpp: each entry is one piece's cells as
// Polyform Puzzler defines it, in its coordinates (the same as tessera/lattice.hpp's).
#pragma once

#include <cstddef>
#include <span>
#include <string_view>
#include <vector>

#include "tessera/lattice.hpp"

namespace tessera::detail {

struct published_piece {
  std::string_view name;
  std::string_view cells;  // "x,y[,z] x,y[,z] ...", lattice_coordinates(kind) numbers per cell
};

struct published_set {
  lattice kind;
  std::size_t size;  // cells per piece; 0 for soma (3 and 4)
  std::string_view name;
  std::span<const published_piece> pieces;
};

// The free sets (tri, hex), the physical sets (cube) and soma, in tessera/lattice_sets.hpp's order.
std::span<const published_set> published_sets();

// The cells of one published piece. Precondition: `cells` is well formed (the table is).
std::vector<lattice_cell> published_cells(lattice l, std::string_view cells);

}  // namespace tessera::detail
