// What the judge's files share (tessera_judge only): one test run and judged, and the shrinking.
#pragma once

#include <chrono>
#include <string>

#include "judge_process.hpp"
#include "tessera/judge.hpp"

namespace tessera::judge::detail {

// The limits of one run from the options (defaults filled in).
run_limits limits_of(const options& o);

// Runs the program on `input` and judges its output against `expected`: test_result with the
// verdict (AC, WA, TLE, MLE, RE, OLE) and its detail. `error` is set instead when the program could
// not be started at all.
test_result judge_one(const options& o, const run_limits& limits, const std::string& name,
                      const std::string& input, const std::string& expected, std::string& error);

// Whether two failures are "the same way": the same verdict, and for RE the same signal or exit
// status (a crash does not shrink into an unrelated exit).
bool same_failure(const test_result& a, const test_result& b);

// Shrinks `failure` (a valid input that fails) with setter::shrinker until no single step keeps a
// valid input failing the same way, or the budget (options' shrink_runs and shrink_seconds, or a
// cancel) runs out. Candidates are tried `o.jobs` at a time; the first that fails, in the
// shrinker's order, is taken.
counterexample shrink(const options& o, const run_limits& limits, const test_result& failure);

}  // namespace tessera::judge::detail
