// Go-board pictures (picture_style::board): the omok board as text with coordinates, and as an
// SVG board with lines, star points, shaded stones, the winning line and marked points.
#include "detail/picture_board.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "detail/picture_svg_text.hpp"
#include "tessera/palette.hpp"

namespace tessera::detail {
namespace {

constexpr double step_px = 28;  // between two lines
constexpr double band_px = 22;  // the coordinates' band on each side
constexpr double key_px = 20;   // the line under the board that explains the marks
constexpr const char* wood = "#dcb35c";
constexpr const char* mark_red = "#d62828";
constexpr const char* label_ink = "#4a3a20";

bool stone(char g) { return g == 'X' || g == 'O'; }

std::size_t longest(const std::vector<std::string>& labels) {
  std::size_t n = 0;
  for (const std::string& l : labels) n = std::max(n, l.size());
  return n;
}

bool lit(const picture& pic, std::size_t cell) {
  return !pic.highlight.empty() && pic.highlight[cell];
}

bool is_dot(const picture& pic, std::size_t cell) {
  return std::find(pic.dots.begin(), pic.dots.end(), cell) != pic.dots.end();
}

// What the marks on empty points mean (renju's fouls), for the key under the SVG board.
std::string mark_name(char g) {
  switch (g) {
    case '3':
      return "double-three";
    case '4':
      return "double-four";
    case '6':
      return "overline";
    default:
      return {};
  }
}

std::string key_of(const picture& pic) {
  std::string key;
  for (const char g : std::string("346")) {
    if (std::find(pic.glyph.begin(), pic.glyph.end(), g) == pic.glyph.end()) continue;
    key += fmt::format("{}{} {}", key.empty() ? "forbidden to black: " : ", ", g, mark_name(g));
  }
  return key;
}

}  // namespace

std::string board_text(const picture& pic, bool colour) {
  const bool rows_named = pic.row_labels.size() == pic.rows;
  const bool cols_named = pic.col_labels.size() == pic.cols;
  // A point is `w` characters wide, its glyph at `mid` between '[' and ']' when highlighted;
  // a column's label ends at `mid`, so numbers line up on their last digit.
  const std::size_t w = std::max<std::size_t>(3, (cols_named ? longest(pic.col_labels) : 0) + 1);
  const std::size_t mid = w - 2;
  const std::size_t row_w = rows_named ? longest(pic.row_labels) : 0;
  std::string out;
  auto trim = [&out] {
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out += '\n';
  };
  if (cols_named) {
    out.append(row_w + (rows_named ? 1 : 0), ' ');
    for (const std::string& label : pic.col_labels) {
      std::string slot(w, ' ');
      slot.replace(mid + 1 - label.size(), label.size(), label);
      out += slot;
    }
    trim();
  }
  for (std::size_t r = 0; r < pic.rows; ++r) {
    if (rows_named) {
      out.append(row_w - pic.row_labels[r].size(), ' ');
      out += pic.row_labels[r];
      out += ' ';
    }
    if (colour) out += "\x1b[48;5;180m";
    for (std::size_t c = 0; c < pic.cols; ++c) {
      const std::size_t cell = r * pic.cols + c;
      char g = pic.glyph[cell];
      if (g == '.' && is_dot(pic, cell)) g = '+';
      const bool marked = lit(pic, cell);
      std::string slot(w, ' ');
      if (!colour && marked) {
        slot[mid - 1] = '[';
        slot[mid + 1] = ']';
      }
      if (!colour) {
        slot[mid] = g;
        out += slot;
        continue;
      }
      // Black stones in black, white in white, marks in red, the board's points in brown; a
      // highlighted point on a light background.
      const char* ink = g == 'X'               ? "38;5;16;1"
                        : g == 'O'             ? "38;5;231;1"
                        : g == '.' || g == '+' ? "38;5;94"
                                               : "38;5;160;1";
      out += fmt::format("\x1b[{};{}m{}{}{}\x1b[22;48;5;180m", marked ? "48;5;222" : "48;5;180",
                         ink, std::string(mid, ' '), g, std::string(w - mid - 1, ' '));
    }
    if (colour) {
      out += "\x1b[0m\n";
    } else {
      trim();
    }
  }
  return out;
}

double board_svg_width(const picture& pic) {
  const double board = static_cast<double>(pic.cols) * step_px + 2 * band_px;
  return std::max(board, std::ceil(text_width(key_of(pic), 12)));
}

double board_svg_height(const picture& pic) {
  return static_cast<double>(pic.rows) * step_px + 2 * band_px + (key_of(pic).empty() ? 0 : key_px);
}

std::string board_svg_defs() {
  return "<defs><radialGradient id=\"tessera-black-stone\" cx=\"0.35\" cy=\"0.3\" r=\"0.75\">"
         "<stop offset=\"0\" stop-color=\"#6a6a6a\"/><stop offset=\"1\" stop-color=\"#111111\"/>"
         "</radialGradient><radialGradient id=\"tessera-white-stone\" cx=\"0.35\" cy=\"0.3\" "
         "r=\"0.8\"><stop offset=\"0\" stop-color=\"#ffffff\"/><stop offset=\"1\" "
         "stop-color=\"#c4c4c4\"/></radialGradient></defs>\n";
}

void draw_board_svg(std::string& out, const picture& pic, double ox, double oy) {
  if (pic.rows == 0 || pic.cols == 0) return;
  const double wood_w = static_cast<double>(pic.cols) * step_px;
  const double wood_h = static_cast<double>(pic.rows) * step_px;
  auto x_of = [&](std::size_t c) {
    return ox + band_px + step_px / 2 + static_cast<double>(c) * step_px;
  };
  auto y_of = [&](std::size_t r) {
    return oy + band_px + step_px / 2 + static_cast<double>(r) * step_px;
  };
  out +=
      fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" rx=\"3\"/>\n",
                  number(ox + band_px), number(oy + band_px), number(wood_w), number(wood_h), wood);
  // The lines, the outer ones heavier.
  std::string lines;
  for (std::size_t r = 0; r < pic.rows; ++r) {
    lines += fmt::format("M{} {}H{}", number(x_of(0)), number(y_of(r)), number(x_of(pic.cols - 1)));
  }
  for (std::size_t c = 0; c < pic.cols; ++c) {
    lines += fmt::format("M{} {}V{}", number(x_of(c)), number(y_of(0)), number(y_of(pic.rows - 1)));
  }
  out += fmt::format("<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"0.9\"/>\n", lines,
                     palette::ink);
  out += fmt::format(
      "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" "
      "stroke-width=\"1.8\"/>\n",
      number(x_of(0)), number(y_of(0)), number(x_of(pic.cols - 1) - x_of(0)),
      number(y_of(pic.rows - 1) - y_of(0)), palette::ink);
  for (const std::size_t d : pic.dots) {
    if (d >= pic.glyph.size()) continue;
    out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"3.2\" fill=\"{}\" class=\"star\"/>\n",
                       number(x_of(d % pic.cols)), number(y_of(d / pic.cols)), palette::ink);
  }
  // Coordinates on all four sides.
  const std::string label_style =
      fmt::format("font:11px sans-serif;fill:{};text-anchor:middle", label_ink);
  if (pic.col_labels.size() == pic.cols) {
    for (std::size_t c = 0; c < pic.cols; ++c) {
      for (const double y : {oy + band_px / 2 + 4, oy + band_px + wood_h + band_px / 2 + 4}) {
        out += fmt::format("<text x=\"{}\" y=\"{}\" style=\"{}\" class=\"coordinate\">{}</text>\n",
                           number(x_of(c)), number(y), label_style, escape_xml(pic.col_labels[c]));
      }
    }
  }
  if (pic.row_labels.size() == pic.rows) {
    for (std::size_t r = 0; r < pic.rows; ++r) {
      for (const double x : {ox + band_px / 2, ox + band_px + wood_w + band_px / 2}) {
        out +=
            fmt::format("<text x=\"{}\" y=\"{}\" style=\"{}\" class=\"coordinate\">{}</text>\n",
                        number(x), number(y_of(r) + 4), label_style, escape_xml(pic.row_labels[r]));
      }
    }
  }
  // Stones, then marks on empty points.
  const double radius = step_px * 0.46;
  for (std::size_t cell = 0; cell < pic.glyph.size(); ++cell) {
    const char g = pic.glyph[cell];
    const double x = x_of(cell % pic.cols), y = y_of(cell / pic.cols);
    if (stone(g)) {
      out += fmt::format(
          "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"url(#tessera-{}-stone)\" stroke=\"{}\" "
          "stroke-width=\"0.7\" class=\"{}\"/>\n",
          number(x), number(y), number(radius), g == 'X' ? "black" : "white",
          g == 'X' ? "#000000" : "#707070", g == 'X' ? "black" : "white");
    } else if (g != '.' || lit(pic, cell)) {
      out += fmt::format(
          "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#fff3f0\" stroke=\"{}\" "
          "stroke-width=\"1.6\" "
          "class=\"mark\"/>\n",
          number(x), number(y), number(step_px * 0.32), lit(pic, cell) ? mark_red : label_ink);
      if (g != '.') {
        out += fmt::format(
            "<text x=\"{}\" y=\"{}\" style=\"font:bold 11px sans-serif;fill:{};"
            "text-anchor:middle\">{}</text>\n",
            number(x), number(y + 4), lit(pic, cell) ? mark_red : label_ink,
            escape_xml(std::string(1, g)));
      }
    }
  }
  // The winning line: each highlighted stone ringed, runs of three or more highlighted stones of
  // one colour joined through their centres.
  std::string run;
  for (std::size_t cell = 0; cell < pic.glyph.size(); ++cell) {
    if (!stone(pic.glyph[cell]) || !lit(pic, cell)) continue;
    const auto r = static_cast<std::ptrdiff_t>(cell / pic.cols),
               c = static_cast<std::ptrdiff_t>(cell % pic.cols);
    out += fmt::format(
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2.4\" "
        "class=\"win\"/>\n",
        number(x_of(static_cast<std::size_t>(c))), number(y_of(static_cast<std::size_t>(r))),
        number(radius + 1.5), mark_red);
    auto same = [&](std::ptrdiff_t rr, std::ptrdiff_t cc) {
      if (rr < 0 || cc < 0 || rr >= static_cast<std::ptrdiff_t>(pic.rows) ||
          cc >= static_cast<std::ptrdiff_t>(pic.cols)) {
        return false;
      }
      const auto at = static_cast<std::size_t>(rr) * pic.cols + static_cast<std::size_t>(cc);
      return lit(pic, at) && pic.glyph[at] == pic.glyph[cell];
    };
    for (const auto& [dr, dc] :
         {std::pair{0, 1}, std::pair{1, 0}, std::pair{1, 1}, std::pair{1, -1}}) {
      if (!same(r + dr, c + dc) || (!same(r - dr, c - dc) && !same(r + 2 * dr, c + 2 * dc))) {
        continue;
      }
      run += fmt::format("M{} {}L{} {}", number(x_of(static_cast<std::size_t>(c))),
                         number(y_of(static_cast<std::size_t>(r))),
                         number(x_of(static_cast<std::size_t>(c + dc))),
                         number(y_of(static_cast<std::size_t>(r + dr))));
    }
  }
  if (!run.empty()) {
    out += fmt::format(
        "<path d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"3.5\" stroke-opacity=\"0.85\" "
        "stroke-linecap=\"round\" class=\"win-line\"/>\n",
        run, mark_red);
  }
  if (const std::string key = key_of(pic); !key.empty()) {
    out += fmt::format("<text x=\"{}\" y=\"{}\" style=\"font:12px sans-serif;fill:{}\">{}</text>\n",
                       number(ox + band_px), number(oy + 2 * band_px + wood_h + 12), palette::ink,
                       escape_xml(key));
  }
}

}  // namespace tessera::detail
