// The long-run options of the searches (`cover` search modes, `xc`; docs/long_runs.md):
// --checkpoint, --checkpoint-every, --resume, their help texts, reading the state to resume and
// writing checkpoints through the run's write seam (the native CLI's is atomic: a temporary file,
// fsync, rename, fsync of the directory). The search itself resumes in the library (the options'
// `resume` member).
#pragma once

#include <optional>
#include <string>

#include "cli_common.hpp"
#include "tessera/search_checkpoint.hpp"

namespace tessera::commands {

inline constexpr const char* checkpoint_help =
    "write the search's state to FILE (atomically) every --checkpoint-every seconds and when "
    "SIGINT/SIGTERM or --timeout stops it; continue with --resume FILE (docs/long_runs.md)";
inline constexpr const char* checkpoint_every_help = "seconds between checkpoints (default 60)";
inline constexpr const char* resume_help =
    "continue the search saved in FILE by --checkpoint (the same problem and options; FILE "
    "may also be the --checkpoint file)";

// The long-run state of one search: the checkpoint read by --resume, and whether writing
// --checkpoint failed. Must outlive the search it is set up for.
struct long_run_state {
  std::optional<search_checkpoint> resumed;
  bool write_failed = false;
  bool active = false;  // --checkpoint or --resume given
};

// Reads --resume and sets run.resume, run.checkpoint and run.checkpoint_every (`Options` has
// `checkpoint`, `checkpoint_every`, `resume` as given; `Run` is packing_options or xc_options).
// False (after printing why, as FILE:LINE:COL) when the file cannot be read or is not a usable
// checkpoint.
template <class Options, class Run>
bool prepare_long_run(const Options& options, long_run_state& state, Run& run) {
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

// Why a search stopped early, said the same way by cover and xc. A signal (io().cancel) stops the
// run as a deadline does, so a timeout with the flag set was a signal.
struct stop_reason {
  bool signalled = false;
  std::string note;  // "stopped by --limit", "... by a signal", "... by --timeout"; "" if complete
};
inline stop_reason stop_reason_of(bool by_limit, bool by_timeout) {
  stop_reason s;
  s.signalled = by_timeout && io().cancel != nullptr && io().cancel->load();
  s.note = by_limit      ? "stopped by --limit"
           : s.signalled ? "stopped by a signal"
           : by_timeout  ? "stopped by --timeout"
                         : "";
  return s;
}

}  // namespace tessera::commands
