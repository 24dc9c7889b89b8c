// Reading lattice boards and piece lists written as JSON (tessera/lattice_board.hpp). The repo's
// JSON cursor (src/detail/fill_json.hpp): no DOM, no recursion, every defect at its line and
// column.
#include <fmt/format.h>

#include "detail/fill_json.hpp"
#include "detail/lattice_files.hpp"

namespace tessera::detail {
namespace {

class lattice_json_reader {
 public:
  lattice_json_reader(std::string_view text, bool want_pieces, const lattice_limits& limits)
      : in_(text), want_pieces_(want_pieces), limits_(limits) {}

  result<json_lattice_file> read() {
    if (!read_file()) return in_.error();
    return std::move(file_);
  }

 private:
  input_error at(std::size_t pos, std::string message) const {
    return error_at(in_.text, pos, std::move(message));
  }
  bool fail_at(std::size_t pos, std::string message) {
    return in_.fail_at(pos, std::move(message));
  }

  // A string without escapes (names and keys need none).
  bool read_string(std::string& out, std::string_view what) {
    in_.skip_space();
    if (in_.peek() != '"') return in_.fail_expected(what);
    const std::size_t start = in_.pos;
    for (std::size_t p = start + 1; p < in_.text.size(); ++p) {
      const char ch = in_.text[p];
      if (ch == '"') {
        out = std::string(in_.text.substr(start + 1, p - start - 1));
        in_.pos = p + 1;
        return true;
      }
      if (ch == '\\') return fail_at(p, "escapes are not accepted in this string");
      if (ch == '\n') break;
    }
    return fail_at(start, fmt::format("expected {}, found an unterminated string", what));
  }

  bool read_coordinate(std::int32_t& out) {
    in_.skip_space();
    const std::size_t start = in_.pos;
    const bool negative = in_.peek() == '-';
    if (negative) ++in_.pos;
    std::uint64_t magnitude = 0;
    const auto bound = static_cast<std::uint64_t>(limits_.max_coordinate);
    if (!in_.read_uint(magnitude, 0, bound,
                       fmt::format("a coordinate from {} to {}", -limits_.max_coordinate,
                                   limits_.max_coordinate))) {
      in_.err.column = error_at(in_.text, start, "").column;
      return false;
    }
    out = static_cast<std::int32_t>(negative ? -static_cast<std::int64_t>(magnitude)
                                             : static_cast<std::int64_t>(magnitude));
    return true;
  }

  // [[x, y(, z)], ...]: 2 or 3 coordinates per cell (checked against the lattice later).
  bool read_cells(std::vector<placed_cell>& out) {
    if (!in_.expect('[', "'[' opening the list of cells")) return false;
    in_.skip_space();
    if (in_.peek() == ']') {
      ++in_.pos;
      return true;
    }
    while (true) {
      in_.skip_space();
      const input_error where = at(in_.pos, "");
      if (!in_.expect('[', "'[' opening a cell [x, y] or [x, y, z]")) return false;
      std::int32_t v[3] = {0, 0, 0};
      std::size_t count = 0;
      while (true) {
        if (count == 3) return in_.fail_expected("']' after at most 3 coordinates");
        if (!read_coordinate(v[count])) return false;
        ++count;
        in_.skip_space();
        if (in_.peek() == ',') {
          ++in_.pos;
          continue;
        }
        if (!in_.expect(']', "',' or ']' in a cell")) return false;
        break;
      }
      if (count < 2) return fail_at(in_.pos - 1, "expected at least 2 coordinates in a cell");
      if (++total_cells_ > limits_.max_cells)
        return fail_at(in_.pos - 1, fmt::format("more than {} cells", limits_.max_cells));
      out.push_back({{v[0], v[1], v[2]}, where.line, where.column});
      out.back().cell.z = count == 3 ? v[2] : 0;
      // Remember the arity to check against the lattice: a z of 0 written or not differ.
      arity_.push_back({count, where.line, where.column});
      in_.skip_space();
      if (in_.peek() == ',') {
        ++in_.pos;
        continue;
      }
      return in_.expect(']', "',' or ']' in the list of cells");
    }
  }

