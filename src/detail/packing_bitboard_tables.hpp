// Private: the candidate tables of the bitboard packing engine (packing_bitboard.cpp). Each node's
// candidate list (a cell's placements anchored there, or the first piece's at the root) is cut into
// chunks of at most 64, and the candidates of a chunk that may fit are found as one 64-bit word by
// table look-ups instead of a test (and a mispredicted branch) per candidate: one table per window
// of 6 pieces, indexed by which of them are still available, and one per window of 6 cells after
// the anchor (at most 3), indexed by which of them are occupied; each entry holds the chunk's
// candidates that pass, and the AND of the look-ups leaves those that fit in the windows (the
// engine checks the whole mask of each before taking it). A table costs 512 bytes. Also the bit
// helpers the engine shares with them.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

namespace tessera::detail {

// SWAR population count: without -mpopcnt std::popcount is a libgcc call, which showed in profiles.
inline int bitboard_popcount(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}
inline int bitboard_popcount(unsigned __int128 x) {
  return bitboard_popcount(static_cast<std::uint64_t>(x)) +
         bitboard_popcount(static_cast<std::uint64_t>(x >> 64));
}
inline std::uint32_t bitboard_lowest(std::uint64_t x) {
  return static_cast<std::uint32_t>(std::countr_zero(x));
}
inline std::uint32_t bitboard_lowest(unsigned __int128 x) {
  const auto low = static_cast<std::uint64_t>(x);
  return low != 0 ? static_cast<std::uint32_t>(std::countr_zero(low))
                  : 64u + static_cast<std::uint32_t>(
                              std::countr_zero(static_cast<std::uint64_t>(x >> 64)));
}

// A placement as a mask of the box (M: 64 or 128 bits), its piece and its index in the problem.
template <class M>
struct bitboard_candidate {
  M mask;
  std::uint32_t piece;
  std::uint32_t placement;
};

// The placements the bitboard engines branch on at the root, by placement index (empty: none):
// those covering `root_cell` (a row-major box index) when given, else those of the piece used
// exactly once (lo = hi = 1) with the fewest allowed placements (`per_piece`), as Knuth places the
// X pentomino first: a piece or cell fixed early cuts the tree for every later cell.
template <class Problem>
std::vector<bool> bitboard_root(const Problem& problem, const std::vector<bool>& allowed,
                                std::int32_t root_cell,
                                const std::vector<std::uint32_t>& per_piece) {
  const auto& placements = problem.placements();
  std::vector<bool> root;
  const auto is_allowed = [&](std::size_t k) { return allowed.empty() || allowed[k]; };
  if (root_cell >= 0) {
    root.assign(placements.size(), false);
    const auto cols = problem.board().cols;
    for (std::size_t k = 0; k < placements.size(); ++k) {
      for (const auto& x : placements[k].cells) {
        if (x.row * cols + x.col == root_cell) root[k] = is_allowed(k);
      }
    }
    return root;
  }
  const auto& pieces = problem.pieces();
  std::size_t first = pieces.size();
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    if (pieces[p].min_count != 1 || pieces[p].max_count != 1) continue;
    if (first == pieces.size() || per_piece[p] < per_piece[first]) first = p;
  }
  if (first == pieces.size()) return root;
  root.assign(placements.size(), false);
  for (std::size_t k = 0; k < placements.size(); ++k) {
    root[k] = placements[k].piece == first && is_allowed(k);
  }
  return root;
}

// C: the candidate type (bitboard_candidate<M>, or one that also carries its anchor cell, as the
// wide engine's do), with `mask`, `piece` and `placement`.
template <class M, class C = bitboard_candidate<M>>
class bitboard_tables {
 public:
  static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();
  static constexpr std::uint32_t window_bits = 6;
  static constexpr std::uint32_t max_windows = 3;

  // Every chunk's candidates, chunk after chunk.
  std::vector<C> candidates;

