// The counting DP's passes: broken-profile transfer matrix, cell by cell (see
// tessera/tiling_count.hpp).
//
// One pass carries up to 8 counter lanes per state (one per modulus), so the state walk, the mask
// tests and the table look-ups are shared by all lanes; only the additions are per lane. The same
// loop runs with one rounded-up floating lane to bound the count when the a-priori bound is loose.
#include <fmt/format.h>

#include <array>
#include <cassert>
#include <cmath>

#include "detail/cover_dense.hpp"
#include "detail/cover_lanes.hpp"
#include "detail/cover_plan.hpp"
#include "detail/state_table.hpp"
#include "detail/step_crew.hpp"

namespace tessera::detail {
namespace {

template <class Lanes, class Table>
class pass_runner {
 public:
  using value = typename Lanes::value;
  using table = Table;

  pass_runner(const pass_context& context, const Lanes& lanes)
      : ctx_(context), plan_(*context.plan), lanes_(lanes) {}

  // The lanes of the count (all zero when there is no tiling).
  result<std::vector<value>> run() {
    const std::size_t n = plan_.cells(), w = plan_.cols, L = plan_.bits;
    const std::size_t key_bits = L - 1;
    const bool dense = table::dense();
    const unsigned threads = std::max(1u, ctx_.options->threads);
    step_crew crew(threads - 1);
    cur_.resize(threads);
    overflowed_.assign(threads, 0);
    next_.resize(threads);
    for (table& t : cur_) t.init(key_bits);
    for (table& t : next_) t.init(key_bits);
    if (ctx_.pass == 0) ctx_.stats->dense = dense;
    lanes_.set_one(cur_[0].find_or_add(0));
    const std::size_t bytes_per_state =
        sizeof(std::uint64_t) + Lanes::width * sizeof(value) + (dense ? 0 : 8);
    const std::size_t fixed_bytes = 2 * threads * cur_[0].index_bytes();
    // blocked_window: bit j = cell i + j is blocked or past the end.
    auto blocked = [&](std::size_t j) -> std::uint64_t {
      return j >= n || plan_.free[j] == 0 ? 1 : 0;
    };
    std::uint64_t window = 0;
    for (std::size_t j = 0; j < L; ++j) window |= blocked(j) << j;
    std::size_t row_peak = 0;
    if (ctx_.history != nullptr) record_history(0);
    const std::vector<value> stopped(Lanes::width, value{});
    for (std::size_t i = 0; i < n; ++i) {
      if (ctx_.stop != nullptr && ctx_.stop->check()) return stopped;
      const std::size_t c = i % w;
      step_input in{&plan_.masks[plan_.column_begin[c]],
                    plan_.column_begin[c + 1] - plan_.column_begin[c], window, plan_.free[i] == 0};
      std::size_t states = 0;
      for (const table& t : cur_) states += t.size();
      if (threads > 1 && states >= parallel_threshold) {
        std::vector<std::uint64_t> emitted(threads, 0);
        crew.run([&](unsigned t) { emitted[t] = step<true>(in, t, threads); });
        for (std::uint64_t e : emitted) ctx_.stats->transitions += e;
      } else {
        ctx_.stats->transitions += step<false>(in, 0, 1);
      }
      if (ctx_.stop != nullptr && ctx_.stop->stopped()) return stopped;  // cut short mid-step
      for (table& t : cur_) t.clear();
      std::swap(cur_, next_);
      std::size_t after = 0;
      for (const table& t : cur_) after += t.size();
      row_peak = std::max(row_peak, after);
      if (ctx_.pass == 0) ctx_.stats->peak_states = std::max(ctx_.stats->peak_states, after);
      if ((states + after) * bytes_per_state + fixed_bytes > ctx_.options->max_memory_bytes) {
        return input_error{
            0, 0,
            fmt::format("the board is too large for the counting DP: {} states at row {} need "
                        "more than the memory limit of {} MiB",
                        after, i / w + 1, ctx_.options->max_memory_bytes >> 20)};
      }
      if (ctx_.history != nullptr) record_history(i + 1);
      window = (window >> 1) | (blocked(i + L) << (L - 1));
      if (c + 1 == w) {
        if (ctx_.pass == 0) ctx_.stats->row_peak.push_back(row_peak);
        row_peak = 0;
        if (ctx_.options->on_progress) {
          ctx_.options->on_progress(
              count_progress{ctx_.pass, ctx_.passes, i / w + 1, plan_.rows, after});
        }
      }
      if (after == 0) break;  // no tiling: every partial cover died
    }
    for (unsigned char o : overflowed_) {
      if (o != 0) ctx_.stats->overflowed = true;
    }
    std::vector<value> out(Lanes::width, value{});
    for (table& t : cur_) {
      for (std::size_t e = 0; e < t.size(); ++e) {
        if (t.key(e) == 0) out.assign(t.values(e), t.values(e) + Lanes::width);
      }
    }
    return out;
  }

