// `tessera demo` (and `tessera` alone): every subcommand on its bundled examples, with pictures.
#include <fmt/format.h>

#include "cli_common.hpp"
#include "commands.hpp"

namespace tessera::cli {

int run_demo() {
  int worst = exit_ok;
  using demo_fn = int (*)();
  const demo_fn demos[] = {demo_lpuzzle, demo_cover, demo_omok, demo_fill};
  for (demo_fn demo : demos) {
    const int status = demo();
    if (status != exit_ok) worst = status;
    emit("\n");
  }
  return worst;
}

}  // namespace tessera::cli
