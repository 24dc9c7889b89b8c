// The text drawings of lattice boards and pieces (format in tessera/lattice_board.hpp): reading
// them with located errors, and drawing cells back in the same format.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <limits>

#include "detail/lattice_files.hpp"
#include "tessera/text_reader.hpp"

namespace tessera::detail {
namespace {

std::int64_t floor_mod2(std::int64_t a) { return ((a % 2) + 2) % 2; }

// What a character means in a drawing: a cell (with the direction it demands on tri: -1 any, 0 up,
// 1 down), no cell, or an error.
enum class mark { cell, none, bad };
mark classify(lattice l, drawing_kind kind, char ch, int& direction) {
  direction = -1;
  if (ch == ' ') return mark::none;
  if (kind == drawing_kind::board) {
    if (ch == '.') return mark::cell;
    if (ch == '#') return mark::none;
    return mark::bad;
  }
  if (ch == '#') return mark::cell;
  if (ch == '.') return mark::none;
  if (l == lattice::tri && (ch == '^' || ch == 'v')) {
    direction = ch == '^' ? 0 : 1;
    return mark::cell;
  }
  if (l == lattice::hex && ch == 'o') return mark::cell;
  return mark::bad;
}

std::string allowed_marks(lattice l, drawing_kind kind) {
  if (kind == drawing_kind::board) return "'.' (a cell), '#' or ' ' (none)";
  if (l == lattice::tri) return "'#', '^', 'v' (a cell), '.' or ' ' (none)";
  if (l == lattice::hex) return "'#', 'o' (a cell), '.' or ' ' (none)";
  return "'#' (a cell), '.' or ' ' (none)";
}

}  // namespace

std::vector<drawing_line> split_lines(std::string_view text) {
  std::vector<drawing_line> out;
  std::size_t pos = 0, line = 1;
  if (text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0) pos = 3;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    const bool last = end == std::string_view::npos;
    if (last) end = text.size();
    std::string_view s = text.substr(pos, end - pos);
    if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
    if (!(last && s.empty())) out.push_back({s, line});
    if (last) break;
    pos = end + 1;
    ++line;
  }
  return out;
}

bool looks_like_json(std::string_view text) {
  std::size_t pos = 0;
  if (text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0) pos = 3;
  while (pos < text.size() &&
         (text[pos] == ' ' || text[pos] == '\t' || text[pos] == '\n' || text[pos] == '\r'))
    ++pos;
  return pos < text.size() && text[pos] == '{';
}

bool read_drawing(lattice l, const std::vector<drawing_line>& lines, drawing_kind kind,
                  std::size_t max_cells, std::vector<placed_cell>& out, input_error& error) {
  const auto rows = static_cast<std::int64_t>(lines.size());
  std::int64_t hex_parity = -1;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::string_view text = lines[i].text;
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    // Square keeps today's orientation (y grows downwards); the others draw y upwards.
    const std::int64_t y = l == lattice::square ? static_cast<std::int64_t>(i)
                                                : rows - 1 - static_cast<std::int64_t>(i);
    std::int64_t layer = 0, layer_start = 0;
    bool in_word = false;
    for (std::size_t c = 0; c < text.size(); ++c) {
      const char ch = text[c];
      const auto col = static_cast<std::int64_t>(c);
      if (l == lattice::cube && ch == ' ') {
        if (in_word) ++layer;
        in_word = false;
        continue;
      }
      if (l == lattice::cube && !in_word) {
        in_word = true;
        layer_start = col;
      }
      int direction = -1;
      const mark m = classify(l, kind, ch, direction);
      if (m == mark::none) continue;
      if (m == mark::bad) {
        error = {lines[i].line, c + 1,
                 fmt::format("expected {}, found {}", allowed_marks(l, kind),
                             describe_byte(static_cast<unsigned char>(ch)))};
        return false;
      }
      lattice_cell cell;
      switch (l) {
        case lattice::square:
          cell = {static_cast<std::int32_t>(col), static_cast<std::int32_t>(y), 0};
          break;
        case lattice::hex:
          // The first cell fixes which columns hold cells; the others keep its parity.
          if (hex_parity < 0) hex_parity = floor_mod2(col - y);
          if (floor_mod2(col - y - hex_parity) != 0) {
            error = {lines[i].line, c + 1,
                     "a hex cell at a column between two cells: on each line the cells sit two "
                     "columns apart, and each line is shifted by one column from the next "
                     "(docs/lattices.md)"};
            return false;
          }
          cell = {static_cast<std::int32_t>((col - y - hex_parity) / 2),
                  static_cast<std::int32_t>(y), 0};
          break;
        case lattice::tri: {
          const std::int64_t z = floor_mod2(col - y);
          if (direction >= 0 && direction != z) {
            error = {
                lines[i].line, c + 1,
                fmt::format("'{}' marks {} triangle, but this column holds {} one (up and "
                            "down alternate along a line; docs/lattices.md)",
                            ch, direction == 0 ? "an up" : "a down", z == 0 ? "an up" : "a down")};
            return false;
          }
          cell = {static_cast<std::int32_t>((col - y - z) / 2), static_cast<std::int32_t>(y),
                  static_cast<std::int32_t>(z)};
          break;
        }
        case lattice::cube:
          cell = {static_cast<std::int32_t>(col - layer_start), static_cast<std::int32_t>(y),
                  static_cast<std::int32_t>(layer)};
          break;
      }
      if (out.size() >= max_cells) {
        error = {lines[i].line, c + 1, fmt::format("more than {} cells", max_cells)};
        return false;
      }
      out.push_back({cell, lines[i].line, c + 1});
    }
  }
  return true;
}

}  // namespace tessera::detail

