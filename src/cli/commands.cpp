// run_command (tessera/request.hpp): `tessera SUB [options] [FILE]` for the shared subcommands
// (lpuzzle, cover, omok, omok referee, fill, xc, validate, gen ...) as a library call, the same for
// the native CLI, the web core and Python. Exit status: 0 answered, 1 a --check claim is wrong, 2
// bad usage or input, 3 stopped early by a user limit.
#include "commands.hpp"

#include <fmt/format.h>

#include <string_view>

#include "cli_common.hpp"
#include "tessera/request.hpp"
#include "tessera/version.hpp"

namespace tessera {
namespace {

using register_fn = void (*)(commands::command_line&, commands::command_line&, int&);

// The leaf subcommands and what registers each (with its `gen` part, if it has one).
struct leaf {
  std::string_view word;
  register_fn add;
};
// One line per subcommand, so that adding one is a one-line change.
// clang-format off
constexpr leaf leaves[] = {{"lpuzzle", commands::register_lpuzzle},
                           {"cover", commands::register_cover},
                           {"omok", commands::register_omok},
                           {"fill", commands::register_fill},
                           {"xc", commands::register_xc},
                           {"pieces", commands::register_pieces},
                           {"validate", commands::register_setter},
                           {"design", commands::register_design}};
// clang-format on

// Every (sub)subcommand answers --version like the program itself.
void set_versions(commands::command_line& app, const std::string& version) {
  app.set_version(version);
  for (const auto& [word, sub] : app.subcommands()) {
    sub->set_version(version);
    for (const auto& [word2, sub2] : sub->subcommands()) sub2->set_version(version);
  }
}

}  // namespace

namespace commands {

// Only the named leaf when there is one (commands.hpp): a tiny solve no longer pays for building
// every other subcommand's tables (about half of its instructions and heap pages; issue 15: a 4x5
// cover starts in under a millisecond).
void build_commands(command_line& app, int& status, std::string_view only) {
  const std::string version = std::string("tessera ") + TESSERA_VERSION_STRING;
  for (const leaf& l : leaves) {
    if (l.word != only) continue;
    command_line unused_gen("tessera gen", "");  // a leaf's `gen` part is not reachable from here
    l.add(app, unused_gen, status);
    set_versions(app, version);
    return;
  }
  command_line* gen = app.add_subcommand("gen", "generate instances in the original input formats");
  gen->require_subcommand(1);
  for (const leaf& l : leaves) l.add(app, *gen, status);
  set_versions(app, version);
}

}  // namespace commands

std::vector<std::pair<std::string, std::string>> command_summaries() {
  const command_io quiet{[](std::string_view) {}, [](std::string_view) {}, {}, {}, false, 1, {}};
  const commands::io_scope scope(quiet);
  commands::command_line app("tessera", "");
  int status = 0;
  commands::build_commands(app, status);
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [word, sub] : app.subcommands()) out.emplace_back(word, sub->description());
  return out;
}

int run_command(std::span<const std::string> args, const command_io& run_io) {
  using namespace tessera::commands;
  const io_scope scope(run_io);
  command_line app(
      "tessera",
      "tessera: exact, fast solvers for grid puzzles (tilings, the L-puzzle, piece fitting, five "
      "in a row)");
  int status = exit_ok;
  commands::build_commands(app, status,
                           args.empty() ? std::string_view() : std::string_view(args[0]));
  app.footer(
      "Exit status: 0 answered, 2 bad usage or bad input, 3 stopped early by --limit/--timeout\n"
      "(the --check modes exit 1 when a claim is wrong).");
  // `tessera foo`: name the unknown subcommand and list those that exist.
  if (!args.empty() && !args[0].empty() && args[0][0] != '-' &&
      app.subcommand(args[0]) == nullptr) {
    std::string names;
    for (const auto& [word, sub] : app.subcommands()) names += (names.empty() ? "" : ", ") + word;
    run_io.err(fmt::format(
        "tessera: unknown subcommand '{}'\nsubcommands: {}\nRun with --help for more.\n", args[0],
        names));
    return exit_bad_input;
  }
  std::string message;
  switch (app.parse(args, message)) {
    case parse_status::help:
    case parse_status::version:
      run_io.out(message);
      return exit_ok;
    case parse_status::error:
      run_io.err(message);
      return exit_bad_input;
    case parse_status::run:
      break;
  }
  if (&app.chosen() == &app) {
    run_io.err("tessera: give a subcommand (tessera --help lists them)\n");
    return exit_bad_input;
  }
  app.run();
  return status;
}

}  // namespace tessera
