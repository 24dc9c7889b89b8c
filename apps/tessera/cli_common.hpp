// The CLI's shared plumbing: common options, reading the input, printing errors, pictures and JSON.
// No algorithms here: every subcommand parses with the library, solves with the library, then
// prints.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdio>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "tessera/picture.hpp"
#include "tessera/result.hpp"

namespace tessera::cli {

// Exit statuses of every subcommand (the CLI contract in the README).
inline constexpr int exit_ok = 0;         // answered, whatever the answer
inline constexpr int exit_bad_input = 2;  // bad usage or bad input
inline constexpr int exit_stopped = 3;    // stopped early by --limit or --timeout

// Options every solving subcommand takes.
struct common_options {
  std::string input = "-";      // FILE, or "-" for standard input
  std::string format = "text";  // "text" (the original problem's output) or "json"
  bool show = false;            // draw the witness in the terminal
  std::string svg;              // write the witness as an SVG image to this file
  bool stats = false;           // print what the solver did on stderr
};

// Adds FILE, --format, --show, --svg and --stats to `sub`.
void add_common_options(CLI::App& sub, common_options& options);

// "<stdin>" for "-", else the path itself: the SOURCE of "SOURCE:LINE:COL: message".
std::string source_name(const std::string& path);

// The largest input read, in bytes: every format is read whole, so this bounds the memory an
// endless or absurd input can take before the parser gets to say what is wrong with it.
inline constexpr std::size_t max_input_bytes = std::size_t{2} << 30;  // 2 GiB

// Reads a whole file, or standard input for "-", up to max_input_bytes. On failure prints
// "tessera: cannot read …" (or the limit) to stderr.
std::optional<std::string> read_input(const std::string& path);

// Prints `error` as "SOURCE:LINE:COL: message" on stderr and returns exit_bad_input.
int report_error(const input_error& error, const std::string& path);

// True when standard output is a terminal and NO_COLOR is unset: then pictures use colour.
bool colour_stdout();
bool stderr_is_tty();

// Writes a picture to stdout as --show asks (colour on a terminal, plain text otherwise).
void show_picture(const picture& pic);

// Writes the pictures as one SVG file, side by side, each under its title; with several, a note on
// stderr says how many went in; with none, a note says nothing was written. Returns false (after a
// message on stderr) when it cannot write.
bool write_svg_file(const std::string& path, std::span<const picture> pictures);

// Pictures bigger than this many cells are not drawn by --show (a note on stderr says so).
inline constexpr std::size_t max_show_cells = 200 * 200;

// Writes to stdout and flushes, so that answers printed before a later bad case are really out.
void emit(const std::string& text);

// The demo of one subcommand: prints "== title ==", then each command as "$ tessera COMMAND" and
// runs it as its own process from the examples' parent directory (the repository root), so the
// printed commands can be copied and run from there. Words are split on spaces (no quoting).
// Returns the worst exit status (demo.cpp).
int demo_commands(std::string_view title, std::initializer_list<std::string_view> commands);

// Locates the bundled examples (examples/ in the source tree, or share/tessera/examples when
// installed).
std::string examples_dir();

}  // namespace tessera::cli
