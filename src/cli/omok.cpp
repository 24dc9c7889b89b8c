// `tessera omok`: the five-in-a-row judge (BOJ 2615) and `tessera omok referee`, a referee for a
// whole game. Thin: parse the options, call the library (tessera/omok.hpp, renju.hpp,
// omok_referee.hpp), print.
#include "tessera/omok.hpp"

#include <fmt/format.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "commands.hpp"
#include "omok_cli.hpp"
#include "tessera/omok_referee.hpp"
#include "tessera/renju.hpp"

namespace tessera::commands {
namespace {

using namespace omok_cli;

// The options table: every flag of both subcommands, its help text, and which subcommands take it.
struct option_row {
  const char* flags;
  const char* help;
  bool judge;
  bool referee;
};
constexpr option_row option_table[] = {
    {"--rule", "", true, true},  // help from rule_help(): every rule_set and its summary
    {"--k", "the winning length, connect-k (2 to 1000; default 5)", true, true},
    {"--size",
     "the board as N or NxM: a judged board must have this size; the referee's board "
     "(default 15; a .psq record gives its own)",
     true, true},
    {"--max-size", "largest board side accepted (default 1000, at most 100000)", true, true},
    {"--check",
     "check that the position can arise in play: stone counts, several or both colours' "
     "winning lines",
     true, false},
    {"--forbidden", "list every point forbidden to black under renju (row col, 1-based, row-major)",
     true, false},
    {"--five-point-makes-three",
     "renju: a three whose straight-four point also makes a five still "
     "counts (some engines); RIF's text says it does not (default)",
     true, true},
    {"--moves",
     "move list format: auto, row-col, notation (h8, rows from the bottom), psq or json (the "
     "match manager's game line, or an array of [row,col], \"h8\" and null for a pass)",
     false, true},
    {"--top-rows", "notation: rows counted from the top", false, true},
};

void add_table_options(command_line& sub, omok_options& o, bool judge) {
  for (const option_row& row : option_table) {
    if (judge ? !row.judge : !row.referee) continue;
    const std::string_view f = row.flags;
    if (f == "--rule") {
      sub.add_option("--rule", o.rule, rule_help())->member(rule_names());
    } else if (f == "--k") {
      sub.add_option("--k", o.k, row.help)->range(2, 1000);
    } else if (f == "--size") {
      sub.add_option("--size", o.size, row.help);
    } else if (f == "--max-size") {
      sub.add_option("--max-size", o.max_size, row.help)->range(5, 100000);
    } else if (f == "--check") {
      sub.add_flag("--check", o.check, row.help);
    } else if (f == "--forbidden") {
      sub.add_flag("--forbidden", o.forbidden, row.help);
    } else if (f == "--five-point-makes-three") {
      sub.add_flag("--five-point-makes-three", o.five_point_makes_three, row.help);
    } else if (f == "--moves") {
      sub.add_option("--moves", o.moves, row.help)
          ->member({"auto", "row-col", "notation", "psq", "json"});
    } else if (f == "--top-rows") {
      sub.add_flag("--top-rows", o.top_rows, row.help);
    }
  }
}

int run_judge(const omok_options& o) {
  parse_options po;
  po.max_side = o.max_size;
  if (read_size_option(o, po.rows, po.cols) != exit_ok) return exit_bad_input;
  if (check_renju_k(o) != exit_ok) return exit_bad_input;
  const auto text = read_input(o.common.input);
  if (!text) return exit_bad_input;
  const auto started = std::chrono::steady_clock::now();
  auto parsed = parse_board(*text, po);
  if (!parsed) return report_error(parsed.error(), o.common.input);
  const board& b = parsed.value();
  judge_options jo{rule_of(o.rule), o.k};
  if (check_k_fits(o, b.rows, b.cols) != exit_ok) return exit_bad_input;
  const bool as_json = o.common.format == "json";
  auto elapsed_us = [&] {
    return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - started)
        .count();
  };
  if (o.forbidden) {
    const auto points = forbidden_points(b, renju_options{o.five_point_makes_three});
    std::string out;
    if (as_json) {
      json list = json::array();
      json reasons = json::array();
      for (const auto& p : points) {
        list.push_back({p.row + 1, p.col + 1});
        reasons.push_back(foul_name(p.reason));
      }
      out = json{{"rows", b.rows}, {"cols", b.cols}, {"forbidden", list}, {"reasons", reasons}}
                .dump() +
            "\n";
    } else {
      for (const auto& p : points) out += fmt::format("{} {}\n", p.row + 1, p.col + 1);
    }
    emit(out);
    picture pic = draw_board(b, {}, "renju: points forbidden to black");
    mark_forbidden(pic, points);
    show_and_svg(o, pic);
    if (o.common.stats) {
      eprint("omok: {}x{} board, {}, {:.1f} us\n", b.rows, b.cols,
             count_of(points.size(), "forbidden point"), elapsed_us());
    }
    return exit_ok;
  }
  if (o.check) {
    const position_report report = check_position(b, jo);
    std::string out;
    if (as_json) {
      json wins = json::array();
      for (const line& l : report.wins) wins.push_back(line_json(l));
      out = json{{"rule", rule_name(jo.rule)},
                 {"black", report.black_stones},
                 {"white", report.white_stones},
                 {"counts_consistent", report.counts_consistent},
                 {"wins", wins},
                 {"problems", report.problems},
                 {"legal", report.problems.empty()}}
                .dump() +
            "\n";
    } else {
      out += fmt::format("black stones: {}, white stones: {}\n", report.black_stones,
                         report.white_stones);
      out += fmt::format("winning lines: {}\n", report.wins.size());
      for (const line& l : report.wins) {
        out += fmt::format("  {} {} from {} {}, {} stones\n", colour_name(l.colour),
                           direction_name(l.dir), l.row + 1, l.col + 1, l.length);
      }
      for (const std::string& p : report.problems) out += fmt::format("problem: {}\n", p);
      out += report.problems.empty() ? "legal: yes\n" : "legal: no\n";
    }
    emit(out);
    show_and_svg(o, draw_board(b, report.wins, "position check"));
    return exit_ok;
  }
  const std::vector<line> wins = winning_lines(b, jo);
  if (o.common.stats) {
    eprint("omok: {}x{} board, rule {}, k {}, {}, {:.1f} us (parse and judge)\n", b.rows, b.cols,
           rule_name(jo.rule), jo.k, count_of(wins.size(), "winning line"), elapsed_us());
  }
  // The seed promises at most one winning line. One move can still make two or more lines of its
  // colour at once (a double five through the stone just played): that legal position is answered
  // with the first line in row-major order of reported first stones (across, down, '\', '/' for the
  // same stone), i.e. wins[0]. Lines of both colours, or lines with no common stone, cannot come
  // from one last move: no arbitrary answer, an error at the second line.
  bool one_colour = true;
  for (const line& l : wins) one_colour = one_colour && l.colour == wins[0].colour;
  if (wins.size() > 1 && (!one_colour || !lines_share_a_stone(b, wins))) {
    const line& second = wins[1];
    return report_error(
        locate_cell(
            *text, b, second.row, second.col,
            fmt::format("expected at most one winning line (or lines of one colour through "
                        "one common stone), found {}: {} {} from {} {} and {} {} from {} {} "
                        "(tessera omok --check reports them all)",
                        wins.size(), colour_name(wins[0].colour), direction_name(wins[0].dir),
                        wins[0].row + 1, wins[0].col + 1, colour_name(second.colour),
                        direction_name(second.dir), second.row + 1, second.col + 1)),
        o.common.input);
  }
  std::string out;
  if (as_json) {
    json doc{{"rule", rule_name(jo.rule)}, {"k", jo.k}, {"rows", b.rows}, {"cols", b.cols}};
    if (wins.empty()) {
      doc["winner"] = 0;
      doc["line"] = json::array();
    } else {
      doc["winner"] = wins[0].colour;
      doc["row"] = wins[0].row + 1;
      doc["col"] = wins[0].col + 1;
      doc["direction"] = direction_name(wins[0].dir);
      doc["line"] = cells_json(wins[0]);
    }
    out = doc.dump() + "\n";
  } else if (wins.empty()) {
    out = "0\n";
  } else {
    out = fmt::format("{}\n{} {}\n", wins[0].colour, wins[0].row + 1, wins[0].col + 1);
  }
  emit(out);
  show_and_svg(
      o, draw_board(b, wins, wins.empty() ? "no winner" : colour_name(wins[0].colour) + " wins"));
  return exit_ok;
}

}  // namespace

