// Tests for tessera/polyomino_packing.hpp: golden counts from published sources, both engines
// against each other and against a brute-force twin on seeded random boards, threads against one
// thread, and every reported solution through the independent checker.
#include "tessera/polyomino_packing.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string_view>

namespace tessera {
namespace {

polyomino shape(std::initializer_list<std::string_view> rows) {
  const std::vector<std::string_view> v(rows);
  return from_rows(v);
}

// The 12 free pentominoes with their conventional names (Golomb's naming).
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
    const auto placed = placed_pieces(problem, s);
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
