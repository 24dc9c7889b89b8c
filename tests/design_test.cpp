// tessera/design.hpp: the minimum hitting set, `design hints` and `design holes` against
// brute-force twins on seeded random small puzzles (each failure prints its seed), the solver
// restricted to fixed placements against a filter of all solutions, and solutions read back from
// JSON.
#include "tessera/design.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <random>
#include <set>

#include "tessera/piece_spec.hpp"

namespace tessera {
namespace {

// ---- the minimum hitting set ----

// The smallest subset (as a mask) meeting every set: all masks by increasing size.
std::size_t brute_hitting_size(std::size_t n, const std::vector<std::vector<std::uint32_t>>& sets) {
  std::size_t best = n;
  for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
    const auto size = static_cast<std::size_t>(__builtin_popcount(mask));
    if (size >= best) continue;
    const bool hits = std::all_of(sets.begin(), sets.end(), [&](const auto& s) {
      return std::any_of(s.begin(), s.end(), [&](std::uint32_t e) { return (mask >> e) & 1u; });
    });
    if (hits) best = size;
  }
  return best;
}

TEST(DesignHittingSet, SmallCases) {
  EXPECT_TRUE(minimum_hitting_set(0, {}).chosen.empty());
  const std::vector<std::vector<std::uint32_t>> triangle = {{0, 1}, {1, 2}, {0, 2}};
  const hitting_set_result r = minimum_hitting_set(3, triangle);
  EXPECT_TRUE(r.optimal);
  EXPECT_EQ(r.chosen.size(), 2u);
  EXPECT_EQ(r.lower_bound, 2u);
}

TEST(DesignHittingSet, AgreesWithBruteForce) {
  for (std::uint32_t seed = 1; seed <= 400; ++seed) {
    std::mt19937 rng(seed);
    const std::size_t n = 1 + rng() % 12;
    const std::size_t m = rng() % 20;
    std::vector<std::vector<std::uint32_t>> sets;
    for (std::size_t i = 0; i < m; ++i) {
      std::vector<std::uint32_t> s;
      for (std::uint32_t e = 0; e < n; ++e) {
        if (rng() % 3 == 0) s.push_back(e);
      }
      if (s.empty()) s.push_back(static_cast<std::uint32_t>(rng() % n));
      sets.push_back(s);
    }
    const hitting_set_result r = minimum_hitting_set(n, sets);
    ASSERT_TRUE(r.optimal) << "seed " << seed;
    EXPECT_EQ(r.chosen.size(), brute_hitting_size(n, sets)) << "seed " << seed;
    for (const auto& s : sets) {
      EXPECT_TRUE(std::any_of(s.begin(), s.end(),
                              [&](std::uint32_t e) {
                                return std::find(r.chosen.begin(), r.chosen.end(), e) !=
                                       r.chosen.end();
                              }))
          << "seed " << seed;
    }
  }
}

TEST(DesignHittingSet, CancelStopsWithoutClaim) {
  const std::atomic<bool> cancel{true};
  std::vector<std::vector<std::uint32_t>> sets;
  for (std::uint32_t i = 0; i + 1 < 40; ++i) sets.push_back({i, i + 1});
  // Cancel is polled every 1024 nodes: a chain of 40 needs more than that at a low size bound.
  const hitting_set_result r = minimum_hitting_set(40, sets, 0, 0, &cancel);
  if (!r.optimal)
    EXPECT_LE(r.lower_bound, 20u);
  else
    EXPECT_EQ(r.chosen.size(), 20u);
}

// ---- random small puzzles ----

// A random puzzle that has a solution: a rows x cols board (minus `holes` random cells) cut into
// random connected regions of 1 to 4 cells; the pieces are the regions' shapes, each once.
packing_problem random_puzzle(std::mt19937& rng, std::int32_t rows, std::int32_t cols,
                              std::size_t holes, bool block_holes) {
  std::vector<int> owner(static_cast<std::size_t>(rows * cols), -1);
  for (std::size_t h = 0; h < holes; ++h) owner[rng() % owner.size()] = -2;
  std::vector<packing_piece> pieces;
  for (std::size_t start = 0; start < owner.size(); ++start) {
    if (owner[start] != -1) continue;
    const std::size_t target = 1 + rng() % 4;
    std::vector<std::size_t> region = {start};
    owner[start] = 0;
    for (std::size_t tries = 0; region.size() < target && tries < 20; ++tries) {
      const std::size_t from = region[rng() % region.size()];
      const auto r = static_cast<std::int32_t>(from) / cols,
                 c = static_cast<std::int32_t>(from) % cols;
      const int dir = static_cast<int>(rng() % 4);
      const std::int32_t nr = r + (dir == 0 ? 1 : dir == 1 ? -1 : 0);
      const std::int32_t nc = c + (dir == 2 ? 1 : dir == 3 ? -1 : 0);
      if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
      const auto at = static_cast<std::size_t>(nr * cols + nc);
      if (owner[at] != -1) continue;
      owner[at] = 0;
      region.push_back(at);
    }
    std::vector<cell> cells;
    for (const std::size_t at : region)
      cells.push_back(
          cell{static_cast<std::int32_t>(at) / cols, static_cast<std::int32_t>(at) % cols});
    const polyomino shape = canonical_form(polyomino(cells), orientation_set::free);
    // Congruent regions are one piece used as many times (else their swaps multiply solutions).
    auto same = std::find_if(pieces.begin(), pieces.end(),
                             [&](const packing_piece& p) { return p.shape == shape; });
    if (same != pieces.end()) {
      ++same->min_count;
      ++same->max_count;
    } else {
      pieces.push_back(packing_piece{std::string(1, static_cast<char>('A' + pieces.size())), shape,
                                     orientation_set::free, 1, 1});
    }
  }
  packing_board b = packing_board::rectangle(rows, cols);
  for (std::size_t i = 0; i < owner.size(); ++i) {
    if (owner[i] == -2 && block_holes) b.free[i] = false;
  }
  return packing_problem(std::move(b), std::move(pieces));
}

// Every solution (at most `limit`: a puzzle of monominoes and dominoes has millions).
std::vector<packing_solution> all_solutions(const packing_problem& problem,
                                            std::uint64_t limit = 0) {
  packing_options run;
  run.mode = packing_mode::all;
  run.limit = limit;
  return solve_packing(problem, run).solutions;
}

bool contains_all(const packing_solution& s, const std::vector<std::uint32_t>& subset) {
  return std::all_of(subset.begin(), subset.end(),
                     [&](std::uint32_t k) { return std::binary_search(s.begin(), s.end(), k); });
}

// The twin: every subset of the solution's placements by increasing size; the first that no other
// solution contains.
std::size_t brute_hint_size(const packing_solution& target,
                            const std::vector<packing_solution>& solutions) {
  const std::size_t n = target.size();
  for (std::size_t size = 0; size <= n; ++size) {
    for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
      if (static_cast<std::size_t>(__builtin_popcount(mask)) != size) continue;
      std::vector<std::uint32_t> subset;
      for (std::uint32_t i = 0; i < n; ++i) {
        if ((mask >> i) & 1u) subset.push_back(target[i]);
      }
      std::size_t containing = 0;
      for (const packing_solution& s : solutions) containing += contains_all(s, subset) ? 1 : 0;
      if (containing == 1) return size;
    }
  }
  return n + 1;  // unreachable: the whole solution is contained by itself only
}

