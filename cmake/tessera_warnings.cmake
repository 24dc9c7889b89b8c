# Strict warnings, as errors, for the project's own targets only (never for third-party headers).
# Clang's -Wconversion also turns on -Wsign-conversion, which GCC's does not; it is turned back off so
# that both compilers hold the code to the same rule.
function(tessera_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wshadow -Wconversion -Werror
                         $<$<CXX_COMPILER_ID:Clang>:-Wno-sign-conversion>)
endfunction()
