// Private: the validators' reader (src/*_validate.cpp). Unlike text_reader, which forgives what a
// person's file may hold (a BOM, CRLF, trailing blanks), this one accepts exactly the bytes a
// strict judge feeds: every token where the format puts it, single spaces, LF line ends, a final
// LF, and nothing after it. Every defect becomes an input_error "expected ..., found ..." at its
// line and column (1-based, bytes).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "tessera/result.hpp"

namespace tessera::detail {

class strict_reader {
 public:
  explicit strict_reader(std::string_view text) : text_(text) {}

  // A decimal integer in [lo, hi] right here: digits only, no sign, no leading zero.
  bool read_int(std::int64_t& out, std::int64_t lo, std::int64_t hi, std::string_view what) {
    const std::size_t start = pos_;
    std::int64_t value = 0;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      if (value <= hi) value = value * 10 + (text_[pos_] - '0');
      ++pos_;
    }
    const std::string range = "an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
    if (pos_ == start) return fail_expected(std::string(what) + " (" + range + ")");
    if (pos_ - start > 1 && text_[start] == '0') {
      return fail_at(start, std::string(what) + " has a leading zero: '" +
                                std::string(text_.substr(start, pos_ - start)) + "'");
    }
    if (value < lo || value > hi) {
      return fail_at(start, "expected " + std::string(what) + " (" + range + "), found " +
                                std::string(text_.substr(start, pos_ - start)));
    }
    out = value;
    return true;
  }

  // The byte `c` right here; `what` names it for the message ("a single space").
  bool expect(char c, std::string_view what) {
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return fail_expected(what);
  }
  bool expect_space() { return expect(' ', "a single space"); }
  bool expect_line_end() { return expect('\n', "the end of the line (LF)"); }

  // `width` bytes each from `allowed` (a string of the allowed characters), then LF.
  bool read_row(std::string_view& out, std::size_t width, std::string_view allowed,
                std::string_view allowed_text) {
    const std::size_t start = pos_;
    while (pos_ < text_.size() && pos_ - start < width &&
           allowed.find(text_[pos_]) != std::string_view::npos)
      ++pos_;
    if (pos_ - start < width) {
      if (pos_ < text_.size() && text_[pos_] == '\n') {
        return fail("a short row: expected " + std::to_string(width) + " characters, found " +
                    std::to_string(pos_ - start));
      }
      return fail_expected(std::string(allowed_text));
    }
    out = text_.substr(start, width);
    if (pos_ < text_.size() && text_[pos_] != '\n' &&
        allowed.find(text_[pos_]) != std::string_view::npos) {
      return fail("a long row: expected " + std::to_string(width) + " characters");
    }
    return expect_line_end();
  }

  // Nothing may follow.
  bool expect_end(std::string_view what) {
    if (pos_ == text_.size()) return true;
    return fail_expected(what);
  }

  bool at_end() const { return pos_ == text_.size(); }
  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  std::size_t position() const { return pos_; }

  bool fail_expected(std::string_view expected) {
    return fail("expected " + std::string(expected) + ", found " + describe(pos_));
  }
  bool fail(std::string message) { return fail_at(pos_, std::move(message)); }
  // An error at byte `at` of the text.
  bool fail_at(std::size_t at, std::string message) {
    error_ = input_error{1, 1, std::move(message)};
    for (std::size_t i = 0; i < at && i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++error_.line;
        error_.column = 1;
      } else {
        ++error_.column;
      }
    }
    return false;
  }
  const input_error& error() const { return error_; }

  // The byte at `at` for a message.
  std::string describe(std::size_t at) const {
    if (at >= text_.size()) return "the end of the input";
    const char c = text_[at];
    if (c == '\n') return "the end of the line";
    if (c == '\r') return "a CR (lines must end in LF alone)";
    if (c == ' ') return "a space";
    if (c == '\t') return "a tab";
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) {
      static constexpr char hex[] = "0123456789abcdef";
      const auto b = static_cast<unsigned char>(c);
      return std::string("the byte 0x") + hex[b >> 4] + hex[b & 15];
    }
    return std::string("'") + c + "'";
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  input_error error_;
};

}  // namespace tessera::detail
