// Private to the lattice file readers (src/lattice_board.cpp, src/lattice_drawing.cpp,
// src/lattice_json.cpp, src/lattice_pieces.cpp): cells with the place they were read from.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/lattice_board.hpp"

namespace tessera::detail {

// A cell and where it was written (1-based line and byte column).
struct placed_cell {
  lattice_cell cell;
  std::size_t line = 0, column = 0;
};

// One line of a drawing: its text (no line end, trailing blanks kept or not) and its line number.
struct drawing_line {
  std::string_view text;
  std::size_t line = 0;
};

enum class drawing_kind { board, piece };

// Reads the cells of a drawing (format in tessera/lattice_board.hpp) into `out`. Errors are
// located; `max_cells` is checked as cells are found (the drawing's bytes bound them anyway).
bool read_drawing(lattice l, const std::vector<drawing_line>& lines, drawing_kind kind,
                  std::size_t max_cells, std::vector<placed_cell>& out, input_error& error);

// A board or piece list read from JSON, cells still unchecked against the lattice.
struct json_piece {
  std::string name;
  std::size_t line = 0, column = 0;  // of the piece's object
  std::vector<placed_cell> cells;
  std::optional<std::string> copies;
  std::size_t copies_line = 0, copies_column = 0;
};
struct json_lattice_file {
  std::optional<lattice> kind;
  std::size_t kind_line = 0, kind_column = 0;
  bool has_cells = false, has_pieces = false;
  std::vector<placed_cell> cells;
  std::vector<json_piece> pieces;
};

// Reads {"lattice": ..., "cells": [...]} or {"lattice": ..., "pieces": [...]}; `want_pieces`
// chooses which. Coordinates must lie within ±limits.max_coordinate, and cells hold 2 or 3 of
// them as lattice_coordinates of the file's lattice says.
result<json_lattice_file> read_lattice_json(std::string_view text, bool want_pieces,
                                            const lattice_limits& limits);

// True when the first non-blank byte of text is '{'.
bool looks_like_json(std::string_view text);

// Splits text into lines (CR before LF dropped, a UTF-8 BOM skipped); line numbers 1-based.
std::vector<drawing_line> split_lines(std::string_view text);

}  // namespace tessera::detail
