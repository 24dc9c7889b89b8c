// Tests of "up to symmetry" in tessera/polyomino_packing.hpp (board_symmetry and the search up to
// it), in the published convention: the group is every motion of the board that maps the board and
// the piece set onto themselves, a piece going to its mirror image when the set holds it with the
// same multiplicity. Golden values with their sources, the groups of typical sets, and a seeded
// stress test against the brute-force twin (tests/packing_twin.hpp), which counts orbits directly.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <set>
#include <string_view>

#include "packing_twin.hpp"
#include "tessera/polyomino_packing.hpp"
#include "tessera/polyomino_sets.hpp"

namespace tessera {
namespace {

using testing_twin::as_twin;
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

// The named pentominoes `names` (free), each used 0..most times.
std::vector<packing_piece> pentominoes_up_to(std::string_view names, std::uint32_t most) {
  std::vector<packing_piece> out;
  for (const packing_piece& p : named_set("pentominoes", orientation_set::free)) {
    if (names.find(p.name[0]) != std::string_view::npos) {
      out.push_back(packing_piece{p.name, p.shape, orientation_set::free, 0, most});
    }
  }
  return out;
}

// Published counts where no piece is used exactly once, so that only the cell restriction (a cell
// fixed by the group, or one with a smaller stabiliser and the filter) can cut the tree. OEIS
// A247268 (Alois P. Heinz, 2014), tilings of a 5 x n rectangle by n pentominoes of shapes Y, U, X:
// a(13) = 90, a(14) = 144, a(15) = 457; OEIS A349187 (Heinz, 2021), shapes X, Y, Z: a(15) = 1394.
// 5 x 15 has a centre cell fixed by D2; in 5 x 14 the middle row's cells are fixed by one mirror.
TEST(PackingSymmetry, CellRestrictionPublishedCounts) {
  struct known {
    std::string_view names;
    std::int32_t cols;
    std::uint64_t count;
    std::string_view restriction;  // how the first restriction starts
  };
  for (const known& k : {known{"YUX", 13, 90, "the placement covering row 3 column "},
                         known{"YUX", 14, 144, "the placement covering row 3 column "},
                         known{"YUX", 15, 457, "the placement covering row 3 column 8 "},
                         known{"XYZ", 15, 1394, "the placement covering row 3 column 8 "}}) {
    SCOPED_TRACE(::testing::Message() << k.names << " 5x" << k.cols);
    const packing_problem problem(packing_board::rectangle(5, k.cols),
                                  pentominoes_up_to(k.names, static_cast<std::uint32_t>(k.cols)));
    const packing_result plain = solve(problem, false);  // by orbits of the restricted search
    EXPECT_EQ(plain.count, k.count);
    EXPECT_EQ(plain.restriction.substr(0, k.restriction.size()), k.restriction)
        << plain.restriction;
    EXPECT_EQ(plain.restriction.find("filter under the rest") != std::string::npos, k.cols % 2 == 0)
        << plain.restriction;
    // Up to symmetry, then each orbit's size by the twin's own group: they add up to the count.
    const packing_result reduced = solve(problem, true);
    EXPECT_LT(reduced.count, k.count);
    EXPECT_GE(4 * reduced.count, k.count);
  }
}

// The cell restriction against the brute-force twin: square boards (odd and even sides, where the
// centre cell is fixed by D4 or no cell is) and near-squares, with holes that keep the group or
// break it, sets of identical pieces (multiplicities above 1, ranges) and sets used once, counted
// up to symmetry, plainly by orbits (boards of 40 cells and more) and directly, on 1 and 2
// threads, by both engines.
TEST(PackingSymmetry, CellRestrictionAgainstTwin) {
  const std::vector<polyomino> library = {
      shape({"##"}),         shape({"###"}),          shape({"#.", "##"}),
      shape({"###", "#.."}), shape({"####", ".#.."}), shape({"###", ".#."}),
      shape({"##", "##"}),   shape({"####"}),         shape({".#.", "###", ".#."}),
      shape({"#"}),          shape({"###", "#.#"}),   shape({"##.", ".##"})};
  const char* env = std::getenv("TESSERA_SEED");
  // Seed 4 by default: its rounds catch both planted bugs tried (representatives under the whole
  // group instead of the cell's stabiliser; the final filter ignoring the allowed placements).
  const std::uint64_t seed = env != nullptr ? std::strtoull(env, nullptr, 10) : 4;
  std::mt19937_64 rng(seed);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  int counted = 0, by_cell = 0, by_filter = 0, plain_by_orbits = 0, symmetric = 0;
  for (int round = 0; round < 120; ++round) {
    SCOPED_TRACE(::testing::Message() << "seed " << seed << " round " << round);
    const std::int32_t rows = round % 4 == 0 ? 7 : pick(3, 7);
    const std::int32_t cols = round % 3 == 2 ? rows + 1 : rows;
    packing_board board = packing_board::rectangle(rows, cols);
    const int holes = pick(0, 3);  // 0: none, 1: a symmetric orbit, 2: the centre, 3: one cell
    if (holes == 1 || holes == 3) {
      const cell h{pick(0, rows - 1), pick(0, cols - 1)};
      const testing_twin::twin_motions m{rows, cols};
      for (int t = 0; t < (holes == 1 ? 8 : 1); ++t) {
        if (t % 2 == 1 && rows != cols) continue;
        const cell y = m.map(t, h);
        board.free[static_cast<std::size_t>(y.row * cols + y.col)] = false;
      }
    } else if (holes == 2) {
      board.free[static_cast<std::size_t>((rows / 2) * cols + cols / 2)] = false;
    }
    std::vector<packing_piece> pieces;
    const bool once = round % 4 == 3;
    const int kinds = once ? pick(2, 5) : pick(1, 3);
    for (int k = 0; k < kinds; ++k) {
      packing_piece piece;
      piece.shape =
          library[static_cast<std::size_t>(pick(0, static_cast<int>(library.size()) - 1))];
      piece.name = std::string(1, static_cast<char>('A' + k));
      piece.orient = pick(0, 3) == 0 ? orientation_set::rotate : orientation_set::free;
      if (once) {
        piece.min_count = piece.max_count = 1;
      } else if (k == 0) {  // as many copies as fit: the cell counts rarely refute the set
        piece.min_count = static_cast<std::uint32_t>(pick(0, 2));
        piece.max_count = 49;
      } else if (pick(0, 1) == 0) {
        piece.min_count = piece.max_count = static_cast<std::uint32_t>(pick(2, 4));
      } else {
        piece.min_count = 0;
        piece.max_count = static_cast<std::uint32_t>(pick(1, 6));
      }
      pieces.push_back(piece);
    }
    twin brute(board, pieces);
    brute.cap = 4000;
    brute.solve();
    if (brute.gave_up) continue;
    const packing_problem problem(board, pieces);
    std::size_t twin_group = 0;
    const std::size_t expected = twin_orbits(board, pieces, brute.solutions, &twin_group);
    for (const unsigned threads : {1u, 2u}) {
      for (const packing_engine engine :
           {packing_engine::automatic, packing_engine::dancing_links}) {
        if (threads == 2 && engine == packing_engine::dancing_links) continue;
        SCOPED_TRACE(::testing::Message()
                     << threads << " thread(s), engine " << static_cast<int>(engine));
        packing_options options;
        options.threads = threads;
        options.engine = engine;
        options.up_to_symmetry = true;
        const packing_result reduced = solve_packing(problem, options);
        ASSERT_EQ(reduced.count, expected) << reduced.group.name << ": " << reduced.restriction;
        options.up_to_symmetry = false;
        options.mode = packing_mode::all;
        const packing_result plain = solve_packing(problem, options);
        ASSERT_EQ(plain.count, brute.solutions.size()) << plain.restriction;
        std::set<testing_twin::twin_solution> listed;
        for (const packing_solution& s : plain.solutions) listed.insert(as_twin(problem, s));
        ASSERT_EQ(listed, brute.solutions) << plain.restriction;
        if (threads == 1 && engine == packing_engine::automatic) {
          by_cell += reduced.restriction.starts_with("the placement covering") ? 1 : 0;
          by_filter += reduced.restriction.find("filter under the rest") != std::string::npos;
          plain_by_orbits += plain.search_group.elements.size() > 1 ? 1 : 0;
          symmetric += expected * twin_group > brute.solutions.size() ? 1 : 0;
        }
      }
    }
    ++counted;
  }
  // Worth something only when most rounds ran and each kind of restriction ran often, and some
  // solutions were themselves symmetric.
  EXPECT_GT(counted, 80);
  EXPECT_GT(by_cell, 15);
  EXPECT_GT(by_filter, 6);
  EXPECT_GT(plain_by_orbits, 6);
  EXPECT_GT(symmetric, 3);
}

}  // namespace
}  // namespace tessera
