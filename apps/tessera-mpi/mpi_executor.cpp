// The tasks of a search over MPI ranks (mpi_executor.hpp). Only each process's main thread calls
// MPI (MPI_THREAD_FUNNELED); the search threads hand their outcomes to it through a queue. The
// protocol: a worker keeps one request per thread (plus one) outstanding; rank 0 answers each with
// a task or with "none"; at the end (answer reached, stopped, or every task back) rank 0 sends
// "stop" to every worker and waits for each one's "done", which a worker sends once every request
// of its own is answered and every task it took is reported, so no message is left in flight.
#include "mpi_executor.hpp"

#include <mpi.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

namespace tessera::mpi {
namespace {

using outcome_message = std::vector<std::uint64_t>;

outcome_message encode(std::size_t index, const subtree_outcome& o) {
  outcome_message m = {index,
                       static_cast<std::uint64_t>(o.status),
                       o.accepted,
                       o.stats.nodes,
                       o.stats.updates,
                       o.stats.solutions,
                       o.solutions.size()};
  m.push_back(o.level_nodes.size());  // the task's level profile, so rank 0's equals one thread's
  m.insert(m.end(), o.level_nodes.begin(), o.level_nodes.end());
  for (const auto& s : o.solutions) {
    m.push_back(s.size());
    m.insert(m.end(), s.begin(), s.end());
  }
  return m;
}

std::size_t decode(const outcome_message& m, subtree_outcome& o) {
  o.status = static_cast<search_status>(m[1]);
  o.accepted = m[2];
  o.stats = {m[3], m[4], m[5]};
  std::size_t at = 7;
  o.level_nodes.resize(static_cast<std::size_t>(m[at++]));
  for (std::uint64_t& v : o.level_nodes) v = m[at++];
  o.solutions.resize(static_cast<std::size_t>(m[6]));
  for (auto& s : o.solutions) {
    const auto n = static_cast<std::size_t>(m[at++]);
    s.resize(n);
    for (std::size_t k = 0; k < n; ++k) s[k] = static_cast<std::uint32_t>(m[at++]);
  }
  return static_cast<std::size_t>(m[0]);
}

void send_empty(int to, int tag) { MPI_Send(nullptr, 0, MPI_BYTE, to, tag, MPI_COMM_WORLD); }
void receive_empty(const MPI_Status& st) {
  MPI_Recv(nullptr, 0, MPI_BYTE, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

// Idle polling: short enough not to slow task hand-out, long enough to leave the cores to the
// searches (two ranks on two cores).
void nap() { std::this_thread::sleep_for(std::chrono::microseconds(200)); }

}  // namespace

void run_on_ranks(const subtree_jobs& jobs, int ranks) {
  const std::size_t total = jobs.todo.size();
  std::mutex mutex;
  std::size_t next = 0;                                            // guarded by `mutex`
  std::deque<std::pair<std::size_t, subtree_outcome>> local_done;  // guarded by `mutex`
  std::atomic<bool> stop{false};
  auto take = [&](std::size_t& index) {
    std::lock_guard lock(mutex);
    if (stop.load() || next >= total) return false;
    index = jobs.todo[next++];
    return true;
  };
  std::vector<std::thread> pool;
  for (std::size_t slot = 0; slot < jobs.slots; ++slot) {
    pool.emplace_back([&, slot] {
      std::size_t i = 0;
      while (take(i)) {
        subtree_outcome o = jobs.run(i, slot);
        std::lock_guard lock(mutex);
        local_done.emplace_back(i, std::move(o));
      }
    });
  }
  std::size_t received = 0;
  int workers_done = 0;
  bool stop_sent = false;
  auto stop_all = [&] {
    stop.store(true);
    if (stop_sent) return;
    stop_sent = true;
    for (int r = 1; r < ranks; ++r) send_empty(r, tag_stop);
  };
  auto take_outcome = [&](std::size_t i, subtree_outcome&& o) {
    ++received;
    if (!stop.load() && !jobs.finished(i, std::move(o))) stop_all();
  };
  while (workers_done < ranks - 1 || !stop_sent) {
    if (received == total) stop_all();
    bool busy = false;
    int flag = 0;
    MPI_Status st;
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
    if (flag != 0) {
      busy = true;
      if (st.MPI_TAG == tag_request) {
        receive_empty(st);
        std::size_t i = 0;
        if (take(i)) {
          const std::uint64_t index = i;
          MPI_Send(&index, 1, MPI_UINT64_T, st.MPI_SOURCE, tag_task, MPI_COMM_WORLD);
        } else {
          send_empty(st.MPI_SOURCE, tag_none);
        }
      } else if (st.MPI_TAG == tag_result) {
        int n = 0;
        MPI_Get_count(&st, MPI_UINT64_T, &n);
        outcome_message m(static_cast<std::size_t>(n));
        MPI_Recv(m.data(), n, MPI_UINT64_T, st.MPI_SOURCE, tag_result, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
        subtree_outcome o;
        const std::size_t i = decode(m, o);
        take_outcome(i, std::move(o));
      } else {  // tag_done
        receive_empty(st);
        ++workers_done;
      }
    }
    std::deque<std::pair<std::size_t, subtree_outcome>> mine;
    {
      std::lock_guard lock(mutex);
      mine.swap(local_done);
    }
    for (auto& [i, o] : mine) take_outcome(i, std::move(o));
    busy = busy || !mine.empty();
    if (!busy) {
      jobs.tick();
      nap();
    }
  }
  stop.store(true);
  for (std::thread& t : pool) t.join();
}

void serve_rank_zero(const subtree_jobs& jobs, bool& quit_seen, int& quit_status) {
  if (quit_seen) return;
  std::mutex mutex;
  std::condition_variable ready;
  std::deque<std::size_t> queue;                                // guarded by `mutex`
  std::deque<std::pair<std::size_t, subtree_outcome>> results;  // guarded by `mutex`
  std::size_t running = 0;                                      // guarded by `mutex`
  bool closing = false;                                         // guarded by `mutex`
  std::vector<std::thread> pool;
  for (std::size_t slot = 0; slot < jobs.slots; ++slot) {
    pool.emplace_back([&, slot] {
      std::unique_lock lock(mutex);
      for (;;) {
        ready.wait(lock, [&] { return closing || !queue.empty(); });
        if (queue.empty()) return;
        const std::size_t i = queue.front();
        queue.pop_front();
        ++running;
        lock.unlock();
        subtree_outcome o = jobs.run(i, slot);
        lock.lock();
        --running;
        results.emplace_back(i, std::move(o));
      }
    });
  }
  int outstanding = 0;
  for (std::size_t k = 0; k <= jobs.slots; ++k, ++outstanding) send_empty(0, tag_request);
  bool stop = false, no_more = false;
  for (;;) {
    bool busy = false;
    int flag = 0;
    MPI_Status st;
    MPI_Iprobe(0, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
    if (flag != 0) {
      busy = true;
      if (st.MPI_TAG == tag_task) {
        std::uint64_t index = 0;
        MPI_Recv(&index, 1, MPI_UINT64_T, 0, tag_task, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        --outstanding;
        {
          std::lock_guard lock(mutex);
          if (!stop) queue.push_back(static_cast<std::size_t>(index));
        }
        ready.notify_one();
      } else if (st.MPI_TAG == tag_quit) {
        MPI_Recv(&quit_status, 1, MPI_INT, 0, tag_quit, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        quit_seen = stop = true;
      } else {
        receive_empty(st);
        if (st.MPI_TAG == tag_none) {
          --outstanding;
          no_more = true;
        } else {
          stop = true;  // tag_stop
        }
      }
      if (stop) {
        std::lock_guard lock(mutex);
        queue.clear();  // not started: rank 0 no longer wants them
      }
    }
    std::deque<std::pair<std::size_t, subtree_outcome>> mine;
    bool idle = false;
    {
      std::lock_guard lock(mutex);
      mine.swap(results);
      idle = queue.empty() && running == 0;
    }
    for (auto& [i, o] : mine) {
      if (quit_seen) break;
      const outcome_message m = encode(i, o);
      MPI_Send(m.data(), static_cast<int>(m.size()), MPI_UINT64_T, 0, tag_result, MPI_COMM_WORLD);
      if (!stop && !no_more) {
        send_empty(0, tag_request);
        ++outstanding;
      }
    }
    busy = busy || !mine.empty();
    if (quit_seen || (stop && outstanding == 0 && idle && mine.empty())) break;
    if (!busy) nap();
  }
  {
    std::lock_guard lock(mutex);
    closing = true;
  }
  ready.notify_all();
  for (std::thread& t : pool) t.join();
  if (!quit_seen) send_empty(0, tag_done);
}

}  // namespace tessera::mpi
