// Design, phase 3: `design hints`, the implicit hitting set loop (Moreno-Centeno and Karp, "The
// implicit hitting set approach to solve combinatorial optimization problems with an application to
// multigenome alignment", Operations Research 61(2), 2013; tessera/design.hpp). The constraints are
// the sets S \ S' for the other solutions S' seen so far, over the positions of the target
// solution S:
//   1. (eager) enumerate up to eager_limit other solutions with the plain search;
//   2. H = a minimum hitting set of the constraints seen: |H| is a lower bound on the answer;
//   3. search the solutions containing H (solve_with_fixed): none but S means H is the answer,
//      proved minimal; else each other solution found becomes a constraint, and round again.
// For an anytime answer under a time budget each failed round also extends H greedily to hit the
// new constraints and checks that set the same way: a success is a working hint set (an upper
// bound), a failure more constraints. The loop ends when the lower bound meets the best working
// set.
#include <algorithm>
#include <cassert>
#include <chrono>

#include "tessera/design.hpp"

namespace tessera {
namespace design_internal {
namespace {

using clock_type = std::chrono::steady_clock;

// The positions (in `solution`) of the placements of `solution` that `other` lacks; both sorted.
std::vector<std::uint32_t> missing_from(const packing_solution& solution,
                                        const packing_solution& other) {
  std::vector<std::uint32_t> out;
  std::size_t j = 0;
  for (std::uint32_t i = 0; i < solution.size(); ++i) {
    while (j < other.size() && other[j] < solution[i]) ++j;
    if (j == other.size() || other[j] != solution[i]) out.push_back(i);
  }
  return out;
}

// H extended greedily (most unhit constraints first, ties to the lowest position) until it hits
// every constraint: Johnson's greedy set cover, an upper-bound candidate.
std::vector<std::uint32_t> greedy_extension(std::size_t elements, std::vector<std::uint32_t> chosen,
                                            const std::vector<std::vector<std::uint32_t>>& sets) {
  std::vector<bool> in(elements, false), hit(sets.size(), false);
  for (const std::uint32_t e : chosen) in[e] = true;
  for (std::size_t i = 0; i < sets.size(); ++i) {
    for (const std::uint32_t e : sets[i]) hit[i] = hit[i] || in[e];
  }
  for (;;) {
    std::vector<std::size_t> score(elements, 0);
    bool open = false;
    for (std::size_t i = 0; i < sets.size(); ++i) {
      if (hit[i]) continue;
      open = true;
      for (const std::uint32_t e : sets[i]) ++score[e];
    }
    if (!open) break;
    const auto e =
        static_cast<std::uint32_t>(std::max_element(score.begin(), score.end()) - score.begin());
    in[e] = true;
    chosen.push_back(e);
    for (std::size_t i = 0; i < sets.size(); ++i) {
      if (!hit[i] && std::find(sets[i].begin(), sets[i].end(), e) != sets[i].end()) hit[i] = true;
    }
  }
  std::sort(chosen.begin(), chosen.end());
  return chosen;
}

class hints_loop {
 public:
  hints_loop(const packing_problem& problem, const packing_solution& solution,
             const hints_options& options)
      : problem_(problem), solution_(solution), options_(options), started_(clock_type::now()) {}

  hints_result run() {
    hints_result out;
    std::vector<std::uint32_t> best(solution_.size());  // all of S: always a working hint set
    for (std::uint32_t i = 0; i < best.size(); ++i) best[i] = i;
    if (options_.eager_limit > 0 && !enumerate(out)) return finish(out, best);
    out.all_enumerated = all_enumerated_;
    while (out.lower_bound < best.size()) {
      const double left = seconds_left();
      if (left < 0 || cancelled()) return finish(out, best);
      const hitting_set_result h = minimum_hitting_set(solution_.size(), constraints_,
                                                       out.lower_bound, left, options_.cancel);
      if (!h.optimal) return finish(out, best);
      out.lower_bound = h.chosen.size();
      if (out.lower_bound >= best.size()) break;
      const std::size_t before = constraints_.size();
      switch (check(h.chosen, out)) {
        case verdict::unique:
          best = h.chosen;
          continue;
        case verdict::stopped:
          return finish(out, best);
        case verdict::other:
          break;
      }
      // Every solution was enumerated, yet another one showed up: a bug, not an input.
      assert(!all_enumerated_);
      const std::vector<std::uint32_t> upper =
          greedy_extension(solution_.size(), h.chosen, constraints_);
      if (upper.size() < best.size() && constraints_.size() > before) {
        const verdict v = check(upper, out);
        if (v == verdict::unique) best = upper;
        if (v == verdict::stopped) return finish(out, best);
      }
      report(out, best);
    }
    out.proved_minimal = true;
    return finish(out, best);
  }

