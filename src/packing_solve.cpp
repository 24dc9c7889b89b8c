// Polyomino packing, the driver: symmetry cases, engine choice, and the single-threaded search (the
// threaded one is in packing_parallel.cpp and delivers the same solutions in the same order).
#include <chrono>

#include "detail/packing_cut_adjacency.hpp"
#include "detail/packing_driver.hpp"

namespace tessera {
namespace {

// The engine solve_packing runs: the 128-cell bitboards when they hold the board, else the wide
// ones, else dancing links; `why` says why the bitboards cannot. On a lattice whose placements the
// box's four neighbours do not all connect (hexagons, cubes), `adjacency` receives the graph the
// bitboards' cuts judge by instead (detail/packing_cut_adjacency.hpp; not connected: no cuts).
enum class engine_choice : unsigned char { dlx, narrow, wide };
engine_choice choose_engine(const packing_problem& problem, const packing_options& options,
                            std::string& why, detail::cut_adjacency& adjacency) {
  if (options.engine == packing_engine::dancing_links) return engine_choice::dlx;
  const bool lattice =
      problem.given_group() != nullptr && !problem.connectivity_cuts() && !problem.refuted();
  if (detail::bitboard_fits(problem)) {
    if (lattice) adjacency = detail::find_cut_adjacency(problem);
    return engine_choice::narrow;
  }
  // On a lattice (hexagons, cubes) the wide engine's fixed cell order loses to dancing links'
  // fewest-options choice on big boxes, with the lattice's cuts or without: the first 1000
  // solutions of the 29 pentacubes in a 5x5x6 box minus an edge took over 120 s without the cuts,
  // 674 solutions in 120 s with them, against 3.4 s. (Asked for by options.engine, it still runs,
  // with the cuts.)
  if (!problem.connectivity_cuts() && options.engine == packing_engine::automatic) {
    why = "on this lattice dancing links' fewest-options order beats the wide engine's cell order";
    return engine_choice::dlx;
  }
  if (detail::wide_bitboard_fits(problem, &why)) {
    if (lattice) adjacency = detail::find_cut_adjacency(problem);
    return engine_choice::wide;
  }
  return engine_choice::dlx;
}

const char* mode_name(packing_mode mode) {
  switch (mode) {
    case packing_mode::find:
      return "find";
    case packing_mode::all:
      return "all";
    case packing_mode::unique:
      return "unique";
    default:
      return "count";
  }
}

}  // namespace

packing_identity_text packing_identity(const packing_problem& problem,
                                       const packing_options& options) {
  std::string why;
  detail::cut_adjacency adjacency;
  const engine_choice engine = choose_engine(problem, options, why, adjacency);
  const packing_board& b = problem.board();
  // Everything the tree and the answer depend on, in a fixed order (version 2 of this text: the
  // symmetry cases restrict cells since version 2, so older trees differ).
  std::string text = fmt::format("tessera packing 2\nboard {} {} wrap {}{} ", b.rows, b.cols,
                                 b.wrap_rows ? 1 : 0, b.wrap_cols ? 1 : 0);
  for (const bool f : b.free) text += f ? '.' : '#';
  for (const packing_piece& p : problem.pieces()) {
    text += fmt::format("\npiece {} {} {} {}", p.name, static_cast<int>(p.orient), p.min_count,
                        p.max_count);
    for (const cell& c : p.shape.cells()) text += fmt::format(" {},{}", c.row, c.col);
  }
  if (problem.given_group() != nullptr) {
    // Another lattice: the placements and the group are the problem (the shapes above are sizes).
    text += fmt::format("\ngiven {} {}", problem.given_group()->name, problem.connectivity_cuts());
    // The lattice cuts' graph shapes the tree (since the cuts on hexagons and cubes).
    if (adjacency.connected) {
      text += "\ncuts";
      for (const auto& d : adjacency.offsets) text += fmt::format(" {},{}", d.major, d.minor);
      // The lattice engine branches on a cell with fewest candidates (packing_bitboard_engine.hpp).
      text += " fewest";
    }
    for (const placement& pl : problem.placements()) {
      text += fmt::format("\n{}", pl.piece);
      for (const cell& c : pl.cells) text += fmt::format(" {},{}", c.row, c.col);
    }
  }
  text += fmt::format("\nmode {} limit {} symmetry {} orbits {} engine {}\n",
                      mode_name(options.mode), options.limit, options.up_to_symmetry ? 1 : 0,
                      options.plain_by_orbits ? 1 : 0, static_cast<int>(engine));
  packing_identity_text id;
  id.hash = checkpoint_hash(text);
  id.summary = fmt::format("{}x{} board, {} free cells, {} pieces, {}{}{}", b.rows, b.cols,
                           b.free_count(), problem.pieces().size(), mode_name(options.mode),
                           options.up_to_symmetry ? " up to symmetry" : "",
                           options.limit != 0 ? fmt::format(", limit {}", options.limit) : "");
  return id;
}

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
  // A large group pays for itself sooner: the Soma cube (27 cells, the cube's 48 motions) took
  // 222M instructions directly (521,154 nodes) and 50M by orbits (8,470 nodes; most of it the
  // group's permutations). So on another lattice, a group of at least 24 motions (a cube's
  // rotations) goes by orbits from 20 free cells. (The group of such a problem is given with it:
  // its size costs nothing to ask.)
  constexpr std::size_t min_big_group = 24, min_big_group_cells = 20;
  const std::size_t given_motions =
      problem.given_group() != nullptr ? problem.given_group()->cell_maps.size() : 0;
  const std::size_t min_cells =
      given_motions >= min_big_group ? min_big_group_cells : min_orbit_cells;
  // One solution needs neither: any solution found is one (of its orbit), while the least-image
  // filter can reject millions before the first least one (pentominoes in 18x18 with a hole: none
  // kept of the first 3.3 M in 2 minutes). Plain unique likewise runs directly: any two solutions
  // decide it. (A limit keeps the orbit order: its K solutions are the first K of the full
  // listing, as documented; unique up to symmetry needs the filter, two solutions of one orbit
  // being one.)
  const bool find = options.mode == packing_mode::find;
  // A wrapped board's group has up to 8 motions times its shifts: the permutations grow with both.
  const packing_board& board = problem.board();
  const auto shifts = static_cast<std::size_t>(board.wrap_rows ? board.rows : 1) *
                      static_cast<std::size_t>(board.wrap_cols ? board.cols : 1);
  const bool by_orbits = options.plain_by_orbits && !find && options.mode != packing_mode::unique &&
                         problem.placements().size() * shifts <= max_orbit_placements &&
                         problem.board().free_count() >= min_cells;
  if (options.plain_by_orbits && !by_orbits && !options.up_to_symmetry) {
    result.direct_because = find ? "one solution is wanted"
                            : options.mode == packing_mode::unique
                                ? "any two solutions decide uniqueness"
                            : problem.board().free_count() < min_cells
                                ? fmt::format("fewer than {} free cells", min_cells)
                                : "too many placements";
  }
  const symmetry_group group = !problem.refuted() && (options.up_to_symmetry || by_orbits)
                                   ? board_symmetry(problem)
                                   : symmetry_group{{transform{}}, {}, "none", {}};
  result.group = options.up_to_symmetry ? group : symmetry_group{{transform{}}, {}, "none", {}};
  result.search_group = group;
  std::vector<detail::packing_case> cases;
  std::vector<std::vector<std::uint32_t>> orbit;
  // The group acts on placements through one permutation per element (4 bytes per placement and
  // element): on a wrapped board the group has 8 motions times every shift, so a 30x30 torus with
  // the 12 pentominoes would need 7,200 x 56,700 entries (1.5 GiB) before the search starts. Such a
  // problem is refused before anything is allocated; plain counts never need it (the by-orbits
  // path above is bounded by max_orbit_placements and falls back to a direct search).
  constexpr std::uint64_t max_permutation_bytes = std::uint64_t{512} << 20;
  const std::uint64_t permutation_bytes = std::uint64_t{group.elements.size()} *
                                          std::uint64_t{problem.placements().size()} *
                                          sizeof(std::uint32_t);
  if (group.elements.size() > 1 && permutation_bytes > max_permutation_bytes) {
    result.refused = fmt::format(
        "counting up to symmetry needs the {} symmetries of the board ({}) acting on its {} "
        "placements: {:.1f} MiB, over the limit of {} MiB; count without symmetry reduction, or "
        "use a smaller board",
        group.elements.size(), group.name, problem.placements().size(),
        static_cast<double>(permutation_bytes) / (1 << 20), max_permutation_bytes >> 20);
    result.seconds = std::chrono::duration<double>(clock::now() - start).count();
    return result;
  }
  if (group.elements.size() > 1) {
    const auto perms = detail::placement_permutations(problem, group);
    cases = detail::symmetry_cases(problem, perms, detail::cell_permutations(problem, group),
                                   &result.restriction);
    if (find) {
      for (detail::packing_case& c : cases) c.filter.clear();
    }
    if (!options.up_to_symmetry) orbit = perms;
  } else {
    cases.push_back(detail::packing_case{});
  }
  result.cases = cases.size();
  std::string why;
  detail::cut_adjacency adjacency;
  const engine_choice choice = choose_engine(problem, options, why, adjacency);
  const detail::cut_adjacency* lattice_cuts = adjacency.connected ? &adjacency : nullptr;
  const bool narrow = choice == engine_choice::narrow;
  const bool bitboard = choice != engine_choice::dlx;
  if (options.engine == packing_engine::bitboard && !bitboard) {
    result.refused = "the bitboard engine cannot hold this problem: " + why;
    result.seconds = std::chrono::duration<double>(clock::now() - start).count();
    return result;
  }
  result.engine = bitboard ? packing_engine::bitboard : packing_engine::dancing_links;
  const bool long_run = options.checkpoint || options.resume != nullptr || options.executor;
  packing_identity_text id;
  if (long_run) {
    id = packing_identity(problem, options);
    if (options.resume != nullptr && options.resume->problem != id.hash) {
      result.checkpoint_error =
          fmt::format("the checkpoint belongs to another problem ({}; this run: {})",
                      options.resume->summary, id.summary);
      return result;
    }
#ifdef TESSERA_NO_THREADS
    result.checkpoint_error = "checkpoints and executors are not in this build";
    return result;
#endif
  }
  std::vector<std::unique_ptr<detail::packing_engine_base>> engines;
  for (const detail::packing_case& c : cases) {
    engines.push_back(
        !bitboard ? detail::make_dlx_engine(problem, c.allowed)
        : narrow
            ? detail::make_bitboard_engine(problem, c.allowed, c.root_cell, lattice_cuts)
            : detail::make_wide_bitboard_engine(problem, c.allowed, c.root_cell, lattice_cuts));
  }

  search_control control;
  control.cancel = options.cancel;
  if (options.timeout_seconds > 0) {
    control.deadline = start + std::chrono::duration_cast<clock::duration>(
                                   std::chrono::duration<double>(options.timeout_seconds));
  }
  detail::solution_collector collector(options, result);
#ifndef TESSERA_NO_THREADS
  if (options.threads > 1 || long_run) {
    detail::solve_tasks(cases, engines, orbit, collector, options, control, result, id.hash,
                        id.summary);
  } else
#endif  // the WebAssembly core has no threads and leaves packing_parallel.cpp out
  {
    packing_solution sorted, image;
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
            if (!collector.keeps_solutions() && !orbit.empty()) {
              // Counting by orbits: each solution's orbit size, without its images.
              const std::uint64_t n = detail::orbit_count(placed, cases[i], orbit, sorted, image);
              if (n != 0) go_on = collector.deliver_count(n);
              return go_on;
            }
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
