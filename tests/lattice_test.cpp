// tessera/lattice.hpp: every motion of every lattice is a bijection of the cells that keeps
// adjacency and is an isometry of the cell centres (checked in Cartesian coordinates computed here
// independently of the implementation); the group is closed, has inverses, puts the identity first
// and the rotations (determinant +1) before the reflections; counts 8/12/12/48 with 4/6/6/24
// proper.
#include "tessera/lattice.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <set>
#include <vector>

#include "tessera/polyomino.hpp"

namespace tessera {
namespace {

constexpr std::array<lattice, 4> all_lattices = {lattice::square, lattice::tri, lattice::hex,
                                                 lattice::cube};

struct point {
  double x = 0, y = 0, z = 0;
};

// The centre of a cell in Cartesian coordinates, unit edge: hex and tri axes 60 degrees apart.
point centre(lattice l, lattice_cell c) {
  const double h = std::sqrt(3.0) / 2;
  switch (l) {
    case lattice::square:
      return {double(c.x), double(c.y), 0};
    case lattice::hex:
      return {c.x + c.y / 2.0, c.y * h, 0};
    case lattice::tri: {
      // Centroid of the upward triangle (x, y), (x+1, y), (x, y+1) or the downward one.
      const double u = c.x + (1 + c.z) / 3.0, v = c.y + (1 + c.z) / 3.0;
      return {u + v / 2, v * h, 0};
    }
    case lattice::cube:
      break;
  }
  return {double(c.x), double(c.y), double(c.z)};
}

double distance(point a, point b) {
  return std::sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) +
                   (a.z - b.z) * (a.z - b.z));
}

// Every cell with coordinates in [-r, r] (z in {0, 1} on tri, 0 on square and hex).
std::vector<lattice_cell> box(lattice l, int r) {
  std::vector<lattice_cell> out;
  for (int x = -r; x <= r; ++x)
    for (int y = -r; y <= r; ++y)
      for (int z = -r; z <= r; ++z)
        if (is_lattice_cell(l, {x, y, z})) out.push_back({x, y, z});
  return out;
}

TEST(Lattice, NamesRoundTrip) {
  for (lattice l : all_lattices) EXPECT_EQ(parse_lattice(lattice_name(l)), l);
  EXPECT_EQ(lattice_name(lattice::tri), "tri");
  EXPECT_FALSE(parse_lattice("Square"));
  EXPECT_FALSE(parse_lattice(""));
  EXPECT_FALSE(parse_lattice("hexagon"));
  EXPECT_EQ(lattice_coordinates(lattice::square), 2u);
  EXPECT_EQ(lattice_coordinates(lattice::tri), 3u);
  EXPECT_EQ(lattice_coordinates(lattice::hex), 2u);
  EXPECT_EQ(lattice_coordinates(lattice::cube), 3u);
}

TEST(Lattice, Cells) {
  EXPECT_TRUE(is_lattice_cell(lattice::tri, {3, -2, 1}));
  EXPECT_FALSE(is_lattice_cell(lattice::tri, {0, 0, 2}));
  EXPECT_FALSE(is_lattice_cell(lattice::tri, {0, 0, -1}));
  EXPECT_FALSE(is_lattice_cell(lattice::hex, {0, 0, 1}));
  EXPECT_FALSE(is_lattice_cell(lattice::square, {0, 0, 1}));
  EXPECT_TRUE(is_lattice_cell(lattice::cube, {0, 0, -7}));
}

TEST(Lattice, Counts) {
  EXPECT_EQ(motion_count(lattice::square), 8u);
  EXPECT_EQ(motion_count(lattice::tri), 12u);
  EXPECT_EQ(motion_count(lattice::hex), 12u);
  EXPECT_EQ(motion_count(lattice::cube), 48u);
  EXPECT_EQ(rotation_count(lattice::square), 4u);
  EXPECT_EQ(rotation_count(lattice::tri), 6u);
  EXPECT_EQ(rotation_count(lattice::hex), 6u);
  EXPECT_EQ(rotation_count(lattice::cube), 24u);
}

