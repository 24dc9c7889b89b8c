// tessera/exact_cover.hpp: a general exact-cover solver, Knuth's Algorithm X with dancing links.
//
// A problem is a set of items and a list of options (each option a set of items). A solution is a
// set of options that covers every primary item between its lower and upper bound times (1..1 for
// the classic exact cover) and every secondary item at most once. Sources: D. E. Knuth, "Dancing
// Links" (2000), and TAOCP 7.2.2.1 (Algorithm M for multiplicities; here a simpler form of it:
// branching on an item with slack tries "the next option of the item" and finally "no more options
// of the item"). Secondary items may carry colours (XCC, TAOCP 7.2.2.1 Algorithm C, Knuth's dlx2):
// an option names a secondary item with a colour or without one; options that share a secondary
// item are compatible when both give it the same colour. Choosing an option with a colour
// "purifies" the item (hides the options that give it another colour or none) instead of covering
// it.
//
// The search is iterative (an explicit stack; no recursion), chooses the item with the fewest
// branches (MRV), counts nodes and link updates, stops at a solution limit, a deadline or a cancel
// flag, and reports Knuth's estimate of the fraction of the tree done. The tree can be split into
// subtrees, each named by the branch indices on its path from the root (see `children` and
// `search_below`), so that a caller can run many small subtrees on several threads and merge them
// in order.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace tessera {

class exact_cover_problem {
 public:
  // A primary item covered at least `min_count` and at most `max_count` times (0 <= min <= max,
  // max >= 1). Returns its index (items are numbered from 0 in the order they are added). O(1).
  std::uint32_t add_primary(std::uint32_t min_count = 1, std::uint32_t max_count = 1);
  // A secondary item: covered at most once. O(1).
  std::uint32_t add_secondary();
  // An option: distinct items, each already added. Returns its index. O(items.size()).
  std::uint32_t add_option(std::span<const std::uint32_t> items);
  // An option with colours: colours[j] is the colour of items[j] (0 = none; a colour > 0 only on a
  // secondary item). O(items.size()).
  std::uint32_t add_option(std::span<const std::uint32_t> items,
                           std::span<const std::uint32_t> colours);

  std::size_t item_count() const { return min_.size(); }
  std::size_t option_count() const { return option_start_.size() - 1; }
  std::span<const std::uint32_t> option(std::size_t k) const {
    return {option_items_.data() + option_start_[k], option_start_[k + 1] - option_start_[k]};
  }
  // The colours of option k's items (0 = none), parallel to option(k); empty when no option of the
  // problem has a colour.
  std::span<const std::uint32_t> colours(std::size_t k) const {
    if (!coloured_) return {};
    return {option_colours_.data() + option_start_[k], option_start_[k + 1] - option_start_[k]};
  }
  bool has_colours() const { return coloured_; }
  // True when every item is primary 1..1 or secondary (no multiplicities).
  bool plain_bounds() const;
  std::uint32_t min_count(std::size_t item) const { return min_[item]; }
  std::uint32_t max_count(std::size_t item) const { return max_[item]; }
  bool is_secondary(std::size_t item) const { return secondary_[item]; }

 private:
  std::vector<std::uint32_t> min_, max_;
  std::vector<bool> secondary_;
  std::vector<std::size_t> option_start_{0};  // CSR over option_items_
  std::vector<std::uint32_t> option_items_;
  std::vector<std::uint32_t> option_colours_;  // parallel to option_items_ once coloured_
  bool coloured_ = false;
};

struct search_stats {
  std::uint64_t nodes = 0;      // search tree nodes entered
  std::uint64_t updates = 0;    // link updates (Knuth's "mems"-like measure of work)
  std::uint64_t solutions = 0;  // solutions reported
};

enum class search_status : unsigned char {
  complete,       // the whole (sub)tree was searched
  limit_reached,  // the solution limit was reached, or the callback asked to stop
  stopped,        // the deadline passed or the cancel flag was set
};

struct search_control {
  std::uint64_t limit = 0;  // stop after this many solutions; 0 means no limit
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  const std::atomic<bool>* cancel = nullptr;  // polled every few thousand nodes
  // A second flag polled the same way: a caller's own stop (Ctrl-C in Python) on top of a driver's
  // internal one (the threaded packing search cancels its workers through `cancel`).
  const std::atomic<bool>* cancel_also = nullptr;
  // Called every `progress_every` nodes (at most every 4096) with Knuth's estimate of the fraction
  // of the tree done.
  std::function<void(double fraction, const search_stats&)> progress;
  std::uint64_t progress_every = 1u << 20;

