// tessera/omok_referee.hpp: a referee for a whole game given as a move list.
//
// Black moves first and the colours alternate. After each move the referee knows at once whether it
// won: for each direction it keeps, at the two end cells of every run, the run's length; a new
// stone joins the runs ending beside it in O(1) per direction (the interval-endpoint technique), so
// win detection is constant work per move whatever the board size. Under renju a black move is
// first checked for a foul (tessera/renju.hpp), which looks at a bounded window around the move.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/omok.hpp"
#include "tessera/renju.hpp"
#include "tessera/result.hpp"

namespace tessera::omok {

// One move as written: 1-based row (counted from the top) and column. Values outside the board are
// kept as written, so that the referee can report them as an illegal move.
struct move {
  std::int64_t row = 0;
  std::int64_t col = 0;
  std::size_t line = 0;  // where the move is in the text (1-based), for messages
  std::size_t column = 0;
  // The move's text as written (for messages: "z99 is off the board", not the computed row): its
  // byte offset in the text given to parse_moves and its length (0 when built in code).
  std::size_t offset = 0;
  std::size_t length = 0;
  // A pass: no stone, but it counts as a move (the other colour plays next). Swap2 records hold
  // them: "--" in move strings (as Rapfi writes it), "-1,-1" in Gomocup's coordinates.
  bool pass = false;
};

enum class move_format : std::uint8_t {
  automatic,  // JSON if the text starts with '[' or '{', Piskvork if with "Piskvorky", notation if
              // with a letter or "--", else row_col
  row_col,    // one move a line: "row col", 1-based, rows from the top; '#' starts a comment line;
              // "-1 -1" or "--" is a pass
  notation,   // "h8 i9 j10" or Rapfi's run-together "h8i9--j10": column letter a.. then row number,
              // rows from the bottom (renju notation); "--" is a pass
  psq,        // Piskvork record: "Piskvorky WxH, ..." then "x,y,time" lines (1-based column, row);
              // "-1,-1,time" is a pass
  json,       // the match manager's game line {"moves": [[row,col], ...], ...} (its other members
              // are skipped) or a bare array of moves: [row,col] (1-based, rows from the top),
              // "h8" (as notation), or a pass: null, [-1,-1] or "--"
};

struct move_list_options {
  move_format format = move_format::automatic;
  std::size_t rows = 15;  // the board (a .psq record gives its own)
  std::size_t cols = 15;
  bool top_rows = false;  // notation: rows counted from the top instead of the bottom
  std::size_t max_side = default_max_side;
  std::size_t max_moves = 10'000'000;
  // The referee keeps 17 bytes a cell: boards past this many cells are refused before allocating.
  std::size_t max_cells = 25'000'000;
};

struct move_list {
  std::size_t rows = 0;
  std::size_t cols = 0;
  std::vector<move> moves;
  move_format format = move_format::row_col;  // the format read (never automatic)
  bool top_rows = false;                      // notation: rows counted from the top
  bool json_strings = false;  // json: the first stone was written "h8", so points are said so
};

// A 1-based point written in the notation `game` was read in, so that answers speak the input's
// language: "8 8" (row_col), "h8" (notation; rows from the bottom unless top_rows), "8,8" (psq:
// column, row), "[8,8]" (json; "h8" when its moves are strings). Columns past 'z' in notation
// are written as row_col. O(1).
std::string point_text(const move_list& game, std::size_t row, std::size_t col);

// The coordinates a picture of `game`'s board is labelled in, matching point_text: letters for
// notation (and JSON moves written as strings), row and column numbers otherwise. O(1).
coordinates coordinates_of(const move_list& game);

// Reads a game. Malformed text (not a number, a bad letter, a missing column, too many moves, JSON
// that is not JSON or a move of the wrong type) is an input_error at its position; coordinates off
// the board are not (the referee reports them). O(text), no recursion (JSON nesting is bounded).
result<move_list> parse_moves(std::string_view text, const move_list_options& options);

enum class outcome : std::uint8_t {
  playing,    // no result yet
  win,        // `colour` made a winning line
  forbidden,  // black played a renju foul and loses
  occupied,   // the move's cell already holds a stone: illegal
  off_board,  // the move is outside the board: illegal
  full,       // the board filled up without a win: a draw
};

// "playing", "win", "forbidden", "occupied", "off-board", "full".
std::string_view outcome_name(outcome o);

struct move_verdict {
  outcome result = outcome::playing;
  std::uint8_t colour = empty;  // who moved
  line winning;                 // for outcome::win
  foul reason = foul::none;     // for outcome::forbidden
};

class referee {
 public:
  // An empty rows x cols board. Preconditions: 1 <= rows, cols; options.k >= 2.
  referee(std::size_t rows, std::size_t cols, const judge_options& rule,
          const renju_options& renju = {});

  // Plays the next move (black, white, black, …) at 1-based (row, col). O(1) for the win check; a
  // black move under renju also pays for forbidden_reason. After a move that ends the game (any
  // outcome but `playing`), the referee must not be asked again.
  move_verdict play(std::int64_t row, std::int64_t col);

  // A pass: no stone is placed, the move counts, the other colour plays next. O(1).
  move_verdict pass();

  std::size_t moves_played() const { return moves_; }
  const board& position() const { return board_; }

 private:
  board board_;
  judge_options rule_;
  renju_options renju_;
  std::size_t moves_ = 0;   // moves played, passes included
  std::size_t stones_ = 0;  // stones on the board (the board is full when it equals its cells)
  // run_[cell][d]: for a stone at an end of its run along d, the run's length (stale elsewhere).
  // The four directions of a cell share one 16-byte entry, so a move touches few cache lines.
  std::vector<std::array<std::uint32_t, 4>> run_;
};

struct game_result {
  outcome result = outcome::playing;
  std::size_t move_number = 0;  // 1-based move that ended the game; the moves played when `playing`
  move_verdict verdict;
  board final_position;  // the board after the last move played (an illegal move is not placed)
};

// Referees a whole game: stops at the first move with an outcome other than `playing`. O(moves)
// plus the renju foul checks.
game_result referee_game(const move_list& game, const judge_options& rule,
                         const renju_options& renju = {});

}  // namespace tessera::omok
