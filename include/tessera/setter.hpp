// tessera/setter.hpp: the problem setter's kit for the four seed problems — generators, validators,
// the reference answer, the judge's output comparison, and the steps that shrink a failing input.
//
// The four problems, by their names here:
//   lpuzzle     BOJ 3654 "L퍼즐" (= NWERC 2011 D "Piece it together")  `tessera lpuzzle`
//   boardcover  Algospot BOARDCOVER "게임판 덮기" (alias: cover)         `tessera cover`
//   omok        BOJ 2615 "오목"                                          `tessera omok`
//   fill        Programmers 84021 "퍼즐 조각 채우기"                     `tessera fill` (its JSON)
// Every input this module writes or accepts is in the original input format, exactly (the JSON
// object `tessera fill` reads for Programmers, which has no input file of its own). The judge that
// runs a contestant's program on these (tessera/judge.hpp) is native only; everything here is pure
// computation and also builds for WebAssembly.
//
// Example:
//   auto text = tessera::setter::generate(problem::omok, {.kind = "edge", .seed = 7});
//   if (auto bad = tessera::setter::validate_input(problem::omok, text.value())) ...;  // none
//   auto answer = tessera::setter::reference_answer(problem::omok, text.value());     // "1\n..."
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/result.hpp"

namespace tessera::setter {

enum class problem : std::uint8_t { lpuzzle, boardcover, omok, fill };
inline constexpr problem all_problems[] = {problem::lpuzzle, problem::boardcover, problem::omok,
                                           problem::fill};

// "lpuzzle", "boardcover", "omok", "fill".
std::string_view problem_name(problem p);
// The original, for titles: "BOJ 3654 L-puzzle (NWERC 2011 D)", ...
std::string_view problem_title(problem p);
// A problem by name: the names above, and "cover" for boardcover. O(1).
std::optional<problem> problem_from_name(std::string_view name);

// One generator strategy ("kind") of a problem, for option lists and help texts.
struct kind_info {
  std::string_view name;
  std::string_view help;
};
// Every kind of `p`, the default first. O(1).
std::span<const kind_info> problem_kinds(problem p);

// What to generate. Sizes left at 0 take the kind's defaults (each kind's help says them).
struct gen_options {
  std::string kind;             // empty: the problem's default kind
  std::uint64_t seed = 1;       // the same seed gives the same bytes on every machine
  std::size_t cases = 0;        // test cases in one input (lpuzzle T, boardcover C)
  std::size_t rows = 0;         // lpuzzle N, boardcover H, fill n (omok is always 19)
  std::size_t cols = 0;         // lpuzzle M, boardcover W (fill: must equal rows when given)
  bool beyond_limits = false;   // allow sizes past the original statement's limits
  double density = 1.0;         // lpuzzle yes/no: the chance of placing a piece where one fits
  std::size_t slot = 2;         // fill construct: shapes in slot x slot squares (1..8)
  unsigned drop_per_mille = 0;  // fill construct: drop each piece with this chance
  bool flip = false;            // fill construct: pieces turned with reflections too
};

// One input in `p`'s original format, or an error (line 0) saying why not: an unknown kind, a size
// outside the statement's limits (without beyond_limits), or a size at which the kind cannot keep
// its promise (`lpuzzle --kind no` on a 2x4 board: every 2x4 pattern that passes the counting
// checks is YES). Deterministic in the options. Cost: linear in the output but for kinds that
// search (lpuzzle no, boardcover zero/one/many/most), which solve at most a few thousand small
// candidates.
result<std::string> generate(problem p, const gen_options& options);

// Checks an input against every constraint of the original statement and the exact layout a
// strict judge feeds (single spaces, LF line ends, a final LF, nothing else). Returns nothing when
// valid, else the first violation at its line and column:
//   lpuzzle: 1 <= T <= 100; per case 1 <= N, M <= 500 and N rows of M characters of B, W, '.',
//            at least one B or W (NWERC 2011's statement).
//   boardcover: 1 <= C <= 30; 1 <= H, W <= 20; rows of '#' and '.'; at most 50 free cells.
//   omok: 19 rows of 19 values 0/1/2 separated by single spaces; black and white do not both win,
//         and neither wins in two places (the statement's guarantees; a win is exactly five).
//   fill: {"game_board": [[...]], "table": [[...]]} (keys in this order, JSON whitespace between
//         tokens, as the statement's samples); square grids of the same side 3..50, values 0/1;
//         every hole (4-connected empty board cells) and every piece (4-connected table cells) has
//         1..6 cells; at least one hole and one piece.
// O(input bytes).
std::optional<input_error> validate_input(problem p, std::string_view text);

// tessera's answer in the original output format, byte for byte what `tessera lpuzzle|cover|omok|
// fill` prints for the input (the same library run). Errors: the input cannot be read.
result<std::string> reference_answer(problem p, std::string_view input);

// How the original judge compares outputs. BOJ (lpuzzle, omok): line by line, trailing blanks of a
// line and blank lines at the end ignored, everything else exact. Algospot and Programmers
// (boardcover, fill): the whitespace-separated tokens, exactly.
struct comparison {
  bool accepted = false;
  std::string reason;  // when not accepted: where they first differ ("line 2: expected ...")
};
// O(size of both outputs).
comparison compare_output(problem p, std::string_view expected, std::string_view received);

// The inputs one step smaller than `input` (which must be valid), made one at a time: for lpuzzle
// and boardcover drop cases, rows or columns of a case, or clear a cell ('.' / '#'); for omok take
// away stones; for fill drop rows and columns of both grids together (they stay square), fill a
// hole, take away a piece, or a single cell of either. Coarse steps (half of the cases, a block of
// rows) come before single ones. Every candidate has fewer cases, cells or stones than `input`, so
// a search that keeps taking one ends. Candidates are not validated: the caller keeps those that
// validate_input accepts (dropping a row can merge two holes into one too big, say).
class shrinker {
 public:
  // O(input bytes); keeps a copy of the input.
  shrinker(problem p, std::string_view input);
  ~shrinker();
  shrinker(const shrinker&) = delete;
  shrinker& operator=(const shrinker&) = delete;
  // How many candidates there are: O(cells + rows + cases) of them.
  std::size_t size() const;
  // The i-th candidate (i < size()), in the original format. O(input bytes).
  std::string candidate(std::size_t i) const;

