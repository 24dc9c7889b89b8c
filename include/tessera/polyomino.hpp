// tessera/polyomino.hpp: polyomino shapes, their orientations, canonical forms and symmetries.
//
// A polyomino is a finite set of grid cells, kept normalised: translated so that its smallest row
// and column are 0, cells sorted row-major. Two shapes are the same piece under an orientation set
// (fixed, rotations, rotations and reflections) exactly when their canonical forms are equal.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tessera {

struct cell {
  std::int32_t row = 0;
  std::int32_t col = 0;
  auto operator<=>(const cell&) const = default;
};

// Which motions of a piece are allowed: none (fixed), the 4 rotations, or rotations and reflections
// (free, the 8 symmetries of the square).
enum class orientation_set : unsigned char { fixed, rotate, free };

// One of the 8 symmetries of the square grid: first mirror left-right when `reflect`, then turn
// clockwise `quarter_turns` times by 90 degrees.
struct transform {
  unsigned char quarter_turns = 0;  // 0..3
  bool reflect = false;
  auto operator<=>(const transform&) const = default;
};

// The transforms `set` allows, identity first: 1, 4 or 8 of them.
std::span<const transform> allowed_transforms(orientation_set set);

// Applies `t` to one cell (around the origin; the result is not normalised).
cell apply(transform t, cell c);

class polyomino {
 public:
  polyomino() = default;
  // Any cells; duplicates are removed and the result normalised. O(n log n).
  explicit polyomino(std::vector<cell> cells);

  const std::vector<cell>& cells() const { return cells_; }
  std::size_t size() const { return cells_.size(); }
  bool empty() const { return cells_.empty(); }
  std::int32_t height() const { return height_; }
  std::int32_t width() const { return width_; }

  // This shape moved by `t` and normalised again. O(n log n).
  polyomino transformed(transform t) const;
  // True when the cells form one 4-connected group (the empty shape is not connected). O(n log n).
  bool is_connected() const;

  friend bool operator==(const polyomino& a, const polyomino& b) { return a.cells_ == b.cells_; }
  // Orders by size first, then by the sorted cells: a total order used for canonical forms.
  friend std::strong_ordering operator<=>(const polyomino& a, const polyomino& b);

 private:
  std::vector<cell> cells_;
  std::int32_t height_ = 0;
  std::int32_t width_ = 0;
};

// A distinct orientation of a piece together with one transform that produces it.
struct oriented_polyomino {
  polyomino shape;
  transform how;
};

// The distinct orientations of `p` under `set`, in the order of allowed_transforms (first
// occurrence kept). Their number is (number of allowed transforms) / (order of p's symmetry group
// within `set`).
std::vector<oriented_polyomino> orientations(const polyomino& p, orientation_set set);

// The least orientation of `p` under `set`: two shapes are the same piece under `set` iff their
// canonical forms are equal. O(n log n).
polyomino canonical_form(const polyomino& p, orientation_set set);

// The number of transforms in `set` that map `p` onto itself (its symmetry group's order within
// `set`).
std::size_t symmetry_order(const polyomino& p, orientation_set set);

// A hash of the normalised cells (equal shapes hash equal), for unordered containers.
struct polyomino_hash {
  std::size_t operator()(const polyomino& p) const noexcept;
};

// Draws `p` with '#' for its cells and '.' elsewhere, one line per row, each ending in '\n'.
std::string draw(const polyomino& p);

// Builds a shape from drawn rows: every `filled` character is a cell (row i, column j).
polyomino from_rows(std::span<const std::string_view> rows, char filled = '#');

}  // namespace tessera
