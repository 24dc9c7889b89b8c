// The CLI's own subcommands (native only: the demo, and those that need processes, sockets or a
// terminal) register on the CLI11 app; the shared ones (lpuzzle, cover, omok, fill, gen) are the
// library's (tessera/request.hpp) and main.cpp hands them their arguments. One line per native
// subcommand here and in main.cpp.
#pragma once

#include <CLI/CLI.hpp>
#include <initializer_list>
#include <string_view>

#include "native_io.hpp"  // native_io(), stop_on_signals()
#include "tessera/request.hpp"

namespace tessera::cli {

// `tessera demo` (demo.cpp): every subcommand on the bundled examples.
int run_demo();
// Prints "== title ==", then runs each command as "$ tessera COMMAND" shows it, from the examples'
// parent directory (the repository root). Returns the worst exit status.
int demo_commands(std::string_view title, std::initializer_list<std::string_view> commands);
int demo_lpuzzle();
int demo_cover();
int demo_omok();
int demo_fill();
void register_match(CLI::App& app, int& status);
int demo_match();
void register_brain(CLI::App& app, int& status);
void register_serve(CLI::App& app, int& status);  // serve.cpp: the static server for the web page
void register_judge(CLI::App& app, int& status);  // judge.cpp: `judge` and `package`

}  // namespace tessera::cli
