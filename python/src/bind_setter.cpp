// tessera.gen / tessera.validate: the setter's kit (tessera/setter.hpp) from Python, the same
// generators and validators as `tessera gen` and `tessera validate`, with the same bytes and
// messages. The judge is the CLI's (`tessera judge`): it runs processes, which a Python caller
// does with subprocess.
#include <pybind11/stl.h>

#include <optional>

#include "bindings.hpp"
#include "convert.hpp"
#include "tessera/setter.hpp"

namespace tessera::python {
namespace {

setter::problem problem_of(const std::string& name) {
  const std::optional<setter::problem> p = setter::problem_from_name(name);
  if (!p) {
    throw py::value_error(
        "problem: expected 'lpuzzle', 'boardcover' (or 'cover'), 'omok' or "
        "'fill', found '" +
        name + "'");
  }
  return *p;
}

std::size_t size_of(const std::optional<long long>& v, const char* what) {
  if (!v) return 0;
  if (*v < 1) throw py::value_error(std::string(what) + ": expected a positive size");
  return static_cast<std::size_t>(*v);
}

}  // namespace

void bind_setter(py::module_& m) {
  m.def(
      "_gen",
      [](const std::string& problem, const std::optional<std::string>& kind, std::uint64_t seed,
         std::optional<long long> cases, std::optional<long long> rows,
         std::optional<long long> cols, bool beyond_limits, double density) {
        setter::gen_options o;
        o.kind = kind.value_or("");
        o.seed = seed;
        o.cases = size_of(cases, "cases");
        o.rows = size_of(rows, "rows");
        o.cols = size_of(cols, "cols");
        o.beyond_limits = beyond_limits;
        if (!(density > 0 && density <= 1))
          throw py::value_error("density: expected 0 < density <= 1");
        o.density = density;
        const setter::problem p = problem_of(problem);
        result<std::string> text = [&] {
          py::gil_scoped_release release;
          return setter::generate(p, o);
        }();
        if (!text) throw py::value_error("gen " + problem + ": " + text.error().message);
        return std::move(text.value());
      },
      py::arg("problem"), py::arg("kind") = py::none(), py::arg("seed") = 1,
      py::arg("cases") = py::none(), py::arg("rows") = py::none(), py::arg("cols") = py::none(),
      py::arg("beyond_limits") = false, py::arg("density") = 1.0,
      R"(One input of a seed problem in its original format, as `tessera gen PROBLEM` writes it.

problem: 'lpuzzle' (BOJ 3654), 'boardcover' or 'cover' (Algospot BOARDCOVER), 'omok' (BOJ 2615),
'fill' (Programmers 84021: the JSON object `tessera fill` reads). kind: one of the problem's kinds
(`tessera gen PROBLEM --help` lists them; None: the default). The same seed gives the same bytes
on every machine. Sizes left None take the kind's defaults; sizes past the original statement's
limits need beyond_limits=True. Raises ValueError for an unknown kind or a refused size (for
example lpuzzle kind='no' on 2x2: no such pattern passes the counting checks and has no tiling).)");
  m.def(
      "_validate",
      [](const std::string& problem, const std::string& text) {
        const setter::problem p = problem_of(problem);
        const std::optional<input_error> bad = [&] {
          py::gil_scoped_release release;
          return setter::validate_input(p, text);
        }();
        if (bad) raise_input_error(*bad, "<input>");
      },
      py::arg("problem"), py::arg("text"),
      R"(Checks an input against every constraint of the problem's original statement and the exact
layout a strict judge feeds (`tessera validate PROBLEM`). Returns None when valid; raises
ValueError('<input>:LINE:COL: what was expected, what was found') at the first violation.)");
}

}  // namespace tessera::python
