// tessera/judge.hpp: the judge against fake programs that misbehave one way each
// (tests/judge/fake_solution.cpp): every verdict, no process left behind, the tree's memory
// enforced, and the shrunk counterexample locally minimal. No timing assertion: limits are generous
// against the fakes' behaviour (sleeping forever, spinning forever, 100 MiB of output).
#include "tessera/judge.hpp"

#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "judge/judge_internal.hpp"
#include "tessera/setter.hpp"

namespace {

using tessera::judge::detail::run_end;
using tessera::judge::detail::run_limits;
using tessera::judge::detail::run_program;
using tessera::setter::problem;

const std::string fake = TESSERA_FAKE_SOLUTION;
const std::string cli = TESSERA_CLI;

run_limits small_limits() {
  run_limits l;
  l.cpu_seconds = 0.5;
  l.wall_seconds = 2;
  l.memory_bytes = std::size_t{64} << 20;
  l.output_bytes = std::size_t{1} << 20;
  return l;
}

// A scratch file name for a fake's pid.
std::string pid_file(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          ("tessera_judge_test_" + std::to_string(::getpid()) + "_" + name))
      .string();
}

// True when no process has this pid any more (not even a zombie).
bool gone(pid_t pid) { return ::kill(pid, 0) != 0 && errno == ESRCH; }

// The processes whose command line holds `marker` (a word passed to the fakes of one test only, so
// that tests running in parallel do not see each other's).
std::vector<pid_t> processes_with(const std::string& marker) {
  std::vector<pid_t> found;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    // getline, not an istreambuf_iterator: a process that ends while it is read makes the stream's
    // buffer throw, which the stream itself catches (badbit) and the iterator does not.
    std::ifstream in(entry.path() / "cmdline", std::ios::binary);
    std::string cmdline;
    std::getline(in, cmdline, '\n');
    if (cmdline.find(marker) != std::string::npos) found.push_back(std::stoi(name));
  }
  return found;
}

pid_t read_pid(const std::string& file) {
  std::ifstream in(file);
  int pid = 0;
  in >> pid;
  return pid;
}

TEST(JudgeProcess, SleeperIsStoppedByTheWallClock) {
  const auto r = run_program({fake, "sleep"}, "x\n", small_limits());
  EXPECT_EQ(r.end, run_end::wall_limit);
}

TEST(JudgeProcess, SpinnerIsStoppedByCpuTime) {
  const auto r = run_program({fake, "spin"}, "", small_limits());
  // Stopped for its CPU time, or by the wall clock when the machine is so loaded that it did not
  // get half a second of CPU in two seconds; never left running.
  EXPECT_TRUE(r.end == run_end::cpu_limit || r.end == run_end::wall_limit)
      << static_cast<int>(r.end);
}

TEST(JudgeProcess, AllocationPastTheLimitIsMle) {
  const auto r = run_program({fake, "alloc", "200"}, "", small_limits());
  EXPECT_EQ(r.end, run_end::memory_limit);
  EXPECT_GT(r.memory_bytes, std::size_t{64} << 20);
}

TEST(JudgeProcess, TheWholeTreesMemoryCounts) {
  // Four children of 24 MiB each: no process is over 64 MiB, the tree is.
  const auto r = run_program({fake, "fork-alloc", "4", "24"}, "", small_limits());
  EXPECT_EQ(r.end, run_end::memory_limit);
  // The same tree under a limit it fits: it runs until the wall clock ends it.
  run_limits roomy = small_limits();
  roomy.memory_bytes = std::size_t{256} << 20;
  roomy.wall_seconds = 1;
  EXPECT_EQ(run_program({fake, "fork-alloc", "4", "24"}, "", roomy).end, run_end::wall_limit);
}

TEST(JudgeProcess, SegfaultIsReportedWithItsSignal) {
  const auto r = run_program({fake, "segv"}, "", small_limits());
  EXPECT_EQ(r.end, run_end::exited);
  EXPECT_EQ(r.signal, SIGSEGV);
  EXPECT_EQ(tessera::judge::detail::signal_name(r.signal), "SIGSEGV");
}

