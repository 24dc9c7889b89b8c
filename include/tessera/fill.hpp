// tessera/fill.hpp: fitting table pieces into board holes (Programmers 84021, "puzzle-piece fill").
//
// A game board and a table are grids of the same size. On the board, 0 is an empty cell; on the
// table, 1 is a cell of a piece (a 4-connected group of 1s). Pieces are moved onto the board one at
// a time, rotated (and, with `flip`, reflected); a placed piece may not overlap a filled cell and
// must leave no empty board cell next to it. The question: the most board cells that can be filled.
//
// A piece that leaves no empty neighbour fills one hole (a 4-connected group of empty board cells)
// exactly, so the answer is, over each shape class, min(#holes, #pieces) × size (docs/fill.md has
// the argument). Everything here is linear in the number of cells, up to O(k log k) per component
// of k cells.
//
// Pattern of use:
//   auto problem = tessera::parse_fill(text);            // JSON or plain text, detected
//   if (!problem) report(problem.error());
//   tessera::fill_solution s = tessera::solve_fill(problem.value(), {.flip = false, .witness =
//   true});
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/picture.hpp"
#include "tessera/polyomino.hpp"
#include "tessera/result.hpp"

namespace tessera {

// The most cells a grid may have (each of the board and the table): keeps row-major indices and
// cell coordinates inside 32 bits.
inline constexpr std::size_t fill_max_cells = (std::size_t{1} << 31) - 1;

struct fill_problem {
  std::size_t rows = 0;
  std::size_t cols = 0;
  std::vector<std::uint8_t> board;  // row-major, rows*cols: 1 filled, 0 empty (part of a hole)
  std::vector<std::uint8_t> table;  // row-major, rows*cols: 1 a cell of a piece, 0 empty
};

enum class fill_input_format : unsigned char {
  automatic,  // JSON when the first non-blank character is '{', else plain text
  json,  // the seed's {"game_board": [[0,1,...],...], "table": [[...],...]} (keys in any order)
  text,  // board rows, a blank line, table rows; cells '0'/'1' or '.'/'#' ('#' = '1')
};

// Reads one problem. Errors carry line and column: malformed JSON, values other than 0/1, ragged
// rows, grids of different sizes, an empty grid, extra input. Both grids must be non-empty
// rectangles of the same size with at most fill_max_cells cells. O(input bytes); the JSON path does
// not build a DOM.
result<fill_problem> parse_fill(std::string_view text,
                                fill_input_format format = fill_input_format::automatic);

struct fill_options {
  bool flip = false;     // allow reflections as well as rotations
  bool witness = false;  // also build the assignment (placements and their cells)
};

// One placed piece: `size` table cells piece_cells[first .. first+size) (row-major order) go to the
// board cells hole_cells[first .. first+size), cell for cell, after the piece is turned by `how`
// (mirrored left-right first when how.reflect, then turned clockwise how.quarter_turns × 90°).
struct fill_placement {
  std::size_t first = 0;
  std::size_t size = 0;
  transform how;
};

struct fill_solution {
  std::uint64_t answer = 0;  // the most board cells that can be filled
  std::size_t holes = 0;     // components of empty board cells
  std::size_t pieces = 0;    // components of table cells
  std::size_t classes = 0;   // distinct shapes among holes and pieces
  std::size_t placed = 0;    // pieces placed in an optimal assignment
  // With fill_options::witness only: the placements, holes in row-major order of their first cell.
  std::vector<fill_placement> placements;
  std::vector<cell> piece_cells;  // 0-based (row, column) on the table
  std::vector<cell> hole_cells;   // 0-based (row, column) on the board
};

// Solves a problem: one pass labels the components of both grids, each gets its canonical form
// under rotations (and reflections with `flip`), shapes are counted in a hash table of classes.
// O(rows*cols + Σ k log k) time over components of k cells; memory O(rows*cols / 8) plus the
// distinct shapes (and the witness when asked). No allocation per component.
fill_solution solve_fill(const fill_problem& problem, const fill_options& options);

// Checks a claimed solution by simulating the rule literally: placements in order, each piece a
// whole table component used once, turned by an allowed transform onto empty board cells inside the
// board, leaving no empty neighbour; the filled cells must add up to `answer`. Returns "" when it
// holds, else what is wrong. Does not check optimality (that is the per-class bound). O(rows*cols +
// witness).
std::string verify_fill(const fill_problem& problem, const fill_solution& solution, bool flip);

// Writes a solution built with the witness as one JSON line:
// {"answer":14,"placements":[{"piece":[[r,c],...],"hole":[[r,c],...],"rotation":90,"flipped":false},...]}
// 1-based cells; hole[i] is where piece[i] lands. O(output).
std::string write_fill_solution_json(const fill_solution& solution);
// The same text handed to `sink` in pieces of about a megabyte, for outputs too big to hold twice.
void write_fill_solution_json(const fill_solution& solution,
                              const std::function<void(std::string_view)>& sink);

// Reads a claimed solution in the form `tessera fill --format json` prints:
// {"answer":N,"placements":[{"piece":[[r,c],...],"hole":[[r,c],...],"rotation":90,"flipped":false},...]}
// (1-based cells, keys in any order, "flipped" optional). Only `answer`, `placements`,
// `piece_cells` and `hole_cells` are set; check it with verify_fill. Errors carry line and column.
// O(input bytes).
result<fill_solution> parse_fill_claim(std::string_view text);

// A claim as `tessera fill --check` reads it: the JSON above (an assignment to replay), or the
// original output, the number alone (what a judge compares; nothing to replay). The form is told
// by the first non-blank character ('{': JSON).
struct fill_claim {
  fill_solution solution;    // answer_only: only solution.answer is set
  bool answer_only = false;  // the original output: an answer without placements
};
// Reads either form; the number is a decimal from 0 to 2^62, alone but for blanks. Errors carry
// line and column. O(input bytes).
result<fill_claim> read_fill_claim(std::string_view text);

// The board after the placements: filled cells blocked, each placed piece its own region and colour
// (letters A-Z cycling), holes left empty drawn as '.'. Needs a solution built with the witness.
picture fill_board_picture(const fill_problem& problem, const fill_solution& solution);
// The table: each used piece in the colour and letter of its placement, unused pieces as '?'.
picture fill_table_picture(const fill_problem& problem, const fill_solution& solution);

// Instances whose answer is known by construction: the grid is cut into slot×slot squares separated
// by one line of cells; every square holds one random connected shape as a hole on the board, and
// the same shape, randomly turned (and reflected when `flip`), as a piece on the table in a
// shuffled square. Each piece is then dropped with probability drop_per_mille/1000, which lowers
// the answer by its size (a class then has fewer pieces than holes). Squares that do not fit stay
// filled / empty.
struct fill_generator_options {
  std::size_t rows = 50;
  std::size_t cols = 50;
  std::size_t slot = 2;  // 1..8
  std::uint64_t seed = 1;
  unsigned drop_per_mille = 0;  // 0..1000
  bool flip = false;
};
struct generated_fill {
  fill_problem problem;
  std::uint64_t answer = 0;  // the answer by construction (with flip when the options say so)
};
// Preconditions: rows, cols >= 1, rows*cols <= fill_max_cells, 1 <= slot <= 8. O(rows*cols).
generated_fill generate_fill(const fill_generator_options& options);

// Writes a problem in the seed's JSON form (one line) or the plain text form. O(rows*cols).
std::string write_fill_json(const fill_problem& problem);
std::string write_fill_text(const fill_problem& problem);

}  // namespace tessera
