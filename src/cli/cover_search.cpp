// `tessera cover --once/--find/--all/--count/--unique`: exact-cover search over polyomino
// placements (tessera/polyomino_packing.hpp). Thin: options, input through the library, solve,
// print.
#include "cover_search.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "detail/checkpoint_executor.hpp"
#include "tessera/lattice_board.hpp"
#include "tessera/polyomino_packing.hpp"
#include "tessera/search_checkpoint.hpp"

namespace tessera::commands {
namespace {

// The search rows of the cover options table.
struct search_row {
  const char* flag;
  const char* help;
  std::function<option*(command_line&, search_options&, const char*, const char*)> bind;
};

const std::vector<search_row>& search_table() {
  static const std::vector<search_row> rows = {
      {"--once",
       "exact cover: each piece exactly once (a multiplicity like L3*4 or L3*0..4 overrides)",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_flag(f, o.once, h);
       }},
      {"--find", "print one solution (or say there is none)",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_flag(f, o.find, h);
       }},
      {"--all", "print every solution as it is found (see --limit)",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_flag(f, o.all, h);
       }},
      {"--count", "count the solutions by exact-cover search (the default with --once)",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_flag(f, o.count, h);
       }},
      {"--unique", "decide uniqueness: stop at the second solution and print both",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_flag(f, o.unique, h);
       }},
      {"--up-to-symmetry",
       "count and list solutions up to the board's symmetries (the group is named)",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_flag(f, o.up_to_symmetry, h);
       }},
      {"--direct",
       "plain solutions by a direct search of every solution, instead of the default search up "
       "to symmetry whose solutions are each expanded into their orbit (same answer, about "
       "|group| times slower; for checking and for timing against direct searches)",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_flag(f, o.direct, h);
       }},
      {"--limit", "stop after K solutions (--all, --count); exit status 3 when more exist",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_option(f, o.limit, h)->range(std::uint64_t{1}, std::uint64_t{1} << 62);
       }},
      {"--timeout", "stop the search or the count after SECONDS; exit status 3",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_option(f, o.timeout, h)->range(0.0, 1e9);
       }},
      {"--engine",
       "exact-cover engine: auto (bitboard when it holds the board: a box of at most 1024 cells, "
       "placements within 128 cells of its numbering), dlx, bitboard (refused when it cannot)",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_option(f, o.engine, h)->member({"auto", "dlx", "bitboard"});
       }},
      {"--colours",
       "colour constraints: checker colours the board and each piece by the parity of row + "
       "column (of its drawing), and a piece cell then covers only board cells of its colour "
       "(Golomb's checkered pentominoes); none (default)",
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_option(f, o.colours, h)->member({"none", "checker"});
       }},
      {"--checkpoint", checkpoint_help,
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_option(f, o.checkpoint, h);
       }},
      {"--checkpoint-every", checkpoint_every_help,
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_option(f, o.checkpoint_every, h)->range(0.001, 1e9);
       }},
      {"--resume", resume_help,
       [](command_line& a, search_options& o, const char* f, const char* h) {
         return a.add_option(f, o.resume, h);
       }},
  };
  return rows;
}

// Placement lists grow with pieces x orientations x cells; refuse boards past this before building.
constexpr std::size_t max_search_placements = 20'000'000;

packing_mode mode_of(const search_options& o) {
  if (o.find) return packing_mode::find;
  if (o.all) return packing_mode::all;
  if (o.unique) return packing_mode::unique;
  return packing_mode::count;
}

