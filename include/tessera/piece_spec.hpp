// tessera/piece_spec.hpp: which pieces a tiling or exact-cover problem uses, and how many of each.
//
// Two text forms, both parsed here so that every user of the library gets the same syntax and
// errors:
//
// 1. A piece spec, as given to `--pieces`: comma-separated terms, each a built-in set name
//    (tessera/polyomino_sets.hpp), a single piece of a set `SET:PIECE` (`pentominoes:X`), or
//    `@FILE` (a piece file), each optionally followed by a multiplicity that applies to every piece
//    of the term:
//      L3            unlimited copies in a tiling; exactly one in an exact cover (--once)
//      L3*4          exactly 4 copies
//      L3*0..4       from 0 to 4 copies
//      L3*2..        at least 2 copies
//    Example: `pentominoes,tetrominoes:O*1`, `L3*0..4,@my.pieces`.
//
// 2. A piece file: pieces separated by blank lines, each a name line (a name made of letters,
// digits
//    and `_ - ' +`, optionally followed by a multiplicity as above, e.g. `F*2`, then optionally by
//    blanks and the piece's own motions, `fixed`, `rotate` or `free`, which override --orient for
//    it: `F*2 fixed`) then the piece
//    drawn in rows of `#` (cell) and `.` (no cell); rows may differ in length. Each piece must be a
//    non-empty, 4-connected set of cells. Example:
//      corner
//      #.
//      ##
//
//      bar*0..2
//      ###
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/polyomino.hpp"
#include "tessera/polyomino_sets.hpp"
#include "tessera/result.hpp"

namespace tessera {

// How many copies of a piece a problem uses: from `min` to `max` (inclusive). `given` is false when
// the spec said nothing, so that each mode can apply its own default (a tiling: unlimited; an exact
// cover with --once: exactly one).
struct multiplicity {
  static constexpr std::uint32_t unbounded = std::numeric_limits<std::uint32_t>::max();
  std::uint32_t min = 0;
  std::uint32_t max = unbounded;
  bool given = false;
  auto operator<=>(const multiplicity&) const = default;
};

// One piece of a problem.
struct piece {
  std::string name;
  polyomino shape;
  orientation_set max_orient = orientation_set::free;  // see named_piece
  multiplicity count;
  std::optional<orientation_set> motions =
      std::nullopt;  // a piece file's own motions, overriding --orient
};

// The motions piece `p` makes when a problem asks for `asked`: its own (a piece file's) if it
// has them, else `asked`, capped by its max_orient. O(1).
inline orientation_set piece_motions(const piece& p, orientation_set asked) {
  return min_orient(p.motions.value_or(asked), p.max_orient);
}

// One term of a piece spec, before its pieces are looked up.
struct piece_term {
  std::string name;        // a set name, `SET:PIECE`, or the file path of `@FILE`
  bool from_file = false;  // `@FILE`
  multiplicity count;      // `given` false when the term has no `*...`
  std::size_t column = 1;  // 1-based position of the term in the spec, for error messages
};

// Largest multiplicity accepted in a spec or piece file.
inline constexpr std::uint32_t max_multiplicity = 1'000'000;

// Splits a piece spec into terms. Errors are positioned on line 1 at the offending column:
// "expected a piece set name, found ','". O(|spec|).
result<std::vector<piece_term>> parse_piece_spec(std::string_view spec);

// The pieces of a non-file term (a set name or `SET:PIECE`), each with the term's multiplicity.
// Unknown names give an error listing the known ones. O(size of the set).
result<std::vector<piece>> pieces_of_term(const piece_term& term);

// Limits on a piece file, checked before anything is allocated for it.
struct piece_file_limits {
  std::size_t max_pieces = 10'000;
  std::size_t max_side = 64;  // rows and columns of one drawing
};

// Parses a piece file (format above). Errors carry line and column in the file. O(|text|).
result<std::vector<piece>> parse_piece_file(std::string_view text,
                                            const piece_file_limits& limits = {});

// Parses a multiplicity suffix without the `*`: "4", "0..4", "2..". Used by both forms above.
// Returns false on a malformed text or a bound over max_multiplicity or min > max.
bool parse_multiplicity(std::string_view text, multiplicity& out);

// "4", "0..4", "2..", or "" when not given. O(1).
std::string format_multiplicity(const multiplicity& count);

}  // namespace tessera
