// The counting DP on boards that wrap around (a tube, a ring, a torus): the transfer-matrix method
// with the cyclic boundary. Cells are scanned row-major; the state before cell i is the set of the
// cells i .. i+L-1 covered by pieces anchored earlier. Each placement (a set of board cells, a
// piece possibly crossing a seam) is anchored at its least cell in the unrolled numbering u * W + v
// (u the row not reduced modulo the height when the rows wrap, v the column modulo the width), so
// that its other cells come later in the scan.
//   - Wrap in the profile direction (each row a ring): the placements anchored in a column differ
//     from column to column (a piece at the right edge comes back at the left), nothing else.
//   - Wrap in the sweep direction (each column a ring): a placement anchored in the last rows
//     reaches the unrolled cells N .. N+L-1, which are the cells 0 .. L-1 again. The count is the
//     trace of the transfer: the sum, over every start profile S (the cells of the first L that
//     pieces crossing the seam may cover), of the ways from the state S before cell 0 to the state
//     S after cell N-1 (Kasteleyn's torus count sums over boundary conditions in the same way).
//     Cost: the planar cost times the number of start profiles, 2^|M|, M the cells a crossing
//     piece can reach; refused past 2^16 profiles, before any state is allocated.
// Counts are exact big integers (or residues modulo --mod); the board is not cropped, as the
// wrapped sides must stay whole. O(start profiles * cells * states * placements per cell).
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <set>
#include <unordered_map>

#include "detail/cover_plan.hpp"
#include "tessera/polyomino_packing.hpp"
#include "tessera/polyomino_sets.hpp"

