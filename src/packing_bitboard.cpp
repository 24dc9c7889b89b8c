// Polyomino packing, the fast engine for boards of at most 128 cells: the board is a bit mask,
// cells numbered along the short side first, and the search always fills the lowest free cell,
// trying the placements anchored there (their lowest cell is that cell), precomputed per cell as
// masks. This is the classic pentomino backtracker (as in de Bruijn's and Fletcher's programs, see
// Knuth, "Dancing Links", 2000, section on pentominoes), with two cuts: the cells still owed to
// pieces' lower bounds must fit, and every region of free cells must be a multiple of the pieces'
// size gcd and no smaller than the smallest piece (valid when every piece is connected).
#include <algorithm>
#include <bit>
#include <limits>
#include <numeric>

#include "detail/packing_engine.hpp"

namespace tessera::detail {
namespace {

using u128 = unsigned __int128;

inline int popcount(std::uint64_t x) { return std::popcount(x); }
inline int popcount(u128 x) {
  return std::popcount(static_cast<std::uint64_t>(x)) +
         std::popcount(static_cast<std::uint64_t>(x >> 64));
}
inline std::uint32_t lowest(std::uint64_t x) {
  return static_cast<std::uint32_t>(std::countr_zero(x));
}
inline std::uint32_t lowest(u128 x) {
  const auto low = static_cast<std::uint64_t>(x);
  return low != 0 ? static_cast<std::uint32_t>(std::countr_zero(low))
                  : 64u + static_cast<std::uint32_t>(
                              std::countr_zero(static_cast<std::uint64_t>(x >> 64)));
}

template <class M>
class bitboard_engine final : public packing_engine_base {
 public:
  bitboard_engine(const packing_problem& problem, const std::vector<bool>& allowed) {
    const packing_board& board = problem.board();
    rows_ = board.rows;
    cols_ = board.cols;
    stride_ = static_cast<std::uint32_t>(std::min(rows_, cols_));
    const std::uint32_t cells = static_cast<std::uint32_t>(rows_ * cols_);
    for (std::int32_t r = 0; r < rows_; ++r) {
      for (std::int32_t c = 0; c < cols_; ++c) {
        if (board.is_free(r, c)) board_ |= bit(r, c);
      }
    }
    for (std::uint32_t i = 0; i < cells; ++i) {
      all_ |= M{1} << i;
      if (i % stride_ != 0) not_first_ |= M{1} << i;
      if (i % stride_ != stride_ - 1) not_last_ |= M{1} << i;
    }
    const auto& pieces = problem.pieces();
    lo_.resize(pieces.size());
    hi_.resize(pieces.size());
    size_.resize(pieces.size());
    std::uint32_t gcd = 0;
    min_size_ = std::numeric_limits<std::uint32_t>::max();
    prune_regions_ = true;
    for (std::size_t p = 0; p < pieces.size(); ++p) {
      lo_[p] = pieces[p].min_count;
      hi_[p] = pieces[p].max_count;
      size_[p] = static_cast<std::uint32_t>(pieces[p].shape.size());
      need_base_ += std::uint64_t{lo_[p]} * size_[p];
      if (hi_[p] == 0 || size_[p] == 0) continue;
      gcd = std::gcd(gcd, size_[p]);
      min_size_ = std::min(min_size_, size_[p]);
      prune_regions_ = prune_regions_ && pieces[p].shape.is_connected();
    }
    gcd_ = gcd == 0 ? 1 : gcd;
    prune_regions_ = prune_regions_ && (gcd_ > 1 || min_size_ > 1);
    // Candidates anchored at each cell, in placement order.
    std::vector<std::vector<candidate>> at(cells);
    for (std::uint32_t k = 0; k < problem.placements().size(); ++k) {
      if (!allowed.empty() && !allowed[k]) continue;
      const placement& pl = problem.placements()[k];
      M mask{0};
      for (const cell x : pl.cells) mask |= bit(x.row, x.col);
      at[lowest(mask)].push_back(candidate{mask, pl.piece, k});
    }
    begin_.push_back(0);
    for (const auto& list : at) {
      candidates_.insert(candidates_.end(), list.begin(), list.end());
      begin_.push_back(static_cast<std::uint32_t>(candidates_.size()));
    }
    count_.assign(pieces.size(), 0);
    need_ = need_base_;
  }

