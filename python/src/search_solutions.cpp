// cover()'s problem and solutions beside the CLI's (search_solutions.hpp).
#include "search_solutions.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <utility>

#include "tessera/polyomino_sets.hpp"

namespace tessera::python {

namespace {

std::vector<std::pair<std::int32_t, std::int32_t>> sorted_cells(const std::vector<cell>& cells) {
  std::vector<std::pair<std::int32_t, std::int32_t>> out;
  for (const cell& x : cells) out.emplace_back(x.row, x.col);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

placement_index::placement_index(const packing_problem& problem) : problem_(problem) {
  for (std::uint32_t k = 0; k < problem.placements().size(); ++k) {
    by_cell_[key(problem.placements()[k].cells)].push_back(k);
  }
}

packing_solution placement_index::solution_of(const nlohmann::json& pieces) const {
  packing_solution out;
  // The CLI lists the given pieces first; they are the problem's, not the solution's placements.
  std::size_t skip = problem_.given().size();
  for (const nlohmann::json& p : pieces) {
    if (skip > 0) {
      --skip;
      continue;
    }
    std::vector<cell> cells;
    for (const nlohmann::json& x : p.at("cells")) {
      cells.push_back({x.at(0).get<std::int32_t>() - 1, x.at(1).get<std::int32_t>() - 1});
    }
    out.push_back(find(p.at("piece").get<std::string>(), cells));
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::int64_t placement_index::key(const std::vector<cell>& cells) const {
  std::int64_t best = std::numeric_limits<std::int64_t>::max();
  for (const cell& x : cells) {
    best = std::min(best, std::int64_t{x.row} * problem_.board().cols + x.col);
  }
  return best;
}

std::uint32_t placement_index::find(const std::string& name, const std::vector<cell>& cells) const {
  const auto it = by_cell_.find(key(cells));
  if (it != by_cell_.end()) {
    const auto want = sorted_cells(cells);
    for (const std::uint32_t k : it->second) {
      const placement& pl = problem_.placements()[k];
      if (problem_.pieces()[pl.piece].name == name && sorted_cells(pl.cells) == want) return k;
    }
  }
  throw std::logic_error("the CLI's solution places '" + name +
                         "' where the problem has no placement");
}

}  // namespace tessera::python
