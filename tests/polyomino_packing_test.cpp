// Tests for tessera/polyomino_packing.hpp: golden counts from published sources, both engines
// against each other and against a brute-force twin on seeded random boards, threads against one
// thread, and every reported solution through the independent checker.
#include "tessera/polyomino_packing.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <string_view>

#include "packing_twin.hpp"

namespace tessera {
namespace {

polyomino shape(std::initializer_list<std::string_view> rows) {
  const std::vector<std::string_view> v(rows);
  return from_rows(v);
}

// The 12 free pentominoes with their conventional names (Golomb's naming), typed here on purpose
// rather than taken from tessera/polyomino_sets.hpp: the golden counts then do not rest on the
// generator (tested on its own in polyomino_sets_test).
std::vector<packing_piece> pentominoes() {
  return {
      {"F", shape({".##", "##.", ".#."})}, {"I", shape({"#####"})},
      {"L", shape({"####", "#..."})},      {"N", shape({"##..", ".###"})},
      {"P", shape({"##", "##", "#."})},    {"T", shape({"###", ".#.", ".#."})},
      {"U", shape({"#.#", "###"})},        {"V", shape({"#..", "#..", "###"})},
      {"W", shape({"#..", "##.", ".##"})}, {"X", shape({".#.", "###", ".#."})},
      {"Y", shape({"####", ".#.."})},      {"Z", shape({"##.", ".#.", ".##"})},
  };
}

std::vector<packing_piece> tetrominoes() {
  return {{"I", shape({"####"})},
          {"O", shape({"##", "##"})},
          {"T", shape({"###", ".#."})},
          {"L", shape({"###", "#.."})},
          {"S", shape({".##", "##."})}};
}

void expect_valid(const packing_problem& problem, const packing_result& result) {
  for (const packing_solution& s : result.solutions) {
    const auto placed = packed_pieces(problem, s);
    EXPECT_EQ(check_packing(problem.board(), problem.pieces(), placed), "");
  }
}

std::uint64_t count(const packing_problem& problem, bool symmetry, packing_engine engine,
                    unsigned threads = 1) {
  packing_options options;
  options.mode = packing_mode::count;
  options.up_to_symmetry = symmetry;
  options.engine = engine;
  options.threads = threads;
  const packing_result result = solve_packing(problem, options);
  EXPECT_EQ(result.stopped, packing_stop::none);
  return result.count;
}

// Golden values: Haselgrove & Haselgrove (1960), "A computer program for pentominoes", Eureka 23,
// and Knuth, "Dancing Links" (2000), section 3: 2339, 1010, 368 and 2 solutions up to symmetry for
// the 6x10, 5x12, 4x15 and 3x20 boxes; no solution of any of them is symmetric, so the plain counts
// are four times as many.
TEST(PolyominoPacking, PentominoRectanglesUpToSymmetry) {
  const std::pair<std::int32_t, std::uint64_t> golden[] = {{6, 2339}, {5, 1010}, {4, 368}, {3, 2}};
  for (const auto& [rows, expected] : golden) {
    const packing_problem problem(packing_board::rectangle(rows, 60 / rows), pentominoes());
    EXPECT_EQ(count(problem, true, packing_engine::bitboard), expected) << rows;
    EXPECT_EQ(board_symmetry(problem).name, "D2");
  }
}

TEST(PolyominoPacking, PentominoRectanglesPlain) {
  const std::pair<std::int32_t, std::uint64_t> golden[] = {{6, 9356}, {5, 4040}, {4, 1472}, {3, 8}};
  for (const auto& [rows, expected] : golden) {
    const packing_problem problem(packing_board::rectangle(rows, 60 / rows), pentominoes());
    EXPECT_EQ(count(problem, false, packing_engine::bitboard), expected) << rows;
  }
}

// Dana Scott (1958), the 8x8 board with the central 2x2 square removed: 65 solutions up to
// symmetry (Knuth, "Dancing Links", 2000, section 3). The group is the full D4; no solution is
// symmetric, so there are 8 * 65 plain covers.
TEST(PolyominoPacking, ScottEightByEightWithHole) {
  packing_board board = packing_board::rectangle(8, 8);
  for (const std::int32_t r : {3, 4}) {
    for (const std::int32_t c : {3, 4}) board.free[static_cast<std::size_t>(r * 8 + c)] = false;
  }
  const packing_problem problem(board, pentominoes());
  EXPECT_EQ(board_symmetry(problem).name, "D4");
  EXPECT_EQ(count(problem, true, packing_engine::bitboard), 65u);
  EXPECT_EQ(count(problem, true, packing_engine::dancing_links), 65u);
  EXPECT_EQ(count(problem, false, packing_engine::bitboard), 520u);
}

// The five free tetrominoes cannot tile a 4x5 box: colour it like a chessboard; the T covers 3
// cells of one colour, the other four pieces 2 of each, so the colours cannot balance (Golomb,
// "Polyominoes").
TEST(PolyominoPacking, TetrominoesInFourByFive) {
  const packing_problem problem(packing_board::rectangle(4, 5), tetrominoes());
  EXPECT_EQ(count(problem, false, packing_engine::bitboard), 0u);
  EXPECT_EQ(count(problem, false, packing_engine::dancing_links), 0u);
  EXPECT_EQ(count(problem, true, packing_engine::dancing_links), 0u);
}

TEST(PolyominoPacking, DirectPlainSearchAgreesWithOrbits) {
  const packing_problem problem(packing_board::rectangle(3, 20), pentominoes());
  packing_options options;
  options.mode = packing_mode::all;
  const packing_result by_orbits = solve_packing(problem, options);
  options.plain_by_orbits = false;
  const packing_result direct = solve_packing(problem, options);
  EXPECT_EQ(direct.count, 8u);
  std::set<packing_solution> a(by_orbits.solutions.begin(), by_orbits.solutions.end());
  std::set<packing_solution> b(direct.solutions.begin(), direct.solutions.end());
  EXPECT_EQ(a, b);
}

TEST(PolyominoPacking, EnginesAgreeOnThreeByTwenty) {
  const packing_problem problem(packing_board::rectangle(3, 20), pentominoes());
  for (const packing_engine engine : {packing_engine::bitboard, packing_engine::dancing_links}) {
    packing_options options;
    options.mode = packing_mode::all;
    options.engine = engine;
    const packing_result result = solve_packing(problem, options);
    EXPECT_EQ(result.count, 8u);
    EXPECT_EQ(result.solutions.size(), 8u);
    expect_valid(problem, result);
  }
}

TEST(PolyominoPacking, FindUniqueAndLimit) {
  const packing_problem problem(packing_board::rectangle(3, 20), pentominoes());
  packing_options options;
  options.mode = packing_mode::find;
  packing_result r = solve_packing(problem, options);
  EXPECT_EQ(r.count, 1u);
  EXPECT_EQ(r.solutions.size(), 1u);
  EXPECT_EQ(r.stopped, packing_stop::none);
  expect_valid(problem, r);

  options.mode = packing_mode::unique;
  r = solve_packing(problem, options);
  EXPECT_EQ(r.count, 2u);
  EXPECT_EQ(r.stopped, packing_stop::none);
  options.up_to_symmetry = true;
  r = solve_packing(problem, options);
  EXPECT_EQ(r.count, 2u);  // the two 3x20 solutions are not images of each other
  expect_valid(problem, r);

  options.up_to_symmetry = false;
  options.mode = packing_mode::all;
  options.limit = 5;
  r = solve_packing(problem, options);
  EXPECT_EQ(r.count, 5u);
  EXPECT_EQ(r.stopped, packing_stop::limit);
  options.limit = 8;  // exactly all of them: not stopped by the limit
  r = solve_packing(problem, options);
  EXPECT_EQ(r.count, 8u);
  EXPECT_EQ(r.stopped, packing_stop::none);
  options.mode = packing_mode::count;
  options.limit = 3;
  r = solve_packing(problem, options);
  EXPECT_EQ(r.count, 3u);
  EXPECT_EQ(r.stopped, packing_stop::limit);
}

TEST(PolyominoPacking, TimeoutStops) {
  const packing_problem problem(packing_board::rectangle(6, 10), pentominoes());
  packing_options options;
  options.mode = packing_mode::count;
  options.engine = packing_engine::dancing_links;
  options.timeout_seconds = 1e-6;
  const packing_result r = solve_packing(problem, options);
  EXPECT_EQ(r.stopped, packing_stop::timeout);
  EXPECT_LT(r.count, 9356u);
}

TEST(PolyominoPacking, CancelFlagStops) {
  // packing_options::cancel (Python's Ctrl-C): set before the run, or by another thread during it,
  // it stops one thread and the threaded search alike, reported as a timeout.
  const packing_problem problem(packing_board::rectangle(6, 10), pentominoes());
  for (const unsigned threads : {1u, 2u}) {
    std::atomic<bool> cancel{true};
    packing_options options;
    options.mode = packing_mode::count;
    options.plain_by_orbits = false;
    options.threads = threads;
    options.cancel = &cancel;
    const packing_result r = solve_packing(problem, options);
    EXPECT_EQ(r.stopped, packing_stop::timeout) << threads;
    EXPECT_LT(r.count, 9356u) << threads;
    cancel = false;
    const packing_result full = solve_packing(problem, options);
    EXPECT_EQ(full.stopped, packing_stop::none) << threads;
    EXPECT_EQ(full.count, 9356u) << threads;
  }
}

TEST(PolyominoPacking, ThreadsGiveTheSameSolutionsInTheSameOrder) {
  const packing_problem problem(packing_board::rectangle(4, 15), pentominoes());
  for (const bool symmetry : {false, true}) {
    packing_options options;
    options.mode = packing_mode::all;
    options.up_to_symmetry = symmetry;
    const packing_result one = solve_packing(problem, options);
    options.threads = 2;
    const packing_result two = solve_packing(problem, options);
    EXPECT_EQ(one.solutions, two.solutions);
    EXPECT_EQ(one.count, symmetry ? 368u : 1472u);
    EXPECT_GT(two.tasks, 100u);
    options.limit = 100;
    const packing_result limited = solve_packing(problem, options);
    ASSERT_EQ(limited.solutions.size(), 100u);
    EXPECT_TRUE(
        std::equal(limited.solutions.begin(), limited.solutions.end(), one.solutions.begin()));
    EXPECT_EQ(limited.stopped, packing_stop::limit);
  }
}

TEST(PolyominoPacking, Multiplicities) {
  // Four L-trominoes exactly, in a 3x4 box: the plain L-tromino tilings of 3x4 (there are 4).
  const packing_piece l3{"L", shape({"#.", "##"}), orientation_set::free, 4, 4};
  const packing_problem exact(packing_board::rectangle(3, 4), {l3});
  EXPECT_EQ(count(exact, false, packing_engine::bitboard), 4u);
  EXPECT_EQ(count(exact, false, packing_engine::dancing_links), 4u);
  // A range that excludes the needed number of copies: none.
  const packing_piece few{"L", shape({"#.", "##"}), orientation_set::free, 0, 3};
  const packing_problem too_few(packing_board::rectangle(3, 4), {few});
  EXPECT_EQ(count(too_few, false, packing_engine::bitboard), 0u);
  EXPECT_EQ(count(too_few, false, packing_engine::dancing_links), 0u);
}

}  // namespace
}  // namespace tessera

