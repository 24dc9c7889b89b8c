// tessera: exact, fast solvers for grid puzzles. `tessera SUB [options] [FILE]`; `tessera` alone
// runs the demo. Exit status: 0 answered, 2 bad usage or input, 3 stopped early by a user limit.
//
// A thin shell. The shared subcommands (lpuzzle, cover, omok, fill, gen) live in the library
// (tessera/request.hpp, src/cli/), the same code the WebAssembly core and Python run: their
// arguments go straight to tessera::run_command with the native seams (native_io.cpp). The CLI's
// own subcommands (the demo, and native-only ones) are parsed here with CLI11.
#include <fmt/format.h>

#include <string>
#include <string_view>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"
#include "tessera/version.hpp"

namespace {

// True when `tessera cover ARGS` runs the exact-cover search (which polls the cancel flag) rather
// than the counting DP (which does not, so a signal should end it as usual): any search flag, as in
// src/cli/cover_search.cpp's search_requested (--timeout alone bounds the DP too).
bool cover_searches(const std::vector<std::string>& args) {
  static constexpr std::string_view flags[] = {
      "--once",   "--find",  "--all",    "--count",      "--unique", "--up-to-symmetry",
      "--direct", "--limit", "--engine", "--checkpoint", "--resume"};
  for (const std::string& a : args) {
    for (const std::string_view f : flags) {
      if (a == f || (a.size() > f.size() && a.compare(0, f.size(), f) == 0 && a[f.size()] == '='))
        return true;
    }
  }
  return false;
}

// The shared subcommands' names as of this CLI, for a fast path: building the library's whole
// parser (command_summaries) costs about a third of a tiny solve's instructions (issue 15: a 4x5
// cover starts in under a millisecond). A name here goes straight to run_command, which builds that
// subcommand's parser alone; any other word takes the full path below, which asks the library for
// its list, so a subcommand added there works even before it is added here.
bool known_shared(const std::string& word) {
  static constexpr std::string_view names[] = {"gen",  "lpuzzle", "cover",   "omok",
                                               "fill", "xc",      "validate"};
  for (const std::string_view n : names)
    if (word == n) return true;
  return false;
}

int run_shared(const std::vector<std::string>& args) {
  using namespace tessera::cli;
  // The searches stop on SIGINT/SIGTERM, report partial results and write their checkpoint
  // (docs/long_runs.md); the other subcommands keep the default (the signal ends them).
  if (args[0] == "xc" || args[0] == "design" || (args[0] == "cover" && cover_searches(args)))
    stop_on_signals();
  return tessera::run_command(args, native_io());
}

}  // namespace

int main(int argc, char** argv) {
  using namespace tessera::cli;
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && known_shared(args[0])) return run_shared(args);
  const std::vector<std::pair<std::string, std::string>> shared = tessera::command_summaries();
  for (const auto& [name, summary] : shared) {
    if (!args.empty() && args[0] == name) return run_shared(args);
  }
  CLI::App app{
      "tessera: exact, fast solvers for grid puzzles (tilings, the L-puzzle, piece fitting, five "
      "in a row)",
      "tessera"};
  const std::string version = std::string("tessera ") + TESSERA_VERSION_STRING;
  app.set_version_flag("--version", version);
  app.require_subcommand(0, 1);
  int status = exit_ok;
  bool demo_ran = false;
  app.add_subcommand("demo", "run every subcommand on the bundled examples, with pictures")
      ->callback([&] {
        demo_ran = true;
        status = run_demo();
      });
  // The shared subcommands, listed for --help (their arguments never reach CLI11: see above).
  for (const auto& [name, summary] : shared) app.add_subcommand(name, summary);
  register_match(app, status);
  register_brain(app, status);
  register_serve(app, status);
  register_judge(app, status);
  // The CLI's own subcommands answer --version too (the shared ones do in the library).
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    sub->set_version_flag("--version", version);
  // `tessera foo`: CLI11 would only say the argument was not expected; name it and list what
  // exists.
  if (argc >= 2 && argv[1][0] != '-' && argv[1][0] != '\0') {
    std::string names;
    bool known = false;
    for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; })) {
      known = known || sub->get_name() == argv[1];
      names += (names.empty() ? "" : ", ") + sub->get_name();
    }
    if (!known) {
      fmt::print(stderr,
                 "tessera: unknown subcommand '{}'\nsubcommands: {}\nRun with --help for more.\n",
                 argv[1], names);
      return exit_bad_input;
    }
  }
  app.footer(
      "With no subcommand, tessera runs the demo on the bundled examples.\n"
      "Exit status: 0 answered, 2 bad usage or bad input, 3 stopped early by --limit/--timeout\n"
      "(the --check modes exit 1 when a claim is wrong).");
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return exit_bad_input;
  }
  if (app.get_subcommands().empty() && !demo_ran) status = run_demo();
  return status;
}
