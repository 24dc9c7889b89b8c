// `tessera gen boardcover`: Algospot BOARDCOVER inputs (C cases of H x W boards of '#' and '.', at
// most 50 free cells), with the count of L-tromino tilings chosen by the kind. Counts come from
// count_tilings (tessera/tiling_count.hpp), the same DP `tessera cover` answers with.
#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "detail/gen_random.hpp"
#include "detail/setter_parts.hpp"
#include "tessera/tiling_count.hpp"

namespace tessera::setter::parts {
namespace {

using rng_t = tessera::detail::splitmix64;

// The L-tromino's four orientations, as (row, col) offsets from the cell that comes first
// row-major.
constexpr std::array<std::array<std::array<int, 2>, 3>, 4> l_cells = {{
    {{{0, 0}, {0, 1}, {1, 0}}},
    {{{0, 0}, {0, 1}, {1, 1}}},
    {{{0, 0}, {1, 0}, {1, 1}}},
    {{{0, 0}, {1, -1}, {1, 0}}},
}};

std::uint64_t count_l(const board& b) {
  static const std::vector<piece> l3 = {
      piece{"L3", polyomino({{0, 0}, {1, 0}, {1, 1}}), orientation_set::free, {}}};
  const result<count_result> counted = count_tilings(b, l3, orientation_set::rotate);
  return counted ? counted.value().count.to_u64() : 0;
}

bool touches_free(const board& b, std::size_t r, std::size_t c) {
  return (r > 0 && b.is_free(r - 1, c)) || (r + 1 < b.rows() && b.is_free(r + 1, c)) ||
         (c > 0 && b.is_free(r, c - 1)) || (c + 1 < b.cols() && b.is_free(r, c + 1));
}

// A region that L-trominoes tile by construction: trominoes put down one by one on blocked cells,
// each touching the region so far (the first anywhere), until `target` cells are free or none fits.
board grow_tileable(std::size_t rows, std::size_t cols, std::size_t target, rng_t& rng) {
  board b(rows, cols, false);
  std::vector<std::size_t> region;  // the free cells, to aim the next tromino near them
  for (int misses = 0; region.size() + 3 <= target && misses < 2000;) {
    std::int64_t r = static_cast<std::int64_t>(rng.below(rows)),
                 c = static_cast<std::int64_t>(rng.below(cols));
    if (!region.empty()) {
      const std::size_t near = region[rng.below(region.size())];
      r = static_cast<std::int64_t>(near / cols) + static_cast<std::int64_t>(rng.below(5)) - 2;
      c = static_cast<std::int64_t>(near % cols) + static_cast<std::int64_t>(rng.below(5)) - 2;
    }
    const auto& shape = l_cells[rng.below(4)];
    bool fits = true, touches = region.empty();
    for (const auto& off : shape) {
      const std::int64_t rr = r + off[0], cc = c + off[1];
      fits = fits && rr >= 0 && cc >= 0 && rr < static_cast<std::int64_t>(rows) &&
             cc < static_cast<std::int64_t>(cols) &&
             !b.is_free(static_cast<std::size_t>(rr), static_cast<std::size_t>(cc));
      if (fits)
        touches =
            touches || touches_free(b, static_cast<std::size_t>(rr), static_cast<std::size_t>(cc));
    }
    if (!fits || !touches) {
      ++misses;
      continue;
    }
    for (const auto& off : shape) {
      const auto rr = static_cast<std::size_t>(r + off[0]),
                 cc = static_cast<std::size_t>(c + off[1]);
      b.set_free(rr, cc, true);
      region.push_back(rr * cols + cc);
    }
  }
  return b;
}

// `k` distinct free cells at random (Floyd-style partial shuffle of the cell indices).
board random_cells(std::size_t rows, std::size_t cols, std::size_t k, rng_t& rng) {
  std::vector<std::size_t> order(rows * cols);
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  board b(rows, cols, false);
  for (std::size_t i = 0; i < k && i < order.size(); ++i) {
    std::swap(order[i], order[i + rng.below(order.size() - i)]);
    b.set_free(order[i] / cols, order[i] % cols, true);
  }
  return b;
}

// One cell of the region moved to a blocked cell beside the region (the count of free cells stays).
board move_cell(const board& b, rng_t& rng) {
  std::vector<std::size_t> inside, outside;
  for (std::size_t r = 0; r < b.rows(); ++r) {
    for (std::size_t c = 0; c < b.cols(); ++c) {
      if (b.is_free(r, c)) {
        inside.push_back(r * b.cols() + c);
      } else if (touches_free(b, r, c)) {
        outside.push_back(r * b.cols() + c);
      }
    }
  }
  board out = b;
  if (inside.empty() || outside.empty()) return out;
  const std::size_t from = inside[rng.below(inside.size())],
                    to = outside[rng.below(outside.size())];
  out.set_free(from / b.cols(), from % b.cols(), false);
  out.set_free(to / b.cols(), to % b.cols(), true);
  return out;
}

// The largest multiple of 3 free cells the kinds aim at: 48 (the statement allows 50).
std::size_t tileable_target(std::size_t rows, std::size_t cols) {
  return std::min<std::size_t>(48, rows * cols / 3 * 3);
}

// Hill climbing on the number of tilings: from a full rectangle of 48 cells (or what fits), move
// one cell at a time, keeping moves that do not lower the count (ties let the shape drift), for a
// fixed number of tries. Deterministic in the seed.
board most_tilings(std::size_t rows, std::size_t cols, rng_t& rng, std::size_t tries) {
  board best(rows, cols, false);
  // The rectangle h x w with h * w = 48 (or the best multiple of 3) fitting the box, squarest
  // first.
  std::size_t bh = 0, bw = 0;
  for (std::size_t h = 1; h <= rows; ++h)
    for (std::size_t w = 1; w <= cols; ++w)
      if (h * w % 3 == 0 && h * w <= 48 &&
          (h * w > bh * bw || (h * w == bh * bw && std::max(h, w) < std::max(bh, bw)))) {
        bh = h;
        bw = w;
      }
  for (std::size_t r = 0; r < bh; ++r)
    for (std::size_t c = 0; c < bw; ++c) best.set_free(r, c, true);
  std::uint64_t best_count = count_l(best);
  for (std::size_t t = 0; t < tries; ++t) {
    const board next = move_cell(best, rng);
    const std::uint64_t n = count_l(next);
    if (n >= best_count) {
      best = next;
      best_count = n;
    }
  }
  return best;
}

// One case of `kind`; `o.rows`/`o.cols` of 0 take the kind's default box.
board make_case(const std::string& kind, std::size_t rows, std::size_t cols, rng_t& rng,
                std::size_t index) {
  if (kind == "random") {
    if (rng.chance(500))
      return grow_tileable(rows, cols, rng.below(tileable_target(rows, cols) / 3 + 1) * 3, rng);
    return random_cells(rows, cols, rng.below(std::min<std::size_t>(50, rows * cols) + 1), rng);
  }
  if (kind == "maximal") {
    // Every limit at once: 48 free cells that tile, and on every other case two more (50: none).
    board b = grow_tileable(rows, cols, 48, rng);
    for (std::size_t extra = 0; index % 2 == 1 && extra < 2;) {
      const std::size_t r = rng.below(rows), c = rng.below(cols);
      if (!b.is_free(r, c) && touches_free(b, r, c)) {
        b.set_free(r, c, true);
        ++extra;
      }
    }
    return b;
  }
  if (kind == "most") return most_tilings(rows, cols, rng, 300);
  const std::size_t target = tileable_target(rows, cols);
  for (int attempt = 0; attempt < 200; ++attempt) {
    if (kind == "zero") {
      // A tileable region with one cell moved: as many cells, usually no tiling left.
      board b = grow_tileable(rows, cols,
                              std::max<std::size_t>(6, target - 3 * rng.below(target / 3)), rng);
      for (int moves = 0; moves < 20 && count_l(b) != 0; ++moves) b = move_cell(b, rng);
      if (b.free_count() > 0 && count_l(b) == 0) return b;
    } else if (kind == "one") {
      // Long thin regions are often tiled one way only: smaller targets as attempts fail.
      board b = grow_tileable(
          rows, cols,
          std::max<std::size_t>(3, target - 3 * (static_cast<std::size_t>(attempt) / 10)), rng);
      if (count_l(b) == 1) return b;
    } else {  // many
      // A random rectangle of close to 48 cells (a multiple of 3) with a few cells moved: usually
      // hundreds of tilings, and at least two.
      const std::size_t h =
          2 + rng.below(std::max<std::size_t>(1, std::min<std::size_t>(rows, 16) - 1));
      std::size_t w = std::min<std::size_t>(cols, 48 / h);
      while (w >= 2 && h * w % 3 != 0) --w;
      if (h > rows || w < 2 || (h == 2 && w < 3)) continue;
      board b(rows, cols, false);
      const std::size_t top = rng.below(rows - h + 1), left = rng.below(cols - w + 1);
      for (std::size_t r = 0; r < h; ++r)
        for (std::size_t c = 0; c < w; ++c) b.set_free(top + r, left + c, true);
      for (std::size_t moves = rng.below(6); moves > 0; --moves) {
        const board next = move_cell(b, rng);
        if (count_l(next) >= 2) b = next;
      }
      if (count_l(b) >= 2) return b;
    }
  }
  // Fallbacks that always keep the promise: one L (a single tiling), a 2x3 block (two), three cells
  // in a row (none).
  board b(rows, cols, false);
  const bool row = cols >= 3;
  if (kind == "one" && rows >= 2 && cols >= 2) {
    b.set_free(0, 0, true), b.set_free(1, 0, true), b.set_free(1, 1, true);
  } else if (kind == "many" && rows >= 2 && cols >= 3) {
    for (std::size_t r = 0; r < 2; ++r)
      for (std::size_t c = 0; c < 3; ++c) b.set_free(r, c, true);
  } else if (kind == "many" && rows >= 3 && cols >= 2) {
    for (std::size_t r = 0; r < 3; ++r)
      for (std::size_t c = 0; c < 2; ++c) b.set_free(r, c, true);
  } else if (kind == "zero" && (row || rows >= 3)) {
    for (std::size_t i = 0; i < 3; ++i) b.set_free(row ? 0 : i, row ? i : 0, true);
  }
  return b;
}

}  // namespace

result<std::string> generate_boardcover_input(const gen_options& o) {
  const std::string kind = o.kind.empty() ? "random" : o.kind;
  static constexpr std::string_view known[] = {"random", "maximal", "zero", "one", "many", "most"};
  if (std::find(std::begin(known), std::end(known), kind) == std::end(known))
    return refusal(fmt::format("unknown kind '{}' for boardcover", kind));
  const bool maximal = kind == "maximal";
  const std::size_t cases = o.cases != 0 ? o.cases : maximal ? boardcover_max_cases : 1;
  const std::size_t side = maximal || kind == "most" ? boardcover_max_side
                           : kind == "random"        ? 0
                                                     : 10;
  const std::size_t max_side = o.beyond_limits ? 1000 : boardcover_max_side;
  const std::size_t max_cases = o.beyond_limits ? 100'000 : boardcover_max_cases;
  const std::string beyond = o.beyond_limits ? "" : " of BOARDCOVER (--beyond-limits lifts it)";
  if (o.rows > max_side || o.cols > max_side)
    return refusal(fmt::format("{}x{} is over the limit of {} rows and columns{}", o.rows, o.cols,
                               max_side, beyond));
  if (cases > max_cases)
    return refusal(fmt::format("{} cases is over the limit of {}{}", cases, max_cases, beyond));
  rng_t rng(
      tessera::detail::sub_seed(o.seed, tessera::detail::name_stream(kind.data(), kind.size())));
  const std::size_t rows0 = o.rows != 0 ? o.rows : side, cols0 = o.cols != 0 ? o.cols : side;
  // The smallest boxes in which each kind keeps its promise.
  const std::size_t lo = std::min(rows0, cols0), hi = std::max(rows0, cols0);
  const bool given = o.rows != 0 || o.cols != 0;
  if (given && ((kind == "one" && lo < 2) || (kind == "many" && (lo < 2 || hi < 3)) ||
                (kind == "zero" && hi < 3) ||
                (maximal && (rows0 != boardcover_max_side || cols0 != boardcover_max_side))))
    return refusal(fmt::format("--kind {} cannot keep its promise on a {}x{} board{}", kind, rows0,
                               cols0, maximal ? " (maximal is 20x20)" : ""));
  std::string out = fmt::format("{}\n", cases);
  for (std::size_t i = 0; i < cases; ++i) {
    // Random kinds draw each case's size (1..6 a side) unless given.
    const std::size_t rows = rows0 != 0 ? rows0 : 1 + rng.below(6);
    const std::size_t cols = cols0 != 0 ? cols0 : 1 + rng.below(6);
    const board b = make_case(kind, rows, cols, rng, i);
    out += fmt::format("{} {}\n", b.rows(), b.cols());
    out += format_board(b);
  }
  return out;
}

}  // namespace tessera::setter::parts
