// The brute-force twin of tessera/polyomino_packing.hpp, shared by the packing tests: its own
// orientations, plain recursion over the first free cell, and its own count of orbits under the
// published symmetry convention. Small boards only. Test code, not installed.
#pragma once

#include <algorithm>
#include <cstdint>
#include <set>
#include <utility>
#include <vector>

#include "tessera/polyomino_packing.hpp"

namespace tessera::testing_twin {

using twin_solution = std::set<std::pair<std::uint32_t, std::vector<cell>>>;

// The brute-force twin: its own orientations (all 8 transforms, normalised by hand), plain
// recursion over the first free cell in row-major order, counts checked at the end. Small boards
// only.
struct twin {
  const packing_board& board;
  const std::vector<packing_piece>& pieces;
  std::vector<std::vector<std::vector<cell>>> shapes;  // per piece, its distinct orientations
  std::vector<bool> covered;
  std::vector<std::uint32_t> used;
  std::vector<std::pair<std::uint32_t, std::vector<cell>>> current;
  std::set<twin_solution> solutions;

  twin(const packing_board& b, const std::vector<packing_piece>& p) : board(b), pieces(p) {
    for (const packing_piece& piece : pieces) {
      std::set<std::vector<cell>> distinct;
      const int count = piece.orient == orientation_set::free     ? 8
                        : piece.orient == orientation_set::rotate ? 4
                                                                  : 1;
      for (int t = 0; t < count; ++t) {
        std::vector<cell> cells;
        for (cell c : piece.shape.cells()) {
          if (t >= 4) c.col = -c.col;
          for (int q = 0; q < t % 4; ++q) c = cell{c.col, -c.row};
          cells.push_back(c);
        }
        std::sort(cells.begin(), cells.end());
        const cell first = cells.front();  // anchor: the first cell in row-major order
        for (cell& c : cells) c = cell{c.row - first.row, c.col - first.col};
        distinct.insert(cells);
      }
      shapes.emplace_back(distinct.begin(), distinct.end());
    }
    covered.assign(board.free.size(), false);
    used.assign(pieces.size(), 0);
  }

  bool free_at(std::int32_t r, std::int32_t c) const {
    return board.is_free(r, c) && !covered[static_cast<std::size_t>(r * board.cols + c)];
  }

  // Stops (setting `gave_up`) past `cap` solutions or nodes, to keep each round small.
  std::size_t cap = 1000000, nodes = 0;
  bool gave_up = false;

