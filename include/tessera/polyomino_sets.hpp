// tessera/polyomino_sets.hpp: the built-in piece sets, generated from first principles.
//
// Every set is computed, not typed in: the fixed polyominoes of n cells are grown cell by cell from
// those of n - 1 cells (Redelmeier's idea without his duplicate-free ordering: we deduplicate with
// a hash set, which is plenty fast up to n = 10), then reduced to free pieces (canonical form under
// rotations and reflections) or one-sided pieces (under rotations only). Names are attached
// afterwards by recognising the conventional shapes (Golomb's letters F I L N P T U V W X Y Z for
// pentominoes; I O T S L (J Z) for tetrominoes); hexominoes are numbered H1..H35 in canonical
// order.
//
// Counts (tested): free 1, 1, 2, 5, 12, 35 and one-sided 1, 1, 2, 7, 18, 60 for n = 1..6.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/polyomino.hpp"

namespace tessera {

// A piece of a named set. `max_orient` is the most motion the piece may use: `free` for ordinary
// pieces, `rotate` for the pieces of a one-sided set (its mirror image is a different piece of the
// same set). A solver uses the lesser of this and the orientation set the user asked for.
struct named_piece {
  std::string name;
  polyomino shape;
  orientation_set max_orient = orientation_set::free;
};

// The lesser of two orientation sets (fixed < rotate < free).
orientation_set min_orient(orientation_set a, orientation_set b);

// All polyominoes of `n` cells, each once under `set`, as their canonical forms, sorted ascending.
// Constraints: 1 <= n <= 10. O(F(n) * n^2 log n) where F(n) is the number of fixed n-ominoes
// (4655 for n = 10).
std::vector<polyomino> enumerate_polyominoes(std::size_t n, orientation_set set);

// A built-in set by name and a one-line description of it.
struct piece_set_info {
  std::string_view name;
  std::string_view description;
};

// The names `named_piece_set` knows: monomino, domino, I3, L3, trominoes, tetrominoes, pentominoes,
// hexominoes, tetrominoes-1s, pentominoes-1s, hexominoes-1s. O(1).
std::span<const piece_set_info> piece_set_names();

// The pieces of a built-in set, or nullopt for an unknown name (names are case-sensitive).
// Piece names within a set are unique. O(size of the set's generation), a few ms for hexominoes.
std::optional<std::vector<named_piece>> named_piece_set(std::string_view name);

}  // namespace tessera
