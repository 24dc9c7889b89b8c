// Polyomino packing, the checker: verifies a claimed solution from scratch, sharing nothing with
// the solvers but the polyomino core (so a bug in placement generation or in a search cannot hide
// itself).
#include <fmt/format.h>

#include <algorithm>

#include "tessera/polyomino_packing.hpp"

namespace tessera {
namespace {

// Whether `cells` (sorted) are a translate of `shape` on a wrapped board, cells taken modulo the
// wrapped sides: every start is tried. O(rows * cols * n log n).
bool wrapped_translate(const packing_board& board, const polyomino& shape,
                       const std::vector<cell>& cells) {
  const std::int32_t last_row = board.wrap_rows ? board.rows - 1 : board.rows - shape.height();
  const std::int32_t last_col = board.wrap_cols ? board.cols - 1 : board.cols - shape.width();
  std::vector<cell> moved;
  for (std::int32_t r = 0; r <= last_row; ++r) {
    for (std::int32_t c = 0; c <= last_col; ++c) {
      moved.clear();
      for (const cell x : shape.cells())
        moved.push_back(cell{(r + x.row) % board.rows, (c + x.col) % board.cols});
      std::sort(moved.begin(), moved.end());
      if (moved == cells) return true;
    }
  }
  return false;
}

std::size_t cell_index(const packing_board& board, cell x) {
  return static_cast<std::size_t>(x.row) * static_cast<std::size_t>(board.cols) +
         static_cast<std::size_t>(x.col);
}

// Whether `piece` moved by `t` onto `cells` (sorted, planar board) puts each of its coloured cells
// on a board cell of that colour (or of none). Each cell's colour is followed through t by hand.
bool colours_fit(const packing_board& board, const packing_piece& piece, transform t,
                 const std::vector<cell>& cells) {
  if (piece.colours.empty()) return true;
  std::int32_t low_row = 0, low_col = 0;
  for (std::size_t k = 0; k < piece.shape.size(); ++k) {
    const cell y = apply(t, piece.shape.cells()[k]);
    low_row = k == 0 ? y.row : std::min(low_row, y.row);
    low_col = k == 0 ? y.col : std::min(low_col, y.col);
  }
  const cell corner = cells[0];  // the least cell: shift the image so that it lands there
  cell image_low{0, 0};
  bool first = true;
  for (std::size_t k = 0; k < piece.shape.size(); ++k) {
    const cell y = apply(t, piece.shape.cells()[k]);
    const cell z{y.row - low_row, y.col - low_col};
    if (first || z < image_low) image_low = z;
    first = false;
  }
  for (std::size_t k = 0; k < piece.shape.size(); ++k) {
    const cell y = apply(t, piece.shape.cells()[k]);
    const cell on{y.row - low_row - image_low.row + corner.row,
                  y.col - low_col - image_low.col + corner.col};
    const char have = board.colour_at(cell_index(board, on));
    if (have != '\0' && piece.colours[k] != '\0' && have != piece.colours[k]) return false;
  }
  return true;
}

}  // namespace

std::string check_packing(const packing_board& board, std::span<const packing_piece> pieces,
                          std::span<const packed_piece> solution) {
  std::vector<int> covered(board.free.size(), 0);
  std::vector<std::uint32_t> used(pieces.size(), 0);
  for (std::size_t n = 0; n < solution.size(); ++n) {
    const packed_piece& placed = solution[n];
    if (placed.piece >= pieces.size())
      return fmt::format("placement {}: no piece {}", n + 1, placed.piece);
    const packing_piece& piece = pieces[placed.piece];
    ++used[placed.piece];
    for (const cell x : placed.cells) {
      if (!board.is_free(x.row, x.col)) {
        return fmt::format("piece {} covers ({},{}), which is not a free cell", piece.name,
                           x.row + 1, x.col + 1);
      }
      const std::size_t at =
          static_cast<std::size_t>(x.row) * static_cast<std::size_t>(board.cols) +
          static_cast<std::size_t>(x.col);
      if (++covered[at] > 1) {
        return fmt::format("cell ({},{}) is covered twice", x.row + 1, x.col + 1);
      }
    }
    const polyomino shape{placed.cells};
    if (shape.size() != placed.cells.size())
      return fmt::format("piece {} repeats a cell", piece.name);
    bool allowed = false;
    std::vector<cell> sorted = placed.cells;
    std::sort(sorted.begin(), sorted.end());
    for (const transform t : allowed_transforms(piece.orient)) {
      // On a wrapped board a piece crossing a seam is a translate taken modulo the sides.
      allowed = allowed ||
                (board.wrapped()
                     ? wrapped_translate(board, piece.shape.transformed(t), sorted)
                     : piece.shape.transformed(t) == shape && colours_fit(board, piece, t, sorted));
    }
    if (piece.blank && !board.is_optional(cell_index(board, placed.cells[0])))
      return fmt::format("the blank of optional cells covers ({},{}), which is not optional",
                         placed.cells[0].row + 1, placed.cells[0].col + 1);
    if (!allowed)
      return fmt::format("piece {} is not placed in an allowed orientation", piece.name);
  }
  for (std::size_t i = 0; i < board.free.size(); ++i) {
    if (board.free[i] && covered[i] == 0 && !board.is_optional(i)) {
      return fmt::format("cell ({},{}) is not covered",
                         i / static_cast<std::size_t>(board.cols) + 1,
                         i % static_cast<std::size_t>(board.cols) + 1);
    }
  }
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    if (used[p] < pieces[p].min_count || used[p] > pieces[p].max_count) {
      return fmt::format("piece {} is used {} times, allowed {}..{}", pieces[p].name, used[p],
                         pieces[p].min_count, pieces[p].max_count);
    }
  }
  return {};
}

}  // namespace tessera
