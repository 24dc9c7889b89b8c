// Private: the dense pass of the counting DP over any cells, for narrow profiles. As the square's
// dense pass (detail/cover_dense.hpp): every key has its lanes at a fixed place in a flat array of
// 2^bits, a bitmap says which keys are present, and each step walks the present keys in increasing
// order, clearing them behind, so the writes s ^ bit and s | mask move through memory almost in
// order. The arrays come from calloc: pages never reached cost nothing.
//
// The step at position i with key bit b (the cell's, when it can be open): a source s holding b
// (the cell is covered) moves to s without b; any other tries each placement anchored at i whose
// mask misses s, moving to s | mask (the mask may hold b again: a cell opening at i took it).
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <type_traits>
#include <vector>

#include "detail/cover_cells.hpp"
#include "detail/cover_dense.hpp"
#include "detail/cover_lanes.hpp"
#include "detail/step_crew.hpp"

namespace tessera::detail {

// The number of limbs of exact lanes (0 for residues and the floating bound: they never grow).
template <class Lanes>
inline constexpr std::size_t limbs_of = 0;
template <std::size_t K>
inline constexpr std::size_t limbs_of<limb_lanes<K>> = K;

// Counts of K limbs in units of 2^(64 (K-1)), rounded upward: the top limb, plus one for the rest.
template <std::size_t K>
double top_units(const std::uint64_t* v) {
  return static_cast<double>(v[K - 1]) + (K > 1 ? 1.0 : 0.0);
}

// Lanes of 64-bit words (limbs, residues) can be handed from one pass to another.
template <class Lanes>
inline constexpr bool movable_lanes = std::is_same_v<typename Lanes::value, std::uint64_t>;

// How a pass joins others (src/cover_cells_pass.cpp): it may start from the states `resume` holds,
// and with `handover` it stops before a step, handing its states there, when `grow` and its counts
// could pass its limbs, or when `densify` (a table pass) and its states fill 1/densify_ratio of the
// keys. Only movable lanes join.
struct pass_links {
  cell_handover* resume = nullptr;
  cell_handover* handover = nullptr;
  bool grow = false;
  bool densify = false;
};

// Measured on tetrominoes in 8 x 12 as cells (24 key bits, at most 38728 states: hashed 3x faster
// than flat, whose pages the sparse keys spread over) and the hexagon 10,10,10 (20 bits, up to
// 18% of the keys present: flat 3x faster than hashed). Handing over at 1/32 of the keys cost the
// hexagon 12,12,12 7% against flat arrays throughout (its early rows hashed); at 1/128 nothing.
inline constexpr std::size_t densify_ratio = 128;

// The growth test of run_cell_growing_pass: may a step with fan-out `fanout` run on sums below
// `bound` without passing K limbs?
template <std::size_t K>
bool fits_limbs(double bound, std::size_t fanout) {
  return 2 * bound * static_cast<double>(std::max<std::size_t>(1, fanout)) <
         std::ldexp(1.0, static_cast<int>(64 * K));
}

template <class Lanes>
class cell_dense_pass {
 public:
  using value = typename Lanes::value;
  static constexpr std::size_t width = Lanes::width;

  cell_dense_pass(const cell_pass_context& context, const Lanes& lanes)
      : ctx_(context), plan_(*context.plan), lanes_(lanes) {}

  // The bytes the two arrays and bitmaps take for `bits` key bits (at most 26), in 64 bits: on
  // wasm32 the product passes size_t.
  static std::uint64_t bytes_for(std::size_t bits) {
    const std::uint64_t states = std::uint64_t{1} << bits;
    return 2 * states * width * sizeof(value) + 2 * ((states + 63) / 64) * 8;
  }

