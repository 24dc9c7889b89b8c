// Exact cover, part 1: the problem builder and the dancing-links operations (Knuth, "Dancing
// Links", 2000): cover/uncover an item, hide/unhide an option, and selecting an option with
// multiplicities, and purifying a secondary item with a colour (TAOCP 7.2.2.1 Algorithm C, as in
// Knuth's dlx2).
#include <algorithm>
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
  if (coloured_) option_colours_.resize(option_items_.size(), 0);
  option_start_.push_back(option_items_.size());
  return static_cast<std::uint32_t>(option_start_.size() - 2);
}

std::uint32_t exact_cover_problem::add_option(std::span<const std::uint32_t> items,
                                              std::span<const std::uint32_t> colours) {
  assert(colours.size() == items.size());
  bool any = false;
  for (std::size_t j = 0; j < items.size(); ++j) {
    assert(colours[j] == 0 || secondary_[items[j]]);
    any = any || colours[j] != 0;
  }
  // Colours are stored only once some option has one (the packing problems never do).
  if (any && !coloured_) {
    coloured_ = true;
    option_colours_.assign(option_items_.size(), 0);
  }
  const std::uint32_t k = add_option(items);
  if (coloured_) {
    std::copy(colours.begin(), colours.end(), option_colours_.end() - std::ssize(colours));
  }
  return k;
}

bool exact_cover_problem::plain_bounds() const {
  for (std::size_t i = 0; i < min_.size(); ++i) {
    if (!secondary_[i] && (min_[i] != 1 || max_[i] != 1)) return false;
  }
  return true;
}

dancing_links::dancing_links(const exact_cover_problem& problem) {
  const std::size_t total = problem.item_count();
  std::size_t nodes = total;
  for (std::size_t k = 0; k < problem.option_count(); ++k) nodes += problem.option(k).size();
  assert(nodes < purified_bit);
  items_ = static_cast<std::uint32_t>(total);
  all_exact_ = problem.plain_bounds();
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
  if (problem.has_colours()) colour_.assign(nodes, 0);
  for (std::size_t k = 0; k < problem.option_count(); ++k) {
    const std::span<const std::uint32_t> colours = problem.colours(k);
    for (std::size_t j = 0; j < problem.option(k).size(); ++j) {
      const std::uint32_t item = problem.option(k)[j];
      if (!colours.empty()) colour_[next] = colours[j];
      nodes_[next] = link_node{nodes_[item].up, item, item, static_cast<std::uint32_t>(k)};
      nodes_[nodes_[item].up].down = next;
      nodes_[item].up = next;
      ++len_[item];
      ++next;
    }
    option_begin_.push_back(next);
  }
}

namespace {

// The loops of unlink_option/relink_option, instantiated with and without the purified test so
// that problems without colours pay nothing for it (6x10 pentominoes, 323 M updates: 2.40 s with
// the test in every update against 2.25 s without).
template <bool colours, class node_t>
inline std::uint64_t unlink_nodes(node_t* nodes, std::uint32_t* len, std::uint32_t begin,
                                  std::uint32_t end, std::uint32_t skip, std::uint32_t purified) {
  std::uint64_t updates = 0;
  for (std::uint32_t q = begin; q < end; ++q) {
    if (q == skip) continue;
    const node_t& n = nodes[q];
    if (colours && (n.top & purified)) continue;  // stays in its purified column (Algorithm C)
    nodes[n.up].down = n.down;
    nodes[n.down].up = n.up;
    --len[n.top];
    ++updates;
  }
  return updates;
}

template <bool colours, class node_t>
inline void relink_nodes(node_t* nodes, std::uint32_t* len, std::uint32_t begin, std::uint32_t end,
                         std::uint32_t skip, std::uint32_t purified) {
  for (std::uint32_t q = end; q-- > begin;) {
    if (q == skip) continue;
    const node_t& n = nodes[q];
    if (colours && (n.top & purified)) continue;
    nodes[n.up].down = q;
    nodes[n.down].up = q;
    ++len[n.top];
  }
}

// The loops of cover/uncover: every option in the item's column hidden from the other columns
// (Knuth's hide), inlined with the option loop so that the colour test is decided once per column,
// not per option (42 Y pentominoes in 14x15: unlink_option and relink_option were 75% of the time
// as calls).
template <bool colours, class node_t>
inline std::uint64_t hide_column(node_t* nodes, std::uint32_t* len, const std::uint32_t* begin,
                                 std::uint32_t item, std::uint32_t purified) {
  std::uint64_t updates = 0;
  for (std::uint32_t p = nodes[item].down; p != item; p = nodes[p].down) {
    const std::uint32_t option = nodes[p].option;
    updates += unlink_nodes<colours>(nodes, len, begin[option], begin[option + 1], p, purified);
  }
  return updates;
}

template <bool colours, class node_t>
inline void unhide_column(node_t* nodes, std::uint32_t* len, const std::uint32_t* begin,
                          std::uint32_t item, std::uint32_t purified) {
  for (std::uint32_t p = nodes[item].up; p != item; p = nodes[p].up) {
    const std::uint32_t option = nodes[p].option;
    relink_nodes<colours>(nodes, len, begin[option], begin[option + 1], p, purified);
  }
}

}  // namespace

