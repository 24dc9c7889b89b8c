// One run of a contestant's program under limits, the judge's side: it forks the supervisor
// (judge_supervisor.cpp), feeds the input, reads the outputs, samples the tree from /proc
// (judge_proc.cpp) and kills the program's group at a limit. See judge_process.hpp for the design.
#include "judge_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>

#include "judge_tree.hpp"
#include "match/engine_process.hpp"  // resolve_program

namespace tessera::judge::detail {
namespace {

using clock = std::chrono::steady_clock;
constexpr std::size_t max_error_bytes = 64 << 10;
constexpr int poll_ms = 5;
// How long after the wall limit the judge waits for the supervisor's report before killing it.
constexpr double supervisor_grace_seconds = 5;

void set_nonblocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

// Moves `fd` to a descriptor >= 10 (so that the dup2 onto 3..6 in the child cannot clobber a
// source). Close-on-exec.
int high_fd(int fd) {
  const int moved = ::fcntl(fd, F_DUPFD_CLOEXEC, 10);
  ::close(fd);
  return moved;
}

}  // namespace

std::string signal_name(int signal) {
  switch (signal) {
    case SIGSEGV:
      return "SIGSEGV";
    case SIGABRT:
      return "SIGABRT";
    case SIGFPE:
      return "SIGFPE";
    case SIGILL:
      return "SIGILL";
    case SIGBUS:
      return "SIGBUS";
    case SIGKILL:
      return "SIGKILL";
    case SIGTERM:
      return "SIGTERM";
    case SIGXCPU:
      return "SIGXCPU";
    case SIGPIPE:
      return "SIGPIPE";
    case SIGXFSZ:
      return "SIGXFSZ";
    default:
      return "signal " + std::to_string(signal);
  }
}

run_result run_program(const std::vector<std::string>& args, std::string_view input,
                       const run_limits& limits) {
  run_result result;
  const std::string path = args.empty() ? std::string() : match::detail::resolve_program(args[0]);
  if (path.empty()) {
    result.end = run_end::start_failed;
    result.error =
        "cannot run " + (args.empty() ? std::string("''") : args[0]) + ": no such executable file";
    return result;
  }
  std::vector<std::string> argv_text(args);
  std::vector<char*> argv;
  for (std::string& a : argv_text) argv.push_back(a.data());
  argv.push_back(nullptr);

  // stdin is a socket pair, so that writing to a program that stopped reading gives EPIPE through
  // send(MSG_NOSIGNAL) instead of a SIGPIPE to the judge; stdout, stderr and the report are pipes.
  int in_pair[2], out_pipe[2], err_pipe[2], report_pipe[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in_pair) != 0) {
    result.end = run_end::start_failed;
    result.error = std::string("socketpair: ") + std::strerror(errno);
    return result;
  }
  if (::pipe2(out_pipe, O_CLOEXEC) != 0 || ::pipe2(err_pipe, O_CLOEXEC) != 0 ||
      ::pipe2(report_pipe, O_CLOEXEC) != 0) {
    result.end = run_end::start_failed;
    result.error = std::string("pipe: ") + std::strerror(errno);
    return result;
  }
  ::shutdown(in_pair[1], SHUT_WR);  // the program's end only reads
  const int child_in = high_fd(in_pair[1]), child_out = high_fd(out_pipe[1]),
            child_err = high_fd(err_pipe[1]), child_report = high_fd(report_pipe[1]);
  const pid_t judge = ::getpid();
  const auto start = clock::now();
  const pid_t supervisor = ::fork();
  if (supervisor == 0) {
    ::dup2(child_in, 3);
    ::dup2(child_out, 4);
    ::dup2(child_err, 5);
    ::dup2(child_report, 6);
    ::close_range(7, ~0U, 0);  // nothing of the judge's other runs leaks into this one
    supervise(path.c_str(), argv.data(), limits, judge);
  }
  for (const int fd : {child_in, child_out, child_err, child_report}) ::close(fd);
  const int in_fd = in_pair[0], out_fd = out_pipe[0], err_fd = err_pipe[0],
            report_fd = report_pipe[0];
  if (supervisor < 0) {
    for (const int fd : {in_fd, out_fd, err_fd, report_fd}) ::close(fd);
    result.end = run_end::start_failed;
    result.error = std::string("fork: ") + std::strerror(errno);
    return result;
  }
  for (const int fd : {in_fd, out_fd, err_fd, report_fd}) set_nonblocking(fd);