// Solves one case and prints its answer. Returns the case's exit status.
int solve_case(std::size_t case_number, const board& b, const std::string& source,
               const common_options& common, const search_options& options,
               const std::vector<piece>& pieces, orientation_set orient, unsigned threads,
               std::vector<picture>& pictures) {
  const std::size_t free_cells = b.free_count();
  std::size_t bound = 0;
  for (const piece& p : pieces) bound += 8 * p.shape.size() * b.rows() * b.cols();
  if (bound > max_search_placements * 8) {
    eprint("tessera: case {}: a {}x{} board is too large for the exact-cover search\n", case_number,
           b.rows(), b.cols());
    return exit_bad_input;
  }
  puzzle_marks marks;  // the board's '+' cells and given pieces (tessera/packing_puzzle.hpp)
  packing_board board = to_packing_board(b, marks);
  std::vector<packing_piece> packing = to_packing_pieces(pieces, orient, options.once, free_cells);
  if (options.colours == "checker") {
    checker_colours(board);
    checker_colours(packing);
  }
  const std::size_t optional_cells =
      static_cast<std::size_t>(std::count(board.optional.begin(), board.optional.end(), true));
  auto made = make_packing_puzzle(std::move(board), std::move(packing), marks.given);
  if (!made) {
    input_error error = made.error();
    error.message = fmt::format("case {}: {}", case_number, error.message);
    report_error(error, source);
    return exit_bad_input;
  }
  const packing_problem& problem = made.value();
  const bool json = common.format == "json";
  const bool want_pictures = !common.svg.empty();  // --show draws as it prints (solution_text)
  packing_options run;
  run.mode = mode_of(options);
  run.limit = options.limit;
  run.up_to_symmetry = options.up_to_symmetry;
  run.plain_by_orbits = !options.direct;
  run.engine = options.engine == "dlx"        ? packing_engine::dancing_links
               : options.engine == "bitboard" ? packing_engine::bitboard
                                              : packing_engine::automatic;
  run.threads = threads;
  run.timeout_seconds = options.timeout;
  run.cancel = io().cancel;
  run.executor = detail::search_executor();  // tessera-mpi's ranks; unset: this process's threads
  long_run_state state;                      // --checkpoint, --resume (cover_checkpoint.cpp)
  // A checkpoint's identity (packing_identity) hashes free cells and pieces, not which cells are
  // optional, their colours or the given pieces: refused until it does, rather than resumed wrong.
  if ((!options.checkpoint.empty() || !options.resume.empty()) &&
      (optional_cells != 0 || !problem.given().empty() || options.colours != "none")) {
    eprint(
        "tessera: case {}: --checkpoint and --resume do not record optional cells, given pieces "
        "or colours yet\n",
        case_number);
    return exit_bad_input;
  }
  if (!prepare_long_run(options, state, run)) return exit_bad_input;
  const std::optional<search_checkpoint>& resumed = state.resumed;
  const bool long_run = state.active;
  progress_reporter progress(options.progress, "cover", "search", case_number);
  if (progress.active()) {
    run.progress = [&](const packing_progress& p) {
      progress.search(p.fraction, p.nodes, p.solutions);
    };
  }
  // --all prints solutions as they come (text); JSON and pictures collect them.
  // A resumed listing goes on numbering where the last run's delivered solutions ended.
  std::uint64_t printed = resumed ? resumed->count : 0;
  std::vector<packing_solution> kept;
  // With --show a solution is drawn instead of printed as letters (the picture holds the same
  // letters, with walls), so no answer appears twice; a picture too big to draw falls back to
  // letters.
  auto solution_text = [&](const packing_solution& s) {
    if (!common.show || json) return solution_letters(problem, s);
    picture pic = packing_picture(problem, s);
    if (pic.rows * pic.cols > max_show_cells) return solution_letters(problem, s);
    return colour_stdout() ? render_colour(pic) : render_plain(pic);
  };
  // JSON listings are printed at the end: in a long run the library keeps them, in its checkpoints
  // too, so that solutions of earlier runs are in the final document.
  if (run.mode == packing_mode::all && !(json && long_run)) {
    run.on_solution = [&](const packing_solution& s) {
      ++printed;
      if (!json) emit(fmt::format("solution {}\n{}\n", printed, solution_text(s)));
      if (json || !common.svg.empty()) kept.push_back(s);
      return true;
    };
  }
  packing_result r = solve_packing(problem, run);
  if (!r.refused.empty()) {
    eprint("tessera: case {}: {}\n", case_number, r.refused);
    return exit_bad_input;
  }
  if (!r.checkpoint_error.empty()) {
    eprint("tessera: {}: {}\n", options.resume.empty() ? "--checkpoint" : options.resume,
           r.checkpoint_error);
    return exit_bad_input;
  }
  progress.finish(r.stopped == packing_stop::none, r.stats.nodes, r.count);
  if (run.on_solution) r.solutions = std::move(kept);
  const stop_reason why =
      stop_reason_of(r.stopped == packing_stop::limit, r.stopped == packing_stop::timeout);
  const bool signalled = why.signalled;
  const std::string& stop_note = why.note;
  if (r.stopped == packing_stop::timeout && !options.checkpoint.empty() && !state.write_failed) {
    eprint("tessera: case {}: partial; the search is saved in '{}': continue with --resume {}\n",
           case_number, options.checkpoint, options.checkpoint);
  }
  if (common.stats) {
    std::string per_thread;
    for (const std::uint64_t n : r.thread_nodes) {
      per_thread += fmt::format(
          " {:.1f}%", r.stats.nodes == 0
                          ? 0.0
                          : 100.0 * static_cast<double>(n) / static_cast<double>(r.stats.nodes));
    }
    // What ran, truthfully: counted up to the group; searched up to it with each solution expanded
    // into its orbit (a plain count by orbits); or a direct search.
    const symmetry_group& g = r.search_group;
    const std::string motions = fmt::format("{} ({} motion{})", g.name, g.elements.size(),
                                            g.elements.size() == 1 ? "" : "s");
    const bool by_orbits = !options.up_to_symmetry && g.elements.size() > 1;
    const std::string how =
        options.up_to_symmetry ? "counted up to symmetry " + motions
        : by_orbits
            ? "searched up to symmetry " + motions + ", each solution expanded into its orbit"
            : fmt::format("direct search{}",
                          options.direct              ? " (--direct)"
                          : !r.direct_because.empty() ? " (" + r.direct_because + ")"
                          : g.elements.size() == 1    ? " (the board and pieces have no symmetry)"
                                                      : "");
    const std::string found =
        by_orbits ? fmt::format(
                        "{} solutions reported by the engine (orbit representatives), "
                        "expanded into {}",
                        r.stats.solutions, r.count)
        : options.up_to_symmetry
            ? fmt::format("{} solutions reported by the engine, {} orbits kept", r.stats.solutions,
                          r.count)
            : fmt::format("{} solutions reported by the engine", r.stats.solutions);
    // The puzzle's extras, named: optional cells, given pieces, colours.
    std::string extras;
    if (optional_cells != 0) extras += fmt::format(", {} optional", optional_cells);
    if (!problem.given().empty())
      extras += fmt::format(", {} given pieces", problem.given().size());
    if (options.colours != "none") extras += fmt::format(", colours {}", options.colours);
    eprint(
        "case {}: {}x{} board{}, {} free cells{}, {} pieces, {} placements; engine {}, {}, {} "
        "case(s), {} subtree(s), {} thread(s)\n{}  {} nodes, {} updates, {}, {:.6f} s{}{}\n",
        case_number, b.rows(), b.cols(),
        b.wrapped() ? fmt::format(" (--wrap {})", options.wrap) : std::string(), free_cells, extras,
        pieces.size(), problem.placements().size(),
        r.engine == packing_engine::bitboard ? "bitboard" : "dancing links", how, r.cases, r.tasks,
        threads, r.restriction.empty() ? "" : "  symmetry: " + r.restriction + "\n", r.stats.nodes,
        r.stats.updates, found, r.seconds,
        per_thread.empty() ? "" : "\n  share of nodes per thread:", per_thread);
  }
  if (json) {
    nlohmann::json doc = {{"case", case_number}, {"symmetry", r.group.name}};
    // --find stops at the first solution and --unique at the second: what they found is no count
    // of the board's solutions, so they say "found" (0, 1 or 2) and claim no "count".
    if (run.mode == packing_mode::find || run.mode == packing_mode::unique) {
      doc["found"] = r.count;
    } else {
      doc["count"] = std::to_string(r.count);
    }
    if (b.wrapped()) doc["wrap"] = options.wrap;
    if (run.mode == packing_mode::unique) doc["unique"] = r.count == 1;
    if (run.mode != packing_mode::count) {
      doc["solutions"] = "@solutions@";  // spliced in below, one solution at a time
    }
    if (r.stopped != packing_stop::none) {
      doc["stopped"] = r.stopped == packing_stop::limit ? "limit"
                       : signalled                      ? "signal"
                                                        : "timeout";
    }
    if (r.stopped == packing_stop::timeout) doc["partial"] = true;
    std::string text = doc.dump();
    if (run.mode != packing_mode::count) {
      // Thousands of solutions as one JSON tree would cost ~20 KB each; dump them one by one.
      std::string list = "[";
      for (std::size_t i = 0; i < r.solutions.size(); ++i) {
        if (i != 0) list += ',';
        list += packing_solution_json(problem, r.solutions[i]);
      }
      list += ']';
      text.replace(text.find("\"@solutions@\""), std::string_view("\"@solutions@\"").size(), list);
    }
    emit(text + "\n");
  } else {
    const std::string group =
        options.up_to_symmetry ? fmt::format(" up to symmetry ({})", r.group.name) : "";
    const std::string stopped = stop_note.empty()
                                    ? ""
                                    : fmt::format(" ({}{})", stop_note,
                                                  r.stopped == packing_stop::limit ? "; more exist"
                                                  : signalled ? "; partial: at least this many"
                                                              : "; at least this many");
    switch (run.mode) {
      case packing_mode::count:
        emit(fmt::format("{}{}{}\n", r.count, group, stopped));
        break;
      case packing_mode::find:
        emit(r.solutions.empty()
                 ? (stop_note.empty() ? "no solution\n" : "no solution found (" + stop_note + ")\n")
                 : solution_text(r.solutions[0]));
        break;
      case packing_mode::unique: {
        if (!stop_note.empty() && r.count < 2) {
          emit(fmt::format("undecided: {} solution(s) found ({})\n", r.count, stop_note));
        } else {
          emit(r.count == 0 ? "no solution\n" : r.count == 1 ? "unique\n" : "not unique\n");
        }
        for (const packing_solution& s : r.solutions) {
          emit("\n");  // two calls: GCC 12's -Wrestrict misfires on "\n" + std::string here
          emit(solution_text(s));
        }
        break;
      }
      case packing_mode::all:
        emit(fmt::format("{} solution{}{}{}\n", r.count, r.count == 1 ? "" : "s", group, stopped));
    }
  }
  if (want_pictures) {
    constexpr std::size_t max_pictures = 1000;
    std::size_t drawn = 0;
    for (std::size_t i = 0; i < r.solutions.size() && pictures.size() < max_pictures;
         ++i, ++drawn) {
      picture pic = packing_picture(problem, r.solutions[i]);
      pic.title = fmt::format("case {}: solution {}", case_number, i + 1);
      pictures.push_back(std::move(pic));
    }
    if (drawn < r.solutions.size()) {
      eprint("tessera: case {}: --svg drew {} of {} solutions (at most {} pictures)\n", case_number,
             drawn, r.solutions.size(), max_pictures);
    }
    if (run.mode == packing_mode::count) {
      eprint(
          "tessera: case {}: a count keeps no solutions to draw; use --find, --all or "
          "--unique with --svg\n",
          case_number);
    }
  }
  return r.stopped == packing_stop::none ? exit_ok : exit_stopped;
}

}  // namespace

