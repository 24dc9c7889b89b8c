// The native subcommands' plumbing (match, brain, demo, serve; the shared subcommands have theirs
// in src/cli/cli_common.hpp, writing through command_io): exit statuses, reading an input, printing
// errors and pictures. No algorithms here.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "tessera/picture.hpp"
#include "tessera/result.hpp"

namespace tessera::cli {

// Exit statuses of every subcommand (the CLI contract in the README).
inline constexpr int exit_ok = 0;         // answered, whatever the answer
inline constexpr int exit_bad_input = 2;  // bad usage or bad input
inline constexpr int exit_stopped = 3;    // stopped early by --limit or --timeout

// "<stdin>" for "-", else the path itself: the SOURCE of "SOURCE:LINE:COL: message".
std::string source_name(const std::string& path);

// Reads a whole file, or standard input for "-", as every subcommand reads its input (native_io():
// up to 2 GiB, a directory or an unreadable file refused). On failure it has said why on stderr.
std::optional<std::string> read_input(const std::string& path);

// Prints `error` as "SOURCE:LINE:COL: message" on stderr and returns exit_bad_input.
int report_error(const input_error& error, const std::string& path);

// True when standard output is a terminal and NO_COLOR is unset: then pictures use colour.
bool colour_stdout();

// Writes a picture to stdout as --show asks (colour on a terminal, plain text otherwise).
void show_picture(const picture& pic);

// Pictures bigger than this many cells are not drawn by --show (a note on stderr says so).
inline constexpr std::size_t max_show_cells = 200 * 200;

// Writes to stdout and flushes, so that answers printed before a later bad case are really out.
void emit(const std::string& text);

// Locates the bundled examples (examples/ in the source tree, or share/tessera/examples when
// installed).
std::string examples_dir();

}  // namespace tessera::cli
