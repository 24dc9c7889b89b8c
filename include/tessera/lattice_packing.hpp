// tessera/lattice_packing.hpp: packing a board of any lattice (triangles, hexagons, cubes, or
// squares seen as cells) with polyforms, through the engines of tessera/polyomino_packing.hpp.
//
// The lattice's cells are laid into a rows x cols box (docs/lattice_solving.md): triangles as
// bricks, (x, y, z) -> row y, column 2x + z + y, so that the three neighbours of a triangle are
// three of its four box neighbours and the engines' connectivity cuts hold; hexagons (x, y) -> row
// y, column x (the box has four of the six neighbours: the cuts are off); cubes layer after layer,
// (x, y, z) -> row z * Y + y, column x (cuts off); squares (x, y) -> row y, column x. Placements
// are every allowed orientation (the lattice's motions, tessera/polyform.hpp) at every translation
// that keeps the piece on free cells; the symmetry group is every motion of the lattice that
// carries the board onto a translate of itself and the piece set onto itself (a piece may go to its
// mirror twin with the same count bounds), given to the engines as permutations of the box's cells.
// Every mode of solve_packing then runs unchanged: count, find, all, unique, up to symmetry,
// threads, checkpoints.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tessera/cell_tiling_count.hpp"
#include "tessera/lattice.hpp"
#include "tessera/lattice_board.hpp"
#include "tessera/picture_cubes.hpp"
#include "tessera/picture_polygons.hpp"
#include "tessera/polyform.hpp"
#include "tessera/polyomino_packing.hpp"

namespace tessera {

// A piece of a lattice packing: its name, shape, allowed motions and how many copies (min..max).
struct lattice_packing_piece {
  std::string name;
  polyform shape;
  orientation_set orient = orientation_set::free;
  std::uint32_t min_count = 1;
  std::uint32_t max_count = 1;
};

// The motions a piece of lattice `l` makes when `asked` are asked for (nullopt: the lattice's
// default), decided here once for `tessera cover` and `tessera pieces`: a cube set is physical
// (issue 21 §2), so on cube the default is rotate and an asked set overrides the piece's cap (an
// explicit free reflects it); elsewhere the default is free and the cap (a one-sided set's) holds.
// O(1).
orientation_set lattice_default_motions(lattice l);
orientation_set lattice_piece_motions(lattice l, const lattice_piece& p,
                                      std::optional<orientation_set> asked);

// The pieces of a parsed lattice piece spec as `tessera cover --lattice` reads them (the rules of
// to_packing_pieces): each turns as lattice_piece_motions says; a given multiplicity as written (an
// open upper bound: as many as fit in `free_cells`); else exactly one copy with `once`, else 0 to
// as many as fit. O(pieces).
std::vector<lattice_packing_piece> to_lattice_packing_pieces(
    lattice l, const std::vector<lattice_piece>& pieces, std::optional<orientation_set> asked,
    bool once, std::size_t free_cells);

// Placements are refused past this many (pieces x orientations x board cells), before building.
inline constexpr std::size_t max_lattice_placements = 20'000'000;

// A lattice board and pieces as a packing_problem, with the way back from the box to the lattice.
class lattice_packing {
 public:
  // Constraints: the board's cells are distinct cells of its lattice, the pieces' shapes are of the
  // same lattice, and pieces x orientations x board cells <= max_lattice_placements (see
  // placement_bound). O(placements * n + motions * (cells + pieces^2 * orientations)).
  lattice_packing(lattice_board board, std::vector<lattice_packing_piece> pieces);

  lattice kind() const { return board_.kind; }
  const lattice_board& board() const { return board_; }
  const std::vector<lattice_packing_piece>& pieces() const { return pieces_; }
  const packing_problem& problem() const { return problem_; }
  // The lattice cell at a box cell (which must be a board cell).
  lattice_cell cell_at(cell box) const;
  // The placements' cells on the lattice, sorted.
  std::vector<lattice_cell> placement_cells(std::size_t k) const;

 private:
  lattice_board board_;
  std::vector<lattice_packing_piece> pieces_;
  lattice_cell origin_{};
  std::int32_t layer_rows_ = 0;  // cube: rows per layer
  std::vector<lattice_cell> at_box_;
  packing_problem problem_;

  packing_problem build();
};

// pieces x orientations x board cells: what the placements cost at most (compare with
// max_lattice_placements before building). O(pieces * orientations).
std::size_t placement_bound(const lattice_board& board,
                            std::span<const lattice_packing_piece> pieces);

// A solution as (piece, cells) pairs on the lattice, and as one element of the "solutions" array of
// `tessera cover --lattice L --format json`: [{"piece": NAME, "cells": [[x, y(, z)], ...]}, ...] in
// the board's own coordinates (square and hex two of them, tri and cube three). O(cells).
struct lattice_packed_piece {
  std::uint32_t piece = 0;
  std::vector<lattice_cell> cells;
};
std::vector<lattice_packed_piece> lattice_packed_pieces(const lattice_packing& packing,
                                                        const packing_solution& solution);
std::string lattice_solution_json(const lattice_packing& packing, const packing_solution& solution);

// An independent check of a claimed solution: every board cell covered exactly once, nothing
// else, each piece used min..max times, each placed shape an allowed orientation of its piece
// translated on the lattice. Empty when valid, else what is wrong. O(n log n * motions).
std::string check_lattice_packing(const lattice_board& board,
                                  std::span<const lattice_packing_piece> pieces,
                                  std::span<const lattice_packed_piece> solution);

// Pictures of a solution (an empty one draws the board): on squares, triangles and hexagons the
// cells as polygons in the plane (hexagon and triangle axes 60 degrees apart, y up on the lattice
// and so drawn upward), each placed piece a region labelled with its name's first character and
// coloured by its piece when every piece is used at most once; on cubes the unit cubes with their
// regions and names. O(cells).
polygon_picture lattice_polygon_picture(const lattice_packing& packing,
                                        const packing_solution& solution);
cube_picture lattice_cube_picture(const lattice_packing& packing, const packing_solution& solution);
// The solution as text (`tessera cover --lattice L --find`): triangles and hexagons drawn by
// render_polygon_text (in colour with `colour`); cubes and squares as letters, one character per
// cell ('.' a board cell no piece covers, ' ' off the board), cubes one layer after another from
// z = least up, each headed "z = K", rows from the greatest y down. O(cells + characters).
std::string lattice_solution_text(const lattice_packing& packing, const packing_solution& solution,
                                  bool colour);

// Counting with unlimited copies (no --once): the cells and placements as a cell_cover_problem for
// count_cell_tilings, with candidate sweep orders from the coordinates (along each axis, and
// layer by layer on cubes). Placement k of `problem` is placement k of packing.problem().
struct lattice_cell_count_input {
  cell_cover_problem problem;
  std::vector<cell_order> orders;
};
lattice_cell_count_input lattice_cell_cover(const lattice_packing& packing);

}  // namespace tessera
