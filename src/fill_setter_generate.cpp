// `tessera gen fill --kind ...`: Programmers 84021 inputs within the statement's limits (square
// grids of side 3..50, holes and pieces of 1 to 6 cells, at least one of each), written as the JSON
// object `tessera fill` reads, with the answer shaped by the kind. The construct kind (tessera's
// own instances of any size, known answer) is generate_fill in src/fill_generate.cpp.
#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "detail/gen_random.hpp"
#include "detail/setter_parts.hpp"
#include "tessera/fill.hpp"
#include "tessera/polyomino.hpp"

namespace tessera::setter::parts {
namespace {

using rng_t = tessera::detail::splitmix64;

// A connected shape of `k` cells grown from one cell by random steps to a free neighbour.
polyomino random_shape(std::size_t k, rng_t& rng) {
  std::vector<cell> cells{{0, 0}};
  while (cells.size() < k) {
    const cell from = cells[rng.below(cells.size())];
    static constexpr int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    const std::size_t d = rng.below(4);
    const cell next{from.row + dr[d], from.col + dc[d]};
    if (std::find(cells.begin(), cells.end(), next) == cells.end()) cells.push_back(next);
  }
  return polyomino(std::move(cells));
}

// The grids being built: `board` 1 filled / 0 hole, `table` 1 piece / 0 empty.
struct layout {
  std::size_t n = 0;
  std::vector<std::uint8_t> board, table;
  std::vector<polyomino> holes, pieces;  // as placed (normalised)
};

// Puts `shape` at (top, left) of `grid` as cells of value `mark` if they all hold the other value
// and none touches a cell of value `mark` across an edge (components stay apart). True when put.
bool put(std::vector<std::uint8_t>& grid, std::size_t n, const polyomino& shape, std::size_t top,
         std::size_t left, std::uint8_t mark) {
  for (const cell c : shape.cells()) {
    const std::size_t r = top + static_cast<std::size_t>(c.row),
                      q = left + static_cast<std::size_t>(c.col);
    if (r >= n || q >= n || grid[r * n + q] == mark) return false;
    if ((r > 0 && grid[(r - 1) * n + q] == mark) || (r + 1 < n && grid[(r + 1) * n + q] == mark) ||
        (q > 0 && grid[r * n + q - 1] == mark) || (q + 1 < n && grid[r * n + q + 1] == mark))
      return false;
  }
  for (const cell c : shape.cells())
    grid[(top + static_cast<std::size_t>(c.row)) * n + left + static_cast<std::size_t>(c.col)] =
        mark;
  return true;
}

// Tries `attempts` random spots for `shape`; true when it went in.
bool put_somewhere(std::vector<std::uint8_t>& grid, std::size_t n, const polyomino& shape,
                   std::uint8_t mark, rng_t& rng, int attempts = 60) {
  for (int a = 0; a < attempts; ++a)
    if (put(grid, n, shape, rng.below(n), rng.below(n), mark)) return true;
  return false;
}

bool add_hole(layout& g, const polyomino& shape, rng_t& rng) {
  if (!put_somewhere(g.board, g.n, shape, 0, rng)) return false;
  g.holes.push_back(shape);
  return true;
}
bool add_piece(layout& g, const polyomino& shape, rng_t& rng) {
  if (!put_somewhere(g.table, g.n, shape, 1, rng)) return false;
  g.pieces.push_back(shape);
  return true;
}

polyomino turned(const polyomino& p, rng_t& rng, bool reflect = false) {
  return p.transformed(transform{static_cast<unsigned char>(rng.below(4)), reflect});
}

// The kinds. Each returns false when the grids came out without a hole or without a piece (the
// caller tries the next stream).
bool build(const std::string& kind, layout& g, rng_t& rng) {
  const std::size_t n = g.n;
  const std::size_t spots = n * n / 8 + 1;  // about how many shapes a side of n holds
  if (kind == "random") {
    for (std::size_t i = 0; i < spots; ++i) add_hole(g, random_shape(1 + rng.below(6), rng), rng);
    for (const polyomino& h : std::vector<polyomino>(g.holes))
      if (rng.chance(600)) add_piece(g, turned(h, rng), rng);
    for (std::size_t i = 0; i < spots / 3 + 1; ++i)
      add_piece(g, random_shape(1 + rng.below(6), rng), rng);
  } else if (kind == "maximal") {
    // Side 50 and as many 6-cell holes as fit, each with its piece turned at random: the largest
    // answer in the statement's limits.
    for (std::size_t i = 0; i < 4 * spots; ++i) add_hole(g, random_shape(6, rng), rng);
    for (const polyomino& h : std::vector<polyomino>(g.holes)) add_piece(g, turned(h, rng), rng);
  } else if (kind == "full") {
    // Every hole has its piece: the answer is every hole cell.
    for (std::size_t i = 0; i < spots; ++i) add_hole(g, random_shape(1 + rng.below(6), rng), rng);
    std::vector<polyomino> placed;
    for (const polyomino& h : g.holes) {
      if (add_piece(g, turned(h, rng), rng)) {
        placed.push_back(h);
      } else {
        return false;  // a hole without its piece would break the promise: try another stream
      }
    }
  } else if (kind == "zero") {
    // No piece fits any hole, turned as it may be: the answer is 0.
    for (std::size_t i = 0; i < spots; ++i) add_hole(g, random_shape(1 + rng.below(6), rng), rng);
    std::set<polyomino> shapes;
    for (const polyomino& h : g.holes) shapes.insert(canonical_form(h, orientation_set::rotate));
    for (std::size_t i = 0; i < spots; ++i) {
      const polyomino p = random_shape(1 + rng.below(6), rng);
      if (shapes.count(canonical_form(p, orientation_set::rotate)) == 0) add_piece(g, p, rng);
    }
  } else if (kind == "bbox") {
    // Holes whose bounding box is not full, with small holes in the pockets of that box that do
    // not touch them: a solution that wants a piece's whole box empty, or filled but for the
    // piece, misses them.
    // V and W pentominoes and the long L hexomino: a corner of their box touches them only at a
    // corner, so a one-cell hole fits there as a hole of its own.
    static constexpr const char* pocketed[] = {"#..|#..|###", "#..|##.|.##", "#...|#...|####"};
    for (std::size_t i = 0; i < spots; ++i) {
      std::vector<cell> cells, pockets;
      const std::string_view art = pocketed[rng.below(std::size(pocketed))];
      const transform t{static_cast<unsigned char>(rng.below(4)), false};
      std::int32_t r = 0, c = 0;
      for (const char ch : art) {
        if (ch == '|') {
          ++r;
          c = 0;
          continue;
        }
        (ch == '#' ? cells : pockets).push_back(apply(t, cell{r, c}));
        ++c;
      }
      // Normalise shape and pockets together (the pockets lie inside the shape's box).
      std::int32_t min_r = cells[0].row, min_c = cells[0].col;
      for (const cell x : cells) min_r = std::min(min_r, x.row), min_c = std::min(min_c, x.col);
      for (cell& x : cells) x = cell{x.row - min_r, x.col - min_c};
      for (cell& x : pockets) x = cell{x.row - min_r, x.col - min_c};
      const polyomino shape(cells);
      const std::size_t top = rng.below(n), left = rng.below(n);
      if (!put(g.board, n, shape, top, left, 0)) continue;
      g.holes.push_back(shape);
      for (const cell p : pockets) {
        const polyomino one({cell{0, 0}});
        if (put(g.board, n, one, top + static_cast<std::size_t>(p.row),
                left + static_cast<std::size_t>(p.col), 0))
          g.holes.push_back(one);
      }
    }
    for (const polyomino& h : std::vector<polyomino>(g.holes)) add_piece(g, turned(h, rng), rng);
  } else if (kind == "flip" || kind == "rotate") {
    // flip: each piece is a mirror image of a chiral hole, which only a reflection would fit (the
    // statement forbids it); rotate: each piece fits its hole only after a quarter or half turn.
    for (std::size_t i = 0; i < spots; ++i) {
      const polyomino h = random_shape(4 + rng.below(3), rng);
      const bool chiral =
          canonical_form(h, orientation_set::rotate) !=
          canonical_form(h.transformed(transform{0, true}), orientation_set::rotate);
      if (kind == "flip" && !chiral) continue;
      if (kind == "rotate" && symmetry_order(h, orientation_set::rotate) != 1) continue;
      if (!add_hole(g, h, rng)) continue;
      const unsigned char turns = static_cast<unsigned char>(1 + rng.below(3));
      add_piece(g, h.transformed(transform{turns, kind == "flip"}), rng);
    }
  }
  return !g.holes.empty() && !g.pieces.empty();
}

}  // namespace

result<std::string> generate_fill_input(const gen_options& o) {
  const std::string kind = o.kind.empty() ? "construct" : o.kind;
  if (kind == "construct") {
    // tessera's own instances (any size, known answer); outside the statement's limits by design.
    fill_generator_options c;
    c.rows = o.rows != 0 ? o.rows : 50;
    c.cols = o.cols != 0 ? o.cols : 50;
    c.slot = o.slot;
    c.seed = o.seed;
    c.drop_per_mille = o.drop_per_mille;
    c.flip = o.flip;
    if (c.rows * c.cols > fill_max_cells)
      return refusal(fmt::format("at most {} cells", fill_max_cells));
    return write_fill_json(generate_fill(c).problem);
  }
  static constexpr std::string_view known[] = {"random", "maximal", "full",  "zero",
                                               "bbox",   "flip",    "rotate"};
  if (std::find(std::begin(known), std::end(known), kind) == std::end(known))
    return refusal(fmt::format("unknown kind '{}' for fill", kind));
  if (o.rows != 0 && o.cols != 0 && o.rows != o.cols)
    return refusal("the board and the table are square (Programmers 84021): give --rows alone");
  const std::size_t given = o.rows != 0 ? o.rows : o.cols;
  const std::size_t max_side = o.beyond_limits ? 1000 : fill_max_side;
  if (given != 0 && (given < fill_min_side || given > max_side))
    return refusal(fmt::format(
        "a side of {} is outside {}..{}{}", given, fill_min_side, max_side,
        o.beyond_limits ? "" : " of Programmers 84021 (--beyond-limits lifts the upper bound)"));
  if (kind == "maximal" && given != 0 && given != fill_max_side)
    return refusal("--kind maximal is 50x50");
  for (std::uint64_t stream = 0; stream < 256; ++stream) {
    rng_t rng(tessera::detail::sub_seed(
        o.seed, tessera::detail::name_stream(kind.data(), kind.size()) + stream));
    layout g;
    g.n = given != 0          ? given
          : kind == "maximal" ? fill_max_side
          : kind == "random"  ? 3 + rng.below(6)
                              : 10;
    g.board.assign(g.n * g.n, 1);
    g.table.assign(g.n * g.n, 0);
    if (!build(kind, g, rng)) continue;
    fill_problem p;
    p.rows = p.cols = g.n;
    p.board = std::move(g.board);
    p.table = std::move(g.table);
    return write_fill_json(p);
  }
  return refusal(
      fmt::format("--kind {}: no instance found for seed {} at this size", kind, o.seed));
}

}  // namespace tessera::setter::parts
