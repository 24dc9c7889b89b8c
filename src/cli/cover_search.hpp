// The exact-cover search modes of `tessera cover` (--once, --find, --all, --count, --unique,
// --up-to-symmetry, --direct, --limit, --timeout, --engine): their options table and the run that
// the cover command calls when one of them is given.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "option_parser.hpp"
#include "progress_report.hpp"
#include "tessera/board.hpp"
#include "tessera/piece_spec.hpp"

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
  progress_options progress;  // --progress, --progress-every (the counting DP's too)
};

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
