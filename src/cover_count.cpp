// count_tilings: plan, bound the count, run the modular passes, rebuild the exact value (CRT), and
// optionally walk back one tiling (see tessera/tiling_count.hpp).
#include <algorithm>
#include <chrono>
#include <cmath>

#include "detail/cover_plan.hpp"

namespace tessera {
namespace {

// Each 62-bit prime below 2^62 contributes more than 61 bits to the product of the moduli.
constexpr double bits_per_prime = 61.0;
constexpr std::size_t max_lanes = 8;

std::size_t primes_for_bits(double bits) {
  return std::max<std::size_t>(1, static_cast<std::size_t>(std::ceil((bits + 1) / bits_per_prime)));
}

}  // namespace

result<count_result> count_tilings(const board& b, std::span<const piece> pieces,
                                   orientation_set orient, const count_options& options) {
  if (b.wrapped()) return detail::count_wrapped_tilings(b, pieces, orient, options);
  const auto started = std::chrono::steady_clock::now();
  count_result out;
  auto plan_or = detail::make_cover_plan(b, pieces, orient);
  if (!plan_or) return plan_or.error();
  const detail::cover_plan& plan = plan_or.value();
  count_stats& stats = out.stats;
  stats.transposed = plan.transposed;
  stats.width = plan.cols;
  stats.profile_bits = plan.bits;
  stats.placements = plan.shapes.size();
  stats.refuted = plan.refuted;
  auto finish = [&]() -> result<count_result> {
    stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return std::move(out);
  };
  // A user stop (deadline or callback): nothing of the count is kept.
  detail::stop_signal stop(options);
  auto stopped = [&]() -> result<count_result> {
    out.count = big_integer();
    out.witness.reset();
    out.witness_skipped = false;
    out.stopped = true;
    return finish();
  };
  if (plan.free_cells == 0) {
    out.count = big_integer(options.modulus && *options.modulus == 1 ? 0 : 1);
    if (options.want_witness) out.witness.emplace();
    return finish();
  }
  if (!plan.refuted.empty()) return finish();

  std::vector<std::vector<std::uint64_t>> history;
  detail::pass_context context{&plan,  &options,
                               0,      1,
                               &stats, options.want_witness ? &history : nullptr,
                               &stop,  plan.mirror_rows != 0 && !options.want_witness};
  if (options.modulus) {
    const std::uint64_t modulus[] = {*options.modulus};
    stats.primes = 1;
    stats.passes = 1;
    auto lanes = detail::run_modular_pass(context, modulus);
    if (!lanes) return lanes.error();
    if (stop.stopped()) return stopped();
    out.count = big_integer::from_u64(lanes.value()[0]);
  } else {
    // A priori: each tiling is a sequence of at most free/min_size choices among max_choices
    // placements at the first uncovered cell, so count <= max_choices^(free/min_size), i.e. below
    // 2^(bits + 1).
    double bits = static_cast<double>(plan.free_cells / plan.min_size) *
                  std::log2(static_cast<double>(std::max<std::size_t>(plan.max_choices, 1)));
    if (bits + 1 > static_cast<double>(64 * max_lanes)) {
      // Loose or huge: bound the count by a floating pass rounded upward (count < 2^e).
      detail::pass_context bound_context = context;
      bound_context.history = nullptr;
      auto exponent = detail::run_bound_pass(bound_context);
      if (!exponent) return exponent.error();
      if (stop.stopped()) return stopped();
      stats.estimated = true;
      stats.passes = 1;
      if (exponent.value() == 0) return finish();  // no tiling
      bits = static_cast<double>(exponent.value());
      context.pass = 1;
    }
    const auto limbs = static_cast<std::size_t>(std::floor(bits / 64)) + 1;
    if (limbs <= max_lanes) {
      // Exact in a few 64-bit limbs: additions with carry, no CRT. The a-priori bound is loose (the
      // L-tromino grows by about 0.3 bits a cell, the bound says 0.67), so first try the limbs for
      // 60% of it; an overflow anywhere is detected (carry out of the top limb) and the pass rerun
      // with the rigorous width. Without an overflow every addition was exact, so the guess costs
      // nothing.
      // With the mirror split the pass holds counts of half boards, about the square root of the
      // whole: half the guess (the join's products are exact in twice the limbs, plus one).
      const double guess = context.mirror ? 0.3 : 0.6;
      std::size_t width =
          stats.estimated ? limbs : static_cast<std::size_t>(std::floor(guess * bits / 64)) + 1;
      context.passes = context.pass + 1;
      auto lanes = detail::run_exact_pass(context, width);
      if (!lanes) return lanes.error();
      if (stop.stopped()) return stopped();
      ++stats.passes;
      if (stats.overflowed && width < limbs) {
        width = limbs;
        history.clear();
        context.pass += 1;
        context.passes += 1;
        lanes = detail::run_exact_pass(context, width);
        if (!lanes) return lanes.error();
        if (stop.stopped()) return stopped();
        ++stats.passes;
      }
      stats.limbs = width;
      out.count = big_integer::from_limbs(std::move(lanes).value());
    } else {
      // Beyond 512 bits: residues modulo enough 62-bit primes, over passes of at most 8 lanes.
      const std::vector<std::uint64_t> moduli = detail::large_primes(primes_for_bits(bits));
      stats.primes = moduli.size();
      const std::size_t first_pass = context.pass;
      const std::size_t passes = (moduli.size() + max_lanes - 1) / max_lanes;
      context.passes = first_pass + passes;
      std::vector<std::uint64_t> residues;
      for (std::size_t p = 0; p < passes; ++p) {
        const std::size_t begin = moduli.size() * p / passes,
                          end = moduli.size() * (p + 1) / passes;
        context.pass = first_pass + p;
        if (p > 0) context.history = nullptr;
        auto lanes =
            detail::run_modular_pass(context, std::span(moduli).subspan(begin, end - begin));
        if (!lanes) return lanes.error();
        if (stop.stopped()) return stopped();
        residues.insert(residues.end(), lanes.value().begin(), lanes.value().end());
        ++stats.passes;
      }
      out.count = big_integer::from_residues(residues, moduli);
    }
  }
  if (options.want_witness) {
    const bool complete = history.size() == plan.cells() + 1;
    if (!complete) {
      // Empty: too many states to keep. Cut short: every partial cover died, there is no tiling.
      out.witness_skipped = history.empty();
    } else if (std::binary_search(history.back().begin(), history.back().end(), std::uint64_t{0})) {
      out.witness = detail::rebuild_witness(plan, history, &stop);
      if (stop.stopped()) return stopped();
    }
  }
  return finish();
}

}  // namespace tessera
