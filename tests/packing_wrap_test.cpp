// Boards that wrap around (a tube, a ring, a torus): golden counts with their sources, the counting
// DP against its brute-force twin, and the exact-cover search (plain, by orbits, up to symmetry)
// against a brute-force twin of its own here: every placement through the first free cell with the
// cells taken modulo the sides, and its own group of motions composed with cyclic shifts. Seeded
// (TESSERA_SEED), the seed printed on failure.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <set>
#include <string_view>

#include "packing_wrap_twin.hpp"
#include "tessera/piece_spec.hpp"
#include "tessera/polyomino_sets.hpp"
#include "tessera/tiling_count.hpp"

namespace tessera {
namespace {

using testing_twin::twin_solution;
using testing_twin::wrap_orbits;
using testing_twin::wrap_twin;

std::vector<packing_piece> set_once(std::string_view name) {
  std::vector<packing_piece> out;
  const auto set = named_piece_set(name);
  for (const named_piece& p : *set) out.push_back({p.name, p.shape, orientation_set::free, 1, 1});
  return out;
}

polyomino first_shape(std::string_view name) { return (*named_piece_set(name))[0].shape; }

packing_board wrapped(std::int32_t rows, std::int32_t cols, bool wrap_rows, bool wrap_cols) {
  packing_board b = packing_board::rectangle(rows, cols);
  b.wrap_rows = wrap_rows;
  b.wrap_cols = wrap_cols;
  return b;
}

// Polyform Puzzler (D. Goodger, puzzler/puzzles/tetrominoes.py, Tetrominoes5x4Tube: width 5,
// height 4, "short sides joined, forming a loop/tube", pieces translated modulo the width: our
// `--board 4x5 --wrap cols`): 7 solutions, with the L restricted to x = 0 and two of its eight
// aspects, i.e. up to the 5 shifts and the 4 motions of the box.
TEST(PackingWrap, PuzzlerTetrominoesFiveByFourTube) {
  const packing_problem problem(wrapped(4, 5, false, true), set_once("tetrominoes"));
  packing_options options;
  options.up_to_symmetry = true;
  const packing_result r = solve_packing(problem, options);
  EXPECT_EQ(r.count, 7u);
  EXPECT_EQ(r.group.name, "C5 x D2");
  EXPECT_EQ(r.group.elements.size(), 20u);
  EXPECT_EQ(r.engine, packing_engine::dancing_links);  // the bitboards are planar
  options.up_to_symmetry = false;
  EXPECT_EQ(solve_packing(problem, options).count, 140u);  // no solution has a symmetry
  options.engine = packing_engine::bitboard;
  EXPECT_NE(solve_packing(problem, options).refused.find("wraps"), std::string::npos);
  EXPECT_NE(bitboard_refusal(problem).find("wraps"), std::string::npos);
}

// Polyform Puzzler (puzzler/puzzles/pentominoes.py, Pentominoes3x20Loop: height 3, width 20,
// translated modulo the width): "2 solutions: same as non-loop", X fixed, U and I restricted, i.e.
// up to the 20 shifts and the 4 motions of the box.
TEST(PackingWrap, PuzzlerPentominoesThreeByTwentyRing) {
  const packing_problem problem(wrapped(3, 20, false, true), set_once("pentominoes"));
  packing_options options;
  options.up_to_symmetry = true;
  const packing_result r = solve_packing(problem, options);
  EXPECT_EQ(r.count, 2u);
  EXPECT_EQ(r.group.name, "C20 x D2");
  options.up_to_symmetry = false;
  EXPECT_EQ(solve_packing(problem, options).count, 160u);
}

// OEIS A335586, domino tilings of the 2n x 2n torus (perfect matchings of C_2n x C_2n for n > 1):
// 272, 90176, 311853312. For n = 1 OEIS counts 8, the multigraph C_2 x C_2 having two edges
// between each pair of neighbours; here a domino is a set of cells, so its two translations around
// a ring of 2 are one placement and the 2x2 torus has 2 tilings.
TEST(PackingWrap, DominoTilingsOfTheTorus) {
  const std::vector<piece> domino = {{"domino", first_shape("domino"), orientation_set::free, {}}};
  const std::vector<std::pair<std::size_t, std::string>> golden = {
      {2, "2"}, {4, "272"}, {6, "90176"}, {8, "311853312"}};
  for (const auto& [n, count] : golden) {
    board b(n, n);
    b.set_wrap(true, true);
    auto r = count_tilings(b, domino, orientation_set::free);
    ASSERT_TRUE(r) << r.error().message;
    EXPECT_EQ(r.value().count.to_string(), count) << n << "x" << n;
    if (n <= 4) {
      EXPECT_EQ(std::to_string(count_tilings_naive(b, domino, orientation_set::free)), count);
    }
  }
  // The search agrees (4x4: 272, group C4 x C4 x D4).
  packing_board t = wrapped(4, 4, true, true);
  std::vector<packing_piece> many = {{"d", first_shape("domino"), orientation_set::free, 0, 8}};
  const packing_problem problem(t, many);
  packing_options options;
  EXPECT_EQ(solve_packing(problem, options).count, 272u);
  EXPECT_EQ(board_symmetry(problem).name, "C4 x C4 x D4");
  EXPECT_EQ(board_symmetry(problem).elements.size(), 128u);
}

// A piece around a ring of its own length meets itself after a shift: one placement per row.
TEST(PackingWrap, PlacementsAroundAShortRingAreOnePlacement) {
  std::vector<packing_piece> i3 = {{"I", first_shape("I3"), orientation_set::free, 0, 2}};
  const packing_problem ring(wrapped(2, 3, false, true), i3);
  EXPECT_EQ(ring.placements().size(), 2u);  // one per row; no vertical I3 in 2 rows
  // A ring of 2 is shorter than the I3: wrapped, it would cover a cell twice.
  const packing_problem short_ring(wrapped(3, 2, false, true), i3);
  EXPECT_EQ(short_ring.placements().size(), 2u);  // the two columns, vertical
  packing_options options;
  EXPECT_EQ(solve_packing(ring, options).count, 1u);
}

std::vector<packing_piece> random_pieces(std::mt19937_64& rng, std::size_t free_cells) {
  const std::vector<std::string> sets = {"domino", "I3", "L3", "trominoes", "tetrominoes"};
  std::vector<packing_piece> out;
  const auto set = named_piece_set(sets[rng() % sets.size()]);
  const std::uint64_t mode = rng() % 4;  // once, any number (twice as likely), random bounds
  for (const named_piece& p : *set) {
    packing_piece q{p.name, p.shape, orientation_set::free, 0, 0};
    q.orient = rng() % 4 == 0 ? orientation_set::rotate : orientation_set::free;
    const auto fit = static_cast<std::uint32_t>(free_cells / p.shape.size());
    if (mode == 0) {
      q.min_count = q.max_count = 1;
    } else if (mode < 3) {
      q.max_count = fit;
    } else {
      q.min_count = static_cast<std::uint32_t>(rng() % 2);
      q.max_count = q.min_count + static_cast<std::uint32_t>(rng() % 3);
    }
    out.push_back(q);
  }
  return out;
}

TEST(PackingWrap, RandomWrappedBoardsAgainstTheTwin) {
  const char* env = std::getenv("TESSERA_SEED");
  const std::uint64_t seed = env != nullptr ? std::strtoull(env, nullptr, 10) : 20261201;
  std::mt19937_64 rng(seed);
  std::size_t solved = 0, symmetric = 0;
  for (int round = 0; round < 100; ++round) {
    SCOPED_TRACE(::testing::Message() << "seed " << seed << " round " << round);
    const auto rows = static_cast<std::int32_t>(1 + rng() % 4),
               cols = static_cast<std::int32_t>(2 + rng() % 4);
    const int wrap = 1 + static_cast<int>(rng() % 3);
    packing_board board = wrapped(rows, cols, (wrap & 1) != 0, (wrap & 2) != 0);
    if (rng() % 3 == 0) board.free[rng() % board.free.size()] = false;
    if (rng() % 4 == 0) board.free[rng() % board.free.size()] = false;
    const std::vector<packing_piece> pieces = random_pieces(rng, board.free_count());
    wrap_twin twin(board, pieces);
    twin.solve();
    if (twin.gave_up) continue;
    const packing_problem problem(board, pieces);
    for (const bool direct : {false, true}) {
      packing_options options;
      options.mode = packing_mode::all;
      options.plain_by_orbits = !direct;
      const packing_result r = solve_packing(problem, options);
      std::set<twin_solution> found;
      for (const packing_solution& s : r.solutions) {
        found.insert(testing_twin::as_twin(problem, s));
        const std::vector<packed_piece> packed = packed_pieces(problem, s);
        ASSERT_EQ(check_packing(board, pieces, packed), "");
      }
      ASSERT_EQ(found.size(), r.solutions.size()) << "a solution listed twice";
      ASSERT_EQ(found, twin.solutions) << (direct ? "direct" : "by orbits");
    }
    std::size_t group_size = 0;
    const std::size_t orbits = wrap_orbits(board, pieces, twin.solutions, &group_size);
    packing_options up;
    up.up_to_symmetry = true;
    const packing_result r = solve_packing(problem, up);
    ASSERT_EQ(r.count, orbits) << "group " << r.group.name;
    if (!problem.refuted()) {
      ASSERT_EQ(r.group.elements.size(), group_size);
    }
    up.threads = 2;
    ASSERT_EQ(solve_packing(problem, up).count, orbits);
    solved += twin.solutions.empty() ? 0 : 1;
    symmetric += group_size > 1 && !twin.solutions.empty() ? 1 : 0;
  }
  EXPECT_GT(solved, 8u) << "seed " << seed;  // the rounds are not all trivial
  EXPECT_GT(symmetric, 4u) << "seed " << seed;
}

// Plain solutions by orbits run only from 40 free cells on, past the twin's reach: on 40-cell
// tubes with 8 pentominoes (F I L N P T U X: 200 and 1340 solutions, a direct search of 0.1 s),
// the listing by orbits equals the direct listing (itself checked against the twin above), and the
// count up to symmetry equals the twin's orbits of that listing.
TEST(PackingWrap, OrbitExpansionOnFortyCellTubes) {
  std::vector<packing_piece> eight;
  for (const packing_piece& p : set_once("pentominoes")) {
    if (std::string_view("FILNPTUX").find(p.name[0]) != std::string_view::npos) eight.push_back(p);
  }
  ASSERT_EQ(eight.size(), 8u);
  for (const packing_board& board : {wrapped(4, 10, false, true), wrapped(5, 8, true, false)}) {
    SCOPED_TRACE(::testing::Message() << board.rows << "x" << board.cols);
    const packing_problem problem(board, eight);
    packing_options options;
    options.mode = packing_mode::all;
    const packing_result by_orbits = solve_packing(problem, options);
    ASSERT_GT(by_orbits.search_group.elements.size(), 1u);  // the expansion did run
    options.plain_by_orbits = false;
    const packing_result direct = solve_packing(problem, options);
    std::set<twin_solution> x, y;
    for (const packing_solution& s : by_orbits.solutions)
      x.insert(testing_twin::as_twin(problem, s));
    for (const packing_solution& s : direct.solutions) y.insert(testing_twin::as_twin(problem, s));
    ASSERT_EQ(x.size(), by_orbits.solutions.size());
    ASSERT_EQ(x, y);
    EXPECT_EQ(x.size(), board.rows == 4 ? 200u : 1340u);
    std::size_t group_size = 0;
    const std::size_t orbits = wrap_orbits(board, eight, y, &group_size);
    packing_options up;
    up.up_to_symmetry = true;
    const packing_result counted = solve_packing(problem, up);
    ASSERT_EQ(counted.count, orbits);
    ASSERT_EQ(counted.group.elements.size(), group_size);
  }
}

// The counting DP on wrapped boards against its brute-force twin and the search, L-trominoes on
// small tubes among them.
TEST(PackingWrap, RandomWrappedCountsAgainstTheTwins) {
  const char* env = std::getenv("TESSERA_SEED");
  const std::uint64_t seed = env != nullptr ? std::strtoull(env, nullptr, 10) : 20261201;
  std::mt19937_64 rng(seed);
  const std::vector<std::string> sets = {"L3",        "domino",      "I3,L3",
                                         "domino,I3", "tetrominoes", "domino,monomino"};
  for (int round = 0; round < 40; ++round) {
    SCOPED_TRACE(::testing::Message() << "seed " << seed << " round " << round);
    const std::size_t rows = 1 + rng() % 5, cols = 1 + rng() % 4;
    const int wrap = 1 + static_cast<int>(rng() % 3);
    board b(rows, cols);
    b.set_wrap((wrap & 1) != 0, (wrap & 2) != 0);
    for (int k = static_cast<int>(rng() % 3); k > 0; --k)
      b.set_free(rng() % rows, rng() % cols, false);
    std::vector<piece> pieces;
    // Monominoes multiply the tilings (the twin lists each one): small boards only.
    const std::string& spec = sets[rng() % (rows * cols <= 9 ? sets.size() : sets.size() - 1)];
    for (const piece_term& term : parse_piece_spec(spec).value()) {
      for (piece& p : pieces_of_term(term).value()) pieces.push_back(std::move(p));
    }
    const orientation_set orient = rng() % 4 == 0 ? orientation_set::fixed : orientation_set::free;
    const std::uint64_t naive = count_tilings_naive(b, pieces, orient);
    auto dp = count_tilings(b, pieces, orient);
    if (!dp) {
      // Only a board smaller than the DP's window may be refused.
      ASSERT_NE(dp.error().message.find("smaller than the DP's window"), std::string::npos)
          << dp.error().message;
      continue;
    }
    count_options witness;
    witness.want_witness = true;
    auto drawn = count_tilings(b, pieces, orient, witness);
    ASSERT_EQ(drawn.value().witness.has_value(), naive != 0)
        << spec << " on " << rows << "x" << cols << " wrap " << wrap << "\n"
        << format_board(b);
    if (naive != 0) {
      ASSERT_EQ(check_tiling(b, pieces, orient, *drawn.value().witness), "");
    }
    ASSERT_EQ(dp.value().count.to_string(), std::to_string(naive))
        << spec << " on " << rows << "x" << cols << " wrap " << wrap << " fixed "
        << (orient == orientation_set::fixed) << "\n"
        << format_board(b);
    count_options mod;
    mod.modulus = 7;
    ASSERT_EQ(count_tilings(b, pieces, orient, mod).value().count.to_string(),
              std::to_string(naive % 7));
  }
  // L-trominoes on tubes (each row a ring): the DP, the twin and the search agree.
  const std::vector<piece> l3 = {{"L3", first_shape("L3"), orientation_set::free, {}}};
  for (const auto& [rows, cols] : std::vector<std::pair<std::size_t, std::size_t>>{
           {2, 3}, {2, 6}, {3, 4}, {4, 3}, {4, 6}, {6, 4}}) {
    board b(rows, cols);
    b.set_wrap(false, true);
    const std::uint64_t naive = count_tilings_naive(b, l3, orientation_set::free);
    EXPECT_EQ(count_tilings(b, l3, orientation_set::free).value().count.to_string(),
              std::to_string(naive))
        << rows << "x" << cols;
    packing_board pb =
        wrapped(static_cast<std::int32_t>(rows), static_cast<std::int32_t>(cols), false, true);
    const packing_problem problem(pb, {{"L3", l3[0].shape, orientation_set::free, 0,
                                        static_cast<std::uint32_t>(rows * cols)}});
    EXPECT_EQ(solve_packing(problem, packing_options{}).count, naive) << rows << "x" << cols;
  }
}

}  // namespace
}  // namespace tessera
