// The match manager's plain-data parts: rule names and Gomocup bit sets, time controls, the
// reasons a game ends, and openings files. Pure computation: part of the core library.
#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <cstdlib>

#include "tessera/match.hpp"

namespace tessera::match {

std::string_view rule_name(rule r) {
  switch (r) {
    case rule::freestyle:
      return "freestyle";
    case rule::standard:
      return "standard";
    case rule::renju:
      return "renju";
    case rule::caro:
      return "caro";
    case rule::caro6:
      return "caro6";
  }
  return "freestyle";
}

int info_rule(rule r) {
  // Gomocup's INFO rule bit set: 1 exactly five, 2 continuous game, 4 renju, 8 caro.
  switch (r) {
    case rule::freestyle:
      return 0;
    case rule::standard:
      return 1;
    case rule::renju:
      return 4;
    case rule::caro:
      return 9;
    case rule::caro6:
      return 8;
  }
  return 0;
}

bool parse_rule(std::string_view name, rule& out) {
  for (rule r : {rule::freestyle, rule::standard, rule::renju, rule::caro, rule::caro6}) {
    if (name == rule_name(r)) {
      out = r;
      return true;
    }
  }
  return false;
}

omok::judge_options judge_rule(rule r) {
  switch (r) {
    case rule::freestyle:
      return {omok::rule_set::freestyle, 5};
    case rule::standard:
      return {omok::rule_set::standard, 5};
    case rule::renju:
      return {omok::rule_set::renju, 5};
    case rule::caro:
      return {omok::rule_set::caro, 5};
    case rule::caro6:
      return {omok::rule_set::caro6, 5};
  }
  return {omok::rule_set::freestyle, 5};
}

picture draw_game(const game_record& g, int cols, int rows, rule r) {
  omok::board b(static_cast<std::size_t>(rows), static_cast<std::size_t>(cols));
  const bool last_not_placed = g.reason == end_reason::illegal ||
                               g.reason == end_reason::occupied ||
                               g.reason == end_reason::forbidden;
  const std::size_t placed = g.moves.size() - (last_not_placed && !g.moves.empty() ? 1 : 0);
  for (std::size_t i = 0; i < placed; ++i)
    b.at(static_cast<std::size_t>(g.moves[i].y), static_cast<std::size_t>(g.moves[i].x)) =
        i % 2 == 0 ? omok::black : omok::white;
  std::vector<omok::line> lines;
  if (g.reason == end_reason::five) lines = omok::winning_lines(b, judge_rule(r));
  std::string title =
      fmt::format("game {}: {} (black) - {} (white), {} ({})", g.game, g.black_name, g.white_name,
                  g.winner == 1   ? "1-0"
                  : g.winner == 2 ? "0-1"
                                  : "1/2",
                  reason_name(g.reason));
  if (!g.detail.empty()) title += ": " + g.detail;
  return omok::draw_board(b, lines, title);
}

std::string_view reason_name(end_reason r) {
  switch (r) {
    case end_reason::none:
      return "none";
    case end_reason::five:
      return "five";
    case end_reason::forbidden:
      return "forbidden";
    case end_reason::illegal:
      return "illegal";
    case end_reason::occupied:
      return "occupied";
    case end_reason::timeout:
      return "timeout";
    case end_reason::crash:
      return "crash";
    case end_reason::memory:
      return "memory";
    case end_reason::error:
      return "error";
    case end_reason::full:
      return "full";
    case end_reason::draw_after:
      return "draw-after";
  }
  return "none";
}

namespace {

// Seconds as a decimal ("5", "0.05") to milliseconds; false on anything else or past a day.
bool seconds_to_ms(std::string_view text, std::int64_t& ms) {
  if (text.empty()) return false;
  // strtod, not from_chars: libc++ 14 (the WebAssembly build) has no floating-point from_chars.
  // Only digits and one '.' are let through, so the locale and "inf"/"nan"/hex cannot matter.
  std::size_t dots = 0;
  for (char c : text) {
    if (c == '.') ++dots;
    if ((c < '0' || c > '9') && c != '.') return false;
  }
  if (dots > 1 || text.size() > 32) return false;
  const std::string copy(text);
  char* end = nullptr;
  const double value = std::strtod(copy.c_str(), &end);
  if (end != copy.c_str() + copy.size() || !(value >= 0) || value > 86400) return false;
  ms = static_cast<std::int64_t>(std::llround(value * 1000));
  return true;
}

}  // namespace

result<time_control> parse_time_control(std::string_view text) {
  time_control tc;
  const std::size_t slash = text.find('/');
  const std::size_t plus = text.find('+');
  const std::string bad = fmt::format(
      "expected a time control MATCH_S/TURN_S[+INC_S] in seconds (as 180/5 or 0/0.05+0.1), found "
      "'{}'",
      text);
  if (slash == std::string_view::npos) return input_error{0, 0, bad};
  const std::string_view turn = text.substr(
      slash + 1, plus == std::string_view::npos ? std::string_view::npos : plus - slash - 1);
  if (!seconds_to_ms(text.substr(0, slash), tc.match_ms) || !seconds_to_ms(turn, tc.turn_ms))
    return input_error{0, 0, bad};
  if (plus != std::string_view::npos && !seconds_to_ms(text.substr(plus + 1), tc.increment_ms))
    return input_error{0, 0, bad};
  return tc;
}

namespace {

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

result<std::vector<opening>> parse_openings(std::string_view text, int cols, int rows) {
  std::vector<opening> out;
  std::size_t line_no = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    std::size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    if (i == line.size() || line[i] == '#') continue;
    opening op;
    op.line = line_no;
    op.text = std::string(line.substr(i));
    while (!op.text.empty() && (op.text.back() == ' ' || op.text.back() == '\t'))
      op.text.pop_back();
    auto fail = [&](std::size_t col, const std::string& what) {
      return input_error{line_no, col + 1, what};
    };
    const bool letters = is_letter(line[i]);
    while (i < line.size()) {
      const char c = line[i];
      if (c == ' ' || c == '\t' || c == ',') {
        ++i;
        continue;
      }
      const std::size_t at = i;
      point p;
      if (letters) {
        // "h8": column letter a.., then the row counted from the bottom (renju notation, as
        // `tessera omok referee --moves notation` reads it).
        if (!is_letter(c)) return fail(at, fmt::format("expected a column letter, found '{}'", c));
        const int x = (c | 0x20) - 'a';
        ++i;
        int number = 0;
        std::size_t digits = 0;
        while (i < line.size() && is_digit(line[i]) && digits < 3)
          number = number * 10 + (line[i++] - '0'), ++digits;
        if (digits == 0) return fail(i, "expected a row number after the column letter");
        p = point{x, rows - number};
      } else {
        // "dx,dy": offsets from the centre (cols/2, rows/2), Gomocup's openings format.
        int v[2] = {0, 0};
        for (int k = 0; k < 2; ++k) {
          while (i < line.size() &&
                 (line[i] == ' ' || line[i] == '\t' || (k == 1 && line[i] == ',')))
            ++i;
          const char* b = line.data() + i;
          const auto [e, ec] = std::from_chars(b, line.data() + line.size(), v[k]);
          if (ec != std::errc() || e == b)
            return fail(
                i, fmt::format(
                       "expected an offset {} (as in '0,0, 1,-1'), found {}", k == 0 ? "dx" : "dy",
                       i < line.size() ? fmt::format("'{}'", line[i]) : "the end of the line"));
          i = static_cast<std::size_t>(e - line.data());
        }
        p = point{cols / 2 + v[0], rows / 2 + v[1]};
      }
      if (p.x < 0 || p.x >= cols || p.y < 0 || p.y >= rows)
        return fail(at, fmt::format("expected a stone on the {}x{} board, found one at x={}, y={}",
                                    cols, rows, p.x, p.y));
      for (const point& q : op.stones)
        if (q == p)
          return fail(at,
                      fmt::format("expected distinct stones, found x={}, y={} twice", p.x, p.y));
      op.stones.push_back(p);
    }
    out.push_back(std::move(op));
  }
  return out;
}

}  // namespace tessera::match
