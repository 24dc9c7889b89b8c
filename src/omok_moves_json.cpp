// Reading a move list written as JSON (move_format::json): the match manager's game line
// ({"game":1,...,"moves":[[8,8],[7,9],...],...}, tessera/match_records.hpp) or a bare array of
// moves. A move is [row, col] (1-based, rows from the top, as the game line writes them), a
// string in renju notation ("h8"), or a pass: null, [-1,-1] (Gomocup's coordinates) or "--"
// (Rapfi's). One left-to-right pass with the position-keeping scanner the fill readers use
// (src/detail/fill_json.hpp): no DOM, and no recursion: the game line's other members are skipped
// with an explicit stack of open brackets whose depth is bounded.
#include <fmt/format.h>

#include <string>
#include <vector>

#include "detail/fill_json.hpp"
#include "detail/omok_moves.hpp"

namespace tessera::omok::detail {
namespace {

using tessera::detail::json_scanner;

// Deeper nesting in a skipped member is refused: no game line nests more than twice.
constexpr std::size_t max_depth = 256;
// The range of a coordinate, as the row-col reader takes it.
constexpr std::int64_t coordinate_limit = 1'000'000'000;

constexpr std::string_view move_shapes =
    "a move: [row, col], \"h8\", or a pass (null, [-1,-1] or \"--\")";

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

class json_moves_reader {
 public:
  json_moves_reader(std::string_view text, move_list list, const move_list_options& options)
      : in_(text), list_(std::move(list)), options_(options) {
    line_start_ = in_.pos;  // a BOM is not counted in columns, as text_reader does
  }

  result<move_list> read() {
    in_.skip_space();
    const bool ok = in_.peek() == '{' ? read_game_line() : read_moves();
    if (!ok) return in_.error();
    if (!in_.at_end()) {
      in_.fail_expected(
          "the end of the input after the game (one game a run: a --json file holds "
          "a game a line)");
      return in_.error();
    }
    return std::move(list_);
  }

 private:
  // {"moves": [...], ...}: the other members are skipped whatever they hold.
  bool read_game_line() {
    const std::size_t open = in_.position();
    ++in_.pos;
    bool seen = false;
    in_.skip_space();
    if (in_.peek() != '}') {
      for (;;) {
        std::string_view key;
        in_.skip_space();
        const std::size_t key_at = in_.position();
        if (!read_key(key) || !in_.expect(':', "':' after the member's name")) return false;
        if (key_equals(key, "moves")) {
          if (seen) return in_.fail_at(key_at, "expected one \"moves\" member, found a second");
          seen = true;
          if (!read_moves()) return false;
        } else if (!skip_value()) {
          return false;
        }
        in_.skip_space();
        if (in_.peek() == '}') break;
        if (!in_.expect(',', "',' or '}' after the member")) return false;
      }
    }
    ++in_.pos;
    if (!seen) {
      return in_.fail_at(open,
                         "expected a \"moves\" member (the game line of `tessera match "
                         "--json`: {\"moves\": [[row,col], ...], ...})");
    }
    return true;
  }

  // [move, move, ...]
  bool read_moves() {
    in_.skip_space();
    if (in_.peek() != '[') return in_.fail_expected("a list of moves [[row,col], ...]");
    ++in_.pos;
    in_.skip_space();
    if (in_.peek() == ']') {
      ++in_.pos;
      return true;
    }
    for (;;) {
      if (!read_move()) return false;
      in_.skip_space();
      if (in_.peek() == ']') {
        ++in_.pos;
        return true;
      }
      if (!in_.expect(',', "',' or ']' after the move")) return false;
    }
  }

  bool read_move() {
    in_.skip_space();
    const std::size_t start = in_.position();
    if (list_.moves.size() == options_.max_moves) {
      return in_.fail_at(start,
                         fmt::format("expected at most {} moves, found more", options_.max_moves));
    }
    move m;
    locate(start, m);
    const char c = in_.peek();
    if (c == 'n' && in_.text.substr(start, 4) == "null") {
      in_.pos += 4;
      m.pass = true;
      m.offset = start;
      m.length = 4;
    } else if (c == '[') {
      ++in_.pos;
      if (!read_coordinate(m.row, "the row of the move [row, col]") ||
          !in_.expect(',', "',' and the column of the move [row, col]") ||
          !read_coordinate(m.col, "the column of the move [row, col]") ||
          !in_.expect(']', "']' after the column (a move is [row, col])")) {
        return false;
      }
      m.pass = m.row == -1 && m.col == -1;
      m.offset = start;
      m.length = in_.position() - start;
    } else if (c == '"') {
      if (!read_notation(m)) return false;
    } else {
      return in_.fail_expected(move_shapes);
    }
    list_.moves.push_back(m);
    return true;
  }