namespace tessera {
namespace {

using testing_twin::as_twin;
using testing_twin::twin;
using testing_twin::twin_orbits;
using testing_twin::twin_solution;

TEST(PolyominoPacking, RandomBoardsAgainstBruteForceTwin) {
  const std::vector<polyomino> library = {shape({"#"}),
                                          shape({"##"}),
                                          shape({"###"}),
                                          shape({"#.", "##"}),
                                          shape({"####"}),
                                          shape({"##", "##"}),
                                          shape({"###", ".#."}),
                                          shape({"###", "#.."}),
                                          shape({".##", "##."}),
                                          shape({"#.#", "###"}),
                                          shape({".#.", "###", ".#."}),
                                          shape({"##.", ".#.", ".##"}),
                                          shape({"#", ".", "#"})};
  // A fixed seed keeps the run time steady; TESSERA_SEED=N replays or varies it.
  const char* env = std::getenv("TESSERA_SEED");
  const std::uint64_t seed = env != nullptr ? std::strtoull(env, nullptr, 10) : 20261130;
  std::mt19937_64 rng(seed);
  int with_solutions = 0, symmetric = 0, skipped = 0;
  for (int round = 0; round < 250; ++round) {
    SCOPED_TRACE(::testing::Message() << "seed " << seed << " round " << round);
    // A board made of random placements of the chosen pieces (so that it has a solution), or now
    // and then the full box, where symmetric boards and symmetric solutions come up.
    packing_board board =
        packing_board::rectangle(std::uniform_int_distribution<std::int32_t>(1, 5)(rng),
                                 std::uniform_int_distribution<std::int32_t>(1, 5)(rng));
    std::vector<packing_piece> pieces;
    const int kinds = std::uniform_int_distribution<int>(1, 4)(rng);
    for (int k = 0; k < kinds; ++k) {
      packing_piece piece;
      piece.shape = library[std::uniform_int_distribution<std::size_t>(0, library.size() - 1)(rng)];
      if (round % 3 == 0 && k == 0)
        piece.shape = library[std::uniform_int_distribution<std::size_t>(1, 3)(rng)];
      piece.name = std::string(1, static_cast<char>('A' + k));
      piece.orient = static_cast<orientation_set>(std::uniform_int_distribution<int>(0, 2)(rng));
      if (round % 2 == 0) piece.orient = orientation_set::free;
      pieces.push_back(piece);
    }
    std::vector<std::uint32_t> used(pieces.size(), 0);
    if (round % 3 == 0) {
      board = packing_board::rectangle(std::uniform_int_distribution<std::int32_t>(1, 4)(rng),
                                       std::uniform_int_distribution<std::int32_t>(1, 4)(rng));
    } else {
      std::vector<bool> taken(board.free.size(), false);
      for (int attempt = 0; attempt < 40; ++attempt) {
        const auto p = std::uniform_int_distribution<std::size_t>(0, pieces.size() - 1)(rng);
        const auto options = allowed_transforms(pieces[p].orient);
        const polyomino o = pieces[p].shape.transformed(
            options[std::uniform_int_distribution<std::size_t>(0, options.size() - 1)(rng)]);
        const auto r0 = std::uniform_int_distribution<std::int32_t>(0, board.rows - 1)(rng);
        const auto c0 = std::uniform_int_distribution<std::int32_t>(0, board.cols - 1)(rng);
        bool fits = true;
        for (const cell x : o.cells()) {
          fits = fits && r0 + x.row < board.rows && c0 + x.col < board.cols &&
                 !taken[static_cast<std::size_t>((r0 + x.row) * board.cols + c0 + x.col)];
        }
        if (!fits) continue;
        for (const cell x : o.cells())
          taken[static_cast<std::size_t>((r0 + x.row) * board.cols + c0 + x.col)] = true;
        ++used[p];
      }
      board.free = taken;
    }
    for (std::size_t p = 0; p < pieces.size(); ++p) {
      packing_piece& piece = pieces[p];
      piece.min_count = std::uniform_int_distribution<std::uint32_t>(0, used[p])(rng);
      piece.max_count = used[p] + std::uniform_int_distribution<std::uint32_t>(0, 2)(rng);
      if (round % 3 == 0) piece.max_count = 8;
      if (used[p] == 1 && std::bernoulli_distribution(0.5)(rng))
        piece.min_count = piece.max_count = 1;
    }
    twin brute(board, pieces);
    brute.cap = 2000;
    brute.solve();
    if (brute.gave_up) {
      ++skipped;
      continue;
    }
    with_solutions += brute.solutions.empty() ? 0 : 1;
    const packing_problem problem(board, pieces);
    for (const packing_engine engine : {packing_engine::bitboard, packing_engine::dancing_links}) {
      for (const bool by_orbits : {false, true}) {
        packing_options options;
        options.mode = packing_mode::all;
        options.engine = engine;
        options.plain_by_orbits = by_orbits;
        options.threads = round % 5 == 0 ? 2 : 1;
        const packing_result result = solve_packing(problem, options);
        std::set<twin_solution> found;
        for (const packing_solution& s : result.solutions) {
          EXPECT_EQ(check_packing(board, pieces, packed_pieces(problem, s)), "");
          EXPECT_TRUE(found.insert(as_twin(problem, s)).second) << "a solution was listed twice";
        }
        ASSERT_EQ(found, brute.solutions)
            << "engine " << static_cast<int>(engine) << " by orbits " << by_orbits;
        options.mode = packing_mode::count;
        options.up_to_symmetry = true;
        const packing_result orbits = solve_packing(problem, options);
        EXPECT_EQ(orbits.count, twin_orbits(board, pieces, brute.solutions))
            << "engine " << static_cast<int>(engine) << " group " << orbits.group.name;
        symmetric += orbits.group.elements.size() > 1 && orbits.count > 0 ? 1 : 0;
      }
    }
  }
  // The stress test is only worth something when many rounds have solutions, some of them
  // symmetric.
  EXPECT_GT(with_solutions, 50);
  EXPECT_LT(skipped, 50);
  EXPECT_GT(symmetric, 15);
}

// The bitboard engine's wider paths against dancing links, on random boards made of random
// placements in strips of 34 to 128 cells: boxes of more than 64 cells (128-bit masks), more than 6
// kinds of piece (several availability windows), more than 64 candidates at one cell (several
// chunks: these 19 pieces have 88 fixed shapes), multiplicities and holes.
TEST(PolyominoPacking, BitboardAgreesWithDancingLinksOnWideBoards) {
  std::vector<packing_piece> library = pentominoes();
  for (packing_piece piece : tetrominoes()) {
    piece.name = "t" + piece.name;
    library.push_back(piece);
  }
  library.push_back({"I3", shape({"###"})});
  library.push_back({"L3", shape({"##", "#."})});
  const char* env = std::getenv("TESSERA_SEED");
  const std::uint64_t seed = env != nullptr ? std::strtoull(env, nullptr, 10) : 20261130;
  std::mt19937_64 rng(seed);
  int wide = 0, many_kinds = 0, chunked = 0, with_solutions = 0;
  for (int round = 0; round < 40; ++round) {
    SCOPED_TRACE(::testing::Message() << "seed " << seed << " round " << round);
    const auto rows = std::uniform_int_distribution<std::int32_t>(2, 4)(rng);
    const auto cols = std::uniform_int_distribution<std::int32_t>(17, 128 / rows)(rng);
    packing_board board = packing_board::rectangle(rows, cols);
    std::shuffle(library.begin(), library.end(), rng);
    const auto kinds = std::uniform_int_distribution<std::size_t>(4, library.size())(rng);
    std::vector<packing_piece> pieces(library.begin(),
                                      library.begin() + static_cast<std::ptrdiff_t>(kinds));
    std::vector<std::uint32_t> used(pieces.size(), 0);
    std::vector<bool> taken(board.free.size(), false);
    std::size_t covered = 0;
    for (int attempt = 0; attempt < 400 && covered < 40; ++attempt) {
      const auto p = std::uniform_int_distribution<std::size_t>(0, pieces.size() - 1)(rng);
      const auto transforms = allowed_transforms(orientation_set::free);
      const polyomino o = pieces[p].shape.transformed(
          transforms[std::uniform_int_distribution<std::size_t>(0, transforms.size() - 1)(rng)]);
      const auto r0 = std::uniform_int_distribution<std::int32_t>(0, rows - 1)(rng);
      const auto c0 = std::uniform_int_distribution<std::int32_t>(0, cols - 1)(rng);
      bool fits = true;
      for (const cell x : o.cells()) {
        fits = fits && r0 + x.row < rows && c0 + x.col < cols &&
               !taken[static_cast<std::size_t>((r0 + x.row) * cols + c0 + x.col)];
      }
      if (!fits) continue;
      for (const cell x : o.cells())
        taken[static_cast<std::size_t>((r0 + x.row) * cols + c0 + x.col)] = true;
      covered += o.size();
      ++used[p];
    }
    board.free = taken;
    if (round % 5 == 1) {
      // A small full box and every kind at most once: many candidates at each cell.
      board = packing_board::rectangle(5, 4);
      pieces = library;
      used.assign(pieces.size(), 0);
    }
    for (std::size_t p = 0; p < pieces.size(); ++p) {
      pieces[p].min_count = std::uniform_int_distribution<std::uint32_t>(0, used[p])(rng);
      pieces[p].max_count = std::max<std::uint32_t>(
          used[p] + std::uniform_int_distribution<std::uint32_t>(0, 1)(rng), 1);
      if (round % 2 == 0 && round % 5 != 1)
        pieces[p].min_count = pieces[p].max_count = used[p] > 0 ? 1 : 0;
      if (round % 5 == 1) {
        pieces[p].max_count = std::bernoulli_distribution(0.9)(rng) ? 1 : 0;
        pieces[p].min_count = std::bernoulli_distribution(0.1)(rng) ? pieces[p].max_count : 0;
      }
    }
    const packing_problem problem(board, pieces);
    wide += board.rows * board.cols > 64 ? 1 : 0;
    // Placements per anchor (the first cell along the short side, as the bitboard engine numbers
    // them): more than 64 at one cell takes two chunks.
    std::map<std::int32_t, int> anchored;
    int most = 0;
    for (const placement& pl : problem.placements()) {
      std::int32_t first = board.rows * board.cols;
      for (const cell x : pl.cells) first = std::min(first, x.col * board.rows + x.row);
      most = std::max(most, ++anchored[first]);
    }
    chunked += most > 64 ? 1 : 0;
    many_kinds += kinds > 6 ? 1 : 0;
    if (round % 5 == 1) {
      // Too many solutions to list cheaply: counts, plain and up to symmetry.
      for (const bool symmetry : {false, true}) {
        EXPECT_EQ(count(problem, symmetry, packing_engine::bitboard),
                  count(problem, symmetry, packing_engine::dancing_links));
      }
      continue;
    }
    std::set<packing_solution> by_engine[2];
    for (const packing_engine engine : {packing_engine::bitboard, packing_engine::dancing_links}) {
      packing_options options;
      options.mode = packing_mode::all;
      options.engine = engine;
      options.plain_by_orbits = round % 3 != 0;
      options.threads = round % 4 == 0 ? 2 : 1;
      const packing_result result = solve_packing(problem, options);
      ASSERT_EQ(result.engine, engine);
      expect_valid(problem, result);
      auto& found = by_engine[engine == packing_engine::bitboard ? 0 : 1];
      found.insert(result.solutions.begin(), result.solutions.end());
      EXPECT_EQ(found.size(), result.solutions.size()) << "a solution was listed twice";
    }
    EXPECT_EQ(by_engine[0], by_engine[1]);
    with_solutions += by_engine[0].empty() ? 0 : 1;
  }
  EXPECT_GT(wide, 15);
  EXPECT_GT(many_kinds, 20);
  EXPECT_GT(chunked, 2);
  EXPECT_GT(with_solutions, 10);
}

}  // namespace
}  // namespace tessera

