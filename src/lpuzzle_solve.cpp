// The L-puzzle as 2-SAT, solved on the pattern itself (Aspvall, Plass and Tarjan, 1979).
//
// Literal (p, d) says "the black at cell p takes the cell beside it in direction d" (d: left,
// right, up, down). The negation of (p, d) is (p, d ^ 1): each black has one horizontal and one
// vertical variable. Clauses:
//  - a side that is not a white cannot be taken: (p, d) -> (p, d ^ 1) when p + d is not 'W';
//  - no white is taken twice: if blacks p and x both touch the white w = p + d, then (p, d) implies
//  that
//    x takes its other side, the literal (x, e) where e is the direction from w to x.
// With whites = 2 * blacks (checked first), "each black takes two distinct whites, no white twice"
// is exactly a tiling. The implication graph is never stored: successors are read off the padded
// grid.
//
// Phase 1, unit propagation: sides that are not whites force choices, which take whites from other
// blacks, and so on, with a plain queue. On typical patterns this settles almost every variable. It
// is sound for 2-SAT: every literal it sets is implied, and the open part's satisfiability decides
// the whole. Phase 2, only when variables remain open: an iterative SCC pass (src/detail/scc.hpp;
// no recursion: an unforced 500x500 snake makes depth-first paths of 6 * 10^4 literals) over the
// open literals, which are numbered densely through a rank index over a bitmap of the blacks that
// still have an open variable.
#include <algorithm>
#include <bit>
#include <cassert>

#include "detail/scc.hpp"
#include "tessera/lpuzzle.hpp"

namespace tessera {
namespace {

constexpr std::uint8_t dot = 0, black = 1, white = 2;

// state[p] of a black: bits 0-1 its horizontal choice, bits 2-3 its vertical one (0 open, 1 +
// side).
inline unsigned field(std::uint8_t state, std::uint32_t d) {
  return (state >> (2 * (d >> 1))) & 3u;
}

// The implication graph over the open literals, numbered 4 * (rank of the black) + d.
struct open_graph {
  struct cursor {
    std::uint32_t succ[3];
    std::uint8_t count, at;
  };
  const std::uint8_t* grid;
  const std::uint8_t* state;
  const std::uint64_t* open_bits;  // blacks with an open variable
  const std::uint32_t* open_rank;  // open blacks before each 64-bit word
  const std::uint32_t* open_cell;  // cell of each open black
  std::int64_t delta[4];

