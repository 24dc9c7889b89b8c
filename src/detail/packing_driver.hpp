// Private: the parts of solve_packing shared by the single-threaded and the threaded drivers.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <string>
#include <vector>

#include "detail/packing_engine.hpp"

namespace tessera::detail {

// Takes solutions in their deterministic order and applies the mode's stopping rules: find stops at
// 1, unique at 2, a user limit K at K + 1 (so that "stopped by the limit" is said only when more
// exist).
class solution_collector {
 public:
  solution_collector(const packing_options& options, packing_result& result)
      : options_(options), result_(result) {}

  // Accepted solutions any one subtree needs to report at most (0: all).
  std::uint64_t cap() const {
    switch (options_.mode) {
      case packing_mode::find:
        return 1;
      case packing_mode::unique:
        return 2;
      default:
        return options_.limit == 0 ? 0 : options_.limit + 1;
    }
  }
  // Whether solutions must be materialised (else only counted).
  bool keeps_solutions() const { return options_.mode != packing_mode::count; }

  // Returns false when the search must stop.
  bool deliver(const packing_solution& solution) {
    if (!take(1)) return false;
    if (options_.on_solution) {
      if (!options_.on_solution(solution)) {
        result_.stopped = packing_stop::limit;
        return false;
      }
    } else {
      result_.solutions.push_back(solution);
    }
    return !finished();
  }
  bool deliver_count(std::uint64_t n) { return take(n) && !finished(); }

 private:
  bool take(std::uint64_t n) {
    if (options_.limit != 0 &&
        (options_.mode == packing_mode::all || options_.mode == packing_mode::count) &&
        result_.count + n > options_.limit) {
      result_.count = options_.limit;
      result_.stopped = packing_stop::limit;
      return false;
    }
    result_.count += n;
    return true;
  }
  bool finished() const {
    return (options_.mode == packing_mode::find && result_.count >= 1) ||
           (options_.mode == packing_mode::unique && result_.count >= 2);
  }

  const packing_options& options_;
  packing_result& result_;
};

// Turns an engine's solution (placements in the order placed) into the solutions it stands for, in
// sorted form: none when it is not the one kept of its orbit under the case's leftover symmetry;
// itself; or, when plain solutions are listed from a search up to symmetry (`orbit` holds the
// group's permutations), its whole orbit.
inline void accept(std::span<const std::uint32_t> placed, const packing_case& c,
                   const std::vector<std::vector<std::uint32_t>>& orbit, packing_solution& sorted,
                   std::vector<packing_solution>& out) {
  out.clear();
  sorted.assign(placed.begin(), placed.end());
  std::sort(sorted.begin(), sorted.end());
  if (!c.filter.empty() &&
      !is_least_image(sorted, c.filter, c.filter_within ? &c.allowed : nullptr)) {
    return;
  }
  if (orbit.empty()) {
    out.push_back(sorted);
  } else {
    orbit_of(sorted, orbit, out);
  }
}

// The number of plain solutions a solution found stands for when only counts are wanted: 0 when
// its case's filter drops it, else the size of its orbit under the group whose permutations are
// `orbit` (identity first), which by Lagrange's theorem is the group's size over the number of
// elements that carry the solution onto itself; so the images need not be listed and compared
// (orbit_of), only each one's sorted form compared with the solution. O(|group| n log n) for n
// placements.
inline std::uint64_t orbit_count(std::span<const std::uint32_t> placed, const packing_case& c,
                                 const std::vector<std::vector<std::uint32_t>>& orbit,
                                 packing_solution& sorted, packing_solution& image) {
  sorted.assign(placed.begin(), placed.end());
  std::sort(sorted.begin(), sorted.end());
  if (!c.filter.empty() &&
      !is_least_image(sorted, c.filter, c.filter_within ? &c.allowed : nullptr)) {
    return 0;
  }
  std::uint64_t fixed = 0;
  image.resize(sorted.size());
  for (const auto& perm : orbit) {
    for (std::size_t i = 0; i < sorted.size(); ++i) image[i] = perm[sorted[i]];
    std::sort(image.begin(), image.end());
    fixed += image == sorted ? 1 : 0;
  }
  assert(fixed != 0 && orbit.size() % fixed == 0);
  return orbit.size() / fixed;
}

// Runs every case as the tasks of a split (packing_parallel.cpp): on options.threads threads or
// options.executor, with checkpoints and resume; delivers in the sequential order. `problem` and
// `summary` name the problem in checkpoints (packing_identity).
void solve_tasks(const std::vector<packing_case>& cases,
                 std::vector<std::unique_ptr<packing_engine_base>>& engines,
                 const std::vector<std::vector<std::uint32_t>>& orbit,
                 solution_collector& collector, const packing_options& options,
                 const search_control& control, packing_result& result, const std::string& problem,
                 const std::string& summary);

}  // namespace tessera::detail
