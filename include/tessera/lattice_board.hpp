// tessera/lattice_board.hpp: boards and piece lists on any lattice (issue 21 §2, §3), read from
// the `--board` shorthands, board files and piece specs, with every defect a located input_error.
//
// Files come in two forms, told apart by their first non-blank byte ('{' = JSON):
//   JSON   board: {"lattice": "tri", "cells": [[x, y, z], ...]}
//          pieces: {"lattice": "hex", "pieces": [{"name": "A", "cells": [[0,0],[1,0],[0,1]],
//                   "copies": "1"}, ...]}   ("copies" optional, the multiplicity syntax of
//                   tessera/piece_spec.hpp: "1", "0..1", "2..")
//          A cell has lattice_coordinates(l) integers; keys may come in any order; no other keys.
//   text   a drawing, one character a cell position (docs/lattices.md has pictures):
//          square  line i is y = i, column c is x = c (today's formats);
//          hex     the lowest line is y = 0 and each line up is y + 1; on each line the cells sit
//                  two columns apart, a line's cells half-way between those of the next, so that
//                  x = (c − y) / 2 with c − y even (the columns may start anywhere: boards are
//                  moved so their least coordinates are 0);
//          tri     the lowest line is y = 0; every column is a triangle, up and down alternating:
//                  z = (c − y) mod 2, x = (c − y − z) / 2 (three characters per rhombus pair);
//          cube    the layers z = 0, 1, ... side by side, separated by spaces; within a layer a
//                  square drawing whose lowest line is y = 0, column x.
//          Boards: '.' a cell, '#' or ' ' none (as the square grid's boards). Pieces (a piece file:
//          blocks separated by blank lines, each a name line `NAME` or `NAME*COPIES` then the
//          drawing): '#' a cell, '.' or ' ' none; on tri '^' and 'v' are cells that must be an up
//          and a down triangle; on hex 'o' is a cell too (the drawings `tessera pieces` prints).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/board.hpp"
#include "tessera/lattice.hpp"
#include "tessera/piece_spec.hpp"
#include "tessera/polyform.hpp"
#include "tessera/result.hpp"

namespace tessera {

struct lattice_board {
  lattice kind = lattice::square;
  std::vector<lattice_cell> cells;  // the free cells, sorted, distinct, each is_lattice_cell
};

// Limits on boards and piece files, checked before anything is allocated for them.
struct lattice_limits {
  std::size_t max_cells = std::size_t{1} << 20;  // cells of a board, and of all pieces together
  std::int32_t max_coordinate = 1 << 16;         // |x|, |y|, |z| in files; shorthand sides
  std::size_t max_pieces = 10'000;
};

// `--board` shorthands, errors on line 1 at the column:
//   WxH     square: W columns x H rows; tri: W x H rhombi, both triangles of each (x < W, y < H);
//           hex: the W x H parallelogram (x < W, y < H);
//   hexagon:A,B,C  tri: the hexagon with sides A, B, C, A, B, C: the triangle of side
//           S = A + B + C (x + y + z <= S − 1) less its corner triangles of side A at the corner
//           (0, 0) (x + y + z <= A − 1), of side C at (S, 0) (x >= S − C) and of side B at (0, S)
//           (y >= S − B): 2(AB + BC + CA) triangles;
//   hexagon:N  hex: the cells within N − 1 steps of (N − 1, N − 1), 3N(N − 1) + 1 cells;
//   triangle:N tri: the triangle of side N, x + y + z <= N − 1, N^2 triangles;
//   AxBxC   cube: x < A, y < B, z < C.
// O(cells).
result<lattice_board> parse_lattice_board_size(lattice l, std::string_view text,
                                               const lattice_limits& limits = {});

// A board file (JSON or the text drawing above). `l` nullopt: take the JSON file's lattice (a text
// drawing then needs l); a JSON lattice other than l is a located error, as are a coordinate that
// is not a cell of the lattice, a repeated cell and an empty board. `file` names the input in the
// lattice-mismatch message (the caller still prefixes FILE:LINE:COL). O(|text| log |text|).
result<lattice_board> parse_lattice_board(std::optional<lattice> l, std::string_view text,
                                          std::string_view file = {},
                                          const lattice_limits& limits = {});

// A square-lattice board as the square grid's `board`: Polyform Puzzler's y points up, so row 0 is
// the largest y and column 0 the smallest x; the box's other cells are blocked. The box must fit
// `limits` (checked before it is allocated), else an error naming its size. O(box).
result<board> square_board_of(const lattice_board& b, const board_limits& limits = {});

// One piece of a lattice problem (tessera/piece_spec.hpp's `piece` with a polyform).
struct lattice_piece {
  std::string name;
  polyform shape;
  orientation_set max_orient = orientation_set::free;
  multiplicity count;
};

// A piece file (JSON or text, above) on lattice l: every piece non-empty and connected on l,
// names unique; a JSON lattice other than l is an error. O(|text| log |text|).
result<std::vector<lattice_piece>> parse_lattice_piece_file(lattice l, std::string_view text,
                                                            const lattice_limits& limits = {});

// A whole --pieces spec on lattice l: set names (tessera/lattice_sets.hpp), SET:PIECE, @FILE,
// multiplicities as parse_piece_spec. `read_file` reads @FILE's text (the CLI passes one reading
// the disk, the web core its virtual files). On an error inside a file, *error_source (when given)
// is set to that file's path; on an error in the spec itself it is set to "" (the CLI then names
// the option). O(|spec| + the files + the sets' generation).
result<std::vector<lattice_piece>> lattice_pieces_of_spec(
    lattice l, std::string_view spec,
    const std::function<result<std::string>(std::string_view path)>& read_file,
    std::string* error_source = nullptr, const lattice_limits& limits = {});

// The text drawing of a set of cells of l, as the piece files above read them (tri with '^' and
// 'v', hex with 'o', cube layers side by side, '.' for a position without a cell), each line
// ending in '\n'; empty for no cells. parse_lattice_piece_file reads it back. O(cells + area).
std::string draw_lattice_cells(lattice l, const std::vector<lattice_cell>& cells);

}  // namespace tessera
