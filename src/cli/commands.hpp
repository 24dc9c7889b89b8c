// The subcommands: each registers itself on the app and sets `status` when it runs; each also has a
// demo run on its bundled examples. One line per subcommand here, in commands.cpp and in demo.cpp.
#pragma once

#include "option_parser.hpp"

namespace tessera::cli {

void register_lpuzzle(command_line& app, command_line& gen, int& status);
int demo_lpuzzle();
void register_cover(command_line& app, command_line& gen, int& status);
int demo_cover();
void register_omok(command_line& app, command_line& gen, int& status);
int demo_omok();
void register_fill(command_line& app, command_line& gen, int& status);
int demo_fill();
int run_demo();

}  // namespace tessera::cli
