// run_command (tessera/request.hpp): `tessera SUB [options] [FILE]` as a library call, the same for
// the native CLI, the web core and Python. `tessera` alone runs the demo. Exit status: 0 answered,
// 2 bad usage or input, 3 stopped early by a user limit.
#include "commands.hpp"

#include <fmt/format.h>

#include "cli_common.hpp"
#include "tessera/request.hpp"
#include "tessera/version.hpp"

namespace tessera {

int run_command(std::span<const std::string> args, const command_io& run_io) {
  using namespace tessera::cli;
  const io_scope scope(run_io);
  const std::string version = std::string("tessera ") + TESSERA_VERSION_STRING;
  command_line app(
      "tessera",
      "tessera: exact, fast solvers for grid puzzles (tilings, the L-puzzle, piece fitting, five "
      "in a row)");
  app.set_version(version);
  int status = exit_ok;
  bool demo_ran = false;
  app.add_subcommand("demo", "run every subcommand on the bundled examples, with pictures")
      ->callback([&] {
        demo_ran = true;
        status = run_demo();
      });
  command_line* gen = app.add_subcommand("gen", "generate instances in the original input formats");
  gen->require_subcommand(1);
  register_lpuzzle(app, *gen, status);
  register_cover(app, *gen, status);
  register_omok(app, *gen, status);
  register_fill(app, *gen, status);
  // Every (sub)subcommand answers --version too.
  for (const auto& [word, sub] : app.subcommands()) {
    sub->set_version(version);
    for (const auto& [word2, sub2] : sub->subcommands()) sub2->set_version(version);
  }
  app.footer(
      "With no subcommand, tessera runs the demo on the bundled examples.\n"
      "Exit status: 0 answered, 2 bad usage or bad input, 3 stopped early by --limit/--timeout\n"
      "(the --check modes exit 1 when a claim is wrong).");
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
    if (examples_dir().empty()) {
      run_io.err("tessera: no bundled examples here for the demo; give a subcommand (--help)\n");
      return exit_bad_input;
    }
    return run_demo();
  }
  app.run();
  (void)demo_ran;
  return status;
}

}  // namespace tessera
