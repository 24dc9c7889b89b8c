// Private to the Python module: Python values in (boards, grids, piece specs), errors out, and the
// runner that keeps a long library call interruptible by Ctrl-C. Glue only: every parse and every
// check of a problem is the library's.
#pragma once

#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <type_traits>
#include <vector>

#include "tessera/board.hpp"
#include "tessera/piece_spec.hpp"
#include "tessera/polyomino.hpp"
#include "tessera/result.hpp"

namespace tessera::python {

namespace py = pybind11;

// An argument the binding reads itself (a board, a grid, a piece list: any of several Python
// shapes), named in the signature help() shows by `Name::name` instead of pybind11's "handle".
template <class Name>
struct any_of {
  py::object object;
  py::handle get() const { return object; }
};

// The names, as the package's type stubs (__init__.pyi) spell them.
struct grid_name {
  static constexpr auto name =
      py::detail::const_name("numpy.ndarray | list[list[int]] | list[str]");
};
struct cells_name {
  static constexpr auto name = py::detail::const_name("Sequence[tuple[int, int]]");
};
struct size_name {
  static constexpr auto name = py::detail::const_name("int | tuple[int, int]");
};

// Raises ValueError "SOURCE:LINE:COL: message" (just "SOURCE: message" for a line-0 error).
[[noreturn]] void raise_input_error(const input_error& error, std::string_view source);

// A rows x cols grid of small non-negative integers read from Python, row-major.
struct grid {
  std::size_t rows = 0;
  std::size_t cols = 0;
  std::vector<std::uint8_t> cells;
};

// Reads a 2-D grid: any object with the buffer protocol (a numpy array of bool, integers or
// floats, any strides) or a sequence of sequences of ints/bools/floats. Every value must be a
// whole number in [0, max_value] (ValueError naming the cell, 0-based, otherwise: 0.5 or NaN
// too); rows and cols must be from 1 to max_side and their product at most max_cells, checked
// before anything is allocated. `what` names the argument in messages. TypeError for anything
// else (complex numbers, 1-D or 3-D arrays, strings).
grid read_grid(py::handle obj, unsigned max_value, std::size_t max_side, std::size_t max_cells,
               const char* what);

// True when `obj` is a str, or a list/tuple whose items are all str (a board drawn as text).
bool is_text_rows(py::handle obj);
// The text of a drawn board: a str as is, rows joined with '\n'. TypeError/ValueError when a row is
// not a str or holds a line break.
std::string text_of_rows(py::handle obj, const char* what);

// A board for the tiling solvers: rows of '#'/'.' text (a str or a list of str, line:col errors,
// the library's board reader), a 2-D buffer or nested lists of 0/1 or bool (1 = free), or
// (rows, cols) for a full rectangle.
board board_from_python(py::handle obj);

// The pieces of a spec ("pentominoes", "L3*0..4,domino", "@FILE"), a piece file's text (it holds a
// line break), or a list of Piece objects / (name, cells) pairs. ValueError with the position on
// a bad spec or file.
std::vector<piece> pieces_from_python(py::handle obj);

// "free", "rotate" or "fixed"; ValueError otherwise.
orientation_set orient_from_python(const std::string& name);
// wrap= ("none", "rows", "cols", "both", as `tessera cover --wrap`) applied to `b`; ValueError
// else.
void apply_wrap_from_python(const std::string& name, board& b);

// cover()'s optional= and given= drawn onto `b` as a board file draws them: optional cells (an
// iterable of (row, col), 0-based, free cells) marked '+', and each given piece (an iterable of
// (name, cells) pairs or {"piece": name, "cells": cells} dicts, cells 0-based and free) marked
// with its name's first letter and blocked. None leaves the board as it is. Raises ValueError.
void mark_puzzle_from_python(board& b, py::handle optional_obj, py::handle given_obj);

// Runs work(cancel) on a worker thread with the GIL released, and polls for signals (Ctrl-C) every
// 10 ms on the calling thread: on a pending signal whose handler raises, it sets `cancel`, waits
// for the work to notice it (the library polls it every few thousand nodes or states) and
// re-raises the handler's exception (KeyboardInterrupt). An exception thrown by the work is
// re-thrown here. Costs a thread start (tens of microseconds): for calls that may run long.
// How many runs a signal has stopped (run_interruptible and the solution stream): a test reads it
// (tessera._tessera._interrupts()) to tell a stop inside the library from one after it returned.
std::uint64_t interrupted_runs();
void count_interrupted_run();

template <class Work>
auto run_interruptible(Work&& work) -> std::invoke_result_t<Work&, const std::atomic<bool>&> {
  using value = std::invoke_result_t<Work&, const std::atomic<bool>&>;
  std::atomic<bool> cancel{false};
  std::mutex mutex;
  std::condition_variable ready;
  bool done = false;
  std::optional<value> out;
  std::exception_ptr error;
  std::thread worker([&] {
    try {
      out.emplace(work(static_cast<const std::atomic<bool>&>(cancel)));
    } catch (...) {
      error = std::current_exception();
    }
    std::lock_guard lock(mutex);
    done = true;
    ready.notify_all();
  });
  for (;;) {
    bool finished = false;
    {
      py::gil_scoped_release nogil;
      std::unique_lock lock(mutex);
      finished = ready.wait_for(lock, std::chrono::milliseconds(10), [&] { return done; });
    }
    if (finished) break;
    if (PyErr_CheckSignals() != 0) {
      cancel.store(true);
      count_interrupted_run();
      {
        py::gil_scoped_release nogil;
        worker.join();
      }
      throw py::error_already_set();
    }
  }
  worker.join();
  if (error) std::rethrow_exception(error);
  return std::move(*out);
}

// A steady-clock deadline `seconds` from now; none for None. ValueError on a negative or NaN value.
std::optional<std::chrono::steady_clock::time_point> deadline_from_python(py::handle seconds);

}  // namespace tessera::python

namespace pybind11::detail {

// Any object, as is: the binding reads it (read_grid, board_from_python, ...).
template <class Name>
struct type_caster<tessera::python::any_of<Name>> {
  PYBIND11_TYPE_CASTER(tessera::python::any_of<Name>, Name::name);
  bool load(handle src, bool) {
    value.object = reinterpret_borrow<object>(src);
    return true;
  }
  static handle cast(const tessera::python::any_of<Name>& v, return_value_policy, handle) {
    return v.object.inc_ref();
  }
};

}  // namespace pybind11::detail
