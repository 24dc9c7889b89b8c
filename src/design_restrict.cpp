// Design, phase 2: the solutions that contain given placements (tessera/design.hpp,
// solve_with_fixed). Rather than restricting the exact cover's options, the fixed placements are
// taken off the problem: their cells become holes and their pieces' counts drop by what they use.
// The smaller problem then runs on the fast engines as any other (the bitboard search, plain
// solutions by orbits of the smaller board's own group), and its solutions are mapped back: a
// placement of the smaller board is a placement of the full board with the same piece and cells.
#include <algorithm>
#include <cassert>
#include <map>
#include <utility>

#include "tessera/design.hpp"

namespace tessera {

packing_result solve_with_fixed(const packing_problem& problem,
                                std::span<const std::uint32_t> fixed,
                                const packing_options& options) {
  const std::vector<placement>& all = problem.placements();
  packing_board board = problem.board();
  std::vector<packing_piece> pieces = problem.pieces();
  std::vector<std::uint32_t> used(pieces.size(), 0);
  for (const std::uint32_t k : fixed) {
    assert(k < all.size());
    for (const cell& x : all[k].cells) {
      const std::size_t at =
          static_cast<std::size_t>(x.row) * static_cast<std::size_t>(board.cols) +
          static_cast<std::size_t>(x.col);
      assert(board.free[at]);  // the fixed placements are pairwise disjoint
      board.free[at] = false;
    }
    ++used[all[k].piece];
  }
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    assert(used[p] <= pieces[p].max_count);
    pieces[p].max_count -= used[p];
    pieces[p].min_count -= std::min(pieces[p].min_count, used[p]);
  }
  const packing_problem smaller(std::move(board), std::move(pieces));
  // The full board's placements by (piece, cells): the smaller board's are among them.
  std::map<std::pair<std::uint32_t, std::vector<cell>>, std::uint32_t> index;
  for (std::uint32_t k = 0; k < all.size(); ++k)
    index.emplace(std::pair{all[k].piece, all[k].cells}, k);
  auto lift = [&](const packing_solution& s) {
    packing_solution out(fixed.begin(), fixed.end());
    for (const std::uint32_t k : s) {
      const placement& pl = smaller.placements()[k];
      const auto found = index.find(std::pair{pl.piece, pl.cells});
      assert(found != index.end());
      out.push_back(found->second);
    }
    std::sort(out.begin(), out.end());
    return out;
  };
  packing_options run = options;
  if (options.on_solution) {
    run.on_solution = [&](const packing_solution& s) { return options.on_solution(lift(s)); };
  }
  packing_result r = solve_packing(smaller, run);
  for (packing_solution& s : r.solutions) s = lift(s);
  return r;
}

}  // namespace tessera
