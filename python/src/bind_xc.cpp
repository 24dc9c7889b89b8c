// tessera.xc: general exact cover in Knuth's DLX format or PPAR's .ec (tessera/xc.hpp), as
// `tessera xc ... --format json` runs it: the request goes through the library's run_command
// (runner.hpp), so the options, the document and the located errors are the CLI's own.
#include <pybind11/stl.h>

#include "bindings.hpp"
#include "requests.hpp"
#include "runner.hpp"

namespace tessera::python {

namespace {

// The name a problem given as text goes by in messages ("input:3:7: ..."); it is served to the
// run as that file, so a real file of that name is never read instead.
constexpr const char* text_name = "input";

// (the JSON document, stderr: warnings such as a primary item in no option). ValueError with the
// CLI's message on bad input or options.
py::tuple xc(std::optional<std::string> text, std::optional<std::string> path,
             const std::string& mode, std::optional<std::uint64_t> limit,
             std::optional<double> timeout, unsigned threads, const std::string& engine,
             const std::string& input_format, py::handle progress_obj, double progress_every) {
  const progress_hook progress = progress_from_python(progress_obj, progress_every);
  if (mode != "count" && mode != "find" && mode != "all" && mode != "unique") {
    throw py::value_error("mode: expected 'count', 'find', 'all' or 'unique', found '" + mode +
                          "'");
  }
  if (timeout && !(*timeout >= 0)) throw py::value_error("timeout: expected seconds from 0");
  cli_request request;
  request.args = {"xc"};
  if (text) {
    request.args.emplace_back(text_name);
    request.files[text_name] = std::move(*text);
  } else if (path) {
    request.args.push_back(path->starts_with('-') ? "./" + *path : *path);  // not an option
  }
  request.args.insert(request.args.end(), {"--" + mode, "--input", input_format, "--engine", engine,
                                           "--threads", std::to_string(threads)});
  if (limit) request.args.insert(request.args.end(), {"--limit", std::to_string(*limit)});
  if (timeout) request.args.insert(request.args.end(), {"--timeout", cli_seconds(*timeout)});
  request.args.insert(request.args.end(), {"--format", "json"});
  cli_output done = run_cli(request, progress);
  if (done.exit != 0 && done.exit != 3) throw py::value_error(error_message(done.err));
  if (!done.out.empty() && done.out.back() == '\n') done.out.pop_back();
  return py::make_tuple(done.out, error_message(done.err));
}

}  // namespace

void bind_xc(py::module_& m) {
  m.def("_xc", &xc, py::arg("text"), py::arg("path"), py::arg("mode"), py::arg("limit"),
        py::arg("timeout"), py::arg("threads"), py::arg("engine"), py::arg("input"),
        py::arg("progress"), py::arg("progress_every"));
}

}  // namespace tessera::python
