// tessera/lpuzzle.hpp: the L-puzzle (BOJ 3654; NWERC 2011 D "Piece it together").
//
// An L-piece covers three cells: a black corner, one white cell beside it horizontally and one
// white cell beside it vertically. Given a pattern of 'B', 'W' and '.', can it be built exactly
// from L-pieces (every B and W covered once, '.' uncovered)? Modelled as 2-SAT (each black chooses
// left/right and up/down; no white is taken twice; whites must number twice the blacks) and solved
// in linear time by an iterative SCC pass over the implication graph, which is never stored: it is
// read off the pattern itself.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/picture.hpp"
#include "tessera/result.hpp"

namespace tessera {

// A pattern: `rows` x `cols` cells, row-major, each 'B', 'W' or '.'.
struct lpuzzle_pattern {
  std::size_t rows = 0;
  std::size_t cols = 0;
  std::string cells;
  char at(std::size_t r, std::size_t c) const { return cells[r * cols + c]; }
};

// One L-piece: 0-based (row, col) of its black corner and of the whites it takes.
struct lpuzzle_piece {
  std::size_t black_row, black_col;
  std::size_t horizontal_row, horizontal_col;  // same row as the black, column ± 1
  std::size_t vertical_row, vertical_col;      // same column as the black, row ± 1
};

// Limits checked by the parser before any allocation.
struct lpuzzle_limits {
  std::int64_t max_cases = 1'000'000;
  std::int64_t max_side = 1'000'000'000;
  std::int64_t max_cells = 400'000'000;  // per case; the solver needs about 10 bytes per cell
};

// Reads the original format case by case, so that answers can be printed before a later bad case:
// `T`, then per case `N M` and N rows of M characters from "BW."; or one pattern as bare rows (its
// first non-blank character one of "BW.": no T, no sizes; the first row fixes the width, rows go
// on to the end of the input), as `tessera cover` takes a bare board.
class lpuzzle_reader {
 public:
  explicit lpuzzle_reader(std::string_view text, lpuzzle_limits limits = {});
  ~lpuzzle_reader();
  // Reads T. False on a defect (see error()).
  bool read_header();
  std::size_t cases() const { return cases_; }
  // Reads the next case into `out`, reusing its storage. False on a defect. O(N * M).
  bool read_case(lpuzzle_pattern& out);
  // After the last case: only whitespace may follow.
  bool read_end();
  const input_error& error() const;
  // True when the input is one pattern given as bare rows (no T, no "N M").
  bool bare() const { return bare_; }

 private:
  bool read_bare(lpuzzle_pattern& out);

  struct impl;
  std::unique_ptr<impl> impl_;
  std::size_t cases_ = 0;
  bool bare_ = false;
  lpuzzle_limits limits_;
};

// Parses a whole input (all cases). Convenience over lpuzzle_reader.
result<std::vector<lpuzzle_pattern>> parse_lpuzzle(std::string_view text,
                                                   lpuzzle_limits limits = {});

// What the solver did, for --stats.
struct lpuzzle_stats {
  std::size_t blacks = 0;
  std::size_t whites = 0;
  std::size_t literals = 0;    // vertices of the implication graph (4 per black)
  std::size_t forced = 0;      // literals set by unit propagation before the SCC pass
  std::size_t components = 0;  // strongly connected components found (0 if refuted early)
  std::size_t max_depth = 0;   // deepest depth-first path (frames on the explicit stack)
  bool refuted_by_count = false;
};

// The solver keeps its working memory between calls: solve many patterns with one object.
class lpuzzle_solver {
 public:
  lpuzzle_solver();
  ~lpuzzle_solver();
  lpuzzle_solver(lpuzzle_solver&&) noexcept;
  lpuzzle_solver& operator=(lpuzzle_solver&&) noexcept;

  // True iff `pattern` can be built from L-pieces. When `tiling` is given and the answer is true,
  // it receives one tiling (one piece per black, in row-major order of the blacks). Constraints:
  // 4 * (rows + 4) * (cols + 4) < 2^32. O(rows * cols) time; memory about 10 bytes per cell.
  bool solve(const lpuzzle_pattern& pattern, std::vector<lpuzzle_piece>* tiling = nullptr);
  const lpuzzle_stats& stats() const { return stats_; }

  // Unit propagation before the SCC pass is on by default; turning it off makes the SCC pass do all
  // the work (same answers; for tests and measurements).
  void set_propagation(bool on) { propagation_ = on; }

