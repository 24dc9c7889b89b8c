// tessera.cover(..., lattice="tri"|"hex"|"cube"): packing on the other lattices, as
// `tessera cover --lattice L ... --format json` runs it: the request goes through the library's
// run_command (runner.hpp), so boards, piece specs, modes, documents and located errors are the
// CLI's and the web core's own (docs/lattice_solving.md).
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "requests.hpp"
#include "runner.hpp"

namespace tessera::python {

namespace {

// (the JSON document, stderr). `board`: a shorthand ("6x6", "hexagon:10,10,10", "3x3x3") or a
// board file's text (JSON {"lattice": L, "cells": [...]} or a drawing), given as standard input;
// `pieces`: a spec as --pieces takes it, or a piece file's text (JSON or a drawing) served as a
// file. ValueError with the CLI's located message on bad input.
py::tuple lattice_cover(const std::string& lattice, const std::string& board,
                        const std::string& pieces, bool once, const std::string& orient,
                        bool up_to_symmetry, const std::string& mode,
                        std::optional<std::uint64_t> limit, std::optional<double> timeout,
                        unsigned threads, py::handle progress_obj, double progress_every) {
  const progress_hook progress = progress_from_python(progress_obj, progress_every);
  if (mode != "count" && mode != "find" && mode != "all" && mode != "unique") {
    throw py::value_error("mode: expected 'count', 'find', 'all' or 'unique', found '" + mode +
                          "'");
  }
  if (timeout && !(*timeout >= 0)) throw py::value_error("timeout: expected seconds from 0");
  cli_request request;
  request.args = {"cover",    "--lattice", lattice, "--threads", std::to_string(threads),
                  "--format", "json"};
  // "" leaves the lattice's default (cube: rotations only, the pieces being physical).
  if (!orient.empty()) request.args.insert(request.args.end(), {"--orient", orient});
  if (board.find('\n') == std::string::npos && board.find('{') == std::string::npos) {
    request.args.insert(request.args.end(), {"--board", board});
  } else {
    request.input = board;
  }
  request.args.emplace_back("--pieces");
  if (pieces.find('\n') == std::string::npos && pieces.find('{') == std::string::npos) {
    request.args.push_back(pieces);
  } else {
    request.files["pieces"] = pieces;
    request.args.emplace_back("@pieces");
  }
  // Counting without --once: the cell DP (unlimited copies); the search modes otherwise.
  const bool search = once || up_to_symmetry || mode != "count" || limit.has_value();
  if (once) request.args.emplace_back("--once");
  if (up_to_symmetry) request.args.emplace_back("--up-to-symmetry");
  if (search) request.args.push_back("--" + mode);
  if (limit) request.args.insert(request.args.end(), {"--limit", std::to_string(*limit)});
  if (timeout) request.args.insert(request.args.end(), {"--timeout", cli_seconds(*timeout)});
  cli_output done = run_cli(request, progress);
  if (done.exit != 0 && done.exit != 3) throw py::value_error(error_message(done.err));
  if (!done.out.empty() && done.out.back() == '\n') done.out.pop_back();
  return py::make_tuple(done.out, error_message(done.err));
}

// `tessera pieces --lattice L [--orient O] --format json SPEC` through the same request path:
// the JSON document (name, cells, copies, orientations of each piece). `spec`: a spec as the CLI
// takes it, or a piece file's text (JSON or a drawing) served as the file "pieces"; orient ""
// leaves the lattice's default (cube: rotate). ValueError with the CLI's located message.
std::string lattice_pieces(const std::string& lattice, const std::string& spec,
                           const std::string& orient) {
  cli_request request;
  request.args = {"pieces", "--lattice", lattice, "--format", "json"};
  if (!orient.empty()) request.args.insert(request.args.end(), {"--orient", orient});
  if (spec.find('\n') == std::string::npos && spec.find('{') == std::string::npos) {
    request.args.push_back(spec);
  } else {
    request.files["pieces"] = spec;
    request.args.emplace_back("@pieces");
  }
  cli_output done = run_cli(request, progress_hook{});
  if (done.exit != 0) throw py::value_error(error_message(done.err));
  return done.out;
}

}  // namespace

void bind_lattice(py::module_& m) {
  m.def("_lattice_cover", &lattice_cover, py::arg("lattice"), py::arg("board"), py::arg("pieces"),
        py::arg("once"), py::arg("orient"), py::arg("up_to_symmetry"), py::arg("mode"),
        py::arg("limit"), py::arg("timeout"), py::arg("threads"), py::arg("progress"),
        py::arg("progress_every"));
  m.def("_lattice_pieces", &lattice_pieces, py::arg("lattice"), py::arg("spec"), py::arg("orient"));
}

}  // namespace tessera::python
