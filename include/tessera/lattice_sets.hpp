// tessera/lattice_sets.hpp: the built-in piece sets of every lattice (issue 21 §2), generated from
// first principles and named as Polyform Puzzler names them.
//
// The fixed polyforms of n cells are grown cell by cell from those of n − 1 cells (every neighbour
// of every cell added, duplicates removed by a hash set: Redelmeier's idea without his
// duplicate-free ordering, plenty fast up to n = 7), then reduced to one canonical form per piece
// under rotations (one-sided sets, and cube sets) or rotations and reflections (free sets). Names
// are attached afterwards by matching each generated piece against Polyform Puzzler's published
// definitions (David Goodger, puzzler.sourceforge.net): each generated piece must match exactly one
// published name and each name exactly one piece, which the tests check, so the table cross-checks
// the generation rather than replacing it. In a one-sided set the mirror image of an asymmetric
// piece takes the lower-case name, as Polyform Puzzler does.
//
// Sets (counts tested against OEIS: free A000577, A000228, A000162; one-sided A006534, A006535;
// rotations only A038119; fixed A001420, A001207, A001931):
//   tri   moniamond diamond triamond tetriamonds pentiamonds hexiamonds heptiamonds
//         (1 1 1 3 4 12 24), and tetriamonds-1s .. heptiamonds-1s (4 6 19 43);
//   hex   monohex dihex trihexes tetrahexes pentahexes hexahexes (1 1 3 7 22 82),
//         and trihexes-1s .. hexahexes-1s (3 10 33 147);
//   cube  monocube dicube tricubes tetracubes pentacubes hexacubes (1 1 2 8 29 166: physical
//         pieces, distinct under rotations), and soma (the 7 Soma pieces: the polycubes of 3 or 4
//         cubes that are not boxes, Piet Hein's definition; Polyform Puzzler's names V L T Z a b
//         p).
// The square lattice's sets are tessera/polyomino_sets.hpp's.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/polyform.hpp"
#include "tessera/polyomino.hpp"

namespace tessera {

// A piece of a built-in set. max_orient is the most motion the piece may use, as named_piece's
// (tessera/polyomino_sets.hpp): free for the pieces of a free set, rotate for the pieces of a `-1s`
// set and of a cube set (a physical piece is distinct under rotations; it reflects only when the
// user asks for --orient free).
struct named_polyform {
  std::string name;
  polyform shape;
  orientation_set max_orient = orientation_set::free;
};

// The polyforms of n cells on l, each once under set, as their canonical forms
// (tessera/polyform.hpp), sorted ascending. Constraints: 1 <= n <= 10 (square, tri, hex) or 8
// (cube); the time grows with the number of fixed forms F(n) as O(F(n) n^2 log n) for the growth
// plus O(F(n) m n log n) for the m motions of the reduction: a few ms for heptiamonds, hexahexes
// and hexacubes.
std::vector<polyform> enumerate_polyforms(lattice l, std::size_t n, orientation_set set);

// A built-in set by name (case-sensitive), or nullopt when l has no such set. Piece names within a
// set are unique; pieces come in Polyform Puzzler's order and orientation (in a -1s set each
// mirror image follows its piece), normalised. The square lattice answers with
// tessera/polyomino_sets.hpp's sets, each cell {row, col} becoming {x = col, y = row}. Generation
// time as enumerate_polyforms.
std::optional<std::vector<named_polyform>> lattice_piece_set(lattice l, std::string_view name);

// The set names lattice_piece_set knows on l, in the order of the table above. O(1).
std::vector<std::string_view> lattice_set_names(lattice l);

}  // namespace tessera
