// Piece specs and piece files (see tessera/piece_spec.hpp).
#include "tessera/piece_spec.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "tessera/text_reader.hpp"

namespace tessera {
namespace {

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-' || c == '\'' || c == '+';
}

bool parse_bound(std::string_view text, std::uint32_t& out) {
  if (text.empty() || text.size() > 9) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  std::uint32_t value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);
  if (value > max_multiplicity) return false;
  out = value;
  return true;
}

std::string known_names() {
  std::string names;
  for (const piece_set_info& info : piece_set_names()) {
    if (!names.empty()) names += ", ";
    names += info.name;
  }
  return names;
}

std::string shown(std::string_view text) {
  if (text.empty()) return "nothing";
  return fmt::format("'{}'", text.substr(0, 40));
}

}  // namespace

bool parse_multiplicity(std::string_view text, multiplicity& out) {
  multiplicity m;
  m.given = true;
  const std::size_t dots = text.find("..");
  if (dots == std::string_view::npos) {
    if (!parse_bound(text, m.min)) return false;
    m.max = m.min;
  } else {
    if (!parse_bound(text.substr(0, dots), m.min)) return false;
    const std::string_view upper = text.substr(dots + 2);
    if (upper.empty()) {
      m.max = multiplicity::unbounded;
    } else if (!parse_bound(upper, m.max) || m.max < m.min) {
      return false;
    }
  }
  out = m;
  return true;
}

std::string format_multiplicity(const multiplicity& count) {
  if (!count.given) return "";
  if (count.min == count.max) return std::to_string(count.min);
  if (count.max == multiplicity::unbounded) return fmt::format("{}..", count.min);
  return fmt::format("{}..{}", count.min, count.max);
}

result<std::vector<piece_term>> parse_piece_spec(std::string_view spec) {
  std::vector<piece_term> terms;
  std::size_t pos = 0;
  auto fail = [](std::size_t at, std::string message) {
    return input_error{1, at + 1, std::move(message)};
  };
  while (true) {
    while (pos < spec.size() && spec[pos] == ' ') ++pos;
    const std::size_t start = pos;
    std::size_t end = spec.find(',', pos);
    if (end == std::string_view::npos) end = spec.size();
    std::string_view text = spec.substr(start, end - start);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (text.empty()) {
      return fail(start, fmt::format("expected a piece set name or @FILE, found {}",
                                     start < spec.size() ? "','" : "end of input"));
    }
    piece_term term;
    term.column = start + 1;
    const std::size_t star = text.rfind('*');
    if (star != std::string_view::npos) {
      const std::string_view count_text = text.substr(star + 1);
      if (!parse_multiplicity(count_text, term.count)) {
        return fail(
            start + star + 1,
            fmt::format("expected a multiplicity after '*' (K, A..B or A.. with 0 <= A <= B <= "
                        "{}), found {}",
                        max_multiplicity, shown(count_text)));
      }
      text = text.substr(0, star);
    }
    if (!text.empty() && text.front() == '@') {
      term.from_file = true;
      term.name = std::string(text.substr(1));
      if (term.name.empty())
        return fail(start + 1, "expected a file name after '@', found nothing");
    } else {
      const auto bad = std::find_if(text.begin(), text.end(),
                                    [](char c) { return !is_name_char(c) && c != ':'; });
      if (text.empty() || bad != text.end()) {
        const std::size_t at =
            text.empty() ? start : start + static_cast<std::size_t>(bad - text.begin());
        return fail(
            at,
            fmt::format("expected a piece set name (letters, digits, '-', ':'), found {}",
                        text.empty() ? "'*'" : describe_byte(static_cast<unsigned char>(*bad))));
      }
      term.name = std::string(text);
    }
    terms.push_back(std::move(term));
    if (end == spec.size()) break;
    pos = end + 1;
  }
  return terms;
}

result<std::vector<piece>> pieces_of_term(const piece_term& term) {
  const std::size_t colon = term.name.find(':');
  const std::string set_name = term.name.substr(0, colon);
  const auto set = named_piece_set(set_name);
  if (!set) {
    return input_error{
        1, term.column,
        fmt::format("expected a piece set name ({}), found '{}'", known_names(), set_name)};
  }
  std::vector<piece> out;
  for (const named_piece& p : *set) {
    if (colon != std::string::npos && p.name != term.name.substr(colon + 1)) continue;
    out.push_back({p.name, p.shape, p.max_orient, term.count});
  }
  if (out.empty()) {
    std::string names;
    for (const named_piece& p : *set) names += (names.empty() ? "" : " ") + p.name;
    return input_error{1, term.column + colon + 1,
                       fmt::format("expected a piece of {} ({}), found '{}'", set_name, names,
                                   term.name.substr(colon + 1))};
  }
  return out;
}

