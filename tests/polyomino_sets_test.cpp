// Tests of the built-in piece sets: sizes from first principles, names, one-sided variants.
#include "tessera/polyomino_sets.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

namespace {

using tessera::orientation_set;
using tessera::polyomino;

// Published counts of n-ominoes: fixed (OEIS A001168), free (A000105), one-sided (A000988).
TEST(PolyominoSets, EnumerationMatchesPublishedCounts) {
  const std::size_t fixed[] = {1, 2, 6, 19, 63, 216, 760, 2725};
  const std::size_t free[] = {1, 1, 2, 5, 12, 35, 108, 369};
  const std::size_t one_sided[] = {1, 1, 2, 7, 18, 60, 196, 704};
  for (std::size_t n = 1; n <= 8; ++n) {
    EXPECT_EQ(tessera::enumerate_polyominoes(n, orientation_set::fixed).size(), fixed[n - 1]) << n;
    EXPECT_EQ(tessera::enumerate_polyominoes(n, orientation_set::free).size(), free[n - 1]) << n;
    EXPECT_EQ(tessera::enumerate_polyominoes(n, orientation_set::rotate).size(), one_sided[n - 1])
        << n;
  }
}

TEST(PolyominoSets, EnumeratedShapesAreConnectedCanonicalAndDistinct) {
  for (std::size_t n = 1; n <= 6; ++n) {
    const auto shapes = tessera::enumerate_polyominoes(n, orientation_set::free);
    std::set<polyomino> seen;
    for (const polyomino& p : shapes) {
      EXPECT_EQ(p.size(), n);
      EXPECT_TRUE(p.is_connected());
      EXPECT_EQ(tessera::canonical_form(p, orientation_set::free), p);
      EXPECT_TRUE(seen.insert(p).second);
    }
  }
}

std::vector<std::string> names_of(std::string_view set) {
  std::vector<std::string> out;
  const auto pieces = tessera::named_piece_set(set);
  for (const auto& p : *pieces) out.push_back(p.name);
  return out;
}

TEST(PolyominoSets, SizesAndNames) {
  EXPECT_EQ(names_of("monomino"), (std::vector<std::string>{"I1"}));
  EXPECT_EQ(names_of("domino"), (std::vector<std::string>{"I2"}));
  EXPECT_EQ(names_of("I3"), (std::vector<std::string>{"I3"}));
  EXPECT_EQ(names_of("L3"), (std::vector<std::string>{"L3"}));
  EXPECT_EQ(names_of("trominoes"), (std::vector<std::string>{"I3", "L3"}));
  EXPECT_EQ(names_of("tetrominoes"), (std::vector<std::string>{"I", "L", "O", "S", "T"}));
  EXPECT_EQ(names_of("tetrominoes-1s"),
            (std::vector<std::string>{"I", "O", "T", "S", "Z", "L", "J"}));
  EXPECT_EQ(names_of("pentominoes"),
            (std::vector<std::string>{"F", "I", "L", "N", "P", "T", "U", "V", "W", "X", "Y", "Z"}));
  EXPECT_EQ(names_of("pentominoes-1s").size(), 18u);
  EXPECT_EQ(names_of("hexominoes").size(), 35u);
  EXPECT_EQ(names_of("hexominoes-1s").size(), 60u);
  EXPECT_FALSE(tessera::named_piece_set("heptominoes").has_value());
  EXPECT_FALSE(tessera::named_piece_set("Pentominoes").has_value());
  for (const auto& info : tessera::piece_set_names()) {
    EXPECT_TRUE(tessera::named_piece_set(info.name).has_value()) << info.name;
  }
}

// The tetrominoes and pentominoes are built from named drawings: they must be exactly the free
// forms the enumeration generates, one drawing each.
TEST(PolyominoSets, NamedDrawingsAreExactlyTheGeneratedForms) {
  for (const auto& [set, n] : {std::pair<std::string_view, std::size_t>{"tetrominoes", 4},
                               std::pair<std::string_view, std::size_t>{"pentominoes", 5}}) {
    std::vector<polyomino> drawn;
    const auto pieces = tessera::named_piece_set(set);
    ASSERT_TRUE(pieces.has_value()) << set;
    for (const auto& p : *pieces)
      drawn.push_back(tessera::canonical_form(p.shape, orientation_set::free));
    std::sort(drawn.begin(), drawn.end());
    EXPECT_EQ(drawn, tessera::enumerate_polyominoes(n, orientation_set::free)) << set;
  }
}

TEST(PolyominoSets, PiecesAreTheRightShapes) {
  const auto pentominoes = *tessera::named_piece_set("pentominoes");
  for (const auto& p : pentominoes) {
    EXPECT_EQ(p.shape.size(), 5u);
    EXPECT_EQ(p.max_orient, orientation_set::free);
    // The number of distinct orientations of each letter (Golomb, "Polyominoes", 1994): 63 in all.
    const std::size_t orients = tessera::orientations(p.shape, orientation_set::free).size();
    const std::map<std::string, std::size_t> expected = {{"F", 8}, {"I", 2}, {"L", 8}, {"N", 8},
                                                         {"P", 8}, {"T", 4}, {"U", 4}, {"V", 4},
                                                         {"W", 4}, {"X", 1}, {"Y", 8}, {"Z", 4}};
    EXPECT_EQ(orients, expected.at(p.name)) << p.name;
  }
  // 63 fixed pentominoes in all.
  std::size_t total = 0;
  for (const auto& p : pentominoes) {
    total += tessera::orientations(p.shape, orientation_set::free).size();
  }
  EXPECT_EQ(total, 63u);
}

TEST(PolyominoSets, OneSidedSetsPairMirrorImages) {
  for (std::string_view name : {"tetrominoes-1s", "pentominoes-1s", "hexominoes-1s"}) {
    const auto set = *tessera::named_piece_set(name);
    std::set<polyomino> forms;
    for (const auto& p : set) {
      EXPECT_EQ(p.max_orient, orientation_set::rotate);
      EXPECT_TRUE(forms.insert(tessera::canonical_form(p.shape, orientation_set::rotate)).second)
          << p.name;
    }
  }
  const auto one_sided = *tessera::named_piece_set("pentominoes-1s");
  const auto f =
      std::find_if(one_sided.begin(), one_sided.end(), [](auto& p) { return p.name == "F"; });
  const auto f_mirror =
      std::find_if(one_sided.begin(), one_sided.end(), [](auto& p) { return p.name == "F'"; });
  ASSERT_NE(f, one_sided.end());
  ASSERT_NE(f_mirror, one_sided.end());
  EXPECT_EQ(tessera::canonical_form(f->shape, orientation_set::free),
            tessera::canonical_form(f_mirror->shape, orientation_set::free));
}

TEST(PolyominoSets, MinOrient) {
  EXPECT_EQ(tessera::min_orient(orientation_set::free, orientation_set::rotate),
            orientation_set::rotate);
  EXPECT_EQ(tessera::min_orient(orientation_set::fixed, orientation_set::free),
            orientation_set::fixed);
  EXPECT_EQ(tessera::min_orient(orientation_set::free, orientation_set::free),
            orientation_set::free);
}

}  // namespace
