// Private to the fill solver: component labelling and canonical shape keys without an allocation
// per component. Shared by src/fill_shapes.cpp, src/fill_solve.cpp and the tests (which compare the
// keys with tessera::canonical_form).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "tessera/polyomino.hpp"

namespace tessera::detail {

// A normalised cell packed into one integer, (row << 32) | column: sorting the keys sorts the cells
// row-major, so a sorted key sequence orders shapes exactly as polyomino's operator<=> does.
inline std::uint64_t pack_cell(std::int64_t row, std::int64_t col) {
  return (static_cast<std::uint64_t>(row) << 32) | static_cast<std::uint32_t>(col);
}

// Buffers reused from one component to the next: after the first few components no call allocates.
struct shape_scratch {
  std::vector<cell> cells;                     // the component, in flood-fill order
  std::vector<std::uint64_t> keys;             // one orientation's sorted keys
  std::vector<std::uint64_t> best;             // the least orientation so far: the canonical key
  std::vector<std::uint64_t> fixed;            // the cells' offsets from the first, in flood order
  std::vector<std::uint64_t> spare;            // radix sort buffer
  std::vector<std::uint32_t> counts;           // radix sort histogram
  std::vector<std::uint64_t> rows, best_rows;  // an orientation as one bitmask per row
};

// `t` applied to one cell (mirror left-right, then clockwise quarter turns), as tessera::apply
// does.
inline cell turn(transform t, cell c) {
  const std::int32_t col = t.reflect ? -c.col : c.col;
  switch (t.quarter_turns & 3) {
    case 1:
      return cell{col, -c.row};
    case 2:
      return cell{-c.row, -col};
    case 3:
      return cell{-col, c.row};
    default:
      return cell{c.row, col};
  }
}

// The sorted keys of `cells` moved by `t` and normalised, into `out` (not scratch.spare). Small
// shapes by insertion sort or std::sort; from 64 cells on by a two-pass LSD radix sort (column,
// then row), O(k + height + width) = O(k) for a connected shape. Uses scratch.spare and
// scratch.counts.
void oriented_keys(std::span<const cell> cells, transform t, std::vector<std::uint64_t>& out,
                   shape_scratch& scratch);

// The canonical key of the shape in scratch.cells under `transforms` into scratch.best: the least
// sorted key sequence over the orientations, the same cells as canonical_form(…) gives. O(k log k)
// for k cells, times the number of transforms (at most 8).
void canonical_keys(shape_scratch& scratch, std::span<const transform> transforms);

// Flood-fills the 4-connected component of cells with grid[i] == want that holds `start` into
// scratch.cells (in breadth-first order; the vector itself is the queue, so nothing recurses),
// marking them in `seen`, a bitmap of rows*cols bits. O(component).
inline void flood_component(const std::uint8_t* grid, std::size_t rows, std::size_t cols,
                            std::uint8_t want, std::size_t start, std::vector<std::uint64_t>& seen,
                            std::vector<cell>& cells) {
  auto test_and_set = [&](std::size_t i) {
    std::uint64_t& word = seen[i >> 6];
    const std::uint64_t bit = std::uint64_t{1} << (i & 63);
    if (word & bit) return true;
    word |= bit;
    return false;
  };
  const auto last_row = static_cast<std::int32_t>(rows) - 1;
  const auto last_col = static_cast<std::int32_t>(cols) - 1;
  cells.clear();
  test_and_set(start);
  cells.push_back(
      cell{static_cast<std::int32_t>(start / cols), static_cast<std::int32_t>(start % cols)});
  for (std::size_t head = 0; head < cells.size(); ++head) {
    const cell c = cells[head];
    const std::size_t i = static_cast<std::size_t>(c.row) * cols + static_cast<std::size_t>(c.col);
    if (c.row > 0 && grid[i - cols] == want && !test_and_set(i - cols)) {
      cells.push_back({c.row - 1, c.col});
    }
    if (c.row < last_row && grid[i + cols] == want && !test_and_set(i + cols)) {
      cells.push_back({c.row + 1, c.col});
    }
    if (c.col > 0 && grid[i - 1] == want && !test_and_set(i - 1))
      cells.push_back({c.row, c.col - 1});
    if (c.col < last_col && grid[i + 1] == want && !test_and_set(i + 1)) {
      cells.push_back({c.row, c.col + 1});
    }
  }
}

// Visits every 4-connected component of cells with grid[i] == want in row-major order of its first
// cell: fills scratch.cells with the component and calls visit(first_index). `seen` is reset to a
// clear bitmap of rows*cols bits. O(rows*cols).
template <class Visit>
void for_each_component(const std::uint8_t* grid, std::size_t rows, std::size_t cols,
                        std::uint8_t want, std::vector<std::uint64_t>& seen, shape_scratch& scratch,
                        Visit&& visit) {
  const std::size_t n = rows * cols;
  seen.assign((n + 63) / 64, 0);
  for (std::size_t start = 0; start < n; ++start) {
    if (grid[start] != want || ((seen[start >> 6] >> (start & 63)) & 1) != 0) continue;
    flood_component(grid, rows, cols, want, start, seen, scratch.cells);
    visit(start);
  }
}

// Interns canonical keys: equal key sequences get the same dense id. Open addressing over one flat
// arena of keys, so a million classes cost a few flat arrays, not a million vectors.
class shape_table {
 public:
  // The id of `keys` (a new one when unseen). O(k) expected.
  std::uint32_t intern(std::span<const std::uint64_t> keys);
  std::size_t size() const { return offset_.size(); }
  std::size_t cells(std::uint32_t id) const { return size_[id]; }

 private:
  void grow();
  std::vector<std::uint32_t> slot_;  // id + 1, 0 = empty; size a power of two
  std::vector<std::uint64_t> hash_;  // per id
  std::vector<std::uint64_t> offset_;
  std::vector<std::uint32_t> size_;
  std::vector<std::uint64_t> arena_;
};

// Names the shape class of components: equal ids exactly for shapes equal under `transforms`.
//
// A memo in front of the canonical form: flood_component starts at the row-major first cell and
// visits neighbours in a fixed order, so the sequence of offsets from the first cell, in flood
// order, depends only on the shape as it lies (no sort needed) and two components lying the same
// way give the same sequence. Real inputs repeat a few hundred such shapes millions of times, so
// the canonical form (O(k log k) per transform) is computed once per distinct lying shape, and the
// common case is a flood, a hash and a compare. With all shapes distinct it costs one extra O(k)
// lookup each.
class shape_classifier {
 public:
  explicit shape_classifier(std::span<const transform> transforms) : transforms_(transforms) {}
  // The class of the component in scratch.cells (as flood_component left it). O(k) expected after
  // the first component of each lying shape; O(k log k) for that first one.
  std::uint32_t classify(shape_scratch& scratch);
  std::size_t classes() const { return classes_.size(); }
  std::size_t cells(std::uint32_t id) const { return classes_.cells(id); }

 private:
  static constexpr std::size_t memo_max_cells = 256;
  std::span<const transform> transforms_;
  shape_table lying_;                    // shapes as they lie (flood-order offsets)
  std::vector<std::uint32_t> class_of_;  // by lying id
  shape_table classes_;                  // canonical keys
};

}  // namespace tessera::detail