// Neighbours are exactly the cells whose centres are nearest (square, hex, cube: 1; tri: 1/sqrt 3),
// adjacency is symmetric, and the counts are 4, 3, 6, 6.
TEST(Lattice, NeighboursAreTheNearestCells) {
  const std::array<std::size_t, 4> degree = {4, 3, 6, 6};
  for (lattice l : all_lattices) {
    const double nearest = l == lattice::tri ? 1 / std::sqrt(3.0) : 1.0;
    const std::vector<lattice_cell> cells = box(l, 4);
    for (const lattice_cell& c : box(l, 2)) {
      std::vector<lattice_cell> around;
      lattice_neighbours(l, c, around);
      ASSERT_EQ(around.size(), degree[static_cast<std::size_t>(l)]) << lattice_name(l);
      std::set<lattice_cell> expected;
      for (const lattice_cell& d : cells)
        if (std::abs(distance(centre(l, c), centre(l, d)) - nearest) < 1e-9) expected.insert(d);
      EXPECT_EQ(std::set<lattice_cell>(around.begin(), around.end()), expected) << lattice_name(l);
      for (const lattice_cell& n : around) {
        std::vector<lattice_cell> back;
        lattice_neighbours(l, n, back);
        EXPECT_NE(std::find(back.begin(), back.end(), c), back.end());
      }
    }
  }
}

// Each motion maps cells to cells, is an isometry of the centres, keeps adjacency exactly and is
// undone by inverse_motion (so it is a bijection); the motions are pairwise distinct.
TEST(Lattice, MotionsAreBijectionsKeepingAdjacency) {
  for (lattice l : all_lattices) {
    const std::vector<lattice_cell> cells = box(l, 3);
    std::set<std::vector<lattice_cell>> distinct;
    for (std::size_t k = 0; k < motion_count(l); ++k) {
      std::vector<lattice_cell> images;
      for (const lattice_cell& c : cells) {
        const lattice_cell m = apply_motion(l, k, c);
        ASSERT_TRUE(is_lattice_cell(l, m)) << lattice_name(l) << " motion " << k;
        images.push_back(m);
        EXPECT_EQ(apply_motion(l, inverse_motion(l, k), m), c);
        EXPECT_EQ(apply_motion(l, k, apply_motion(l, inverse_motion(l, k), c)), c);
        std::vector<lattice_cell> around, expected;
        lattice_neighbours(l, c, around);
        for (lattice_cell& n : around) n = apply_motion(l, k, n);
        lattice_neighbours(l, m, expected);
        std::sort(around.begin(), around.end());
        std::sort(expected.begin(), expected.end());
        EXPECT_EQ(around, expected) << lattice_name(l) << " motion " << k;
      }
      for (std::size_t i = 0; i < cells.size(); i += 7)
        for (std::size_t j = 0; j < cells.size(); j += 5)
          EXPECT_NEAR(distance(centre(l, cells[i]), centre(l, cells[j])),
                      distance(centre(l, images[i]), centre(l, images[j])), 1e-9);
      std::vector<lattice_cell> sorted = images;
      std::sort(sorted.begin(), sorted.end());
      EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end()) << "not injective";
      distinct.insert(images);
    }
    EXPECT_EQ(distinct.size(), motion_count(l)) << lattice_name(l);
  }
}

