// Tests of big_integer against GMP (the tests may use GMP directly; the public header does not).
#include "tessera/big_integer.hpp"

#include <gmpxx.h>
#include <gtest/gtest.h>

#include <random>

namespace {

using tessera::big_integer;

TEST(BigInteger, SmallValuesAndStrings) {
  EXPECT_EQ(big_integer().to_string(), "0");
  EXPECT_TRUE(big_integer().is_zero());
  EXPECT_EQ(big_integer(-42).to_string(), "-42");
  EXPECT_EQ(big_integer(INT64_MIN).to_string(), "-9223372036854775808");
  EXPECT_EQ(big_integer::from_u64(UINT64_MAX).to_string(), "18446744073709551615");
  EXPECT_TRUE(big_integer::from_u64(UINT64_MAX).fits_u64());
  EXPECT_FALSE((big_integer::from_u64(UINT64_MAX) + big_integer(1)).fits_u64());
  EXPECT_EQ((big_integer::from_u64(UINT64_MAX) + big_integer(1)).bit_length(), 65u);
  EXPECT_EQ(big_integer(5) - big_integer(7), big_integer(-2));
  EXPECT_LT(big_integer(-3), big_integer(2));
  EXPECT_EQ(big_integer(-7).mod_u64(3), 2u);
  EXPECT_FALSE(big_integer::from_string("").has_value());
  EXPECT_FALSE(big_integer::from_string("-").has_value());
  EXPECT_FALSE(big_integer::from_string("12a").has_value());
  EXPECT_EQ(big_integer::from_string("-000123")->to_string(), "-123");
}

TEST(BigInteger, RandomArithmeticAgreesWithGmp) {
  const unsigned seed = 20261130;
  std::mt19937_64 rng(seed);
  auto random_decimal = [&] {
    std::string s = (rng() % 2) ? "-" : "";
    const std::size_t digits = 1 + rng() % 60;
    for (std::size_t i = 0; i < digits; ++i) s += static_cast<char>('0' + rng() % 10);
    return s;
  };
  for (int round = 0; round < 2000; ++round) {
    const std::string a = random_decimal(), b = random_decimal();
    const big_integer x = *big_integer::from_string(a), y = *big_integer::from_string(b);
    const mpz_class gx(a, 10), gy(b, 10);  // base 10: base 0 would read "012" as octal
    const mpz_class sum = gx + gy, difference = gx - gy, product = gx * gy;
    ASSERT_EQ((x + y).to_string(), sum.get_str()) << "seed " << seed << " round " << round;
    ASSERT_EQ((x - y).to_string(), difference.get_str()) << "seed " << seed;
    ASSERT_EQ((x * y).to_string(), product.get_str()) << "seed " << seed;
    ASSERT_EQ(x < y, gx < gy) << "seed " << seed;
    const std::uint64_t m = 1 + rng() % 1000000007ULL;
    mpz_class r;
    mpz_fdiv_r_ui(r.get_mpz_t(), gx.get_mpz_t(), m);
    ASSERT_EQ(x.mod_u64(m), r.get_ui()) << "seed " << seed;
  }
}

TEST(BigInteger, ChineseRemainderRebuildsTheValue) {
  const std::uint64_t moduli[] = {4611686018427387847ULL, 4611686018427387817ULL,
                                  4611686018427387787ULL, 1000000007ULL};
  std::mt19937_64 rng(7);
  for (int round = 0; round < 200; ++round) {
    big_integer x = big_integer::from_u64(rng());
    x = x * big_integer::from_u64(rng()) * big_integer::from_u64(rng() >> 4);  // < 2^188 < product
    std::uint64_t residues[4];
    for (int i = 0; i < 4; ++i) residues[i] = x.mod_u64(moduli[i]);
    EXPECT_EQ(big_integer::from_residues(residues, moduli), x) << round;
  }
  const std::uint64_t one_modulus[] = {97};
  const std::uint64_t one_residue[] = {13};
  EXPECT_EQ(big_integer::from_residues(one_residue, one_modulus), big_integer(13));
}

}  // namespace
