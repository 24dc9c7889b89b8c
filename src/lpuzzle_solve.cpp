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
constexpr std::size_t margin = 2;  // border cells around the pattern

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
  std::vector<std::uint32_t> candidates;  // blacks that may keep an open variable, in cell order
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
  // Two border cells on every side: propagation looks two steps from a white without bounds checks.
  const std::size_t width = cols + 2 * margin, padded = (rows + 2 * margin) * width;
  assert(4 * padded < (std::size_t{1} << 32));
  // assign() reuses capacity: no per-case reallocation once the largest case has been seen.
  ws.grid.assign(padded, dot);
  std::uint8_t* grid = ws.grid.data();
  std::size_t blacks = 0, whites = 0;
  for (std::size_t r = 0; r < rows; ++r) {
    const char* row = pattern.cells.data() + r * cols;
    std::uint8_t* out = grid + (r + margin) * width + margin;
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

  // Phase 1: unit propagation, written without data-dependent branches (the pattern is random to
  // the branch predictor; mispredictions were most of the cost).
  ws.state.assign(padded, 0);
  std::uint8_t* state = ws.state.data();
  ws.queue.resize(2 * blacks + 1);  // each variable is queued at most once; +1 for the blind write
  std::uint32_t* queue = ws.queue.data();
  std::size_t tail = 0;
  unsigned conflict = 0;
  ws.candidates.resize(blacks + 1);  // +1 for the blind write
  std::uint32_t* candidates = ws.candidates.data();
  std::size_t candidate_count = 0;
  if (propagation_) {
    // The choice forced by which sides are whites: mask bit 0 the first side, bit 1 the second;
    // 0: no white (conflict), 1 or 2: forced, 3: open.
    static constexpr std::uint8_t forced_field[4] = {0, 1, 2, 0};
    for (std::size_t r = margin; r < rows + margin; ++r) {
      for (std::size_t p = r * width + margin, end = p + cols; p < end; ++p) {
        const unsigned is_b = grid[p] == black;
        const unsigned h = unsigned{grid[p - 1] == white} | unsigned{grid[p + 1] == white} << 1;
        const unsigned v = unsigned{grid[p - width] == white} | unsigned{grid[p + width] == white}
                                                                    << 1;
        conflict |= is_b & unsigned{h == 0 || v == 0};
        const unsigned fh = forced_field[h], fv = forced_field[v];
        state[p] = static_cast<std::uint8_t>(is_b * (fh | fv << 2));
        const auto lit = static_cast<std::uint32_t>(4 * p);
        queue[tail] = lit + (fh - 1);  // (p, left) or (p, right)
        tail += is_b & unsigned{fh != 0};
        queue[tail] = lit + 2 + (fv - 1);  // (p, up) or (p, down)
        tail += is_b & unsigned{fv != 0};
        // A black with both sides white on an axis may stay open: remember it for phase 2.
        candidates[candidate_count] = static_cast<std::uint32_t>(p);
        candidate_count += is_b & unsigned{h == 3 || v == 3};
      }
    }
    for (std::size_t head = 0; head < tail && conflict == 0; ++head) {
      const std::uint32_t lit = queue[head], d = lit & 3;
      const std::int64_t w = (lit >> 2) + delta[d];
      for (std::uint32_t e = 0; e < 4; ++e) {
        // The black x beside w (if any; never the black of `lit` itself) must take its other side,
        // the cell in direction e: literal (x, e).
        const std::int64_t x = w + delta[e];
        const unsigned is_b = unsigned{e != (d ^ 1u)} & unsigned{grid[x] == black};
        const unsigned shift = 2 * (e >> 1), want = 1 + (e & 1u);
        const unsigned have = (state[x] >> shift) & 3u;
        const unsigned target_white = grid[x + delta[e]] == white;
        const unsigned fresh = is_b & unsigned{have == 0} & target_white;
        conflict |= is_b & (unsigned{have != 0 && have != want} |
                            (unsigned{have == 0} & (target_white ^ 1u)));
        state[x] = static_cast<std::uint8_t>(state[x] | (fresh * want) << shift);
        queue[tail] = static_cast<std::uint32_t>(4 * x + e);
        tail += fresh;
      }
    }
    if (conflict != 0) return false;
  }
  stats_.forced = tail;
  ws.queue.resize(tail);

  // Phase 2: SCC over the open literals, if any.
  const std::size_t words = padded / 64 + 1;
  std::uint32_t open = 0;
  if (tail < 2 * blacks) {
    // Blacks with an open variable: a bitmap with a rank index for numbering, and their cells in
    // order. Only the candidates of the first scan can be open (without propagation: every black).
    ws.open_bits.assign(words, 0);
    ws.open_rank.resize(words);
    ws.open_cell.resize(blacks + 1);
    std::uint32_t* open_cell = ws.open_cell.data();
    std::uint64_t* open_bits = ws.open_bits.data();
    auto consider = [&](std::size_t p) {
      const unsigned is_open =
          unsigned{grid[p] == black} & unsigned{(state[p] & 3u) == 0 || (state[p] >> 2) == 0};
      open_bits[p >> 6] |= std::uint64_t{is_open} << (p & 63);
      open_cell[open] = static_cast<std::uint32_t>(p);
      open += is_open;
    };
    if (propagation_) {
      for (std::size_t i = 0; i < candidate_count; ++i) consider(candidates[i]);
    } else {
      for (std::size_t p = 0; p < padded; ++p) consider(p);
    }
    std::uint32_t running = 0;
    for (std::size_t w = 0; w < words; ++w) {
      ws.open_rank[w] = running;
      running += static_cast<std::uint32_t>(std::popcount(open_bits[w]));
    }
    ws.open_cell.resize(open);
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
    for (std::size_t r = margin; r < rows + margin; ++r) {
      for (std::size_t p = r * width + margin, end = p + cols; p < end; ++p) {
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
        const std::size_t c = p % width - margin, rr = r - margin;
        tiling->push_back(
            lpuzzle_piece{rr, c, rr, first[0] ? c - 1 : c + 1, first[1] ? rr - 1 : rr + 1, c});
      }
    }
  }
  return true;
}

}  // namespace tessera