TEST(DesignHints, AgreesWithBruteForceOnRandomPuzzles) {
  std::size_t checked = 0;
  for (std::uint32_t seed = 1; seed <= 120; ++seed) {
    std::mt19937 rng(seed);
    const auto rows = static_cast<std::int32_t>(2 + rng() % 3),
               cols = static_cast<std::int32_t>(3 + rng() % 3);
    const packing_problem problem = random_puzzle(rng, rows, cols, rng() % 3, true);
    if (problem.pieces().size() > 12) continue;
    const std::vector<packing_solution> solutions = all_solutions(problem, 2001);
    ASSERT_FALSE(solutions.empty()) << "seed " << seed;
    if (solutions.size() > 2000) continue;
    const packing_solution& target = solutions[rng() % solutions.size()];
    const std::size_t expected = brute_hint_size(target, solutions);
    for (const bool lazy : {false, true}) {
      hints_options options;
      options.eager_limit = lazy ? 0 : 100000;
      if (lazy) {
        options.eager_limit = 0;
        options.batch = 1 + rng() % 3;
      }
      const hints_result r = design_hints(problem, target, options);
      ASSERT_TRUE(r.proved_minimal) << "seed " << seed;
      EXPECT_EQ(r.hints.size(), expected) << "seed " << seed << (lazy ? " lazy" : " eager");
      EXPECT_EQ(r.lower_bound, expected) << "seed " << seed;
      EXPECT_TRUE(contains_all(target, r.hints)) << "seed " << seed;
      std::size_t containing = 0;
      for (const packing_solution& s : solutions) containing += contains_all(s, r.hints) ? 1 : 0;
      EXPECT_EQ(containing, 1u) << "seed " << seed;
      if (!lazy) {
        EXPECT_TRUE(r.all_enumerated) << "seed " << seed;
      }
    }
    ++checked;
  }
  EXPECT_GT(checked, 60u);
}

