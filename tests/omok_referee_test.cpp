// Tests of tessera/omok_referee.hpp: the move-list formats (row col, renju notation, Piskvork .psq)
// with their errors, the referee's verdicts, and a seeded stress test of the incremental O(1) win
// check against the static judge after every move of random games.
#include "tessera/omok_referee.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <string>

namespace {

using namespace tessera::omok;
using tessera::input_error;

move_list must_parse(const std::string& text, const move_list_options& options = {}) {
  auto parsed = parse_moves(text, options);
  EXPECT_TRUE(parsed.ok()) << (parsed.ok() ? "" : parsed.error().message);
  return parsed.ok() ? parsed.value() : move_list{};
}

input_error parse_error(const std::string& text, const move_list_options& options = {}) {
  auto parsed = parse_moves(text, options);
  EXPECT_FALSE(parsed.ok());
  return parsed.ok() ? input_error{} : parsed.error();
}

TEST(OmokMoves, RowColumnLines) {
  const move_list game = must_parse("# a game\n8 8\n  7 9 \r\n\n9 7\n");
  ASSERT_EQ(game.moves.size(), 3u);
  EXPECT_EQ(game.moves[1].row, 7);
  EXPECT_EQ(game.moves[1].col, 9);
  EXPECT_EQ(game.moves[1].line, 3u);
  EXPECT_EQ(game.moves[1].column, 3u);
  EXPECT_EQ(game.rows, 15u);
}

TEST(OmokMoves, RenjuNotation) {
  // h8 is the centre of a 15x15 board: column h = 8, row 8 from the bottom = row 8 from the top.
  const move_list game = must_parse("h8 i9, j10\nA1 o15");
  ASSERT_EQ(game.moves.size(), 5u);
  EXPECT_EQ(game.moves[0].row, 8);
  EXPECT_EQ(game.moves[0].col, 8);
  EXPECT_EQ(game.moves[1].row, 7);
  EXPECT_EQ(game.moves[1].col, 9);
  EXPECT_EQ(game.moves[3].row, 15);  // a1: bottom-left
  EXPECT_EQ(game.moves[3].col, 1);
  EXPECT_EQ(game.moves[4].row, 1);  // o15: top-right
  EXPECT_EQ(game.moves[4].col, 15);
  EXPECT_EQ(game.moves[4].line, 2u);
  EXPECT_EQ(game.moves[4].column, 4u);
  // Each move keeps its text, for messages ("z99 is off the board", not "-83 26").
  const std::string text = "h8\n  z99 # far\n";
  const move_list off = must_parse(text);
  ASSERT_EQ(off.moves.size(), 2u);
  EXPECT_EQ(text.substr(off.moves[1].offset, off.moves[1].length), "z99");
  EXPECT_EQ(off.moves[1].row, -83);
  const std::string rc = "8 8\n 16  3 \r\n";
  const move_list rows = must_parse(rc);
  ASSERT_EQ(rows.moves.size(), 2u);
  EXPECT_EQ(rc.substr(rows.moves[1].offset, rows.moves[1].length), "16  3");
  const std::string psq = "\xEF\xBB\xBFPiskvorky 20x20, 11:11, 0\n10,10,0\n 11,12,5\n-1\n";
  const move_list rec = must_parse(psq);
  ASSERT_EQ(rec.moves.size(), 2u);
  EXPECT_EQ(psq.substr(rec.moves[1].offset, rec.moves[1].length), "11,12");
  move_list_options top;
  top.top_rows = true;
  EXPECT_EQ(must_parse("a1", top).moves[0].row, 1);
}

// Swap2 records hold passes: "--" in move strings (Rapfi), "-1,-1" in Gomocup's coordinates. A pass
// counts as a move: the other colour plays next.
TEST(OmokMoves, PassesInEveryFormat) {
  const move_list run_together = must_parse("h8--i9j10\n");
  ASSERT_EQ(run_together.moves.size(), 4u);
  EXPECT_EQ(run_together.format, move_format::notation);
  EXPECT_FALSE(run_together.moves[0].pass);
  EXPECT_TRUE(run_together.moves[1].pass);
  EXPECT_EQ(run_together.moves[1].column, 3u);
  EXPECT_EQ(run_together.moves[2].row, 7);
  EXPECT_EQ(run_together.moves[2].col, 9);
  EXPECT_EQ(run_together.moves[3].col, 10);
  // A record starting with a pass is still told apart by its first real move.
  EXPECT_EQ(must_parse("-- h8\n").format, move_format::notation);
  const move_list rc = must_parse("8 8\n-1 -1\n--\n9 9\n");
  EXPECT_EQ(rc.format, move_format::row_col);
  ASSERT_EQ(rc.moves.size(), 4u);
  EXPECT_TRUE(rc.moves[1].pass);
  EXPECT_TRUE(rc.moves[2].pass);
  EXPECT_FALSE(rc.moves[3].pass);
  const move_list psq = must_parse("Piskvorky 15x15, 0:0, 0\n8,8,0\n-1,-1,0\n9,9,0\n-1\n");
  ASSERT_EQ(psq.moves.size(), 3u);
  EXPECT_TRUE(psq.moves[1].pass);
  // Counting as a move: after black, pass (white), black, the next stone is white's.
  const move_list game = must_parse("h8\n--\ni8\nj8\n");
  const game_result r = referee_game(game, {});
  EXPECT_EQ(r.result, outcome::playing);
  EXPECT_EQ(r.move_number, 4u);
  EXPECT_EQ(r.final_position.at(7, 7), black);
  EXPECT_EQ(r.final_position.at(7, 8), black);
  EXPECT_EQ(r.final_position.at(7, 9), white);
  // Black's five with white passing throughout.
  const game_result five = referee_game(must_parse("h8 -- i8 -- j8 -- k8 -- l8"), {});
  EXPECT_EQ(five.result, outcome::win);
  EXPECT_EQ(five.move_number, 9u);
}

TEST(OmokMoves, PointTextSpeaksTheInputsNotation) {
  move_list game = must_parse("h8\n");
  EXPECT_EQ(point_text(game, 8, 8), "h8");
  EXPECT_EQ(point_text(game, 15, 1), "a1");
  game.top_rows = true;
  EXPECT_EQ(point_text(game, 15, 1), "a15");
  EXPECT_EQ(point_text(must_parse("8 8\n"), 8, 12), "8 12");
  EXPECT_EQ(point_text(must_parse("Piskvorky 20x20, 0:0, 0\n10,11,0\n"), 11, 10), "10,11");
}

TEST(OmokMoves, Piskvork) {
  const move_list game =
      must_parse("Piskvorky 20x20, 11:11, 0\n10,10,0\n11,10,120\n10,11,0\n-1\npbrain-a.exe\n");
  EXPECT_EQ(game.rows, 20u);
  EXPECT_EQ(game.cols, 20u);
  ASSERT_EQ(game.moves.size(), 3u);
  EXPECT_EQ(game.moves[1].row, 10);  // x,y: column 11, row 10
  EXPECT_EQ(game.moves[1].col, 11);
}

TEST(OmokMoves, ErrorsHavePositions) {
  auto e = parse_error("8 8\n7\n");
  EXPECT_EQ(e.line, 2u);
  EXPECT_EQ(
      e.message,
      "expected a column number (an integer from -1000000000 to 1000000000), found end of line");
  e = parse_error("8 8\n7 x\n");
  EXPECT_EQ(e.line, 2u);
  EXPECT_EQ(e.column, 3u);
  e = parse_error("8 8 8\n");
  EXPECT_EQ(e.column, 5u);
  EXPECT_EQ(e.message, "expected the end of the move (one 'row col' a line), found '8'");
  e = parse_error("h8 i\n");
  EXPECT_EQ(e.line, 1u);
  EXPECT_EQ(e.column, 5u);
  EXPECT_EQ(e.message, "expected the row number of move 2 (1 to 9 digits), found end of line");
  e = parse_error("h8 9i\n", {move_format::notation});
  EXPECT_EQ(e.column, 4u);
  e = parse_error("h8!\n");
  EXPECT_EQ(e.message, "expected a space between moves, found '!'");
  // Moves run together (Rapfi's move strings): "h8x" is h8, then a move x without its row.
  e = parse_error("h8x\n");
  EXPECT_EQ(e.message, "expected the row number of move 2 (1 to 9 digits), found end of line");
  e = parse_error("h8 -i9\n");
  EXPECT_EQ(e.column, 4u);
  EXPECT_EQ(e.message,
            "expected a move like h8 (a column letter, then a row number) or -- (a pass), found "
            "'-'");
  e = parse_error("8 8\n-- 3\n", {move_format::row_col});
  EXPECT_EQ(e.line, 2u);
  EXPECT_EQ(e.column, 4u);
  e = parse_error("Piskvorky 3x3, 0:0, 0\n");
  EXPECT_EQ(e.message, "expected a board side from 5 to 1000, found 3x3");
  e = parse_error("Piskvorky big\n");
  EXPECT_EQ(e.line, 1u);
  e = parse_error("Piskvorky 15x15, 0:0, 0\n8,\n");
  EXPECT_EQ(e.line, 2u);
  EXPECT_EQ(e.column, 3u);
  move_list_options few;
  few.max_moves = 2;
  EXPECT_EQ(parse_error("1 1\n1 2\n1 3\n", few).message, "expected at most 2 moves, found more");
}

game_result run(const std::string& text, rule_set rule = rule_set::standard,
                std::size_t size = 15) {
  move_list_options options;
  options.rows = options.cols = size;
  return referee_game(must_parse(text, options), {rule, 5});
}

TEST(OmokReferee, Verdicts) {
  // Black wins across row 8 on move 9.
  game_result r = run("8 4\n1 1\n8 5\n1 3\n8 6\n1 5\n8 7\n1 7\n8 8\n1 9\n");
  EXPECT_EQ(r.result, outcome::win);
  EXPECT_EQ(r.move_number, 9u);
  EXPECT_EQ(r.verdict.colour, black);
  EXPECT_EQ(r.verdict.winning.row, 7u);
  EXPECT_EQ(r.verdict.winning.col, 3u);
  EXPECT_EQ(r.verdict.winning.length, 5u);
  // White wins on the '/' diagonal; the line starts at its bottom-left end.
  r = run("1 1\n10 3\n1 3\n9 4\n1 5\n7 6\n1 8\n6 7\n14 14\n8 5\n");
  EXPECT_EQ(r.result, outcome::win);
  EXPECT_EQ(r.verdict.colour, white);
  EXPECT_EQ(r.verdict.winning.dir, direction::anti);
  EXPECT_EQ(r.verdict.winning.row, 9u);
  EXPECT_EQ(r.verdict.winning.col, 2u);
  // Occupied, off the board, no result yet.
  EXPECT_EQ(run("8 8\n8 8\n").result, outcome::occupied);
  r = run("8 8\n16 1\n");
  EXPECT_EQ(r.result, outcome::off_board);
  EXPECT_EQ(r.move_number, 2u);
  EXPECT_EQ(run("0 3\n").result, outcome::off_board);
  r = run("8 8\n9 9\n");
  EXPECT_EQ(r.result, outcome::playing);
  EXPECT_EQ(r.move_number, 2u);
}

TEST(OmokReferee, RulesAtTheMoment) {
  // Six for black: standard and renju say no win; freestyle says win.
  const std::string six = "1 1\n15 1\n1 2\n15 3\n1 3\n15 5\n1 5\n15 7\n1 6\n15 9\n1 4\n";
  EXPECT_EQ(run(six, rule_set::standard).result, outcome::playing);
  EXPECT_EQ(run(six, rule_set::freestyle).result, outcome::win);
  // Renju: the move 1 4 is an overline for black, a foul: black loses at move 11.
  const game_result renju = run(six, rule_set::renju);
  EXPECT_EQ(renju.result, outcome::forbidden);
  EXPECT_EQ(renju.move_number, 11u);
  EXPECT_EQ(renju.verdict.reason, foul::overline);
  // Renju: black double-three at h8 loses; white's double-three is fine.
  const std::string black_33 = "h10\na1\nh9\na3\ni8\na5\nj8\na7\nh8\n";
  EXPECT_EQ(run(black_33, rule_set::renju).result, outcome::forbidden);
  EXPECT_EQ(run(black_33, rule_set::standard).result, outcome::playing);
  const std::string white_33 = "a1\nh10\na3\nh9\na5\ni8\na7\nj8\no15\nh8\n";
  EXPECT_EQ(run(white_33, rule_set::renju).result, outcome::playing);
  // Caro: a five blocked at both ends by white does not win; open at the edge it does.
  const std::string blocked = "8 2\n8 1\n8 3\n8 7\n8 4\n1 1\n8 5\n1 3\n8 6\n1 5\n";
  EXPECT_EQ(run(blocked, rule_set::caro).result, outcome::playing);
  EXPECT_EQ(run(blocked, rule_set::standard).result, outcome::win);
}

TEST(OmokReferee, FullBoardIsADraw) {
  // A 5x5 board filled in alternate play without five in a row anywhere.
  const std::string rows[5] = {"XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOOX"};
  std::vector<std::string> blacks;
  std::vector<std::string> whites;
  for (int r = 0; r < 5; ++r) {
    for (int c = 0; c < 5; ++c) {
      (rows[r][static_cast<std::size_t>(c)] == 'X' ? blacks : whites)
          .push_back(std::to_string(r + 1) + " " + std::to_string(c + 1));
    }
  }
  std::string text;
  for (std::size_t i = 0; i < blacks.size(); ++i) {
    text += blacks[i] + "\n";
    if (i < whites.size()) text += whites[i] + "\n";
  }
  const game_result r = run(text, rule_set::standard, 5);
  EXPECT_EQ(r.result, outcome::full);
  EXPECT_EQ(r.move_number, 25u);
}

// The referee against the static judge: after every move of a random game, the judge finds no
// winning line while the referee says `playing`, and finds the referee's line when it says `win`.
TEST(OmokRefereeStress, MatchesStaticJudgeOnRandomGames) {
  const std::uint64_t seed = 5;
  std::mt19937_64 rng(seed);
  const rule_set rules[] = {rule_set::standard, rule_set::freestyle, rule_set::caro,
                            rule_set::renju, rule_set::caro6};
  std::size_t wins = 0;
  for (int game = 0; game < 400; ++game) {
    std::uniform_int_distribution<std::size_t> side(5, 13);
    const std::size_t rows = side(rng);
    const std::size_t cols = side(rng);
    const judge_options rule{rules[game % 5], game % 3 == 0 ? std::size_t{4} : std::size_t{5}};
    referee ref(rows, cols, rule);
    std::vector<std::size_t> order(rows * cols);
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), rng);
    for (std::size_t i = 0; i < order.size(); ++i) {
      const auto row = static_cast<std::int64_t>(order[i] / cols + 1);
      const auto col = static_cast<std::int64_t>(order[i] % cols + 1);
      const board before = ref.position();
      const move_verdict v = ref.play(row, col);
      const auto lines = winning_lines(ref.position(), rule);
      if (v.result == outcome::forbidden) {
        board scratch = before;
        EXPECT_NE(forbidden_reason(scratch, static_cast<std::size_t>(row - 1),
                                   static_cast<std::size_t>(col - 1), {}),
                  foul::none);
        EXPECT_EQ(ref.position().cells, before.cells) << "seed " << seed << " game " << game;
        break;
      }
      if (v.result == outcome::win) {
        ASSERT_NE(std::find(lines.begin(), lines.end(), v.winning), lines.end())
            << "seed " << seed << " game " << game << " move " << i + 1;
        ++wins;
        break;
      }
      ASSERT_TRUE(lines.empty()) << "seed " << seed << " game " << game << " move " << i + 1;
      if (v.result == outcome::full) break;
    }
  }
  EXPECT_GT(wins, 200u);
}

}  // namespace
