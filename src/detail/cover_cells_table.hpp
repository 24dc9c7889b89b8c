// Private: the indexed pass of the counting DP over any cells, for wide or sparse profiles: the
// present keys and their lanes in insertion-ordered tables (detail/state_table.hpp) with a dense
// index of 2^bits entry numbers or open addressing; several threads each walk every source and
// keep the targets of their hash class, as in the square's indexed pass (src/cover_dp.cpp).
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "detail/cover_cells.hpp"
#include "detail/cover_cells_dense.hpp"
#include "detail/state_table.hpp"
#include "detail/step_crew.hpp"

namespace tessera::detail {

template <class Lanes, class Table>
class cell_table_pass {
 public:
  using value = typename Lanes::value;

  cell_table_pass(const cell_pass_context& context, const Lanes& lanes)
      : ctx_(context), plan_(*context.plan), lanes_(lanes) {}

  // As cell_dense_pass::run: from the start or from links.resume; stops early as pass_links says,
  // its states handed to links.handover, returning no lanes.
  result<std::vector<value>> run(const pass_links& links = {}) {
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
    if constexpr (movable_lanes<Lanes>) {
      if (links.resume != nullptr) {
        cell_handover& from = *links.resume;
        start = from.step;
        for (std::size_t k = 0; k < from.keys.size(); ++k) {
          std::copy_n(&from.values[k * from.width], from.width, cur_[0].find_or_add(from.keys[k]));
        }
        from = cell_handover{};
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
      if constexpr (movable_lanes<Lanes>) {
        if (links.handover != nullptr && hand_over(links, i)) return std::vector<value>{};
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

  // Hands the states to links.handover before step i when the counts could pass the limbs or
  // the states fill enough of the keys (pass_links); says whether it did.
  bool hand_over(const pass_links& links, std::size_t i) {
    constexpr std::size_t limbs = limbs_of<Lanes>;
    cell_handover& to = *links.handover;
    std::size_t states = 0;
    for (const Table& t : cur_) states += t.size();
    bool grow = false;
    if constexpr (limbs > 0) {
      if (links.grow) {
        // The sum of the current counts, rounded up: one sequential read of the lanes.
        double units = 0;
        for (const Table& t : cur_) {
          for (std::size_t e = 0; e < t.size(); ++e) units += top_units<limbs>(t.values(e));
        }
        to.bound = std::ldexp(units, static_cast<int>(64 * (limbs - 1))) * (1 + 1e-9);
        grow = !fits_limbs<limbs>(to.bound, plan_.begin[i + 1] - plan_.begin[i]);
      }
    }
    const bool dense = links.densify && states * densify_ratio >= (std::size_t{1} << plan_.bits);
    if (!grow && !dense) return false;
    to.step = i;
    to.width = Lanes::width;
    to.grow = grow;
    to.flat = dense;
    for (const Table& t : cur_) {
      for (std::size_t e = 0; e < t.size(); ++e) {
        to.keys.push_back(t.key(e));
        to.values.insert(to.values.end(), t.values(e), t.values(e) + Lanes::width);
      }
    }
    return true;
  }

  void record_history(std::size_t step_index) {
    std::vector<std::uint64_t> keys;
    for (const Table& t : cur_) {
      for (std::size_t e = 0; e < t.size(); ++e) keys.push_back(t.key(e));
    }
    keep_step_keys(ctx_.history, ctx_.options->max_witness_states, std::move(keys), step_index);
  }

  cell_pass_context ctx_;
  const cell_plan& plan_;
  Lanes lanes_;
  std::vector<Table> cur_, next_;
  std::vector<unsigned char> overflowed_;  // per worker: some addition overflowed the lanes
  std::vector<unsigned char> overfull_;    // per worker: its table passed the memory limit
  std::size_t state_cap_ = 0;              // states one table may hold within the limit
};

}  // namespace tessera::detail
