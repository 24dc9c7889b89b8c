// `tessera cover --checkpoint/--resume` (docs/long_runs.md): what a checkpoint cannot hold. Reading
// and writing checkpoints is shared with `tessera xc` (long_run.hpp).
#include "cover_search.hpp"

namespace tessera::commands {

int check_long_run(const search_options& options, const common_options& common, std::size_t cases) {
  if (options.checkpoint.empty() && options.resume.empty()) return exit_ok;
  if (!common.svg.empty()) {
    eprint("tessera: cover: --checkpoint and --resume do not go with --svg\n");
    return exit_bad_input;
  }
  if (cases != 1) {
    eprint(
        "tessera: cover: a checkpoint holds one search: give one board (--board, or an input "
        "of one case), not {}\n",
        cases);
    return exit_bad_input;
  }
  return exit_ok;
}

}  // namespace tessera::commands
