// to_json() through the one request path (see requests.hpp).
#include "requests.hpp"

#include <pybind11/stl.h>

#include <stdexcept>

#include "convert.hpp"
#include "runner.hpp"
#include "tessera/polyomino.hpp"
#include "tessera/polyomino_sets.hpp"

namespace tessera::python {

namespace {

bool file_name_ok(const std::string& name) {
  if (name.empty()) return false;
  for (const char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '_' || c == '-' || c == '\'' || c == '+';
    if (!ok) return false;
  }
  return true;
}

}  // namespace

void add_pieces(cli_request& request, py::handle pieces_obj, const std::vector<piece>& pieces) {
  request.args.emplace_back("--pieces");
  if (py::isinstance<py::str>(pieces_obj)) {
    std::string text = pieces_obj.cast<std::string>();
    if (text.find('\n') == std::string::npos) {
      request.args.push_back(std::move(text));
      return;
    }
    request.pieces_file = std::move(text);
  } else {
    std::string file;
    // Pieces that all turn the same way (a one-sided set's) are a piece file and a capped --orient.
    if (!pieces.empty()) request.orient_cap = pieces[0].max_orient;
    for (const piece& p : pieces) {
      if (!file_name_ok(p.name) || p.max_orient != request.orient_cap) {
        request.unrepresentable = "piece '" + p.name +
                                  "' cannot be written in a piece file (a name of letters, "
                                  "digits and _-'+, all pieces turning the same way): give the "
                                  "pieces as a spec";
      }
      file += p.name;
      if (p.count.given) file += "*" + format_multiplicity(p.count);
      file += "\n" + draw(p.shape) + "\n";
    }
    request.pieces_file = std::move(file);
  }
  request.args.push_back(std::string("@") + pieces_path);
}

std::string orient_arg(const cli_request& request, const std::string& orient) {
  const orientation_set capped = min_orient(orient_from_python(orient), request.orient_cap);
  return capped == orientation_set::free     ? "free"
         : capped == orientation_set::rotate ? "rotate"
                                             : "fixed";
}

void add_board(cli_request& request, py::handle board_obj, const board& b) {
  if (py::isinstance<py::tuple>(board_obj) && py::len(board_obj) == 2 &&
      !py::isinstance<py::str>(py::reinterpret_borrow<py::tuple>(board_obj)[0]) && !b.marked()) {
    request.args.emplace_back("--board");
    request.args.push_back(std::to_string(b.rows()) + "x" + std::to_string(b.cols()));
    return;
  }
  request.input =
      "1\n" + std::to_string(b.rows()) + " " + std::to_string(b.cols()) + "\n" + format_board(b);
}

std::string omok_input(const omok::board& b) {
  std::string text = std::to_string(b.rows) + " " + std::to_string(b.cols) + "\n";
  text.reserve(text.size() + 2 * b.cells.size());
  for (std::size_t r = 0; r < b.rows; ++r) {
    for (std::size_t c = 0; c < b.cols; ++c) {
      text += static_cast<char>('0' + b.at(r, c));
      text += c + 1 == b.cols ? '\n' : ' ';
    }
  }
  return text;
}

std::string run_request_document(const cli_request& request) {
  if (!request.unrepresentable.empty())
    throw py::value_error("to_json: " + request.unrepresentable);
  cli_output run = run_cli(request, progress_hook{});
  if (run.exit != 0 && run.exit != 3) {
    std::string command = "tessera";
    for (const std::string& a : request.args) command += " " + a;
    throw std::runtime_error(command + " exited " + std::to_string(run.exit) + ": " + run.err);
  }
  if (!run.out.empty() && run.out.back() == '\n') run.out.pop_back();
  return std::move(run.out);
}

std::string document::get() {
  if (!text_) text_ = std::make_shared<std::string>(run_request_document(*request_));
  return *text_;
}

py::tuple request_tuple(const cli_request& request) {
  return py::make_tuple(
      request.args, request.input,
      request.pieces_file ? py::object(py::str(*request.pieces_file)) : py::object(py::none()));
}

void bind_documents(py::module_& m) {
  py::class_<document>(m, "_Document", "a JSON document, computed on first use")
      .def("get", &document::get)
      .def_property_readonly("request",
                             [](const document& d) { return request_tuple(d.request()); });
}

}  // namespace tessera::python
