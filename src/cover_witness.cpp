// One tiling from the counting DP: walk back from the final empty state through the reachable
// states kept for every step (see detail/cover_plan.hpp). Any predecessor that was reachable from
// the start will do, since the state we come from is known to reach the end.
#include <algorithm>
#include <cassert>

#include "detail/cover_plan.hpp"

namespace tessera::detail {

std::vector<placed_piece> rebuild_witness(const cover_plan& plan,
                                          const std::vector<std::vector<std::uint64_t>>& history,
                                          stop_signal* stop) {
  const std::size_t n = plan.cells(), w = plan.cols, L = plan.bits;
  assert(history.size() == n + 1);
  auto reachable = [&](std::size_t step, std::uint64_t key) {
    return std::binary_search(history[step].begin(), history[step].end(), key);
  };
  std::vector<placed_piece> out;
  std::uint64_t t = 0;  // the state after step i
  for (std::size_t i = n; i-- > 0;) {
    if (i % w == w - 1 && stop != nullptr && stop->check()) return out;  // once per row
    if (plan.free[i] == 0) {
      t <<= 1;
      assert(reachable(i, t));
      continue;
    }
    const std::uint64_t covered = (t << 1) | 1;
    if (reachable(i, covered)) {
      t = covered;
      continue;
    }
    std::uint64_t window = 0;
    for (std::size_t j = 0; j < L; ++j) {
      if (i + j >= n || plan.free[i + j] == 0) window |= std::uint64_t{1} << j;
    }
    const std::size_t c = i % w;
    bool found = false;
    for (std::size_t m = plan.column_begin[c]; m < plan.column_begin[c + 1] && !found; ++m) {
      const std::uint64_t mask = plan.masks[m];
      if ((mask & covered) != mask || (mask & window) != 0 || !reachable(i, covered & ~mask))
        continue;
      found = true;
      t = covered & ~mask;
      const placed_piece& shape = plan.shapes[plan.shape_of[m]];
      placed_piece put{shape.name, {}};
      const std::int32_t anchor = shape.cells.front().col;
      const auto row = static_cast<std::int32_t>(i / w), col = static_cast<std::int32_t>(c);
      for (const cell& x : shape.cells) {
        cell at{row + x.row, col + x.col - anchor};
        if (plan.transposed) std::swap(at.row, at.col);
        at.row += static_cast<std::int32_t>(plan.row_offset);
        at.col += static_cast<std::int32_t>(plan.col_offset);
        put.cells.push_back(at);
      }
      std::sort(put.cells.begin(), put.cells.end());
      out.push_back(std::move(put));
    }
    assert(found);
  }
  assert(t == 0);
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace tessera::detail
