// tessera/polyomino_packing.hpp: covering a board exactly with a set of polyominoes, each used a
// given number of times (the classic pentomino puzzles and their generalisations): find one
// solution, list them, count them, decide uniqueness, optionally up to the board's symmetries, on
// several threads.
//
// The problem becomes an exact cover (tessera/exact_cover.hpp): one primary item per free cell, one
// per piece with a count constraint (min..max copies), one option per placement. Two engines solve
// it and agree on every input: dancing links (any board), and a bitboard search (the lowest free
// cell is filled next, by the placements anchored there, precomputed as bit masks) for boards whose
// bounding box has at most 1024 cells, whose pieces are at most 64 kinds, and whose placements each
// lie within 128 consecutive cells counted along the box's short side first (bitboard_refusal). Up
// to symmetry, the search is pruned as in Knuth's "Dancing Links" (2000): one piece used exactly
// once is restricted to one placement per orbit of the board's symmetry group (or, when no piece
// is used once, as with 45 identical Y pentominoes, the placement covering a cell the group fixes:
// the centre of an odd square); when that placement is itself symmetric, a second restriction
// follows under the placement's stabiliser, and whatever symmetry remains is removed by keeping
// only the least solution of each orbit, so solutions that are themselves symmetric are counted
// once (docs/exact_cover.md).
#pragma once

#include <atomic>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tessera/board.hpp"
#include "tessera/exact_cover.hpp"
#include "tessera/picture.hpp"
#include "tessera/piece_spec.hpp"
#include "tessera/polyomino.hpp"
#include "tessera/search_checkpoint.hpp"

namespace tessera {

// A board: the cells of a rows x cols box, each free or not (a hole or outside the shape). It may
// wrap around: wrap_cols joins column 0 to column cols - 1 (each row a ring: a tube or a ring),
// wrap_rows joins row 0 to row rows - 1, both make a torus. Pieces then cross the seams, and the
// symmetry group includes the cyclic shifts (docs/exact_cover.md, "Boards that wrap around").
//
// A free cell may be optional (BurrTools' variable cells): a solution may leave it uncovered. The
// problem then gains a blank piece (a monomino of unlimited copies placed only on optional cells,
// never drawn), so each solution is exactly one exact cover. A cell may carry a colour: a piece
// cell of colour c then covers only board cells of colour c (colour 0, none, matches any).
struct packing_board {
  std::int32_t rows = 0;
  std::int32_t cols = 0;
  std::vector<bool> free;  // row-major, rows * cols
  bool wrap_rows = false;
  bool wrap_cols = false;
  std::vector<bool> optional;  // empty, or rows * cols: free cells that may stay uncovered
  std::vector<char> colour;    // empty, or rows * cols: each cell's colour, 0 for none

  static packing_board rectangle(std::int32_t rows, std::int32_t cols);
  bool is_free(std::int32_t r, std::int32_t c) const {
    return r >= 0 && c >= 0 && r < rows && c < cols &&
           free[static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) +
                static_cast<std::size_t>(c)];
  }
  std::size_t free_count() const;
  bool wrapped() const { return wrap_rows || wrap_cols; }
  bool is_optional(std::size_t i) const { return !optional.empty() && optional[i]; }
  char colour_at(std::size_t i) const { return colour.empty() ? '\0' : colour[i]; }
};

// A piece: its name, shape, allowed motions and how many copies a solution uses (min..max).
// `colours`: empty, or the colour of each cell of `shape` (in shape.cells() order, 0 for none);
// a motion carries them, and orientations are told apart by cells and colours. `blank`: the blank
// piece of a board with optional cells (placed only on optional cells, never drawn).
struct packing_piece {
  std::string name;
  polyomino shape;
  orientation_set orient = orientation_set::free;
  std::uint32_t min_count = 1;
  std::uint32_t max_count = 1;
  std::vector<char> colours = {};
  bool blank = false;
};

// A piece's distinct orientations with their colours (colours[i] for shape.cells()[i]; empty for
// an uncoloured piece), in allowed_transforms order, told apart by cells and colours. O(8 n log n).
struct coloured_orientation {
  polyomino shape;
  std::vector<char> colours = {};
  transform how;
  // Written out: libc++ 14 (the WebAssembly build) has no <=> on std::vector.
  std::strong_ordering operator<=>(const coloured_orientation& o) const {
    if (auto c = shape <=> o.shape; c != 0) return c;
    if (colours.size() != o.colours.size()) return colours.size() <=> o.colours.size();
    for (std::size_t i = 0; i < colours.size(); ++i) {
      if (colours[i] != o.colours[i]) return colours[i] <=> o.colours[i];
    }
    return std::strong_ordering::equal;
  }
  bool operator==(const coloured_orientation& o) const {
    return shape == o.shape && colours == o.colours;
  }
};
std::vector<coloured_orientation> coloured_orientations(const packing_piece& piece,
                                                        orientation_set set);