  // An integer, as JSON writes it (no leading zeros, no fraction), within ±coordinate_limit.
  bool read_coordinate(std::int64_t& out, std::string_view what) {
    in_.skip_space();
    const std::size_t start = in_.position();
    const auto expected = [&] {
      return fmt::format("{} (an integer from {} to {})", what, -coordinate_limit,
                         coordinate_limit);
    };
    bool negative = false;
    if (in_.peek() == '-') {
      negative = true;
      ++in_.pos;
    }
    if (!is_digit(in_.peek())) {
      in_.pos = start;
      return in_.fail_expected(expected());
    }
    std::int64_t v = 0;
    bool big = false;
    const std::size_t digits = in_.position();
    while (is_digit(in_.peek())) {
      v = v * 10 + (in_.peek() - '0');
      if (v > coordinate_limit) {
        big = true;
        v = coordinate_limit;
      }
      ++in_.pos;
    }
    const bool leading_zero = in_.position() - digits > 1 && in_.text[digits] == '0';
    const char next = in_.peek();
    if (big || leading_zero || next == '.' || next == 'e' || next == 'E') {
      std::size_t end = in_.position();
      while (end < in_.text.size() &&
             (is_digit(in_.text[end]) || in_.text[end] == '.' || in_.text[end] == 'e' ||
              in_.text[end] == 'E' || in_.text[end] == '+' || in_.text[end] == '-')) {
        ++end;
      }
      return in_.fail_at(
          start, fmt::format("expected {}, found {}", expected(),
                             in_.text.substr(start, std::min<std::size_t>(end - start, 24))));
    }
    out = negative ? -v : v;
    return true;
  }

  // "h8" (column letter, row number; rows from the bottom unless top_rows) or "--".
  bool read_notation(move& m) {
    const std::size_t open = in_.position();
    const std::size_t first = open + 1;
    std::size_t i = first;
    const std::string_view text = in_.text;
    const auto fail_inside = [&](std::size_t at) {
      const std::string found = at < text.size()
                                    ? describe_byte(static_cast<unsigned char>(text[at]))
                                    : std::string("end of input");
      return in_.fail_at(at, fmt::format("expected a move like \"h8\" (a column letter, then a "
                                         "row number of 1 to 9 digits) or \"--\" (a pass), "
                                         "found {}",
                                         found));
    };
    if (text.substr(first, 3) == "--\"") {
      m.pass = true;
      i = first + 2;
    } else {
      if (i >= text.size() || !is_letter(text[i])) return fail_inside(i);
      const std::int64_t col = (text[i] | 0x20) - 'a' + 1;
      ++i;
      std::int64_t number = 0;
      while (i < text.size() && is_digit(text[i]) && i - first <= 9) {
        number = number * 10 + (text[i] - '0');
        ++i;
      }
      if (i == first + 1 || i >= text.size() || text[i] != '"') return fail_inside(i);
      m.col = col;
      m.row = list_.top_rows ? number : static_cast<std::int64_t>(list_.rows) - number + 1;
      if (!stone_seen_) list_.json_strings = true;
    }
    m.offset = first;
    m.length = i - first;
    in_.pos = i + 1;
    if (!m.pass) stone_seen_ = true;
    return true;
  }

  // Whether a member name as written (between its quotes, already checked by skip_string) names
  // `want`, an ASCII word: escapes are decoded first, so "mo\u0076es" is "moves" (RFC 8259
  // section 8.3 compares names by their code points, not their spelling).
  static bool key_equals(std::string_view raw, std::string_view want) {
    std::size_t at = 0;
    for (std::size_t i = 0; i < raw.size(); ++at) {
      char c = raw[i];
      if (c == '\\') {
        const char e = raw[i + 1];
        if (e == 'u') {
          unsigned code = 0;
          for (std::size_t h = i + 2; h < i + 6; ++h) {
            const auto x = static_cast<unsigned char>(raw[h] | 0x20);
            code = code * 16 + (is_digit(static_cast<char>(x)) ? x - '0' : x - 'a' + 10);
          }
          if (code >= 0x80) return false;  // not ASCII: not one of our words
          c = static_cast<char>(code);
          i += 6;
        } else {
          const std::size_t k = std::string_view("\"\\/bfnrt").find(e);
          c = "\"\\/\b\f\n\r\t"[k];
          i += 2;
        }
      } else {
        ++i;
      }
      if (at >= want.size() || want[at] != c) return false;
    }
    return at == want.size();
  }

  // A member's name: a string (escapes allowed, decoded when compared: key_equals).
  bool read_key(std::string_view& key) {
    in_.skip_space();
    const std::size_t start = in_.position();
    if (in_.peek() != '"') return in_.fail_expected("a member name in quotes");
    if (!skip_string()) return false;
    key = in_.text.substr(start + 1, in_.position() - start - 2);
    return true;
  }

