// `tessera cover --lattice tri|hex|cube`: the board and pieces through the lattice model
// (tessera/lattice_board.hpp), then the library: the counting DP over cells for unlimited copies,
// the packing engines for the search modes (tessera/lattice_packing.hpp). Thin: parse, solve,
// print.
#include "cover_lattice.hpp"

#include <fmt/format.h>

#include <chrono>
#include <limits>
#include <nlohmann/json.hpp>

#include "detail/checkpoint_executor.hpp"
#include "tessera/lattice_board.hpp"
#include "tessera/lattice_packing.hpp"

namespace tessera::commands {
namespace {

orientation_set lattice_orient_of(const std::string& name) {
  if (name == "rotate") return orientation_set::rotate;
  if (name == "fixed") return orientation_set::fixed;
  return orientation_set::free;
}

packing_mode lattice_mode_of(const search_options& o) {
  if (o.find) return packing_mode::find;
  if (o.all) return packing_mode::all;
  if (o.unique) return packing_mode::unique;
  return packing_mode::count;
}

// Writes the pictures of `solutions` as --svg and --gltf ask. False after a message on failure.
bool write_pictures(const common_options& common, const lattice_cover_request& request,
                    const lattice_packing& packing, const std::vector<packing_solution>& solutions,
                    const std::string& what) {
  if (common.svg.empty() && request.gltf.empty()) return true;
  constexpr std::size_t max_pictures = 1000;
  const std::size_t n = std::min(solutions.size(), max_pictures);
  if (packing.kind() == lattice::cube) {
    std::vector<cube_picture> pictures;
    for (std::size_t i = 0; i < n; ++i) {
      pictures.push_back(lattice_cube_picture(packing, solutions[i]));
      pictures.back().title = fmt::format("{} {}", what, i + 1);
    }
    if (pictures.empty()) pictures.push_back(lattice_cube_picture(packing, {}));
    if (!common.svg.empty() && !io().write(common.svg, render_cubes_svg(pictures))) {
      eprint("tessera: cannot write '{}'\n", common.svg);
      return false;
    }
    if (!request.gltf.empty() && !io().write(request.gltf, render_gltf(pictures[0]))) {
      eprint("tessera: cannot write '{}'\n", request.gltf);
      return false;
    }
    return true;
  }
  std::vector<polygon_picture> pictures;
  for (std::size_t i = 0; i < n; ++i) {
    pictures.push_back(lattice_polygon_picture(packing, solutions[i]));
    pictures.back().title = fmt::format("{} {}", what, i + 1);
  }
  if (pictures.empty()) pictures.push_back(lattice_polygon_picture(packing, {}));
  if (!io().write(common.svg, render_polygon_svg(pictures))) {
    eprint("tessera: cannot write '{}'\n", common.svg);
    return false;
  }
  return true;
}

// Unlimited copies: the counting DP over the cells (count_cell_tilings), or the search when the
// DP cannot sweep the board.
int count_lattice(const common_options& common, const search_options& search,
                  const lattice_cover_request& request, const lattice_packing& packing) {
  const bool json = common.format == "json";
  const lattice_cell_count_input in = lattice_cell_cover(packing);
  count_options counting;
  if (request.modulus != 0) counting.modulus = request.modulus;
  counting.threads = request.threads;
  counting.max_memory_bytes = static_cast<std::size_t>(std::min<std::uint64_t>(
      std::uint64_t{request.max_memory_mib} << 20, std::numeric_limits<std::size_t>::max()));
  counting.want_witness = common.show || !common.svg.empty() || !request.gltf.empty();
  counting.cancel = io().cancel;
  if (search.timeout > 0) {
    counting.deadline = std::chrono::steady_clock::now() +
                        std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                            std::chrono::duration<double>(search.timeout));
  }
  progress_reporter progress(search.progress, "cover", "count", 1);
  if (progress.active()) {
    counting.on_progress = [&](const count_progress& p) {
      progress.count(p.pass, p.passes, p.row, p.rows, p.states);
    };
  }
  auto counted = count_cell_tilings(in.problem, in.orders, counting);
  progress.finish(counted && !counted.value().stopped);
  if (!counted) {
    // The DP cannot sweep these cells: count by search when the answer stays in 64 bits' reach.
    if (request.modulus != 0) {
      eprint("tessera: {}; --mod needs the counting DP\n", counted.error().message);
      return exit_bad_input;
    }
    eprint("tessera: {}; counting by exact-cover search instead\n", counted.error().message);
    packing_options run;
    run.threads = request.threads;
    run.timeout_seconds = search.timeout;
    run.cancel = io().cancel;
    const packing_result r = solve_packing(packing.problem(), run);
    if (!r.refused.empty()) {
      eprint("tessera: {}\n", r.refused);
      return exit_bad_input;
    }
    const bool stopped = r.stopped != packing_stop::none;
    if (json) {
      nlohmann::json doc = {
          {"case", 1}, {"lattice", request.lattice}, {"count", std::to_string(r.count)}};
      if (stopped) doc["stopped"] = "timeout";
      emit(doc.dump() + "\n");
    } else {
      emit(fmt::format("{}{}\n", r.count,
                       stopped ? " (stopped by --timeout; at least this many)" : ""));
    }
    return stopped ? exit_stopped : exit_ok;
  }
  const cell_count_result& r = counted.value();
  if (common.stats) {
    const cell_count_stats& s = r.stats;
    eprint(
        "case 1: {} board, {} cells; counted by the cell DP along sweep {} of {} (profile {} "
        "bits, {}), {} placements, peak {} states, {} state updates, {:.6f} s\n",
        request.lattice, packing.board().cells.size(), s.order.order + 1, s.candidates,
        s.order.profile, s.dense ? "dense" : "hashed", s.placements, s.peak_states, s.transitions,
        s.seconds);
  }
  if (r.stopped) {
    eprint("tessera: case 1: stopped after {:.1f} s; no count\n", r.stats.seconds);
    if (json) emit(nlohmann::json({{"case", 1}, {"stopped", "timeout"}}).dump() + "\n");
    return exit_stopped;
  }
  // The witness as a packing solution: the DP's placements are the packing's, deduplicated in
  // order, so they are found again by their cells.
  std::vector<packing_solution> witness;
  if (r.witness) {
    packing_solution s;
    const auto& placements = packing.problem().placements();
    for (const std::size_t k : *r.witness) {
      const auto cells = in.problem.placement_cells(k);
      for (std::uint32_t j = 0; j < placements.size(); ++j) {
        std::vector<std::uint32_t> ids;
        for (const cell& x : placements[j].cells) {
          const lattice_cell c = packing.cell_at(x);
          ids.push_back(static_cast<std::uint32_t>(
              std::lower_bound(packing.board().cells.begin(), packing.board().cells.end(), c) -
              packing.board().cells.begin()));
        }
        std::sort(ids.begin(), ids.end());
        if (std::equal(ids.begin(), ids.end(), cells.begin(), cells.end())) {
          s.push_back(j);
          break;
        }
      }
    }
    std::sort(s.begin(), s.end());
    witness.push_back(std::move(s));
  }
  if (json) {
    nlohmann::json doc = {
        {"case", 1}, {"lattice", request.lattice}, {"count", r.count.to_string()}};
    if (request.modulus != 0) doc["modulus"] = std::to_string(request.modulus);
    std::string text = doc.dump();
    if (!witness.empty()) {
      text.pop_back();
      text += ",\"witness\":" + lattice_solution_json(packing, witness[0]) + "}";
    }
    emit(text + "\n");
  } else {
    emit(r.count.to_string() + "\n");
    if (common.show) {
      emit(witness.empty() ? std::string(r.witness_skipped ? "" : "(no tiling)\n")
                           : lattice_solution_text(packing, witness[0], colour_stdout()));
    }
  }
  return write_pictures(common, request, packing, witness, "tiling") ? exit_ok : exit_bad_input;
}

}  // namespace

