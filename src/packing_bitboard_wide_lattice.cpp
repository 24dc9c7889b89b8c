// Polyomino packing: the wide bitboard engine (boxes past 128 cells) on a lattice embedded in the
// box whose placements are not all connected in the box's four neighbours (hexagons, cubes), its
// cuts judging by the adjacency that connects them (detail/packing_cut_adjacency.hpp). Compiled
// apart from the square instantiation (packing_bitboard_wide.cpp), whose code thus stays as it was.
#include <cassert>

#include "detail/packing_bitboard_wide_engine.hpp"

namespace tessera::detail {

std::unique_ptr<packing_engine_base> make_lattice_wide_bitboard_engine(
    const packing_problem& problem, const std::vector<bool>& allowed, std::int32_t root_cell,
    const cut_adjacency& adjacency) {
  assert(wide_bitboard_fits(problem, nullptr) && adjacency.connected);
  if (max_span(problem) <= 64) {
    return std::make_unique<wide_bitboard_engine<std::uint64_t, true>>(problem, allowed, root_cell,
                                                                       &adjacency);
  }
  return std::make_unique<wide_bitboard_engine<unsigned __int128, true>>(problem, allowed,
                                                                         root_cell, &adjacency);
}

}  // namespace tessera::detail
