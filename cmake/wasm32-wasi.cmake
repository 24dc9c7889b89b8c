# Toolchain for the WebAssembly core: Debian's clang-14 targeting wasm32-wasi, with the sysroot of the
# packages wasi-libc, libc++-14-dev-wasm32, libc++abi-14-dev-wasm32 and libclang-rt-14-dev-wasm32 (their
# headers and libraries sit in /usr/include/wasm32-wasi, /usr/lib/wasm32-wasi and
# /usr/lib/llvm-14/lib/wasm32-wasi, where Debian's clang looks for this target by itself) and
# wasm-ld from lld-14. No exceptions, no threads, no GMP (see CMakeLists.txt, TESSERA_WASM).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR wasm32)
set(CMAKE_C_COMPILER clang-14)
set(CMAKE_CXX_COMPILER clang++-14)
set(CMAKE_C_COMPILER_TARGET wasm32-wasi)
set(CMAKE_CXX_COMPILER_TARGET wasm32-wasi)
set(CMAKE_EXECUTABLE_SUFFIX ".wasm")
set(CMAKE_CXX_FLAGS_INIT "-fno-exceptions")
# clang links this target with wasm-ld (lld-14's /usr/bin/wasm-ld) by itself.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(TESSERA_WASM ON CACHE BOOL "building the WebAssembly core" FORCE)
