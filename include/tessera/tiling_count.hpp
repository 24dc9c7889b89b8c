// tessera/tiling_count.hpp: the exact number of tilings of a board by polyominoes.
//
// Counts the ways to cover every free cell of a board exactly once with copies of the given pieces
// (unlimited copies, each in any allowed orientation, nothing on blocked cells). Pieces are
// indistinguishable copies: two tilings differ when some cell is covered by a different placed
// shape.
//
// Algorithm: the transfer-matrix method as a broken-profile dynamic program (see docs/cover.md).
// Cells are visited row-major along the long side, the narrow side being the profile (the board is
// transposed when that gives the shorter profile). The state before cell i is the bit set of the
// cells i, i+1, ..., i+L-1 already covered by pieces anchored earlier; at cell i either it is
// covered already, or it is blocked, or one placement whose first cell (row-major) is i is put
// down. L - 1 is the largest linear offset of a piece cell from its anchor: W + 1 for the L-tromino
// on a board W cells wide. States live in a flat array with a bitmap of the present ones (narrow L)
// or in insertion-ordered arrays with an index (dense or hashed). Each carries its count in a fixed
// number of lanes chosen beforehand from an upper bound on the count: up to 8 64-bit limbs added
// with carry (overflow detected, then counted again wider), else residues modulo 62-bit primes over
// several passes, rebuilt by the Chinese remainder theorem. No big-integer arithmetic runs in the
// inner loop.
//
// Cost: O(cells * S * P * lanes) time and O(S * lanes) memory, where S <= 2^(L-1) is the number of
// reachable states at a step and P the number of placements per cell. Linear in the long side.
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

#include "tessera/big_integer.hpp"
#include "tessera/board.hpp"
#include "tessera/piece_spec.hpp"
#include "tessera/polyomino.hpp"
#include "tessera/result.hpp"

namespace tessera {

// What the DP has done so far, for a progress line (called once per board row and pass).
struct count_progress {
  std::size_t pass = 0;  // 0-based pass (several when the count needs many primes)
  std::size_t passes = 1;
  std::size_t row = 0;  // rows done in this pass (rows of the scanned, possibly transposed, board)
  std::size_t rows = 0;
  std::size_t states = 0;  // states after the last step
};

struct count_options {
  // Count modulo this number instead of exactly (1 <= modulus < 2^63).
  std::optional<std::uint64_t> modulus;
  // Worker threads that split each step's work (targets partitioned by a hash of the state).
  unsigned threads = 1;
  // Refuse (with an error, before running out of memory) when the state tables would need more.
  // 4 GiB, or all of a 32-bit address space (wasm32, where 4 << 30 would wrap to 0).
  std::size_t max_memory_bytes =
      sizeof(std::size_t) >= 8 ? static_cast<std::size_t>(std::uint64_t{4} << 30) : ~std::size_t{0};
  // Also find one tiling (a witness), by walking back through the reachable states of every step.
  bool want_witness = false;
  // The witness needs the states of every step kept: at most this many in all, else none is given.
  std::size_t max_witness_states = std::size_t{1} << 26;
  // Called after each row of each pass; may be empty.
  std::function<void(const count_progress&)> on_progress;
  // Stop early (count_result::stopped) once this time has passed. Checked before every cell step
  // of every pass (the bounding pass, the limb and prime passes) and every 4096 states within a
  // step, and before every row of the witness walk: a stop comes within one clock read of 4096
  // state updates.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // Asked before every cell step of every pass and every row of the witness walk (on the calling
  // thread); returning true stops the count early. May be empty.
  std::function<bool()> should_stop;
  // A flag any thread may set to stop the count early (Python's Ctrl-C): read with the clock, every
  // 4096 state updates within a step as well as between steps, so a stop comes within
  // milliseconds even when one step of a wide board takes longer. May be null.
  const std::atomic<bool>* cancel = nullptr;
};

// A piece put down on the board: its name and its cells (row, col) on the original board.
struct placed_piece {
  std::string name;
  std::vector<cell> cells;
};

struct count_stats {
  bool transposed = false;  // the DP scanned the transposed board
  std::size_t width = 0;    // cells across the scan (the profile), after cropping to the free cells
  std::size_t profile_bits = 0;  // L, the state width
  std::size_t placements = 0;    // distinct fixed orientations of the pieces
  bool dense = false;            // dense array (else hash table)
  std::size_t limbs = 0;         // exact counters of this many 64-bit limbs (counts below 2^512)
  std::size_t primes = 0;        // else moduli used (62-bit primes; 1 for --mod)
  bool overflowed = false;       // the first guess of limbs was too narrow: counted again, wider
  std::size_t passes = 0;        // DP passes (lanes of primes per pass are bounded)
  bool estimated = false;        // a floating-point pass bounded the count first
  // > 0: the DP ran over this many rows only and joined them with their mirror image (the board
  // and the shapes are symmetric top to bottom, and every shape spans two rows; docs/cover.md).
  std::size_t mirror_rows = 0;
  std::vector<std::size_t> row_peak;  // most states at any step of each row (first pass)
  std::size_t peak_states = 0;
  std::uint64_t transitions = 0;  // state updates, all passes
  std::string refuted;            // non-empty when a quick refutation answered 0
  // A wrapped board (src/cover_wrap.cpp): passes = start profiles summed over (1 unless the board
  // wraps along the scan), exact big-integer counts (limbs and primes 0, or primes 1 for --mod).
  bool wrapped = false;
  double seconds = 0;
};

struct count_result {
  big_integer count;                                 // exact, or the residue modulo options.modulus
  std::optional<std::vector<placed_piece>> witness;  // when asked for and the count is not 0
  bool witness_skipped = false;                      // asked for, but too many states to keep
  // options.deadline or options.should_stop ended the count early: `count` is then 0 and means
  // nothing, and there is no witness.
  bool stopped = false;
  count_stats stats;
};

// The distinct fixed shapes `pieces` may take under `orient` (each piece limited to its
// max_orient), with the name of the first piece giving each. O(pieces * 8 * n log n).
std::vector<placed_piece> fixed_shapes(std::span<const piece> pieces, orientation_set orient);

// Counts the tilings of `b` by `pieces` (multiplicities are ignored: unlimited copies). A board
// that wraps (board::wrapped) is counted by the cyclic DP of src/cover_wrap.cpp (its witness found
// by the exact-cover search; docs/exact_cover.md gives its limits).
// Fails (line 0 error) when the profile would need more than 64 bits or the states more memory than
// options.max_memory_bytes. A stop (options.deadline, options.should_stop) is not an error: the
// result has stopped == true. Constraints: pieces non-empty, each shape non-empty. A board with no
// free cell has exactly one tiling (the empty one). Cost: see above.
result<count_result> count_tilings(const board& b, std::span<const piece> pieces,
                                   orientation_set orient, const count_options& options = {});

// The same count by plain backtracking over the first free cell (the seed's method): the
// brute-force twin for tests. Exponential; use on small boards only. The count must fit 64 bits.
// On a wrapped board: every placement covering the first open cell, cells taken modulo the sides.
std::uint64_t count_tilings_naive(const board& b, std::span<const piece> pieces,
                                  orientation_set orient);

// Checks that `tiling` covers exactly the free cells of `b`, each once, every placed piece being an
// allowed orientation of a piece of the same name. Returns an empty string when it does, else what
// is wrong. O(cells + pieces * n log n).
std::string check_tiling(const board& b, std::span<const piece> pieces, orientation_set orient,
                         std::span<const placed_piece> tiling);

}  // namespace tessera
