// The task driver (src/detail/checkpoint_driver.hpp): outcomes come back in any order; they are
// delivered in task order, which is the depth-first order of the whole search, so counts, listed
// solutions and their order are those of one thread. A checkpoint records the delivered prefix and
// the outcomes that arrived ahead of it, so that a resumed run searches only what is left.
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>

#include "detail/checkpoint_driver.hpp"
#include "detail/checkpoint_executor.hpp"
#ifndef TESSERA_NO_THREADS
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#endif

namespace tessera::detail {

std::string split_mismatch(const search_checkpoint* resume, std::size_t tasks) {
  if (resume == nullptr || resume->tasks == tasks) return {};
  return fmt::format(
      "the checkpoint's split has {} tasks, this run's {} (written by another version?)",
      resume->tasks, tasks);
}

namespace {

// atomic<double>::fetch_add is C++20, but libc++ 14 (the WebAssembly build) lacks it.
void add_to(std::atomic<double>& a, double x) {
  double old = a.load();
  while (!a.compare_exchange_weak(old, old + x)) {
  }
}

}  // namespace

driver_end drive_subtrees(const driver_setup& setup, const subtree_executor& executor,
                          std::size_t slots,
                          const std::function<subtree_outcome(const task_run&)>& run) {
  using clock = std::chrono::steady_clock;
  const auto start = clock::now();
  const search_checkpoint* resume = setup.resume;
  const std::vector<subtree_task>& tasks = setup.split->tasks;
  const std::size_t n = tasks.size();
  driver_end end;
  std::size_t next = resume != nullptr ? static_cast<std::size_t>(resume->prefix) : 0;
  std::map<std::size_t, subtree_outcome> pending;  // finished, not yet delivered
  // The work before this run's tasks: the resumed state's (its split's nodes included), or the
  // split's own nodes.
  search_stats base;
  std::vector<std::uint64_t> base_profile;
  if (resume != nullptr) {
    base = resume->stats;
    base_profile = resume->level_nodes;
    for (const finished_task& t : resume->ahead) {
      subtree_outcome o;
      o.accepted = t.accepted;
      o.solutions = t.solutions;
      pending.emplace(static_cast<std::size_t>(t.index), std::move(o));
    }
  } else {
    base.nodes = setup.split->nodes();
    base_profile = setup.split->level_nodes;
  }
  search_stats done_stats = base;  // and every task done since (for checkpoints)
  std::vector<std::uint64_t> done_profile = base_profile;
  std::vector<std::size_t> todo;
  double done_weight = 1;
  for (std::size_t i = next; i < n; ++i) {
    if (pending.count(i) == 0) {
      todo.push_back(i);
      done_weight -= tasks[i].weight;
    }
  }
  search_stats run_stats;  // of this run's tasks, cut short ones included
  std::vector<std::uint64_t> run_profile;
  // Live figures of the running tasks (any thread adds, through task_run::report): each task's
  // last report is kept, and taken off when its outcome arrives on this thread, which then adds
  // the outcome's own nodes; so the nodes shown never go back.
  std::atomic<std::uint64_t> running_nodes{0};
  std::atomic<double> running_share{0};
  std::vector<std::atomic<std::uint64_t>> task_nodes(n);
  std::vector<std::atomic<double>> task_share(n);
  bool answered = false;  // the deliveries reached the answer (find, unique, a limit)
  bool cut = false;       // a task came back cut short
  auto last_save = start;
  const double prior_seconds = resume != nullptr ? resume->seconds : 0;
  auto state = [&](bool finished) {
    search_checkpoint c;
    c.problem = setup.problem;
    c.summary = setup.summary;
    c.split = setup.parameters;
    c.tasks = n;
    c.prefix = next;
    for (const auto& [i, o] : pending) c.ahead.push_back(finished_task{i, o.accepted, o.solutions});
    c.count = setup.count();
    c.solutions = setup.kept();
    c.stats = done_stats;
    c.level_nodes = done_profile;
    c.seconds = prior_seconds + std::chrono::duration<double>(clock::now() - start).count();
    c.runs = resume != nullptr ? resume->runs + 1 : 1;
    c.finished = finished;
    c.limit_stopped = finished && setup.limit_stopped();
    return c;
  };
  auto deliver_ready = [&] {
    while (!answered && !pending.empty() && pending.begin()->first == next) {
      subtree_outcome o = std::move(pending.begin()->second);
      pending.erase(pending.begin());
      ++next;
      if (!setup.deliver(o)) answered = true;
    }
  };
  const std::function<void()> tick = [&] {
    const auto now = clock::now();
    if (setup.save && now - last_save >= std::chrono::duration<double>(setup.every)) {
      setup.save(state(false));
      last_save = clock::now();
    }
    // The front end paces its own output.
    if (setup.progress) {
      setup.progress(std::min(1.0, done_weight + running_share.load()),
                     base.nodes + run_stats.nodes + running_nodes.load());
    }
  };
  std::atomic<bool> cancel{false};  // the answer is reached: tasks in progress end early
  search_control control = setup.control;
  control.cancel_also = setup.control.cancel;
  control.cancel = &cancel;
  control.progress = nullptr;
#ifndef TESSERA_NO_THREADS
  const std::thread::id caller = std::this_thread::get_id();
#endif
  auto run_one = [&](std::size_t i, std::size_t slot) {
    // A stop asked for (cancel, deadline) before the task starts: not started, so short tasks
    // (which poll only every 4096 nodes of their engine) do not run on long after a signal.
    if (control.should_stop()) {
      subtree_outcome o;
      o.status = search_status::stopped;
      return o;
    }
    task_run r;
    r.index = i;
    r.slot = slot;
    r.task = &tasks[i];
    r.control = control;
    r.report = [&, i](double fraction, std::uint64_t nodes) {
      const subtree_task& t = tasks[i];
      // The engine's estimate is of the case's tree; the task's own part starts at t.start.
      const double in_case = t.weight / t.case_share;
      const double share = std::clamp(fraction - t.start, 0.0, in_case) * t.case_share;
      running_nodes.fetch_add(nodes - task_nodes[i].exchange(nodes));
      add_to(running_share, share - task_share[i].exchange(share));
#ifndef TESSERA_NO_THREADS
      if (std::this_thread::get_id() != caller) return;
#endif
      tick();  // a long task on the calling thread: checkpoints and progress stay on time
    };
    return run(r);
  };
  deliver_ready();  // outcomes carried over that are next in line
  if (!answered && !todo.empty()) {
    subtree_jobs jobs;
    jobs.todo = todo;
    jobs.slots = slots;
    jobs.run = run_one;
    jobs.tick = tick;
    jobs.finished = [&](std::size_t i, subtree_outcome&& o) {
      running_nodes.fetch_sub(task_nodes[i].exchange(0));
      add_to(running_share, -task_share[i].exchange(0));
      run_stats.nodes += o.stats.nodes;
      run_stats.updates += o.stats.updates;
      run_stats.solutions += o.stats.solutions;
      add_level_nodes(run_profile, o.level_nodes);
      if (o.status == search_status::stopped) {
        cut = true;  // not done: a resumed run searches it again
        cancel.store(true);
        return false;
      }
      done_weight += tasks[i].weight;
      done_stats.nodes += o.stats.nodes;
      done_stats.updates += o.stats.updates;
      done_stats.solutions += o.stats.solutions;
      add_level_nodes(done_profile, o.level_nodes);
      pending.emplace(i, std::move(o));
      deliver_ready();
      if (answered) {
        cancel.store(true);
        return false;
      }
      tick();
      return true;
    };
    if (executor) {
      executor(jobs);
    } else {
      run_subtrees_in_threads(jobs);
    }
  }
  end.finished = answered || (!cut && next == n);
  end.stopped = !end.finished;
  if (setup.save) setup.save(state(end.finished));
  end.stats = {base.nodes + run_stats.nodes, base.updates + run_stats.updates,
               base.solutions + run_stats.solutions};
  end.level_nodes = base_profile;
  add_level_nodes(end.level_nodes, run_profile);
  end.seconds = prior_seconds + std::chrono::duration<double>(clock::now() - start).count();
  return end;
}

void run_subtrees_in_threads(const subtree_jobs& jobs) {
  const std::size_t total = jobs.todo.size();
#ifndef TESSERA_NO_THREADS
  if (jobs.slots > 1) {
    std::atomic<std::size_t> next{0};
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable ready;
    std::deque<std::pair<std::size_t, subtree_outcome>> done;  // guarded by `mutex`
    bool waiting = false;                                      // guarded by `mutex`
    std::vector<std::thread> pool;
    for (std::size_t slot = 1; slot < jobs.slots; ++slot) {
      pool.emplace_back([&, slot] {
        while (!stop.load()) {
          const std::size_t k = next.fetch_add(1);
          if (k >= total) break;
          subtree_outcome o = jobs.run(jobs.todo[k], slot);
          bool wake = false;
          {
            std::lock_guard lock(mutex);
            done.emplace_back(jobs.todo[k], std::move(o));
            wake = waiting;
          }
          // Only a caller with nothing left to start sleeps and needs waking: a wake-up per task
          // cost two context switches each and ate the speed-up on tasks of tens of µs.
          if (wake) ready.notify_one();
        }
      });
    }
    std::size_t received = 0;
    std::deque<std::pair<std::size_t, subtree_outcome>> mine;
    while (received < total && !stop.load()) {
      {
        std::lock_guard lock(mutex);
        mine.swap(done);
      }
      for (auto& [i, o] : mine) {
        ++received;
        if (!stop.load() && !jobs.finished(i, std::move(o))) stop.store(true);
      }
      mine.clear();
      if (stop.load() || received == total) break;
      const std::size_t k = next.fetch_add(1);
      if (k < total) {
        subtree_outcome o = jobs.run(jobs.todo[k], 0);
        ++received;
        if (!jobs.finished(jobs.todo[k], std::move(o))) stop.store(true);
        continue;
      }
      std::unique_lock lock(mutex);
      waiting = true;
      ready.wait_for(lock, std::chrono::milliseconds(200), [&] { return !done.empty(); });
      waiting = false;
      lock.unlock();
      jobs.tick();
    }
    stop.store(true);
    for (std::thread& t : pool) t.join();
    return;
  }
#endif
  for (std::size_t k = 0; k < total; ++k) {
    if (!jobs.finished(jobs.todo[k], jobs.run(jobs.todo[k], 0))) return;
  }
}

}  // namespace tessera::detail

namespace tessera::detail {
namespace {
subtree_executor& executor_slot() {
  static subtree_executor executor;
  return executor;
}
}  // namespace

void set_search_executor(subtree_executor executor) { executor_slot() = std::move(executor); }
const subtree_executor& search_executor() { return executor_slot(); }

}  // namespace tessera::detail
