# Build time: CI (.ci/run = `make test`) compiles the library four times (release, wasm, ASan, fuzz) on
# 2 cores, the CLI, the tests and the Python module twice or once. Unity batches: several .cpp files
# of a target compiled as one translation unit, so that the standard library, fmt, nlohmann-json,
# CLI11 and pybind11 headers are parsed (and their inline functions compiled) once per batch instead
# of once per file. Off with -DTESSERA_UNITY_BUILD=OFF (each file alone, as an editor sees it).
#
# A file joins a batch only if nothing it declares at namespace scope clashes with another file's:
# the files listed with tessera_no_unity() keep their own translation unit (a namespace-scope
# `using namespace` that would leak into the files after it, or a name also defined elsewhere). A new clash shows as a redefinition or an
# ambiguous name in a Unity/unity_*.cxx: rename the anonymous-namespace helper or list the file.
#
# On by default for the CLI, tessera-mpi and the Python module, whose every file includes CLI11 or
# pybind11. For the library (TESSERA_UNITY_LIBRARY) on in the -O1 sanitizer and fuzz presets, where
# parsing is a large share (idle machine, -j2, the library alone: ASan 425 -> 320 s CPU, 215 -> 171 s
# wall; fuzz with clang, the whole build 404 -> 232 s CPU, 213 -> 118 s wall) and in the wasm preset
# (clang -O3 with fmt header-only, which every file compiled again: 324 -> 176 s CPU). Off by
# default and in the release build, which then compiles every file alone, as an editor sees it, so
# a clash that only a batch would hide still shows in CI. The test suite (TESSERA_UNITY_TESTS) in
# batches in the asan preset only, for the same reason.
option(TESSERA_UNITY_BUILD "compile the CLI, tessera-mpi and the Python module in unity batches" ON)
option(TESSERA_UNITY_LIBRARY "compile the library in unity batches too" OFF)
option(TESSERA_UNITY_TESTS "compile the GoogleTest suite (tessera_tests) in unity batches too" OFF)
set(TESSERA_UNITY_BATCH_SIZE 8 CACHE STRING "source files per unity batch")

function(tessera_build_speed target)
  set(unity ${TESSERA_UNITY_BUILD})
  if(target STREQUAL "tessera" OR target STREQUAL "tessera_match")
    set(unity ${TESSERA_UNITY_LIBRARY})
  elseif(target STREQUAL "tessera_tests")
    set(unity ${TESSERA_UNITY_TESTS})
  endif()
  if(unity)
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE BATCH
                          UNITY_BUILD_BATCH_SIZE ${TESSERA_UNITY_BATCH_SIZE})
    # GCC warns about a class with a member of an anonymous-namespace type when the class is
    # defined outside the main file, which in a unity batch every .cpp is; the type is still local
    # to the one translation unit, so the warning says nothing there.
    target_compile_options(${target} PRIVATE $<$<CXX_COMPILER_ID:GNU>:-Wno-subobject-linkage>)
  endif()
endfunction()

# Files compiled alone (paths relative to the top source directory).
function(tessera_no_unity)
  foreach(file ${ARGN})
    set_source_files_properties(${PROJECT_SOURCE_DIR}/${file} PROPERTIES
                                SKIP_UNITY_BUILD_INCLUSION ON)
  endforeach()
endfunction()

# Under the sanitizers (the asan preset: Debug, -O1) the thin front ends (the CLI, tessera-serve)
# and request_table_test compile at -O0: their run time in the suite is small next to the library's
# (which keeps -O1, where the searches run), and their compile time is mostly the optimiser's work
# on CLI11, httplib and nlohmann-json code (CPU, gcc 12 with ASan+UBSan: request_table_test.cpp 76
# -> 19 s). Not tessera_tests: its brute-force twins run in the test code, and at -O0 the twin tests
# ran about twice as long. -O0 hides nothing from the sanitizers; the release build still compiles
# the same files at -O3, with the warnings only the optimiser finds.
function(tessera_sanitizer_fast_compile target)
  if(TESSERA_SANITIZE)
    target_compile_options(${target} PRIVATE $<$<CONFIG:Debug>:-O0>)
  endif()
endfunction()
