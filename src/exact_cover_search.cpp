// Exact cover, part 2: the search. Algorithm X (Knuth, "Dancing Links", 2000) run iteratively over
// an explicit stack of levels, with the minimum-remaining-values choice and multiplicities in the
// manner of TAOCP 7.2.2.1 Algorithm M: at an item with slack, branch k takes the item's k-th
// remaining option after hiding options 1..k-1 (so no set of options is reached twice), and a last
// branch, allowed once the lower bound is met, takes no more options of the item.
#include <cassert>
#include <limits>

#include "tessera/exact_cover.hpp"

namespace tessera {

bool dancing_links::choose(std::uint32_t& item, std::uint32_t& branch_count) const {
  if (rlink_[items_] == items_) return false;
  std::uint32_t best = std::numeric_limits<std::uint32_t>::max();
  if (all_exact_) {
    // Every item needs one more option: its branches are its remaining options (Knuth's MRV).
    for (std::uint32_t i = rlink_[items_]; i != items_; i = rlink_[i]) {
      if (len_[i] < best) {
        best = len_[i];
        item = i;
        if (best == 0) break;
      }
    }
    branch_count = best;
    return true;
  }
  for (std::uint32_t i = rlink_[items_]; i != items_; i = rlink_[i]) {
    const std::uint32_t need = min_[i] > count_[i] ? min_[i] - count_[i] : 0;
    // Too few options left to reach the lower bound: a dead end, branch on it at once.
    const std::uint32_t b = len_[i] < need ? 0 : len_[i] + (need == 0 ? 1 : 0);
    if (b < best) {
      best = b;
      item = i;
      if (b == 0) break;
    }
  }
  branch_count = best;
  return true;
}

// An item that takes exactly one option (1..1, so none yet) is covered here, once for all its
// branches, as Algorithm X does; each branch then commits only its option's other items, and no
// "none" branch follows (its count, 0, never meets its lower bound). Any other item is covered by
// select() when an option brings it to its upper bound, branch by branch.
void dancing_links::enter_level(std::uint32_t item, std::uint32_t branch_count) {
  const bool exact = min_[item] == 1 && max_[item] == 1;
  assert(!exact || count_[item] == 0);
  levels_.push_back(level{item, nodes_[item].down, 0, branch_count,
                          static_cast<std::uint32_t>(hidden_.size()), max_[item] - count_[item] > 1,
                          exact, 0});
  if (exact) cover(item);
}

bool dancing_links::take_branch(level& l) {
  if (l.node != l.item) {
    if (l.exact) {
      commit_items(l.node, l.node);
    } else {
      select(l.node);
    }
    chosen_.push_back(nodes_[l.node].option);
    return true;
  }
  if (l.none_state == 0 && count_[l.item] >= min_[l.item]) {
    cover(l.item);
    l.none_state = 1;
    return true;
  }
  return false;
}

void dancing_links::undo_branch(level& l) {
  ++l.branch;
  if (l.none_state == 1) {
    uncover(l.item);
    l.none_state = 2;
    return;
  }
  if (l.exact) {
    uncommit_items(l.node, l.node);
  } else {
    deselect(l.node);
  }
  chosen_.pop_back();
  if (l.tweak) {
    // The option stays out of the tree for the remaining branches of this level (Algorithm M's
    // tweak).
    unlink_option(l.node, no_node);
    hidden_.push_back(l.node);
  }
  l.node = nodes_[l.node].down;  // a removed node still points at its successor
}

void dancing_links::leave_level() {
  const level& l = levels_.back();
  while (hidden_.size() > l.hidden_mark) {
    relink_option(hidden_.back(), no_node);
    hidden_.pop_back();
  }
  if (l.exact) uncover(l.item);
  levels_.pop_back();
}

void dancing_links::unwind(std::size_t depth) {
  while (levels_.size() > depth) {
    undo_branch(levels_.back());
    leave_level();
  }
}

bool dancing_links::replay(std::span<const std::uint32_t> path) {
  for (const std::uint32_t k : path) {
    std::uint32_t item = 0, branch_count = 0;
    if (!choose(item, branch_count) || k >= branch_count) {
      unwind(0);
      return false;
    }
    enter_level(item, branch_count);
    level& l = levels_.back();
    // Skip branches 0..k-1 without searching them: only their side effect (the tweak) is kept.
    while (l.branch < k) {
      if (l.node == l.item) break;
      if (l.tweak) {
        unlink_option(l.node, no_node);
        hidden_.push_back(l.node);
      }
      l.node = nodes_[l.node].down;
      ++l.branch;
    }
    if (l.branch != k || !take_branch(l)) {
      leave_level();
      unwind(0);
      return false;
    }
  }
  return true;
}

std::size_t dancing_links::branches(std::span<const std::uint32_t> path, bool& is_solution) {
  is_solution = false;
  if (!replay(path)) return 0;
  std::uint32_t item = 0, branch_count = 0;
  if (!choose(item, branch_count)) {
    is_solution = true;
    branch_count = 0;
  }
  unwind(0);
  return branch_count;
}

search_status dancing_links::search(const solution_callback& on_solution,
                                    const search_control& control) {
  return search_below({}, on_solution, control);
}

search_status dancing_links::search_below(std::span<const std::uint32_t> path,
                                          const solution_callback& on_solution,
                                          const search_control& control) {
  assert(levels_.empty());
  if (!replay(path)) return search_status::complete;
  const search_status status = run(path.size(), on_solution, control);
  unwind(0);
  return status;
}

search_status dancing_links::run(std::size_t pinned, const solution_callback& on_solution,
                                 const search_control& control) {
  std::uint64_t found = 0;
  for (;;) {
    // Enter the node reached by the branches in effect.
    ++stats_.nodes;
    if (levels_.size() >= level_nodes_.size()) level_nodes_.resize(levels_.size() + 1, 0);
    ++level_nodes_[levels_.size()];
    if (control.poll(stats_.nodes, stats_, [this] { return progress(); })) {
      unwind(pinned);
      return search_status::stopped;
    }
    std::uint32_t item = 0, branch_count = 0;
    bool descend = false;
    if (!choose(item, branch_count)) {
      ++stats_.solutions;
      ++found;
      if (!on_solution(chosen_) || (control.limit != 0 && found >= control.limit)) {
        unwind(pinned);
        return search_status::limit_reached;
      }
    } else if (branch_count != 0) {
      enter_level(item, branch_count);
      descend = take_branch(levels_.back());
      if (!descend) leave_level();
    }
    // Backtrack to the deepest level that still has a branch to take.
    while (!descend) {
      if (levels_.size() == pinned) return search_status::complete;
      level& l = levels_.back();
      undo_branch(l);
      descend = take_branch(l);
      if (!descend) leave_level();
    }
  }
}

double dancing_links::progress() const {
  double done = 0, weight = 1;
  for (const level& l : levels_) {
    const double b = l.branch_count == 0 ? 1.0 : static_cast<double>(l.branch_count);
    done += weight * static_cast<double>(l.branch) / b;
    weight /= b;
  }
  return done;
}

}  // namespace tessera
