// Private: the driver of a search cut into tasks (tessera/search_checkpoint.hpp), for any engine
// that names subtrees by branch paths (`branches(path, is_solution)`, `search_below(path, ...)`:
// dancing_links, bitset_cover and the packing engines). It splits the tree deterministically,
// runs the tasks not yet done through an executor (threads in this process by default, MPI ranks
// in apps/tessera-mpi), delivers their outcomes in task order (the depth-first order), writes
// checkpoints and reports progress with live node counts. Every threaded run of cover and xc and
// every long run goes through it. The caller supplies what a task's outcome means (deliver) and
// the answer so far.
//
// Counting: the split expands the nodes above the tasks (with `branches`), which no task enters
// again; the driver adds them, level by level, to the tasks' own nodes, so a threaded or long run
// reports exactly the nodes and the level profile of the one-thread search.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <numeric>
#include <span>
#include <string>
#include <vector>

#include "tessera/search_checkpoint.hpp"

namespace tessera::detail {

// One task: the search case it belongs to (the symmetry case split has several trees), the
// branch path of its root, Knuth's estimate of its share of all the trees (`weight`), where its
// root lies in Knuth's estimate of its own case's tree (`start`, the engines' progress() at the
// root), and its case's share of all the trees (`case_share`).
struct subtree_task {
  std::size_t case_index = 0;
  std::vector<std::uint32_t> path;
  double weight = 1;
  double start = 0;
  double case_share = 1;
};

// The tasks of a split and the nodes the split expanded on the way (per depth, root = 0): every
// node above the tasks, dead ends included, which the tasks' searches do not enter.
struct subtree_split {
  std::vector<subtree_task> tasks;
  std::vector<std::uint64_t> level_nodes;
  std::uint64_t nodes() const {
    return std::accumulate(level_nodes.begin(), level_nodes.end(), std::uint64_t{0});
  }
};

// Empty when `resume` is null or was cut into `tasks` tasks as this run is; else why it cannot be
// resumed (a checkpoint from a build that splits differently).
std::string split_mismatch(const search_checkpoint* resume, std::size_t tasks);

// The frontier of the trees widened level by level until it has `p.target` tasks (or `p.max_depth`
// levels). `branches(case_index, path, is_solution)` is the engine's branch count at a node.
// Deterministic: the same tasks, in depth-first order, for the same trees and parameters. Dead
// ends met on the way are dropped (nothing below them) and counted. O(tasks x depth x branch
// cost).
template <class Branches>
subtree_split split_tree(std::size_t cases, const split_parameters& p, Branches&& branches) {
  subtree_split split;
  std::vector<subtree_task>& frontier = split.tasks;
  const double share = 1.0 / static_cast<double>(cases);
  for (std::size_t c = 0; c < cases; ++c) frontier.push_back(subtree_task{c, {}, share, 0, share});
  for (std::uint32_t depth = 0; depth < p.max_depth && frontier.size() < p.target; ++depth) {
    std::vector<subtree_task> next;
    bool widened = false;
    for (subtree_task& t : frontier) {
      bool is_solution = false;
      const std::size_t b = branches(t.case_index, t.path, is_solution);
      if (is_solution) {
        next.push_back(std::move(t));  // a solution already: a subtree of one node
        continue;
      }
      // Expanded here (a dead end too): the one-thread search enters this node once.
      if (split.level_nodes.size() <= t.path.size()) split.level_nodes.resize(t.path.size() + 1);
      ++split.level_nodes[t.path.size()];
      widened = widened || b > 0;
      const double in_case = t.weight / t.case_share;  // the task's share of its case's tree
      for (std::uint32_t k = 0; k < b; ++k) {
        subtree_task child{t.case_index, t.path, t.weight / static_cast<double>(b),
                           t.start + in_case * k / static_cast<double>(b), t.case_share};
        child.path.push_back(k);
        next.push_back(std::move(child));
      }
    }
    frontier = std::move(next);
    if (!widened) break;
  }
  return split;
}

// What `run` gets for one task: where it runs, the control to search under (the caller's
// deadline, cancel and limit, with the driver's own stop), and the progress sink `report`, to be
// called with the engine's Knuth estimate (of its case's tree) and the nodes entered in this task
// so far. search_task below does all of that for an engine.
struct task_run {
  std::size_t index = 0, slot = 0;
  const subtree_task* task = nullptr;
  search_control control;
  std::function<void(double fraction, std::uint64_t nodes)> report;
};

// Searches one task on `engine` (a slot's own copy): its outcome with the work it took, and its
// level profile when the engine keeps one (level_nodes()). `on_solution(solution, outcome)` takes
// each solution and says whether to go on. O(the subtree).
template <class Engine, class OnSolution>
subtree_outcome search_task(Engine& engine, const task_run& r, OnSolution&& on_solution) {
  constexpr bool profiled = requires(const Engine& e) { e.level_nodes(); };
  const search_stats before = engine.stats();
  std::vector<std::uint64_t> profile;
  if constexpr (profiled) profile = engine.level_nodes();
  search_control control = r.control;
  control.progress = [&](double fraction, const search_stats& now) {
    r.report(fraction, now.nodes - before.nodes);
  };
  subtree_outcome o;
  o.status = engine.search_below(
      r.task->path, [&](std::span<const std::uint32_t> s) { return on_solution(s, o); }, control);
  const search_stats& after = engine.stats();
  o.stats = {after.nodes - before.nodes, after.updates - before.updates,
             after.solutions - before.solutions};
  if constexpr (profiled) {
    const std::vector<std::uint64_t>& now = engine.level_nodes();
    o.level_nodes.assign(now.begin(), now.end());
    for (std::size_t d = 0; d < profile.size(); ++d) o.level_nodes[d] -= profile[d];
    while (!o.level_nodes.empty() && o.level_nodes.back() == 0) o.level_nodes.pop_back();
  }
  return o;
}

// Adds profile `from` into `into` (level by level). O(levels).
inline void add_level_nodes(std::vector<std::uint64_t>& into, std::span<const std::uint64_t> from) {
  if (into.size() < from.size()) into.resize(from.size(), 0);
  for (std::size_t d = 0; d < from.size(); ++d) into[d] += from[d];
}

// What the driver needs from the search it drives.
struct driver_setup {
  const subtree_split* split = nullptr;  // the tasks and the split's own nodes
  split_parameters parameters;
  std::string problem, summary;               // identity and summary written into checkpoints
  const search_checkpoint* resume = nullptr;  // continue from this state (already validated)
  // The tasks' control: deadline, the caller's cancel (moved to cancel_also), limit,
  // progress_every (how often the engines report, hence how often checkpoints and progress can
  // happen while the calling thread searches).
  search_control control;
  // Checkpoints: called every `every` seconds, at a stop and at the end (unset: none).
  std::function<void(const search_checkpoint&)> save;
  double every = 60;
  // Knuth's estimate of the share done (finished tasks plus the running tasks' own estimates) and
  // the nodes entered so far (the split's, the resumed state's, finished and running tasks').
  std::function<void(double fraction, std::uint64_t nodes)> progress;
  // Takes one task's outcome, in task order; false when the search has its answer (find, unique,
  // a limit) and must end.
  std::function<bool(subtree_outcome& outcome)> deliver;
  // The answer so far, for checkpoints: solutions delivered, and the ones kept (may be empty).
  std::function<std::uint64_t()> count;
  std::function<std::vector<std::vector<std::uint32_t>>()> kept;
  std::function<bool()> limit_stopped;  // the answer ended at a user limit, more existing
};

struct driver_end {
  bool finished = false;  // every task delivered, or the answer reached: not resumable further
  bool stopped = false;   // cut short (cancel, deadline): resumable from the last checkpoint
  // Work of this run (tasks cut short included) plus the split's (or the resumed state's, which
  // has it): for a run not cut short, the one-thread search's nodes and level profile.
  search_stats stats;
  std::vector<std::uint64_t> level_nodes;
  double seconds = 0;  // search time of this run plus the resumed state's
};

// Runs the tasks not done in `setup.resume` with `executor` (`slots` slot-exclusive runners of
// `run`; empty: this process's threads). The driver stops running tasks when the answer is
// reached (its own cancel in task_run::control, which `run` must search under).
driver_end drive_subtrees(const driver_setup& setup, const subtree_executor& executor,
                          std::size_t slots,
                          const std::function<subtree_outcome(const task_run&)>& run);

// The default executor: `threads` threads of this process (the caller's among them, which also
// calls `finished`; it sleeps only when no task is left to start). Without threads (WebAssembly),
// the caller runs every task.
void run_subtrees_in_threads(const subtree_jobs& jobs);

}  // namespace tessera::detail