 private:
  struct impl;
  std::unique_ptr<impl> impl_;
};

// The size shown for a shrunk input: "3 cases, 12 cells", "19x19, 7 stones", "5x5, 4 holes, 3
// pieces". O(input bytes).
std::string describe_input(problem p, std::string_view input);

// The generated tests the judge runs when no --tests folder is given, and the package's secret
// set: `random_tests` small random inputs (growing from tiny), then every other kind once. Names
// are
// "<kind>-<n>". O(number of tests).
struct test_spec {
  std::string name;
  gen_options options;
};
std::vector<test_spec> test_plan(problem p, std::uint64_t seed, std::size_t random_tests);

// The judge's default limits: BOJ 2615's own (1 s, 128 MB, acmicpc.net/problem/2615); for the
// others, whose limits tessera could not confirm, its choice: lpuzzle 1 s and 256 MiB, boardcover 2
// s and 64 MiB, fill 10 s and 256 MiB.
struct judge_limits {
  double time_seconds = 1;
  std::size_t memory_mib = 256;
};
judge_limits default_limits(problem p);

// A problem package in the Kattis problem package format (problem.yaml, data/sample, data/secret,
// input_validators, submissions/accepted), as files to write under one folder. `tessera` is the
// command the validator and the accepted submission run (the tessera binary's path).
struct package_file {
  std::string path;  // relative, with '/'
  std::string text;
  bool executable = false;
};
result<std::vector<package_file>> kattis_package(problem p, std::uint64_t seed,
                                                 std::size_t random_tests,
                                                 const std::string& tessera);

}  // namespace tessera::setter
