// The judge's view of a run's process tree, from /proc (judge_tree.hpp): resident memory, peaks
// and CPU time, read with plain read(2) since a process may vanish while it is read.
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include "judge_tree.hpp"

namespace tessera::judge::detail {
namespace {

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

}  // namespace

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

}  // namespace tessera::judge::detail
