// tessera/request.hpp: the one door every front end goes through. The native CLI, the WebAssembly
// core (web/dist/tessera-core.mjs) and the Python module run the same subcommand code here, so
// their answers, JSON, pictures and error messages cannot drift apart.
//
// Two levels:
//  - run_command(args, io): `tessera ARGS...` as a library call. Output, input files and written
//    files all go through the seams in command_io (the CLI streams to stdout; the web core
//    collects).
//  - call(request_json): the request/response form of the web core and Python:
//      {"command": "lpuzzle" | "cover" | "omok" | "omok referee" | "fill",
//       "options": {"pieces": "pentominoes", "once": true, "board": "6x10", "format": "json", ...},
//       "input": "TEXT", "svg": true}
//    -> {"exit": N, "stdout": "...", "stderr": "...", "svg": ["<svg ...>", ...]}
//    Each option becomes `--NAME VALUE` (true: `--NAME`; false or null: left out; numbers as JSON
//    writes them), `input` is standard input (errors read `<stdin>:L:C`), and with "svg": true the
//    files `--svg FILE` would write are returned in "svg" instead (FILE defaults to "tessera.svg").
//    stdout, stderr and exit are byte for byte those of `tessera COMMAND --NAME VALUE ... < input`.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tessera/progress.hpp"

namespace tessera {

// The seams of one run. Every member has a working default but `out` and `err`.
struct command_io {
  std::function<void(std::string_view)> out;  // standard output (written as soon as known)
  std::function<void(std::string_view)> err;  // standard error
  // Reads a whole input: "-" is standard input, anything else a file. On failure it has written
  // the reason to err itself and returns nullopt. Default: every read fails with "cannot open".
  std::function<std::optional<std::string>(const std::string& path)> read;
  // Writes a file (--svg FILE); false when it cannot (the command then says so). Default: fails.
  std::function<bool(const std::string& path, std::string_view text)> write;
  bool colour = false;   // --show draws with colour (the CLI: stdout is a terminal, no NO_COLOR)
  unsigned threads = 1;  // the default of --threads where it means "all cores" (lpuzzle)
  // A front end's own view of a long run's progress (`--progress auto`, the default): called on the
  // calling thread about every `--progress-every` seconds, then once with report.final set. The CLI
  // draws its terminal line here when stderr is a terminal (tessera::terminal_progress); the web
  // core hands the report to the page's bar, Python to a progress= callable. Empty: no progress.
  std::function<void(const progress_report&)> on_progress;
  // Set (from a signal handler, say) to stop a long search: it then reports what it found as
  // partial and exits 3, after writing its checkpoint when it has one. May be null.
  const std::atomic<bool>* cancel = nullptr;
  // Whether `write` could write `path` ("" or why not: a missing folder, say), asked when --svg
  // FILE is parsed, before any work. Empty: not asked (the web core's writes always succeed).
  std::function<std::string(const std::string& path)> check_write = nullptr;
};

// The shared subcommands' names and one-line summaries, for a front end's own help listing
// ({"gen", ...}, {"lpuzzle", ...}, {"cover", ...}, {"omok", ...}, {"fill", ...}).
std::vector<std::pair<std::string, std::string>> command_summaries();

// Runs `tessera args...` (args without the program name: {"cover", "--board", "6x10"}). Returns the
// exit status: 0 answered, 1 a --check claim is wrong, 2 bad usage or input, 3 stopped by a limit.
// The WebAssembly core has no threads: --threads is accepted and ignored there.
int run_command(std::span<const std::string> args, const command_io& io);

// The answer to one request (see call()).
struct command_response {
  int exit = 0;
  std::string out, err;
  std::vector<std::string> svg;  // the texts of the files written (--svg), in order
  // The glTF models written (--gltf FILE, a name ending in ".gltf"; or "gltf": true in the
  // request, which adds --gltf tessera.gltf); in the response JSON only when there are some.
  std::vector<std::string> gltf;
};

// The arguments a request stands for, or nullopt with the reason in `problem` (a malformed request:
// not JSON, an unknown command, an option value that is an array or an object).
std::optional<std::vector<std::string>> request_arguments(std::string_view request_json,
                                                          std::string& problem, std::string& input,
                                                          bool& want_svg);

// Runs a request; a malformed request answers exit 2 with "tessera: bad request: ..." on stderr.
// `on_progress` becomes the run's command_io::on_progress (the web page's bar, Python's callback).
command_response run_request(std::string_view request_json,
                             std::function<void(const progress_report&)> on_progress = {});

// The response as JSON: {"exit": N, "stdout": "...", "stderr": "...", "svg": [...]}, and
// "gltf": [...] when a model was written.
std::string response_json(const command_response& response);

// run_request then response_json: the web core's exported call.
std::string call(std::string_view request_json,
                 std::function<void(const progress_report&)> on_progress = {});

}  // namespace tessera
