// Reading an omok board: the seed's rows of 0/1/2 numbers, or the compact '.', 'X', 'O' rows, with
// an optional "N" or "N M" size line. Everything goes through text_reader so every defect has a
// position.
#include <fmt/format.h>

#include <algorithm>

#include "tessera/omok.hpp"
#include "tessera/text_reader.hpp"

namespace tessera::omok {
namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The current line of `text` from byte `pos`, without its line end.
std::string_view line_at(std::string_view text, std::size_t pos) {
  const std::size_t end = text.find('\n', pos);
  return text.substr(pos, end == std::string_view::npos ? text.size() - pos : end - pos);
}

// The whitespace-separated tokens of a line, and whether all of them are unsigned integers.
std::size_t count_tokens(std::string_view line, bool& all_integers) {
  std::size_t count = 0;
  all_integers = true;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_blank(line[i])) ++i;
    if (i == line.size()) break;
    ++count;
    while (i < line.size() && !is_blank(line[i])) {
      if (line[i] < '0' || line[i] > '9') all_integers = false;
      ++i;
    }
  }
  return count;
}

// Whether a token is a run of at least two cells written without separators ("0001200"): the
// usual mistake of a digit row, told apart from a single bad number to say what is wrong.
bool is_digit_row(std::string_view token) {
  return token.size() >= 2 &&
         std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '2'; });
}

std::string digit_row_message(std::string_view token) {
  return fmt::format(
      "expected cells separated by spaces (0 empty, 1 black, 2 white), found {}{}: a row of {} "
      "digits without spaces",
      token.substr(0, 32), token.size() > 32 ? "..." : "", token.size());
}

constexpr std::string_view compact_chars = ".XBOW";
constexpr std::string_view compact_text = "'.', 'X', 'B', 'O' or 'W'";

std::uint8_t compact_value(char c) {
  if (c == 'X' || c == 'B') return black;
  if (c == 'O' || c == 'W') return white;
  return empty;
}

// One row of `width` numbers, each 0, 1 or 2, separated by blanks. The row is taken as a line and
// scanned here (one byte test per cell in the common case) rather than number by number through the
// reader; positions in messages are the reader's line and column.
bool read_number_row(text_reader& in, std::size_t width, std::size_t row_number, board& b) {
  const std::size_t line = in.line();
  const std::size_t column = in.column();
  std::string_view text;
  in.read_line(text);
  std::size_t i = 0;
  std::size_t count = 0;
  for (;;) {
    while (i < text.size() && is_blank(text[i])) ++i;
    if (i == text.size()) break;
    if (count == width) {
      return in.fail_at(
          line, column + i,
          fmt::format("expected the end of row {} after {} numbers, found {}", row_number, width,
                      describe_byte(static_cast<unsigned char>(text[i]))));
    }
    const char c = text[i];
    if (c >= '0' && c <= '2' && (i + 1 == text.size() || is_blank(text[i + 1]))) {
      b.cells.push_back(static_cast<std::uint8_t>(c - '0'));
      ++count;
      ++i;
      continue;
    }
    // Not a cell: quote the whole token (up to 32 bytes), as the reader does for a bad integer.
    std::size_t end = i;
    bool digits = true;
    while (end < text.size() && !is_blank(text[end]) && end - i < 32) {
      digits = digits && text[end] >= '0' && text[end] <= '9';
      ++end;
    }
    while (end < text.size() && !is_blank(text[end])) ++end;
    const std::string_view whole_token = text.substr(i, end - i);
    if (is_digit_row(whole_token))
      return in.fail_at(line, column + i, digit_row_message(whole_token));
    const std::string_view token = whole_token.substr(0, 32);
    const char* quote = digits ? "" : "'";
    return in.fail_at(
        line, column + i,
        fmt::format("expected a cell: 0 (empty), 1 (black) or 2 (white), found {}{}{}", quote,
                    token, quote));
  }
  if (count < width) {
    return in.fail_at(
        line, column + text.size(),
        fmt::format("expected {} numbers in row {}, found {}", width, row_number, count));
  }
  return true;
}

}  // namespace

