// The counting DP over any cells: what each candidate order costs, which one runs, and its plan
// (key bits by interval colouring, placement masks per anchor, quick refutations).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "detail/cover_cells.hpp"

namespace tessera {
namespace detail {
namespace {

// Where each cell sits in the sweep, and for each position the earliest anchor of a placement
// covering it (its own position when it is only ever an anchor: never open).
struct sweep_positions {
  std::vector<std::uint32_t> pos;     // cell -> position
  std::vector<std::uint32_t> lo;      // position -> earliest anchor covering it
  std::vector<std::uint32_t> anchor;  // placement -> its first position
  std::size_t span = 0;
};

sweep_positions positions_of(const cell_cover_problem& problem, const cell_order& order) {
  const std::size_t n = problem.cells();
  sweep_positions out;
  out.pos.resize(n);
  for (std::size_t p = 0; p < n; ++p) out.pos[order[p]] = static_cast<std::uint32_t>(p);
  out.lo.resize(n);
  std::iota(out.lo.begin(), out.lo.end(), std::uint32_t{0});
  out.anchor.resize(problem.placements());
  for (std::size_t k = 0; k < problem.placements(); ++k) {
    std::uint32_t first = UINT32_MAX, last = 0;
    for (const std::uint32_t c : problem.placement_cells(k)) {
      first = std::min(first, out.pos[c]);
      last = std::max(last, out.pos[c]);
    }
    out.anchor[k] = first;
    out.span = std::max<std::size_t>(out.span, last - first + 1);
    for (const std::uint32_t c : problem.placement_cells(k)) {
      out.lo[out.pos[c]] = std::min(out.lo[out.pos[c]], first);
    }
  }
  return out;
}

// log2(2^a + 2^b) without overflow for any exponents.
double log2_add(double a, double b) {
  if (a < b) std::swap(a, b);
  if (b == -INFINITY) return a;
  return a + std::log2(1 + std::exp2(b - a));
}

}  // namespace

cell_order_profile profile_of_order(const cell_cover_problem& problem, const cell_order& order) {
  const std::size_t n = problem.cells();
  const sweep_positions where = positions_of(problem, order);
  // Position p is open before steps lo[p] + 1 .. p: a difference array over the steps.
  std::vector<std::int64_t> change(n + 1, 0);
  for (std::size_t p = 0; p < n; ++p) {
    if (where.lo[p] < p) {
      ++change[where.lo[p] + 1];
      --change[p + 1];
    }
  }
  std::vector<std::size_t> anchored(n, 0);
  for (const std::uint32_t a : where.anchor) ++anchored[a];
  cell_order_profile out;
  out.span = where.span;
  out.log2_states = out.log2_work = -INFINITY;
  std::int64_t open = 0;
  for (std::size_t i = 0; i < n; ++i) {
    open += change[i];
    out.profile = std::max(out.profile, static_cast<std::size_t>(open));
    const auto bits = static_cast<double>(open);
    out.log2_states = log2_add(out.log2_states, bits);
    out.log2_work =
        log2_add(out.log2_work, bits + std::log2(1.0 + static_cast<double>(anchored[i])));
  }
  if (n == 0) out.log2_states = out.log2_work = 0;
  out.feasible = out.profile <= 64;
  return out;
}

cell_plan make_cell_plan(const cell_cover_problem& problem, const cell_order& order) {
  const std::size_t n = problem.cells();
  const sweep_positions where = positions_of(problem, order);
  cell_plan plan;
  plan.cells = n;
  plan.order = order;
  // Interval colouring: position p holds a key bit from step lo[p] (after it) to step p. Sweeping
  // the steps and handing out the lowest free bit uses exactly the most bits open at once.
  std::vector<std::size_t> opens_begin(n + 1, 0);
  for (std::size_t p = 0; p < n; ++p) {
    if (where.lo[p] < p) ++opens_begin[where.lo[p] + 1];
  }
  std::partial_sum(opens_begin.begin(), opens_begin.end(), opens_begin.begin());
  std::vector<std::uint32_t> opens(opens_begin[n]);
  {
    std::vector<std::size_t> fill(opens_begin.begin(), opens_begin.end() - 1);
    for (std::size_t p = 0; p < n; ++p) {
      if (where.lo[p] < p) opens[fill[where.lo[p]]++] = static_cast<std::uint32_t>(p);
    }
  }
  // Interval colouring, the lowest free bit first: exactly as many bits as cells open at once.
  // Tried: the free bit nearest the cell's distance ahead scaled to the bits (mostly clear bits
  // high, as in the square DP's shifted window): 3x slower on the hexagon 10,10,10 and 1.2x on
  // tetrominoes in 8 x 12, as a cell opening then rarely takes the bit the current one frees, so
  // the writes s | mask land far from s; handing the freed bit to the first cell opening was no
  // faster than the lowest free bit.
  plan.slot.assign(n, no_slot);
  std::uint64_t used = 0;
  for (std::size_t a = 0; a < n; ++a) {
    if (plan.slot[a] != no_slot) used &= ~(std::uint64_t{1} << plan.slot[a]);
    for (std::size_t k = opens_begin[a]; k < opens_begin[a + 1]; ++k) {
      // Feasible orders never open more than 64 cells at once, so a free bit exists.
      const auto bit = static_cast<std::uint8_t>(__builtin_ctzll(~used));
      plan.slot[opens[k]] = bit;
      used |= std::uint64_t{1} << bit;
      plan.bits = std::max<std::size_t>(plan.bits, bit + std::size_t{1});
    }
  }
  // Masks, grouped by anchor.
  plan.begin.assign(n + 1, 0);
  for (const std::uint32_t a : where.anchor) ++plan.begin[a + 1];
  std::partial_sum(plan.begin.begin(), plan.begin.end(), plan.begin.begin());
  plan.masks.resize(problem.placements());
  plan.placement.resize(problem.placements());
  std::vector<std::size_t> fill(plan.begin.begin(), plan.begin.end() - 1);
  std::vector<std::uint8_t> covered(n, 0);
  std::size_t gcd = 0;
  plan.min_size = problem.placements() == 0 ? 0 : SIZE_MAX;
  for (std::size_t k = 0; k < problem.placements(); ++k) {
    const std::uint32_t a = where.anchor[k];
    std::uint64_t mask = 0;
    const auto cells = problem.placement_cells(k);
    for (const std::uint32_t c : cells) {
      covered[c] = 1;
      const std::uint32_t p = where.pos[c];
      if (p != a) mask |= std::uint64_t{1} << plan.slot[p];
    }
    plan.masks[fill[a]] = mask;
    plan.placement[fill[a]++] = static_cast<std::uint32_t>(k);
    plan.min_size = std::min(plan.min_size, cells.size());
    gcd = std::gcd(gcd, cells.size());
  }
  for (std::size_t a = 0; a < n; ++a) {
    plan.max_choices = std::max(plan.max_choices, plan.begin[a + 1] - plan.begin[a]);
  }
  if (n == 0) return plan;
  for (std::size_t c = 0; c < n; ++c) {
    if (covered[c] == 0) {
      plan.refuted = fmt::format("no placement covers cell {}", c);
      return plan;
    }
  }
  if (n % gcd != 0) {
    plan.refuted =
        fmt::format("{} cells are not a multiple of {}, the gcd of the placement sizes", n, gcd);
  }
  return plan;
}

}  // namespace detail

result<cell_order_choice> choose_cell_order(const cell_cover_problem& problem,
                                            std::span<const cell_order> orders) {
  auto valid = detail::validate_cell_problem(problem, orders);
  if (!valid) return valid.error();
  cell_order identity;
  if (orders.empty()) {
    identity.resize(problem.cells());
    std::iota(identity.begin(), identity.end(), std::uint32_t{0});
    orders = std::span(&identity, 1);
  }
  cell_order_choice out;
  for (std::size_t o = 0; o < orders.size(); ++o) {
    cell_order_profile p = detail::profile_of_order(problem, orders[o]);
    p.order = o;
    out.candidates.push_back(p);
  }
  auto better = [](const cell_order_profile& a, const cell_order_profile& b) {
    if (a.feasible != b.feasible) return a.feasible;
    if (a.profile != b.profile) return a.profile < b.profile;
    if (a.log2_work != b.log2_work) return a.log2_work < b.log2_work;
    if (a.span != b.span) return a.span < b.span;
    return a.order < b.order;
  };
  out.chosen = *std::min_element(out.candidates.begin(), out.candidates.end(), better);
  if (!out.chosen.feasible) {
    return input_error{
        0, 0,
        fmt::format("the counting DP cannot sweep these cells: along the best of {} cell order{}, "
                    "{} cells are open at once (a state of {} bits; at most 64)",
                    orders.size(), orders.size() == 1 ? "" : "s", out.chosen.profile,
                    out.chosen.profile)};
  }
  return out;
}

}  // namespace tessera
