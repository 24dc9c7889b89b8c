// tessera/lattice_sets.hpp: the generated polyforms against OEIS and against a brute-force twin,
// and the named sets (names, counts, orientation limits).
#include "tessera/lattice_sets.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace tessera {
namespace {

using counts = std::vector<std::size_t>;

counts count_polyforms(lattice l, std::size_t up_to, orientation_set set) {
  counts out;
  for (std::size_t n = 1; n <= up_to; ++n) out.push_back(enumerate_polyforms(l, n, set).size());
  return out;
}

// OEIS A000577 (free), A006534 (one-sided), A001420 (fixed) polyiamonds, n = 1..7.
TEST(LatticeSets, PolyiamondsMatchOeis) {
  EXPECT_EQ(count_polyforms(lattice::tri, 7, orientation_set::free),
            (counts{1, 1, 1, 3, 4, 12, 24}));
  EXPECT_EQ(count_polyforms(lattice::tri, 7, orientation_set::rotate),
            (counts{1, 1, 1, 4, 6, 19, 43}));
  EXPECT_EQ(count_polyforms(lattice::tri, 7, orientation_set::fixed),
            (counts{2, 3, 6, 14, 36, 94, 250}));
}

// OEIS A000228 (free), A006535 (one-sided), A001207 (fixed) polyhexes, n = 1..7.
TEST(LatticeSets, PolyhexesMatchOeis) {
  EXPECT_EQ(count_polyforms(lattice::hex, 7, orientation_set::free),
            (counts{1, 1, 3, 7, 22, 82, 333}));
  EXPECT_EQ(count_polyforms(lattice::hex, 7, orientation_set::rotate),
            (counts{1, 1, 3, 10, 33, 147, 620}));
  EXPECT_EQ(count_polyforms(lattice::hex, 7, orientation_set::fixed),
            (counts{1, 3, 11, 44, 186, 814, 3652}));
}

// OEIS A000162 (free: rotations and reflections), A038119 (rotations only), A001931 (fixed)
// polycubes, n = 1..6.
TEST(LatticeSets, PolycubesMatchOeis) {
  EXPECT_EQ(count_polyforms(lattice::cube, 6, orientation_set::free),
            (counts{1, 1, 2, 7, 23, 112}));
  EXPECT_EQ(count_polyforms(lattice::cube, 6, orientation_set::rotate),
            (counts{1, 1, 2, 8, 29, 166}));
  EXPECT_EQ(count_polyforms(lattice::cube, 6, orientation_set::fixed),
            (counts{1, 3, 15, 86, 534, 3481}));
}

// The square lattice agrees with tessera/polyomino_sets.hpp (OEIS A000105, A000988, A001168).
TEST(LatticeSets, PolyominoesMatchOeis) {
  EXPECT_EQ(count_polyforms(lattice::square, 6, orientation_set::free),
            (counts{1, 1, 2, 5, 12, 35}));
  EXPECT_EQ(count_polyforms(lattice::square, 6, orientation_set::rotate),
            (counts{1, 1, 2, 7, 18, 60}));
  EXPECT_EQ(count_polyforms(lattice::square, 6, orientation_set::fixed),
            (counts{1, 2, 6, 19, 63, 216}));
}

// Brute-force twin: every n-subset of the cells of a box with sides n (any fixed n-form fits, as
// a step between neighbours changes each coordinate by at most 1), kept when connected, normalised
// and deduplicated. Gosper's hack walks the subsets of up to 64 cells.
std::set<polyform> brute_force_fixed(lattice l, std::size_t n) {
  std::vector<lattice_cell> box;
  const int side = static_cast<int>(n);
  for (int x = 0; x < side; ++x)
    for (int y = 0; y < side; ++y)
      for (int z = 0; z < (l == lattice::cube ? side : 2); ++z)
        if (is_lattice_cell(l, {x, y, z})) box.push_back({x, y, z});
  EXPECT_LE(box.size(), 64u);
  std::set<polyform> out;
  const std::uint64_t limit = box.size() == 64 ? 0 : std::uint64_t{1} << box.size();
  for (std::uint64_t s = (std::uint64_t{1} << n) - 1; s < limit || (limit == 0 && s != 0);) {
    std::vector<lattice_cell> cells;
    for (std::size_t i = 0; i < box.size(); ++i)
      if ((s >> i) & 1) cells.push_back(box[i]);
    polyform p(l, cells);
    if (p.is_connected()) out.insert(p);
    const std::uint64_t c = s & (~s + 1), r = s + c;
    if (r == 0) break;
    s = (((r ^ s) >> 2) / c) | r;
  }
  return out;
}

TEST(LatticeSets, GrowthAgreesWithBruteForce) {
  struct job {
    lattice l;
    std::size_t up_to;
  };
  for (const job& j : {job{lattice::square, 5}, job{lattice::tri, 4}, job{lattice::hex, 5},
                       job{lattice::cube, 3}}) {
    for (std::size_t n = 1; n <= j.up_to; ++n) {
      const std::vector<polyform> grown = enumerate_polyforms(j.l, n, orientation_set::fixed);
      const std::set<polyform> brute = brute_force_fixed(j.l, n);
      EXPECT_EQ(std::set<polyform>(grown.begin(), grown.end()), brute)
          << lattice_name(j.l) << " n = " << n;
      std::set<polyform> free;
      for (const polyform& p : brute) free.insert(canonical_form(p, orientation_set::free));
      EXPECT_EQ(enumerate_polyforms(j.l, n, orientation_set::free),
                std::vector<polyform>(free.begin(), free.end()));
    }
  }
}

std::vector<std::string> names_of(const std::vector<named_polyform>& set) {
  std::vector<std::string> out;
  for (const named_polyform& p : set) out.push_back(p.name);
  return out;
}

TEST(LatticeSets, HexiamondsByPolyformPuzzlerNames) {
  const auto set = lattice_piece_set(lattice::tri, "hexiamonds");
  ASSERT_TRUE(set);
  EXPECT_EQ(names_of(*set), (std::vector<std::string>{"I6", "P6", "J6", "E6", "V6", "H6", "S6",
                                                      "X6", "C6", "G6", "F6", "O6"}));
  std::size_t fixed = 0;
  for (const named_polyform& p : *set) {
    EXPECT_EQ(p.max_orient, orientation_set::free);
    fixed += orientations(p.shape, orientation_set::free).size();
  }
  EXPECT_EQ(fixed, 94u);  // A001420(6)
  // The hexagon O6 has the full 12-fold symmetry; the bar I6, a parallelogram, only its half turn.
  for (const named_polyform& p : *set) {
    if (p.name == "O6") {
      EXPECT_EQ(symmetry_order(p.shape, orientation_set::free), 12u);
    }
    if (p.name == "I6") {
      EXPECT_EQ(symmetry_order(p.shape, orientation_set::free), 2u);
    }
  }
}

TEST(LatticeSets, EverySetIsComplete) {
  for (lattice l : {lattice::square, lattice::tri, lattice::hex, lattice::cube}) {
    for (std::string_view name : lattice_set_names(l)) {
      const auto set = lattice_piece_set(l, name);
      ASSERT_TRUE(set) << name;
      std::set<std::string> names;
      std::set<polyform> shapes;
      for (const named_polyform& p : *set) {
        EXPECT_TRUE(p.shape.is_connected()) << name << ":" << p.name;
        EXPECT_EQ(p.shape.kind(), l);
        names.insert(p.name);
        shapes.insert(canonical_form(p.shape, p.max_orient));
      }
      EXPECT_EQ(names.size(), set->size()) << name << ": names not unique";
      EXPECT_EQ(shapes.size(), set->size()) << name << ": a piece twice";
    }
  }
  struct expected {
    lattice l;
    std::string_view name;
    std::size_t pieces;
    orientation_set orient;
  };
  for (const expected& e : {
           expected{lattice::tri, "moniamond", 1, orientation_set::free},
           expected{lattice::tri, "heptiamonds", 24, orientation_set::free},
           expected{lattice::tri, "tetriamonds-1s", 4, orientation_set::rotate},
           expected{lattice::tri, "heptiamonds-1s", 43, orientation_set::rotate},
           expected{lattice::hex, "hexahexes", 82, orientation_set::free},
           expected{lattice::hex, "trihexes-1s", 3, orientation_set::rotate},
           expected{lattice::hex, "hexahexes-1s", 147, orientation_set::rotate},
           expected{lattice::cube, "tetracubes", 8, orientation_set::rotate},
           expected{lattice::cube, "pentacubes", 29, orientation_set::rotate},
           expected{lattice::cube, "hexacubes", 166, orientation_set::rotate},
           expected{lattice::square, "pentominoes", 12, orientation_set::free},
       }) {
    const auto set = lattice_piece_set(e.l, e.name);
    ASSERT_TRUE(set) << e.name;
    EXPECT_EQ(set->size(), e.pieces) << e.name;
    for (const named_polyform& p : *set) EXPECT_EQ(p.max_orient, e.orient) << e.name;
  }
}

TEST(LatticeSets, OneSidedMirrorsAreLowerCase) {
  const auto set = lattice_piece_set(lattice::hex, "tetrahexes-1s");
  ASSERT_TRUE(set);
  EXPECT_EQ(names_of(*set),
            (std::vector<std::string>{"I4", "J4", "j4", "P4", "p4", "S4", "s4", "U4", "Y4", "O4"}));
  for (const named_polyform& p : *set) {
    if (p.name != "j4") continue;
    const named_polyform& upper = (*set)[1];
    EXPECT_EQ(canonical_form(p.shape, orientation_set::free),
              canonical_form(upper.shape, orientation_set::free));
    EXPECT_NE(canonical_form(p.shape, orientation_set::rotate),
              canonical_form(upper.shape, orientation_set::rotate));
  }
}

// Soma: the non-box polycubes of 3 and 4 cubes, 27 cubes in all, a and b mirror images.
TEST(LatticeSets, Soma) {
  const auto set = lattice_piece_set(lattice::cube, "soma");
  ASSERT_TRUE(set);
  EXPECT_EQ(names_of(*set), (std::vector<std::string>{"V", "L", "T", "Z", "a", "b", "p"}));
  std::size_t cubes = 0;
  for (const named_polyform& p : *set) cubes += p.shape.size();
  EXPECT_EQ(cubes, 27u);
  const polyform& a = (*set)[4].shape;
  const polyform& b = (*set)[5].shape;
  EXPECT_NE(canonical_form(a, orientation_set::rotate), canonical_form(b, orientation_set::rotate));
  EXPECT_EQ(canonical_form(a.moved(rotation_count(lattice::cube)), orientation_set::rotate),
            canonical_form(b, orientation_set::rotate));
}

TEST(LatticeSets, UnknownNames) {
  EXPECT_FALSE(lattice_piece_set(lattice::hex, "hexiamonds"));
  EXPECT_FALSE(lattice_piece_set(lattice::tri, "triamond-1s"));
  EXPECT_FALSE(lattice_piece_set(lattice::hex, "dihex-1s"));
  EXPECT_FALSE(lattice_piece_set(lattice::cube, "tetracubes-1s"));
  EXPECT_FALSE(lattice_piece_set(lattice::cube, "soma-1s"));
  EXPECT_FALSE(lattice_piece_set(lattice::tri, "-1s"));
  EXPECT_FALSE(lattice_piece_set(lattice::tri, ""));
  EXPECT_FALSE(lattice_piece_set(lattice::square, "soma"));
  EXPECT_FALSE(lattice_piece_set(lattice::tri, "Hexiamonds"));
}

}  // namespace
}  // namespace tessera
