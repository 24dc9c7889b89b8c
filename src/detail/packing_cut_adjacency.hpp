// Private: the adjacency the bitboard engines' connectivity cuts judge by, for a lattice embedded
// in the box (packing_bitboard_adjacency.cpp). The cuts (a walled-in cell, pair or triple; a region
// whose size no set of pieces can fill) are sound on ANY graph of the cells in which every
// placement is connected: a placement then lies inside one region of free cells, so each region
// is filled by whole placements. The box's four neighbours are such a graph on squares and on
// triangles laid as bricks, not on hexagons (the diagonal neighbour (1, -1) is no box neighbour)
// nor on cubes (the next layer is rows away). So the graph is the box's four neighbours plus a few
// offsets, chosen greedily from the placements and checked against every one of them.
#pragma once

#include <cstdint>
#include <vector>

#include "tessera/polyomino_packing.hpp"

namespace tessera::detail {

// An adjacency on the engines' numbering of the box (index = major * stride + minor, minor along
// the short side, as wide_index): cells i and j are adjacent when j - i is one of the offsets in
// (major, minor) and both lie in the box. Offsets are normalised (major > 0, or major == 0 and
// minor > 0); the first two are the box's own, (0, 1) and (1, 0).
struct cut_adjacency {
  struct offset {
    std::int32_t major = 0, minor = 0;
    friend bool operator==(const offset&, const offset&) = default;
  };
  std::vector<offset> offsets;
  // Every placement is connected in the graph: the cuts may judge by it.
  bool connected = false;

  // The offset's step in the numbering (positive): major * stride + minor.
  std::uint32_t shift(std::size_t k, std::uint32_t stride) const {
    return static_cast<std::uint32_t>(offsets[k].major * static_cast<std::int32_t>(stride) +
                                      offsets[k].minor);
  }
  // Whether cell i (of a box `majors` x `stride` in the numbering) has a neighbour by offset k,
  // i + shift(k), in the box.
  bool has_edge(std::size_t k, std::uint32_t i, std::uint32_t stride, std::uint32_t majors) const {
    const auto major = static_cast<std::int32_t>(i / stride) + offsets[k].major;
    const auto minor = static_cast<std::int32_t>(i % stride) + offsets[k].minor;
    return major < static_cast<std::int32_t>(majors) && minor >= 0 &&
           minor < static_cast<std::int32_t>(stride);
  }
};

// The most offsets find_cut_adjacency gives (the box's two and one more: a hexagon needs its
// diagonal, a cube its next layer); the engines unroll their loops over this many.
inline constexpr std::size_t max_cut_offsets = 3;

// The box's four neighbours plus up to max_cut_offsets - 2 offsets, each the one that connects the
// most placements not yet connected (among the steps between cells of different components of
// such placements), until every placement is connected (`connected`) or no offset is left. The
// pieces must all be connected on their lattice for the cuts to apply at all; a problem whose
// placements are connected in the box already gets the two box offsets. O(placements * n^2 *
// max_cut_offsets) for placements of n cells.
cut_adjacency find_cut_adjacency(const packing_problem& problem);

// Whether every placement is connected in `adjacency` (for tests). O(placements * n^2 * offsets).
bool placements_connected(const packing_problem& problem, const cut_adjacency& adjacency);

}  // namespace tessera::detail
