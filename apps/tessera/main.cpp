// tessera: exact, fast solvers for grid puzzles. `tessera SUB [options] [FILE]`; `tessera` alone
// runs the demo. Exit status: 0 answered, 2 bad usage or input, 3 stopped early by a user limit.
#include <fmt/format.h>

#include "cli_common.hpp"
#include "commands.hpp"
#include "tessera/version.hpp"

namespace tessera::cli {
int run_demo();
}

int main(int argc, char** argv) {
  using namespace tessera::cli;
  CLI::App app{
      "tessera: exact, fast solvers for grid puzzles (tilings, the L-puzzle, piece fitting, five "
      "in a row)",
      "tessera"};
  app.set_version_flag("--version", std::string("tessera ") + TESSERA_VERSION_STRING);
  app.require_subcommand(0, 1);
  int status = exit_ok;
  bool demo_ran = false;
  app.add_subcommand("demo", "run every subcommand on the bundled examples, with pictures")
      ->callback([&] {
        demo_ran = true;
        status = run_demo();
      });
  CLI::App* gen = app.add_subcommand("gen", "generate instances in the original input formats");
  gen->require_subcommand(1);
  register_lpuzzle(app, *gen, status);
  register_cover(app, *gen, status);
  register_omok(app, *gen, status);
  register_fill(app, *gen, status);
  register_serve(app, status);
  // Set after the subcommands exist: CLI11 copies a footer into subcommands created after it.
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