  bool skip_string() {
    const std::string_view text = in_.text;
    std::size_t i = in_.position() + 1;
    while (i < text.size() && text[i] != '"') {
      const auto c = static_cast<unsigned char>(text[i]);
      if (c < 0x20) {
        return in_.fail_at(
            i, fmt::format("expected '\"' to end the string, found {}", describe_byte(c)));
      }
      if (c == '\\') {
        const char e = i + 1 < text.size() ? text[i + 1] : '\0';
        std::size_t width = 2;
        if (e == 'u') {
          width = 6;
          for (std::size_t h = i + 2; h < i + 6; ++h) {
            const char x = h < text.size() ? static_cast<char>(text[h] | 0x20) : '\0';
            if (!is_digit(x) && (x < 'a' || x > 'f'))
              return in_.fail_at(i, "expected an escape \\uXXXX with four hex digits");
          }
        } else if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos || e == '\0') {
          return in_.fail_at(i,
                             "expected an escape \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or "
                             "\\uXXXX");
        }
        i += width;
        continue;
      }
      ++i;
    }
    if (i >= text.size()) {
      return in_.fail_at(in_.position(), "expected '\"' to end the string, found end of input");
    }
    in_.pos = i + 1;
    return true;
  }

  // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? (RFC 8259 section 6).
  bool skip_number() {
    const std::size_t start = in_.position();
    auto digits = [&] {
      const std::size_t from = in_.position();
      while (is_digit(in_.peek())) ++in_.pos;
      return in_.position() > from;
    };
    if (in_.peek() == '-') ++in_.pos;
    if (in_.peek() == '0') {
      ++in_.pos;
    } else if (!digits()) {
      return in_.fail_at(start, "expected a JSON value, found a bad number");
    }
    if (in_.peek() == '.') {
      ++in_.pos;
      if (!digits()) return in_.fail_expected("a digit after the decimal point");
    }
    if (in_.peek() == 'e' || in_.peek() == 'E') {
      ++in_.pos;
      if (in_.peek() == '+' || in_.peek() == '-') ++in_.pos;
      if (!digits()) return in_.fail_expected("a digit in the exponent");
    }
    return true;
  }

  // Any JSON value, nested to at most max_depth, without recursion.
  bool skip_value() {
    std::vector<char> closers;  // the bracket each open array or object waits for
    for (;;) {
      in_.skip_space();
      const char c = in_.peek();
      if (c == '[' || c == '{') {
        if (closers.size() == max_depth) {
          return in_.fail_expected(fmt::format("at most {} nested arrays or objects", max_depth));
        }
        closers.push_back(c == '[' ? ']' : '}');
        ++in_.pos;
        in_.skip_space();
        if (in_.peek() == closers.back()) {  // [] or {}: a whole value
          ++in_.pos;
          closers.pop_back();
        } else if (closers.back() == '}') {
          std::string_view key;
          if (!read_key(key) || !in_.expect(':', "':' after the member's name")) return false;
          continue;
        } else {
          continue;
        }
      } else if (c == '"') {
        if (!skip_string()) return false;
      } else if (c == '-' || is_digit(c)) {
        if (!skip_number()) return false;
      } else {
        const std::string_view rest = in_.text.substr(in_.position());
        std::size_t length = 0;
        for (std::string_view word : {"true", "false", "null"})
          if (rest.substr(0, word.size()) == word) length = word.size();
        if (length == 0) return in_.fail_expected("a JSON value");
        in_.pos += length;
      }
      // After a value: close what it ends, or go on to the next element or member.
      for (;;) {
        if (closers.empty()) return true;
        in_.skip_space();
        if (in_.peek() == closers.back()) {
          ++in_.pos;
          closers.pop_back();
          continue;
        }
        if (!in_.expect(',', closers.back() == ']' ? "',' or ']'" : "',' or '}'")) return false;
        if (closers.back() == '}') {
          std::string_view key;
          if (!read_key(key) || !in_.expect(':', "':' after the member's name")) return false;
        }
        break;
      }
    }
  }

  // The 1-based line and column of byte `at`; calls come in increasing `at`, so the whole text is
  // scanned once.
  void locate(std::size_t at, move& m) {
    for (; counted_ < at; ++counted_) {
      if (in_.text[counted_] == '\n') {
        ++line_;
        line_start_ = counted_ + 1;
      }
    }
    m.line = line_;
    m.column = at - line_start_ + 1;
  }

  json_scanner in_;
  move_list list_;
  const move_list_options& options_;
  bool stone_seen_ = false;
  std::size_t line_ = 1, line_start_ = 0, counted_ = 0;
};

}  // namespace

result<move_list> parse_moves_json(std::string_view text, move_list list,
                                   const move_list_options& options) {
  return json_moves_reader(text, std::move(list), options).read();
}

}  // namespace tessera::omok::detail
