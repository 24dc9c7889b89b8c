// Tests of the general 2-SAT solver against exhaustive search on random formulas.
#include "tessera/two_sat.hpp"

#include <gtest/gtest.h>

#include <random>

namespace {

using tessera::literal;

struct clause {
  literal a, b;
};

bool holds(const std::vector<clause>& clauses, std::uint32_t bits) {
  auto val = [&](literal l) { return (((bits >> l.var()) & 1u) != 0) != l.negated(); };
  for (const clause& c : clauses) {
    if (!val(c.a) && !val(c.b)) return false;
  }
  return true;
}

TEST(TwoSat, SmallKnownFormulas) {
  tessera::two_sat f(2);
  f.add_clause(literal::pos(0), literal::pos(1));
  f.add_clause(literal::neg(0), literal::neg(1));
  f.add_implication(literal::pos(0), literal::pos(1));
  ASSERT_TRUE(f.solve());
  EXPECT_FALSE(f.value(0));
  EXPECT_TRUE(f.value(1));

  tessera::two_sat g(1);
  g.add_clause(literal::pos(0), literal::pos(0));
  g.add_clause(literal::neg(0), literal::neg(0));
  EXPECT_FALSE(g.solve());

  tessera::two_sat empty(0);
  EXPECT_TRUE(empty.solve());
}

TEST(TwoSat, RandomFormulasAgreeWithExhaustiveSearch) {
  const std::uint64_t seed = 20261129;
  std::mt19937_64 rng(seed);
  for (int round = 0; round < 3000; ++round) {
    const auto vars = static_cast<std::uint32_t>(1 + rng() % 10);
    const auto count = static_cast<std::size_t>(rng() % (3 * vars + 2));
    std::vector<clause> clauses;
    tessera::two_sat f(vars);
    for (std::size_t i = 0; i < count; ++i) {
      const literal a{static_cast<std::uint32_t>(rng() % (2 * vars))};
      const literal b{static_cast<std::uint32_t>(rng() % (2 * vars))};
      clauses.push_back({a, b});
      f.add_clause(a, b);
    }
    bool expected = false;
    for (std::uint32_t bits = 0; bits < (1u << vars) && !expected; ++bits)
      expected = holds(clauses, bits);
    const bool got = f.solve();
    ASSERT_EQ(got, expected) << "seed " << seed << " round " << round;
    if (got) {
      std::uint32_t bits = 0;
      for (std::uint32_t v = 0; v < vars; ++v) bits |= (f.value(v) ? 1u : 0u) << v;
      ASSERT_TRUE(holds(clauses, bits)) << "assignment fails; seed " << seed << " round " << round;
    }
  }
}

TEST(TwoSat, LongImplicationChainNeedsNoRecursion) {
  // x0 -> x1 -> ... -> x(n-1), x0 forced true and x(n-1) forced false: a chain of a million
  // literals that a recursive DFS would follow a million frames deep.
  const std::uint32_t n = 1'000'000;
  tessera::two_sat f(n);
  for (std::uint32_t i = 0; i + 1 < n; ++i) f.add_implication(literal::pos(i), literal::pos(i + 1));
  f.add_clause(literal::pos(0), literal::pos(0));
  ASSERT_TRUE(f.solve());
  EXPECT_TRUE(f.value(n - 1));
  f.add_clause(literal::neg(n - 1), literal::neg(n - 1));
  EXPECT_FALSE(f.solve());
}

}  // namespace
