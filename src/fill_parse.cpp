// Reading a fill problem: the seed's JSON object and the plain text form (see tessera/fill.hpp).
//
// The JSON form has one fixed shape, an object with two arrays of arrays of 0/1, so it is read by a
// small hand-written scanner rather than a general JSON library: no DOM, one pass, one byte per
// step. Lines are not tracked while scanning; an error position is worked out afterwards by
// counting the line ends before it, which keeps the hot loop to a table lookup per byte.
#include <fmt/format.h>

#include <cstring>

#include "detail/fill_json.hpp"
#include "tessera/fill.hpp"
#include "tessera/text_reader.hpp"

namespace tessera {
namespace {

using detail::is_json_space;
using detail::json_scanner;

// Reads one grid `[[v,...],...]` of 0/1 into `out`. When `want_rows`/`want_cols` are non-zero the
// grid must have that size (the other grid's, named `other`).
bool read_grid(json_scanner& in, std::string_view name, std::vector<std::uint8_t>& out,
               std::size_t& rows, std::size_t& cols, std::size_t want_rows, std::size_t want_cols,
               std::string_view other) {
  const std::string outer = fmt::format("'[' starting the {} (an array of rows)", name);
  if (!in.expect('[', outer)) return false;
  rows = 0;
  cols = want_cols;
  out.clear();
  // A grid of R rows and C columns takes at least 2*R*C bytes, so the text bounds what we reserve.
  if (want_rows != 0) out.reserve(want_rows * want_cols);
  while (true) {
    in.skip_space();
    if (in.peek() == '[') {
      ++in.pos;
    } else if (rows > 0) {
      return in.fail_expected(fmt::format("'[' starting row {} of the {}", rows + 1, name));
    } else {
      return in.fail_expected(
          fmt::format("'[' starting row 1 of the {} (it must not be empty)", name));
    }
    ++rows;
    std::size_t count = 0;
    while (true) {
      // Fast path for the compact form "0,1,0,…": a 0 or 1 directly followed by ','.
      if (const char* p = in.text.data() + in.pos; in.pos + 1 < in.text.size() &&
                                                   (p[0] & 0xFE) == '0' && p[1] == ',' &&
                                                   (cols == 0 || count < cols)) {
        out.push_back(static_cast<std::uint8_t>(p[0] - '0'));
        in.pos += 2;
        ++count;
        continue;
      }
      in.skip_space();
      const std::size_t at = in.pos;
      const char c = in.peek();
      const bool digit_follows = in.pos + 1 < in.text.size() &&
                                 std::strchr("0123456789.eE+-", in.text[in.pos + 1]) != nullptr &&
                                 in.text[in.pos + 1] != '\0';
      if ((c != '0' && c != '1') || digit_follows) {
        if (count == 0 && c == ']') {
          return in.fail_expected(
              fmt::format("0 or 1 (row {} of the {} must not be empty)", rows, name));
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
          std::size_t end = in.pos;
          while (end < in.text.size() && std::strchr("0123456789.eE+-", in.text[end]) != nullptr)
            ++end;
          return in.fail_at(
              at, fmt::format("expected 0 or 1 in the {}, found the number {}", name,
                              in.text.substr(in.pos, std::min<std::size_t>(end - in.pos, 24))));
        }
        return in.fail_expected(fmt::format("0 or 1 in the {}", name));
      }
      ++in.pos;
      ++count;
      if (cols != 0 && count > cols) {
        return in.fail_at(
            at, rows == 1 && want_cols != 0
                    ? fmt::format("expected ']': the {} must have {} columns like the {}, "
                                  "found more",
                                  name, want_cols, other)
                    : fmt::format("expected ']': row {} of the {} must have {} values like "
                                  "row 1, found more",
                                  rows, name, cols));
      }
      out.push_back(static_cast<std::uint8_t>(c - '0'));
      in.skip_space();
      if (in.peek() == ',') {
        ++in.pos;
        continue;
      }
      if (in.peek() != ']') return in.fail_expected("',' or ']'");
      if (cols != 0 && count < cols) {
        return in.fail_at(in.pos,
                          rows == 1 && want_cols != 0
                              ? fmt::format("expected ',': the {} must have {} columns like the "
                                            "{}, found ']' after {}",
                                            name, want_cols, other, count)
                              : fmt::format("expected ',': row {} of the {} must have {} values "
                                            "like row 1, found ']' after {}",
                                            rows, name, cols, count));
      }
      ++in.pos;
      break;
    }
    if (cols == 0) cols = count;
    if (out.size() > fill_max_cells) {
      return in.fail_at(in.pos, fmt::format("the {} has more than {} cells", name, fill_max_cells));
    }
    in.skip_space();
    if (in.peek() == ',') {
      if (want_rows != 0 && rows == want_rows) {
        return in.fail_expected(
            fmt::format("']': the {} must have {} rows like the {}", name, want_rows, other));
      }
      ++in.pos;
      continue;
    }
    if (in.peek() != ']') return in.fail_expected("',' or ']'");
    if (want_rows != 0 && rows < want_rows) {
      return in.fail_expected(fmt::format(
          "',' and another row: the {} must have {} rows like the {}", name, want_rows, other));
    }
    ++in.pos;
    return true;
  }
}

result<fill_problem> parse_json(std::string_view text) {
  json_scanner in(text);
  fill_problem problem;
  if (!in.expect('{', "'{' starting the JSON object {\"game_board\": …, \"table\": …}")) {
    return in.error();
  }
  bool have_board = false, have_table = false;
  for (int member = 0; member < 2; ++member) {
    std::string_view key;
    std::size_t key_pos = 0;
    if (!in.read_key(key, key_pos)) return in.error();
    const bool board = key == "game_board";
    if (!board && key != "table") {
      in.fail_at(key_pos, fmt::format("expected a key \"game_board\" or \"table\", found \"{}\"",
                                      key.substr(0, 40)));
      return in.error();
    }
    if ((board && have_board) || (!board && have_table)) {
      in.fail_at(key_pos, fmt::format("the key \"{}\" appears twice", key));
      return in.error();
    }
    if (!in.expect(':', "':'")) return in.error();
    const std::string_view name = board ? "game_board" : "table";
    const std::string_view other = board ? "table" : "game_board";
    std::size_t rows = 0, cols = 0;
    if (!read_grid(in, name, board ? problem.board : problem.table, rows, cols, problem.rows,
                   problem.cols, other)) {
      return in.error();
    }
    problem.rows = rows;
    problem.cols = cols;
    (board ? have_board : have_table) = true;
    if (member == 0 && !in.expect(',', fmt::format("',' and the key \"{}\"", other))) {
      return in.error();
    }
  }
  if (!in.expect('}', "'}' closing the object")) return in.error();
  if (!in.at_end()) {
    in.fail_expected("end of input after the JSON object");
    return in.error();
  }
  return problem;
}

// Appends the cells of a text row ('0'/'.' -> 0, '1'/'#' -> 1) to `out`. Returns the index of the
// first other character, or row.size() when there is none. One table lookup per byte, branch-free.
std::size_t append_cells(std::string_view row, std::vector<std::uint8_t>& out) {
  static const std::array<std::uint8_t, 256> value = [] {
    std::array<std::uint8_t, 256> v{};
    v.fill(0x80);
    v['0'] = v['.'] = 0;
    v['1'] = v['#'] = 1;
    return v;
  }();
  const std::size_t base = out.size();
  out.resize(base + row.size());
  std::uint8_t* dst = out.data() + base;
  std::uint8_t bad = 0;
  for (std::size_t j = 0; j < row.size(); ++j) {
    const std::uint8_t v = value[static_cast<unsigned char>(row[j])];
    bad |= v;
    dst[j] = v;
  }
  if ((bad & 0x80) == 0) return row.size();
  std::size_t j = 0;
  while (value[static_cast<unsigned char>(row[j])] != 0x80) ++j;
  out.resize(base);
  return j;
}

// Plain text: board rows up to a blank line, then as many table rows of the same width.
result<fill_problem> parse_text(std::string_view text) {
  static const std::array<bool, 256> allowed = char_set("01.#");
  static const std::string_view allowed_text = "'0', '1', '.' or '#'";
  text_reader in(text);
  fill_problem problem;
  in.skip_whitespace();
  if (in.at_end()) {
    in.fail_expected("the board rows (then a blank line and the table rows)");
    return in.error();
  }
  while (!in.at_line_end()) {
    const std::size_t line = in.line(), column = in.column();
    std::string_view row;
    in.read_line(row);
    if (problem.rows == 0) problem.cols = row.size();
    if (const std::size_t bad = append_cells(row, problem.board); bad != row.size()) {
      in.fail_at(line, column + bad,
                 fmt::format("expected {} in the board, found {}", allowed_text,
                             describe_byte(static_cast<unsigned char>(row[bad]))));
      return in.error();
    }
    if (row.size() != problem.cols) {
      in.fail_at(line, column + std::min(row.size(), problem.cols),
                 fmt::format("expected {} cells in board row {} like row 1, found {}", problem.cols,
                             problem.rows + 1, row.size()));
      return in.error();
    }
    if ((problem.rows + 1) * problem.cols > fill_max_cells) {
      in.fail_at(line, column, fmt::format("the board has more than {} cells", fill_max_cells));
      return in.error();
    }
    ++problem.rows;
  }
  // The table must be as large as the board: check the bytes left before allocating.
  if (in.remaining() < problem.rows * problem.cols) {
    in.skip_whitespace();
    in.fail(
        fmt::format("expected a table of {} rows of {} cells after the blank line, but only {} "
                    "bytes are left",
                    problem.rows, problem.cols, in.remaining()));
    return in.error();
  }
  problem.table.reserve(problem.rows * problem.cols);
  for (std::size_t r = 0; r < problem.rows; ++r) {
    std::string_view row;
    if (!in.read_row(row, problem.cols, allowed, allowed_text, r + 1)) return in.error();
    append_cells(row, problem.table);  // read_row has checked the characters
  }
  if (!in.expect_end("end of input (the table has as many rows as the board)")) return in.error();
  return problem;
}

}  // namespace

result<fill_problem> parse_fill(std::string_view text, fill_input_format format) {
  if (format == fill_input_format::automatic) {
    std::size_t i = text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    while (i < text.size() && is_json_space(text[i])) ++i;
    format = i < text.size() && text[i] == '{' ? fill_input_format::json : fill_input_format::text;
  }
  return format == fill_input_format::json ? parse_json(text) : parse_text(text);
}

}  // namespace tessera
