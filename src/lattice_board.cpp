// Lattice boards (tessera/lattice_board.hpp): the `--board` shorthands and board files, JSON or
// drawn, checked cell by cell.
#include "tessera/lattice_board.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <charconv>
#include <cstdlib>

#include "detail/lattice_files.hpp"

namespace tessera {
namespace {

input_error at_column(std::size_t column, std::string message) {
  return input_error{1, column, std::move(message)};
}

// Reads the positive integers of `text` separated by `sep` into `out` (exactly `count` of them),
// each at most `max`; `first_column` is the 1-based column of text[0].
bool read_sides(std::string_view text, char sep, std::size_t count, std::int64_t max,
                std::size_t first_column, std::vector<std::int64_t>& out, input_error& error,
                std::string_view form) {
  std::size_t pos = 0;
  for (std::size_t k = 0; k < count; ++k) {
    std::size_t end = k + 1 == count ? text.size() : text.find(sep, pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view part = text.substr(pos, end - pos);
    std::int64_t v = 0;
    const auto [ptr, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
    if (part.empty() || ec != std::errc{} || ptr != part.data() + part.size() || v < 1 || v > max) {
      error = at_column(first_column + pos,
                        fmt::format("expected {} with sides from 1 to {}, found '{}'", form, max,
                                    part.substr(0, 24)));
      return false;
    }
    out.push_back(v);
    pos = end + 1;
    if (k + 1 < count && end == text.size()) {
      error = at_column(first_column + text.size(),
                        fmt::format("expected {}, found end of input", form));
      return false;
    }
  }
  return true;
}

std::string_view shorthand_forms(lattice l) {
  switch (l) {
    case lattice::square:
      return "WxH";
    case lattice::tri:
      return "WxH, hexagon:A,B,C or triangle:N";
    case lattice::hex:
      return "WxH or hexagon:N";
    case lattice::cube:
      break;
  }
  return "AxBxC";
}

}  // namespace

result<lattice_board> parse_lattice_board_size(lattice l, std::string_view text,
                                               const lattice_limits& limits) {
  lattice_board board{l, {}};
  std::vector<std::int64_t> s;
  input_error error;
  const std::int64_t max_side = limits.max_coordinate;
  const auto too_many = [&](std::int64_t cells) {
    return cells < 0 || static_cast<std::uint64_t>(cells) > limits.max_cells;
  };
  const auto too_big = [&](std::int64_t cells) {
    return at_column(1, fmt::format("a board of {} cells: more than {}", cells, limits.max_cells));
  };
  auto push = [&](std::int64_t x, std::int64_t y, std::int64_t z) {
    board.cells.push_back(
        {static_cast<std::int32_t>(x), static_cast<std::int32_t>(y), static_cast<std::int32_t>(z)});
  };
  if (text.starts_with("hexagon:") && l == lattice::tri) {
    if (!read_sides(text.substr(8), ',', 3, max_side, 9, s, error, "hexagon:A,B,C")) return error;
    const std::int64_t a = s[0], b = s[1], c = s[2], n = a + b + c;
    if (too_many(2 * (a * b + b * c + c * a))) return too_big(2 * (a * b + b * c + c * a));
    for (std::int64_t x = 0; x < n; ++x)
      for (std::int64_t y = 0; x + y < n; ++y)
        for (std::int64_t z = 0; z < 2 && x + y + z < n; ++z)
          if (x + y + z >= a && x < n - c && y < n - b) push(x, y, z);
  } else if (text.starts_with("hexagon:") && l == lattice::hex) {
    if (!read_sides(text.substr(8), ',', 1, max_side, 9, s, error, "hexagon:N")) return error;
    const std::int64_t n = s[0];
    if (too_many(3 * n * (n - 1) + 1)) return too_big(3 * n * (n - 1) + 1);
    for (std::int64_t x = 0; x < 2 * n - 1; ++x)
      for (std::int64_t y = 0; y < 2 * n - 1; ++y) {
        // Hex distance from (n - 1, n - 1): max(|dx|, |dy|, |dx + dy|).
        const std::int64_t dx = x - (n - 1), dy = y - (n - 1);
        if (std::max({std::abs(dx), std::abs(dy), std::abs(dx + dy)}) <= n - 1) push(x, y, 0);
      }
  } else if (text.starts_with("triangle:") && l == lattice::tri) {
    if (!read_sides(text.substr(9), ',', 1, max_side, 10, s, error, "triangle:N")) return error;
    const std::int64_t n = s[0];
    if (too_many(n * n)) return too_big(n * n);
    for (std::int64_t x = 0; x < n; ++x)
      for (std::int64_t y = 0; x + y < n; ++y)
        for (std::int64_t z = 0; z < 2 && x + y + z < n; ++z) push(x, y, z);
  } else {
    const std::size_t sides = l == lattice::cube ? 3 : 2;
    const std::string form = fmt::format("a board {}", shorthand_forms(l));
    if (text.find(':') != std::string_view::npos || text.empty())
      return at_column(1, fmt::format("expected {} on the {} lattice, found '{}'",
                                      shorthand_forms(l), lattice_name(l), text.substr(0, 24)));
    if (std::count(text.begin(), text.end(), 'x') != static_cast<std::ptrdiff_t>(sides - 1))
      return at_column(1, fmt::format("expected {} on the {} lattice, found '{}'",
                                      shorthand_forms(l), lattice_name(l), text.substr(0, 24)));
    if (!read_sides(text, 'x', sides, max_side, 1, s, error, form)) return error;
    const std::int64_t per = l == lattice::tri ? 2 : 1;
    const std::int64_t depth = sides == 3 ? s[2] : 1;
    // Each side is at most max_coordinate (2^16 by default): the product fits in 64 bits.
    if (too_many(s[0] * s[1] * depth * per)) return too_big(s[0] * s[1] * depth * per);
    for (std::int64_t x = 0; x < s[0]; ++x)
      for (std::int64_t y = 0; y < s[1]; ++y)
        for (std::int64_t z = 0; z < (sides == 3 ? depth : per); ++z) push(x, y, z);
  }
  std::sort(board.cells.begin(), board.cells.end());
  return board;
}

result<lattice_board> parse_lattice_board(std::optional<lattice> l, std::string_view text,
                                          std::string_view file, const lattice_limits& limits) {
  const std::string_view name = file;
  std::vector<detail::placed_cell> cells;
  lattice kind = l.value_or(lattice::square);
  if (detail::looks_like_json(text)) {
    auto parsed = detail::read_lattice_json(text, false, limits);
    if (!parsed) return parsed.error();
    if (l && *parsed.value().kind != *l) {
      return input_error{
          parsed.value().kind_line, parsed.value().kind_column,
          fmt::format("the board{}{} is on the {} lattice, the problem on the {} one",
                      name.empty() ? "" : " ", name, lattice_name(*parsed.value().kind),
                      lattice_name(*l))};
    }
    kind = *parsed.value().kind;
    cells = std::move(parsed.value().cells);
  } else {
    if (!l) return input_error{1, 1, "a drawn board needs its lattice (--lattice)"};
    input_error error;
    if (!detail::read_drawing(kind, detail::split_lines(text), detail::drawing_kind::board,
                              limits.max_cells, cells, error))
      return error;
  }
  lattice_board board{kind, {}};
  for (const detail::placed_cell& c : cells) {
    if (!is_lattice_cell(kind, c.cell)) {
      return input_error{c.line, c.column,
                         fmt::format("({}, {}, {}) is not a cell of the {} lattice (tri: z is 0 "
                                     "or 1; square and hex: two coordinates)",
                                     c.cell.x, c.cell.y, c.cell.z, lattice_name(kind))};
    }
  }
  if (cells.empty()) return input_error{1, 1, "expected a board with at least one cell"};
  // Sort the positions by cell to find repeats; report the later one.
  std::vector<std::size_t> order(cells.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return cells[a].cell != cells[b].cell ? cells[a].cell < cells[b].cell : a < b;
  });
  for (std::size_t i = 1; i < order.size(); ++i) {
    const detail::placed_cell& prev = cells[order[i - 1]];
    const detail::placed_cell& here = cells[order[i]];
    if (prev.cell == here.cell) {
      return input_error{
          here.line, here.column,
          fmt::format("cell ({}, {}, {}) repeated (first at line {}, column {})", here.cell.x,
                      here.cell.y, here.cell.z, prev.line, prev.column)};
    }
  }
  for (std::size_t i : order) board.cells.push_back(cells[i].cell);
  // Drawings may start anywhere: move the board so that its least coordinates are 0.
  if (!detail::looks_like_json(text)) {
    const polyform shape(kind, board.cells);
    board.cells = shape.cells();
  }
  return board;
}

result<board> square_board_of(const lattice_board& b, const board_limits& limits) {
  assert(b.kind == lattice::square && !b.cells.empty());
  std::int64_t low_x = b.cells[0].x, high_x = low_x, low_y = b.cells[0].y, high_y = low_y;
  for (const lattice_cell& c : b.cells) {
    low_x = std::min<std::int64_t>(low_x, c.x);
    high_x = std::max<std::int64_t>(high_x, c.x);
    low_y = std::min<std::int64_t>(low_y, c.y);
    high_y = std::max<std::int64_t>(high_y, c.y);
  }
  const auto cols = static_cast<std::size_t>(high_x - low_x + 1);
  const auto rows = static_cast<std::size_t>(high_y - low_y + 1);
  if (rows > limits.max_side || cols > limits.max_side || rows * cols > limits.max_cells) {
    return input_error{1, 1,
                       fmt::format("expected a square board whose box has at most {} cells, "
                                   "found a {}x{} box",
                                   limits.max_cells, rows, cols)};
  }
  board out(rows, cols, false);
  for (const lattice_cell& c : b.cells) {
    out.set_free(static_cast<std::size_t>(high_y - c.y), static_cast<std::size_t>(c.x - low_x),
                 true);
  }
  return out;
}

}  // namespace tessera
