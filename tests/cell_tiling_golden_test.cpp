// Golden values of the counting DP over any cells (tessera/cell_tiling_count.hpp), on instances
// built here from coordinates: lozenge tilings of hexagons against MacMahon's formula, boxes by
// dicubes against OEIS and the brute-force twin.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cell_instances.hpp"
#include "tessera/cell_tiling_count.hpp"

namespace {

using tessera::big_integer;
using tessera::testing::cell_instance;

tessera::cell_count_result count(const cell_instance& instance,
                                 tessera::count_options options = {}) {
  auto result = tessera::count_cell_tilings(instance.problem, instance.orders, options);
  EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().message);
  return result.ok() ? std::move(result).value() : tessera::cell_count_result{};
}

// Lozenge tilings of the hexagon with sides a, b, c: MacMahon's formula (P. A. MacMahon,
// "Combinatory Analysis", vol. 2, 1916, section 429; plane partitions in an a x b x c box, as
// lozenge tilings: David and Tomei, "The problem of the calissons", Amer. Math. Monthly 96 (1989)).
TEST(CellTilingGolden, LozengeHexagonsMacMahon) {
  for (int a = 1; a <= 5; ++a) {
    for (int b = 1; b <= 5; ++b) {
      for (int c = 1; c <= 5; ++c) {
        const cell_instance hexagon = tessera::testing::lozenge_hexagon(a, b, c);
        ASSERT_EQ(hexagon.problem.cells(), static_cast<std::size_t>(2 * (a * b + b * c + c * a)));
        EXPECT_EQ(count(hexagon).count, tessera::testing::macmahon(a, b, c))
            << a << "," << b << "," << c;
      }
    }
  }
}

TEST(CellTilingGolden, MacMahonFormulaItself) {
  // The formula's own values: the hexagon 1,1,1 has 2 tilings, the 2,2,2 has 20 (the 20 plane
  // partitions in a 2 x 2 x 2 box), and the 10,10,10.
  EXPECT_EQ(tessera::testing::macmahon(1, 1, 1), big_integer(2));
  EXPECT_EQ(tessera::testing::macmahon(2, 2, 2), big_integer(20));
  EXPECT_EQ(tessera::testing::macmahon(10, 10, 10).to_string(),
            "9265037718181937012241727284450000");
}

