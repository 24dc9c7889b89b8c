// Tests of the JSON move lists of tessera/omok_referee.hpp (move_format::json): the match manager's
// own game line (written by tessera::match::record_json) read back to the same verdict, bare arrays
// of [row, col] and "h8", passes (null, [-1,-1], "--"), errors with their line and column, deep
// nesting refused without recursion, and a seeded twin test against the row-col reader.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "tessera/match_records.hpp"
#include "tessera/omok_referee.hpp"

namespace {

using namespace tessera::omok;
using tessera::input_error;

move_list must_parse(const std::string& text, const move_list_options& options = {}) {
  auto parsed = parse_moves(text, options);
  EXPECT_TRUE(parsed.ok()) << text << ": "
                           << (parsed.ok() ? ""
                                           : parsed.error().message + " at " +
                                                 std::to_string(parsed.error().line) + ":" +
                                                 std::to_string(parsed.error().column));
  return parsed.ok() ? parsed.value() : move_list{};
}

input_error parse_error(const std::string& text, const move_list_options& options = {}) {
  auto parsed = parse_moves(text, options);
  EXPECT_FALSE(parsed.ok()) << text;
  return parsed.ok() ? input_error{} : parsed.error();
}

TEST(OmokMovesJson, BareArraysAndTheirPoints) {
  const std::string text = " [[8,8], [7, 9],null,\n [-1,-1], \"--\", [16,3]]\n";
  const move_list game = must_parse(text);
  EXPECT_EQ(game.format, move_format::json);
  ASSERT_EQ(game.moves.size(), 6u);
  EXPECT_EQ(game.moves[1].row, 7);
  EXPECT_EQ(game.moves[1].col, 9);
  EXPECT_EQ(game.moves[1].column, 10u);
  EXPECT_EQ(text.substr(game.moves[1].offset, game.moves[1].length), "[7, 9]");
  EXPECT_TRUE(game.moves[2].pass);
  EXPECT_TRUE(game.moves[3].pass);
  EXPECT_EQ(game.moves[3].line, 2u);
  EXPECT_EQ(game.moves[3].column, 2u);
  EXPECT_TRUE(game.moves[4].pass);
  EXPECT_FALSE(game.moves[5].pass);
  EXPECT_EQ(game.moves[5].row, 16);  // off the board: the referee's verdict, not a parse error
  EXPECT_EQ(point_text(game, 8, 12), "[8,12]");
  // Notation strings: rows from the bottom (unless top_rows), points said as written.
  const std::string strings = "[\"h8\", \"--\", \"A1\", \"o15\", \"z99\"]";
  const move_list named = must_parse(strings);
  ASSERT_EQ(named.moves.size(), 5u);
  EXPECT_TRUE(named.json_strings);
  EXPECT_EQ(named.moves[0].row, 8);
  EXPECT_TRUE(named.moves[1].pass);
  EXPECT_EQ(named.moves[2].row, 15);
  EXPECT_EQ(named.moves[2].col, 1);
  EXPECT_EQ(named.moves[3].row, 1);
  EXPECT_EQ(strings.substr(named.moves[4].offset, named.moves[4].length), "z99");
  EXPECT_EQ(point_text(named, 15, 1), "a1");
  move_list_options top;
  top.top_rows = true;
  EXPECT_EQ(must_parse("[\"a1\"]", top).moves[0].row, 1);
  // Empty lists, a BOM, and the explicit format.
  EXPECT_TRUE(must_parse("[]").moves.empty());
  EXPECT_EQ(must_parse("\xEF\xBB\xBF[[1,2]]").moves[0].column, 2u);
  EXPECT_EQ(must_parse("{\"moves\":[]}", {move_format::json}).moves.size(), 0u);
  // Member names compare by what they spell, escapes decoded (RFC 8259 section 8.3).
  EXPECT_EQ(must_parse("{\"mo\\u0076es\":[[8,8],null]}").moves.size(), 2u);
  EXPECT_EQ(must_parse("{\"\\u006D\\u006f\\u0076\\u0065\\u0073\":[[1,1]]}").moves.size(), 1u);
  EXPECT_EQ(parse_error("{\"mo\\u0076es\": [], \"moves\": []}").column, 20u);
  EXPECT_EQ(parse_error("{\"Moves\": [[1,1]]}").column, 1u);  // names are case-sensitive
  EXPECT_EQ(parse_error("{\"mo\\u00f6ves\": [[1,1]]}").column, 1u);
  EXPECT_EQ(parse_error("{\"moves\\n\": [[1,1]]}").column, 1u);
  EXPECT_EQ(parse_error("8 8\n", {move_format::json}).message,
            "expected a list of moves [[row,col], ...], found '8'");
}

TEST(OmokMovesJson, PassesCountAsMoves) {
  // Black's five with white passing in all three ways: black h8..l8 on moves 1, 3, 5, 7, 9.
  const game_result five =
      referee_game(must_parse("[[8,8],null,[8,9],[-1,-1],[8,10],\"--\",[8,11],null,[8,12]]"), {});
  EXPECT_EQ(five.result, outcome::win);
  EXPECT_EQ(five.move_number, 9u);
  EXPECT_EQ(five.verdict.colour, black);
  // A pass first: the stone after it is white's.
  const game_result r = referee_game(must_parse("[null, [8,8]]"), {});
  EXPECT_EQ(r.result, outcome::playing);
  EXPECT_EQ(r.final_position.at(7, 7), white);
}

// The match manager's game line, as tessera::match::record_json writes it, read back by the
// referee: the same moves, the same verdict (an occupied or off-board last move is kept in the
// record, so it replays to the same ending).
TEST(OmokMovesJson, TheMatchManagersGameLineReplays) {
  using tessera::match::point;
  tessera::match::game_record g;
  g.game = 7;
  g.black_name = "pbrain-\"a\"\\b";
  g.white_name = "white \xC3\xA9";
  g.opening = "0,0, 1,1";
  g.winner = 1;
  g.reason = tessera::match::end_reason::five;
  g.detail = "five in a row\n";
  // x is the column, y the row, 0-based from the top-left; black makes five along row 8.
  g.moves = {{7, 7}, {8, 8}, {8, 7}, {0, 0}, {9, 7}, {0, 1}, {10, 7}, {0, 2}, {11, 7}};
  g.ms.assign(g.moves.size(), 12);
  g.cpu_ms[0] = 40;
  const std::string line = tessera::match::record_json(g);
  const move_list game = must_parse(line);
  ASSERT_EQ(game.moves.size(), g.moves.size());
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    EXPECT_EQ(game.moves[i].row, g.moves[i].y + 1) << i;
    EXPECT_EQ(game.moves[i].col, g.moves[i].x + 1) << i;
  }
  const game_result won = referee_game(game, {});
  EXPECT_EQ(won.result, outcome::win);
  EXPECT_EQ(won.move_number, 9u);
  EXPECT_EQ(won.verdict.winning.row, 7u);
  EXPECT_EQ(won.verdict.winning.col, 7u);
  // The losing move kept in the record: onto a stone, and off a 15x15 board.
  g.winner = 2;
  g.reason = tessera::match::end_reason::occupied;
  g.moves.back() = {7, 7};
  EXPECT_EQ(referee_game(must_parse(tessera::match::record_json(g)), {}).result, outcome::occupied);
  g.reason = tessera::match::end_reason::illegal;
  g.moves.back() = {15, 3};
  const game_result off = referee_game(must_parse(tessera::match::record_json(g)), {});
  EXPECT_EQ(off.result, outcome::off_board);
  EXPECT_EQ(off.move_number, 9u);
}

