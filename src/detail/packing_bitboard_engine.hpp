// Private: the bitboard packing engine for boxes of at most 128 cells (packing_bitboard.cpp), as a
// template over the mask (64 or 128 bits) and over how the connectivity cuts see neighbours: the
// box's four (squares, and triangles laid as bricks), or an adjacency of a lattice embedded in the
// box (detail/packing_cut_adjacency.hpp: the box's offsets plus a diagonal or the next layer). The
// square instantiation is compiled in packing_bitboard.cpp and the lattice one apart, in
// packing_bitboard_lattice.cpp, so that the square search's code (and its inlining) is what it
// was.
//
// The search is the classic pentomino backtracker (as in de Bruijn's and Fletcher's programs, see
// Knuth, "Dancing Links", 2000, section on pentominoes): the board is a bit mask, cells numbered
// along the short side first, and the search always fills the lowest free cell, trying the
// placements anchored there (their lowest cell is that cell), precomputed per cell as masks. Cuts:
// the cells still owed to pieces' lower bounds must fit, no free cell or pair or triple of cells
// may be walled in when no piece is that small, and at the root every region of free cells must be
// a multiple of the pieces' size gcd and no smaller than the smallest piece (all valid when every
// placement is connected in the graph the cuts judge by).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <limits>
#include <numeric>
#include <type_traits>

#include "detail/packing_bitboard_tables.hpp"
#include "detail/packing_cut_adjacency.hpp"
#include "detail/packing_engine.hpp"

