// Tests for tessera/exact_cover.hpp: small hand-checked problems, and a seeded random stress test
// of dancing links (with multiplicities and secondary items) against brute force over all option
// subsets.
#include "tessera/exact_cover.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <set>

namespace tessera {
namespace {

std::set<std::vector<std::uint32_t>> solve_all(const exact_cover_problem& problem,
                                               search_stats* stats = nullptr) {
  std::set<std::vector<std::uint32_t>> out;
  dancing_links links(problem);
  const search_status status = links.search(
      [&](std::span<const std::uint32_t> options) {
        std::vector<std::uint32_t> s(options.begin(), options.end());
        std::sort(s.begin(), s.end());
        EXPECT_TRUE(out.insert(s).second) << "a solution was reported twice";
        return true;
      },
      search_control{});
  EXPECT_EQ(status, search_status::complete);
  if (stats != nullptr) *stats = links.stats();
  return out;
}

// The brute-force twin: every subset of the options, checked against the bounds. Options without a
// primary item are never part of a solution (Knuth's convention for secondary items).
std::set<std::vector<std::uint32_t>> brute_force(const exact_cover_problem& problem) {
  std::set<std::vector<std::uint32_t>> out;
  const std::size_t n = problem.option_count();
  for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << n); ++mask) {
    std::vector<std::uint32_t> count(problem.item_count(), 0);
    std::vector<std::uint32_t> chosen;
    bool valid = true;
    for (std::uint32_t k = 0; k < n; ++k) {
      if ((mask >> k & 1) == 0) continue;
      chosen.push_back(k);
      bool primary = false;
      for (const std::uint32_t item : problem.option(k))
        primary = primary || !problem.is_secondary(item);
      valid = valid && primary;
      for (const std::uint32_t item : problem.option(k)) ++count[item];
    }
    bool ok = valid;
    for (std::size_t i = 0; i < problem.item_count(); ++i) {
      ok = ok && count[i] >= problem.min_count(i) && count[i] <= problem.max_count(i);
    }
    if (ok) out.insert(chosen);
  }
  return out;
}

// Knuth's example from "Dancing Links" (2000), figure 3: items A..G, six options, the unique
// solution is options 0, 3, 4 ({A D}, {E F C}, {B G}).
TEST(ExactCover, KnuthsExample) {
  exact_cover_problem p;
  for (int i = 0; i < 7; ++i) p.add_primary();
  enum { A, B, C, D, E, F, G };
  const std::vector<std::vector<std::uint32_t>> options = {{C, E, F}, {A, D, G}, {B, C, F},
                                                           {A, D},    {B, G},    {D, E, G}};
  for (const auto& o : options) p.add_option(o);
  search_stats stats;
  const auto all = solve_all(p, &stats);
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(*all.begin(), (std::vector<std::uint32_t>{0, 3, 4}));
  EXPECT_GT(stats.updates, 0u);
  EXPECT_EQ(stats.solutions, 1u);
}

TEST(ExactCover, EmptyProblemHasOneSolution) {
  exact_cover_problem p;
  EXPECT_EQ(solve_all(p).size(), 1u);
  p.add_primary();
  EXPECT_EQ(solve_all(p).size(), 0u);
}

TEST(ExactCover, MultiplicityAndSecondary) {
  // Item 0 must be covered 2..3 times by single-item options {0} x 4: C(4,2) + C(4,3) = 10.
  exact_cover_problem p;
  p.add_primary(2, 3);
  for (int k = 0; k < 4; ++k) p.add_option(std::vector<std::uint32_t>{0});
  EXPECT_EQ(solve_all(p).size(), 10u);
  // A secondary item shared by two options keeps them apart.
  exact_cover_problem q;
  q.add_primary(0, 2);
  const std::uint32_t s = q.add_secondary();
  q.add_option(std::vector<std::uint32_t>{0, s});
  q.add_option(std::vector<std::uint32_t>{0, s});
  EXPECT_EQ(solve_all(q), brute_force(q));
  EXPECT_EQ(solve_all(q).size(), 3u);  // {}, {0}, {1}
}

TEST(ExactCover, LimitDeadlineAndSubtrees) {
  exact_cover_problem p;
  p.add_primary(0, 4);
  for (int k = 0; k < 6; ++k) p.add_option(std::vector<std::uint32_t>{0});
  dancing_links links(p);
  search_control control;
  control.limit = 5;
  std::size_t seen = 0;
  EXPECT_EQ(links.search([&](auto) { return ++seen, true; }, control),
            search_status::limit_reached);
  EXPECT_EQ(seen, 5u);
  // The subtrees below the root's branches partition the solutions, in order.
  bool is_solution = false;
  const std::size_t b = links.branches({}, is_solution);
  EXPECT_FALSE(is_solution);
  std::vector<std::vector<std::uint32_t>> whole, parts;
  links.search([&](auto s) { return whole.emplace_back(s.begin(), s.end()), true; }, {});
  for (std::uint32_t k = 0; k < b; ++k) {
    const std::uint32_t path[] = {k};
    links.search_below(path, [&](auto s) { return parts.emplace_back(s.begin(), s.end()), true; },
                       {});
  }
  EXPECT_EQ(whole, parts);
  EXPECT_EQ(whole.size(), 1u + 6 + 15 + 20 + 15);
  search_control late;
  late.deadline = std::chrono::steady_clock::now();
  exact_cover_problem big;
  big.add_primary(0, 30);
  for (int k = 0; k < 30; ++k) big.add_option(std::vector<std::uint32_t>{0});
  dancing_links slow(big);
  EXPECT_EQ(slow.search([](auto) { return true; }, late), search_status::stopped);
  EXPECT_LT(slow.progress(), 1.0);
}

TEST(ExactCover, RandomAgainstBruteForce) {
  // A fixed seed keeps the run time steady; TESSERA_SEED=N replays or varies it.
  const char* env = std::getenv("TESSERA_SEED");
  const std::uint64_t seed = env != nullptr ? std::strtoull(env, nullptr, 10) : 20261130;
  std::mt19937_64 rng(seed);
  for (int round = 0; round < 400; ++round) {
    exact_cover_problem p;
    const int items = std::uniform_int_distribution<int>(1, 6)(rng);
    for (int i = 0; i < items; ++i) {
      const int kind = std::uniform_int_distribution<int>(0, 3)(rng);
      if (kind == 0) {
        p.add_secondary();
      } else if (kind == 1) {
        const auto lo = std::uniform_int_distribution<std::uint32_t>(0, 2)(rng);
        p.add_primary(lo,
                      lo + std::uniform_int_distribution<std::uint32_t>(lo == 0 ? 1 : 0, 2)(rng));
      } else {
        p.add_primary();
      }
    }
    const int options = std::uniform_int_distribution<int>(0, 12)(rng);
    for (int k = 0; k < options; ++k) {
      std::vector<std::uint32_t> o;
      for (int i = 0; i < items; ++i) {
        if (std::bernoulli_distribution(0.35)(rng)) o.push_back(static_cast<std::uint32_t>(i));
      }
      p.add_option(o);
    }
    ASSERT_EQ(solve_all(p), brute_force(p)) << "seed " << seed << " round " << round;
  }
}

}  // namespace
}  // namespace tessera