result<std::vector<piece>> parse_piece_file(std::string_view text,
                                            const piece_file_limits& limits) {
  text_reader in(text);
  std::vector<piece> pieces;
  std::vector<std::size_t> name_lines;
  in.skip_whitespace();
  if (in.at_end())
    return input_error{in.line(), in.column(), "expected a piece name, found end of input"};
  while (!in.at_end()) {
    // The name line.
    const std::size_t line = in.line(), column = in.column();
    std::string_view name_line;
    in.read_line(name_line);
    // The piece's own motions, after the name (and multiplicity) and blanks.
    std::optional<orientation_set> motions;
    const std::size_t blank = name_line.find_first_of(" \t");
    if (blank != std::string_view::npos) {
      std::size_t word = blank;
      while (word < name_line.size() && (name_line[word] == ' ' || name_line[word] == '\t')) ++word;
      const std::string_view motion = name_line.substr(word);
      if (motion == "fixed") motions = orientation_set::fixed;
      if (motion == "rotate") motions = orientation_set::rotate;
      if (motion == "free") motions = orientation_set::free;
      if (!motions && !motion.empty()) {
        return input_error{line, column + word,
                           fmt::format("expected the piece's motions (fixed, rotate or free) after "
                                       "its name, found '{}'",
                                       motion)};
      }
      name_line = name_line.substr(0, blank);
    }
    std::string_view name = name_line;
    multiplicity count;
    const std::size_t star = name_line.find('*');
    if (star != std::string_view::npos) {
      name = name_line.substr(0, star);
      if (!parse_multiplicity(name_line.substr(star + 1), count)) {
        return input_error{
            line, column + star + 1,
            fmt::format("expected a multiplicity after '*' (K, A..B or A.. with 0 <= A <= B "
                        "<= {}), found {}",
                        max_multiplicity, shown(name_line.substr(star + 1)))};
      }
    }
    while (!name.empty() && (name.back() == ' ' || name.back() == '\t')) name.remove_suffix(1);
    const auto bad =
        std::find_if(name.begin(), name.end(), [](char c) { return !is_name_char(c); });
    if (name.empty() || bad != name.end() || name.front() == '#' || name.front() == '.') {
      const std::size_t at = column + static_cast<std::size_t>(bad - name.begin());
      return input_error{
          line, name.empty() ? column : at,
          fmt::format("expected a piece name (letters, digits, '_', '-', ''', '+'), found {}",
                      name.empty() ? "'*'" : describe_byte(static_cast<unsigned char>(*bad)))};
    }
    if (pieces.size() >= limits.max_pieces) {
      return input_error{line, column,
                         fmt::format("expected at most {} pieces, found more", limits.max_pieces)};
    }
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      if (pieces[i].name == name) {
        return input_error{
            line, column,
            fmt::format("expected a new piece name, found '{}' (already used on line {})", name,
                        name_lines[i])};
      }
    }
    // The drawing: rows of '#' and '.' up to a blank line or the end.
    std::vector<cell> cells;
    std::size_t rows = 0;
    while (true) {
      const std::size_t row_line = in.line();
      std::string_view row;
      if (!in.read_line(row) || row.empty()) break;
      if (rows == limits.max_side) {
        return input_error{
            row_line, 1,
            fmt::format("expected at most {} rows in a piece, found more", limits.max_side)};
      }
      for (std::size_t c = 0; c < row.size(); ++c) {
        if (row[c] != '#' && row[c] != '.') {
          return input_error{row_line, c + 1,
                             fmt::format("expected '#' or '.', found {}",
                                         describe_byte(static_cast<unsigned char>(row[c])))};
        }
        if (c == limits.max_side) {
          return input_error{
              row_line, c + 1,
              fmt::format("expected at most {} columns in a piece, found more", limits.max_side)};
        }
        if (row[c] == '#')
          cells.push_back({static_cast<std::int32_t>(rows), static_cast<std::int32_t>(c)});
      }
      ++rows;
    }
    if (cells.empty()) {
      return input_error{
          line + 1, 1,
          fmt::format("expected the drawing of piece '{}' (rows of '#' and '.', at least one '#'), "
                      "found {}",
                      name, rows == 0 ? "no rows" : "no '#'")};
    }
    polyomino shape(std::move(cells));
    if (!shape.is_connected()) {
      return input_error{
          line + 1, 1,
          fmt::format("expected a 4-connected piece, found piece '{}' in several parts", name)};
    }
    pieces.push_back({std::string(name), std::move(shape), orientation_set::free, count, motions});
    name_lines.push_back(line);
  }
  return pieces;
}

}  // namespace tessera
