// tessera xc, solving: one driver over either exact-cover engine (dancing links, or the bitset
// engine of exact_cover.hpp), on one thread or several. With threads the tree is cut into many
// subtrees by the engine's own `branches` (the frontier widened level by level to about 256 per
// thread, as src/packing_parallel.cpp does for the packing search), threads take them in order
// from a shared counter, and the calling thread delivers each subtree's solutions in subtree order,
// which is the depth-first order: counts, lists and their order equal one thread's.
#include <algorithm>
#include <chrono>
#include <memory>
#ifndef TESSERA_NO_THREADS
#include <condition_variable>
#include <mutex>
#include <thread>
#endif

#include "detail/xc_collector.hpp"
#include "tessera/xc.hpp"

namespace tessera {
namespace {

using collector = detail::xc_collector;

[[maybe_unused]] void add_profile(std::vector<std::uint64_t>& into,
                                  const std::vector<std::uint64_t>& from) {
  if (into.size() < from.size()) into.resize(from.size(), 0);
  for (std::size_t d = 0; d < from.size(); ++d) into[d] += from[d];
}

template <class engine_t>
void run_one(engine_t& engine, collector& c, const search_control& control) {
  const search_status status =
      engine.search([&](std::span<const std::uint32_t> s) { return c.deliver(s); }, control);
  if (status == search_status::stopped) c.result.stopped = xc_stop::timeout;
  c.result.stats = engine.stats();
  c.result.level_nodes = engine.level_nodes();
}

#ifndef TESSERA_NO_THREADS
struct task {
  std::vector<std::uint32_t> path;
  double weight;
};

struct task_result {
  bool done = false;
  search_status status = search_status::complete;
  std::uint64_t count = 0;
  std::vector<std::uint32_t> flat;  // kept solutions, each as its size then its options
};

// The frontier of about `target` subtrees; `profile` gets the nodes expanded on the way (the levels
// above the subtrees, which the subtree searches do not enter).
template <class engine_t>
std::vector<task> split(engine_t& engine, std::size_t target, std::vector<std::uint64_t>& profile) {
  std::vector<task> frontier{task{{}, 1.0}};
  constexpr std::size_t max_depth = 12;
  for (std::size_t depth = 0; depth < max_depth && frontier.size() < target; ++depth) {
    std::vector<task> next;
    bool widened = false;
    for (task& t : frontier) {
      bool is_solution = false;
      const std::size_t b = engine.branches(t.path, is_solution);
      if (is_solution) {
        next.push_back(std::move(t));
        continue;
      }
      if (profile.size() <= t.path.size()) profile.resize(t.path.size() + 1, 0);
      ++profile[t.path.size()];
      widened = widened || b > 0;
      for (std::uint32_t k = 0; k < b; ++k) {
        task child{t.path, t.weight / static_cast<double>(b)};
        child.path.push_back(k);
        next.push_back(std::move(child));
      }
    }
    frontier = std::move(next);
    if (!widened) break;
  }
  return frontier;
}

template <class engine_t>
void run_threads(const engine_t& prototype, collector& c, const search_control& control,
                 unsigned threads) {
  engine_t splitter = prototype;
  std::vector<std::uint64_t> split_profile;
  const std::vector<task> tasks = split(splitter, std::size_t{threads} * 256, split_profile);
  add_profile(c.result.level_nodes, split_profile);
  for (const std::uint64_t n : split_profile) c.result.stats.nodes += n;
  c.result.tasks = tasks.size();
  std::vector<task_result> results(tasks.size());
  std::mutex mutex;
  std::condition_variable ready;
  std::atomic<std::size_t> next{0};
  std::atomic<bool> cancel{false};
  search_control worker_control = control;
  worker_control.cancel = &cancel;
  worker_control.cancel_also = control.cancel;
  worker_control.progress = nullptr;
  // A subtree never needs to report more solutions than the whole run does.
  worker_control.limit = c.need;
  const bool keep = c.keep();
  double done_weight = 1;  // guarded by mutex; dead ends met while splitting are done already
  for (const task& t : tasks) done_weight -= t.weight;
  std::vector<search_stats> stats(threads);
  std::vector<std::vector<std::uint64_t>> profiles(threads);
  auto work = [&](unsigned id) {
    engine_t engine = prototype;
    for (std::size_t i = next++; i < tasks.size(); i = next++) {
      task_result local;
      if (!cancel.load()) {
        local.status = engine.search_below(
            tasks[i].path,
            [&](std::span<const std::uint32_t> s) {
              ++local.count;
              if (keep) {
                local.flat.push_back(static_cast<std::uint32_t>(s.size()));
                local.flat.insert(local.flat.end(), s.begin(), s.end());
              }
              return true;
            },
            worker_control);
      }
      local.done = true;
      {
        std::lock_guard lock(mutex);
        results[i] = std::move(local);
        done_weight += tasks[i].weight;
      }
      ready.notify_all();
    }
    stats[id] = engine.stats();
    profiles[id] = engine.level_nodes();
  };
  std::vector<std::thread> pool;
  for (unsigned id = 0; id < threads; ++id) pool.emplace_back(work, id);
  // The calling thread delivers finished subtrees in order.
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    task_result r;
    {
      std::unique_lock lock(mutex);
      while (!results[i].done) {
        ready.wait_for(lock, std::chrono::milliseconds(250));
        if (c.options.progress && !results[i].done) {
          const double fraction = done_weight;
          lock.unlock();
          c.options.progress(fraction, 0, c.seen);
          lock.lock();
        }
      }
      r = std::move(results[i]);
    }
    bool go_on = true;
    if (keep) {
      for (std::size_t p = 0; go_on && p < r.flat.size(); p += 1 + r.flat[p]) {
        go_on = c.deliver(std::span<const std::uint32_t>(r.flat.data() + p + 1, r.flat[p]));
      }
    } else {
      go_on = c.deliver_count(r.count);
    }
    if (go_on && r.status == search_status::stopped) {
      c.result.stopped = xc_stop::timeout;
      go_on = false;
    }
    if (!go_on) {
      cancel.store(true);
      break;
    }
  }
  for (std::thread& t : pool) t.join();
  for (unsigned id = 0; id < threads; ++id) {
    c.result.thread_nodes.push_back(stats[id].nodes);
    c.result.stats.nodes += stats[id].nodes;
    c.result.stats.updates += stats[id].updates;
    c.result.stats.solutions += stats[id].solutions;
    add_profile(c.result.level_nodes, profiles[id]);
  }
}
#endif  // TESSERA_NO_THREADS

template <class engine_t>
void run(const exact_cover_problem& problem, collector& c, const search_control& control,
         unsigned threads) {
  engine_t engine(problem);
#ifndef TESSERA_NO_THREADS
  if (threads > 1) {
    run_threads(engine, c, control, threads);
    return;
  }
#else
  (void)threads;
#endif
  run_one(engine, c, control);
}

}  // namespace

