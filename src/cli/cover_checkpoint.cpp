// `tessera cover --checkpoint/--resume` (docs/long_runs.md): reading the state to resume, writing
// checkpoints through the run's write seam (the native CLI's is atomic: a temporary file, fsync,
// rename, fsync of the directory), and what a checkpoint cannot hold. The search itself resumes in
// the library (packing_options::resume).
#include "cover_search.hpp"

namespace tessera::commands {

bool prepare_long_run(const search_options& options, long_run_state& state, packing_options& run) {
  state.active = !options.resume.empty() || !options.checkpoint.empty();
  if (!options.resume.empty()) {
    const auto text = read_input(options.resume);
    if (!text) return false;
    auto parsed = parse_checkpoint(*text);
    if (!parsed) {
      input_error error = parsed.error();
      error.message = "not a usable checkpoint: " + error.message;
      report_error(error, options.resume);
      return false;
    }
    state.resumed = std::move(parsed).value();
    run.resume = &*state.resumed;
  }
  if (!options.checkpoint.empty()) {
    run.checkpoint_every = options.checkpoint_every;
    const std::string path = options.checkpoint;
    bool& failed = state.write_failed;
    run.checkpoint = [path, &failed](const search_checkpoint& c) {
      if (io().write(path, checkpoint_text(c))) return;
      if (!failed) eprint("tessera: cannot write the checkpoint '{}'\n", path);
      failed = true;
    };
  }
  return true;
}

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
