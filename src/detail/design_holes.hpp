// Private: the candidate hole sets of `design holes` (src/design_holes.cpp), one per orbit of the
// board's symmetry group, for the scan in src/design_holes_scan.cpp.
#pragma once

#include <cstdint>
#include <vector>

#include "tessera/design.hpp"

namespace tessera::design_internal {

// The K-subsets of the free cells of a board, in lexicographic order of their row-major free-cell
// indices, each orbit under `group` once (its least member). O(|group| * K log K) per subset.
class hole_candidates {
 public:
  hole_candidates(const packing_problem& problem, const symmetry_group& group, std::size_t k);

  // The next canonical subset as board cells (sorted), or false when there are no more.
  bool next(std::vector<cell>& holes);

  std::uint64_t enumerated() const { return enumerated_; }  // subsets looked at so far
  std::uint64_t total() const { return total_; }            // C(free cells, K), saturated
  std::size_t free_cells() const { return cells_.size(); }

  // C(n, k), or max_hole_combinations + 1 when it is larger.
  static std::uint64_t binomial(std::size_t n, std::size_t k);

 private:
  bool canonical() const;
  void advance();

  std::size_t k_;
  std::vector<cell> cells_;                        // the free cells, row-major
  std::vector<std::vector<std::uint32_t>> perms_;  // each motion but the identity, on cells_
  std::vector<std::uint32_t> current_;
  bool done_ = true;
  std::uint64_t enumerated_ = 0, total_ = 0;
};

}  // namespace tessera::design_internal
