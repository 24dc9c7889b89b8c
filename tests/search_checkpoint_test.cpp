// tessera/search_checkpoint.hpp: the file format (round trip, damage refused), and resume in the
// library: every saved state of a run, resumed, ends with the uninterrupted run's count and
// solutions (in order), on one thread and on two.
#include "tessera/search_checkpoint.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <tuple>

#include "tessera/polyomino_packing.hpp"
#include "tessera/polyomino_sets.hpp"

namespace tessera {
namespace {

search_checkpoint sample_state() {
  search_checkpoint c;
  c.problem = "0123456789abcdef";
  c.summary = "6x10 board, 60 free cells, 12 pieces, count";
  c.split = {4096, 12};
  c.tasks = 100;
  c.prefix = 40;
  c.ahead.push_back({42, 3, {{1, 2, 3}, {4, 5}}});
  c.ahead.push_back({77, 0, {}});
  c.count = 12345678901234ull;
  c.solutions = {{7, 8, 9}};
  c.stats = {1000, 2000, 30};
  c.level_nodes = {1, 12, 400, 587};
  c.seconds = 12.5;
  c.runs = 3;
  return c;
}

TEST(SearchCheckpoint, RoundTrip) {
  const search_checkpoint c = sample_state();
  const std::string text = checkpoint_text(c);
  auto back = parse_checkpoint(text);
  ASSERT_TRUE(back) << back.error().message;
  const search_checkpoint& d = back.value();
  EXPECT_EQ(d.problem, c.problem);
  EXPECT_EQ(d.summary, c.summary);
  EXPECT_EQ(d.tasks, 100u);
  EXPECT_EQ(d.prefix, 40u);
  ASSERT_EQ(d.ahead.size(), 2u);
  EXPECT_EQ(d.ahead[0].solutions, c.ahead[0].solutions);
  EXPECT_EQ(d.ahead[1].index, 77u);
  EXPECT_EQ(d.count, c.count);
  EXPECT_EQ(d.solutions, c.solutions);
  EXPECT_EQ(d.stats.updates, 2000u);
  EXPECT_EQ(d.level_nodes, c.level_nodes);
  EXPECT_EQ(d.runs, 3u);
  EXPECT_EQ(checkpoint_text(d), text);
}

// Every truncation and every single changed byte is refused (the checksum, or the structure).
TEST(SearchCheckpoint, DamageIsRefused) {
  const std::string text = checkpoint_text(sample_state());
  for (std::size_t n = 0; n < text.size(); ++n) {
    EXPECT_FALSE(parse_checkpoint(text.substr(0, n))) << "truncated to " << n;
  }
  for (std::size_t i = 0; i < text.size(); ++i) {
    std::string bad = text;
    bad[i] = static_cast<char>(bad[i] ^ 0x04);
    EXPECT_FALSE(parse_checkpoint(bad)) << "byte " << i;
  }
  auto e = parse_checkpoint("hello\n");
  ASSERT_FALSE(e);
  EXPECT_NE(e.error().message.find("not a tessera checkpoint"), std::string::npos);
}

// Version 1 (before the split's nodes and the level profile were recorded) is refused with a
// message saying what to do, even with a valid checksum.
TEST(SearchCheckpoint, VersionOneIsRefused) {
  std::string text = checkpoint_text(sample_state());
  text.replace(text.find("checkpoint 2"), 12, "checkpoint 1");
  const std::size_t profile = text.find("profile ");
  text.erase(profile, text.find('\n', profile) + 1 - profile);
  const std::size_t sum = text.rfind("checksum ");
  text = text.substr(0, sum);
  text += "checksum " + checkpoint_hash(text) + "\n";
  auto e = parse_checkpoint(text);
  ASSERT_FALSE(e);
  EXPECT_NE(e.error().message.find("checkpoint version 1 is not read"), std::string::npos)
      << e.error().message;
  EXPECT_NE(e.error().message.find("without --resume"), std::string::npos);
}

packing_problem pentominoes(std::int32_t rows, std::int32_t cols) {
  std::vector<packing_piece> pieces;
  const auto set = named_piece_set("pentominoes");
  for (const named_piece& p : *set) {
    pieces.push_back({p.name, p.shape, orientation_set::free, 1, 1});
  }
  return packing_problem(packing_board::rectangle(rows, cols), std::move(pieces));
}

// Saves every state of a run (a checkpoint after each task), resumes a seeded sample of them and
// checks the answer against the run without checkpoints.
// A run that searches the whole tree (count or all, no limit) also has the one-thread run's nodes:
// the split's own nodes are counted once, each task's once.
void resume_everywhere(const packing_problem& problem, packing_options options, unsigned seed) {
  SCOPED_TRACE("seed " + std::to_string(seed));
  const packing_result plain = solve_packing(problem, options);
  packing_options alone = options;
  alone.threads = 1;
  const std::uint64_t one_nodes = solve_packing(problem, alone).stats.nodes;
  const bool whole = options.limit == 0 && options.mode != packing_mode::find &&
                     options.mode != packing_mode::unique;
  std::vector<search_checkpoint> states;
  options.checkpoint = [&](const search_checkpoint& c) { states.push_back(c); };
  options.checkpoint_every = 0;  // after every task
  options.split = {512, 12};
  const packing_result saved = solve_packing(problem, options);
  ASSERT_EQ(saved.count, plain.count);
  ASSERT_EQ(saved.solutions, plain.solutions);
  if (whole) {
    EXPECT_EQ(saved.stats.nodes, one_nodes) << "with checkpoints";
  }
  ASSERT_GT(states.size(), 10u);
  EXPECT_TRUE(states.back().finished);
  std::mt19937 rng(seed);
  std::vector<search_checkpoint> sample;
  std::sample(states.begin(), states.end(), std::back_inserter(sample), 12, rng);
  for (const unsigned threads : {1u, 2u}) {
    for (search_checkpoint& c : sample) {
      // Through the file format, as a resumed process reads it.
      auto back = parse_checkpoint(checkpoint_text(c));
      ASSERT_TRUE(back);
      packing_options again = options;
      again.checkpoint = nullptr;
      again.threads = threads;
      again.resume = &back.value();
      const packing_result r = solve_packing(problem, again);
      ASSERT_TRUE(r.checkpoint_error.empty()) << r.checkpoint_error;
      EXPECT_EQ(r.count, plain.count) << "resumed at task " << c.prefix;
      EXPECT_EQ(r.solutions, plain.solutions) << "resumed at task " << c.prefix;
      EXPECT_EQ(r.stopped, plain.stopped);
      if (whole) {
        EXPECT_EQ(r.stats.nodes, one_nodes) << "resumed at task " << c.prefix;
      }
    }
  }
}

// Threads: the one-thread run's nodes (the split's own nodes counted), whichever engine, with the
// symmetry case split (several trees) and without; progress shows nodes before the end.
TEST(SearchCheckpoint, ThreadsSeeTheSameTree) {
  for (const auto& [board, engine, symmetry] :
       {std::tuple{pentominoes(6, 10), packing_engine::bitboard, true},
        std::tuple{pentominoes(3, 20), packing_engine::dancing_links, true},  // 2 cases
        std::tuple{pentominoes(3, 20), packing_engine::bitboard, false}}) {
    packing_options o;
    o.engine = engine;
    o.up_to_symmetry = symmetry;
    o.plain_by_orbits = false;
    const packing_result one = solve_packing(board, o);
    std::vector<std::uint64_t> nodes;
    o.progress = [&](const packing_progress& p) { nodes.push_back(p.nodes); };
    o.progress_every = 1 << 12;
    for (const unsigned threads : {2u, 3u}) {
      nodes.clear();
      o.threads = threads;
      const packing_result r = solve_packing(board, o);
      EXPECT_GT(r.tasks, 1u);
      EXPECT_EQ(r.count, one.count);
      EXPECT_EQ(r.stats.nodes, one.stats.nodes) << threads << " threads";
      EXPECT_TRUE(std::is_sorted(nodes.begin(), nodes.end()));
      EXPECT_TRUE(std::any_of(nodes.begin(), nodes.end(),
                              [&](std::uint64_t n) { return n > 0 && n < r.stats.nodes; }))
          << nodes.size() << " reports";
    }
  }
}

TEST(SearchCheckpoint, ResumeCounts) {
  packing_options o;
  o.mode = packing_mode::count;
  resume_everywhere(pentominoes(5, 12), o, 1);
  o.up_to_symmetry = true;
  o.threads = 2;  // states with tasks finished ahead of the delivered prefix
  resume_everywhere(pentominoes(6, 10), o, 2);
}

TEST(SearchCheckpoint, ResumeListsAndLimits) {
  packing_options o;
  o.mode = packing_mode::all;
  o.up_to_symmetry = true;
  resume_everywhere(pentominoes(5, 12), o, 3);
  o.mode = packing_mode::count;
  o.up_to_symmetry = false;
  o.limit = 500;
  o.threads = 2;
  resume_everywhere(pentominoes(6, 10), o, 4);
}

TEST(SearchCheckpoint, AnotherProblemIsRefused) {
  packing_options o;
  search_checkpoint last;
  o.checkpoint = [&](const search_checkpoint& c) { last = c; };
  solve_packing(pentominoes(5, 12), o);
  packing_options again;
  again.resume = &last;
  const packing_result r = solve_packing(pentominoes(6, 10), again);
  EXPECT_NE(r.checkpoint_error.find("another problem"), std::string::npos) << r.checkpoint_error;
  again.up_to_symmetry = true;  // the same board, another question
  EXPECT_FALSE(solve_packing(pentominoes(5, 12), again).checkpoint_error.empty());
}

// The same problem split into another number of tasks (a checkpoint of another version's split)
// is refused, not resumed against the wrong tasks.
TEST(SearchCheckpoint, AnotherSplitIsRefused) {
  packing_options o;
  std::vector<search_checkpoint> states;
  o.checkpoint = [&](const search_checkpoint& c) { states.push_back(c); };
  o.checkpoint_every = 0;  // after every task
  o.split = {64, 12};
  ASSERT_TRUE(solve_packing(pentominoes(5, 12), o).checkpoint_error.empty());
  ASSERT_GT(states.size(), 2u);
  search_checkpoint early = states.front();  // not finished: the split is cut again on resume
  ASSERT_FALSE(early.finished);
  const std::uint64_t tasks = early.tasks;
  early.tasks += 1;
  packing_options again;
  again.resume = &early;
  const packing_result r = solve_packing(pentominoes(5, 12), again);
  EXPECT_NE(r.checkpoint_error.find("the checkpoint's split has " + std::to_string(tasks + 1) +
                                    " tasks, this run's " + std::to_string(tasks)),
            std::string::npos)
      << r.checkpoint_error;
}

// A cancelled run's last state, resumed, finishes the count.
TEST(SearchCheckpoint, CancelThenResume) {
  const packing_problem problem = pentominoes(6, 10);
  std::atomic<bool> stop{true};
  packing_options o;
  o.plain_by_orbits = false;
  o.cancel = &stop;
  search_checkpoint last;
  o.checkpoint = [&](const search_checkpoint& c) { last = c; };
  const packing_result cut = solve_packing(problem, o);
  EXPECT_EQ(cut.stopped, packing_stop::timeout);
  EXPECT_FALSE(last.finished);
  stop = false;
  o.resume = &last;
  o.threads = 2;
  const packing_result r = solve_packing(problem, o);
  EXPECT_EQ(r.count, 9356u);
  EXPECT_EQ(r.stopped, packing_stop::none);
}

}  // namespace
}  // namespace tessera
