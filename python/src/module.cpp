// The extension module tessera._tessera; the package tessera (python/tessera/) re-exports it.
#include "bindings.hpp"
#include "convert.hpp"
#include "requests.hpp"
#include "tessera/version.hpp"

PYBIND11_MODULE(_tessera, m) {
  m.doc() = "tessera's solvers (the C++ library), bound for Python; import tessera instead";
  tessera::python::bind_documents(m);
  tessera::python::bind_pieces(m);
  tessera::python::bind_count(m);
  tessera::python::bind_search(m);
  tessera::python::bind_omok(m);
  tessera::python::bind_lpuzzle(m);
  tessera::python::bind_fill(m);
  tessera::python::bind_xc(m);
  tessera::python::bind_setter(m);
  tessera::python::bind_design(m);
  tessera::python::bind_lattice(m);
  m.def("_interrupts", &tessera::python::interrupted_runs,
        "runs stopped inside the library by a signal (for the tests)");
  m.attr("__version__") = TESSERA_VERSION_STRING;
}
