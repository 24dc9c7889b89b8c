// Tests for tessera/progress.hpp: the progress a long search reports, measured against the truth on
// searches whose whole tree is known once they end. No clock anywhere: the search's own node count
// is the time axis (a poll every 4096 nodes), so every figure here is deterministic (but for the
// two-thread run, whose trace depends on the scheduler: see Threads).
//
// What is checked, per search (each a few tens of thousands to a million nodes):
//  - Knuth's estimate f (each subtree weighted by the product of 1/branching above it) against the
//    true share of nodes t = nodes / total: never more than `max_gap` apart.
//  - The last tenth (t >= 0.9): the estimate is not "stuck at 99%": f stays under t + `end_gap`.
//  - The time left (time_left_estimator, nodes as the clock) against the true nodes left: the
//    predicted end (nodes + left) within `max_end_error` of the total, over the second half of the
//    run and in the last tenth.
// The bounds are those docs/progress.md gives, from these very traces (TESSERA_PROGRESS_TRACE=1
// prints them); a search whose estimate breaks them is a finding, not a tuning knob.
#include "tessera/progress.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "tessera/polyomino_packing.hpp"
#include "tessera/polyomino_sets.hpp"

namespace tessera {
namespace {

struct poll {
  std::uint64_t nodes;
  double fraction;
};

struct trace {
  std::vector<poll> polls;
  std::uint64_t total = 0;
};

std::vector<packing_piece> set_of(const std::string& name, std::uint32_t lo, std::uint32_t hi) {
  std::vector<packing_piece> out;
  const std::optional<std::vector<named_piece>> set = named_piece_set(name);
  for (const named_piece& p : set.value()) {
    out.push_back({p.name, p.shape, orientation_set::free, lo, hi});
  }
  return out;
}

trace run(const packing_problem& problem, packing_engine engine, bool up_to_symmetry,
          unsigned threads = 1, bool by_orbits = true) {
  trace t;
  packing_options options;
  options.mode = packing_mode::count;
  options.engine = engine;
  options.up_to_symmetry = up_to_symmetry;
  options.threads = threads;
  options.plain_by_orbits = by_orbits;
  options.progress_every = 4096;
  options.progress = [&](const packing_progress& p) { t.polls.push_back({p.nodes, p.fraction}); };
  const packing_result r = solve_packing(problem, options);
  t.total = r.stats.nodes;
  if (const char* dump = std::getenv("TESSERA_PROGRESS_DUMP")) {
    static int n = 0;
    const std::string path = std::string(dump) + "/trace" + std::to_string(n++) + ".txt";
    if (std::FILE* f = std::fopen(path.c_str(), "w")) {
      std::fprintf(f, "%llu\n", static_cast<unsigned long long>(t.total));
      for (const poll& p : t.polls)
        std::fprintf(f, "%llu %.9f\n", static_cast<unsigned long long>(p.nodes), p.fraction);
      std::fclose(f);
    }
  }
  return t;
}

struct figures {
  double max_gap = 0;          // max |f - t|
  double end_overshoot = 0;    // max f - t over t >= 0.9
  double end_error_half = 0;   // max |nodes + left - total| / total over t >= 0.5
  double end_error_tenth = 0;  // ... over t >= 0.9
  std::size_t polls = 0;
};

figures measure(const trace& tr) {
  figures f;
  time_left_estimator estimate;
  const double total = static_cast<double>(tr.total);
  for (const poll& p : tr.polls) {
    const double n = static_cast<double>(p.nodes);
    const double t = n / total;
    const double left = estimate.update(n, p.fraction);
    f.max_gap = std::max(f.max_gap, std::abs(p.fraction - t));
    if (t >= 0.9) f.end_overshoot = std::max(f.end_overshoot, p.fraction - t);
    if (left >= 0) {
      const double err = std::abs(n + left - total) / total;
      if (t >= 0.5) f.end_error_half = std::max(f.end_error_half, err);
      if (t >= 0.9) f.end_error_tenth = std::max(f.end_error_tenth, err);
    }
  }
  f.polls = tr.polls.size();
  if (std::getenv("TESSERA_PROGRESS_TRACE") != nullptr) {
    std::printf("polls %zu total %llu: max gap %.3f, end overshoot %.3f, end error %.3f / %.3f\n",
                f.polls, static_cast<unsigned long long>(tr.total), f.max_gap, f.end_overshoot,
                f.end_error_half, f.end_error_tenth);
  }
  return f;
}

// The bounds, from the traces of docs/progress.md (observed worst case in brackets):
//  - |f - t| <= 0.5 everywhere [0.41 on 4x15]: Knuth's estimate has no worst-case bound (a tree
//    whose last branch holds almost every node fools any estimate that has not seen it), so this
//    only says the estimate is the one of these trees; a weighting bug (a branch counted twice,
//    cases not weighted 1/cases) breaks it at once.
//  - in the last tenth, f <= t + 0.05 [0.02]: the bar is never "stuck at 99%" with a tenth to go.
//  - in the last tenth the predicted end is within 0.25 of the run's length [0.21 on 5x12]; over
//    the second half within 2 [1.8 on 4x15, where f lags far behind t until the very end].
// One tree breaks the time-left bound, and the test says so rather than hiding it: 4x15 under
// dancing links, where the last 37% of Knuth's weight holds 3% of the nodes (f = 0.63 at t = 0.97),
// so the time left stays pessimistic to the end (0.55 of the run's length with a tenth to go). Its
// bounds are the measured ones; docs/progress.md has the trace.
struct bounds {
  double end_error_tenth = 0.25;
  double end_error_half = 2.0;
  // The trace depends on how threads were scheduled (see Threads): only the end overshoot is
  // judged.
  bool scheduled = false;
};

void check(const std::string& name, const trace& tr, bounds b = {}) {
  SCOPED_TRACE(name);
  const figures f = measure(tr);
  ASSERT_GE(f.polls, 10u) << "too few polls to judge";
  EXPECT_LE(f.end_overshoot, 0.05);
  if (b.scheduled) return;
  EXPECT_LE(f.max_gap, 0.5);
  EXPECT_LE(f.end_error_tenth, b.end_error_tenth);
  EXPECT_LE(f.end_error_half, b.end_error_half);
}

packing_problem rectangle(std::int32_t rows, std::int32_t cols) {
  return packing_problem(packing_board::rectangle(rows, cols), set_of("pentominoes", 1, 1));
}

TEST(KnuthEstimate, BitboardPentominoRectangles) {
  check("6x10", run(rectangle(6, 10), packing_engine::bitboard, true));
  check("5x12", run(rectangle(5, 12), packing_engine::bitboard, true));
  check("4x15", run(rectangle(4, 15), packing_engine::bitboard, true));
}

TEST(KnuthEstimate, BitboardManyCopies) {
  // Pentominoes any number of times on 5x6, every solution (no symmetry): a different tree shape.
  check("5x6 pentominoes any number",
        run(packing_problem(packing_board::rectangle(5, 6), set_of("pentominoes", 0, 6)),
            packing_engine::bitboard, false, 1, false));
}

TEST(KnuthEstimate, DancingLinks) {
  // The known weak case (see `bounds`): pessimistic near the end, never stuck at 99%.
  check("4x15 dancing links", run(rectangle(4, 15), packing_engine::dancing_links, true),
        bounds{0.6, 2.1});
}

TEST(KnuthEstimate, Threads) {
  // Two threads: finished subtrees by their weights plus each running one's own estimate. The
  // trace depends on which subtrees ran side by side at each report, so only "never ahead near the
  // end" is judged (worst 0.009 of 0.05 over 12 runs on a loaded machine). The rest swings with the
  // scheduler: over those runs the gap |f - t| reached 0.35 and the predicted end over the second
  // half was off by 0.2 to 33 run lengths (CI, 2026-12-01: 3.6 failed the single-thread bound of
  // 2).
  check("6x10, 2 threads", run(rectangle(6, 10), packing_engine::bitboard, true, 2),
        bounds{0.25, 2.0, true});
}

TEST(KnuthEstimate, ExploreIfAsked) {
  // Larger trees for docs/progress.md (TESSERA_PROGRESS_DUMP=DIR writes every trace there).
  if (std::getenv("TESSERA_PROGRESS_DUMP") == nullptr) GTEST_SKIP();
  packing_board b = packing_board::rectangle(8, 8);
  for (int r = 3; r < 5; ++r)
    for (int c = 3; c < 5; ++c) b.free[static_cast<std::size_t>(r * 8 + c)] = false;
  check("8x8 without its central 2x2",
        run(packing_problem(b, set_of("pentominoes", 1, 1)), packing_engine::bitboard, true));
  check("6x10 dancing links", run(rectangle(6, 10), packing_engine::dancing_links, true));
  check("6x10 direct", run(rectangle(6, 10), packing_engine::bitboard, false, 1, false));
  check("6x8 tetrominoes any number",
        run(packing_problem(packing_board::rectangle(6, 8), set_of("tetrominoes", 0, 12)),
            packing_engine::bitboard, false, 1, false));
}

// The estimator itself, on series whose answer is known exactly.
TEST(TimeLeft, ExactOnAnEvenPace) {
  time_left_estimator e;
  for (int i = 1; i < 100; ++i) {
    const double t = i, left = e.update(t, t / 100);
    ASSERT_NEAR(left, 100 - t, 1e-9) << "at " << t;
  }
  EXPECT_EQ(e.update(100, 1), 0);
}

TEST(TimeLeft, FollowsAChangeOfPace) {
  // Half the work in 10 s, then twice as fast: 5 s for the rest. Near the end the recent pace
  // dominates: the estimate must be far closer to the truth than the overall pace's.
  time_left_estimator e;
  double left = -1;
  for (int i = 1; i <= 10; ++i) left = e.update(i, 0.05 * i);
  EXPECT_NEAR(left, 10, 1e-9);
  for (int i = 1; i <= 9; ++i) left = e.update(10 + 0.5 * i, 0.5 + 0.05 * i);
  const double truth = 0.5, overall = 14.5 * 0.05 / 0.95;
  EXPECT_LT(std::abs(left - truth), 0.5 * std::abs(overall - truth));
}

TEST(TimeLeft, SaysNothingTooEarly) {
  time_left_estimator e;
  EXPECT_LT(e.update(1, 0), 0);
  EXPECT_LT(e.update(2, 0.0001), 0);
  EXPECT_GT(e.update(3, 0.01), 0);
}

TEST(TimeLeft, BoundedMemoryOnLongRuns) {
  // A million samples (a 3-day run at 4 a second): thinned, and still exact on an even pace.
  time_left_estimator e;
  double left = 0;
  for (int i = 1; i < 1000000; ++i) left = e.update(i, i / 1e6);
  EXPECT_NEAR(left, 1, 1e-6);
}

}  // namespace
}  // namespace tessera
