// Design, phase 4: the candidates of `design holes` (tessera/design.hpp): the K-subsets of the free
// cells, one per orbit of the board's symmetry group. Subsets are enumerated in lexicographic order
// of their free-cell indices (row-major) and one is kept when no motion of the group maps it to a
// lexicographically smaller subset (the orbit's least member, so each orbit is kept exactly once;
// the test is Read's "canonical representative" check, done by brute force over the group, which
// has at most 8 motions on a planar board). The searches themselves are in design_holes_scan.cpp.
#include "detail/design_holes.hpp"

#include <algorithm>
#include <array>
#include <cassert>

namespace tessera::design_internal {

namespace {

// The shift that brings the image of the box under `t` back onto the box (its least corner).
cell box_corner(transform t, std::int32_t rows, std::int32_t cols) {
  const std::array<cell, 4> corners = {{apply(t, cell{0, 0}), apply(t, cell{0, cols - 1}),
                                        apply(t, cell{rows - 1, 0}),
                                        apply(t, cell{rows - 1, cols - 1})}};
  cell low = corners[0];
  for (const cell c : corners) {
    low.row = std::min(low.row, c.row);
    low.col = std::min(low.col, c.col);
  }
  return low;
}

}  // namespace

hole_candidates::hole_candidates(const packing_problem& problem, const symmetry_group& group,
                                 std::size_t k)
    : k_(k) {
  const packing_board& b = problem.board();
  for (std::int32_t r = 0; r < b.rows; ++r) {
    for (std::int32_t c = 0; c < b.cols; ++c) {
      if (b.is_free(r, c)) cells_.push_back(cell{r, c});
    }
  }
  // The group as permutations of the free cells (the identity, first, is skipped).
  for (std::size_t e = 1; e < group.elements.size(); ++e) {
    const transform t = group.elements[e];
    const cell corner = box_corner(t, b.rows, b.cols);
    const cell shift = group.shifts.empty() ? cell{0, 0} : group.shifts[e];
    std::vector<std::uint32_t> perm(cells_.size());
    for (std::size_t i = 0; i < cells_.size(); ++i) {
      const cell y = apply(t, cells_[i]);
      const cell image{(y.row - corner.row + shift.row) % b.rows,
                       (y.col - corner.col + shift.col) % b.cols};
      const std::int32_t at = problem.free_index(image.row, image.col);
      assert(at >= 0);  // the group keeps the free cells
      perm[i] = static_cast<std::uint32_t>(at);
    }
    perms_.push_back(std::move(perm));
  }
  total_ = binomial(cells_.size(), k);
  if (k <= cells_.size()) {
    current_.resize(k);
    for (std::size_t i = 0; i < k; ++i) current_[i] = static_cast<std::uint32_t>(i);
    done_ = false;
  }
}

std::uint64_t hole_candidates::binomial(std::size_t n, std::size_t k) {
  if (k > n) return 0;
  k = std::min(k, n - k);
  std::uint64_t c = 1;
  for (std::size_t i = 1; i <= k; ++i) {
    // c * (n - k + i) / i stays exact; saturate past the cap instead of overflowing.
    const std::uint64_t factor = n - k + i;
    if (c > (max_hole_combinations * 64) / factor) return max_hole_combinations + 1;
    c = c * factor / i;
  }
  return c;
}

bool hole_candidates::canonical() const {
  std::vector<std::uint32_t> image(k_);
  for (const auto& perm : perms_) {
    for (std::size_t i = 0; i < k_; ++i) image[i] = perm[current_[i]];
    std::sort(image.begin(), image.end());
    if (image < current_) return false;
  }
  return true;
}

void hole_candidates::advance() {
  ++enumerated_;
  // The next K-subset in lexicographic order: bump the last index that can still grow.
  const std::size_t n = cells_.size();
  std::size_t i = k_;
  while (i > 0 && current_[i - 1] == n - k_ + (i - 1)) --i;
  if (i == 0) {
    done_ = true;
    return;
  }
  ++current_[i - 1];
  for (std::size_t j = i; j < k_; ++j) current_[j] = current_[j - 1] + 1;
}

bool hole_candidates::next(std::vector<cell>& holes) {
  while (!done_) {
    const bool keep = canonical();
    if (keep) {
      holes.clear();
      for (const std::uint32_t i : current_) holes.push_back(cells_[i]);
    }
    advance();
    if (keep) return true;
  }
  return false;
}

}  // namespace tessera::design_internal
