// Private to the Python module: to_json() through the one request path. A Python result keeps the
// request its call stands for (`tessera ARGS... < INPUT`); to_json() runs it through the library's
// run_command (tessera/request.hpp, the CLI's own subcommand code) on first use and keeps the
// line it prints, so that Python's documents and the CLI's cannot drift. In a tree without
// request.hpp the documents are rebuilt from the library's results instead (documents.hpp).
#pragma once

#include <pybind11/pybind11.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tessera/board.hpp"
#include "tessera/fill.hpp"
#include "tessera/omok.hpp"
#include "tessera/piece_spec.hpp"

// tessera/request.hpp is in the library since issue 11: to_json() runs requests through it. Set
// this to 0 to fall back to rebuilding the documents (documents.cpp), e.g. to compare the two.
#define TESSERA_PYTHON_REQUEST_PATH 1

namespace tessera::python {

namespace py = pybind11;

// `tessera ARGS... < INPUT`, with a piece file served at the path `@<pieces>` names.
struct cli_request {
  std::vector<std::string> args;
  std::string input;
  std::optional<std::string> pieces_file;
  std::string unrepresentable;  // not empty: why the call has no CLI equivalent (to_json raises)
};

// The pieces argument as `--pieces VALUE`: a spec str as given; a piece file's text or a list of
// Piece as a file served to the run. ValueError when a piece cannot be written in a piece file
// (a name outside letters, digits and _-'+, or a one-sided set's piece given as a Piece).
void add_pieces(cli_request& request, py::handle pieces_obj, const std::vector<piece>& pieces);

// The board as the input of `tessera cover` (BOARDCOVER, one case), or `--board RxC` for a full
// rectangle given as (rows, cols).
void add_board(cli_request& request, py::handle board_obj, const board& b);

// An omok board as `tessera omok` reads it: the caller's text, or "ROWS COLS" and rows of numbers.
std::string omok_input(const omok::board& b);

// The line a request prints on stdout (without its '\n'). Exit 0 or 3 (stopped by a limit) are
// answers; any other exit raises RuntimeError with its stderr.
std::string run_request_document(const cli_request& request);

// A JSON document: computed on first use, then kept. It runs its request through the request path
// when the build has one, else `build` makes it from the library's results (documents.hpp).
class document {
 public:
  document(cli_request request, std::function<std::string()> build)
      : request_(std::make_shared<cli_request>(std::move(request))), build_(std::move(build)) {}

  std::string get();
  const cli_request& request() const { return *request_; }

 private:
  std::shared_ptr<cli_request> request_;
  std::function<std::string()> build_;
  std::shared_ptr<std::string> text_;
};

inline document make_document(cli_request request, std::function<std::string()> fallback) {
  return document(std::move(request), std::move(fallback));
}

// (args, input, pieces file or None): what a request runs, for the tests.
py::tuple request_tuple(const cli_request& request);

void bind_documents(py::module_& m);

}  // namespace tessera::python
