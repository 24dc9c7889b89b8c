// The native seams for the library's subcommands (native_io.cpp), apart from commands.hpp so that
// native_io.cpp does not include CLI11: every file that does constructs CLI11's eight global
// validators at start-up, before main, in every run (issue 15: tiny problems start fast).
#pragma once

#include "tessera/request.hpp"

namespace tessera::cli {

// stdout/stderr, files, the terminal, the cores.
tessera::command_io native_io();
// SIGINT and SIGTERM set native_io()'s cancel flag instead of ending the process (the first one;
// a second ends it): for the subcommands whose searches poll it and report partial results.
void stop_on_signals();

}  // namespace tessera::cli
