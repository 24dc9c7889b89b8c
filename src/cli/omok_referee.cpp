// `tessera omok referee`: a whole game as a move list, refereed move by move
// (tessera/omok_referee.hpp). Thin: read, call the library, print the verdict as text or JSON, draw
// the final position.
#include "tessera/omok_referee.hpp"

#include <fmt/format.h>

#include <chrono>

#include "omok_cli.hpp"
#include "tessera/renju.hpp"

namespace tessera::commands::omok_cli {

int run_referee(const omok_options& o) {
  move_list_options mo;
  mo.max_side = o.max_size;
  if (read_size_option(o, mo.rows, mo.cols) != exit_ok) return exit_bad_input;
  mo.top_rows = o.top_rows;
  mo.format = o.moves == "row-col"    ? move_format::row_col
              : o.moves == "notation" ? move_format::notation
              : o.moves == "psq"      ? move_format::psq
              : o.moves == "json"     ? move_format::json
                                      : move_format::automatic;
  if (check_renju_k(o) != exit_ok) return exit_bad_input;
  const auto text = read_input(o.common.input);
  if (!text) return exit_bad_input;
  const auto started = std::chrono::steady_clock::now();
  auto parsed = parse_moves(*text, mo);
  if (!parsed) return report_error(parsed.error(), o.common.input);
  const move_list& game = parsed.value();
  judge_options jo{rule_of(o.rule), o.k};
  if (check_k_fits(o, game.rows, game.cols) != exit_ok) return exit_bad_input;
  const game_result res = referee_game(game, jo, renju_options{o.five_point_makes_three});
  if (o.common.stats) {
    eprint("omok referee: {}x{} board, {} read, {:.1f} us (parse and referee)\n", game.rows,
           game.cols, count_of(game.moves.size(), "move"),
           std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - started)
               .count());
  }
  const move_verdict& v = res.verdict;
  const move* m = res.move_number > 0 && res.result != outcome::playing
                      ? &game.moves[res.move_number - 1]
                      : nullptr;
  // The move as the user wrote it ("z99", "16 3"), not the coordinates computed from it.
  const std::string written = m == nullptr ? std::string()
                              : m->length > 0 && m->offset + m->length <= text->size()
                                  ? std::string(text->substr(m->offset, m->length))
                                  : fmt::format("{} {}", m->row, m->col);
  // Where the move is: its line, and in JSON (a game on one line) its column too.
  const std::string where = m == nullptr ? std::string()
                            : game.format == move_format::json
                                ? fmt::format("line {}, column {}", m->line, m->column)
                                : fmt::format("line {}", m->line);
  // Moves after the one that decided the game are not played; say so rather than drop them quietly.
  const std::size_t unplayed =
      res.result == outcome::playing ? 0 : game.moves.size() - res.move_number;
  std::string out;
  if (o.common.format == "json") {
    json doc{{"rule", rule_name(jo.rule)},
             {"k", jo.k},
             {"rows", game.rows},
             {"cols", game.cols},
             {"result", outcome_name(res.result)},
             {"move", res.move_number}};
    if (m != nullptr) {
      doc["colour"] = v.colour;
      doc["point"] = {m->row, m->col};
      doc["source"] = {m->line, m->column};
      doc["text"] = written;
      doc["not_played"] = unplayed;
    }
    if (m != nullptr && res.result != outcome::off_board) {  // the point in the input's notation
      doc["point_text"] =
          point_text(game, static_cast<std::size_t>(m->row), static_cast<std::size_t>(m->col));
    }
    if (res.result == outcome::win) {
      doc["winner"] = v.colour;
      doc["direction"] = direction_name(v.winning.dir);
      doc["line"] = cells_json(v.winning);
      json line_text = json::array();
      for (std::size_t i = 0; i < v.winning.length; ++i)
        line_text.push_back(point_text(game, v.winning.row_at(i) + 1, v.winning.col_at(i) + 1));
      doc["line_text"] = line_text;
    }
    if (res.result == outcome::forbidden) {
      doc["winner"] = white;
      doc["reason"] = foul_name(v.reason);
    }
    out = doc.dump() + "\n";
  } else {
    switch (res.result) {
      case outcome::win: {
        const line& l = v.winning;
        // In the input's notation: "from h8 to l8" for h8 moves, "from 8 8 to 8 12" for row-col.
        out = fmt::format("{} wins at move {}: {} in a row from {} to {}\n", colour_name(v.colour),
                          res.move_number, l.length, point_text(game, l.row + 1, l.col + 1),
                          point_text(game, l.row_at(l.length - 1) + 1, l.col_at(l.length - 1) + 1));
        break;
      }
      case outcome::forbidden:
        out = fmt::format("black loses at move {}: {} is forbidden ({})\n", res.move_number,
                          written, foul_name(v.reason));
        break;
      case outcome::occupied:
        out = fmt::format("illegal move {} at {}: {} is already occupied\n", res.move_number, where,
                          written);
        break;
      case outcome::off_board:
        out = fmt::format("illegal move {} at {}: {} is off the {}x{} board\n", res.move_number,
                          where, written, game.rows, game.cols);
        break;
      case outcome::full:
        out = fmt::format("draw at move {}: the board is full\n", res.move_number);
        break;
      case outcome::playing:
        out = fmt::format("no result after {}\n", count_of(res.move_number, "move"));
        break;
    }
  }
  emit(out);
  if (unplayed > 0) {
    eprint("omok referee: {} more move{} after move {} (the result) {} not played\n", unplayed,
           unplayed == 1 ? "" : "s", res.move_number, unplayed == 1 ? "was" : "were");
  }
  std::vector<line> lit;
  if (res.result == outcome::win) lit.push_back(v.winning);
  picture pic = draw_board(res.final_position, lit, std::string(outcome_name(res.result)),
                           coordinates_of(game));  // labelled as the record is written
  if (res.result == outcome::forbidden) {
    const forbidden_point p{static_cast<std::size_t>(m->row - 1),
                            static_cast<std::size_t>(m->col - 1), v.reason};
    mark_forbidden(pic, std::span<const forbidden_point>(&p, 1));
  }
  show_and_svg(o, pic);
  return exit_ok;
}

}  // namespace tessera::commands::omok_cli