// The determinant of a motion, from the images of cell centres (the motions fix the origin, a
// lattice point, and are linear on the centres).
double determinant(lattice l, std::size_t k) {
  const bool solid = l == lattice::cube;
  const std::vector<lattice_cell> at =
      l == lattice::tri ? std::vector<lattice_cell>{{0, 0, 0}, {2, 0, 0}, {0, 2, 0}}
                        : std::vector<lattice_cell>{{1, 0, 0}, {0, 1, 0}, {0, 0, solid ? 1 : 0}};
  std::array<point, 3> before{}, after{};
  for (std::size_t i = 0; i < 3; ++i) {
    before[i] = centre(l, at[i]);
    after[i] = centre(l, apply_motion(l, k, at[i]));
  }
  auto det3 = [&](const std::array<point, 3>& p) {
    if (!solid) return p[0].x * p[1].y - p[0].y * p[1].x;
    return p[0].x * (p[1].y * p[2].z - p[1].z * p[2].y) -
           p[0].y * (p[1].x * p[2].z - p[1].z * p[2].x) +
           p[0].z * (p[1].x * p[2].y - p[1].y * p[2].x);
  };
  return det3(after) / det3(before);
}

TEST(Lattice, IdentityFirstRotationsBeforeReflections) {
  for (lattice l : all_lattices) {
    for (const lattice_cell& c : box(l, 3)) EXPECT_EQ(apply_motion(l, 0, c), c);
    for (std::size_t k = 0; k < motion_count(l); ++k) {
      const double det = determinant(l, k);
      EXPECT_NEAR(det, k < rotation_count(l) ? 1.0 : -1.0, 1e-9)
          << lattice_name(l) << " motion " << k;
    }
  }
}

TEST(Lattice, GroupTablesAgreeWithTheMotions) {
  for (lattice l : all_lattices) {
    const std::size_t m = motion_count(l);
    const std::vector<lattice_cell> cells = box(l, 2);
    for (std::size_t a = 0; a < m; ++a) {
      EXPECT_EQ(compose_motions(l, a, inverse_motion(l, a)), 0u);
      EXPECT_EQ(compose_motions(l, inverse_motion(l, a), a), 0u);
      EXPECT_EQ(compose_motions(l, 0, a), a);
      EXPECT_EQ(compose_motions(l, a, 0), a);
      for (std::size_t b = 0; b < m; ++b) {
        const std::size_t ab = compose_motions(l, a, b);
        ASSERT_LT(ab, m);
        // Rotations form a subgroup; two reflections make a rotation.
        EXPECT_EQ(ab < rotation_count(l), (a < rotation_count(l)) == (b < rotation_count(l)));
        for (const lattice_cell& c : cells)
          ASSERT_EQ(apply_motion(l, ab, c), apply_motion(l, b, apply_motion(l, a, c)))
              << lattice_name(l) << " " << a << " then " << b;
      }
    }
  }
}

// Square motion k is tessera/polyomino.hpp's allowed_transforms(free)[k] on cell{row = y, col = x}.
TEST(Lattice, SquareMotionsAreThePolyominoTransforms) {
  const auto transforms = allowed_transforms(orientation_set::free);
  ASSERT_EQ(transforms.size(), motion_count(lattice::square));
  for (std::size_t k = 0; k < transforms.size(); ++k) {
    for (const lattice_cell& c : box(lattice::square, 3)) {
      const cell moved = apply(transforms[k], cell{c.y, c.x});
      EXPECT_EQ(apply_motion(lattice::square, k, c), (lattice_cell{moved.col, moved.row, 0}));
    }
  }
}

TEST(Lattice, TranslationsKeepTriangleDirection) {
  EXPECT_EQ(translated(lattice::tri, {1, 2, 1}, {3, -1, 1}), (lattice_cell{4, 1, 1}));
  EXPECT_EQ(translated(lattice::hex, {1, 2, 0}, {3, -1, 0}), (lattice_cell{4, 1, 0}));
  EXPECT_EQ(translated(lattice::cube, {1, 2, 3}, {3, -1, -3}), (lattice_cell{4, 1, 0}));
  EXPECT_EQ(translated(lattice::square, {1, 2, 0}, {-1, -2, 0}), (lattice_cell{0, 0, 0}));
}

}  // namespace
}  // namespace tessera
