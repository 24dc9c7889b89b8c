// Tests for the bitboard engines' connectivity cuts on lattices embedded in the box
// (src/detail/packing_cut_adjacency.hpp): the adjacency found connects every placement on hexagons
// and cubes (and an adjacency without its extra offset does not, so the check can fail); seeded
// random boards with holes and random piece sets on hexagons and cubes, where the cuts fire (no
// piece smaller than 3 cells), against the brute-force twin (tests/lattice_packing_twin.hpp) and
// against dancing links on boards too large for the twin, the narrow engine and the wide one, once
// and with multiplicities, up to symmetry and not.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "detail/packing_cut_adjacency.hpp"
#include "lattice_packing_twin.hpp"
#include "tessera/lattice_packing.hpp"

namespace tessera {
namespace {

std::uint64_t cuts_count(const lattice_packing& lp, bool symmetry, packing_engine engine,
                         bool by_orbits = false) {
  packing_options options;
  options.up_to_symmetry = symmetry;
  options.engine = engine;
  options.plain_by_orbits = by_orbits;
  const packing_result r = solve_packing(lp.problem(), options);
  EXPECT_EQ(r.refused, "");
  return r.count;
}

polyform grown_polyform(lattice l, std::size_t n, std::mt19937_64& rng) {
  std::vector<lattice_cell> cells{lattice_cell{0, 0, 0}};
  std::vector<lattice_cell> around;
  while (cells.size() < n) {
    around.clear();
    for (const lattice_cell& c : cells) lattice_neighbours(l, c, around);
    const lattice_cell next = around[rng() % around.size()];
    if (std::find(cells.begin(), cells.end(), next) == cells.end()) cells.push_back(next);
  }
  return polyform(l, cells);
}

// A box of w x h (x d on cubes) cells with about one cell in `hole_every` missing (none when 0).
lattice_board holed_box(lattice l, int w, int h, int d, unsigned hole_every, std::mt19937_64& rng) {
  lattice_board b{l, {}};
  for (int x = 0; x < w; ++x) {
    for (int y = 0; y < h; ++y) {
      for (int z = 0; z < (l == lattice::cube ? d : 1); ++z) {
        if (hole_every != 0 && rng() % hole_every == 0) continue;
        b.cells.push_back(lattice_cell{x, y, z});
      }
    }
  }
  return b;
}

// Distinct random pieces of 3 to 5 cells (so that walled-in cells, pairs and regions of the wrong
// size are dead), once or 0..k copies each, and a board with at least one solution: the cells of
// copies of the pieces, each turned by a random motion, dropped at random places of a box without
// overlapping (the box's cells left over are holes). On cubes the box is 2 or 3 layers deep.
struct random_instance {
  lattice_board board;
  std::vector<lattice_packing_piece> pieces;
};
random_instance random_instance_of(lattice l, std::size_t kinds, bool once, std::mt19937_64& rng,
                                   int spread = 5) {
  random_instance out;
  std::set<polyform> seen;
  std::size_t cells = 0;
  for (std::size_t i = 0; i < kinds; ++i) {
    const polyform shape = grown_polyform(l, 3 + rng() % 3, rng);
    if (!seen.insert(canonical_form(shape, orientation_set::free)).second) continue;
    const auto copies = once ? 1u : static_cast<std::uint32_t>(1 + rng() % 3);
    const auto orient = rng() % 2 == 0 ? orientation_set::free : orientation_set::rotate;
    out.pieces.push_back(
        {std::string(1, static_cast<char>('A' + i)), shape, orient, once ? 1u : 0u, copies});
    cells += shape.size() * copies;
  }
  const int d = l == lattice::cube ? 2 + static_cast<int>(rng() % 2) : 1;
  const int h = 3 + static_cast<int>(rng() % 3);
  const int w = static_cast<int>(cells) * spread / (4 * h * d) + 2;
  std::set<lattice_cell> taken;
  std::vector<lattice_packing_piece> placed;
  for (const lattice_packing_piece& p : out.pieces) {
    std::uint32_t copies = 0;
    for (std::uint32_t copy = 0; copy < p.max_count; ++copy) {
      // The turned piece, normalised (its least coordinates 0) by polyform.
      std::vector<lattice_cell> turned_cells;
      const std::size_t motion =
          rng() % (p.orient == orientation_set::free ? motion_count(l) : rotation_count(l));
      for (const lattice_cell& c : p.shape.cells())
        turned_cells.push_back(apply_motion(l, motion, c));
      const polyform turned(l, turned_cells);
      for (int attempt = 0; attempt < 200; ++attempt) {
        const lattice_cell by{
            static_cast<int>(rng() % static_cast<unsigned>(w)),
            static_cast<int>(rng() % static_cast<unsigned>(h)),
            l == lattice::cube ? static_cast<int>(rng() % static_cast<unsigned>(d)) : 0};
        std::vector<lattice_cell> moved;
        for (const lattice_cell& c : turned.cells()) {
          const lattice_cell m = translated(l, c, by);
          if (m.x < 0 || m.y < 0 || m.z < 0 || m.x >= w || m.y >= h ||
              m.z >= (l == lattice::cube ? d : 2) || taken.count(m) != 0) {
            break;
          }
          moved.push_back(m);
        }
        if (moved.size() != p.shape.size()) continue;
        taken.insert(moved.begin(), moved.end());
        ++copies;
        break;
      }
    }
    // Once: a piece that found no room is left out (the board holds the others' cells).
    if (!once || copies == 1) placed.push_back(p);
  }
  out.pieces = std::move(placed);
  out.board = lattice_board{l, {taken.begin(), taken.end()}};
  return out;
}

TEST(LatticeCuts, AdjacencyConnectsEveryPlacement) {
  std::mt19937_64 rng(1);
  for (const lattice l : {lattice::hex, lattice::cube}) {
    const lattice_board board = holed_box(l, 5, 4, 3, 0, rng);
    std::vector<lattice_packing_piece> pieces;
    for (std::size_t n = 2; n <= 5; ++n) {
      // Up to 10 copies, so that cell counts do not refute the problem (which has no placements).
      pieces.push_back({std::string(1, static_cast<char>('a' + n)), grown_polyform(l, n, rng),
                        orientation_set::free, 0, 10});
    }
    const lattice_packing lp(board, pieces);
    const detail::cut_adjacency adjacency = detail::find_cut_adjacency(lp.problem());
    SCOPED_TRACE(lattice_name(l));
    ASSERT_FALSE(lp.problem().placements().empty());
    EXPECT_TRUE(adjacency.connected);
    ASSERT_EQ(adjacency.offsets.size(), 3u);  // the box's two and the diagonal, or the next layer
    EXPECT_TRUE(detail::placements_connected(lp.problem(), adjacency));
    // Without the third offset some placement falls apart: the check is not vacuous.
    detail::cut_adjacency box_only = adjacency;
    box_only.offsets.pop_back();
    EXPECT_FALSE(detail::placements_connected(lp.problem(), box_only));
  }
}

class LatticeCutsRandom : public ::testing::TestWithParam<lattice> {};

// Small boards: the bitboard engine with the lattice's cuts against the twin's solutions and
// orbits.
TEST_P(LatticeCutsRandom, AgreesWithTheTwin) {
  const lattice l = GetParam();
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    std::mt19937_64 rng(seed * 6364136223846793005ULL + static_cast<std::uint64_t>(l));
    const bool once = rng() % 2 == 0;
    const random_instance in = random_instance_of(l, once ? 4 : 2, once, rng);
    if (in.board.cells.empty()) continue;
    const lattice_packing lp(in.board, in.pieces);
    lattice_twin::twin t(in.board, in.pieces);
    t.search();
    SCOPED_TRACE(::testing::Message() << "seed " << seed << " lattice " << lattice_name(l)
                                      << " once " << once << " cells " << in.board.cells.size());
    EXPECT_EQ(cuts_count(lp, false, packing_engine::bitboard), t.solutions.size());
    EXPECT_EQ(cuts_count(lp, false, packing_engine::automatic, true), t.solutions.size());
    EXPECT_EQ(cuts_count(lp, true, packing_engine::bitboard), t.orbits());
  }
}

// Larger boards with holes, past the twin's reach: the bitboard engine with the lattice's cuts
// against dancing links.
TEST_P(LatticeCutsRandom, AgreesWithDancingLinks) {
  const lattice l = GetParam();
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    std::mt19937_64 rng(seed * 1442695040888963407ULL + static_cast<std::uint64_t>(l));
    const bool once = rng() % 2 == 0;
    const random_instance in = random_instance_of(l, once ? 7 : 4, once, rng);
    if (in.board.cells.empty()) continue;
    const lattice_packing lp(in.board, in.pieces);
    SCOPED_TRACE(::testing::Message() << "seed " << seed << " lattice " << lattice_name(l)
                                      << " once " << once << " cells " << in.board.cells.size());
    const std::uint64_t plain = cuts_count(lp, false, packing_engine::dancing_links);
    EXPECT_EQ(cuts_count(lp, false, packing_engine::bitboard), plain);
    EXPECT_EQ(cuts_count(lp, true, packing_engine::bitboard),
              cuts_count(lp, true, packing_engine::dancing_links));
  }
}