TEST(DesignHints, StoppedAtOnceKeepsTheWholeSolution) {
  std::mt19937 rng(7);
  const packing_problem problem = random_puzzle(rng, 4, 5, 0, true);
  const packing_solution target = all_solutions(problem, 1).front();
  const std::atomic<bool> cancel{true};
  hints_options options;
  options.cancel = &cancel;
  const hints_result r = design_hints(problem, target, options);
  EXPECT_FALSE(r.proved_minimal);
  EXPECT_EQ(r.stopped, design_stop::cancelled);
  EXPECT_EQ(r.hints, target);
}

// The 3x20 rectangle has 2 pentomino solutions up to symmetry (Golomb, "Polyominoes", 1965; 8
// plain): the hint set for one of them, checked by the twin on the plain list.
TEST(DesignHints, PentominoesInThreeByTwenty) {
  auto terms = parse_piece_spec("pentominoes");
  ASSERT_TRUE(terms);
  auto named = pieces_of_term(terms.value()[0]);
  ASSERT_TRUE(named);
  const packing_problem problem(packing_board::rectangle(3, 20),
                                to_packing_pieces(named.value(), orientation_set::free, true, 60));
  const std::vector<packing_solution> solutions = all_solutions(problem);
  ASSERT_EQ(solutions.size(), 8u);
  for (const packing_solution& target : solutions) {
    const hints_result r = design_hints(problem, target);
    EXPECT_TRUE(r.proved_minimal);
    EXPECT_EQ(r.hints.size(), brute_hint_size(target, solutions));
    EXPECT_EQ(r.other_solutions, 7u);
  }
}

// ---- solve_with_fixed ----

TEST(DesignFixed, AgreesWithAFilterOfAllSolutions) {
  for (std::uint32_t seed = 1; seed <= 60; ++seed) {
    std::mt19937 rng(seed);
    const packing_problem problem =
        random_puzzle(rng, 3 + static_cast<std::int32_t>(rng() % 2), 4, 0, true);
    const std::vector<packing_solution> solutions = all_solutions(problem, 5001);
    if (solutions.size() > 5000) continue;
    const packing_solution& target = solutions[rng() % solutions.size()];
    std::vector<std::uint32_t> fixed;
    for (const std::uint32_t k : target) {
      if (rng() % 3 == 0) fixed.push_back(k);
    }
    std::set<packing_solution> expected;
    for (const packing_solution& s : solutions) {
      if (contains_all(s, fixed)) expected.insert(s);
    }
    packing_options run;
    run.mode = packing_mode::all;
    const packing_result r = solve_with_fixed(problem, fixed, run);
    EXPECT_EQ(std::set<packing_solution>(r.solutions.begin(), r.solutions.end()), expected)
        << "seed " << seed;
    EXPECT_EQ(r.solutions.size(), expected.size()) << "seed " << seed;
  }
}

// ---- holes ----

