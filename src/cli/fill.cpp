// `tessera fill`: fitting table pieces into board holes (Programmers 84021); `tessera gen fill` is
// in setter.cpp. Thin: parse the arguments, call the library (tessera/fill.hpp), print.
#include "tessera/fill.hpp"

#include <fmt/format.h>

#include <chrono>
#include <memory>

#include "cli_common.hpp"
#include "commands.hpp"

namespace tessera::commands {
namespace {

struct fill_cli {
  common_options common;
  bool flip = false;
  std::string input_format = "auto";
  std::string check;  // a claimed assignment to verify instead of solving
};

// `--check`: the claim was read and checked, and it is wrong or not optimal.
constexpr int exit_claim_rejected = 1;

// The options table of `tessera fill` (and its --help): the common ones plus these.
void add_fill_options(command_line& sub, fill_cli& o) {
  add_common_options(sub, o.common);
  sub.add_flag("--flip", o.flip, "allow pieces to be reflected as well as rotated");
  sub.add_option(
         "--input", o.input_format,
         "input form: auto (JSON when it starts with '{'), json, or text (board rows, a blank "
         "line, table rows of 0/1 or ./#)")
      ->member({"auto", "json", "text"});
  sub.add_option(
      "--check", o.check,
      "verify a claim: the JSON --format json prints (its placements replayed by the literal "
      "rule, its answer against the optimum) or the original output, the number alone; exit 1 "
      "when it is wrong or not optimal");
}

int run_check(const fill_problem& problem, const fill_cli& o) {
  const std::optional<std::string> text = read_input(o.check);
  if (!text) return exit_bad_input;
  const result<fill_claim> read = read_fill_claim(*text);
  if (!read) return report_error(read.error(), o.check);
  const fill_solution& claim = read.value().solution;
  if (read.value().answer_only) {
    // The original output, as a judge sees it: the number is right or it is not.
    const fill_solution best = solve_fill(problem, {.flip = o.flip});
    if (claim.answer != best.answer) {
      emit(fmt::format("wrong: {} claimed, the most is {}\n", count_of(claim.answer, "cell"),
                       best.answer));
      return exit_claim_rejected;
    }
    emit(fmt::format("correct: {} filled, the most (the answer alone: no placements to replay)\n",
                     count_of(best.answer, "cell")));
    return exit_ok;
  }
  if (const std::string wrong = verify_fill(problem, claim, o.flip); !wrong.empty()) {
    emit(fmt::format("wrong: {}\n", wrong));
    return exit_claim_rejected;
  }
  const fill_solution best = solve_fill(problem, {.flip = o.flip});
  if (claim.answer != best.answer) {
    emit(fmt::format("valid but not optimal: {} filled, the most is {}\n",
                     count_of(claim.answer, "cell"), best.answer));
    return exit_claim_rejected;
  }
  emit(fmt::format("valid and optimal: {} filled\n", count_of(best.answer, "cell")));
  return exit_ok;
}

int run_fill(const fill_cli& o) {
  using clock = std::chrono::steady_clock;
  const auto t0 = clock::now();
  std::optional<std::string> text = read_input(o.common.input);
  if (!text) return exit_bad_input;
  const fill_input_format format = o.input_format == "json"   ? fill_input_format::json
                                   : o.input_format == "text" ? fill_input_format::text
                                                              : fill_input_format::automatic;
  const auto t1 = clock::now();
  result<fill_problem> problem = parse_fill(*text, format);
  if (!problem) return report_error(problem.error(), o.common.input);
  text.reset();  // the input text is no longer needed: free it before solving
  const auto t2 = clock::now();
  if (!o.check.empty()) return run_check(problem.value(), o);
  const bool want_witness = o.common.format == "json" || o.common.show || !o.common.svg.empty();
  const fill_solution s = solve_fill(problem.value(), {.flip = o.flip, .witness = want_witness});
  const auto t3 = clock::now();
  if (o.common.format == "json") {
    // Streamed in parts of about 64 KiB: a big assignment is never one huge string.
    std::string buffer;
    write_fill_solution_json(s, [&buffer](std::string_view part) {
      buffer += part;
      if (buffer.size() >= (1u << 16)) {
        emit(buffer);
        buffer.clear();
      }
    });
    emit(buffer);
  } else {
    emit(fmt::format("{}\n", s.answer));
  }
  if (o.common.show) show_picture(fill_board_picture(problem.value(), s));
  if (!o.common.svg.empty()) {
    const picture pictures[] = {fill_board_picture(problem.value(), s),
                                fill_table_picture(problem.value(), s)};
    if (!write_svg_file(o.common.svg, pictures)) return exit_bad_input;
  }
  if (o.common.stats) {
    auto ms = [](auto d) { return std::chrono::duration<double, std::milli>(d).count(); };
    eprint(
        "fill: {}x{} grids, {}, {}, {}, {} placed\n"
        "fill: read {:.1f} ms, parse {:.1f} ms, solve {:.1f} ms{}\n",
        problem.value().rows, problem.value().cols, count_of(s.holes, "hole"),
        count_of(s.pieces, "piece"), count_of(s.classes, "shape class", "shape classes"),
        count_of(s.placed, "piece"), ms(t1 - t0), ms(t2 - t1), ms(t3 - t2),
        want_witness ? " (with the assignment)" : "");
  }
  return exit_ok;
}

}  // namespace

void register_fill(command_line& app, command_line& /*gen*/, int& status) {
  auto options = std::make_shared<fill_cli>();
  command_line* sub = app.add_subcommand(
      "fill",
      "fit table pieces into board holes (Programmers 84021): the most cells filled, the "
      "placements (--format json, --show, --svg), --flip for reflections, and --check of a "
      "claimed placement");
  sub->footer(
      "Input: {\"game_board\": [[...]], \"table\": [[...]]} (0 = empty board cell, 1 = piece "
      "cell), or "
      "plain text: board rows, a blank line, table rows.\nOutput: the most board cells that can be "
      "filled; --format json adds the assignment (1-based cells).");
  add_fill_options(*sub, *options);
  sub->callback([options, &status] { status = run_fill(*options); });
}

}  // namespace tessera::commands
