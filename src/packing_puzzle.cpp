// Polyomino packing, the designer's puzzles (tessera/packing_puzzle.hpp): a marked board's optional
// cells and given pieces, and the given pieces checked, removed from the board and their copies
// used up before the problem is built.
#include "tessera/packing_puzzle.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>

namespace tessera {
namespace {

std::size_t at(const packing_board& board, cell x) {
  return static_cast<std::size_t>(x.row) * static_cast<std::size_t>(board.cols) +
         static_cast<std::size_t>(x.col);
}

input_error given_error(const given_piece& g, std::string message) {
  return input_error{g.line, g.line == 0 ? 0 : g.column, std::move(message)};
}

// The piece a given piece names: by name, or by the first letter of exactly one piece's name.
result<std::uint32_t> find_piece(const std::vector<packing_piece>& pieces, const given_piece& g) {
  std::vector<std::uint32_t> found;
  for (std::uint32_t p = 0; p < pieces.size(); ++p) {
    if (pieces[p].blank) continue;
    const std::string& name = pieces[p].name;
    if (g.by_letter ? !name.empty() && name[0] == g.piece[0] : name == g.piece) found.push_back(p);
  }
  if (found.size() == 1) return found[0];
  if (found.empty()) {
    return given_error(g, fmt::format("a given piece '{}': no piece {} '{}' in --pieces", g.piece,
                                      g.by_letter ? "whose name starts with" : "named", g.piece));
  }
  return given_error(
      g, fmt::format("a given piece '{}': the letter names {} pieces ('{}' and "
                     "'{}'); give it in a JSON board by its name",
                     g.piece, found.size(), pieces[found[0]].name, pieces[found[1]].name));
}

// Whether `cells` are `piece` under one of its motions, colours matching the board's.
bool congruent(const packing_board& board, const packing_piece& piece,
               const std::vector<cell>& cells) {
  const polyomino shape{cells};
  if (shape.size() != cells.size() || shape.size() != piece.shape.size()) return false;
  cell low = cells[0];
  for (const cell x : cells) {
    low.row = std::min(low.row, x.row);
    low.col = std::min(low.col, x.col);
  }
  for (const coloured_orientation& o : coloured_orientations(piece, piece.orient)) {
    if (!(o.shape == shape)) continue;
    bool colours_match = true;
    for (std::size_t k = 0; k < o.shape.size() && !o.colours.empty(); ++k) {
      const cell x = o.shape.cells()[k];
      const char have = board.colour_at(at(board, cell{low.row + x.row, low.col + x.col}));
      colours_match =
          colours_match && (have == '\0' || o.colours[k] == '\0' || have == o.colours[k]);
    }
    if (colours_match) return true;
  }
  return false;
}

const char* orient_name(orientation_set o) {
  return o == orientation_set::fixed ? "fixed" : o == orientation_set::rotate ? "rotate" : "free";
}

}  // namespace

packing_board to_packing_board(const board& b, puzzle_marks& marks) {
  packing_board out = to_packing_board(b);
  if (!b.marked()) return out;
  const std::size_t rows = b.rows(), cols = b.cols();
  std::vector<bool> seen(rows * cols, false);
  std::vector<cell> queue;
  for (std::size_t r = 0; r < rows; ++r) {
    for (std::size_t c = 0; c < cols; ++c) {
      const char mark = b.mark(r, c);
      if (mark == '+') {
        if (out.optional.empty()) out.optional.assign(rows * cols, false);
        out.optional[r * cols + c] = true;
      }
      if (mark != '\0' && mark != '+') out.free[r * cols + c] = true;  // blocked again later
      if (mark == '\0' || mark == '+' || seen[r * cols + c]) continue;
      // The letter's 4-connected group, by breadth-first search (no recursion).
      given_piece g;
      g.piece = std::string(1, mark);
      g.by_letter = true;
      std::tie(g.line, g.column) = b.cell_position(r, c);
      seen[r * cols + c] = true;
      queue.assign(1, cell{static_cast<std::int32_t>(r), static_cast<std::int32_t>(c)});
      for (std::size_t q = 0; q < queue.size(); ++q) {
        const cell x = queue[q];
        const cell next[4] = {
            {x.row - 1, x.col}, {x.row + 1, x.col}, {x.row, x.col - 1}, {x.row, x.col + 1}};
        for (const cell y : next) {
          if (y.row < 0 || y.col < 0 || y.row >= static_cast<std::int32_t>(rows) ||
              y.col >= static_cast<std::int32_t>(cols))
            continue;
          const auto i = static_cast<std::size_t>(y.row) * cols + static_cast<std::size_t>(y.col);
          if (seen[i] ||
              b.mark(static_cast<std::size_t>(y.row), static_cast<std::size_t>(y.col)) != mark)
            continue;
          seen[i] = true;
          queue.push_back(y);
        }
      }
      std::sort(queue.begin(), queue.end());
      g.cells = queue;
      marks.given.push_back(std::move(g));
    }
  }
  return out;
}

result<packing_problem> make_packing_puzzle(packing_board board, std::vector<packing_piece> pieces,
                                            const std::vector<given_piece>& given) {
  // Given cells are board cells no other given piece takes; free ones are blocked below.
  std::vector<bool> taken(board.free.size(), false);
  std::vector<placement> fixed;
  for (const given_piece& g : given) {
    auto found = find_piece(pieces, g);
    if (!found) return found.error();
    packing_piece& piece = pieces[found.value()];
    for (const cell x : g.cells) {
      if (x.row < 0 || x.col < 0 || x.row >= board.rows || x.col >= board.cols) {
        return given_error(g, fmt::format("a given piece '{}': cell ({},{}) is off the {}x{} board",
                                          g.piece, x.row + 1, x.col + 1, board.rows, board.cols));
      }
      if (taken[at(board, x)]) {
        return given_error(g, fmt::format("a given piece '{}': cell ({},{}) is taken twice",
                                          g.piece, x.row + 1, x.col + 1));
      }
      taken[at(board, x)] = true;
      if (!board.free[at(board, x)]) {
        return given_error(g, fmt::format("a given piece '{}': cell ({},{}) is not a free cell",
                                          g.piece, x.row + 1, x.col + 1));
      }
    }
    if (!congruent(board, piece, g.cells)) {
      return given_error(
          g, fmt::format("a given piece '{}' of {} cells is not congruent to piece {} ({} cells) "
                         "under its motions ({}){}",
                         g.piece, g.cells.size(), piece.name, piece.shape.size(),
                         orient_name(piece.orient), piece.colours.empty() ? "" : " and colours"));
    }
    if (piece.max_count == 0) {
      return given_error(g, fmt::format("a given piece '{}': no copy of piece {} is left to give",
                                        g.piece, piece.name));
    }
    --piece.max_count;
    if (piece.min_count > 0) --piece.min_count;
    std::vector<cell> cells = g.cells;
    std::sort(cells.begin(), cells.end());
    fixed.push_back(placement{found.value(), std::move(cells)});
  }
  for (std::size_t i = 0; i < taken.size(); ++i) {
    if (!taken[i]) continue;
    board.free[i] = false;  // covered by its given piece: neither free nor optional any more
    if (!board.optional.empty()) board.optional[i] = false;
  }
  return packing_problem(std::move(board), std::move(pieces), std::move(fixed));
}

}  // namespace tessera
