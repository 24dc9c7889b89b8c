// Private: how `solve_xc` takes solutions in order (src/xc_solve.cpp), shared with its run as
// checkpointed tasks (src/xc_long_run.cpp).
#pragma once

#include <cstdint>
#include <span>

#include "tessera/xc.hpp"

namespace tessera::detail {

// How many solutions the run needs to see: find 1, unique 2, a limit K its K and one more (to say
// whether more exist); 0 = all.
inline std::uint64_t xc_needed(const xc_options& o) {
  switch (o.mode) {
    case xc_mode::find:
      return 1;
    case xc_mode::unique:
      return 2;
    default:
      return o.limit == 0 ? 0 : o.limit + 1;
  }
}

// Takes solutions in order: counts them, keeps or streams those the mode wants, and says when to
// stop.
struct xc_collector {
  const xc_options& options;
  xc_result& result;
  std::uint64_t need;
  std::uint64_t seen = 0;
  std::uint64_t accepted = 0;

  bool keep() const { return options.mode != xc_mode::count; }
  // False when the run must stop.
  bool deliver(std::span<const std::uint32_t> s) {
    ++seen;
    if (options.mode == xc_mode::all || options.mode == xc_mode::count) {
      if (options.limit != 0 && seen > options.limit) {
        result.stopped = xc_stop::limit;  // a (limit+1)-th exists
        return false;
      }
    }
    ++accepted;
    if (options.mode == xc_mode::all && options.on_solution) {
      if (!options.on_solution(s)) return false;
    } else if (keep()) {
      result.solutions.emplace_back(s.begin(), s.end());
    }
    return need == 0 || seen < need;
  }
  // `n` solutions not kept (count mode): one by one only when a limit may stop among them.
  bool deliver_count(std::uint64_t n) {
    if (need == 0) {
      seen += n;
      accepted += n;
      return true;
    }
    for (std::uint64_t k = 0; k < n; ++k) {
      if (!deliver({})) return false;
    }
    return true;
  }
};

// Runs the search as the tasks of options.split through the shared task driver
// (src/detail/checkpoint_driver.hpp): checkpoints, resume, another executor. Fills c.result.
void run_xc_tasks(const exact_cover_problem& problem, bool bitset, xc_collector& c,
                  const search_control& control, unsigned threads);

}  // namespace tessera::detail
