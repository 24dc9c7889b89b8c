// Pieces of lattice problems (tessera/lattice_board.hpp): piece files (JSON or drawn) and whole
// --pieces specs over the built-in sets of tessera/lattice_sets.hpp.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "detail/lattice_files.hpp"
#include "tessera/lattice_board.hpp"
#include "tessera/lattice_sets.hpp"
#include "tessera/text_reader.hpp"

namespace tessera {
namespace {

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-' || c == '\'' || c == '+';
}

// One piece read from a file, before its checks.
struct raw_piece {
  std::string name;
  std::size_t line = 0, column = 0;
  std::vector<detail::placed_cell> cells;
  multiplicity count;
};

// Checks a piece's cells on l and builds it: cells of the lattice, no repeats, connected.
result<lattice_piece> checked_piece(lattice l, raw_piece raw) {
  if (raw.cells.empty())
    return input_error{raw.line, raw.column, fmt::format("piece '{}' has no cells", raw.name)};
  std::vector<lattice_cell> cells;
  std::map<lattice_cell, const detail::placed_cell*> seen;
  for (const detail::placed_cell& c : raw.cells) {
    if (!is_lattice_cell(l, c.cell)) {
      return input_error{c.line, c.column,
                         fmt::format("({}, {}, {}) is not a cell of the {} lattice", c.cell.x,
                                     c.cell.y, c.cell.z, lattice_name(l))};
    }
    const auto [it, fresh] = seen.emplace(c.cell, &c);
    if (!fresh) {
      return input_error{c.line, c.column,
                         fmt::format("cell ({}, {}, {}) repeated in piece '{}'", c.cell.x, c.cell.y,
                                     c.cell.z, raw.name)};
    }
    cells.push_back(c.cell);
  }
  polyform shape(l, std::move(cells));
  if (!shape.is_connected()) {
    return input_error{
        raw.line, raw.column,
        fmt::format("piece '{}' is not connected on the {} lattice (cells must "
                    "share an edge{})",
                    raw.name, lattice_name(l), l == lattice::cube ? " or face" : "")};
  }
  return lattice_piece{std::move(raw.name), std::move(shape), orientation_set::free, raw.count};
}

result<std::vector<raw_piece>> read_json_pieces(lattice l, std::string_view text,
                                                const lattice_limits& limits) {
  auto file = detail::read_lattice_json(text, true, limits);
  if (!file) return file.error();
  if (*file.value().kind != l) {
    return input_error{file.value().kind_line, file.value().kind_column,
                       fmt::format("the pieces are on the {} lattice, the problem on the {} one",
                                   lattice_name(*file.value().kind), lattice_name(l))};
  }
  std::vector<raw_piece> out;
  for (detail::json_piece& p : file.value().pieces) {
    raw_piece raw{std::move(p.name), p.line, p.column, std::move(p.cells), {}};
    if (raw.name.empty() || !std::all_of(raw.name.begin(), raw.name.end(), is_name_char)) {
      return input_error{p.line, p.column,
                         fmt::format("expected a piece name of letters, digits and _ - ' +, "
                                     "found \"{}\"",
                                     raw.name.substr(0, 40))};
    }
    if (p.copies && !parse_multiplicity(*p.copies, raw.count)) {
      return input_error{p.copies_line, p.copies_column,
                         fmt::format("expected copies \"K\", \"A..B\" or \"A..\" (0 <= A <= B <= "
                                     "{}), found \"{}\"",
                                     max_multiplicity, p.copies->substr(0, 40))};
    }
    out.push_back(std::move(raw));
  }
  return out;
}

// Blocks separated by blank lines: a name line, then the drawing.
result<std::vector<raw_piece>> read_drawn_pieces(lattice l, std::string_view text,
                                                 const lattice_limits& limits) {
  const std::vector<detail::drawing_line> lines = detail::split_lines(text);
  auto blank = [](std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t'; });
  };
  std::vector<raw_piece> out;
  std::size_t total = 0;
  for (std::size_t i = 0; i < lines.size();) {
    if (blank(lines[i].text)) {
      ++i;
      continue;
    }
    if (out.size() >= limits.max_pieces)
      return input_error{lines[i].line, 1, fmt::format("more than {} pieces", limits.max_pieces)};
    std::string_view head = lines[i].text;
    while (!head.empty() && (head.back() == ' ' || head.back() == '\t')) head.remove_suffix(1);
    raw_piece raw;
    raw.line = lines[i].line;
    raw.column = 1;
    const std::size_t star = head.find('*');
    const std::string_view name = head.substr(0, star);
    const auto bad =
        std::find_if(name.begin(), name.end(), [](char c) { return !is_name_char(c); });
    if (name.empty() || bad != name.end()) {
      const std::size_t col = static_cast<std::size_t>(bad - name.begin()) + 1;
      return input_error{
          raw.line, col,
          fmt::format("expected a piece name line (letters, digits and _ - ' +, "
                      "then *COPIES if any), found {}",
                      bad == name.end() ? std::string("'*'")
                                        : describe_byte(static_cast<unsigned char>(*bad)))};
    }
    raw.name = std::string(name);
    if (star != std::string_view::npos && !parse_multiplicity(head.substr(star + 1), raw.count)) {
      return input_error{raw.line, star + 2,
                         fmt::format("expected a multiplicity after '*' (K, A..B or A.. with 0 <= "
                                     "A <= B <= {})",
                                     max_multiplicity)};
    }
    std::vector<detail::drawing_line> drawing;
    for (++i; i < lines.size() && !blank(lines[i].text); ++i) drawing.push_back(lines[i]);
    input_error error;
    if (!detail::read_drawing(l, drawing, detail::drawing_kind::piece, limits.max_cells - total,
                              raw.cells, error))
      return error;
    total += raw.cells.size();
    out.push_back(std::move(raw));
  }
  if (out.empty()) return input_error{1, 1, "expected at least one piece, found an empty file"};
  return out;
}

}  // namespace