 private:
  static constexpr std::size_t parallel_threshold = 4096;

  struct step_input {
    const std::uint64_t* masks;
    std::size_t mask_count;
    std::uint64_t window;  // blocked cells from the current one on
    bool blocked;          // the current cell is blocked
  };

  // One cell for every current state; with Filter, only the targets this worker owns (a hash of the
  // target picks the owner, so no two workers ever touch the same key). Returns the updates made.
  template <bool Filter>
  std::uint64_t step(const step_input& in, unsigned worker, unsigned workers) {
    table& out = next_[worker];
    std::uint64_t updates = 0;
    unsigned carry = 0;
    auto emit = [&](std::uint64_t target, const value* v) {
      if constexpr (Filter) {
        if (((target * 0x9E3779B97F4A7C15ULL) >> 40) % workers != worker) return;
      }
      carry |= lanes_.add(out.find_or_add(target), v);
      ++updates;
    };
    for (const table& t : cur_) {
      const std::size_t size = t.size();
      for (std::size_t e = 0; e < size; ++e) {
        if (e % stop_signal::clock_period == stop_signal::clock_period - 1 &&
            ctx_.stop != nullptr && ctx_.stop->check_clock()) {
          return updates;
        }
        const std::uint64_t s = t.key(e);
        const value* v = t.values(e);
        if ((s & 1) != 0 || in.blocked) {
          emit(s >> 1, v);
          continue;
        }
        const std::uint64_t taken = s | in.window;
        for (std::size_t m = 0; m < in.mask_count; ++m) {
          const std::uint64_t mask = in.masks[m];
          if ((mask & taken) == 0) emit((s | mask) >> 1, v);
        }
      }
    }
    if (carry != 0) overflowed_[worker] = 1;
    return updates;
  }

  void record_history(std::size_t step_index) {
    std::vector<std::uint64_t> keys;
    for (const table& t : cur_) {
      for (std::size_t e = 0; e < t.size(); ++e) keys.push_back(t.key(e));
    }
    keep_step_keys(ctx_.history, ctx_.options->max_witness_states, std::move(keys), step_index);
  }