  std::uint32_t rank(std::uint32_t p) const {
    const std::uint64_t below = open_bits[p >> 6] & ((std::uint64_t{1} << (p & 63)) - 1);
    return open_rank[p >> 6] + static_cast<std::uint32_t>(std::popcount(below));
  }
  cursor start(std::uint32_t v) const {
    cursor c{{0, 0, 0}, 0, 0};
    const std::uint32_t d = v & 3;
    const auto w = static_cast<std::uint32_t>(open_cell[v >> 2] + delta[d]);
    if (grid[w] !=
        white) {  // only without propagation: a side that is not a white forces the other
      c.succ[c.count++] = v ^ 1u;
      return c;
    }
    for (std::uint32_t e = 0; e < 4; ++e) {
      if (e == (d ^ 1u)) continue;  // the neighbour of w in direction d ^ 1 is the black itself
      const auto x = static_cast<std::uint32_t>(w + delta[e]);
      // A set successor is true (else v would have been set false): that edge is moot.
      if (grid[x] == black && field(state[x], e) == 0) c.succ[c.count++] = 4 * rank(x) + e;
    }
    return c;
  }
  std::uint32_t next(cursor& c) const {
    return c.at < c.count ? c.succ[c.at++] : detail::no_vertex;
  }
};

}  // namespace

struct lpuzzle_solver::workspace {
  std::vector<std::uint8_t> grid;    // padded pattern: dot, black, white
  std::vector<std::uint8_t> state;   // per cell: a black's two choices
  std::vector<std::uint32_t> queue;  // literals 4 * p + d set true, to propagate
  std::vector<std::uint64_t> open_bits;
  std::vector<std::uint32_t> open_rank, open_cell;
  detail::scc_workspace<open_graph::cursor> scc;
};

lpuzzle_solver::lpuzzle_solver() : ws_(std::make_unique<workspace>()) {}
lpuzzle_solver::~lpuzzle_solver() = default;
lpuzzle_solver::lpuzzle_solver(lpuzzle_solver&&) noexcept = default;
lpuzzle_solver& lpuzzle_solver::operator=(lpuzzle_solver&&) noexcept = default;

bool lpuzzle_solver::solve(const lpuzzle_pattern& pattern, std::vector<lpuzzle_piece>* tiling) {
  workspace& ws = *ws_;
  stats_ = {};
  if (tiling != nullptr) tiling->clear();
  const std::size_t rows = pattern.rows, cols = pattern.cols;
  const std::size_t width = cols + 2, padded = (rows + 2) * width;
  assert(4 * padded < (std::size_t{1} << 32));
  // assign() reuses capacity: no per-case reallocation once the largest case has been seen.
  ws.grid.assign(padded, dot);
  std::uint8_t* grid = ws.grid.data();
  std::size_t blacks = 0, whites = 0;
  for (std::size_t r = 0; r < rows; ++r) {
    const char* row = pattern.cells.data() + r * cols;
    std::uint8_t* out = grid + (r + 1) * width + 1;
    for (std::size_t c = 0; c < cols; ++c) {
      const bool is_b = row[c] == 'B', is_w = row[c] == 'W';
      out[c] = static_cast<std::uint8_t>(is_b ? black : is_w ? white : dot);
      blacks += is_b;
      whites += is_w;
    }
  }
  stats_.blacks = blacks;
  stats_.whites = whites;
  stats_.literals = 4 * blacks;
  if (whites != 2 * blacks) {
    stats_.refuted_by_count = true;
    return false;
  }
  const auto step = static_cast<std::int64_t>(width);
  const std::int64_t delta[4] = {-1, 1, -step, step};  // left, right, up, down

  // Phase 1: unit propagation.
  ws.state.assign(padded, 0);
  std::uint8_t* state = ws.state.data();
  ws.queue.clear();
  // Sets literal (p, d) true; false on a conflict (the variable is set the other way, or the side
  // taken is not a white).
  auto set = [&](std::uint32_t p, std::uint32_t d) {
    const unsigned want = 1 + (d & 1u), have = field(state[p], d);
    if (have == want) return true;
    if (have != 0 || grid[p + delta[d]] != white) return false;
    state[p] = static_cast<std::uint8_t>(state[p] | (want << (2 * (d >> 1))));
    ws.queue.push_back(4 * p + d);
    return true;
  };
  for (std::size_t r = 1; r <= rows && propagation_; ++r) {
    for (std::size_t p = r * width + 1, end = p + cols; p < end; ++p) {
      if (grid[p] != black) continue;
      for (std::uint32_t d = 0; d < 4; ++d) {
        if (grid[p + delta[d]] != white && !set(static_cast<std::uint32_t>(p), d ^ 1u))
          return false;
      }
    }
  }
  for (std::size_t head = 0; head < ws.queue.size(); ++head) {
    const std::uint32_t lit = ws.queue[head], d = lit & 3;
    const std::int64_t w = (lit >> 2) + delta[d];
    for (std::uint32_t e = 0; e < 4; ++e) {
      if (e == (d ^ 1u)) continue;
      const std::int64_t x = w + delta[e];
      if (grid[x] == black && !set(static_cast<std::uint32_t>(x), e)) return false;
    }
  }
  stats_.forced = ws.queue.size();

  // Phase 2: SCC over the open literals, if any.
  const std::size_t words = padded / 64 + 1;
  std::uint32_t open = 0;
  if (ws.queue.size() < 2 * blacks) {
    ws.open_bits.assign(words, 0);
    ws.open_rank.resize(words);
    ws.open_cell.clear();
    for (std::size_t p = 0; p < padded; ++p) {
      if (grid[p] == black && (state[p] & 3u) * (state[p] >> 2) == 0) {
        ws.open_bits[p >> 6] |= std::uint64_t{1} << (p & 63);
        ws.open_cell.push_back(static_cast<std::uint32_t>(p));
      }
    }
    for (std::size_t w = 0; w < words; ++w) {
      ws.open_rank[w] = open;
      open += static_cast<std::uint32_t>(std::popcount(ws.open_bits[w]));
    }
    const std::uint32_t n = 4 * open;
    const open_graph graph{grid,
                           state,
                           ws.open_bits.data(),
                           ws.open_rank.data(),
                           ws.open_cell.data(),
                           {delta[0], delta[1], delta[2], delta[3]}};
    // Literals of set variables are left out (rindex = n, see strongly_connected_components).
    ws.scc.rindex.resize(n);
    std::uint32_t* rindex = ws.scc.rindex.data();
    for (std::uint32_t v = 0; v < n; ++v)
      rindex[v] = field(state[ws.open_cell[v >> 2]], v & 3) != 0 ? n : 0;
    stats_.components = detail::strongly_connected_components(n, graph, ws.scc, /*prepared=*/true);
    stats_.max_depth = ws.scc.max_depth;
    for (std::uint32_t v = 0; v < n; v += 2) {
      if (rindex[v] != n && rindex[v] == rindex[v + 1]) return false;
    }
  }
  if (tiling != nullptr) {
    tiling->reserve(blacks);
    const std::uint32_t* rindex = ws.scc.rindex.data();
    for (std::size_t r = 1; r <= rows; ++r) {
      for (std::size_t p = r * width + 1, end = p + cols; p < end; ++p) {
        if (grid[p] != black) continue;
        // The true side of each variable: the one propagation set, else the literal whose component
        // is nearer the sinks (component ids are a topological order).
        bool first[2];
        for (std::uint32_t axis = 0; axis < 2; ++axis) {
          const unsigned f = field(state[p], 2 * axis);
          if (f != 0) {
            first[axis] = f == 1;
          } else {
            const std::uint32_t v =
                4 * static_cast<std::uint32_t>(
                        std::lower_bound(ws.open_cell.begin(), ws.open_cell.end(), p) -
                        ws.open_cell.begin()) +
                2 * axis;
            first[axis] = rindex[v] > rindex[v + 1];
          }
        }
        const std::size_t c = p % width - 1, rr = r - 1;
        tiling->push_back(
            lpuzzle_piece{rr, c, rr, first[0] ? c - 1 : c + 1, first[1] ? rr - 1 : rr + 1, c});
      }
    }
  }
  return true;
}

}  // namespace tessera