 private:
  enum class verdict : unsigned char { unique, other, stopped };

  double seconds_left() const {
    if (options_.time_limit_seconds <= 0) return 0;  // minimum_hitting_set's "no deadline"
    const double used = std::chrono::duration<double>(clock_type::now() - started_).count();
    const double left = options_.time_limit_seconds - used;
    return left > 0 ? left : -1;
  }
  bool cancelled() const {
    return options_.cancel != nullptr && options_.cancel->load(std::memory_order_relaxed);
  }

  packing_options search_options(packing_mode mode, std::uint64_t limit) const {
    packing_options run;
    run.mode = mode;
    run.limit = limit;
    run.threads = options_.threads;
    run.cancel = options_.cancel;
    run.timeout_seconds = std::max(seconds_left(), 0.0);
    if (options_.time_limit_seconds > 0 && run.timeout_seconds == 0) run.timeout_seconds = 1e-9;
    return run;
  }

  void add(const packing_solution& other) {
    if (other == solution_) return;
    constraints_.push_back(missing_from(solution_, other));
    ++others_;
  }

  // Step 1. False when stopped (deadline, cancel).
  bool enumerate(hints_result& out) {
    packing_options run = search_options(packing_mode::all, options_.eager_limit + 1);
    run.on_solution = [&](const packing_solution& s) {
      add(s);
      return true;
    };
    const packing_result r = solve_packing(problem_, run);
    ++out.checks;
    if (r.stopped == packing_stop::timeout) return false;
    all_enumerated_ = r.stopped == packing_stop::none;
    return true;
  }

  // Step 3: the solutions containing the hints at `positions`.
  verdict check(const std::vector<std::uint32_t>& positions, hints_result& out) {
    std::vector<std::uint32_t> fixed;
    for (const std::uint32_t i : positions) fixed.push_back(solution_[i]);
    packing_options run = search_options(packing_mode::all, 0);
    const std::size_t before = constraints_.size();
    const std::uint64_t batch = std::max<std::uint64_t>(options_.batch, 1);
    run.on_solution = [&](const packing_solution& s) {
      add(s);
      return constraints_.size() - before < batch;
    };
    const packing_result r = solve_with_fixed(problem_, fixed, run);
    ++out.checks;
    if (constraints_.size() > before) return verdict::other;
    return r.stopped == packing_stop::timeout ? verdict::stopped : verdict::unique;
  }

  void report(const hints_result& out, const std::vector<std::uint32_t>& best) const {
    if (!options_.progress) return;
    options_.progress(
        hints_progress{constraints_.size(), out.lower_bound, best.size(), out.checks});
  }

  hints_result& finish(hints_result& out, const std::vector<std::uint32_t>& best) {
    out.hints.clear();
    for (const std::uint32_t i : best) out.hints.push_back(solution_[i]);
    out.constraints = constraints_.size();
    out.other_solutions = others_;
    out.all_enumerated = all_enumerated_;
    if (!out.proved_minimal) {
      out.stopped = cancelled() ? design_stop::cancelled : design_stop::timeout;
    }
    out.seconds = std::chrono::duration<double>(clock_type::now() - started_).count();
    report(out, best);
    return out;
  }

  const packing_problem& problem_;
  const packing_solution& solution_;
  const hints_options& options_;
  clock_type::time_point started_;
  std::vector<std::vector<std::uint32_t>> constraints_;
  std::uint64_t others_ = 0;
  bool all_enumerated_ = false;
};

}  // namespace
}  // namespace design_internal

hints_result design_hints(const packing_problem& problem, const packing_solution& solution,
                          const hints_options& options) {
  assert(std::is_sorted(solution.begin(), solution.end()));
  design_internal::hints_loop loop(problem, solution, options);
  return loop.run();
}

}  // namespace tessera
