// Polyomino packing: the adjacency the bitboard engines' connectivity cuts judge by on a lattice
// embedded in the box (detail/packing_cut_adjacency.hpp): the box's four neighbours plus the
// offsets that connect every placement, chosen greedily.
#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "detail/packing_cut_adjacency.hpp"
#include "detail/packing_engine.hpp"

namespace tessera::detail {
namespace {

using offset = cut_adjacency::offset;

offset normalised(offset d) {
  if (d.major < 0 || (d.major == 0 && d.minor < 0)) return offset{-d.major, -d.minor};
  return d;
}

// A placement's cells as (major, minor) in the engines' numbering.
void to_numbering(const packing_problem& problem, const placement& pl, std::vector<offset>& out) {
  const packing_board& board = problem.board();
  const auto stride = static_cast<std::uint32_t>(std::min(board.rows, board.cols));
  out.clear();
  for (const cell x : pl.cells) {
    const std::uint32_t i = wide_index(board, x.row, x.col);
    out.push_back(
        offset{static_cast<std::int32_t>(i / stride), static_cast<std::int32_t>(i % stride)});
  }
}

// Union-find over a placement's cells under `offsets` (plus `extra` when given); returns the number
// of components, with each cell's root in `root`.
std::size_t components(const std::vector<offset>& cells, const std::vector<offset>& offsets,
                       const offset* extra, std::vector<std::uint32_t>& root) {
  root.resize(cells.size());
  std::iota(root.begin(), root.end(), 0u);
  const auto find = [&](std::uint32_t a) {
    while (root[a] != a) a = root[a] = root[root[a]];
    return a;
  };
  std::size_t parts = cells.size();
  for (std::uint32_t a = 0; a < cells.size(); ++a) {
    for (std::uint32_t b = a + 1; b < cells.size(); ++b) {
      const offset d =
          normalised(offset{cells[b].major - cells[a].major, cells[b].minor - cells[a].minor});
      const bool edge = std::find(offsets.begin(), offsets.end(), d) != offsets.end() ||
                        (extra != nullptr && d == *extra);
      if (!edge) continue;
      const std::uint32_t ra = find(a), rb = find(b);
      if (ra != rb) {
        root[ra] = rb;
        --parts;
      }
    }
  }
  for (std::uint32_t a = 0; a < cells.size(); ++a) root[a] = find(a);
  return parts;
}

}  // namespace

cut_adjacency find_cut_adjacency(const packing_problem& problem) {
  cut_adjacency adjacency;
  adjacency.offsets = {offset{0, 1}, offset{1, 0}};
  std::vector<offset> cells;
  std::vector<std::uint32_t> root;
  // The shapes of the placements not connected yet: their cells in the numbering, relative to
  // the first (connectivity does not change under translation; consecutive placements mostly
  // share a shape, so only a change of shape is judged).
  std::vector<std::vector<offset>> open;
  std::vector<offset> previous;
  for (const placement& pl : problem.placements()) {
    to_numbering(problem, pl, cells);
    for (std::size_t a = cells.size(); a-- > 0;) {
      cells[a] = offset{cells[a].major - cells[0].major, cells[a].minor - cells[0].minor};
    }
    if (cells == previous) continue;
    previous = cells;
    if (components(cells, adjacency.offsets, nullptr, root) > 1) open.push_back(cells);
  }
  std::sort(open.begin(), open.end(), [](const auto& x, const auto& y) {
    return std::lexicographical_compare(
        x.begin(), x.end(), y.begin(), y.end(), [](offset a, offset b) {
          return a.major != b.major ? a.major < b.major : a.minor < b.minor;
        });
  });
  open.erase(std::unique(open.begin(), open.end()), open.end());
  while (!open.empty() && adjacency.offsets.size() < max_cut_offsets) {
    // The candidates: steps between cells of different components, counted once per shape.
    std::vector<std::pair<offset, std::uint32_t>> seen;
    std::vector<offset> mine;
    for (const std::vector<offset>& p : open) {
      components(p, adjacency.offsets, nullptr, root);
      mine.clear();
      for (std::uint32_t a = 0; a < p.size(); ++a) {
        for (std::uint32_t b = a + 1; b < p.size(); ++b) {
          if (root[a] == root[b]) continue;
          const offset d = normalised(offset{p[b].major - p[a].major, p[b].minor - p[a].minor});
          if (std::find(mine.begin(), mine.end(), d) == mine.end()) mine.push_back(d);
        }
      }
      for (const offset d : mine) {
        auto it =
            std::find_if(seen.begin(), seen.end(), [&](const auto& s) { return s.first == d; });
        if (it == seen.end()) {
          seen.emplace_back(d, 1);
        } else {
          ++it->second;
        }
      }
    }
    // The most frequent few, shortest first among equals, judged by how many shapes they connect.
    const auto length = [](offset d) { return std::abs(d.major) + std::abs(d.minor); };
    std::stable_sort(seen.begin(), seen.end(), [&](const auto& x, const auto& y) {
      return x.second != y.second ? x.second > y.second : length(x.first) < length(y.first);
    });
    constexpr std::size_t tried = 6;
    std::size_t best = 0, best_connects = 0;
    for (std::size_t c = 0; c < std::min(tried, seen.size()); ++c) {
      std::size_t connects = 0;
      for (const std::vector<offset>& p : open) {
        connects += components(p, adjacency.offsets, &seen[c].first, root) == 1 ? 1 : 0;
      }
      if (connects > best_connects) {
        best = c;
        best_connects = connects;
      }
    }
    if (seen.empty()) break;
    adjacency.offsets.push_back(seen[best].first);
    std::erase_if(open, [&](const std::vector<offset>& p) {
      return components(p, adjacency.offsets, nullptr, root) == 1;
    });
  }
  adjacency.connected = open.empty();
  return adjacency;
}

bool placements_connected(const packing_problem& problem, const cut_adjacency& adjacency) {
  std::vector<offset> cells;
  std::vector<std::uint32_t> root;
  for (const placement& pl : problem.placements()) {
    to_numbering(problem, pl, cells);
    if (!cells.empty() && components(cells, adjacency.offsets, nullptr, root) != 1) return false;
  }
  return true;
}

}  // namespace tessera::detail
