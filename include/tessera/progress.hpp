// tessera/progress.hpp: what a long run says about itself while it runs, for every front end (the
// CLI's terminal line and `--progress json`, the web page's bar, Python's progress= callable), and
// the time-left estimate behind it. docs/progress.md explains the estimate and how far to trust it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tessera {

// One report of a run in progress (tessera/request.hpp's command_io::on_progress receives these).
struct progress_report {
  std::string_view command;  // "cover" or "xc"
  std::string_view phase;    // "search" (exact-cover search) or "count" (the counting DP)
  std::size_t case_number = 1;
  // Estimated fraction done, in [0, 1]: Knuth's estimate for a search (each subtree weighted by the
  // product of 1/branching above it), the share of DP steps done for a count.
  double fraction = 0;
  std::uint64_t nodes = 0;      // search tree nodes entered so far (0 for a count)
  std::uint64_t solutions = 0;  // solutions found so far (0 for a count)
  double elapsed = 0;           // seconds since the case started
  double seconds_left = -1;     // estimated seconds left; negative while not yet meaningful
  // The counting DP's own position (phase "count"): pass of passes, rows done, live states.
  std::size_t pass = 0, passes = 0, row = 0, rows = 0, states = 0;
  // The last report of the case (the run ended, completely or not): a terminal line is cleared.
  bool final = false;
};

// The terminal line for a report, without "\r" or newline: "tessera cover: case 1: 41.2% searched
// (Knuth's estimate), 12,345,678 nodes (3.1 M/s), 128 solutions, 4.0 s, about 6 s left".
std::string progress_line(const progress_report& report);

// The report as one JSON object on one line, ending in "\n" (`--progress json`): {"command",
// "phase", "case", "fraction", "nodes", "solutions", "elapsed", "nodes_per_second", "seconds_left"
// (null while unknown), the DP's "pass", "passes", "row", "rows", "states", and "final"}.
std::string progress_json(const progress_report& report);

// A command_io::on_progress that keeps one terminal line up to date through `write` (the CLI's
// stderr): each report rewrites the line in place ("\r", padded over a longer one), the final one
// clears it. Reports before `quiet_seconds` are not drawn, so a short run prints nothing.
std::function<void(const progress_report&)> terminal_progress(
    std::function<void(std::string_view)> write, double quiet_seconds = 1);

// The time left from a series of (time, fraction done) samples. Two extrapolations: the whole
// run's pace, elapsed * (1 - f) / f, and the recent pace, (1 - f) over the rise of f during the
// last `window` share of the elapsed time (at least `min_window` seconds back). Knuth's estimate
// moves unevenly (the last subtrees are often lighter or heavier than their weights say), so early
// on the whole run's pace is steadier and near the end the recent pace is closer to the truth: the
// two are mixed as (1 - f) * overall + f * recent. Nothing is said before the fraction reaches
// `min_fraction` or before `min_elapsed` has passed. Deterministic: the test feeds search nodes as
// the clock (docs/progress.md has the measured errors).
class time_left_estimator {
 public:
  struct settings {
    double window = 0.25;        // share of the elapsed time the pace is measured over
    double min_window = 0;       // ... and at least this much time back (seconds)
    double min_fraction = 1e-3;  // below this the fraction says nothing yet
    double min_elapsed = 0;      // nor before this much time has passed
  };
  time_left_estimator();
  explicit time_left_estimator(settings s);

  // Records a sample (times non-decreasing; a fraction that goes back is taken as is) and returns
  // the estimated time left, negative while unknown.
  double update(double time, double fraction);

 private:
  struct sample {
    double time, fraction;
  };
  settings settings_;
  std::vector<sample> samples_;  // thinned to at most ~2 * max_samples, oldest first
  static constexpr std::size_t max_samples = 256;
};

}  // namespace tessera
