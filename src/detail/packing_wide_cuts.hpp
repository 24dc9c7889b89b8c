// Private: the cuts of the wide bitboard engine (packing_bitboard_wide.cpp), on the engine's
// numbering along the short side first. The pocket cut judges a window of 64 or 128 cells starting
// at the lowest free cell b: a free cell walled in alone, a walled-in pair, and a walled-in triple
// are dead when every piece is connected and none is that small. Cells before b are covered, which
// is what a shift brings in; past the window a shift brings in "covered" too, which would make
// pockets appear where there are none, so only cells whose neighbours lie in the window are judged
// (the first window - stride cells), and for the triple, whose middle cell's neighbours must be
// judged too, the first window - 2 * stride. A pocket further out is found when the search gets
// there (a cut missed is never a wrong answer). At the root, where cells before the anchor may be
// free, the cuts run on the whole board, cell by cell: every region of free cells must have a size
// the pieces could fill.
//
// Lattice: a lattice embedded in the box whose placements the box's four neighbours do not all
// connect (hexagons, cubes); the cuts then judge by the adjacency that does
// (detail/packing_cut_adjacency.hpp), its offsets as shifts of the window with a mask per anchor
// residue (an offset that moves along the short side must stay on its line), and the judged cells
// are those whose neighbours by every offset lie in the window.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <numeric>
#include <vector>

#include "detail/packing_cut_adjacency.hpp"
#include "tessera/polyomino_packing.hpp"

namespace tessera::detail {

template <class W, bool Lattice = false>
class wide_cuts {
 public:
  static constexpr std::uint32_t window_cells = sizeof(W) * 8;

  // Region sizes no set of pieces can fill (when every piece is connected): not a multiple of the
  // gcd of the sizes, or smaller than the smallest piece; and the window masks per anchor residue
  // along the short side. O(cells + stride * window).
  void build(const packing_problem& problem, std::uint32_t stride, std::uint32_t cells,
             const cut_adjacency* adjacency = nullptr) {
    stride_ = stride;
    cells_ = cells;
    offsets_ = {cut_adjacency::offset{0, 1}, cut_adjacency::offset{1, 0}};
    std::uint32_t gcd = 0;
    std::uint32_t min_size = std::numeric_limits<std::uint32_t>::max();
    // Off when the box's adjacency is not the cells' own (a lattice embedded in the box).
    bool connected = problem.connectivity_cuts();
    for (const packing_piece& piece : problem.pieces()) {
      const auto size = static_cast<std::uint32_t>(piece.shape.size());
      if (piece.max_count == 0 || size == 0) continue;
      gcd = std::gcd(gcd, size);
      min_size = std::min(min_size, size);
      if constexpr (!Lattice) connected = connected && piece.shape.is_connected();
    }
    if constexpr (Lattice) {
      // The adjacency checked every placement.
      connected = adjacency != nullptr && adjacency->connected;
      if (connected) offsets_ = adjacency->offsets;
    }
    if (gcd == 0) gcd = 1;
    dead_size_.assign(std::size_t{cells_} + 1, 0);
    for (std::uint32_t n = 1; n <= cells_ && connected; ++n) {
      dead_size_[n] = n % gcd != 0 || n < min_size ? 1 : 0;
    }
    dead_single_ = dead_size_.size() > 1 && dead_size_[1] != 0;
    dead_pair_ = dead_single_ && dead_size_.size() > 2 && dead_size_[2] != 0;
    dead_triple_ = dead_pair_ && dead_size_.size() > 3 && dead_size_[3] != 0;
    // Window cells that have a previous / next cell on their line, per anchor residue.
    not_first_.assign(stride_, 0);
    not_last_.assign(stride_, 0);
    for (std::uint32_t r = 0; r < stride_; ++r) {
      for (std::uint32_t j = 0; j < window_cells; ++j) {
        if ((r + j) % stride_ != 0) not_first_[r] |= W{1} << j;
        if ((r + j) % stride_ != stride_ - 1) not_last_[r] |= W{1} << j;
      }
    }
    judged_ = (W{1} << (window_cells - stride_)) - 1;
    judged_twice_ = window_cells > 2 * stride_ ? (W{1} << (window_cells - 2 * stride_)) - 1 : 0;
    if constexpr (Lattice) {
      // Per offset and residue, the window cells whose neighbour by the offset is on its line.
      std::uint32_t reach = 0;
      edge_low_.assign(std::size_t{stride_} * max_cut_offsets, W{0});
      for (std::size_t k = 0; k < offsets_.size() && k < max_cut_offsets; ++k) {
        const cut_adjacency::offset d = offsets_[k];
        shift_[k] =
            static_cast<std::uint32_t>(d.major * static_cast<std::int32_t>(stride_) + d.minor);
        reach = std::max(reach, shift_[k]);
        for (std::uint32_t r = 0; r < stride_; ++r) {
          for (std::uint32_t j = 0; j + shift_[k] < window_cells; ++j) {
            const auto minor = static_cast<std::int32_t>((r + j) % stride_) + d.minor;
            if (minor >= 0 && minor < static_cast<std::int32_t>(stride_)) {
              edge_low_[std::size_t{r} * max_cut_offsets + k] |= W{1} << j;
            }
          }
        }
      }
      judged_ = reach < window_cells ? (W{1} << (window_cells - reach)) - 1 : 0;
      judged_twice_ = 2 * reach < window_cells ? (W{1} << (window_cells - 2 * reach)) - 1 : 0;
    }
  }

