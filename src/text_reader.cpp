// The input layer: line and column tracking over a text held in memory (see
// tessera/text_reader.hpp).
#include "tessera/text_reader.hpp"

#include <fmt/format.h>

#include <cstring>
#include <limits>

#include "detail/words.hpp"

namespace tessera {

std::string format_error(const input_error& error, const std::string& source) {
  if (error.line == 0) return fmt::format("{}: {}", source, error.message);
  return fmt::format("{}:{}:{}: {}", source, error.line, error.column, error.message);
}

std::array<bool, 256> char_set(std::string_view chars) {
  std::array<bool, 256> set{};
  for (char c : chars) set[static_cast<unsigned char>(c)] = true;
  return set;
}

std::string describe_byte(unsigned char byte) {
  if (byte == '\t') return "a tab";
  if (byte == '\n' || byte == '\r') return "end of line";
  if (byte == ' ') return "a space";
  if (byte >= 0x21 && byte < 0x7f) return fmt::format("'{}'", static_cast<char>(byte));
  return fmt::format("a byte 0x{:02x}", byte);
}

text_reader::text_reader(std::string_view text) : text_(text) {
  if (text_.size() >= 3 && std::memcmp(text_.data(), "\xEF\xBB\xBF", 3) == 0) {
    pos_ = 3;
    line_start_ = 3;
  }
}

void text_reader::skip_whitespace() {
  while (pos_ < text_.size()) {
    char c = text_[pos_];
    if (c == '\n') {
      ++pos_;
      ++line_;
      line_start_ = pos_;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++pos_;
    } else {
      break;
    }
  }
}

void text_reader::skip_blanks() {
  while (pos_ < text_.size()) {
    char c = text_[pos_];
    if (c == ' ' || c == '\t') {
      ++pos_;
    } else if (c == '\r' && (pos_ + 1 == text_.size() || text_[pos_ + 1] == '\n')) {
      ++pos_;
    } else {
      break;
    }
  }
}

bool text_reader::at_end() {
  skip_whitespace();
  return pos_ == text_.size();
}

bool text_reader::at_line_end() {
  skip_blanks();
  return pos_ == text_.size() || text_[pos_] == '\n';
}

std::string text_reader::describe_here() const {
  if (pos_ >= text_.size()) return "end of input";
  return describe_byte(static_cast<unsigned char>(text_[pos_]));
}

bool text_reader::fail_at(std::size_t line, std::size_t column, std::string message) {
  error_ = input_error{line, column, std::move(message)};
  return false;
}

bool text_reader::fail(std::string message) { return fail_at(line_, column(), std::move(message)); }

bool text_reader::fail_expected(std::string_view expected) {
  return fail(fmt::format("expected {}, found {}", expected, describe_here()));
}

bool text_reader::read_int_on_line(std::int64_t& out, std::int64_t lo, std::int64_t hi,
                                   std::string_view what) {
  skip_blanks();
  if (pos_ < text_.size() && text_[pos_] == '\n') {
    return fail(
        fmt::format("expected {} (an integer from {} to {}), found end of line", what, lo, hi));
  }
  return read_int(out, lo, hi, what);
}

bool text_reader::read_int(std::int64_t& out, std::int64_t lo, std::int64_t hi,
                           std::string_view what) {
  skip_whitespace();
  const std::size_t start = pos_;
  const std::size_t start_column = column();
  auto range_text = [&] { return fmt::format("{} (an integer from {} to {})", what, lo, hi); };
  bool negative = false;
  if (pos_ < text_.size() && (text_[pos_] == '-' || text_[pos_] == '+')) {
    negative = text_[pos_] == '-';
    ++pos_;
  }
  if (pos_ >= text_.size() || text_[pos_] < '0' || text_[pos_] > '9') {
    pos_ = start;
    return fail_expected(range_text());
  }
  // Accumulate with saturation so that a 40-digit number is "too large", not a wrap-around.
  constexpr std::uint64_t cap =
      static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  std::uint64_t magnitude = 0;
  bool overflow = false;
  while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
    const auto digit = static_cast<std::uint64_t>(text_[pos_] - '0');
    if (magnitude > (cap - digit) / 10) overflow = true;
    if (!overflow) magnitude = magnitude * 10 + digit;
    ++pos_;
  }
  const std::string_view token = text_.substr(start, pos_ - start);
  if (pos_ < text_.size()) {
    const char c = text_[pos_];
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
      // "12x": report the whole token, not a misleading "12".
      std::size_t end = pos_;
      while (end < text_.size() && text_[end] != ' ' && text_[end] != '\t' && text_[end] != '\r' &&
             text_[end] != '\n' && end - start < 32) {
        ++end;
      }
      return fail_at(
          line_, start_column,
          fmt::format("expected {}, found '{}'", range_text(), text_.substr(start, end - start)));
    }
  }
  const std::int64_t value = overflow ? 0
                                      : (negative ? -static_cast<std::int64_t>(magnitude)
                                                  : static_cast<std::int64_t>(magnitude));
  if (overflow || value < lo || value > hi) {
    return fail_at(line_, start_column, fmt::format("expected {}, found {}", range_text(), token));
  }
  out = value;
  return true;
}

bool text_reader::read_row(std::string_view& out, std::size_t width,
                           const std::array<bool, 256>& allowed, std::string_view allowed_text,
                           std::size_t row_number) {
  skip_whitespace();
  if (pos_ >= text_.size()) {
    return fail(fmt::format("expected row {} ({} of {}), found end of input", row_number,
                            detail::count_of(width, "cell"), allowed_text));
  }
  const char* data = text_.data();
  const std::size_t start = pos_;
  const std::size_t limit = text_.size();
  std::size_t i = start;
  // Hot loop: one table look-up per cell.
  while (i < limit && i - start < width && allowed[static_cast<unsigned char>(data[i])]) ++i;
  if (i - start == width) {
    pos_ = i;
    skip_blanks();
    if (pos_ < limit && text_[pos_] != '\n') {
      return fail(fmt::format("expected the end of row {} after {}, found {}", row_number,
                              detail::count_of(width, "cell"), describe_here()));
    }
    out = text_.substr(start, width);
    return true;
  }
  pos_ = i;
  const bool line_over =
      i == limit || data[i] == '\n' || data[i] == '\r' || data[i] == ' ' || data[i] == '\t';
  if (line_over) {
    // A short row: say how many cells were found. Trailing blanks followed by more cells are
    // "stray".
    skip_blanks();
    const bool more_on_line = pos_ < limit && text_[pos_] != '\n';
    pos_ = i;
    if (more_on_line) return fail_expected(allowed_text);
    return fail(fmt::format("expected {} in row {}, found {}", detail::count_of(width, "cell"),
                            row_number, i - start));
  }
  return fail_expected(allowed_text);
}

bool text_reader::read_line(std::string_view& out) {
  if (pos_ >= text_.size()) return false;
  std::size_t end = pos_;
  while (end < text_.size() && text_[end] != '\n') ++end;
  std::size_t stop = end;
  while (stop > pos_ &&
         (text_[stop - 1] == ' ' || text_[stop - 1] == '\t' || text_[stop - 1] == '\r')) {
    --stop;
  }
  out = text_.substr(pos_, stop - pos_);
  pos_ = end;
  if (pos_ < text_.size()) {
    ++pos_;
    ++line_;
    line_start_ = pos_;
  }
  return true;
}

bool text_reader::expect_end(std::string_view what) {
  if (at_end()) return true;
  return fail_expected(what);
}

}  // namespace tessera