  // Runs the pass from the start, or from links.resume; stops early as pass_links says, its
  // states handed to links.handover, returning no lanes.
  result<std::vector<value>> run(const pass_links& links = {}) {
    constexpr std::size_t limbs = limbs_of<Lanes>;
    const std::size_t n = plan_.cells;
    states_ = std::size_t{1} << plan_.bits;
    words_ = (states_ + 63) / 64;
    cur_ = zeroed_array<value>(states_ * width);
    next_ = zeroed_array<value>(states_ * width);
    cur_bits_ = zeroed_array<std::uint64_t>(words_);
    next_bits_ = zeroed_array<std::uint64_t>(words_);
    if (!cur_ || !next_ || !cur_bits_ || !next_bits_) {
      return input_error{0, 0, fmt::format("out of memory for {} DP states", states_)};
    }
    if (ctx_.pass == 0) ctx_.stats->dense = true;
    std::size_t start = 0, live = 1;
    double bound = 1;  // the sum of all counts is below this (exact lanes)
    if constexpr (movable_lanes<Lanes>) {
      if (links.resume != nullptr) {
        start = links.resume->step;
        bound = links.resume->bound;
        live = import(*links.resume);
      }
    }
    if (start == 0) {
      lanes_.set_one(&cur_[0]);
      cur_bits_[0] = 1;
      cur_words_.push_back(0);
      if (ctx_.history != nullptr) record_history(0);
    }
    const unsigned threads = std::max(1u, ctx_.options->threads);
    step_crew crew(threads > 1 ? 1 : 0);  // the walk splits in two at most
    const std::vector<value> stopped(width, value{});
    const std::size_t period = std::max<std::size_t>(1, plan_.bits);
    for (std::size_t i = start; i < n; ++i) {
      if (ctx_.stop != nullptr && ctx_.stop->check()) return stopped;
      const std::size_t fanout = plan_.begin[i + 1] - plan_.begin[i];
      if constexpr (limbs > 0) {
        if (links.handover != nullptr && links.grow && !fits_limbs<limbs>(bound, fanout)) {
          export_to(*links.handover, i, bound);
          links.handover->grow = true;
          return std::vector<value>{};
        }
      }
      if (live != 0) {
        const std::uint8_t slot = plan_.slot[i];
        step_input in{&plan_.masks[plan_.begin[i]], plan_.begin[i + 1] - plan_.begin[i],
                      slot == no_slot ? std::uint64_t{0} : std::uint64_t{1} << slot};
        const bool scan_all = cur_words_.size() * 16 > words_;
        if (!scan_all) std::sort(cur_words_.begin(), cur_words_.end());
        // Threads split the sources on a key bit this step leaves alone (the cell's bit and every
        // mask miss it): the two halves' targets differ in it, so no state or bitmap word is
        // written by both (the bit is at least 7: whole words).
        std::uint64_t touched = in.bit;
        for (std::size_t m = 0; m < in.mask_count; ++m) touched |= in.masks[m];
        const std::uint64_t spare = ~touched & (states_ - 1);
        const unsigned split_bit =
            spare == 0 ? 0 : static_cast<unsigned>(63 - __builtin_clzll(spare));
        const bool parallel = threads > 1 && live >= (1u << 12) && split_bit >= 7;
        walk_result mine, theirs;
        if (parallel) {
          crew.run([&](unsigned half) {
            (half == 0 ? mine : theirs) = walk(in, scan_all, split_bit, half);
          });
        } else {
          mine = walk(in, scan_all, 64, 0);
        }
        if (ctx_.stop != nullptr && ctx_.stop->stopped()) return stopped;  // cut short mid-step
        ctx_.stats->transitions += mine.updates + theirs.updates;
        carry_ |= mine.carry | theirs.carry;
        if constexpr (limbs > 0) {
          // The sources summed to `total` (rounded up); each reached at most `fanout` targets.
          bound = std::ldexp(mine.total + theirs.total, static_cast<int>(64 * (limbs - 1))) *
                  static_cast<double>(std::max<std::size_t>(1, fanout)) * (1 + 1e-9);
        }
        std::swap(cur_, next_);
        std::swap(cur_bits_, next_bits_);
        cur_words_.clear();
        cur_words_.insert(cur_words_.end(), mine.words.begin(), mine.words.end());
        cur_words_.insert(cur_words_.end(), theirs.words.begin(), theirs.words.end());
        live = 0;
        for (std::uint32_t word : cur_words_) {
          live += static_cast<std::size_t>(__builtin_popcountll(cur_bits_[word]));
        }
      }
      if (ctx_.history != nullptr) record_history(i + 1);
      if (ctx_.pass == 0) {
        ctx_.stats->peak_states = std::max(ctx_.stats->peak_states, live);
        ctx_.stats->step_states.push_back(live);
      }
      if (ctx_.options->on_progress && ((i + 1) % period == 0 || i + 1 == n)) {
        ctx_.options->on_progress(count_progress{ctx_.pass, ctx_.passes, i + 1, n, live});
      }
    }
    if (carry_ != 0) ctx_.stats->overflowed = true;
    if (live == 0) return std::vector<value>(width, value{});
    return std::vector<value>(cur_.get(), cur_.get() + width);
  }

