// Engine processes: fork/exec on pipes in a new process group, pausing, memory polling, reaping.
// Everything the child does between fork and exec is async-signal-safe (the manager forks from
// several threads at once with --concurrency): the argument vector and the program path are built
// before fork, and every descriptor but the three pipes is closed in the child, so no engine
// inherits another game's pipes or the manager's files.
#include "engine_process.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

namespace tessera::match::detail {
namespace {

constexpr std::size_t max_line_bytes = 1 << 20;  // a longer "line" is cut here (and is malformed)

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

// A field "Name:  1234 kB" of /proc/PID/status, in bytes (0 when absent).
std::int64_t status_kb(pid_t pid, const char* field) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  const std::size_t n = std::strlen(field);
  while (std::getline(in, line)) {
    if (line.compare(0, n, field) == 0) return std::atoll(line.c_str() + n) * 1024;
  }
  return 0;
}

// The children of every thread of `pid` (/proc/PID/task/TID/children, Linux 3.5+).
void children_of(pid_t pid, std::vector<pid_t>& out) {
  const std::string dir = "/proc/" + std::to_string(pid) + "/task";
  DIR* d = ::opendir(dir.c_str());
  if (d == nullptr) return;
  while (const dirent* e = ::readdir(d)) {
    if (e->d_name[0] == '.') continue;
    std::ifstream in(dir + "/" + e->d_name + "/children");
    pid_t child = 0;
    while (in >> child) out.push_back(child);
  }
  ::closedir(d);
}

}  // namespace

std::string resolve_program(const std::string& cmd) {
  auto runnable = [](const std::string& path) { return ::access(path.c_str(), X_OK) == 0; };
  if (cmd.find('/') != std::string::npos) return runnable(cmd) ? cmd : std::string();
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path != nullptr ? path : "/usr/local/bin:/usr/bin:/bin");
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    const std::string candidate = (dir.empty() ? "." : dir) + "/" + cmd;
    struct stat st {};
    if (::stat(candidate.c_str(), &st) == 0 && S_ISREG(st.st_mode) && runnable(candidate))
      return candidate;
  }
  return {};
}

bool engine_process::start(const std::string& program, const std::vector<std::string>& args,
                           std::int64_t memory_bytes, std::string& error) {
  const std::string path = resolve_program(program);
  if (path.empty()) {
    error = "cannot run " + program + ": no such executable file";
    return false;
  }
  std::vector<std::string> argv_text;
  argv_text.push_back(program);
  argv_text.insert(argv_text.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_text) argv.push_back(a.data());
  argv.push_back(nullptr);

  int to_child[2];
  int from_child[2];
  int exec_error[2];  // closed by a successful exec; carries errno otherwise
  if (::pipe2(to_child, O_CLOEXEC) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    return false;
  }
  if (::pipe2(from_child, O_CLOEXEC) != 0) {
    ::close(to_child[0]);
    ::close(to_child[1]);
    error = std::string("pipe: ") + std::strerror(errno);
    return false;
  }
  if (::pipe2(exec_error, O_CLOEXEC) != 0) {
    for (int fd : {to_child[0], to_child[1], from_child[0], from_child[1]}) ::close(fd);
    error = std::string("pipe: ") + std::strerror(errno);
    return false;
  }
  const int null_fd = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  const pid_t pid = ::fork();
  if (pid == 0) {
    // The child: only async-signal-safe calls until exec.
    ::setpgid(0, 0);
    ::signal(SIGPIPE, SIG_DFL);
    ::signal(SIGINT, SIG_DFL);
    sigset_t none;
    ::sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::dup2(to_child[0], 0);
    ::dup2(from_child[1], 1);
    if (null_fd >= 0) ::dup2(null_fd, 2);
    // fd 3 = the exec error pipe; everything above it is closed (dup2 clears O_CLOEXEC: set again).
    ::dup2(exec_error[1], 3);
    ::fcntl(3, F_SETFD, FD_CLOEXEC);
    ::close_range(4, ~0U, 0);
    ::execv(path.c_str(), argv.data());
    const int e = errno;
    [[maybe_unused]] const ssize_t w = ::write(3, &e, sizeof e);
    ::_exit(127);
  }
  if (null_fd >= 0) ::close(null_fd);
  ::close(to_child[0]);
  ::close(from_child[1]);
  ::close(exec_error[1]);
  if (pid < 0) {
    error = std::string("fork: ") + std::strerror(errno);
    ::close(to_child[1]);
    ::close(from_child[0]);
    ::close(exec_error[0]);
    return false;
  }
  ::setpgid(pid, pid);  // also here: whichever runs first, the group exists before we signal it
  int child_errno = 0;
  ssize_t got = 0;
  do {
    got = ::read(exec_error[0], &child_errno, sizeof child_errno);
  } while (got < 0 && errno == EINTR);
  ::close(exec_error[0]);
  pid_ = pid;
  in_fd_ = to_child[1];
  out_fd_ = from_child[0];
  memory_bytes_ = memory_bytes;
  if (got == static_cast<ssize_t>(sizeof child_errno)) {
    error = "cannot run " + program + ": " + std::strerror(child_errno);
    kill_now();
    return false;
  }
  return true;
}

