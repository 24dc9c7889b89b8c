// Polyomino packing, the driver: symmetry cases, engine choice, and the single-threaded search (the
// threaded one is in packing_parallel.cpp and delivers the same solutions in the same order).
#include <chrono>

#include "detail/packing_driver.hpp"

namespace tessera {

packing_result solve_packing(const packing_problem& problem, const packing_options& options) {
  using clock = std::chrono::steady_clock;
  const auto start = clock::now();
  packing_result result;
  // The group the search removes; for plain solutions by orbits, also the permutations that expand
  // each solution found back into its orbit.
  // Expanding orbits is an optimisation; past this many placements its permutations cost more than
  // they save, and a plain search runs directly.
  constexpr std::size_t max_orbit_placements = 200'000;
  // Below this many free cells the whole search costs less than setting up the symmetry (the group,
  // the permutations, an engine per case: 0.3 ms of a 0.4 ms solve of 4x5 tetrominoes), so tiny
  // problems, which the web page and Python solve per click, are searched directly.
  constexpr std::size_t min_orbit_cells = 40;
  // One solution needs neither: any solution found is one (of its orbit), while the least-image
  // filter can reject millions before the first least one (pentominoes in 18x18 with a hole: none
  // kept of the first 3.3 M in 2 minutes). Plain unique likewise runs directly: any two solutions
  // decide it. (A limit keeps the orbit order: its K solutions are the first K of the full
  // listing, as documented; unique up to symmetry needs the filter, two solutions of one orbit
  // being one.)
  const bool find = options.mode == packing_mode::find;
  const bool by_orbits = options.plain_by_orbits && !find && options.mode != packing_mode::unique &&
                         problem.placements().size() <= max_orbit_placements &&
                         problem.board().free_count() >= min_orbit_cells;
  if (options.plain_by_orbits && !by_orbits && !options.up_to_symmetry) {
    result.direct_because =
        find                                             ? "one solution is wanted"
        : options.mode == packing_mode::unique           ? "any two solutions decide uniqueness"
        : problem.board().free_count() < min_orbit_cells ? "fewer than 40 free cells"
                                                         : "too many placements";
  }
  const symmetry_group group = !problem.refuted() && (options.up_to_symmetry || by_orbits)
                                   ? board_symmetry(problem)
                                   : symmetry_group{{transform{}}, {}, "none"};
  result.group = options.up_to_symmetry ? group : symmetry_group{{transform{}}, {}, "none"};
  result.search_group = group;
  std::vector<detail::packing_case> cases;
  std::vector<std::vector<std::uint32_t>> orbit;
  if (group.elements.size() > 1) {
    const auto perms = detail::placement_permutations(problem, group);
    cases = detail::symmetry_cases(problem, perms);
    if (find) {
      for (detail::packing_case& c : cases) c.filter.clear();
    }
    if (!options.up_to_symmetry) orbit = perms;
  } else {
    cases.push_back(detail::packing_case{});
  }
  result.cases = cases.size();
  // The 128-cell bitboards when they hold the board, else the wide ones, else dancing links.
  const bool narrow = detail::bitboard_fits(problem);
  std::string why;
  const bool bitboard = options.engine != packing_engine::dancing_links &&
                        (narrow || detail::wide_bitboard_fits(problem, &why));
  if (options.engine == packing_engine::bitboard && !bitboard) {
    result.refused = "the bitboard engine cannot hold this problem: " + why;
    result.seconds = std::chrono::duration<double>(clock::now() - start).count();
    return result;
  }
  result.engine = bitboard ? packing_engine::bitboard : packing_engine::dancing_links;
  std::vector<std::unique_ptr<detail::packing_engine_base>> engines;
  for (const detail::packing_case& c : cases) {
    engines.push_back(!bitboard ? detail::make_dlx_engine(problem, c.allowed)
                      : narrow  ? detail::make_bitboard_engine(problem, c.allowed)
                                : detail::make_wide_bitboard_engine(problem, c.allowed));
  }

  search_control control;
  control.cancel = options.cancel;
  if (options.timeout_seconds > 0) {
    control.deadline = start + std::chrono::duration_cast<clock::duration>(
                                   std::chrono::duration<double>(options.timeout_seconds));
  }
  detail::solution_collector collector(options, result);
#ifndef TESSERA_NO_THREADS
  if (options.threads > 1) {
    detail::solve_parallel(cases, engines, orbit, collector, options, control, result);
  } else
#endif  // the WebAssembly core has no threads and leaves packing_parallel.cpp out
  {
    packing_solution sorted;
    std::vector<packing_solution> images;
    for (std::size_t i = 0; i < cases.size(); ++i) {
      if (options.progress) {
        // The cases are the root's branches: each weighs 1/cases in Knuth's estimate.
        control.progress_every = options.progress_every;
        control.progress = [&, i](double fraction, const search_stats& s) {
          options.progress(packing_progress{
              (static_cast<double>(i) + fraction) / static_cast<double>(cases.size()),
              result.stats.nodes + s.nodes, result.count});
        };
      }
      bool go_on = true;
      const search_status status = engines[i]->search_below(
          {},
          [&](std::span<const std::uint32_t> placed) {
            detail::accept(placed, cases[i], orbit, sorted, images);
            if (collector.keeps_solutions()) {
              for (const packing_solution& s : images) {
                if (!(go_on = collector.deliver(s))) break;
              }
            } else if (!images.empty()) {
              go_on = collector.deliver_count(images.size());
            }
            return go_on;
          },
          control);
      const search_stats& s = engines[i]->stats();
      result.stats.nodes += s.nodes;
      result.stats.updates += s.updates;
      result.stats.solutions += s.solutions;
      if (status == search_status::stopped) {
        result.stopped = packing_stop::timeout;
        break;
      }
      if (!go_on) break;
    }
  }
  result.seconds = std::chrono::duration<double>(clock::now() - start).count();
  return result;
}

}  // namespace tessera
