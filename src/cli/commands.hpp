// Private: the shared subcommands; each registers itself on the app and sets `status` when it runs.
// One line per subcommand here and in commands.cpp.
#pragma once

#include "option_parser.hpp"

namespace tessera::commands {

void register_lpuzzle(command_line& app, command_line& gen, int& status);
void register_cover(command_line& app, command_line& gen, int& status);
void register_omok(command_line& app, command_line& gen, int& status);
void register_fill(command_line& app, command_line& gen, int& status);
void register_xc(command_line& app, command_line& gen, int& status);

}  // namespace tessera::commands