  // The first candidate of chunk c (c may be the sentinel: begin(c + 1) ends chunk c).
  std::uint32_t begin(std::uint32_t c) const { return chunks_[c].begin; }
  // The chunks of cell b's list are [cell_begin(b), cell_begin(b + 1)); the root's list (the first
  // piece's placements, or the restricted cell's) is [root_begin(), root_end()).
  std::uint32_t cell_begin(std::uint32_t b) const { return cell_chunks_[b]; }
  std::uint32_t root_begin() const { return root_begin_; }
  std::uint32_t root_end() const { return root_end_; }

  // Builds the tables from the candidates grouped by anchor cell and piece (at[cell * pieces +
  // piece], each group in placement order): each cell's list, by piece, then for the root the
  // placements marked in `root` (by placement index; empty: no root list) in placement order, so
  // that the order of solutions does not depend on the cell numbering. `relative`: each mask is
  // relative to its anchor cell (bit 0 is the anchor, as the wide engine keeps them), and so are
  // the boards given to fits(). O(candidates × window_bits + tables × 64).
  void build(const std::vector<std::vector<C>>& at, std::uint32_t cells, std::uint32_t pieces,
             const std::vector<bool>& root, bool relative = false) {
    constexpr auto mask_bits = static_cast<std::uint32_t>(sizeof(M) * 8);
    // Sizes first, so that the tables are allocated once (growing them showed as half the set-up
    // time of a tiny problem).
    std::size_t total = 0, chunks = 1;
    for (std::uint32_t b = 0; b < cells; ++b) {
      std::size_t n = 0;
      for (std::uint32_t p = 0; p < pieces; ++p) n += at[std::size_t{b} * pieces + p].size();
      total += n;
      chunks += (n + 63) / 64;
    }
    chunks += (total + 63) / 64;  // the root list holds at most every candidate
    candidates.reserve(2 * total);
    chunks_.reserve(chunks);
    windows_.reserve(chunks * (pieces / window_bits + 1 + max_windows) << window_bits);
    std::vector<C> list;
    cell_chunks_.assign(1, 0);
    for (std::uint32_t b = 0; b < cells; ++b) {
      list.clear();
      for (std::uint32_t p = 0; p < pieces; ++p) {
        const auto& anchored = at[std::size_t{b} * pieces + p];
        list.insert(list.end(), anchored.begin(), anchored.end());
      }
      if (relative) {
        add_list(list, 0, mask_bits);
      } else {
        add_list(list, b, cells);
      }
      cell_chunks_.push_back(static_cast<std::uint32_t>(chunks_.size()));
    }
    list.clear();
    for (const auto& anchored : at) {
      for (const C& cand : anchored) {
        if (!root.empty() && root[cand.placement]) list.push_back(cand);
      }
    }
    std::sort(list.begin(), list.end(),
              [](const C& a, const C& b) { return a.placement < b.placement; });
    root_begin_ = static_cast<std::uint32_t>(chunks_.size());
    add_list(list, none, cells);
    root_end_ = static_cast<std::uint32_t>(chunks_.size());
    chunks_.push_back(chunk{static_cast<std::uint32_t>(candidates.size()),
                            static_cast<std::uint32_t>(windows_.size()), none, 0, 0, 0});
  }

  // The candidates of chunk c whose pieces are in `available` and which miss `occupied` in the
  // windows after the anchor, as bits. O(pieces / 6 + 3) look-ups.
  std::uint64_t fits(std::uint32_t c, M occupied, std::uint64_t available) const {
    const chunk& ch = chunks_[c];
    constexpr std::uint32_t low = (1u << window_bits) - 1;
    std::uint64_t bits = ~std::uint64_t{0};
    const std::uint64_t* table = &windows_[ch.windows];
    for (std::uint32_t k = ch.pieces_from; k < ch.pieces_to; ++k, table += low + 1) {
      bits &= table[(available >> (k * window_bits)) & low];
    }
    // The board windows, unrolled, from one shift of the board (at the root count is 0, and the
    // anchor `none` + 1 wraps to a harmless shift by 0).
    const auto after = static_cast<std::uint64_t>(occupied >> (ch.anchor + 1));
    static_assert(max_windows == 3);
    switch (ch.count) {
      case 3:
        bits &= table[(2 << window_bits) + ((after >> (2 * window_bits)) & low)];
        [[fallthrough]];
      case 2:
        bits &= table[(1 << window_bits) + ((after >> window_bits) & low)];
        [[fallthrough]];
      case 1:
        bits &= table[after & low];
        break;
      default:
        break;
    }
    return bits;
  }

