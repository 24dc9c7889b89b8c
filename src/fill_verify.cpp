// Checking a claimed fill solution by the literal rule, and drawing it (see tessera/fill.hpp).
//
// The checker does not reuse the solver's argument: it replays the placements one at a time on a
// copy of the board, exactly as the seed states the rule, so a bug in the shape classes cannot hide
// here.
#include <fmt/format.h>

#include "detail/fill_shapes.hpp"
#include "detail/words.hpp"
#include "tessera/fill.hpp"

namespace tessera {
namespace {

constexpr std::uint8_t unused = 0, used = 1, current = 2;

bool inside(const fill_problem& p, cell c) {
  return c.row >= 0 && c.col >= 0 && static_cast<std::size_t>(c.row) < p.rows &&
         static_cast<std::size_t>(c.col) < p.cols;
}
std::size_t index_of(const fill_problem& p, cell c) {
  return static_cast<std::size_t>(c.row) * p.cols + static_cast<std::size_t>(c.col);
}

// Marks the placement's table cells `current`; they must be distinct unused piece cells forming one
// whole table component.
std::string check_piece(const fill_problem& p, std::span<const cell> piece,
                        std::vector<std::uint8_t>& table_state, std::vector<cell>& queue) {
  for (const cell c : piece) {
    if (!inside(p, c))
      return fmt::format("table cell ({}, {}) is outside the table", c.row + 1, c.col + 1);
    const std::size_t i = index_of(p, c);
    if (p.table[i] != 1)
      return fmt::format("table cell ({}, {}) is not a piece cell", c.row + 1, c.col + 1);
    if (table_state[i] != unused) {
      return fmt::format("table cell ({}, {}) is used twice", c.row + 1, c.col + 1);
    }
    table_state[i] = current;
  }
  // Flood the table component of the first cell: it must be exactly the marked cells.
  queue.assign(1, piece.front());
  std::size_t count = 0;
  table_state[index_of(p, piece.front())] = used;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    ++count;
    const cell c = queue[head];
    for (const cell d : {cell{-1, 0}, cell{1, 0}, cell{0, -1}, cell{0, 1}}) {
      const cell n{c.row + d.row, c.col + d.col};
      if (!inside(p, n) || p.table[index_of(p, n)] != 1) continue;
      std::uint8_t& s = table_state[index_of(p, n)];
      if (s == used) continue;
      if (s != current) {
        return fmt::format("the piece is not a whole table component: ({}, {}) belongs to it too",
                           n.row + 1, n.col + 1);
      }
      s = used;
      queue.push_back(n);
    }
  }
  if (count != piece.size()) return "the piece's table cells are not connected";
  return {};
}

// Gives placement k its own region, colour and letter (A-Z cycling) on the cells `cells` lists for
// it: the solution's hole_cells on the board picture, its piece_cells on the table picture.
void paint_placements(const fill_problem& p, const fill_solution& s, std::span<const cell> cells,
                      picture& pic) {
  for (std::size_t k = 0; k < s.placements.size(); ++k) {
    const fill_placement& pl = s.placements[k];
    for (const cell c : cells.subspan(pl.first, pl.size)) {
      const std::size_t at = index_of(p, c);
      pic.region[at] = static_cast<std::int32_t>(k);
      pic.glyph[at] = static_cast<char>('A' + k % 26);
    }
    pic.region_colour.push_back(static_cast<int>(k));
  }
}

}  // namespace

std::string verify_fill(const fill_problem& p, const fill_solution& s, bool flip) {
  if (s.piece_cells.size() != s.hole_cells.size())
    return "piece and hole cell lists differ in length";
  std::vector<std::uint8_t> board = p.board;
  std::vector<std::uint8_t> table_state(p.table.size(), unused);
  std::vector<cell> queue;  // reused by every placement
  std::uint64_t filled = 0;
  for (std::size_t k = 0; k < s.placements.size(); ++k) {
    const fill_placement& pl = s.placements[k];
    auto fail = [&](const std::string& what) {
      return fmt::format("placement {}: {}", k + 1, what);
    };
    if (pl.size == 0 || pl.first > s.piece_cells.size() ||
        pl.size > s.piece_cells.size() - pl.first) {
      return fail("its cells are out of range");
    }
    if (pl.how.quarter_turns > 3 || (pl.how.reflect && !flip))
      return fail("the piece may not be flipped");
    const std::span<const cell> piece(s.piece_cells.data() + pl.first, pl.size);
    const std::span<const cell> hole(s.hole_cells.data() + pl.first, pl.size);
    if (std::string e = check_piece(p, piece, table_state, queue); !e.empty()) return fail(e);
    // The turned piece, moved rigidly: every cell keeps its offset from the first one.
    const cell base = detail::turn(pl.how, piece.front());
    for (std::size_t i = 0; i < pl.size; ++i) {
      const cell m = detail::turn(pl.how, piece[i]);
      const cell h = hole[i];
      if (h.row - hole.front().row != m.row - base.row ||
          h.col - hole.front().col != m.col - base.col) {
        return fail(
            fmt::format("board cell ({}, {}) is not where the turned piece puts its cell {}",
                        h.row + 1, h.col + 1, i + 1));
      }
      if (!inside(p, h))
        return fail(fmt::format("board cell ({}, {}) is outside the board", h.row + 1, h.col + 1));
      std::uint8_t& b = board[index_of(p, h)];
      if (b != 0)
        return fail(fmt::format("board cell ({}, {}) is not empty", h.row + 1, h.col + 1));
      b = 1;
    }
    for (const cell h : hole) {
      for (const cell d : {cell{-1, 0}, cell{1, 0}, cell{0, -1}, cell{0, 1}}) {
        const cell n{h.row + d.row, h.col + d.col};
        if (inside(p, n) && board[index_of(p, n)] == 0) {
          return fail(fmt::format("it leaves the empty board cell ({}, {}) next to it", n.row + 1,
                                  n.col + 1));
        }
      }
    }
    filled += pl.size;
  }
  if (filled != s.answer) {
    return fmt::format("the placements fill {}, the answer says {}",
                       detail::count_of(filled, "cell"), s.answer);
  }
  return {};
}

picture fill_board_picture(const fill_problem& p, const fill_solution& s) {
  picture pic(p.rows, p.cols);
  for (std::size_t i = 0; i < p.board.size(); ++i) {
    pic.region[i] = p.board[i] != 0 ? picture::blocked : picture::empty;
    pic.glyph[i] = p.board[i] != 0 ? ' ' : '.';
  }
  paint_placements(p, s, s.hole_cells, pic);
  pic.title = fmt::format("board: {} filled", detail::count_of(s.answer, "cell"));
  return pic;
}

picture fill_table_picture(const fill_problem& p, const fill_solution& s) {
  picture pic(p.rows, p.cols);
  for (std::size_t i = 0; i < p.table.size(); ++i) pic.glyph[i] = p.table[i] != 0 ? '?' : ' ';
  paint_placements(p, s, s.piece_cells, pic);
  pic.title = fmt::format("table: {} of {} used ('?' unused)", s.placements.size(),
                          detail::count_of(s.pieces, "piece"));
  return pic;
}

}  // namespace tessera
