// tessera/brain.hpp: the search finds wins, blocks, forced wins by fours; black never plays a renju
// foul (seeded random positions, the judge's forbidden_reason as the check); the protocol state
// machine; and through the real match manager, `tessera brain` beats a random mover 100 games of
// 100 and plays legally under every rule.
#include "tessera/brain.hpp"

#include <gtest/gtest.h>

#include <random>

#include "tessera/match.hpp"

namespace tessera::brain {
namespace {

omok::board board_of(std::initializer_list<std::pair<int, int>> black,
                     std::initializer_list<std::pair<int, int>> white, int side = 15) {
  omok::board b(static_cast<std::size_t>(side), static_cast<std::size_t>(side));
  for (auto [x, y] : black)
    b.at(static_cast<std::size_t>(y), static_cast<std::size_t>(x)) = omok::black;
  for (auto [x, y] : white)
    b.at(static_cast<std::size_t>(y), static_cast<std::size_t>(x)) = omok::white;
  return b;
}

search_limits depth(int d) {
  search_limits l;
  l.max_depth = d;
  return l;
}

TEST(Brain, TakesTheWinAndBlocksTheOpponentsFive) {
  // Black has four in a row 3..6 on y=7 (open at both ends): black to move wins at 2 or 7.
  const omok::board b =
      board_of({{3, 7}, {4, 7}, {5, 7}, {6, 7}}, {{3, 8}, {4, 8}, {5, 8}, {9, 9}});
  for (auto rule : {omok::rule_set::freestyle, omok::rule_set::standard, omok::rule_set::renju,
                    omok::rule_set::caro}) {
    const cell c = choose_move(b, omok::black, {rule, 5}, depth(3));
    EXPECT_TRUE(c == (cell{2, 7}) || c == (cell{7, 7})) << c.x << "," << c.y;
  }
  // White to move, with only a three of its own, must block black's four at its one open end.
  const omok::board w =
      board_of({{3, 7}, {4, 7}, {5, 7}, {6, 7}, {0, 0}}, {{7, 7}, {4, 8}, {5, 8}, {6, 8}});
  EXPECT_EQ(choose_move(w, omok::white, {omok::rule_set::freestyle, 5}, depth(3)), (cell{2, 7}));
}

TEST(Brain, StopsAnOpenThree) {
  // White's open three 5..7 on y=7; black, with nothing of its own, must take a point of that row
  // (an end, or the point beyond an end) or lose to an open four.
  const omok::board b = board_of({{2, 2}, {12, 12}, {2, 12}}, {{5, 7}, {6, 7}, {7, 7}});
  for (int d : {2, 4}) {
    const cell c = choose_move(b, omok::black, {omok::rule_set::freestyle, 5}, depth(d));
    EXPECT_EQ(c.y, 7) << "depth " << d << ": " << c.x << "," << c.y;
    EXPECT_TRUE(c.x == 3 || c.x == 4 || c.x == 8 || c.x == 9) << "depth " << d << ": " << c.x;
  }
}

TEST(Brain, FindsAFourFourByVcfButNotAsBlackUnderRenju) {
  // Closed threes across (5..7, 7; white at 4,7) and down (9, 4..6; white at 9,3): 9,7 makes two
  // fours at once (a double four), a forced win, and a renju foul for black.
  const omok::board b = board_of({{5, 7}, {6, 7}, {7, 7}, {9, 4}, {9, 5}, {9, 6}},
                                 {{4, 7}, {9, 3}, {0, 0}, {14, 14}, {0, 14}, {14, 0}});
  search_stats st;
  EXPECT_EQ(choose_move(b, omok::black, {omok::rule_set::freestyle, 5}, depth(2), &st),
            (cell{9, 7}));
  EXPECT_TRUE(st.vcf);
  omok::board scratch = b;
  ASSERT_EQ(omok::forbidden_reason(scratch, 7, 9, {}), omok::foul::double_four);
  EXPECT_NE(choose_move(b, omok::black, {omok::rule_set::renju, 5}, depth(2)), (cell{9, 7}));
}

TEST(Brain, BlackNeverPlaysARenjuFoul) {
  const std::uint32_t seed = 13;
  std::mt19937 rng(seed);
  int checked = 0;
  for (int round = 0; round < 40; ++round) {
    // A position from random play near the centre (fouls and all: only the brain's move counts).
    omok::board b(15, 15);
    const int moves = 10 + 2 * static_cast<int>(rng() % 12);
    for (int i = 0; i < moves; ++i) {
      std::size_t r = 0, c = 0;
      do {
        r = 3 + rng() % 9;
        c = 3 + rng() % 9;
      } while (b.at(r, c) != omok::empty);
      b.at(r, c) = i % 2 == 0 ? omok::black : omok::white;
    }
    if (!omok::winning_lines(b, {omok::rule_set::renju, 5}).empty()) continue;
    const cell m = choose_move(b, omok::black, {omok::rule_set::renju, 5}, depth(2));
    ASSERT_EQ(b.at(static_cast<std::size_t>(m.y), static_cast<std::size_t>(m.x)), omok::empty);
    omok::board scratch = b;
    EXPECT_EQ(omok::forbidden_reason(scratch, static_cast<std::size_t>(m.y),
                                     static_cast<std::size_t>(m.x), {}),
              omok::foul::none)
        << "seed " << seed << " round " << round << " move " << m.x << "," << m.y;
    ++checked;
  }
  EXPECT_GT(checked, 20);
}

// Without a limit per move the brain thinks seconds, not minutes (issue 22: `tessera match`
// without tc= sends timeout_turn 2147483647, and the deepening took minutes a move).
TEST(Brain, NoTurnLimitMeansTheDefaultThinkingTime) {
  session::options o;
  session fresh(o);
  EXPECT_EQ(fresh.budget_ms(), 2000 - 30);  // nothing said: the default
  session s(o);
  EXPECT_EQ(s.handle("START 15"), std::vector<std::string>{"OK"});
  EXPECT_TRUE(s.handle("INFO timeout_turn 2147483647").empty());
  EXPECT_TRUE(s.handle("INFO timeout_match 0").empty());
  EXPECT_TRUE(s.handle("INFO time_left 2147483647").empty());
  EXPECT_EQ(s.budget_ms(), 2000 - 30);
  EXPECT_TRUE(s.handle("INFO timeout_turn 0").empty());
  EXPECT_EQ(s.budget_ms(), 100 - 30);  // 0: as fast as possible
  EXPECT_TRUE(s.handle("INFO timeout_turn 60000").empty());
  EXPECT_EQ(s.budget_ms(), 60000 - 30);  // a limit given is followed, minutes too
  o.default_turn_ms = 500;               // tessera brain --think 0.5
  session quick(o);
  EXPECT_EQ(quick.handle("START 15"), std::vector<std::string>{"OK"});
  EXPECT_TRUE(quick.handle("INFO timeout_turn 2147483647").empty());
  EXPECT_EQ(quick.budget_ms(), 500 - 30);
}

TEST(Brain, SpeaksTheProtocol) {
  session::options o;
  o.max_depth = 2;
  session s(o);
  EXPECT_EQ(s.handle("BEGIN"), std::vector<std::string>{"ERROR expected START first"});
  EXPECT_EQ(s.handle("START 15\r"), std::vector<std::string>{"OK"});
  EXPECT_TRUE(s.handle("INFO timeout_turn 1000").empty());
  EXPECT_TRUE(s.handle("INFO rule 4").empty());
  EXPECT_EQ(s.budget_ms(), 1000 - 30);  // the turn limit less the margin
  EXPECT_TRUE(s.handle("INFO timeout_match 10000").empty());
  EXPECT_TRUE(s.handle("INFO time_left 1200").empty());
  EXPECT_EQ(s.budget_ms(), 1200 / 12 - 30);  // a twelfth of what is left, less the margin
  EXPECT_EQ(s.handle("BEGIN"), std::vector<std::string>{"7,7"});
  const auto reply = s.handle("TURN 8,8");
  ASSERT_EQ(reply.size(), 1u);
  EXPECT_NE(reply[0], "8,8");
  EXPECT_NE(reply[0], "7,7");
  EXPECT_EQ(s.handle("TURN 8,8")[0], "ERROR 8,8 is occupied");
  EXPECT_EQ(s.handle("TURN 15,0")[0].substr(0, 5), "ERROR");
  // BOARD: white (own = 2 stones? no: own = 1) to move after three stones; it blocks a four.
  EXPECT_TRUE(s.handle("BOARD").empty());
  for (const char* l : {"3,7,2", "4,7,2", "5,7,2", "6,7,2", "4,8,1", "5,8,1", "6,8,1"})
    EXPECT_TRUE(s.handle(l).empty());
  const auto block = s.handle("DONE");
  ASSERT_EQ(block.size(), 1u);
  EXPECT_TRUE(block[0] == "2,7" || block[0] == "7,7") << block[0];
  EXPECT_EQ(s.handle("TAKEBACK 2,7"), std::vector<std::string>{"OK"});
  EXPECT_EQ(s.handle("RECTSTART 20,10"), std::vector<std::string>{"OK"});
  EXPECT_EQ(s.handle("BEGIN"), std::vector<std::string>{"10,5"});
  EXPECT_EQ(s.handle("START 3"), std::vector<std::string>{"ERROR unsupported board size"});
  EXPECT_EQ(s.handle("ABOUT")[0].substr(0, 14), "name=\"tessera\"");
  EXPECT_EQ(s.handle("FROBNICATE")[0], "UNKNOWN FROBNICATE");
  EXPECT_FALSE(s.ended());
  s.handle("END");
  EXPECT_TRUE(s.ended());
}

match::engine_spec brain_engine(const std::string& name) {
  match::engine_spec e;
  e.cmd = TESSERA_CLI;
  e.name = name;
  e.args = {"brain", "--depth", "2"};
  e.tc.turn_ms = 5000;
  return e;
}

TEST(Brain, BeatsARandomMoverAHundredGamesOfAHundred) {
  match::match_options o;
  o.engines[0] = brain_engine("brain");
  o.engines[1].cmd = TESSERA_FAKE_ENGINE;
  o.engines[1].name = "random";
  o.engines[1].args = {"random", "11"};
  o.engines[1].tc.turn_ms = 5000;
  o.games = 100;
  o.concurrency = 2;
  const std::vector<match::opening> ops =
      match::parse_openings("0,0\n1,1\n-2,0\n0,3\n2,-2\n", 15, 15).value();
  o.openings = ops;
  auto r = match::run_match(o, {});
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r.value().games.size(), 100u);
  for (const match::game_record& g : r.value().games) {
    const std::size_t winner = g.winner == 1 ? g.black : 1 - g.black;
    EXPECT_TRUE(g.winner != 0 && winner == 0 && g.reason == match::end_reason::five)
        << "game " << g.game << ": " << match::reason_name(g.reason) << " " << g.detail;
  }
}

TEST(Brain, PlaysLegallyUnderEveryRule) {
  for (match::rule rule : {match::rule::freestyle, match::rule::standard, match::rule::renju,
                           match::rule::caro, match::rule::caro6}) {
    match::match_options o;
    o.engines[0] = brain_engine("one");
    o.engines[1] = brain_engine("two");
    o.game_rule = rule;
    o.games = 2;
    o.repeat = true;
    o.concurrency = 2;
    o.openings = match::parse_openings("0,0, 1,0, 3,3\n", 15, 15).value();
    auto r = match::run_match(o, {});
    ASSERT_TRUE(r.ok());
    for (const match::game_record& g : r.value().games) {
      EXPECT_TRUE(g.reason == match::end_reason::five || g.reason == match::end_reason::full)
          << match::rule_name(rule) << " game " << g.game << ": " << match::reason_name(g.reason)
          << " " << g.detail;
    }
  }
}

}  // namespace
}  // namespace tessera::brain