std::string xc_bitset_refusal(const exact_cover_problem& problem) {
  return bitset_cover::refusal(problem);
}

xc_result solve_xc(const exact_cover_problem& problem, const xc_options& options) {
  const auto started = std::chrono::steady_clock::now();
  xc_result result;
  search_control control;
  control.cancel = options.cancel;
  if (options.timeout_seconds > 0) {
    control.deadline = started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                     std::chrono::duration<double>(options.timeout_seconds));
  }
  if (options.progress) {
    control.progress = [&](double fraction, const search_stats& stats) {
      options.progress(fraction, stats.nodes, stats.solutions);
    };
    control.progress_every = 1u << 16;
  }
  collector c{options, result, detail::xc_needed(options)};
  const std::string refusal = xc_bitset_refusal(problem);
  const bool bitset = options.engine == xc_engine::bitset ||
                      (options.engine == xc_engine::automatic && refusal.empty());
  if (bitset && !refusal.empty()) {
    result.engine_note = refusal;
    return result;
  }
  const unsigned threads = std::max(1u, options.threads);
  if (options.checkpoint || options.resume != nullptr || options.executor) {
    result.engine = bitset ? xc_engine::bitset : xc_engine::dancing_links;
    detail::run_xc_tasks(problem, bitset, c, control, threads);
  } else if (bitset) {
    result.engine = xc_engine::bitset;
    run<bitset_cover>(problem, c, control, threads);
  } else {
    result.engine = xc_engine::dancing_links;
    run<dancing_links>(problem, c, control, threads);
  }
  result.count = big_integer::from_u64(c.accepted);
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return result;
}

}  // namespace tessera