void register_omok(command_line& app, command_line& /*gen*/, int& status) {
  // Fresh options records per run (the web core answers many requests in one process).
  auto judge_ptr = std::make_shared<omok_options>();
  auto ref_ptr = std::make_shared<omok_options>();
  omok_options& judge = *judge_ptr;
  omok_options& ref = *ref_ptr;
  command_line* sub = app.add_subcommand(
      "omok",
      "five in a row (BOJ 2615): the winner and the first stone of the winning line; rules "
      "(standard, freestyle, renju, caro, caro6; connect-k), renju fouls (--forbidden), a "
      "position check (--check), and `omok referee` for a whole game");
  add_common_options(*sub, judge.common);
  add_table_options(*sub, judge, true);
  sub->get_option("--check")->excludes(sub->get_option("--forbidden"));
  sub->footer(
      "Input: N rows of N numbers 0 (empty), 1 (black), 2 (white), or rows of '.', 'X', 'O'; an "
      "optional first line 'N' or 'N M' gives the size.\nOutput: the winner (1 or 2) and the row "
      "and column of the line's leftmost stone (topmost if vertical), or 0.");
  command_line* referee_cmd = sub->add_subcommand(
      "referee",
      "referee a game given as moves ('row col' lines, h8 notation, a Piskvork .psq "
      "record or a JSON move list; passes allowed): the first win, renju foul or illegal move, in "
      "the input's "
      "notation");
  add_common_options(*referee_cmd, ref.common);
  add_table_options(*referee_cmd, ref, false);
  referee_cmd->footer(
      "Moves alternate, black first. Output: the first win (move number and line), a renju foul "
      "(black loses), an illegal move (occupied or off the board), a full board, or no result "
      "yet, every point in the input's notation. Coordinates are 1-based 'row col', rows from the "
      "top; h8 notation counts rows from the bottom. JSON (first byte '[' or '{'): the match "
      "manager's game line {\"moves\": [[row,col], ...], ...} or a bare array of moves. A pass "
      "('--', '-1 -1', '-1,-1,time'; in JSON null, [-1,-1] or \"--\") counts as a move.");
  sub->require_subcommand(0, 1);
  referee_cmd->callback([ref_ptr, &status] { status = run_referee(*ref_ptr); });
  sub->callback([judge_ptr, &status, referee_cmd] {
    if (referee_cmd->parsed()) return;
    status = run_judge(*judge_ptr);
  });
}

}  // namespace tessera::commands
