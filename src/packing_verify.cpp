// Polyomino packing, the checker: verifies a claimed solution from scratch, sharing nothing with
// the solvers but the polyomino core (so a bug in placement generation or in a search cannot hide
// itself).
#include <fmt/format.h>

#include <algorithm>

#include "tessera/polyomino_packing.hpp"

namespace tessera {

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
    for (const transform t : allowed_transforms(piece.orient)) {
      allowed = allowed || piece.shape.transformed(t) == shape;
    }
    if (!allowed)
      return fmt::format("piece {} is not placed in an allowed orientation", piece.name);
  }
  for (std::size_t i = 0; i < board.free.size(); ++i) {
    if (board.free[i] && covered[i] == 0) {
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