  // The neighbours of the cells `x` by the lattice's adjacency, at anchor residue r.
  W lattice_neighbours(W x, std::uint32_t r) const {
    const W* low = &edge_low_[std::size_t{r} * max_cut_offsets];
    W n{0};
    for (std::size_t k = 0; k < max_cut_offsets; ++k) {
      n |= ((x & low[k]) << shift_[k]) | ((x >> shift_[k]) & low[k]);
    }
    return n;
  }

  // pockets_ok on the lattice's adjacency: the cells with at least one, two and three free
  // neighbours, counted over the directions.
  bool lattice_pockets_ok(W free, std::uint32_t r) const {
    const W* low = &edge_low_[std::size_t{r} * max_cut_offsets];
    W one{0}, two{0}, three{0};
    for (std::size_t k = 0; k < max_cut_offsets; ++k) {
      for (const W n : {(free >> shift_[k]) & low[k], (free & low[k]) << shift_[k]}) {
        three |= two & n;
        two |= one & n;
        one |= n;
      }
    }
    const W judged = free & judged_;
    if ((judged & ~one) != 0) return false;
    if (!dead_pair_) return true;
    const W lone = judged & ~two;
    if ((lone & lattice_neighbours(lone, r)) != 0) return false;
    const W busy = free & two;
    return !dead_triple_ || (busy & judged_twice_ & ~three & ~lattice_neighbours(busy, r)) == 0;
  }

  // The pocket cut on the window of free cells `free` at an anchor of residue r along the short
  // side, judging only the cells whose neighbours are all in the window.
  bool pockets_ok(W free, std::uint32_t r) const {
    if (!dead_single_) return true;
    if constexpr (Lattice) return lattice_pockets_ok(free, r);
    const W prev = (free << 1) & not_first_[r];
    const W next = (free >> 1) & not_last_[r];
    const W prev_line = free << stride_;
    const W next_line = free >> stride_;
    const W judged = free & judged_;
    if ((judged & ~(prev | next | prev_line | next_line)) != 0) return false;
    if (dead_pair_) {
      const W two =
          (prev & next) | (prev_line & next_line) | ((prev | next) & (prev_line | next_line));
      const W one = judged & ~two;
      const W touching = ((one << 1) & not_first_[r]) | ((one >> 1) & not_last_[r]) |
                         (one << stride_) | (one >> stride_);
      if ((one & touching) != 0) return false;
      // A walled-in triple is a path: its middle cell has exactly two free neighbours, and
      // neither of them has another one (judged where the neighbours' neighbours are in the
      // window).
      if (dead_triple_) {
        const W three =
            (prev & next & (prev_line | next_line)) | (prev_line & next_line & (prev | next));
        const W busy = free & two;
        const W near_busy = ((busy << 1) & not_first_[r]) | ((busy >> 1) & not_last_[r]) |
                            (busy << stride_) | (busy >> stride_);
        if ((busy & judged_twice_ & ~three & ~near_busy) != 0) return false;
      }
    }
    return true;
  }

