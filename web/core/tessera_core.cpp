// The WebAssembly core's exports (built by the `wasm` preset into web/dist/tessera-core.wasm): one
// call in, one response out, through linear memory. tessera-core.mjs wraps them:
//   p = tessera_alloc(n); copy the UTF-8 request to p; r = tessera_call(p, n, progress);
//   tessera_free(p); read the NUL-terminated UTF-8 response at r; tessera_free(r).
// With progress != 0, a long run calls the import tessera.progress(text, bytes) (synchronously, on
// the worker's one thread) with each progress report as the JSON line `--progress json` prints
// (tessera::progress_json): the module's caller sees the same figures as a script reading stderr.
// The request and response are those of tessera::call (tessera/request.hpp), plus the page's own
// commands (page_requests.cpp). A WASI reactor: no
// main; the shim calls _initialize once (static constructors), then any number of calls.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "page_requests.hpp"
#include "tessera/progress.hpp"
#include "tessera/request.hpp"

#define TESSERA_EXPORT(name) __attribute__((export_name(name)))

extern "C" {

// Supplied by tessera-core.mjs: receives one report (UTF-8 JSON, not NUL-terminated).
__attribute__((import_module("tessera"), import_name("progress"))) void tessera_progress(
    const char* text, std::size_t bytes);

// Debian's libclang-rt-14-dev-wasm32 builtins (umodti3, for 128-bit division) were compiled with
// the stack protector, and wasi-libc does not define its two symbols: define them here (a canary
// value and a trap on a smashed stack).
std::uintptr_t __stack_chk_guard = 0x2f8a6c1dU;
[[noreturn]] void __stack_chk_fail(void) { std::abort(); }

TESSERA_EXPORT("tessera_alloc") char* tessera_alloc(std::size_t bytes) {
  return static_cast<char*>(std::malloc(bytes == 0 ? 1 : bytes));
}

TESSERA_EXPORT("tessera_free") void tessera_free(char* p) { std::free(p); }

// The response JSON, NUL-terminated (JSON escapes any NUL inside a string), malloc'd; nullptr only
// when memory runs out.
TESSERA_EXPORT("tessera_call")
char* tessera_call(const char* request, std::size_t bytes, int progress) {
  std::function<void(const tessera::progress_report&)> on_progress;
  if (progress != 0) {
    on_progress = [](const tessera::progress_report& report) {
      const std::string line = tessera::progress_json(report);
      tessera_progress(line.data(), line.size());
    };
  }
  // The page's own commands (brain, omok moves, omok record: page_requests.cpp) first; every
  // other request is tessera::call's, the CLI's one entry point.
  const std::string_view text(request, bytes);
  const std::optional<tessera::command_response> page = tessera::web::page_request(text);
  const std::string response =
      page ? tessera::response_json(*page) : tessera::call(text, std::move(on_progress));
  char* out = static_cast<char*>(std::malloc(response.size() + 1));
  if (out == nullptr) return nullptr;
  std::memcpy(out, response.data(), response.size());
  out[response.size()] = '\0';
  return out;
}

}  // extern "C"
