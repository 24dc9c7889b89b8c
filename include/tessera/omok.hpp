// tessera/omok.hpp: five in a row (BOJ 2615 "오목") — the board, its text formats, and the judge.
//
// A board is rows x cols cells, each empty (0), black (1) or white (2). The judge finds every
// maximal run of one colour along the four directions (across, down, and both diagonals) and keeps
// those that win under the chosen rule. Each cell is visited a bounded number of times per
// direction, so judging is O(rows * cols) whatever the stones (the seed's own program follows every
// path through same-coloured groups and takes minutes on two solid rows; this never does).
//
// Example:
//   auto parsed = tessera::omok::parse_board(text, {});
//   if (!parsed) { /* parsed.error(): line, column, "expected …, found …" */ }
//   auto wins = tessera::omok::winning_lines(parsed.value(), {});
//   // wins.size() == 1: wins[0].colour, wins[0].row + 1, wins[0].col + 1 is the seed's answer
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/picture.hpp"
#include "tessera/result.hpp"

namespace tessera::omok {

inline constexpr std::uint8_t empty = 0;
inline constexpr std::uint8_t black = 1;
inline constexpr std::uint8_t white = 2;

// The opponent of `colour` (black <-> white). Precondition: colour is black or white.
constexpr std::uint8_t opponent(std::uint8_t colour) {
  return static_cast<std::uint8_t>(3 - colour);
}

struct board {
  board() = default;
  board(std::size_t rows_, std::size_t cols_)
      : rows(rows_), cols(cols_), cells(rows_ * cols_, empty) {}

  std::size_t rows = 0;
  std::size_t cols = 0;
  std::vector<std::uint8_t> cells;  // row-major: empty, black or white
  // For error messages only: the 1-based text line each row was read from (empty when built in
  // code).
  std::vector<std::size_t> row_line;

  std::uint8_t at(std::size_t r, std::size_t c) const { return cells[r * cols + c]; }
  std::uint8_t& at(std::size_t r, std::size_t c) { return cells[r * cols + c]; }
};

// The smallest and (by default) largest board side. Five in a row needs five cells.
inline constexpr std::size_t min_side = 5;
inline constexpr std::size_t default_max_side = 1000;

struct parse_options {
  std::size_t max_side = default_max_side;  // rows and cols must be <= this (--max-size)
  // When non-zero, the board must have exactly this many rows / columns (--size); a header in the
  // input must agree with it.
  std::size_t rows = 0;
  std::size_t cols = 0;
};

// Reads a board. Two formats, told apart by the first cell:
//  - numbers: rows of whitespace-separated 0, 1, 2 (the seed's format: 19 rows of 19 numbers);
//  - compact: rows of characters '.', 'X' or 'B' (black), 'O' or 'W' (white), no separators.
// An optional first line "N" or "N M" declares the size (a row has at least 5 cells, so a line of
// one or two numbers cannot be a row). Without it the board is square: the first row's width is N,
// and N rows must follow. Every defect (a value other than 0/1/2, a short, long or ragged row, a
// missing or extra row, a size out of [5, max_side]) is an input_error at its line and column.
// O(length of text); the size is checked against limits and the bytes left before allocating.
result<board> parse_board(std::string_view text, const parse_options& options);

// An input_error at cell (r, c) (0-based) of a board that parse_board read from `text`: the line of
// its row and the column of its number or character, carrying `message`. O(text up to that line).
input_error locate_cell(std::string_view text, const board& b, std::size_t r, std::size_t c,
                        std::string message);

// The rule deciding which runs win. "Blocked" always means an opponent stone right beyond the run's
// end; the board edge never blocks.
enum class rule_set : std::uint8_t {
  standard,   // exactly k in a row, for both colours (the seed's rule; Gomocup "INFO rule 1")
  freestyle,  // k or more (Gomocup "INFO rule 0")
  renju,      // black: exactly k; white: k or more (black's forbidden points: tessera/renju.hpp)
  // Gomocup's caro league since 2023 ("INFO rule 9", AlphaGomoku's CARO5): exactly k, and not
  // blocked at both ends: neither OXXXXXO nor XXXXXX wins.
  caro,
  // Piskvork's older caro ("INFO rule 8", AlphaGomoku's CARO6): more than k always wins; exactly k
  // wins unless blocked at both ends.
  caro6,
};

// Every rule, in the order of the enum (for option lists and help texts).
inline constexpr rule_set all_rules[] = {rule_set::standard, rule_set::freestyle, rule_set::renju,
                                         rule_set::caro, rule_set::caro6};

// "standard", "freestyle", "renju", "caro", "caro6": the names the CLI, JSON and the web core use.
std::string_view rule_name(rule_set rule);

// The rule named `name` (exactly as rule_name spells it), or nothing. O(1).
std::optional<rule_set> rule_from_name(std::string_view name);

// One line saying what the rule lets win, for help texts ("exactly k, not blocked at both ends").
std::string_view rule_summary(rule_set rule);

struct judge_options {
  rule_set rule = rule_set::standard;
  std::size_t k = 5;  // the length that wins; 2 <= k <= 1000
};

// The four directions, each as the step from a line's reported first stone to the next one. The
// first stone is the leftmost one (the topmost for a vertical line), as the seed prints it; on the
// '/' diagonal that is the bottom end.
enum class direction : std::uint8_t {
  across,    // step (0, +1)
  down,      // step (+1, 0)
  diagonal,  // '\': step (+1, +1)
  anti,      // '/': step (-1, +1), starting at the bottom-left end
};
inline constexpr int step_row[4] = {0, 1, 1, -1};
inline constexpr int step_col[4] = {1, 0, 1, 1};

// "across", "down", "diagonal", "anti-diagonal".
std::string_view direction_name(direction dir);

// A maximal run of one colour: `length` stones from (row, col) (0-based, the first stone as above).
struct line {
  std::uint8_t colour = empty;
  direction dir = direction::across;
  std::size_t row = 0;
  std::size_t col = 0;
  std::size_t length = 0;

