// Private: the bitboard packing engine for boxes of 129 to max_wide_bitboard_cells cells: the
// same search as packing_bitboard.cpp (fill the lowest free cell with the placements anchored
// there, the same candidate tables, cuts, root piece and order of solutions), with the board as an
// array of 64-bit words and every placement as a 128-bit mask relative to its anchor cell. The
// search only ever looks just past the lowest free cell b: all cells before b are covered, and a
// placement anchored at b lies within b ... b + 127, so each node reads one 128-bit window of the
// board starting at b (three words, two shifts) and does all its work there; placing ORs the mask
// into at most three words. The cost per node is thus that of the 128-cell engine, whatever the
// box.
//
// The cuts (walled-in cells, pairs and triples on the window; whole regions at the root) are in
// detail/packing_wide_cuts.hpp.
//
// A template over the window (64 or 128 bits) and over how the cuts see neighbours (the box's
// four, or a lattice's adjacency: detail/packing_cut_adjacency.hpp); the square instantiation is
// compiled in packing_bitboard_wide.cpp, the lattice one apart in
// packing_bitboard_wide_lattice.cpp, so that the square search's code stays as it was.
#pragma once

#include <algorithm>
#include <bit>
#include <cassert>
#include <limits>
#include <numeric>

#include "detail/packing_bitboard_tables.hpp"
#include "detail/packing_cut_adjacency.hpp"
#include "detail/packing_engine.hpp"
#include "detail/packing_wide_cuts.hpp"

namespace tessera::detail {
// Internal to each including file (as the engine was when it lived in one): the compiler then sees
// every use of the template and inlines the search loop into its entry point as before.
namespace {

// A placement as a mask relative to its anchor cell (its lowest cell: bit 0).
template <class W>
struct wide_candidate {
  W mask;
  std::uint32_t piece;
  std::uint32_t placement;
  std::uint32_t anchor;
};

// Lattice: the cuts judge by `adjacency` (required, and connected), else by the box's four
// neighbours (when the problem's connectivity_cuts() says they may).
template <class W, bool Lattice>
class wide_bitboard_engine final : public packing_engine_base {
 public:
  wide_bitboard_engine(const packing_problem& problem, const std::vector<bool>& allowed,
                       std::int32_t root_cell, const cut_adjacency* adjacency) {
    const packing_board& board = problem.board();
    stride_ = static_cast<std::uint32_t>(std::min(board.rows, board.cols));
    cells_ = static_cast<std::uint32_t>(board.rows * board.cols);
    words_ = (cells_ + 63) / 64;
    // Covered cells are 1; so are holes and the padding past the box (window reads go 3 words on).
    occupied_.assign(std::size_t{words_} + 3, ~std::uint64_t{0});
    free_.assign(cells_, 0);
    for (std::int32_t r = 0; r < board.rows; ++r) {
      for (std::int32_t c = 0; c < board.cols; ++c) {
        if (!board.is_free(r, c)) continue;
        const std::uint32_t i = wide_index(board, r, c);
        occupied_[i / 64] &= ~(std::uint64_t{1} << (i % 64));
        free_[i] = 1;
      }
    }
    assert(!Lattice || (adjacency != nullptr && adjacency->connected));
    cuts_.build(problem, stride_, cells_, adjacency);
    const auto& pieces = problem.pieces();
    pieces_ = static_cast<std::uint32_t>(pieces.size());
    lo_.resize(pieces_);
    hi_.resize(pieces_);
    size_.resize(pieces_);
    once_ = true;
    for (std::uint32_t p = 0; p < pieces_; ++p) {
      lo_[p] = pieces[p].min_count;
      hi_[p] = pieces[p].max_count;
      size_[p] = static_cast<std::uint32_t>(pieces[p].shape.size());
      need_ += std::uint64_t{lo_[p]} * size_[p];
      once_ = once_ && lo_[p] == 1 && hi_[p] == 1 && size_[p] > 0;
      if (hi_[p] == 0 || size_[p] == 0) continue;
      available_ |= std::uint64_t{1} << p;
    }
    std::vector<std::vector<wide_candidate<W>>> at(std::size_t{cells_} * pieces_);
    std::vector<std::uint32_t> per_piece(pieces_, 0);
    for (std::uint32_t k = 0; k < problem.placements().size(); ++k) {
      if (!allowed.empty() && !allowed[k]) continue;
      const placement& pl = problem.placements()[k];
      std::uint32_t anchor = cells_;
      for (const cell x : pl.cells) anchor = std::min(anchor, wide_index(board, x.row, x.col));
      W mask{0};
      for (const cell x : pl.cells) {
        const std::uint32_t d = wide_index(board, x.row, x.col) - anchor;
        assert(d < window_cells);  // wide_bitboard_fits checked the spans
        mask |= W{1} << d;
      }
      at[std::size_t{anchor} * pieces_ + pl.piece].push_back(
          wide_candidate<W>{mask, pl.piece, k, anchor});
      ++per_piece[pl.piece];
    }
    tables_.build(at, cells_, pieces_, bitboard_root(problem, allowed, root_cell, per_piece), true);
    count_.assign(pieces_, 0);
    free_cells_ = static_cast<std::uint64_t>(std::count(free_.begin(), free_.end(), 1));
    once_ = once_ && need_ == free_cells_;
    levels_.resize(free_cells_ + 1);
    chosen_.resize(free_cells_ + 1);
  }