TEST(OmokMovesJson, ErrorsHaveLinesAndColumns) {
  auto e = parse_error("[[8,8],\n  [8]]");
  EXPECT_EQ(e.line, 2u);
  EXPECT_EQ(e.column, 5u);
  EXPECT_EQ(e.message, "expected ',' and the column of the move [row, col], found ']'");
  e = parse_error("[[8,8,8]]");
  EXPECT_EQ(e.column, 6u);
  EXPECT_EQ(e.message, "expected ']' after the column (a move is [row, col]), found ','");
  e = parse_error("[[8.5,8]]");
  EXPECT_EQ(e.column, 3u);
  EXPECT_EQ(e.message,
            "expected the row of the move [row, col] (an integer from -1000000000 to 1000000000), "
            "found 8.5");
  EXPECT_EQ(parse_error("[[1,99999999999]]").column, 5u);
  EXPECT_EQ(parse_error("[[08,1]]").column, 3u);
  e = parse_error("[[1,1], true]");
  EXPECT_EQ(e.column, 9u);
  EXPECT_EQ(e.message,
            "expected a move: [row, col], \"h8\", or a pass (null, [-1,-1] or \"--\"), found 't'");
  EXPECT_EQ(parse_error("[{\"row\": 8, \"col\": 8}]").column, 2u);
  e = parse_error("[\"h8x\"]");
  EXPECT_EQ(e.column, 5u);
  EXPECT_EQ(e.message,
            "expected a move like \"h8\" (a column letter, then a row number of 1 to 9 digits) or "
            "\"--\" (a pass), found 'x'");
  EXPECT_EQ(parse_error("[\"8h\"]").column, 3u);
  EXPECT_EQ(parse_error("[\"h1234567890\"]").column, 13u);
  e = parse_error("[[1,1]");
  EXPECT_EQ(e.message, "expected ',' or ']' after the move, found end of input");
  e = parse_error("[[1,1]] [[2,2]]");
  EXPECT_EQ(e.column, 9u);
  // Game lines: a missing, doubled or mistyped "moves"; bad JSON in the members skipped.
  e = parse_error("{\"game\": 1}");
  EXPECT_EQ(e.column, 1u);
  EXPECT_EQ(parse_error("{\"moves\": [], \"moves\": []}").column, 15u);
  EXPECT_EQ(parse_error("{\"moves\": {}}").column, 11u);
  e = parse_error("{\"black\": \"a\\qb\", \"moves\": []}");
  EXPECT_EQ(e.column, 13u);
  EXPECT_EQ(parse_error("{\"ms\": [1, 2,], \"moves\": []}").column, 14u);
  EXPECT_EQ(parse_error("{\"ms\": [1 2], \"moves\": []}").column, 11u);
  EXPECT_EQ(parse_error("{\"ms\": 01, \"moves\": []}").column, 9u);
  EXPECT_EQ(parse_error("{\"x\": tru, \"moves\": []}").column, 7u);
  EXPECT_EQ(parse_error("{\"x\": \"open\n\", \"moves\": []}").line, 1u);
  // A game line and the next one: one game a run.
  e = parse_error("{\"moves\": [[8,8]]}\n{\"moves\": []}\n");
  EXPECT_EQ(e.line, 2u);
  EXPECT_EQ(e.column, 1u);
  move_list_options few;
  few.max_moves = 2;
  e = parse_error("[[1,1], [1,2], [1,3]]", few);
  EXPECT_EQ(e.column, 16u);
  EXPECT_EQ(e.message, "expected at most 2 moves, found more");
}

