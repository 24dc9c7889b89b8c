// Python values in: grids through the buffer protocol or nested sequences, boards, piece specs.
#include "convert.hpp"

#include <cmath>
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

// One value of a buffer element as a signed 64-bit integer; false for a format we do not read.
template <class T>
std::int64_t load(const char* at) {
  T v;
  std::memcpy(&v, at, sizeof v);
  return static_cast<std::int64_t>(v);
}

using loader = std::int64_t (*)(const char*);

// The element reader for a PEP 3118 format: bool and the integer types, native byte order.
loader loader_for(std::string_view format, std::size_t itemsize) {
  if (!format.empty() && (format[0] == '@' || format[0] == '=' || format[0] == '<')) {
    format.remove_prefix(1);  // little-endian x86-64 and aarch64: native order
  }
  if (format.size() != 1) return nullptr;
  switch (format[0]) {
    case '?':
      return itemsize == 1 ? load<std::uint8_t> : nullptr;
    case 'b':
      return load<std::int8_t>;
    case 'B':
      return load<std::uint8_t>;
    case 'h':
      return load<std::int16_t>;
    case 'H':
      return load<std::uint16_t>;
    case 'i':
      return itemsize == 4 ? load<std::int32_t> : nullptr;
    case 'I':
      return itemsize == 4 ? load<std::uint32_t> : nullptr;
    case 'l':
    case 'q':
      return itemsize == 8 ? load<std::int64_t> : nullptr;
    case 'L':
    case 'Q':
      return itemsize == 8 ? load<std::int64_t> : nullptr;  // > 2^63 reads negative: out of range
    default:
      return nullptr;
  }
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

[[noreturn]] void bad_value(const char* what, std::size_t r, std::size_t c, std::int64_t v,
                            unsigned max_value) {
  throw py::value_error(std::string(what) + ": expected a value from 0 to " +
                        std::to_string(max_value) + " at (" + std::to_string(r) + ", " +
                        std::to_string(c) + "), found " + std::to_string(v));
}

grid read_buffer(py::handle obj, unsigned max_value, std::size_t max_side, std::size_t max_cells,
                 const char* what) {
  const py::buffer_info info = py::reinterpret_borrow<py::buffer>(obj).request();
  if (info.ndim != 2) {
    throw py::type_error(std::string(what) + ": expected a 2-D array, found " +
                         std::to_string(info.ndim) + " dimension(s)");
  }
  const loader get = loader_for(info.format, static_cast<std::size_t>(info.itemsize));
  if (get == nullptr) {
    throw py::type_error(std::string(what) +
                         ": expected an array of bool or integers, found format '" + info.format +
                         "'");
  }
  grid g;
  g.rows = static_cast<std::size_t>(info.shape[0]);
  g.cols = static_cast<std::size_t>(info.shape[1]);
  check_size(g.rows, g.cols, max_side, max_cells, what);
  g.cells.resize(g.rows * g.cols);
  const char* base = static_cast<const char*>(info.ptr);
  for (std::size_t r = 0; r < g.rows; ++r) {
    const char* row = base + static_cast<py::ssize_t>(r) * info.strides[0];
    for (std::size_t c = 0; c < g.cols; ++c) {
      const std::int64_t v = get(row + static_cast<py::ssize_t>(c) * info.strides[1]);
      if (v < 0 || v > static_cast<std::int64_t>(max_value)) bad_value(what, r, c, v, max_value);
      g.cells[r * g.cols + c] = static_cast<std::uint8_t>(v);
    }
  }
  return g;
}

grid read_nested(py::handle obj, unsigned max_value, std::size_t max_side, std::size_t max_cells,
                 const char* what) {
  if (!PySequence_Check(obj.ptr()) || py::isinstance<py::str>(obj) ||
      py::isinstance<py::bytes>(obj)) {
    throw py::type_error(std::string(what) +
                         ": expected a 2-D array or a list of lists of integers, found " +
                         std::string(py::str(obj.get_type().attr("__name__"))));
  }
  const py::sequence outer = py::reinterpret_borrow<py::sequence>(obj);
  grid g;
  g.rows = outer.size();
  if (g.rows == 0) check_size(0, 0, max_side, max_cells, what);
  const py::object first = outer[0];
  if (!PySequence_Check(first.ptr()) || py::isinstance<py::str>(first)) {
    throw py::type_error(std::string(what) + ": expected row 0 to be a list of integers");
  }
  g.cols = py::len(first);
  check_size(g.rows, g.cols, max_side, max_cells, what);
  g.cells.resize(g.rows * g.cols);
  for (std::size_t r = 0; r < g.rows; ++r) {
    const py::object row_obj = outer[r];
    if (!PySequence_Check(row_obj.ptr()) || py::isinstance<py::str>(row_obj)) {
      throw py::type_error(std::string(what) + ": expected row " + std::to_string(r) +
                           " to be a list of integers");
    }
    const py::sequence row = py::reinterpret_borrow<py::sequence>(row_obj);
    if (row.size() != g.cols) {
      throw py::value_error(std::string(what) + ": expected " + std::to_string(g.cols) +
                            " values in row " + std::to_string(r) + " (as in row 0), found " +
                            std::to_string(row.size()));
    }
    for (std::size_t c = 0; c < g.cols; ++c) {
      const py::object v = row[c];
      if (!PyLong_Check(v.ptr())) {  // bool is a subclass of int
        throw py::type_error(std::string(what) + ": expected an integer at (" + std::to_string(r) +
                             ", " + std::to_string(c) + "), found " +
                             std::string(py::str(v.get_type().attr("__name__"))));
      }
      int overflow = 0;
      const long long value = PyLong_AsLongLongAndOverflow(v.ptr(), &overflow);
      if (overflow != 0 || value < 0 || value > static_cast<long long>(max_value)) {
        bad_value(what, r, c, overflow != 0 ? -1 : value, max_value);
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

orientation_set orient_from_python(const std::string& name) {
  if (name == "free") return orientation_set::free;
  if (name == "rotate") return orientation_set::rotate;
  if (name == "fixed") return orientation_set::fixed;
  throw py::value_error("orient: expected 'free', 'rotate' or 'fixed', found '" + name + "'");
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