// The same cells and colours moved by `t` and normalised. O(n log n).
coloured_orientation coloured_transform(const polyomino& shape, const std::vector<char>& colours,
                                        transform t);

// The packing board of a parsed board (tessera/board.hpp): its free cells and its wrap.
packing_board to_packing_board(const board& b);

// The pieces of a parsed piece spec (tessera/piece_spec.hpp) as `tessera cover` reads them, for
// every front end alike: each turns as `orient` allows, capped by its own max_orient; a given
// multiplicity as written, an open upper bound ("L3*2..") becoming the most copies that fit in
// `free_cells`; else exactly one copy with `once`, else 0 to as many as fit (at most
// max_multiplicity). O(pieces).
std::vector<packing_piece> to_packing_pieces(const std::vector<piece>& pieces,
                                             orientation_set orient, bool once,
                                             std::size_t free_cells);

// One way to put a piece on the board: its board cells, sorted row-major (on a wrapped board the
// cells of a piece crossing a seam lie in both halves; two translations giving the same cells are
// one placement).
struct placement {
  std::uint32_t piece = 0;
  std::vector<cell> cells;
};

// The board, the pieces and every placement of every piece on free cells, ordered by piece, then
// orientation (allowed_transforms order), then position (row-major). O(pieces * 8 * rows * cols *
// n).
// The symmetry group of a problem on cells of any lattice (tessera/lattice_packing.hpp), given as
// it acts on the box: cell_maps[e][i] is the row-major box index that motion e carries box cell i
// to (identity first; cells outside the board map anywhere), piece_images[e][p] the piece it
// carries piece p to, and the group's name.
struct given_symmetry {
  std::vector<std::vector<std::uint32_t>> cell_maps;
  std::vector<std::vector<std::uint32_t>> piece_images;
  std::string name;
};

class packing_problem {
 public:
  // `given`: pieces fixed in place (tessera/packing_puzzle.hpp makes them), part of every solution:
  // their cells are not free on `board`, and `pieces` counts only the copies left to place.
  // With optional cells, the blank piece is appended to `pieces`.
  packing_problem(packing_board board, std::vector<packing_piece> pieces,
                  std::vector<placement> given = {});
  // A problem on cells of any lattice, embedded in `board`'s box (docs/lattice_solving.md): the
  // placements are given (ordered by piece; cells sorted row-major, each on a free cell) and so is
  // the symmetry group. A piece's `shape` stands for it only by its size and, when
  // `connectivity_cuts` is set, its connectivity: set it only when every placement is 4-connected
  // in the box (the box's adjacency contains the lattice's, as for triangles laid as bricks), which
  // is what the engines' pocket and region cuts assume; else they are off. `board` must not wrap.
  // O(placements * n).
  packing_problem(packing_board board, std::vector<packing_piece> pieces,
                  std::vector<placement> placements, given_symmetry symmetry,
                  bool connectivity_cuts);

  const packing_board& board() const { return board_; }
  const std::vector<packing_piece>& pieces() const { return pieces_; }
  const std::vector<placement>& placements() const { return placements_; }
  // The pieces fixed in place, drawn and listed with every solution.
  const std::vector<placement>& given() const { return fixed_; }
  // True when cell counts alone rule out every solution (the pieces' sizes cannot add up to the
  // free cells within their count bounds); then no placement is built.
  bool refuted() const { return refuted_; }
  // The index of each board cell among the free cells (row-major), or -1.
  std::int32_t free_index(std::int32_t r, std::int32_t c) const;

  // The exact cover model of the placements marked in `allowed` (all when empty): items 0..F-1 are
  // the free cells, then one item per piece whose count is constrained; option k is the k-th
  // allowed placement.
  exact_cover_problem exact_cover(const std::vector<bool>& allowed = {}) const;

  // Whether the engines may cut by connectivity in the box (always on the square grid).
  bool connectivity_cuts() const { return connectivity_cuts_; }
  // The group given with the placements (a problem on another lattice), or null.
  const given_symmetry* given_group() const { return given_ ? &*given_ : nullptr; }

 private:
  void add_blank_piece();
  bool fits(const packing_piece& piece, const coloured_orientation& o, cell offset) const;
  void count_free_cells();
  void wrapped_placements();