// The twin's own motions of a rows x cols box: the group's transforms, each cell mapped and the
// whole image moved back onto the box by its least row and column.
std::vector<cell> image_of(const std::vector<cell>& cells, transform t, std::int32_t rows,
                           std::int32_t cols) {
  std::int32_t low_r = 1 << 20, low_c = 1 << 20;
  for (std::int32_t r = 0; r < rows; ++r) {
    for (std::int32_t c = 0; c < cols; ++c) {
      const cell y = apply(t, cell{r, c});
      low_r = std::min(low_r, y.row);
      low_c = std::min(low_c, y.col);
    }
  }
  std::vector<cell> out;
  for (const cell x : cells) {
    const cell y = apply(t, x);
    out.push_back(cell{y.row - low_r, y.col - low_c});
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(DesignHoles, AgreesWithBruteForceOnRandomBoards) {
  std::size_t unique_found = 0;  // over all seeds: the twin must have something to agree on
  for (std::uint32_t seed = 1; seed <= 40; ++seed) {
    std::mt19937 rng(seed);
    const auto rows = static_cast<std::int32_t>(2 + rng() % 3),
               cols = static_cast<std::int32_t>(3 + rng() % 2);
    const std::size_t k = 1 + rng() % 3;
    // Pieces cut from the board minus k cells, placed back on the full board.
    const packing_problem problem = random_puzzle(rng, rows, cols, k, false);
    const std::size_t free_cells = problem.board().free_count();
    std::size_t covered = 0;
    for (const packing_piece& p : problem.pieces()) covered += p.min_count * p.shape.size();
    const std::size_t holes = free_cells - covered;  // the random holes may coincide
    const symmetry_group group = board_symmetry(problem);
    for (const bool plain : {false, true}) {
      std::set<std::vector<cell>> expected;
      std::map<std::vector<cell>, std::uint64_t> plain_counts;
      // Every K-subset of the cells, by mask.
      const auto n = static_cast<std::uint32_t>(rows * cols);
      for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
        if (static_cast<std::size_t>(__builtin_popcount(mask)) != holes) continue;
        std::vector<cell> chosen;
        packing_board b = problem.board();
        for (std::uint32_t i = 0; i < n; ++i) {
          if ((mask >> i) & 1u) {
            chosen.push_back(
                cell{static_cast<std::int32_t>(i) / cols, static_cast<std::int32_t>(i) % cols});
            b.free[i] = false;
          }
        }
        const packing_problem holed(b, problem.pieces());
        packing_options run;
        run.mode = packing_mode::count;
        const std::uint64_t count = solve_packing(holed, run).count;
        run.up_to_symmetry = true;
        const std::uint64_t orbits = solve_packing(holed, run).count;
        if (plain ? count != 1 : orbits != 1) continue;
        std::vector<cell> least = chosen;
        for (const transform t : group.elements)
          least = std::min(least, image_of(chosen, t, rows, cols));
        expected.insert(least);
        plain_counts[least] = count;
      }
      holes_options options;
      options.holes = holes;
      options.plain = plain;
      options.threads = 1 + static_cast<unsigned>(rng() % 3);
      const holes_result r = design_holes(problem, options);
      ASSERT_TRUE(r.refused.empty()) << "seed " << seed << ": " << r.refused;
      std::set<std::vector<cell>> got;
      for (const hole_set& s : r.found) {
        got.insert(s.holes);
        EXPECT_EQ(s.solutions, plain_counts[s.holes]) << "seed " << seed;
      }
      EXPECT_EQ(got, expected) << "seed " << seed << (plain ? " plain" : "");
      EXPECT_EQ(r.count, expected.size()) << "seed " << seed;
      unique_found += expected.size();
      EXPECT_EQ(r.found.size(), r.count) << "seed " << seed;
      EXPECT_EQ(r.combinations, r.total) << "seed " << seed;
    }
  }
  EXPECT_GT(unique_found, 20u);
}

TEST(DesignHoles, LimitAndRefusals) {
  auto terms = parse_piece_spec("tetrominoes");
  auto named = pieces_of_term(terms.value()[0]);
  const packing_problem problem(packing_board::rectangle(4, 5),
                                to_packing_pieces(named.value(), orientation_set::free, true, 20));
  holes_options options;
  options.holes = 1;  // 19 cells: the five tetrominoes cover 20
  EXPECT_FALSE(design_holes(problem, options).refused.empty());
  options.holes = 21;
  EXPECT_FALSE(design_holes(problem, options).refused.empty());
  options.holes = 0;
  const holes_result r = design_holes(problem, options);
  EXPECT_TRUE(r.refused.empty());
  EXPECT_EQ(r.count, 0u);  // the five tetrominoes do not tile a 4x5 rectangle (parity)
  EXPECT_EQ(r.tried, 1u);
}

// ---- solutions as JSON ----

TEST(DesignSolutionJson, RoundTripAndLocatedErrors) {
  std::mt19937 rng(3);
  const packing_problem problem = random_puzzle(rng, 3, 4, 0, true);
  const packing_solution s = all_solutions(problem, 1).front();
  const std::string json = packing_solution_json(problem, s);
  auto back = parse_solution_json(problem, json);
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(back.value(), s);
  auto cover_doc = parse_solution_json(problem, "{\"case\": 1, \"solutions\": [" + json + "]}");
  ASSERT_TRUE(cover_doc);
  EXPECT_EQ(cover_doc.value(), s);
  auto bad = parse_solution_json(problem, "[\n  {\"piece\": ");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().line, 2u);
  auto unknown = parse_solution_json(problem, "[\n{\"piece\": \"?\", \"cells\": [[1, 1]]}]");
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().line, 2u);
  EXPECT_NE(unknown.error().message.find("no piece named"), std::string::npos);
  auto partial = parse_solution_json(problem, json.substr(0, json.find("},") + 1) + "]");
  ASSERT_FALSE(partial);
  EXPECT_NE(partial.error().message.find("not a solution"), std::string::npos);
  auto second = parse_solution_json(problem, "{\"solutions\": [" + json + "]}", 2);
  EXPECT_FALSE(second);
}

}  // namespace
}  // namespace tessera
