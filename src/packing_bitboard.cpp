// Polyomino packing, the fast engine for boards of at most 128 cells, on the square grid and on
// lattices whose placements are connected in the box (triangles laid as bricks): the engine itself
// is detail/packing_bitboard_engine.hpp, its candidate tables detail/packing_bitboard_tables.hpp;
// the instantiation whose cuts judge by a lattice's own adjacency is packing_bitboard_lattice.cpp.
#include <cassert>

#include "detail/packing_bitboard_engine.hpp"

namespace tessera::detail {
namespace {

using u128 = unsigned __int128;

}  // namespace

bool bitboard_fits(const packing_problem& problem) {
  if (problem.board().wrapped()) return false;  // anchors, windows and cuts assume a planar board
  const std::size_t cells = static_cast<std::size_t>(problem.board().rows) *
                            static_cast<std::size_t>(problem.board().cols);
  return cells <= max_bitboard_cells && problem.pieces().size() <= max_bitboard_pieces;
}

std::unique_ptr<packing_engine_base> make_bitboard_engine(const packing_problem& problem,
                                                          const std::vector<bool>& allowed,
                                                          std::int32_t root_cell,
                                                          const cut_adjacency* adjacency) {
  assert(bitboard_fits(problem));
  if (adjacency != nullptr && adjacency->connected) {
    return make_lattice_bitboard_engine(problem, allowed, root_cell, *adjacency);
  }
  const std::size_t cells = static_cast<std::size_t>(problem.board().rows) *
                            static_cast<std::size_t>(problem.board().cols);
  if (cells <= 64) {
    return std::make_unique<bitboard_engine<std::uint64_t, false>>(problem, allowed, root_cell,
                                                                   nullptr);
  }
  return std::make_unique<bitboard_engine<u128, false>>(problem, allowed, root_cell, nullptr);
}

}  // namespace tessera::detail
