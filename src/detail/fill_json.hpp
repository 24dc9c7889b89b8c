// Private to the fill readers: a cursor over a JSON text of a fixed, known shape (the problem in
// src/fill_parse.cpp, a claimed assignment in src/fill_claim.cpp). No DOM, one byte per step; lines
// are not tracked while scanning, an error's line and column are counted only when there is one.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "tessera/result.hpp"
#include "tessera/text_reader.hpp"

namespace tessera::detail {

inline bool is_json_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The position of byte `pos` as text_reader counts it: 1-based line, byte column (a BOM not
// counted).
inline input_error error_at(std::string_view text, std::size_t pos, std::string message) {
  std::size_t line = 1, line_start = 0;
  if (text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0) line_start = 3;
  for (std::size_t i = 0; i < pos && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  return input_error{line, pos - line_start + 1, std::move(message)};
}

// A cursor over the JSON text. Every read returns false on a defect and keeps the error.
struct json_scanner {
  explicit json_scanner(std::string_view input) : text(input) {
    if (text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0) pos = 3;
  }

  void skip_space() {
    while (pos < text.size() && is_json_space(text[pos])) ++pos;
  }
  bool at_end() {
    skip_space();
    return pos == text.size();
  }
  char peek() const { return pos < text.size() ? text[pos] : '\0'; }
  std::size_t position() const { return pos; }

  std::string describe_here() const {
    if (pos >= text.size()) return "end of input";
    return describe_byte(static_cast<unsigned char>(text[pos]));
  }
  bool fail_at(std::size_t where, std::string message) {
    err = error_at(text, where, std::move(message));
    return false;
  }
  bool fail_expected(std::string_view expected) {
    return fail_at(pos, fmt::format("expected {}, found {}", expected, describe_here()));
  }
  // Skips blanks, then requires the byte `c`.
  bool expect(char c, std::string_view expected) {
    skip_space();
    if (peek() != c) return fail_expected(expected);
    ++pos;
    return true;
  }
  // Reads a string without escapes (the only keys we accept have none).
  bool read_key(std::string_view& out, std::size_t& start) {
    skip_space();
    start = pos;
    if (peek() != '"') return fail_expected("a key \"game_board\" or \"table\"");
    const std::size_t end = text.find('"', pos + 1);
    if (end == std::string_view::npos) {
      return fail_at(pos,
                     "expected a key \"game_board\" or \"table\", found an unterminated string");
    }
    out = text.substr(pos + 1, end - pos - 1);
    pos = end + 1;
    return true;
  }

  // Reads an unsigned decimal integer in [lo, hi]; `what` names it in the message.
  bool read_uint(std::uint64_t& out, std::uint64_t lo, std::uint64_t hi, std::string_view what) {
    skip_space();
    const std::size_t start = pos;
    // The message is built only on failure: this runs once per number of a big claim.
    auto expected = [&] { return fmt::format("{} (an integer from {} to {})", what, lo, hi); };
    if (peek() < '0' || peek() > '9') return fail_expected(expected());
    std::uint64_t v = 0;
    bool big = false;
    while (peek() >= '0' && peek() <= '9') {
      const auto digit = static_cast<std::uint64_t>(peek() - '0');
      if (v > (hi - digit) / 10) big = true;
      if (!big) v = v * 10 + digit;
      ++pos;
    }
    if (peek() == '.' || peek() == 'e' || peek() == 'E') big = true;
    if (big || v < lo) {
      return fail_at(start,
                     fmt::format("expected {}, found {}", expected(),
                                 text.substr(start, std::min<std::size_t>(pos - start, 24))));
    }
    out = v;
    return true;
  }
  // Reads `true` or `false`.
  bool read_bool(bool& out, std::string_view what) {
    skip_space();
    if (text.substr(pos, 4) == "true") {
      out = true;
      pos += 4;
      return true;
    }
    if (text.substr(pos, 5) == "false") {
      out = false;
      pos += 5;
      return true;
    }
    return fail_expected(fmt::format("{} (true or false)", what));
  }
  const input_error& error() const { return err; }

  std::string_view text;
  std::size_t pos = 0;
  input_error err;
};

}  // namespace tessera::detail
