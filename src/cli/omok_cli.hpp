// Private to the CLI's omok subcommands (apps/tessera/omok.cpp, omok_referee.cpp): their options
// and the small printing helpers both use.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "tessera/omok.hpp"

namespace tessera::commands::omok_cli {

using namespace tessera::omok;
using json = nlohmann::json;

struct omok_options {
  common_options common;
  std::string rule = "standard";
  std::size_t k = 5;
  std::string size;  // "N" or "NxM"
  std::size_t max_size = default_max_side;
  bool check = false;
  bool forbidden = false;
  bool five_point_makes_three = false;
  // referee only
  std::string moves = "auto";
  bool top_rows = false;
};

// --rule is checked against rule_name() of every rule when parsed, so the name is known here.
inline rule_set rule_of(const std::string& name) {
  return rule_from_name(name).value_or(rule_set::standard);
}

// The rule names, for --rule's allowed values.
inline std::vector<std::string> rule_names() {
  std::vector<std::string> names;
  for (rule_set rule : all_rules) names.emplace_back(rule_name(rule));
  return names;
}

// --rule's help: every rule with what it lets win.
inline std::string rule_help() {
  std::string help;
  for (rule_set rule : all_rules) {
    help += fmt::format("{}{} ({})", help.empty() ? "" : ", ", rule_name(rule), rule_summary(rule));
  }
  return help;
}

// "N" or "NxM" -> rows, cols; false on anything else.
inline bool parse_size(const std::string& text, std::size_t& rows, std::size_t& cols) {
  if (text.empty()) return true;
  const std::size_t x = text.find('x');
  auto number = [](std::string_view s, std::size_t& out) {
    if (s.empty() || s.size() > 6) return false;
    out = 0;
    for (char c : s) {
      if (c < '0' || c > '9') return false;
      out = out * 10 + static_cast<std::size_t>(c - '0');
    }
    return true;
  };
  if (x == std::string::npos) return number(text, rows) && number(text, cols);
  return number(std::string_view(text).substr(0, x), rows) &&
         number(std::string_view(text).substr(x + 1), cols);
}

inline json cells_json(const line& l) {
  json cells = json::array();
  for (std::size_t i = 0; i < l.length; ++i) cells.push_back({l.row_at(i) + 1, l.col_at(i) + 1});
  return cells;
}

inline json line_json(const line& l) {
  return {{"colour", l.colour}, {"row", l.row + 1},
          {"col", l.col + 1},   {"direction", direction_name(l.dir)},
          {"length", l.length}, {"cells", cells_json(l)}};
}

inline std::string colour_name(std::uint8_t colour) { return colour == black ? "black" : "white"; }

// --show draws the part of the board that holds stones and marks, two cells around them, so that a
// 19x19 board with a few stones reads at a glance (a line says which rows and columns); the SVG
// draws the whole board.
inline void show_board(const picture& pic) {
  std::size_t top = pic.rows, bottom = 0, left = pic.cols, right = 0;
  for (std::size_t r = 0; r < pic.rows; ++r) {
    for (std::size_t c = 0; c < pic.cols; ++c) {
      if (pic.glyph[r * pic.cols + c] == '.') continue;
      top = std::min(top, r);
      bottom = std::max(bottom, r);
      left = std::min(left, c);
      right = std::max(right, c);
    }
  }
  constexpr std::size_t margin = 2;
  if (top == pic.rows) return show_picture(pic);  // an empty board: all of it
  const std::size_t r0 = top > margin ? top - margin : 0;
  const std::size_t c0 = left > margin ? left - margin : 0;
  const std::size_t r1 = std::min(pic.rows - 1, bottom + margin);
  const std::size_t c1 = std::min(pic.cols - 1, right + margin);
  if (r0 == 0 && c0 == 0 && r1 == pic.rows - 1 && c1 == pic.cols - 1) return show_picture(pic);
  // In the picture's own coordinates (h8 letters for an h8 record).
  auto row = [&](std::size_t r) {
    return r < pic.row_labels.size() ? pic.row_labels[r] : std::to_string(r + 1);
  };
  auto col = [&](std::size_t c) {
    return c < pic.col_labels.size() ? pic.col_labels[c] : std::to_string(c + 1);
  };
  emit(fmt::format("rows {}-{}, columns {}-{} of the {}x{} board:\n", row(r0), row(r1), col(c0),
                   col(c1), pic.rows, pic.cols));
  show_picture(crop(pic, r0, c0, r1 - r0 + 1, c1 - c0 + 1));
}

inline void show_and_svg(const omok_options& o, const picture& pic) {
  if (o.common.show) show_board(pic);
  if (!o.common.svg.empty()) write_svg_file(o.common.svg, std::span<const picture>(&pic, 1));
}

// Renju's fouls are defined for five in a row: --k other than 5 with --rule renju (or --forbidden)
// is a usage error. Returns exit_bad_input after the message, or exit_ok.
inline int check_renju_k(const omok_options& o) {
  if ((o.rule == "renju" || o.forbidden) && o.k != 5) {
    return report_error(
        input_error{
            0, 0,
            fmt::format("expected --k 5 with renju (its fouls are defined for five in a row), "
                        "found {}",
                        o.k)},
        "--k");
  }
  return exit_ok;
}

// --size must give sides from 5 to --max-size: anything else is a usage error naming --size (not a
// defect of the input file). Returns exit_bad_input after the message, or exit_ok.
inline int check_size_range(const omok_options& o, std::size_t rows, std::size_t cols) {
  if (rows < min_side || cols < min_side || rows > o.max_size || cols > o.max_size) {
    return report_error(input_error{0, 0,
                                    fmt::format("expected a board side from {} to {}, found {}x{}",
                                                min_side, o.max_size, rows, cols)},
                        "--size");
  }
  return exit_ok;
}

// --size ("N" or "NxM", sides from 5 to --max-size) into rows and cols; without --size they are
// left alone (the input's own size is used). Returns exit_bad_input after the message, or exit_ok.
inline int read_size_option(const omok_options& o, std::size_t& rows, std::size_t& cols) {
  if (o.size.empty()) return exit_ok;
  if (!parse_size(o.size, rows, cols)) {
    return report_error(
        input_error{0, 0, fmt::format("expected --size N or NxM, found '{}'", o.size)}, "--size");
  }
  return check_size_range(o, rows, cols);
}

// --k longer than both sides of the board read from the input can never be made: an error naming
// the input. Returns exit_bad_input after the message, or exit_ok.
inline int check_k_fits(const omok_options& o, std::size_t rows, std::size_t cols) {
  if (o.k > std::max(rows, cols)) {
    return report_error(input_error{0, 0,
                                    fmt::format("expected --k at most the board side {}, found {}",
                                                std::max(rows, cols), o.k)},
                        o.common.input);
  }
  return exit_ok;
}

// `tessera omok referee`: reads the moves, referees the game, prints the verdict
// (omok_referee.cpp).
int run_referee(const omok_options& o);

}  // namespace tessera::commands::omok_cli
