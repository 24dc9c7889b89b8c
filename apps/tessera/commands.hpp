// The subcommands: each registers itself on the app and sets `status` when it runs; each also has a demo
// run on its bundled examples. One line per subcommand here, in main.cpp and in demo.cpp.
#pragma once

#include <CLI/CLI.hpp>

namespace tessera::cli {

// (registered subcommands are declared here)
void register_fill(CLI::App& app, CLI::App& gen, int& status);
int demo_fill();

}  // namespace tessera::cli
