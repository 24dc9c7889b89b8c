// Fake contestant programs for the judge's tests (tests/judge_test.cpp): each misbehaves in one way
// the judge must catch. Built without the sanitizers (their runtime's memory would count against
// the limits). Usage: fake_solution MODE [ARGS...]; the input is read from stdin first (all of it).
//   sleep              sleeps for good (TLE by wall time)
//   spin               burns CPU (TLE by CPU time)
//   alloc MIB          allocates and touches MIB MiB, then sleeps (MLE)
//   fork-alloc N MIB   N children each touch MIB MiB, all sleep (MLE of the tree only)
//   segv               writes through a null pointer (RE, SIGSEGV)
//   exit N             exits with status N (RE)
//   orphan FILE        a child leaves the process group (setsid), writes its pid to FILE and
//   sleeps;
//                      the parent prints nothing and exits (WA; the child must not survive)
//   holder FILE        a child keeps stdout open, writes its pid to FILE and sleeps; the parent
//   exits print MIB          prints MIB MiB (OLE) boardcover-rare    BOARDCOVER by backtracking,
//   one too many on a board of exactly 2 rows with at
//                      least one tiling (WA on a rare case)
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

namespace {

// The allocations stay reachable from here, so the compiler cannot drop them.
std::vector<char*> kept;

void touch(std::size_t mib) {
  const std::size_t bytes = mib << 20;
  char* p = static_cast<char*>(std::malloc(bytes));
  if (p == nullptr) std::exit(3);
  for (std::size_t i = 0; i < bytes; i += 4096) p[i] = static_cast<char>(i);
  kept.push_back(p);
}

[[noreturn]] void sleep_for_good() {
  for (;;) ::pause();
}

void write_pid(const char* file, pid_t pid) {
  if (std::FILE* f = std::fopen(file, "w")) {
    std::fprintf(f, "%d\n", static_cast<int>(pid));
    std::fclose(f);
  }
}

// BOARDCOVER by the seed's method: the first free cell, the four L-tromino placements that cover
// it.
long long count(std::vector<std::string>& b) {
  const int h = static_cast<int>(b.size()), w = static_cast<int>(b[0].size());
  int r = 0, c = 0;
  for (r = 0; r < h; ++r) {
    for (c = 0; c < w; ++c)
      if (b[r][c] == '.') break;
    if (c < w) break;
  }
  if (r == h) return 1;
  static const int shapes[4][3][2] = {{{0, 0}, {1, 0}, {1, 1}},
                                      {{0, 0}, {0, 1}, {1, 1}},
                                      {{0, 0}, {0, 1}, {1, 0}},
                                      {{0, 0}, {1, 0}, {1, -1}}};
  long long n = 0;
  for (const auto& s : shapes) {
    bool fits = true;
    for (const auto& d : s) {
      const int rr = r + d[0], cc = c + d[1];
      fits = fits && rr >= 0 && rr < h && cc >= 0 && cc < w && b[rr][cc] == '.';
    }
    if (!fits) continue;
    for (const auto& d : s) b[r + d[0]][c + d[1]] = '#';
    n += count(b);
    for (const auto& d : s) b[r + d[0]][c + d[1]] = '.';
  }
  return n;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  const std::string input((std::istreambuf_iterator<char>(std::cin)),
                          std::istreambuf_iterator<char>());
  if (mode == "sleep") sleep_for_good();
  if (mode == "spin") {
    volatile unsigned long x = 0;
    for (;;) x = x + 1;
  }
  if (mode == "alloc" && argc > 2) {
    touch(std::strtoul(argv[2], nullptr, 10));
    sleep_for_good();
  }
  if (mode == "fork-alloc" && argc > 3) {
    const int n = std::atoi(argv[2]);
    const std::size_t mib = std::strtoul(argv[3], nullptr, 10);
    for (int i = 0; i < n; ++i) {
      if (::fork() == 0) {
        touch(mib);
        sleep_for_good();
      }
    }
    sleep_for_good();
  }
  if (mode == "segv") {
    volatile int* volatile p = nullptr;
    *p = 1;
    return 0;
  }
  if (mode == "exit" && argc > 2) return std::atoi(argv[2]);
  if ((mode == "orphan" || mode == "holder") && argc > 2) {
    const pid_t child = ::fork();
    if (child == 0) {
      if (mode == "orphan") {
        ::setsid();
        std::fclose(stdout);  // it leaves the group and lets go of the output: only the judge's
                              // supervisor can still find it
      }
      write_pid(argv[2], ::getpid());
      sleep_for_good();
    }
    // Wait for the child to have written its pid, then leave it behind.
    for (int i = 0; i < 2000; ++i) {
      if (std::FILE* f = std::fopen(argv[2], "r")) {
        int pid = 0;
        const bool ready = std::fscanf(f, "%d", &pid) == 1 && pid == child;
        std::fclose(f);
        if (ready) break;
      }
      ::usleep(1000);
    }
    return 0;
  }
  if (mode == "print" && argc > 2) {
    const std::string chunk(1 << 20, 'x');
    for (unsigned long i = 0; i < std::strtoul(argv[2], nullptr, 10); ++i)
      std::fwrite(chunk.data(), 1, chunk.size(), stdout);
    return 0;
  }
  if (mode == "boardcover-rare") {
    std::size_t at = 0;
    auto word = [&] {
      while (at < input.size() && std::isspace(static_cast<unsigned char>(input[at]))) ++at;
      const std::size_t start = at;
      while (at < input.size() && !std::isspace(static_cast<unsigned char>(input[at]))) ++at;
      return input.substr(start, at - start);
    };
    const int cases = std::atoi(word().c_str());
    for (int k = 0; k < cases; ++k) {
      const int h = std::atoi(word().c_str());
      (void)word();  // the width: the rows say it
      std::vector<std::string> board;
      for (int r = 0; r < h; ++r) board.push_back(word());
      const long long n = count(board);
      std::printf("%lld\n", h == 2 && n > 0 ? n + 1 : n);
    }
    return 0;
  }
  std::fprintf(stderr, "fake_solution: unknown mode '%s'\n", mode.c_str());
  return 99;
}
