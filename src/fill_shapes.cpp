// Canonical shape keys and the table of shape classes for the fill solver (see
// detail/fill_shapes.hpp).
//
// canonical_form in polyomino.cpp builds a new polyomino (a vector) per orientation; with millions
// of components that allocation dominates. Here the same canonical form is computed as packed
// 64-bit keys in reused buffers: per orientation transform, normalise, sort, keep the least
// sequence.
#include "detail/fill_shapes.hpp"

#include <algorithm>
#include <bit>
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

void oriented_keys(std::span<const cell> cells, transform t, std::vector<std::uint64_t>& out,
                   shape_scratch& scratch) {
  out.resize(cells.size());
  std::int32_t min_row = std::numeric_limits<std::int32_t>::max(), min_col = min_row;
  std::int32_t max_row = std::numeric_limits<std::int32_t>::min(), max_col = max_row;
  for (const cell c : cells) {
    const cell m = turn(t, c);
    min_row = std::min(min_row, m.row);
    min_col = std::min(min_col, m.col);
    max_row = std::max(max_row, m.row);
    max_col = std::max(max_col, m.col);
  }
  std::uint64_t* key = out.data();
  for (const cell c : cells) {
    const cell m = turn(t, c);
    *key++ = pack_cell(std::int64_t{m.row} - min_row, std::int64_t{m.col} - min_col);
  }
  const std::size_t k = cells.size();
  const auto height = static_cast<std::size_t>(std::int64_t{max_row} - min_row) + 1;
  const auto width = static_cast<std::size_t>(std::int64_t{max_col} - min_col) + 1;
  if (k < 64 || height + width > 4 * k) {
    sort_keys(out.data(), out.data() + k);
    return;
  }
  // LSD radix sort: stable by column into `spare`, then stable by row back into `out`.
  auto& spare = scratch.spare;
  auto& counts = scratch.counts;
  spare.resize(k);
  counts.assign(width + 1, 0);
  for (const std::uint64_t v : out) ++counts[(v & 0xffffffffU) + 1];
  for (std::size_t i = 0; i < width; ++i) counts[i + 1] += counts[i];
  for (const std::uint64_t v : out) spare[counts[v & 0xffffffffU]++] = v;
  counts.assign(height + 1, 0);
  for (const std::uint64_t v : spare) ++counts[(v >> 32) + 1];
  for (std::size_t i = 0; i < height; ++i) counts[i + 1] += counts[i];
  for (const std::uint64_t v : spare) out[counts[v >> 32]++] = v;
}

namespace {

// Orientation `a` before `b` in the order of sorted cell lists, both given as rows of bitmasks
// (`wa`, `wb` words a row). In the first row where they differ, the list holding the lowest
// differing column has the smaller cell at the first position where the lists differ (the other
// list has a larger column there, or a later row). Normalised shapes have no empty row, and equal
// sizes, so a common prefix decides.
bool rows_less(const std::vector<std::uint64_t>& a, std::size_t wa,
               const std::vector<std::uint64_t>& b, std::size_t wb) {
  const std::size_t rows = std::min(a.size() / wa, b.size() / wb), words = std::max(wa, wb);
  for (std::size_t i = 0; i < rows; ++i) {
    for (std::size_t j = 0; j < words; ++j) {
      const std::uint64_t x = j < wa ? a[i * wa + j] : 0, y = j < wb ? b[i * wb + j] : 0;
      if (x != y) {
        const std::uint64_t d = x ^ y;
        return (x & d & (~d + 1)) != 0;
      }
    }
  }
  return a.size() / wa < b.size() / wb;
}

// canonical_keys by rows of bitmasks, when the bounding box has at most 64·k + 4096 cells (so the
// bitmasks cost O(k) words, and at most as many bits as the grid has cells); false (nothing done)
// otherwise.
bool canonical_by_rows(shape_scratch& scratch, std::span<const transform> transforms) {
  std::int32_t r0 = std::numeric_limits<std::int32_t>::max(), c0 = r0;
  std::int32_t r1 = std::numeric_limits<std::int32_t>::min(), c1 = r1;
  for (const cell c : scratch.cells) {
    r0 = std::min(r0, c.row);
    r1 = std::max(r1, c.row);
    c0 = std::min(c0, c.col);
    c1 = std::max(c1, c.col);
  }
  const auto h = static_cast<std::uint64_t>(std::int64_t{r1} - r0 + 1);
  const auto w = static_cast<std::uint64_t>(std::int64_t{c1} - c0 + 1);
  if (h * w > 64 * scratch.cells.size() + 4096) return false;
  auto& cur = scratch.rows;
  auto& best = scratch.best_rows;
  std::size_t best_words = 1;
  bool first = true;
  const auto hi = static_cast<std::int32_t>(h), wi = static_cast<std::int32_t>(w);
  for (const transform t : transforms) {
    const int q = t.quarter_turns & 3;
    const std::size_t words = ((q % 2 == 0 ? w : h) + 63) / 64;
    cur.assign((q % 2 == 0 ? h : w) * words, 0);
    // The normalised image of (r, c) under t, in closed form (see turn()).
    for (const cell c : scratch.cells) {
      const std::int32_t r = c.row - r0, col = t.reflect ? c1 - c.col : c.col - c0;
      std::int32_t nr = r, nc = col;
      if (q == 1) nr = col, nc = hi - 1 - r;
      if (q == 2) nr = hi - 1 - r, nc = wi - 1 - col;
      if (q == 3) nr = wi - 1 - col, nc = r;
      const auto ucol = static_cast<std::size_t>(nc);
      cur[static_cast<std::size_t>(nr) * words + ucol / 64] |= std::uint64_t{1} << (ucol % 64);
    }
    if (first || rows_less(cur, words, best, best_words)) {
      std::swap(cur, best);
      best_words = words;
      first = false;
    }
  }
  scratch.best.clear();
  for (std::size_t i = 0; i < best.size(); ++i) {
    const std::size_t r = i / best_words, base = (i % best_words) * 64;
    for (std::uint64_t m = best[i]; m != 0; m &= m - 1) {
      scratch.best.push_back(pack_cell(static_cast<std::int64_t>(r),
                                       static_cast<std::int64_t>(base) + std::countr_zero(m)));
    }
  }
  return true;
}

}  // namespace

void canonical_keys(shape_scratch& scratch, std::span<const transform> transforms) {
  if (canonical_by_rows(scratch, transforms)) return;
  const std::span<const cell> cells(scratch.cells);
  bool first = true;
  for (const transform t : transforms) {
    oriented_keys(cells, t, scratch.keys, scratch);
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