  packing_board board_;
  std::vector<packing_piece> pieces_;
  std::vector<placement> placements_;
  std::vector<placement> fixed_;  // the given pieces
  std::vector<std::int32_t> free_index_;
  bool refuted_ = false;
  bool connectivity_cuts_ = true;
  std::optional<given_symmetry> given_;
};

// "Up to symmetry" as the published tables mean it: the motions of the board's box (on a wrapped
// board each composed with the cyclic shifts along the wrapped directions, see below) that keep its
// free cells and map the piece set onto itself, where a piece may be carried to another piece of
// the set (its mirror image, say) whose allowed shapes are the images of its own and whose count
// bounds are the same. So free sets, and one-sided sets closed under reflection (the 18 one-sided
// pentominoes), get the board's full group; a chiral piece whose mirror is missing drops the
// reflections; a fixed-orientation set keeps only the motions that carry its shapes onto shapes of
// the set. Identity first. O(8 * pieces^2 * orientations + 8 * cells).
struct symmetry_group {
  std::vector<transform> elements;
  // piece_images[e][p]: the piece that elements[e] carries piece p to (p itself for most pieces;
  // the mirror twin for a chiral one-sided piece under a reflection).
  std::vector<std::vector<std::uint32_t>> piece_images;
  // "none", "C2", "C4", "D1", "D2" or "D4"; on a wrapped board the shifts that keep the board, as
  // "Cn" or "Ca x Cb", then " x " and the group of the motions that occur ("C5 x D2": a 4x5 tube,
  // 20 elements; "C4 x C4 x D4": the 4x4 torus, 128), or the shifts alone ("C5"), or the motions
  // alone when no shift keeps the board.
  std::string name;
  // (Last, so that {{identity}, {}, "none"} still builds the trivial group.) shifts[e]: on a
  // wrapped board, elements[e] is the motion followed by this cyclic shift (rows, cols), taken
  // modulo the board's sides; empty when the board does not wrap (no shifts).
  std::vector<cell> shifts;
};
symmetry_group board_symmetry(const packing_problem& problem);

enum class packing_mode : unsigned char {
  find,    // one solution
  all,     // every solution (or the first `limit`)
  count,   // how many (solutions are not kept)
  unique,  // stop at the second solution
};
enum class packing_engine : unsigned char { automatic, dancing_links, bitboard };

// A solution: indices into problem.placements(), sorted.
using packing_solution = std::vector<std::uint32_t>;

// A packing search's progress (packing_options::progress).
struct packing_progress {
  double fraction = 0;          // Knuth's estimate of the share of the tree searched, in [0, 1]
  std::uint64_t nodes = 0;      // search nodes entered so far, every thread
  std::uint64_t solutions = 0;  // solutions delivered so far (as packing_result::count counts)
};

struct packing_options {
  packing_mode mode = packing_mode::count;
  std::uint64_t limit = 0;      // all/count: stop after this many solutions (0: no limit)
  bool up_to_symmetry = false;  // count each orbit under board_symmetry() once
  packing_engine engine = packing_engine::automatic;  // automatic: bitboard when it fits
  // Plain solutions (up_to_symmetry off) are found by the search up to symmetry and each orbit is
  // expanded: the same solutions, about |group| times faster. false: search them all directly.
  bool plain_by_orbits = true;
  unsigned threads = 1;        // >1: many small subtrees on a thread pool, same results
  double timeout_seconds = 0;  // 0: none
  // Set from any thread to stop the search (polled every few thousand nodes): the result then says
  // packing_stop::timeout, as for a deadline. May be null. Python's Ctrl-C goes through it.
  const std::atomic<bool>* cancel = nullptr;
  // Called now and then (from the calling thread, about every `progress_every` search nodes) with
  // Knuth's estimate of the fraction done, the nodes entered and the solutions delivered so far.
  std::function<void(const packing_progress&)> progress;
  std::uint64_t progress_every = 4096;
  // Receives the solutions in order (the same order for any number of threads) as they are found;
  // return false to stop. When unset, find/all/unique keep them in the result instead.
  std::function<bool(const packing_solution&)> on_solution;
  // Long runs (tessera/search_checkpoint.hpp, docs/long_runs.md). With `checkpoint` set, the search
  // runs as the tasks of the deterministic split `split`, also on one thread, and `checkpoint`
  // receives its state every `checkpoint_every` seconds (from the calling thread), when the run is
  // stopped (cancel, deadline) and when it ends. `resume`: a state to continue from; it must name
  // this problem (packing_identity), else result.checkpoint_error says why and nothing is searched.
  // `executor`: runs the tasks elsewhere (the MPI ranks of tessera-mpi); unset, this process's
  // threads do.
  std::function<void(const search_checkpoint&)> checkpoint;
  double checkpoint_every = 60;
  const search_checkpoint* resume = nullptr;
  split_parameters split;
  subtree_executor executor;
};

