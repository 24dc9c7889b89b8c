// Polyomino shapes: normalisation, the 8 symmetries of the square, orientations and canonical
// forms.
#include "tessera/polyomino.hpp"

#include <algorithm>
#include <array>
#include <limits>

namespace tessera {
namespace {

constexpr std::array<transform, 8> all_transforms = {{
    {0, false},
    {1, false},
    {2, false},
    {3, false},
    {0, true},
    {1, true},
    {2, true},
    {3, true},
}};

}  // namespace

std::span<const transform> allowed_transforms(orientation_set set) {
  switch (set) {
    case orientation_set::fixed:
      return std::span<const transform>(all_transforms).first(1);
    case orientation_set::rotate:
      return std::span<const transform>(all_transforms).first(4);
    case orientation_set::free:
      break;
  }
  return all_transforms;
}

cell apply(transform t, cell c) {
  if (t.reflect) c.col = -c.col;
  for (int k = 0; k < (t.quarter_turns & 3); ++k)
    c = cell{c.col, -c.row};  // clockwise quarter turn
  return c;
}

polyomino::polyomino(std::vector<cell> cells) : cells_(std::move(cells)) {
  std::sort(cells_.begin(), cells_.end());
  cells_.erase(std::unique(cells_.begin(), cells_.end()), cells_.end());
  if (cells_.empty()) return;
  std::int32_t min_row = std::numeric_limits<std::int32_t>::max(), min_col = min_row;
  std::int32_t max_row = std::numeric_limits<std::int32_t>::min(), max_col = max_row;
  for (const cell& c : cells_) {
    min_row = std::min(min_row, c.row);
    max_row = std::max(max_row, c.row);
    min_col = std::min(min_col, c.col);
    max_col = std::max(max_col, c.col);
  }
  for (cell& c : cells_) c = cell{c.row - min_row, c.col - min_col};
  height_ = max_row - min_row + 1;
  width_ = max_col - min_col + 1;
}

polyomino polyomino::transformed(transform t) const {
  std::vector<cell> moved;
  moved.reserve(cells_.size());
  for (const cell& c : cells_) moved.push_back(apply(t, c));
  return polyomino(std::move(moved));
}

bool polyomino::is_connected() const {
  if (cells_.empty()) return false;
  // Iterative flood fill over the sorted cells; neighbours found by binary search.
  std::vector<bool> seen(cells_.size(), false);
  std::vector<std::size_t> stack{0};
  seen[0] = true;
  std::size_t reached = 1;
  while (!stack.empty()) {
    const cell c = cells_[stack.back()];
    stack.pop_back();
    for (const cell step : {cell{-1, 0}, cell{1, 0}, cell{0, -1}, cell{0, 1}}) {
      const cell n{c.row + step.row, c.col + step.col};
      const auto it = std::lower_bound(cells_.begin(), cells_.end(), n);
      if (it == cells_.end() || *it != n) continue;
      const auto index = static_cast<std::size_t>(it - cells_.begin());
      if (!seen[index]) {
        seen[index] = true;
        ++reached;
        stack.push_back(index);
      }
    }
  }
  return reached == cells_.size();
}

std::strong_ordering operator<=>(const polyomino& a, const polyomino& b) {
  if (const auto by_size = a.cells_.size() <=> b.cells_.size(); by_size != 0) return by_size;
  // Same sizes from here. A loop, not std::lexicographical_compare_three_way: the wasm32 core's
  // libc++ 14 does not have it.
  for (std::size_t i = 0; i < a.cells_.size(); ++i) {
    if (const auto by_cell = a.cells_[i] <=> b.cells_[i]; by_cell != 0) return by_cell;
  }
  return std::strong_ordering::equal;
}

std::vector<oriented_polyomino> orientations(const polyomino& p, orientation_set set) {
  std::vector<oriented_polyomino> out;
  for (const transform t : allowed_transforms(set)) {
    polyomino shape = p.transformed(t);
    const bool seen = std::any_of(out.begin(), out.end(),
                                  [&](const oriented_polyomino& o) { return o.shape == shape; });
    if (!seen) out.push_back({std::move(shape), t});
  }
  return out;
}

polyomino canonical_form(const polyomino& p, orientation_set set) {
  polyomino best = p;
  for (const transform t : allowed_transforms(set)) {
    polyomino shape = p.transformed(t);
    if (shape < best) best = std::move(shape);
  }
  return best;
}

std::size_t symmetry_order(const polyomino& p, orientation_set set) {
  std::size_t order = 0;
  for (const transform t : allowed_transforms(set)) order += p.transformed(t) == p ? 1 : 0;
  return order;
}

std::size_t polyomino_hash::operator()(const polyomino& p) const noexcept {
  // FNV-1a over the cell coordinates.
  std::uint64_t h = 1469598103934665603ULL;
  for (const cell& c : p.cells()) {
    for (std::int32_t v : {c.row, c.col}) {
      h ^= static_cast<std::uint32_t>(v);
      h *= 1099511628211ULL;
    }
  }
  return static_cast<std::size_t>(h);
}

std::string draw(const polyomino& p) {
  const auto h = static_cast<std::size_t>(p.height()), w = static_cast<std::size_t>(p.width());
  std::string out;
  for (std::size_t r = 0; r < h; ++r) out += std::string(w, '.') + '\n';
  for (const cell& c : p.cells()) {
    out[static_cast<std::size_t>(c.row) * (w + 1) + static_cast<std::size_t>(c.col)] = '#';
  }
  return out;
}

polyomino from_rows(std::span<const std::string_view> rows, char filled) {
  std::vector<cell> cells;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      if (rows[r][c] == filled)
        cells.push_back({static_cast<std::int32_t>(r), static_cast<std::int32_t>(c)});
    }
  }
  return polyomino(std::move(cells));
}

}  // namespace tessera
