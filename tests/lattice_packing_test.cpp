// Tests for tessera/lattice_packing.hpp: every lattice against the brute-force twin
// (tests/lattice_packing_twin.hpp) on seeded random boards with holes and random piece sets, once
// and with unlimited copies, up to symmetry and not, both engines, threads; every solution through
// the independent checker; golden counts from published sources (the Soma cube, the hexiamonds in
// the 6x6 rhombus, MacMahon's hexagons, the 2x2xn dicube boxes).
#include "tessera/lattice_packing.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "cell_instances.hpp"
#include "lattice_packing_twin.hpp"

namespace tessera {
namespace {

std::uint64_t solve_count(const lattice_packing& lp, bool symmetry, packing_engine engine,
                          bool by_orbits = true, unsigned threads = 1) {
  packing_options options;
  options.up_to_symmetry = symmetry;
  options.engine = engine;
  options.plain_by_orbits = by_orbits;
  options.threads = threads;
  return solve_packing(lp.problem(), options).count;
}

// A random connected polyform of n cells grown cell by cell from a cell of the lattice.
polyform random_polyform(lattice l, std::size_t n, std::mt19937_64& rng) {
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

// A random board: a small box of the lattice with a few holes.
lattice_board random_board(lattice l, std::size_t most_cells, std::mt19937_64& rng) {
  lattice_board b{l, {}};
  const int w = 2 + static_cast<int>(rng() % 3), h = 2 + static_cast<int>(rng() % 3);
  const int d = l == lattice::cube ? 1 + static_cast<int>(rng() % 2) : 1;
  for (int x = 0; x < w; ++x) {
    for (int y = 0; y < h; ++y) {
      for (int z = 0; z < (l == lattice::tri ? 2 : d); ++z) {
        if (rng() % 6 == 0) continue;  // a hole
        b.cells.push_back(lattice_cell{x, y, l == lattice::square || l == lattice::hex ? 0 : z});
      }
    }
  }
  while (b.cells.size() > most_cells)
    b.cells.erase(b.cells.begin() + static_cast<long>(rng() % b.cells.size()));
  std::sort(b.cells.begin(), b.cells.end());
  return b;
}

std::vector<lattice_packing_piece> random_pieces(lattice l, bool once, std::size_t free_cells,
                                                 std::mt19937_64& rng) {
  std::vector<lattice_packing_piece> out;
  std::set<polyform> seen;
  const std::size_t n = 1 + rng() % 4;
  for (std::size_t i = 0; i < n; ++i) {
    const polyform shape = random_polyform(l, 1 + rng() % 4, rng);
    // Distinct pieces: the twin names a solution's pieces by their shape sets.
    if (!seen.insert(canonical_form(shape, orientation_set::free)).second) continue;
    const auto orient = static_cast<orientation_set>(rng() % 3);
    lattice_packing_piece p{std::string(1, static_cast<char>('A' + i)), shape, orient, 1, 1};
    if (!once) {
      p.min_count = 0;
      p.max_count = static_cast<std::uint32_t>(free_cells / shape.size());
    }
    out.push_back(std::move(p));
  }
  return out;
}

class LatticePackingRandom : public ::testing::TestWithParam<lattice> {};

TEST_P(LatticePackingRandom, AgreesWithTheTwin) {
  const lattice l = GetParam();
  for (std::uint64_t seed = 1; seed <= 120; ++seed) {
    std::mt19937_64 rng(seed * 7919 + static_cast<std::uint64_t>(l));
    const lattice_board board = random_board(l, 12, rng);
    const bool once = rng() % 2 == 0;
    auto pieces = random_pieces(l, once, board.cells.size(), rng);
    const lattice_packing lp(board, pieces);
    lattice_twin::twin t(board, pieces);
    t.search();
    const std::uint64_t plain = t.solutions.size();
    SCOPED_TRACE(::testing::Message()
                 << "seed " << seed << " lattice " << lattice_name(l) << " once " << once);
    EXPECT_EQ(solve_count(lp, false, packing_engine::dancing_links), plain);
    EXPECT_EQ(solve_count(lp, false, packing_engine::automatic), plain);
    EXPECT_EQ(solve_count(lp, true, packing_engine::dancing_links), t.orbits());
    EXPECT_EQ(solve_count(lp, true, packing_engine::automatic), t.orbits());
    // Every listed solution passes the independent check, and they are the twin's.
    packing_options all;
    all.mode = packing_mode::all;
    const packing_result r = solve_packing(lp.problem(), all);
    std::set<lattice_twin::solution> listed;
    for (const packing_solution& s : r.solutions) {
      const auto placed = lattice_packed_pieces(lp, s);
      EXPECT_EQ(check_lattice_packing(board, pieces, placed), "");
      lattice_twin::solution named;
      for (const auto& p : placed) named.emplace_back(t.class_of[p.piece], p.cells);
      std::sort(named.begin(), named.end());
      listed.insert(named);
    }
    EXPECT_EQ(listed, t.distinct());
    // Unlimited copies also through the counting DP.
    if (!once) {
      const lattice_cell_count_input in = lattice_cell_cover(lp);
      auto counted = count_cell_tilings(in.problem, in.orders);
      ASSERT_TRUE(counted);
      EXPECT_EQ(counted.value().count, big_integer(static_cast<std::int64_t>(plain)));
    }
  }
}

// Larger random boards (past the 40 cells where plain counts go by orbits): orbits expanded, the
// direct search, dancing links and threads agree.
TEST_P(LatticePackingRandom, OrbitsDirectAndThreadsAgree) {
  const lattice l = GetParam();
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    std::mt19937_64 rng(seed * 104729 + static_cast<std::uint64_t>(l));
    // 40 cells: 5x8 squares, 5x4 rhombi of triangles, 8x5 hexagons, a 2x4x5 box of cubes; one
    // random tetraform with unlimited copies and one random diform at most once.
    lattice_board board{l, {}};
    const int w = l == lattice::tri ? 5 : l == lattice::cube ? 2 : 8;
    const int h = l == lattice::tri ? 4 : l == lattice::cube ? 4 : 5;
    const int d = l == lattice::tri ? 2 : l == lattice::cube ? 5 : 1;
    for (int x = 0; x < w; ++x) {
      for (int y = 0; y < h; ++y) {
        for (int z = 0; z < d; ++z) board.cells.push_back({x, y, z});
      }
    }
    std::vector<lattice_packing_piece> pieces{
        {"A", random_polyform(l, 4, rng), orientation_set::free, 0, 10},
        {"B", random_polyform(l, 2, rng), orientation_set::free, 0, 1}};
    const lattice_packing lp(board, pieces);
    SCOPED_TRACE(::testing::Message() << "seed " << seed << " lattice " << lattice_name(l));
    const std::uint64_t by_orbits = solve_count(lp, false, packing_engine::automatic);
    EXPECT_EQ(solve_count(lp, false, packing_engine::automatic, false), by_orbits);
    EXPECT_EQ(solve_count(lp, false, packing_engine::dancing_links, true), by_orbits);
    EXPECT_EQ(solve_count(lp, false, packing_engine::automatic, true, 2), by_orbits);
    EXPECT_EQ(solve_count(lp, true, packing_engine::automatic),
              solve_count(lp, true, packing_engine::dancing_links));
  }
}

INSTANTIATE_TEST_SUITE_P(EveryLattice, LatticePackingRandom,
                         ::testing::Values(lattice::square, lattice::tri, lattice::hex,
                                           lattice::cube),
                         [](const auto& param) { return std::string(lattice_name(param.param)); });

// The Soma cube (Piet Hein): 240 solutions up to the cube's 48 motions, 11,520 in all (Conway and
// Guy, "Winning Ways", ch. 24; Knuth's polycube-dlx documentation). The pieces are typed here from
// their published definitions (not taken from lattice_sets.hpp), and are physical: rotations only,
// the two screw pieces each other's mirror image, so reflections stay in the group.
std::vector<lattice_packing_piece> soma() {
  auto piece = [](const char* name, std::vector<lattice_cell> cells) {
    return lattice_packing_piece{name, polyform(lattice::cube, std::move(cells)),
                                 orientation_set::rotate, 1, 1};
  };
  return {piece("V", {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}),
          piece("L", {{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {0, 1, 0}}),
          piece("T", {{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {1, 1, 0}}),
          piece("Z", {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {2, 1, 0}}),
          piece("A", {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 0, 1}}),
          piece("B", {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}}),
          piece("P", {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}})};
}

lattice_board box(lattice l, int x, int y, int z) {
  lattice_board b{l, {}};
  for (int i = 0; i < x; ++i) {
    for (int j = 0; j < y; ++j) {
      for (int k = 0; k < z; ++k) b.cells.push_back({i, j, k});
    }
  }
  std::sort(b.cells.begin(), b.cells.end());
  return b;
}

TEST(LatticePackingGolden, SomaCube) {
  const lattice_packing lp(box(lattice::cube, 3, 3, 3), soma());
  const packing_result up = solve_packing(lp.problem(), [] {
    packing_options o;
    o.up_to_symmetry = true;
    return o;
  }());
  EXPECT_EQ(up.count, 240u);
  EXPECT_EQ(up.group.elements.size(), 48u);
  EXPECT_EQ(up.group.name, "Oh");
  EXPECT_EQ(solve_count(lp, false, packing_engine::automatic), 11520u);
  EXPECT_EQ(solve_count(lp, true, packing_engine::dancing_links), 240u);
}

// The 12 free hexiamonds, generated here by growth (every connected set of 6 triangles, up to
// the 12 motions), in the 6x6 rhombus: 156 solutions up to symmetry (Polyform Puzzler, "Hexiamond
// Rhombus 6x6"; Knuth's polyiamond-dlx documentation).
std::vector<lattice_packing_piece> hexiamonds() {
  std::set<polyform> level{polyform(lattice::tri, {{0, 0, 0}})};
  for (std::size_t n = 1; n < 6; ++n) {
    std::set<polyform> next;
    std::vector<lattice_cell> around;
    for (const polyform& p : level) {
      around.clear();
      for (const lattice_cell& c : p.cells()) lattice_neighbours(lattice::tri, c, around);
      for (const lattice_cell& c : around) {
        std::vector<lattice_cell> cells = p.cells();
        if (std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
        cells.push_back(c);
        next.insert(canonical_form(polyform(lattice::tri, cells), orientation_set::free));
      }
    }
    level = std::move(next);
  }
  std::vector<lattice_packing_piece> out;
  for (const polyform& p : level) {
    out.push_back(
        {std::string(1, static_cast<char>('a' + out.size())), p, orientation_set::free, 1, 1});
  }
  return out;
}

TEST(LatticePackingGolden, HexiamondsInTheRhombus) {
  const auto pieces = hexiamonds();
  ASSERT_EQ(pieces.size(), 12u);  // OEIS A000577
  const lattice_packing lp(box(lattice::tri, 6, 6, 2), pieces);
  packing_options o;
  o.up_to_symmetry = true;
  const packing_result r = solve_packing(lp.problem(), o);
  EXPECT_EQ(r.count, 156u);
  EXPECT_EQ(r.group.name, "D2");
  EXPECT_EQ(solve_count(lp, false, packing_engine::automatic),
            solve_count(lp, false, packing_engine::automatic, false));
}

// Lozenge tilings of hexagons (MacMahon's formula) and dicubes in 2x2xn boxes (OEIS A006253: 2, 9,
// 32, 121, 450, 1681) through lattice_cell_cover and the counting DP.
TEST(LatticePackingGolden, CellDpCounts) {
  const polyform diamond(lattice::tri, {{0, 0, 0}, {0, 0, 1}});
  for (const auto& [a, b, c] : {std::tuple(2, 2, 2), std::tuple(3, 2, 4), std::tuple(5, 5, 5)}) {
    lattice_board board{lattice::tri, {}};
    auto inside = [&](int i, int j) {
      return j >= 0 && j <= b + c && i >= -c && i <= a && i + j >= 0 && i + j <= a + b;
    };
    for (int y = -1; y <= b + c + 1; ++y) {
      for (int x = -c - 1; x <= a + 1; ++x) {
        if (inside(x, y) && inside(x + 1, y) && inside(x, y + 1)) board.cells.push_back({x, y, 0});
        if (inside(x + 1, y) && inside(x + 1, y + 1) && inside(x, y + 1))
          board.cells.push_back({x, y, 1});
      }
    }
    std::sort(board.cells.begin(), board.cells.end());
    const lattice_packing lp(board, {{"D", diamond, orientation_set::free, 0, 1000}});
    const lattice_cell_count_input in = lattice_cell_cover(lp);
    auto counted = count_cell_tilings(in.problem, in.orders);
    ASSERT_TRUE(counted);
    EXPECT_EQ(counted.value().count, testing::macmahon(a, b, c)) << a << "," << b << "," << c;
  }
  const std::uint64_t dicubes[] = {2, 9, 32, 121, 450, 1681};
  const polyform dicube(lattice::cube, {{0, 0, 0}, {1, 0, 0}});
  for (int n = 1; n <= 6; ++n) {
    const lattice_packing lp(box(lattice::cube, 2, 2, n),
                             {{"I", dicube, orientation_set::free, 0, 1000}});
    const lattice_cell_count_input in = lattice_cell_cover(lp);
    auto counted = count_cell_tilings(in.problem, in.orders);
    ASSERT_TRUE(counted);
    EXPECT_EQ(counted.value().count, big_integer(static_cast<std::int64_t>(dicubes[n - 1]))) << n;
    if (n <= 4) {
      EXPECT_EQ(solve_count(lp, false, packing_engine::automatic), dicubes[n - 1]);
    }
  }
}

}  // namespace
}  // namespace tessera
