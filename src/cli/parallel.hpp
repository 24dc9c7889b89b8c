// Private: a small seam for running independent test cases on several threads. The WebAssembly core
// has no threads (TESSERA_NO_THREADS): there the same calls run the cases one after the other.
#pragma once

#include <algorithm>
#include <cstddef>
#ifndef TESSERA_NO_THREADS
#include <atomic>
#include <thread>
#include <vector>
#endif

namespace tessera::commands {

// Calls job(i, worker) for every i in [0, n), spread over up to `threads` threads; `worker` is the
// index of the calling thread (0 .. threads-1), for per-thread scratch space. Items are handed out
// one at a time, so uneven items balance. Returns when all are done.
template <class job_fn>
void for_each_index(std::size_t n, unsigned threads, job_fn&& job) {
  threads = static_cast<unsigned>(
      std::min<std::size_t>(std::max(1u, threads), std::max<std::size_t>(n, 1)));
#ifndef TESSERA_NO_THREADS
  if (threads > 1) {
    std::atomic<std::size_t> next{0};
    auto work = [&](unsigned worker) {
      for (std::size_t i = next++; i < n; i = next++) job(i, worker);
    };
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
    for (auto& th : pool) th.join();
    return;
  }
#endif
  for (std::size_t i = 0; i < n; ++i) job(i, 0u);
}

// The thread count the run may use: the request's, or 1 where there are no threads.
inline unsigned usable_threads(unsigned asked) {
#ifdef TESSERA_NO_THREADS
  (void)asked;
  return 1;
#else
  return asked;
#endif
}

}  // namespace tessera::commands