// Sparse boards in boxes of more than 128 cells: the wide engine with the lattice's cuts against
// dancing links.
TEST_P(LatticeCutsRandom, WideBoxesAgreeWithDancingLinks) {
  const lattice l = GetParam();
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    std::mt19937_64 rng(seed * 2862933555777941757ULL + static_cast<std::uint64_t>(l));
    const bool once = rng() % 2 == 0;
    const random_instance in = random_instance_of(l, once ? 10 : 6, once, rng, 20);
    if (in.board.cells.empty()) continue;
    const lattice_packing lp(in.board, in.pieces);
    const packing_board& box = lp.problem().board();
    SCOPED_TRACE(::testing::Message()
                 << "seed " << seed << " lattice " << lattice_name(l) << " once " << once
                 << " cells " << in.board.cells.size() << " box " << box.rows << "x" << box.cols);
    const std::uint64_t plain = cuts_count(lp, false, packing_engine::dancing_links);
    EXPECT_EQ(cuts_count(lp, false, packing_engine::bitboard), plain);
    EXPECT_EQ(cuts_count(lp, true, packing_engine::bitboard),
              cuts_count(lp, true, packing_engine::dancing_links));
  }
}

INSTANTIATE_TEST_SUITE_P(HexAndCube, LatticeCutsRandom,
                         ::testing::Values(lattice::hex, lattice::cube),
                         [](const auto& param) { return std::string(lattice_name(param.param)); });

}  // namespace
}  // namespace tessera
