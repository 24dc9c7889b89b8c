// tessera.Piece and tessera.pieces(): the library's piece specs, piece files and built-in sets
// (tessera/piece_spec.hpp, tessera/polyomino_sets.hpp) as Python objects.
#include <pybind11/stl.h>

#include <fstream>
#include <sstream>

#include "bindings.hpp"
#include "convert.hpp"

namespace tessera::python {

namespace {

py::list cells_list(const polyomino& shape) {
  py::list out;
  for (const cell& c : shape.cells()) out.append(py::make_tuple(c.row, c.col));
  return out;
}

piece piece_from_cells(std::string name, py::handle cells) {
  std::vector<cell> list;
  for (const py::handle item : py::reinterpret_borrow<py::iterable>(cells)) {
    const auto pair = item.cast<std::pair<std::int64_t, std::int64_t>>();
    if (pair.first < -1'000'000 || pair.first > 1'000'000 || pair.second < -1'000'000 ||
        pair.second > 1'000'000) {
      throw py::value_error("Piece '" + name + "': a cell coordinate is out of range");
    }
    list.push_back(
        cell{static_cast<std::int32_t>(pair.first), static_cast<std::int32_t>(pair.second)});
    if (list.size() > 4096) throw py::value_error("Piece '" + name + "': more than 4096 cells");
  }
  polyomino shape(std::move(list));
  if (shape.empty() || !shape.is_connected()) {
    throw py::value_error("Piece '" + name + "': expected a non-empty, 4-connected set of cells");
  }
  return piece{std::move(name), std::move(shape), orientation_set::free, multiplicity{}};
}

std::vector<piece> read_piece_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw py::value_error("pieces: cannot open '" + path + "'");
  std::ostringstream text;
  text << in.rdbuf();
  auto parsed = parse_piece_file(text.str());
  if (!parsed) raise_input_error(parsed.error(), path);
  return std::move(parsed.value());
}

std::string piece_repr(const piece& p) {
  std::string out = "Piece('" + p.name + "', [";
  for (std::size_t i = 0; i < p.shape.cells().size(); ++i) {
    const cell& c = p.shape.cells()[i];
    out += (i == 0 ? "(" : ", (") + std::to_string(c.row) + ", " + std::to_string(c.col) + ")";
  }
  out += "]";
  if (p.count.given) out += ", copies='" + format_multiplicity(p.count) + "'";
  return out + ")";
}

}  // namespace

std::vector<piece> pieces_from_python(py::handle obj) {
  if (py::isinstance<py::str>(obj)) {
    const std::string text = obj.cast<std::string>();
    if (text.find('\n') != std::string::npos) {
      auto parsed = parse_piece_file(text);
      if (!parsed) raise_input_error(parsed.error(), "pieces");
      return std::move(parsed.value());
    }
    auto terms = parse_piece_spec(text);
    if (!terms) raise_input_error(terms.error(), "pieces");
    std::vector<piece> out;
    for (const piece_term& term : terms.value()) {
      std::vector<piece> more;
      if (term.from_file) {
        more = read_piece_file(term.name);
        if (term.count.given) {
          for (piece& p : more) p.count = term.count;
        }
      } else {
        auto found = pieces_of_term(term);
        if (!found) raise_input_error(found.error(), "pieces");
        more = std::move(found.value());
      }
      for (piece& p : more) out.push_back(std::move(p));
    }
    return out;
  }
  if (!py::isinstance<py::list>(obj) && !py::isinstance<py::tuple>(obj)) {
    throw py::type_error("pieces: expected a spec str, a piece file's text or a list of Piece");
  }
  std::vector<piece> out;
  for (const py::handle item : py::reinterpret_borrow<py::sequence>(obj)) {
    if (py::isinstance<piece>(item)) {
      out.push_back(item.cast<piece>());
    } else if (py::isinstance<py::tuple>(item) && py::len(item) == 2) {
      const auto t = py::reinterpret_borrow<py::tuple>(item);
      out.push_back(piece_from_cells(t[0].cast<std::string>(), t[1]));
    } else {
      throw py::type_error("pieces: expected Piece objects or (name, cells) pairs");
    }
  }
  if (out.empty()) throw py::value_error("pieces: expected at least one piece");
  return out;
}

void bind_pieces(py::module_& m) {
  py::class_<piece> cls(m, "Piece",
                        R"(A polyomino: a name and its cells (row, col), counted from 0 and
normalised so that the smallest row and column are 0, sorted row-major.

    Piece("corner", [(0, 0), (1, 0), (1, 1)])
)");
  public_name(cls, "tessera");
  cls.def(py::init([](std::string name, const any_of<cells_name>& cells) {
            return piece_from_cells(std::move(name), cells.get());
          }),
          py::arg("name"), py::arg("cells"))
      .def_readonly("name", &piece::name, "the piece's name ('L', 'I3', 'H17', ...)")
      .def_property_readonly(
          "cells", [](const piece& p) { return cells_list(p.shape); },
          "list of (row, col), counted from 0, normalised, row-major")
      .def_property_readonly(
          "size", [](const piece& p) { return p.shape.size(); }, "the number of cells")
      .def_property_readonly(
          "copies",
          [](const piece& p) -> py::object {
            if (!p.count.given) return py::none();
            return py::str(format_multiplicity(p.count));
          },
          "the multiplicity the spec gave ('4', '0..4', '2..'), or None")
      .def(
          "orientations",
          [](const piece& p, const std::string& orient) {
            std::vector<piece> out;
            const orientation_set set = min_orient(orient_from_python(orient), p.max_orient);
            for (const oriented_polyomino& o : orientations(p.shape, set)) {
              out.push_back(piece{p.name, o.shape, orientation_set::fixed, p.count});
            }
            return out;
          },
          py::arg("orient") = "free",
          "the distinct orientations under 'free' (rotations and reflections), 'rotate' or "
          "'fixed', as Pieces; a one-sided set's piece never reflects")
      .def("__str__", [](const piece& p) { return draw(p.shape); })
      .def("__repr__", &piece_repr)
      .def("__eq__",
           [](const piece& a, const piece& b) {
             return a.name == b.name && a.shape == b.shape && a.count == b.count;
           })
      .def("__hash__", [](const piece& p) { return polyomino_hash{}(p.shape); });

  // tessera.pieces() (python/tessera/__init__.py gives it its signature and documentation).
  m.def(
      "_pieces", [](py::handle spec) { return pieces_from_python(spec); }, py::arg("name_or_text"));
}

}  // namespace tessera::python
