// tessera.count_tilings: the counting DP (tessera/tiling_count.hpp) as `tessera cover` runs it, on
// a worker thread, Ctrl-C, a timeout or the progress callable stopping it, the exact count returned
// as a Python int.
#include <pybind11/stl.h>

#include <nlohmann/json.hpp>

#include "bindings.hpp"
#include "convert.hpp"
#include "requests.hpp"
#include "runner.hpp"
#include "tessera/tiling_count.hpp"

namespace tessera::python {

namespace {

py::object python_int(const big_integer& value) {
  const std::string digits = value.to_string();
  PyObject* out = PyLong_FromString(digits.c_str(), nullptr, 10);
  if (out == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(out);
}

// The library's own count when the request cannot be written for the CLI (pieces no piece file
// holds): the same DP, without progress reports; its to_json() raises.
py::object count_directly(const board& b, const std::vector<piece>& pieces, orientation_set orient,
                          const count_options& options) {
  auto counted = run_interruptible([&](const std::atomic<bool>& cancel) {
    count_options mine = options;
    mine.cancel = &cancel;
    return count_tilings(b, pieces, orient, mine);
  });
  if (!counted) raise_input_error(counted.error(), "board");
  if (counted.value().stopped) return py::none();
  return python_int(counted.value().count);
}

// (count or None when stopped, the CLI's JSON document). The count is `tessera cover ... --format
// json` run through the library's run_command (runner.hpp): the CLI's DP glue, its document, its
// progress reports.
py::tuple count(py::handle board_obj, py::handle pieces_obj, const std::string& orient_name,
                std::optional<std::uint64_t> modulus, unsigned threads, py::handle timeout,
                std::size_t max_memory_mib, const std::string& wrap, py::handle progress_obj,
                double progress_every) {
  board b = board_from_python(board_obj);
  apply_wrap_from_python(wrap, b);
  const std::vector<piece> pieces = pieces_from_python(pieces_obj);
  const orientation_set orient = orient_from_python(orient_name);
  const progress_hook progress = progress_from_python(progress_obj, progress_every);
  for (const piece& p : pieces) {
    if (p.count.given) {
      throw py::value_error("pieces: piece '" + p.name + "' has a multiplicity (*" +
                            format_multiplicity(p.count) +
                            "); counting tilings uses unlimited copies of every piece (cover() "
                            "takes multiplicities)");
    }
  }
  if (modulus && (*modulus < 1 || *modulus >= (std::uint64_t{1} << 63))) {
    throw py::value_error("mod: expected 1 <= mod < 2^63, found " + std::to_string(*modulus));
  }
  if (threads < 1 || threads > 64) {
    throw py::value_error("threads: expected 1 to 64, found " + std::to_string(threads));
  }
  if (max_memory_mib < 1 || max_memory_mib > (std::size_t{1} << 20)) {
    throw py::value_error("max_memory: expected 1 to 2^20 MiB");
  }
  const std::optional<std::chrono::steady_clock::time_point> deadline =
      deadline_from_python(timeout);  // checks the value
  cli_request request;
  request.args = {"cover"};
  add_pieces(request, pieces_obj, pieces);
  request.args.insert(request.args.end(), {"--orient", orient_arg(request, orient_name)});
  add_board(request, board_obj, b);
  if (b.wrapped()) request.args.insert(request.args.end(), {"--wrap", wrap});
  if (modulus) request.args.insert(request.args.end(), {"--mod", std::to_string(*modulus)});
  if (max_memory_mib != 4096) {
    request.args.insert(request.args.end(), {"--max-memory", std::to_string(max_memory_mib)});
  }
  if (!timeout.is_none()) {
    request.args.insert(request.args.end(), {"--timeout", cli_seconds(timeout.cast<double>())});
  }
  request.args.insert(request.args.end(), {"--format", "json"});
  if (!request.unrepresentable.empty()) {
    if (!progress.callable.is_none()) {
      throw py::value_error("progress: " + request.unrepresentable);
    }
    count_options options;
    options.modulus = modulus;
    options.threads = threads;
    options.max_memory_bytes = max_memory_mib << 20;
    options.deadline = deadline;
    return py::make_tuple(count_directly(b, pieces, orient, options), document(std::move(request)));
  }
  cli_request run = request;
  if (threads != 1) run.args.insert(run.args.end(), {"--threads", std::to_string(threads)});
  cli_output done = run_cli(run, progress);
  if (done.exit != 0 && done.exit != 3) throw py::value_error(error_message(done.err));
  if (!done.out.empty() && done.out.back() == '\n') done.out.pop_back();
  const nlohmann::json doc = nlohmann::json::parse(done.out);
  py::object value = py::none();
  if (const auto it = doc.find("count"); it != doc.end()) {
    PyObject* n = PyLong_FromString(it->get<std::string>().c_str(), nullptr, 10);
    if (n == nullptr) throw py::error_already_set();
    value = py::reinterpret_steal<py::object>(n);
  }
  return py::make_tuple(value, document(std::move(request), std::move(done.out)));
}

}  // namespace

void bind_count(py::module_& m) {
  m.def("_count_tilings", &count, py::arg("board"), py::arg("pieces"), py::arg("orient"),
        py::arg("mod"), py::arg("threads"), py::arg("timeout"), py::arg("max_memory"),
        py::arg("wrap"), py::arg("progress"), py::arg("progress_every"));
}

}  // namespace tessera::python
