// Canonical shape keys and the table of shape classes for the fill solver (see
// detail/fill_shapes.hpp).
//
// canonical_form in polyomino.cpp builds a new polyomino (a vector) per orientation; with millions
// of components that allocation dominates. Here the same canonical form is computed as packed
// 64-bit keys in reused buffers: per orientation transform, normalise, sort, keep the least
// sequence.
#include "detail/fill_shapes.hpp"

#include <algorithm>
#include <cstring>
#include <limits>

namespace tessera::detail {
namespace {

// Insertion sort for the small components that make up nearly all of a typical input; std::sort
// beyond. Both O(k log k) in the worst case that matters (k <= 16 is bounded).
void sort_keys(std::uint64_t* first, std::uint64_t* last) {
  if (last - first > 16) {
    std::sort(first, last);
    return;
  }
  for (std::uint64_t* i = first + 1; i < last; ++i) {
    const std::uint64_t v = *i;
    std::uint64_t* j = i;
    while (j > first && *(j - 1) > v) {
      *j = *(j - 1);
      --j;
    }
    *j = v;
  }
}

std::uint64_t mix(std::uint64_t h) {
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdULL;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53ULL;
  h ^= h >> 33;
  return h;
}

std::uint64_t hash_keys(std::span<const std::uint64_t> keys) {
  std::uint64_t h = keys.size() * 0x9e3779b97f4a7c15ULL;
  for (std::uint64_t k : keys) h = (h ^ mix(k)) * 0x100000001b3ULL + 0x9e3779b97f4a7c15ULL;
  return mix(h);
}

}  // namespace

void oriented_keys(std::span<const cell> cells, transform t, std::vector<std::uint64_t>& out) {
  out.resize(cells.size());
  std::int32_t min_row = std::numeric_limits<std::int32_t>::max(), min_col = min_row;
  for (const cell c : cells) {
    const cell m = turn(t, c);
    min_row = std::min(min_row, m.row);
    min_col = std::min(min_col, m.col);
  }
  std::uint64_t* key = out.data();
  for (const cell c : cells) {
    const cell m = turn(t, c);
    *key++ = pack_cell(std::int64_t{m.row} - min_row, std::int64_t{m.col} - min_col);
  }
  sort_keys(out.data(), out.data() + out.size());
}

void canonical_keys(shape_scratch& scratch, std::span<const transform> transforms) {
  const std::span<const cell> cells(scratch.cells);
  bool first = true;
  for (const transform t : transforms) {
    oriented_keys(cells, t, scratch.keys);
    if (first || std::lexicographical_compare(scratch.keys.begin(), scratch.keys.end(),
                                              scratch.best.begin(), scratch.best.end())) {
      std::swap(scratch.keys, scratch.best);
      first = false;
    }
  }
}

std::uint32_t shape_table::intern(std::span<const std::uint64_t> keys) {
  if (2 * (offset_.size() + 1) > slot_.size()) grow();
  const std::uint64_t h = hash_keys(keys);
  const std::size_t mask = slot_.size() - 1;
  for (std::size_t i = static_cast<std::size_t>(h) & mask;; i = (i + 1) & mask) {
    const std::uint32_t s = slot_[i];
    if (s == 0) {
      const auto id = static_cast<std::uint32_t>(offset_.size());
      slot_[i] = id + 1;
      hash_.push_back(h);
      offset_.push_back(arena_.size());
      size_.push_back(static_cast<std::uint32_t>(keys.size()));
      arena_.insert(arena_.end(), keys.begin(), keys.end());
      return id;
    }
    const std::uint32_t id = s - 1;
    if (hash_[id] == h && size_[id] == keys.size() &&
        std::memcmp(arena_.data() + offset_[id], keys.data(),
                    keys.size() * sizeof(std::uint64_t)) == 0) {
      return id;
    }
  }
}

void shape_table::grow() {
  const std::size_t capacity = std::max<std::size_t>(64, slot_.size() * 2);
  slot_.assign(capacity, 0);
  const std::size_t mask = capacity - 1;
  for (std::size_t id = 0; id < offset_.size(); ++id) {
    std::size_t i = static_cast<std::size_t>(hash_[id]) & mask;
    while (slot_[i] != 0) i = (i + 1) & mask;
    slot_[i] = static_cast<std::uint32_t>(id + 1);
  }
}

std::uint32_t shape_classifier::classify(shape_scratch& scratch) {
  // Big components are rare and their flood already costs O(k): memoising them would only keep a
  // second copy of their cells.
  if (scratch.cells.size() > memo_max_cells) {
    canonical_keys(scratch, transforms_);
    return classes_.intern(scratch.best);
  }
  const cell origin = scratch.cells.front();
  scratch.fixed.resize(scratch.cells.size());
  std::uint64_t* key = scratch.fixed.data();
  for (const cell c : scratch.cells) {
    *key++ = pack_cell(std::int64_t{c.row} - origin.row, std::int64_t{c.col} - origin.col);
  }
  const std::uint32_t lying = lying_.intern(scratch.fixed);
  if (lying < class_of_.size()) return class_of_[lying];
  canonical_keys(scratch, transforms_);
  class_of_.push_back(classes_.intern(scratch.best));
  return class_of_.back();
}

}  // namespace tessera::detail
