// The subcommands: each registers itself on the app and sets `status` when it runs; each also has a
// demo run on its bundled examples. One line per subcommand here, in main.cpp and in demo.cpp.
#pragma once

#include <CLI/CLI.hpp>

namespace tessera::cli {

void register_lpuzzle(CLI::App& app, CLI::App& gen, int& status);
int demo_lpuzzle();
void register_cover(CLI::App& app, CLI::App& gen, int& status);
int demo_cover();
void register_omok(CLI::App& app, CLI::App& gen, int& status);
int demo_omok();
void register_fill(CLI::App& app, CLI::App& gen, int& status);
int demo_fill();
void register_serve(CLI::App& app, int& status);  // serve.cpp: the static server for the web page

}  // namespace tessera::cli
