// Design, phase 5: `design holes` (tessera/design.hpp). The board's free-cell count minus K must be
// one the pieces can cover (checked once: every hole set leaves the same count), then each
// canonical hole set (design_holes.cpp) is decided by the counting search with limit 2, up to the
// holed board's own symmetry (a third solution need not be looked for); a unique one is counted
// plainly for its report. Candidates go in batches to worker threads and come back in enumeration
// order, so the output does not depend on the thread count. A search stopped by the deadline or
// the cancel flag leaves its candidate undecided: the scan reports the decided prefix only.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>

#ifndef TESSERA_NO_THREADS
#include <atomic>
#include <thread>
#endif

#include "detail/design_holes.hpp"

namespace tessera {
namespace design_internal {
namespace {

using clock_type = std::chrono::steady_clock;

struct verdict {
  bool decided = false;
  bool unique = false;
  std::uint64_t solutions = 0;
  std::string symmetry;
};

packing_board with_holes(const packing_board& board, const std::vector<cell>& holes) {
  packing_board out = board;
  for (const cell x : holes) {
    out.free[static_cast<std::size_t>(x.row) * static_cast<std::size_t>(out.cols) +
             static_cast<std::size_t>(x.col)] = false;
  }
  return out;
}

verdict decide(const packing_problem& problem, const std::vector<cell>& holes,
               const holes_options& options, double seconds_left) {
  verdict v;
  const packing_problem holed(with_holes(problem.board(), holes), problem.pieces());
  packing_options run;
  run.mode = packing_mode::count;
  run.limit = 2;
  run.up_to_symmetry = !options.plain;
  run.cancel = options.cancel;
  run.timeout_seconds = seconds_left;
  const packing_result r = solve_packing(holed, run);
  if (r.stopped == packing_stop::timeout) return v;
  v.decided = true;
  v.unique = r.count == 1 && r.stopped == packing_stop::none;
  if (!v.unique) return v;
  v.symmetry = options.plain ? board_symmetry(holed).name : r.group.name;
  v.solutions = 1;
  if (!options.plain) {
    // The plain count of a puzzle unique up to symmetry: one orbit, at most |group| solutions.
    run.up_to_symmetry = false;
    run.limit = 0;
    const packing_result plain = solve_packing(holed, run);
    if (plain.stopped == packing_stop::timeout) return verdict{};
    v.solutions = plain.count;
  }
  return v;
}

}  // namespace
}  // namespace design_internal

holes_result design_holes(const packing_problem& problem, const holes_options& options) {
  using namespace design_internal;
  const clock_type::time_point started = clock_type::now();
  holes_result out;
  const symmetry_group group = board_symmetry(problem);
  out.symmetry = group.name;
  const std::size_t free_cells = problem.board().free_count();
  auto finish = [&] {
    out.seconds = std::chrono::duration<double>(clock_type::now() - started).count();
    return out;
  };
  if (options.holes > free_cells) {
    out.refused =
        fmt::format("--holes {} is more than the board's {} free cells", options.holes, free_cells);
    return finish();
  }
  hole_candidates candidates(problem, group, options.holes);
  out.total = candidates.total();
  if (out.total > max_hole_combinations) {
    out.refused = fmt::format("more than {} ways to choose {} of {} free cells",
                              max_hole_combinations, options.holes, free_cells);
    return finish();
  }
  {
    // Every hole set leaves free_cells - K cells: the pieces' sizes decide them all at once.
    std::vector<cell> first;
    hole_candidates probe(problem, symmetry_group{{transform{}}, {}, "none", {}}, options.holes);
    if (probe.next(first) &&
        packing_problem(with_holes(problem.board(), first), problem.pieces()).refuted()) {
      out.refused =
          fmt::format("the pieces cannot cover the {} cells that {} hole{} leave (cell counts)",
                      free_cells - options.holes, options.holes, options.holes == 1 ? "" : "s");
      return finish();
    }
  }
  const unsigned threads = std::max(1u, options.threads);
  const std::size_t batch_size = 64 * threads;
  std::vector<std::vector<cell>> batch;
  std::vector<verdict> verdicts;
  auto seconds_left = [&] {
    if (options.time_limit_seconds <= 0) return 0.0;
    const double left = options.time_limit_seconds -
                        std::chrono::duration<double>(clock_type::now() - started).count();
    return left > 1e-9 ? left : 1e-9;
  };
  for (;;) {
    batch.clear();
    std::vector<cell> holes;
    while (batch.size() < batch_size && candidates.next(holes)) batch.push_back(holes);
    if (batch.empty()) break;
    verdicts.assign(batch.size(), verdict{});
    const double left = seconds_left();
    auto work = [&](std::size_t i) { verdicts[i] = decide(problem, batch[i], options, left); };
#ifndef TESSERA_NO_THREADS
    if (threads > 1) {
      std::atomic<std::size_t> next{0};
      auto worker = [&] {
        for (std::size_t i = next++; i < batch.size(); i = next++) work(i);
      };
      std::vector<std::thread> pool;
      for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
      worker();
      for (std::thread& t : pool) t.join();
    } else
#endif
    {
      for (std::size_t i = 0; i < batch.size(); ++i) work(i);
    }
    for (std::size_t i = 0; i < batch.size(); ++i) {
      if (!verdicts[i].decided) {
        const bool cancelled = options.cancel != nullptr && options.cancel->load();
        out.stopped = cancelled ? design_stop::cancelled : design_stop::timeout;
        return finish();
      }
      ++out.tried;
      if (!verdicts[i].unique) continue;
      ++out.count;
      hole_set found{batch[i], verdicts[i].solutions, verdicts[i].symmetry};
      const bool more = !options.on_hole_set || options.on_hole_set(found);
      if (!options.on_hole_set) out.found.push_back(std::move(found));
      if (!more || (options.limit != 0 && out.count >= options.limit)) {
        out.stopped = design_stop::limit;
        out.combinations = candidates.enumerated();
        return finish();
      }
    }
    out.combinations = candidates.enumerated();
    if (options.progress)
      options.progress(holes_progress{out.combinations, out.total, out.tried, out.count});
    if (options.cancel != nullptr && options.cancel->load()) {
      out.stopped = design_stop::cancelled;
      return finish();
    }
  }
  out.combinations = candidates.enumerated();
  return finish();
}

}  // namespace tessera
