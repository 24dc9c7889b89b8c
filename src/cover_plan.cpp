// The counting DP's plan: fixed shapes, the scan direction, placement masks, quick refutations.
#include "detail/cover_plan.hpp"

#include <fmt/format.h>

#include <algorithm>
#ifndef TESSERA_NO_THREADS
#include <mutex>
#endif
#include <numeric>
#include <unordered_set>

namespace tessera {

std::vector<placed_piece> fixed_shapes(std::span<const piece> pieces, orientation_set orient) {
  std::vector<placed_piece> out;
  std::unordered_set<polyomino, polyomino_hash> seen;
  for (const piece& p : pieces) {
    for (const oriented_polyomino& o : orientations(p.shape, piece_motions(p, orient))) {
      if (seen.insert(o.shape).second) out.push_back({p.name, o.shape.cells()});
    }
  }
  return out;
}

namespace detail {
namespace {

// The window width L a scan of a `cols`-wide board needs for these shapes (0 when no shape fits).
std::size_t window_bits(std::span<const placed_piece> shapes, std::size_t cols, std::size_t rows) {
  std::size_t most = 0;
  for (const placed_piece& s : shapes) {
    const polyomino p(s.cells);
    if (static_cast<std::size_t>(p.width()) > cols || static_cast<std::size_t>(p.height()) > rows)
      continue;
    const std::int64_t anchor = p.cells().front().col;
    for (const cell& c : p.cells()) {
      const std::int64_t d = c.row * static_cast<std::int64_t>(cols) + c.col - anchor;
      most = std::max(most, static_cast<std::size_t>(d) + 1);
    }
  }
  return most;
}

}  // namespace

result<cover_plan> make_cover_plan(const board& whole, std::span<const piece> pieces,
                                   orientation_set orient) {
  cover_plan plan;
  // Only the bounding box of the free cells matters: the blocked margin around it holds no piece.
  std::size_t top = whole.rows(), bottom = 0, left = whole.cols(), right = 0;
  for (std::size_t r = 0; r < whole.rows(); ++r) {
    for (std::size_t c = 0; c < whole.cols(); ++c) {
      if (!whole.is_free(r, c)) continue;
      top = std::min(top, r);
      bottom = std::max(bottom, r);
      left = std::min(left, c);
      right = std::max(right, c);
    }
  }
  if (top > bottom) top = bottom = left = right = 0;
  board b(bottom - top + 1, right - left + 1);
  for (std::size_t r = 0; r < b.rows(); ++r) {
    for (std::size_t c = 0; c < b.cols(); ++c) b.set_free(r, c, whole.is_free(top + r, left + c));
  }
  plan.row_offset = top;
  plan.col_offset = left;
  const std::vector<placed_piece> shapes = fixed_shapes(pieces, orient);
  plan.free_cells = b.free_count();
  plan.min_size = shapes.empty() ? 0 : shapes.front().cells.size();
  std::size_t gcd = 0;
  for (const placed_piece& s : shapes) {
    plan.min_size = std::min(plan.min_size, s.cells.size());
    gcd = std::gcd(gcd, s.cells.size());
  }
  // Transposing the board transposes every shape; scan whichever way gives the shorter window.
  std::vector<placed_piece> flipped = shapes;
  for (placed_piece& s : flipped) {
    for (cell& c : s.cells) std::swap(c.row, c.col);
    s.cells = polyomino(s.cells).cells();
  }
  const std::size_t straight = window_bits(shapes, b.cols(), b.rows());
  const std::size_t across = window_bits(flipped, b.rows(), b.cols());
  plan.transposed = across < straight;
  const board scanned = plan.transposed ? b.transposed() : b;
  plan.rows = scanned.rows();
  plan.cols = scanned.cols();
  plan.free = scanned.cells();
  plan.bits = std::max<std::size_t>(1, plan.transposed ? across : straight);
  for (const placed_piece& s : plan.transposed ? flipped : shapes) {
    const polyomino p(s.cells);
    if (static_cast<std::size_t>(p.width()) > plan.cols ||
        static_cast<std::size_t>(p.height()) > plan.rows) {
      continue;  // never fits
    }
    plan.shapes.push_back({s.name, p.cells()});
  }
  if (plan.free_cells == 0) return plan;  // the empty tiling
  if (gcd == 0 || plan.free_cells % gcd != 0) {
    plan.refuted = fmt::format("{} free cells are not a multiple of {}, the gcd of the piece sizes",
                               plan.free_cells, gcd);
    return plan;
  }
  if (plan.bits > 64) {
    return input_error{
        0, 0,
        fmt::format("the board is too large for the counting DP with these pieces: its state "
                    "would need {} bits (at most 64; the narrow side is {} cells)",
                    plan.bits, std::min(b.rows(), b.cols()))};
  }
  // Masks per anchor column; and which cells some placement fully on free cells can cover.
  const std::size_t w = plan.cols, n = plan.cells();
  plan.column_begin.assign(w + 1, 0);
  std::vector<std::uint8_t> reachable(n, 0);
  for (std::size_t c = 0; c < w; ++c) {
    plan.column_begin[c] = plan.masks.size();
    for (std::size_t k = 0; k < plan.shapes.size(); ++k) {
      const std::vector<cell>& cells = plan.shapes[k].cells;
      const std::int64_t anchor = cells.front().col;
      std::uint64_t mask = 0;
      bool fits = true;
      for (const cell& x : cells) {
        const std::int64_t col = static_cast<std::int64_t>(c) + x.col - anchor;
        if (col < 0 || col >= static_cast<std::int64_t>(w)) fits = false;
        mask |= std::uint64_t{1} << (x.row * static_cast<std::int64_t>(w) + x.col - anchor);
      }
      if (!fits) continue;
      plan.masks.push_back(mask);
      plan.shape_of.push_back(static_cast<std::uint32_t>(k));
    }
    plan.max_choices = std::max(plan.max_choices, plan.masks.size() - plan.column_begin[c]);
  }
  plan.column_begin[w] = plan.masks.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (plan.free[i] == 0) continue;
    const std::size_t c = i % w;
    for (std::size_t m = plan.column_begin[c]; m < plan.column_begin[c + 1]; ++m) {
      bool fits = true;
      for (std::uint64_t bits = plan.masks[m]; bits != 0 && fits; bits &= bits - 1) {
        const std::size_t j = i + static_cast<std::size_t>(__builtin_ctzll(bits));
        fits = j < n && plan.free[j] != 0;
      }
      if (!fits) continue;
      for (std::uint64_t bits = plan.masks[m]; bits != 0; bits &= bits - 1) {
        reachable[i + static_cast<std::size_t>(__builtin_ctzll(bits))] = 1;
      }
    }
  }
  plan.mirror_rows = mirror_rows_of(plan);
  for (std::size_t i = 0; i < n; ++i) {
    if (plan.free[i] != 0 && reachable[i] == 0) {
      std::size_t r = i / w, c = i % w;
      if (plan.transposed) std::swap(r, c);
      r += plan.row_offset;
      c += plan.col_offset;
      plan.refuted =
          fmt::format("no placement covers the free cell at row {}, column {}", r + 1, c + 1);
      return plan;
    }
  }
  return plan;
}

std::size_t mirror_rows_of(const cover_plan& plan) {
  const std::size_t rows = plan.rows, w = plan.cols;
  // The join reads the states of a whole row: they must fit the key (closure under the flip
  // implies it, as the flip of a shape whose second row lies left of its anchor reaches below it).
  if (rows < 4 || plan.shapes.empty() || plan.bits < w + 1) return 0;
  for (std::size_t r = 0; r < rows / 2; ++r) {
    if (!std::equal(plan.free.begin() + static_cast<std::ptrdiff_t>(r * w),
                    plan.free.begin() + static_cast<std::ptrdiff_t>((r + 1) * w),
                    plan.free.begin() + static_cast<std::ptrdiff_t>((rows - 1 - r) * w))) {
      return 0;
    }
  }
  std::vector<polyomino> shapes;
  for (const placed_piece& s : plan.shapes) {
    const polyomino p(s.cells);
    if (p.height() > 2) return 0;
    shapes.push_back(p);
  }
  for (const polyomino& p : shapes) {
    std::vector<cell> flipped = p.cells();
    for (cell& c : flipped) c.row = 1 - c.row;
    if (std::find(shapes.begin(), shapes.end(), polyomino(flipped)) == shapes.end()) return 0;
  }
  return rows / 2;
}

namespace {

std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
  return static_cast<std::uint64_t>(static_cast<unsigned __int128>(a) * b % m);
}

std::uint64_t pow_mod(std::uint64_t a, std::uint64_t e, std::uint64_t m) {
  std::uint64_t r = 1;
  for (; e != 0; e >>= 1, a = mul_mod(a, a, m)) {
    if (e & 1) r = mul_mod(r, a, m);
  }
  return r;
}

// Deterministic Miller-Rabin: the first 12 primes as bases decide every n < 3.3 * 10^24
// (Sorenson and Webster, 2015).
bool is_prime(std::uint64_t n) {
  if (n < 2) return false;
  std::uint64_t d = n - 1;
  int s = 0;
  for (; (d & 1) == 0; d >>= 1) ++s;
  constexpr std::uint64_t bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
  for (std::uint64_t a : bases) {
    if (n % a == 0) return n == a;
    std::uint64_t x = pow_mod(a, d, n);
    if (x == 1 || x == n - 1) continue;
    bool composite = true;
    for (int k = 1; k < s && composite; ++k) {
      x = mul_mod(x, x, n);
      composite = x != n - 1;
    }
    if (composite) return false;
  }
  return true;
}

}  // namespace

std::vector<std::uint64_t> large_primes(std::size_t count) {
  static std::vector<std::uint64_t> cache;  // grows monotonically
#ifndef TESSERA_NO_THREADS
  static std::mutex lock;
  const std::lock_guard<std::mutex> guard(lock);
#endif
  std::uint64_t candidate = cache.empty() ? (std::uint64_t{1} << 62) - 1 : cache.back() - 2;
  while (cache.size() < count) {
    if (is_prime(candidate)) cache.push_back(candidate);
    candidate -= 2;
  }
  return std::vector<std::uint64_t>(cache.begin(),
                                    cache.begin() + static_cast<std::ptrdiff_t>(count));
}

}  // namespace detail
}  // namespace tessera
