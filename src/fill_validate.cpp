// `tessera validate fill`: Programmers 84021's two arguments as the JSON object `tessera fill`
// reads
// ({"game_board": [[...]], "table": [[...]]}, keys in that order, JSON whitespace allowed between
// tokens as the statement's samples have it), and every constraint of the statement.
#include <fmt/format.h>

#include "detail/setter_parts.hpp"
#include "detail/strict_reader.hpp"

namespace tessera::setter::parts {
namespace {

// JSON's whitespace (RFC 8259: space, tab, LF, CR).
void skip_space(tessera::detail::strict_reader& in) {
  for (char c = in.peek(); c == ' ' || c == '\t' || c == '\n' || c == '\r'; c = in.peek())
    in.expect(c, "");
}

// `text` as one token (a key with its quotes, or a punctuation mark) after optional whitespace; a
// mismatch is reported at the token's start.
bool expect_text(tessera::detail::strict_reader& in, std::string_view text) {
  skip_space(in);
  const std::size_t start = in.position();
  for (const char c : text) {
    if (in.peek() == c && !in.at_end()) {
      in.expect(c, "");
      continue;
    }
    return in.fail_at(start, fmt::format("expected '{}' (the input is {}\"game_board\": [[...], "
                                         "...], \"table\": [[...], ...]{}), found {}",
                                         text, '{', '}', in.describe(in.position())));
  }
  return true;
}

// One grid: "[[v,v,...],[...],...]" of 0/1 values, square of side 3..50 (or `side` when given, the
// board's). Stores the values and the byte offset of each.
bool read_grid(tessera::detail::strict_reader& in, std::string_view name, std::size_t& side,
               std::vector<std::uint8_t>& cells, std::vector<std::size_t>& at) {
  if (!expect_text(in, "[")) return false;
  const bool sized = side != 0;
  std::size_t rows = 0;
  for (;;) {
    if (!expect_text(in, "[")) return false;
    std::size_t cols = 0;
    for (;;) {
      skip_space(in);
      at.push_back(in.position());
      std::int64_t v = 0;
      if (!in.read_int(v, 0, 1, fmt::format("{} row {}, column {}", name, rows + 1, cols + 1)))
        return false;
      cells.push_back(static_cast<std::uint8_t>(v));
      ++cols;
      skip_space(in);
      if (in.peek() != ',') break;
      in.expect(',', ",");
    }
    if (!sized && rows == 0) {
      if (cols < fill_min_side || cols > fill_max_side)
        return in.fail(fmt::format("{} is {} wide: the side must be from {} to {}", name, cols,
                                   fill_min_side, fill_max_side));
      side = cols;
    }
    if (cols != side)
      return in.fail(fmt::format("{} row {} has {} values, expected {} (the grids are square{})",
                                 name, rows + 1, cols, side,
                                 sized ? " and of the board's size" : ""));
    if (!expect_text(in, "]")) return false;
    ++rows;
    skip_space(in);
    if (in.peek() != ',') break;
    if (rows == side)
      return in.fail(fmt::format("{} has more than {} rows (the grids are square)", name, side));
    in.expect(',', ",");
  }
  if (rows != side)
    return in.fail(
        fmt::format("{} has {} rows, expected {} (the grids are square)", name, rows, side));
  return expect_text(in, "]");
}

// The 4-connected groups of cells equal to `value`: sizes 1..6, and at least one group.
bool check_groups(tessera::detail::strict_reader& in, const std::vector<std::uint8_t>& grid,
                  std::size_t side, std::uint8_t value, std::string_view what,
                  const std::vector<std::size_t>& at) {
  std::vector<bool> seen(grid.size(), false);
  std::vector<std::size_t> queue;
  std::size_t groups = 0;
  for (std::size_t start = 0; start < grid.size(); ++start) {
    if (grid[start] != value || seen[start]) continue;
    ++groups;
    queue.assign(1, start);
    seen[start] = true;
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const std::size_t i = queue[head], r = i / side, c = i % side;
      for (const std::size_t j : {r > 0 ? i - side : i, r + 1 < side ? i + side : i,
                                  c > 0 ? i - 1 : i, c + 1 < side ? i + 1 : i}) {
        if (j == i || seen[j] || grid[j] != value) continue;
        seen[j] = true;
        queue.push_back(j);
      }
    }
    if (queue.size() > fill_max_piece)
      return in.fail_at(at[start], fmt::format("a {} of {} cells from row {}, column {}: the "
                                               "statement allows 1 to {}",
                                               what, queue.size(), start / side + 1,
                                               start % side + 1, fill_max_piece));
  }
  if (groups == 0)
    return in.fail_at(at.empty() ? 0 : at[0],
                      fmt::format("no {} at all: the statement promises at least one", what));
  return true;
}

}  // namespace

std::optional<input_error> validate_fill_input(std::string_view text) {
  tessera::detail::strict_reader in(text);
  std::size_t side = 0;
  std::vector<std::uint8_t> board, table;
  std::vector<std::size_t> board_at, table_at;
  if (!expect_text(in, "{") || !expect_text(in, "\"game_board\"") || !expect_text(in, ":") ||
      !read_grid(in, "game_board", side, board, board_at) || !expect_text(in, ",") ||
      !expect_text(in, "\"table\"") || !expect_text(in, ":") ||
      !read_grid(in, "table", side, table, table_at) || !expect_text(in, "}"))
    return in.error();
  skip_space(in);
  if (!in.expect_end("the end of the input after the object")) return in.error();
  if (!check_groups(in, board, side, 0, "hole (empty board cells)", board_at) ||
      !check_groups(in, table, side, 1, "piece (table cells)", table_at))
    return in.error();
  return std::nullopt;
}

}  // namespace tessera::setter::parts
