// Design, phase 1: the exact minimum hitting set behind `design hints` (tessera/design.hpp). The
// sets are the parts S \ S' of the target solution that each other solution S' lacks, over the
// target's placements (tens of elements), so an exact search is cheap: iterative deepening on the
// size k, each size a depth-first branch and bound whose bound is a greedy packing of pairwise
// disjoint unhit sets (each needs its own element). The branching rule, "pick an unhit set, choose
// one of its elements, forbid the earlier ones in the later branches", visits each subset once; it
// is the classic exact algorithm for small hitting set / set cover instances (e.g. Moreno-Centeno
// and Karp 2013 solve their hitting sets exactly with an ILP solver; this is the combinatorial
// equivalent for tiny universes).
#include <algorithm>
#include <bit>
#include <cassert>
#include <chrono>
#include <cstdint>
#include <vector>

#include "tessera/design.hpp"

namespace tessera {
namespace design_internal {
namespace {

using word = std::uint64_t;

// Sets as rows of `words` 64-bit words, dominated and repeated rows removed.
struct set_table {
  std::size_t words = 0;
  std::vector<word> bits;  // row-major
  std::size_t rows() const { return words == 0 ? 0 : bits.size() / words; }
  const word* row(std::size_t i) const { return bits.data() + i * words; }
};

std::size_t popcount_of(const word* a, std::size_t n) {
  std::size_t total = 0;
  for (std::size_t i = 0; i < n; ++i) total += static_cast<std::size_t>(std::popcount(a[i]));
  return total;
}

bool subset_of(const word* a, const word* b, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    if ((a[i] & ~b[i]) != 0) return false;
  }
  return true;
}

bool meets(const word* a, const word* b, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    if ((a[i] & b[i]) != 0) return true;
  }
  return false;
}

// Sorted by size, then contents; a row that contains an earlier row is dropped (whatever hits the
// smaller set hits it). The dominance pass is quadratic, so it is skipped past 20000 distinct sets.
set_table reduce_sets(std::size_t elements, std::span<const std::vector<std::uint32_t>> sets) {
  set_table out;
  out.words = (elements + 63) / 64;
  std::vector<std::vector<word>> rows;
  rows.reserve(sets.size());
  for (const auto& s : sets) {
    std::vector<word> r(out.words, 0);
    for (const std::uint32_t e : s) r[e / 64] |= word{1} << (e % 64);
    rows.push_back(std::move(r));
  }
  auto by_size = [&](const std::vector<word>& a, const std::vector<word>& b) {
    const std::size_t sa = popcount_of(a.data(), a.size()), sb = popcount_of(b.data(), b.size());
    return sa != sb ? sa < sb : a < b;
  };
  std::sort(rows.begin(), rows.end(), by_size);
  rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  const bool dominance = rows.size() <= 20000;
  std::vector<std::size_t> kept;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    bool dominated = false;
    for (std::size_t j = 0; dominance && j < kept.size() && !dominated; ++j)
      dominated = subset_of(rows[kept[j]].data(), rows[i].data(), out.words);
    if (!dominated) kept.push_back(i);
  }
  for (const std::size_t i : kept) out.bits.insert(out.bits.end(), rows[i].begin(), rows[i].end());
  return out;
}

// One node of the depth-first search: the elements chosen and those forbidden on this branch.
struct frame {
  std::vector<word> chosen, forbidden;
  std::size_t size = 0;  // |chosen|
};

enum class outcome : unsigned char { found, none, stopped };

