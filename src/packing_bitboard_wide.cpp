// Polyomino packing, the bitboard engine (detail/packing_bitboard_wide_engine.hpp) for boxes of 129
// to max_wide_bitboard_cells cells: the same search as packing_bitboard.cpp (fill the lowest free
// cell with the placements anchored there, the same candidate tables, cuts, root piece and order of
// solutions), with the board as an array of 64-bit words and every placement as a 128-bit mask
// relative to its anchor cell. The search only ever looks just past the lowest free cell b: all
// cells before b are covered, and a placement anchored at b lies within b ... b + 127, so each node
// reads one 128-bit window of the board starting at b (three words, two shifts) and does all its
// work there; placing ORs the mask into at most three words. The cost per node is thus that of the
// 128-cell engine, whatever the box.
//
// The cuts (walled-in cells, pairs and triples on the window; whole regions at the root) are in
// detail/packing_wide_cuts.hpp.
#include <cassert>

#include "detail/packing_bitboard_wide_engine.hpp"

namespace tessera::detail {
namespace {

using u128 = unsigned __int128;

}  // namespace

std::unique_ptr<packing_engine_base> make_wide_bitboard_engine(const packing_problem& problem,
                                                               const std::vector<bool>& allowed,
                                                               std::int32_t root_cell,
                                                               const cut_adjacency* adjacency) {
  assert(wide_bitboard_fits(problem, nullptr));
  if (adjacency != nullptr && adjacency->connected) {
    return make_lattice_wide_bitboard_engine(problem, allowed, root_cell, *adjacency);
  }
  // A 64-bit window when every placement fits in one: half the word operations per node.
  if (max_span(problem) <= 64) {
    return std::make_unique<wide_bitboard_engine<std::uint64_t, false>>(problem, allowed, root_cell,
                                                                        nullptr);
  }
  return std::make_unique<wide_bitboard_engine<u128, false>>(problem, allowed, root_cell, nullptr);
}

}  // namespace tessera::detail