 private:
  struct step_input {
    const std::uint64_t* masks;
    std::size_t mask_count;
    std::uint64_t bit;  // the cell's key bit, or 0 when it is never open
  };

  struct walk_result {
    std::uint64_t updates = 0;
    unsigned carry = 0;
    double total = 0;  // the sources' counts in units of 2^(64 (limbs - 1)), rounded up
    std::vector<std::uint32_t> words;  // target words that became non-empty
  };

  // Within a word of 64 keys, the keys holding key bit `bit` (< 64), for the word at `base`.
  static std::uint64_t holding(std::uint64_t bit, std::uint64_t base) {
    if (bit == 0) return 0;
    if (bit >= 64) return (base & bit) != 0 ? ~std::uint64_t{0} : 0;
    // Keys k in 0..63 with k & bit: a fixed pattern (bit 1: 0xAAAA..., bit 2: 0xCCCC..., ...).
    constexpr std::uint64_t patterns[] = {0xAAAAAAAAAAAAAAAAULL, 0xCCCCCCCCCCCCCCCCULL,
                                          0xF0F0F0F0F0F0F0F0ULL, 0xFF00FF00FF00FF00ULL,
                                          0xFFFF0000FFFF0000ULL, 0xFFFFFFFF00000000ULL};
    return patterns[__builtin_ctzll(bit)];
  }

