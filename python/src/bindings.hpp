// Private to the Python module: one bind_* per capability, called from module.cpp.
#pragma once

#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "tessera/piece_spec.hpp"

namespace tessera::python {

namespace py = pybind11;

// Gives a class the module users import it from ("tessera", "tessera.omok"), so that help(),
// repr() and the signatures of the functions bound after it name it there (not
// tessera._tessera). Call it before binding anything that takes or returns the class.
inline void public_name(py::handle cls, const char* module) { cls.attr("__module__") = module; }

void bind_pieces(py::module_& m);
void bind_count(py::module_& m);
void bind_search(py::module_& m);
void bind_omok(py::module_& m);
void bind_lpuzzle(py::module_& m);
void bind_fill(py::module_& m);
void bind_xc(py::module_& m);
void bind_setter(py::module_& m);   // bind_setter.cpp: gen, validate
void bind_design(py::module_& m);   // bind_design.cpp: tessera.design
void bind_lattice(py::module_& m);  // bind_lattice.cpp: cover on tri, hex, cube

}  // namespace tessera::python
