// Polyomino packing, the symmetry case split: how a search counts solutions up to the board's group
// G while searching only about 1/|G| of the tree.
//
// Knuth ("Dancing Links", 2000, the 6x10 pentominoes) restricts the X pentomino to one quarter of
// the box, so that each class of 4 symmetric solutions is found once, and notes that when the
// restricted piece can lie on an axis of symmetry (the 5x12 box) a second restriction is needed. In
// general, a job is (A, K): the solutions using allowed placements A only, counted up to a group K
// that carries A onto itself (at the start: every placement, G). An item that every solution covers
// exactly once and that K fixes gives a function q from solutions to placements with q(kS) = kq(S):
//   - a piece P used exactly once (q(S) = P's placement), when every motion of K carries P to P;
//   - a free cell c fixed by every motion of K (q(S) = the placement covering c), for any pieces
//     and multiplicities: the centre of an odd x odd square under D4, where 45 identical Y
//     pentominoes have no piece to restrict.
// Restricting q(S) to one representative r per K-orbit of its values, a K-orbit of solutions meets
// "q(S) = r" in exactly one orbit of Stab_K(r) (if S and kS both have q = r then kr = r), and in
// nothing for the other representatives; so the representatives with the same stabiliser L become
// one job (A with q restricted to them, L), and the counts add up. A trivial L needs nothing more;
// otherwise a further restriction under L follows (at most three in all). When no item is fixed by
// all of K, a cell c whose stabiliser H in K is largest is restricted to one representative per
// H-orbit: every K-orbit of A still meets the restricted set A' (if q(S) = h r then h^-1 S is in
// A'), but A' is not K-invariant, so the job ends there with the filter "keep S when it is the
// least of its images under K that lie in A'". Whatever symmetry is left at the end is removed by
// keeping only the least solution (as a sorted list of placements) of each orbit; the filter is
// also what makes solutions that are themselves symmetric count once. Plain counts by orbits
// (solve_packing) expand each kept solution into its G-orbit: each G-orbit is kept exactly once, in
// one case.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string>

#include "detail/packing_engine.hpp"