TEST(JudgeProcess, ExitStatusIsKept) {
  const auto r = run_program({fake, "exit", "7"}, "", small_limits());
  EXPECT_EQ(r.end, run_end::exited);
  EXPECT_EQ(r.signal, 0);
  EXPECT_EQ(r.exit_status, 7);
}

TEST(JudgeProcess, TooMuchOutputIsOleAndCut) {
  const auto r = run_program({fake, "print", "100"}, "", small_limits());
  EXPECT_EQ(r.end, run_end::output_limit);
  EXPECT_EQ(r.output.size(), std::size_t{1} << 20);
}

TEST(JudgeProcess, AChildThatLeftTheGroupDoesNotOutliveTheRun) {
  const std::string file = pid_file("orphan");
  std::filesystem::remove(file);
  const auto r = run_program({fake, "orphan", file}, "", small_limits());
  EXPECT_EQ(r.end, run_end::exited);
  const pid_t child = read_pid(file);
  ASSERT_GT(child, 0) << "the fake's child did not start";
  EXPECT_TRUE(gone(child)) << "process " << child << " outlived the run";
  std::filesystem::remove(file);
}

TEST(JudgeProcess, AChildHoldingTheOutputDoesNotHangTheRun) {
  const std::string file = pid_file("holder");
  std::filesystem::remove(file);
  const auto r = run_program({fake, "holder", file}, "", small_limits());
  EXPECT_EQ(r.end, run_end::exited);  // ended when the program did, not at the wall limit
  const pid_t child = read_pid(file);
  ASSERT_GT(child, 0);
  EXPECT_TRUE(gone(child)) << "process " << child << " outlived the run";
  std::filesystem::remove(file);
}

TEST(JudgeProcess, LargeInputIsFedWhileOutputIsRead) {
  // 8 MiB in and out through cat: neither pipe may block the other.
  const std::string input(std::size_t{8} << 20, 'a');
  run_limits l = small_limits();
  l.output_bytes = std::size_t{16} << 20;
  l.cpu_seconds = 5;
  l.wall_seconds = 30;
  l.memory_bytes = std::size_t{256} << 20;
  const auto r = run_program({"cat"}, input, l);
  EXPECT_EQ(r.end, run_end::exited);
  EXPECT_EQ(r.output, input);
}

TEST(JudgeProcess, MissingProgramCannotStart) {
  const auto r = run_program({"/nonexistent/program"}, "", small_limits());
  EXPECT_EQ(r.end, run_end::start_failed);
  EXPECT_NE(r.error.find("cannot run"), std::string::npos);
}

tessera::judge::options judge_options(std::vector<std::string> command) {
  tessera::judge::options o;
  o.problem = problem::boardcover;
  o.command = std::move(command);
  o.random_tests = 4;
  o.time_limit = 0.5;
  o.wall_limit = 2;
  o.memory_mib = 64;
  o.output_mib = 1;
  o.jobs = 2;
  o.stop_at_first = true;
  o.shrink = false;
  return o;
}

// tessera itself as the contestant: under the sanitizers it is an instrumented binary whose
// allocator keeps a quarantine (256 MiB resident on the BOARDCOVER sample), hence the room.
tessera::judge::options reference_options() {
  tessera::judge::options o = judge_options({cli, "cover"});
  o.memory_mib = 2048;
  o.time_limit = 10;
  o.wall_limit = 30;
  return o;
}

TEST(Judge, ReferenceProgramIsAccepted) {
  tessera::judge::options o = reference_options();
  o.stop_at_first = false;
  const tessera::judge::report r = tessera::judge::run(o);
  EXPECT_TRUE(r.error.empty()) << r.error;
  EXPECT_EQ(r.verdict, "AC");
  EXPECT_EQ(r.tests, r.planned);
  EXPECT_EQ(r.counts.at("AC"), r.tests);
  EXPECT_FALSE(r.shrunk);
  EXPECT_EQ(tessera::judge::report_json(r).find("counterexample"), std::string::npos);
}

