// General 2-SAT: implication graph in CSR form, iterative SCC (src/detail/scc.hpp), assignment from
// the component order (Aspvall, Plass and Tarjan, 1979).
#include "tessera/two_sat.hpp"

#include <cassert>

#include "detail/scc.hpp"

namespace tessera {

two_sat::two_sat(std::uint32_t variables) : variables_(variables) {
  assert(variables < 0x7FFFFFFFu);
}
two_sat::~two_sat() = default;
two_sat::two_sat(two_sat&&) noexcept = default;
two_sat& two_sat::operator=(two_sat&&) noexcept = default;

void two_sat::add_clause(literal a, literal b) {
  assert(a.var() < variables_ && b.var() < variables_);
  clause_a_.push_back(a.code);
  clause_b_.push_back(b.code);
}

bool two_sat::solve() {
  const std::uint32_t n = 2 * variables_;
  // CSR by counting sort: clause (a or b) gives edges !a -> b and !b -> a.
  std::vector<std::uint32_t> offset(static_cast<std::size_t>(n) + 1, 0);
  for (std::size_t i = 0; i < clause_a_.size(); ++i) {
    ++offset[(clause_a_[i] ^ 1u) + 1];
    ++offset[(clause_b_[i] ^ 1u) + 1];
  }
  for (std::uint32_t v = 0; v < n; ++v) offset[v + 1] += offset[v];
  std::vector<std::uint32_t> target(offset[n]);
  {
    std::vector<std::uint32_t> fill(offset.begin(), offset.end() - 1);
    for (std::size_t i = 0; i < clause_a_.size(); ++i) {
      target[fill[clause_a_[i] ^ 1u]++] = clause_b_[i];
      target[fill[clause_b_[i] ^ 1u]++] = clause_a_[i];
    }
  }
  detail::scc_workspace<detail::csr_graph::cursor> ws;
  detail::strongly_connected_components(n, detail::csr_graph{offset.data(), target.data()}, ws);
  assignment_.assign(variables_, false);
  for (std::uint32_t var = 0; var < variables_; ++var) {
    const std::uint32_t pos = ws.rindex[2 * var], neg = ws.rindex[2 * var + 1];
    if (pos == neg) return false;
    // Component ids are a topological order: the literal later in it (nearer the sinks) is made
    // true.
    assignment_[var] = pos > neg;
  }
  return true;
}

}  // namespace tessera
