// tessera/match.hpp: a Gomocup match manager. Two engines ("brains") speak the Gomocup protocol
// (START/BEGIN/TURN/BOARD/INFO/END, plain text lines over pipes; gomocup.org/protocol) and
// tessera's referee (tessera/omok_referee.hpp) judges every move: the rule, renju fouls for black,
// occupied and off-board moves, a full board. The manager runs each engine in its own process
// group, pauses the one not on move (SIGSTOP/SIGCONT) unless pondering is allowed, measures both
// clocks itself on the monotonic clock, enforces the memory limit, and turns a crash, a hang or a
// malformed reply into a loss with its reason.
//
// This header is free of POSIX types: the process code lives in the `tessera_match` library
// (src/match/), which stays out of the WebAssembly build of the core.
//
// Example:
//   tessera::match::match_options o;
//   o.engines[0].cmd = "./brain1"; o.engines[1].cmd = "./brain2";
//   o.games = 10; o.repeat = true;
//   auto summary = tessera::match::run_match(o, {});
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tessera/omok.hpp"
#include "tessera/result.hpp"

namespace tessera::match {

// The rules a match is played under, and their Gomocup `INFO rule` bit sets (1 exactly five,
// 2 continuous game, 4 renju, 8 caro).
enum class rule : std::uint8_t { freestyle, standard, renju, caro, caro6 };
std::string_view rule_name(rule r);  // "freestyle", "standard", "renju", "caro", "caro6"
int info_rule(rule r);               // 0, 1, 4, 9, 8
bool parse_rule(std::string_view name, rule& out);
// The referee's rule for a match rule (k = 5).
omok::judge_options judge_rule(rule r);

// A time control in milliseconds; 0 means no limit of that kind. The match clock is per engine
// per game (Gomocup's timeout_match); `increment_ms` is added to it after each move.
struct time_control {
  std::int64_t match_ms = 0;
  std::int64_t turn_ms = 0;
  std::int64_t increment_ms = 0;
};

// Reads "MATCH_S/TURN_S[+INC_S]" (seconds, decimals allowed: "180/5", "0/0.05+0.1").
result<time_control> parse_time_control(std::string_view text);

struct engine_spec {
  std::string cmd;                // the program (looked up on PATH when it has no '/')
  std::string name;               // shown in tables and records; defaults to the program's name
  std::vector<std::string> args;  // its arguments
  time_control tc;
  std::int64_t memory_mib = 0;  // 0: no limit (sent as INFO max_memory 0)
  std::string folder;           // sent as INFO folder (where it may keep files) when not empty
};

// A stone of an opening or a game: 0-based x (column) and y (row from the top), Gomocup's order.
struct point {
  int x = 0;
  int y = 0;
  friend bool operator==(const point&, const point&) = default;
};

struct opening {
  std::string text;           // as written in the file (one line)
  std::vector<point> stones;  // in play order: black, white, black, ...
  std::size_t line = 0;       // its line in the file, for messages
};

// Reads an openings file, one opening a line (blank lines and '#' comments skipped), in either of
// two forms: Gomocup/Piskvork centre-relative offsets "dx,dy" separated by commas or spaces
// ("0,0, 1,1, -1,2"; the centre is (cols/2, rows/2)), or a position string of a column letter and
// a 1-based row counted from the top ("h8i9j7"). Stones must be on the board and distinct; whether
// the opening is legal under the rule is checked by run_match. O(text).
result<std::vector<opening>> parse_openings(std::string_view text, int cols, int rows);

// Why a game ended. The JSON names are those of reason_name.
enum class end_reason : std::uint8_t {
  none,        // not over (or not played: stopped)
  five,        // the winner made a five under the rule
  forbidden,   // black played a renju foul
  illegal,     // a move off the board
  occupied,    // a move onto a stone
  timeout,     // no reply within the limit plus the tolerance
  crash,       // the engine exited or closed its output
  memory,      // the engine's resident memory went over its limit
  error,       // a malformed reply, ERROR/UNKNOWN, or no OK to START
  full,        // the board filled up: a draw
  draw_after,  // --draw-after moves were played: a draw
};
std::string_view reason_name(end_reason r);  // "five", ..., "draw-after"

struct game_record {
  std::size_t game = 0;   // 1-based
  std::size_t black = 0;  // index (0 or 1) of the engine playing black
  std::size_t pair = 0;   // 1-based game pair (with --repeat: both colours of one opening)
  std::string black_name;
  std::string white_name;
  std::string opening;  // the opening's text, empty without openings
  std::size_t opening_stones = 0;
  int winner = 0;  // 0 draw (or not played), 1 black, 2 white
  end_reason reason = end_reason::none;
  std::string detail;            // a sentence: "ERROR unsupported size", "exit status 3", ...
  std::vector<point> moves;      // every move, the opening's stones first, then the engines' moves
  std::vector<std::int64_t> ms;  // time of each move (0 for opening stones)
  std::int64_t cpu_ms[2] = {0, 0};  // CPU time used by the black and the white engine's processes
  bool played = false;              // false when the match was stopped before this game ended
};

// A game's final position with its winning line (for reason five) as a picture titled with the
// players and the result. A final illegal, occupied or forbidden move is not on the board (the
// title names it). O(moves + cells).
picture draw_game(const game_record& g, int cols, int rows, rule r);

struct match_options {
  engine_spec engines[2];
  rule game_rule = rule::freestyle;
  int cols = 15;  // 5..32 (RECTSTART when cols != rows)
  int rows = 15;
  std::size_t games = 2;  // games per round
  std::size_t rounds = 1;
  bool repeat = false;            // each opening twice, colours swapped
  std::vector<opening> openings;  // used in order, cycled
  std::size_t concurrency = 1;
  std::size_t draw_after = 0;  // 0: play on until the board is full
  std::int64_t tolerance_ms = 1000;
  bool ponder = false;           // let the engine not on move run (no SIGSTOP)
  std::int64_t start_ms = 5000;  // how long START may take (not charged to the clocks)
  std::string log_path;          // every line sent and received, with times ("" = none)
};

// What the caller is told while the match runs (from worker threads, one call at a time).
struct match_events {
  std::function<void(const game_record&)> game_done;  // in game order
};

struct match_summary {
  std::vector<game_record> games;  // in game order, the played ones
  bool stopped = false;            // stopped by `stop` before all games were played
  std::string start_error;         // an engine could not be started at all (exec failed)
};

// Plays the match: rounds * games games, `concurrency` at a time, each game with fresh engine
// processes. Setting `*stop` ends it soon (the running games are abandoned, their engines
// killed). Blocks until done. Returns an input_error for options that make no sense: a size out
// of range, an engine without cmd, an odd --games with --repeat (line 0), an opening illegal under
// the rule (its line in the openings file).
// Side effect: SIGPIPE is ignored in the calling process from then on (a write to an engine that
// died must be an error to handle, not a signal that ends the manager).
result<match_summary> run_match(const match_options& options, const match_events& events,
                                const std::atomic<bool>* stop = nullptr);

}  // namespace tessera::match
