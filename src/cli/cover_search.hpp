// The exact-cover search modes of `tessera cover` (--once, --find, --all, --count, --unique,
// --up-to-symmetry, --direct, --limit, --timeout, --engine): their options table and the run that
// the cover command calls when one of them is given.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "long_run.hpp"
#include "option_parser.hpp"
#include "progress_report.hpp"
#include "tessera/board.hpp"
#include "tessera/packing_puzzle.hpp"
#include "tessera/piece_spec.hpp"
#include "tessera/polyomino_packing.hpp"
#include "tessera/search_checkpoint.hpp"

namespace tessera::commands {

struct search_options {
  bool once = false;  // each piece exactly once unless its multiplicity says otherwise
  bool find = false;
  bool all = false;
  bool count = false;
  bool unique = false;
  bool up_to_symmetry = false;
  bool direct = false;  // plain solutions by a direct search, not up to symmetry plus orbits
  std::uint64_t limit = 0;
  double timeout = 0;
  std::string engine = "auto";
  std::string wrap = "none";     // --wrap (for the counting DP too): none, rows, cols, both
  progress_options progress;     // --progress, --progress-every (the counting DP's too)
  std::string checkpoint;        // --checkpoint FILE (docs/long_runs.md)
  double checkpoint_every = 60;  // --checkpoint-every SECONDS
  std::string resume;            // --resume FILE
  std::string colours = "none";  // --colours: none, checker (the board and pieces checkered)
};

// Applies --wrap to a board read from the input or --board.
void apply_wrap(const std::string& wrap, board& b);

// A solution drawn as letters (cover --find, design hints): each cell of a placement in `s` the
// first character of its piece's name, '.' for a free cell no placement of `s` covers, '#' off the
// board; a line per row. O(rows * cols).
std::string solution_letters(const packing_problem& problem, const packing_solution& s);

// Refuses what a checkpoint cannot hold: several cases, --svg. exit_ok or exit_bad_input.
int check_long_run(const search_options& options, const common_options& common, std::size_t cases);

// Reads cover's input (a FILE or '-'): BOARDCOVER text or bare rows as they are, or a
// square-lattice JSON board (`{"lattice": "square", "cells": [[x, y], ...]}`, docs/lattices.md)
// drawn as one BOARDCOVER case. Reports a defect (FILE:LINE:COL) and returns nullopt.
std::optional<std::string> read_square_boards(const std::string& input);

// Adds the search rows of the options table to the cover subcommand.
void add_search_options(command_line& sub, search_options& options);

// True when any search flag was given (then the search answers instead of the counting DP).
bool search_requested(const search_options& options);

// Runs the search on each board of common.input (or on the HxW rectangle `board_size` when not
// empty). `pieces` as parsed from --pieces (multiplicities allowed). Returns the exit status: 0, 2
// on bad input, 3 when --limit or --timeout stopped a case.
int run_cover_search(const common_options& common, const search_options& options,
                     const std::vector<piece>& pieces, orientation_set orient,
                     const std::string& board_size, unsigned threads);

}  // namespace tessera::commands
