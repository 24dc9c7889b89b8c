// Polyomino packing: the 128-cell bitboard engine on a lattice embedded in the box whose
// placements are not all connected in the box's four neighbours (hexagons, cubes), its cuts judging
// by the adjacency that connects them (detail/packing_cut_adjacency.hpp). Compiled apart from the
// square instantiation (packing_bitboard.cpp), whose code thus stays as it was.
#include <cassert>

#include "detail/packing_bitboard_engine.hpp"

namespace tessera::detail {

std::unique_ptr<packing_engine_base> make_lattice_bitboard_engine(const packing_problem& problem,
                                                                  const std::vector<bool>& allowed,
                                                                  std::int32_t root_cell,
                                                                  const cut_adjacency& adjacency) {
  assert(bitboard_fits(problem) && adjacency.connected);
  const std::size_t cells = static_cast<std::size_t>(problem.board().rows) *
                            static_cast<std::size_t>(problem.board().cols);
  if (cells <= 64) {
    return std::make_unique<bitboard_engine<std::uint64_t, true>>(problem, allowed, root_cell,
                                                                  &adjacency);
  }
  return std::make_unique<bitboard_engine<unsigned __int128, true>>(problem, allowed, root_cell,
                                                                    &adjacency);
}

}  // namespace tessera::detail