namespace tessera {
namespace {

// Solutions that are themselves symmetric are counted once: the 2 domino tilings of the 2x2 square
// are one orbit under D4 (each is fixed by a half turn and two reflections); the 4x4 square has 36
// domino tilings (Kasteleyn), and 8 orbits under D4 (checked against the brute-force twin below).
TEST(PolyominoPacking, SymmetricSolutionsCountedOnce) {
  const packing_piece domino{"D", shape({"##"}), orientation_set::free, 0, 8};
  const packing_problem square(packing_board::rectangle(2, 2), {domino});
  EXPECT_EQ(count(square, false, packing_engine::bitboard), 2u);
  EXPECT_EQ(count(square, true, packing_engine::bitboard), 1u);
  EXPECT_EQ(count(square, true, packing_engine::dancing_links), 1u);
  const packing_problem four(packing_board::rectangle(4, 4), {domino});
  EXPECT_EQ(count(four, false, packing_engine::dancing_links), 36u);
  twin brute(four.board(), four.pieces());
  brute.solve();
  EXPECT_EQ(count(four, true, packing_engine::bitboard),
            twin_orbits(four.board(), four.pieces(), brute.solutions));
}

// In the 5x12 box the X pentomino can sit on the horizontal axis: Knuth's case split. The search
// then runs more than one case and still finds 1010.
TEST(PolyominoPacking, CaseSplitWhenThePieceLiesOnAnAxis) {
  const packing_problem problem(packing_board::rectangle(5, 12), pentominoes());
  packing_options options;
  options.up_to_symmetry = true;
  const packing_result r = solve_packing(problem, options);
  EXPECT_EQ(r.count, 1010u);
  EXPECT_GT(r.cases, 1u);
}

TEST(PolyominoPacking, OneSidedPiecesKeepOnlyRotations) {
  // With pieces that may not be reflected the group of a rectangle drops its mirrors (C2).
  auto pieces = pentominoes();
  for (packing_piece& p : pieces) p.orient = orientation_set::rotate;
  const packing_problem problem(packing_board::rectangle(3, 20), pieces);
  EXPECT_EQ(board_symmetry(problem).name, "C2");
}

}  // namespace
}  // namespace tessera

namespace tessera {
namespace {

TEST(PolyominoPacking, QuickRefutationByCellCounts) {
  const packing_piece l3{"L", shape({"#.", "##"}), orientation_set::free, 0, 200};
  const packing_problem odd(packing_board::rectangle(20, 20), {l3});  // 400 is not a multiple of 3
  EXPECT_TRUE(odd.refuted());
  EXPECT_TRUE(odd.placements().empty());
  EXPECT_EQ(count(odd, false, packing_engine::dancing_links), 0u);
  const packing_problem too_big(packing_board::rectangle(20, 20), pentominoes());  // 400 > 60
  EXPECT_TRUE(too_big.refuted());
  EXPECT_EQ(count(too_big, true, packing_engine::automatic), 0u);
  const packing_problem fine(packing_board::rectangle(6, 10), pentominoes());
  EXPECT_FALSE(fine.refuted());
}

}  // namespace
}  // namespace tessera