namespace tessera::detail {
// Internal to each including file (as the engine was when it lived in one): the compiler then sees
// every use of the template and inlines the search loop into its entry point as before.
namespace {

// Lattice: the cuts judge by `adjacency` (required, and connected), else by the box's four
// neighbours (when the problem's connectivity_cuts() says they may).
template <class M, bool Lattice>
class bitboard_engine final : public packing_engine_base {
 public:
  bitboard_engine(const packing_problem& problem, const std::vector<bool>& allowed,
                  std::int32_t root_cell, const cut_adjacency* adjacency) {
    const packing_board& board = problem.board();
    rows_ = board.rows;
    cols_ = board.cols;
    stride_ = static_cast<std::uint32_t>(std::min(rows_, cols_));
    const auto cells = static_cast<std::uint32_t>(rows_ * cols_);
    for (std::int32_t r = 0; r < rows_; ++r) {
      for (std::int32_t c = 0; c < cols_; ++c) {
        if (board.is_free(r, c)) board_ |= bit(r, c);
      }
    }
    for (std::uint32_t i = 0; i < cells; ++i) {
      if (i % stride_ != 0) not_first_ |= M{1} << i;
      if (i % stride_ != stride_ - 1) not_last_ |= M{1} << i;
    }
    const auto& pieces = problem.pieces();
    pieces_ = static_cast<std::uint32_t>(pieces.size());
    lo_.resize(pieces_);
    hi_.resize(pieces_);
    size_.resize(pieces_);
    std::uint32_t gcd = 0;
    std::uint32_t min_size = std::numeric_limits<std::uint32_t>::max();
    // The cuts judge connectivity in the box: off when the box's adjacency is not the cells' own.
    bool connected = problem.connectivity_cuts();
    if constexpr (Lattice) {
      assert(adjacency != nullptr && adjacency->connected);
      connected = adjacency->connected;
      set_edges(problem, *adjacency);
    }
    once_ = true;
    for (std::uint32_t p = 0; p < pieces_; ++p) {
      lo_[p] = pieces[p].min_count;
      hi_[p] = pieces[p].max_count;
      size_[p] = static_cast<std::uint32_t>(pieces[p].shape.size());
      need_ += std::uint64_t{lo_[p]} * size_[p];
      once_ = once_ && lo_[p] == 1 && hi_[p] == 1 && size_[p] > 0;
      if (hi_[p] == 0 || size_[p] == 0) continue;
      available_ |= std::uint64_t{1} << p;
      gcd = std::gcd(gcd, size_[p]);
      min_size = std::min(min_size, size_[p]);
      // (On a lattice the adjacency checked every placement instead.)
      if constexpr (!Lattice) connected = connected && pieces[p].shape.is_connected();
    }
    if (gcd == 0) gcd = 1;
    // Region sizes no set of pieces can fill (when every piece is connected): not a multiple of the
    // gcd of the sizes, or smaller than the smallest piece.
    dead_size_.assign(std::size_t{cells} + 1, 0);
    for (std::uint32_t n = 1; n <= cells && connected; ++n) {
      dead_size_[n] = n % gcd != 0 || n < min_size ? 1 : 0;
    }
    dead_single_ = dead_size_.size() > 1 && dead_size_[1] != 0;
    dead_pair_ = dead_single_ && dead_size_.size() > 2 && dead_size_[2] != 0;
    dead_triple_ = dead_pair_ && dead_size_.size() > 3 && dead_size_[3] != 0;
    // Candidates grouped by anchor cell, then piece, each group in placement order.
    std::vector<std::vector<bitboard_candidate<M>>> at(std::size_t{cells} * pieces_);
    std::vector<std::uint32_t> per_piece(pieces_, 0);
    for (std::uint32_t k = 0; k < problem.placements().size(); ++k) {
      if (!allowed.empty() && !allowed[k]) continue;
      const placement& pl = problem.placements()[k];
      M mask{0};
      for (const cell x : pl.cells) mask |= bit(x.row, x.col);
      at[std::size_t{bitboard_lowest(mask)} * pieces_ + pl.piece].push_back(
          bitboard_candidate<M>{mask, pl.piece, k});
      ++per_piece[pl.piece];
    }
    tables_.build(at, cells, pieces_, bitboard_root(problem, allowed, root_cell, per_piece));
    // (Not in a symmetry case, some placements left out: below its restricted piece the tree is
    // small, and counting cost more than it saved, 13% more instructions on the 12 planar
    // pentacubes in 2x5x6 by orbits.)
    if constexpr (Lattice) {
      if (allowed.empty()) build_cover(problem, allowed, cells);
    }
    count_.assign(pieces_, 0);
    free_cells_ = static_cast<std::uint64_t>(bitboard_popcount(board_));
    once_ = once_ && need_ == free_cells_;
    // Every placement covers at least one free cell: the depth is at most the free cells.
    levels_.resize(free_cells_ + 1);
    chosen_.resize(free_cells_ + 1);
  }