  // True when the run must stop now: cancelled, or past the deadline. Reads the clock: call it
  // every few thousand nodes, not at every node.
  bool should_stop() const {
    return (cancel != nullptr && cancel->load(std::memory_order_relaxed)) ||
           (cancel_also != nullptr && cancel_also->load(std::memory_order_relaxed)) ||
           std::chrono::steady_clock::now() >= deadline;
  }

  // The per-node poll of every search engine, given the nodes entered so far: every 4096 nodes it
  // checks should_stop() (true: the engine stops) and reports progress when due; `estimate()`
  // gives the fraction done and is called only then. O(1), a mask test on most nodes.
  template <class Estimate>
  bool poll(std::uint64_t nodes, const search_stats& stats, Estimate&& estimate) const {
    if ((nodes & 4095) != 0) return false;
    if (should_stop()) return true;
    if (progress && progress_every != 0 && nodes % progress_every < 4096) {
      progress(estimate(), stats);
    }
    return false;
  }
};

// Receives each solution as the indices of its options (in the order they were chosen); returns
// false to stop the search.
using solution_callback = std::function<bool(std::span<const std::uint32_t> options)>;

// Dancing links over one problem. Not thread safe; use one object per thread (copies are
// independent).
class dancing_links {
 public:
  // Builds the links. O(total option size + items).
  explicit dancing_links(const exact_cover_problem& problem);

  // Searches the whole tree. Solutions in depth-first order (options in insertion order within each
  // item, items chosen by fewest remaining branches, first such item on ties). Exponential in
  // general.
  search_status search(const solution_callback& on_solution, const search_control& control);

  // The branches at the node reached by `path` (branch indices from the root): returns the number
  // of branches, 0 at a dead end; `is_solution` is set when the node is itself a solution (then 0).
  // O(|path| * cost of one branch).
  std::size_t branches(std::span<const std::uint32_t> path, bool& is_solution);

  // Searches only the subtree reached by `path`, reporting full solutions (path options included).
  search_status search_below(std::span<const std::uint32_t> path,
                             const solution_callback& on_solution, const search_control& control);

  const search_stats& stats() const { return stats_; }
  // Nodes entered at each depth so far (the root is depth 0): Knuth's level profile.
  const std::vector<std::uint64_t>& level_nodes() const { return level_nodes_; }
  // Knuth's estimate of the fraction of the tree done at this moment: sum over the levels of
  // (branch index / branches) times the product of 1 / branches above it.
  double progress() const;

 private:
  struct level {
    std::uint32_t item;
    std::uint32_t node;          // the current option node in the item's column, or the item itself
    std::uint32_t branch;        // index of the current branch
    std::uint32_t branch_count;  // branches at this node
    std::uint32_t hidden_mark;   // hidden_.size() when the level was entered
    bool tweak;                  // the item keeps slack after one more option: hide tried options
    bool exact;  // the item is 1..1: covered on entry, once for all branches (Algorithm X)
    unsigned char
        none_state;  // the "no more options of this item" branch: 0 not yet, 1 in effect, 2 done
  };

  void cover(std::uint32_t item);
  void uncover(std::uint32_t item);
  // Algorithm C's purify/unpurify: the options giving node's item another colour (or none) are
  // hidden; those giving it node's colour are marked (purified_bit on their `top`) so that hiding
  // them later leaves them in this column, as Knuth's dlx2 does with colour -1.
  void purify(std::uint32_t node);
  void unpurify(std::uint32_t node);
  static constexpr std::uint32_t purified_bit = 0x80000000u;
  // Removes the nodes of node's option but `skip` from their columns (skip = no_node: all of
  // them; skip = node: Knuth's hide); relink_option undoes it.
  void unlink_option(std::uint32_t node, std::uint32_t skip);
  void relink_option(std::uint32_t node, std::uint32_t skip);
  static constexpr std::uint32_t no_node = 0xFFFFFFFFu;
  void select(std::uint32_t node);
  void deselect(std::uint32_t node);
  // The counting half of select: node's option counted for each of its items but skip's (covering
  // or purifying them); uncommit_items undoes it. An exact level, whose item is already covered,
  // commits the other items of each branch only (TAOCP 7.2.2.1 Algorithm X, steps X5 and X6).
  void commit_items(std::uint32_t node, std::uint32_t skip);
  void uncommit_items(std::uint32_t node, std::uint32_t skip);
  // Chooses the item to branch on; returns false when the node is a solution.
  bool choose(std::uint32_t& item, std::uint32_t& branch_count) const;
  void enter_level(std::uint32_t item, std::uint32_t branch_count);
  bool take_branch(level& l);  // applies the current branch; false when none is left
  void undo_branch(level& l);  // undoes it and moves to the next branch
  void leave_level();
  bool replay(std::span<const std::uint32_t> path);  // false when the path leaves the tree
  void unwind(std::size_t depth);
  search_status run(std::size_t pinned, const solution_callback& on_solution,
                    const search_control& control);

