// Private: the two search engines behind solve_packing, seen through one interface that names
// subtrees by their branch indices from the root, so that the driver can split the tree for
// threads.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "tessera/exact_cover.hpp"
#include "tessera/polyomino_packing.hpp"

namespace tessera::detail {

// Receives a solution as placement indices (in the order placed).
using placement_callback = std::function<bool(std::span<const std::uint32_t> placements)>;

class packing_engine_base {
 public:
  virtual ~packing_engine_base() = default;
  // Branches at the node reached by `path` (0 at a dead end or a solution; see is_solution).
  virtual std::size_t branches(std::span<const std::uint32_t> path, bool& is_solution) = 0;
  // Searches the subtree reached by `path`.
  virtual search_status search_below(std::span<const std::uint32_t> path,
                                     const placement_callback& on_solution,
                                     const search_control& control) = 0;
  virtual const search_stats& stats() const = 0;
  virtual std::unique_ptr<packing_engine_base> clone() const = 0;
};

// Dancing links over the allowed placements (any board).
std::unique_ptr<packing_engine_base> make_dlx_engine(const packing_problem& problem,
                                                     const std::vector<bool>& allowed);
// The bitboard engines branch at the root on the allowed placements covering `root_cell` (a
// row-major box index) when it is given (the cell a symmetry case restricted, so that the cut
// applies from the first node), else on those of the piece used exactly once with the fewest.
inline constexpr std::int32_t no_root_cell = -1;
// The bitboard search; requires bitboard_fits (a box of at most 128 cells, at most 64 pieces).
inline constexpr std::size_t max_bitboard_cells = 128;
inline constexpr std::size_t max_bitboard_pieces = 64;
bool bitboard_fits(const packing_problem& problem);
// `adjacency` (packing_cut_adjacency.hpp), when given and connected: a lattice embedded in the box,
// whose cuts judge by it (the engine of packing_bitboard_lattice.cpp).
struct cut_adjacency;
std::unique_ptr<packing_engine_base> make_bitboard_engine(const packing_problem& problem,
                                                          const std::vector<bool>& allowed,
                                                          std::int32_t root_cell = no_root_cell,
                                                          const cut_adjacency* adjacency = nullptr);
std::unique_ptr<packing_engine_base> make_lattice_bitboard_engine(const packing_problem& problem,
                                                                  const std::vector<bool>& allowed,
                                                                  std::int32_t root_cell,
                                                                  const cut_adjacency& adjacency);
// The wide bitboard search (packing_bitboard_wide.cpp) for larger boxes: up to
// max_wide_bitboard_cells cells, at most 64 pieces, and every placement within 128 consecutive
// cells of the engine's numbering (along the short side first). When it does not fit and `why` is
// given, says why.
inline constexpr std::size_t max_wide_bitboard_cells = 1024;
inline constexpr std::uint32_t max_wide_bitboard_span = 128;
bool wide_bitboard_fits(const packing_problem& problem, std::string* why);
// The wide engine's numbering of box cells: along the short side first, as the 128-cell engine's.
inline std::uint32_t wide_index(const packing_board& board, std::int32_t r, std::int32_t c) {
  return board.rows <= board.cols ? static_cast<std::uint32_t>(c * board.rows + r)
                                  : static_cast<std::uint32_t>(r * board.cols + c);
}
// The most cells of that numbering any placement spans (its last cell's index - its first's + 1).
std::uint32_t max_span(const packing_problem& problem);
// `adjacency` as for make_bitboard_engine (the lattice engine: packing_bitboard_wide_lattice.cpp).
std::unique_ptr<packing_engine_base> make_wide_bitboard_engine(
    const packing_problem& problem, const std::vector<bool>& allowed,
    std::int32_t root_cell = no_root_cell, const cut_adjacency* adjacency = nullptr);
std::unique_ptr<packing_engine_base> make_lattice_wide_bitboard_engine(
    const packing_problem& problem, const std::vector<bool>& allowed, std::int32_t root_cell,
    const cut_adjacency& adjacency);

// One search of the symmetry case split: the placements it may use, and the permutations of
// placements (one per non-identity element of the group left over) under which only the least
// solution of each orbit is kept. When `filter_within` is set, the placements allowed are not
// carried onto themselves by the filter (a cell restricted under its stabiliser only, see
// packing_symmetry_cases.cpp) and a solution is kept when it is the least of its images that use
// allowed placements only. `root_cell`: the restricted cell the engines branch on first.
struct packing_case {
  std::vector<bool> allowed;
  std::vector<std::vector<std::uint32_t>> filter;
  bool filter_within = false;
  std::int32_t root_cell = no_root_cell;
};
// The permutation of the placements induced by each element of `group` (identity first).
std::vector<std::vector<std::uint32_t>> placement_permutations(const packing_problem& problem,
                                                               const symmetry_group& group);
// The permutation of the box's cells (row-major indices) induced by each element of `group`.
std::vector<std::vector<std::uint32_t>> cell_permutations(const packing_problem& problem,
                                                          const symmetry_group& group);
// The case split for counting up to the group given by `perms` (placements) and `cells` (its
// action on cells): Knuth's restriction of one asymmetric piece, or of the placement covering a
// cell fixed by the group, then of a second under the stabiliser, then the filter. `summary`, when
// given, receives what was restricted, for --stats.
std::vector<packing_case> symmetry_cases(const packing_problem& problem,
                                         const std::vector<std::vector<std::uint32_t>>& perms,
                                         const std::vector<std::vector<std::uint32_t>>& cells,
                                         std::string* summary = nullptr);
// The distinct images of a sorted solution under `perms` (its orbit), the solution itself first.
void orbit_of(const packing_solution& solution,
              const std::vector<std::vector<std::uint32_t>>& perms,
              std::vector<packing_solution>& out);
// True when the sorted solution is the least of its images under `filter` (only images whose
// placements are all in `within`, when given).
bool is_least_image(const packing_solution& solution,
                    const std::vector<std::vector<std::uint32_t>>& filter,
                    const std::vector<bool>* within = nullptr);

}  // namespace tessera::detail