  std::size_t row_at(std::size_t i) const {
    return static_cast<std::size_t>(static_cast<std::ptrdiff_t>(row) +
                                    step_row[static_cast<int>(dir)] *
                                        static_cast<std::ptrdiff_t>(i));
  }
  std::size_t col_at(std::size_t i) const {
    return col + i * static_cast<std::size_t>(step_col[static_cast<int>(dir)]);
  }
  friend bool operator==(const line&, const line&) = default;
};

// Whether a maximal run of `length` stones wins under `options`. `blocked_both` says whether
// opponent stones sit right beyond both of its ends (the board edge does not count). Every judge
// (whole board, referee, position check) decides through this one function. O(1).
bool run_wins(std::uint8_t colour, std::size_t length, bool blocked_both,
              const judge_options& options);

// Every winning maximal run, in row-major order of first stones, across before down before the
// diagonals for runs starting at the same cell. O(rows * cols): every cell is looked at at most
// twice per direction.
std::vector<line> winning_lines(const board& b, const judge_options& options);

// Whether one stone lies on every line of `lines` (false when `lines` is empty): the lines could
// all have been made by a single last move. O(rows * cols + total length of lines).
bool lines_share_a_stone(const board& b, std::span<const line> lines);

// What --check reports about a position.
struct position_report {
  std::size_t black_stones = 0;
  std::size_t white_stones = 0;
  bool counts_consistent = true;  // black == white or black == white + 1 (black moves first)
  std::vector<line> wins;         // every winning line
  bool both_colours_win = false;
  // With wins of one colour: whether every winning line passes through one common stone, as it must
  // if a single last move made them all.
  bool wins_share_a_stone = true;
  bool winner_moved_last =
      true;  // a black win needs black == white + 1, a white win black == white
  std::vector<std::string>
      problems;  // one sentence each; empty when the position can arise in play
};

// Checks that a position can arise from alternate play that stops at the first win. O(rows * cols).
position_report check_position(const board& b, const judge_options& options);

// How a picture names the points: in the notation of the input, so a record can be read
// against it.
enum class coordinates : std::uint8_t {
  row_col,  // rows 1.. from the top, columns 1.. from the left (the seed's boards, row-col moves)
  letters,  // renju notation ("h8"): columns a.., rows 1.. from the bottom
  letters_top,  // the same with rows counted from the top (referee --top-rows)
};

// The board as a go-board picture (picture_style::board): 'X' black, 'O' white, '.' empty, the
// stones of `lines` highlighted, star points (the 4th lines from the edges and the centre, as on
// go and renju boards; the 3rd lines on boards under 13; the middle of the sides too from 17),
// every row and column labelled in `names` (letters stop at 26 columns: wider boards are
// numbered). O(rows * cols + total length of lines).
picture draw_board(const board& b, std::span<const line> lines, std::string title = {},
                   coordinates names = coordinates::row_col);

}  // namespace tessera::omok
