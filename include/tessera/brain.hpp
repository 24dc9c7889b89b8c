// tessera/brain.hpp: a five-in-a-row player built on tessera's judge, and the Gomocup protocol
// around it (`tessera brain`).
//
// The search, in order: (1) a move that wins at once; (2) the block of the opponent's winning
// point; (3) a threat-space search for a win by continuous fours (VCF: every attacking move makes
// a four, the defender's reply is forced, at most 8 attacking moves); (4) iterative-deepening
// alpha-beta (negamax) over the candidate moves near the stones, ordered by a pattern score, where
// a node whose opponent threatens five considers only the blocks. The evaluation counts, over every
// window of five cells in a line, the stones of a colour in windows free of the other colour
// (weights 1, 12, 150, 2500 for 1 to 4 stones), kept up to date incrementally. Wins are decided by
// omok::run_wins under the rule, and under renju black never plays a point that
// omok::forbidden_reason forbids (a forbidden point that the defender must take is a loss).
// Search depth is bounded by a constant (no recursion that grows with the board); the deadline is
// polled every 16 nodes.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/omok.hpp"
#include "tessera/renju.hpp"

namespace tessera::brain {

struct cell {
  int x = -1;  // column, 0-based
  int y = -1;  // row from the top, 0-based
  friend bool operator==(const cell&, const cell&) = default;
};

struct search_limits {
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  int max_depth = 10;  // alpha-beta plies (1 .. 10)
};

struct search_stats {
  std::uint64_t nodes = 0;
  int depth = 0;         // deepest completed iteration
  bool vcf = false;      // the move starts a forced win by fours
  bool stopped = false;  // the deadline cut the last iteration short
};

// Chooses a move for `colour` (omok::black or omok::white) on `position` under `rule` (k = 5).
// Precondition: the position has an empty cell. Returns a cell that is empty and, for black under
// renju, not forbidden, unless every empty cell is (then any empty cell). Work: bounded by the
// deadline and max_depth.
cell choose_move(const omok::board& position, std::uint8_t colour, const omok::judge_options& rule,
                 const search_limits& limits, search_stats* stats = nullptr);

// The Gomocup protocol as a state machine: one line in, the reply lines out (no I/O here; the CLI
// reads standard input and writes standard output). Knows START, RECTSTART, RESTART, BEGIN, TURN,
// BOARD..DONE, INFO (timeout_turn, timeout_match, time_left, rule), TAKEBACK, ABOUT and END.
class session {
 public:
  struct options {
    int max_depth = 10;
    std::int64_t margin_ms = 30;  // kept back from every time budget (pipe and start-up slack)
    // The most a move takes when the manager sets no limit per move (no INFO timeout_turn, or
    // Gomocup's "no limit" 2147483647, which `tessera match` sends without tc=): the deepening
    // would otherwise think for minutes a move and the game would not move.
    std::int64_t default_turn_ms = 2000;
  };
  // timeout_turn at or past this is "no limit" (Gomocup's INT_MAX).
  static constexpr std::int64_t no_limit_ms = 2147483647;
  session() = default;
  explicit session(const options& o) : options_(o) {}

  std::vector<std::string> handle(std::string_view line);
  bool ended() const { return ended_; }
  const search_stats& last_stats() const { return stats_; }
  // How long the next move may take, in ms: timeout_turn (options::default_turn_ms when none was
  // given, or "no limit"; 100 for 0, Gomocup's "as fast as possible"), at most a twelfth of
  // time_left under a match clock, less the margin.
  std::int64_t budget_ms() const;

 private:
  std::vector<std::string> play();
  bool start(int cols, int rows);
  std::uint8_t own_colour() const;

  options options_;
  omok::board board_;
  std::vector<std::uint8_t> owner_;  // 1 own, 2 opponent, per cell (colours follow from parity)
  std::size_t stones_ = 0;
  omok::judge_options rule_{omok::rule_set::freestyle, 5};
  std::int64_t timeout_turn_ = no_limit_ms;  // until INFO timeout_turn says otherwise
  std::int64_t timeout_match_ = 0;
  std::int64_t time_left_ = 0;
  bool has_time_left_ = false;
  bool in_board_ = false;
  bool ended_ = false;
  search_stats stats_;
};

}  // namespace tessera::brain
