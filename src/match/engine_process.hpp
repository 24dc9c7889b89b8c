// An engine as a child process: fork/exec with its standard input and output on pipes, in its own
// process group, with a line reader bounded by a monotonic deadline. POSIX only (tessera_match).
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace tessera::match::detail {

using clock = std::chrono::steady_clock;

enum class read_status { line, timeout, closed, stopped, memory };

class engine_process {
 public:
  engine_process() = default;
  engine_process(const engine_process&) = delete;
  engine_process& operator=(const engine_process&) = delete;
  ~engine_process() { kill_now(); }

  // Starts `program` (a path; see resolve_program) with `args`. On failure returns false and
  // sets `error` ("cannot run ./x: No such file or directory"). memory_bytes > 0 is polled as the
  // resident set of the process tree (see over_memory).
  bool start(const std::string& program, const std::vector<std::string>& args,
             std::int64_t memory_bytes, std::string& error);

  // Writes one line (LF is appended). False when the engine no longer reads (EPIPE).
  bool send(const std::string& line);

  // Reads the next line (CR/LF stripped) into `line`, waiting until `deadline`. Polls `stop`
  // and the memory limit every 20 ms while waiting.
  read_status read_line(std::string& line, clock::time_point deadline,
                        const std::atomic<bool>* stop);

  // Lines already sitting in the pipe, read without waiting (a pondering engine's output).
  void drain(std::vector<std::string>& lines);

  void pause();   // SIGSTOP to the process group (no-op when already paused)
  void resume();  // SIGCONT

  // Whether the peak resident set (VmHWM) of the engine or the current one of any descendant
  // is over the limit. Cheap: a few /proc reads.
  bool over_memory();

  // Ends the engine: SIGCONT, closes its input (after "END" was sent by the caller), waits up to
  // `grace` for it to exit, then SIGKILLs its process group and reaps it. Idempotent.
  void finish(std::chrono::milliseconds grace);
  void kill_now() { finish(std::chrono::milliseconds(0)); }

  // Exit description after finish ("exit status 3", "killed by signal 11"), and CPU time used.
  const std::string& exit_text() const { return exit_text_; }
  std::int64_t cpu_ms() const { return cpu_ms_; }
  bool running() const { return pid_ > 0; }
  // Whether the child has already exited (reaps it if so, keeping its status).
  bool exited();

 private:
  void reap(int status, const ::rusage& usage);

  pid_t pid_ = -1;
  int in_fd_ = -1;   // the engine's stdin (we write)
  int out_fd_ = -1;  // the engine's stdout (we read)
  bool paused_ = false;
  std::int64_t memory_bytes_ = 0;
  std::string buffer_;  // bytes read but not yet returned as lines
  clock::time_point last_memory_check_{};
  bool eof_ = false;
  std::string exit_text_;
  std::int64_t cpu_ms_ = 0;
};

// `cmd` as a path for execv: unchanged when it holds a '/', else searched on PATH. Empty when not
// found or not executable.
std::string resolve_program(const std::string& cmd);

}  // namespace tessera::match::detail