TEST(CellTilingGolden, LozengeHexagonsUpToTen) {
  // Every hexagon a <= b <= c <= 10 (the formula is symmetric in a, b, c; every order of the
  // sides up to 5 above): 220 counts in about a second.
  for (int a = 1; a <= 10; ++a) {
    for (int b = a; b <= 10; ++b) {
      for (int c = b; c <= 10; ++c) {
        EXPECT_EQ(count(tessera::testing::lozenge_hexagon(a, b, c)).count,
                  tessera::testing::macmahon(a, b, c))
            << a << "," << b << "," << c;
      }
    }
  }
  for (const auto& [a, b, c] : std::vector<std::tuple<int, int, int>>{
           {6, 6, 6}, {7, 7, 7}, {2, 9, 10}, {10, 3, 8}, {1, 10, 10}, {8, 8, 8}, {9, 9, 9}}) {
    const cell_instance hexagon = tessera::testing::lozenge_hexagon(a, b, c);
    // With a witness: from 17 key bits (9,9,9) the states start hashed and move to the flat
    // arrays, and the limbs grow, on the way.
    tessera::count_options witness;
    witness.want_witness = true;
    const auto result = count(hexagon, witness);
    EXPECT_EQ(result.count, tessera::testing::macmahon(a, b, c)) << a << "," << b << "," << c;
    ASSERT_TRUE(result.witness.has_value());
    EXPECT_EQ(tessera::check_cell_tiling(hexagon.problem, *result.witness), "");
    // Modulo a prime, the same count's residue.
    tessera::count_options mod;
    mod.modulus = 1'000'000'007;
    EXPECT_EQ(count(hexagon, mod).count,
              big_integer::from_u64(tessera::testing::macmahon(a, b, c).mod_u64(1'000'000'007)));
  }
}

// OEIS A006253: tilings of a 2 x 2 x n box by 2 x 1 x 1 bricks (perfect matchings of C_4 x P_n),
// n = 0, 1, ..., 25.
TEST(CellTilingGolden, DicubesTwoByTwoOeis) {
  const char* a006253[] = {"1",
                           "2",
                           "9",
                           "32",
                           "121",
                           "450",
                           "1681",
                           "6272",
                           "23409",
                           "87362",
                           "326041",
                           "1216800",
                           "4541161",
                           "16947842",
                           "63250209",
                           "236052992",
                           "880961761",
                           "3287794050",
                           "12270214441",
                           "45793063712",
                           "170902040409",
                           "637815097922",
                           "2380358351281",
                           "8883618307200",
                           "33154114877521",
                           "123732841202882"};
  for (int n = 1; n <= 25; ++n) {
    const cell_instance box = tessera::testing::dicube_box(2, 2, n);
    const auto result = count(box);
    EXPECT_EQ(result.count.to_string(), a006253[n]) << n;
    if (n <= 6) {
      EXPECT_EQ(big_integer::from_u64(tessera::count_cell_tilings_naive(box.problem)), result.count)
          << n;
    }
  }
}

// A006253 far beyond 2^512 (primes, a bounding pass): a(n) = 3 a(n-1) + 3 a(n-2) - a(n-3), from
// its Chebyshev form a(n) (-1)^n = (1 - T(n+1, -2)) / 3 (OEIS, W. Lang).
TEST(CellTilingGolden, DicubesTwoByTwoLongRecurrence) {
  std::vector<big_integer> a{big_integer(1), big_integer(2), big_integer(9)};
  for (std::size_t n = 3; n <= 400; ++n) {
    a.push_back(big_integer(3) * a[n - 1] + big_integer(3) * a[n - 2] - a[n - 3]);
  }
  // The limbs grow from one as the counts do: 2 for 114 bits (60), 3 for 190 bits (100), in one
  // pass; beyond 8 limbs (400: 760 bits) the growing pass gives up, a floating pass bounds the
  // count, and 13 primes in two passes count it.
  for (const int n : {60, 100, 400}) {
    const cell_instance box = tessera::testing::dicube_box(2, n, 2);
    tessera::count_options options;
    options.want_witness = true;
    const auto result = count(box, options);
    EXPECT_EQ(result.count, a[static_cast<std::size_t>(n)]) << n;
    EXPECT_EQ(result.stats.order.order, 1u);  // the sweep along the long side
    EXPECT_EQ(result.stats.limbs, n == 400 ? 0u : result.count.limbs().size());
    EXPECT_FALSE(result.stats.overflowed);
    EXPECT_EQ(result.stats.estimated, n == 400);
    EXPECT_EQ(result.stats.primes, n == 400 ? 13u : 0u);
    EXPECT_EQ(result.stats.passes, n == 400 ? 4u : 1u);
    ASSERT_TRUE(result.witness.has_value());
    EXPECT_EQ(tessera::check_cell_tiling(box.problem, *result.witness), "");
  }
}

// OEIS A028447: tilings of a 2 x 3 x n box by dicubes (perfect matchings of P_2 x P_3 x P_n), n =
// 0, 1, ..., 21; and A028452: the 3 x 3 x 2n box, n = 1, ..., 6.
TEST(CellTilingGolden, DicubesTwoByThreeAndThreeByThreeOeis) {
  const char* a028447[] = {"1",
                           "3",
                           "32",
                           "229",
                           "1845",
                           "14320",
                           "112485",
                           "880163",
                           "6895792",
                           "54003765",
                           "422983905",
                           "3312866080",
                           "25947198337",
                           "203223953179",
                           "1591695681488",
                           "12466511517581",
                           "97640484615909",
                           "764741896529104",
                           "5989627994067061",
                           "46912093390144139",
                           "367425909133064576",
                           "2877761124002870925"};
  for (int n = 1; n <= 21; ++n) {
    const cell_instance box = tessera::testing::dicube_box(n, 2, 3);
    const auto result = count(box);
    EXPECT_EQ(result.count.to_string(), a028447[n]) << n;
    if (n <= 4) {
      EXPECT_EQ(big_integer::from_u64(tessera::count_cell_tilings_naive(box.problem)), result.count)
          << n;
    }
  }
  const char* a028452[] = {
      "1", "229", "117805", "64647289", "35669566217", "19690797527709", "10870506600976757"};
  for (int n = 1; n <= 6; ++n) {
    EXPECT_EQ(count(tessera::testing::dicube_box(3, 2 * n, 3)).count.to_string(), a028452[n]) << n;
  }
}

}  // namespace
