// Shrinking a failure: greedy delta debugging over setter::shrinker's steps (coarse first). A pass
// walks the candidates in order, `jobs` at a time, and takes the first valid one that fails the
// same way; the walk then goes on from that position in the new input's candidates. A pass that
// takes nothing proves the input locally minimal: no single step keeps a valid, failing input.
#include <fmt/format.h>

#include <memory>
#include <thread>

#include "judge_internal.hpp"

namespace tessera::judge::detail {

counterexample shrink(const options& o, const run_limits& limits, const test_result& failure) {
  const auto start = std::chrono::steady_clock::now();
  counterexample best;
  best.verdict = failure.verdict;
  best.detail = failure.detail;
  best.input = failure.input;
  best.expected = failure.expected;
  best.output = failure.output;
  best.from = failure.test;
  auto out_of_budget = [&] {
    const double spent =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return best.runs >= o.shrink_runs || spent >= o.shrink_seconds ||
           (o.cancel != nullptr && o.cancel->load());
  };
  const unsigned jobs = std::max(1u, o.jobs);
  std::size_t position = 0;
  bool taken_this_pass = false;
  // Rebuilt only when the input changes (reading a large input's steps is not free).
  auto steps_of = [&] { return std::make_unique<setter::shrinker>(o.problem, best.input); };
  std::unique_ptr<setter::shrinker> owned = steps_of();
  for (;;) {
    const setter::shrinker& steps = *owned;
    if (position >= steps.size()) {
      if (!taken_this_pass) {
        best.minimal = true;
        break;
      }
      position = 0;  // a new pass over the smaller input, from its coarsest steps
      taken_this_pass = false;
      continue;
    }
    if (out_of_budget()) break;
    // The next batch of valid candidates (invalid ones cost no run).
    std::vector<std::pair<std::size_t, std::string>> batch;
    while (position < steps.size() && batch.size() < jobs) {
      std::string c = steps.candidate(position);
      // (A candidate equal to the input would be taken forever: the steps never make one, but the
      // loop must end whatever they do.)
      if (c != best.input && !setter::validate_input(o.problem, c))
        batch.emplace_back(position, std::move(c));
      ++position;
    }
    if (batch.empty()) continue;
    std::vector<test_result> results(batch.size());
    std::vector<bool> ok(batch.size(), true);
    auto try_one = [&](std::size_t k) {
      const result<std::string> expected = setter::reference_answer(o.problem, batch[k].second);
      if (!expected) {
        ok[k] = false;
        return;
      }
      std::string error;
      results[k] = judge_one(o, limits, failure.test, batch[k].second, expected.value(), error);
      ok[k] = error.empty();
    };
    std::vector<std::thread> threads;
    for (std::size_t k = 1; k < batch.size(); ++k) threads.emplace_back(try_one, k);
    try_one(0);
    for (std::thread& t : threads) t.join();
    best.runs += batch.size();
    for (std::size_t k = 0; k < batch.size(); ++k) {
      if (!ok[k] || !same_failure(results[k], failure)) continue;
      best.input = std::move(results[k].input);
      best.expected = std::move(results[k].expected);
      best.output = std::move(results[k].output);
      best.detail = results[k].detail;
      taken_this_pass = true;
      // Go on from the same place in the new input's steps (coarse steps of the new input before
      // it are tried again by the next pass).
      position = batch[k].first;
      owned = steps_of();
      break;
    }
  }
  best.size = setter::describe_input(o.problem, best.input);
  best.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return best;
}

}  // namespace tessera::judge::detail
