// run_command (tessera/request.hpp): `tessera SUB [options] [FILE]` for the shared subcommands
// (lpuzzle, cover, omok, omok referee, fill, gen lpuzzle, gen fill) as a library call, the same for
// the native CLI, the web core and Python. Exit status: 0 answered, 1 a --check claim is wrong, 2
// bad usage or input, 3 stopped early by a user limit.
#include "commands.hpp"

#include <fmt/format.h>

#include "cli_common.hpp"
#include "tessera/request.hpp"
#include "tessera/version.hpp"

namespace tessera {
namespace {

// Builds the tree of shared subcommands on `app`; `status` is set by the one that runs.
void build(commands::command_line& app, int& status) {
  using namespace tessera::commands;
  const std::string version = std::string("tessera ") + TESSERA_VERSION_STRING;
  app.set_version(version);
  command_line* gen = app.add_subcommand("gen", "generate instances in the original input formats");
  gen->require_subcommand(1);
  register_lpuzzle(app, *gen, status);
  register_cover(app, *gen, status);
  register_omok(app, *gen, status);
  register_fill(app, *gen, status);
  register_xc(app, *gen, status);
  // Every (sub)subcommand answers --version like the program itself.
  for (const auto& [word, sub] : app.subcommands()) {
    sub->set_version(version);
    for (const auto& [word2, sub2] : sub->subcommands()) sub2->set_version(version);
  }
}

}  // namespace

std::vector<std::pair<std::string, std::string>> command_summaries() {
  const command_io quiet{[](std::string_view) {}, [](std::string_view) {}, {}, {}, false, 1, {}};
  const commands::io_scope scope(quiet);
  commands::command_line app("tessera", "");
  int status = 0;
  build(app, status);
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
  build(app, status);
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
