// Private: the subcommands' shared plumbing: common options, reading inputs, printing errors,
// pictures and JSON, all through the seams of the current run (tessera/request.hpp's command_io).
// No algorithms here: every subcommand parses with the library, solves with the library, then
// prints. The helpers keep the names the CLI always used; they write to the run's io instead of
// stdout/stderr.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "detail/words.hpp"
#include "option_parser.hpp"
#include "tessera/picture.hpp"
#include "tessera/piece_spec.hpp"
#include "tessera/request.hpp"
#include "tessera/result.hpp"

namespace tessera::commands {

// Exit statuses of every subcommand (the CLI contract in the README).
inline constexpr int exit_ok = 0;         // answered, whatever the answer
inline constexpr int exit_bad_input = 2;  // bad usage or bad input
inline constexpr int exit_stopped = 3;    // stopped early by --limit or --timeout

// The io of the run in progress on this thread (set by run_command for its duration).
const command_io& io();

// A scope that makes `io` the current one.
class io_scope {
 public:
  explicit io_scope(const command_io& io);
  ~io_scope();
  io_scope(const io_scope&) = delete;
  io_scope& operator=(const io_scope&) = delete;

 private:
  const command_io* previous_;
};

// Options every solving subcommand takes.
struct common_options {
  std::string input = "-";      // FILE, or "-" for standard input
  std::string format = "text";  // "text" (the original problem's output) or "json"
  bool show = false;            // draw the witness in the terminal
  std::string svg;              // write the witness as an SVG image to this file
  bool stats = false;           // print what the solver did on stderr
};

// Adds FILE, --format, --show, --svg and --stats to `sub`.
void add_common_options(command_line& sub, common_options& options);

// "<stdin>" for "-", else the path itself: the SOURCE of "SOURCE:LINE:COL: message".
std::string source_name(const std::string& path);

// Reads a whole input through the run's seam ("-" is standard input). On failure the seam has
// printed why.
std::optional<std::string> read_input(const std::string& path);

// Prints `error` as "SOURCE:LINE:COL: message" on stderr and returns exit_bad_input.
int report_error(const input_error& error, const std::string& path);

// The pieces of a --pieces spec on the square grid, reading @FILE terms through read_input (a
// file term's multiplicity applies to each of its pieces). Prints the located error and returns
// nullopt on a defect. O(|spec| + the files' sizes + the sets' generation).
std::optional<std::vector<piece>> read_square_pieces(const std::string& spec);

// True when --show should use colour.
bool colour_stdout();

// Writes a picture to stdout as --show asks (colour on a terminal, plain text otherwise).
void show_picture(const picture& pic);

// Writes the pictures as one SVG file. Returns false (after a message on stderr) when it cannot.
bool write_svg_file(const std::string& path, std::span<const picture> pictures);

// Pictures bigger than this many cells are not drawn by --show (a note on stderr says so).
inline constexpr std::size_t max_show_cells = 200 * 200;

// "1 case", "3 cases" (src/detail/words.hpp).
using detail::count_of;

// Writes to stdout (the native CLI flushes, so answers before a later bad case are really out).
void emit(const std::string& text);

// fmt::print(stderr, ...) through the run's seam.
template <class... T>
void eprint(fmt::format_string<T...> format, T&&... args) {
  io().err(fmt::format(format, std::forward<T>(args)...));
}

}  // namespace tessera::commands
