// Private to the Python module: to_json() through the one request path. A Python result keeps the
// request its call stands for (`tessera ARGS... < INPUT`); to_json() runs it through the library's
// run_command (tessera/request.hpp, the CLI's own subcommand code) on first use and keeps the
// line it prints, so that Python's documents and the CLI's cannot drift. A result computed by
// running its request (runner.hpp) keeps the line that run printed instead.
#pragma once

#include <pybind11/pybind11.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tessera/board.hpp"
#include "tessera/fill.hpp"
#include "tessera/omok.hpp"
#include "tessera/piece_spec.hpp"

namespace tessera::python {

namespace py = pybind11;

// Where a request's piece file is served (only to its own run: no file is written).
inline constexpr const char* pieces_path = "python-pieces.txt";

// `tessera ARGS... < INPUT`, with a piece file served at the path `@<pieces>` names and other
// named texts in `files` (xc's problem given as a str, as "input"); other paths are real files.
struct cli_request {
  std::vector<std::string> args;
  std::string input;
  std::optional<std::string> pieces_file;
  std::map<std::string, std::string> files;
  std::string unrepresentable;  // not empty: why the call has no CLI equivalent (to_json raises)
  // Piece objects of a one-sided set (all turning but not flipping, say): a piece file cannot say
  // so, `--orient` can (orient_arg).
  orientation_set orient_cap = orientation_set::free;
};

// The pieces argument as `--pieces VALUE`: a spec str as given; a piece file's text or a list of
// Piece as a file served to the run. ValueError when a piece cannot be written in a piece file
// (a name outside letters, digits and _-'+, or Piece objects that do not all allow the same
// orientations: some of a one-sided set with free ones).
void add_pieces(cli_request& request, py::handle pieces_obj, const std::vector<piece>& pieces);

// The `--orient` value for a request: `orient` (free, rotate or fixed), capped by what the pieces
// given as Piece objects allow (a one-sided set's pieces: rotate at most).
std::string orient_arg(const cli_request& request, const std::string& orient);

// The board as the input of `tessera cover` (BOARDCOVER, one case), or `--board RxC` for a full
// rectangle given as (rows, cols).
void add_board(cli_request& request, py::handle board_obj, const board& b);

// An omok board as `tessera omok` reads it: the caller's text, or "ROWS COLS" and rows of numbers.
std::string omok_input(const omok::board& b);

// The line a request prints on stdout (without its '\n'). Exit 0 or 3 (stopped by a limit) are
// answers; any other exit raises RuntimeError with its stderr.
std::string run_request_document(const cli_request& request);

// A JSON document: the line its request prints, computed on first use (or given: the line the
// run that made the result printed), then kept.
class document {
 public:
  explicit document(cli_request request)
      : request_(std::make_shared<cli_request>(std::move(request))) {}
  document(cli_request request, std::string text)
      : request_(std::make_shared<cli_request>(std::move(request))),
        text_(std::make_shared<std::string>(std::move(text))) {}

  std::string get();
  const cli_request& request() const { return *request_; }

 private:
  std::shared_ptr<cli_request> request_;
  std::shared_ptr<std::string> text_;
};

inline document make_document(cli_request request) { return document(std::move(request)); }

// (args, input, pieces file or None): what a request runs, for the tests.
py::tuple request_tuple(const cli_request& request);

void bind_documents(py::module_& m);

}  // namespace tessera::python
