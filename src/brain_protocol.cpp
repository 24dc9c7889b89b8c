// The brain's side of the Gomocup protocol (tessera/brain.hpp): one command line in, reply lines
// out. Coordinates are 0-based "x,y", x the column. The brain's colour follows from the stones on
// the board: with an even number it is black's turn, so the brain plays black.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "tessera/brain.hpp"
#include "tessera/version.hpp"

namespace tessera::brain {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.back() == '\r' || s.back() == ' ' || s.back() == '\t'))
    s.remove_suffix(1);
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  return s;
}

// Reads up to `n` comma-separated integers from `s`; returns how many were read.
int read_ints(std::string_view s, std::int64_t* out, int n) {
  int got = 0;
  const char* p = s.data();
  const char* end = s.data() + s.size();
  while (got < n && p < end) {
    while (p < end && (*p == ' ' || *p == ',')) ++p;
    const auto [q, ec] = std::from_chars(p, end, out[got]);
    if (ec != std::errc()) break;
    p = q;
    ++got;
  }
  return got;
}

bool starts(std::string_view s, std::string_view word) {
  return s.size() >= word.size() && s.substr(0, word.size()) == word &&
         (s.size() == word.size() || s[word.size()] == ' ');
}

}  // namespace

bool session::start(int cols, int rows) {
  if (cols < 5 || rows < 5 || cols > 100 || rows > 100) return false;
  board_ = omok::board(static_cast<std::size_t>(rows), static_cast<std::size_t>(cols));
  stones_ = 0;
  return true;
}

std::uint8_t session::own_colour() const { return stones_ % 2 == 0 ? omok::black : omok::white; }

std::int64_t session::budget_ms() const {
  std::int64_t budget = timeout_turn_ >= no_limit_ms ? options_.default_turn_ms
                        : timeout_turn_ > 0          ? timeout_turn_
                                                     : 100;
  if (has_time_left_ && timeout_match_ > 0) {
    // A share of what is left: about the number of moves a game still takes.
    budget = std::min(budget, time_left_ / 12);
  }
  return std::max<std::int64_t>(1, budget - options_.margin_ms);
}

std::vector<std::string> session::play() {
  const std::uint8_t me = own_colour();
  omok::board b(board_.rows, board_.cols);
  for (std::size_t i = 0; i < b.cells.size(); ++i) {
    const std::uint8_t o = board_.cells[i];
    b.cells[i] = o == 0 ? omok::empty : o == 1 ? me : omok::opponent(me);
  }
  if (std::find(b.cells.begin(), b.cells.end(), omok::empty) == b.cells.end())
    return {"ERROR the board is full"};
  search_limits limits;
  limits.max_depth = options_.max_depth;
  limits.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(budget_ms());
  const cell c = choose_move(b, me, rule_, limits, &stats_);
  board_.at(static_cast<std::size_t>(c.y), static_cast<std::size_t>(c.x)) = 1;
  ++stones_;
  return {fmt::format("{},{}", c.x, c.y)};
}

std::vector<std::string> session::handle(std::string_view raw) {
  const std::string_view line = trim(raw);
  if (in_board_) {
    if (line == "DONE") {
      in_board_ = false;
      return play();
    }
    std::int64_t v[3] = {0, 0, 0};
    if (read_ints(line, v, 3) != 3 || v[0] < 0 || v[1] < 0 ||
        v[0] >= static_cast<std::int64_t>(board_.cols) ||
        v[1] >= static_cast<std::int64_t>(board_.rows))
      return {fmt::format("ERROR expected x,y,who in BOARD, found '{}'", line)};
    auto& cellref = board_.at(static_cast<std::size_t>(v[1]), static_cast<std::size_t>(v[0]));
    if (cellref == 0) ++stones_;
    cellref = v[2] == 1 ? 1 : 2;
    return {};
  }
  std::int64_t v[2] = {0, 0};
  if (starts(line, "START")) {
    if (read_ints(line.substr(5), v, 1) != 1 ||
        !start(static_cast<int>(v[0]), static_cast<int>(v[0])))
      return {"ERROR unsupported board size"};
    return {"OK"};
  }
  if (starts(line, "RECTSTART")) {
    if (read_ints(line.substr(9), v, 2) != 2 ||
        !start(static_cast<int>(v[0]), static_cast<int>(v[1])))
      return {"ERROR unsupported board size"};
    return {"OK"};
  }
  if (line == "RESTART") {
    if (!start(static_cast<int>(board_.cols), static_cast<int>(board_.rows)))
      return {"ERROR no game"};
    return {"OK"};
  }
  if (line == "END") {
    ended_ = true;
    return {};
  }
  if (line == "ABOUT")
    return {fmt::format("name=\"tessera\", version=\"{}\", author=\"tessera\", country=\"-\"",
                        TESSERA_VERSION_STRING)};
  if (board_.cells.empty()) return {"ERROR expected START first"};
  if (line == "BEGIN") return play();
  if (line == "BOARD") {
    std::fill(board_.cells.begin(), board_.cells.end(), std::uint8_t{0});
    stones_ = 0;
    in_board_ = true;
    return {};
  }
  if (starts(line, "TURN") || starts(line, "TAKEBACK")) {
    const bool turn = starts(line, "TURN");
    if (read_ints(line.substr(turn ? 4 : 8), v, 2) != 2 || v[0] < 0 || v[1] < 0 ||
        v[0] >= static_cast<std::int64_t>(board_.cols) ||
        v[1] >= static_cast<std::int64_t>(board_.rows))
      return {fmt::format("ERROR expected a move x,y on the board, found '{}'", line)};
    auto& cellref = board_.at(static_cast<std::size_t>(v[1]), static_cast<std::size_t>(v[0]));
    if (turn) {
      if (cellref != 0) return {fmt::format("ERROR {},{} is occupied", v[0], v[1])};
      cellref = 2;
      ++stones_;
      return play();
    }
    if (cellref != 0) --stones_;
    cellref = 0;
    return {"OK"};
  }
  if (starts(line, "INFO")) {
    const std::string_view rest = trim(line.substr(4));
    const std::size_t space = rest.find(' ');
    const std::string_view key = rest.substr(0, space);
    std::int64_t value = 0;
    if (space == std::string_view::npos || read_ints(rest.substr(space + 1), &value, 1) != 1)
      return {};
    if (key == "timeout_turn") timeout_turn_ = value;
    if (key == "timeout_match") timeout_match_ = value;
    if (key == "time_left") {
      time_left_ = value;
      has_time_left_ = true;
    }
    if (key == "rule") {
      // Bits: 1 exactly five, 2 continuous game, 4 renju, 8 caro (9: Gomocup's caro, exactly
      // five; 8: Piskvork's older caro6).
      rule_.rule = (value & 4)   ? omok::rule_set::renju
                   : (value & 8) ? ((value & 1) ? omok::rule_set::caro : omok::rule_set::caro6)
                   : (value & 1) ? omok::rule_set::standard
                                 : omok::rule_set::freestyle;
    }
    return {};
  }
  return {fmt::format("UNKNOWN {}", line)};
}

}  // namespace tessera::brain
