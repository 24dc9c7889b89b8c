// Polyomino packing as tasks: the search trees (one per symmetry case) are cut into many small
// subtrees by src/detail/checkpoint_driver.hpp's split (the frontier is widened level by level
// until it has enough tasks: about 256 per thread for a plain threaded run, because the tree is
// very uneven and one subtree per first choice would leave threads idle; the recorded split
// parameters for a long run with checkpoints or another executor, so that every run cuts the same
// tasks). Threads (or MPI ranks) search tasks; the driver delivers their solutions in task order,
// which is the depth-first order, so counts, solutions and their order equal the single-threaded
// run.
#include <algorithm>

#include "detail/checkpoint_driver.hpp"
#include "detail/packing_driver.hpp"

namespace tessera::detail {

void solve_tasks(const std::vector<packing_case>& cases,
                 std::vector<std::unique_ptr<packing_engine_base>>& engines,
                 const std::vector<std::vector<std::uint32_t>>& orbit,
                 solution_collector& collector, const packing_options& options,
                 const search_control& control, packing_result& result, const std::string& problem,
                 const std::string& summary) {
  const std::size_t slots = std::max(1u, options.threads);
  const search_checkpoint* resume = options.resume;
  const bool long_run = options.checkpoint || resume != nullptr || options.executor;
  if (resume != nullptr) {
    result.count = resume->count;
    result.solutions = resume->solutions;
    if (resume->finished) {  // nothing left: the answer as it was
      result.stopped = resume->limit_stopped ? packing_stop::limit : packing_stop::none;
      result.stats = resume->stats;
      result.tasks = static_cast<std::size_t>(resume->tasks);
      return;
    }
  }
  const split_parameters split = resume != nullptr ? resume->split
                                 : long_run        ? options.split
                                                   : split_parameters{slots * 256, 12};
  const subtree_split tasks =
      split_tree(cases.size(), split,
                 [&](std::size_t c, std::span<const std::uint32_t> path, bool& is_solution) {
                   return engines[c]->branches(path, is_solution);
                 });
  result.tasks = tasks.tasks.size();
  result.checkpoint_error = split_mismatch(resume, tasks.tasks.size());
  if (!result.checkpoint_error.empty()) return;
  const std::uint64_t cap = collector.cap();
  const bool keep = collector.keeps_solutions();
  // What one slot keeps between tasks: its own copies of the engines.
  struct worker {
    std::vector<std::unique_ptr<packing_engine_base>> mine;
    packing_solution sorted;
    std::vector<packing_solution> images;
  };
  std::vector<worker> workers(slots);
  for (worker& w : workers) w.mine.resize(cases.size());
  std::vector<std::uint64_t> slot_nodes(slots);
  auto run = [&](const task_run& r) {
    worker& w = workers[r.slot];
    const subtree_task& t = *r.task;
    auto& engine = w.mine[t.case_index];
    if (!engine) engine = engines[t.case_index]->clone();
    const packing_case& c = cases[t.case_index];
    subtree_outcome o =
        search_task(*engine, r, [&](std::span<const std::uint32_t> placed, subtree_outcome& so) {
          accept(placed, c, orbit, w.sorted, w.images);
          so.accepted += w.images.size();
          if (keep) so.solutions.insert(so.solutions.end(), w.images.begin(), w.images.end());
          return cap == 0 || so.accepted < cap;
        });
    slot_nodes[r.slot] += o.stats.nodes;
    return o;
  };
  driver_setup setup;
  setup.split = &tasks;
  setup.parameters = split;
  setup.control = control;
  setup.control.progress_every = options.progress ? options.progress_every : (1u << 20);
  setup.problem = problem;
  setup.summary = summary;
  setup.resume = resume;
  if (options.checkpoint) setup.save = options.checkpoint;
  setup.every = options.checkpoint_every;
  if (options.progress) {
    setup.progress = [&](double done, std::uint64_t nodes) {
      options.progress(packing_progress{done, nodes, result.count});
    };
  }
  setup.deliver = [&](subtree_outcome& o) {
    if (!keep) return collector.deliver_count(o.accepted);
    for (const packing_solution& s : o.solutions) {
      if (!collector.deliver(s)) return false;
    }
    return true;
  };
  setup.count = [&] { return result.count; };
  setup.kept = [&] { return result.solutions; };
  setup.limit_stopped = [&] { return result.stopped == packing_stop::limit; };
  const driver_end end = drive_subtrees(setup, options.executor, slots, run);
  if (end.stopped && result.stopped == packing_stop::none) result.stopped = packing_stop::timeout;
  result.stats = end.stats;
  if (slots > 1) result.thread_nodes = slot_nodes;
}

}  // namespace tessera::detail
