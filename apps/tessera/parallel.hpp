// A small seam for running independent test cases on several threads (the library itself stays
// single-threaded here, so that it also builds for WebAssembly without threads).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace tessera::cli {

// The default thread count: the machine's cores, at least 1.
inline unsigned default_threads() { return std::max(1u, std::thread::hardware_concurrency()); }

// Calls job(i, worker) for every i in [0, n), spread over up to `threads` threads; `worker` is the
// index of the calling thread (0 .. threads-1), for per-thread scratch space. Items are handed out
// one at a time, so uneven items balance. Returns when all are done.
template <class job_fn>
void for_each_index(std::size_t n, unsigned threads, job_fn&& job) {
  threads = static_cast<unsigned>(
      std::min<std::size_t>(std::max(1u, threads), std::max<std::size_t>(n, 1)));
  if (threads <= 1) {
    for (std::size_t i = 0; i < n; ++i) job(i, 0u);
    return;
  }
  std::atomic<std::size_t> next{0};
  auto work = [&](unsigned worker) {
    for (std::size_t i = next++; i < n; i = next++) job(i, worker);
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (auto& th : pool) th.join();
}

}  // namespace tessera::cli
