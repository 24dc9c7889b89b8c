// The L-puzzle as 2-SAT on an implicit implication graph.
//
// Literal (b, d) says "black b takes the cell beside it in direction d" (d: left, right, up, down; the
// negation of (b, d) is (b, d ^ 1), so each black has one horizontal and one vertical variable). Clauses:
//  - if the cell in direction d is not a white, (b, d) is false: the edge (b, d) -> (b, d ^ 1);
//  - no white is taken twice: for two blacks b, b' beside the same white w, not both take it, giving
//    the edge (b takes w) -> (b' takes its other side), which is the literal (b', e) where e is the
//    direction from w to b'.
// With whites = 2 * blacks (checked first), "each black takes two distinct whites, no white twice" is
// exactly a tiling. The graph is never stored: successors are read off the padded pattern, so memory is
// the SCC pass's one word per literal plus a bitmap with a rank index (about 10 bytes per cell).
// The SCC pass is iterative (src/detail/scc.hpp): a 500x500 snake forces DFS chains of 10^5 literals.
#include <bit>
#include <cassert>

#include "detail/scc.hpp"
#include "tessera/lpuzzle.hpp"

namespace tessera {

struct lpuzzle_solver::workspace {
  std::size_t width = 0;                     // padded width: cols + 2
  std::vector<std::uint64_t> black_bits;     // padded grid, bit per cell
  std::vector<std::uint64_t> white_bits;
  std::vector<std::uint32_t> black_rank;     // blacks before each 64-bit word
  std::vector<std::uint32_t> black_cell;     // padded index of each black, row-major
  detail::scc_workspace scc;

  bool is_black(std::uint32_t p) const { return (black_bits[p >> 6] >> (p & 63)) & 1u; }
  bool is_white(std::uint32_t p) const { return (white_bits[p >> 6] >> (p & 63)) & 1u; }
  std::uint32_t rank(std::uint32_t p) const {
    const std::uint64_t below = black_bits[p >> 6] & ((std::uint64_t{1} << (p & 63)) - 1);
    return black_rank[p >> 6] + static_cast<std::uint32_t>(std::popcount(below));
  }
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
  assert(padded < (std::size_t{1} << 32));
  ws.width = width;
  const std::size_t words = padded / 64 + 1;
  // assign() reuses capacity: no per-case reallocation once the largest case has been seen.
  ws.black_bits.assign(words, 0);
  ws.white_bits.assign(words, 0);
  std::size_t blacks = 0, whites = 0;
  const char* cells = pattern.cells.data();
  for (std::size_t r = 0; r < rows; ++r) {
    const char* row = cells + r * cols;
    std::size_t p = (r + 1) * width + 1;
    for (std::size_t c = 0; c < cols; ++c, ++p) {
      const char ch = row[c];
      if (ch == 'B') {
        ws.black_bits[p >> 6] |= std::uint64_t{1} << (p & 63);
        ++blacks;
      } else if (ch == 'W') {
        ws.white_bits[p >> 6] |= std::uint64_t{1} << (p & 63);
        ++whites;
      }
    }
  }
  stats_.blacks = blacks;
  stats_.whites = whites;
  if (whites != 2 * blacks) {
    stats_.refuted_by_count = true;
    return false;
  }
  ws.black_rank.resize(words);
  ws.black_cell.resize(blacks);
  std::uint32_t running = 0;
  for (std::size_t w = 0; w < words; ++w) {
    ws.black_rank[w] = running;
    std::uint64_t bits = ws.black_bits[w];
    while (bits != 0) {
      ws.black_cell[running++] = static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
      bits &= bits - 1;
    }
  }
  const auto step = static_cast<std::int64_t>(width);
  const std::int64_t delta[4] = {-1, 1, -step, step};  // left, right, up, down
  const auto n = static_cast<std::uint32_t>(4 * blacks);
  stats_.literals = n;

  // The i-th successor of literal v = (b, d), or no_vertex. See the file comment for the clauses.
  auto successor = [&ws, &delta](std::uint32_t v, std::uint32_t i) -> std::uint32_t {
    const std::uint32_t b = v >> 2, d = v & 3;
    const auto p = static_cast<std::int64_t>(ws.black_cell[b]);
    const auto w = static_cast<std::uint32_t>(p + delta[d]);
    if (!ws.is_white(w)) return i == 0 ? (v ^ 1u) : detail::no_vertex;
    for (std::uint32_t e = 0; e < 4; ++e) {
      if (e == (d ^ 1u)) continue;  // the neighbour of w in direction d ^ 1 is b itself
      const auto x = static_cast<std::uint32_t>(static_cast<std::int64_t>(w) + delta[e]);
      if (!ws.is_black(x)) continue;
      if (i-- == 0) return 4 * ws.rank(x) + e;
    }
    return detail::no_vertex;
  };
  stats_.components = detail::strongly_connected_components(n, successor, ws.scc);
  stats_.max_depth = ws.scc.max_depth;

  const std::uint32_t* comp = ws.scc.rindex.data();
  for (std::uint32_t v = 0; v < n; v += 2) {
    if (comp[v] == comp[v + 1]) return false;
  }
  if (tiling != nullptr) {
    tiling->reserve(blacks);
    for (std::uint32_t b = 0; b < blacks; ++b) {
      // Component ids are a topological order: the literal nearer the sinks is the true one.
      const std::uint32_t h = comp[4 * b] > comp[4 * b + 1] ? 0 : 1;
      const std::uint32_t vdir = comp[4 * b + 2] > comp[4 * b + 3] ? 2 : 3;
      const std::size_t p = ws.black_cell[b];
      const std::size_t r = p / width - 1, c = p % width - 1;
      lpuzzle_piece piece{r, c, r, h == 0 ? c - 1 : c + 1, vdir == 2 ? r - 1 : r + 1, c};
      tiling->push_back(piece);
    }
  }
  return true;
}

}  // namespace tessera
