// `tessera design hints` and `tessera design holes`: the designer's "what makes my puzzle unique?"
// (tessera/design.hpp, docs/design.md). Thin: options, the board and pieces read as `cover` reads
// them, the library's search, print.
#include "tessera/design.hpp"

#include <fmt/format.h>

#include <functional>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "commands.hpp"
#include "cover_search.hpp"
#include "design_input.hpp"
#include "long_run.hpp"
#include "parallel.hpp"
#include "progress_report.hpp"
#include "tessera/board.hpp"
#include "tessera/piece_spec.hpp"

namespace tessera::commands {
namespace {

struct design_options {
  common_options common;  // FILE is the BOARD
  std::string pieces;
  std::string orient = "free";
  std::string wrap = "none";
  // hints
  std::uint64_t solution = 0;  // the N-th solution (0: not given, the first)
  std::string solution_file;
  double time_limit = 0;
  std::uint64_t eager = 0;
  // holes
  std::size_t holes = 0;
  bool holes_given = false;
  std::uint64_t limit = 0;
  bool plain = false;
  unsigned threads = 1;
  progress_options progress;
};

const char* stop_word(design_stop s, bool by_time_limit) {
  switch (s) {
    case design_stop::none:
      return "";
    case design_stop::cancelled:
      return "signal";
    case design_stop::limit:
      return "limit";
    case design_stop::timeout:
      break;
  }
  return by_time_limit ? "time limit" : "signal";
}

int run_hints(const design_options& o) {
  auto problem = read_design_problem(o.common.input, o.pieces, o.orient, o.wrap);
  if (!problem) return exit_bad_input;
  const bool json = o.common.format == "json";
  packing_solution target;
  if (!o.solution_file.empty()) {
    const auto text = read_input(o.solution_file);
    if (!text) return exit_bad_input;
    auto parsed = parse_solution_json(*problem, *text, o.solution == 0 ? 1 : o.solution);
    if (!parsed) return report_error(parsed.error(), o.solution_file);
    target = std::move(parsed).value();
  } else {
    const std::uint64_t n = o.solution == 0 ? 1 : o.solution;
    packing_options run;
    run.mode = packing_mode::all;
    run.limit = n;
    run.threads = usable_threads(o.threads);
    run.cancel = io().cancel;
    std::uint64_t seen = 0;
    run.on_solution = [&](const packing_solution& s) {
      if (++seen == n) target = s;
      return seen < n;
    };
    const packing_result r = solve_packing(*problem, run);
    if (seen < n) {
      if (r.stopped == packing_stop::timeout) {
        eprint("tessera: design hints: stopped by a signal while looking for solution {}\n", n);
        return exit_stopped;
      }
      eprint("tessera: design hints: the puzzle has {} solution{}; --solution {} asked for\n", seen,
             seen == 1 ? "" : "s", n);
      return exit_bad_input;
    }
  }
  hints_options h;
  h.time_limit_seconds = o.time_limit;
  h.cancel = io().cancel;
  h.threads = usable_threads(o.threads);
  h.eager_limit = o.eager;
  progress_reporter progress(o.progress, "design", "search", 1);
  if (progress.active()) {
    h.progress = [&](const hints_progress& p) {
      progress.search(
          p.best == 0 ? 1.0 : static_cast<double>(p.lower_bound) / static_cast<double>(p.best),
          p.checks, p.constraints);
    };
  }
  const hints_result r = design_hints(*problem, target, h);
  progress.finish(r.stopped == design_stop::none, r.checks, r.constraints);
  const std::string stop =
      stop_word(r.stopped, o.time_limit > 0 && !(io().cancel && io().cancel->load()));
  if (!stop.empty()) {
    eprint(
        "tessera: design hints: stopped by {} after {:.1f} s: the best hint set found has {} "
        "piece{}, at least {} needed ({} other solutions seen, {} searches)\n",
        stop == "signal" ? "a signal" : "--time-limit", r.seconds, r.hints.size(),
        r.hints.size() == 1 ? "" : "s", r.lower_bound, r.constraints, r.checks);
  }
  if (o.common.stats) {
    eprint(
        "design hints: {} pieces in the solution, {} other solutions seen ({} distinct sets to "
        "hit){}, {} searches, {:.6f} s\n",
        target.size(), r.other_solutions, r.constraints, r.all_enumerated ? ", all enumerated" : "",
        r.checks, r.seconds);
  }
  if (json) {
    nlohmann::json doc = {{"hints", "@hints@"},
                          {"proved_minimal", r.proved_minimal},
                          {"lower_bound", r.lower_bound},
                          {"solution", "@solution@"}};
    if (!stop.empty()) doc["stopped"] = stop;
    std::string text = doc.dump();
    text.replace(text.find("\"@hints@\""), 9, packing_solution_json(*problem, r.hints));
    text.replace(text.find("\"@solution@\""), 12, packing_solution_json(*problem, target));
    emit(text + "\n");
  } else {
    emit(fmt::format(
        "{} hint{} ({}):\n{}\nsolution:\n{}", r.hints.size(), r.hints.size() == 1 ? "" : "s",
        r.proved_minimal ? fmt::format("proved minimal; {} other solution{} seen",
                                       r.other_solutions, r.other_solutions == 1 ? "" : "s")
                         : fmt::format("not proved minimal; at least {}", r.lower_bound),
        solution_letters(*problem, r.hints), solution_letters(*problem, target)));
  }
  // --show draws the hints in the terminal; --svg writes the hints and the solution.
  picture hinted = packing_picture(*problem, r.hints);
  hinted.title = fmt::format("{} hint{}", r.hints.size(), r.hints.size() == 1 ? "" : "s");
  if (o.common.show && !json) show_picture(hinted);
  if (!o.common.svg.empty()) {
    picture whole = packing_picture(*problem, target);
    whole.title = "solution";
    const std::vector<picture> pictures = {hinted, whole};
    if (!write_svg_file(o.common.svg, pictures)) return exit_bad_input;
  }
  return r.stopped == design_stop::none ? exit_ok : exit_stopped;
}

int run_holes(const design_options& o) {
  if (!o.holes_given) {
    eprint("tessera: design holes: --holes K is required\n");
    return exit_bad_input;
  }
  if (o.common.show || !o.common.svg.empty()) {
    eprint(
        "tessera: design holes: --show and --svg draw nothing here (the hole sets are listed)\n");
    return exit_bad_input;
  }
  auto problem = read_design_problem(o.common.input, o.pieces, o.orient, o.wrap);
  if (!problem) return exit_bad_input;
  const bool json = o.common.format == "json";
  holes_options h;
  h.holes = o.holes;
  h.limit = o.limit;
  h.plain = o.plain;
  h.time_limit_seconds = o.time_limit;
  h.threads = usable_threads(o.threads);
  h.cancel = io().cancel;
  progress_reporter progress(o.progress, "design", "search", 1);
  if (progress.active()) {
    h.progress = [&](const holes_progress& p) {
      progress.search(
          p.total == 0 ? 1.0 : static_cast<double>(p.combinations) / static_cast<double>(p.total),
          p.tried, p.found);
    };
  }
  h.on_hole_set = [&](const hole_set& s) {
    if (json) {
      nlohmann::json holes = nlohmann::json::array();
      for (const cell& x : s.holes) holes.push_back({x.row + 1, x.col + 1});
      emit(nlohmann::json({{"holes", holes}, {"solutions", s.solutions}}).dump() + "\n");
    } else {
      std::string cells;
      for (const cell& x : s.holes) cells += fmt::format(" ({},{})", x.row + 1, x.col + 1);
      emit(fmt::format(
          "holes{}: {} solution{}{}\n", cells, s.solutions, s.solutions == 1 ? "" : "s",
          o.plain || s.symmetry == "none" ? "" : fmt::format(" (unique up to {})", s.symmetry)));
    }
    return true;
  };
  const holes_result r = design_holes(*problem, h);
  progress.finish(r.stopped == design_stop::none, r.tried, r.count);
  if (!r.refused.empty()) {
    eprint("tessera: design holes: {}\n", r.refused);
    return exit_bad_input;
  }
  const packing_board& b = problem->board();
  const std::string stop =
      stop_word(r.stopped, o.time_limit > 0 && !(io().cancel && io().cancel->load()));
  const std::string by = stop == "signal"       ? "a signal"
                         : stop == "time limit" ? "--time-limit"
                                                : "--limit";
  const std::string how =
      stop.empty() ? fmt::format(
                         "all: {} hole sets searched, one per orbit of {} on the {} "
                         "combinations",
                         r.tried, r.symmetry, r.total)
                   : fmt::format(
                         "so far: {} hole sets searched, {} of {} combinations, up to {}; "
                         "stopped by {}",
                         r.tried, r.combinations, r.total, r.symmetry, by);
  const std::string summary =
      fmt::format("--holes {} on {}x{} with {}: {} hole set{} give{} a unique puzzle{} ({})",
                  o.holes, b.rows, b.cols, o.pieces, r.count, r.count == 1 ? "" : "s",
                  r.count == 1 ? "s" : "", o.plain ? "" : " up to its symmetry", how);
  if (json) {
    nlohmann::json doc = {{"summary", summary},     {"hole_sets", r.count},
                          {"holes", o.holes},       {"tried", r.tried},
                          {"symmetry", r.symmetry}, {"complete", stop.empty()}};
    if (!stop.empty()) doc["stopped"] = stop;
    // The summary line carries the hole count under "holes" as a number: no hole set has that.
    emit(doc.dump() + "\n");
  } else {
    emit(summary + "\n");
  }
  if (o.common.stats) eprint("design holes: {:.6f} s\n", r.seconds);
  return r.stopped == design_stop::none ? exit_ok : exit_stopped;
}

void add_shared(command_line& sub, design_options& o) {
  add_common_options(sub, o.common);
  sub.add_option("--pieces", o.pieces,
                 "the pieces, as cover's --pieces (each used once unless NAME*K says otherwise)");
  sub.add_option("--orient", o.orient, "motions a piece may make: free (default), rotate, fixed")
      ->member({"free", "rotate", "fixed"});
  sub.add_option("--wrap", o.wrap, "join opposite edges as cover's --wrap: none, rows, cols, both")
      ->member({"none", "rows", "cols", "both"});
  sub.add_option("--threads", o.threads, "worker threads for the searches (1 to 64)")
      ->range(1u, 64u);
  add_progress_options(sub, o.progress);
}

}  // namespace

void register_design(command_line& app, command_line& /*gen*/, int& status) {
  command_line* design = app.add_subcommand(
      "design", "make a puzzle unique: the fewest hint pieces (hints), the hole sets (holes)");
  design->require_subcommand(1);
  auto hints_ptr = std::make_shared<design_options>();
  command_line* hints = design->add_subcommand(
      "hints",
      "the fewest pieces of a solution to give as hints so that it becomes the only solution, "
      "proved minimal (an implicit hitting set loop)");
  add_shared(*hints, *hints_ptr);
  hints
      ->add_option("--solution", hints_ptr->solution,
                   "the N-th solution found (default 1), or the N-th of --solution-file")
      ->range(std::uint64_t{1}, std::uint64_t{1} << 40);
  hints
      ->add_option("--solution-file", hints_ptr->solution_file,
                   "the solution as JSON, as `cover --format json` or `design hints --format "
                   "json` write it")
      ->value_name("FILE");
  hints
      ->add_option("--time-limit", hints_ptr->time_limit,
                   "stop after SECONDS with the best hint set found, not proved minimal (exit 3)")
      ->range(0.0, 1e9);
  hints
      ->add_option("--eager", hints_ptr->eager,
                   "enumerate up to this many other solutions before the lazy loop (default "
                   "20000; 0: lazy only)")
      ->range(std::uint64_t{0}, std::uint64_t{1} << 40);
  hints->footer(
      "BOARD: a size (6x10) or a board file (bare rows of '.' free and '#' blocked, or one "
      "BOARDCOVER case).");
  hints->callback([hints_ptr, &status] { status = run_hints(*hints_ptr); });
  auto holes_ptr = std::make_shared<design_options>();
  command_line* holes = design->add_subcommand(
      "holes",
      "the sets of K cells to block that leave a puzzle with exactly one solution, up to the "
      "board's symmetry");
  add_shared(*holes, *holes_ptr);
  holes->add_option("--holes", holes_ptr->holes, "K, the cells to block (0 to 64)")
      ->range(std::size_t{0}, std::size_t{64})
      ->check([p = holes_ptr.get()](std::string_view) {
        p->holes_given = true;
        return std::string();
      });
  holes->add_option("--limit", holes_ptr->limit, "stop after N hole sets (exit 3)")
      ->range(std::uint64_t{1}, std::uint64_t{1} << 62);
  holes
      ->add_option("--time-limit", holes_ptr->time_limit,
                   "stop after SECONDS with the hole sets found so far (exit 3)")
      ->range(0.0, 1e9);
  holes->add_flag("--plain", holes_ptr->plain,
                  "unique means one plain solution (default: one up to the holed board's "
                  "symmetry)");
  holes->footer(
      "BOARD: a size (8x8) or a board file. Output: a line per hole set (1-based cells) and a "
      "summary.");
  holes->callback([holes_ptr, &status] { status = run_holes(*holes_ptr); });
}

}  // namespace tessera::commands