  std::size_t branches(std::span<const std::uint32_t> path, bool& is_solution) override {
    is_solution = false;
    std::size_t result = 0;
    if (replay(path)) {
      const std::uint32_t b = lowest_free();
      if (b == none) {
        is_solution = complete();
      } else if (viable()) {
        level l = open_level(b);
        while (next_fit(l) != none) ++result;
      }
    }
    unwind(0);
    return result;
  }

  search_status search_below(std::span<const std::uint32_t> path,
                             const placement_callback& on_solution,
                             const search_control& control) override {
    if (!replay(path)) {
      unwind(0);
      return search_status::complete;
    }
    const search_status status = run(path.size(), on_solution, control);
    unwind(0);
    return status;
  }

  const search_stats& stats() const override { return stats_; }
  std::unique_ptr<packing_engine_base> clone() const override {
    return std::make_unique<wide_bitboard_engine>(*this);
  }

 private:
  static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();
  struct level {
    W occupied;             // the board window at the anchor when the node was entered
    std::uint64_t fits;     // candidates of the current chunk that may fit, not yet tried
    std::uint32_t chunk;    // the current chunk
    std::uint32_t end;      // past the node's last chunk
    std::uint32_t first;    // the node's first chunk
    std::uint32_t taken;    // the candidate in effect
    std::uint32_t anchor;   // the node's lowest free cell (none at the root list)
    std::uint32_t residue;  // anchor % stride_, computed once per node (a division)
  };

  // Cells b ... b + 127 of the board, 1 where covered (or not on the board).
  W window(std::uint32_t b) const {
    const std::uint32_t w = b / 64, s = b % 64;
    if constexpr (sizeof(W) == 8) {
      return s == 0 ? occupied_[w] : (occupied_[w] >> s) | (occupied_[w + 1] << (64 - s));
    } else {
      W x = ((W{occupied_[w + 1]} << 64) | occupied_[w]) >> s;
      if (s != 0) x |= W{occupied_[w + 2]} << (128 - s);
      return x;
    }
  }

