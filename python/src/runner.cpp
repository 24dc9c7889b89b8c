// A CLI request run through run_command on a worker thread, with Ctrl-C and a progress callable
// (runner.hpp).
#include "runner.hpp"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <fstream>
#include <iterator>
#include <mutex>
#include <thread>

#include "convert.hpp"
#include "tessera/progress.hpp"
#include "tessera/request.hpp"

namespace tessera::python {

progress_hook progress_from_python(py::handle callable, double every) {
  progress_hook hook;
  if (!callable.is_none()) {
    if (PyCallable_Check(callable.ptr()) == 0) {
      throw py::type_error("progress: expected a callable taking one dict, or None");
    }
    hook.callable = py::reinterpret_borrow<py::object>(callable);
  }
  // The CLI's --progress-every range (src/cli/progress_report.cpp).
  if (!(every >= 0.01 && every <= 3600)) {
    throw py::value_error("progress_every: expected seconds from 0.01 to 3600");
  }
  hook.every = every;
  return hook;
}

namespace {

// What the worker and the waiting thread share. The worker writes out/err/exit alone until `done`.
struct shared_run {
  std::mutex mutex;
  std::condition_variable wake;
  bool done = false;
  std::deque<std::string> reports;  // progress_json lines not yet handed to the callable
  std::atomic<bool> cancel{false};
  cli_output output;
  std::exception_ptr error;
};

void work(const cli_request& request, const std::vector<std::string>& args, bool with_progress,
          shared_run& run) {
  try {
    command_io io;
    io.out = [&run](std::string_view s) { run.output.out.append(s); };
    io.err = [&run](std::string_view s) { run.output.err.append(s); };
    io.read = [&](const std::string& path) -> std::optional<std::string> {
      if (path == "-") return request.input;
      if (request.pieces_file && path == pieces_path) return *request.pieces_file;
      if (const auto it = request.files.find(path); it != request.files.end()) return it->second;
      std::ifstream in(path, std::ios::binary);  // a real file: an @FILE spec, an xc path
      if (!in) {
        // As the native CLI says it (apps/tessera/native_io.cpp).
        run.output.err += "tessera: cannot open '" + path + "': " + std::strerror(errno) + "\n";
        return std::nullopt;
      }
      return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    };
    io.write = [](const std::string&, std::string_view) { return false; };
    io.cancel = &run.cancel;
    if (with_progress) {
      io.on_progress = [&run](const progress_report& r) {
        std::string line = progress_json(r);
        std::lock_guard lock(run.mutex);
        run.reports.push_back(std::move(line));
        run.wake.notify_all();
      };
    }
    run.output.exit = run_command(args, io);
  } catch (...) {
    run.error = std::current_exception();
  }
  std::lock_guard lock(run.mutex);
  run.done = true;
  run.wake.notify_all();
}

// Stops the run (cancel flag) and waits for its thread without holding the GIL.
void stop(shared_run& run, std::thread& worker) {
  run.cancel.store(true);
  py::gil_scoped_release nogil;
  worker.join();
}

}  // namespace

cli_output run_cli(const cli_request& request, const progress_hook& progress) {
  std::vector<std::string> args = request.args;
  const bool with_progress = !progress.callable.is_none();
  py::object loads;
  if (with_progress) {
    args.insert(args.end(), {"--progress", "auto", "--progress-every",
                             std::string(py::repr(py::float_(progress.every)))});
    loads = py::module_::import("json").attr("loads");
  }
  shared_run run;
  std::thread worker([&] { work(request, args, with_progress, run); });
  // Hands the newest report that came in to the callable, here on the calling thread with the GIL
  // held. Older ones are dropped: a callable slower than the interval sees the run as it is now,
  // not a backlog (the final report is always the newest of the last batch).
  auto deliver = [&](std::deque<std::string>& got) {
    if (got.empty()) return;
    const std::string line = std::move(got.back());
    got.clear();
    progress.callable(loads(py::str(line)));
  };
  std::deque<std::string> got;
  for (;;) {
    bool finished = false;
    {
      py::gil_scoped_release nogil;
      std::unique_lock lock(run.mutex);
      run.wake.wait_for(lock, std::chrono::milliseconds(10),
                        [&] { return run.done || !run.reports.empty(); });
      got.swap(run.reports);
      finished = run.done;
    }
    if (finished) break;
    try {
      deliver(got);
    } catch (py::error_already_set& e) {
      // The callable raised (or Ctrl-C's KeyboardInterrupt came while Python code ran in it):
      // the search stops, the exception goes up.
      if (e.matches(PyExc_KeyboardInterrupt)) count_interrupted_run();
      stop(run, worker);
      throw;
    } catch (...) {
      stop(run, worker);
      throw;
    }
    if (PyErr_CheckSignals() != 0) {
      count_interrupted_run();
      stop(run, worker);
      throw py::error_already_set();
    }
  }
  worker.join();
  if (run.error) std::rethrow_exception(run.error);
  deliver(got);  // the reports of the last slice and the final one
  return std::move(run.output);
}

std::string cli_seconds(double seconds) {
  return std::string(py::repr(py::float_(seconds > 0 ? seconds : 1e-9)));
}

std::string error_message(const std::string& err) {
  std::string out;
  std::size_t at = 0;
  while (at < err.size()) {
    std::size_t end = err.find('\n', at);
    if (end == std::string::npos) end = err.size();
    std::string_view line(err.data() + at, end - at);
    if (line.substr(0, 9) == "tessera: ") line.remove_prefix(9);
    if (!line.empty()) {
      if (!out.empty()) out += '\n';
      out += line;
    }
    at = end + 1;
  }
  return out;
}

}  // namespace tessera::python
