// The supervisor of one run (judge_tree.hpp): between fork and exec, and in the supervisor itself,
// only async-signal-safe calls run (the judge forks from several threads at once), so /proc is read
// with open/read into stack buffers and the report is written with write.
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>

#include "judge_tree.hpp"

namespace tessera::judge::detail {
namespace {

// What the program may touch between fork and exec beyond the copy of the supervisor (its stack,
// the pages it writes): a peak above the copy by less than this is taken for the copy.
constexpr long pre_exec_slack_kb = 4096;

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

}  // namespace

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

}  // namespace tessera::judge::detail
