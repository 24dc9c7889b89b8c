// Private to tessera_judge: the two halves of a run that judge_process.cpp joins. The supervisor
// (judge_supervisor.cpp), a forked child subreaper that starts the program and reaps everything it
// leaves; and the judge's view of the process tree from /proc (judge_proc.cpp).
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <cstdint>

#include "judge_process.hpp"

namespace tessera::judge::detail {

// What the supervisor tells the judge: first the program's pid, at the end its wait status and what
// every reaped process used.
struct report {
  std::int32_t kind = 0;  // 1: started, 2: finished
  std::int32_t pid = 0;
  std::int32_t status = 0;
  std::int32_t unused = 0;
  std::int64_t cpu_us = 0;     // user + system time of every child the supervisor reaped
  std::int64_t maxrss_kb = 0;  // the largest peak resident set among them
};

// The supervisor's body, run in the fork: fds 3, 4, 5 are the program's stdin, stdout and stderr,
// fd 6 the report pipe. Only async-signal-safe calls. Starts the program (its own process group,
// the limits as rlimits), reports its pid once it has exec'd, waits for it, then kills and reaps
// every process left, reports, and exits.
[[noreturn]] void supervise(const char* path, char* const* argv, const run_limits& limits,
                            pid_t judge);

// The judge's view of the tree under the supervisor, from /proc.
struct tree_sample {
  std::size_t processes = 0;
  std::size_t resident = 0;  // sum of the current resident sets
  std::size_t peak = 0;      // the largest peak resident set of one process
  double cpu = 0;            // CPU time of the live processes and of those the supervisor reaped
};

// A tree of more processes than this is a fork bomb: it is ended like a program over its memory.
inline constexpr std::size_t max_processes = 512;

// Samples the tree under `supervisor` (not the supervisor itself, a copy of the judge): the sum of
// the resident sets (by proportional set size when the plain sum is over `memory_limit`), each
// process's peak, the CPU time of the live processes and of those already reaped. O(processes)
// /proc reads.
tree_sample sample_tree(pid_t supervisor, std::size_t memory_limit);

}  // namespace tessera::judge::detail
