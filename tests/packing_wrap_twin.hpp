// The brute-force twin of the exact-cover search on boards that wrap (tests/packing_wrap_test.cpp):
// every placement through the first free cell with the cells taken modulo the sides, and its own
// group of motions composed with cyclic shifts. Small boards only. Test code, not installed.
#pragma once

#include <algorithm>
#include <cstdint>
#include <set>
#include <utility>
#include <vector>

#include "packing_twin.hpp"

namespace tessera::testing_twin {

// The twin: at the first free cell, every distinct orientation with each of its cells put on that
// cell, cells taken modulo the wrapped sides; solutions as sets of (piece, sorted cells), so a
// placement reached twice (a piece around a ring of its own length) is one.
struct wrap_twin {
  const packing_board& board;
  const std::vector<packing_piece>& pieces;
  std::vector<std::vector<std::vector<cell>>> shapes;
  std::vector<bool> covered;
  std::vector<std::uint32_t> used;
  std::vector<std::pair<std::uint32_t, std::vector<cell>>> current;
  std::set<twin_solution> solutions;

  wrap_twin(const packing_board& b, const std::vector<packing_piece>& p) : board(b), pieces(p) {
    const twin plain(b, p);  // its orientations (normalised by hand)
    shapes = plain.shapes;
    covered.assign(board.free.size(), false);
    used.assign(pieces.size(), 0);
  }

  // The cell (r, c) on the board, wrapped, or {-1, -1} when it falls off a side that does not wrap.
  cell at(std::int32_t r, std::int32_t c) const {
    if (board.wrap_rows) r = ((r % board.rows) + board.rows) % board.rows;
    if (board.wrap_cols) c = ((c % board.cols) + board.cols) % board.cols;
    if (r < 0 || c < 0 || r >= board.rows || c >= board.cols) return cell{-1, -1};
    return cell{r, c};
  }
  std::size_t index(cell x) const { return static_cast<std::size_t>(x.row * board.cols + x.col); }

  // Stops (setting gave_up) past this many nodes, to keep each round small.
  std::size_t nodes = 0, cap = 200000;
  bool gave_up = false;

  void solve() {
    if (++nodes > cap) {
      gave_up = true;
      return;
    }
    std::size_t first = 0;
    while (first < board.free.size() && (!board.free[first] || covered[first])) ++first;
    if (first == board.free.size()) {
      for (std::size_t p = 0; p < pieces.size(); ++p) {
        if (used[p] < pieces[p].min_count) return;
      }
      solutions.insert(twin_solution(current.begin(), current.end()));
      return;
    }
    const auto r = static_cast<std::int32_t>(first) / board.cols,
               c = static_cast<std::int32_t>(first) % board.cols;
    for (std::uint32_t p = 0; p < pieces.size(); ++p) {
      if (used[p] >= pieces[p].max_count) continue;
      for (const auto& shape : shapes[p]) {
        for (const cell pivot : shape) {
          std::vector<cell> cells;
          bool fits = true;
          for (const cell x : shape) {
            const cell y = at(r + x.row - pivot.row, c + x.col - pivot.col);
            fits = fits && y.row >= 0 && board.is_free(y.row, y.col) && !covered[index(y)];
            cells.push_back(y);
          }
          std::sort(cells.begin(), cells.end());
          fits = fits && std::adjacent_find(cells.begin(), cells.end()) == cells.end();
          if (!fits) continue;
          for (const cell y : cells) covered[index(y)] = true;
          ++used[p];
          current.emplace_back(p, cells);
          solve();
          current.pop_back();
          --used[p];
          for (const cell y : cells) covered[index(y)] = false;
        }
      }
    }
  }
};

// Orbits of the twin's solutions: every motion of the box that keeps its wrapping (a quarter turn
// needs a square whose two directions wrap alike), composed with every cyclic shift along the
// wrapped directions, that keeps the free cells and carries the piece set onto itself.
inline std::size_t wrap_orbits(const packing_board& board, const std::vector<packing_piece>& pieces,
                               const std::set<twin_solution>& solutions, std::size_t* group_size) {
  const testing_twin::twin shapes_of(board, pieces);
  const testing_twin::twin_motions m{board.rows, board.cols};
  struct element {
    int t;
    cell shift;
    std::vector<std::uint32_t> image;
  };
  auto move = [&](int t, cell shift, cell x) {
    const cell y = m.map(t, x);
    return cell{(y.row + shift.row) % board.rows, (y.col + shift.col) % board.cols};
  };
  std::vector<element> group;
  for (int t = 0; t < 8; ++t) {
    if (t % 2 == 1 && (board.rows != board.cols || board.wrap_rows != board.wrap_cols)) continue;
    // Piece images first: they depend on the motion only.
    std::vector<std::uint32_t> image(pieces.size());
    std::vector<bool> taken(pieces.size(), false);
    bool ok = true;
    for (std::uint32_t p = 0; p < pieces.size() && ok; ++p) {
      if (pieces[p].max_count == 0) {  // never used: stays where it is
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
    if (!ok) continue;
    for (std::int32_t dr = 0; dr < (board.wrap_rows ? board.rows : 1); ++dr) {
      for (std::int32_t dc = 0; dc < (board.wrap_cols ? board.cols : 1); ++dc) {
        bool keeps = true;
        for (std::int32_t r = 0; r < board.rows; ++r) {
          for (std::int32_t c = 0; c < board.cols; ++c) {
            const cell y = move(t, cell{dr, dc}, cell{r, c});
            keeps = keeps && board.is_free(r, c) == board.is_free(y.row, y.col);
          }
        }
        if (keeps) group.push_back({t, cell{dr, dc}, image});
      }
    }
  }
  *group_size = group.size();
  std::set<twin_solution> canonical;
  for (const twin_solution& s : solutions) {
    twin_solution least = s;
    for (const element& e : group) {
      twin_solution image;
      for (const auto& [p, cells] : s) {
        std::vector<cell> moved;
        for (const cell x : cells) moved.push_back(move(e.t, e.shift, x));
        std::sort(moved.begin(), moved.end());
        image.emplace(e.image[p], moved);
      }
      least = std::min(least, image);
    }
    canonical.insert(least);
  }
  return canonical.size();
}

}  // namespace tessera::testing_twin
