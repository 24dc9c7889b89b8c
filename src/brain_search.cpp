// The brain's search (tessera/brain.hpp): immediate win, forced block, VCF threat-space search,
// then iterative-deepening negamax alpha-beta over ordered candidates near the stones. Every
// recursion here is bounded by a constant (max_ply, max_vcf_depth), never by the board.
#include <algorithm>
#include <utility>

#include "detail/brain_board.hpp"
#include "tessera/brain.hpp"

namespace tessera::brain {
namespace {

using detail::search_board;
using clock = std::chrono::steady_clock;

constexpr std::int64_t win_score = 1'000'000'000;
constexpr int max_ply = 24;       // forced blocks extend the search, up to here
constexpr int max_vcf_depth = 8;  // attacking fours in a row
constexpr std::size_t root_width = 16;
constexpr std::size_t inner_width = 10;

struct node_moves {
  int win = -1;              // a winning move for the side to move
  std::vector<int> threats;  // cells where the opponent would win
  std::vector<int> moves;    // what to search, best first
};

class searcher {
 public:
  searcher(search_board& b, const search_limits& limits) : b_(b), limits_(limits) {}

  void expand(std::uint8_t colour, std::size_t width, node_moves& out);
  std::int64_t negamax(int depth, std::int64_t alpha, std::int64_t beta, std::uint8_t colour,
                       int ply);
  bool vcf(std::uint8_t attacker, int depth, int* first);
  bool has_winning_cell(std::uint8_t colour);
  bool tick() {
    if ((++nodes_ & 15) == 0 && clock::now() >= limits_.deadline) aborted_ = true;
    return aborted_;
  }

  std::uint64_t nodes_ = 0;
  bool aborted_ = false;

