// Private: the plan of the counting DP (tessera/tiling_count.hpp) and its phases.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tessera/tiling_count.hpp"

namespace tessera::detail {

// The board as the DP scans it, and every placement as a bit mask over the profile window.
struct cover_plan {
  std::size_t rows = 0;  // of the scanned board (transposed when that gives the shorter profile)
  std::size_t cols = 0;  // the profile width W
  bool transposed = false;
  std::size_t row_offset =
      0;  // where the scanned part (the free cells' bounding box) sits on the board
  std::size_t col_offset = 0;
  std::vector<std::uint8_t> free;    // scanned board, row-major, 1 = free
  std::size_t bits = 1;              // L: the window of cells i .. i+L-1 a state describes
  std::vector<placed_piece> shapes;  // distinct fixed shapes, in scanned coordinates, anchor first
  // Placements anchored in column c: masks[column_begin[c] .. column_begin[c+1]), bit d = the cell
  // d after the anchor (row-major); shape_of names the shape.
  std::vector<std::size_t> column_begin;
  std::vector<std::uint64_t> masks;
  std::vector<std::uint32_t> shape_of;
  std::size_t free_cells = 0;
  std::size_t min_size = 0;
  std::size_t max_choices = 0;  // most placements anchored at one cell
  std::string refuted;          // set when a quick refutation proves the count is 0
  // h > 0 when the count can be read off the first h = rows / 2 rows and their mirror image (see
  // mirror_rows_of); 0 otherwise.
  std::size_t mirror_rows = 0;

  std::size_t cells() const { return rows * cols; }
};

// The count on a board that wraps (src/cover_wrap.cpp): exact, or modulo options.modulus; the
// witness, when asked for, is found by the exact-cover search. Fails (line 0 error) when the window
// passes 64 bits, the sweep wraps over more than 2^16 start profiles, or the states outgrow
// options.max_memory_bytes.
result<count_result> count_wrapped_tilings(const board& b, std::span<const piece> pieces,
                                           orientation_set orient, const count_options& options);

// The brute-force twin on a wrapped board: every placement (cell set, once) covering the first open
// cell, by backtracking with an explicit stack. Exponential.
std::uint64_t count_wrapped_naive(const board& b, std::span<const piece> pieces,
                                  orientation_set orient);

// Builds the plan: fixed shapes, transposition, masks, and the quick refutations (free cells not a
// multiple of the gcd of the piece sizes; a free cell that no placement covers). Fails when the
// window would need more than 64 bits. O(cells * placements * piece size).
result<cover_plan> make_cover_plan(const board& b, std::span<const piece> pieces,
                                   orientation_set orient);

// The mirror split of the counting DP. When no shape spans more than two rows, the set of shapes is
// closed under the top-bottom reflection and so is the scanned board, a tiling splits at the
// boundary above row h into the pieces anchored above it or lying within row h (covering rows < h
// and a set X of row h) and a tiling of the rest; the rest, reflected, is a tiling of rows <= m =
// rows - 1 - h whose pieces anchored above row m cover exactly F \ X of row m (F: the free cells of
// that row; nothing else can cover a cell of row m, as pieces lying within row h went with the
// upper half). So, with f_k(S) the DP's count at the boundary above row k and g(X) the sum over S
// within X of f_h(S) times the tilings of X \ S by one-row shapes (dense_pass::add_row_pieces),
//   count = sum over X within F of g(X) * f_m(F \ X),
// and the DP runs over h = rows / 2 rows instead of all of them. Returns h, or 0 when a condition
// fails or the board has fewer than 4 rows. O(cells + shapes * size log size).
std::size_t mirror_rows_of(const cover_plan& plan);

// The `count` largest primes below 2^62, descending (deterministic Miller-Rabin). Cached. O(count *
// 43 * log p) on first use.
std::vector<std::uint64_t> large_primes(std::size_t count);

// The user's stop (count_options::deadline, should_stop), shared by the passes and their worker
// threads. Once stopped it stays stopped.
class stop_signal {
 public:
  explicit stop_signal(const count_options& options)
      : deadline_(options.deadline), should_stop_(&options.should_stop), cancel_(options.cancel) {}

