// The counting DP over any cells: its passes (tessera/cell_tiling_count.hpp). Narrow profiles walk
// flat arrays (detail/cover_cells_dense.hpp); wider ones keep the present keys in insertion-ordered
// tables with an index (detail/state_table.hpp), split between threads by a hash of the target as
// in the square's indexed pass.
#include <fmt/format.h>

#include <algorithm>
#include <cassert>

#include "detail/cover_cells.hpp"
#include "detail/cover_cells_dense.hpp"
#include "detail/cover_lanes.hpp"
#include "detail/state_table.hpp"
#include "detail/step_crew.hpp"

namespace tessera::detail {
namespace {

template <class Lanes, class Table>
class cell_table_pass {
 public:
  using value = typename Lanes::value;

  cell_table_pass(const cell_pass_context& context, const Lanes& lanes)
      : ctx_(context), plan_(*context.plan), lanes_(lanes) {}

  // As cell_dense_pass::run: from the start or from `resume`; with `handover` (exact lanes),
  // stops before a step whose counts could pass the limbs, its states handed there.
  result<std::vector<value>> run(cell_handover* resume = nullptr,
                                 cell_handover* handover = nullptr) {
    constexpr std::size_t limbs = limbs_of<Lanes>;
    const std::size_t n = plan_.cells;
    const unsigned threads = std::max(1u, ctx_.options->threads);
    step_crew crew(threads - 1);
    cur_.resize(threads);
    next_.resize(threads);
    overflowed_.assign(threads, 0);
    overfull_.assign(threads, 0);
    for (Table& t : cur_) t.init(plan_.bits);
    for (Table& t : next_) t.init(plan_.bits);
    if (ctx_.pass == 0) ctx_.stats->dense = Table::dense();
    std::size_t start = 0;
    if constexpr (limbs > 0) {
      if (resume != nullptr) {
        start = resume->step;
        for (std::size_t k = 0; k < resume->keys.size(); ++k) {
          std::copy_n(&resume->values[k * resume->width], resume->width,
                      cur_[0].find_or_add(resume->keys[k]));
        }
        *resume = cell_handover{};
      }
    }
    if (start == 0) lanes_.set_one(cur_[0].find_or_add(0));
    const std::size_t bytes_per_state =
        sizeof(std::uint64_t) + Lanes::width * sizeof(value) + (Table::dense() ? 0 : 8);
    const std::size_t fixed_bytes = 2 * threads * cur_[0].index_bytes();
    // A single step may outgrow the limit (a wide sweep of a 3 x 40 strip by dominoes reaches 10^8
    // states at its 39th cell): each worker stops adding when its table alone would pass it.
    state_cap_ = ctx_.options->max_memory_bytes / bytes_per_state;
    if (ctx_.history != nullptr && start == 0) record_history(0);
    const std::vector<value> stopped(Lanes::width, value{});
    const std::size_t period = std::max<std::size_t>(1, plan_.bits);
    for (std::size_t i = start; i < n; ++i) {
      if (ctx_.stop != nullptr && ctx_.stop->check()) return stopped;
      if constexpr (limbs > 0) {
        if (handover != nullptr) {
          // The sum of the current counts, rounded up: one sequential read of the lanes.
          double units = 0;
          for (const Table& t : cur_) {
            for (std::size_t e = 0; e < t.size(); ++e) units += top_units<limbs>(t.values(e));
          }
          const double sum = std::ldexp(units, static_cast<int>(64 * (limbs - 1))) * (1 + 1e-9);
          if (!fits_limbs<limbs>(sum, plan_.begin[i + 1] - plan_.begin[i])) {
            handover->step = i;
            handover->width = limbs;
            handover->bound = sum;
            for (const Table& t : cur_) {
              for (std::size_t e = 0; e < t.size(); ++e) {
                handover->keys.push_back(t.key(e));
                handover->values.insert(handover->values.end(), t.values(e), t.values(e) + limbs);
              }
            }
            return std::vector<value>{};
          }
        }
      }
      const std::uint8_t slot = plan_.slot[i];
      const step_input in{&plan_.masks[plan_.begin[i]], plan_.begin[i + 1] - plan_.begin[i],
                          slot == no_slot ? std::uint64_t{0} : std::uint64_t{1} << slot};
      std::size_t states = 0;
      for (const Table& t : cur_) states += t.size();
      if (threads > 1 && states >= parallel_threshold) {
        std::vector<std::uint64_t> emitted(threads, 0);
        crew.run([&](unsigned t) { emitted[t] = step<true>(in, t, threads); });
        for (std::uint64_t e : emitted) ctx_.stats->transitions += e;
      } else {
        ctx_.stats->transitions += step<false>(in, 0, 1);
      }
      if (ctx_.stop != nullptr && ctx_.stop->stopped()) return stopped;  // cut short mid-step
      std::size_t after = 0;
      for (const Table& t : next_) after += t.size();
      const bool cut = std::find(overfull_.begin(), overfull_.end(), 1) != overfull_.end();
      if (cut ||
          (states + after) * bytes_per_state + fixed_bytes > ctx_.options->max_memory_bytes) {
        return input_error{
            0, 0,
            fmt::format("the cells are too many for the counting DP: {}{} states after cell {} of "
                        "{} need more than the memory limit of {} MiB",
                        cut ? "over " : "", after, i + 1, n, ctx_.options->max_memory_bytes >> 20)};
      }
      for (Table& t : cur_) t.clear();
      std::swap(cur_, next_);
      if (ctx_.pass == 0) {
        ctx_.stats->peak_states = std::max(ctx_.stats->peak_states, after);
        ctx_.stats->step_states.push_back(after);
      }
      if (ctx_.history != nullptr) record_history(i + 1);
      if (ctx_.options->on_progress && ((i + 1) % period == 0 || i + 1 == n)) {
        ctx_.options->on_progress(count_progress{ctx_.pass, ctx_.passes, i + 1, n, after});
      }
    }
    for (unsigned char o : overflowed_) {
      if (o != 0) ctx_.stats->overflowed = true;
    }
    std::vector<value> out(Lanes::width, value{});
    for (const Table& t : cur_) {
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
    std::uint64_t bit;  // the cell's key bit, or 0 when it is never open
  };

  // One step for every current key; with Filter, only the targets this worker owns (a hash of the
  // target picks the owner). Returns the updates made.
  template <bool Filter>
  std::uint64_t step(const step_input& in, unsigned worker, unsigned workers) {
    Table& out = next_[worker];
    std::uint64_t updates = 0;
    unsigned carry = 0;
    auto emit = [&](std::uint64_t target, const value* v) {
      if constexpr (Filter) {
        if (((target * 0x9E3779B97F4A7C15ULL) >> 40) % workers != worker) return;
      }
      carry |= lanes_.add(out.find_or_add(target), v);
      ++updates;
    };
    for (const Table& t : cur_) {
      const std::size_t size = t.size();
      for (std::size_t e = 0; e < size; ++e) {
        if (e % stop_signal::clock_period == stop_signal::clock_period - 1 &&
            ctx_.stop != nullptr && ctx_.stop->check_clock()) {
          return updates;
        }
        if (out.size() > state_cap_) [[unlikely]] {
          overfull_[worker] = 1;
          return updates;
        }
        const std::uint64_t s = t.key(e);
        const value* v = t.values(e);
        if ((s & in.bit) != 0) {
          emit(s ^ in.bit, v);
          continue;
        }
        for (std::size_t m = 0; m < in.mask_count; ++m) {
          if ((in.masks[m] & s) == 0) emit(s | in.masks[m], v);
        }
      }
    }
    if (carry != 0) overflowed_[worker] = 1;
    return updates;
  }

  void record_history(std::size_t step_index) {
    std::vector<std::uint64_t> keys;
    for (const Table& t : cur_) {
      for (std::size_t e = 0; e < t.size(); ++e) keys.push_back(t.key(e));
    }
    keep_cell_step_keys(ctx_, std::move(keys), step_index);
  }

  cell_pass_context ctx_;
  const cell_plan& plan_;
  Lanes lanes_;
  std::vector<Table> cur_, next_;
  std::vector<unsigned char> overflowed_;  // per worker: some addition overflowed the lanes
  std::vector<unsigned char> overfull_;    // per worker: its table passed the memory limit
  std::size_t state_cap_ = 0;              // states one table may hold within the limit
};

// The flat arrays when they fit half the memory limit (at most 2^26 keys); else the indexed
// tables, with a dense index of 4-byte entry numbers up to 2^24 keys, else hashed.
template <class Lanes>
result<std::vector<typename Lanes::value>> run_cell_pass(const cell_pass_context& context,
                                                         const Lanes& lanes,
                                                         cell_handover* resume = nullptr,
                                                         cell_handover* handover = nullptr) {
  using value = typename Lanes::value;
  const std::size_t bits = context.plan->bits;
  const unsigned threads = std::max(1u, context.options->threads);
  cell_tables tables = context.tables;
  if (tables == cell_tables::automatic) {
    if (bits <= 26 &&
        cell_dense_pass<Lanes>::bytes_for(bits) <= context.options->max_memory_bytes / 2) {
      tables = cell_tables::flat;
    } else if (bits <= 24 &&
               2 * threads * (std::size_t{4} << bits) <= context.options->max_memory_bytes / 4) {
      tables = cell_tables::indexed;
    } else {
      tables = cell_tables::hashed;
    }
  }
  switch (tables) {
    case cell_tables::flat:
      return cell_dense_pass<Lanes>(context, lanes).run(resume, handover);
    case cell_tables::indexed:
      return cell_table_pass<Lanes, state_table<value, Lanes::width, true>>(context, lanes)
          .run(resume, handover);
    default:
      return cell_table_pass<Lanes, state_table<value, Lanes::width, false>>(context, lanes)
          .run(resume, handover);
  }
}

// The growing exact pass from K limbs on (run_cell_growing_pass); at most 8 deep.
template <std::size_t K>
result<std::vector<std::uint64_t>> grow_from(const cell_pass_context& context,
                                             cell_handover* resume, std::size_t& limbs) {
  cell_handover next;
  auto lanes = run_cell_pass(context, limb_lanes<K>{}, resume, &next);
  if (!lanes || next.width == 0) {
    limbs = K;
    return lanes;
  }
  if constexpr (K < 8) {
    return grow_from<K + 1>(context, &next, limbs);
  } else {
    limbs = 0;
    return std::vector<std::uint64_t>{};
  }
}

template <std::size_t K>
result<std::vector<std::uint64_t>> run_cell_moduli(const cell_pass_context& context,
                                                   std::span<const std::uint64_t> moduli) {
  mod_lanes<K> lanes;
  for (std::size_t k = 0; k < K; ++k) lanes.mod[k] = moduli[k];
  return run_cell_pass(context, lanes);
}

}  // namespace

void keep_cell_step_keys(cell_pass_context& context, std::vector<std::uint64_t> keys,
                         std::size_t step_index) {
  std::vector<std::vector<std::uint64_t>>& history = *context.history;
  std::size_t total = keys.size();
  for (const auto& step : history) total += step.size();
  if (total > context.options->max_witness_states || history.size() != step_index) {
    history.clear();
    history.shrink_to_fit();
    context.history = nullptr;  // too many: no witness (the caller sees an empty history)
    return;
  }
  std::sort(keys.begin(), keys.end());
  history.push_back(std::move(keys));
}

result<std::vector<std::uint64_t>> run_cell_modular_pass(const cell_pass_context& context,
                                                         std::span<const std::uint64_t> moduli) {
  switch (moduli.size()) {
    case 1:
      return run_cell_moduli<1>(context, moduli);
    case 2:
      return run_cell_moduli<2>(context, moduli);
    case 3:
      return run_cell_moduli<3>(context, moduli);
    case 4:
      return run_cell_moduli<4>(context, moduli);
    case 5:
      return run_cell_moduli<5>(context, moduli);
    case 6:
      return run_cell_moduli<6>(context, moduli);
    case 7:
      return run_cell_moduli<7>(context, moduli);
    case 8:
      return run_cell_moduli<8>(context, moduli);
    default:
      break;
  }
  assert(false && "1 to 8 moduli per pass");
  return input_error{0, 0, "internal error: bad number of moduli"};
}

result<std::vector<std::uint64_t>> run_cell_exact_pass(const cell_pass_context& context,
                                                       std::size_t limbs) {
  switch (limbs) {
    case 1:
      return run_cell_pass(context, limb_lanes<1>{});
    case 2:
      return run_cell_pass(context, limb_lanes<2>{});
    case 3:
      return run_cell_pass(context, limb_lanes<3>{});
    case 4:
      return run_cell_pass(context, limb_lanes<4>{});
    case 5:
      return run_cell_pass(context, limb_lanes<5>{});
    case 6:
      return run_cell_pass(context, limb_lanes<6>{});
    case 7:
      return run_cell_pass(context, limb_lanes<7>{});
    case 8:
      return run_cell_pass(context, limb_lanes<8>{});
    default:
      break;
  }
  assert(false && "1 to 8 limbs");
  return input_error{0, 0, "internal error: bad number of limbs"};
}

result<std::vector<std::uint64_t>> run_cell_growing_pass(const cell_pass_context& context,
                                                         std::size_t& limbs) {
  switch (limbs) {
    case 1:
      return grow_from<1>(context, nullptr, limbs);
    case 2:
      return grow_from<2>(context, nullptr, limbs);
    case 3:
      return grow_from<3>(context, nullptr, limbs);
    case 4:
      return grow_from<4>(context, nullptr, limbs);
    case 5:
      return grow_from<5>(context, nullptr, limbs);
    case 6:
      return grow_from<6>(context, nullptr, limbs);
    case 7:
      return grow_from<7>(context, nullptr, limbs);
    case 8:
      return grow_from<8>(context, nullptr, limbs);
    default:
      break;
  }
  assert(false && "1 to 8 limbs");
  return input_error{0, 0, "internal error: bad number of limbs"};
}

result<std::int64_t> run_cell_bound_pass(const cell_pass_context& context) {
  auto lanes = run_cell_pass(context, bound_lane{});
  if (!lanes) return lanes.error();
  const xfloat x = lanes.value()[0];
  return x.m == 0 ? std::int64_t{0} : x.e;
}

}  // namespace tessera::detail
