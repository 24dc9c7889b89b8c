// tessera/packing_puzzle.hpp: the designer's richer packing puzzles (issue 25): optional cells,
// given pieces and colours, read from a board's marks (tessera/board.hpp: `+` an optional cell, a
// letter a given piece's cell) or given directly (JSON boards), and turned into a packing_problem
// (tessera/polyomino_packing.hpp) whose engines need no change:
//   - optional cells become a blank monomino placed only there (packing_board::optional);
//   - a given piece must be congruent to the piece it names under that piece's allowed motions (and
//     colours), else a located error; its cells leave the board, it uses up one copy of its piece,
//     and it is shown with every solution (packing_problem::given);
//   - colours restrict placements (packing_board::colour, packing_piece::colours).
// Up to symmetry, the group keeps only motions that keep the optional cells, the colours and the
// given pieces (board_symmetry). docs/cover.md, "Optional cells, given pieces, colours".
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "tessera/board.hpp"
#include "tessera/polyomino_packing.hpp"
#include "tessera/result.hpp"

namespace tessera {

// A piece fixed on the board: the piece's name (or, from a board's letters, the first letter of
// its name), its cells (0-based), and where it was given (line and column, 0 when unknown).
struct given_piece {
  std::string piece;
  std::vector<cell> cells;
  bool by_letter = false;  // `piece` is a letter drawn on the board
  std::size_t line = 0;
  std::size_t column = 0;
};

// The extras of a puzzle beyond its free cells: optional cells (on `board`) and given pieces.
struct puzzle_marks {
  std::vector<given_piece> given;
};

// The checkerboard colour of cell (r, c): 'b' where r + c is even, 'w' where it is odd.
inline char checker_colour(std::int32_t r, std::int32_t c) { return (r + c) % 2 == 0 ? 'b' : 'w'; }
// Colours every cell of `board` (checker_colour), or every cell of each piece by its drawing.
void checker_colours(packing_board& board);
void checker_colours(std::vector<packing_piece>& pieces);

// The packing board of a marked board: `+` cells optional; each 4-connected group of cells marked
// with the same letter a given piece named by that letter (blocked on the returned board, as
// board_reader leaves them). O(rows * cols).
packing_board to_packing_board(const board& b, puzzle_marks& marks);

// The problem of `board` (optional cells and colours set, the given pieces' cells free or not)
// with `given` fixed in place: each given piece is found by name (or by its letter, which must
// name one piece), checked to lie on free cells, not to overlap another, to be congruent to its
// piece under that piece's motions with matching colours, and to leave a copy of its piece to use
// up; then its cells are blocked and its piece's count bounds lowered by one. Errors are located
// at the given piece (its line and column; 0 when unknown). O(given * 8 n log n + placements).
result<packing_problem> make_packing_puzzle(packing_board board, std::vector<packing_piece> pieces,
                                            const std::vector<given_piece>& given);

}  // namespace tessera
