// Long runs of solve_xc (tessera/xc.hpp's checkpoint members, src/xc_long_run.cpp): every saved
// state of a run, resumed (through the file format, on 1 and 2 threads), ends with the
// uninterrupted run's count, solutions and their order; tasks delivered out of order by an executor
// give the same answer; another problem's or mode's checkpoint is refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <functional>
#include <iterator>
#include <random>

#include "tessera/xc.hpp"

namespace tessera {
namespace {

// N queens (Knuth, "Dancing Links", 2000): rows and columns primary, diagonals secondary.
exact_cover_problem queens(std::uint32_t n) {
  exact_cover_problem p;
  for (std::uint32_t i = 0; i < 2 * n; ++i) p.add_primary();
  for (std::uint32_t i = 0; i < 2 * (2 * n - 1); ++i) p.add_secondary();
  for (std::uint32_t r = 0; r < n; ++r) {
    for (std::uint32_t c = 0; c < n; ++c) {
      const std::uint32_t o[] = {r, n + c, 2 * n + r + c, 2 * n + (2 * n - 1) + (r + n - 1 - c)};
      p.add_option(o);
    }
  }
  return p;
}

// Saves a checkpoint after every task, resumes a seeded sample of the states and compares with the
// run without checkpoints (one thread). A run that searches the whole tree (count or all, no
// limit) also has the one-thread run's nodes and level profile: the split's own nodes are counted
// once, each task's once (tasks cut short by a stop are searched again and counted then only).
void resume_everywhere(const exact_cover_problem& problem, xc_options options, unsigned seed) {
  SCOPED_TRACE("seed " + std::to_string(seed));
  const xc_result plain = solve_xc(problem, options);
  const bool whole =
      options.limit == 0 && (options.mode == xc_mode::count || options.mode == xc_mode::all);
  auto same_tree = [&](const xc_result& r, const std::string& what) {
    if (!whole) return;
    EXPECT_EQ(r.stats.nodes, plain.stats.nodes) << what;
    EXPECT_EQ(r.level_nodes, plain.level_nodes) << what;
  };
  std::vector<search_checkpoint> states;
  options.checkpoint = [&](const search_checkpoint& c) { states.push_back(c); };
  options.checkpoint_every = 0;  // after every task
  options.split = {256, 12};
  const xc_result saved = solve_xc(problem, options);
  ASSERT_TRUE(saved.checkpoint_error.empty()) << saved.checkpoint_error;
  ASSERT_EQ(saved.count, plain.count);
  ASSERT_EQ(saved.solutions, plain.solutions);
  ASSERT_EQ(saved.stopped, plain.stopped);
  same_tree(saved, "with checkpoints");
  ASSERT_GT(states.size(), 5u);
  EXPECT_TRUE(states.back().finished);
  std::mt19937 rng(seed);
  std::vector<search_checkpoint> sample;
  std::sample(states.begin(), states.end(), std::back_inserter(sample), 10, rng);
  for (const unsigned threads : {1u, 2u}) {
    for (const search_checkpoint& c : sample) {
      auto back = parse_checkpoint(checkpoint_text(c));  // as a resumed process reads it
      ASSERT_TRUE(back);
      xc_options again = options;
      again.checkpoint = nullptr;
      again.threads = threads;
      again.resume = &back.value();
      const xc_result r = solve_xc(problem, again);
      ASSERT_TRUE(r.checkpoint_error.empty()) << r.checkpoint_error;
      EXPECT_EQ(r.count, plain.count) << "resumed at task " << c.prefix;
      EXPECT_EQ(r.solutions, plain.solutions) << "resumed at task " << c.prefix;
      EXPECT_EQ(r.stopped, plain.stopped);
      same_tree(r, "resumed at task " + std::to_string(c.prefix));
    }
  }
}

// Runs `o` (whose checkpoint callable keeps its newest state in `last` and sets `stop` when it
// wants a stop) until a run ends unstopped, at most 100 runs, each stopped run resumed from `last`
// through the file format (into `resumed`, which `o.resume` then points at); `stopped` sees each
// stopped run's result before the resume. `r` is the last run's result.
void resume_until_done(const exact_cover_problem& p, xc_options& o, std::atomic<bool>& stop,
                       const search_checkpoint& last, search_checkpoint& resumed, xc_result& r,
                       const std::function<void(const xc_result&)>& stopped = {}) {
  for (int run = 0; run < 100; ++run) {
    r = solve_xc(p, o);
    ASSERT_TRUE(r.checkpoint_error.empty()) << r.checkpoint_error;
    if (r.stopped == xc_stop::none) return;
    if (stopped) stopped(r);
    stop = false;
    auto back = parse_checkpoint(checkpoint_text(last));
    ASSERT_TRUE(back);
    resumed = back.value();
    o.resume = &resumed;
  }
}

TEST(XcCheckpoint, ResumeCounts) {
  xc_options o;
  resume_everywhere(queens(9), o, 1);  // 352 (OEIS A000170)
  o.engine = xc_engine::dancing_links;
  resume_everywhere(queens(8), o, 2);
}

TEST(XcCheckpoint, ResumeListsAndLimits) {
  xc_options o;
  o.mode = xc_mode::all;
  resume_everywhere(queens(8), o, 3);
  o.mode = xc_mode::count;
  o.limit = 50;
  resume_everywhere(queens(9), o, 4);
  o.limit = 0;
  o.mode = xc_mode::unique;
  resume_everywhere(queens(8), o, 5);
}

// An executor that runs the tasks last first: every outcome arrives out of order and waits in the
// driver, which still delivers them in task order.
TEST(XcCheckpoint, ExecutorOutOfOrder) {
  xc_options o;
  o.mode = xc_mode::all;
  const xc_result plain = solve_xc(queens(8), o);
  o.executor = [](const subtree_jobs& jobs) {
    for (std::size_t k = jobs.todo.size(); k-- > 0;) {
      if (!jobs.finished(jobs.todo[k], jobs.run(jobs.todo[k], 0))) return;
    }
  };
  const xc_result r = solve_xc(queens(8), o);
  EXPECT_EQ(r.count, plain.count);
  EXPECT_EQ(r.solutions, plain.solutions);
  EXPECT_EQ(r.stats.nodes, plain.stats.nodes);
  EXPECT_EQ(r.level_nodes, plain.level_nodes);
}

// A run stopped (by its cancel flag, after some tasks), resumed, stopped again and resumed to the
// end: the one-thread run's count, nodes and level profile, although tasks cut short were
// searched twice. On one thread the stops land where asked (the next task does not start); on two
// the other thread may have finished every task by then, so the number of runs is not known.
TEST(XcCheckpoint, StopsThenResumeCountOnce) {
  const exact_cover_problem p = queens(10);
  for (const xc_engine engine : {xc_engine::bitset, xc_engine::dancing_links}) {
    for (const unsigned threads : {1u, 2u}) {
      SCOPED_TRACE(std::to_string(threads) + " threads");
      xc_options o;
      o.engine = engine;
      const xc_result plain = solve_xc(p, o);
      std::atomic<bool> stop{false};
      search_checkpoint last, resumed;
      std::size_t saves = 0;
      o.threads = threads;
      o.cancel = &stop;
      o.checkpoint_every = 0;
      o.split = {256, 12};
      o.checkpoint = [&](const search_checkpoint& c) {
        last = c;
        if (++saves % 40 == 0) stop = true;  // some tasks done, others running or not started
      };
      xc_result r;
      resume_until_done(p, o, stop, last, resumed, r);
      ASSERT_EQ(r.stopped, xc_stop::none);
      if (threads == 1) {
        EXPECT_GT(last.runs, 5u);
      }
      EXPECT_EQ(r.count, plain.count);
      EXPECT_EQ(r.stats.nodes, plain.stats.nodes);
      EXPECT_EQ(r.level_nodes, plain.level_nodes);
    }
  }
}

// Stops inside tasks: the checkpoint written at a running task's progress report asks for the
// stop, which the task sees a few thousand nodes later, cut short. Its nodes are this run's work
// but not the checkpoint's, so the final run still reports the one-thread nodes and profile.
TEST(XcCheckpoint, StopInsideATask) {
  const exact_cover_problem p = queens(12);  // 327,813 nodes; 12 tasks of 20-35 thousand
  xc_options o;
  const xc_result plain = solve_xc(p, o);
  std::atomic<bool> stop{false};
  search_checkpoint last, resumed;
  std::size_t saves = 0;
  o.cancel = &stop;
  o.checkpoint_every = 0;
  o.split = {4, 12};
  o.checkpoint = [&](const search_checkpoint& c) {
    last = c;
    if (++saves % 3 == 0) stop = true;
  };
  xc_result r;
  std::size_t cut_inside = 0;  // stopped runs whose work exceeds what their checkpoint holds
  resume_until_done(p, o, stop, last, resumed, r, [&](const xc_result& cut) {
    if (cut.stats.nodes > last.stats.nodes) ++cut_inside;
  });
  ASSERT_EQ(r.stopped, xc_stop::none);
  EXPECT_GT(cut_inside, 0u);
  EXPECT_EQ(r.count.to_string(), "14200");
  EXPECT_EQ(r.stats.nodes, plain.stats.nodes);
  EXPECT_EQ(r.level_nodes, plain.level_nodes);
}

TEST(XcCheckpoint, AnotherProblemIsRefused) {
  xc_options o;
  search_checkpoint last;
  o.checkpoint = [&](const search_checkpoint& c) { last = c; };
  ASSERT_EQ(solve_xc(queens(6), o).count, big_integer(4));
  xc_options again;
  again.resume = &last;
  EXPECT_EQ(solve_xc(queens(6), again).count, big_integer(4));
  const xc_result other = solve_xc(queens(7), again);
  EXPECT_NE(other.checkpoint_error.find("another problem"), std::string::npos)
      << other.checkpoint_error;
  again.mode = xc_mode::all;
  EXPECT_NE(solve_xc(queens(6), again).checkpoint_error.find("another problem"), std::string::npos);
}

// A checkpoint whose split has another number of tasks than this run's is refused.
TEST(XcCheckpoint, AnotherSplitIsRefused) {
  xc_options o;
  std::vector<search_checkpoint> states;
  o.checkpoint = [&](const search_checkpoint& c) { states.push_back(c); };
  o.checkpoint_every = 0;  // after every task
  o.split = {64, 12};
  ASSERT_EQ(solve_xc(queens(8), o).count, big_integer(92));
  ASSERT_GT(states.size(), 2u);
  search_checkpoint early = states.front();
  ASSERT_FALSE(early.finished);
  early.tasks -= 1;
  xc_options again;
  again.resume = &early;
  const xc_result r = solve_xc(queens(8), again);
  EXPECT_NE(r.checkpoint_error.find("the checkpoint's split has " + std::to_string(early.tasks) +
                                    " tasks, this run's " + std::to_string(early.tasks + 1)),
            std::string::npos)
      << r.checkpoint_error;
}

}  // namespace
}  // namespace tessera