 private:
  struct workspace;
  std::unique_ptr<workspace> ws_;
  lpuzzle_stats stats_;
  bool propagation_ = true;
};

// Checks a claimed tiling against a pattern: every piece is an L (black corner, a white beside it
// in its row and one in its column, all on the board), every B and W is covered exactly once, '.'
// never. Returns nullopt when the tiling is valid, otherwise what is wrong. O(rows * cols +
// pieces).
std::optional<std::string> verify_lpuzzle_tiling(const lpuzzle_pattern& pattern,
                                                 const std::vector<lpuzzle_piece>& tiling);

// Claimed answers, as `tessera lpuzzle --format json` prints them (one JSON object per line,
// 1-based cells): {"case":K,"answer":"YES","pieces":[[[rb,cb],[rh,ch],[rv,cv]],...]} or
// {"case":K,"answer":"NO"}; or as the original output (a judge's view of a contestant's output):
// `YES` or `NO` a line, the K-th answer for case K, no tiling. `tessera lpuzzle --check` reads
// them back and judges each case.
struct lpuzzle_claim {
  std::size_t case_number = 0;        // K, from 1 to max_lpuzzle_claim_case
  std::size_t line = 0;               // where the claim stands in its text (1-based)
  bool yes = false;                   // the claimed answer; meaningful when defect is empty
  bool answer_only = false;           // the original output: an answer without a tiling
  std::vector<lpuzzle_piece> pieces;  // with yes (JSON): the claimed tiling, 0-based
  std::string defect;                 // not empty: no answer YES or NO, or malformed pieces
};

inline constexpr std::uint64_t max_lpuzzle_claim_case = 10'000'000;

// One claim as a line of JSON (with its '\n'); `tiling` is written only with `yes`. O(output).
std::string write_lpuzzle_claim_json(std::size_t case_number, bool yes,
                                     const std::vector<lpuzzle_piece>& tiling);

// Reads claims, one JSON object per line, blank lines skipped; or, when the first non-blank
// character is a letter, the original output: one answer a line (blank lines skipped), a line
// other than `YES` or `NO` (trailing blanks aside) a defect of its case's claim. A JSON line that
// is not a JSON object, has no "case" number from 1 to max_lpuzzle_claim_case, or repeats a case
// number, or more answer lines than that, is an error at that line (column 1). Defects inside a
// claim (its answer, its pieces) are kept in lpuzzle_claim::defect instead, for judge_lpuzzle_claim
// to report. The claims come sorted by case number, one entry per line read. O(input bytes + claims
// log claims); memory O(input bytes).
result<std::vector<lpuzzle_claim>> parse_lpuzzle_claims(std::string_view text);

// The claim for case `case_number` among claims sorted as parse_lpuzzle_claims returns them, or
// null. O(log claims).
const lpuzzle_claim* find_lpuzzle_claim(const std::vector<lpuzzle_claim>& claims,
                                        std::size_t case_number);

// The verdict on one case: "OK", or "WRONG: " and why (an answer-only claim: whether the answer is
// right). `claim` may be null (nothing was claimed for
// the case); `yes` is the true answer for `pattern` (from lpuzzle_solver). A claimed tiling is
// checked on its own with verify_lpuzzle_tiling. O(rows * cols + pieces).
std::string judge_lpuzzle_claim(const lpuzzle_claim* claim, const lpuzzle_pattern& pattern,
                                bool yes);

// The pattern with its tiling as a picture: each piece one region, glyphs 'B'/'W', '.' cells empty.
picture lpuzzle_picture(const lpuzzle_pattern& pattern, const std::vector<lpuzzle_piece>* tiling);

enum class lpuzzle_kind { yes, no, random, snake };

// Generates one pattern. `yes`: a random packing of L-pieces (density in (0, 1]: the chance of
// placing a piece where one fits), so the answer is YES by construction. `no`: a pattern that
// passes the counting checks (lpuzzle_counting_checks) but has no tiling, verified with the solver;
// needs lpuzzle_no_possible(rows, cols). `random`: cells drawn at random. `snake`: lpuzzle_snake
// (seed and density unused). Deterministic in `seed`, the same on every platform. O(rows * cols)
// but for `no`, which may solve up to 12,800 candidate patterns.
lpuzzle_pattern generate_lpuzzle(std::size_t rows, std::size_t cols, lpuzzle_kind kind,
                                 std::uint64_t seed, double density = 1.0);

// The checks a NO instance of kind `no` passes, which refute most patterns without any search:
// whites number twice the blacks, every black has a white beside it in its row and in its column,
// every white touches a black. O(rows * cols).
bool lpuzzle_counting_checks(const lpuzzle_pattern& pattern);

// Whether some rows x cols pattern passes the counting checks and still has no tiling: false for a
// side of 1 (no black has a vertical or horizontal white) and for 2x2, 2x3 and 2x4 (exhaustive
// search: every such pattern that passes the checks is YES), true otherwise. O(1).
bool lpuzzle_no_possible(std::size_t rows, std::size_t cols);

// The snake: a YES pattern whose tiling is forced from one end of a path through the whole board
// to the other (rows 1, 3, 5, ..., joined at alternate ends), so that the implication graph holds
// one chain of about rows * cols / 4 literals: a recursive depth-first search goes that deep (the
// seed's program overflows an 8 MiB stack on the 500x500 one). Needs lpuzzle_snake_possible (rows
// >= 4, cols >= 6). O(rows * cols).
lpuzzle_pattern lpuzzle_snake(std::size_t rows, std::size_t cols);
bool lpuzzle_snake_possible(std::size_t rows, std::size_t cols);

// Writes patterns in the original input format ("T", then "N M" and rows).
std::string format_lpuzzle_input(const std::vector<lpuzzle_pattern>& patterns);

}  // namespace tessera