// Unlinks in order and relinks in the reverse order, as dancing links require.
void dancing_links::unlink_option(std::uint32_t node, std::uint32_t skip) {
  const std::uint32_t option = nodes_[node].option;
  const std::uint32_t begin = option_begin_[option], end = option_begin_[option + 1];
  stats_.updates +=
      colour_.empty()
          ? unlink_nodes<false>(nodes_.data(), len_.data(), begin, end, skip, purified_bit)
          : unlink_nodes<true>(nodes_.data(), len_.data(), begin, end, skip, purified_bit);
}

void dancing_links::relink_option(std::uint32_t node, std::uint32_t skip) {
  const std::uint32_t option = nodes_[node].option;
  const std::uint32_t begin = option_begin_[option], end = option_begin_[option + 1];
  if (colour_.empty()) {
    relink_nodes<false>(nodes_.data(), len_.data(), begin, end, skip, purified_bit);
  } else {
    relink_nodes<true>(nodes_.data(), len_.data(), begin, end, skip, purified_bit);
  }
}

void dancing_links::cover(std::uint32_t item) {
  rlink_[llink_[item]] = rlink_[item];
  llink_[rlink_[item]] = llink_[item];
  stats_.updates +=
      colour_.empty()
          ? hide_column<false>(nodes_.data(), len_.data(), option_begin_.data(), item, purified_bit)
          : hide_column<true>(nodes_.data(), len_.data(), option_begin_.data(), item, purified_bit);
}

void dancing_links::uncover(std::uint32_t item) {
  if (colour_.empty()) {
    unhide_column<false>(nodes_.data(), len_.data(), option_begin_.data(), item, purified_bit);
  } else {
    unhide_column<true>(nodes_.data(), len_.data(), option_begin_.data(), item, purified_bit);
  }
  rlink_[llink_[item]] = item;
  llink_[rlink_[item]] = item;
}

void dancing_links::purify(std::uint32_t node) {
  const std::uint32_t item = nodes_[node].top, colour = colour_[node];
  for (std::uint32_t p = nodes_[item].down; p != item; p = nodes_[p].down) {
    if (colour_[p] == colour) {
      nodes_[p].top |= purified_bit;
    } else {
      unlink_option(p, p);
    }
  }
}

void dancing_links::unpurify(std::uint32_t node) {
  const std::uint32_t item = nodes_[node].top;
  for (std::uint32_t p = nodes_[item].up; p != item; p = nodes_[p].up) {
    if (nodes_[p].top & purified_bit) {
      nodes_[p].top = item;
    } else {
      relink_option(p, p);
    }
  }
}

// Selecting an option takes it out of every column, then counts it for each of its items; an item
// that reaches its upper bound (a secondary item without a colour at once) is covered, which hides
// every other option that uses it; a secondary item with a colour is purified instead. A node
// already purified (an earlier option gave its item the same colour) stays and does nothing, as
// Algorithm C's commit does for colour -1.
void dancing_links::select(std::uint32_t node) {
  unlink_option(node, no_node);
  commit_items(node, no_node);
}

void dancing_links::deselect(std::uint32_t node) {
  uncommit_items(node, no_node);
  relink_option(node, no_node);
}

void dancing_links::commit_items(std::uint32_t node, std::uint32_t skip) {
  const std::uint32_t option = nodes_[node].option;
  for (std::uint32_t q = option_begin_[option]; q < option_begin_[option + 1]; ++q) {
    if (q == skip) continue;
    const std::uint32_t item = nodes_[q].top;
    if (item & purified_bit) continue;
    if (!colour_.empty() && colour_[q] != 0) {
      purify(q);
    } else if (++count_[item] == max_[item]) {
      cover(item);
    }
  }
}

void dancing_links::uncommit_items(std::uint32_t node, std::uint32_t skip) {
  const std::uint32_t option = nodes_[node].option;
  for (std::uint32_t q = option_begin_[option + 1]; q-- > option_begin_[option];) {
    if (q == skip) continue;
    const std::uint32_t item = nodes_[q].top;
    if (item & purified_bit) continue;
    if (!colour_.empty() && colour_[q] != 0) {
      unpurify(q);
    } else if (count_[item]-- == max_[item]) {
      uncover(item);
    }
  }
}

}  // namespace tessera
