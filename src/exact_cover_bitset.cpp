// Exact cover by bitsets (tessera/exact_cover.hpp, bitset_cover): Algorithm X over a bitset of
// live options with a precomputed conflict table, for problems without multiplicities and with at
// most 8192 options. It walks the dancing-links tree node for node (MRV with the first item on
// ties, options in order), but a choice costs a few word operations per 64 options plus one count
// decrement per primary item of each option cleared, instead of pointer-chasing link updates.
#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>
#include <limits>

#include "tessera/exact_cover.hpp"

namespace tessera {

struct bitset_cover::tables {
  std::size_t options = 0, words = 0, primaries = 0;
  std::vector<std::uint64_t> conflict;  // options x words: the options r excludes (r too)
  // CSR: each option's primary items (compact indices; 16 bits, as max_items allows: half the
  // memory traffic of the decrement loop)
  std::vector<std::uint32_t> prim_start;
  std::vector<std::uint16_t> prim;
  std::vector<std::uint32_t> col_start, col;  // CSR: each primary item's options, in order
};

std::string bitset_cover::refusal(const exact_cover_problem& problem) {
  if (!problem.plain_bounds()) return "the problem has multiplicities (dlx3 bounds)";
  if (problem.option_count() > max_options)
    return "more than " + std::to_string(max_options) + " options";
  if (problem.item_count() > max_items) return "more than " + std::to_string(max_items) + " items";
  return "";
}

bitset_cover::bitset_cover(const exact_cover_problem& problem) {
  assert(refusal(problem).empty());
  auto t = std::make_shared<tables>();
  const std::size_t n = problem.option_count(), items = problem.item_count();
  t->options = n;
  t->words = (n + 63) / 64;
  std::vector<std::uint32_t> compact(items, std::numeric_limits<std::uint32_t>::max());
  for (std::size_t i = 0; i < items; ++i) {
    if (!problem.is_secondary(i)) compact[i] = static_cast<std::uint32_t>(t->primaries++);
  }
  // Which options name each item (with its colour), to build the conflicts item by item.
  std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> users(items);
  t->prim_start.push_back(0);
  for (std::size_t k = 0; k < n; ++k) {
    const auto its = problem.option(k);
    const auto cs = problem.colours(k);
    for (std::size_t j = 0; j < its.size(); ++j) {
      users[its[j]].emplace_back(static_cast<std::uint32_t>(k), cs.empty() ? 0 : cs[j]);
      if (compact[its[j]] != std::numeric_limits<std::uint32_t>::max())
        t->prim.push_back(static_cast<std::uint16_t>(compact[its[j]]));
    }
    t->prim_start.push_back(static_cast<std::uint32_t>(t->prim.size()));
  }
  t->conflict.assign(n * t->words, 0);
  auto set = [&](std::uint32_t a, std::uint32_t b) {
    t->conflict[a * t->words + b / 64] |= std::uint64_t{1} << (b % 64);
  };
  for (std::size_t k = 0; k < n; ++k)
    set(static_cast<std::uint32_t>(k), static_cast<std::uint32_t>(k));
  t->col_start.push_back(0);
  for (std::size_t i = 0; i < items; ++i) {
    const auto& u = users[i];
    for (const auto& [a, ca] : u) {
      for (const auto& [b, cb] : u) {
        // Compatible only on a secondary item that both give the same colour.
        if (!(problem.is_secondary(i) && ca != 0 && ca == cb)) set(a, b);
      }
    }
    if (!problem.is_secondary(i)) {
      for (const auto& [a, ca] : u) t->col.push_back(a);
      t->col_start.push_back(static_cast<std::uint32_t>(t->col.size()));
    }
  }
  live_.assign(t->words, 0);
  for (std::size_t k = 0; k < n; ++k) live_[k / 64] |= std::uint64_t{1} << (k % 64);
  count_.resize(t->primaries);
  for (std::size_t p = 0; p < t->primaries; ++p)
    count_[p] = static_cast<std::uint16_t>(t->col_start[p + 1] - t->col_start[p]);
  // Each chosen option covers a primary item: at most `primaries` levels, saved in fixed slots.
  saved_live_.resize((t->primaries + 1) * t->words);
  saved_count_.resize((t->primaries + 1) * t->primaries);
  const auto root = static_cast<std::uint32_t>(t->primaries);
  llink_.resize(t->primaries + 1);
  rlink_.resize(t->primaries + 1);
  for (std::uint32_t p = 0; p <= root; ++p) {
    rlink_[p] = p == root ? 0 : p + 1;
    llink_[p] = p == 0 ? root : p - 1;
  }
  if (root == 0) rlink_[root] = llink_[root] = root;
  t_ = std::move(t);
}

bool bitset_cover::choose(std::uint32_t& item, std::uint32_t& branch_count) const {
  const auto root = static_cast<std::uint32_t>(t_->primaries);
  if (rlink_[root] == root) return false;
  std::uint32_t best = std::numeric_limits<std::uint32_t>::max();
  for (std::uint32_t p = rlink_[root]; p != root; p = rlink_[p]) {
    if (count_[p] < best) {
      best = count_[p];
      item = p;
      if (best == 0) break;
    }
  }
  branch_count = best;
  return true;
}

bool bitset_cover::seek(level& l) const {
  const std::uint32_t end = t_->col_start[l.item + 1];
  while (l.pos < end) {
    const std::uint32_t o = t_->col[l.pos];
    if (live_[o / 64] >> (o % 64) & 1) return true;
    ++l.pos;
  }
  return false;
}

void bitset_cover::enter_level(std::uint32_t item, std::uint32_t branch_count) {
  levels_.push_back(level{item, t_->col_start[item], 0, branch_count});
}

void bitset_cover::apply(std::uint32_t option) {
  const std::size_t words = t_->words;
  const std::size_t depth = chosen_.size(), primaries = count_.size();
  std::memcpy(saved_live_.data() + depth * words, live_.data(), words * sizeof(std::uint64_t));
  std::memcpy(saved_count_.data() + depth * primaries, count_.data(),
              primaries * sizeof(std::uint16_t));
  const std::uint64_t* row = t_->conflict.data() + std::size_t{option} * words;
  const std::uint32_t* prim_start = t_->prim_start.data();
  const std::uint16_t* prim = t_->prim.data();
  std::uint16_t* count = count_.data();
  std::uint64_t updates = 0;
  for (std::size_t w = 0; w < words; ++w) {
    std::uint64_t gone = live_[w] & row[w];
    live_[w] &= ~row[w];
    while (gone != 0) {
      const std::uint32_t o =
          static_cast<std::uint32_t>(w * 64) + static_cast<std::uint32_t>(std::countr_zero(gone));
      gone &= gone - 1;
      for (std::uint32_t q = prim_start[o]; q < prim_start[o + 1]; ++q) --count[prim[q]];
      updates += prim_start[o + 1] - prim_start[o];
    }
  }
  stats_.updates += updates;
  for (std::uint32_t q = prim_start[option]; q < prim_start[option + 1]; ++q) {
    const std::uint32_t p = prim[q];
    rlink_[llink_[p]] = rlink_[p];
    llink_[rlink_[p]] = llink_[p];
  }
  chosen_.push_back(option);
}

void bitset_cover::undo() {
  const std::uint32_t option = chosen_.back();
  chosen_.pop_back();
  for (std::uint32_t q = t_->prim_start[option + 1]; q-- > t_->prim_start[option];) {
    const std::uint32_t p = t_->prim[q];
    rlink_[llink_[p]] = p;
    llink_[rlink_[p]] = p;
  }
  const std::size_t depth = chosen_.size(), words = live_.size(), primaries = count_.size();
  std::memcpy(live_.data(), saved_live_.data() + depth * words, words * sizeof(std::uint64_t));
  std::memcpy(count_.data(), saved_count_.data() + depth * primaries,
              primaries * sizeof(std::uint16_t));
}

void bitset_cover::unwind(std::size_t depth) {
  while (levels_.size() > depth) {
    undo();
    levels_.pop_back();
  }
}

bool bitset_cover::replay(std::span<const std::uint32_t> path) {
  for (const std::uint32_t k : path) {
    std::uint32_t item = 0, branch_count = 0;
    if (!choose(item, branch_count) || k >= branch_count) {
      unwind(0);
      return false;
    }
    enter_level(item, branch_count);
    level& l = levels_.back();
    seek(l);
    while (l.branch < k) {
      ++l.pos;
      seek(l);
      ++l.branch;
    }
    apply(t_->col[l.pos]);
  }
  return true;
}

std::size_t bitset_cover::branches(std::span<const std::uint32_t> path, bool& is_solution) {
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

search_status bitset_cover::search(const solution_callback& on_solution,
                                   const search_control& control) {
  return search_below({}, on_solution, control);
}

search_status bitset_cover::search_below(std::span<const std::uint32_t> path,
                                         const solution_callback& on_solution,
                                         const search_control& control) {
  assert(levels_.empty());
  if (!replay(path)) return search_status::complete;
  const search_status status = run(path.size(), on_solution, control);
  unwind(0);
  return status;
}

search_status bitset_cover::run(std::size_t pinned, const solution_callback& on_solution,
                                const search_control& control) {
  std::uint64_t found = 0;
  for (;;) {
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
      level& l = levels_.back();
      seek(l);
      apply(t_->col[l.pos]);
      descend = true;
    }
    // Backtrack to the deepest level that still has a branch to take.
    while (!descend) {
      if (levels_.size() == pinned) return search_status::complete;
      undo();
      level& l = levels_.back();
      ++l.branch;
      if (l.branch < l.branch_count) {
        ++l.pos;
        seek(l);
        apply(t_->col[l.pos]);
        descend = true;
      } else {
        levels_.pop_back();
      }
    }
  }
}

double bitset_cover::progress() const {
  double done = 0, weight = 1;
  for (const level& l : levels_) {
    const double b = l.branch_count == 0 ? 1.0 : static_cast<double>(l.branch_count);
    done += weight * static_cast<double>(l.branch) / b;
    weight /= b;
  }
  return done;
}

}  // namespace tessera