namespace tessera {

std::string draw_lattice_cells(lattice l, const std::vector<lattice_cell>& cells) {
  if (cells.empty()) return "";
  // Columns and lines of each cell, as read_drawing reads them.
  struct spot {
    std::int64_t line, col;
    char ch;
  };
  std::vector<spot> spots;
  std::int64_t min_y = std::numeric_limits<std::int64_t>::max(), max_y = -min_y;
  std::int32_t max_x = 0;
  for (const lattice_cell& c : cells) {
    min_y = std::min<std::int64_t>(min_y, c.y);
    max_y = std::max<std::int64_t>(max_y, c.y);
    max_x = std::max(max_x, c.x);
  }
  for (const lattice_cell& c : cells) {
    const std::int64_t line = l == lattice::square ? c.y - min_y : max_y - c.y;
    switch (l) {
      case lattice::square:
        spots.push_back({line, c.x, '#'});
        break;
      case lattice::hex:
        spots.push_back({line, 2 * std::int64_t{c.x} + (c.y - min_y), 'o'});
        break;
      case lattice::tri:
        spots.push_back({line, 2 * std::int64_t{c.x} + (c.y - min_y) + c.z, c.z == 0 ? '^' : 'v'});
        break;
      case lattice::cube:
        spots.push_back({line, std::int64_t{c.z} * (max_x + 2) + c.x, '#'});
        break;
    }
  }
  std::int64_t min_col = std::numeric_limits<std::int64_t>::max(), max_col = 0;
  for (const spot& s : spots) min_col = std::min(min_col, s.col);
  // Keep the parity of columns against lines: shift by an even number only.
  // Tri keeps the parity of columns (it tells up from down): shift by an even number only.
  if (l == lattice::tri) min_col -= detail::floor_mod2(min_col);
  if (l == lattice::cube) min_col = 0;  // the layers' places are fixed
  for (spot& s : spots) {
    s.col -= min_col;
    max_col = std::max(max_col, s.col);
  }
  const auto lines = static_cast<std::size_t>(max_y - min_y + 1);
  // Hex: the parity of (column − line's y) that cells have; the other columns are spaces.
  const std::int64_t parity = detail::floor_mod2(
      spots.front().col - (static_cast<std::int64_t>(lines) - 1 - spots.front().line));
  const auto width = static_cast<std::size_t>(max_col + 1);
  std::vector<std::string> rows(lines, std::string(width, '.'));
  if (l == lattice::hex || l == lattice::cube) {
    // Positions that are not cells of the layout are spaces: hex between cells, cube between
    // layers.
    for (std::size_t r = 0; r < lines; ++r) {
      for (std::size_t k = 0; k < width; ++k) {
        const auto col = static_cast<std::int64_t>(k);
        const auto y = static_cast<std::int64_t>(lines - 1 - r);  // as read_drawing counts
        if (l == lattice::hex && detail::floor_mod2(col - y - parity) != 0) rows[r][k] = ' ';
        if (l == lattice::cube && (col % (max_x + 2)) == max_x + 1) rows[r][k] = ' ';
      }
    }
  }
  for (const spot& s : spots)
    rows[static_cast<std::size_t>(s.line)][static_cast<std::size_t>(s.col)] = s.ch;
  std::string out;
  for (std::string& row : rows) {
    while (!row.empty() && row.back() == ' ') row.pop_back();
    out += row;
    out += '\n';
  }
  return out;
}

}  // namespace tessera
