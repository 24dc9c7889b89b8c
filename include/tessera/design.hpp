// tessera/design.hpp: the puzzle designer's question, "what makes my puzzle unique?", on a packing
// problem (tessera/polyomino_packing.hpp, the square grid):
//   - design_hints: for one solution S, the fewest of its placements to give as hints so that S
//     becomes the only solution, with a proof of minimality. A hint set H works exactly when every
//     other solution S' misses some placement of H (H "hits" S \ S'), so the answer is a minimum
//     hitting set of the sets S \ S' over all other solutions S'. They are found lazily, as in the
//     implicit hitting set approach (Moreno-Centeno and Karp, "The implicit hitting set approach to
//     solve combinatorial optimization problems with an application to multigenome alignment",
//     Operations Research 61(2), 2013): a minimum hitting set of the solutions seen so far is a
//     lower bound; the solver, restricted to the placements that agree with it, either proves it
//     unique (then it is optimal) or returns further solutions to hit.
//   - design_holes: the sets of K cells to block that leave a puzzle with exactly one solution up
//     to its symmetry, each hole set listed once up to the board's symmetry.
// Both run under a deadline and a cancel flag and say how far they got (docs/design.md).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/polyomino_packing.hpp"
#include "tessera/result.hpp"

namespace tessera {

enum class design_stop : unsigned char {
  none,       // complete
  timeout,    // the time budget ran out
  cancelled,  // the cancel flag was set (a signal, Python's Ctrl-C)
  limit,      // design_holes: `limit` hole sets were found (more may exist)
};

// ---- the exact minimum hitting set (src/design_hitting_set.cpp) ----

// The result of minimum_hitting_set: the chosen elements, sorted; `optimal` when the search ran to
// the end (false: stopped, and `chosen` is empty unless `found`).
struct hitting_set_result {
  std::vector<std::uint32_t> chosen;
  bool found = false;           // `chosen` hits every set
  bool optimal = false;         // and no smaller set does
  std::size_t lower_bound = 0;  // no hitting set has fewer elements (proved)
  std::uint64_t nodes = 0;
};

// A smallest set of elements of {0, ..., elements - 1} that meets every set of `sets` (each
// non-empty, of elements below `elements`), by iterative deepening on the size k from
// `lower_bound` up, each size a depth-first branch and bound: branch on the elements of an unhit
// set with the fewest still allowed (the i-th branch forbids the first i - 1, so each subset is
// visited once), prune when more than k - |chosen| pairwise disjoint unhit sets remain (a greedy
// packing, a lower bound). No recursion (an explicit stack of depth <= k). Dominated sets (a
// superset of another) are dropped first. Stops, not optimal, when `cancel` is set or the steady
// clock passes `deadline_seconds` after the call (0: none). Exponential in the worst case
// (set cover is NP-hard); fast for the tens of elements of a solution.
hitting_set_result minimum_hitting_set(std::size_t elements,
                                       std::span<const std::vector<std::uint32_t>> sets,
                                       std::size_t lower_bound = 0, double deadline_seconds = 0,
                                       const std::atomic<bool>* cancel = nullptr);

// ---- hints (src/design_hints.cpp, src/design_restrict.cpp) ----

struct hints_progress {
  std::size_t constraints = 0;  // other solutions seen (distinct sets S \ S')
  std::size_t lower_bound = 0;  // the minimum is at least this
  std::size_t best = 0;         // the smallest hint set known to work
  std::uint64_t checks = 0;     // restricted searches run
};

struct hints_options {
  // The other solutions enumerated up front (a plain search, mode all); with more, the lazy loop
  // goes on from them. 0 (default): only the lazy loop, which needed 70 to 131 of the 1471 to
  // 9355 other pentomino solutions of 4x15, 5x12 and 6x10, and less time (docs/design.md).
  std::uint64_t eager_limit = 0;
  // Solutions taken from each restricted search of the lazy loop (at least 1).
  std::uint64_t batch = 64;
  double time_limit_seconds = 0;  // 0: none; else the best set found, not proved minimal
  const std::atomic<bool>* cancel = nullptr;
  unsigned threads = 1;                                 // for the searches
  std::function<void(const hints_progress&)> progress;  // after each round, calling thread
};

struct hints_result {
  std::vector<std::uint32_t> hints;   // indices into problem.placements(), a subset of the solution
  bool proved_minimal = false;        // no smaller subset of the solution makes it unique
  std::size_t lower_bound = 0;        // proved: every working hint set has at least this many
  std::size_t constraints = 0;        // distinct sets S \ S' used
  std::uint64_t other_solutions = 0;  // other solutions seen (with repeats across rounds)
  bool all_enumerated = false;        // every other solution was enumerated up front
  std::uint64_t checks = 0;           // restricted searches run
  design_stop stopped = design_stop::none;
  double seconds = 0;
};

// The fewest placements of `solution` (a solution of `problem`: sorted placement indices, as
// solve_packing gives them) that leave it the only solution, with `proved_minimal` when the loop
// ended. Plain solutions throughout (no symmetry: a hint fixes the board's orientation). Stopped by
// the deadline or `cancel`, it returns the best verified hint set (at worst the whole solution).
// Exponential time in general: each round runs exact-cover searches and a hitting set search.
hints_result design_hints(const packing_problem& problem, const packing_solution& solution,
                          const hints_options& options = {});

// The solutions of `problem` that contain every placement of `fixed` (indices into
// problem.placements(), pairwise disjoint), as solve_packing finds them, by a search on the smaller
// problem whose board lacks their cells and whose pieces' counts are lowered by theirs. The
// solutions are mapped back to `problem`'s placement indices (sorted) and include `fixed`.
// `options.on_solution`, if set, receives each; else they are in the result. O(placements) plus the
// search.
packing_result solve_with_fixed(const packing_problem& problem,
                                std::span<const std::uint32_t> fixed,
                                const packing_options& options);

// ---- holes (src/design_holes.cpp, src/design_holes_scan.cpp) ----

struct hole_set {
  std::vector<cell> holes;      // sorted, 0-based; the least image under the board's group
  std::uint64_t solutions = 0;  // the plain count of solutions of the board with these holes
  std::string symmetry;         // the holed board's group, as board_symmetry names it
};

struct holes_progress {
  std::uint64_t combinations = 0;  // K-subsets of the free cells enumerated so far
  std::uint64_t total = 0;         // C(free cells, K)
  std::uint64_t tried = 0;         // canonical hole sets searched so far
  std::uint64_t found = 0;         // unique puzzles so far
};

struct holes_options {
  std::size_t holes = 0;    // K, the cells to block
  std::uint64_t limit = 0;  // stop after this many hole sets (0: all)
  // true: unique means one plain solution; false (default): one solution up to the holed board's
  // symmetry (a symmetric holed board keeps the images of its solution as plain solutions).
  bool plain = false;
  unsigned threads = 1;
  double time_limit_seconds = 0;
  const std::atomic<bool>* cancel = nullptr;
  std::function<void(const holes_progress&)> progress;  // now and then, calling thread
  // Each hole set in enumeration order (lexicographic in row-major cell order) as it is decided;
  // return false to stop. Unset: kept in the result.
  std::function<bool(const hole_set&)> on_hole_set;
};

struct holes_result {
  std::vector<hole_set> found;     // without on_hole_set
  std::uint64_t count = 0;         // hole sets giving a unique puzzle
  std::uint64_t tried = 0;         // canonical hole sets searched
  std::uint64_t combinations = 0;  // K-subsets enumerated
  std::uint64_t total = 0;         // C(free cells, K)
  std::string symmetry;            // the board's group the hole sets are taken up to
  // Set (nothing searched) when the question has no answer to search: K larger than the free
  // cells, too many combinations, or cell counts rule out every hole set ("the pieces cover 60
  // cells, not 62").
  std::string refused;
  design_stop stopped = design_stop::none;
  double seconds = 0;
};

// Largest C(free cells, K) design_holes enumerates.
inline constexpr std::uint64_t max_hole_combinations = 4'000'000'000ULL;

// Every set of `options.holes` free cells of `problem`'s board, up to the symmetry group of the
// board and pieces (board_symmetry: the group "cover --up-to-symmetry" uses), whose blocking leaves
// a unique puzzle. Each candidate is counted with solve_packing's limit 2 (up to the holed board's
// symmetry unless `plain`); candidates are searched on `threads` threads in batches, reported in
// order. O(C(F, K) * |group| * K) to enumerate, plus a search per canonical candidate.
holes_result design_holes(const packing_problem& problem, const holes_options& options);

// ---- solutions given as JSON (src/design_solution_json.cpp) ----

// A solution of `problem` read from JSON as `tessera cover --format json` writes it: a cover
// document ({"solutions": [[...], ...]}, the `which`-th, 1-based), a hints document ({"solution":
// [...]}) or a bare array of placements [{"piece": NAME, "cells": [[row, col], ...]}, ...], rows
// and columns 1-based. Errors are located: a JSON syntax error where it is, a placement that is
// not one of `problem`'s (unknown piece, cells not a placement of it) or a set that is not a
// solution at the placement's "piece" key. O(text + placements).
result<packing_solution> parse_solution_json(const packing_problem& problem, std::string_view text,
                                             std::size_t which = 1);

}  // namespace tessera
