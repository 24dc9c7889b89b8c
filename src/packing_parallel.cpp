// Polyomino packing, threads: the search tree is cut into many small subtrees (the frontier is
// widened level by level until there are about 256 per thread, because the tree is very uneven and
// one subtree per first choice would leave threads idle), threads take subtrees in order from a
// shared counter, and the calling thread delivers each subtree's solutions in subtree order.
// Subtrees in frontier order are exactly the depth-first order, so counts, solutions and their
// order equal the single-threaded run.
#include <condition_variable>
#include <mutex>
#include <thread>

#include "detail/packing_driver.hpp"

namespace tessera::detail {
namespace {

struct task {
  std::size_t case_index;
  std::vector<std::uint32_t> path;
  double weight;  // Knuth's estimate of the subtree's share of the whole tree
};

struct task_result {
  bool done = false;
  search_status status = search_status::complete;
  std::uint64_t accepted = 0;
  std::vector<packing_solution> solutions;
};

std::vector<task> split(const std::vector<packing_case>& cases,
                        std::vector<std::unique_ptr<packing_engine_base>>& engines,
                        std::size_t target) {
  std::vector<task> frontier;
  for (std::size_t c = 0; c < cases.size(); ++c) {
    frontier.push_back(task{c, {}, 1.0 / static_cast<double>(cases.size())});
  }
  constexpr std::size_t max_depth = 12;
  for (std::size_t depth = 0; depth < max_depth && frontier.size() < target; ++depth) {
    std::vector<task> next;
    bool widened = false;
    for (task& t : frontier) {
      bool is_solution = false;
      const std::size_t b = engines[t.case_index]->branches(t.path, is_solution);
      if (is_solution) {
        next.push_back(std::move(t));  // a solution already: a subtree of one node
        continue;
      }
      widened = widened || b > 0;
      for (std::uint32_t k = 0; k < b; ++k) {
        task child{t.case_index, t.path, t.weight / static_cast<double>(b)};
        child.path.push_back(k);
        next.push_back(std::move(child));
      }
    }
    frontier = std::move(next);
    if (!widened) break;
  }
  return frontier;
}

}  // namespace

void solve_parallel(const std::vector<packing_case>& cases,
                    std::vector<std::unique_ptr<packing_engine_base>>& engines,
                    const std::vector<std::vector<std::uint32_t>>& orbit,
                    solution_collector& collector, const packing_options& options,
                    const search_control& control, packing_result& result) {
  const std::size_t threads = options.threads;
  const std::vector<task> tasks = split(cases, engines, threads * 256);
  result.tasks = tasks.size();
  std::vector<task_result> results(tasks.size());
  std::mutex mutex;
  std::condition_variable ready;
  std::atomic<std::size_t> next{0};
  std::atomic<bool> cancel{false};
  search_control worker_control = control;
  worker_control.cancel = &cancel;
  worker_control.cancel_also = control.cancel;  // the caller's own stop (packing_options::cancel)
  worker_control.progress = nullptr;
  const std::uint64_t cap = collector.cap();
  const bool keep = collector.keeps_solutions();
  std::vector<search_stats> worker_stats(threads);
  // Guarded by `mutex`. Dead ends met while splitting were dropped: their share is done already.
  double done_weight = 1;
  for (const task& t : tasks) done_weight -= t.weight;
  // Progress inside running subtrees (any thread): nodes entered, and each running subtree's weight
  // times its own Knuth estimate, so one long subtree does not freeze the figures.
  std::atomic<std::uint64_t> nodes_seen{0};
  std::atomic<double> running_weight{0};

  // What one thread keeps between tasks: its own copies of the engines.
  struct worker {
    std::vector<std::unique_ptr<packing_engine_base>> mine;
    std::vector<search_stats> before;
    packing_solution sorted;
    std::vector<packing_solution> images;
  };
  // The task the calling thread waits for (guarded by `mutex`): only its completion wakes it, so
  // that small tasks do not each cost two context switches.
  std::size_t wanted = tasks.size();
  // Runs the next task; false when none is left.
  auto run_next = [&](worker& w, const search_control& ctl) {
    const std::size_t i = next.fetch_add(1);
    if (i >= tasks.size()) return false;
    task_result local;
    if (!cancel.load()) {
      const task& t = tasks[i];
      if (!w.mine[t.case_index]) {
        w.mine[t.case_index] = engines[t.case_index]->clone();
        w.before[t.case_index] = w.mine[t.case_index]->stats();
      }
      const packing_case& c = cases[t.case_index];
      search_control mine = ctl;
      std::uint64_t seen = w.mine[t.case_index]->stats().nodes;
      double share = 0;
      if (options.progress) {
        mine.progress_every = options.progress_every;
        mine.progress = [&](double fraction, const search_stats& s) {
          nodes_seen.fetch_add(s.nodes - seen);
          seen = s.nodes;
          running_weight.fetch_add(t.weight * fraction - share);
          share = t.weight * fraction;
          if (ctl.progress) ctl.progress(fraction, s);  // the calling thread reports
        };
      }
      local.status = w.mine[t.case_index]->search_below(
          t.path,
          [&](std::span<const std::uint32_t> placed) {
            accept(placed, c, orbit, w.sorted, w.images);
            local.accepted += w.images.size();
            if (keep)
              local.solutions.insert(local.solutions.end(), w.images.begin(), w.images.end());
            return cap == 0 || local.accepted < cap;
          },
          mine);
      nodes_seen.fetch_add(w.mine[t.case_index]->stats().nodes - seen);
      running_weight.fetch_add(-share);
    }
    local.done = true;
    bool wake = false;
    {
      std::lock_guard lock(mutex);
      results[i] = std::move(local);
      done_weight += tasks[i].weight;  // progress counts every finished subtree, in any order
      wake = i == wanted;
    }
    if (wake) ready.notify_all();
    return true;
  };
  auto add_stats = [&](const worker& w, std::size_t id) {
    for (std::size_t c = 0; c < cases.size(); ++c) {
      if (!w.mine[c]) continue;
      const search_stats& s = w.mine[c]->stats();
      worker_stats[id].nodes += s.nodes - w.before[c].nodes;
      worker_stats[id].updates += s.updates - w.before[c].updates;
      worker_stats[id].solutions += s.solutions - w.before[c].solutions;
    }
  };
  auto new_worker = [&] {
    worker w;
    w.mine.resize(cases.size());
    w.before.resize(cases.size());
    return w;
  };
  // The calling thread is worker 0: it runs tasks too, and between them delivers the finished ones
  // in task order; it waits only when no task is left to start.
  std::vector<std::thread> pool;
  for (std::size_t id = 1; id < threads; ++id) {
    pool.emplace_back([&, id] {
      worker w = new_worker();
      while (run_next(w, worker_control)) {
      }
      add_stats(w, id);
    });
  }
  worker own = new_worker();
  // Progress while the calling thread searches (after each of its subtrees, and every so many nodes
  // in a long one): the share of subtrees finished so far.
  search_control own_control = worker_control;
  auto report = [&](double fraction) {
    options.progress(packing_progress{std::min(1.0, fraction + running_weight.load()),
                                      nodes_seen.load(), result.count});
  };
  if (options.progress) {
    own_control.progress = [&](double, const search_stats&) {
      double fraction = 0;
      {
        std::lock_guard lock(mutex);
        fraction = done_weight;
      }
      report(fraction);
    };
  }
  bool tasks_left = true;
  for (std::size_t i = 0; i < tasks.size();) {
    task_result r;
    {
      std::unique_lock lock(mutex);
      if (!results[i].done) {
        if (tasks_left) {
          lock.unlock();
          tasks_left = run_next(own, own_control);
          if (own_control.progress) own_control.progress(0, {});
          continue;
        }
        wanted = i;
        while (!results[i].done) {
          ready.wait_for(lock, std::chrono::milliseconds(200));
          if (options.progress && !results[i].done) {
            const double fraction = done_weight;
            lock.unlock();
            report(fraction);
            lock.lock();
          }
        }
      }
      r = std::move(results[i]);
    }
    ++i;
    bool go_on = true;
    if (keep) {
      for (const packing_solution& s : r.solutions) {
        if (!(go_on = collector.deliver(s))) break;
      }
    } else {
      go_on = collector.deliver_count(r.accepted);
    }
    if (go_on && r.status == search_status::stopped) {
      result.stopped = packing_stop::timeout;
      go_on = false;
    }
    if (!go_on) {
      cancel.store(true);
      break;
    }
  }
  for (std::thread& t : pool) t.join();
  add_stats(own, 0);
  for (const search_stats& s : worker_stats) {
    result.thread_nodes.push_back(s.nodes);
    result.stats.nodes += s.nodes;
    result.stats.updates += s.updates;
    result.stats.solutions += s.solutions;
  }
}

}  // namespace tessera::detail
