// `tessera judge PROBLEM [options] -- COMMAND [ARGS...]` and `tessera package PROBLEM DIR`: the
// setter's kit's native parts (processes and files). Thin: parse the flags, call the library
// (tessera/judge.hpp, tessera/setter.hpp), print, write the files.
#include "tessera/judge.hpp"

#include <fmt/format.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "cli_common.hpp"
#include "commands.hpp"
#include "tessera/setter.hpp"

namespace tessera::cli {
namespace {

std::atomic<bool> stop_judge{false};
extern "C" void on_judge_interrupt(int) { stop_judge = true; }

struct judge_cli {
  std::string problem;
  std::vector<std::string> command;
  judge::options options;
  std::string format = "text";
  bool no_shrink = false;
};

struct package_cli {
  std::string problem;
  std::string dir;
  std::size_t tests = 20;
  std::uint64_t seed = 1;
  std::string tessera;
};

std::optional<setter::problem> problem_named(const std::string& name, const char* sub) {
  const std::optional<setter::problem> p = setter::problem_from_name(name);
  if (!p)
    fmt::print(stderr, "tessera {}: unknown problem '{}' (lpuzzle, boardcover, omok, fill)\n", sub,
               name);
  return p;
}

int run_judge(judge_cli& c) {
  const std::optional<setter::problem> p = problem_named(c.problem, "judge");
  if (!p) return exit_bad_input;
  if (c.command.empty()) {
    fmt::print(stderr,
               "tessera judge: give the program to judge after --: tessera judge {} -- "
               "./solution\n",
               c.problem);
    return exit_bad_input;
  }
  judge::options& o = c.options;
  o.problem = *p;
  o.command = c.command;
  o.shrink = !c.no_shrink;
  o.cancel = &stop_judge;
  const bool terminal = ::isatty(2) != 0;
  if (terminal) {
    o.on_progress = [](std::size_t done, std::size_t total,
                       const std::map<std::string, std::size_t>& counts) {
      std::string line;
      for (const auto& [verdict, n] : counts) line += fmt::format(" {} {}", n, verdict);
      fmt::print(stderr, "\r\033[K[{}/{}]{}", done, total, line);
    };
  }
  ::signal(SIGINT, on_judge_interrupt);
  ::signal(SIGTERM, on_judge_interrupt);
  const judge::report r = judge::run(o);
  ::signal(SIGINT, SIG_DFL);
  ::signal(SIGTERM, SIG_DFL);
  if (terminal) fmt::print(stderr, "\r\033[K");
  if (!r.error.empty()) {
    fmt::print(stderr, "tessera judge: {}\n", r.error);
    if (c.format == "json") emit(judge::report_json(r));
    return exit_bad_input;
  }
  emit(c.format == "json" ? judge::report_json(r) : judge::report_text(r, o));
  if (stop_judge) return exit_stopped;
  return r.failures.empty() ? exit_ok : 1;
}

int run_package(const package_cli& c) {
  const std::optional<setter::problem> p = problem_named(c.problem, "package");
  if (!p) return exit_bad_input;
  // The validator and the reference solution run this tessera unless told otherwise.
  std::string tessera = c.tessera;
  if (tessera.empty()) {
    std::error_code ec;
    tessera = std::filesystem::canonical("/proc/self/exe", ec).string();
    if (ec) tessera = "tessera";
  }
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(c.dir) && !fs::is_empty(c.dir, ec)) {
    fmt::print(stderr, "tessera package: {} exists and is not empty\n", c.dir);
    return exit_bad_input;
  }
  const result<std::vector<setter::package_file>> files =
      setter::kattis_package(*p, c.seed, c.tests, tessera);
  if (!files) {
    fmt::print(stderr, "tessera package: {}\n", files.error().message);
    return exit_bad_input;
  }
  std::size_t tests = 0;
  for (const setter::package_file& f : files.value()) {
    const fs::path path = fs::path(c.dir) / f.path;
    fs::create_directories(path.parent_path(), ec);
    std::ofstream out(path, std::ios::binary);
    out << f.text;
    if (!out) {
      fmt::print(stderr, "tessera package: cannot write {}\n", path.string());
      return exit_bad_input;
    }
    out.close();
    if (f.executable)
      fs::permissions(path, fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                      fs::perm_options::add, ec);
    tests += f.path.starts_with("data/secret/") && f.path.ends_with(".in") ? 1 : 0;
  }
  emit(
      fmt::format("wrote {} files to {}: {} secret tests, the samples, a validator and a reference "
                  "solution running {}\n",
                  files.value().size(), c.dir, tests, tessera));
  return exit_ok;
}

}  // namespace

