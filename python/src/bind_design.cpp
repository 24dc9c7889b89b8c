// tessera.design.hints(...) and tessera.design.holes(...) (python/tessera/design.py): `tessera
// design hints|holes ... --format json` run through the library's run_command (runner.hpp), so the
// options, the documents and the located errors are the CLI's own, and Ctrl-C stops the run
// through the cancel flag.
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "convert.hpp"
#include "requests.hpp"
#include "runner.hpp"
#include "tessera/board.hpp"

namespace tessera::python {

namespace {

// Where a board or a solution given as text is served to the run (never written to disk).
constexpr const char* board_path = "python-board.txt";
constexpr const char* solution_path = "python-solution.json";

// `design SUB BOARD --pieces ... --orient ...`: a full planar rectangle as RxC, any other board
// served as a file of bare rows.
cli_request design_request(const std::string& sub, py::handle board_obj, py::handle pieces_obj,
                           const std::string& orient, const std::string& wrap, unsigned threads) {
  board b = board_from_python(board_obj);
  const std::vector<piece> pieces = pieces_from_python(pieces_obj);
  (void)orient_from_python(orient);  // ValueError on a bad name
  if (threads < 1 || threads > 64)
    throw py::value_error("threads: expected 1 to 64, found " + std::to_string(threads));
  cli_request request;
  request.args = {"design", sub};
  if (b.free_count() == b.rows() * b.cols()) {
    request.args.push_back(std::to_string(b.rows()) + "x" + std::to_string(b.cols()));
  } else {
    request.args.emplace_back(board_path);
    request.files[board_path] = format_board(b);
  }
  add_pieces(request, pieces_obj, pieces);
  request.args.insert(request.args.end(), {"--orient", orient_arg(request, orient), "--wrap", wrap,
                                           "--threads", std::to_string(threads)});
  return request;
}

// (exit status, stdout) of a run; ValueError with the CLI's message on bad input.
py::tuple finish(const cli_request& request, const progress_hook& progress) {
  cli_output done = run_cli(request, progress);
  if (done.exit != 0 && done.exit != 3) throw py::value_error(error_message(done.err));
  return py::make_tuple(done.exit, done.out);
}

py::tuple design_hints(py::handle board_obj, py::handle pieces_obj, const std::string& orient,
                       const std::string& wrap, std::optional<std::uint64_t> solution,
                       std::optional<std::string> solution_json, std::optional<double> time_limit,
                       unsigned threads, py::handle progress_obj, double progress_every) {
  const progress_hook progress = progress_from_python(progress_obj, progress_every);
  cli_request request = design_request("hints", board_obj, pieces_obj, orient, wrap, threads);
  if (solution) {
    if (*solution < 1) throw py::value_error("solution: expected 1 or more");
    request.args.insert(request.args.end(), {"--solution", std::to_string(*solution)});
  }
  if (solution_json) {
    request.args.insert(request.args.end(), {"--solution-file", solution_path});
    request.files[solution_path] = std::move(*solution_json);
  }
  if (time_limit) {
    if (!(*time_limit > 0)) throw py::value_error("time_limit: expected seconds above 0");
    request.args.insert(request.args.end(), {"--time-limit", cli_seconds(*time_limit)});
  }
  request.args.insert(request.args.end(), {"--format", "json"});
  return finish(request, progress);
}

py::tuple design_holes(py::handle board_obj, py::handle pieces_obj, std::size_t holes,
                       const std::string& orient, const std::string& wrap,
                       std::optional<std::uint64_t> limit, bool plain, unsigned threads,
                       py::handle progress_obj, double progress_every) {
  const progress_hook progress = progress_from_python(progress_obj, progress_every);
  cli_request request = design_request("holes", board_obj, pieces_obj, orient, wrap, threads);
  request.args.insert(request.args.end(), {"--holes", std::to_string(holes)});
  if (limit) request.args.insert(request.args.end(), {"--limit", std::to_string(*limit)});
  if (plain) request.args.emplace_back("--plain");
  request.args.insert(request.args.end(), {"--format", "json"});
  return finish(request, progress);
}

}  // namespace

void bind_design(py::module_& m) {
  m.def("_design_hints", &design_hints, py::arg("board"), py::arg("pieces"), py::arg("orient"),
        py::arg("wrap"), py::arg("solution"), py::arg("solution_json"), py::arg("time_limit"),
        py::arg("threads"), py::arg("progress"), py::arg("progress_every"));
  m.def("_design_holes", &design_holes, py::arg("board"), py::arg("pieces"), py::arg("holes"),
        py::arg("orient"), py::arg("wrap"), py::arg("limit"), py::arg("plain"), py::arg("threads"),
        py::arg("progress"), py::arg("progress_every"));
}

}  // namespace tessera::python
