// Private: the plan and passes of the counting DP over any cells (tessera/cell_tiling_count.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "detail/cover_plan.hpp"
#include "tessera/cell_tiling_count.hpp"

namespace tessera::detail {

// A position whose cell is never open (no placement anchored before it covers it) has no key bit.
inline constexpr std::uint8_t no_slot = 0xFF;

// The cells as the DP sweeps them, and every placement as a mask of key bits.
struct cell_plan {
  std::size_t cells = 0;
  std::size_t bits = 0;              // key bits (the profile): the most cells open at once
  std::vector<std::uint32_t> order;  // position -> cell
  // Per position: the key bit its cell holds while open (from the step of its first anchored
  // placement to its own step), or no_slot. A bit freed at step i may be handed to a cell that
  // opens at step i (interval colouring: the cell at i is done with its bit once i is decided).
  std::vector<std::uint8_t> slot;
  // Placements anchored at position p (their first cell in the sweep): masks[begin[p] ..
  // begin[p+1]), each the key bits of its other cells; placement = its index in the problem.
  std::vector<std::size_t> begin;
  std::vector<std::uint64_t> masks;
  std::vector<std::uint32_t> placement;
  std::size_t max_choices = 0;  // most placements anchored at one position
  std::size_t min_size = 0;     // fewest cells of a placement
  std::string refuted;          // set when a quick refutation proves the count is 0
};

// Checks the problem and the orders (a line-0 error naming the first defect). O(orders * n +
// total placement cells).
result<bool> validate_cell_problem(const cell_cover_problem& problem,
                                   std::span<const cell_order> orders);

// The profile of one order (problem and order valid). O(n + total placement cells).
cell_order_profile profile_of_order(const cell_cover_problem& problem, const cell_order& order);

// The plan along `order` (problem and order valid, the order feasible): key bits, masks anchored
// per position, quick refutations. O(n + total placement cells).
cell_plan make_cell_plan(const cell_cover_problem& problem, const cell_order& order);

// The state tables a pass uses: chosen by the profile and the memory limit, or forced (tests).
enum class cell_tables { automatic, flat, indexed, hashed };

// Everything one pass over the cells needs besides its lanes.
struct cell_pass_context {
  const cell_plan* plan = nullptr;
  const count_options* options = nullptr;
  std::size_t pass = 0;
  std::size_t passes = 1;
  cell_count_stats* stats = nullptr;                           // step_states filled on pass 0
  std::vector<std::vector<std::uint64_t>>* history = nullptr;  // keys before every step, or null
  stop_signal* stop = nullptr;  // when it stops, the pass returns early (lanes zero)
  // flat: arrays of 2^bits with a bitmap (detail/cover_cells_dense.hpp); indexed: insertion-ordered
  // tables with a dense index of 2^bits entry numbers; hashed: the same with open addressing.
  cell_tables tables = cell_tables::automatic;
};

// One pass modulo each of `moduli` (1 to 8 of them, each < 2^63): the residues of the count.
// Fails when the states outgrow the memory limit.
result<std::vector<std::uint64_t>> run_cell_modular_pass(const cell_pass_context& context,
                                                         std::span<const std::uint64_t> moduli);

// One pass counting exactly in `limbs` 64-bit limbs (1 to 8); stats->overflowed when a carry left
// the top limb (then the result is wrong and the caller counts again, wider).
result<std::vector<std::uint64_t>> run_cell_exact_pass(const cell_pass_context& context,
                                                       std::size_t limbs);

// The states of a pass handed on to another: to one limb more (run_cell_growing_pass), or from
// the hashed tables to the flat arrays once the states fill enough of the keys.
struct cell_handover {
  std::size_t step = 0;   // the next step to run
  std::size_t width = 0;  // lanes per key in `values`; 0: nothing was handed over
  bool grow = false;      // to one limb more (else to the flat arrays, the same lanes)
  bool flat = false;      // the next pass takes the flat arrays (when they fit its lanes)
  double bound = 1;       // exact lanes: an upper bound on the sum of the counts of all keys
  std::vector<std::uint64_t> keys;
  std::vector<std::uint64_t> values;
};

// One pass counting exactly with limbs that grow with the counts: it starts with `limbs` (1 to 8)
// and, before a step whose counts could pass them, hands its states on to one limb more. A step
// turns a sum S of all counts into at most S * f, f the most placements anchored at its cell (or
// 1), and no count exceeds the sum, so the step is safe while 2 S f < 2^(64 limbs) (S bounded
// upward in floating point as the previous step walked its sources; the 2 covers rounding). Returns
// the count's limbs and sets `limbs` to their number, or returns no limbs when 8 would not do.
result<std::vector<std::uint64_t>> run_cell_growing_pass(const cell_pass_context& context,
                                                         std::size_t& limbs);

// One pass with a single floating lane rounded upward: e with count < 2^e (0 when the count is 0).
result<std::int64_t> run_cell_bound_pass(const cell_pass_context& context);

// Walks back through `history` (sorted keys before every step, and after the last) from the final
// empty state: one tiling, as placement indices in sweep order. Constraints: the count is not 0.
// O(n * placements per position * log states). Returns early when `stop` says stop.
std::vector<std::size_t> rebuild_cell_witness(
    const cell_plan& plan, const std::vector<std::vector<std::uint64_t>>& history,
    stop_signal* stop);

}  // namespace tessera::detail