  pass_context ctx_;
  const cover_plan& plan_;
  Lanes lanes_;
  std::vector<table> cur_, next_;
  std::vector<unsigned char> overflowed_;  // per worker: some addition overflowed the lanes
};

// Dense slots when they are few enough: at most 2^24, within a quarter of the memory limit, and not
// much more than the work the board implies anyway (else clearing a huge array per pass dominates).
template <class Lanes>
result<std::vector<typename Lanes::value>> run_pass(const pass_context& context,
                                                    const Lanes& lanes) {
  using dense_table = state_table<typename Lanes::value, Lanes::width, true>;
  const std::size_t key_bits = context.plan->bits - 1;
  const unsigned threads = std::max(1u, context.options->threads);
  // The dense walk when its arrays fit half the memory limit (lazily zeroed pages: only what is
  // touched costs anything).
  if (key_bits <= 25) {
    const std::size_t states = std::size_t{1} << key_bits;
    if (2 * states * Lanes::width * sizeof(typename Lanes::value) <=
        context.options->max_memory_bytes / 2) {
      return dense_pass<Lanes>(context, lanes).run();
    }
  }
  // The indexed tables run every step (no mirror split: it joins dense arrays).
  pass_context all_steps = context;
  all_steps.mirror = false;
  bool dense = key_bits <= 24;
  if (dense) {
    const std::size_t slots = std::size_t{1} << key_bits;
    dense = 2 * threads * slots * sizeof(std::uint32_t) <= context.options->max_memory_bytes / 4 &&
            (slots <= (std::size_t{1} << 16) || slots <= 2048 * context.plan->cells());
  }
  if (dense) return pass_runner<Lanes, dense_table>(all_steps, lanes).run();
  return pass_runner<Lanes, state_table<typename Lanes::value, Lanes::width, false>>(all_steps,
                                                                                     lanes)
      .run();
}

template <std::size_t K>
result<std::vector<std::uint64_t>> run_with(const pass_context& context,
                                            std::span<const std::uint64_t> moduli) {
  mod_lanes<K> lanes;
  for (std::size_t k = 0; k < K; ++k) lanes.mod[k] = moduli[k];
  return run_pass(context, lanes);
}

}  // namespace

void keep_step_keys(std::vector<std::vector<std::uint64_t>>*& history, std::size_t max_states,
                    std::vector<std::uint64_t> keys, std::size_t step_index) {
  std::size_t total = keys.size();
  for (const auto& step : *history) total += step.size();
  if (total > max_states || history->size() != step_index) {
    history->clear();
    history->shrink_to_fit();
    history = nullptr;  // too many: no witness (the caller sees an empty history)
    return;
  }
  std::sort(keys.begin(), keys.end());
  history->push_back(std::move(keys));
}

result<std::vector<std::uint64_t>> run_modular_pass(const pass_context& context,
                                                    std::span<const std::uint64_t> moduli) {
  switch (moduli.size()) {
    case 1:
      return run_with<1>(context, moduli);
    case 2:
      return run_with<2>(context, moduli);
    case 3:
      return run_with<3>(context, moduli);
    case 4:
      return run_with<4>(context, moduli);
    case 5:
      return run_with<5>(context, moduli);
    case 6:
      return run_with<6>(context, moduli);
    case 7:
      return run_with<7>(context, moduli);
    case 8:
      return run_with<8>(context, moduli);
    default:
      break;
  }
  assert(false && "1 to 8 moduli per pass");
  return input_error{0, 0, "internal error: bad number of moduli"};
}

result<std::vector<std::uint64_t>> run_exact_pass(const pass_context& context, std::size_t limbs) {
  switch (limbs) {
    case 1:
      return run_pass(context, limb_lanes<1>{});
    case 2:
      return run_pass(context, limb_lanes<2>{});
    case 3:
      return run_pass(context, limb_lanes<3>{});
    case 4:
      return run_pass(context, limb_lanes<4>{});
    case 5:
      return run_pass(context, limb_lanes<5>{});
    case 6:
      return run_pass(context, limb_lanes<6>{});
    case 7:
      return run_pass(context, limb_lanes<7>{});
    case 8:
      return run_pass(context, limb_lanes<8>{});
    default:
      break;
  }
  assert(false && "1 to 8 limbs");
  return input_error{0, 0, "internal error: bad number of limbs"};
}

result<std::int64_t> run_bound_pass(const pass_context& context) {
  auto lanes = run_pass(context, bound_lane{});
  if (!lanes) return lanes.error();
  const xfloat x = lanes.value()[0];
  return x.m == 0 ? std::int64_t{0} : x.e;
}

}  // namespace tessera::detail
