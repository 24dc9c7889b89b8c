// A contestant's program run once under limits (tessera_judge only, POSIX/Linux).
//
// The process tree, per run:
//   judge (this process) -> supervisor (a fork, a child subreaper) -> program (its own process
//   group) -> whatever the program forks.
// The supervisor exists so that nothing outlives a run: it is a child subreaper
// (prctl(PR_SET_CHILD_SUBREAPER)), so every descendant orphaned on the way, even one that left the
// program's process group with setsid(), is reparented to it; when the program ends (or the judge
// kills its group at a limit) the supervisor SIGKILLs the group and then every child it still has,
// round after round, until waitpid says none is left. Only then does it report, over a pipe, the
// program's exit status and the resources of everything it reaped.
//
// Limits: CPU time (of the whole tree, polled from /proc, and RLIMIT_CPU per process as a
// backstop), wall time, memory (the resident set of the whole tree, polled from /proc every few
// milliseconds, and each process's peak; the kernel enforces nothing here: cgroups v2 are not
// writable in this sandbox, and RLIMIT_AS/RLIMIT_DATA would count address space that a program
// reserves but never touches, failing runtimes such as Python's or Java's well under the limit),
// output size (the program is killed as soon as it writes more), and the stack (RLIMIT_STACK).
// Standard error is kept up to 64 KiB; core dumps are off.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::judge::detail {

struct run_limits {
  double cpu_seconds = 1;                             // CPU time of the process tree
  double wall_seconds = 3;                            // wall-clock time from the start
  std::size_t memory_bytes = std::size_t{256} << 20;  // resident memory of the process tree
  std::size_t output_bytes = std::size_t{8} << 20;    // standard output
  std::size_t stack_bytes = 0;                        // RLIMIT_STACK; 0 keeps the judge's own
};

// Why a run ended.
enum class run_end {
  exited,        // the program ended by itself (exit status or signal below)
  cpu_limit,     // the tree's CPU time passed the limit (or RLIMIT_CPU's signal came)
  wall_limit,    // the wall-clock limit passed
  memory_limit,  // the tree's resident memory passed the limit
  output_limit,  // more output than allowed
  start_failed,  // the program could not be started (see error)
};

struct run_result {
  run_end end = run_end::exited;
  int exit_status = 0;     // when the program exited normally
  int signal = 0;          // when a signal ended it (0: it exited)
  double cpu_seconds = 0;  // user + system time of every process of the tree
  double wall_seconds = 0;
  std::size_t memory_bytes =
      0;               // the most resident memory seen (tree total, or one process's peak)
  std::string output;  // standard output (cut at the limit)
  std::string error;   // standard error (the first 64 KiB), or why it did not start
};

// Runs `argv` (argv[0]: a path, or a name looked up on PATH) with `input` on its standard input.
// Blocks until the program and all it started are gone. Thread-safe: runs may go on in parallel
// (each has its own supervisor). O(input + output) plus a /proc walk of the tree every 5 ms.
run_result run_program(const std::vector<std::string>& argv, std::string_view input,
                       const run_limits& limits);

// The name of a signal for a verdict line: "SIGSEGV" (or "signal 42").
std::string signal_name(int signal);

}  // namespace tessera::judge::detail