// A solution drawn as letters: each cell the first character of its piece's name, '#' off the
// board.
std::string solution_letters(const packing_problem& problem, const packing_solution& s) {
  const picture pic = packing_picture(problem, s);
  std::string out;
  for (std::size_t r = 0; r < pic.rows; ++r) {
    for (std::size_t c = 0; c < pic.cols; ++c) {
      const std::int32_t region = pic.at(r, c);
      const std::size_t at = r * pic.cols + c;
      out += region == picture::blocked ? '#'
             : region == picture::empty ? (problem.board().is_optional(at) ? '+' : '.')
                                        : pic.glyph[at];
    }
    out += '\n';
  }
  return out;
}

std::optional<std::string> read_square_boards(const std::string& input) {
  auto text = read_input(input);
  if (!text) return std::nullopt;
  // A JSON board starts with '{' (after a byte-order mark and blanks): the lattice reader's.
  const bool bom = text->rfind("\xEF\xBB\xBF", 0) == 0;
  const std::size_t start = text->find_first_not_of(" \t\r\n", bom ? 3 : 0);
  if (start == std::string::npos || (*text)[start] != '{') return text;
  auto parsed = parse_lattice_board(lattice::square, *text, input);
  if (!parsed) {
    report_error(parsed.error(), input);
    return std::nullopt;
  }
  auto square = square_board_of(parsed.value());
  if (!square) {
    report_error(square.error(), input);
    return std::nullopt;
  }
  const board& b = square.value();
  return fmt::format("1\n{} {}\n{}", b.rows(), b.cols(), format_board(b));
}

