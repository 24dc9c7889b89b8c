# Strict warnings, as errors, for the project's own targets only (never for third-party headers).
# Clang's -Wconversion also turns on -Wsign-conversion, which GCC's does not; it is turned back off so
# that both compilers hold the code to the same rule.
function(tessera_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wshadow -Wconversion -Werror
                         $<$<CXX_COMPILER_ID:Clang>:-Wno-sign-conversion>)
  # wasm32 has a 32-bit size_t: 64-bit counts narrowed to an index there are reported, not fatal
  # (the limits checked before allocation keep them far below 2^32 in the core).
  if(TESSERA_WASM)
    target_compile_options(${target} PRIVATE -Wno-error=shorten-64-to-32)
  endif()
endfunction()