  std::uint32_t items_;  // header node of item i is node i; root of the active list is `items_`
  std::vector<std::uint32_t> llink_, rlink_;  // active primary items (size items_ + 1)
  // One node per item header and per option entry, its fields together (Knuth's layout: a hide
  // reads one node, not four arrays; 6x10 pentominoes up to symmetry, 323 M updates: 2.37 s ->
  // 2.13 s).
  struct link_node {
    std::uint32_t up, down, top, option;
  };
  std::vector<link_node> nodes_;
  std::vector<std::uint32_t> option_begin_;  // first node of each option (size options + 1)
  std::vector<std::uint32_t> len_, count_, min_, max_;
  std::vector<std::uint32_t> colour_;  // per node (0 = none); empty when the problem has no colours
  std::vector<bool> secondary_;
  bool all_exact_;  // every primary item is 1..1 (plain_bounds): choose() reads the lengths only
  std::vector<level> levels_;
  std::vector<std::uint32_t> hidden_;  // options removed by the multiplicity tweak, as nodes
  std::vector<std::uint32_t> chosen_;  // options of the current partial solution
  std::vector<std::uint64_t> level_nodes_;
  search_stats stats_;
};

// Exact cover by bitsets, for problems without multiplicities (every primary item 1..1) and with
// few options: the live options are a bitset, choosing option r clears the options that conflict
// with it (share a primary item, an uncoloured secondary item, or a secondary item with another
// colour: a table computed once), and the number of live options of each primary item is kept by
// decrementing the counts of the items of each option cleared (no pointer chasing; a level saves
// the bitset and the counts and restores them by copying). It walks exactly the tree dancing
// links walk: the same item choice (fewest live options, first in item order on ties), the same
// branch order (option order), so nodes, solutions and their order, `branches` and `search_below`
// agree with dancing_links; `updates` counts the count decrements instead of link updates.
// Copies share the tables (read-only) and are independent otherwise.
class bitset_cover {
 public:
  static constexpr std::size_t max_options = 8192;
  static constexpr std::size_t max_items = 4096;
  // Why this engine cannot take `problem` (empty when it can). O(items).
  static std::string refusal(const exact_cover_problem& problem);

  // Builds the tables. O(options^2 / 64 + total option size); requires refusal(problem) empty.
  explicit bitset_cover(const exact_cover_problem& problem);

  search_status search(const solution_callback& on_solution, const search_control& control);
  // As dancing_links::branches and search_below (same tree, same branch indices).
  std::size_t branches(std::span<const std::uint32_t> path, bool& is_solution);
  search_status search_below(std::span<const std::uint32_t> path,
                             const solution_callback& on_solution, const search_control& control);

  const search_stats& stats() const { return stats_; }
  const std::vector<std::uint64_t>& level_nodes() const { return level_nodes_; }
  double progress() const;

 private:
  struct tables;
  struct level {
    std::uint32_t item;
    std::uint32_t pos;  // index into the item's option list of the current branch
    std::uint32_t branch, branch_count;
  };
  bool choose(std::uint32_t& item, std::uint32_t& branch_count) const;
  void enter_level(std::uint32_t item, std::uint32_t branch_count);
  // Moves l.pos to the next live option at or after it; false when none is left.
  bool seek(level& l) const;
  void apply(std::uint32_t option);
  void undo();  // undoes the last apply
  bool replay(std::span<const std::uint32_t> path);
  void unwind(std::size_t depth);
  search_status run(std::size_t pinned, const solution_callback& on_solution,
                    const search_control& control);

  std::shared_ptr<const tables> t_;
  std::vector<std::uint64_t> live_;           // live options (words_ words)
  std::vector<std::uint16_t> count_;          // live options per primary item
  std::vector<std::uint32_t> llink_, rlink_;  // active primary items; root = primaries
  std::vector<std::uint64_t> saved_live_;     // per applied option, the words before it
  std::vector<std::uint16_t> saved_count_;    // per applied option, the counts before it
  std::vector<level> levels_;
  std::vector<std::uint32_t> chosen_;
  std::vector<std::uint64_t> level_nodes_;
  search_stats stats_;
};

}  // namespace tessera
