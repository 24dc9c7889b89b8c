// Tests of polyomino shapes: normalisation, transforms, orientations, canonical forms and symmetry.
#include "tessera/polyomino.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <unordered_set>

namespace {

using tessera::cell;
using tessera::orientation_set;
using tessera::polyomino;

polyomino shape(std::initializer_list<std::string_view> rows) {
  std::vector<std::string_view> v(rows);
  return tessera::from_rows(v);
}

TEST(Polyomino, NormalisesAndDeduplicates) {
  polyomino p({{5, 7}, {5, 8}, {6, 7}, {5, 7}});
  EXPECT_EQ(p.size(), 3u);
  EXPECT_EQ(p.cells().front(), (cell{0, 0}));
  EXPECT_EQ(p.height(), 2);
  EXPECT_EQ(p.width(), 2);
  EXPECT_EQ(tessera::draw(p), "##\n#.\n");
}

TEST(Polyomino, OrientationCountsFollowTheSymmetryGroup) {
  const polyomino l3 = shape({"#.", "##"});
  EXPECT_EQ(tessera::orientations(l3, orientation_set::rotate).size(), 4u);
  EXPECT_EQ(tessera::orientations(l3, orientation_set::free).size(), 4u);
  EXPECT_EQ(tessera::symmetry_order(l3, orientation_set::free), 2u);
  const polyomino f = shape({".##", "##.", ".#."});
  EXPECT_EQ(tessera::orientations(f, orientation_set::free).size(), 8u);
  EXPECT_EQ(tessera::symmetry_order(f, orientation_set::free), 1u);
  const polyomino x = shape({".#.", "###", ".#."});
  EXPECT_EQ(tessera::orientations(x, orientation_set::free).size(), 1u);
  EXPECT_EQ(tessera::symmetry_order(x, orientation_set::free), 8u);
  const polyomino s = shape({".##", "##."});
  EXPECT_EQ(tessera::orientations(s, orientation_set::rotate).size(), 2u);
  EXPECT_EQ(tessera::orientations(s, orientation_set::free).size(), 4u);
  EXPECT_EQ(tessera::orientations(s, orientation_set::fixed).size(), 1u);
}

TEST(Polyomino, CanonicalFormIdentifiesPieces) {
  const polyomino s = shape({".##", "##."});
  const polyomino z = shape({"##.", ".##"});
  EXPECT_NE(tessera::canonical_form(s, orientation_set::rotate),
            tessera::canonical_form(z, orientation_set::rotate));
  EXPECT_EQ(tessera::canonical_form(s, orientation_set::free),
            tessera::canonical_form(z, orientation_set::free));
}

TEST(Polyomino, TransformsFormTheDihedralGroup) {
  // Random shapes: every orientation's canonical form is the shape's; |orbit| * |stabiliser| =
  // |group|.
  std::mt19937 rng(12345);
  for (int round = 0; round < 500; ++round) {
    std::vector<cell> cells;
    const int n = 1 + static_cast<int>(rng() % 8);
    for (int i = 0; i < n; ++i) {
      cells.push_back({static_cast<std::int32_t>(rng() % 4), static_cast<std::int32_t>(rng() % 4)});
    }
    const polyomino p(cells);
    for (auto set : {orientation_set::fixed, orientation_set::rotate, orientation_set::free}) {
      const auto orbit = tessera::orientations(p, set);
      const std::size_t group = tessera::allowed_transforms(set).size();
      ASSERT_EQ(orbit.size() * tessera::symmetry_order(p, set), group) << "round " << round;
      const polyomino canon = tessera::canonical_form(p, set);
      for (const auto& o : orbit) {
        ASSERT_EQ(tessera::canonical_form(o.shape, set), canon);
        ASSERT_EQ(p.transformed(o.how), o.shape);
      }
    }
  }
}

TEST(Polyomino, HashAgreesWithEquality) {
  const polyomino a({{0, 0}, {0, 1}});
  const polyomino b({{3, 3}, {3, 4}});
  EXPECT_EQ(a, b);
  EXPECT_EQ(tessera::polyomino_hash{}(a), tessera::polyomino_hash{}(b));
  std::unordered_set<polyomino, tessera::polyomino_hash> set{a, b};
  EXPECT_EQ(set.size(), 1u);
}

TEST(Polyomino, Connectivity) {
  EXPECT_TRUE(shape({"#.", "##"}).is_connected());
  EXPECT_FALSE(shape({"#.", ".#"}).is_connected());
  EXPECT_FALSE(polyomino().is_connected());
}

}  // namespace