  std::size_t branches(std::span<const std::uint32_t> path, bool& is_solution) override {
    is_solution = false;
    std::size_t result = 0;
    if (replay(path)) {
      const M free = board_ & ~occupied_;
      if (free == 0) {
        is_solution = need_ == 0;
      } else if (viable(free)) {
        const std::uint32_t b = lowest(free);
        for (std::uint32_t i = begin_[b]; i < begin_[b + 1]; ++i) result += fits(i) ? 1 : 0;
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
    return std::make_unique<bitboard_engine>(*this);
  }

 private:
  struct candidate {
    M mask;
    std::uint32_t piece;
    std::uint32_t placement;
  };
  struct level {
    std::uint32_t next;   // next candidate to try
    std::uint32_t end;    // end of this cell's candidates
    std::uint32_t taken;  // the candidate in effect
  };

  M bit(std::int32_t r, std::int32_t c) const {
    // Short side first: the search then sweeps across the narrow dimension.
    const auto index = rows_ <= cols_ ? static_cast<std::uint32_t>(c * rows_ + r)
                                      : static_cast<std::uint32_t>(r * cols_ + c);
    return M{1} << index;
  }

  bool fits(std::uint32_t i) const {
    const candidate& cand = candidates_[i];
    return count_[cand.piece] < hi_[cand.piece] && (cand.mask & occupied_) == 0;
  }

  void place(std::uint32_t i) {
    const candidate& cand = candidates_[i];
    occupied_ |= cand.mask;
    if (count_[cand.piece]++ < lo_[cand.piece]) need_ -= size_[cand.piece];
    chosen_.push_back(cand.placement);
    ++stats_.updates;
  }

  void unplace(std::uint32_t i) {
    const candidate& cand = candidates_[i];
    occupied_ ^= cand.mask;
    if (--count_[cand.piece] < lo_[cand.piece]) need_ += size_[cand.piece];
    chosen_.pop_back();
  }

  // The cuts: owed cells fit, and each region of free cells could be filled on its own.
  bool viable(M free) const {
    if (need_ > static_cast<std::uint64_t>(popcount(free))) return false;
    if (!prune_regions_) return true;
    M rest = free;
    while (rest != 0) {
      M region = rest & (~rest + 1);
      for (;;) {
        const M grown = (region | ((region << 1) & not_first_) | ((region >> 1) & not_last_) |
                         (region << stride_) | (region >> stride_)) &
                        free;
        if (grown == region) break;
        region = grown;
      }
      const auto size = static_cast<std::uint32_t>(popcount(region));
      if (size % gcd_ != 0 || size < min_size_) return false;
      rest &= ~region;
    }
    return true;
  }

  // Opens a level at the lowest free cell and takes its first fitting candidate.
  bool next_branch(level& l) {
    for (std::uint32_t i = l.next; i < l.end; ++i) {
      if (fits(i)) {
        place(i);
        l.taken = i;
        l.next = i + 1;
        return true;
      }
    }
    return false;
  }

  bool replay(std::span<const std::uint32_t> path) {
    for (const std::uint32_t k : path) {
      const M free = board_ & ~occupied_;
      if (free == 0 || !viable(free)) return false;
      const std::uint32_t b = lowest(free);
      levels_.push_back(level{begin_[b], begin_[b + 1], 0});
      level& l = levels_.back();
      std::uint32_t skipped = 0;
      while (skipped < k && l.next < l.end) skipped += fits(l.next++) ? 1 : 0;
      if (skipped != k || !next_branch(l)) {
        levels_.pop_back();
        return false;
      }
    }
    return true;
  }

  void unwind(std::size_t depth) {
    while (levels_.size() > depth) {
      unplace(levels_.back().taken);
      levels_.pop_back();
    }
  }

  search_status run(std::size_t pinned, const placement_callback& on_solution,
                    const search_control& control) {
    std::uint64_t found = 0;
    for (;;) {
      ++stats_.nodes;
      if ((stats_.nodes & 4095) == 0) {
        if ((control.cancel != nullptr && control.cancel->load(std::memory_order_relaxed)) ||
            std::chrono::steady_clock::now() >= control.deadline) {
          unwind(pinned);
          return search_status::stopped;
        }
        if (control.progress && control.progress_every != 0 &&
            stats_.nodes % control.progress_every == 0) {
          control.progress(progress(), stats_);
        }
      }
      const M free = board_ & ~occupied_;
      bool descend = false;
      if (free == 0) {
        if (need_ == 0) {
          ++stats_.solutions;
          ++found;
          if (!on_solution(chosen_) || (control.limit != 0 && found >= control.limit)) {
            unwind(pinned);
            return search_status::limit_reached;
          }
        }
      } else if (viable(free)) {
        const std::uint32_t b = lowest(free);
        levels_.push_back(level{begin_[b], begin_[b + 1], 0});
        descend = next_branch(levels_.back());
        if (!descend) levels_.pop_back();
      }
      while (!descend) {
        if (levels_.size() == pinned) return search_status::complete;
        level& l = levels_.back();
        unplace(l.taken);
        descend = next_branch(l);
        if (!descend) levels_.pop_back();
      }
    }
  }

  // Knuth's estimate, with each level's candidate position standing in for its branch index (the
  // count of fitting candidates is not kept, to keep nodes cheap).
  double progress() const {
    double done = 0, weight = 1;
    for (const level& l : levels_) {
      const std::uint32_t first = begin_[lowest(candidates_[l.taken].mask)];
      const double width = std::max(1.0, static_cast<double>(l.end - first));
      done += weight * static_cast<double>(l.taken - first) / width;
      weight /= width;
    }
    return done;
  }

  std::int32_t rows_ = 0, cols_ = 0;
  std::uint32_t stride_ = 1;
  M board_{0}, all_{0}, not_first_{0}, not_last_{0};
  std::vector<candidate> candidates_;
  std::vector<std::uint32_t> begin_;
  std::vector<std::uint32_t> lo_, hi_, size_;
  std::uint64_t need_base_ = 0;
  std::uint32_t gcd_ = 1, min_size_ = 1;
  bool prune_regions_ = false;
  // Search state.
  M occupied_{0};
  std::vector<std::uint32_t> count_;
  std::uint64_t need_ = 0;
  std::vector<level> levels_;
  std::vector<std::uint32_t> chosen_;
  search_stats stats_;
};

}  // namespace

std::unique_ptr<packing_engine_base> make_bitboard_engine(const packing_problem& problem,
                                                          const std::vector<bool>& allowed) {
  const std::size_t cells = static_cast<std::size_t>(problem.board().rows) *
                            static_cast<std::size_t>(problem.board().cols);
  if (cells <= 64) return std::make_unique<bitboard_engine<std::uint64_t>>(problem, allowed);
  return std::make_unique<bitboard_engine<u128>>(problem, allowed);
}

}  // namespace tessera::detail