  // The lowest free cell, or none. The search only moves it forward: usually it is in the window
  // of the level above with that level's placement added (the window's cells past the box read as
  // covered); else the scan starts past that window.
  std::uint32_t lowest_free() const {
    std::uint32_t w = 0;
    if (depth_ != 0 && levels_[depth_ - 1].anchor != none) {
      const level& l = levels_[depth_ - 1];
      const W open = ~(l.occupied | tables_.candidates[l.taken].mask);
      if (open != 0) return l.anchor + bitboard_lowest(open);
      w = (l.anchor + window_cells) / 64;
    }
    for (; w < words_; ++w) {
      if (~occupied_[w] != 0) {
        const std::uint32_t b = w * 64 + bitboard_lowest(~occupied_[w]);
        return b < cells_ ? b : none;
      }
    }
    return none;
  }

  void toggle(const wide_candidate<W>& cand) {
    const std::uint32_t w = cand.anchor / 64, s = cand.anchor % 64;
    if constexpr (sizeof(W) == 8) {
      occupied_[w] ^= cand.mask << s;
      if (s != 0) occupied_[w + 1] ^= cand.mask >> (64 - s);
    } else {
      const W low = cand.mask << s;
      occupied_[w] ^= static_cast<std::uint64_t>(low);
      occupied_[w + 1] ^= static_cast<std::uint64_t>(low >> 64);
      if (s != 0) occupied_[w + 2] ^= static_cast<std::uint64_t>(cand.mask >> (128 - s));
    }
  }

  void place(std::uint32_t i) {
    const wide_candidate<W>& cand = tables_.candidates[i];
    toggle(cand);
    ++stats_.updates;
    if (once_) {
      available_ &= ~(std::uint64_t{1} << cand.piece);
      return;
    }
    free_cells_ -= size_[cand.piece];
    if (count_[cand.piece] < lo_[cand.piece]) need_ -= size_[cand.piece];
    if (++count_[cand.piece] == hi_[cand.piece]) available_ &= ~(std::uint64_t{1} << cand.piece);
  }

  void unplace(std::uint32_t i) {
    const wide_candidate<W>& cand = tables_.candidates[i];
    toggle(cand);
    if (once_) {
      available_ |= std::uint64_t{1} << cand.piece;
      return;
    }
    free_cells_ += size_[cand.piece];
    if (count_[cand.piece]-- == hi_[cand.piece]) available_ |= std::uint64_t{1} << cand.piece;
    if (count_[cand.piece] < lo_[cand.piece]) need_ += size_[cand.piece];
  }

  bool complete() const { return once_ ? available_ == 0 : need_ == 0; }

  // The owed cells must fit; at the root, also no pocket and every region whole.
  bool viable() const {
    if (!once_ && need_ > free_cells_) return false;
    return depth_ != 0 || cuts_.board_ok(occupied_, nullptr, 0);
  }

  // The branches of a node: at the root the first piece's placements when there is one, else the
  // candidates anchored at the lowest free cell b.
  level open_level(std::uint32_t b) const {
    std::uint32_t first = tables_.root_begin(), end = tables_.root_end();
    if (depth_ != 0 || first == end) {
      first = tables_.cell_begin(b);
      end = tables_.cell_begin(b + 1);
    } else {
      b = none;
    }
    const W occ = b == none ? W{0} : window(b);
    return level{occ,   first < end ? tables_.fits(first, occ, available_) : 0,
                 first, end,
                 first, 0,
                 b,     b == none ? 0 : b % stride_};
  }

  // The next candidate of the level that fits and leaves no dead pocket, or `none`.
  std::uint32_t next_fit(level& l) const {
    for (;;) {
      while (l.fits != 0) {
        const std::uint32_t i =
            tables_.begin(l.chunk) + static_cast<std::uint32_t>(std::countr_zero(l.fits));
        l.fits &= l.fits - 1;
        const wide_candidate<W>& cand = tables_.candidates[i];
        if (l.anchor == none) {
          // The root piece's placements: cells before the anchor may be free.
          if (cuts_.board_ok(occupied_, &cand.mask, cand.anchor)) return i;
        } else if ((cand.mask & l.occupied) == 0 &&
                   cuts_.pockets_ok(~(l.occupied | cand.mask), l.residue)) {
          return i;
        }
      }
      if (l.chunk + 1 >= l.end) return none;
      l.fits = tables_.fits(++l.chunk, l.occupied, available_);
    }
  }

