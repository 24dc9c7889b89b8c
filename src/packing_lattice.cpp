// Lattice packing, phase 1: the lattice's cells laid into the engines' box, and every placement of
// every piece (tessera/lattice_packing.hpp; docs/lattice_solving.md says why this embedding).
#include <algorithm>
#include <cassert>
#include <limits>

#include "detail/lattice_packing_box.hpp"
#include "tessera/lattice_packing.hpp"
#include "tessera/polyomino_sets.hpp"

namespace tessera {

orientation_set lattice_default_motions(lattice l) {
  return l == lattice::cube ? orientation_set::rotate : orientation_set::free;
}

orientation_set lattice_piece_motions(lattice l, const lattice_piece& p,
                                      std::optional<orientation_set> asked) {
  if (l == lattice::cube && asked) return *asked;
  return min_orient(asked.value_or(lattice_default_motions(l)), p.max_orient);
}

std::vector<lattice_packing_piece> to_lattice_packing_pieces(
    lattice l, const std::vector<lattice_piece>& pieces, std::optional<orientation_set> asked,
    bool once, std::size_t free_cells) {
  std::vector<lattice_packing_piece> out;
  for (const lattice_piece& p : pieces) {
    lattice_packing_piece q{p.name, p.shape, lattice_piece_motions(l, p, asked), 0, 0};
    const auto fit = static_cast<std::uint32_t>(std::min<std::size_t>(
        free_cells / std::max<std::size_t>(p.shape.size(), 1), max_multiplicity));
    if (p.count.given) {
      q.min_count = p.count.min;
      q.max_count =
          p.count.max == multiplicity::unbounded ? std::max(fit, p.count.min) : p.count.max;
    } else if (once) {
      q.min_count = q.max_count = 1;
    } else {
      q.max_count = fit;
    }
    out.push_back(std::move(q));
  }
  return out;
}

std::size_t placement_bound(const lattice_board& board,
                            std::span<const lattice_packing_piece> pieces) {
  std::size_t bound = 0;
  const std::size_t motions = allowed_motion_count(board.kind, orientation_set::free);
  for (const lattice_packing_piece& p : pieces) {
    if (p.max_count == 0) continue;
    // Saturating: the caller compares with a limit far below the maximum.
    const std::size_t more = motions * std::max<std::size_t>(board.cells.size(), 1);
    bound = std::min(bound + more, std::numeric_limits<std::size_t>::max() / 2);
  }
  return bound;
}

namespace detail {

lattice_box lattice_box::of(const lattice_board& board) {
  lattice_box box;
  box.kind = board.kind;
  if (board.cells.empty()) return box;
  lattice_cell low = board.cells[0], high = board.cells[0];
  std::int32_t low_col = std::numeric_limits<std::int32_t>::max(), high_col = 0;
  for (const lattice_cell& c : board.cells) {
    low = {std::min(low.x, c.x), std::min(low.y, c.y), std::min(low.z, c.z)};
    high = {std::max(high.x, c.x), std::max(high.y, c.y), std::max(high.z, c.z)};
  }
  box.low = low;
  box.high = high;
  box.layer_rows = high.y - low.y + 1;
  switch (board.kind) {
    case lattice::tri:
      // Bricks: column 2x + z + y, so that (x, y, 0) has (x, y, 1) and (x - 1, y, 1) beside it and
      // (x, y - 1, 1) above it.
      for (const lattice_cell& c : board.cells) low_col = std::min(low_col, 2 * c.x + c.z + c.y);
      high_col = low_col;
      for (const lattice_cell& c : board.cells) high_col = std::max(high_col, 2 * c.x + c.z + c.y);
      box.col_origin = low_col;
      box.rows = high.y - low.y + 1;
      box.cols = high_col - low_col + 1;
      break;
    case lattice::cube:
      box.rows = (high.z - low.z + 1) * box.layer_rows;
      box.cols = high.x - low.x + 1;
      break;
    default:
      box.rows = high.y - low.y + 1;
      box.cols = high.x - low.x + 1;
  }
  return box;
}

std::int64_t lattice_box::index(lattice_cell c) const {
  if (rows == 0 || c.x < low.x || c.y < low.y || c.z < low.z || c.x > high.x || c.y > high.y ||
      c.z > high.z) {
    return -1;
  }
  std::int64_t r = c.y - low.y, col = 0;
  switch (kind) {
    case lattice::tri:
      col = std::int64_t{2} * c.x + c.z + c.y - col_origin;
      break;
    case lattice::cube:
      r += std::int64_t{c.z - low.z} * layer_rows;
      col = c.x - low.x;
      break;
    default:
      col = c.x - low.x;
  }
  if (col < 0 || col >= cols) return -1;
  return r * cols + col;
}

}  // namespace detail

packing_problem lattice_packing::build() {
  const detail::lattice_box box = detail::lattice_box::of(board_);
  layer_rows_ = box.layer_rows;
  origin_ = box.low;
  packing_board host;
  host.rows = box.rows;
  host.cols = box.cols;
  host.free.assign(static_cast<std::size_t>(box.rows) * static_cast<std::size_t>(box.cols), false);
  at_box_.assign(host.free.size(), lattice_cell{});
  for (const lattice_cell& c : board_.cells) {
    const std::int64_t i = box.index(c);
    assert(i >= 0);
    host.free[static_cast<std::size_t>(i)] = true;
    at_box_[static_cast<std::size_t>(i)] = c;
  }
  auto on_board = [&](lattice_cell c) {
    const std::int64_t i = box.index(c);
    return i >= 0 && host.free[static_cast<std::size_t>(i)] &&
           at_box_[static_cast<std::size_t>(i)] == c;
  };
  auto box_cell = [&](lattice_cell c) {
    const auto i = static_cast<std::int32_t>(box.index(c));
    return cell{i / box.cols, i % box.cols};
  };
  std::vector<packing_piece> pieces;
  bool connected = board_.kind == lattice::tri || board_.kind == lattice::square;
  for (const lattice_packing_piece& p : pieces_) {
    // The engines read a piece's size from its shape (and its connectivity when the cuts are on):
    // the piece laid in a box of its own by the same rule.
    const detail::lattice_box own =
        detail::lattice_box::of(lattice_board{board_.kind, p.shape.cells()});
    std::vector<cell> cells;
    for (const lattice_cell& c : p.shape.cells()) {
      const auto i = static_cast<std::int32_t>(own.index(c));
      cells.push_back(cell{i / std::max(own.cols, 1), i % std::max(own.cols, 1)});
    }
    connected = connected && p.shape.is_connected();
    pieces.push_back(
        packing_piece{p.name, polyomino(std::move(cells)), p.orient, p.min_count, p.max_count});
  }
  std::vector<placement> placements;
  std::vector<lattice_cell> moved;
  for (std::uint32_t p = 0; p < pieces_.size(); ++p) {
    const lattice_packing_piece& piece = pieces_[p];
    assert(piece.min_count <= piece.max_count);
    if (piece.max_count == 0 || piece.shape.size() == 0) continue;
    for (const oriented_polyform& o : orientations(piece.shape, piece.orient)) {
      const lattice_cell anchor = o.shape.cells().front();
      for (const lattice_cell& b : board_.cells) {
        // Translations never change z on triangles (it says which triangle of a rhombus).
        if (board_.kind == lattice::tri && b.z != anchor.z) continue;
        const lattice_cell by{b.x - anchor.x, b.y - anchor.y, b.z - anchor.z};
        moved.clear();
        bool fits = true;
        for (const lattice_cell& c : o.shape.cells()) {
          const lattice_cell d = translated(board_.kind, c, by);
          if (!(fits = on_board(d))) break;
          moved.push_back(d);
        }
        if (!fits) continue;
        placement pl{p, {}};
        for (const lattice_cell& d : moved) pl.cells.push_back(box_cell(d));
        std::sort(pl.cells.begin(), pl.cells.end());
        placements.push_back(std::move(pl));
      }
    }
  }
  given_symmetry group = detail::lattice_symmetry(board_, pieces_, box, host);
  return packing_problem(std::move(host), std::move(pieces), std::move(placements),
                         std::move(group), connected);
}

lattice_packing::lattice_packing(lattice_board board, std::vector<lattice_packing_piece> pieces)
    : board_(std::move(board)), pieces_(std::move(pieces)), problem_(build()) {}

lattice_cell lattice_packing::cell_at(cell box) const {
  return at_box_[static_cast<std::size_t>(box.row) *
                     static_cast<std::size_t>(problem_.board().cols) +
                 static_cast<std::size_t>(box.col)];
}

std::vector<lattice_cell> lattice_packing::placement_cells(std::size_t k) const {
  std::vector<lattice_cell> out;
  for (const cell& x : problem_.placements()[k].cells) out.push_back(cell_at(x));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace tessera
