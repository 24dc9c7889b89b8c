// tessera/cell_tiling_count.hpp: the exact number of tilings of any finite set of cells.
//
// The counting DP of tessera/tiling_count.hpp for problems made of cells alone, whatever lattice
// they come from (triangles, hexagons, cubes, or a square board seen as cells): cells 0 .. n-1,
// each to be covered exactly once, and placements (sets of cells, each naming its piece) used any
// number of times. Two placements with the same cells are two placements: a tiling that uses one or
// the other counts twice (the caller deduplicates when it must).
//
// Algorithm: the transfer-matrix method as a broken-profile dynamic program over a cell order (see
// docs/cover.md, "Any cells"). The caller offers one or more candidate orders (sweeps derived from
// its coordinates: by layer, by row, along each axis); the DP visits the cells in the chosen order,
// anchoring each placement at its first cell in that order, so every tiling is built once. The
// state before position i is the set of cells at positions >= i already covered by placements
// anchored earlier. Only the *open* cells can be in it: those a placement anchored before i covers.
// Each open cell holds one bit of the key from the step its first placement is anchored to its own
// step (bits are reused, as registers are: an interval colouring), so the key has as many bits as
// the most cells open at once, the profile. Counts are exact big integers through fixed lanes of
// 64-bit limbs or residues modulo 62-bit primes (CRT), as in the square DP.
//
// Cost: O(n * S * P * lanes) time and O(S * lanes) memory, S <= 2^profile the states reachable at
// a step and P the placements anchored at a cell; linear in the length of the sweep.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tessera/big_integer.hpp"
#include "tessera/result.hpp"
#include "tessera/tiling_count.hpp"

namespace tessera {

// Cells 0 .. cells()-1 and placements over them. Placement k covers placement_cells(k) and
// belongs to piece placement_piece(k) (any number the caller chooses; only reported back).
class cell_cover_problem {
 public:
  explicit cell_cover_problem(std::size_t cells = 0) : cells_(cells) {}

  std::size_t cells() const { return cells_; }
  std::size_t placements() const { return piece_.size(); }

  // Appends a placement covering `cells` (any order) and returns its index. A placement that is
  // empty, names a cell >= cells() or names a cell twice makes the counting functions fail with a
  // message naming it. O(|cells|) amortised.
  std::size_t add_placement(std::uint32_t piece, std::span<const std::uint32_t> cells);

  std::span<const std::uint32_t> placement_cells(std::size_t k) const {
    return std::span(cell_list_).subspan(begin_[k], begin_[k + 1] - begin_[k]);
  }
  std::uint32_t placement_piece(std::size_t k) const { return piece_[k]; }

 private:
  std::size_t cells_ = 0;
  std::vector<std::uint32_t> cell_list_;  // the cells of every placement, one after the other
  std::vector<std::size_t> begin_{0};     // placement k: cell_list_[begin_[k] .. begin_[k+1])
  std::vector<std::uint32_t> piece_;
};

// A sweep: order[p] is the cell visited at position p. A permutation of 0 .. cells()-1.
using cell_order = std::vector<std::uint32_t>;

// What a cell order would cost the DP, computed from the placements alone (nothing allocated for
// states). O(n + total placement cells) per order.
struct cell_order_profile {
  std::size_t order = 0;    // its index among the candidates
  std::size_t span = 0;     // the largest max - min + 1 of a placement's positions in this order
  std::size_t profile = 0;  // key bits: the most cells open at once (at most `span` - 1)
  double log2_states = 0;   // log2 of the bound on states summed over the steps (sum 2^open)
  double log2_work = 0;     // log2 of the bound on state updates (sum 2^open * (1 + anchored))
  bool feasible = false;    // profile <= 64 (the key is one 64-bit word)
};

// The candidates and the one the DP runs: the smallest profile, then the least bounded work, then
// the shortest span, then the first given.
struct cell_order_choice {
  cell_order_profile chosen;
  std::vector<cell_order_profile> candidates;  // one per candidate order, in the order given
};

// Chooses the order the DP would run, without running it. Fails (a line-0 error with a sentence
// saying why) on a bad problem or order (a placement empty, out of range or with a repeated cell;
// an order that is not a permutation of the cells) and when no candidate is feasible: "the counting
// DP cannot sweep these cells: ... N cells are open at once along the best of K orders (at most
// 64)". An empty `orders` means the one order 0, 1, ..., n-1. The caller may then fall back to
// search counting. O(orders * (n + total placement cells)).
result<cell_order_choice> choose_cell_order(const cell_cover_problem& problem,
                                            std::span<const cell_order> orders);

struct cell_count_stats {
  cell_order_profile order;     // the order the DP ran
  std::size_t candidates = 0;   // orders offered (1 when none was: the identity)
  std::size_t placements = 0;   // placements given
  bool dense = false;           // flat arrays indexed by the key (else hash tables)
  std::size_t limbs = 0;        // exact counters of this many 64-bit limbs (grown from one)
  std::size_t primes = 0;       // else moduli used (62-bit primes; 1 for a modulus)
  bool overflowed = false;      // a carry left the top limb (a safety net): counted again
  std::size_t passes = 0;       // DP passes
  bool estimated = false;       // past 8 limbs: a floating-point pass bounded the count
  std::size_t peak_states = 0;  // most states at any step (first pass)
  std::vector<std::size_t> step_states;  // states after each step (first pass; n entries)
  std::uint64_t transitions = 0;         // state updates, all passes
  std::string refuted;                   // non-empty when a quick refutation answered 0
  double seconds = 0;
};

struct cell_count_result {
  big_integer count;  // exact, or the residue modulo options.modulus
  // One tiling when asked for (options.want_witness) and the count is not 0: the indices of its
  // placements, in the order of their first cell in the sweep.
  std::optional<std::vector<std::size_t>> witness;
  bool witness_skipped = false;  // asked for, but too many states to keep
  // options.deadline, should_stop or cancel ended the count early: `count` is then 0 and means
  // nothing, and there is no witness.
  bool stopped = false;
  cell_count_stats stats;
};

// Counts the ways to cover every cell of `problem` exactly once by its placements (each usable any
// number of times), along the best of `orders` (choose_cell_order). Everything of count_options
// applies: modulus, threads, max_memory_bytes, want_witness and max_witness_states, deadline,
// should_stop and cancel (checked before every step and every 4096 states within one), and
// on_progress, called after every `profile` steps and after the last, with row = cells done and
// rows = cells. Fails (a line-0 error) as choose_cell_order does, before allocating any state, and
// when the states outgrow options.max_memory_bytes (checked after every step). A stop is not an
// error: stopped == true. No cells: one tiling (the empty one). A cell no placement covers, or a
// cell count not divisible by the gcd of the placement sizes: 0 at once (stats.refuted says why).
// Cost: see above.
result<cell_count_result> count_cell_tilings(const cell_cover_problem& problem,
                                             std::span<const cell_order> orders,
                                             const count_options& options = {});

// The same count by backtracking over the lowest uncovered cell (the brute-force twin for tests):
// exponential, small problems only. The count must fit 64 bits. Constraints: the problem is valid
// (choose_cell_order accepts it).
std::uint64_t count_cell_tilings_naive(const cell_cover_problem& problem);

// Checks that the placements `tiling` (indices) cover every cell of `problem` exactly once. Returns
// an empty string when they do, else what is wrong. O(n + cells of the tiling).
std::string check_cell_tiling(const cell_cover_problem& problem,
                              std::span<const std::size_t> tiling);

}  // namespace tessera