void register_judge(CLI::App& app, int& status) {
  auto c = std::make_shared<judge_cli>();
  CLI::App* sub = app.add_subcommand(
      "judge",
      "run a program on generated tests (or --tests DIR) under limits, judge it against tessera's "
      "answers, and shrink a failing input");
  sub->add_option("PROBLEM", c->problem, "lpuzzle, boardcover (or cover), omok or fill")
      ->required();
  sub->add_option("COMMAND", c->command, "the program and its arguments, after --");
  judge::options& o = c->options;
  sub->add_option("--tests", o.tests_dir,
                  "a folder of *.in tests (with *.ans answers, else tessera's)");
  sub->add_option("--random", o.random_tests, "random tests before one test of every other kind")
      ->capture_default_str();
  sub->add_option("--seed", o.seed, "seed of the generated tests")->capture_default_str();
  sub->add_option(
      "--time-limit", o.time_limit,
      "CPU seconds per test (default: the problem's, 1 s but boardcover 2 s, fill 10 s)");
  sub->add_option("--wall-limit", o.wall_limit, "wall seconds per test (default: 2 x time + 1)");
  sub->add_option("--memory-limit", o.memory_mib,
                  "MiB of resident memory of the process tree (default: the problem's)");
  sub->add_option("--output-limit", o.output_mib, "MiB of output")->capture_default_str();
  sub->add_option("--stack-limit", o.stack_mib, "MiB of stack (default: tessera's own, ulimit -s)");
  sub->add_option("--jobs", o.jobs, "tests run in parallel")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  sub->add_flag("--stop-at-first", o.stop_at_first, "start no test after the first failure");
  sub->add_flag("--no-shrink", c->no_shrink, "report failures without shrinking");
  sub->add_option("--shrink-time", o.shrink_seconds, "seconds the shrinking may take")
      ->capture_default_str();
  sub->add_option("--shrink-runs", o.shrink_runs, "program runs the shrinking may take")
      ->capture_default_str();
  sub->add_option("--format", c->format, "text or json (one object)")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  sub->footer(
      "The program reads the problem's input on stdin (fill: the JSON object tessera fill reads).\n"
      "Verdicts: AC, WA, TLE, MLE, RE (with the signal or exit status), OLE. The program runs in "
      "its\n"
      "own process group under a supervisor that kills every process it started at the end.\n"
      "Exit status: 0 all tests pass, 1 a test fails, 2 bad usage, 3 stopped by Ctrl-C.");
  sub->callback([c, &status] { status = run_judge(*c); });

  auto p = std::make_shared<package_cli>();
  CLI::App* pack = app.add_subcommand(
      "package", "write a problem package in the Kattis format (DOMjudge imports it zipped)");
  pack->add_option("PROBLEM", p->problem, "lpuzzle, boardcover (or cover), omok or fill")
      ->required();
  pack->add_option("DIR", p->dir, "the folder to write (new or empty)")->required();
  pack->add_option("--tests", p->tests,
                   "random tests in data/secret, before one of every other kind")
      ->capture_default_str();
  pack->add_option("--seed", p->seed, "seed of the generated tests")->capture_default_str();
  pack->add_option("--tessera", p->tessera,
                   "the tessera the validator and the reference solution run (default: this one)");
  pack->callback([p, &status] { status = run_package(*p); });
}

}  // namespace tessera::cli