  std::size_t branches(std::span<const std::uint32_t> path, bool& is_solution) override {
    is_solution = false;
    std::size_t result = 0;
    if (replay(path)) {
      const M free = board_ & ~occupied_;
      if (free == 0) {
        is_solution = complete();
      } else if (viable(free)) {
        level l = open_node(free);
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
    return std::make_unique<bitboard_engine>(*this);
  }

 private:
  static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();
  struct level {
    std::uint64_t fits;   // candidates of the current chunk that may fit, not yet tried
    std::uint32_t chunk;  // the current chunk
    std::uint32_t end;    // past the node's last chunk
    std::uint32_t first;  // the node's first chunk
    std::uint32_t taken;  // the candidate in effect
  };

  M bit(std::int32_t r, std::int32_t c) const {
    // Short side first: the search then sweeps across the narrow dimension.
    const auto index = rows_ <= cols_ ? static_cast<std::uint32_t>(c * rows_ + r)
                                      : static_cast<std::uint32_t>(r * cols_ + c);
    return M{1} << index;
  }

  void place(std::uint32_t i) {
    const bitboard_candidate<M>& cand = candidate(i);
    occupied_ |= cand.mask;
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
    const bitboard_candidate<M>& cand = candidate(i);
    occupied_ ^= cand.mask;
    if (once_) {
      available_ |= std::uint64_t{1} << cand.piece;
      return;
    }
    free_cells_ += size_[cand.piece];
    if (count_[cand.piece]-- == hi_[cand.piece]) available_ |= std::uint64_t{1} << cand.piece;
    if (count_[cand.piece] < lo_[cand.piece]) need_ += size_[cand.piece];
  }

  // Every free cell covered: a solution when every piece's lower bound is met.
  bool complete() const { return once_ ? available_ == 0 : need_ == 0; }

  M neighbours(M x) const {
    if constexpr (Lattice) {
      M n{0};
      for (std::size_t k = 0; k < max_cut_offsets; ++k) {
        n |= ((x & edge_low_[k]) << edge_shift_[k]) | ((x >> edge_shift_[k]) & edge_low_[k]);
      }
      return n;
    } else {
      return ((x << 1) & not_first_) | ((x >> 1) & not_last_) | (x << stride_) | (x >> stride_);
    }
  }

  // The lattice's edges as masks: edge_low_[k] holds the cells i whose neighbour i + edge_shift_[k]
  // is in the box and shares some placement with i (an edge no placement uses cannot connect one,
  // so leaving it out keeps every placement connected and the cuts sharper); unused offsets have
  // an empty mask.
  void set_edges(const packing_problem& problem, const cut_adjacency& adjacency) {
    const auto majors = static_cast<std::uint32_t>(std::max(rows_, cols_));
    const std::uint32_t cells = majors * stride_;
    for (std::size_t k = 0; k < adjacency.offsets.size() && k < max_cut_offsets; ++k) {
      edge_shift_[k] = adjacency.shift(k, stride_);
    }
    for (const placement& pl : problem.placements()) {
      M mask{0};
      for (const cell x : pl.cells) mask |= bit(x.row, x.col);
      for (const cell x : pl.cells) {
        const std::uint32_t i = bitboard_lowest(bit(x.row, x.col));
        for (std::size_t k = 0; k < adjacency.offsets.size() && k < max_cut_offsets; ++k) {
          if (adjacency.has_edge(k, i, stride_, majors) && i + edge_shift_[k] < cells &&
              ((mask >> (i + edge_shift_[k])) & 1) != 0) {
            edge_low_[k] |= M{1} << i;
          }
        }
      }
    }
  }

  // The cuts. Owed cells must fit (checked at each node); the pockets (checked for each candidate
  // before it is placed, in next_fit, so that a dead child costs no node); at the root both, and
  // every region whole.
  bool viable(M free) const {
    if (!once_ && need_ > free_cells_) return false;
    return depth_ != 0 || (pockets_ok(free) && regions_fit(free));
  }

  // A free cell walled in alone, or a walled-in pair, is a dead pocket when every piece is
  // connected and none is that small: both are found branch-free from each cell's free neighbours,
  // which costs far less than growing regions and catches most pockets a lowest-cell search makes
  // (larger ones are found when the search reaches them; a cut missed is never a wrong answer).
  bool pockets_ok(M free) const {
    if (!dead_single_) return true;
    if constexpr (Lattice) return lattice_pockets_ok(free);
    // Cells whose previous / next cell along the short side is free, and likewise across.
    const M prev = (free << 1) & not_first_;
    const M next = (free >> 1) & not_last_;
    const M prev_line = free << stride_;
    const M next_line = free >> stride_;
    const M some = prev | next | prev_line | next_line;
    if ((free & ~some) != 0) return false;
    if (dead_pair_) {
      // Free cells with exactly one free neighbour; two such side by side are a walled-in pair.
      const M two =
          (prev & next) | (prev_line & next_line) | ((prev | next) & (prev_line | next_line));
      const M one = free & ~two;
      if ((one & neighbours(one)) != 0) return false;
      // A walled-in triple is a path: its middle cell has exactly two free neighbours, and
      // neither of them has another one.
      if (dead_triple_) {
        const M three =
            (prev & next & (prev_line | next_line)) | (prev_line & next_line & (prev | next));
        if ((free & two & ~three & ~neighbours(free & two)) != 0) return false;
      }
    }
    return true;
  }

  // pockets_ok on the lattice's adjacency: the cells with at least one, two and three free
  // neighbours, counted over the directions.
  bool lattice_pockets_ok(M free) const {
    M one{0}, two{0}, three{0};
    for (std::size_t k = 0; k < max_cut_offsets; ++k) {
      for (const M n :
           {(free >> edge_shift_[k]) & edge_low_[k], (free & edge_low_[k]) << edge_shift_[k]}) {
        three |= two & n;
        two |= one & n;
        one |= n;
      }
    }
    if ((free & ~one) != 0) return false;
    if (!dead_pair_) return true;
    const M lone = free & ~two;
    if ((lone & neighbours(lone)) != 0) return false;
    const M busy = free & two;
    return !dead_triple_ || (busy & ~three & ~neighbours(busy)) == 0;
  }

  // Whether every region of free cells has a size some pieces could fill (a multiple of the gcd
  // of the sizes, no smaller than the smallest piece).
  bool regions_fit(M free) const {
    while (free != 0) {
      M region = free & (~free + 1);
      for (M grown = (region | neighbours(region)) & free; grown != region;
           grown = (region | neighbours(region)) & free) {
        region = grown;
      }
      if (dead_size_[static_cast<std::size_t>(bitboard_popcount(region))] != 0) return false;
      free &= ~region;
    }
    return true;
  }

  // Chunks and candidates of `cover_` are numbered from cover_base (Lattice only).
  static constexpr std::uint32_t cover_base = 1u << 31;
  const bitboard_candidate<M>& candidate(std::uint32_t i) const {
    if constexpr (Lattice) {
      if (i >= cover_base) return cover_.tables.candidates[i - cover_base];
    }
    return tables_.candidates[i];
  }
  std::uint32_t chunk_begin(std::uint32_t c) const {
    if constexpr (Lattice) {
      if (c >= cover_base) return cover_base + cover_.tables.begin(c - cover_base);
    }
    return tables_.begin(c);
  }
  std::uint64_t chunk_fits(std::uint32_t c) const {
    if constexpr (Lattice) {
      if (c >= cover_base) return cover_.tables.fits(c - cover_base, occupied_, available_);
    }
    return tables_.fits(c, occupied_, available_);
  }

  void build_cover(const packing_problem& problem, const std::vector<bool>& allowed,
                   std::uint32_t cells) {
    std::vector<std::vector<bitboard_candidate<M>>> at(std::size_t{cells} * pieces_);
    for (std::uint32_t k = 0; k < problem.placements().size(); ++k) {
      if (!allowed.empty() && !allowed[k]) continue;
      const placement& pl = problem.placements()[k];
      M mask{0};
      for (const cell x : pl.cells) mask |= bit(x.row, x.col);
      for (M rest = mask; rest != 0; rest &= rest - 1) {
        at[std::size_t{bitboard_lowest(rest)} * pieces_ + pl.piece].push_back(
            bitboard_candidate<M>{mask, pl.piece, k});
      }
    }
    cover_.tables.build(at, cells, pieces_, {});
    for (std::uint32_t i = 0; i < cells; ++i) cover_.all |= M{1} << i;
    cover_.start_free = static_cast<std::uint64_t>(bitboard_popcount(board_));
  }

  // The placements covering cell c that fit, counted up to `limit`.
  std::uint32_t count_fits(std::uint32_t c, std::uint32_t limit) const {
    std::uint32_t n = 0;
    for (std::uint32_t ch = cover_.tables.cell_begin(c); ch < cover_.tables.cell_begin(c + 1);
         ++ch) {
      const std::uint32_t base = cover_.tables.begin(ch);
      for (std::uint64_t bits = cover_.tables.fits(ch, occupied_, available_); bits != 0;
           bits &= bits - 1) {
        const std::uint32_t i = base + static_cast<std::uint32_t>(std::countr_zero(bits));
        if ((cover_.tables.candidates[i].mask & occupied_) == 0 && ++n >= limit) return n;
      }
    }
    return n;
  }

  // The fewest-candidates choice (as Knuth's dlx1 picks the item with the fewest options, here
  // among cells only): of the free cells next to a covered cell or a hole, where few placements
  // are left, the one with the fewest placements that fit, when fewer than `few` and than the
  // lowest free cell's; then every placement covering it (each solution covers it exactly once;
  // none when it has none). Else the lowest free cell, as elsewhere. Counting is capped (`few`,
  // and at the best so far) since it costs a scan of the cell's candidates: uncapped it cost more
  // than it saved on the 12 planar pentacubes in 2x3x10 directly.
  // (Out of line: inlined, it pushed open_level and fits() out of the search loop.)
  static constexpr std::uint32_t few = 16;
  [[gnu::noinline]] level fewest_level(M free) const {
    const std::uint32_t b = bitboard_lowest(free);
    std::uint32_t best = none;
    std::uint32_t fewest = few;
    const M frontier = free & neighbours(~free & cover_.all);
    for (M probe = frontier & (free - 1) & free; probe != 0 && fewest > 1; probe &= probe - 1) {
      const std::uint32_t c = bitboard_lowest(probe);
      const std::uint32_t n = count_fits(c, fewest);
      if (n < fewest) {
        fewest = n;
        best = c;
      }
    }
    if (best == none || count_fits(b, fewest + 1) <= fewest) {
      const std::uint32_t first = tables_.cell_begin(b), end = tables_.cell_begin(b + 1);
      return level{first < end ? tables_.fits(first, occupied_, available_) : 0, first, end, first,
                   0};
    }
    const std::uint32_t first = cover_base + cover_.tables.cell_begin(best);
    const std::uint32_t end = cover_base + cover_.tables.cell_begin(best + 1);
    if (first == end || fewest == 0) return level{0, end - (first < end ? 1 : 0), end, first, 0};
    return level{chunk_fits(first), first, end, first, 0};
  }

  // The branches of a node: at the root, the placements of the first piece when there is one (as
  // Knuth places the X pentomino first: a piece fixed early cuts the tree for every later cell),
  // elsewhere the candidates anchored at the lowest free cell, piece by piece, skipping used
  // pieces.
  level open_level(M free) const {
    std::uint32_t first = tables_.root_begin(), end = tables_.root_end();
    if (depth_ != 0 || first == end) {
      const std::uint32_t b = bitboard_lowest(free);
      first = tables_.cell_begin(b);
      end = tables_.cell_begin(b + 1);
    }
    return level{first < end ? tables_.fits(first, occupied_, available_) : 0, first, end, first,
                 0};
  }
  // The lattice's open_level, inlined by force (its search loop is larger, and the compiler would
  // keep it out of line).
  [[gnu::always_inline]] level lattice_open_level(M free) const {
    std::uint32_t first = tables_.root_begin(), end = tables_.root_end();
    if constexpr (Lattice) {
      // While at least 3/5 of the cells are free (below, the lowest cell is as good and cheaper:
      // from half, the 12 planar pentacubes in 2x3x10 directly took 0.20 s against 0.14).
      if ((depth_ != 0 || first == end) && cover_.start_free != 0 &&
          5 * static_cast<std::uint64_t>(bitboard_popcount(free)) >= 3 * cover_.start_free) {
        return fewest_level(free);
      }
    }
    if (depth_ != 0 || first == end) {
      const std::uint32_t b = bitboard_lowest(free);
      first = tables_.cell_begin(b);
      end = tables_.cell_begin(b + 1);
    }
    return level{first < end ? tables_.fits(first, occupied_, available_) : 0, first, end, first,
                 0};
  }

  [[gnu::always_inline]] level open_node(M free) const {
    if constexpr (Lattice) {
      return lattice_open_level(free);
    } else {
      return open_level(free);
    }
  }

  // The next candidate of the level that fits and leaves no dead pocket, or `none`; advances the
  // level past it.
  std::uint32_t next_fit(level& l) const {
    for (;;) {
      while (l.fits != 0) {
        const std::uint32_t i =
            chunk_begin(l.chunk) + static_cast<std::uint32_t>(std::countr_zero(l.fits));
        l.fits &= l.fits - 1;
        const M mask = candidate(i).mask;
        if ((mask & occupied_) == 0 && pockets_ok(board_ & ~(occupied_ | mask))) return i;
      }
      if (l.chunk + 1 >= l.end) return none;
      l.fits = chunk_fits(++l.chunk);
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
      const M free = board_ & ~occupied_;
      if (free == 0 || !viable(free)) return false;
      levels_[depth_++] = open_node(free);
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
      const M free = board_ & ~occupied_;
      bool descend = false;
      if (free == 0) {
        if (complete()) {
          ++stats_.solutions;
          ++found;
          for (std::size_t d = 0; d < depth_; ++d)
            chosen_[d] = candidate(levels_[d].taken).placement;
          if (!on_solution(std::span<const std::uint32_t>(chosen_.data(), depth_)) ||
              (control.limit != 0 && found >= control.limit)) {
            unwind(pinned);
            return search_status::limit_reached;
          }
        }
      } else if (viable(free)) {
        levels_[depth_++] = open_node(free);
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

  // Knuth's estimate, with the share of a cell's candidates passed standing in for the share of
  // branches done (counting the fitting ones would cost a scan per node).
  double progress() const {
    double done = 0, weight = 1;
    for (std::size_t d = 0; d < depth_; ++d) {
      const level& l = levels_[d];
      const std::uint32_t first = chunk_begin(l.first);
      const std::uint32_t last = chunk_begin(l.end);
      const double w = std::max(1.0, static_cast<double>(last - first));
      done += weight * std::min(1.0, static_cast<double>(l.taken - first) / w);
      weight /= w;
    }
    return done;
  }

  std::int32_t rows_ = 0, cols_ = 0;
  std::uint32_t stride_ = 1, pieces_ = 0;
  M board_{0}, not_first_{0}, not_last_{0};
  std::array<M, max_cut_offsets> edge_low_{};  // Lattice: see set_edges
  std::array<std::uint32_t, max_cut_offsets> edge_shift_{};
  bitboard_tables<M> tables_;
  std::vector<std::uint32_t> lo_, hi_, size_;
  std::vector<std::uint8_t> dead_size_;  // per region size: 1 when no pieces can fill it
  bool dead_single_ = false, dead_pair_ = false, dead_triple_ = false;
  // Every piece is used exactly once and their cells match the free cells: then `available_` alone
  // is the state (the owed and free cell counts move together and need no check).
  bool once_ = false;
  // Search state.
  M occupied_{0};
  std::uint64_t available_ = 0;  // pieces below their upper bound
  std::vector<std::uint32_t> count_;
  std::uint64_t need_ = 0;             // cells still owed to lower bounds
  std::uint64_t free_cells_ = 0;       // free cells not yet covered
  std::vector<level> levels_;          // levels_[0, depth_) is the current path
  std::vector<std::uint32_t> chosen_;  // the placements of a solution found
  std::size_t depth_ = 0;
  search_stats stats_;
  // Lattice: every cell's placements covering it (not only those anchored there), by piece, in
  // placement order; its chunks and candidates are numbered from `cover_base` on.
  // (Absent from the square instantiation, whose engine stays as it was.)
  struct cover_cells {
    bitboard_tables<M> tables;
    M all{0};  // the box's cells
    // The free cells at the start (the fewest choice is made while at least 3/5 are free); 0:
    // never (no `tables`).
    std::uint64_t start_free = 0;
  };
  struct no_cover {};
  [[no_unique_address]] std::conditional_t<Lattice, cover_cells, no_cover> cover_;
};

}  // namespace
}  // namespace tessera::detail
