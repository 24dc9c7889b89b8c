// tessera.lpuzzle / verify_lpuzzle: the L-puzzle (tessera/lpuzzle.hpp) on a pattern given as rows
// of 'B', 'W' and '.'. The rows go through the library's own reader (so that every defect is the
// library's message), positioned on the caller's rows.
#include <pybind11/stl.h>

#include <limits>

#include "bindings.hpp"
#include "convert.hpp"
#include "requests.hpp"
#include "tessera/lpuzzle.hpp"

namespace tessera::python {

namespace {

// The pattern, and the text of the original format it was read from (the request's input).
lpuzzle_pattern pattern_from_python(py::handle obj, std::string* original = nullptr) {
  if (!is_text_rows(obj)) {
    throw py::type_error("pattern: expected a list of str rows of 'B', 'W' and '.'");
  }
  const std::string rows = text_of_rows(obj, "pattern");
  std::size_t lines = 0;
  std::size_t width = std::string::npos;
  for (std::size_t at = 0; at < rows.size();) {
    const std::size_t end = rows.find('\n', at);
    if (width == std::string::npos) width = end - at;
    ++lines;
    at = end + 1;
  }
  if (lines == 0 || width == 0) {
    throw py::value_error("pattern: expected at least one row and one column");
  }
  // The original format's header, then the rows: errors on line L are on the caller's row L - 2.
  const std::string text =
      "1\n" + std::to_string(lines) + " " + std::to_string(width) + "\n" + rows;
  auto parsed = parse_lpuzzle(text);
  if (!parsed) {
    input_error e = parsed.error();
    if (e.line <= 2) {
      e.line = 0;
    } else {
      e.line -= 2;
    }
    raise_input_error(e, "pattern");
  }
  if (original != nullptr) *original = text;
  return std::move(parsed.value()[0]);
}

std::size_t coordinate(py::handle v) {
  const long long x = v.cast<long long>();
  return x < 0 ? std::numeric_limits<std::size_t>::max() : static_cast<std::size_t>(x);
}

}  // namespace

void bind_lpuzzle(py::module_& m) {
  m.def(
      "_lpuzzle",
      [](py::handle pattern_obj) {
        cli_request request;
        request.args = {"lpuzzle", "--format", "json"};
        const lpuzzle_pattern pattern = pattern_from_python(pattern_obj, &request.input);
        std::vector<lpuzzle_piece> tiling;
        bool yes = false;
        {
          py::gil_scoped_release nogil;  // linear, but 10^8 cells take seconds
          lpuzzle_solver solver;
          yes = solver.solve(pattern, &tiling);
        }
        document doc = make_document(std::move(request));
        if (!yes) return py::make_tuple(py::none(), doc);
        py::list pieces;
        for (const lpuzzle_piece& p : tiling) {
          pieces.append(py::make_tuple(py::make_tuple(p.black_row, p.black_col),
                                       py::make_tuple(p.horizontal_row, p.horizontal_col),
                                       py::make_tuple(p.vertical_row, p.vertical_col)));
        }
        return py::make_tuple(pieces, doc);
      },
      py::arg("pattern"));

  // tessera.verify_lpuzzle() (python/tessera/__init__.py gives it its signature and documentation).
  m.def(
      "_verify_lpuzzle",
      [](py::handle pattern_obj, py::handle pieces_obj) {
        const lpuzzle_pattern pattern = pattern_from_python(pattern_obj);
        std::vector<lpuzzle_piece> tiling;
        for (const py::handle item : py::reinterpret_borrow<py::iterable>(pieces_obj)) {
          const auto t = py::reinterpret_borrow<py::sequence>(item);
          if (py::len(t) != 3) {
            throw py::type_error("pieces: expected ((rb, cb), (rh, ch), (rv, cv)) for each piece");
          }
          lpuzzle_piece p{};
          const auto b = py::reinterpret_borrow<py::sequence>(t[0]);
          const auto h = py::reinterpret_borrow<py::sequence>(t[1]);
          const auto v = py::reinterpret_borrow<py::sequence>(t[2]);
          if (py::len(b) != 2 || py::len(h) != 2 || py::len(v) != 2) {
            throw py::type_error("pieces: expected (row, col) pairs");
          }
          p.black_row = coordinate(b[0]);
          p.black_col = coordinate(b[1]);
          p.horizontal_row = coordinate(h[0]);
          p.horizontal_col = coordinate(h[1]);
          p.vertical_row = coordinate(v[0]);
          p.vertical_col = coordinate(v[1]);
          tiling.push_back(p);
          if (tiling.size() > pattern.cells.size()) {
            return false;  // more pieces than cells: cannot be a tiling
          }
        }
        return !verify_lpuzzle_tiling(pattern, tiling).has_value();
      },
      py::arg("pattern"), py::arg("pieces"));
}

}  // namespace tessera::python
