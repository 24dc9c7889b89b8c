// Polyomino packing as tasks: the search trees (one per symmetry case) are cut into many small
// subtrees by src/detail/checkpoint_driver.hpp's split (the frontier is widened level by level
// until it has enough tasks: about 256 per thread for a plain threaded run, because the tree is
// very uneven and one subtree per first choice would leave threads idle; the recorded split
// parameters for a long run with checkpoints or another executor, so that every run cuts the same
// tasks). Threads (or MPI ranks) search tasks; the driver delivers their solutions in task order,
// which is the depth-first order, so counts, solutions and their order equal the single-threaded
// run.
#include <algorithm>
#include <thread>

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
  const std::vector<subtree_task> tasks =
      split_tree(cases.size(), split,
                 [&](std::size_t c, std::span<const std::uint32_t> path, bool& is_solution) {
                   return engines[c]->branches(path, is_solution);
                 });
  result.tasks = tasks.size();
  if (resume != nullptr && resume->tasks != tasks.size()) {
    result.checkpoint_error = fmt::format(
        "the checkpoint's split has {} tasks, this run's {} (written by another version?)",
        resume->tasks, tasks.size());
    return;
  }
  std::atomic<bool> cancel{false};
  std::function<void()> tick;  // the driver's, while it runs
  const std::thread::id caller = std::this_thread::get_id();
  search_control worker_control = control;
  worker_control.cancel = &cancel;
  worker_control.cancel_also = control.cancel;  // the caller's own stop (packing_options::cancel)
  // Progress inside running subtrees (any thread): nodes entered, and each running subtree's weight
  // times its own Knuth estimate, so one long subtree does not freeze the figures.
  std::atomic<std::uint64_t> nodes_seen{0};
  std::atomic<double> running_weight{0};
  worker_control.progress_every = options.progress ? options.progress_every : (1u << 20);
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
  auto run = [&](std::size_t i, std::size_t slot) {
    worker& w = workers[slot];
    const subtree_task& t = tasks[i];
    auto& engine = w.mine[t.case_index];
    if (!engine) engine = engines[t.case_index]->clone();
    const search_stats before = engine->stats();
    subtree_outcome o;
    const packing_case& c = cases[t.case_index];
    std::uint64_t seen = before.nodes;
    double share = 0;
    search_control mine = worker_control;
    mine.progress = [&](double fraction, const search_stats& st) {
      if (options.progress) {
        nodes_seen.fetch_add(st.nodes - seen);
        seen = st.nodes;
        running_weight.fetch_add(t.weight * fraction - share);
        share = t.weight * fraction;
      }
      // A long task on the calling thread still lets checkpoints and progress happen on time.
      if (std::this_thread::get_id() == caller && tick) tick();
    };
    o.status = engine->search_below(
        t.path,
        [&](std::span<const std::uint32_t> placed) {
          accept(placed, c, orbit, w.sorted, w.images);
          o.accepted += w.images.size();
          if (keep) o.solutions.insert(o.solutions.end(), w.images.begin(), w.images.end());
          return cap == 0 || o.accepted < cap;
        },
        mine);
    const search_stats& after = engine->stats();
    nodes_seen.fetch_add(after.nodes - seen);
    running_weight.fetch_add(-share);
    o.stats = {after.nodes - before.nodes, after.updates - before.updates,
               after.solutions - before.solutions};
    slot_nodes[slot] += o.stats.nodes;
    return o;
  };
  driver_setup setup;
  setup.tasks = tasks;
  setup.split = split;
  setup.problem = problem;
  setup.summary = summary;
  setup.resume = resume;
  if (options.checkpoint) setup.save = options.checkpoint;
  setup.every = options.checkpoint_every;
  if (options.progress) {
    setup.progress = [&](double done) {
      options.progress(packing_progress{std::min(1.0, done + running_weight.load()),
                                        nodes_seen.load(), result.count});
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
  const driver_end end = drive_subtrees(setup, options.executor, slots, run, cancel, &tick);
  if (end.stopped && result.stopped == packing_stop::none) result.stopped = packing_stop::timeout;
  result.stats = end.stats;
  if (slots > 1) result.thread_nodes = slot_nodes;
}

}  // namespace tessera::detail
