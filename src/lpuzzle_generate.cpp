// Instance generator for the L-puzzle: YES patterns from random L-piece packings, NO patterns that
// pass every counting check so that only the 2-SAT refutes them, random patterns, and the snake
// (one implication chain through the whole board, the deep-recursion trap for recursive SCC code).
#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <random>  // std::mt19937_64 only: its sequence is fixed by the standard (no distributions)

#include "detail/gen_random.hpp"
#include "detail/setter_parts.hpp"
#include "tessera/lpuzzle.hpp"

namespace tessera {
namespace {

// The four L-trominoes as offsets from their first cell in row-major order; cell 0 of `cells`
// listed first is that first cell, `corner` indexes the black corner (the cell touching both
// others).
struct l_shape {
  int cells[3][2];
  int corner;
};
constexpr l_shape shapes[4] = {
    {{{0, 0}, {0, 1}, {1, 0}}, 0},   // corner top-left
    {{{0, 0}, {0, 1}, {1, 1}}, 1},   // corner top-right
    {{{0, 0}, {1, 0}, {1, 1}}, 1},   // corner bottom-left
    {{{0, 0}, {1, -1}, {1, 0}}, 2},  // corner bottom-right
};

// Packs L-pieces at random into the cells of `p` that are '.' and not in `keep_out` (when given).
void pack_yes(lpuzzle_pattern& p, std::mt19937_64& rng, double density,
              const std::vector<bool>* keep_out = nullptr) {
  const auto rows = static_cast<std::int64_t>(p.rows), cols = static_cast<std::int64_t>(p.cols);
  auto open = [&](std::int64_t r, std::int64_t c) {
    const auto i = static_cast<std::size_t>(r * cols + c);
    return p.cells[i] == '.' && (keep_out == nullptr || !(*keep_out)[i]);
  };
  for (std::int64_t r = 0; r < rows; ++r) {
    for (std::int64_t c = 0; c < cols; ++c) {
      if (!open(r, c)) continue;
      if (detail::unit_interval(rng()) >= density) continue;
      const auto first = static_cast<int>(rng() & 3);
      for (int k = 0; k < 4; ++k) {
        const l_shape& s = shapes[(first + k) & 3];
        bool fits = true;
        for (const auto& off : s.cells) {
          const std::int64_t rr = r + off[0], cc = c + off[1];
          fits = fits && rr < rows && cc >= 0 && cc < cols && open(rr, cc);
        }
        if (!fits) continue;
        for (int i = 0; i < 3; ++i) {
          const std::int64_t rr = r + s.cells[i][0], cc = c + s.cells[i][1];
          p.cells[static_cast<std::size_t>(rr * cols + cc)] = i == s.corner ? 'B' : 'W';
        }
        break;
      }
    }
  }
}

// The smallest NO patterns that pass the counting checks (found by exhaustive search over every
// pattern of up to 12 cells; tests/setter_generate_test.cpp repeats that search). In the 3x3 one
// both blacks can take only the middle white across; in the 2x5 one the first black must take the
// white to its right, which is the only white above the second black.
constexpr const char* gadget_3x3[3] = {"W..", "BWB", "W.W"};
constexpr const char* gadget_2x5[2] = {"BWWBW", "WBWW."};

// Puts a gadget at a random place (turned to fit), keeps a ring of '.' around it, and packs the
// rest with L-pieces: the pieces cannot reach into the gadget, so the pattern stays NO.
lpuzzle_pattern gadget_no(std::size_t rows, std::size_t cols, std::mt19937_64& rng,
                          double density) {
  lpuzzle_pattern p{rows, cols, std::string(rows * cols, '.')};
  // The gadget as rows x cols text, transposed when the board is too narrow for it as written.
  std::vector<std::string> g;
  if (rows >= 3 && cols >= 3) {
    g.assign(gadget_3x3, gadget_3x3 + 3);
  } else if (cols >= 5) {
    g.assign(gadget_2x5, gadget_2x5 + 2);
  } else {
    g.assign(5, std::string(2, '.'));
    for (std::size_t r = 0; r < 2; ++r)
      for (std::size_t c = 0; c < 5; ++c) g[c][r] = gadget_2x5[r][c];
  }
  const std::size_t gr = g.size(), gc = g[0].size();
  assert(gr <= rows && gc <= cols);
  const std::size_t top = static_cast<std::size_t>(rng() % (rows - gr + 1));
  const std::size_t left = static_cast<std::size_t>(rng() % (cols - gc + 1));
  std::vector<bool> keep_out(rows * cols, false);
  for (std::size_t r = 0; r < gr; ++r) {
    for (std::size_t c = 0; c < gc; ++c) p.cells[(top + r) * cols + left + c] = g[r][c];
  }
  for (std::size_t r = top == 0 ? 0 : top - 1; r < std::min(rows, top + gr + 1); ++r)
    for (std::size_t c = left == 0 ? 0 : left - 1; c < std::min(cols, left + gc + 1); ++c)
      keep_out[r * cols + c] = true;
  pack_yes(p, rng, density, &keep_out);
  return p;
}

}  // namespace

bool lpuzzle_counting_checks(const lpuzzle_pattern& p) {
  std::size_t blacks = 0, whites = 0;
  auto at = [&](std::int64_t r, std::int64_t c) {
    if (r < 0 || c < 0 || r >= static_cast<std::int64_t>(p.rows) ||
        c >= static_cast<std::int64_t>(p.cols)) {
      return '.';
    }
    return p.at(static_cast<std::size_t>(r), static_cast<std::size_t>(c));
  };
  for (std::int64_t r = 0; r < static_cast<std::int64_t>(p.rows); ++r) {
    for (std::int64_t c = 0; c < static_cast<std::int64_t>(p.cols); ++c) {
      const char ch = at(r, c);
      if (ch == 'B') {
        ++blacks;
        if (at(r, c - 1) != 'W' && at(r, c + 1) != 'W') return false;
        if (at(r - 1, c) != 'W' && at(r + 1, c) != 'W') return false;
      } else if (ch == 'W') {
        ++whites;
        if (at(r, c - 1) != 'B' && at(r, c + 1) != 'B' && at(r - 1, c) != 'B' &&
            at(r + 1, c) != 'B') {
          return false;
        }
      }
    }
  }
  return whites == 2 * blacks;
}

bool lpuzzle_no_possible(std::size_t rows, std::size_t cols) {
  const std::size_t lo = std::min(rows, cols), hi = std::max(rows, cols);
  return lo >= 3 || (lo == 2 && hi >= 5);
}

bool lpuzzle_snake_possible(std::size_t rows, std::size_t cols) { return rows >= 4 && cols >= 6; }

// The snake: a path of alternating W and B cells, starting with a white, along rows 1, 3, 5, ...
// (left to right, then right to left), joined at alternate ends by the cell between two path rows.
// Every black takes the path white before it and a spur white across the path (below or above a
// black in a path row, beside a joint's black, outside the path columns); the path turns only at
// whites, so the white between two blacks is wanted by both and the last black, which has no path
// white after it, forces every choice back to the first: one implication chain as long as the
// path. Path columns 1..last with last - 1 even, so that each row's two end cells are whites.
lpuzzle_pattern lpuzzle_snake(std::size_t rows, std::size_t cols) {
  assert(lpuzzle_snake_possible(rows, cols));
  lpuzzle_pattern p{rows, cols, std::string(rows * cols, '.')};
  const std::size_t first = 1, last = (cols - 3) % 2 == 1 ? cols - 3 : cols - 4;
  std::vector<std::pair<std::size_t, std::size_t>> path;
  bool right = true;
  for (std::size_t r = 1; r + 2 < rows; r += 2, right = !right) {
    for (std::size_t k = first; k <= last; ++k) path.emplace_back(r, right ? k : first + last - k);
    path.emplace_back(r + 1, right ? last : first);
  }
  // End on a black that is not a joint (a joint's black would have the next row's white below).
  path.pop_back();
  if (path.size() % 2 == 1) path.pop_back();
  for (std::size_t i = 0; i < path.size(); ++i)
    p.cells[path[i].first * cols + path[i].second] = i % 2 == 0 ? 'W' : 'B';
  for (std::size_t i = 1; i < path.size(); i += 2) {
    const auto [r, c] = path[i];
    std::pair<std::size_t, std::size_t> spur[2];
    if (path[i - 1].first == r) {
      spur[0] = {r + 1, c};  // a path row's black: below (row r + 1 holds only the joints) ...
      spur[1] = {r - 1, c};  // ... or above, where the joint sits below (the row ends)
    } else {
      spur[0] = {r, c == last ? c + 1 : c - 1};  // a joint: beside it, outside the path columns
      spur[1] = spur[0];
    }
    for (const auto& [sr, sc] : spur) {
      char& cell = p.cells[sr * cols + sc];
      if (cell == '.') {
        cell = 'W';
        break;
      }
    }
  }
  return p;
}

lpuzzle_pattern generate_lpuzzle(std::size_t rows, std::size_t cols, lpuzzle_kind kind,
                                 std::uint64_t seed, double density) {
  std::mt19937_64 rng(seed);
  lpuzzle_pattern p{rows, cols, std::string(rows * cols, '.')};
  if (kind == lpuzzle_kind::random) {
    const char alphabet[4] = {'B', 'W', 'W', '.'};
    for (char& ch : p.cells) ch = alphabet[rng() & 3];
    return p;
  }
  if (kind == lpuzzle_kind::snake) return lpuzzle_snake(rows, cols);
  pack_yes(p, rng, density);
  if (kind == lpuzzle_kind::yes) return p;
  assert(lpuzzle_no_possible(rows, cols));
  // NO: swap a black with a white (keeping the counts) until the pattern passes the simple checks
  // but has no tiling. Each try is verified by the solver; after many failures, start from a new
  // packing.
  lpuzzle_solver solver;
  std::vector<std::size_t> blacks;
  for (int attempt = 0; attempt < 64; ++attempt) {
    lpuzzle_pattern q = p;
    blacks.clear();
    for (std::size_t i = 0; i < q.cells.size(); ++i) {
      if (q.cells[i] == 'B') blacks.push_back(i);
    }
    if (blacks.empty()) break;
    for (int tries = 0; tries < 200; ++tries) {
      // Swap a black with a white at most two steps away: a local change, likely to keep the
      // checks.
      const std::size_t b = blacks[rng() % blacks.size()];
      const auto r = static_cast<std::int64_t>(b / cols) + static_cast<std::int64_t>(rng() % 5) - 2;
      const auto c = static_cast<std::int64_t>(b % cols) + static_cast<std::int64_t>(rng() % 5) - 2;
      if (r < 0 || c < 0 || r >= static_cast<std::int64_t>(rows) ||
          c >= static_cast<std::int64_t>(cols))
        continue;
      const auto w = static_cast<std::size_t>(r) * cols + static_cast<std::size_t>(c);
      if (q.cells[w] != 'W') continue;
      std::swap(q.cells[b], q.cells[w]);
      if (lpuzzle_counting_checks(q) && !solver.solve(q)) return q;
      std::swap(q.cells[b], q.cells[w]);
    }
    p.cells.assign(rows * cols, '.');
    pack_yes(p, rng, density);
  }
  // No NO instance near these packings (small or sparse boards): a gadget that is NO for a reason
  // only the 2-SAT sees, with L-pieces packed around it. Checked as every NO instance is.
  p = gadget_no(rows, cols, rng, density);
  assert(lpuzzle_counting_checks(p) && !solver.solve(p));
  return p;
}

namespace setter::parts {

// `tessera gen lpuzzle`: T cases in BOJ 3654's format. Case i of seed s uses the stream s * 1000003
// + i (so it does not depend on T), as the generator always did.
result<std::string> generate_lpuzzle_input(const gen_options& o) {
  const std::string kind = o.kind.empty() ? "yes" : o.kind;
  const bool maximal = kind == "maximal", snake = kind == "snake";
  const std::size_t cases = o.cases != 0 ? o.cases : maximal ? lpuzzle_max_cases : 1;
  const std::size_t side = maximal || snake ? lpuzzle_max_side : 10;
  const std::size_t rows = o.rows != 0 ? o.rows : side, cols = o.cols != 0 ? o.cols : side;
  const std::size_t max_side = o.beyond_limits ? 100'000 : lpuzzle_max_side;
  const std::size_t max_cases = o.beyond_limits ? 100'000 : lpuzzle_max_cases;
  const std::string beyond = o.beyond_limits ? "" : " of BOJ 3654 (--beyond-limits lifts it)";
  if (rows > max_side || cols > max_side)
    return refusal(fmt::format("{}x{} is over the limit of {} rows and columns{}", rows, cols,
                               max_side, beyond));
  if (cases > max_cases)
    return refusal(fmt::format("{} cases is over the limit of {}{}", cases, max_cases, beyond));
  if (rows * cols > static_cast<std::size_t>(lpuzzle_limits{}.max_cells))
    return refusal(fmt::format("{}x{} is {} cells, over the limit of {}", rows, cols, rows * cols,
                               lpuzzle_limits{}.max_cells));
  if (kind == "no" && !lpuzzle_no_possible(rows, cols))
    return refusal(fmt::format(
        "--kind no: no {}x{} pattern passes the counting checks and still has no tiling (a side of "
        "1, or 2x2 to 2x4); use at least 3x3 or 2x5",
        rows, cols));
  if ((kind == "yes" || maximal) && (rows < 2 || cols < 2))
    return refusal(fmt::format("--kind {}: an L-piece needs 2 rows and 2 columns, not {}x{}", kind,
                               rows, cols));
  if (snake && !lpuzzle_snake_possible(rows, cols))
    return refusal(
        fmt::format("--kind snake needs at least 4 rows and 6 columns, not {}x{}", rows, cols));
  lpuzzle_kind base = lpuzzle_kind::yes;
  if (kind == "no") {
    base = lpuzzle_kind::no;
  } else if (kind == "random") {
    base = lpuzzle_kind::random;
  } else if (snake) {
    base = lpuzzle_kind::snake;
  } else if (kind != "yes" && !maximal) {
    return refusal(fmt::format("unknown kind '{}' for lpuzzle", kind));
  }
  std::string out = fmt::format("{}\n", cases);
  out.reserve(out.size() + cases * (rows * (cols + 1) + 16));
  for (std::size_t i = 0; i < cases; ++i) {
    // maximal: every limit at once, YES and NO cases alternating, all dense.
    const lpuzzle_kind k = maximal ? (i % 2 == 0 ? lpuzzle_kind::yes : lpuzzle_kind::no) : base;
    const std::uint64_t stream = o.seed * 1000003u + i;
    lpuzzle_pattern p = generate_lpuzzle(rows, cols, k, stream, o.density);
    // The statement wants a B or a W in every grid: a sparse packing or a random draw that left
    // every cell empty is drawn again (never the case at density 1).
    for (std::uint64_t retry = 1; p.cells.find_first_not_of('.') == std::string::npos; ++retry) {
      const double density = retry < 8 ? o.density : 1.0;
      p = generate_lpuzzle(rows, cols, k, tessera::detail::sub_seed(stream, retry), density);
    }
    out += fmt::format("{} {}\n", p.rows, p.cols);
    for (std::size_t r = 0; r < p.rows; ++r) {
      out.append(p.cells, r * p.cols, p.cols);
      out += '\n';
    }
  }
  return out;
}

}  // namespace setter::parts
}  // namespace tessera