  // The root's cuts on the whole board (`occupied`: one bit per cell, 1 where covered), with
  // `mask` placed at `anchor` when given: no walled-in cell or pair, and every region of free cells
  // of a size the pieces could fill. O(box).
  bool board_ok(const std::vector<std::uint64_t>& occupied, const W* mask,
                std::uint32_t anchor) const {
    std::vector<std::uint8_t> free(cells_);
    for (std::uint32_t i = 0; i < cells_; ++i) {
      free[i] = static_cast<std::uint8_t>((occupied[i / 64] >> (i % 64) & 1) == 0);
    }
    if (mask != nullptr) {
      for (std::uint32_t d = 0; d < window_cells; ++d) {
        if (((*mask >> d) & 1) != 0) free[anchor + d] = 0;
      }
    }
    std::vector<std::uint32_t> queue;
    std::uint32_t adjacent[2 * max_cut_offsets];
    const auto neighbours = [&](std::uint32_t i) {
      // The neighbours by each offset on either side, in the box.
      std::uint32_t n = 0;
      const auto major = static_cast<std::int32_t>(i / stride_);
      const auto minor = static_cast<std::int32_t>(i % stride_);
      for (const cut_adjacency::offset d : offsets_) {
        for (const std::int32_t sign : {-1, 1}) {
          const std::int32_t a = major + sign * d.major, b = minor + sign * d.minor;
          if (a < 0 || b < 0 || b >= static_cast<std::int32_t>(stride_)) continue;
          const auto j = static_cast<std::uint32_t>(a) * stride_ + static_cast<std::uint32_t>(b);
          if (j < cells_ && free[j] != 0) adjacent[n++] = j;
        }
      }
      return n;
    };
    // Regions by breadth-first search (marking visited cells 2); a walled-in cell or pair is a
    // region of size 1 or 2, so the size rule covers the pocket cut here.
    for (std::uint32_t s = 0; s < cells_; ++s) {
      if (free[s] != 1) continue;
      queue.assign(1, s);
      free[s] = 2;
      for (std::size_t q = 0; q < queue.size(); ++q) {
        const std::uint32_t n = neighbours(queue[q]);
        for (std::uint32_t k = 0; k < n; ++k) {
          if (free[adjacent[k]] == 1) {
            free[adjacent[k]] = 2;
            queue.push_back(adjacent[k]);
          }
        }
      }
      if (dead_size_[queue.size()] != 0) return false;
    }
    return true;
  }

 private:
  std::uint32_t stride_ = 1, cells_ = 0;
  std::vector<W> not_first_, not_last_;
  // The adjacency's offsets (the box's two unless Lattice); Lattice: each one's shift, and its
  // edge masks, edge_low_[residue * max_cut_offsets + k] (unused offsets: empty).
  std::vector<cut_adjacency::offset> offsets_;
  std::array<std::uint32_t, max_cut_offsets> shift_{};
  std::vector<W> edge_low_;
  W judged_{0}, judged_twice_{0};
  std::vector<std::uint8_t> dead_size_;  // per region size: 1 when no pieces can fill it
  bool dead_single_ = false, dead_pair_ = false, dead_triple_ = false;
};

}  // namespace tessera::detail
