# The WebAssembly core's build settings (included by CMakeLists.txt when TESSERA_WASM is on, i.e. with
# the toolchain cmake/wasm32-wasi.cmake and the `wasm` preset).
#
# fmt and nlohmann-json are Debian's headers, used header-only; only their directories are put on the
# include path (all of /usr/include would bring glibc's headers in front of wasi-libc's). Errors are
# values everywhere: fmt without exceptions (FMT_EXCEPTIONS=0), nlohmann-json parsed without
# exceptions (JSON_NOEXCEPTION; the library only uses its non-throwing calls), and without its
# std::filesystem support (the wasi libc++ has no <filesystem>).
set(TESSERA_WASM_INCLUDE ${CMAKE_BINARY_DIR}/wasm-include)
file(MAKE_DIRECTORY ${TESSERA_WASM_INCLUDE})
foreach(dir fmt nlohmann)
  if(NOT EXISTS /usr/include/${dir})
    message(FATAL_ERROR "/usr/include/${dir} is missing: run scripts/install-deps")
  endif()
  file(CREATE_LINK /usr/include/${dir} ${TESSERA_WASM_INCLUDE}/${dir} SYMBOLIC)
endforeach()

add_library(fmt::fmt INTERFACE IMPORTED)
set_target_properties(fmt::fmt PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES ${TESSERA_WASM_INCLUDE}
  INTERFACE_COMPILE_DEFINITIONS "FMT_HEADER_ONLY=1;FMT_EXCEPTIONS=0")
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES ${TESSERA_WASM_INCLUDE}
  INTERFACE_COMPILE_DEFINITIONS "JSON_NOEXCEPTION=1;JSON_HAS_FILESYSTEM=0;JSON_HAS_EXPERIMENTAL_FILESYSTEM=0")
add_library(Threads::Threads INTERFACE IMPORTED)  # none: the seams run single-threaded

# No threads: the thread seams (detail/step_crew.hpp, the packing thread pool, the primes cache's
# lock) take their single-threaded form; --threads is accepted and ignored.
add_compile_definitions(TESSERA_NO_THREADS=1)
set(TESSERA_BIG_INTEGER_GMP OFF CACHE BOOL "" FORCE)
set(TESSERA_BUILD_TESTS OFF CACHE BOOL "" FORCE)
set(TESSERA_BUILD_BENCH OFF CACHE BOOL "" FORCE)
# The thread-pool search has a single-threaded twin in the core (src/packing_parallel.cpp is left
# out; with threads == 1 the driver never calls it, and the wasm front ends force threads to 1).
set(TESSERA_WASM_EXCLUDED_SOURCES "/packing_parallel\\.cpp$")

# The module: a WASI reactor exporting tessera_alloc/tessera_free/tessera_call (web/core/), copied
# with its JavaScript loader into web/dist/. An 8 MiB stack (wasm-ld's default is 64 KiB).
function(tessera_wasm_module)
  add_executable(tessera_core ${PROJECT_SOURCE_DIR}/web/core/tessera_core.cpp
                              ${PROJECT_SOURCE_DIR}/web/core/page_requests.cpp)
  set_target_properties(tessera_core PROPERTIES OUTPUT_NAME tessera-core)
  target_link_libraries(tessera_core PRIVATE tessera fmt::fmt nlohmann_json::nlohmann_json)
  target_link_options(tessera_core PRIVATE -mexec-model=reactor -Wl,-z,stack-size=8388608
                      -Wl,--strip-debug)
  tessera_warnings(tessera_core)
  set(dist ${PROJECT_SOURCE_DIR}/web/dist)
  add_custom_command(OUTPUT ${dist}/tessera-core.wasm ${dist}/tessera-core.mjs
    COMMAND ${CMAKE_COMMAND} -E make_directory ${dist}
    COMMAND ${CMAKE_COMMAND} -E copy $<TARGET_FILE:tessera_core> ${dist}/tessera-core.wasm
    COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/web/core/tessera-core.mjs
            ${dist}/tessera-core.mjs
    DEPENDS tessera_core ${PROJECT_SOURCE_DIR}/web/core/tessera-core.mjs
    COMMENT "web/dist/tessera-core.mjs and tessera-core.wasm")
  add_custom_target(web_core ALL DEPENDS ${dist}/tessera-core.wasm ${dist}/tessera-core.mjs)
endfunction()