bool engine_process::send(const std::string& line) {
  if (in_fd_ < 0) return false;
  std::string data = line + "\n";
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = ::write(in_fd_, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;  // EPIPE: SIGPIPE is ignored by the manager
    done += static_cast<std::size_t>(n);
  }
  return true;
}

read_status engine_process::read_line(std::string& line, clock::time_point deadline,
                                      const std::atomic<bool>* stop) {
  for (;;) {
    const std::size_t nl = buffer_.find('\n');
    if (nl != std::string::npos || buffer_.size() >= max_line_bytes) {
      const std::size_t end = nl != std::string::npos ? nl : buffer_.size();
      line.assign(buffer_, 0, end);
      buffer_.erase(0, nl != std::string::npos ? nl + 1 : end);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return read_status::line;
    }
    if (eof_) return read_status::closed;
    if (stop != nullptr && stop->load()) return read_status::stopped;
    const auto now = clock::now();
    // The memory limit, at most every 20 ms (a flood of output must not mean a flood of /proc
    // reads).
    if (memory_bytes_ > 0 && now - last_memory_check_ >= std::chrono::milliseconds(20)) {
      last_memory_check_ = now;
      if (over_memory()) return read_status::memory;
    }
    if (now >= deadline) return read_status::timeout;
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now);
    const int wait_ms = static_cast<int>(std::min<std::int64_t>(left.count() + 1, 20));
    pollfd p{out_fd_, POLLIN, 0};
    const int r = ::poll(&p, 1, wait_ms);
    if (r < 0 && errno != EINTR) return read_status::closed;
    if (r <= 0) continue;
    char chunk[4096];
    const ssize_t n = ::read(out_fd_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      eof_ = true;
      continue;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

void engine_process::drain(std::vector<std::string>& lines) {
  // Everything the pipe holds now, without waiting (poll with a zero timeout), then the complete
  // lines of it; a partial line stays buffered.
  for (;;) {
    pollfd p{out_fd_, POLLIN, 0};
    if (eof_ || out_fd_ < 0 || ::poll(&p, 1, 0) <= 0) break;
    char chunk[4096];
    const ssize_t n = ::read(out_fd_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      eof_ = true;
      break;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
  for (std::size_t nl = buffer_.find('\n'); nl != std::string::npos; nl = buffer_.find('\n')) {
    std::string line = buffer_.substr(0, nl);
    buffer_.erase(0, nl + 1);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
  }
}

void engine_process::pause() {
  if (pid_ > 0 && !paused_) {
    ::kill(-pid_, SIGSTOP);
    paused_ = true;
  }
}

void engine_process::resume() {
  if (pid_ > 0 && paused_) {
    ::kill(-pid_, SIGCONT);
    paused_ = false;
  }
}

bool engine_process::over_memory() {
  if (pid_ <= 0 || memory_bytes_ <= 0) return false;
  if (status_kb(pid_, "VmHWM:") > memory_bytes_) return true;
  // Descendants (an engine may run its search in child processes): their current resident sets
  // add up with the engine's current one. The walk uses an explicit stack.
  std::vector<pid_t> stack;
  children_of(pid_, stack);
  if (stack.empty()) return false;
  std::int64_t total = status_kb(pid_, "VmRSS:");
  for (std::size_t guard = 0; !stack.empty() && guard < 10000; ++guard) {
    const pid_t p = stack.back();
    stack.pop_back();
    total += status_kb(p, "VmRSS:");
    children_of(p, stack);
  }
  return total > memory_bytes_;
}

void engine_process::reap(int status, const ::rusage& usage) {
  cpu_ms_ = static_cast<std::int64_t>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000 +
            (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000;
  if (WIFEXITED(status)) {
    exit_text_ = "exit status " + std::to_string(WEXITSTATUS(status));
  } else if (WIFSIGNALED(status)) {
    exit_text_ = "killed by signal " + std::to_string(WTERMSIG(status));
  }
  pid_ = -1;
}

bool engine_process::exited() {
  if (pid_ <= 0) return true;
  // Looked at without reaping first (WNOWAIT), so that the group is killed while its leader's pid
  // still names it and cannot have been reused.
  siginfo_t info{};
  if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
      info.si_pid != pid_)
    return false;
  ::kill(-pid_, SIGKILL);
  int status = 0;
  struct rusage usage {};
  pid_t r = -1;
  do {
    r = ::wait4(pid_, &status, 0, &usage);
  } while (r < 0 && errno == EINTR);
  reap(status, usage);
  return true;
}

void engine_process::finish(std::chrono::milliseconds grace) {
  if (pid_ > 0) {
    resume();
    close_fd(in_fd_);
    const auto until = clock::now() + grace;
    while (!exited() && clock::now() < until)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    if (pid_ > 0) {
      ::kill(-pid_, SIGKILL);  // the whole group: grandchildren too
      int status = 0;
      struct rusage usage {};
      pid_t r = -1;
      do {
        r = ::wait4(pid_, &status, 0, &usage);
      } while (r < 0 && errno == EINTR);
      if (r == pid_) {
        reap(status, usage);
        exit_text_ = "killed by the manager";
      } else {
        pid_ = -1;
      }
    }
  }
  close_fd(in_fd_);
  close_fd(out_fd_);
}

}  // namespace tessera::match::detail
