// Tests of "up to symmetry" in tessera/polyomino_packing.hpp (board_symmetry and the search up to
// it), in the published convention: the group is every motion of the board that maps the board and
// the piece set onto themselves, a piece going to its mirror image when the set holds it with the
// same multiplicity. Golden values with their sources, the groups of typical sets, and a seeded
// stress test against the brute-force twin (tests/packing_twin.hpp), which counts orbits directly.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <string_view>

#include "packing_twin.hpp"
#include "tessera/polyomino_packing.hpp"
#include "tessera/polyomino_sets.hpp"

namespace tessera {
namespace {

using testing_twin::twin;
using testing_twin::twin_orbits;

polyomino shape(std::initializer_list<std::string_view> rows) {
  const std::vector<std::string_view> v(rows);
  return from_rows(v);
}

std::vector<packing_piece> named_set(std::string_view name, orientation_set orient,
                                     std::uint32_t copies = 1) {
  std::vector<packing_piece> out;
  const auto set = named_piece_set(name);  // kept: a range-for over *temporary would dangle
  for (const named_piece& p : *set) {
    out.push_back(packing_piece{p.name, p.shape, min_orient(orient, p.max_orient), copies, copies});
  }
  return out;
}

packing_result solve(const packing_problem& problem, bool up_to_symmetry, bool by_orbits = true) {
  packing_options options;
  options.mode = packing_mode::count;
  options.up_to_symmetry = up_to_symmetry;
  options.plain_by_orbits = by_orbits;
  return solve_packing(problem, options);
}

// Polyform Puzzler (David Goodger), puzzler/puzzles/pentominoes.py, class OneSidedPentominoes3x30:
// "46 solutions" for the 18 one-sided pentominoes in the 3x30 box (its duplicate conditions are
// the box's three non-trivial motions, pieces carried to their mirror images). The same file gives
// 686,628 (5x18), 2,567,183 (6x15) and 10,440,433 (9x10, A. Wassermann's count, 2000): too slow for
// a test. Every orbit here has 4 solutions (none is symmetric), so the direct count is 184.
TEST(PackingSymmetry, OneSidedPentominoesThreeByThirty) {
  const packing_problem problem(packing_board::rectangle(3, 30),
                                named_set("pentominoes-1s", orientation_set::rotate));
  const symmetry_group group = board_symmetry(problem);
  EXPECT_EQ(group.name, "D2");
  const packing_result reduced = solve(problem, true);
  EXPECT_EQ(reduced.count, 46u);
  EXPECT_EQ(solve(problem, false).count, 184u);  // by orbits; the direct search: the stress test
}

TEST(PackingSymmetry, GroupsOfTypicalSets) {
  const packing_board box = packing_board::rectangle(3, 20);
  // Free pentominoes: the box's whole group.
  EXPECT_EQ(
      board_symmetry(packing_problem(box, named_set("pentominoes", orientation_set::free))).name,
      "D2");
  // The 12 pentominoes one-sided, without their mirrors: a reflection would need F', L', ...
  EXPECT_EQ(
      board_symmetry(packing_problem(box, named_set("pentominoes", orientation_set::rotate))).name,
      "C2");
  // The 18 one-sided pentominoes less one chiral piece: its mirror has no partner, so C2.
  auto one_sided = named_set("pentominoes-1s", orientation_set::rotate);
  const packing_board box_90 = packing_board::rectangle(5, 18);
  EXPECT_EQ(board_symmetry(packing_problem(box_90, one_sided)).name, "D2");
  for (std::size_t i = 0; i < one_sided.size(); ++i) {
    if (orientations(one_sided[i].shape, orientation_set::free).size() == 8) {
      one_sided.erase(one_sided.begin() + static_cast<std::ptrdiff_t>(i));
      break;
    }
  }
  EXPECT_EQ(board_symmetry(packing_problem(box_90, one_sided)).name, "C2");
  // A chiral pair with different multiplicities is not closed under reflection either.
  const polyomino l3 = shape({"###", "#.."});
  const polyomino l3_mirror = shape({"###", "..#"});
  const packing_board square = packing_board::rectangle(4, 4);
  EXPECT_EQ(
      board_symmetry(packing_problem(square, {{"L", l3, orientation_set::rotate, 2, 2},
                                              {"J", l3_mirror, orientation_set::rotate, 2, 2}}))
          .name,
      "D4");
  EXPECT_EQ(
      board_symmetry(packing_problem(square, {{"L", l3, orientation_set::rotate, 1, 1},
                                              {"J", l3_mirror, orientation_set::rotate, 3, 3}}))
          .name,
      "C4");
  // Fixed orientations: a horizontal domino alone keeps the motions that keep it horizontal (the
  // half turn and the two axis mirrors); with the vertical one beside it, the square's whole group.
  const packing_piece across{"H", shape({"##"}), orientation_set::fixed, 0, 8};
  const packing_piece down{"V", shape({"#", "#"}), orientation_set::fixed, 0, 8};
  const symmetry_group only_across = board_symmetry(packing_problem(square, {across}));
  EXPECT_EQ(only_across.name, "D2");
  EXPECT_EQ(board_symmetry(packing_problem(square, {across, down})).name, "D4");
  // The reflections carry H to V and back.
  const symmetry_group both = board_symmetry(packing_problem(square, {across, down}));
  std::size_t swapping = 0;
  for (const auto& image : both.piece_images) swapping += image[0] == 1 ? 1 : 0;
  EXPECT_EQ(swapping, 4u);
}

// Counts up to symmetry against the twin's direct orbit count, on random sets: free, one-sided
// with and without mirror partners, fixed, mixed, with multiplicities (exactly k copies or a
// range), on full boxes (where the groups are largest) and boxes with symmetric holes.
TEST(PackingSymmetry, RandomSetsAgainstTwinOrbits) {
  const std::vector<polyomino> library = {shape({"##"}),
                                          shape({"###"}),
                                          shape({"#.", "##"}),
                                          shape({"###", "#.."}),
                                          shape({".##", "##."}),
                                          shape({"###", ".#."}),
                                          shape({"##", "##"}),
                                          shape({"####"}),
                                          shape({"##.", ".##", "..#"}),
                                          shape({"##", "#.", "#."}),
                                          shape({"#"})};
  const char* env = std::getenv("TESSERA_SEED");
  const std::uint64_t seed = env != nullptr ? std::strtoull(env, nullptr, 10) : 20261201;
  std::mt19937_64 rng(seed);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int reflected = 0, mirrored_pieces = 0, counted = 0;
  for (int round = 0; round < 300; ++round) {
    SCOPED_TRACE(::testing::Message() << "seed " << seed << " round " << round);
    const std::int32_t rows = pick(1, 4);
    const std::int32_t cols = round % 2 == 0 ? rows : pick(1, 5);
    packing_board board = packing_board::rectangle(rows, cols);
    if (round % 5 == 4 && rows >= 3 && cols >= 3) {  // a centre hole: symmetric under the group
      board.free[static_cast<std::size_t>((rows / 2) * cols + cols / 2)] = false;
      if (rows % 2 == 0 || cols % 2 == 0) board = packing_board::rectangle(rows, cols);
    }
    std::vector<packing_piece> pieces;
    const int kinds = pick(1, 3);
    for (int k = 0; k < kinds; ++k) {
      packing_piece piece;
      piece.shape =
          library[static_cast<std::size_t>(pick(0, static_cast<int>(library.size()) - 1))];
      piece.name = std::string(1, static_cast<char>('A' + k));
      piece.orient = static_cast<orientation_set>(pick(0, 2));
      const int copies = pick(0, 3);
      if (pick(0, 1) == 0) {
        piece.min_count = piece.max_count = static_cast<std::uint32_t>(copies);
      } else {
        piece.min_count = 0;
        piece.max_count = static_cast<std::uint32_t>(copies + 2);
      }
      pieces.push_back(piece);
      // Often the piece's mirror image too, with the same multiplicity (one-sided sets closed
      // under reflection), now and then with another one (not closed).
      if (piece.orient != orientation_set::free && pick(0, 2) != 0) {
        packing_piece mirror = piece;
        mirror.name = std::string(1, static_cast<char>('a' + k));
        mirror.shape = piece.shape.transformed(transform{0, true});
        if (pick(0, 4) == 0) mirror.max_count += 1;
        pieces.push_back(mirror);
        ++mirrored_pieces;
      }
    }
    twin brute(board, pieces);
    brute.cap = 3000;
    brute.solve();
    if (brute.gave_up) continue;
    const packing_problem problem(board, pieces);
    std::size_t twin_group = 0;
    const std::size_t expected = twin_orbits(board, pieces, brute.solutions, &twin_group);
    const symmetry_group group = board_symmetry(problem);
    ASSERT_EQ(group.elements.size(), twin_group) << "group " << group.name;
    const packing_result reduced = solve(problem, true);
    ASSERT_EQ(reduced.count, expected) << "group " << group.name;
    // Plain counts, by orbits and directly, are the twin's solutions.
    EXPECT_EQ(solve(problem, false).count, brute.solutions.size());
    EXPECT_EQ(solve(problem, false, false).count, brute.solutions.size());
    ++counted;
    for (const transform t : group.elements) reflected += t.reflect && expected > 0 ? 1 : 0;
  }
  // Worth something only when most rounds ran and many groups held reflections of real solutions.
  EXPECT_GT(counted, 200);
  EXPECT_GT(reflected, 100);
  EXPECT_GT(mirrored_pieces, 100);
}

}  // namespace
}  // namespace tessera
