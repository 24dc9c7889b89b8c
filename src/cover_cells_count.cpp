// count_cell_tilings: choose the order, plan, choose the lanes (limbs, a bounding pass, primes),
// run the passes, rebuild the exact value, and walk back one tiling
// (tessera/cell_tiling_count.hpp).
#include <algorithm>
#include <cassert>
#include <chrono>
#include <cmath>
#include <numeric>

#include "detail/cover_cells.hpp"

namespace tessera {
namespace {

constexpr std::size_t most_lanes = 8;

// Each 62-bit prime below 2^62 contributes more than 61 bits to the product of the moduli.
std::size_t cell_primes_for(double bits) {
  return std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil((bits + 1) / 61.0)));
}

}  // namespace

namespace detail {

std::vector<std::size_t> rebuild_cell_witness(
    const cell_plan& plan, const std::vector<std::vector<std::uint64_t>>& history,
    stop_signal* stop) {
  const std::size_t n = plan.cells;
  assert(history.size() == n + 1);
  auto reachable = [&](std::size_t step, std::uint64_t key) {
    return std::binary_search(history[step].begin(), history[step].end(), key);
  };
  std::vector<std::size_t> out;
  std::uint64_t t = 0;  // the key after step i
  for (std::size_t i = n; i-- > 0;) {
    if (i % 1024 == 0 && stop != nullptr && stop->check()) return out;
    const std::uint64_t bit =
        plan.slot[i] == no_slot ? std::uint64_t{0} : std::uint64_t{1} << plan.slot[i];
    // The cell was covered already: the key before held its bit, which the step dropped.
    if (bit != 0 && (t & bit) == 0 && reachable(i, t | bit)) {
      t |= bit;
      continue;
    }
    // Else a placement anchored here: the key before is t without its mask, the cell's bit clear.
    bool found = false;
    for (std::size_t m = plan.begin[i]; m < plan.begin[i + 1] && !found; ++m) {
      const std::uint64_t mask = plan.masks[m];
      const std::uint64_t s = t & ~mask;
      if ((t & mask) != mask || (s & bit) != 0 || !reachable(i, s)) continue;
      found = true;
      t = s;
      out.push_back(plan.placement[m]);
    }
    assert(found);
  }
  assert(t == 0);
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace detail

result<cell_count_result> count_cell_tilings(const cell_cover_problem& problem,
                                             std::span<const cell_order> orders,
                                             const count_options& options) {
  const auto started = std::chrono::steady_clock::now();
  auto choice = choose_cell_order(problem, orders);
  if (!choice) return choice.error();
  cell_order identity;
  if (orders.empty()) {
    identity.resize(problem.cells());
    std::iota(identity.begin(), identity.end(), std::uint32_t{0});
  }
  const cell_order& order = orders.empty() ? identity : orders[choice.value().chosen.order];
  const detail::cell_plan plan = detail::make_cell_plan(problem, order);
  cell_count_result out;
  cell_count_stats& stats = out.stats;
  stats.order = choice.value().chosen;
  stats.candidates = choice.value().candidates.size();
  stats.placements = problem.placements();
  stats.refuted = plan.refuted;
  auto finish = [&]() -> result<cell_count_result> {
    stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return std::move(out);
  };
  detail::stop_signal stop(options);
  auto stopped = [&]() -> result<cell_count_result> {
    out.count = big_integer();
    out.witness.reset();
    out.witness_skipped = false;
    out.stopped = true;
    return finish();
  };
  if (plan.cells == 0) {
    out.count = big_integer(options.modulus && *options.modulus == 1 ? 0 : 1);
    if (options.want_witness) out.witness.emplace();
    return finish();
  }
  if (!plan.refuted.empty()) return finish();

  std::vector<std::vector<std::uint64_t>> history;
  // The first pass keeps the keys of every step for the witness (they do not depend on the lanes).
  detail::cell_pass_context context{
      &plan, &options, 0, 1, &stats, options.want_witness ? &history : nullptr, &stop};
  auto next_pass = [&] {
    ++stats.passes;
    ++context.pass;
    context.history = nullptr;
  };
  if (options.modulus) {
    const std::uint64_t modulus[] = {*options.modulus};
    stats.primes = 1;
    auto lanes = detail::run_cell_modular_pass(context, modulus);
    if (!lanes) return lanes.error();
    if (stop.stopped()) return stopped();
    next_pass();
    out.count = big_integer::from_u64(lanes.value()[0]);
  } else {
    double bits = 0;
    // Exact limbs that grow with the counts, from one (run_cell_growing_pass): no pass is wasted
    // on a guess, and no count pays for more limbs than the sum of the counts so far needs. The
    // a-priori bound (a tiling is a sequence of at most cells / min_size choices among at most
    // max_choices placements at the first uncovered cell) is loose: 476 bits for the lozenges of
    // the hexagon 10,10,10, which have 113. Only when 8 limbs would not do, a floating pass bounds
    // the count rounded upward, and its width of limbs, or enough primes, count it.
    std::optional<big_integer> count;
    std::size_t width = 1;
    context.passes = 1;
    auto grown = detail::run_cell_growing_pass(context, width);
    if (!grown) return grown.error();
    if (stop.stopped()) return stopped();
    next_pass();
    if (width != 0 && !stats.overflowed) {
      stats.limbs = width;
      count = big_integer::from_limbs(std::move(grown).value());
    } else {
      // Start again: the floating pass keeps the keys for the witness.
      history.clear();
      context.history = options.want_witness ? &history : nullptr;
      context.passes = 3;
      auto exponent = detail::run_cell_bound_pass(context);
      if (!exponent) return exponent.error();
      if (stop.stopped()) return stopped();
      next_pass();
      stats.estimated = true;
      bits = static_cast<double>(exponent.value());
      width = static_cast<std::size_t>(std::floor(bits / 64)) + 1;
      if (exponent.value() == 0) {
        count = big_integer();
      } else if (width <= most_lanes) {
        auto lanes = detail::run_cell_exact_pass(context, width);
        if (!lanes) return lanes.error();
        if (stop.stopped()) return stopped();
        next_pass();
        stats.limbs = width;
        count = big_integer::from_limbs(std::move(lanes).value());
      }
    }
    if (!count) {
      // Beyond 512 bits: residues modulo enough 62-bit primes, at most 8 lanes a pass (CRT).
      const std::vector<std::uint64_t> moduli = detail::large_primes(cell_primes_for(bits));
      stats.primes = moduli.size();
      const std::size_t passes = (moduli.size() + most_lanes - 1) / most_lanes;
      context.passes = context.pass + passes;
      std::vector<std::uint64_t> residues;
      for (std::size_t p = 0; p < passes; ++p) {
        const std::size_t begin = moduli.size() * p / passes,
                          end = moduli.size() * (p + 1) / passes;
        auto lanes =
            detail::run_cell_modular_pass(context, std::span(moduli).subspan(begin, end - begin));
        if (!lanes) return lanes.error();
        if (stop.stopped()) return stopped();
        next_pass();
        residues.insert(residues.end(), lanes.value().begin(), lanes.value().end());
      }
      count = big_integer::from_residues(residues, moduli);
    }
    out.count = std::move(*count);
  }
  if (options.want_witness) {
    if (history.size() != plan.cells + 1) {
      out.witness_skipped = true;  // too many states to keep
    } else if (std::binary_search(history.back().begin(), history.back().end(), std::uint64_t{0})) {
      out.witness = detail::rebuild_cell_witness(plan, history, &stop);
      if (stop.stopped()) return stopped();
    }
  }
  return finish();
}

}  // namespace tessera