enum class packing_stop : unsigned char { none, limit, timeout };

struct packing_result {
  std::uint64_t count = 0;                    // solutions found (orbits when up to symmetry)
  packing_stop stopped = packing_stop::none;  // why the search ended early, if it did
  std::vector<packing_solution> solutions;    // find/all/unique without on_solution
  symmetry_group group;                       // the group used ("none" unless up to symmetry)
  // The group the search ran up to: `group` up to symmetry; for plain solutions by orbits, the
  // group whose orbits were expanded (stats.solutions then counts orbit representatives); "none"
  // for a direct search.
  symmetry_group search_group;
  // Why a plain search ran directly although plain_by_orbits was asked for (empty otherwise, or
  // when the board and pieces have no symmetry): "one solution is wanted", "any two solutions
  // decide uniqueness", "fewer than 40 free cells", "too many placements".
  std::string direct_because;
  std::size_t cases = 1;  // searches run for the symmetry case split
  // What the case split restricted ("piece X restricted to 7 of its 32 placements (one per orbit
  // under 4 motions)", "the placement covering row 8 column 8 restricted to ..."); empty when no
  // symmetry was used.
  std::string restriction;
  std::size_t tasks = 1;                                  // subtrees searched
  packing_engine engine = packing_engine::dancing_links;  // the engine that ran
  search_stats stats;
  std::vector<std::uint64_t> thread_nodes;  // nodes searched by each worker thread (threads > 1)
  double seconds = 0;
  // Set (and nothing searched) when the problem cannot be run as asked: options.engine asked for
  // the bitboard engine and it cannot hold the problem (bitboard_refusal), or the symmetry group's
  // action on the placements would need more than 512 MiB (up to symmetry on a big wrapped board).
  // A sentence saying why.
  std::string refused;
  // Set (and nothing searched) when options.resume belongs to another problem or is inconsistent
  // with it, or checkpoints are not available in this build: why.
  std::string checkpoint_error;
};

// The identity of a search for checkpoints: a hash of the board, the pieces and every option that
// changes the answer or the tree (mode, limit, symmetry, orbits, the engine that runs), and a short
// summary for people ("5x18 board, 90 free cells, 18 pieces, count"). O(placements).
struct packing_identity_text {
  std::string hash, summary;
};
packing_identity_text packing_identity(const packing_problem& problem,
                                       const packing_options& options);

// Empty when the bitboard engine holds `problem`, else why not ("the board's box has 1600 cells (at
// most 1024)"). O(placements).
std::string bitboard_refusal(const packing_problem& problem);

// Solves `problem` as `options` ask. find/unique stop at 1/2 solutions (that is not a user limit:
// `stopped` stays none). With `limit`, all/count stop after `limit` solutions and report
// packing_stop::limit only when a further solution exists. Exponential time in general.
packing_result solve_packing(const packing_problem& problem, const packing_options& options);

// An independent check of a claimed solution given as (piece index, board cells) pairs: every free
// cell covered exactly once, nothing else covered, each piece used min..max times, each shape an
// allowed orientation of its piece. Returns an empty string when valid, else what is wrong. O(n log
// n).
struct packed_piece {
  std::uint32_t piece = 0;
  std::vector<cell> cells;
};
std::string check_packing(const packing_board& board, std::span<const packing_piece> pieces,
                          std::span<const packed_piece> solution);

// The solution as placed pieces (blanks included), and as a picture (each piece a region labelled
// with its name's first character; the given pieces drawn, the blanks not). O(cells).
std::vector<packed_piece> packed_pieces(const packing_problem& problem,
                                        const packing_solution& solution);
picture packing_picture(const packing_problem& problem, const packing_solution& solution);
// What a solution shows: the given pieces, then its placements but the blanks. O(solution).
std::vector<const placement*> shown_placements(const packing_problem& problem,
                                               const packing_solution& solution);
// The solution as one element of the "solutions" array of `tessera cover --format json` (the CLI
// and Python's Solution.to_json write it with this): [{"piece": NAME, "cells": [[row, col], ...]},
// ...], 1-based, the given pieces first, then the solution's order, blanks left out. O(cells).
std::string packing_solution_json(const packing_problem& problem, const packing_solution& solution);

}  // namespace tessera
