// tessera/polyform.hpp: polyforms on any lattice (tessera/lattice.hpp): finite cell sets kept
// normalised, their orientations, canonical forms and symmetries. The square-grid twin of this
// header is tessera/polyomino.hpp, which the square-grid engines keep using unchanged.
#pragma once

#include <compare>
#include <cstddef>
#include <vector>

#include "tessera/lattice.hpp"
#include "tessera/polyomino.hpp"

namespace tessera {

// A finite set of cells of one lattice, kept normalised: translated so that its least x and least
// y (and least z on cube) are 0 — on tri z is never translated — and sorted by (x, y, z). Two
// shapes that differ by a translation compare equal.
class polyform {
 public:
  polyform() = default;
  // Any cells of l (precondition: each is_lattice_cell(l, c)); duplicates are removed and the
  // result normalised. O(n log n).
  polyform(lattice l, std::vector<lattice_cell> cells);

  lattice kind() const { return kind_; }
  const std::vector<lattice_cell>& cells() const { return cells_; }
  std::size_t size() const { return cells_.size(); }
  bool empty() const { return cells_.empty(); }

  // apply_motion to each cell, normalised again. Precondition: motion < motion_count(kind()).
  // O(n log n).
  polyform moved(std::size_t motion) const;
  // Whether the cells form one group under lattice_neighbours (the empty shape is not connected).
  // O(n log n).
  bool is_connected() const;

  // Equal when same lattice and same normalised cells.
  friend bool operator==(const polyform& a, const polyform& b) {
    return a.kind_ == b.kind_ && a.cells_ == b.cells_;
  }
  // Orders by lattice, then size, then the sorted cells: a total order used for canonical forms.
  friend std::strong_ordering operator<=>(const polyform& a, const polyform& b);

 private:
  lattice kind_ = lattice::square;
  std::vector<lattice_cell> cells_;
};

// The motions an orientation set allows on l: fixed 1 (the identity), rotate rotation_count(l),
// free motion_count(l); they are motions 0 .. count − 1. O(1).
std::size_t allowed_motion_count(lattice l, orientation_set set);

// A distinct orientation of a polyform together with one motion that produces it.
struct oriented_polyform {
  polyform shape;
  std::size_t motion = 0;
};

// The distinct orientations of p under set, in motion order (the first motion giving a shape is
// kept). Their number is allowed_motion_count / symmetry_order. O(m n log n), m motions.
std::vector<oriented_polyform> orientations(const polyform& p, orientation_set set);

// The least orientation of p under set: two shapes are the same piece under set iff their
// canonical forms are equal. O(m n log n).
polyform canonical_form(const polyform& p, orientation_set set);

// The number of allowed motions mapping p onto itself (up to translation). O(m n log n).
std::size_t symmetry_order(const polyform& p, orientation_set set);

// A hash of the lattice and the normalised cells (equal shapes hash equal). O(n).
struct polyform_hash {
  std::size_t operator()(const polyform& p) const noexcept;
};

}  // namespace tessera