result<board> parse_board(std::string_view text, const parse_options& options) {
  text_reader in(text);
  const std::size_t max_side = std::max(options.max_side, min_side);
  in.skip_whitespace();
  if (in.at_end()) {
    in.fail_expected("a board (rows of 0, 1, 2 numbers, or of '.', 'X', 'O')");
    return in.error();
  }
  std::size_t rows = options.rows;
  std::size_t cols = options.cols;
  // Without a size line or --size the board is square, as wide as its first row: a 19x18 board
  // then fails on its 19th row, and the message must say why 18 rows were expected.
  bool square_by_default = false;
  const auto square_note = [&] {
    return square_by_default
               ? std::string(
                     "; without a size line the board is square, as wide as its first "
                     "row: write \"ROWS COLS\" on the first line, or give --size "
                     "ROWSxCOLS, for a board that is not square")
               : std::string();
  };
  bool all_integers = false;
  const std::size_t first_tokens = count_tokens(line_at(text, in.position()), all_integers);
  if (all_integers && first_tokens <= 2) {
    // A size line: a row has at least five cells, so one or two numbers cannot be a row.
    std::int64_t n = 0;
    std::int64_t m = 0;
    const std::size_t header_line = in.line();
    const std::size_t header_column = in.column();
    const std::string_view header = line_at(text, in.position());
    if (!in.read_int_on_line(n, static_cast<std::int64_t>(min_side),
                             static_cast<std::int64_t>(max_side), "the number of rows")) {
      // Not a size: if the line is one long run of 0/1/2 digits, it is a row written without
      // spaces.
      std::string_view token = header;
      while (!token.empty() && is_blank(token.back())) token.remove_suffix(1);
      if (first_tokens == 1 && token.size() >= min_side && is_digit_row(token)) {
        return input_error{header_line, header_column, digit_row_message(token)};
      }
      return in.error();
    }
    m = n;
    if (!in.at_line_end() &&
        !in.read_int_on_line(m, static_cast<std::int64_t>(min_side),
                             static_cast<std::int64_t>(max_side), "the number of columns")) {
      return in.error();
    }
    if ((rows != 0 && rows != static_cast<std::size_t>(n)) ||
        (cols != 0 && cols != static_cast<std::size_t>(m))) {
      in.fail_at(
          header_line, header_column,
          fmt::format("expected the size {}x{} given by --size, found {}x{}", rows, cols, n, m));
      return in.error();
    }
    rows = static_cast<std::size_t>(n);
    cols = static_cast<std::size_t>(m);
    in.skip_whitespace();
  }
  if (in.remaining() == 0) {
    in.fail(fmt::format("expected row 1 of {} ({} cells), found end of input", rows, cols));
    return in.error();
  }
  const char first = in.position() < text.size() ? text[in.position()] : '\0';
  const bool numbers = first >= '0' && first <= '9';
  const bool compact = compact_chars.find(first) != std::string_view::npos && first != '\0';
  if (!numbers && !compact) {
    in.fail_expected("a row of 0, 1, 2 numbers or of '.', 'X', 'O' characters");
    return in.error();
  }
  if (cols == 0) {
    // No size given: the board is square and its first row says how wide.
    const std::string_view first_row = line_at(text, in.position());
    std::size_t width = 0;
    if (numbers) {
      width = count_tokens(first_row, all_integers);
    } else {
      width = first_row.size();
      while (width > 0 && is_blank(first_row[width - 1])) --width;
      std::size_t run = 0;
      while (run < width && compact_chars.find(first_row[run]) != std::string_view::npos) ++run;
      width = run;
    }
    if (width < min_side || width > max_side) {
      in.fail(fmt::format("expected a row of {} to {} cells (the board's width), found {}",
                          min_side, max_side, width));
      return in.error();
    }
    rows = cols = width;
    square_by_default = true;
  }
  board b;
  b.rows = rows;
  b.cols = cols;
  // Never allocate more than the input can hold: a cell takes at least one byte.
  b.cells.reserve(std::min(rows * cols, in.remaining()));
  b.row_line.reserve(std::min(rows, in.remaining()));
  const auto allowed = char_set(compact_chars);
  for (std::size_t r = 0; r < rows; ++r) {
    in.skip_whitespace();
    if (in.remaining() == 0) {
      in.fail(fmt::format("expected row {} of {} ({} cells), found end of input{}", r + 1, rows,
                          cols, square_note()));
      return in.error();
    }
    b.row_line.push_back(in.line());
    if (numbers) {
      if (!read_number_row(in, cols, r + 1, b)) return in.error();
    } else {
      std::string_view row;
      if (!in.read_row(row, cols, allowed, compact_text, r + 1)) return in.error();
      for (char c : row) b.cells.push_back(compact_value(c));
    }
  }
  if (!in.expect_end(fmt::format("the end of the board after {} rows", rows))) {
    input_error e = in.error();
    e.message += square_note();
    return e;
  }
  return b;
}

input_error locate_cell(std::string_view text, const board& b, std::size_t r, std::size_t c,
                        std::string message) {
  input_error e{r < b.row_line.size() ? b.row_line[r] : 0, 1, std::move(message)};
  std::size_t line = 1;
  std::size_t pos = text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  while (pos < text.size() && line < e.line) {
    if (text[pos] == '\n') ++line;
    ++pos;
  }
  const std::size_t start = pos;
  std::size_t seen = 0;
  bool in_token = false;
  for (; pos < text.size() && text[pos] != '\n'; ++pos) {
    const bool blank = text[pos] == ' ' || text[pos] == '\t' || text[pos] == '\r';
    const bool compact = text[pos] < '0' || text[pos] > '9';
    if (!blank && (!in_token || compact)) {
      if (seen == c) {
        e.column = pos - start + 1;
        break;
      }
      ++seen;
    }
    in_token = !blank;
  }
  return e;
}

}  // namespace tessera::omok