class deepening {
 public:
  deepening(const set_table& sets, double deadline_seconds, const std::atomic<bool>* cancel)
      : sets_(sets), cancel_(cancel), timed_(deadline_seconds > 0) {
    if (timed_) {
      deadline_ = std::chrono::steady_clock::now() +
                  std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                      std::chrono::duration<double>(deadline_seconds));
    }
  }

  // Looks for a hitting set of exactly k elements (at most k; the search grows k one at a time).
  outcome search(std::size_t k, std::vector<std::uint32_t>& chosen_out) {
    const std::size_t w = sets_.words;
    std::vector<frame> stack;
    stack.push_back(frame{std::vector<word>(w, 0), std::vector<word>(w, 0), 0});
    std::vector<word> allowed(w), packed(w);
    while (!stack.empty()) {
      frame f = std::move(stack.back());
      stack.pop_back();
      if ((++nodes_ & 1023) == 0 && stop_now()) return outcome::stopped;
      // The unhit set with the fewest allowed elements, and the disjoint-packing bound.
      std::size_t best = sets_.rows(), best_allowed = 0, disjoint = 0;
      bool dead = false;
      std::fill(packed.begin(), packed.end(), 0);
      for (std::size_t i = 0; i < sets_.rows() && !dead; ++i) {
        const word* s = sets_.row(i);
        if (meets(s, f.chosen.data(), w)) continue;
        std::size_t n = 0;
        bool overlaps = false;
        for (std::size_t j = 0; j < w; ++j) {
          allowed[j] = s[j] & ~f.forbidden[j];
          n += static_cast<std::size_t>(std::popcount(allowed[j]));
          overlaps = overlaps || (allowed[j] & packed[j]) != 0;
        }
        if (n == 0) dead = true;  // every element that could hit it is forbidden here
        if (!overlaps) {
          ++disjoint;
          for (std::size_t j = 0; j < w; ++j) packed[j] |= allowed[j];
        }
        if (best == sets_.rows() || n < best_allowed) {
          best = i;
          best_allowed = n;
        }
      }
      if (dead) continue;
      if (best == sets_.rows()) {  // every set is hit
        chosen_out.clear();
        for (std::size_t j = 0; j < w; ++j) {
          for (word b = f.chosen[j]; b != 0; b &= b - 1)
            chosen_out.push_back(static_cast<std::uint32_t>(j * 64) +
                                 static_cast<std::uint32_t>(std::countr_zero(b)));
        }
        return outcome::found;
      }
      if (f.size + disjoint > k) continue;
      // Children in reverse, so that the first element's branch is searched first.
      std::vector<std::uint32_t> elements;
      const word* s = sets_.row(best);
      for (std::size_t j = 0; j < w; ++j) {
        for (word b = s[j] & ~f.forbidden[j]; b != 0; b &= b - 1)
          elements.push_back(static_cast<std::uint32_t>(j * 64) +
                             static_cast<std::uint32_t>(std::countr_zero(b)));
      }
      for (std::size_t i = elements.size(); i-- > 0;) {
        frame child{f.chosen, f.forbidden, f.size + 1};
        child.chosen[elements[i] / 64] |= word{1} << (elements[i] % 64);
        for (std::size_t e = 0; e < i; ++e)
          child.forbidden[elements[e] / 64] |= word{1} << (elements[e] % 64);
        stack.push_back(std::move(child));
      }
    }
    return outcome::none;
  }

  std::uint64_t nodes() const { return nodes_; }

  bool stop_now() const {
    if (cancel_ != nullptr && cancel_->load(std::memory_order_relaxed)) return true;
    return timed_ && std::chrono::steady_clock::now() >= deadline_;
  }

 private:
  const set_table& sets_;
  const std::atomic<bool>* cancel_;
  bool timed_;
  std::chrono::steady_clock::time_point deadline_;
  std::uint64_t nodes_ = 0;
};

}  // namespace
}  // namespace design_internal

hitting_set_result minimum_hitting_set(std::size_t elements,
                                       std::span<const std::vector<std::uint32_t>> sets,
                                       std::size_t lower_bound, double deadline_seconds,
                                       const std::atomic<bool>* cancel) {
  using namespace design_internal;
  hitting_set_result out;
  for ([[maybe_unused]] const auto& s : sets) {
    assert(!s.empty());
    for ([[maybe_unused]] const std::uint32_t e : s) assert(e < elements);
  }
  const set_table table = reduce_sets(elements, sets);
  deepening search(table, deadline_seconds, cancel);
  out.lower_bound = std::min(lower_bound, elements);
  for (std::size_t k = out.lower_bound; k <= elements; ++k) {
    const outcome o = search.search(k, out.chosen);
    out.nodes = search.nodes();
    if (o == outcome::stopped) return out;
    if (o == outcome::found) {
      out.found = out.optimal = true;
      out.lower_bound = out.chosen.size();
      return out;
    }
    out.lower_bound = k + 1;  // no set of k elements hits them all
    if (search.stop_now()) return out;
  }
  // Only reachable with an empty set among `sets`, which the contract excludes.
  return out;
}

}  // namespace tessera
