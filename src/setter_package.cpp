// Problem packages in the Kattis problem package format (legacy version, the one DOMjudge and
// Kattis import: https://www.kattis.com/problem-package-format/spec/legacy.html): problem.yaml, a
// short statement, the original statement's samples in data/sample, a secret set from the
// generators in data/secret (the judge's plan: random tests, then every other kind once), an input
// validator and an accepted submission that both run tessera, and DOMjudge's time limit file.
#include <fmt/format.h>

#include "detail/setter_parts.hpp"
#include "tessera/setter.hpp"

namespace tessera::setter {
namespace {

// The samples of the original statements, byte for byte as examples/ holds them (a test compares
// them): BOJ 3654 (NWERC 2011 D), Algospot BOARDCOVER, BOJ 2615, Programmers 84021 (two).
constexpr const char* lpuzzle_samples[] = {R"(2
3 4
BWW.
WWBW
..WB
3 3
W..
BW.
WBW
)"};
constexpr const char* boardcover_samples[] = {R"(3
3 7
#.....#
#.....#
##...##
3 7
#.....#
#.....#
##..###
8 10
##########
#........#
#........#
#........#
#........#
#........#
#........#
##########
)"};
constexpr const char* omok_samples[] = {R"(0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 1 2 0 0 2 2 2 1 0 0 0 0 0 0 0 0 0 0
0 0 1 2 0 0 0 0 1 0 0 0 0 0 0 0 0 0 0
0 0 0 1 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 1 2 2 0 0 0 0 0 0 0 0 0 0 0 0
0 0 1 1 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 2 1 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
)"};
constexpr const char* fill_samples[] = {
    R"({"game_board": [[1,1,0,0,1,0],[0,0,1,0,1,0],[0,1,1,0,0,1],[1,1,0,1,1,1],[1,0,0,0,1,0],[0,1,1,1,0,0]],
 "table": [[1,0,0,1,1,0],[1,0,1,0,1,0],[0,1,1,0,1,1],[0,0,1,0,0,0],[1,1,0,1,1,0],[0,1,0,0,0,0]]}
)",
    R"({"game_board": [[0,0,0],[1,1,0],[1,1,1]], "table": [[1,1,1],[1,0,0],[0,0,0]]}
)"};

std::span<const char* const> samples(problem p) {
  switch (p) {
    case problem::lpuzzle:
      return lpuzzle_samples;
    case problem::boardcover:
      return boardcover_samples;
    case problem::omok:
      return omok_samples;
    case problem::fill:
      return fill_samples;
  }
  return {};
}

// The statement in tessera's own words (the originals' texts are not copied): what is asked, the
// input, the output, the limits the validator checks.
std::string statement(problem p) {
  std::string head = fmt::format("\\problemname{{{}}}\n\n", problem_title(p));
  switch (p) {
    case problem::lpuzzle:
      return head +
             R"(An L-piece covers three cells: a black corner, one white cell beside it in its row and one
white cell beside it in its column. Given a pattern of black (\texttt{B}), white (\texttt{W}) and empty
(\texttt{.}) cells, decide whether it can be built from L-pieces: every black and white cell covered exactly
once, no empty cell covered, pieces turned as needed.

\section*{Input}
A line with $T$ ($1 \le T \le 100$), then per case a line with $N$ and $M$ ($1 \le N, M \le 500$) and $N$ lines of
$M$ characters from \texttt{BW.}; every grid has at least one black or white cell.

\section*{Output}
Per case a line \texttt{YES} or \texttt{NO}.
)";
    case problem::boardcover:
      return head +
             R"(Count the ways to cover every free cell (\texttt{.}) of a board with L-shaped trominoes (three cells,
any rotation), without overlap and without covering a blocked cell (\texttt{\#}).

\section*{Input}
A line with $C$ ($C \le 30$), then per case a line with $H$ and $W$ ($1 \le H, W \le 20$) and $H$ lines of $W$
characters from \texttt{\#.}; at most 50 cells are free.

\section*{Output}
Per case the number of coverings on a line.
)";
    case problem::omok:
      return head +
             R"(On a $19 \times 19$ board (0 empty, 1 black, 2 white), a player wins with exactly five stones in a row
across, down or diagonally; six or more do not win. Black and white never both win, and neither wins in
two places.

\section*{Input}
19 lines of 19 numbers separated by single spaces.

\section*{Output}
The winner (1 or 2), or 0. After a winner, a line with the row and column (1-based) of the five's
leftmost stone (its topmost for a vertical five).
)";
    case problem::fill:
      return head +
             R"(Pieces on a table (groups of \texttt{1}s) are moved one at a time into the holes of a game board
(groups of \texttt{0}s), turned but never mirrored; a placed piece must leave no empty board cell next to
it. How many board cells can be filled at most?

\section*{Input}
One JSON object \texttt{\{"game\_board": [[...], ...], "table": [[...], ...]\}}: square grids of the same side
(3 to 50) of 0 and 1; every hole and every piece has 1 to 6 cells; there is at least one of each.

\section*{Output}
The most cells that can be filled.
)";
  }
  return head;
}

std::string command_of(problem p) {
  return p == problem::boardcover ? "cover" : std::string(problem_name(p));
}

}  // namespace

result<std::vector<package_file>> kattis_package(problem p, std::uint64_t seed,
                                                 std::size_t random_tests,
                                                 const std::string& tessera) {
  std::vector<package_file> files;
  const judge_limits limits = default_limits(p);
  files.push_back({"problem.yaml",
                   fmt::format("name: {}\nsource: {}\nlicense: unknown\nvalidation: default\n"
                               "limits:\n  memory: {}\n",
                               problem_title(p), problem_title(p), limits.memory_mib),
                   false});
  // DOMjudge reads the time limit from here (Kattis derives it from the submissions' run times).
  files.push_back(
      {"domjudge-problem.ini", fmt::format("timelimit = '{}'\n", limits.time_seconds), false});
  files.push_back({"problem_statement/problem.en.tex", statement(p), false});
  // The shell quoting of a path: single quotes, with ' written as '\''.
  std::string quoted = "'";
  for (const char c : tessera) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  quoted += "'";
  files.push_back({"input_validators/tessera/validate.sh",
                   fmt::format("#!/bin/sh\n# Kattis input validator: exit 42 accepts, 43 rejects.\n"
                               "exec {} validate --kattis {}\n",
                               quoted, problem_name(p)),
                   true});
  files.push_back({"submissions/accepted/tessera.sh",
                   fmt::format("#!/bin/sh\n# The reference solution: tessera itself.\nexec {} {}\n",
                               quoted, command_of(p)),
                   true});
  std::size_t k = 0;
  for (const char* sample : samples(p)) {
    const result<std::string> answer = reference_answer(p, sample);
    if (!answer) return answer.error();
    ++k;
    files.push_back({fmt::format("data/sample/{}.in", k), sample, false});
    files.push_back({fmt::format("data/sample/{}.ans", k), answer.value(), false});
  }
  for (const test_spec& t : test_plan(p, seed, random_tests)) {
    const result<std::string> input = generate(p, t.options);
    if (!input) return input.error();
    const result<std::string> answer = reference_answer(p, input.value());
    if (!answer) return answer.error();
    files.push_back({fmt::format("data/secret/{}.in", t.name), input.value(), false});
    files.push_back({fmt::format("data/secret/{}.ans", t.name), answer.value(), false});
  }
  return files;
}

}  // namespace tessera::setter
