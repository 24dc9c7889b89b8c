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

#if __has_include("tessera/request.hpp")
#define TESSERA_PYTHON_REQUEST_PATH 1
#else
#define TESSERA_PYTHON_REQUEST_PATH 0
#endif

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

// A JSON document: computed on first use, then kept. Either a request to run or a function that
// builds it (the fallback without request.hpp).
class document {
 public:
  document() = default;
  explicit document(cli_request request)
      : request_(std::make_shared<cli_request>(std::move(request))) {}
  explicit document(std::function<std::string()> build) : build_(std::move(build)) {}
  static document text(std::string t) {
    document d;
    d.text_ = std::make_shared<std::string>(std::move(t));
    return d;
  }

  std::string get();

 private:
  std::shared_ptr<cli_request> request_;
  std::function<std::string()> build_;
  std::shared_ptr<std::string> text_;
};

// The document of `request`: run through the request path when the build has it, else built by
// `fallback` from the library's results (documents.hpp).
inline document make_document(cli_request request, std::function<std::string()> fallback) {
#if TESSERA_PYTHON_REQUEST_PATH
  (void)fallback;
  return document(std::move(request));
#else
  if (!request.unrepresentable.empty()) return document(std::move(request));  // raises on use
  return document(std::move(fallback));
#endif
}

void bind_documents(py::module_& m);

}  // namespace tessera::python
