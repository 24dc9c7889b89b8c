// Private to the Python module: one CLI request (requests.hpp's cli_request) run through the
// library's run_command (tessera/request.hpp, the CLI's own subcommand code) the way a notebook
// needs a long run to go: on a worker thread with the GIL released, Ctrl-C stopping it through
// command_io::cancel, and the run's progress reports (the `--progress json` objects, as dicts)
// handed to a Python callable on the calling thread, with the GIL held.
#pragma once

#include <pybind11/pybind11.h>

#include <string>

#include "requests.hpp"

namespace tessera::python {

namespace py = pybind11;

// A progress callable (None: no progress) and the seconds between its reports.
struct progress_hook {
  py::object callable = py::none();
  double every = 0.25;
};

// Reads progress= and progress_every= (TypeError when progress is not callable, ValueError when
// the interval is outside the CLI's 0.01 to 3600 s).
progress_hook progress_from_python(py::handle callable, double every);

struct cli_output {
  int exit = 0;
  std::string out, err;
};

// Runs `tessera ARGS... < INPUT` (plus `--progress auto --progress-every S` when the hook has a
// callable) and returns its exit, stdout and stderr. Waits in 10 ms slices: between them it calls
// the callable with the newest report that came in (older ones of the same slice are dropped; the
// final one comes after the run), and checks for signals. A pending KeyboardInterrupt or an
// exception raised by the callable sets the run's cancel flag, waits for the run to stop (the
// engines poll the flag every 4096 nodes or DP states) and is re-raised: the run's partial output
// is dropped, no half result comes back.
cli_output run_cli(const cli_request& request, const progress_hook& progress);

// A timeout as `--timeout` takes it: Python's 0 means "stop at once", the CLI's 0 "no timeout", so
// 0 becomes the shortest positive time (1e-09).
std::string cli_seconds(double seconds);

// The message of a failed run (exit 2): its stderr lines without the "tessera: " prefix, e.g.
// "input:3:7: expected ..., found ...".
std::string error_message(const std::string& err);

}  // namespace tessera::python
