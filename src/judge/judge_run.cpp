// `tessera judge`: the tests (generated, or a folder), run on `jobs` threads in test order, each
// judged against tessera's answer; then the first failure shrunk (judge_shrink.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <condition_variable>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

#include "judge_internal.hpp"
#include "tessera/judge.hpp"

namespace tessera::judge {
namespace detail {

run_limits limits_of(const options& o) {
  const setter::judge_limits d = setter::default_limits(o.problem);
  run_limits l;
  l.cpu_seconds = o.time_limit > 0 ? o.time_limit : d.time_seconds;
  l.wall_seconds = o.wall_limit > 0 ? o.wall_limit : 2 * l.cpu_seconds + 1;
  l.memory_bytes = (o.memory_mib > 0 ? o.memory_mib : d.memory_mib) << 20;
  l.output_bytes = o.output_mib << 20;
  l.stack_bytes = o.stack_mib << 20;
  return l;
}

test_result judge_one(const options& o, const run_limits& limits, const std::string& name,
                      const std::string& input, const std::string& expected, std::string& error) {
  test_result t;
  t.test = name;
  t.input = input;
  t.expected = expected;
  run_result r = run_program(o.command, input, limits);
  if (r.end == run_end::start_failed) {
    error = r.error;
    t.verdict = "RE";
    t.detail = r.error;
    return t;
  }
  t.output = std::move(r.output);
  t.error = std::move(r.error);
  t.time = r.cpu_seconds;
  t.wall = r.wall_seconds;
  t.memory = r.memory_bytes;
  switch (r.end) {
    case run_end::output_limit:
      t.verdict = "OLE";
      t.detail = fmt::format("more than {} MiB of output", limits.output_bytes >> 20);
      return t;
    case run_end::cpu_limit:
      t.verdict = "TLE";
      t.detail = fmt::format("over {:g} s of CPU time", limits.cpu_seconds);
      return t;
    case run_end::wall_limit:
      t.verdict = "TLE";
      t.detail = fmt::format("over {:g} s of wall time", limits.wall_seconds);
      return t;
    case run_end::memory_limit:
      t.verdict = "MLE";
      t.detail = fmt::format("over {} MiB of memory", limits.memory_bytes >> 20);
      return t;
    default:
      break;
  }
  if (r.signal != 0) {
    t.verdict = "RE";
    t.detail = fmt::format("killed by {}", signal_name(r.signal));
    return t;
  }
  if (r.exit_status != 0) {
    t.verdict = "RE";
    t.detail = fmt::format("exit status {}", r.exit_status);
    return t;
  }
  const setter::comparison c = setter::compare_output(o.problem, expected, t.output);
  t.verdict = c.accepted ? "AC" : "WA";
  t.detail = c.reason;
  return t;
}

bool same_failure(const test_result& a, const test_result& b) {
  if (a.verdict != b.verdict) return false;
  return a.verdict != "RE" || a.detail == b.detail;
}

}  // namespace detail

namespace {

struct test_case {
  std::string name;
  std::string input;
  std::optional<std::string> answer;  // a folder's .ans; else tessera's, made when run
  setter::gen_options options;        // generated tests: made when run
  bool generated = false;
};

std::optional<std::string> read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The tests of a folder: every *.in, sorted by name, with its *.ans when there is one.
std::vector<test_case> folder_tests(const std::string& dir, std::string& error) {
  std::vector<test_case> tests;
  std::error_code ec;
  std::vector<std::filesystem::path> inputs;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec))
    if (entry.path().extension() == ".in") inputs.push_back(entry.path());
  if (ec) {
    error = fmt::format("cannot read the folder {}: {}", dir, ec.message());
    return {};
  }
  std::sort(inputs.begin(), inputs.end());
  if (inputs.empty()) error = fmt::format("no *.in file in {}", dir);
  for (const auto& path : inputs) {
    test_case t;
    t.name = path.stem().string();
    const std::optional<std::string> text = read_file(path);
    if (!text) {
      error = fmt::format("cannot read {}", path.string());
      return {};
    }
    t.input = *text;
    std::filesystem::path ans = path;
    ans.replace_extension(".ans");
    if (std::filesystem::exists(ans)) t.answer = read_file(ans);
    tests.push_back(std::move(t));
  }
  return tests;
}

}  // namespace

