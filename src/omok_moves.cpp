// Reading a game's moves: "row col" lines, renju notation ("h8 i9 j10"), a Piskvork .psq record,
// or JSON (src/omok_moves_json.cpp).
// Coordinates off the board are kept as written: whether a move is legal is the referee's verdict,
// not a defect of the text.
#include "detail/omok_moves.hpp"

#include <fmt/format.h>

#include "tessera/omok_referee.hpp"
#include "tessera/text_reader.hpp"

namespace tessera::omok {
namespace {

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_separator(char c) { return c == ' ' || c == '\t' || c == ',' || c == ';' || c == '\r'; }

input_error error_at(std::size_t line, std::size_t column, std::string message) {
  return input_error{line, column, std::move(message)};
}

std::string describe(std::string_view text, std::size_t i) {
  return i < text.size() ? describe_byte(static_cast<unsigned char>(text[i])) : "end of line";
}

// Reads up to 9 digits at text[i]; false if there is no digit or more than 9.
bool read_number(std::string_view text, std::size_t& i, std::int64_t& out) {
  const std::size_t start = i;
  out = 0;
  while (i < text.size() && is_digit(text[i])) {
    if (i - start == 9) return false;
    out = out * 10 + (text[i] - '0');
    ++i;
  }
  return i > start;
}

result<move_list> parse_row_col(text_reader& in, std::string_view whole, move_list list,
                                const move_list_options& options) {
  for (;;) {
    in.skip_whitespace();
    if (in.remaining() == 0) break;
    std::string_view rest;
    const std::size_t line = in.line();
    const std::size_t column = in.column();
    if (in.describe_here() == "'#'") {  // a comment line
      in.read_line(rest);
      continue;
    }
    if (list.moves.size() == options.max_moves) {
      in.fail(fmt::format("expected at most {} moves, found more", options.max_moves));
      return in.error();
    }
    std::int64_t row = 0;
    std::int64_t col = 0;
    const std::size_t offset = in.position();
    if (whole.substr(offset, 2) == "--") {  // a pass, as Rapfi writes it
      in.read_line(rest);
      std::size_t j = 2;
      while (j < rest.size() && is_separator(rest[j])) ++j;
      if (j < rest.size()) {
        in.fail_at(line, column + j,
                   fmt::format("expected the end of the move (one 'row col' a line), found {}",
                               describe(rest, j)));
        return in.error();
      }
      list.moves.push_back(move{0, 0, line, column, offset, 2, true});
      continue;
    }
    if (!in.read_int_on_line(row, -1'000'000'000, 1'000'000'000, "a row number")) return in.error();
    if (!in.read_int_on_line(col, -1'000'000'000, 1'000'000'000, "a column number"))
      return in.error();
    if (!in.at_line_end()) {
      in.fail_expected("the end of the move (one 'row col' a line)");
      return in.error();
    }
    std::size_t end = in.position();  // the move's text, without trailing blanks or comment
    while (end > offset && (is_separator(whole[end - 1]))) --end;
    // "-1 -1": Gomocup's pass
    list.moves.push_back(
        move{row, col, line, column, offset, end - offset, row == -1 && col == -1});
  }
  return list;
}

result<move_list> parse_notation(text_reader& in, std::string_view whole, move_list list,
                                 const move_list_options& options) {
  std::string_view text;
  for (;;) {
    const std::size_t line = in.line();
    if (!in.read_line(text)) break;
    std::size_t i = 0;
    while (i < text.size()) {
      if (is_separator(text[i])) {
        ++i;
        continue;
      }
      if (text[i] == '#') break;  // a comment to the end of the line
      const std::size_t column = i + 1;
      const bool pass = text.substr(i, 2) == "--";
      if (!pass && !is_letter(text[i])) {
        return error_at(line, column,
                        fmt::format("expected a move like h8 (a column letter, then a row "
                                    "number) or -- (a pass), found {}",
                                    describe(text, i)));
      }
      const char letter = static_cast<char>(text[i] | 0x20);
      std::int64_t number = 0;
      if (pass) {
        i += 2;
      } else {
        ++i;
        if (!read_number(text, i, number)) {
          return error_at(
              line, i + 1,
              fmt::format("expected the row number of move {} (1 to 9 digits), found {}",
                          list.moves.size() + 1, describe(text, i)));
        }
      }
      // Moves may run together as Rapfi writes them ("h8i9--j10"): a letter or "-" after a move
      // starts the next one.
      if (i < text.size() && !is_separator(text[i]) && text[i] != '#' && !is_letter(text[i]) &&
          text[i] != '-') {
        return error_at(line, i + 1,
                        fmt::format("expected a space between moves, found {}", describe(text, i)));
      }
      if (list.moves.size() == options.max_moves) {
        return error_at(line, column,
                        fmt::format("expected at most {} moves, found more", options.max_moves));
      }
      const auto offset = static_cast<std::size_t>(text.data() - whole.data()) + column - 1;
      if (pass) {
        list.moves.push_back(move{0, 0, line, column, offset, 2, true});
        continue;
      }
      const std::int64_t col = letter - 'a' + 1;
      const std::int64_t row =
          options.top_rows ? number : static_cast<std::int64_t>(list.rows) - number + 1;
      list.moves.push_back(move{row, col, line, column, offset, i + 1 - column});
    }
  }
  return list;
}

result<move_list> parse_psq(text_reader& in, std::string_view whole, move_list list,
                            const move_list_options& options) {
  std::string_view text;
  in.skip_whitespace();
  const std::size_t header_line = in.line();
  in.read_line(text);
  // "Piskvorky 20x20, 11:11, 0": the board is WIDTHxHEIGHT.
  constexpr std::string_view magic = "Piskvorky";
  if (text.substr(0, magic.size()) != magic) {
    return error_at(header_line, 1, "expected a Piskvork record starting with 'Piskvorky WxH,'");
  }
  std::size_t i = magic.size();
  while (i < text.size() && text[i] == ' ') ++i;
  std::int64_t width = 0;
  std::int64_t height = 0;
  const auto max_side = static_cast<std::int64_t>(options.max_side);
  const std::size_t size_column = i + 1;
  if (!read_number(text, i, width) || i >= text.size() || text[i] != 'x' ||
      !read_number(text, ++i, height)) {
    return error_at(
        header_line, i + 1,
        fmt::format("expected the board size WIDTHxHEIGHT, found {}", describe(text, i)));
  }
  if (width < 5 || width > max_side || height < 5 || height > max_side) {
    return error_at(
        header_line, size_column,
        fmt::format("expected a board side from 5 to {}, found {}x{}", max_side, width, height));
  }
  if (static_cast<std::size_t>(width) * static_cast<std::size_t>(height) > options.max_cells) {
    return error_at(header_line, size_column,
                    fmt::format("expected a board of at most {} cells, found {}x{}",
                                options.max_cells, width, height));
  }
  list.rows = static_cast<std::size_t>(height);
  list.cols = static_cast<std::size_t>(width);
  // Moves "x,y,time" until the first line that is not one (the engines' names and a result follow).
  for (;;) {
    const std::size_t line = in.line();
    if (!in.read_line(text)) break;
    std::size_t j = 0;
    while (j < text.size() && text[j] == ' ') ++j;
    std::int64_t x = 0;
    std::int64_t y = 0;
    std::size_t k = j;
    if (text.substr(j, 6) == "-1,-1,") {  // Gomocup's pass: "-1,-1,time"
      if (list.moves.size() == options.max_moves) {
        return error_at(line, j + 1,
                        fmt::format("expected at most {} moves, found more", options.max_moves));
      }
      const auto offset = static_cast<std::size_t>(text.data() - whole.data()) + j;
      list.moves.push_back(move{-1, -1, line, j + 1, offset, 5, true});
      continue;
    }
    if (!read_number(text, k, x) || k >= text.size() || text[k] != ',') break;
    ++k;
    if (!read_number(text, k, y)) {
      return error_at(
          line, k + 1,
          fmt::format("expected the row of a move 'x,y,time', found {}", describe(text, k)));
    }
    if (list.moves.size() == options.max_moves) {
      return error_at(line, j + 1,
                      fmt::format("expected at most {} moves, found more", options.max_moves));
    }
    const auto offset = static_cast<std::size_t>(text.data() - whole.data()) + j;
    list.moves.push_back(move{y, x, line, j + 1, offset, k - j});
  }
  return list;
}

}  // namespace

std::string point_text(const move_list& game, std::size_t row, std::size_t col) {
  switch (game.format) {
    case move_format::json:
      if (!game.json_strings) return fmt::format("[{},{}]", row, col);
      [[fallthrough]];
    case move_format::notation:
      if (col >= 1 && col <= 26) {
        const std::size_t number = game.top_rows ? row : game.rows + 1 - row;
        return fmt::format("{}{}", static_cast<char>('a' + col - 1), number);
      }
      break;
    case move_format::psq:
      return fmt::format("{},{}", col, row);
    default:
      break;
  }
  return fmt::format("{} {}", row, col);
}

result<move_list> parse_moves(std::string_view text, const move_list_options& options) {
  text_reader in(text);
  move_list list;
  list.rows = options.rows;
  list.cols = options.cols;
  if (list.rows < 5 || list.cols < 5 || list.rows > options.max_side ||
      list.cols > options.max_side) {
    return input_error{0, 0,
                       fmt::format("expected a board side from 5 to {}, found {}x{}",
                                   options.max_side, list.rows, list.cols)};
  }
  if (list.rows * list.cols > options.max_cells) {
    return input_error{0, 0,
                       fmt::format("expected a board of at most {} cells, found {}x{}",
                                   options.max_cells, list.rows, list.cols)};
  }
  move_format format = options.format;
  if (format == move_format::automatic) {
    // Decided by the first line that is not blank or a '#' comment.
    text_reader peek(text);
    std::string_view skipped;
    peek.skip_whitespace();
    const char first_byte = peek.position() < text.size() ? text[peek.position()] : '\0';
    while (peek.position() < text.size() && text[peek.position()] == '#') {
      peek.read_line(skipped);
      peek.skip_whitespace();
    }
    std::string_view rest = text.substr(peek.position());
    // Passes ("--") say nothing of the format: the first move after them decides.
    std::size_t first = 0;
    while (first < rest.size() &&
           (rest.substr(first, 2) == "--" || is_separator(rest[first]) || rest[first] == '\n')) {
      first += rest.substr(first, 2) == "--" ? 2 : 1;
    }
    if (first_byte == '[' || first_byte == '{') {
      format = move_format::json;
    } else if (rest.substr(0, 9) == "Piskvorky") {
      format = move_format::psq;
    } else if (first == rest.size() || is_letter(rest[first])) {
      format = move_format::notation;
    } else {
      format = move_format::row_col;
    }
  }
  list.format = format == move_format::automatic ? move_format::row_col : format;
  list.top_rows = options.top_rows;
  switch (format) {
    case move_format::psq:
      return parse_psq(in, text, std::move(list), options);
    case move_format::notation:
      return parse_notation(in, text, std::move(list), options);
    case move_format::json:
      return detail::parse_moves_json(text, std::move(list), options);
    default:
      return parse_row_col(in, text, std::move(list), options);
  }
}

}  // namespace tessera::omok
