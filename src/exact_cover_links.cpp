// Exact cover, part 1: the problem builder and the dancing-links operations (Knuth, "Dancing
// Links", 2000): cover/uncover an item, hide/unhide an option, and selecting an option with
// multiplicities.
#include <cassert>
#include <limits>

#include "tessera/exact_cover.hpp"

namespace tessera {

std::uint32_t exact_cover_problem::add_primary(std::uint32_t min_count, std::uint32_t max_count) {
  assert(min_count <= max_count && max_count >= 1);
  min_.push_back(min_count);
  max_.push_back(max_count);
  secondary_.push_back(false);
  return static_cast<std::uint32_t>(min_.size() - 1);
}

std::uint32_t exact_cover_problem::add_secondary() {
  min_.push_back(0);
  max_.push_back(1);
  secondary_.push_back(true);
  return static_cast<std::uint32_t>(min_.size() - 1);
}

std::uint32_t exact_cover_problem::add_option(std::span<const std::uint32_t> items) {
  for (const std::uint32_t item : items) {
    assert(item < min_.size());
    option_items_.push_back(item);
  }
  option_start_.push_back(option_items_.size());
  return static_cast<std::uint32_t>(option_start_.size() - 2);
}

dancing_links::dancing_links(const exact_cover_problem& problem) {
  const std::size_t total = problem.item_count();
  std::size_t nodes = total;
  for (std::size_t k = 0; k < problem.option_count(); ++k) nodes += problem.option(k).size();
  assert(nodes < std::numeric_limits<std::uint32_t>::max());
  items_ = static_cast<std::uint32_t>(total);
  llink_.resize(total + 1);
  rlink_.resize(total + 1);
  nodes_.assign(nodes, link_node{0, 0, 0, 0});
  len_.assign(total, 0);
  count_.assign(total, 0);
  min_.resize(total);
  max_.resize(total);
  secondary_.resize(total);
  // The active list holds the primary items in order; secondary items are linked to themselves, so
  // that unlinking and relinking them from the active list is a no-op.
  std::uint32_t last = items_;
  for (std::uint32_t i = 0; i < items_; ++i) {
    min_[i] = problem.min_count(i);
    max_[i] = problem.max_count(i);
    secondary_[i] = problem.is_secondary(i);
    nodes_[i] = link_node{i, i, i, 0};
    if (secondary_[i]) {
      llink_[i] = rlink_[i] = i;
    } else {
      llink_[i] = last;
      rlink_[last] = i;
      last = i;
    }
  }
  rlink_[last] = items_;
  llink_[items_] = last;
  std::uint32_t next = items_;
  option_begin_.push_back(next);
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    for (const std::uint32_t item : problem.option(k)) {
      nodes_[next] = link_node{nodes_[item].up, item, item, static_cast<std::uint32_t>(k)};
      nodes_[nodes_[item].up].down = next;
      nodes_[item].up = next;
      ++len_[item];
      ++next;
    }
    option_begin_.push_back(next);
  }
}

// Unlinks in order and relinks in the reverse order, as dancing links require.
void dancing_links::unlink_option(std::uint32_t node, std::uint32_t skip) {
  const std::uint32_t option = nodes_[node].option;
  for (std::uint32_t q = option_begin_[option]; q < option_begin_[option + 1]; ++q) {
    if (q == skip) continue;
    const link_node& n = nodes_[q];
    nodes_[n.up].down = n.down;
    nodes_[n.down].up = n.up;
    --len_[n.top];
    ++stats_.updates;
  }
}

void dancing_links::relink_option(std::uint32_t node, std::uint32_t skip) {
  const std::uint32_t option = nodes_[node].option;
  for (std::uint32_t q = option_begin_[option + 1]; q-- > option_begin_[option];) {
    if (q == skip) continue;
    const link_node& n = nodes_[q];
    nodes_[n.up].down = q;
    nodes_[n.down].up = q;
    ++len_[n.top];
  }
}

void dancing_links::cover(std::uint32_t item) {
  rlink_[llink_[item]] = rlink_[item];
  llink_[rlink_[item]] = llink_[item];
  for (std::uint32_t p = nodes_[item].down; p != item; p = nodes_[p].down) unlink_option(p, p);
}

void dancing_links::uncover(std::uint32_t item) {
  for (std::uint32_t p = nodes_[item].up; p != item; p = nodes_[p].up) relink_option(p, p);
  rlink_[llink_[item]] = item;
  llink_[rlink_[item]] = item;
}

// Selecting an option takes it out of every column, then counts it for each of its items; an item
// that reaches its upper bound (a secondary item at once) is covered, which hides every other
// option that uses it.
void dancing_links::select(std::uint32_t node) {
  const std::uint32_t option = nodes_[node].option;
  unlink_option(node, no_node);
  for (std::uint32_t q = option_begin_[option]; q < option_begin_[option + 1]; ++q) {
    const std::uint32_t item = nodes_[q].top;
    if (++count_[item] == max_[item]) cover(item);
  }
}

void dancing_links::deselect(std::uint32_t node) {
  const std::uint32_t option = nodes_[node].option;
  for (std::uint32_t q = option_begin_[option + 1]; q-- > option_begin_[option];) {
    const std::uint32_t item = nodes_[q].top;
    if (count_[item]-- == max_[item]) uncover(item);
  }
  relink_option(node, no_node);
}

}  // namespace tessera
