// Private: the shared subcommands; each registers itself on the app and sets `status` when it runs.
// One line per subcommand here and in commands.cpp.
#pragma once

#include <string_view>

#include "option_parser.hpp"

namespace tessera::commands {

void register_lpuzzle(command_line& app, command_line& gen, int& status);
void register_cover(command_line& app, command_line& gen, int& status);
void register_omok(command_line& app, command_line& gen, int& status);
void register_fill(command_line& app, command_line& gen, int& status);
void register_xc(command_line& app, command_line& gen, int& status);
void register_pieces(command_line& app, command_line& gen, int& status);
void register_design(command_line& app, command_line& gen, int& status);  // design.cpp
// setter.cpp: `validate`, and every `gen` subcommand (lpuzzle, boardcover, cover, omok, fill).
void register_setter(command_line& app, command_line& gen, int& status);

// Builds the tree of shared subcommands on `app` (run_command's parser); `status` is set by the one
// that runs. When `only` names a leaf subcommand (lpuzzle, cover, omok, fill, xc), only that one is
// built, without its `gen` part: its parse, --help, --version and errors read as in the whole tree
// (none of them looks at a sibling; tests/request_parser_test.cpp compares them). Anything else
// builds the whole tree, in the order `tessera --help` lists it.
void build_commands(command_line& app, int& status, std::string_view only = {});

}  // namespace tessera::commands
