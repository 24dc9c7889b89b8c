// tessera/search_checkpoint.hpp: long searches that survive being stopped. A search tree is cut
// into subtrees (tasks), each named by the branch indices on its path from the root, by a split
// that depends only on the problem and on the split parameters, so every run of the same problem
// cuts the same tasks in the same order (their order is the depth-first order of the whole tree).
// A checkpoint records which tasks are done (the prefix delivered in order, plus those finished out
// of order with their results), the solutions they stand for, the statistics, and a checksum over
// it all; a later run resumes from it and searches only the tasks not done. Docs:
// docs/long_runs.md.
//
// The tasks may also run elsewhere: a `subtree_executor` (the MPI ranks of apps/tessera-mpi) runs a
// list of tasks and hands back each one's outcome; the driver delivers them in task order, so the
// answers (and the order of listed solutions) are those of the single-threaded search.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/exact_cover.hpp"
#include "tessera/result.hpp"

namespace tessera {

// What searching one task gave.
struct subtree_outcome {
  search_status status = search_status::complete;  // stopped: cut short (not done)
  std::uint64_t accepted = 0;                      // solutions the task stands for
  // Those solutions (each a sorted list of option indices), when the mode keeps solutions.
  std::vector<std::vector<std::uint32_t>> solutions;
  search_stats stats;                      // the work the task took
  std::vector<std::uint64_t> level_nodes;  // its nodes at each depth (engines that keep a profile)
};

// Runs the tasks `todo` (indices into the split, ascending) somewhere and reports each outcome by
// calling `finished(index, outcome)` on the calling thread, in any order, exactly once per task it
// ran; stops as soon as `finished` returns false. `run(index, slot)` searches one task where it is
// called (slot < slots: a slot is used by one thread at a time); `tick()` must be called every
// second or so while the executor waits (the driver writes checkpoints and progress there).
struct subtree_jobs {
  std::span<const std::size_t> todo;
  std::size_t slots = 1;
  std::function<subtree_outcome(std::size_t index, std::size_t slot)> run;
  std::function<bool(std::size_t index, subtree_outcome&& outcome)> finished;
  std::function<void()> tick;
};
using subtree_executor = std::function<void(const subtree_jobs& jobs)>;

// The split: tasks are widened level by level (every task of the frontier is replaced by its
// children) until there are at least `target` of them or `max_depth` levels were widened.
struct split_parameters {
  std::uint64_t target = 4096;
  std::uint32_t max_depth = 12;
};

// A task finished out of order (after a task not yet done), kept with its results.
struct finished_task {
  std::uint64_t index = 0;
  std::uint64_t accepted = 0;
  std::vector<std::vector<std::uint32_t>> solutions;
};

// The state of a long search (docs/long_runs.md has the file format).
struct search_checkpoint {
  std::string problem;  // identity: a hash of the problem and of every option that changes answers
  std::string summary;  // for people: "cover 5x18, 18 pieces, count"
  split_parameters split;
  std::uint64_t tasks = 0;           // tasks in the split
  std::uint64_t prefix = 0;          // tasks 0 .. prefix-1 are done and their solutions delivered
  std::vector<finished_task> ahead;  // done after the prefix, ascending, not yet delivered
  std::uint64_t count = 0;           // solutions delivered (the prefix's)
  // The delivered solutions the run keeps for its answer (find, unique, listings printed at the
  // end); empty when they were streamed out as found.
  std::vector<std::vector<std::uint32_t>> solutions;
  // Work of every task done (prefix and ahead) over all runs, plus the split's own nodes (those
  // above the tasks): when finished, the one-thread search's. And the nodes at each depth (empty
  // for engines that keep no profile).
  search_stats stats;
  std::vector<std::uint64_t> level_nodes;
  double seconds = 0;          // search time over all runs
  std::uint64_t runs = 1;      // runs that contributed
  bool finished = false;       // the search ended (all done, or its answer was reached)
  bool limit_stopped = false;  // it ended at --limit with more solutions left
};

// The checkpoint as text, its last line a checksum over every byte before it. O(size).
std::string checkpoint_text(const search_checkpoint& checkpoint);

// Reads checkpoint_text's output back. A truncated file, a changed byte (the checksum) or a
// malformed line is an input_error naming the line. Sizes are checked against the bytes left
// before anything is allocated. O(size).
result<search_checkpoint> parse_checkpoint(std::string_view text);

// 64-bit FNV-1a of `text` as 16 hex digits: the problem identity and the file checksum. O(size).
std::string checkpoint_hash(std::string_view text);

}  // namespace tessera
