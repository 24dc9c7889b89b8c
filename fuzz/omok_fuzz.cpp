// libFuzzer target for tessera omok: the board parser, the judge, the position check and renju
// fouls on what parses, and the move-list parser (each format, JSON too) with the referee.
// Invariants: every reported line lies on the board, in stones of its colour, the referee never
// places a stone off the board, every move's text lies in the input and every error has a line.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tessera/omok.hpp"
#include "tessera/omok_referee.hpp"
#include "tessera/renju.hpp"

namespace {

using namespace tessera::omok;

void require(bool condition) {
  if (!condition) std::abort();
}

void check_lines(const board& b, const std::vector<line>& lines) {
  for (const line& l : lines) {
    for (std::size_t i = 0; i < l.length; ++i) {
      require(l.row_at(i) < b.rows && l.col_at(i) < b.cols);
      require(b.at(l.row_at(i), l.col_at(i)) == l.colour);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  parse_options options;
  options.max_side = 64;
  auto parsed = parse_board(text, options);
  if (parsed.ok()) {
    const board& b = parsed.value();
    require(b.cells.size() == b.rows * b.cols);
    for (rule_set rule : {rule_set::standard, rule_set::freestyle, rule_set::renju, rule_set::caro,
                          rule_set::caro6}) {
      check_lines(b, winning_lines(b, {rule, 5}));
    }
    const position_report report = check_position(b, {});
    check_lines(b, report.wins);
    for (const line& l : report.wins) {
      const auto where = locate_cell(text, b, l.row, l.col, "");
      require(where.line >= 1 && where.column >= 1);
    }
    if (b.rows * b.cols <= 400) {
      for (const forbidden_point& p : forbidden_points(b, {})) require(b.at(p.row, p.col) == empty);
    }
  }
  move_list_options move_options;
  move_options.max_side = 64;
  move_options.max_moves = 5000;
  // Automatic detection, then JSON forced (its error paths on any bytes, not only on '[' or '{').
  for (move_format format : {move_format::automatic, move_format::json}) {
    move_options.format = format;
    auto moves = parse_moves(text, move_options);
    if (!moves.ok()) {
      require(moves.error().line >= 1 || moves.error().message.find("board") != std::string::npos);
      continue;
    }
    for (const move& m : moves.value().moves) require(m.offset + m.length <= text.size());
    for (rule_set rule : {rule_set::standard, rule_set::renju, rule_set::caro, rule_set::caro6}) {
      const game_result result = referee_game(moves.value(), {rule, 5});
      const board& final_position = result.final_position;
      require(final_position.rows == moves.value().rows &&
              final_position.cols == moves.value().cols);
      if (result.result == outcome::win) {
        check_lines(final_position, std::vector<line>{result.verdict.winning});
      }
    }
  }
  return 0;
}
