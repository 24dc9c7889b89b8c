// Tests of the counting DP over any cells (tessera/cell_tiling_count.hpp): a seeded random stress
// test against the brute-force twin (random cell sets and placements, random orders, modulus,
// witness, threads, every kind of state table), square boards with blocked cells against the
// square DP, the order choice, refusals and bad input, stops, limits and progress. Golden values:
// tests/cell_tiling_golden_test.cpp.
#include "tessera/cell_tiling_count.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <numeric>
#include <random>

#include "cell_instances.hpp"
#include "detail/cover_cells.hpp"
#include "tessera/tiling_count.hpp"

namespace {

using tessera::big_integer;
using tessera::cell_cover_problem;
using tessera::cell_order;

// A random problem on up to max_cells cells: placements of 1 to 4 cells, most of them local (cells
// close in number, so that tilings exist), some anywhere, a few duplicated, some monominoes.
cell_cover_problem random_problem(std::mt19937_64& rng, std::size_t max_cells) {
  const std::size_t n = rng() % (max_cells + 1);
  cell_cover_problem p(n);
  if (n == 0) return p;
  const std::size_t count = rng() % (3 * n + 2);
  std::vector<std::uint32_t> cells;
  for (std::size_t k = 0; k < count; ++k) {
    const std::size_t size = std::min<std::size_t>(n, 1 + rng() % 4);
    const bool local = rng() % 4 != 0;
    const std::size_t start = rng() % n;
    cells.clear();
    while (cells.size() < size) {
      const auto c =
          static_cast<std::uint32_t>(local ? (start + rng() % (size + 2)) % n : rng() % n);
      if (std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
    }
    p.add_placement(static_cast<std::uint32_t>(rng() % 3), cells);
    if (rng() % 10 == 0) p.add_placement(7, cells);  // the same cells again: a distinct placement
  }
  if (rng() % 3 == 0) {  // monominoes on a few cells, so that more problems have tilings
    for (std::uint32_t c = 0; c < n; ++c) {
      if (rng() % 2 == 0) p.add_placement(9, std::span(&c, 1));
    }
  }
  return p;
}

std::vector<cell_order> random_orders(std::mt19937_64& rng, std::size_t n) {
  std::vector<cell_order> out(rng() % 4);  // none: the identity
  for (cell_order& o : out) {
    o.resize(n);
    std::iota(o.begin(), o.end(), std::uint32_t{0});
    if (rng() % 3 != 0) std::shuffle(o.begin(), o.end(), rng);
  }
  return out;
}

// The DP alone, forced onto one kind of state table (the public entry point picks by the profile).
big_integer count_with_tables(const cell_cover_problem& problem, const cell_order& order,
                              tessera::detail::cell_tables tables, unsigned threads) {
  const tessera::detail::cell_plan plan = tessera::detail::make_cell_plan(problem, order);
  if (!plan.refuted.empty()) return big_integer();
  if (plan.cells == 0) return big_integer(1);
  tessera::count_options options;
  options.threads = threads;
  tessera::cell_count_stats stats;
  tessera::detail::cell_pass_context context{&plan, &options, 0, 1, &stats, nullptr, nullptr};
  context.tables = tables;
  auto lanes = tessera::detail::run_cell_exact_pass(context, 4);
  EXPECT_TRUE(lanes.ok());
  return lanes.ok() ? big_integer::from_limbs(lanes.value()) : big_integer(-1);
}

// The growing exact pass alone, forced onto one kind of state table: its limbs and the count.
std::pair<std::size_t, big_integer> grow_with_tables(
    const tessera::testing::cell_instance& instance, tessera::detail::cell_tables tables,
    unsigned threads) {
  auto choice = tessera::choose_cell_order(instance.problem, instance.orders);
  EXPECT_TRUE(choice.ok());
  const tessera::detail::cell_plan plan = tessera::detail::make_cell_plan(
      instance.problem, instance.orders[choice.value().chosen.order]);
  tessera::count_options options;
  options.threads = threads;
  tessera::cell_count_stats stats;
  tessera::detail::cell_pass_context context{&plan, &options, 0, 1, &stats, nullptr, nullptr};
  context.tables = tables;
  std::size_t limbs = 1;
  auto lanes = tessera::detail::run_cell_growing_pass(context, limbs);
  EXPECT_TRUE(lanes.ok());
  EXPECT_FALSE(stats.overflowed);
  return {limbs, lanes.ok() ? big_integer::from_limbs(lanes.value()) : big_integer(-1)};
}

TEST(CellTilingCount, RandomProblemsAgainstTheTwin) {
  const std::uint64_t base = 20261201;
  std::size_t tiled = 0;
  for (std::uint64_t round = 0; round < 3000; ++round) {
    const std::uint64_t seed = base + round;
    SCOPED_TRACE("seed " + std::to_string(seed));
    std::mt19937_64 rng(seed);
    const cell_cover_problem problem = random_problem(rng, 14);
    const std::vector<cell_order> orders = random_orders(rng, problem.cells());
    const std::uint64_t want = tessera::count_cell_tilings_naive(problem);
    tessera::count_options options;
    options.want_witness = true;
    auto result = tessera::count_cell_tilings(problem, orders, options);
    ASSERT_TRUE(result.ok()) << result.error().message;
    const auto& got = result.value();
    ASSERT_EQ(got.count, big_integer::from_u64(want));
    ASSERT_FALSE(got.stopped);
    if (want != 0) {
      ++tiled;
      ASSERT_TRUE(got.witness.has_value());
      ASSERT_EQ(tessera::check_cell_tiling(problem, *got.witness), "");
      for (std::size_t k = 1; k < got.witness->size(); ++k) {  // in sweep order of first cells
        ASSERT_NE((*got.witness)[k - 1], (*got.witness)[k]);
      }
    } else {
      ASSERT_FALSE(got.witness.has_value() && problem.cells() != 0);
    }
    // Modulo a random modulus (1, small, or near 2^63).
    const std::uint64_t moduli[] = {1, 2 + rng() % 50, (std::uint64_t{1} << 63) - 25};
    options.modulus = moduli[rng() % 3];
    options.want_witness = false;
    auto residue = tessera::count_cell_tilings(problem, orders, options);
    ASSERT_TRUE(residue.ok());
    ASSERT_EQ(residue.value().count, big_integer::from_u64(want % *options.modulus));
    // Every kind of state table, along the first order (or the identity), one thread and two.
    cell_order order(problem.cells());
    std::iota(order.begin(), order.end(), std::uint32_t{0});
    if (!orders.empty()) order = orders.front();
    for (const auto tables :
         {tessera::detail::cell_tables::flat, tessera::detail::cell_tables::indexed,
          tessera::detail::cell_tables::hashed}) {
      ASSERT_EQ(count_with_tables(problem, order, tables, 1 + rng() % 2),
                big_integer::from_u64(want));
    }
  }
  EXPECT_GT(tiled, 500u);  // the generator makes enough problems with tilings
}

TEST(CellTilingCount, BoardsWithBlockedCellsAgainstTheSquareDp) {
  const char* sets[] = {"L3",          "domino",          "I3,L3",
                        "tetrominoes", "domino,monomino", "pentominoes:P,L3"};
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    std::mt19937_64 rng(seed);
    const std::size_t h = 1 + rng() % 7, w = 1 + rng() % 7;
    tessera::board b(h, w);
    for (std::size_t r = 0; r < h; ++r) {
      for (std::size_t c = 0; c < w; ++c) {
        if (rng() % 6 == 0) b.set_free(r, c, false);
      }
    }
    const char* spec = sets[rng() % std::size(sets)];
    std::vector<std::uint32_t> id_of;
    const cell_cover_problem problem = tessera::testing::board_problem(b, spec, id_of);
    // Row-major, column-major and a random sweep.
    std::vector<cell_order> orders(3);
    for (std::size_t c = 0; c < w; ++c) {
      for (std::size_t r = 0; r < h; ++r) {
        if (id_of[r * w + c] != UINT32_MAX) orders[1].push_back(id_of[r * w + c]);
      }
    }
    orders[0] = orders[1];
    std::sort(orders[0].begin(), orders[0].end());
    orders[2] = orders[0];
    std::shuffle(orders[2].begin(), orders[2].end(), rng);
    std::vector<tessera::piece> pieces;
    for (const auto& term : tessera::parse_piece_spec(spec).value()) {
      const auto more = tessera::pieces_of_term(term).value();
      pieces.insert(pieces.end(), more.begin(), more.end());
    }
    const auto square = tessera::count_tilings(b, pieces, tessera::orientation_set::free);
    ASSERT_TRUE(square.ok());
    // A random sweep of a larger board opens too many cells for a quick test: the two sweeps only.
    const std::size_t sweeps = h * w <= 30 ? 3 : 2;
    for (std::size_t o = 0; o < sweeps; ++o) {
      auto cells = tessera::count_cell_tilings(problem, std::span(orders).subspan(o, 1));
      ASSERT_TRUE(cells.ok()) << cells.error().message;
      ASSERT_EQ(cells.value().count, square.value().count) << spec << " order " << o;
    }
    if (h * w <= 25) {
      ASSERT_EQ(square.value().count, big_integer::from_u64(tessera::count_tilings_naive(
                                          b, pieces, tessera::orientation_set::free)));
    }
  }
}

TEST(CellTilingCount, ChoosesTheNarrowSweep) {
  // Dominoes on a 3 x 20 strip: row-major opens 20 cells at once, column-major 3.
  const tessera::board strip(3, 20);
  std::vector<std::uint32_t> id_of;
  const cell_cover_problem problem = tessera::testing::board_problem(strip, "domino", id_of);
  std::vector<cell_order> orders(2);
  orders[0].resize(60);
  std::iota(orders[0].begin(), orders[0].end(), std::uint32_t{0});
  for (std::uint32_t c = 0; c < 20; ++c) {
    for (std::uint32_t r = 0; r < 3; ++r) orders[1].push_back(r * 20 + c);
  }
  auto choice = tessera::choose_cell_order(problem, orders);
  ASSERT_TRUE(choice.ok());
  ASSERT_EQ(choice.value().candidates.size(), 2u);
  EXPECT_EQ(choice.value().candidates[0].span, 21u);
  EXPECT_EQ(choice.value().candidates[0].profile, 20u);
  EXPECT_EQ(choice.value().candidates[1].span, 4u);
  EXPECT_EQ(choice.value().candidates[1].profile, 3u);
  EXPECT_EQ(choice.value().chosen.order, 1u);
  EXPECT_LT(choice.value().candidates[1].log2_work, choice.value().candidates[0].log2_work);
  // The square DP's count of the same board (3 x 2n dominoes: a(n) = 4 a(n-1) - a(n-2), a(10)).
  const std::string want = "413403";
  const auto dominoes =
      tessera::pieces_of_term(tessera::parse_piece_spec("domino").value().front()).value();
  ASSERT_EQ(tessera::count_tilings(strip, dominoes, tessera::orientation_set::free)
                .value()
                .count.to_string(),
            want);
  // Either sweep alone gives the same count, and a witness.
  for (std::size_t o = 0; o < 2; ++o) {
    tessera::count_options options;
    options.want_witness = true;
    auto result = tessera::count_cell_tilings(problem, std::span(orders).subspan(o, 1), options);
    ASSERT_TRUE(result.ok()) << result.error().message;
    EXPECT_EQ(result.value().count.to_string(), want);
    EXPECT_EQ(result.value().stats.order.profile, o == 0 ? 20u : 3u);
    ASSERT_TRUE(result.value().witness.has_value());
    EXPECT_EQ(tessera::check_cell_tiling(problem, *result.value().witness), "");
    EXPECT_EQ(result.value().stats.step_states.size(), 60u);
  }
}

// Cells 0 .. 2m-1 where cell i < m pairs only with cell i + m: m cells open at once along the
// identity (the hashed tables past 26 bits), one state, one tiling; and along the sweep that puts
// each pair together, one cell open at a time.
TEST(CellTilingCount, WideProfileHashedWithWitness) {
  const std::uint32_t m = 40;
  cell_cover_problem problem(2 * m);
  for (std::uint32_t i = 0; i < m; ++i) {
    const std::uint32_t cells[] = {i, i + m};
    problem.add_placement(0, cells);
  }
  cell_order pairs;
  for (std::uint32_t i = 0; i < m; ++i) {
    pairs.push_back(i);
    pairs.push_back(i + m);
  }
  for (const bool wide : {true, false}) {
    tessera::count_options options;
    options.want_witness = true;
    const std::vector<cell_order> orders =
        wide ? std::vector<cell_order>{} : std::vector<cell_order>{pairs};
    auto result = tessera::count_cell_tilings(problem, orders, options);
    ASSERT_TRUE(result.ok()) << result.error().message;
    EXPECT_EQ(result.value().count, big_integer(1));
    EXPECT_EQ(result.value().stats.order.profile, wide ? m : 1u);
    EXPECT_EQ(result.value().stats.dense, !wide);
    EXPECT_EQ(result.value().stats.peak_states, 1u);
    ASSERT_TRUE(result.value().witness.has_value());
    EXPECT_EQ(result.value().witness->size(), m);
    EXPECT_EQ(tessera::check_cell_tiling(problem, *result.value().witness), "");
  }
}

std::string error_of(const cell_cover_problem& problem, const std::vector<cell_order>& orders) {
  auto result = tessera::count_cell_tilings(problem, orders);
  auto choice = tessera::choose_cell_order(problem, orders);
  EXPECT_EQ(result.ok(), choice.ok());
  if (result.ok() || choice.ok()) return "";
  EXPECT_EQ(result.error().message, choice.error().message);
  EXPECT_EQ(result.error().line, 0u);
  return result.error().message;
}

TEST(CellTilingCount, BadProblemsAndOrdersAreRefusedWithASentence) {
  cell_cover_problem p(4);
  const std::uint32_t ok[] = {0, 1}, out_of_range[] = {2, 4}, twice[] = {3, 2, 3};
  p.add_placement(0, ok);
  EXPECT_EQ(error_of(p, {}), "");
  cell_cover_problem empty = p;
  empty.add_placement(1, {});
  EXPECT_EQ(error_of(empty, {}), "placement 1 has no cell");
  cell_cover_problem range = p;
  range.add_placement(1, out_of_range);
  EXPECT_EQ(error_of(range, {}), "placement 1 names cell 4, but there are 4 cells");
  cell_cover_problem repeated = p;
  repeated.add_placement(1, twice);
  EXPECT_EQ(error_of(repeated, {}), "placement 1 names cell 3 twice");
  EXPECT_EQ(error_of(p, {{0, 1, 2}}), "cell order 0 has 3 cells, not 4");
  EXPECT_EQ(error_of(p, {{0, 1, 2, 3}, {0, 1, 1, 3}}),
            "cell order 1 is not a permutation of the 4 cells: cell 1 comes twice");
  EXPECT_EQ(error_of(p, {{0, 1, 2, 7}}),
            "cell order 0 is not a permutation of the 4 cells: cell 7 is out of range");
}

TEST(CellTilingCount, TooManyOpenCellsIsRefusedBeforeAnyState) {
  // One placement of 70 cells and monominoes: along any order, the placement anchored at its first
  // cell opens the other 69 at once.
  cell_cover_problem p(70);
  std::vector<std::uint32_t> all(70);
  std::iota(all.begin(), all.end(), std::uint32_t{0});
  p.add_placement(0, all);
  for (std::uint32_t c = 0; c < 70; ++c) p.add_placement(1, std::span(&c, 1));
  cell_order reversed(all.rbegin(), all.rend());
  EXPECT_EQ(error_of(p, {all, reversed}),
            "the counting DP cannot sweep these cells: along the best of 2 cell orders, 69 cells "
            "are open at once (a state of 69 bits; at most 64)");
  auto choice = tessera::choose_cell_order(p, std::vector<cell_order>{all});
  ASSERT_FALSE(choice.ok());
  // 64 open cells are still fine: 2 tilings (the big one, or all monominoes).
  cell_cover_problem fits(65);
  fits.add_placement(0, std::span(all).subspan(0, 65));
  for (std::uint32_t c = 0; c < 65; ++c) fits.add_placement(1, std::span(&c, 1));
  auto result = tessera::count_cell_tilings(fits, {});
  ASSERT_TRUE(result.ok()) << result.error().message;
  EXPECT_EQ(result.value().count, big_integer(2));
  EXPECT_EQ(result.value().stats.order.profile, 64u);
}

TEST(CellTilingCount, EdgeCases) {
  // No cells: one (empty) tiling, 0 modulo 1.
  tessera::count_options witness;
  witness.want_witness = true;
  auto none = tessera::count_cell_tilings(cell_cover_problem(0), {}, witness);
  ASSERT_TRUE(none.ok());
  EXPECT_EQ(none.value().count, big_integer(1));
  ASSERT_TRUE(none.value().witness.has_value());
  EXPECT_TRUE(none.value().witness->empty());
  tessera::count_options mod_one;
  mod_one.modulus = 1;
  EXPECT_EQ(tessera::count_cell_tilings(cell_cover_problem(0), {}, mod_one).value().count,
            big_integer(0));
  // The same cells twice are two placements: two tilings.
  cell_cover_problem twins(2);
  const std::uint32_t pair[] = {0, 1};
  twins.add_placement(0, pair);
  twins.add_placement(1, pair);
  EXPECT_EQ(tessera::count_cell_tilings(twins, {}).value().count, big_integer(2));
  EXPECT_EQ(tessera::count_cell_tilings_naive(twins), 2u);
  // Quick refutations: a cell no placement covers; 5 cells by pairs.
  cell_cover_problem bare(3);
  bare.add_placement(0, pair);
  auto refuted = tessera::count_cell_tilings(bare, {}, witness);
  ASSERT_TRUE(refuted.ok());
  EXPECT_EQ(refuted.value().count, big_integer(0));
  EXPECT_EQ(refuted.value().stats.refuted, "no placement covers cell 2");
  EXPECT_FALSE(refuted.value().witness.has_value());
  cell_cover_problem odd(5);
  for (std::uint32_t c = 0; c + 1 < 5; ++c) {
    const std::uint32_t cells[] = {c, c + 1};
    odd.add_placement(0, cells);
  }
  EXPECT_EQ(tessera::count_cell_tilings(odd, {}).value().stats.refuted,
            "5 cells are not a multiple of 2, the gcd of the placement sizes");
  // check_cell_tiling's complaints.
  EXPECT_EQ(tessera::check_cell_tiling(twins, std::vector<std::size_t>{0, 1}),
            "cell 0 is covered twice (placement 1)");
  EXPECT_EQ(tessera::check_cell_tiling(bare, std::vector<std::size_t>{0}), "cell 2 is not covered");
  EXPECT_EQ(tessera::check_cell_tiling(bare, std::vector<std::size_t>{3}), "no placement 3");
}

TEST(CellTilingCount, ThreadsAndTablesAgreeOnLargerProblems) {
  // The hexagon 8,8,8 (16 key bits, up to 12870 states) and the 4 x 4 x 12 dicube box: the flat
  // arrays split between two threads (from 4096 states a step), the indexed and hashed tables
  // split by hash, all alike.
  for (const auto& instance :
       {tessera::testing::lozenge_hexagon(8, 8, 8), tessera::testing::dicube_box(4, 12, 4)}) {
    auto one = tessera::count_cell_tilings(instance.problem, instance.orders);
    ASSERT_TRUE(one.ok());
    ASSERT_GT(one.value().stats.peak_states, 4096u);
    tessera::count_options two;
    two.threads = 2;
    auto both = tessera::count_cell_tilings(instance.problem, instance.orders, two);
    ASSERT_TRUE(both.ok());
    EXPECT_EQ(both.value().count, one.value().count);
    EXPECT_EQ(both.value().stats.transitions, one.value().stats.transitions);
    const cell_order& order = instance.orders[one.value().stats.order.order];
    for (const auto tables :
         {tessera::detail::cell_tables::flat, tessera::detail::cell_tables::indexed,
          tessera::detail::cell_tables::hashed}) {
      for (const unsigned threads : {1u, 2u, 3u}) {
        EXPECT_EQ(count_with_tables(instance.problem, order, tables, threads), one.value().count);
      }
    }
  }
}

TEST(CellTilingCount, LimbsGrowAlikeInEveryTable) {
  // The hexagon 8,8,8 (2 limbs), the 2 x 100 x 2 box (3 limbs; A006253 by its recurrence, as in
  // tests/cell_tiling_golden_test.cpp); a handover between the passes of
  // each kind of table, with one thread and two.
  for (const auto& [instance, want] :
       {std::pair{tessera::testing::lozenge_hexagon(8, 8, 8), tessera::testing::macmahon(8, 8, 8)},
        std::pair{tessera::testing::dicube_box(2, 100, 2),
                  *big_integer::from_string(
                      "973982268352541414052113719150019529368114685310614630841")}}) {
    for (const auto tables :
         {tessera::detail::cell_tables::flat, tessera::detail::cell_tables::indexed,
          tessera::detail::cell_tables::hashed}) {
      for (const unsigned threads : {1u, 2u}) {
        const auto [limbs, count] = grow_with_tables(instance, tables, threads);
        EXPECT_EQ(count, want);
        EXPECT_EQ(limbs, want.limbs().size());
      }
    }
  }
}

TEST(CellTilingCount, LimbsGrowBeforeTheCountsPassThem) {
  // n cells, each with 8 monominoes on it: 8^n tilings, the sum of the counts growing by 8 at every
  // step, as fast as the fan-out allows: the limbs grow just in time, never a carry out of them.
  for (const std::uint32_t n : {21u, 22u, 42u, 43u, 170u}) {
    cell_cover_problem p(n);
    for (std::uint32_t c = 0; c < n; ++c) {
      for (int k = 0; k < 8; ++k) p.add_placement(static_cast<std::uint32_t>(k), std::span(&c, 1));
    }
    big_integer want(1);
    for (std::uint32_t c = 0; c < n; ++c) want *= big_integer(8);
    auto result = tessera::count_cell_tilings(p, {});
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result.value().count, want) << n;
    EXPECT_FALSE(result.value().stats.overflowed) << n;
    EXPECT_FALSE(result.value().stats.estimated) << n;
    EXPECT_EQ(result.value().stats.passes, 1u) << n;
    EXPECT_LE(result.value().stats.limbs, want.limbs().size() + 1) << n;
  }
}

