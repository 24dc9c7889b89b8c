// The portable limb arithmetic (src/detail/limbs.hpp, big_integer's backend in the WebAssembly
// core) against GMP on seeded random values, in every native build: whichever backend big_integer
// uses here, the portable one is checked. Limbs are drawn with runs of all-ones and zero words,
// where carries and borrows travel.
#include "detail/limbs.hpp"

#include <gmpxx.h>
#include <gtest/gtest.h>

#include <random>

namespace {

using tessera::detail::limb;
using tessera::detail::limb_vector;

mpz_class to_mpz(const limb_vector& a) {
  mpz_class out;
  if (!a.empty()) mpz_import(out.get_mpz_t(), a.size(), -1, sizeof(limb), 0, 0, a.data());
  return out;
}

limb random_limb(std::mt19937_64& rng) {
  switch (rng() % 4) {
    case 0:
      return ~limb{0};
    case 1:
      return rng() % 3;
    default:
      return rng();
  }
}

limb_vector random_magnitude(std::mt19937_64& rng, std::size_t max_limbs) {
  limb_vector a(rng() % (max_limbs + 1));
  for (limb& x : a) x = random_limb(rng);
  tessera::detail::normalise(a);
  return a;
}

class Limbs : public ::testing::Test {
 protected:
  const unsigned seed_ = 20261201;
  std::mt19937_64 rng_{seed_};
};

TEST_F(Limbs, AddSubtractCompareAgreeWithGmp) {
  for (int round = 0; round < 3000; ++round) {
    limb_vector a = random_magnitude(rng_, 12), b = random_magnitude(rng_, 12);
    const mpz_class ga = to_mpz(a), gb = to_mpz(b);
    const int c = tessera::detail::compare_magnitudes(a, b);
    ASSERT_EQ(c, cmp(ga, gb) < 0   ? -1
                 : cmp(ga, gb) > 0 ? 1
                                   : 0)
        << "seed " << seed_ << " round " << round;
    limb_vector sum = a;
    tessera::detail::add_magnitudes(sum, b);
    const mpz_class gsum = ga + gb;
    ASSERT_EQ(to_mpz(sum), gsum) << "seed " << seed_ << " round " << round;
    ASSERT_TRUE(sum.empty() || sum.back() != 0) << "seed " << seed_;
    limb_vector big = c >= 0 ? a : b;
    tessera::detail::subtract_magnitudes(big, c >= 0 ? b : a);
    const mpz_class gdiff = c >= 0 ? ga - gb : gb - ga;
    ASSERT_EQ(to_mpz(big), gdiff) << "seed " << seed_ << " round " << round;
    ASSERT_TRUE(big.empty() || big.back() != 0) << "seed " << seed_;
  }
}

TEST_F(Limbs, MultiplyAgreesWithGmpAcrossTheKaratsubaThreshold) {
  for (int round = 0; round < 300; ++round) {
    // Up to 5x the threshold, both balanced and lopsided factors, so every branch runs.
    const std::size_t cap = round % 3 == 0 ? 8 : 5 * tessera::detail::karatsuba_threshold;
    const limb_vector a = random_magnitude(rng_, cap),
                      b = random_magnitude(rng_, round % 2 ? cap : 40);
    const mpz_class product = to_mpz(a) * to_mpz(b);
    ASSERT_EQ(to_mpz(tessera::detail::multiply_magnitudes(a, b)), product)
        << "seed " << seed_ << " round " << round << " sizes " << a.size() << "x" << b.size();
  }
}

TEST_F(Limbs, SmallMultiplyDivideModAgreeWithGmp) {
  for (int round = 0; round < 2000; ++round) {
    limb_vector a = random_magnitude(rng_, 10);
    const limb m = random_limb(rng_), add = random_limb(rng_);
    const limb d = std::max<limb>(1, random_limb(rng_) >> (rng_() % 64));
    const mpz_class ga = to_mpz(a);
    ASSERT_EQ(tessera::detail::mod_small(a, d),
              mpz_class(ga % mpz_class(std::to_string(d))).get_ui())
        << "seed " << seed_ << " round " << round;
    limb_vector q = a;
    const limb r = tessera::detail::divide_small(q, d);
    const mpz_class gd(std::to_string(d));
    const mpz_class gq = ga / gd, gr = ga % gd;
    ASSERT_EQ(to_mpz(q), gq) << "seed " << seed_ << " round " << round;
    ASSERT_EQ(r, gr.get_ui()) << "seed " << seed_;
    tessera::detail::multiply_add_small(a, m, add);
    const mpz_class expect = ga * mpz_class(std::to_string(m)) + mpz_class(std::to_string(add));
    ASSERT_EQ(to_mpz(a), expect) << "seed " << seed_ << " round " << round;
  }
}

TEST_F(Limbs, DecimalBothWaysAgreesWithGmp) {
  for (int round = 0; round < 1500; ++round) {
    const limb_vector a = random_magnitude(rng_, round % 10 == 0 ? 200 : 6);
    const std::string text = tessera::detail::magnitude_to_decimal(a);
    ASSERT_EQ(text, to_mpz(a).get_str()) << "seed " << seed_ << " round " << round;
    const std::optional<limb_vector> back = tessera::detail::magnitude_from_decimal(text);
    ASSERT_TRUE(back.has_value());
    ASSERT_EQ(*back, a) << "seed " << seed_ << " round " << round;
  }
  // Leading zeros read, anything else refused; powers of ten sit at the chunk borders.
  EXPECT_EQ(tessera::detail::magnitude_from_decimal("0000")->size(), 0u);
  EXPECT_FALSE(tessera::detail::magnitude_from_decimal("").has_value());
  EXPECT_FALSE(tessera::detail::magnitude_from_decimal("1 2").has_value());
  for (int k = 17; k <= 40; ++k) {
    std::string ten(static_cast<std::size_t>(k) + 1, '0');  // 10^k
    ten[0] = '1';
    EXPECT_EQ(tessera::detail::magnitude_to_decimal(*tessera::detail::magnitude_from_decimal(ten)),
              ten);
  }
}

TEST_F(Limbs, HundredThousandDigitsAgreeWithGmp) {
  // The size the portable to_string was written for (a count of 10^5 digits): one value.
  const std::size_t limbs = 100000 * 100 / 1927 + 1;  // log2(10)/64 = 0.0519 limbs a digit
  limb_vector a(limbs);
  for (limb& x : a) x = rng_();
  a.back() |= 1;
  EXPECT_EQ(tessera::detail::magnitude_to_decimal(a), to_mpz(a).get_str()) << "seed " << seed_;
}

TEST_F(Limbs, ChineseRemainderAndInverseAgreeWithGmp) {
  const limb primes[] = {4611686018427387847ULL, 4611686018427387817ULL, 4611686018427387787ULL,
                         1000000007ULL,          998244353ULL,           18446744073709551557ULL};
  for (int round = 0; round < 300; ++round) {
    const std::size_t k = 1 + rng_() % 6;
    limb_vector residues(k), moduli(primes, primes + k);
    mpz_class product = 1;
    for (std::size_t i = 0; i < k; ++i) {
      residues[i] = rng_() % moduli[i];
      product *= mpz_class(std::to_string(moduli[i]));
    }
    const mpz_class x = to_mpz(tessera::detail::crt_magnitude(residues, moduli));
    ASSERT_LT(x, product) << "seed " << seed_ << " round " << round;
    for (std::size_t i = 0; i < k; ++i) {
      const mpz_class r = x % mpz_class(std::to_string(moduli[i]));
      ASSERT_EQ(r.get_ui(), residues[i]) << "seed " << seed_ << " round " << round;
    }
    const limb p = moduli[rng_() % k], v = 1 + rng_() % (p - 1);
    const limb inv = tessera::detail::inverse_mod(v, p);
    mpz_class ginv;
    mpz_invert(ginv.get_mpz_t(), mpz_class(std::to_string(v)).get_mpz_t(),
               mpz_class(std::to_string(p)).get_mpz_t());
    ASSERT_EQ(inv, ginv.get_ui()) << "seed " << seed_ << " round " << round;
  }
  EXPECT_EQ(tessera::detail::inverse_mod(6, 9), 0u);  // not coprime
}

}  // namespace