int run_cover_lattice(const common_options& common, const search_options& search,
                      const lattice_cover_request& request) {
  const std::optional<lattice> l = parse_lattice(request.lattice);
  if (!l) {
    eprint("tessera: cover: --lattice must be square, tri, hex or cube, not '{}'\n",
           request.lattice);
    return exit_bad_input;
  }
  if (!request.gltf.empty() && *l != lattice::cube) {
    eprint("tessera: cover: --gltf draws cubes; it goes with --lattice cube\n");
    return exit_bad_input;
  }
  if (!search.wrap.empty() && search.wrap != "none") {
    eprint("tessera: cover: --wrap is for the square grid\n");
    return exit_bad_input;
  }
  if (static_cast<int>(search.find) + search.all + search.count + search.unique > 1) {
    eprint("tessera: cover: give at most one of --find, --all, --count, --unique\n");
    return exit_bad_input;
  }
  if (search.direct && search.up_to_symmetry) {
    eprint(
        "tessera: cover: --direct lists plain solutions; it does not go with --up-to-symmetry\n");
    return exit_bad_input;
  }
  if (search.limit != 0 && (search.find || search.unique)) {
    eprint("tessera: cover: --limit goes with --all or --count\n");
    return exit_bad_input;
  }
  // The board: a shorthand, or a file (JSON or a drawing).
  result<lattice_board> board = lattice_board{};
  if (!request.board.empty()) {
    if (common.input != "-") {
      eprint("tessera: cover: give either --board or an input FILE, not both ('{}')\n",
             common.input);
      return exit_bad_input;
    }
    board = parse_lattice_board_size(*l, request.board);
    if (!board) return report_error(board.error(), "--board");
  } else {
    const auto text = read_input(common.input);
    if (!text) return exit_bad_input;
    board = parse_lattice_board(*l, *text);
    if (!board) return report_error(board.error(), common.input);
  }
  // @FILE through the run's seam (the disk, or the web core's named files); an error inside a file
  // is located in it ("pieces.json:3:5: ...").
  std::string source;
  auto pieces = lattice_pieces_of_spec(
      *l, request.pieces,
      [](std::string_view path) {
        const auto text = read_input(std::string(path));
        return text ? result<std::string>(*text)
                    : result<std::string>(
                          input_error{0, 0, "cannot read '" + std::string(path) + "'"});
      },
      &source);
  if (!pieces) return report_error(pieces.error(), source.empty() ? "--pieces" : source);
  search_options modes = search;
  modes.timeout = 0;
  const bool searching = search_requested(modes);
  const std::size_t free_cells = board.value().cells.size();
  // The motions (a cube set's physical default, a set's cap) are decided by the library.
  const std::optional<orientation_set> asked =
      request.orient.empty() ? std::nullopt
                             : std::optional<orientation_set>(lattice_orient_of(request.orient));
  std::vector<lattice_packing_piece> packing_pieces =
      to_lattice_packing_pieces(*l, pieces.value(), asked, search.once, free_cells);
  if (placement_bound(board.value(), packing_pieces) > max_lattice_placements) {
    eprint("tessera: a board of {} cells is too large for {} pieces (more than {} placements)\n",
           free_cells, packing_pieces.size(), max_lattice_placements);
    return exit_bad_input;
  }
  const lattice_packing packing(std::move(board).value(), std::move(packing_pieces));
  if (!searching) {
    for (const lattice_piece& p : pieces.value()) {
      if (p.count.given) {
        eprint(
            "tessera: --pieces: piece '{}' has a multiplicity (*{}); counting tilings uses "
            "unlimited copies of every piece (the search modes "
            "--once/--count/--find/--all/--unique "
            "take them)\n",
            p.name, format_multiplicity(p.count));
        return exit_bad_input;
      }
    }
    return count_lattice(common, search, request, packing);
  }
  if (const int s = check_long_run(search, common, 1); s != exit_ok) return s;
  const bool json = common.format == "json";
  packing_options run;
  run.mode = lattice_mode_of(search);
  run.limit = search.limit;
  run.up_to_symmetry = search.up_to_symmetry;
  run.plain_by_orbits = !search.direct;
  run.engine = search.engine == "dlx"        ? packing_engine::dancing_links
               : search.engine == "bitboard" ? packing_engine::bitboard
                                             : packing_engine::automatic;
  run.threads = request.threads;
  run.timeout_seconds = search.timeout;
  run.cancel = io().cancel;
  run.executor = detail::search_executor();
  long_run_state state;
  if (!prepare_long_run(search, state, run)) return exit_bad_input;
  progress_reporter progress(search.progress, "cover", "search", 1);
  if (progress.active()) {
    run.progress = [&](const packing_progress& p) {
      progress.search(p.fraction, p.nodes, p.solutions);
    };
  }
  std::uint64_t printed = state.resumed ? state.resumed->count : 0;
  std::vector<packing_solution> kept;
  auto solution_text = [&](const packing_solution& s) {
    return lattice_solution_text(packing, s, common.show && colour_stdout());
  };
  if (run.mode == packing_mode::all && !(json && state.active)) {
    run.on_solution = [&](const packing_solution& s) {
      ++printed;
      if (!json) emit(fmt::format("solution {}\n{}\n", printed, solution_text(s)));
      if (json || !common.svg.empty() || !request.gltf.empty()) kept.push_back(s);
      return true;
    };
  }
  packing_result r = solve_packing(packing.problem(), run);
  if (!r.refused.empty()) {
    eprint("tessera: case 1: {}\n", r.refused);
    return exit_bad_input;
  }
  if (!r.checkpoint_error.empty()) {
    eprint("tessera: {}: {}\n", search.resume.empty() ? "--checkpoint" : search.resume,
           r.checkpoint_error);
    return exit_bad_input;
  }
  progress.finish(r.stopped == packing_stop::none, r.stats.nodes, r.count);
  if (run.on_solution) r.solutions = std::move(kept);
  const stop_reason why =
      stop_reason_of(r.stopped == packing_stop::limit, r.stopped == packing_stop::timeout);
  if (common.stats) {
    const symmetry_group& g = r.search_group;
    eprint(
        "case 1: {} board, {} cells, {} pieces, {} placements; engine {}, group {} ({} "
        "motion{}), {} case(s), {} subtree(s), {} thread(s)\n{}  {} nodes, {} updates, {} "
        "solutions reported by the engine, {:.6f} s\n",
        request.lattice, free_cells, packing.pieces().size(), packing.problem().placements().size(),
        r.engine == packing_engine::bitboard ? "bitboard" : "dancing links", g.name,
        g.elements.size(), g.elements.size() == 1 ? "" : "s", r.cases, r.tasks, request.threads,
        r.restriction.empty() ? "" : "  symmetry: " + r.restriction + "\n", r.stats.nodes,
        r.stats.updates, r.stats.solutions, r.seconds);
  }
  if (json) {
    nlohmann::json doc = {{"case", 1}, {"lattice", request.lattice}, {"symmetry", r.group.name}};
    if (run.mode == packing_mode::find || run.mode == packing_mode::unique) {
      doc["found"] = r.count;
    } else {
      doc["count"] = std::to_string(r.count);
    }
    if (run.mode == packing_mode::unique) doc["unique"] = r.count == 1;
    if (r.stopped != packing_stop::none) {
      doc["stopped"] = r.stopped == packing_stop::limit ? "limit"
                       : why.signalled                  ? "signal"
                                                        : "timeout";
    }
    if (r.stopped == packing_stop::timeout) doc["partial"] = true;
    std::string text = doc.dump();
    if (run.mode != packing_mode::count) {
      std::string list = "[";
      for (std::size_t i = 0; i < r.solutions.size(); ++i) {
        if (i != 0) list += ',';
        list += lattice_solution_json(packing, r.solutions[i]);
      }
      list += ']';
      text.pop_back();
      text += ",\"solutions\":" + list + "}";
    }
    emit(text + "\n");
  } else {
    const std::string group =
        search.up_to_symmetry ? fmt::format(" up to symmetry ({})", r.group.name) : "";
    const std::string stopped =
        why.note.empty() ? ""
                         : fmt::format(" ({}{})", why.note,
                                       r.stopped == packing_stop::limit ? "; more exist"
                                                                        : "; at least this many");
    switch (run.mode) {
      case packing_mode::count:
        emit(fmt::format("{}{}{}\n", r.count, group, stopped));
        break;
      case packing_mode::find:
        emit(r.solutions.empty()
                 ? (why.note.empty() ? "no solution\n" : "no solution found (" + why.note + ")\n")
                 : solution_text(r.solutions[0]));
        break;
      case packing_mode::unique:
        if (!why.note.empty() && r.count < 2) {
          emit(fmt::format("undecided: {} solution(s) found ({})\n", r.count, why.note));
        } else {
          emit(r.count == 0 ? "no solution\n" : r.count == 1 ? "unique\n" : "not unique\n");
        }
        for (const packing_solution& s : r.solutions) {
          emit("\n");
          emit(solution_text(s));
        }
        break;
      case packing_mode::all:
        emit(fmt::format("{} solution{}{}{}\n", r.count, r.count == 1 ? "" : "s", group, stopped));
    }
  }
  if (!write_pictures(common, request, packing, r.solutions, "solution")) return exit_bad_input;
  return r.stopped == packing_stop::none ? exit_ok : exit_stopped;
}

}  // namespace tessera::commands
