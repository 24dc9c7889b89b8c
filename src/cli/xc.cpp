// `tessera xc [FILE|-]`: general exact cover (XCC with colours, multiplicities) read in Knuth's DLX
// format or PPAR's .ec format (tessera/xc.hpp). Thin: options, input through the library, solve,
// print.
#include "tessera/xc.hpp"

#include <fmt/format.h>

#include <chrono>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "commands.hpp"
#include "detail/checkpoint_executor.hpp"
#include "long_run.hpp"
#include "progress_report.hpp"

namespace tessera::commands {
namespace {

struct xc_cli {
  std::string input = "-";
  std::string format = "text";
  bool stats = false;
  std::string input_format = "auto";
  bool find = false, all = false, count = false, unique = false;
  std::uint64_t limit = 0;
  double timeout = 0;
  unsigned threads = 1;
  std::string engine = "auto";
  progress_options progress;
  std::string checkpoint;        // --checkpoint FILE (docs/long_runs.md)
  double checkpoint_every = 60;  // --checkpoint-every SECONDS
  std::string resume;            // --resume FILE
};

// The options table of `tessera xc` (and its --help).
void add_xc_options(command_line& sub, xc_cli& o) {
  sub.add_option("FILE", o.input, "input file; '-' or nothing reads standard input");
  sub.add_option("--input", o.input_format,
                 "input format: auto (.ec when the first line is 'n_items n_options' and the next "
                 "names that many items), dlx (Knuth's dlx1/dlx2/dlx3), ec (PPAR's)")
      ->member({"auto", "dlx", "ec"});
  sub.add_option("--format", o.format, "output: text or json (one document)")
      ->member({"text", "json"});
  sub.add_flag("--count", o.count, "count the solutions exactly (the default)");
  sub.add_flag("--find", o.find, "print one solution, its options one per line (or say none)");
  sub.add_flag("--all", o.all,
               "print every solution as it is found: its options one per line, a blank line "
               "after each, then the count (see --limit)");
  sub.add_flag("--unique", o.unique, "decide uniqueness: stop at the second solution, print both");
  sub.add_option("--limit", o.limit,
                 "stop after K solutions (--all, --count); exit 3 when more exist")
      ->range(std::uint64_t{1}, std::uint64_t{1} << 62);
  sub.add_option("--timeout", o.timeout, "stop the search after SECONDS; exit status 3")
      ->range(0.0, 1e9);
  sub.add_option("--threads", o.threads,
                 "worker threads (1 to 64); the answer and the order of solutions are those of one "
                 "thread")
      ->range(1u, 64u);
  sub.add_option("--engine", o.engine,
                 "auto (bitset when the problem has no multiplicities and at most 8192 options), "
                 "dlx (dancing links), bitset (refused when it cannot)")
      ->member({"auto", "dlx", "bitset"});
  sub.add_flag("--stats", o.stats,
               "print what the search did on stderr: engine, nodes, updates, the nodes per level");
  add_progress_options(sub, o.progress);
  sub.add_option("--checkpoint", o.checkpoint, checkpoint_help);
  sub.add_option("--checkpoint-every", o.checkpoint_every, checkpoint_every_help)
      ->range(0.001, 1e9);
  sub.add_option("--resume", o.resume, resume_help);
}

std::string stats_text(const xc_instance& in, const xc_result& r, unsigned threads) {
  std::size_t primary = 0;
  for (std::size_t i = 0; i < in.problem.item_count(); ++i) primary += !in.problem.is_secondary(i);
  std::string profile;
  for (std::size_t d = 0; d < r.level_nodes.size(); ++d) {
    profile += fmt::format("{}{}:{}", d == 0 ? "" : " ", d, r.level_nodes[d]);
  }
  std::string per_thread;
  for (const std::uint64_t n : r.thread_nodes) {
    per_thread += fmt::format(
        " {:.1f}%", r.stats.nodes == 0
                        ? 0.0
                        : 100.0 * static_cast<double>(n) / static_cast<double>(r.stats.nodes));
  }
  return fmt::format(
      "xc: {} format, {} items ({} primary, {} secondary), {} options, {} colours; engine {}, {} "
      "thread(s), {} subtree(s)\n  {} nodes, {} updates ({}), {} solutions reported, {:.6f} s, "
      "{:.1f} M updates/s{}{}\n  nodes per level: {}\n",
      in.format == xc_format::ec ? "ec" : "dlx", in.problem.item_count(), primary,
      in.problem.item_count() - primary, in.problem.option_count(), in.colour_names.size(),
      r.engine == xc_engine::bitset ? "bitset" : "dancing links", threads, r.tasks, r.stats.nodes,
      r.stats.updates, r.engine == xc_engine::bitset ? "count decrements" : "link updates",
      r.stats.solutions, r.seconds,
      r.seconds > 0 ? static_cast<double>(r.stats.updates) / r.seconds / 1e6 : 0.0,
      per_thread.empty() ? "" : "\n  share of nodes per thread:", per_thread, profile);
}

int run_xc(const xc_cli& o) {
  if (static_cast<int>(o.find) + o.all + o.count + o.unique > 1) {
    eprint("tessera: xc: give at most one of --find, --all, --count, --unique\n");
    return exit_bad_input;
  }
  if (o.limit != 0 && (o.find || o.unique)) {
    eprint("tessera: xc: --limit goes with --all or --count\n");
    return exit_bad_input;
  }
  std::optional<std::string> text = read_input(o.input);
  if (!text) return exit_bad_input;
  const xc_format format = o.input_format == "dlx"  ? xc_format::dlx
                           : o.input_format == "ec" ? xc_format::ec
                                                    : xc_format::detect;
  result<xc_instance> parsed = parse_xc(*text, format);
  if (!parsed) return report_error(parsed.error(), o.input);
  text.reset();
  const xc_instance& in = parsed.value();
  for (const input_error& w : in.warnings) eprint("{}\n", format_error(w, source_name(o.input)));
  const bool json = o.format == "json";
  xc_options run;
  run.mode = o.find     ? xc_mode::find
             : o.all    ? xc_mode::all
             : o.unique ? xc_mode::unique
                        : xc_mode::count;
  run.limit = o.limit;
  run.timeout_seconds = o.timeout;
  run.threads = o.threads;
  run.engine = o.engine == "dlx"      ? xc_engine::dancing_links
               : o.engine == "bitset" ? xc_engine::bitset
                                      : xc_engine::automatic;
  run.cancel = io().cancel;
  run.executor = detail::search_executor();  // tessera-mpi's ranks; unset: this process's threads
  long_run_state state;                      // --checkpoint, --resume (long_run.hpp)
  if (!prepare_long_run(o, state, run)) return exit_bad_input;
  auto option_lines = [&](std::span<const std::uint32_t> s) {
    std::string out;
    for (const std::uint32_t k : s) out += format_xc_option(in, k) + '\n';
    return out;
  };
  // JSON listings are printed at the end: the library keeps them (in a long run in its checkpoints
  // too, so that solutions of earlier runs are in the final document). A resumed text listing
  // prints only the solutions the earlier runs did not deliver.
  if (run.mode == xc_mode::all && !json) {
    run.on_solution = [&](std::span<const std::uint32_t> s) {
      emit(option_lines(s) + '\n');
      return true;
    };
  }
  progress_reporter progress(o.progress, "xc", "search", 1);
  if (progress.active()) {
    run.progress = [&](double fraction, std::uint64_t nodes, std::uint64_t solutions) {
      progress.search(fraction, nodes, solutions);
    };
  }
  const xc_result r = solve_xc(in.problem, run);
  if (!r.engine_note.empty()) {
    eprint("tessera: xc: --engine bitset: {}\n", r.engine_note);
    return exit_bad_input;
  }
  if (!r.checkpoint_error.empty()) {
    eprint("tessera: {}: {}\n", o.resume.empty() ? "--checkpoint" : o.resume, r.checkpoint_error);
    return exit_bad_input;
  }
  progress.finish(r.stopped == xc_stop::none, r.stats.nodes, r.stats.solutions);
  if (o.stats) eprint("{}", stats_text(in, r, o.threads));
  const stop_reason why =
      stop_reason_of(r.stopped == xc_stop::limit, r.stopped == xc_stop::timeout);
  const bool signalled = why.signalled;
  const std::string& stop_note = why.note;
  if (r.stopped == xc_stop::timeout && !o.checkpoint.empty() && !state.write_failed) {
    eprint("tessera: xc: partial; the search is saved in '{}': continue with --resume {}\n",
           o.checkpoint, o.checkpoint);
  }
  const std::string count = r.count.to_string();
  if (json) {
    nlohmann::json doc = nlohmann::json::object();
    // --find stops at the first solution and --unique at the second: what they found is no count
    // of the problem's solutions, so they say "found" (0, 1 or 2) and claim no "count".
    if (run.mode == xc_mode::find || run.mode == xc_mode::unique) {
      doc["found"] = r.count.to_u64();  // at most 2
    } else {
      doc["count"] = count;
    }
    if (run.mode == xc_mode::unique) doc["unique"] = r.count == big_integer(1);
    if (run.mode != xc_mode::count) {
      nlohmann::json list = nlohmann::json::array();
      for (const auto& s : r.solutions) {
        nlohmann::json options = nlohmann::json::array();
        for (const std::uint32_t k : s) {
          options.push_back({{"line", in.option_lines[k]}, {"option", format_xc_option(in, k)}});
        }
        list.push_back(std::move(options));
      }
      doc["solutions"] = std::move(list);
    }
    if (r.stopped != xc_stop::none)
      doc["stopped"] = r.stopped == xc_stop::limit ? "limit" : signalled ? "signal" : "timeout";
    if (r.stopped == xc_stop::timeout) doc["partial"] = true;
    emit(doc.dump() + "\n");
  } else {
    const std::string stopped = stop_note.empty()
                                    ? ""
                                    : fmt::format(" ({}{})", stop_note,
                                                  r.stopped == xc_stop::limit ? "; more exist"
                                                  : signalled ? "; partial: at least this many"
                                                              : "; at least this many");
    switch (run.mode) {
      case xc_mode::count:
        emit(fmt::format("{}{}\n", count, stopped));
        break;
      case xc_mode::find:
        emit(r.solutions.empty()
                 ? (stop_note.empty() ? "no solution\n" : "no solution found (" + stop_note + ")\n")
                 : option_lines(r.solutions[0]));
        break;
      case xc_mode::unique:
        if (!stop_note.empty() && r.count < big_integer(2)) {
          emit(fmt::format("undecided: {} solution(s) found ({})\n", count, stop_note));
        } else {
          emit(r.count.is_zero()           ? "no solution\n"
               : r.count == big_integer(1) ? "unique\n"
                                           : "not unique\n");
        }
        for (const auto& s : r.solutions) {
          emit("\n");
          emit(option_lines(s));
        }
        break;
      case xc_mode::all:
        emit(
            fmt::format("{} solution{}{}\n", count, r.count == big_integer(1) ? "" : "s", stopped));
    }
  }
  return r.stopped == xc_stop::none ? exit_ok : exit_stopped;
}

}  // namespace

void register_xc(command_line& app, command_line& gen, int& status) {
  (void)gen;
  auto options = std::make_shared<xc_cli>();
  command_line* sub = app.add_subcommand(
      "xc",
      "general exact cover in Knuth's DLX format (dlx1/dlx2/dlx3: secondary items, colours, "
      "multiplicities) or PPAR's .ec format: count, --find, --all, --unique");
  sub->footer(
      "Input (Knuth): '|' comment lines; the items line 'a b c | x y' (primary | secondary; "
      "dlx3 bounds 'lo:hi|a'); then one option per line, 'a c x:red' (a colour on a secondary "
      "item).\nOutput: the count; --find/--all/--unique print each solution's options, one per "
      "line.");
  add_xc_options(*sub, *options);
  sub->callback([options, &status] { status = run_xc(*options); });
}

}  // namespace tessera::commands