 private:
  // Appends a node's candidate list, anchored at cell `anchor` (none at the root: then only the
  // piece windows apply) of a box of `cells` cells.
  void add_list(const std::vector<C>& list, std::uint32_t anchor, std::uint32_t cells) {
    for (std::size_t s = 0; s < list.size(); s += 64) {
      const std::size_t e = std::min(list.size(), s + 64);
      chunk ch{static_cast<std::uint32_t>(candidates.size()),
               static_cast<std::uint32_t>(windows_.size()),
               anchor,
               0,
               0,
               0};
      M reach{0};
      std::uint32_t low_piece = none, high_piece = 0;
      for (std::size_t i = s; i < e; ++i) {
        low_piece = std::min(low_piece, list[i].piece);
        high_piece = std::max(high_piece, list[i].piece);
        candidates.push_back(list[i]);
        reach |= list[i].mask;
      }
      const std::uint64_t all = e - s == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (e - s)) - 1;
      std::array<std::uint64_t, window_bits> members{};
      // Bit j of the table for pieces 6k ... 6k + 5 and availability w: candidate j's piece is
      // not one of them, or available in w.
      ch.pieces_from = low_piece / window_bits;
      ch.pieces_to = high_piece / window_bits + 1;
      for (std::uint32_t k = ch.pieces_from; k < ch.pieces_to; ++k) {
        members.fill(0);
        for (std::size_t i = s; i < e; ++i) {
          if (list[i].piece / window_bits == k) {
            members[list[i].piece % window_bits] |= std::uint64_t{1} << (i - s);
          }
        }
        push_window(members, all, true);
      }
      // Bit j of the table for cells from ... from + 5 and occupancy w: candidate j covers none of
      // the occupied ones. Only as many windows as the chunk's candidates reach.
      if (anchor != none) {
        while (ch.count < max_windows && anchor + 1 + ch.count * window_bits < cells &&
               (reach >> (anchor + 1 + ch.count * window_bits)) != 0) {
          const std::uint32_t from = anchor + 1 + ch.count * window_bits;
          members.fill(0);
          for (std::size_t i = s; i < e; ++i) {
            for (std::uint32_t b = 0; b < window_bits; ++b) {
              if (((list[i].mask >> from) & M{1u << b}) != 0) {
                members[b] |= std::uint64_t{1} << (i - s);
              }
            }
          }
          push_window(members, all, false);
          ++ch.count;
        }
      }
      chunks_.push_back(ch);
    }
  }

  struct chunk {
    std::uint32_t begin;                   // first candidate
    std::uint32_t windows;                 // first window table: pieces', then the board's
    std::uint32_t anchor;                  // the anchor cell (none at the root)
    std::uint32_t count;                   // window tables over the board
    std::uint32_t pieces_from, pieces_to;  // the piece windows k with a table
  };

  // Appends a window table: entry w holds the candidates of `all` that are in no members[b] for
  // the bits b set in w (clear in w, when `by_clear_bits`), built incrementally over w.
  void push_window(const std::array<std::uint64_t, window_bits>& members, std::uint64_t all,
                   bool by_clear_bits) {
    constexpr std::uint32_t size = 1u << window_bits;
    std::array<std::uint64_t, size> blocked{};
    for (std::uint32_t w = 1; w < size; ++w) {
      blocked[w] = blocked[w & (w - 1)] | members[static_cast<std::size_t>(std::countr_zero(w))];
    }
    const std::size_t at = windows_.size();
    windows_.resize(at + size);
    for (std::uint32_t w = 0; w < size; ++w) {
      windows_[at + w] = all & ~blocked[by_clear_bits ? (size - 1) ^ w : w];
    }
  }

  std::vector<chunk> chunks_;  // plus a sentinel
  std::vector<std::uint64_t> windows_;
  std::vector<std::uint32_t> cell_chunks_;  // per cell: its first chunk (plus a sentinel)
  std::uint32_t root_begin_ = 0, root_end_ = 0;
};

}  // namespace tessera::detail