namespace tessera::detail {
namespace {

constexpr std::size_t max_symmetry_restrictions = 3;

struct symmetry_job {
  std::vector<bool> allowed;
  std::vector<std::size_t> elements;  // indices into perms; the group still to remove (K)
  std::vector<bool> piece_done;       // pieces restricted already
  std::vector<bool> cell_done;        // cells restricted already
  std::size_t restrictions = 0;
  std::int32_t root_cell = no_root_cell;
};

// The orbits of the allowed `members` (a set of placements that every element of `group` carries
// onto itself) under `group`: how many, and how many of them lie on an axis (their
// representative is fixed by a motion other than the identity).
struct orbit_tally {
  std::size_t orbits = 0, axis = 0;
};
orbit_tally tally_orbits(const std::vector<std::uint32_t>& members,
                         const std::vector<std::size_t>& group,
                         const std::vector<std::vector<std::uint32_t>>& perms) {
  orbit_tally t;
  for (const std::uint32_t k : members) {
    std::uint32_t least = k;
    std::size_t fixed = 0;
    for (const std::size_t e : group) {
      least = std::min(least, perms[e][k]);
      fixed += perms[e][k] == k ? 1 : 0;
    }
    if (least == k) {
      ++t.orbits;
      t.axis += fixed > 1 ? 1 : 0;
    }
  }
  return t;
}

// The allowed placements of `piece`.
std::vector<std::uint32_t> placements_of(const packing_problem& problem,
                                         const std::vector<bool>& allowed, std::uint32_t piece) {
  std::vector<std::uint32_t> out;
  for (std::uint32_t k = 0; k < problem.placements().size(); ++k) {
    if (allowed[k] && problem.placements()[k].piece == piece) out.push_back(k);
  }
  return out;
}

// The placements covering each cell of the box (row-major), in placement order.
std::vector<std::vector<std::uint32_t>> covering_lists(const packing_problem& problem) {
  const auto cols = problem.board().cols;
  std::vector<std::vector<std::uint32_t>> out(static_cast<std::size_t>(problem.board().rows) *
                                              static_cast<std::size_t>(cols));
  for (std::uint32_t k = 0; k < problem.placements().size(); ++k) {
    for (const cell x : problem.placements()[k].cells) {
      auto& list = out[static_cast<std::size_t>(x.row * cols + x.col)];
      if (list.empty() || list.back() != k) list.push_back(k);
    }
  }
  return out;
}

std::string cell_name(const packing_problem& problem, std::int32_t index) {
  return fmt::format("row {} column {}", index / problem.board().cols + 1,
                     index % problem.board().cols + 1);
}

}  // namespace

std::vector<packing_case> symmetry_cases(const packing_problem& problem,
                                         const std::vector<std::vector<std::uint32_t>>& perms,
                                         const std::vector<std::vector<std::uint32_t>>& cells,
                                         std::string* summary) {
  const std::size_t n = problem.placements().size();
  const auto& pieces = problem.pieces();
  const packing_board& board = problem.board();
  const auto box = static_cast<std::int32_t>(board.rows * board.cols);
  std::vector<packing_case> out;
  std::vector<symmetry_job> work;
  std::vector<std::size_t> all(perms.size());
  for (std::size_t e = 0; e < all.size(); ++e) all[e] = e;
  work.push_back(symmetry_job{std::vector<bool>(n, true), all, std::vector<bool>(pieces.size()),
                              std::vector<bool>(static_cast<std::size_t>(box)), 0, no_root_cell});
  std::size_t further = 0, filtered = 0;
  std::vector<std::vector<std::uint32_t>> covering;  // built when a cell is first considered
  while (!work.empty()) {
    symmetry_job job = std::move(work.back());
    work.pop_back();
    if (job.elements.size() <= 1) {
      out.push_back(packing_case{std::move(job.allowed), {}, false, job.root_cell});
      continue;
    }
    const bool may_restrict = job.restrictions < max_symmetry_restrictions;
    // The piece to restrict: used exactly once, not restricted yet, carried onto itself by every
    // motion left (a chiral piece whose mirror twin is in the set is not: its placements' orbits
    // mix two pieces), fewest orbits (Knuth's choice of the X pentomino), then fewest orbits that
    // sit on an axis.
    std::size_t best_piece = pieces.size();
    orbit_tally best{};
    std::vector<std::uint32_t> members;
    for (std::uint32_t p = 0; p < pieces.size() && may_restrict; ++p) {
      if (job.piece_done[p] || pieces[p].min_count != 1 || pieces[p].max_count != 1) continue;
      std::vector<std::uint32_t> mine = placements_of(problem, job.allowed, p);
      const bool kept = std::all_of(mine.begin(), mine.end(), [&](std::uint32_t k) {
        return std::all_of(job.elements.begin(), job.elements.end(), [&](std::size_t e) {
          return problem.placements()[perms[e][k]].piece == p;
        });
      });
      if (!kept) continue;
      const orbit_tally t = tally_orbits(mine, job.elements, perms);
      if (best_piece == pieces.size() || t.orbits < best.orbits ||
          (t.orbits == best.orbits && t.axis < best.axis)) {
        best_piece = p;
        best = t;
        members = std::move(mine);
      }
    }
    // Else the cell: free, not restricted yet, with the largest stabiliser in K (fixed by all of
    // K when there is one), then fewest orbits, then fewest on an axis.
    std::int32_t best_cell = no_root_cell;
    std::vector<std::size_t> stabiliser;
    if (may_restrict && best_piece == pieces.size() && covering.empty()) {
      covering = covering_lists(problem);
    }
    for (std::int32_t c = 0; c < box && may_restrict && best_piece == pieces.size(); ++c) {
      if (job.cell_done[static_cast<std::size_t>(c)] || !board.free[static_cast<std::size_t>(c)]) {
        continue;
      }
      std::vector<std::size_t> fixing;
      for (const std::size_t e : job.elements) {
        if (cells[e][static_cast<std::size_t>(c)] == static_cast<std::uint32_t>(c)) {
          fixing.push_back(e);
        }
      }
      if (fixing.size() <= 1 || fixing.size() < stabiliser.size()) continue;
      std::vector<std::uint32_t> mine;
      for (const std::uint32_t k : covering[static_cast<std::size_t>(c)]) {
        if (job.allowed[k]) mine.push_back(k);
      }
      const orbit_tally t = tally_orbits(mine, fixing, perms);
      if (best_cell == no_root_cell || fixing.size() > stabiliser.size() ||
          t.orbits < best.orbits || (t.orbits == best.orbits && t.axis < best.axis)) {
        best_cell = c;
        best = t;
        stabiliser = std::move(fixing);
        members = std::move(mine);
      }
    }
    if (best_piece == pieces.size() && best_cell == no_root_cell) {
      packing_case c{std::move(job.allowed), {}, false, job.root_cell};
      for (const std::size_t e : job.elements) {
        if (e != 0) c.filter.push_back(perms[e]);
      }
      ++filtered;
      out.push_back(std::move(c));
      continue;
    }
    const bool whole = best_cell == no_root_cell || stabiliser.size() == job.elements.size();
    const std::vector<std::size_t>& under = best_cell == no_root_cell ? job.elements : stabiliser;
    if (summary != nullptr && job.restrictions == 0) {
      *summary = fmt::format(
          "{} restricted to {} of its {} placements (one per orbit under {} motion{}{})",
          best_cell == no_root_cell ? "piece " + pieces[best_piece].name
                                    : "the placement covering " + cell_name(problem, best_cell),
          best.orbits, members.size(), under.size(), under.size() == 1 ? "" : "s",
          whole ? "" : ", then a least-image filter under the rest");
    }
    if (job.restrictions > 0) ++further;
    // Group the orbit representatives by their stabiliser in `under`.
    std::map<std::vector<std::size_t>, std::vector<std::uint32_t>> by_stabiliser;
    std::vector<std::vector<std::size_t>> order;
    for (const std::uint32_t k : members) {
      std::uint32_t least = k;
      std::vector<std::size_t> fixing;
      for (const std::size_t e : under) {
        least = std::min(least, perms[e][k]);
        if (perms[e][k] == k) fixing.push_back(e);
      }
      if (least != k) continue;
      if (!whole) fixing.clear();  // one job for all representatives: it ends with the filter
      auto [it, inserted] = by_stabiliser.try_emplace(fixing);
      if (inserted) order.push_back(fixing);
      it->second.push_back(k);
    }
    // Pushed in reverse so that the cases run in the order their first representative appears.
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
      symmetry_job next{job.allowed,          *it,          job.piece_done, job.cell_done,
                        job.restrictions + 1, job.root_cell};
      if (best_cell == no_root_cell) {
        next.piece_done[best_piece] = true;
      } else {
        next.cell_done[static_cast<std::size_t>(best_cell)] = true;
        if (next.root_cell == no_root_cell && job.restrictions == 0) next.root_cell = best_cell;
      }
      for (const std::uint32_t k : members) next.allowed[k] = false;
      for (const std::uint32_t k : by_stabiliser[*it]) next.allowed[k] = true;
      if (whole) {
        work.push_back(std::move(next));
        continue;
      }
      // A cell restricted under its stabiliser only: the case ends with the filter under all of K,
      // within the placements allowed.
      packing_case c{std::move(next.allowed), {}, true, next.root_cell};
      for (const std::size_t e : job.elements) {
        if (e != 0) c.filter.push_back(perms[e]);
      }
      ++filtered;
      out.push_back(std::move(c));
    }
  }
  if (summary != nullptr && summary->empty()) *summary = "a least-image filter only";
  if (summary != nullptr && (further != 0 || filtered != 0)) {
    *summary += fmt::format("; {} case(s), {} further restriction(s), {} with a least-image filter",
                            out.size(), further, filtered);
  }
  return out;
}

}  // namespace tessera::detail