TEST(Judge, EachMisbehaviourGetsItsVerdict) {
  struct row {
    std::vector<std::string> args;
    std::string verdict, detail;
  };
  const row rows[] = {
      {{"sleep"}, "TLE", "wall time"},     {{"alloc", "200"}, "MLE", "memory"},
      {{"segv"}, "RE", "SIGSEGV"},         {{"exit", "3"}, "RE", "exit status 3"},
      {{"print", "100"}, "OLE", "output"},
  };
  const std::string marker = "judge-test-marker-" + std::to_string(::getpid());
  for (const row& w : rows) {
    std::vector<std::string> command{fake};
    command.insert(command.end(), w.args.begin(), w.args.end());
    command.push_back(marker);  // ignored by the fake
    const tessera::judge::report r = tessera::judge::run(judge_options(command));
    EXPECT_EQ(r.verdict, w.verdict) << w.args[0];
    ASSERT_FALSE(r.failures.empty()) << w.args[0];
    EXPECT_NE(r.failures[0].detail.find(w.detail), std::string::npos)
        << w.args[0] << ": " << r.failures[0].detail;
    EXPECT_TRUE(r.stopped) << "--stop-at-first";
    // No process left behind: nothing runs with this test's marker once the judge has returned.
    EXPECT_TRUE(processes_with(marker).empty()) << w.args[0];
  }
}

TEST(Judge, RareWrongAnswerShrinksToALocallyMinimalInput) {
  tessera::judge::options o = judge_options({fake, "boardcover-rare"});
  o.random_tests = 60;
  o.stop_at_first = false;
  o.shrink = true;
  const tessera::judge::report r = tessera::judge::run(o);
  ASSERT_EQ(r.verdict, "WA");
  ASSERT_TRUE(r.shrunk);
  const tessera::judge::counterexample& c = *r.shrunk;
  EXPECT_TRUE(c.minimal);
  EXPECT_FALSE(tessera::setter::validate_input(problem::boardcover, c.input));
  // Locally minimal, checked here on its own: every single step either makes an invalid input or
  // one the program answers right.
  const tessera::setter::shrinker steps(problem::boardcover, c.input);
  const run_limits limits = tessera::judge::detail::limits_of(o);
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string smaller = steps.candidate(i);
    if (tessera::setter::validate_input(problem::boardcover, smaller)) continue;
    const auto expected = tessera::setter::reference_answer(problem::boardcover, smaller);
    ASSERT_TRUE(expected);
    const auto run = run_program(o.command, smaller, limits);
    EXPECT_TRUE(
        tessera::setter::compare_output(problem::boardcover, expected.value(), run.output).accepted)
        << "a smaller input still fails:\n"
        << smaller;
  }
  // The bug needs a board of two rows with a tiling: the smallest is one column of two blocked
  // cells, whose one tiling is the empty one.
  EXPECT_EQ(c.input, "1\n2 1\n#\n#\n");
  EXPECT_EQ(c.expected, "1\n");
  EXPECT_EQ(c.output, "2\n");
}

TEST(Judge, TestsFromAFolderUseTheirAnswers) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("tessera_judge_folder_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "a.in") << "1\n2 3\n...\n...\n";
  std::ofstream(dir / "a.ans") << "2\n";
  std::ofstream(dir / "b.in") << "1\n1 3\n...\n";
  std::ofstream(dir / "b.ans") << "5\n";         // a wrong answer file: the judge trusts it
  std::ofstream(dir / "c.in") << "1\n1 1\n#\n";  // no .ans: tessera's answer (1)
  tessera::judge::options o = reference_options();
  o.tests_dir = dir.string();
  o.stop_at_first = false;
  const tessera::judge::report r = tessera::judge::run(o);
  EXPECT_EQ(r.tests, 3u);
  ASSERT_EQ(r.failures.size(), 1u);
  EXPECT_EQ(r.failures[0].test, "b");
  EXPECT_EQ(r.failures[0].verdict, "WA");
  std::filesystem::remove_all(dir);
}

TEST(Judge, BadFolderAndMissingProgramAreErrors) {
  tessera::judge::options o = judge_options({cli, "cover"});
  o.tests_dir = "/nonexistent/folder";
  EXPECT_FALSE(tessera::judge::run(o).error.empty());
  o.tests_dir.clear();
  o.command = {"/nonexistent/program"};
  const tessera::judge::report r = tessera::judge::run(o);
  EXPECT_NE(r.error.find("cannot run"), std::string::npos) << r.error;
}

}  // namespace
