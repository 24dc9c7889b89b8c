// The brute-force twin of tessera/lattice_packing.hpp: straight on the lattice's cells (no box, no
// engine), its own orientations from apply_motion, plain recursion filling the least uncovered
// cell, and its own count of orbits under the published convention (the motions carrying the board
// onto a translate of itself; a piece may become any piece of the same moved shape set and bounds).
// Small boards only. Test code, not installed.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "tessera/lattice_packing.hpp"

namespace tessera::lattice_twin {

using placed = std::pair<std::uint32_t, std::vector<lattice_cell>>;  // piece class, sorted cells
using solution = std::vector<placed>;                                // sorted

// The cells moved by motion m and translated so that their least x, y (and z on cubes) are 0.
inline std::vector<lattice_cell> normalised(lattice l, std::vector<lattice_cell> cells,
                                            std::size_t m) {
  for (lattice_cell& c : cells) c = apply_motion(l, m, c);
  if (cells.empty()) return cells;
  lattice_cell low = cells[0];
  for (const lattice_cell& c : cells) {
    low = {std::min(low.x, c.x), std::min(low.y, c.y), std::min(low.z, c.z)};
  }
  for (lattice_cell& c : cells) {
    c.x -= low.x;
    c.y -= low.y;
    if (l == lattice::cube) c.z -= low.z;
  }
  std::sort(cells.begin(), cells.end());
  return cells;
}

struct twin {
  lattice l;
  std::set<lattice_cell> board;
  std::vector<lattice_packing_piece> pieces;
  std::vector<std::vector<std::vector<lattice_cell>>> shapes;   // per piece, distinct orientations
  std::vector<std::uint32_t> class_of;                          // piece -> class index
  std::vector<std::set<std::vector<lattice_cell>>> classes;     // each class's shape set
  std::vector<std::pair<std::uint32_t, std::uint32_t>> bounds;  // each class's bounds
  std::set<lattice_cell> covered;
  std::vector<std::uint32_t> used;
  std::vector<placed> current;
  std::vector<solution> solutions;

  twin(const lattice_board& b, const std::vector<lattice_packing_piece>& p)
      : l(b.kind), board(b.cells.begin(), b.cells.end()), pieces(p), used(p.size(), 0) {
    for (const lattice_packing_piece& piece : pieces) {
      const std::size_t motions = piece.orient == orientation_set::fixed    ? 1
                                  : piece.orient == orientation_set::rotate ? rotation_count(l)
                                                                            : motion_count(l);
      std::set<std::vector<lattice_cell>> distinct;
      for (std::size_t m = 0; m < motions; ++m)
        distinct.insert(normalised(l, piece.shape.cells(), m));
      shapes.emplace_back(distinct.begin(), distinct.end());
      std::uint32_t k = 0;
      while (k < classes.size() && !(classes[k] == distinct &&
                                     bounds[k] == std::pair(piece.min_count, piece.max_count))) {
        ++k;
      }
      if (k == classes.size()) {
        classes.push_back(distinct);
        bounds.emplace_back(piece.min_count, piece.max_count);
      }
      class_of.push_back(k);
    }
  }

  void search() {
    auto first = std::find_if(board.begin(), board.end(),
                              [&](const lattice_cell& c) { return covered.count(c) == 0; });
    if (first == board.end()) {
      for (std::size_t p = 0; p < pieces.size(); ++p) {
        if (used[p] < pieces[p].min_count) return;
      }
      solution s = current;
      std::sort(s.begin(), s.end());
      solutions.push_back(std::move(s));
      return;
    }
    const lattice_cell c = *first;
    for (std::uint32_t p = 0; p < pieces.size(); ++p) {
      if (used[p] >= pieces[p].max_count) continue;
      for (const auto& shape : shapes[p]) {
        // The least cell of the shape lands on c (translations keep the order of cells).
        const lattice_cell a = shape.front();
        if (l == lattice::tri && a.z != c.z) continue;
        std::vector<lattice_cell> cells;
        bool fits = true;
        for (const lattice_cell& x : shape) {
          const lattice_cell y{x.x + c.x - a.x, x.y + c.y - a.y, x.z + c.z - a.z};
          fits = fits && board.count(y) != 0 && covered.count(y) == 0;
          cells.push_back(y);
        }
        if (!fits) continue;
        for (const lattice_cell& y : cells) covered.insert(y);
        ++used[p];
        current.emplace_back(class_of[p], cells);
        search();
        current.pop_back();
        --used[p];
        for (const lattice_cell& y : cells) covered.erase(y);
      }
    }
  }

  // The distinct solutions, pieces named by class (identical pieces are one class).
  std::set<solution> distinct() const { return {solutions.begin(), solutions.end()}; }

  // Orbits under the motions carrying the board onto a translate of itself and each class's shape
  // set onto a class with the same bounds and as many pieces.
  std::size_t orbits() const {
    const std::vector<lattice_cell> cells(board.begin(), board.end());
    const std::vector<lattice_cell> base = normalised(l, cells, 0);
    std::vector<std::size_t> group;
    std::vector<std::vector<std::uint32_t>> class_image;
    for (std::size_t m = 0; m < motion_count(l); ++m) {
      if (normalised(l, cells, m) != base) continue;
      std::vector<std::uint32_t> image;
      bool ok = true;
      for (std::size_t k = 0; k < classes.size() && ok; ++k) {
        std::set<std::vector<lattice_cell>> moved;
        for (const auto& s : classes[k]) moved.insert(normalised(l, s, m));
        std::uint32_t j = 0;
        while (j < classes.size() && !(classes[j] == moved && bounds[j] == bounds[k])) ++j;
        ok = j < classes.size() &&
             std::count(class_of.begin(), class_of.end(), j) ==
                 std::count(class_of.begin(), class_of.end(), static_cast<std::uint32_t>(k));
        image.push_back(j);
      }
      if (!ok) continue;
      group.push_back(m);
      class_image.push_back(image);
    }
    std::set<solution> canonical;
    for (const solution& s : distinct()) {
      solution least;
      for (std::size_t g = 0; g < group.size(); ++g) {
        // The image of the board, translated back onto the board.
        std::vector<lattice_cell> moved_board;
        for (const lattice_cell& c : cells) moved_board.push_back(apply_motion(l, group[g], c));
        lattice_cell low = moved_board[0], own = cells[0];
        for (const lattice_cell& c : moved_board) {
          low = {std::min(low.x, c.x), std::min(low.y, c.y), std::min(low.z, c.z)};
        }
        for (const lattice_cell& c : cells) {
          own = {std::min(own.x, c.x), std::min(own.y, c.y), std::min(own.z, c.z)};
        }
        solution image;
        for (const placed& p : s) {
          std::vector<lattice_cell> to;
          for (const lattice_cell& c : p.second) {
            lattice_cell y = apply_motion(l, group[g], c);
            y.x += own.x - low.x;
            y.y += own.y - low.y;
            if (l == lattice::cube) y.z += own.z - low.z;
            to.push_back(y);
          }
          std::sort(to.begin(), to.end());
          image.emplace_back(class_image[g][p.first], to);
        }
        std::sort(image.begin(), image.end());
        if (g == 0 || image < least) least = image;
      }
      canonical.insert(least);
    }
    return canonical.size();
  }
};

}  // namespace tessera::lattice_twin
