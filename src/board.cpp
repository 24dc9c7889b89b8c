// Boards and their text formats (see tessera/board.hpp).
#include "tessera/board.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

namespace tessera {
namespace {

const std::array<bool, 256>& board_chars() {
  static const std::array<bool, 256> set =
      char_set("#.+ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");
  return set;
}

constexpr std::string_view board_chars_text =
    "'#' (blocked), '.' (free), '+' (optional) or a given piece's letter";

bool is_board_char(char c) { return board_chars()[static_cast<unsigned char>(c)]; }

// Sets row r of `out` from its text: '.' and '+' free, '#' and letters blocked, '+' and letters
// marked.
void set_row(board& out, std::size_t r, std::string_view row) {
  for (std::size_t c = 0; c < row.size(); ++c) {
    const char x = row[c];
    out.set_free(r, c, x == '.' || x == '+');
    if (x != '.' && x != '#') out.set_mark(r, c, x);
  }
}

}  // namespace

std::size_t board::free_count() const {
  return static_cast<std::size_t>(std::count(free_.begin(), free_.end(), std::uint8_t{1}));
}

void board::set_mark(std::size_t r, std::size_t c, char mark) {
  if (marks_.empty()) {
    if (mark == '\0') return;
    marks_.assign(free_.size(), '\0');
  }
  marks_[r * cols_ + c] = mark;
}

std::pair<std::size_t, std::size_t> board::cell_position(std::size_t r, std::size_t c) const {
  if (r >= rows_at_.size() || rows_at_[r].first == 0) return {0, 0};
  return {rows_at_[r].first, rows_at_[r].second + c};
}

void board::set_row_position(std::size_t r, std::size_t line, std::size_t column) {
  if (rows_at_.size() != rows_) rows_at_.assign(rows_, {0, 0});
  rows_at_[r] = {line, column};
}

// The motions below move the marks with the cells; where rows were read from is dropped.
board board::transposed() const {
  board out(cols_, rows_);
  for (std::size_t r = 0; r < rows_; ++r) {
    for (std::size_t c = 0; c < cols_; ++c) {
      out.free_[c * rows_ + r] = free_[r * cols_ + c];
      if (!marks_.empty()) out.set_mark(c, r, marks_[r * cols_ + c]);
    }
  }
  out.set_wrap(wrap_cols_, wrap_rows_);
  return out;
}

board board::mirrored() const {
  board out = *this;
  out.rows_at_.clear();
  for (std::size_t r = 0; r < rows_; ++r) {
    const auto from = static_cast<std::ptrdiff_t>(r * cols_),
               to = from + static_cast<std::ptrdiff_t>(cols_);
    std::reverse(out.free_.begin() + from, out.free_.begin() + to);
    if (!marks_.empty()) std::reverse(out.marks_.begin() + from, out.marks_.begin() + to);
  }
  return out;
}

board board::flipped() const {
  board out = *this;
  out.rows_at_.clear();
  for (std::size_t r = 0; r < rows_; ++r) {
    const auto from = static_cast<std::ptrdiff_t>(r * cols_);
    const auto to = static_cast<std::ptrdiff_t>((rows_ - 1 - r) * cols_);
    std::copy_n(free_.begin() + from, cols_, out.free_.begin() + to);
    if (!marks_.empty()) std::copy_n(marks_.begin() + from, cols_, out.marks_.begin() + to);
  }
  return out;
}

std::string format_board(const board& b) {
  std::string out;
  out.reserve(b.rows() * (b.cols() + 1));
  for (std::size_t r = 0; r < b.rows(); ++r) {
    for (std::size_t c = 0; c < b.cols(); ++c) {
      const char mark = b.mark(r, c);
      out += mark != '\0' ? mark : b.is_free(r, c) ? '.' : '#';
    }
    out += '\n';
  }
  return out;
}

result<bool> require_unmarked(const board& b, std::string_view not_here) {
  if (!b.marked()) return true;
  for (std::size_t r = 0; r < b.rows(); ++r) {
    for (std::size_t c = 0; c < b.cols(); ++c) {
      const char mark = b.mark(r, c);
      if (mark == '\0') continue;
      const auto [line, column] = b.cell_position(r, c);
      return input_error{line, column,
                         fmt::format("{} at row {} column {}: {}",
                                     mark == '+' ? std::string("an optional cell '+'")
                                                 : fmt::format("a given piece's cell '{}'", mark),
                                     r + 1, c + 1, not_here)};
    }
  }
  return true;
}

board_reader::board_reader(std::string_view text, board_limits limits)
    : text_(text), in_(text), limits_(limits) {}

result<std::size_t> board_reader::start() {
  if (in_.at_end()) {
    in_.fail_expected("the number of test cases or a board row of '#' and '.'");
    return in_.error();
  }
  const std::string here = in_.describe_here();
  if (here.size() == 3 && here[0] == '\'' && is_board_char(here[1])) {
    bare_ = true;
    return std::size_t{1};
  }
  std::int64_t cases = 0;
  // Each case needs at least "1 1\n." (5 bytes): a count beyond that cannot be honest.
  const auto most = static_cast<std::int64_t>(std::min(limits_.max_cases, in_.remaining() / 5 + 1));
  if (!in_.read_int(cases, 1, std::max<std::int64_t>(most, 1), "the number of test cases"))
    return in_.error();
  return static_cast<std::size_t>(cases);
}

result<board> board_reader::next() {
  if (bare_) {
    // Bare rows: the first row fixes the width; rows continue to the end of the input.
    std::vector<std::string_view> rows;
    in_.skip_whitespace();
    const std::size_t first_line = in_.line(), first_column = in_.column();
    std::string_view first;
    in_.read_line(first);
    const auto bad =
        std::find_if(first.begin(), first.end(), [](char c) { return !is_board_char(c); });
    if (bad != first.end()) {
      return input_error{first_line, static_cast<std::size_t>(bad - first.begin()) + first_column,
                         fmt::format("expected {}, found {}", board_chars_text,
                                     describe_byte(static_cast<unsigned char>(*bad)))};
    }
    if (first.size() > limits_.max_side) {
      return input_error{
          first_line, limits_.max_side + first_column,
          fmt::format("expected at most {} columns, found {}", limits_.max_side, first.size())};
    }
    rows.push_back(first);
    std::vector<std::pair<std::size_t, std::size_t>> where{{first_line, first_column}};
    while (!in_.at_end()) {
      if (rows.size() >= limits_.max_side || (rows.size() + 1) * first.size() > limits_.max_cells) {
        in_.fail(fmt::format("expected at most {} rows and {} cells, found more", limits_.max_side,
                             limits_.max_cells));
        return in_.error();
      }
      std::string_view row;
      if (!in_.read_row(row, first.size(), board_chars(), board_chars_text, rows.size() + 1))
        return in_.error();
      rows.push_back(row);
      where.push_back(row_start(row));
    }
    board out(rows.size(), first.size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
      set_row(out, r, rows[r]);
      out.set_row_position(r, where[r].first, where[r].second);
    }
    return out;
  }
  std::int64_t h = 0, w = 0;
  const auto side = static_cast<std::int64_t>(limits_.max_side);
  if (!in_.read_int(h, 1, side, "the number of rows H")) return in_.error();
  const std::size_t w_line = in_.line(), w_column = in_.column();
  if (!in_.read_int_on_line(w, 1, side, "the number of columns W")) return in_.error();
  const auto cells = static_cast<std::size_t>(h) * static_cast<std::size_t>(w);
  if (cells > limits_.max_cells || cells > in_.remaining()) {
    return input_error{
        w_line, w_column + 1,
        fmt::format("expected a board of at most {} cells that fits in the rest of the input "
                    "({} bytes), found {}x{}",
                    limits_.max_cells, in_.remaining(), h, w)};
  }
  board out(static_cast<std::size_t>(h), static_cast<std::size_t>(w));
  for (std::size_t r = 0; r < out.rows(); ++r) {
    std::string_view row;
    if (!in_.read_row(row, out.cols(), board_chars(), board_chars_text, r + 1)) return in_.error();
    set_row(out, r, row);
    const auto [line, column] = row_start(row);
    out.set_row_position(r, line, column);
  }
  return out;
}

// The line and column where `row`, just read (the reader still on its line), starts.
std::pair<std::size_t, std::size_t> board_reader::row_start(std::string_view row) {
  const auto start = static_cast<std::size_t>(row.data() - text_.data());
  const std::size_t line_start = in_.position() - (in_.column() - 1);
  return {in_.line(), start - line_start + 1};
}

std::pair<std::size_t, std::size_t> board_reader::next_case_position() {
  in_.skip_whitespace();
  return {in_.line(), in_.column()};
}

result<bool> board_reader::finish() {
  if (!in_.expect_end(bare_ ? "a board row" : "the end of the input after the last test case")) {
    return in_.error();
  }
  return true;
}

result<std::vector<board>> parse_boards(std::string_view text, const board_limits& limits) {
  board_reader reader(text, limits);
  auto count = reader.start();
  if (!count) return count.error();
  std::vector<board> boards;
  for (std::size_t i = 0; i < count.value(); ++i) {
    auto b = reader.next();
    if (!b) return b.error();
    boards.push_back(std::move(b).value());
  }
  if (auto end = reader.finish(); !end) return end.error();
  return boards;
}

result<board> parse_board_size(std::string_view text, const board_limits& limits) {
  auto read_number = [&](std::size_t& pos, std::size_t& out,
                         std::string_view what) -> result<bool> {
    const std::size_t start = pos;
    while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') ++pos;
    std::size_t value = 0;
    const auto [ptr, ec] = std::from_chars(text.data() + start, text.data() + pos, value);
    (void)ptr;
    if (start == pos || ec != std::errc() || value < 1 || value > limits.max_side) {
      return input_error{
          1, start + 1,
          fmt::format("expected {} (an integer from 1 to {}), found {}", what, limits.max_side,
                      start == pos ? (pos < text.size()
                                          ? describe_byte(static_cast<unsigned char>(text[pos]))
                                          : std::string("end of input"))
                                   : fmt::format("'{}'", text.substr(start, pos - start)))};
    }
    out = value;
    return true;
  };
  std::size_t pos = 0, h = 0, w = 0;
  if (auto ok = read_number(pos, h, "the number of rows H"); !ok) return ok.error();
  if (pos == text.size()) {
    w = h;
  } else {
    if (text[pos] != 'x' && text[pos] != 'X' && text[pos] != '*' && text[pos] != ',') {
      return input_error{1, pos + 1,
                         fmt::format("expected 'x' between H and W (as in 8x1000), found {}",
                                     describe_byte(static_cast<unsigned char>(text[pos])))};
    }
    ++pos;
    if (auto ok = read_number(pos, w, "the number of columns W"); !ok) return ok.error();
    if (pos != text.size()) {
      return input_error{1, pos + 1,
                         fmt::format("expected the end of HxW, found {}",
                                     describe_byte(static_cast<unsigned char>(text[pos])))};
    }
  }
  if (h * w > limits.max_cells) {
    return input_error{
        1, 1,
        fmt::format("expected a board of at most {} cells, found {}x{}", limits.max_cells, h, w)};
  }
  return board(h, w);
}

}  // namespace tessera
