// Private: worker threads kept for a whole DP pass and woken for each step. The passes split every
// cell step between threads; starting a thread per step cost more than the step itself on mid-size
// boards, so the crew starts its threads once and hands them each step's job under a mutex and a
// condition variable. Measured (idle, whole CLI, --threads 2): 15x15 L-trominoes 12.5 ms -> 8.7 ms
// (one thread: 9.4 ms), 6x6 hexominoes (hashed tables) 81.7 ms -> 68.3 ms.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>
#ifndef TESSERA_NO_THREADS
#include <condition_variable>
#include <mutex>
#include <thread>
#endif

namespace tessera::detail {

#ifdef TESSERA_NO_THREADS
// The single-threaded seam (the WebAssembly core): the same interface, the jobs run one after the
// other on the caller, job(0) first. The jobs of a step are independent (each takes its own share),
// so this gives the same result as the crew.
class step_crew {
 public:
  explicit step_crew(unsigned helpers) : helpers_(helpers) {}
  void run(const std::function<void(unsigned)>& job) {
    for (unsigned k = 0; k <= helpers_; ++k) job(k);
  }

 private:
  unsigned helpers_;
};
#else

class step_crew {
 public:
  // `helpers` threads besides the caller's (0: run() just calls the job on the caller).
  explicit step_crew(unsigned helpers) {
    threads_.reserve(helpers);
    for (unsigned k = 1; k <= helpers; ++k) threads_.emplace_back([this, k] { serve(k); });
  }
  ~step_crew() {
    {
      const std::lock_guard<std::mutex> guard(lock_);
      quit_ = true;
    }
    wake_.notify_all();
    for (std::thread& t : threads_) t.join();
  }
  step_crew(const step_crew&) = delete;
  step_crew& operator=(const step_crew&) = delete;

  // Runs job(0) on the calling thread and job(1) .. job(helpers) on the crew; returns when all
  // are done. The job must not throw.
  void run(const std::function<void(unsigned)>& job) {
    if (threads_.empty()) {
      job(0);
      return;
    }
    {
      const std::lock_guard<std::mutex> guard(lock_);
      job_ = &job;
      pending_ = static_cast<unsigned>(threads_.size());
      ++generation_;
    }
    wake_.notify_all();
    job(0);
    std::unique_lock<std::mutex> guard(lock_);
    done_.wait(guard, [this] { return pending_ == 0; });
    job_ = nullptr;
  }

 private:
  void serve(unsigned index) {
    std::uint64_t seen = 0;
    for (;;) {
      const std::function<void(unsigned)>* job = nullptr;
      {
        std::unique_lock<std::mutex> guard(lock_);
        wake_.wait(guard, [&] { return quit_ || generation_ != seen; });
        if (quit_) return;
        seen = generation_;
        job = job_;
      }
      (*job)(index);
      {
        const std::lock_guard<std::mutex> guard(lock_);
        --pending_;
      }
      done_.notify_one();
    }
  }

  std::mutex lock_;
  std::condition_variable wake_, done_;
  const std::function<void(unsigned)>* job_ = nullptr;
  std::uint64_t generation_ = 0;  // one per run()
  unsigned pending_ = 0;          // helpers still on the current job
  bool quit_ = false;
  std::vector<std::thread> threads_;
};
#endif  // TESSERA_NO_THREADS

}  // namespace tessera::detail