result<std::vector<lattice_piece>> parse_lattice_piece_file(lattice l, std::string_view text,
                                                            const lattice_limits& limits) {
  if (l == lattice::square && !detail::looks_like_json(text)) {
    // Today's square-grid piece files, read by tessera/piece_spec.hpp.
    auto pieces = parse_piece_file(text);
    if (!pieces) return pieces.error();
    std::vector<lattice_piece> out;
    for (const piece& p : pieces.value()) {
      std::vector<lattice_cell> cells;
      for (const cell& c : p.shape.cells()) cells.push_back({c.col, c.row, 0});
      out.push_back({p.name, polyform(l, std::move(cells)), p.max_orient, p.count});
    }
    return out;
  }
  auto raw = detail::looks_like_json(text) ? read_json_pieces(l, text, limits)
                                           : read_drawn_pieces(l, text, limits);
  if (!raw) return raw.error();
  std::vector<lattice_piece> out;
  std::map<std::string, std::size_t> names;
  for (raw_piece& p : raw.value()) {
    const auto [it, fresh] = names.emplace(p.name, p.line);
    if (!fresh) {
      return input_error{p.line, p.column,
                         fmt::format("piece name '{}' already used (line {})", p.name, it->second)};
    }
    auto piece = checked_piece(l, std::move(p));
    if (!piece) return piece.error();
    out.push_back(std::move(piece).value());
  }
  return out;
}

result<std::vector<lattice_piece>> lattice_pieces_of_spec(
    lattice l, std::string_view spec,
    const std::function<result<std::string>(std::string_view path)>& read_file,
    std::string* error_source, const lattice_limits& limits) {
  if (error_source) error_source->clear();
  auto terms = parse_piece_spec(spec);
  if (!terms) return terms.error();
  std::vector<lattice_piece> out;
  for (const piece_term& term : terms.value()) {
    if (term.from_file) {
      auto text = read_file(term.name);
      if (!text) {
        if (error_source) *error_source = term.name;
        return text.error();
      }
      auto more = parse_lattice_piece_file(l, text.value(), limits);
      if (!more) {
        if (error_source) *error_source = term.name;
        return more.error();
      }
      for (lattice_piece& p : more.value()) {
        if (term.count.given) p.count = term.count;
        out.push_back(std::move(p));
      }
      continue;
    }
    const std::size_t colon = term.name.find(':');
    const std::string set_name = term.name.substr(0, colon);
    const auto set = lattice_piece_set(l, set_name);
    if (!set) {
      std::string known;
      for (std::string_view n : lattice_set_names(l))
        known += (known.empty() ? "" : ", ") + std::string(n);
      return input_error{1, term.column,
                         fmt::format("expected a piece set of the {} lattice ({}), found '{}'",
                                     lattice_name(l), known, set_name)};
    }
    std::size_t found = 0;
    for (const named_polyform& p : *set) {
      if (colon != std::string::npos && p.name != term.name.substr(colon + 1)) continue;
      out.push_back({p.name, p.shape, p.max_orient, term.count});
      ++found;
    }
    if (found == 0) {
      std::string names;
      for (const named_polyform& p : *set) names += (names.empty() ? "" : " ") + p.name;
      return input_error{1, term.column + colon + 1,
                         fmt::format("expected a piece of {} ({}), found '{}'", set_name, names,
                                     term.name.substr(colon + 1))};
    }
  }
  return out;
}

}  // namespace tessera
