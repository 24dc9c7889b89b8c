// tessera xc as tasks, for `--threads N` and for long runs (docs/long_runs.md): the tree is cut by
// the engine's own `branches` (src/detail/checkpoint_driver.hpp's split_tree: about 256 tasks per
// thread, or a long run's recorded split parameters), per-slot engine copies search the tasks
// with `search_below`, and the shared driver delivers their solutions in task order, the
// depth-first order, so counts, listings and their order are those of one thread, and it adds the
// split's own nodes, so the nodes and the level profile are one thread's too. It also writes the
// checkpoints and resumes them, and hands the tasks to another executor (the MPI ranks of
// apps/tessera-mpi). As src/packing_parallel.cpp does for cover.
#include <fmt/format.h>

#include <optional>

#include "detail/checkpoint_driver.hpp"
#include "detail/xc_collector.hpp"

namespace tessera {
namespace {

const char* mode_name(xc_mode m) {
  switch (m) {
    case xc_mode::find:
      return "find";
    case xc_mode::all:
      return "all";
    case xc_mode::unique:
      return "unique";
    default:
      return "count";
  }
}

#ifndef TESSERA_NO_THREADS  // the WebAssembly core has no threads: one thread, no long runs
template <class engine_t>
void run_tasks(const exact_cover_problem& problem, detail::xc_collector& c,
               const search_control& control, unsigned threads, bool long_run,
               const xc_identity_text& id) {
  const xc_options& options = c.options;
  xc_result& result = c.result;
  const search_checkpoint* resume = options.resume;
  if (resume != nullptr) {
    c.seen = c.accepted = resume->count;
    result.solutions = resume->solutions;
    if (resume->finished) {  // nothing left: the answer as it was
      result.stopped = resume->limit_stopped ? xc_stop::limit : xc_stop::none;
      result.stats = resume->stats;
      result.level_nodes = resume->level_nodes;
      result.tasks = static_cast<std::size_t>(resume->tasks);
      return;
    }
  }
  const std::size_t slots = threads;
  // A plain threaded run cuts about 256 tasks per thread (the tree is very uneven); a long run the
  // recorded parameters, so that every run of it cuts the same tasks.
  const split_parameters split = resume != nullptr ? resume->split
                                 : long_run        ? options.split
                                                   : split_parameters{slots * 256, 12};
  const engine_t prototype(problem);
  engine_t splitter = prototype;
  const detail::subtree_split tasks = detail::split_tree(
      1, split, [&](std::size_t, std::span<const std::uint32_t> path, bool& is_solution) {
        return splitter.branches(path, is_solution);
      });
  result.tasks = tasks.tasks.size();
  result.checkpoint_error = detail::split_mismatch(resume, tasks.tasks.size());
  if (!result.checkpoint_error.empty()) return;
  const bool keep = c.keep();
  std::vector<std::optional<engine_t>> engines(slots);
  std::vector<std::uint64_t> slot_nodes(slots);
  auto run = [&](const detail::task_run& r) {
    std::optional<engine_t>& engine = engines[r.slot];
    if (!engine) engine.emplace(prototype);
    subtree_outcome o =
        detail::search_task(*engine, r, [&](std::span<const std::uint32_t> s, subtree_outcome& so) {
          ++so.accepted;
          if (keep) so.solutions.emplace_back(s.begin(), s.end());
          return true;
        });
    slot_nodes[r.slot] += o.stats.nodes;
    return o;
  };
  detail::driver_setup setup;
  setup.split = &tasks;
  setup.parameters = split;
  setup.problem = id.hash;
  setup.summary = id.summary;
  setup.resume = resume;
  setup.control = control;
  setup.control.limit = c.need;  // a task never needs more solutions than the whole run
  setup.control.progress_every = 1u << 16;
  if (options.checkpoint) setup.save = options.checkpoint;
  setup.every = options.checkpoint_every;
  if (options.progress) {
    setup.progress = [&](double done, std::uint64_t nodes) {
      options.progress(done, nodes, c.seen);
    };
  }
  setup.deliver = [&](subtree_outcome& o) {
    if (!keep) return c.deliver_count(o.accepted);
    for (const std::vector<std::uint32_t>& s : o.solutions) {
      if (!c.deliver(s)) return false;
    }
    return true;
  };
  setup.count = [&] { return c.accepted; };
  setup.kept = [&] { return result.solutions; };
  setup.limit_stopped = [&] { return result.stopped == xc_stop::limit; };
  const detail::driver_end end = detail::drive_subtrees(setup, options.executor, slots, run);
  if (end.stopped && result.stopped == xc_stop::none) result.stopped = xc_stop::timeout;
  result.stats = end.stats;
  result.level_nodes = end.level_nodes;
  if (slots > 1) result.thread_nodes = slot_nodes;
}
#endif  // TESSERA_NO_THREADS

}  // namespace

xc_identity_text xc_identity(const exact_cover_problem& problem, const xc_options& options) {
  const bool bitset =
      options.engine == xc_engine::bitset ||
      (options.engine == xc_engine::automatic && xc_bitset_refusal(problem).empty());
  // Everything the tree and the answer depend on, in a fixed order (version 1 of this text).
  std::string text = fmt::format("tessera xc 1\nitems {}\n", problem.item_count());
  for (std::size_t i = 0; i < problem.item_count(); ++i) {
    text += fmt::format("{} {} {}\n", problem.min_count(i), problem.max_count(i),
                        problem.is_secondary(i) ? 1 : 0);
  }
  text += fmt::format("options {}\n", problem.option_count());
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    const std::span<const std::uint32_t> items = problem.option(k);
    const std::span<const std::uint32_t> colours = problem.colours(k);
    for (std::size_t j = 0; j < items.size(); ++j) {
      text += fmt::format(" {}:{}", items[j], colours.empty() ? 0 : colours[j]);
    }
    text += '\n';
  }
  text += fmt::format("mode {} limit {} engine {}\n", mode_name(options.mode), options.limit,
                      bitset ? "bitset" : "dlx");
  xc_identity_text id;
  id.hash = checkpoint_hash(text);
  id.summary = fmt::format("xc, {} items, {} options, {}{}", problem.item_count(),
                           problem.option_count(), mode_name(options.mode),
                           options.limit != 0 ? fmt::format(", limit {}", options.limit) : "");
  return id;
}

namespace detail {

void run_xc_tasks(const exact_cover_problem& problem, bool bitset, xc_collector& c,
                  const search_control& control, unsigned threads) {
  const xc_options& o = c.options;
  const bool long_run = o.checkpoint || o.resume != nullptr || o.executor;
  const xc_identity_text id = long_run ? xc_identity(problem, o) : xc_identity_text{};
  const search_checkpoint* resume = o.resume;
  if (resume != nullptr && resume->problem != id.hash) {
    c.result.checkpoint_error =
        fmt::format("the checkpoint belongs to another problem ({}; this run: {})", resume->summary,
                    id.summary);
    return;
  }
#ifdef TESSERA_NO_THREADS
  (void)bitset, (void)control, (void)threads;
  c.result.checkpoint_error = "checkpoints and executors are not in this build";
#else
  if (bitset) {
    run_tasks<bitset_cover>(problem, c, control, threads, long_run, id);
  } else {
    run_tasks<dancing_links>(problem, c, control, threads, long_run, id);
  }
#endif
}

}  // namespace detail
}  // namespace tessera