  bool next_branch(level& l) {
    const std::uint32_t i = next_fit(l);
    if (i == none) return false;
    place(i);
    l.taken = i;
    return true;
  }

  bool replay(std::span<const std::uint32_t> path) {
    for (const std::uint32_t k : path) {
      const std::uint32_t b = lowest_free();
      if (b == none || !viable()) return false;
      levels_[depth_] = open_level(b);
      ++depth_;
      level& l = levels_[depth_ - 1];
      bool ok = true;
      for (std::uint32_t skipped = 0; ok && skipped < k; ++skipped) ok = next_fit(l) != none;
      if (!ok || !next_branch(l)) {
        --depth_;
        return false;
      }
    }
    return true;
  }

  void unwind(std::size_t depth) {
    while (depth_ > depth) {
      unplace(levels_[depth_ - 1].taken);
      --depth_;
    }
  }

  search_status run(std::size_t pinned, const placement_callback& on_solution,
                    const search_control& control) {
    std::uint64_t found = 0;
    for (;;) {
      ++stats_.nodes;
      if (control.poll(stats_.nodes, stats_, [this] { return progress(); })) {
        unwind(pinned);
        return search_status::stopped;
      }
      const std::uint32_t b = lowest_free();
      bool descend = false;
      if (b == none) {
        if (complete()) {
          ++stats_.solutions;
          ++found;
          for (std::size_t d = 0; d < depth_; ++d)
            chosen_[d] = tables_.candidates[levels_[d].taken].placement;
          if (!on_solution(std::span<const std::uint32_t>(chosen_.data(), depth_)) ||
              (control.limit != 0 && found >= control.limit)) {
            unwind(pinned);
            return search_status::limit_reached;
          }
        }
      } else if (viable()) {
        levels_[depth_] = open_level(b);
        ++depth_;
        descend = next_branch(levels_[depth_ - 1]);
        if (!descend) --depth_;
      }
      while (!descend) {
        if (depth_ == pinned) return search_status::complete;
        level& l = levels_[depth_ - 1];
        unplace(l.taken);
        descend = next_branch(l);
        if (!descend) --depth_;
      }
    }
  }

  // Knuth's estimate, as in packing_bitboard.cpp.
  double progress() const {
    double done = 0, weight = 1;
    for (std::size_t d = 0; d < depth_; ++d) {
      const level& l = levels_[d];
      const std::uint32_t first = tables_.begin(l.first);
      const std::uint32_t last = tables_.begin(l.end);
      const double w = std::max(1.0, static_cast<double>(last - first));
      done += weight * std::min(1.0, static_cast<double>(l.taken - first) / w);
      weight /= w;
    }
    return done;
  }

  std::uint32_t stride_ = 1, cells_ = 0, words_ = 0, pieces_ = 0;
  std::vector<std::uint8_t> free_;  // the board's free cells
  wide_cuts<W, Lattice> cuts_;
  bitboard_tables<W, wide_candidate<W>> tables_;
  static constexpr std::uint32_t window_cells = sizeof(W) * 8;
  std::vector<std::uint32_t> lo_, hi_, size_;
  bool once_ = false;
  // Search state.
  std::vector<std::uint64_t> occupied_;  // words_ + 3 words, 1 where covered or off the board
  std::uint64_t available_ = 0;
  std::vector<std::uint32_t> count_;
  std::uint64_t need_ = 0, free_cells_ = 0;
  std::vector<level> levels_;
  std::vector<std::uint32_t> chosen_;
  std::size_t depth_ = 0;
  search_stats stats_;
};

}  // namespace
}  // namespace tessera::detail