  // Moves every present source whose `split_bit` equals `half` (all when split_bit is 64) one
  // step on, clearing it behind. One loop over locals (see detail/cover_dense.hpp: lambdas
  // capturing the counters by reference made the compiler reload them after every lane store).
  walk_result walk(const step_input& in, bool scan_all, unsigned split_bit, unsigned half) {
    walk_result out;
    const Lanes lanes = lanes_;
    value* __restrict const from = cur_.get();
    value* __restrict const to = next_.get();
    std::uint64_t* __restrict const from_bits = cur_bits_.get();
    std::uint64_t* __restrict const to_bits = next_bits_.get();
    const std::uint64_t* const masks = in.masks;
    const std::size_t mask_count = in.mask_count;
    const std::uint64_t bit = in.bit;
    const std::size_t word_count = scan_all ? words_ : cur_words_.size();
    unsigned carry = 0;
    std::uint64_t updates = 0;
    double total = 0;
    auto add_to = [&](std::uint64_t t, const value* v) {
      std::uint64_t& target_word = to_bits[t >> 6];
      if (target_word == 0) [[unlikely]] {
        out.words.push_back(static_cast<std::uint32_t>(t >> 6));
      }
      target_word |= std::uint64_t{1} << (t & 63);
      carry |= lanes.add(to + t * width, v);
      ++updates;
    };
    std::size_t visited = 0;
    for (std::size_t k = 0; k < word_count; ++k) {
      const std::size_t word = scan_all ? k : cur_words_[k];
      if (split_bit < 64 && (((word << 6) >> split_bit) & 1) != half) continue;
      const std::uint64_t bits = from_bits[word];
      if (bits == 0) continue;
      if (++visited % (stop_signal::clock_period / 64) == 0 && ctx_.stop != nullptr &&
          ctx_.stop->check_clock()) {
        break;
      }
      from_bits[word] = 0;
      const std::uint64_t base = word << 6;
      const std::uint64_t covered = holding(bit, base);
      for (std::uint64_t b = bits & covered; b != 0; b &= b - 1) {
        const std::uint64_t s = base | static_cast<std::uint64_t>(__builtin_ctzll(b));
        value* const v = from + s * width;
        if constexpr (limbs_of < Lanes >> 0) total += top_units<limbs_of<Lanes>>(v);
        add_to(s ^ bit, v);
        for (std::size_t j = 0; j < width; ++j) v[j] = value{};
      }
      for (std::uint64_t b = bits & ~covered; b != 0; b &= b - 1) {
        const std::uint64_t s = base | static_cast<std::uint64_t>(__builtin_ctzll(b));
        value* const v = from + s * width;
        if constexpr (limbs_of < Lanes >> 0) total += top_units<limbs_of<Lanes>>(v);
        for (std::size_t m = 0; m < mask_count; ++m) {
          if ((masks[m] & s) == 0) add_to(s | masks[m], v);
        }
        for (std::size_t j = 0; j < width; ++j) v[j] = value{};
      }
    }
    out.updates = updates;
    out.carry = carry;
    out.total = total;
    return out;
  }

  // Takes the states of another pass (limbs zero-extended when it had fewer); returns how many.
  std::size_t import(cell_handover& from) {
    for (std::size_t k = 0; k < from.keys.size(); ++k) {
      const std::uint64_t key = from.keys[k];
      std::uint64_t& word = cur_bits_[key >> 6];
      if (word == 0) cur_words_.push_back(static_cast<std::uint32_t>(key >> 6));
      word |= std::uint64_t{1} << (key & 63);
      std::copy_n(&from.values[k * from.width], from.width, &cur_[key * width]);
    }
    const std::size_t count = from.keys.size();
    from = cell_handover{};
    return count;
  }

  void export_to(cell_handover& to, std::size_t step, double bound) {
    to.step = step;
    to.width = width;
    to.flat = true;
    to.bound = bound;
    for (std::uint32_t word : cur_words_) {
      for (std::uint64_t bits = cur_bits_[word]; bits != 0; bits &= bits - 1) {
        const std::uint64_t key =
            (std::uint64_t{word} << 6) | static_cast<std::uint64_t>(__builtin_ctzll(bits));
        to.keys.push_back(key);
        to.values.insert(to.values.end(), &cur_[key * width], &cur_[key * width] + width);
      }
    }
  }

  void record_history(std::size_t step_index);

  cell_pass_context ctx_;
  const cell_plan& plan_;
  Lanes lanes_;
  std::size_t states_ = 0, words_ = 0;
  std::unique_ptr<value[], calloc_deleter> cur_, next_;
  std::unique_ptr<std::uint64_t[], calloc_deleter> cur_bits_, next_bits_;  // present keys
  std::vector<std::uint32_t> cur_words_;  // the non-empty words of cur_bits_
  unsigned carry_ = 0;                    // some addition overflowed the lanes
};

template <class Lanes>
void cell_dense_pass<Lanes>::record_history(std::size_t step_index) {
  std::vector<std::uint64_t> keys;
  for (std::uint32_t word : cur_words_) {
    for (std::uint64_t bits = cur_bits_[word]; bits != 0; bits &= bits - 1) {
      keys.push_back((std::uint64_t{word} << 6) |
                     static_cast<std::uint64_t>(__builtin_ctzll(bits)));
    }
  }
  keep_step_keys(ctx_.history, ctx_.options->max_witness_states, std::move(keys), step_index);
}

}  // namespace tessera::detail