TEST(CellTilingCount, StopsLimitsAndProgress) {
  const auto hexagon = tessera::testing::lozenge_hexagon(6, 6, 6);
  // Progress: after every `profile` cells and after the last, rows = cells.
  std::vector<tessera::count_progress> seen;
  tessera::count_options progress;
  progress.on_progress = [&](const tessera::count_progress& p) { seen.push_back(p); };
  auto counted = tessera::count_cell_tilings(hexagon.problem, hexagon.orders, progress);
  ASSERT_TRUE(counted.ok());
  const std::size_t n = hexagon.problem.cells(), profile = counted.value().stats.order.profile;
  ASSERT_EQ(seen.size(), (n + profile - 1) / profile);
  EXPECT_EQ(seen.front().row, profile);
  EXPECT_EQ(seen.back().row, n);
  EXPECT_EQ(seen.back().rows, n);
  EXPECT_EQ(seen.back().states, 1u);
  EXPECT_EQ(counted.value().stats.step_states.size(), n);
  EXPECT_EQ(counted.value().stats.peak_states,
            *std::max_element(counted.value().stats.step_states.begin(),
                              counted.value().stats.step_states.end()));
  // A cancel flag already set, a deadline already past, a callback saying stop: stopped, no count.
  std::atomic<bool> cancel{true};
  tessera::count_options cancelled;
  cancelled.cancel = &cancel;
  cancelled.want_witness = true;
  tessera::count_options late;
  late.deadline = std::chrono::steady_clock::now();
  tessera::count_options asked;
  int calls = 0;
  asked.should_stop = [&] { return ++calls > 5; };
  for (const auto* options : {&cancelled, &late, &asked}) {
    auto stopped = tessera::count_cell_tilings(hexagon.problem, hexagon.orders, *options);
    ASSERT_TRUE(stopped.ok());
    EXPECT_TRUE(stopped.value().stopped);
    EXPECT_EQ(stopped.value().count, big_integer(0));
    EXPECT_FALSE(stopped.value().witness.has_value());
  }
  EXPECT_EQ(calls, 6);
  // A memory limit the tables pass: an error saying so (the flat arrays do not fit it either).
  tessera::count_options small;
  small.max_memory_bytes = 20000;
  auto refused = tessera::count_cell_tilings(hexagon.problem, hexagon.orders, small);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("too many for the counting DP"), std::string::npos)
      << refused.error().message;
  EXPECT_NE(refused.error().message.find("memory limit of 0 MiB"), std::string::npos);
  // Too many states to keep for a witness: the count, and witness_skipped.
  tessera::count_options few;
  few.want_witness = true;
  few.max_witness_states = 100;
  auto skipped = tessera::count_cell_tilings(hexagon.problem, hexagon.orders, few);
  ASSERT_TRUE(skipped.ok());
  EXPECT_EQ(skipped.value().count, tessera::testing::macmahon(6, 6, 6));
  EXPECT_TRUE(skipped.value().witness_skipped);
  EXPECT_FALSE(skipped.value().witness.has_value());
}

}  // namespace
