// tessera/polyform.hpp: normalisation, connectivity, orientations, canonical forms and symmetry on
// every lattice; on the square lattice the answers agree with tessera/polyomino.hpp shape for
// shape.
#include "tessera/polyform.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "tessera/polyomino_sets.hpp"

namespace tessera {
namespace {

polyform square_of(const polyomino& p) {
  std::vector<lattice_cell> cells;
  for (const cell& c : p.cells()) cells.push_back({c.col, c.row, 0});
  return polyform(lattice::square, cells);
}

TEST(Polyform, Normalises) {
  const polyform tri(lattice::tri, {{5, 3, 1}, {6, 3, 0}, {5, 3, 1}});
  EXPECT_EQ(tri.size(), 2u);
  EXPECT_EQ(tri.cells(), (std::vector<lattice_cell>{{0, 0, 1}, {1, 0, 0}}));  // z never translated
  const polyform cube(lattice::cube, {{5, 3, -2}, {5, 3, -1}});
  EXPECT_EQ(cube.cells(), (std::vector<lattice_cell>{{0, 0, 0}, {0, 0, 1}}));
  EXPECT_EQ(polyform(lattice::hex, {{2, 2, 0}, {3, 1, 0}}),
            polyform(lattice::hex, {{0, 1, 0}, {1, 0, 0}}));
  EXPECT_NE(polyform(lattice::hex, {{0, 0, 0}}), polyform(lattice::square, {{0, 0, 0}}));
  EXPECT_TRUE(polyform().empty());
}

TEST(Polyform, Connectivity) {
  EXPECT_FALSE(polyform().is_connected());
  // Two upward triangles side by side touch at a corner only.
  EXPECT_FALSE(polyform(lattice::tri, {{0, 0, 0}, {1, 0, 0}}).is_connected());
  EXPECT_TRUE(polyform(lattice::tri, {{0, 0, 0}, {0, 0, 1}, {1, 0, 0}}).is_connected());
  // (1, -1) is a hex neighbour, (1, 1) is not.
  EXPECT_TRUE(polyform(lattice::hex, {{0, 1, 0}, {1, 0, 0}}).is_connected());
  EXPECT_FALSE(polyform(lattice::hex, {{0, 0, 0}, {1, 1, 0}}).is_connected());
  EXPECT_FALSE(polyform(lattice::cube, {{0, 0, 0}, {1, 1, 0}}).is_connected());
  EXPECT_TRUE(polyform(lattice::cube, {{0, 0, 0}, {0, 0, 1}, {0, 1, 1}}).is_connected());
}

TEST(Polyform, OrientationCounts) {
  const polyform triangle(lattice::tri, {{0, 0, 0}});
  EXPECT_EQ(orientations(triangle, orientation_set::fixed).size(), 1u);
  EXPECT_EQ(orientations(triangle, orientation_set::rotate).size(), 2u);
  EXPECT_EQ(orientations(triangle, orientation_set::free).size(), 2u);
  const polyform diamond(lattice::tri, {{0, 0, 0}, {0, 0, 1}});
  EXPECT_EQ(orientations(diamond, orientation_set::free).size(), 3u);
  EXPECT_EQ(symmetry_order(diamond, orientation_set::free), 4u);
  const polyform dihex(lattice::hex, {{0, 0, 0}, {1, 0, 0}});
  EXPECT_EQ(orientations(dihex, orientation_set::free).size(), 3u);
  const polyform monohex(lattice::hex, {{0, 0, 0}});
  EXPECT_EQ(orientations(monohex, orientation_set::free).size(), 1u);
  // The L tricube: 12 orientations under rotations, no more with reflections (it is flat).
  const polyform l3(lattice::cube, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}});
  EXPECT_EQ(orientations(l3, orientation_set::rotate).size(), 12u);
  EXPECT_EQ(orientations(l3, orientation_set::free).size(), 12u);
  // A chiral tetracube (a Soma screw): a half-turn symmetry, so 12 rotations and 24 with its mirror
  // image, which no rotation reaches.
  const polyform screw(lattice::cube, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 1, 1}});
  EXPECT_EQ(orientations(screw, orientation_set::rotate).size(), 12u);
  EXPECT_EQ(orientations(screw, orientation_set::free).size(), 24u);
  EXPECT_NE(canonical_form(screw, orientation_set::rotate),
            canonical_form(screw.moved(rotation_count(lattice::cube)), orientation_set::rotate));
  EXPECT_EQ(canonical_form(screw, orientation_set::free),
            canonical_form(screw.moved(rotation_count(lattice::cube)), orientation_set::free));
}

TEST(Polyform, SquareAgreesWithPolyomino) {
  for (std::size_t n = 1; n <= 6; ++n) {
    for (const polyomino& p : enumerate_polyominoes(n, orientation_set::fixed)) {
      const polyform f = square_of(p);
      EXPECT_TRUE(f.is_connected());
      for (orientation_set set :
           {orientation_set::fixed, orientation_set::rotate, orientation_set::free}) {
        const auto a = orientations(p, set);
        const auto b = orientations(f, set);
        ASSERT_EQ(a.size(), b.size());
        for (std::size_t i = 0; i < a.size(); ++i) EXPECT_EQ(square_of(a[i].shape), b[i].shape);
        EXPECT_EQ(symmetry_order(p, set), symmetry_order(f, set));
      }
    }
  }
}

// Random shapes on each lattice: the canonical form is one of the orientations, the same for every
// moved copy, and orientations × symmetry order = motions allowed.
TEST(Polyform, CanonicalFormIsInvariant) {
  const unsigned seed = 20261202;
  std::mt19937 rng(seed);
  for (lattice l : {lattice::square, lattice::tri, lattice::hex, lattice::cube}) {
    for (int round = 0; round < 100; ++round) {
      std::vector<lattice_cell> cells;
      const int n = 1 + static_cast<int>(rng() % 7);
      for (int i = 0; i < n; ++i) {
        lattice_cell c{static_cast<std::int32_t>(rng() % 4), static_cast<std::int32_t>(rng() % 4),
                       0};
        if (l == lattice::tri) c.z = static_cast<std::int32_t>(rng() % 2);
        if (l == lattice::cube) c.z = static_cast<std::int32_t>(rng() % 4);
        cells.push_back(c);
      }
      const polyform p(l, cells);
      for (orientation_set set :
           {orientation_set::fixed, orientation_set::rotate, orientation_set::free}) {
        const polyform canon = canonical_form(p, set);
        const auto all = orientations(p, set);
        EXPECT_EQ(all.size() * symmetry_order(p, set), allowed_motion_count(l, set))
            << "seed " << seed;
        EXPECT_EQ(all.front().shape, p);
        EXPECT_EQ(all.front().motion, 0u);
        std::set<polyform> distinct;
        for (const auto& o : all) {
          EXPECT_EQ(o.shape, p.moved(o.motion));
          EXPECT_EQ(canonical_form(o.shape, set), canon) << "seed " << seed;
          EXPECT_LE(canon, o.shape);
          distinct.insert(o.shape);
        }
        EXPECT_EQ(distinct.size(), all.size());
        EXPECT_EQ(polyform_hash{}(p), polyform_hash{}(p.moved(0)));
      }
    }
  }
}

}  // namespace
}  // namespace tessera
