// Solving a fill problem (see tessera/fill.hpp and docs/fill.md).
//
// A placed piece must leave no empty neighbour, and a piece is 4-connected, so it covers one whole
// hole (a component of empty board cells) exactly; holes never merge or split as pieces go in. Any
// piece can therefore go into any hole of its shape, in any order, and a maximum assignment is a
// maximum matching in a bipartite graph that is a disjoint union of complete bipartite graphs, one
// per shape class: min(#holes, #pieces) pieces of each class, times its size. The work is labelling
// components and naming their shapes by canonical form (detail/fill_shapes.hpp).
#include <algorithm>

#include "detail/fill_shapes.hpp"
#include "tessera/fill.hpp"

namespace tessera {
namespace {

struct component_ref {
  std::size_t start;    // row-major index of the first cell
  std::uint32_t shape;  // class id
};

// A transform in `transforms` that turns `piece` into `hole` (same shape up to a translation). The
// solver only pairs components of one class, so one exists.
transform matching_transform(std::span<const cell> piece, std::span<const cell> hole,
                             std::span<const transform> transforms,
                             detail::shape_scratch& scratch) {
  detail::oriented_keys(hole, transform{}, scratch.best, scratch);
  for (const transform t : transforms) {
    detail::oriented_keys(piece, t, scratch.keys, scratch);
    if (scratch.keys == scratch.best) return t;
  }
  assert(false && "paired components of different shapes");
  return transform{};
}

// Appends the placement of `piece` (table cells) into `hole` (board cells) to the solution.
void add_placement(std::vector<cell>& piece, std::span<const cell> hole,
                   std::span<const transform> transforms, detail::shape_scratch& scratch,
                   fill_solution& out) {
  const transform how = matching_transform(piece, hole, transforms, scratch);
  std::sort(piece.begin(), piece.end());
  std::int32_t min_row = piece.front().row, min_col = piece.front().col;
  bool first = true;
  for (const cell p : piece) {
    const cell m = detail::turn(how, p);
    if (first || m.row < min_row) min_row = m.row;
    if (first || m.col < min_col) min_col = m.col;
    first = false;
  }
  std::int32_t hole_row = hole.front().row, hole_col = hole.front().col;
  for (const cell h : hole) {
    hole_row = std::min(hole_row, h.row);
    hole_col = std::min(hole_col, h.col);
  }
  out.placements.push_back(fill_placement{out.piece_cells.size(), piece.size(), how});
  for (const cell p : piece) {
    const cell m = detail::turn(how, p);
    out.piece_cells.push_back(p);
    out.hole_cells.push_back(cell{m.row - min_row + hole_row, m.col - min_col + hole_col});
  }
}

// Pairs holes with pieces class by class (holes in row-major order, each with the first unused
// piece of its class) and writes out their cells. O(rows*cols) for the floods plus O(k log k) per
// placement.
void build_witness(const fill_problem& problem, std::span<const transform> transforms,
                   std::span<const component_ref> holes, std::span<const component_ref> pieces,
                   std::size_t classes, fill_solution& out) {
  // Pieces bucketed by class, stable (counting sort), with a cursor per class.
  std::vector<std::size_t> begin(classes + 1, 0);
  for (const component_ref& p : pieces) ++begin[p.shape + 1];
  for (std::size_t c = 0; c < classes; ++c) begin[c + 1] += begin[c];
  std::vector<std::size_t> by_class(pieces.size());
  {
    std::vector<std::size_t> next(begin.begin(), begin.end() - 1);
    for (const component_ref& p : pieces) by_class[next[p.shape]++] = p.start;
  }
  std::vector<std::size_t> cursor(begin.begin(), begin.end() - 1);
  std::vector<std::uint64_t> board_seen((problem.rows * problem.cols + 63) / 64, 0);
  std::vector<std::uint64_t> table_seen(board_seen.size(), 0);
  detail::shape_scratch scratch;
  std::vector<cell> hole_cells, piece_cells;
  for (const component_ref& h : holes) {
    if (cursor[h.shape] == begin[h.shape + 1]) continue;
    const std::size_t piece_start = by_class[cursor[h.shape]++];
    detail::flood_component(problem.board.data(), problem.rows, problem.cols, 0, h.start,
                            board_seen, hole_cells);
    detail::flood_component(problem.table.data(), problem.rows, problem.cols, 1, piece_start,
                            table_seen, piece_cells);
    add_placement(piece_cells, hole_cells, transforms, scratch, out);
  }
}

}  // namespace

fill_solution solve_fill(const fill_problem& problem, const fill_options& options) {
  assert(problem.board.size() == problem.rows * problem.cols);
  assert(problem.table.size() == problem.rows * problem.cols);
  const std::span<const transform> transforms =
      allowed_transforms(options.flip ? orientation_set::free : orientation_set::rotate);
  fill_solution out;
  detail::shape_scratch scratch;
  detail::shape_classifier shapes(transforms);
  std::vector<std::uint64_t> seen;
  std::vector<std::uint32_t> hole_count, piece_count;
  std::vector<component_ref> holes, pieces;

  // Holes: components of 0s on the board; pieces: components of 1s on the table.
  for (const bool board : {true, false}) {
    const std::uint8_t* grid = board ? problem.board.data() : problem.table.data();
    std::vector<std::uint32_t>& count = board ? hole_count : piece_count;
    std::vector<component_ref>& list = board ? holes : pieces;
    detail::for_each_component(grid, problem.rows, problem.cols, board ? 0 : 1, seen, scratch,
                               [&](std::size_t start) {
                                 const std::uint32_t id = shapes.classify(scratch);
                                 if (id >= hole_count.size()) {
                                   hole_count.resize(id + 1, 0);
                                   piece_count.resize(id + 1, 0);
                                 }
                                 ++count[id];
                                 if (options.witness) list.push_back(component_ref{start, id});
                                 ++(board ? out.holes : out.pieces);
                               });
  }
  out.classes = shapes.classes();
  for (std::uint32_t id = 0; id < shapes.classes(); ++id) {
    const std::uint32_t placed = std::min(hole_count[id], piece_count[id]);
    out.placed += placed;
    out.answer += std::uint64_t{placed} * shapes.cells(id);
  }
  if (options.witness) build_witness(problem, transforms, holes, pieces, shapes.classes(), out);
  return out;
}

}  // namespace tessera