 private:
  search_board& b_;
  const search_limits& limits_;
  std::vector<int> scratch_;
};

void searcher::expand(std::uint8_t colour, std::size_t width, node_moves& out) {
  out.win = -1;
  out.threats.clear();
  out.moves.clear();
  std::vector<int> cands;
  b_.candidates(cands);
  const std::uint8_t other = omok::opponent(colour);
  for (int i : cands) {
    if (b_.wins(i, colour) && b_.legal(i, colour)) {
      out.win = i;
      return;
    }
  }
  for (int i : cands)
    if (b_.wins(i, other)) out.threats.push_back(i);
  if (!out.threats.empty()) {
    for (int i : out.threats)
      if (b_.legal(i, colour)) out.moves.push_back(i);
    return;
  }
  std::vector<std::pair<std::int64_t, int>> scored;
  scored.reserve(cands.size());
  for (int i : cands) scored.emplace_back(-b_.order_score(i, colour), i);
  std::sort(scored.begin(), scored.end());
  for (const auto& [score, i] : scored) {
    if (out.moves.size() == width) break;
    if (b_.legal(i, colour)) out.moves.push_back(i);
  }
}

std::int64_t searcher::negamax(int depth, std::int64_t alpha, std::int64_t beta,
                               std::uint8_t colour, int ply) {
  if (tick()) return 0;
  node_moves n;
  expand(colour, inner_width, n);
  if (n.win >= 0) return win_score - ply;
  if (n.moves.empty()) {
    // Every cell taken (a draw), or the opponent's five cannot be stopped.
    return n.threats.empty() && b_.stones() == static_cast<std::size_t>(b_.size())
               ? 0
               : -(win_score - ply - 1);
  }
  if ((depth <= 0 && n.threats.empty()) || ply >= max_ply) return b_.eval(colour);
  std::int64_t best = -win_score;
  for (int m : n.moves) {
    b_.place(m, colour);
    const std::int64_t v = -negamax(depth - 1, -beta, -alpha, omok::opponent(colour), ply + 1);
    b_.remove(m);
    if (aborted_) return 0;
    if (v > best) best = v;
    if (v > alpha) alpha = v;
    if (alpha >= beta) break;
  }
  return best;
}

bool searcher::has_winning_cell(std::uint8_t colour) {
  std::vector<int> cands;
  b_.candidates(cands);
  for (int i : cands)
    if (b_.wins(i, colour)) return true;
  return false;
}

// Victory by continuous fours: each attacking move leaves a winning cell (a four); two of them (or
// one the defender may not take under renju) win; one is the defender's forced reply.
bool searcher::vcf(std::uint8_t attacker, int depth, int* first) {
  if (depth == 0 || tick()) return false;
  const std::uint8_t defender = omok::opponent(attacker);
  if (has_winning_cell(defender)) return false;  // the attacker would have to block instead
  std::vector<int> cands;
  b_.candidates(cands);
  std::vector<int> line;
  for (int m : cands) {
    // Whether m makes a four is cheap to see; whether it is a renju foul is not: the foul check
    // runs only for the fours.
    b_.place(m, attacker);
    b_.line_cells(m, line);
    int wins = 0;
    int block = -1;
    for (int c : line) {
      if (c != block && b_.wins(c, attacker)) {
        ++wins;
        block = c;
        if (wins == 2) break;
      }
    }
    if (wins == 0) {
      b_.remove(m);
      continue;
    }
    b_.remove(m);
    if (!b_.legal(m, attacker)) continue;
    b_.place(m, attacker);
    bool found = false;
    if (wins >= 2 || (wins == 1 && !b_.legal(block, defender))) {
      found = true;
    } else if (wins == 1 && !b_.wins(block, defender)) {  // a block that makes five ends it
      b_.place(block, defender);
      found = vcf(attacker, depth - 1, nullptr);
      b_.remove(block);
    }
    b_.remove(m);
    if (found) {
      if (first != nullptr) *first = m;
      return true;
    }
    if (aborted_) return false;
  }
  return false;
}

}  // namespace

cell choose_move(const omok::board& position, std::uint8_t colour, const omok::judge_options& rule,
                 const search_limits& limits, search_stats* stats) {
  search_board b(position, rule);
  searcher s(b, limits);
  search_stats local;
  search_stats& st = stats != nullptr ? *stats : local;
  st = search_stats{};
  auto to_cell = [&](int i) { return cell{i % b.cols(), i / b.cols()}; };
  node_moves root;
  s.expand(colour, root_width, root);
  int best = -1;
  if (root.win >= 0) {
    best = root.win;
  } else if (root.moves.size() == 1) {
    best = root.moves[0];  // the only block, or the only legal candidate
  } else if (root.moves.empty()) {
    // Lost (an unstoppable five) or nothing legal near the stones: any legal cell, else any cell.
    for (int i = 0; i < b.size() && best < 0; ++i)
      if (b.legal(i, colour)) best = i;
    for (int i = 0; i < b.size() && best < 0; ++i)
      if (b.at(i) == omok::empty) best = i;
  } else {
    int first = -1;
    if (root.threats.empty() && s.vcf(colour, max_vcf_depth, &first)) {
      best = first;
      st.vcf = true;
    } else {
      s.aborted_ = false;
      best = root.moves[0];
      std::vector<int> order = root.moves;
      for (int depth = 1; depth <= std::clamp(limits.max_depth, 1, 10); ++depth) {
        std::int64_t alpha = -win_score - 1;
        int iteration_best = -1;
        std::vector<std::pair<std::int64_t, int>> values;
        for (int m : order) {
          b.place(m, colour);
          const std::int64_t v =
              -s.negamax(depth - 1, -win_score - 1, -alpha, omok::opponent(colour), 1);
          b.remove(m);
          if (s.aborted_) break;
          values.emplace_back(-v, m);
          if (v > alpha) {
            alpha = v;
            iteration_best = m;
          }
        }
        if (s.aborted_) {
          st.stopped = true;
          break;
        }
        best = iteration_best;
        st.depth = depth;
        if (alpha >= win_score - max_ply) break;  // a forced win found: no need to look deeper
        // Best first next time (stable: equal values keep the pattern order).
        std::stable_sort(values.begin(), values.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
        order.clear();
        for (const auto& [v, m] : values) order.push_back(m);
      }
    }
  }
  st.nodes = s.nodes_;
  return to_cell(best);
}

}  // namespace tessera::brain
