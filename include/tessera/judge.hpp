// tessera/judge.hpp: `tessera judge` as a library call (the build's tessera_judge library, not
// installed; Linux only: the WebAssembly core has no processes). Runs a contestant's program on
// generated tests (or a folder of them) under real limits, compares its output with tessera's
// answer as the original judge does, and shrinks a failing input to a locally minimal one: no
// single step of setter::shrinker turns it into a valid input that still fails the same way.
//
// Example:
//   tessera::judge::options o;
//   o.problem = tessera::setter::problem::fill;
//   o.command = {"python3", "solution.py"};
//   tessera::judge::report r = tessera::judge::run(o);
//   // r.verdict == "WA", r.counterexample->input is the smallest failing input found
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "tessera/setter.hpp"

namespace tessera::judge {

struct options {
  setter::problem problem = setter::problem::lpuzzle;
  std::vector<std::string> command;  // the program and its arguments
  // Tests: a folder of *.in files (with *.ans answers where present), or, when empty, the
  // generated plan (setter::test_plan with `seed` and `random_tests`).
  std::string tests_dir;
  std::uint64_t seed = 1;
  std::size_t random_tests = 100;
  // Limits per test; 0 takes setter::default_limits (time) or the value noted.
  double time_limit = 0;        // CPU seconds of the program's process tree
  double wall_limit = 0;        // wall seconds (default: twice the time limit plus one second)
  std::size_t memory_mib = 0;   // resident memory of the process tree
  std::size_t output_mib = 8;   // standard output
  std::size_t stack_mib = 0;    // RLIMIT_STACK (0: the judge's own)
  unsigned jobs = 1;            // tests run in parallel
  bool stop_at_first = false;   // no new test after the first failure
  bool shrink = true;           // shrink the first failure
  double shrink_seconds = 120;  // ... for at most this long
  std::size_t shrink_runs = 5000;
  // Called after each test (from the calling thread), for a progress line.
  std::function<void(std::size_t done, std::size_t total,
                     const std::map<std::string, std::size_t>& counts)>
      on_progress;
  const std::atomic<bool>* cancel = nullptr;  // set to stop early (Ctrl-C)
};

// One test's outcome. Verdicts: AC, WA, TLE, MLE, RE, OLE.
struct test_result {
  std::string test;  // "random-12", or the file name without ".in"
  std::string verdict;
  std::string detail;  // WA: where outputs differ; RE: "SIGSEGV", "exit status 1"; TLE: which limit
  std::string input;
  std::string expected;
  std::string output;  // what the program printed (cut at the output limit)
  std::string error;   // the first bytes of its standard error
  double time = 0;     // CPU seconds
  double wall = 0;
  std::size_t memory = 0;  // bytes
};

struct counterexample {
  std::string verdict;
  std::string detail;
  std::string input, expected, output;
  std::string from;      // the test it was shrunk from
  std::string size;      // setter::describe_input of the shrunk input
  std::size_t runs = 0;  // program runs the shrinking took
  double seconds = 0;
  bool minimal = false;  // every single step was tried: none keeps the failure
};

struct report {
  setter::problem problem = setter::problem::lpuzzle;
  std::string verdict = "AC";  // the first failure's verdict in test order, AC when none
  std::size_t tests = 0;       // tests run
  std::size_t planned = 0;
  std::map<std::string, std::size_t> counts;
  std::vector<test_result> failures;  // in test order
  std::optional<counterexample> shrunk;
  bool stopped = false;  // cancelled, or stopped at the first failure before the end
  std::string error;     // not empty: the judge itself could not run (bad folder, no program)
  double seconds = 0;
};

// Runs the judge. Never throws for the program's behaviour; `error` says when the tests could not
// be made or the program could not be started at all. Cost: the program's runs, plus tessera's
// answers (linear or near-linear per test) and, when shrinking, at most shrink_runs more runs.
report run(const options& o);

// The report as one JSON object: {"problem", "verdict", "tests", "counts": {"AC": n, ...},
// "failures": [{"test", "verdict", "input", "expected", "output", "time", "memory"}, ...],
// "counterexample": {"verdict", "input", "expected", "output", ...}} (counterexample absent when
// all pass). Inputs longer than 1 MiB are cut in failures (the counterexample is never cut).
std::string report_json(const report& r);

// The report as text: a verdict line per failing test, a summary, and the counterexample with its
// expected and received outputs.
std::string report_text(const report& r, const options& o);

}  // namespace tessera::judge