void apply_wrap(const std::string& wrap, board& b) {
  b.set_wrap(wrap == "rows" || wrap == "both", wrap == "cols" || wrap == "both");
}

void add_search_options(command_line& sub, search_options& options) {
  for (const search_row& row : search_table()) row.bind(sub, options, row.flag, row.help);
}

bool search_requested(const search_options& o) {
  return o.once || o.find || o.all || o.count || o.unique || o.up_to_symmetry || o.direct ||
         o.limit != 0 || o.timeout != 0 || o.engine != "auto" || !o.checkpoint.empty() ||
         !o.resume.empty() || o.colours != "none";
}

int run_cover_search(const common_options& common, const search_options& options,
                     const std::vector<piece>& pieces, orientation_set orient,
                     const std::string& board_size, unsigned threads) {
  if (static_cast<int>(options.find) + options.all + options.count + options.unique > 1) {
    eprint("tessera: cover: give at most one of --find, --all, --count, --unique\n");
    return exit_bad_input;
  }
  if (options.direct && options.up_to_symmetry) {
    eprint(
        "tessera: cover: --direct lists plain solutions; it does not go with "
        "--up-to-symmetry\n");
    return exit_bad_input;
  }
  if (options.limit != 0 && (options.find || options.unique)) {
    eprint("tessera: cover: --limit goes with --all or --count\n");
    return exit_bad_input;
  }
  std::string text;
  std::optional<board_reader> reader;
  std::size_t cases = 1;
  if (board_size.empty()) {
    auto read = read_square_boards(common.input);
    if (!read) return exit_bad_input;
    text = std::move(*read);
    reader.emplace(text);
    auto count = reader->start();
    if (!count) return report_error(count.error(), common.input);
    cases = count.value();
  }
  if (const int s = check_long_run(options, common, cases); s != exit_ok) return s;
  int status = exit_ok;
  std::vector<picture> pictures;
  for (std::size_t case_number = 1; case_number <= cases; ++case_number) {
    result<board> next = reader ? reader->next() : parse_board_size(board_size);
    if (!next) return report_error(next.error(), reader ? common.input : "--board");
    apply_wrap(options.wrap, next.value());
    const int s = solve_case(case_number, next.value(), reader ? common.input : "--board", common,
                             options, pieces, orient, threads, pictures);
    if (s == exit_bad_input) return s;
    if (s != exit_ok) status = s;
  }
  if (reader) {
    if (auto end = reader->finish(); !end) return report_error(end.error(), common.input);
  }
  if (!common.svg.empty() && !write_svg_file(common.svg, pictures)) return exit_bad_input;
  return status;
}

}  // namespace tessera::commands
