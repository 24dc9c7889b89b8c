// Polyomino packing, colours (issue 25): a piece's orientations with the colours its cells carry,
// and the built-in checkerboard colouring (`--colours checker`). A motion carries each cell's
// colour with it, so a checkered piece may lose motions that a plain one has: two motions giving
// the same cells with other colours are two orientations (BurrTools' colour constraints in their
// simplest form: a piece cell of colour c covers only a board cell of colour c).
#include <algorithm>
#include <limits>
#include <numeric>

#include "tessera/packing_puzzle.hpp"
#include "tessera/polyomino_packing.hpp"

namespace tessera {

coloured_orientation coloured_transform(const polyomino& shape, const std::vector<char>& colours,
                                        transform t) {
  std::vector<std::pair<cell, char>> moved;
  moved.reserve(shape.size());
  std::int32_t low_row = std::numeric_limits<std::int32_t>::max(), low_col = low_row;
  for (std::size_t k = 0; k < shape.size(); ++k) {
    const cell y = apply(t, shape.cells()[k]);
    low_row = std::min(low_row, y.row);
    low_col = std::min(low_col, y.col);
    moved.emplace_back(y, colours.empty() ? '\0' : colours[k]);
  }
  std::vector<cell> cells;
  cells.reserve(moved.size());
  for (auto& [x, colour] : moved) {
    x.row -= low_row;
    x.col -= low_col;
    cells.push_back(x);
  }
  std::sort(moved.begin(), moved.end());
  coloured_orientation out{polyomino(std::move(cells)), {}, t};
  if (!colours.empty()) {
    for (const auto& [x, colour] : moved) out.colours.push_back(colour);
  }
  return out;
}

std::vector<coloured_orientation> coloured_orientations(const packing_piece& piece,
                                                        orientation_set set) {
  std::vector<coloured_orientation> out;
  for (const transform t : allowed_transforms(set)) {
    coloured_orientation o = coloured_transform(piece.shape, piece.colours, t);
    if (std::find(out.begin(), out.end(), o) == out.end()) out.push_back(std::move(o));
  }
  return out;
}

void checker_colours(packing_board& board) {
  board.colour.assign(board.free.size(), '\0');
  for (std::int32_t r = 0; r < board.rows; ++r) {
    for (std::int32_t c = 0; c < board.cols; ++c) {
      board.colour[static_cast<std::size_t>(r) * static_cast<std::size_t>(board.cols) +
                   static_cast<std::size_t>(c)] = checker_colour(r, c);
    }
  }
}

void checker_colours(std::vector<packing_piece>& pieces) {
  for (packing_piece& piece : pieces) {
    if (piece.blank) continue;
    piece.colours.clear();
    for (const cell x : piece.shape.cells()) piece.colours.push_back(checker_colour(x.row, x.col));
  }
}

}  // namespace tessera