  // Between steps, on the calling thread: the callback, then the clock.
  bool check() {
    if (stopped()) return true;
    if ((*should_stop_ && (*should_stop_)()) || past_deadline()) stopped_.store(true);
    return stopped();
  }
  // Within a step, from any worker thread: the clock only (one steady_clock read).
  bool check_clock() {
    if (stopped()) return true;
    if (past_deadline()) stopped_.store(true);
    return stopped();
  }
  bool stopped() const { return stopped_.load(std::memory_order_relaxed); }

  // Sources a step walks between two clock reads.
  static constexpr std::size_t clock_period = 4096;

 private:
  bool past_deadline() const {
    return (cancel_ != nullptr && cancel_->load(std::memory_order_relaxed)) ||
           (deadline_ && std::chrono::steady_clock::now() >= *deadline_);
  }

  std::optional<std::chrono::steady_clock::time_point> deadline_;
  const std::function<bool()>* should_stop_;
  const std::atomic<bool>* cancel_;  // count_options::cancel, read with the clock
  std::atomic<bool> stopped_{false};
};

// Everything one DP pass needs besides the lanes.
struct pass_context {
  const cover_plan* plan = nullptr;
  const count_options* options = nullptr;
  std::size_t pass = 0;
  std::size_t passes = 1;
  count_stats* stats = nullptr;                                // row_peak filled on pass 0
  std::vector<std::vector<std::uint64_t>>* history = nullptr;  // keys of every step, when non-null
  stop_signal* stop = nullptr;  // when non-null and it stops, the pass returns early (lanes zero)
  // Use the mirror split when plan->mirror_rows allows it (not with a history: the witness walk
  // needs every step).
  bool mirror = false;
};

// Appends the keys present before step `step_index` (any order) to *history, sorted for the walk
// back's binary search; when the history would exceed max_states it is dropped and history set to
// null (no witness). Shared by the square's passes and those over any cells (cover_cells.hpp).
// O(keys log keys).
void keep_step_keys(std::vector<std::vector<std::uint64_t>>*& history, std::size_t max_states,
                    std::vector<std::uint64_t> keys, std::size_t step_index);

// One pass of the DP counting modulo each of `moduli` (1 to 8 of them, each < 2^63). On success the
// residues of the count, in the order of moduli. Fails when the states outgrow the memory limit.
// Every pass returns early with zero lanes once context.stop says stop: the caller checks it.
result<std::vector<std::uint64_t>> run_modular_pass(const pass_context& context,
                                                    std::span<const std::uint64_t> moduli);

// One pass counting exactly in `limbs` 64-bit limbs (1 to 8); the caller guarantees count < 2^(64
// limbs), or reruns wider when stats->overflowed. The result has `limbs` limbs, or 2 limbs + 1 when
// the mirror split joined two halves.
result<std::vector<std::uint64_t>> run_exact_pass(const pass_context& context, std::size_t limbs);

// One pass with a single floating lane rounded upward: returns e with count < 2^e (0 when the count
// is 0). Used to bound the number of primes when the a-priori bound is loose.
result<std::int64_t> run_bound_pass(const pass_context& context);

// Walks back through `history` (the sorted keys before every step, plus the final one) from the
// final empty state, choosing at each step a predecessor that was reachable: one tiling, in the
// original board's coordinates. Constraints: the count is not 0. O(cells * placements * log
// states). Returns early (an incomplete tiling) when `stop` (may be null) says stop; the caller
// checks it.
std::vector<placed_piece> rebuild_witness(const cover_plan& plan,
                                          const std::vector<std::vector<std::uint64_t>>& history,
                                          stop_signal* stop);

}  // namespace tessera::detail
