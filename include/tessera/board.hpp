// tessera/board.hpp: a rectangular board of free and blocked cells, and its text formats.
//
// Formats read by board_reader (all through the input layer, so BOM, CRLF and trailing blanks are
// accepted and every defect is reported at its line and column):
//   - BOARDCOVER (Algospot): `C`, then per case a line `H W` and H rows of W characters, `#`
//   blocked,
//     `.` free;
//   - a single board given as bare rows of `#` and `.` (no count, no sizes), all of the same width;
// in both, a row may also hold `+`, an optional cell (free, but it may stay uncovered), and
// letters, the cells of given pieces (a piece of that letter fixed there; blocked for the engines):
// the board's marks (docs/cover.md, "Optional cells, given pieces, colours"); and parse_board_size
// reads `HxW` (a full rectangle, as given to `--board`).
//
// A board may wrap around (`tessera cover --wrap`): with wrap_cols, column 0 is next to column
// cols - 1, so each row is a ring (a tube, or a ring when the board is long); with wrap_rows, row 0
// is next to row rows - 1, so each column is a ring; with both, a torus. The formats carry no wrap:
// it is given for the whole input (docs/exact_cover.md, "Boards that wrap around").
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tessera/result.hpp"
#include "tessera/text_reader.hpp"

namespace tessera {

class board {
 public:
  board() = default;
  // A rows x cols board, every cell free (or every cell blocked). O(rows * cols).
  board(std::size_t rows, std::size_t cols, bool free = true)
      : rows_(rows), cols_(cols), free_(rows * cols, free ? 1 : 0) {}

  std::size_t rows() const { return rows_; }
  std::size_t cols() const { return cols_; }
  // Constraints: r < rows(), c < cols(). O(1).
  bool is_free(std::size_t r, std::size_t c) const { return free_[r * cols_ + c] != 0; }
  void set_free(std::size_t r, std::size_t c, bool free) { free_[r * cols_ + c] = free ? 1 : 0; }
  // Row-major, 1 for a free cell, 0 for a blocked one.
  const std::vector<std::uint8_t>& cells() const { return free_; }
  // O(rows * cols).
  std::size_t free_count() const;

  // Joins opposite edges: rows (row 0 next to row rows - 1), cols (column 0 next to cols - 1).
  void set_wrap(bool rows, bool cols) {
    wrap_rows_ = rows;
    wrap_cols_ = cols;
  }
  bool wrap_rows() const { return wrap_rows_; }
  bool wrap_cols() const { return wrap_cols_; }
  bool wrapped() const { return wrap_rows_ || wrap_cols_; }

  // The board reflected in its main diagonal (cols x rows; the wrap flags swap too). O(rows *
  // cols).
  board transposed() const;
  // The board mirrored left-right. O(rows * cols).
  board mirrored() const;
  // The board turned upside down. O(rows * cols).
  board flipped() const;

  // Marks: '+' on an optional cell (free), a letter on a given piece's cell (blocked), 0 on a
  // plain cell. Setting a mark does not change whether the cell is free. O(1); the first mark
  // allocates rows * cols bytes.
  char mark(std::size_t r, std::size_t c) const {
    return marks_.empty() ? '\0' : marks_[r * cols_ + c];
  }
  void set_mark(std::size_t r, std::size_t c, char mark);
  // True when some cell carries a mark. O(1) after the first call for an unmarked board.
  bool marked() const { return !marks_.empty(); }
  // Row-major marks, empty when no cell was ever marked.
  const std::vector<char>& marks() const { return marks_; }
  // Where cell (r, c) was read from: its 1-based line and column in the input text, or {0, 0}
  // when the board was not read from text (for errors about marked cells). O(1).
  std::pair<std::size_t, std::size_t> cell_position(std::size_t r, std::size_t c) const;
  // Records that row r starts at `line`, `column` of the input (board_reader does).
  void set_row_position(std::size_t r, std::size_t line, std::size_t column);

  // Equal cells, marks and wrap (where the rows were read from does not count).
  friend bool operator==(const board& a, const board& b) {
    return a.rows_ == b.rows_ && a.cols_ == b.cols_ && a.free_ == b.free_ && a.marks_ == b.marks_ &&
           a.wrap_rows_ == b.wrap_rows_ && a.wrap_cols_ == b.wrap_cols_;
  }

 private:
  std::size_t rows_ = 0;
  std::size_t cols_ = 0;
  std::vector<std::uint8_t> free_;
  std::vector<char> marks_;                                   // empty, or rows * cols
  std::vector<std::pair<std::size_t, std::size_t>> rows_at_;  // empty, or per row (line, column)
  bool wrap_rows_ = false;
  bool wrap_cols_ = false;
};

// Draws a board as rows of `#` (blocked) and `.` (free), a marked cell as its mark (`+`, a
// letter), each row ending in '\n'.
std::string format_board(const board& b);

// For the solvers that take only free and blocked cells: an error at the first marked cell ("an
// optional cell '+' ... {not_here}"), or true when no cell is marked. O(rows * cols).
result<bool> require_unmarked(const board& b, std::string_view not_here);

// Limits checked before a board is allocated (and the cells must also fit in the bytes left).
struct board_limits {
  std::size_t max_cases = 1'000'000;
  std::size_t max_side = 1'000'000;
  std::size_t max_cells = 100'000'000;
};

// Reads boards one case at a time, so that a caller can answer the good cases before a bad one.
//   board_reader reader(text);
//   auto count = reader.start();           // number of cases (1 for bare rows)
//   for (i < count) auto b = reader.next();
//   reader.finish();                        // nothing but whitespace may follow
class board_reader {
 public:
  // `text` must outlive the reader.
  explicit board_reader(std::string_view text, board_limits limits = {});

  // Detects the format and reads the case count. O(1) for BOARDCOVER; for bare rows it does nothing
  // more.
  result<std::size_t> start();
  // The next board. O(rows * cols).
  result<board> next();
  // Requires that the input ends after the last case.
  result<bool> finish();
  // Where the next case starts (its `H W` header, or its first bare row), as {line, column}, after
  // skipping the whitespace before it: for messages about a whole case. O(skipped bytes).
  std::pair<std::size_t, std::size_t> next_case_position();

 private:
  std::pair<std::size_t, std::size_t> row_start(std::string_view row);

  std::string_view text_;
  text_reader in_;
  board_limits limits_;
  bool bare_ = false;
};

// All boards of an input at once (start, next for each case, finish).
result<std::vector<board>> parse_boards(std::string_view text, const board_limits& limits = {});

// Parses `HxW` (also `H*W`, `H,W`, or a single `N` for a square) into a full board.
// Errors are positioned on line 1. Constraints: 1 <= H, W <= limits.max_side, H * W <=
// limits.max_cells.
result<board> parse_board_size(std::string_view text, const board_limits& limits = {});

}  // namespace tessera
