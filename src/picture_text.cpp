// Terminal renderers of a picture (see tessera/picture.hpp): plain ASCII with walls between
// regions, and ANSI 256-colour backgrounds for a colour terminal.
#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "detail/picture_board.hpp"
#include "tessera/palette.hpp"
#include "tessera/picture.hpp"

namespace tessera {
namespace {

constexpr std::int32_t outside = -3;

std::int32_t region_or_outside(const picture& pic, std::ptrdiff_t r, std::ptrdiff_t c) {
  if (r < 0 || c < 0 || r >= static_cast<std::ptrdiff_t>(pic.rows) ||
      c >= static_cast<std::ptrdiff_t>(pic.cols)) {
    return outside;
  }
  return pic.at(static_cast<std::size_t>(r), static_cast<std::size_t>(c));
}

// Two cells are separated by a wall when they belong to different regions; empty cells join each
// other.
bool wall(std::int32_t a, std::int32_t b) {
  return a != b && !(a == outside && b == picture::blocked) &&
         !(b == outside && a == picture::blocked);
}

}  // namespace

std::vector<int> assign_colours(const picture& pic) {
  std::int32_t regions = 0;
  for (std::int32_t id : pic.region) regions = std::max(regions, id + 1);
  const auto count = static_cast<std::size_t>(regions);
  std::vector<std::pair<std::int32_t, std::int32_t>> touching;
  std::vector<std::int32_t> order;  // regions in order of first appearance, row-major
  std::vector<bool> seen(count, false);
  for (std::size_t r = 0; r < pic.rows; ++r) {
    for (std::size_t c = 0; c < pic.cols; ++c) {
      const std::int32_t a = pic.at(r, c);
      if (a < 0) continue;
      if (!seen[static_cast<std::size_t>(a)]) {
        seen[static_cast<std::size_t>(a)] = true;
        order.push_back(a);
      }
      // Across a seam the cells at the two edges touch too.
      const std::int32_t right = c + 1 < pic.cols ? pic.at(r, c + 1)
                                 : pic.wrap_cols  ? pic.at(r, 0)
                                                  : -1;
      const std::int32_t down = r + 1 < pic.rows ? pic.at(r + 1, c)
                                : pic.wrap_rows  ? pic.at(0, c)
                                                 : -1;
      for (std::int32_t b : {right, down}) {
        if (b >= 0 && b != a) touching.emplace_back(a, b);
      }
    }
  }
  return palette::greedy_colours(count, order, touching);
}

picture crop(const picture& pic, std::size_t row0, std::size_t col0, std::size_t rows,
             std::size_t cols) {
  row0 = std::min(row0, pic.rows);
  col0 = std::min(col0, pic.cols);
  rows = std::min(rows, pic.rows - row0);
  cols = std::min(cols, pic.cols - col0);
  picture out(rows, cols);
  out.region_colour = pic.region_colour;
  out.title = pic.title;
  if (!pic.highlight.empty()) out.highlight.assign(rows * cols, false);
  for (std::size_t r = 0; r < rows; ++r) {
    for (std::size_t c = 0; c < cols; ++c) {
      const std::size_t from = (row0 + r) * pic.cols + col0 + c;
      const std::size_t to = r * cols + c;
      out.region[to] = pic.region[from];
      out.glyph[to] = pic.glyph[from];
      if (!pic.highlight.empty()) out.highlight[to] = pic.highlight[from];
    }
  }
  out.style = pic.style;
  auto slice = [](const std::vector<std::string>& labels, std::size_t first, std::size_t count) {
    if (labels.size() < first + count) return std::vector<std::string>();
    return std::vector<std::string>(labels.begin() + static_cast<std::ptrdiff_t>(first),
                                    labels.begin() + static_cast<std::ptrdiff_t>(first + count));
  };
  out.row_labels = slice(pic.row_labels, row0, rows);
  out.col_labels = slice(pic.col_labels, col0, cols);
  for (const std::size_t d : pic.dots) {
    const std::size_t r = d / pic.cols, c = d % pic.cols;
    if (r >= row0 && r < row0 + rows && c >= col0 && c < col0 + cols) {
      out.dots.push_back((r - row0) * cols + (c - col0));
    }
  }
  return out;
}

std::string render_plain(const picture& pic) {
  if (pic.style == picture_style::board) return detail::board_text(pic, false);
  std::string out;
  const auto rows = static_cast<std::ptrdiff_t>(pic.rows);
  const auto cols = static_cast<std::ptrdiff_t>(pic.cols);
  out.reserve(static_cast<std::size_t>((2 * rows + 1) * (4 * cols + 2)));
  for (std::ptrdiff_t r = 0; r <= rows; ++r) {
    // The wall line above row r: a corner wherever any wall meets it.
    for (std::ptrdiff_t c = 0; c <= cols; ++c) {
      const std::int32_t ul = region_or_outside(pic, r - 1, c - 1),
                         ur = region_or_outside(pic, r - 1, c);
      const std::int32_t dl = region_or_outside(pic, r, c - 1), dr = region_or_outside(pic, r, c);
      // '+' where a horizontal wall meets the point, '|' where only a vertical wall passes through.
      const bool horizontal = wall(ul, dl) || wall(ur, dr), vertical = wall(ul, ur) || wall(dl, dr);
      out += horizontal ? '+' : vertical ? '|' : ' ';
      if (c < cols) {
        // The top and bottom edges of a board whose rows wrap are one seam.
        const std::int32_t top = pic.at(0, static_cast<std::size_t>(c)),
                           bottom = pic.at(pic.rows - 1, static_cast<std::size_t>(c));
        if (pic.wrap_rows && (r == 0 || r == rows) &&
            (top != picture::blocked || bottom != picture::blocked)) {
          out += top == bottom && top >= 0 ? "..." : "===";
        } else {
          out += wall(ur, dr) ? "---" : "   ";
        }
      }
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    // The top or bottom wall line with nothing on it (a blocked first or last row has no wall
    // above or below it) would print as a stray blank line: leave it out. Inside, an empty wall
    // line keeps the rows' spacing.
    const bool blank = out.empty() || out.back() == '\n';
    if (!blank || (r != 0 && r != rows)) out += '\n';
    if (r == rows) break;
    for (std::ptrdiff_t c = 0; c <= cols; ++c) {
      const std::int32_t left = region_or_outside(pic, r, c - 1),
                         here = region_or_outside(pic, r, c);
      const std::int32_t first = pic.at(static_cast<std::size_t>(r), 0),
                         last = pic.at(static_cast<std::size_t>(r), pic.cols - 1);
      if (pic.wrap_cols && (c == 0 || c == cols) &&
          (first != picture::blocked || last != picture::blocked)) {
        out += first == last && first >= 0 ? ':' : '!';  // the left and right edges are one seam
      } else {
        out += wall(left, here) ? '|' : ' ';
      }
      if (c == cols) break;
      const auto cell = static_cast<std::size_t>(r * cols + c);
      if (here == picture::blocked) {
        out += "###";
      } else {
        const bool lit = !pic.highlight.empty() && pic.highlight[cell];
        out += lit ? '[' : ' ';
        out += pic.glyph[cell];
        out += lit ? ']' : ' ';
      }
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += '\n';
  }
  return out;
}

std::string render_colour(const picture& pic) {
  if (pic.style == picture_style::board) return detail::board_text(pic, true);
  const std::vector<int> colour =
      pic.region_colour.empty() ? assign_colours(pic) : pic.region_colour;
  std::string out;
  for (std::size_t r = 0; r < pic.rows; ++r) {
    for (std::size_t c = 0; c < pic.cols; ++c) {
      const std::size_t cell = r * pic.cols + c;
      const std::int32_t id = pic.region[cell];
      const bool lit = !pic.highlight.empty() && pic.highlight[cell];
      if (id == picture::blocked) {
        out += "\x1b[48;5;238m  ";
      } else if (id == picture::empty) {
        out += lit ? "\x1b[48;5;226;38;5;16;1m" : "\x1b[0m";
        out += ' ';
        out += pic.glyph[cell] == ' ' ? '.' : pic.glyph[cell];
      } else {
        const int index = colour[static_cast<std::size_t>(id)];
        const int shade = palette::terminal_pieces[static_cast<std::size_t>(index < 0 ? 0 : index) %
                                                   palette::terminal_pieces.size()];
        out += fmt::format("\x1b[48;5;{};38;5;16{}m", shade, lit ? ";1;4" : "");
        out += ' ';
        out += pic.glyph[cell];
      }
    }
    out += "\x1b[0m\n";
  }
  return out;
}

}  // namespace tessera