  bool read_piece(json_piece& piece) {
    in_.skip_space();
    const input_error where = at(in_.pos, "");
    piece.line = where.line;
    piece.column = where.column;
    if (!in_.expect('{', "'{' opening a piece {\"name\": ..., \"cells\": [...]}")) return false;
    bool has_name = false, has_cells = false;
    while (true) {
      std::string key;
      in_.skip_space();
      const std::size_t key_at = in_.pos;
      if (!read_string(key, "a key \"name\", \"cells\" or \"copies\"")) return false;
      if (!in_.expect(':', "':' after the key")) return false;
      if (key == "name" && !has_name) {
        has_name = true;
        if (!read_string(piece.name, "the piece's name (a string)")) return false;
      } else if (key == "cells" && !has_cells) {
        has_cells = true;
        if (!read_cells(piece.cells)) return false;
      } else if (key == "copies" && !piece.copies) {
        in_.skip_space();
        const input_error c = at(in_.pos, "");
        piece.copies_line = c.line;
        piece.copies_column = c.column;
        std::string copies;
        if (!read_string(copies, "the copies as a string (\"1\", \"0..1\", \"2..\")")) return false;
        piece.copies = std::move(copies);
      } else {
        return fail_at(key_at, fmt::format("expected a key \"name\", \"cells\" or \"copies\" "
                                           "(each once), found \"{}\"",
                                           key));
      }
      in_.skip_space();
      if (in_.peek() == ',') {
        ++in_.pos;
        continue;
      }
      if (!in_.expect('}', "',' or '}' in a piece")) return false;
      break;
    }
    if (!has_name || !has_cells)
      return fail_at(in_.pos - 1, fmt::format("expected the piece's \"{}\" before '}}'",
                                              has_name ? "cells" : "name"));
    return true;
  }

  bool read_pieces() {
    if (!in_.expect('[', "'[' opening the list of pieces")) return false;
    in_.skip_space();
    if (in_.peek() == ']') {
      ++in_.pos;
      return true;
    }
    while (true) {
      if (file_.pieces.size() >= limits_.max_pieces)
        return in_.fail_expected(fmt::format("at most {} pieces", limits_.max_pieces));
      file_.pieces.emplace_back();
      if (!read_piece(file_.pieces.back())) return false;
      in_.skip_space();
      if (in_.peek() == ',') {
        ++in_.pos;
        continue;
      }
      return in_.expect(']', "',' or ']' in the list of pieces");
    }
  }

  bool read_file() {
    const std::string_view list_key = want_pieces_ ? "pieces" : "cells";
    const std::string keys = fmt::format("a key \"lattice\" or \"{}\"", list_key);
    if (!in_.expect('{', fmt::format("'{{' opening {{\"lattice\": ..., \"{}\": [...]}}", list_key)))
      return false;
    while (true) {
      std::string key;
      in_.skip_space();
      const std::size_t key_at = in_.pos;
      if (!read_string(key, keys)) return false;
      if (!in_.expect(':', "':' after the key")) return false;
      if (key == "lattice" && !file_.kind) {
        in_.skip_space();
        const std::size_t value_at = in_.pos;
        std::string name;
        if (!read_string(name, "the lattice name (\"square\", \"tri\", \"hex\" or \"cube\")"))
          return false;
        file_.kind = parse_lattice(name);
        const input_error w = at(value_at, "");
        file_.kind_line = w.line;
        file_.kind_column = w.column;
        if (!file_.kind)
          return fail_at(value_at, fmt::format("expected a lattice (\"square\", \"tri\", \"hex\" "
                                               "or \"cube\"), found \"{}\"",
                                               name));
      } else if (key == list_key && !file_.has_cells && !file_.has_pieces) {
        if (want_pieces_) {
          file_.has_pieces = true;
          if (!read_pieces()) return false;
        } else {
          file_.has_cells = true;
          if (!read_cells(file_.cells)) return false;
        }
      } else {
        return fail_at(key_at, fmt::format("expected {} (each once), found \"{}\"", keys, key));
      }
      in_.skip_space();
      if (in_.peek() == ',') {
        ++in_.pos;
        continue;
      }
      if (!in_.expect('}', "',' or '}'")) return false;
      break;
    }
    if (!file_.kind) return fail_at(in_.pos - 1, "expected a key \"lattice\" before '}'");
    if (!file_.has_cells && !file_.has_pieces)
      return fail_at(in_.pos - 1, fmt::format("expected a key \"{}\" before '}}'", list_key));
    if (!in_.at_end()) return in_.fail_expected("the end of the input after '}'");
    // Each cell has the lattice's number of coordinates.
    const std::size_t want = lattice_coordinates(*file_.kind);
    for (const auto& a : arity_) {
      if (a.count != want) {
        in_.err = {a.line, a.column,
                   fmt::format("expected a cell of {} coordinates on the {} lattice, found {}",
                               want, lattice_name(*file_.kind), a.count)};
        return false;
      }
    }
    return true;
  }

  struct arity {
    std::size_t count, line, column;
  };
  json_scanner in_;
  bool want_pieces_;
  lattice_limits limits_;
  json_lattice_file file_;
  std::vector<arity> arity_;
  std::size_t total_cells_ = 0;
};

}  // namespace

result<json_lattice_file> read_lattice_json(std::string_view text, bool want_pieces,
                                            const lattice_limits& limits) {
  return lattice_json_reader(text, want_pieces, limits).read();
}

}  // namespace tessera::detail
