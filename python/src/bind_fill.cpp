// tessera.fill: fitting table pieces into board holes (tessera/fill.hpp, Programmers 84021).
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "convert.hpp"
#include "requests.hpp"
#include "tessera/fill.hpp"

namespace tessera::python {

namespace {

struct fill_result {
  fill_problem problem;
  fill_solution solution;
  bool flip = false;

  py::list placements() const {
    py::list out;
    for (const fill_placement& p : solution.placements) {
      py::list piece, hole;
      for (std::size_t i = p.first; i < p.first + p.size; ++i) {
        piece.append(py::make_tuple(solution.piece_cells[i].row, solution.piece_cells[i].col));
        hole.append(py::make_tuple(solution.hole_cells[i].row, solution.hole_cells[i].col));
      }
      py::dict d;
      d["piece"] = piece;
      d["hole"] = hole;
      d["rotation"] = 90 * static_cast<int>(p.how.quarter_turns);
      d["flipped"] = p.how.reflect;
      out.append(d);
    }
    return out;
  }
  cli_request request() const {
    cli_request request;
    request.args = {"fill"};
    if (flip) request.args.emplace_back("--flip");
    request.args.insert(request.args.end(), {"--format", "json"});
    request.input = write_fill_json(problem);
    return request;
  }
  std::string to_json() const { return make_document(request()).get(); }
  std::string to_svg() const {
    const picture pics[2] = {fill_board_picture(problem, solution),
                             fill_table_picture(problem, solution)};
    return render_svg(pics, 2);
  }
};

fill_result fill(py::handle board_obj, py::handle table_obj, bool flip) {
  grid board = read_grid(board_obj, 1, fill_max_cells, fill_max_cells, "game_board");
  grid table = read_grid(table_obj, 1, fill_max_cells, fill_max_cells, "table");
  if (board.rows != table.rows || board.cols != table.cols) {
    throw py::value_error("table: expected the game board's size " + std::to_string(board.rows) +
                          "x" + std::to_string(board.cols) + ", found " +
                          std::to_string(table.rows) + "x" + std::to_string(table.cols));
  }
  fill_result out;
  out.flip = flip;
  out.problem.rows = board.rows;
  out.problem.cols = board.cols;
  out.problem.board = std::move(board.cells);
  out.problem.table = std::move(table.cells);
  {
    py::gil_scoped_release nogil;  // linear, but 10^8 cells take a while
    out.solution = solve_fill(out.problem, fill_options{flip, true});
  }
  return out;
}

}  // namespace

void bind_fill(py::module_& m) {
  py::class_<fill_result>(m, "FillResult", R"(The most board cells the table's pieces can fill.

cells: that number (the seed's answer). placements: one dict per placed piece: "piece" (its
table cells), "hole" (where each lands on the board, cell for cell), "rotation" (degrees
clockwise), "flipped". holes, pieces: the components counted.)")
      .def_property_readonly("cells", [](const fill_result& r) { return r.solution.answer; })
      .def_property_readonly("placements", &fill_result::placements)
      .def_property_readonly("holes", [](const fill_result& r) { return r.solution.holes; })
      .def_property_readonly("pieces", [](const fill_result& r) { return r.solution.pieces; })
      .def("to_json", &fill_result::to_json)
      .def("_request", [](const fill_result& r) { return request_tuple(r.request()); })
      .def("to_svg", &fill_result::to_svg)
      .def("_repr_svg_", &fill_result::to_svg)
      .def("__repr__", [](const fill_result& r) {
        return "<tessera.FillResult cells=" + std::to_string(r.solution.answer) + ", " +
               std::to_string(r.solution.placed) + " pieces placed>";
      });
  m.def("fill", &fill, py::arg("game_board"), py::arg("table"), py::arg("flip") = false,
        R"(Fits table pieces into board holes (Programmers 84021).

game_board: 0 = empty cell, 1 = filled; table: 1 = a piece cell. 2-D numpy arrays or nested lists
of the same size. flip: allow reflections as well as rotations.)");
}

}  // namespace tessera::python