  std::size_t written = 0;
  bool in_open = true, out_open = true, err_open = true, report_open = true, killed = false;
  pid_t program = 0;
  report final_report;
  bool finished = false;
  auto kill_tree = [&](run_end why) {
    if (killed) return;
    killed = true;
    result.end = why;
    if (program > 0) ::kill(-program, SIGKILL);  // the supervisor then reaps the rest
  };
  if (input.empty()) {
    ::close(in_fd);
    in_open = false;
  }
  auto last_sample = clock::time_point{};
  char buf[65536];
  while (out_open || err_open || report_open) {
    pollfd fds[4];
    nfds_t n = 0;
    if (in_open) fds[n++] = {in_fd, POLLOUT, 0};
    if (out_open) fds[n++] = {out_fd, POLLIN, 0};
    if (err_open) fds[n++] = {err_fd, POLLIN, 0};
    if (report_open) fds[n++] = {report_fd, POLLIN, 0};
    const int ready = ::poll(fds, n, poll_ms);
    if (ready < 0 && errno != EINTR) break;
    for (nfds_t i = 0; ready > 0 && i < n; ++i) {
      if (fds[i].revents == 0) continue;
      const int fd = fds[i].fd;
      if (fd == in_fd) {
        const std::size_t chunk = std::min<std::size_t>(input.size() - written, 1 << 16);
        const ssize_t w = ::send(in_fd, input.data() + written, chunk, MSG_NOSIGNAL);
        if (w > 0) written += static_cast<std::size_t>(w);
        if ((w < 0 && errno != EAGAIN && errno != EINTR) || written == input.size()) {
          ::close(in_fd);  // EOF for the program (or it stopped reading: EPIPE)
          in_open = false;
        }
        continue;
      }
      const ssize_t got = ::read(fd, buf, sizeof buf);
      if (got < 0 && (errno == EAGAIN || errno == EINTR)) continue;
      if (got <= 0) {
        (fd == out_fd ? out_open : fd == err_fd ? err_open : report_open) = false;
        ::close(fd);
        continue;
      }
      const auto g = static_cast<std::size_t>(got);
      if (fd == out_fd) {
        if (result.output.size() + g > limits.output_bytes) {
          result.output.append(buf, limits.output_bytes - result.output.size());
          kill_tree(run_end::output_limit);
        } else if (!killed || result.end != run_end::output_limit) {
          result.output.append(buf, g);
        }
      } else if (fd == err_fd) {
        if (result.error.size() < max_error_bytes)
          result.error.append(buf, std::min(g, max_error_bytes - result.error.size()));
      } else {
        // Reports are written whole (well under PIPE_BUF), so a read never splits one... but two
        // may come together.
        for (std::size_t at = 0; at + sizeof(report) <= g; at += sizeof(report)) {
          report r;
          std::memcpy(&r, buf + at, sizeof r);
          if (r.kind == 1) program = r.pid;
          if (r.kind == 2) {
            final_report = r;
            finished = true;
          }
        }
      }
    }
    const auto now = clock::now();
    const double wall = std::chrono::duration<double>(now - start).count();
    if (!finished && !killed && wall > limits.wall_seconds) kill_tree(run_end::wall_limit);
    // The supervisor reports within moments of the group's end; one that does not (it never
    // should) is killed itself, so that the judge cannot hang on it.
    if (!finished && wall > limits.wall_seconds + supervisor_grace_seconds) {
      ::kill(supervisor, SIGKILL);
      if (program > 0) ::kill(-program, SIGKILL);
      if (result.error.empty()) result.error = "the judge's supervisor did not report in time";
      if (out_open) ::close(out_fd);
      if (err_open) ::close(err_fd);
      if (report_open) ::close(report_fd);
      out_open = err_open = report_open = false;
      break;
    }
    if (!finished && !killed && program > 0 &&
        now - last_sample >= std::chrono::milliseconds(poll_ms)) {
      last_sample = now;
      const tree_sample s = sample_tree(supervisor, limits.memory_bytes);
      result.memory_bytes = std::max({result.memory_bytes, s.resident, s.peak});
      if (s.resident > limits.memory_bytes || s.peak > limits.memory_bytes ||
          s.processes > max_processes)
        kill_tree(run_end::memory_limit);
      else if (s.cpu > limits.cpu_seconds)
        kill_tree(run_end::cpu_limit);
    }
  }
  if (in_open) ::close(in_fd);
  int status = 0;
  while (::waitpid(supervisor, &status, 0) < 0 && errno == EINTR) {
  }
  result.wall_seconds = std::chrono::duration<double>(clock::now() - start).count();
  if (!finished) {
    if (!killed) result.end = run_end::start_failed;
    if (result.error.empty()) result.error = "the judge's supervisor ended without a report";
    return result;
  }
  result.cpu_seconds = static_cast<double>(final_report.cpu_us) / 1e6;
  result.memory_bytes =
      std::max(result.memory_bytes, static_cast<std::size_t>(final_report.maxrss_kb) * 1024);
  const int st = final_report.status;
  if (WIFEXITED(st)) result.exit_status = WEXITSTATUS(st);
  if (WIFSIGNALED(st)) result.signal = WTERMSIG(st);
  if (!killed) {
    // Limits crossed between two samples, or by RLIMIT_CPU's own signal.
    if (result.cpu_seconds > limits.cpu_seconds || result.signal == SIGXCPU)
      result.end = run_end::cpu_limit;
    else if (result.memory_bytes > limits.memory_bytes)
      result.end = run_end::memory_limit;
  }
  return result;
}

}  // namespace tessera::judge::detail
