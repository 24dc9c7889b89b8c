// tessera.count_tilings: the counting DP (tessera/tiling_count.hpp) on a worker thread, Ctrl-C and
// a timeout stopping it, the exact count returned as a Python int.
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "convert.hpp"
#include "documents.hpp"
#include "requests.hpp"
#include "tessera/tiling_count.hpp"

namespace tessera::python {

namespace {

py::object python_int(const big_integer& value) {
  const std::string digits = value.to_string();
  PyObject* out = PyLong_FromString(digits.c_str(), nullptr, 10);
  if (out == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(out);
}

// (count or None when stopped, the CLI's JSON document).
py::tuple count(py::handle board_obj, py::handle pieces_obj, const std::string& orient_name,
                std::optional<std::uint64_t> modulus, unsigned threads, py::handle timeout,
                std::size_t max_memory_mib, const std::string& wrap) {
  board b = board_from_python(board_obj);
  apply_wrap_from_python(wrap, b);
  const std::vector<piece> pieces = pieces_from_python(pieces_obj);
  const orientation_set orient = orient_from_python(orient_name);
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
  count_options options;
  options.modulus = modulus;
  options.threads = threads;
  options.max_memory_bytes = max_memory_mib << 20;
  options.deadline = deadline_from_python(timeout);
  auto counted = run_interruptible([&](const std::atomic<bool>& cancel) {
    count_options mine = options;
    mine.cancel = &cancel;
    return count_tilings(b, pieces, orient, mine);
  });
  if (!counted) raise_input_error(counted.error(), "board");
  const count_result& r = counted.value();
  cli_request request;
  request.args = {"cover"};
  add_pieces(request, pieces_obj, pieces);
  request.args.insert(request.args.end(), {"--orient", orient_name});
  add_board(request, board_obj, b);
  if (b.wrapped()) request.args.insert(request.args.end(), {"--wrap", wrap});
  if (modulus) request.args.insert(request.args.end(), {"--mod", std::to_string(*modulus)});
  if (max_memory_mib != 4096) {
    request.args.insert(request.args.end(), {"--max-memory", std::to_string(max_memory_mib)});
  }
  if (!timeout.is_none()) {
    request.args.insert(request.args.end(), {"--timeout", std::string(py::repr(timeout))});
  }
  request.args.insert(request.args.end(), {"--format", "json"});
  document doc = make_document(
      std::move(request),
      [text = count_document(r, modulus, b.wrapped() ? wrap : "none")] { return text; });
  if (r.stopped) return py::make_tuple(py::none(), doc);
  return py::make_tuple(python_int(r.count), doc);
}

}  // namespace

void bind_count(py::module_& m) {
  m.def("_count_tilings", &count, py::arg("board"), py::arg("pieces"), py::arg("orient"),
        py::arg("mod"), py::arg("threads"), py::arg("timeout"), py::arg("max_memory"),
        py::arg("wrap"));
}

}  // namespace tessera::python
