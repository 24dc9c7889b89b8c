// Instances of the counting DP over any cells, built directly from coordinates (tests and
// bench/cell_count_bench.cpp): lozenge tilings of a hexagon on the triangular lattice, boxes by
// dicubes, MacMahon's formula for the former, and square boards seen as cells.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <string_view>
#include <tuple>
#include <vector>

#include "tessera/big_integer.hpp"
#include "tessera/cell_tiling_count.hpp"
#include "tessera/tiling_count.hpp"

namespace tessera::testing {

struct cell_instance {
  cell_cover_problem problem;
  std::vector<cell_order> orders;
};

// The cells sorted by a key: a sweep.
template <class Key>
cell_order order_by(std::size_t cells, Key key) {
  cell_order out(cells);
  for (std::size_t c = 0; c < cells; ++c) out[c] = static_cast<std::uint32_t>(c);
  std::stable_sort(out.begin(), out.end(),
                   [&](std::uint32_t a, std::uint32_t b) { return key(a) < key(b); });
  return out;
}

// The hexagon with sides a, b, c, a, b, c on the triangular lattice, its triangles as cells and its
// lozenges (two triangles sharing an edge) as placements of piece 0. Triangles in Polyform
// Puzzler's coordinates: (x, y, 0) is the upward triangle with corners (x, y), (x+1, y), (x, y+1)
// (lattice points i e1 + j e2, the axes 60 degrees apart), (x, y, 1) the downward one with corners
// (x+1, y), (x+1, y+1), (x, y+1); (x, y, 0) borders (x, y, 1), (x-1, y, 1) and (x, y-1, 1). Walking
// the border from (0, 0) by a e1, b e2, c (e2 - e1), and back, the hexagon is 0 <= j <= b + c,
// -c <= i <= a, 0 <= i + j <= a + b. Three sweeps: along rows of constant y, strips of constant x,
// and strips of constant x + y (rounded as the triangle lies).
inline cell_instance lozenge_hexagon(int a, int b, int c) {
  auto inside = [&](int i, int j) {
    return j >= 0 && j <= b + c && i >= -c && i <= a && i + j >= 0 && i + j <= a + b;
  };
  std::map<std::array<int, 3>, std::uint32_t> id;
  std::vector<std::array<int, 3>> tri;
  for (int y = -1; y <= b + c + 1; ++y) {
    for (int x = -c - 1; x <= a + 1; ++x) {
      if (inside(x, y) && inside(x + 1, y) && inside(x, y + 1)) tri.push_back({x, y, 0});
      if (inside(x + 1, y) && inside(x + 1, y + 1) && inside(x, y + 1)) tri.push_back({x, y, 1});
    }
  }
  for (std::size_t k = 0; k < tri.size(); ++k) id[tri[k]] = static_cast<std::uint32_t>(k);
  cell_instance out{cell_cover_problem(tri.size()), {}};
  for (const auto& t : tri) {
    if (t[2] != 0) continue;
    const std::array<int, 3> partners[] = {
        {t[0], t[1], 1}, {t[0] - 1, t[1], 1}, {t[0], t[1] - 1, 1}};
    for (const auto& p : partners) {
      auto found = id.find(p);
      if (found == id.end()) continue;
      const std::uint32_t cells[] = {id[t], found->second};
      out.problem.add_placement(0, cells);
    }
  }
  const std::size_t n = tri.size();
  out.orders.push_back(order_by(
      n, [&](std::uint32_t k) { return std::tuple(tri[k][1], 3 * tri[k][0] + 1 + tri[k][2]); }));
  out.orders.push_back(order_by(
      n, [&](std::uint32_t k) { return std::tuple(tri[k][0], 3 * tri[k][1] + 1 + tri[k][2]); }));
  out.orders.push_back(order_by(n, [&](std::uint32_t k) {
    return std::tuple(tri[k][0] + tri[k][1] + tri[k][2], 3 * tri[k][0] + 1 + tri[k][2]);
  }));
  return out;
}

// MacMahon's formula for the lozenge tilings of that hexagon (plane partitions in an a x b x c
// box): prod over 1 <= i <= a, 1 <= j <= b, 1 <= k <= c of (i + j + k - 1) / (i + j + k - 2),
// computed exactly as prime exponents (every factor is at most a + b + c - 1).
inline big_integer macmahon(int a, int b, int c) {
  const int top = a + b + c;
  std::vector<int> exponent(static_cast<std::size_t>(top + 1), 0);
  auto add = [&](int m, int sign) {
    for (int p = 2; m > 1; ++p) {
      while (m % p == 0) {
        exponent[static_cast<std::size_t>(p)] += sign;
        m /= p;
      }
    }
  };
  for (int i = 1; i <= a; ++i) {
    for (int j = 1; j <= b; ++j) {
      for (int k = 1; k <= c; ++k) {
        add(i + j + k - 1, 1);
        add(i + j + k - 2, -1);
      }
    }
  }
  big_integer out(1);
  for (int p = 2; p <= top; ++p) {
    for (int e = 0; e < exponent[static_cast<std::size_t>(p)]; ++e) out *= big_integer(p);
  }
  return out;
}

// The box x_size * y_size * z_size of unit cubes, its dicubes (two cubes sharing a face) as
// placements of piece 0, and the three sweeps along each axis (that axis first, then the others).
inline cell_instance dicube_box(int x_size, int y_size, int z_size) {
  const std::array<int, 3> size{x_size, y_size, z_size};
  auto id = [&](std::array<int, 3> p) {
    return static_cast<std::uint32_t>((p[0] * size[1] + p[1]) * size[2] + p[2]);
  };
  const auto n = static_cast<std::size_t>(x_size * y_size * z_size);
  cell_instance out{cell_cover_problem(n), {}};
  for (int x = 0; x < x_size; ++x) {
    for (int y = 0; y < y_size; ++y) {
      for (int z = 0; z < z_size; ++z) {
        for (int axis = 0; axis < 3; ++axis) {
          std::array<int, 3> next{x, y, z};
          if (++next[static_cast<std::size_t>(axis)] >= size[static_cast<std::size_t>(axis)]) {
            continue;
          }
          const std::uint32_t cells[] = {id({x, y, z}), id(next)};
          out.problem.add_placement(0, cells);
        }
      }
    }
  }
  for (int axis = 0; axis < 3; ++axis) {
    out.orders.push_back(order_by(n, [&](std::uint32_t k) {
      const std::array<int, 3> p{static_cast<int>(k) / (size[1] * size[2]),
                                 static_cast<int>(k) / size[2] % size[1],
                                 static_cast<int>(k) % size[2]};
      return std::tuple(p[static_cast<std::size_t>(axis)], p[0], p[1], p[2]);
    }));
  }
  return out;
}

// A square board with blocked cells as cells (its free cells, numbered row-major) and the
// placements of `spec`'s fixed shapes lying on free cells.
inline cell_cover_problem board_problem(const board& b, std::string_view spec,
                                        std::vector<std::uint32_t>& id_of) {
  std::vector<piece> pieces;
  for (const auto& term : parse_piece_spec(spec).value()) {
    const auto more = pieces_of_term(term).value();
    pieces.insert(pieces.end(), more.begin(), more.end());
  }
  id_of.assign(b.rows() * b.cols(), UINT32_MAX);
  std::uint32_t n = 0;
  for (std::size_t r = 0; r < b.rows(); ++r) {
    for (std::size_t c = 0; c < b.cols(); ++c) {
      if (b.is_free(r, c)) id_of[r * b.cols() + c] = n++;
    }
  }
  cell_cover_problem p(n);
  const auto shapes = fixed_shapes(pieces, orientation_set::free);
  std::vector<std::uint32_t> cells;
  for (std::size_t s = 0; s < shapes.size(); ++s) {
    for (std::int32_t dr = -8; dr < static_cast<std::int32_t>(b.rows()); ++dr) {
      for (std::int32_t dc = -8; dc < static_cast<std::int32_t>(b.cols()); ++dc) {
        cells.clear();
        for (const cell& x : shapes[s].cells) {
          const std::int32_t r = x.row + dr, c = x.col + dc;
          if (r < 0 || c < 0 || r >= static_cast<std::int32_t>(b.rows()) ||
              c >= static_cast<std::int32_t>(b.cols()) ||
              !b.is_free(static_cast<std::size_t>(r), static_cast<std::size_t>(c))) {
            break;
          }
          cells.push_back(
              id_of[static_cast<std::size_t>(r) * b.cols() + static_cast<std::size_t>(c)]);
        }
        if (cells.size() == shapes[s].cells.size())
          p.add_placement(static_cast<std::uint32_t>(s), cells);
      }
    }
  }
  return p;
}

// The board's free cells with the two sweeps of the square DP: row-major and column-major.
inline cell_instance board_instance(const board& b, std::string_view spec) {
  std::vector<std::uint32_t> id_of;
  cell_instance out{board_problem(b, spec, id_of), std::vector<cell_order>(2)};
  for (std::size_t r = 0; r < b.rows(); ++r) {
    for (std::size_t c = 0; c < b.cols(); ++c) {
      if (id_of[r * b.cols() + c] != UINT32_MAX) out.orders[0].push_back(id_of[r * b.cols() + c]);
    }
  }
  for (std::size_t c = 0; c < b.cols(); ++c) {
    for (std::size_t r = 0; r < b.rows(); ++r) {
      if (id_of[r * b.cols() + c] != UINT32_MAX) out.orders[1].push_back(id_of[r * b.cols() + c]);
    }
  }
  return out;
}

}  // namespace tessera::testing
