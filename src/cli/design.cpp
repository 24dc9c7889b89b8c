// `tessera design hints` and `tessera design holes`: the designer's "what makes my puzzle unique?"
// (tessera/design.hpp, docs/design.md). Thin: options, the board and pieces read as `cover` reads
// them, the library's search, print.
#include "tessera/design.hpp"

#include <fmt/format.h>

#include <functional>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "commands.hpp"
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

// Placement lists grow with pieces x orientations x cells; refuse boards past this (as cover does).
constexpr std::size_t max_design_placements = 20'000'000;

// The pieces of --pieces as cover's search reads them (reading @FILE terms). Prints the error and
// returns nullopt on a defect.
std::optional<std::vector<piece>> read_pieces(const std::string& spec) {
  if (spec.empty()) {
    eprint("tessera: design: --pieces is required (e.g. --pieces pentominoes)\n");
    return std::nullopt;
  }
  auto terms = parse_piece_spec(spec);
  if (!terms) {
    report_error(terms.error(), "--pieces");
    return std::nullopt;
  }
  std::vector<piece> out;
  for (const piece_term& term : terms.value()) {
    result<std::vector<piece>> more = std::vector<piece>{};
    if (term.from_file) {
      const auto text = read_input(term.name);
      if (!text) return std::nullopt;
      more = parse_piece_file(*text);
      if (!more) {
        report_error(more.error(), term.name);
        return std::nullopt;
      }
      if (term.count.given) {
        for (piece& p : more.value()) p.count = term.count;
      }
    } else {
      more = pieces_of_term(term);
      if (!more) {
        report_error(more.error(), "--pieces");
        return std::nullopt;
      }
    }
    for (piece& p : more.value()) out.push_back(std::move(p));
  }
  return out;
}

// BOARD: a size (8x8) when it reads as one, else a board file (bare rows or one BOARDCOVER case).
std::optional<board> read_board(const std::string& where) {
  if (where.empty()) {
    eprint("tessera: design: give a BOARD (a size like 8x8, or a board file; '-' reads stdin)\n");
    return std::nullopt;
  }
  if (where != "-" && where.find_first_not_of("0123456789xX*, ") == std::string::npos) {
    auto sized = parse_board_size(where);
    if (!sized) {
      report_error(sized.error(), where);
      return std::nullopt;
    }
    return std::move(sized).value();
  }
  const auto text = read_input(where);
  if (!text) return std::nullopt;
  board_reader reader(*text);
  auto cases = reader.start();
  if (!cases) {
    report_error(cases.error(), where);
    return std::nullopt;
  }
  if (cases.value() != 1) {
    report_error(input_error{1, 1, fmt::format("expected one board, found {}", cases.value())},
                 where);
    return std::nullopt;
  }
  auto b = reader.next();
  if (!b) {
    report_error(b.error(), where);
    return std::nullopt;
  }
  if (auto end = reader.finish(); !end) {
    report_error(end.error(), where);
    return std::nullopt;
  }
  return std::move(b).value();
}

// The problem the options describe, each piece once unless its multiplicity says otherwise.
std::optional<packing_problem> read_problem(const design_options& o) {
  const auto pieces = read_pieces(o.pieces);
  if (!pieces) return std::nullopt;
  auto b = read_board(o.common.input);
  if (!b) return std::nullopt;
  b->set_wrap(o.wrap == "rows" || o.wrap == "both", o.wrap == "cols" || o.wrap == "both");
  std::size_t bound = 0;
  for (const piece& p : *pieces) bound += 8 * p.shape.size() * b->rows() * b->cols();
  if (bound > max_design_placements * 8) {
    eprint("tessera: design: a {}x{} board is too large for the exact-cover search\n", b->rows(),
           b->cols());
    return std::nullopt;
  }
  const orientation_set orient = o.orient == "rotate"  ? orientation_set::rotate
                                 : o.orient == "fixed" ? orientation_set::fixed
                                                       : orientation_set::free;
  return packing_problem(to_packing_board(*b),
                         to_packing_pieces(*pieces, orient, true, b->free_count()));
}

// The solution drawn as letters, only the placements of `shown` ('.' for the other free cells).
std::string drawing(const packing_problem& problem, const packing_solution& shown) {
  const picture pic = packing_picture(problem, shown);
  std::string out;
  for (std::size_t r = 0; r < pic.rows; ++r) {
    for (std::size_t c = 0; c < pic.cols; ++c) {
      const std::int32_t region = pic.at(r, c);
      out += region == picture::blocked ? '#'
             : region == picture::empty ? '.'
                                        : pic.glyph[r * pic.cols + c];
    }
    out += '\n';
  }
  return out;
}

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
  auto problem = read_problem(o);
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
        drawing(*problem, r.hints), drawing(*problem, target)));
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
  auto problem = read_problem(o);
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
