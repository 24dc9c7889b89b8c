// Polyforms on any lattice: normalisation, orientations, canonical forms (tessera/polyform.hpp).
// The lattice enters only through tessera/lattice.hpp's functions.
#include "tessera/polyform.hpp"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <limits>

namespace tessera {

polyform::polyform(lattice l, std::vector<lattice_cell> cells)
    : kind_(l), cells_(std::move(cells)) {
  if (cells_.empty()) return;
  lattice_cell least{std::numeric_limits<std::int32_t>::max(),
                     std::numeric_limits<std::int32_t>::max(),
                     std::numeric_limits<std::int32_t>::max()};
  for (const lattice_cell& c : cells_) {
    assert(is_lattice_cell(l, c));
    least.x = std::min(least.x, c.x);
    least.y = std::min(least.y, c.y);
    least.z = std::min(least.z, c.z);
  }
  // translated() never moves a triangle's z; it is 0 on square and hex already.
  const lattice_cell by{-least.x, -least.y, l == lattice::cube ? -least.z : 0};
  for (lattice_cell& c : cells_) c = translated(l, c, by);
  std::sort(cells_.begin(), cells_.end());
  cells_.erase(std::unique(cells_.begin(), cells_.end()), cells_.end());
}

polyform polyform::moved(std::size_t motion) const {
  std::vector<lattice_cell> out;
  out.reserve(cells_.size());
  for (const lattice_cell& c : cells_) out.push_back(apply_motion(kind_, motion, c));
  return polyform(kind_, std::move(out));
}

bool polyform::is_connected() const {
  if (cells_.empty()) return false;
  // Iterative flood fill over the sorted cells; neighbours found by binary search.
  std::vector<bool> seen(cells_.size(), false);
  std::vector<std::size_t> stack{0};
  std::vector<lattice_cell> around;
  seen[0] = true;
  std::size_t reached = 1;
  while (!stack.empty()) {
    const lattice_cell c = cells_[stack.back()];
    stack.pop_back();
    around.clear();
    lattice_neighbours(kind_, c, around);
    for (const lattice_cell& n : around) {
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

std::strong_ordering operator<=>(const polyform& a, const polyform& b) {
  if (const auto by_kind = a.kind_ <=> b.kind_; by_kind != 0) return by_kind;
  if (const auto by_size = a.cells_.size() <=> b.cells_.size(); by_size != 0) return by_size;
  // A loop, not std::lexicographical_compare_three_way: the wasm32 core's libc++ 14 lacks it.
  for (std::size_t i = 0; i < a.cells_.size(); ++i) {
    if (const auto by_cell = a.cells_[i] <=> b.cells_[i]; by_cell != 0) return by_cell;
  }
  return std::strong_ordering::equal;
}

std::size_t allowed_motion_count(lattice l, orientation_set set) {
  switch (set) {
    case orientation_set::fixed:
      return 1;
    case orientation_set::rotate:
      return rotation_count(l);
    case orientation_set::free:
      break;
  }
  return motion_count(l);
}

std::vector<oriented_polyform> orientations(const polyform& p, orientation_set set) {
  std::vector<oriented_polyform> out;
  const std::size_t count = allowed_motion_count(p.kind(), set);
  for (std::size_t k = 0; k < count; ++k) {
    polyform shape = p.moved(k);
    const bool seen = std::any_of(out.begin(), out.end(),
                                  [&](const oriented_polyform& o) { return o.shape == shape; });
    if (!seen) out.push_back({std::move(shape), k});
  }
  return out;
}

polyform canonical_form(const polyform& p, orientation_set set) {
  polyform best = p;
  const std::size_t count = allowed_motion_count(p.kind(), set);
  for (std::size_t k = 1; k < count; ++k) {
    polyform shape = p.moved(k);
    if (shape < best) best = std::move(shape);
  }
  return best;
}

std::size_t symmetry_order(const polyform& p, orientation_set set) {
  std::size_t order = 0;
  const std::size_t count = allowed_motion_count(p.kind(), set);
  for (std::size_t k = 0; k < count; ++k) order += p.moved(k) == p ? 1 : 0;
  return order;
}

std::size_t polyform_hash::operator()(const polyform& p) const noexcept {
  // FNV-1a over the lattice and the cell coordinates.
  std::uint64_t h = 1469598103934665603ULL ^ static_cast<std::uint64_t>(p.kind());
  h *= 1099511628211ULL;
  for (const lattice_cell& c : p.cells()) {
    for (std::int32_t v : {c.x, c.y, c.z}) {
      h ^= static_cast<std::uint32_t>(v);
      h *= 1099511628211ULL;
    }
  }
  return static_cast<std::size_t>(h);
}

}  // namespace tessera
