// tessera/xc.hpp: general exact cover read from Knuth's and PPAR's text formats, and solved.
//
// Formats (docs/xc.md has the details and examples):
//  - Knuth's DLX format (dlx1, dlx2, dlx3; TAOCP 7.2.2.1 and the programs DLX1/DLX2/DLX3): lines
//    starting with '|' are comments; the first other line names the items, primary first, then
//    '|' and the secondary items; a primary item may carry bounds `lo:hi|name` or `k|name` (dlx3:
//    covered between lo and hi times, or exactly k); every later line is an option, the names of
//    its items, a secondary item optionally with a colour `name:colour` (dlx2).
//  - PPAR's `.ec` format (the Sorbonne PPAR exact-cover project): a line `n_items n_options`, the
//    items line (primary, then '|' and secondary; no '|': all primary), then exactly n_options
//    option lines. No comments, colours or bounds.
// Errors are values located at LINE:COL: an unknown item, a duplicate item (in the items line or in
// one option), a colour on a primary item, bad bounds, sizes past the limits (checked before
// anything is allocated). A primary item that must be covered but is in no option is not an error:
// the problem has no solution, and the parser records a located warning saying so.
//
// solve_xc runs the search: count (exact), find, all (in the depth-first order of the dancing-links
// tree, identical with any number of threads), unique, with a limit, a deadline and a cancel flag.
// Engines: dancing links with colours and multiplicities (any problem), and a bitset engine for
// problems without multiplicities and with few options (tessera/exact_cover.hpp); both walk the
// same tree (same item choice, same branch order), so their solutions come in the same order.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/big_integer.hpp"
#include "tessera/exact_cover.hpp"
#include "tessera/result.hpp"
#include "tessera/search_checkpoint.hpp"

namespace tessera {

enum class xc_format : unsigned char { detect, dlx, ec };

// Limits, checked before allocation.
inline constexpr std::size_t xc_max_items = 1'000'000;
inline constexpr std::size_t xc_max_options = 20'000'000;
inline constexpr std::size_t xc_max_entries = 200'000'000;  // items in all options together
inline constexpr std::size_t xc_max_name = 64;              // bytes of an item or colour name
inline constexpr std::uint32_t xc_max_bound = 1'000'000;    // dlx3 multiplicity bounds

struct xc_instance {
  exact_cover_problem problem;
  xc_format format = xc_format::dlx;      // the format read (never detect)
  std::vector<std::string> item_names;    // item i's name
  std::vector<std::string> colour_names;  // colour c > 0 is colour_names[c - 1]
  std::vector<std::size_t> option_lines;  // the 1-based input line of each option
  std::vector<input_error> warnings;      // located notes (a primary item in no option)
};

// Reads a problem. `format` detect: `.ec` when the first line is two integers N M and N names
// follow on the next line with M lines after it; else Knuth's format. O(input size) expected time.
result<xc_instance> parse_xc(std::string_view text, xc_format format = xc_format::detect);

// Option k as Knuth's programs print it: its item names separated by spaces, colours as
// `name:colour`. O(option size).
std::string format_xc_option(const xc_instance& instance, std::size_t k);

enum class xc_mode : unsigned char { count, find, all, unique };
enum class xc_engine : unsigned char { automatic, dancing_links, bitset };
enum class xc_stop : unsigned char { none, limit, timeout };

struct xc_options {
  xc_mode mode = xc_mode::count;
  std::uint64_t limit = 0;     // all/count: stop after this many solutions (0: none)
  double timeout_seconds = 0;  // 0: none
  unsigned threads = 1;
  xc_engine engine = xc_engine::automatic;
  const std::atomic<bool>* cancel = nullptr;
  // all: called with each solution (option indices in the order chosen), in order; false stops.
  std::function<bool(std::span<const std::uint32_t>)> on_solution;
  // Called now and then with Knuth's estimate of the fraction of the tree done, the nodes entered
  // so far (with threads: the split's, finished tasks' and running tasks' so far) and the
  // solutions delivered.
  std::function<void(double fraction, std::uint64_t nodes, std::uint64_t solutions)> progress;
  // Long runs (tessera/search_checkpoint.hpp, docs/long_runs.md), as packing_options has them:
  // with any of these set the search runs as the tasks of the deterministic split `split` through
  // the shared task driver (also on one thread); `checkpoint` receives its state every
  // `checkpoint_every` seconds, at a stop and at the end; `resume` continues a checkpoint of this
  // problem (xc_identity), else result.checkpoint_error says why and nothing is searched;
  // `executor` runs the tasks elsewhere (the MPI ranks of tessera-mpi).
  std::function<void(const search_checkpoint&)> checkpoint;
  double checkpoint_every = 60;
  const search_checkpoint* resume = nullptr;
  split_parameters split;
  subtree_executor executor;
};

struct xc_result {
  big_integer count;  // solutions found (all of them unless stopped)
  // find: the first; unique: up to two; all: those kept when on_solution is not set.
  std::vector<std::vector<std::uint32_t>> solutions;
  xc_stop stopped = xc_stop::none;  // limit: stopped at the limit and another solution exists
  xc_engine engine = xc_engine::dancing_links;  // the engine that ran
  std::string engine_note;  // why dancing links ran when the bitset engine was asked (refusal)
  // Nodes, updates, solutions over all threads; nodes and level_nodes (nodes entered at each
  // depth, Knuth's profile) equal the one-thread search's with any threads, executor or resume
  // (a run cut short: what it searched, tasks cut short included).
  search_stats stats;
  std::vector<std::uint64_t> level_nodes;
  std::vector<std::uint64_t> thread_nodes;  // with threads: nodes per thread
  std::size_t tasks = 1;                    // subtrees searched
  double seconds = 0;
  std::string checkpoint_error;  // --resume: why the checkpoint does not fit this run
};

// The identity of an xc search for checkpoints: a hash of the problem (items with their bounds,
// options with their colours), the mode, the limit and the engine that runs; and a summary for
// people. O(problem size).
struct xc_identity_text {
  std::string hash, summary;
};
xc_identity_text xc_identity(const exact_cover_problem& problem, const xc_options& options);

// Why the bitset engine cannot run this problem (empty when it can): multiplicities, too many
// options or items.
std::string xc_bitset_refusal(const exact_cover_problem& problem);

// Solves. Exponential in general; stops at options.limit, the deadline or the cancel flag.
// engine = bitset is refused (result.engine_note set, nothing searched) when xc_bitset_refusal says
// so.
xc_result solve_xc(const exact_cover_problem& problem, const xc_options& options);

}  // namespace tessera