report run(const options& o) {
  report rep;
  rep.problem = o.problem;
  const auto start = std::chrono::steady_clock::now();
  if (o.command.empty()) {
    rep.error = "no program to judge (give it after --)";
    return rep;
  }
  std::vector<test_case> tests;
  if (!o.tests_dir.empty()) {
    tests = folder_tests(o.tests_dir, rep.error);
    if (!rep.error.empty()) return rep;
  } else {
    for (setter::test_spec& s : setter::test_plan(o.problem, o.seed, o.random_tests))
      tests.push_back({std::move(s.name), {}, std::nullopt, std::move(s.options), true});
  }
  rep.planned = tests.size();
  const detail::run_limits limits = detail::limits_of(o);

  // Workers take tests in order; results are kept by index and reported in order.
  std::vector<std::optional<test_result>> results(tests.size());
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t next = 0, done_in_order = 0, running = 0;
  bool failed = false, fatal = false;
  auto stopped = [&] {
    return fatal || (o.cancel != nullptr && o.cancel->load()) || (o.stop_at_first && failed);
  };
  auto worker = [&] {
    for (;;) {
      std::size_t i = 0;
      {
        std::lock_guard<std::mutex> lock(mutex);
        if (next >= tests.size() || stopped()) return;
        i = next++;
        ++running;
      }
      test_case& t = tests[i];
      std::string error;
      if (t.generated) {
        const result<std::string> made = setter::generate(o.problem, t.options);
        if (!made)
          error = fmt::format("test {}: {}", t.name, made.error().message);
        else
          t.input = made.value();
      }
      std::string expected;
      if (error.empty()) {
        if (t.answer) {
          expected = *t.answer;
        } else {
          const result<std::string> answer = setter::reference_answer(o.problem, t.input);
          if (!answer)
            error = fmt::format("test {}: {}", t.name, answer.error().message);
          else
            expected = answer.value();
        }
      }
      test_result r;
      if (error.empty()) r = detail::judge_one(o, limits, t.name, t.input, expected, error);
      std::lock_guard<std::mutex> lock(mutex);
      --running;
      if (!error.empty()) {
        if (rep.error.empty()) rep.error = error;
        fatal = true;
      } else {
        failed = failed || r.verdict != "AC";
        results[i] = std::move(r);
      }
      changed.notify_all();
    }
  };
  std::vector<std::thread> pool;
  const unsigned jobs = std::max(1u, o.jobs);
  for (unsigned j = 1; j < jobs; ++j) pool.emplace_back(worker);
  // The calling thread works too, and reports progress for the tests done in order.
  std::thread last(worker);
  {
    std::unique_lock<std::mutex> lock(mutex);
    for (;;) {
      while (done_in_order < results.size() && results[done_in_order]) {
        const test_result& r = *results[done_in_order];
        ++rep.counts[r.verdict];
        ++rep.tests;
        if (r.verdict != "AC") {
          if (rep.failures.empty()) rep.verdict = r.verdict;
          rep.failures.push_back(r);
        }
        ++done_in_order;
        if (o.on_progress) {
          lock.unlock();
          o.on_progress(rep.tests, rep.planned, rep.counts);
          lock.lock();
        }
      }
      if (done_in_order == results.size() || (stopped() && running == 0)) break;
      changed.wait_for(lock, std::chrono::milliseconds(50));
    }
  }
  last.join();
  for (std::thread& t : pool) t.join();
  rep.stopped = rep.tests < rep.planned;
  if (!rep.error.empty()) return rep;
  if (!rep.failures.empty() && o.shrink && !(o.cancel != nullptr && o.cancel->load())) {
    // Shrink the failure with the smallest input of the first failing verdict: the fastest start.
    const test_result* pick = nullptr;
    for (const test_result& f : rep.failures)
      if (f.verdict == rep.verdict && (pick == nullptr || f.input.size() < pick->input.size()))
        pick = &f;
    if (!setter::validate_input(o.problem, pick->input))
      rep.shrunk = detail::shrink(o, limits, *pick);
  }
  rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return rep;
}

}  // namespace tessera::judge
