# Strict warnings, as errors, for the project's own targets only (never for third-party headers).
function(tessera_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wshadow -Wconversion -Werror)
endfunction()
