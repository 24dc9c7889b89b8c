// tessera/two_sat.hpp: a general 2-SAT solver (Aspvall, Plass and Tarjan, "A linear-time algorithm
// for testing the truth of certain quantified boolean formulas", IPL 8(3), 1979).
//
// Clauses become implications (a or b) = (!a -> b) and (!b -> a) in a flat CSR graph; the formula
// is satisfiable iff no variable shares a strongly connected component with its negation, found by
// an iterative (non-recursive) Tarjan/Pearce pass. Example:
//   tessera::two_sat f(2);
//   f.add_clause(tessera::literal::pos(0), tessera::literal::pos(1));   // x0 or x1
//   f.add_clause(tessera::literal::neg(0), tessera::literal::neg(1));   // not both
//   if (f.solve()) { bool x0 = f.value(0); }
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace tessera {

// A literal: variable `var`, possibly negated. Encoded as 2*var + negated.
struct literal {
  std::uint32_t code = 0;
  static literal pos(std::uint32_t var) { return literal{2 * var}; }
  static literal neg(std::uint32_t var) { return literal{2 * var + 1}; }
  literal operator!() const { return literal{code ^ 1u}; }
  std::uint32_t var() const { return code >> 1; }
  bool negated() const { return (code & 1u) != 0; }
};

class two_sat {
 public:
  // A formula over `variables` variables (0 <= variables < 2^31 - 1) and no clauses yet.
  explicit two_sat(std::uint32_t variables);
  ~two_sat();
  two_sat(two_sat&&) noexcept;
  two_sat& operator=(two_sat&&) noexcept;

  std::uint32_t variables() const { return variables_; }
  std::size_t clauses() const { return clause_a_.size(); }

  // Adds the clause (a or b); a == b gives a unit clause. Both literals' variables must be in
  // range. Amortised O(1).
  void add_clause(literal a, literal b);
  // Adds (a -> b), the same as the clause (!a or b).
  void add_implication(literal a, literal b) { add_clause(!a, b); }

  // True iff the clauses can all be satisfied. O(variables + clauses) time and memory.
  bool solve();
  // After solve() returned true: the value of `var` in one satisfying assignment.
  bool value(std::uint32_t var) const { return assignment_[var]; }
  const std::vector<bool>& assignment() const { return assignment_; }

 private:
  std::uint32_t variables_;
  std::vector<std::uint32_t> clause_a_, clause_b_;
  std::vector<bool> assignment_;
};

}  // namespace tessera
