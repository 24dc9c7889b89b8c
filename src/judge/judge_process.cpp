// One run of a contestant's program under limits: the supervisor (a forked child subreaper that
// reaps the whole tree) and the judge's side (feeding the input, reading the outputs, polling /proc
// for the tree's memory and CPU, killing at a limit). See judge_process.hpp for the design.
//
// Between fork and exec only async-signal-safe calls run (the judge runs tests from several threads
// at once): the argument vector, the program's path and every message are prepared before fork;
// the supervisor reads /proc with open/read into a stack buffer and reports with write.
#include "judge_process.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <sstream>

#include "match/engine_process.hpp"  // resolve_program

namespace tessera::judge::detail {
namespace {

using clock = std::chrono::steady_clock;
constexpr std::size_t max_error_bytes = 64 << 10;
constexpr int poll_ms = 5;
// What the program may touch between fork and exec beyond the copy of the supervisor (its stack,
// the pages it writes): a peak above the copy by less than this is taken for the copy.
constexpr long pre_exec_slack_kb = 4096;
// How long after the wall limit the judge waits for the supervisor's report before killing it.
constexpr double supervisor_grace_seconds = 5;
// A tree of more processes than this is a fork bomb: it is ended like a program over its memory.
constexpr std::size_t max_processes = 512;

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

void write_all(int fd, const void* data, std::size_t n) {
  const char* p = static_cast<const char*>(data);
  while (n > 0) {
    const ssize_t w = ::write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return;
    p += w;
    n -= static_cast<std::size_t>(w);
  }
}

// "/proc/self/task/<pid>/children" for the single-threaded supervisor, without allocating.
void children_path(char* out, pid_t pid) {
  const char head[] = "/proc/self/task/";
  std::size_t n = 0;
  for (const char c : head)
    if (c != '\0') out[n++] = c;
  char digits[16];
  std::size_t d = 0;
  for (auto v = static_cast<unsigned long>(pid); v > 0 || d == 0; v /= 10)
    digits[d++] = static_cast<char>('0' + v % 10);
  while (d > 0) out[n++] = digits[--d];
  const char tail[] = "/children";
  for (const char c : tail) out[n++] = c;  // with the final '\0'
}

// SIGKILLs every child of the (single-threaded) calling process. Async-signal-safe.
void kill_children(const char* path) {
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  char buf[4096];
  long pid = 0;
  bool in_number = false;
  for (;;) {
    const ssize_t got = ::read(fd, buf, sizeof buf);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    for (ssize_t i = 0; i < got; ++i) {
      if (buf[i] >= '0' && buf[i] <= '9') {
        pid = pid * 10 + (buf[i] - '0');
        in_number = true;
      } else if (in_number) {
        ::kill(static_cast<pid_t>(pid), SIGKILL);
        pid = 0;
        in_number = false;
      }
    }
  }
  if (in_number) ::kill(static_cast<pid_t>(pid), SIGKILL);
  ::close(fd);
}

// The calling process's VmRSS in KiB, by open/read into a stack buffer (async-signal-safe).
long resident_kb() {
  const int fd = ::open("/proc/self/status", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char buf[4096];
  std::size_t n = 0;
  for (;;) {
    const ssize_t got = ::read(fd, buf + n, sizeof buf - 1 - n);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    n += static_cast<std::size_t>(got);
  }
  ::close(fd);
  buf[n] = '\0';
  const char key[] = "VmRSS:";
  for (std::size_t i = 0; i + sizeof key - 1 < n; ++i) {
    std::size_t k = 0;
    while (k < sizeof key - 1 && buf[i + k] == key[k]) ++k;
    if (k < sizeof key - 1) continue;
    long v = 0;
    for (std::size_t j = i + k; j < n && buf[j] != '\n'; ++j)
      if (buf[j] >= '0' && buf[j] <= '9') v = v * 10 + (buf[j] - '0');
    return v;
  }
  return 0;
}

// The supervisor: fds 3, 4, 5 are the program's stdin, stdout and stderr, fd 6 the report pipe.
[[noreturn]] void supervise(const char* path, char* const* argv, const run_limits& limits,
                            pid_t judge) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != judge) ::_exit(1);  // the judge is already gone
  ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  // Closed by the program's exec (close-on-exec): the judge hears of the program only once it runs
  // its own image, so that no memory sample counts the judge's pages the fork copied.
  int exec_pipe[2];
  if (::pipe2(exec_pipe, O_CLOEXEC) != 0) ::_exit(1);
  const pid_t program = ::fork();
  if (program == 0) {
    ::setpgid(0, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    const rlimit no_core{0, 0};
    ::setrlimit(RLIMIT_CORE, &no_core);
    // A backstop for CPU time, per process (the judge polls the tree's total): SIGXCPU a second
    // after the limit, SIGKILL a second later.
    const auto cpu = static_cast<rlim_t>(std::ceil(limits.cpu_seconds)) + 1;
    const rlimit cpu_limit{cpu, cpu + 1};
    ::setrlimit(RLIMIT_CPU, &cpu_limit);
    if (limits.stack_bytes > 0) {
      const rlimit stack{limits.stack_bytes, limits.stack_bytes};
      ::setrlimit(RLIMIT_STACK, &stack);
    }
    for (int sig : {SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP}) ::signal(sig, SIG_DFL);
    sigset_t none;
    ::sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::dup2(3, 0);
    ::dup2(4, 1);
    ::dup2(5, 2);
    const int notify = ::fcntl(exec_pipe[1], F_DUPFD_CLOEXEC, 3);
    ::close_range(3, static_cast<unsigned>(notify - 1), 0);
    ::close_range(static_cast<unsigned>(notify + 1), ~0U, 0);
    ::execv(path, argv);
    const char message[] = "tessera judge: exec failed: the program cannot be run\n";
    write_all(2, message, sizeof message - 1);
    ::_exit(127);
  }
  ::close(3);
  ::close(4);
  ::close(5);
  ::close(exec_pipe[1]);
  char ignored;
  while (::read(exec_pipe[0], &ignored, 1) < 0 && errno == EINTR) {
  }
  ::close(exec_pipe[0]);
  report r;
  if (program < 0) {
    r.kind = 2;
    r.status = -1;
    write_all(6, &r, sizeof r);
    ::_exit(1);
  }
  ::setpgid(program, program);
  r.kind = 1;
  r.pid = program;
  write_all(6, &r, sizeof r);
  // The peaks of what is reaped here (wait4's ru_maxrss). The program's own peak counts only above
  // what it had before its exec: Linux keeps the high-water mark of the image it replaced, and that
  // image was a copy of this supervisor, itself a copy of the judge (whose inputs and answers may
  // be large). A forked child of the program was a copy of the program: its peak counts whole.
  const long baseline_kb = resident_kb();
  long peak_kb = 0;
  int status = 0;
  for (;;) {
    int st = 0;
    rusage usage{};
    const pid_t p = ::wait4(-1, &st, 0, &usage);
    if (p == program) {
      status = st;
      if (usage.ru_maxrss > baseline_kb + pre_exec_slack_kb) peak_kb = usage.ru_maxrss;
      break;
    }
    if (p > 0 && usage.ru_maxrss > peak_kb) peak_kb = usage.ru_maxrss;
    if (p < 0 && errno != EINTR) break;
  }
  // Nothing outlives the program: its group, then every process reparented here, round after
  // round (a child killed now may leave children of its own), until none is left.
  ::kill(-program, SIGKILL);
  char path_buf[64];
  children_path(path_buf, ::getpid());
  for (;;) {
    kill_children(path_buf);
    rusage usage{};
    const pid_t p = ::wait4(-1, nullptr, WNOHANG, &usage);
    if (p > 0) {
      if (usage.ru_maxrss > peak_kb) peak_kb = usage.ru_maxrss;
      continue;
    }
    if (p < 0 && errno != EINTR) break;  // ECHILD: all gone
    const timespec pause{0, 500'000};
    ::nanosleep(&pause, nullptr);
  }
  // CPU time of everything reaped, the program's waited-for descendants included.
  rusage usage{};
  ::getrusage(RUSAGE_CHILDREN, &usage);
  r.kind = 2;
  r.status = status;
  r.cpu_us = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1'000'000L + usage.ru_utime.tv_usec +
             usage.ru_stime.tv_usec;
  r.maxrss_kb = peak_kb;
  write_all(6, &r, sizeof r);
  ::_exit(0);
}

// The judge's view of the tree under the supervisor, from /proc.
struct tree_sample {
  std::size_t processes = 0;
  std::size_t resident = 0;  // sum of the current resident sets
  std::size_t peak = 0;      // the largest peak resident set of one process
  double cpu = 0;            // CPU time of the live processes and of those the supervisor reaped
};

// A /proc file's text by plain read(2): a process may vanish while it is read (ESRCH), which a
// stream turns into an exception; here that is just a short text.
std::string read_proc(const std::string& path) {
  std::string text;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return text;
  char buf[4096];
  for (;;) {
    const ssize_t got = ::read(fd, buf, sizeof buf);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    text.append(buf, static_cast<std::size_t>(got));
  }
  ::close(fd);
  return text;
}

// The numbers of a whitespace-separated list (a children file).
void append_pids(const std::string& text, std::vector<pid_t>& out) {
  long v = 0;
  bool in_number = false;
  for (const char c : text) {
    if (c >= '0' && c <= '9') {
      v = v * 10 + (c - '0');
      in_number = true;
    } else if (in_number) {
      out.push_back(static_cast<pid_t>(v));
      v = 0;
      in_number = false;
    }
  }
  if (in_number) out.push_back(static_cast<pid_t>(v));
}

// The children of every thread of `pid` (/proc/PID/task/TID/children): a program may fork from
// any of its threads.
void children_of(pid_t pid, std::vector<pid_t>& out) {
  const std::string dir = "/proc/" + std::to_string(pid) + "/task";
  DIR* d = ::opendir(dir.c_str());
  if (d == nullptr) return;
  while (const dirent* e = ::readdir(d)) {
    if (e->d_name[0] == '.') continue;
    append_pids(read_proc(dir + "/" + e->d_name + "/children"), out);
  }
  ::closedir(d);
}

std::size_t status_bytes(const std::string& status, const char* field) {
  const std::size_t at = status.find(field);
  if (at == std::string::npos) return 0;
  return static_cast<std::size_t>(std::atoll(status.c_str() + at + std::strlen(field))) * 1024;
}

// utime + stime (+ cutime + cstime when `children`) of /proc/PID/stat, in seconds.
double stat_cpu(pid_t pid, bool children) {
  const std::string text = read_proc("/proc/" + std::to_string(pid) + "/stat");
  const std::size_t close = text.rfind(')');  // the command name may hold spaces
  if (close == std::string::npos) return 0;
  std::istringstream fields(text.substr(close + 2));
  std::string f;
  double ticks = 0;
  // Fields from 3 on: state(3) ... utime(14) stime(15) cutime(16) cstime(17).
  for (int i = 3; i <= 17 && fields >> f; ++i) {
    if (i == 14 || i == 15) ticks += std::atof(f.c_str()) * (children ? 0 : 1);
    if (i == 16 || i == 17) ticks += std::atof(f.c_str()) * (children ? 1 : 0);
  }
  return ticks / static_cast<double>(::sysconf(_SC_CLK_TCK));
}

// The proportional set size of a process (Pss of /proc/PID/smaps_rollup, Linux 4.14+): pages
// shared with other processes count by their share, so that a forked tree's copy-on-write pages are
// not counted once per process as VmRSS counts them. Costlier than VmRSS (the kernel walks the page
// tables): read only when the plain sum is over the limit.
std::size_t pss_bytes(pid_t pid) {
  const std::string text = read_proc("/proc/" + std::to_string(pid) + "/smaps_rollup");
  const std::size_t at = text.find("\nPss:");
  if (at == std::string::npos) return 0;
  return static_cast<std::size_t>(std::atoll(text.c_str() + at + 5)) * 1024;
}

tree_sample sample_tree(pid_t supervisor, std::size_t memory_limit) {
  tree_sample s;
  s.cpu = stat_cpu(supervisor, true);
  std::vector<pid_t> stack, seen;
  children_of(supervisor, stack);
  while (!stack.empty() && s.processes <= max_processes) {
    const pid_t p = stack.back();
    stack.pop_back();
    const std::string status = read_proc("/proc/" + std::to_string(p) + "/status");
    if (status.empty()) continue;  // gone meanwhile
    ++s.processes;
    seen.push_back(p);
    s.resident += status_bytes(status, "VmRSS:");
    s.peak = std::max(s.peak, status_bytes(status, "VmHWM:"));
    s.cpu += stat_cpu(p, false) + stat_cpu(p, true);
    children_of(p, stack);
  }
  if (s.resident > memory_limit && seen.size() > 1) {
    std::size_t pss = 0;
    for (const pid_t p : seen) pss += pss_bytes(p);
    if (pss > 0) s.resident = pss;
  }
  return s;
}

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
