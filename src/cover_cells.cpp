// The cell cover problem (tessera/cell_tiling_count.hpp): building it, checking it and its orders,
// checking a tiling, and the brute-force twin of the counting DP.
#include "detail/cover_cells.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

namespace tessera {

std::size_t cell_cover_problem::add_placement(std::uint32_t piece,
                                              std::span<const std::uint32_t> cells) {
  cell_list_.insert(cell_list_.end(), cells.begin(), cells.end());
  begin_.push_back(cell_list_.size());
  piece_.push_back(piece);
  return piece_.size() - 1;
}

namespace detail {

result<bool> validate_cell_problem(const cell_cover_problem& problem,
                                   std::span<const cell_order> orders) {
  const std::size_t n = problem.cells();
  if (n > std::numeric_limits<std::uint32_t>::max()) {
    return input_error{0, 0, fmt::format("too many cells for the counting DP: {}", n)};
  }
  // seen[c] == stamp: cell c already met in the placement (or order) numbered stamp.
  std::vector<std::size_t> seen(n, 0);
  for (std::size_t k = 0; k < problem.placements(); ++k) {
    const auto cells = problem.placement_cells(k);
    if (cells.empty()) return input_error{0, 0, fmt::format("placement {} has no cell", k)};
    for (const std::uint32_t c : cells) {
      if (c >= n) {
        return input_error{
            0, 0, fmt::format("placement {} names cell {}, but there are {} cells", k, c, n)};
      }
      if (seen[c] == k + 1) {
        return input_error{0, 0, fmt::format("placement {} names cell {} twice", k, c)};
      }
      seen[c] = k + 1;
    }
  }
  std::vector<std::uint8_t> met(n);
  for (std::size_t o = 0; o < orders.size(); ++o) {
    const cell_order& order = orders[o];
    if (order.size() != n) {
      return input_error{0, 0,
                         fmt::format("cell order {} has {} cells, not {}", o, order.size(), n)};
    }
    std::fill(met.begin(), met.end(), 0);
    for (const std::uint32_t c : order) {
      if (c >= n || met[c] != 0) {
        return input_error{
            0, 0,
            fmt::format("cell order {} is not a permutation of the {} cells: cell {} {}", o, n, c,
                        c >= n ? "is out of range" : "comes twice")};
      }
      met[c] = 1;
    }
  }
  return true;
}

}  // namespace detail

std::string check_cell_tiling(const cell_cover_problem& problem,
                              std::span<const std::size_t> tiling) {
  std::vector<std::size_t> cover(problem.cells(), 0);
  for (const std::size_t k : tiling) {
    if (k >= problem.placements()) return fmt::format("no placement {}", k);
    for (const std::uint32_t c : problem.placement_cells(k)) {
      if (c >= cover.size()) return fmt::format("placement {} names cell {}", k, c);
      if (++cover[c] > 1) return fmt::format("cell {} is covered twice (placement {})", c, k);
    }
  }
  for (std::size_t c = 0; c < cover.size(); ++c) {
    if (cover[c] == 0) return fmt::format("cell {} is not covered", c);
  }
  return {};
}

// Backtracking over the lowest uncovered cell: each tiling puts exactly one placement there, so
// each is counted once. An explicit stack of (placement list, next choice) frames.
std::uint64_t count_cell_tilings_naive(const cell_cover_problem& problem) {
  const std::size_t n = problem.cells();
  std::vector<std::vector<std::size_t>> covering(n);
  for (std::size_t k = 0; k < problem.placements(); ++k) {
    const auto cells = problem.placement_cells(k);
    covering[*std::min_element(cells.begin(), cells.end())].push_back(k);
  }
  std::vector<std::uint8_t> covered(n, 0);
  struct frame {
    std::size_t cell;
    std::size_t next = 0;           // the next choice among covering[cell]
    std::size_t placed = SIZE_MAX;  // the choice currently on the board
  };
  auto fits = [&](std::size_t k) {
    for (const std::uint32_t c : problem.placement_cells(k)) {
      if (covered[c] != 0) return false;
    }
    return true;
  };
  auto put = [&](std::size_t k, std::uint8_t on) {
    for (const std::uint32_t c : problem.placement_cells(k)) covered[c] = on;
  };
  auto first_open = [&](std::size_t from) {
    while (from < n && covered[from] != 0) ++from;
    return from;
  };
  std::uint64_t count = 0;
  std::vector<frame> stack;
  const std::size_t start = first_open(0);
  if (start == n) return 1;
  stack.push_back({start});
  while (!stack.empty()) {
    frame& top = stack.back();
    if (top.placed != SIZE_MAX) {
      put(top.placed, 0);
      top.placed = SIZE_MAX;
    }
    const std::vector<std::size_t>& choices = covering[top.cell];
    while (top.next < choices.size() && !fits(choices[top.next])) ++top.next;
    if (top.next == choices.size()) {
      stack.pop_back();
      continue;
    }
    top.placed = choices[top.next++];
    put(top.placed, 1);
    const std::size_t open = first_open(top.cell);
    if (open == n) {
      ++count;
    } else {
      stack.push_back({open});
    }
  }
  return count;
}

}  // namespace tessera
