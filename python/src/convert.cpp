// Python values in: grids through the buffer protocol or nested sequences, boards, piece specs.
#include "convert.hpp"

#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>

namespace tessera::python {

void raise_input_error(const input_error& error, std::string_view source) {
  throw py::value_error(format_error(error, std::string(source)));
}

namespace {
std::atomic<std::uint64_t> interrupts{0};
}  // namespace

std::uint64_t interrupted_runs() { return interrupts.load(); }
void count_interrupted_run() { interrupts.fetch_add(1); }

namespace {

// The element types read from a buffer: bool and the integer types, native byte order (PEP 3118
// format characters). 0 for a format we do not read.
enum class element : unsigned char { none, u8, i8, i16, u16, i32, u32, i64, f32, f64 };

element element_of(std::string_view format, std::size_t itemsize) {
  if (!format.empty() && (format[0] == '@' || format[0] == '=' || format[0] == '<')) {
    format.remove_prefix(1);  // little-endian x86-64 and aarch64: native order
  }
  if (format.size() != 1) return element::none;
  const char f = format[0];
  if ((f == '?' || f == 'B') && itemsize == 1) return element::u8;
  if (f == 'b' && itemsize == 1) return element::i8;
  if (f == 'h' && itemsize == 2) return element::i16;
  if (f == 'H' && itemsize == 2) return element::u16;
  if (f == 'i' && itemsize == 4) return element::i32;
  if (f == 'I' && itemsize == 4) return element::u32;
  // > 2^63 reads negative for 'L'/'Q': out of range all the same.
  if ((f == 'l' || f == 'q' || f == 'L' || f == 'Q') && itemsize == 8) return element::i64;
  // np.ones((4, 5)) is float64: the most natural board a user makes; its values must be whole.
  if (f == 'f' && itemsize == 4) return element::f32;
  if (f == 'd' && itemsize == 8) return element::f64;
  return element::none;
}

void check_size(std::size_t rows, std::size_t cols, std::size_t max_side, std::size_t max_cells,
                const char* what) {
  if (rows == 0 || cols == 0) {
    throw py::value_error(std::string(what) + ": expected at least one row and one column, found " +
                          std::to_string(rows) + "x" + std::to_string(cols));
  }
  if (rows > max_side || cols > max_side || rows > max_cells / cols) {
    throw py::value_error(std::string(what) + ": expected at most " + std::to_string(max_side) +
                          " rows and columns and " + std::to_string(max_cells) + " cells, found " +
                          std::to_string(rows) + "x" + std::to_string(cols));
  }
}

[[noreturn]] void bad_value(const char* what, std::size_t r, std::size_t c,
                            const std::string& found, unsigned max_value) {
  throw py::value_error(std::string(what) + ": expected a whole number from 0 to " +
                        std::to_string(max_value) + " at (" + std::to_string(r) + ", " +
                        std::to_string(c) + "), found " + found);
}

// A float as Python prints it (0.5, nan, 1e+300).
std::string float_text(double v) { return py::str(py::float_(v)); }

// A float cell's value when it is a whole number in [0, max_value]; -1 otherwise (NaN too).
std::int64_t whole_value(double v, unsigned max_value) {
  if (!(v >= 0 && v <= static_cast<double>(max_value))) return -1;
  const auto wide = static_cast<std::int64_t>(v);
  return static_cast<double>(wide) == v ? wide : -1;
}

// The cells of a 2-D buffer of T, any strides; every value checked against max_value. One loop per
// element type, so that a 19x19 board costs a few hundred nanoseconds.
template <class T>
void copy_cells(const Py_buffer& view, grid& g, unsigned max_value, const char* what) {
  const char* base = static_cast<const char*>(view.buf);
  const bool dense = view.strides[1] == static_cast<Py_ssize_t>(sizeof(T));
  for (std::size_t r = 0; r < g.rows; ++r) {
    const char* row = base + static_cast<Py_ssize_t>(r) * view.strides[0];
    std::uint8_t* out = g.cells.data() + r * g.cols;
    // No branch in the loop (it vectorises); a bad value is located afterwards.
    bool bad = false;
    for (std::size_t c = 0; c < g.cols; ++c) {
      T v;
      std::memcpy(&v,
                  row + (dense ? static_cast<Py_ssize_t>(c * sizeof(T))
                               : static_cast<Py_ssize_t>(c) * view.strides[1]),
                  sizeof v);
      const auto wide = static_cast<std::int64_t>(v);
      bad |= wide < 0 || wide > static_cast<std::int64_t>(max_value);
      out[c] = static_cast<std::uint8_t>(wide);
    }
    if (!bad) continue;
    for (std::size_t c = 0; c < g.cols; ++c) {
      T v;
      std::memcpy(&v, row + static_cast<Py_ssize_t>(c) * view.strides[1], sizeof v);
      const auto wide = static_cast<std::int64_t>(v);
      if (wide < 0 || wide > static_cast<std::int64_t>(max_value)) {
        bad_value(what, r, c, std::to_string(wide), max_value);
      }
    }
  }
}

// The same for a buffer of float or double: each value a whole number in [0, max_value].
template <class T>
void copy_float_cells(const Py_buffer& view, grid& g, unsigned max_value, const char* what) {
  const char* base = static_cast<const char*>(view.buf);
  for (std::size_t r = 0; r < g.rows; ++r) {
    const char* row = base + static_cast<Py_ssize_t>(r) * view.strides[0];
    std::uint8_t* out = g.cells.data() + r * g.cols;
    for (std::size_t c = 0; c < g.cols; ++c) {
      T v;
      std::memcpy(&v, row + static_cast<Py_ssize_t>(c) * view.strides[1], sizeof v);
      const std::int64_t wide = whole_value(static_cast<double>(v), max_value);
      if (wide < 0) bad_value(what, r, c, float_text(static_cast<double>(v)), max_value);
      out[c] = static_cast<std::uint8_t>(wide);
    }
  }
}

// Releases a Py_buffer on every path (the checks below throw).
struct buffer_view {
  Py_buffer view{};
  bool held = false;
  ~buffer_view() {
    if (held) PyBuffer_Release(&view);
  }
};

grid read_buffer(py::handle obj, unsigned max_value, std::size_t max_side, std::size_t max_cells,
                 const char* what) {
  buffer_view b;
  if (PyObject_GetBuffer(obj.ptr(), &b.view, PyBUF_RECORDS_RO) != 0) throw py::error_already_set();
  b.held = true;
  const Py_buffer& view = b.view;
  if (view.ndim != 2) {
    throw py::type_error(std::string(what) + ": expected a 2-D array, found " +
                         std::to_string(view.ndim) +
                         (view.ndim == 1 ? " dimension" : " dimensions"));
  }
  const element type = element_of(view.format == nullptr ? "B" : view.format,
                                  static_cast<std::size_t>(view.itemsize));
  if (type == element::none) {
    throw py::type_error(std::string(what) +
                         ": expected an array of bool, integers or floats, found format '" +
                         (view.format == nullptr ? "B" : view.format) + "'");
  }
  grid g;
  g.rows = static_cast<std::size_t>(view.shape[0]);
  g.cols = static_cast<std::size_t>(view.shape[1]);
  check_size(g.rows, g.cols, max_side, max_cells, what);
  g.cells.resize(g.rows * g.cols);
  switch (type) {
    case element::u8:
      copy_cells<std::uint8_t>(view, g, max_value, what);
      break;
    case element::i8:
      copy_cells<std::int8_t>(view, g, max_value, what);
      break;
    case element::i16:
      copy_cells<std::int16_t>(view, g, max_value, what);
      break;
    case element::u16:
      copy_cells<std::uint16_t>(view, g, max_value, what);
      break;
    case element::i32:
      copy_cells<std::int32_t>(view, g, max_value, what);
      break;
    case element::u32:
      copy_cells<std::uint32_t>(view, g, max_value, what);
      break;
    case element::i64:
      copy_cells<std::int64_t>(view, g, max_value, what);
      break;
    case element::f32:
      copy_float_cells<float>(view, g, max_value, what);
      break;
    case element::f64:
      copy_float_cells<double>(view, g, max_value, what);
      break;
    case element::none:
      break;
  }
  return g;
}

grid read_nested(py::handle obj, unsigned max_value, std::size_t max_side, std::size_t max_cells,
                 const char* what) {
  if (!PySequence_Check(obj.ptr()) || py::isinstance<py::str>(obj) ||
      py::isinstance<py::bytes>(obj)) {
    throw py::type_error(std::string(what) +
                         ": expected a 2-D array or a list of lists of numbers, found " +
                         std::string(py::str(obj.get_type().attr("__name__"))));
  }
  const py::sequence outer = py::reinterpret_borrow<py::sequence>(obj);
  grid g;
  g.rows = outer.size();
  if (g.rows == 0) check_size(0, 0, max_side, max_cells, what);
  const py::object first = outer[0];
  if (!PySequence_Check(first.ptr()) || py::isinstance<py::str>(first)) {
    throw py::type_error(std::string(what) + ": expected row 0 to be a list of numbers");
  }
  g.cols = py::len(first);
  check_size(g.rows, g.cols, max_side, max_cells, what);
  g.cells.resize(g.rows * g.cols);
  for (std::size_t r = 0; r < g.rows; ++r) {
    const py::object row_obj = outer[r];
    if (!PySequence_Check(row_obj.ptr()) || py::isinstance<py::str>(row_obj)) {
      throw py::type_error(std::string(what) + ": expected row " + std::to_string(r) +
                           " to be a list of numbers");
    }
    const py::sequence row = py::reinterpret_borrow<py::sequence>(row_obj);
    if (row.size() != g.cols) {
      throw py::value_error(std::string(what) + ": expected " + std::to_string(g.cols) +
                            " values in row " + std::to_string(r) + " (as in row 0), found " +
                            std::to_string(row.size()));
    }
    for (std::size_t c = 0; c < g.cols; ++c) {
      const py::object v = row[c];
      if (PyFloat_Check(v.ptr())) {  // 1.0 as numpy's float arrays hold it: a whole number
        const double x = PyFloat_AS_DOUBLE(v.ptr());
        const std::int64_t value = whole_value(x, max_value);
        if (value < 0) bad_value(what, r, c, float_text(x), max_value);
        g.cells[r * g.cols + c] = static_cast<std::uint8_t>(value);
        continue;
      }
      if (!PyLong_Check(v.ptr())) {  // bool is a subclass of int
        throw py::type_error(std::string(what) + ": expected a number at (" + std::to_string(r) +
                             ", " + std::to_string(c) + "), found " +
                             std::string(py::str(v.get_type().attr("__name__"))));
      }
      int overflow = 0;
      const long long value = PyLong_AsLongLongAndOverflow(v.ptr(), &overflow);
      if (overflow != 0 || value < 0 || value > static_cast<long long>(max_value)) {
        bad_value(what, r, c, std::string(py::str(v)), max_value);
      }
      g.cells[r * g.cols + c] = static_cast<std::uint8_t>(value);
    }
  }
  return g;
}

}  // namespace

grid read_grid(py::handle obj, unsigned max_value, std::size_t max_side, std::size_t max_cells,
               const char* what) {
  if (PyObject_CheckBuffer(obj.ptr()) != 0 && !py::isinstance<py::bytes>(obj)) {
    return read_buffer(obj, max_value, max_side, max_cells, what);
  }
  return read_nested(obj, max_value, max_side, max_cells, what);
}

bool is_text_rows(py::handle obj) {
  if (py::isinstance<py::str>(obj)) return true;
  if (!py::isinstance<py::list>(obj) && !py::isinstance<py::tuple>(obj)) return false;
  const py::sequence seq = py::reinterpret_borrow<py::sequence>(obj);
  if (seq.size() == 0) return false;
  for (const py::handle item : seq) {
    if (!py::isinstance<py::str>(item)) return false;
  }
  return true;
}

std::string text_of_rows(py::handle obj, const char* what) {
  if (py::isinstance<py::str>(obj)) return obj.cast<std::string>();
  std::string text;
  std::size_t r = 0;
  for (const py::handle item : py::reinterpret_borrow<py::sequence>(obj)) {
    if (!py::isinstance<py::str>(item)) {
      throw py::type_error(std::string(what) + ": expected row " + std::to_string(r) +
                           " to be a str");
    }
    const std::string row = item.cast<std::string>();
    if (row.find_first_of("\r\n") != std::string::npos) {
      throw py::value_error(std::string(what) + ":" + std::to_string(r + 1) +
                            ": expected one row per string, found a line break");
    }
    text += row;
    text += '\n';
    ++r;
  }
  return text;
}

board board_from_python(py::handle obj) {
  const board_limits limits;
  if (py::isinstance<py::tuple>(obj) && py::len(obj) == 2 &&
      PyLong_Check(py::reinterpret_borrow<py::tuple>(obj)[0].ptr()) &&
      PyLong_Check(py::reinterpret_borrow<py::tuple>(obj)[1].ptr())) {
    const auto t = py::reinterpret_borrow<py::tuple>(obj);
    const long long rows = t[0].cast<long long>();
    const long long cols = t[1].cast<long long>();
    if (rows < 1 || cols < 1) {
      throw py::value_error("board: expected (rows, cols) of at least 1, found (" +
                            std::to_string(rows) + ", " + std::to_string(cols) + ")");
    }
    const auto parsed = parse_board_size(std::to_string(rows) + "x" + std::to_string(cols), limits);
    if (!parsed) raise_input_error(input_error{0, 0, parsed.error().message}, "board");
    return parsed.value();
  }
  if (is_text_rows(obj)) {
    const std::string text = text_of_rows(obj, "board");
    auto boards = parse_boards(text, limits);
    if (!boards) raise_input_error(boards.error(), "board");
    if (boards.value().size() != 1) {
      throw py::value_error("board: expected one board, found " +
                            std::to_string(boards.value().size()) + " (BOARDCOVER cases)");
    }
    return std::move(boards.value()[0]);
  }
  const grid g = read_grid(obj, 1, limits.max_side, limits.max_cells, "board");
  board b(g.rows, g.cols, false);
  for (std::size_t r = 0; r < g.rows; ++r) {
    for (std::size_t c = 0; c < g.cols; ++c) b.set_free(r, c, g.cells[r * g.cols + c] != 0);
  }
  return b;
}

namespace {

std::pair<std::size_t, std::size_t> board_cell(const board& b, py::handle cell_obj,
                                               const std::string& what) {
  const auto rc = py::cast<std::pair<long long, long long>>(cell_obj);
  if (rc.first < 0 || rc.second < 0 || rc.first >= static_cast<long long>(b.rows()) ||
      rc.second >= static_cast<long long>(b.cols())) {
    throw py::value_error(what + ": cell (" + std::to_string(rc.first) + ", " +
                          std::to_string(rc.second) + ") is off the " + std::to_string(b.rows()) +
                          "x" + std::to_string(b.cols()) + " board (cells count from 0)");
  }
  const auto r = static_cast<std::size_t>(rc.first), c = static_cast<std::size_t>(rc.second);
  if (!b.is_free(r, c) || b.mark(r, c) != '\0') {
    throw py::value_error(what + ": cell (" + std::to_string(r) + ", " + std::to_string(c) +
                          ") is not a free cell");
  }
  return {r, c};
}

}  // namespace

void mark_puzzle_from_python(board& b, py::handle optional_obj, py::handle given_obj) {
  if (!optional_obj.is_none()) {
    for (const py::handle x : py::iter(optional_obj)) {
      const auto [r, c] = board_cell(b, x, "optional");
      b.set_mark(r, c, '+');
    }
  }
  if (given_obj.is_none()) return;
  for (const py::handle g : py::iter(given_obj)) {
    std::string name;
    py::object cells;
    if (py::isinstance<py::dict>(g)) {
      const py::dict d = py::reinterpret_borrow<py::dict>(g);
      if (!d.contains("piece") || !d.contains("cells"))
        throw py::value_error("given: expected {\"piece\": NAME, \"cells\": [...]}");
      name = py::cast<std::string>(d["piece"]);
      cells = d["cells"];
    } else {
      const auto pair = py::cast<std::pair<std::string, py::object>>(g);
      name = pair.first;
      cells = pair.second;
    }
    const char letter = name.empty() ? '\0' : name[0];
    if (!((letter >= 'A' && letter <= 'Z') || (letter >= 'a' && letter <= 'z'))) {
      throw py::value_error(
          "given: a piece name must start with a letter (the board draws a "
          "given piece with it), found '" +
          name + "'");
    }
    for (const py::handle x : py::iter(cells)) {
      const auto [r, c] = board_cell(b, x, "given '" + name + "'");
      b.set_free(r, c, false);
      b.set_mark(r, c, letter);
    }
  }
}

orientation_set orient_from_python(const std::string& name) {
  if (name == "free") return orientation_set::free;
  if (name == "rotate") return orientation_set::rotate;
  if (name == "fixed") return orientation_set::fixed;
  throw py::value_error("orient: expected 'free', 'rotate' or 'fixed', found '" + name + "'");
}

void apply_wrap_from_python(const std::string& name, board& b) {
  if (name != "none" && name != "rows" && name != "cols" && name != "both")
    throw py::value_error("wrap: expected 'none', 'rows', 'cols' or 'both', found '" + name + "'");
  b.set_wrap(name == "rows" || name == "both", name == "cols" || name == "both");
}

std::optional<std::chrono::steady_clock::time_point> deadline_from_python(py::handle seconds) {
  if (seconds.is_none()) return std::nullopt;
  const double s = seconds.cast<double>();
  if (!(s >= 0) || s > 1e9) {
    throw py::value_error("timeout: expected seconds from 0 to 1e9, found " +
                          std::string(py::str(seconds)));
  }
  return std::chrono::steady_clock::now() +
         std::chrono::duration_cast<std::chrono::steady_clock::duration>(
             std::chrono::duration<double>(s));
}

}  // namespace tessera::python