// Members beside "moves" are skipped with an explicit stack: deep nesting is an error at the
// bracket past the bound, never a deep recursion.
TEST(OmokMovesJson, DeepNestingIsRefusedWithoutRecursion) {
  const std::string deep = "{\"x\": " + std::string(1'000'000, '[');
  const input_error e = parse_error(deep);
  EXPECT_EQ(e.column, 7u + 256u);
  EXPECT_EQ(e.message, "expected at most 256 nested arrays or objects, found '['");
  const std::string fine =
      "{\"x\": " + std::string(256, '[') + std::string(256, ']') + ", \"moves\": [null]}";
  EXPECT_EQ(must_parse(fine).moves.size(), 1u);
  const std::string objects =
      "{\"x\": {\"a\": {\"b\": [{}, [], {\"c\": [1, -2.5e+3, true]}]}}, "
      "\"moves\": [[1,1]], \"y\": \"\\u00e9\\\"\"}";
  EXPECT_EQ(must_parse(objects).moves.size(), 1u);
}

// The twin: random games (stones, passes, off-board points) written as row-col lines and as JSON
// in every move form, with random blanks, read to the same moves and refereed to the same result.
TEST(OmokMovesJson, AgreesWithTheRowColReaderOnRandomGames) {
  const unsigned seed = std::random_device{}();
  std::mt19937 rng(seed);
  SCOPED_TRACE("seed " + std::to_string(seed));
  const char* blanks[] = {"", " ", "\n", "\t", " \r\n "};
  for (int round = 0; round < 300; ++round) {
    const std::size_t n = 5 + rng() % 15;
    move_list_options options;
    options.rows = options.cols = n;
    std::string rows_text, json = "[";
    const std::size_t count = rng() % 60;
    for (std::size_t i = 0; i < count; ++i) {
      const auto blank = [&] { return std::string(blanks[rng() % 5]); };
      if (i > 0) json += blank() + ",";
      json += blank();
      if (rng() % 8 == 0) {
        rows_text += "-1 -1\n";
        json += std::string(rng() % 2 ? "null" : rng() % 2 ? "[-1,-1]" : "\"--\"");
        continue;
      }
      const long long r = 1 + static_cast<long long>(rng() % (n + 1));  // n + 1: off the board
      const long long c = 1 + static_cast<long long>(rng() % n);
      rows_text += std::to_string(r) + " " + std::to_string(c) + "\n";
      if (rng() % 3 == 0 && r <= static_cast<long long>(n)) {
        json += "\"" + std::string(1, static_cast<char>('a' + c - 1)) +
                std::to_string(static_cast<long long>(n) - r + 1) + "\"";
      } else {
        json += "[" + blank() + std::to_string(r) + blank() + "," + std::to_string(c) + "]";
      }
    }
    json += "]";
    if (rng() % 2) json = "{\"game\": 3, \"ms\": [[]], \"moves\": " + json + ", \"cpu_ms\": [1]}";
    const move_list a = must_parse(rows_text, options);
    const move_list b = must_parse(json, options);
    ASSERT_EQ(a.moves.size(), b.moves.size()) << json;
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
      ASSERT_EQ(a.moves[i].pass, b.moves[i].pass) << json << " move " << i;
      if (a.moves[i].pass) continue;
      ASSERT_EQ(a.moves[i].row, b.moves[i].row) << json << " move " << i;
      ASSERT_EQ(a.moves[i].col, b.moves[i].col) << json << " move " << i;
    }
    for (rule_set rule : {rule_set::standard, rule_set::renju}) {
      const game_result ra = referee_game(a, {rule, 5});
      const game_result rb = referee_game(b, {rule, 5});
      ASSERT_EQ(ra.result, rb.result) << json;
      ASSERT_EQ(ra.move_number, rb.move_number) << json;
    }
  }
}

}  // namespace
