// tessera/match_records.hpp (and the plain-data parsers of tessera/match.hpp): time controls,
// openings files with their errors, the records (a .psq re-read by the referee's own parser gives
// back the moves), and the tallies the final table is made of.
#include "tessera/match_records.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tessera/omok_referee.hpp"

namespace tessera::match {
namespace {

TEST(MatchRecords, TimeControls) {
  auto tc = parse_time_control("180/5");
  ASSERT_TRUE(tc.ok());
  EXPECT_EQ(tc.value().match_ms, 180000);
  EXPECT_EQ(tc.value().turn_ms, 5000);
  EXPECT_EQ(tc.value().increment_ms, 0);
  tc = parse_time_control("0/0.05+0.1");
  ASSERT_TRUE(tc.ok());
  EXPECT_EQ(tc.value().match_ms, 0);
  EXPECT_EQ(tc.value().turn_ms, 50);
  EXPECT_EQ(tc.value().increment_ms, 100);
  for (const char* bad :
       {"5", "a/b", "1/2+", "-1/2", "1e3/2", "inf/1", "1..2/3", "/", "1/2/3", "99999999/1"})
    EXPECT_FALSE(parse_time_control(bad).ok()) << bad;
}

TEST(MatchRecords, OpeningsInBothForms) {
  auto ops = parse_openings("# comment\n\n0,0, 1,1, -1,2\r\nh8 i9j7\n  -7,-7\n", 15, 15);
  ASSERT_TRUE(ops.ok()) << ops.error().message;
  ASSERT_EQ(ops.value().size(), 3u);
  EXPECT_EQ(ops.value()[0].stones, (std::vector<point>{{7, 7}, {8, 8}, {6, 9}}));
  EXPECT_EQ(ops.value()[0].line, 3u);
  EXPECT_EQ(ops.value()[0].text, "0,0, 1,1, -1,2");
  // h8: column h (x 7), row 8 from the bottom of 15 (y 7).
  EXPECT_EQ(ops.value()[1].stones, (std::vector<point>{{7, 7}, {8, 6}, {9, 8}}));
  EXPECT_EQ(ops.value()[2].stones, (std::vector<point>{{0, 0}}));
  // On a rectangle the centre is (cols/2, rows/2).
  EXPECT_EQ(parse_openings("0,0\n", 20, 10).value()[0].stones, (std::vector<point>{{10, 5}}));
}

TEST(MatchRecords, OpeningErrorsSayWhere) {
  struct bad_case {
    const char* text;
    std::size_t line, column;
    const char* says;
  };
  for (const bad_case& c :
       {bad_case{"0,0\n0,x\n", 2, 3, "expected an offset dy"},
        bad_case{"0,0, 8,0\n", 1, 6, "on the 15x15 board"},
        bad_case{"0,0, 0,0\n", 1, 6, "distinct"}, bad_case{"h8 h\n", 1, 5, "row number"},
        bad_case{"h8 7\n", 1, 4, "column letter"}, bad_case{"0,0, 1\n", 1, 7, "dy"}}) {
    auto r = parse_openings(c.text, 15, 15);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_EQ(r.error().line, c.line) << c.text;
    EXPECT_EQ(r.error().column, c.column) << c.text << ": " << r.error().message;
    EXPECT_NE(r.error().message.find(c.says), std::string::npos) << r.error().message;
  }
}

game_record sample_game() {
  game_record g;
  g.game = 3;
  g.pair = 2;
  g.black = 1;
  g.black_name = "b";
  g.white_name = "w";
  g.opening = "0,0";
  g.winner = 1;
  g.reason = end_reason::five;
  for (int i = 0; i < 5; ++i) {
    g.moves.push_back({i, 7});  // black across y = 7
    g.ms.push_back(10 * i);
    if (i < 4) {
      g.moves.push_back({i, 9});  // white
      g.ms.push_back(1);
    }
  }
  return g;
}

TEST(MatchRecords, PsqReadBackByTheRefereeGivesTheSameGame) {
  const game_record g = sample_game();
  const std::string psq = record_psq(g, 15, 15);
  EXPECT_EQ(psq.substr(0, psq.find('\n')), "Piskvorky 15x15, 11:11, 0");
  auto parsed = omok::parse_moves(psq, {});
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  ASSERT_EQ(parsed.value().moves.size(), g.moves.size());
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    EXPECT_EQ(parsed.value().moves[i].col, g.moves[i].x + 1);
    EXPECT_EQ(parsed.value().moves[i].row, g.moves[i].y + 1);
  }
  const auto res = omok::referee_game(parsed.value(), {omok::rule_set::freestyle, 5});
  EXPECT_EQ(res.result, omok::outcome::win);
  EXPECT_EQ(res.move_number, g.moves.size());
}

TEST(MatchRecords, JsonPgnSgf) {
  const game_record g = sample_game();
  const auto doc = nlohmann::json::parse(record_json(g));
  EXPECT_EQ(doc["game"], 3);
  EXPECT_EQ(doc["result"], "black");
  EXPECT_EQ(doc["reason"], "five");
  EXPECT_EQ(doc["moves"][0], nlohmann::json::array({8, 1}));  // [row, col], 1-based
  EXPECT_EQ(doc["moves"].size(), doc["ms"].size());
  const std::string pgn = record_pgn(g, 15, 15, rule::renju);
  EXPECT_NE(pgn.find("[Black \"b\"]\n[White \"w\"]\n[Result \"0-1\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("1. a8 a6 2. b8"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find(" 0-1\n\n"), std::string::npos);
  const std::string sgf = record_sgf(g, 20, 10, rule::caro6);
  EXPECT_EQ(sgf.substr(0, 23), "(;GM[4]FF[4]CA[UTF-8]AP");
  EXPECT_NE(sgf.find("SZ[20:10]"), std::string::npos);
  EXPECT_NE(sgf.find(";B[ah];W[aj];B[bh]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("RE[B+]"), std::string::npos);
}

TEST(MatchRecords, TalliesAndTable) {
  // Engine 0's view. Pair 1: engine 0 wins as black, draws as white (3 half points); pair 2: two
  // losses (0); game 5: an unpaired win.
  std::vector<game_record> games(5);
  const int black[5] = {0, 1, 0, 1, 0};
  const int winner[5] = {1, 0, 2, 1, 1};
  for (std::size_t i = 0; i < 5; ++i) {
    games[i].game = i + 1;
    games[i].pair = i / 2 + 1;
    games[i].black = static_cast<std::size_t>(black[i]);
    games[i].winner = winner[i];
    games[i].reason = winner[i] == 0 ? end_reason::full : end_reason::five;
  }
  const score_counts c = count_scores(games);
  EXPECT_EQ(c.wins, 2u);
  EXPECT_EQ(c.losses, 2u);
  EXPECT_EQ(c.draws, 1u);
  const pair_counts p = count_pairs(games);
  EXPECT_EQ(p.total(), 2u);
  EXPECT_EQ(p.pairs[3], 1u);
  EXPECT_EQ(p.pairs[0], 1u);
  const std::string names[2] = {"one", "two"};
  const sprt_options test;
  const std::string table = results_table(games, names, true, &test);
  EXPECT_NE(table.find("one         2     2     1   50.0%"), std::string::npos) << table;
  EXPECT_NE(table.find("black won 3, white won 1, drawn 1"), std::string::npos) << table;
  EXPECT_NE(table.find("endings: five 4, full 1"), std::string::npos) << table;
  EXPECT_NE(table.find("(pentanomial, 2 pairs)"), std::string::npos) << table;
  EXPECT_NE(table.find("SPRT elo0=0 elo1=5"), std::string::npos) << table;
}

// A match stopped (Ctrl-C) before any game ended: the table, and no Elo or SPRT line (issue 22: it
// printed "Elo one - two: -inf, no finite estimate: every game went one way (0 games)").
TEST(MatchRecords, NoGameNoEstimate) {
  const std::string names[2] = {"one", "two"};
  const sprt_options test;
  const std::string table = results_table({}, names, true, &test);
  EXPECT_NE(table.find("games 0: black won 0, white won 0, drawn 0"), std::string::npos) << table;
  EXPECT_EQ(table.find("Elo"), std::string::npos) << table;
  EXPECT_EQ(table.find("SPRT"), std::string::npos) << table;
}

}  // namespace
}  // namespace tessera::match