namespace tessera::detail {
namespace {

constexpr std::size_t max_start_bits = 16;

// One placement: its anchor (unrolled index, below rows * cols) and its cells as bits after it.
struct wrapped_placement {
  std::size_t anchor = 0;
  std::uint64_t mask = 0;
};

// A count modulo a number, or exact: the same DP for both.
struct modular_count {
  std::uint64_t value = 0;
  std::uint64_t modulus = 1;
  void add(const modular_count& o) {
    const unsigned __int128 sum = static_cast<unsigned __int128>(value) + o.value;
    value = static_cast<std::uint64_t>(sum % modulus);
  }
};
struct exact_count {
  big_integer value;
  void add(const exact_count& o) { value += o.value; }
};

// The DP of one start profile: the ways from `start` before cell 0 to `start` after the last cell.
template <class Count>
result<Count> run_profile(const board& b, const std::vector<std::vector<wrapped_placement>>& at,
                          std::uint64_t start, const Count& one, const count_options& options,
                          stop_signal& stop, count_stats& stats, bool& stopped,
                          std::size_t passes) {
  using table = std::unordered_map<std::uint64_t, Count>;
  table now, next;
  now.emplace(start, one);
  // About what an unordered_map node costs with its bucket share.
  const std::size_t per_state = sizeof(Count) + sizeof(std::uint64_t) + 48;
  const std::size_t cells = b.rows() * b.cols();
  for (std::size_t i = 0; i < cells; ++i) {
    if (stop.check()) {
      stopped = true;
      return Count{};
    }
    next.clear();
    const bool free = b.cells()[i] != 0;
    // The state limit is checked as the table grows (before it outgrows the budget), the clock
    // every clock_period states.
    const std::size_t max_states = options.max_memory_bytes / per_state;
    bool too_many = false;
    auto add = [&](std::uint64_t key, const Count& count) {
      auto [it, inserted] = next.try_emplace(key, count);
      if (!inserted) it->second.add(count);
      too_many = too_many || next.size() > max_states;
      ++stats.transitions;
    };
    std::size_t walked = 0;
    for (const auto& [state, count] : now) {
      if (++walked % stop_signal::clock_period == 0 && stop.check_clock()) {
        stopped = true;
        return Count{};
      }
      if ((state & 1) != 0 || !free) {
        // Covered already, or blocked (a blocked cell is never in a state: placements avoid it).
        add(state >> 1, count);
      } else {
        for (const wrapped_placement& p : at[i]) {
          if ((state & p.mask) == 0) add((state | p.mask) >> 1, count);
        }
      }
      if (too_many) {
        return input_error{0, 0,
                           fmt::format("the wrapped board's DP needs more than {} MiB of states "
                                       "(--max-memory); try the exact-cover search (--count)",
                                       options.max_memory_bytes >> 20)};
      }
    }
    stats.peak_states = std::max(stats.peak_states, next.size());
    if (options.on_progress && (i + 1) % b.cols() == 0) {
      // One pass per start profile, reported row by row as the planar DP does.
      options.on_progress(
          count_progress{stats.passes - 1, passes, (i + 1) / b.cols(), b.rows(), next.size()});
    }
    std::swap(now, next);
  }
  const auto it = now.find(start);
  return it == now.end() ? Count{} : it->second;
}

}  // namespace

result<count_result> count_wrapped_tilings(const board& whole, std::span<const piece> pieces,
                                           orientation_set orient, const count_options& options) {
  const auto started = std::chrono::steady_clock::now();
  count_result out;
  count_stats& stats = out.stats;
  // The profile is the row; one wrapped direction goes across it (a ring per row costs nothing
  // more), and a torus scans along its longer side (the shorter profile).
  const bool transpose = whole.wrap_rows() && (!whole.wrap_cols() || whole.cols() > whole.rows());
  const board b = transpose ? whole.transposed() : whole;
  stats.transposed = transpose;
  stats.width = b.cols();
  const std::size_t rows = b.rows(), cols = b.cols(), cells = rows * cols;
  std::vector<placed_piece> shapes = fixed_shapes(pieces, orient);
  if (transpose) {  // the shapes turn with the board (a fixed or one-sided set is not symmetric)
    for (placed_piece& s : shapes) {
      for (cell& x : s.cells) std::swap(x.row, x.col);
    }
  }
  stats.placements = shapes.size();
  auto finish = [&]() -> result<count_result> {
    stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return std::move(out);
  };
  if (b.free_count() == 0) {
    out.count = big_integer(options.modulus && *options.modulus == 1 ? 0 : 1);
    if (options.want_witness) out.witness.emplace();  // the empty tiling
    return finish();
  }
  // Every placement as a set of board cells, once; anchored at its least unrolled cell.
  std::vector<std::vector<wrapped_placement>> at(cells);
  std::set<std::vector<std::size_t>> seen;
  std::vector<std::size_t> actual, unrolled;
  std::size_t bits = 1;
  std::uint64_t reach = 0;  // M: the cells 0 .. L-1 that a piece crossing the bottom seam covers
  bool crossing_overflow = false;
  for (const placed_piece& s : shapes) {
    const polyomino shape(s.cells);
    const auto h = static_cast<std::size_t>(shape.height()),
               w = static_cast<std::size_t>(shape.width());
    if ((!b.wrap_rows() && h > rows) || (!b.wrap_cols() && w > cols)) continue;
    const std::size_t last_row = b.wrap_rows() ? rows - 1 : rows - h;
    const std::size_t last_col = b.wrap_cols() ? cols - 1 : cols - w;
    for (std::size_t r = 0; r <= last_row; ++r) {
      for (std::size_t c = 0; c <= last_col; ++c) {
        actual.clear();
        unrolled.clear();
        bool fits = true;
        for (const cell& x : shape.cells()) {
          const std::size_t u = r + static_cast<std::size_t>(x.row);
          const std::size_t v = (c + static_cast<std::size_t>(x.col)) % cols;
          const std::size_t cell_index = (u % rows) * cols + v;
          fits = fits && b.cells()[cell_index] != 0;
          actual.push_back(cell_index);
          unrolled.push_back(u * cols + v);
        }
        if (!fits) continue;
        std::vector<std::size_t> key = actual;
        std::sort(key.begin(), key.end());
        if (std::adjacent_find(key.begin(), key.end()) != key.end()) continue;  // meets itself
        if (!seen.insert(key).second) continue;
        const std::size_t anchor = *std::min_element(unrolled.begin(), unrolled.end());
        wrapped_placement p{anchor, 0};
        for (const std::size_t u : unrolled) {
          const std::size_t d = u - anchor;
          if (d >= 64) {
            return input_error{
                0, 0,
                fmt::format("the wrapped board's DP profile would need more than 64 bits ({}-wide "
                            "scan); try the exact-cover search (--count)",
                            cols)};
          }
          bits = std::max(bits, d + 1);
          p.mask |= std::uint64_t{1} << d;
          if (u >= cells) {
            if (u - cells >= 64)
              crossing_overflow = true;
            else
              reach |= std::uint64_t{1} << (u - cells);
          }
        }
        at[anchor].push_back(p);
      }
    }
  }
  stats.profile_bits = bits;
  // The state after the last cell describes the cells N .. N+L-1, read as 0 .. L-1: that needs
  // L <= N (a piece reaching twice around is a board smaller than its window).
  if (crossing_overflow || (b.wrap_rows() && bits > cells)) {
    return input_error{0, 0,
                       fmt::format("the wrapped board is smaller than the DP's window ({} cells, "
                                   "{} bits); try the exact-cover search (--count)",
                                   cells, bits)};
  }
  const auto start_bits = static_cast<std::size_t>(std::popcount(reach));
  if (start_bits > max_start_bits) {
    return input_error{
        0, 0,
        fmt::format("the board wraps along the scan: the DP sums over 2^{} start profiles (at most "
                    "2^{}); try the exact-cover search (--count)",
                    start_bits, max_start_bits)};
  }
  stop_signal stop(options);
  bool stopped = false;
  const std::size_t profiles = std::size_t{1} << start_bits;
  // Every subset S of `reach`, from the empty set up (s = (s - reach) & reach enumerates them).
  std::uint64_t s = 0;
  exact_count exact;
  modular_count residue{0, options.modulus ? *options.modulus : 1};
  do {
    ++stats.passes;
    if (options.modulus) {
      auto got = run_profile(b, at, s, modular_count{1 % residue.modulus, residue.modulus}, options,
                             stop, stats, stopped, profiles);
      if (!got) return got.error();
      residue.add(got.value());
    } else {
      auto got = run_profile(b, at, s, exact_count{big_integer(1)}, options, stop, stats, stopped,
                             profiles);
      if (!got) return got.error();
      exact.add(got.value());
    }
    if (stopped) {
      out.stopped = true;
      return finish();
    }
    s = (s - reach) & reach;
  } while (s != 0);
  out.count = options.modulus ? big_integer::from_u64(residue.value) : exact.value;
  stats.wrapped = true;
  stats.primes = options.modulus ? 1 : 0;
  // The DP keeps no history to walk back; a witness comes from the exact-cover search instead
  // (dancing links, one solution, within what is left of the deadline).
  if (options.want_witness && !(out.count == big_integer())) {
    packing_board pb;
    pb.rows = static_cast<std::int32_t>(whole.rows());
    pb.cols = static_cast<std::int32_t>(whole.cols());
    pb.wrap_rows = whole.wrap_rows();
    pb.wrap_cols = whole.wrap_cols();
    for (const std::uint8_t f : whole.cells()) pb.free.push_back(f != 0);
    std::vector<packing_piece> any;
    for (const piece& p : pieces) {
      const auto fit = static_cast<std::uint32_t>(whole.free_count() / p.shape.size());
      any.push_back({p.name, p.shape, piece_motions(p, orient), 0, fit});
    }
    const packing_problem problem(std::move(pb), std::move(any));
    packing_options find;
    find.mode = packing_mode::find;
    find.cancel = options.cancel;
    if (options.deadline) {
      find.timeout_seconds = std::max(
          1e-3, std::chrono::duration<double>(*options.deadline - std::chrono::steady_clock::now())
                    .count());
    }
    const packing_result r = solve_packing(problem, find);
    if (!r.solutions.empty()) {
      out.witness.emplace();
      for (const std::uint32_t k : r.solutions[0]) {
        const placement& pl = problem.placements()[k];
        out.witness->push_back({problem.pieces()[pl.piece].name, pl.cells});
      }
    } else {
      out.witness_skipped = true;
    }
  }
  return finish();
}

// The twin shares nothing with the DP above but fixed_shapes: placements as plain cell lists, and
// a stack of (first open cell, next placement through it to try).
std::uint64_t count_wrapped_naive(const board& b, std::span<const piece> pieces,
                                  orientation_set orient) {
  const std::size_t rows = b.rows(), cols = b.cols(), cells = rows * cols;
  std::set<std::vector<std::size_t>> all;
  for (const placed_piece& s : fixed_shapes(pieces, orient)) {
    for (std::size_t r = 0; r < rows; ++r) {
      for (std::size_t c = 0; c < cols; ++c) {
        std::vector<std::size_t> put;
        bool ok = true;
        for (const cell& x : s.cells) {
          const std::size_t u = r + static_cast<std::size_t>(x.row);
          const std::size_t v = c + static_cast<std::size_t>(x.col);
          ok = ok && (b.wrap_rows() || u < rows) && (b.wrap_cols() || v < cols);
          put.push_back((u % rows) * cols + v % cols);
        }
        std::sort(put.begin(), put.end());
        ok = ok && std::adjacent_find(put.begin(), put.end()) == put.end() &&
             std::all_of(put.begin(), put.end(), [&](std::size_t k) { return b.cells()[k] != 0; });
        if (ok) all.insert(put);
      }
    }
  }
  std::vector<std::vector<std::vector<std::size_t>>> through(cells);
  for (const auto& p : all)
    for (const std::size_t k : p) through[k].push_back(p);
  std::vector<std::uint8_t> open = b.cells();
  struct frame {
    std::size_t cell;
    std::size_t next;
  };
  auto first_open = [&] {
    std::size_t k = 0;
    while (k < cells && open[k] == 0) ++k;
    return k;
  };
  auto fits = [&](const std::vector<std::size_t>& p) {
    return std::all_of(p.begin(), p.end(), [&](std::size_t k) { return open[k] != 0; });
  };
  auto set = [&](const std::vector<std::size_t>& p, std::uint8_t value) {
    for (const std::size_t k : p) open[k] = value;
  };
  std::uint64_t count = 0;
  std::vector<frame> stack{{first_open(), 0}};
  while (!stack.empty()) {
    frame& top = stack.back();
    if (top.cell == cells) {
      ++count;
      stack.pop_back();
      continue;
    }
    const auto& options = through[top.cell];
    if (top.next > 0) set(options[top.next - 1], 1);
    while (top.next < options.size() && !fits(options[top.next])) ++top.next;
    if (top.next == options.size()) {
      stack.pop_back();
      continue;
    }
    set(options[top.next], 0);
    ++top.next;
    stack.push_back({first_open(), 0});
  }
  return count;
}

}  // namespace tessera::detail
