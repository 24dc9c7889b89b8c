// Private: the driver of a search cut into tasks (tessera/search_checkpoint.hpp), for any engine
// that names subtrees by branch paths (`branches(path, is_solution)`, `search_below(path, ...)`:
// dancing_links and the packing engines). It splits the tree deterministically, runs the tasks
// not yet done through an executor (threads in this process by default, MPI ranks in
// apps/tessera-mpi), delivers their outcomes in task order (the depth-first order), and writes
// checkpoints. The caller supplies what a task's outcome means (deliver) and the answer so far.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "tessera/search_checkpoint.hpp"

namespace tessera::detail {

// One task: the search case it belongs to (the symmetry case split has several trees), the
// branch path of its root, and Knuth's estimate of its share of all the trees.
struct subtree_task {
  std::size_t case_index = 0;
  std::vector<std::uint32_t> path;
  double weight = 1;
};

// The frontier of the trees widened level by level until it has `p.target` tasks (or `p.max_depth`
// levels). `branches(case_index, path, is_solution)` is the engine's branch count at a node.
// Deterministic: the same tasks, in depth-first order, for the same trees and parameters. Dead
// ends met on the way are dropped (nothing below them). O(tasks x depth x branch cost).
template <class Branches>
std::vector<subtree_task> split_tree(std::size_t cases, const split_parameters& p,
                                     Branches&& branches) {
  std::vector<subtree_task> frontier;
  for (std::size_t c = 0; c < cases; ++c) {
    frontier.push_back(subtree_task{c, {}, 1.0 / static_cast<double>(cases)});
  }
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
      widened = widened || b > 0;
      for (std::uint32_t k = 0; k < b; ++k) {
        subtree_task child{t.case_index, t.path, t.weight / static_cast<double>(b)};
        child.path.push_back(k);
        next.push_back(std::move(child));
      }
    }
    frontier = std::move(next);
    if (!widened) break;
  }
  return frontier;
}

// What the driver needs from the search it drives.
struct driver_setup {
  std::span<const subtree_task> tasks;
  split_parameters split;
  std::string problem, summary;               // identity and summary written into checkpoints
  const search_checkpoint* resume = nullptr;  // continue from this state (already validated)
  // Checkpoints: called every `every` seconds, at a stop and at the end (unset: none).
  std::function<void(const search_checkpoint&)> save;
  double every = 60;
  std::function<void(double fraction)> progress;  // Knuth's estimate of the share done
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
  search_stats stats;     // work of this run (tasks cut short included) plus the resumed state's
  double seconds = 0;     // search time of this run plus the resumed state's
};

// Runs the tasks not done in `setup.resume` with `executor` (`slots` slot-exclusive runners of
// `run`). `cancel` is the driver's own stop: set when the answer is reached, so that tasks in
// progress end early; `run` must poll it. `*tick_out` is set for the run's duration to the
// driver's tick (checkpoints and progress when due): a task running long on the calling thread
// calls it from its search's progress hook.
driver_end drive_subtrees(const driver_setup& setup, const subtree_executor& executor,
                          std::size_t slots,
                          const std::function<subtree_outcome(std::size_t, std::size_t)>& run,
                          std::atomic<bool>& cancel, std::function<void()>* tick_out);

// The default executor: `threads` threads of this process (the caller's among them, which also
// calls `finished`; it sleeps only when no task is left to start). Without threads (WebAssembly),
// the caller runs every task.
void run_subtrees_in_threads(const subtree_jobs& jobs);

}  // namespace tessera::detail
