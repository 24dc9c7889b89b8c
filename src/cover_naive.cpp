// The brute-force twin of the counting DP (the seed's method: put a piece on the first free cell,
// in every way, and go on), and the independent checker of a claimed tiling.
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "detail/cover_plan.hpp"

namespace tessera {
namespace {

// Whether the sorted `cells` are a translate of `shape` on the wrapped board `b`, cells taken
// modulo the wrapped sides (every start tried). O(cells * n log n).
bool wrapped_translate(const board& b, const polyomino& shape, const std::vector<cell>& cells) {
  const auto rows = static_cast<std::int32_t>(b.rows()), cols = static_cast<std::int32_t>(b.cols());
  std::vector<cell> moved;
  for (std::int32_t r = 0; r < rows; ++r) {
    for (std::int32_t c = 0; c < cols; ++c) {
      moved.clear();
      bool on = true;
      for (const cell& x : shape.cells()) {
        const std::int32_t u = r + x.row, v = c + x.col;
        on = on && (b.wrap_rows() || u < rows) && (b.wrap_cols() || v < cols);
        moved.push_back(cell{u % rows, v % cols});
      }
      std::sort(moved.begin(), moved.end());
      if (on && moved == cells) return true;
    }
  }
  return false;
}

}  // namespace

std::uint64_t count_tilings_naive(const board& b, std::span<const piece> pieces,
                                  orientation_set orient) {
  if (b.wrapped()) return detail::count_wrapped_naive(b, pieces, orient);
  const std::vector<placed_piece> shapes = fixed_shapes(pieces, orient);
  const auto rows = static_cast<std::int32_t>(b.rows()), cols = static_cast<std::int32_t>(b.cols());
  std::vector<std::uint8_t> open = b.cells();  // 1 = free and not yet covered
  // An explicit stack of (anchor cell, next shape to try): no recursion.
  struct frame {
    std::int32_t cell;
    std::size_t next;
  };
  auto first_open = [&](std::int32_t from) {
    while (from < rows * cols && open[static_cast<std::size_t>(from)] == 0) ++from;
    return from;
  };
  auto cells_of = [&](std::size_t k, std::int32_t at, std::vector<std::int32_t>& out) {
    out.clear();
    const std::vector<cell>& cs = shapes[k].cells;
    const std::int32_t r0 = at / cols, c0 = at % cols, anchor = cs.front().col;
    for (const cell& x : cs) {
      const std::int32_t r = r0 + x.row, c = c0 + x.col - anchor;
      if (r < 0 || r >= rows || c < 0 || c >= cols ||
          open[static_cast<std::size_t>(r * cols + c)] == 0) {
        return false;
      }
      out.push_back(r * cols + c);
    }
    return true;
  };
  auto set_cells = [&](std::size_t k, std::int32_t at, std::uint8_t value) {
    const std::vector<cell>& cs = shapes[k].cells;
    const std::int32_t r0 = at / cols, c0 = at % cols, anchor = cs.front().col;
    for (const cell& x : cs)
      open[static_cast<std::size_t>((r0 + x.row) * cols + c0 + x.col - anchor)] = value;
  };
  std::uint64_t count = 0;
  std::vector<frame> stack{{first_open(0), 0}};
  std::vector<std::int32_t> cells;
  while (!stack.empty()) {
    frame& top = stack.back();
    if (top.cell == rows * cols) {  // every free cell covered
      ++count;
      stack.pop_back();
      continue;
    }
    if (top.next > 0) set_cells(top.next - 1, top.cell, 1);  // undo this frame's previous choice
    while (top.next < shapes.size() && !cells_of(top.next, top.cell, cells)) ++top.next;
    if (top.next == shapes.size()) {
      stack.pop_back();
      continue;
    }
    set_cells(top.next, top.cell, 0);
    ++top.next;
    const std::int32_t next_cell = first_open(top.cell);
    stack.push_back({next_cell, 0});
  }
  return count;
}

std::string check_tiling(const board& b, std::span<const piece> pieces, orientation_set orient,
                         std::span<const placed_piece> tiling) {
  std::vector<std::uint8_t> covered(b.rows() * b.cols(), 0);
  for (std::size_t k = 0; k < tiling.size(); ++k) {
    const placed_piece& put = tiling[k];
    const auto named = std::find_if(pieces.begin(), pieces.end(),
                                    [&](const piece& p) { return p.name == put.name; });
    if (named == pieces.end())
      return fmt::format("piece {} has an unknown name '{}'", k + 1, put.name);
    const polyomino shape(put.cells);
    if (shape.size() != put.cells.size()) return fmt::format("piece {} repeats a cell", k + 1);
    bool allowed = false;
    std::vector<cell> sorted = put.cells;
    std::sort(sorted.begin(), sorted.end());
    for (const oriented_polyomino& o : orientations(named->shape, piece_motions(*named, orient))) {
      allowed = allowed || (b.wrapped() ? wrapped_translate(b, o.shape, sorted) : o.shape == shape);
    }
    if (!allowed)
      return fmt::format("piece {} is not an allowed orientation of '{}'", k + 1, put.name);
    for (const cell& c : put.cells) {
      if (c.row < 0 || c.col < 0 || static_cast<std::size_t>(c.row) >= b.rows() ||
          static_cast<std::size_t>(c.col) >= b.cols()) {
        return fmt::format("piece {} leaves the board", k + 1);
      }
      const auto r = static_cast<std::size_t>(c.row), col = static_cast<std::size_t>(c.col);
      if (!b.is_free(r, col))
        return fmt::format("piece {} covers the blocked cell ({}, {})", k + 1, r + 1, col + 1);
      if (covered[r * b.cols() + col]++ != 0)
        return fmt::format("cell ({}, {}) is covered twice", r + 1, col + 1);
    }
  }
  for (std::size_t r = 0; r < b.rows(); ++r) {
    for (std::size_t c = 0; c < b.cols(); ++c) {
      if (b.is_free(r, c) && covered[r * b.cols() + c] == 0) {
        return fmt::format("the free cell ({}, {}) is not covered", r + 1, c + 1);
      }
    }
  }
  return "";
}

}  // namespace tessera