  void solve() {
    if (++nodes > 20 * cap || solutions.size() > cap) {
      gave_up = true;
      return;
    }
    std::size_t at = 0;
    while (at < board.free.size() && (!board.free[at] || covered[at])) ++at;
    if (at == board.free.size()) {
      for (std::size_t p = 0; p < pieces.size(); ++p) {
        if (used[p] < pieces[p].min_count) return;
      }
      solutions.insert(twin_solution(current.begin(), current.end()));
      return;
    }
    const auto r = static_cast<std::int32_t>(at) / board.cols,
               c = static_cast<std::int32_t>(at) % board.cols;
    for (std::uint32_t p = 0; p < pieces.size(); ++p) {
      if (used[p] >= pieces[p].max_count) continue;
      for (const auto& shape_cells : shapes[p]) {
        std::vector<cell> cells;
        bool fits = true;
        for (const cell x : shape_cells) {
          const cell y{r + x.row, c + x.col};
          fits = fits && free_at(y.row, y.col);
          cells.push_back(y);
        }
        if (!fits) continue;
        for (const cell y : cells)
          covered[static_cast<std::size_t>(y.row * board.cols + y.col)] = true;
        ++used[p];
        current.emplace_back(p, cells);
        solve();
        current.pop_back();
        --used[p];
        for (const cell y : cells)
          covered[static_cast<std::size_t>(y.row * board.cols + y.col)] = false;
      }
    }
  }
};

inline twin_solution as_twin(const packing_problem& problem, const packing_solution& s) {
  twin_solution out;
  for (const std::uint32_t k : s)
    out.emplace(problem.placements()[k].piece, problem.placements()[k].cells);
  return out;
}

// Normalised (anchored at the first cell in row-major order, sorted) copy of `cells`.
inline std::vector<cell> anchored(std::vector<cell> cells) {
  std::sort(cells.begin(), cells.end());
  const cell first = cells.front();
  for (cell& c : cells) c = cell{c.row - first.row, c.col - first.col};
  return cells;
}

// The motions of the box as the twin numbers them: t = 0..3 quarter turns, 4..7 the same after a
// mirror; `map` moves a board cell, `move_shape` a shape's cells (then re-anchored).
struct twin_motions {
  std::int32_t rows = 0, cols = 0;
  cell map(int t, cell x) const {
    if (t >= 4) x.col = cols - 1 - x.col;
    for (int q = 0; q < t % 4; ++q) x = cell{x.col, (q % 2 == 0 ? rows : cols) - 1 - x.row};
    return x;
  }
  std::vector<cell> move_shape(int t, const std::vector<cell>& cells) const {
    std::vector<cell> out;
    for (cell c : cells) {
      if (t >= 4) c.col = -c.col;
      for (int q = 0; q < t % 4; ++q) c = cell{c.col, -c.row};
      out.push_back(c);
    }
    return anchored(out);
  }
};

// Orbits of the twin's solutions under the published convention, computed independently: the group
// is every motion of the box that keeps the free cells and carries the piece set onto itself, a
// piece going to a piece (the first one not taken yet, in index order) whose allowed shapes are the
// images of its own and whose count bounds are the same. `group_size` receives the group's order.
inline std::size_t twin_orbits(const packing_board& board, const std::vector<packing_piece>& pieces,
                               const std::set<twin_solution>& solutions,
                               std::size_t* group_size = nullptr) {
  const twin shapes_of(board, pieces);
  const twin_motions m{board.rows, board.cols};
  std::vector<std::pair<int, std::vector<std::uint32_t>>> group;  // motion, piece image
  for (int t = 0; t < 8; ++t) {
    if (t % 2 == 1 && board.rows != board.cols) continue;
    bool ok = true;
    for (std::int32_t r = 0; r < board.rows; ++r) {
      for (std::int32_t c = 0; c < board.cols; ++c) {
        const cell y = m.map(t, cell{r, c});
        ok = ok && board.is_free(r, c) == board.is_free(y.row, y.col);
      }
    }
    std::vector<std::uint32_t> image(pieces.size());
    std::vector<bool> taken(pieces.size(), false);
    for (std::uint32_t p = 0; p < pieces.size() && ok; ++p) {
      if (pieces[p].max_count == 0) {
        image[p] = p;
        continue;
      }
      std::set<std::vector<cell>> moved;
      for (const auto& s : shapes_of.shapes[p]) moved.insert(m.move_shape(t, s));
      std::uint32_t q = 0;
      for (; q < pieces.size(); ++q) {
        const std::set<std::vector<cell>> own(shapes_of.shapes[q].begin(),
                                              shapes_of.shapes[q].end());
        if (!taken[q] && pieces[q].max_count > 0 && own == moved &&
            pieces[q].min_count == pieces[p].min_count &&
            pieces[q].max_count == pieces[p].max_count)
          break;
      }
      ok = q < pieces.size();
      if (ok) {
        taken[q] = true;
        image[p] = q;
      }
    }
    if (ok) group.emplace_back(t, image);
  }
  if (group_size != nullptr) *group_size = group.size();
  std::set<twin_solution> canonical;
  for (const twin_solution& s : solutions) {
    twin_solution least = s;
    for (const auto& [t, image_of] : group) {
      twin_solution image;
      for (const auto& [p, cells] : s) {
        std::vector<cell> moved;
        for (const cell x : cells) moved.push_back(m.map(t, x));
        std::sort(moved.begin(), moved.end());
        image.emplace(image_of[p], moved);
      }
      least = std::min(least, image);
    }
    canonical.insert(least);
  }
  return canonical.size();
}

}  // namespace tessera::testing_twin
