// tessera/text_reader.hpp: the input layer every format parser stands on.
//
// A text_reader walks a whole input held in memory, tracking line and column, and turns every
// defect into an input_error "expected …, found …" at the exact position. It accepts a UTF-8 byte
// order mark, CRLF line ends and trailing blanks. Parsers check declared sizes against limits (and
// against the bytes left in the input) before they allocate, so a truncated file or an absurd size
// costs nothing.
//
// Pattern of use (every read returns false on a defect and keeps the error):
//   tessera::text_reader in(text);
//   std::int64_t t;
//   if (!in.read_int(t, 1, 1000, "the number of test cases")) return in.error();
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "tessera/result.hpp"

namespace tessera {

class text_reader {
 public:
  // `text` must outlive the reader. A leading UTF-8 BOM is skipped.
  explicit text_reader(std::string_view text);

  // Skips spaces, tabs, CR and LF. O(skipped bytes).
  void skip_whitespace();
  // Skips spaces, tabs and a CR that ends a line (not the LF itself).
  void skip_blanks();

  // True when only whitespace is left.
  bool at_end();
  // True when the current line has nothing left but blanks (or the input ended).
  bool at_line_end();

  // Reads a decimal integer in [lo, hi], skipping whitespace (also newlines) before it. `what`
  // names the value in the message: "expected the number of rows (an integer from 1 to 500), found
  // 'x'".
  bool read_int(std::int64_t& out, std::int64_t lo, std::int64_t hi, std::string_view what);
  // Same, but the integer must be on the current line (only blanks before it).
  bool read_int_on_line(std::int64_t& out, std::int64_t lo, std::int64_t hi, std::string_view what);

  // Reads one row of exactly `width` cells: skips whitespace (blank lines too) before it, then
  // takes the characters up to the end of the line, ignoring trailing blanks. Every character must
  // be one for which `allowed[byte]` is true; `allowed_text` describes them for the message ("'B',
  // 'W' or '.'"). `row_number` (1-based) is used in the message for a short or long row. On success
  // `out` views the row's `width` bytes inside the input. O(width).
  bool read_row(std::string_view& out, std::size_t width, const std::array<bool, 256>& allowed,
                std::string_view allowed_text, std::size_t row_number);

  // Reads the rest of the current line (without its line end; trailing blanks stripped) and moves
  // to the next line. Returns false at the end of input.
  bool read_line(std::string_view& out);

  // Requires that nothing but whitespace is left; `what` says what was expected instead of the
  // extra.
  bool expect_end(std::string_view what);

  // Records an error at the current position: "expected <expected>, found <what is here>".
  bool fail_expected(std::string_view expected);
  // Records an error with a free message at the current position.
  bool fail(std::string message);
  // Records an error with a free message at a given position.
  bool fail_at(std::size_t line, std::size_t column, std::string message);

  const input_error& error() const { return error_; }
  std::size_t line() const { return line_; }
  std::size_t column() const { return pos_ - line_start_ + 1; }
  std::size_t position() const { return pos_; }
  // Bytes not yet read: an upper bound on how many cells the rest of the input can hold.
  std::size_t remaining() const { return text_.size() - pos_; }

  // Describes the byte at the current position for a message: "'x'", "end of line", "end of input".
  std::string describe_here() const;

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t line_ = 1;
  std::size_t line_start_ = 0;
  input_error error_;
};

// A 256-entry table that is true exactly for the bytes of `chars`.
std::array<bool, 256> char_set(std::string_view chars);

// Describes one byte for an error message: "'x'", "a tab", "a byte 0xc3".
std::string describe_byte(unsigned char byte);

}  // namespace tessera
