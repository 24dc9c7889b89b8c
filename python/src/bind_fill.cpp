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

// A grid as rows of the plain text form `tessera fill` reads ('0'/'1' or '.'/'#', a row a line):
// rows of text as given (a blank row would end the board there: refused), a grid of numbers
// written so. `lines` gets the number of rows.
std::string rows_text(py::handle obj, const char* what, std::size_t& lines) {
  lines = 0;
  if (is_text_rows(obj)) {
    std::string text = text_of_rows(obj, what);
    if (!text.empty() && text.back() != '\n') text += '\n';
    for (std::size_t at = 0; at < text.size(); at = text.find('\n', at) + 1) {
      ++lines;
      if (text[at] == '\n' || text[at] == '\r') {
        throw py::value_error(std::string(what) + ":" + std::to_string(lines) +
                              ": expected a row of '0', '1', '.' or '#', found an empty row");
      }
    }
    if (lines == 0) throw py::value_error(std::string(what) + ": expected at least one row");
    return text;
  }
  const grid g = read_grid(obj, 1, fill_max_cells, fill_max_cells, what);
  std::string text;
  text.reserve(g.rows * (g.cols + 1));
  for (std::size_t r = 0; r < g.rows; ++r) {
    for (std::size_t c = 0; c < g.cols; ++c)
      text += static_cast<char>('0' + g.cells[r * g.cols + c]);
    text += '\n';
  }
  lines = g.rows;
  return text;
}

// Both grids, when either is given as rows of text: the library's reader of the plain text form
// (board rows, a blank line, table rows) reads them, its errors placed on the caller's rows.
fill_problem problem_from_rows(py::handle board_obj, py::handle table_obj) {
  std::size_t board_rows = 0, table_rows = 0;
  const std::string board = rows_text(board_obj, "game_board", board_rows);
  const std::string table = rows_text(table_obj, "table", table_rows);
  if (board_rows != table_rows) {
    throw py::value_error("table: expected " + std::to_string(board_rows) +
                          (board_rows == 1 ? " row" : " rows") + ", as the game board, found " +
                          std::to_string(table_rows));
  }
  auto parsed = parse_fill(board + "\n" + table, fill_input_format::text);
  if (!parsed) {
    input_error e = parsed.error();
    if (e.line <= board_rows) raise_input_error(e, "game_board");
    e.line = e.line > board_rows + 1 ? e.line - board_rows - 1 : 0;
    raise_input_error(e, "table");
  }
  return std::move(parsed.value());
}

fill_result fill(py::handle board_obj, py::handle table_obj, bool flip) {
  fill_result out;
  out.flip = flip;
  if (is_text_rows(board_obj) || is_text_rows(table_obj)) {
    out.problem = problem_from_rows(board_obj, table_obj);
  } else {
    grid board = read_grid(board_obj, 1, fill_max_cells, fill_max_cells, "game_board");
    grid table = read_grid(table_obj, 1, fill_max_cells, fill_max_cells, "table");
    if (board.rows != table.rows || board.cols != table.cols) {
      throw py::value_error("table: expected the game board's size " + std::to_string(board.rows) +
                            "x" + std::to_string(board.cols) + ", found " +
                            std::to_string(table.rows) + "x" + std::to_string(table.cols));
    }
    out.problem.rows = board.rows;
    out.problem.cols = board.cols;
    out.problem.board = std::move(board.cells);
    out.problem.table = std::move(table.cells);
  }
  {
    py::gil_scoped_release nogil;  // linear, but 10^8 cells take a while
    out.solution = solve_fill(out.problem, fill_options{flip, true});
  }
  return out;
}

}  // namespace

void bind_fill(py::module_& m) {
  py::class_<fill_result> cls(m, "FillResult", R"(The most board cells the table's pieces can fill.

cells: that number (the seed's answer). placements: one dict per placed piece: "piece" (its
table cells), "hole" (where each lands on the board, cell for cell), "rotation" (degrees
clockwise), "flipped"; cells are (row, col) counted from 0 (numpy's indexes). holes, pieces: the
components counted. to_json(): the CLI's JSON, which counts rows and columns from 1.)");
  public_name(cls, "tessera");
  cls.def_property_readonly(
         "cells", [](const fill_result& r) { return r.solution.answer; },
         "the most board cells that can be filled (the seed's answer)")
      .def_property_readonly("placements", &fill_result::placements,
                             "one dict per placed piece: \"piece\" and \"hole\" (lists of "
                             "(row, col) from 0, cell for cell), \"rotation\", \"flipped\"")
      .def_property_readonly(
          "holes", [](const fill_result& r) { return r.solution.holes; },
          "the number of holes (groups of empty board cells)")
      .def_property_readonly(
          "pieces", [](const fill_result& r) { return r.solution.pieces; },
          "the number of pieces on the table")
      .def("to_json", &fill_result::to_json,
           "`tessera fill --format json` for the same problem (rows and columns from 1)")
      .def("_request", [](const fill_result& r) { return request_tuple(r.request()); })
      .def("to_svg", &fill_result::to_svg, "the board and the table as one SVG image")
      .def("_repr_svg_", &fill_result::to_svg)
      .def("__repr__", [](const fill_result& r) {
        return "<tessera.FillResult cells=" + std::to_string(r.solution.answer) +
               ", pieces placed " + std::to_string(r.solution.placed) + " of " +
               std::to_string(r.solution.pieces) + ", holes " + std::to_string(r.solution.holes) +
               ">";
      });
  // tessera.fill() (python/tessera/__init__.py gives it its signature and documentation).
  m.def("_fill", &fill, py::arg("game_board"), py::arg("table"), py::arg("flip"));
}

}  // namespace tessera::python
