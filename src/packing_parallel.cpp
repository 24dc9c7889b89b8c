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
  worker_control.progress = nullptr;
  const std::uint64_t cap = collector.cap();
  const bool keep = collector.keeps_solutions();
  std::vector<search_stats> worker_stats(threads);
  // Guarded by `mutex`. Dead ends met while splitting were dropped: their share is done already.
  double done_weight = 1;
  for (const task& t : tasks) done_weight -= t.weight;

  auto work = [&](std::size_t id) {
    std::vector<std::unique_ptr<packing_engine_base>> mine(cases.size());
    std::vector<search_stats> before(cases.size());
    packing_solution sorted;
    std::vector<packing_solution> images;
    for (;;) {
      const std::size_t i = next.fetch_add(1);
      if (i >= tasks.size()) break;
      task_result local;
      if (!cancel.load()) {
        const task& t = tasks[i];
        if (!mine[t.case_index]) {
          mine[t.case_index] = engines[t.case_index]->clone();
          before[t.case_index] = mine[t.case_index]->stats();
        }
        const packing_case& c = cases[t.case_index];
        local.status = mine[t.case_index]->search_below(
            t.path,
            [&](std::span<const std::uint32_t> placed) {
              accept(placed, c, orbit, sorted, images);
              local.accepted += images.size();
              if (keep) local.solutions.insert(local.solutions.end(), images.begin(), images.end());
              return cap == 0 || local.accepted < cap;
            },
            worker_control);
      }
      local.done = true;
      {
        std::lock_guard lock(mutex);
        results[i] = std::move(local);
        done_weight += tasks[i].weight;  // progress counts every finished subtree, in any order
      }
      ready.notify_all();
    }
    for (std::size_t c = 0; c < cases.size(); ++c) {
      if (!mine[c]) continue;
      const search_stats& s = mine[c]->stats();
      worker_stats[id].nodes += s.nodes - before[c].nodes;
      worker_stats[id].updates += s.updates - before[c].updates;
      worker_stats[id].solutions += s.solutions - before[c].solutions;
    }
  };
  std::vector<std::thread> pool;
  for (std::size_t id = 0; id < threads; ++id) pool.emplace_back(work, id);

  // Deliver in task order; report progress while waiting.
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    task_result r;
    {
      std::unique_lock lock(mutex);
      while (!results[i].done) {
        ready.wait_for(lock, std::chrono::milliseconds(200));
        if (options.progress && !results[i].done) {
          const double fraction = done_weight;
          lock.unlock();
          options.progress(fraction);
          lock.lock();
        }
      }
      r = std::move(results[i]);
    }
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
  for (const search_stats& s : worker_stats) {
    result.thread_nodes.push_back(s.nodes);
    result.stats.nodes += s.nodes;
    result.stats.updates += s.updates;
    result.stats.solutions += s.solutions;
  }
}

}  // namespace tessera::detail
