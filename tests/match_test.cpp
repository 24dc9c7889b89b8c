// tessera/match.hpp against real processes: the fake engines of tests/engines/ misbehave in every
// way the manager must survive, and each gives its verdict and reason. Time limits are short but
// the outcomes never depend on the machine's load: a hanger never answers, a slow engine is
// seconds past a limit of half a second, and fast engines answer within milliseconds of a
// one-second tolerance.
#include "tessera/match.hpp"

#include <dirent.h>
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cctype>
#include <cerrno>
#include <fstream>
#include <numeric>

#include "tessera/match_records.hpp"
#include "tessera/omok_referee.hpp"

namespace tessera::match {
namespace {

engine_spec fake(const std::string& name, std::vector<std::string> args) {
  engine_spec e;
  e.cmd = TESSERA_FAKE_ENGINE;
  e.name = name;
  e.args = std::move(args);
  e.tc.turn_ms = 5000;
  return e;
}

match_options two(engine_spec a, engine_spec b, std::size_t games = 2) {
  match_options o;
  o.engines[0] = std::move(a);
  o.engines[1] = std::move(b);
  o.games = games;
  o.tolerance_ms = 1000;
  return o;
}

match_summary play(const match_options& o) {
  auto r = run_match(o, {});
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
  return r.ok() ? std::move(r).value() : match_summary{};
}

// The winner's engine index, or -1 for a draw.
int winner_engine(const game_record& g) {
  if (g.winner == 0) return -1;
  return static_cast<int>(g.winner == 1 ? g.black : 1 - g.black);
}

std::size_t open_fds() {
  std::size_t n = 0;
  DIR* d = opendir("/proc/self/fd");
  while (const dirent* e = readdir(d)) n += e->d_name[0] != '.';
  closedir(d);
  return n;
}

TEST(Match, RandomMoversPlayWholeGamesThatTheRefereeConfirms) {
  const std::size_t fds = open_fds();
  match_summary s = play(two(fake("a", {"random", "1"}), fake("b", {"lf"}), 4));
  ASSERT_EQ(s.games.size(), 4u);
  for (const game_record& g : s.games) {
    EXPECT_TRUE(g.reason == end_reason::five || g.reason == end_reason::full) << g.detail;
    EXPECT_EQ(g.moves.size(), g.ms.size());
    // Replayed by the referee on its own, the record ends the same way, on its last move.
    omok::move_list list;
    list.rows = list.cols = 15;
    for (const point& p : g.moves) list.moves.push_back(omok::move{p.y + 1, p.x + 1});
    const auto res = omok::referee_game(list, {omok::rule_set::freestyle, 5});
    EXPECT_EQ(res.move_number, g.moves.size());
    if (g.reason == end_reason::five) {
      EXPECT_EQ(res.result, omok::outcome::win);
      EXPECT_EQ(res.verdict.colour, g.winner);
    }
  }
  EXPECT_EQ(s.games[0].black, 0u);
  EXPECT_EQ(s.games[1].black, 1u);  // colours alternate
  // Every engine was reaped and every pipe closed.
  EXPECT_EQ(waitpid(-1, nullptr, WNOHANG), -1);
  EXPECT_EQ(errno, ECHILD);
  EXPECT_EQ(open_fds(), fds);
}

struct misbehaviour {
  std::vector<std::string> args;
  end_reason reason;
  const char* detail;  // a part of the detail sentence
};

// The fake engine's arguments joined by '_': gtest prints the parameter with it, and ctest names
// each case by that (gtest_discover_tests), so the names stay the same from run to run (by default
// gtest printed the parameter's bytes, pointers included: another ctest name every run).
std::string name_of(const misbehaviour& m) {
  std::string name;
  for (const std::string& a : m.args) {
    if (!name.empty()) name += '_';
    for (const char c : a) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  }
  return name;
}
void PrintTo(const misbehaviour& m, std::ostream* os) { *os << name_of(m); }

class Misbehaving : public ::testing::TestWithParam<misbehaviour> {};

TEST_P(Misbehaving, LosesWithItsReasonInBothColours) {
  const misbehaviour& m = GetParam();
  match_options o = two(fake("bad", m.args), fake("good", {"random", "7"}));
  o.engines[0].memory_mib = 64;
  o.engines[0].tc.turn_ms = 500;
  o.tolerance_ms = 300;
  match_summary s = play(o);
  ASSERT_EQ(s.games.size(), 2u);
  for (const game_record& g : s.games) {
    EXPECT_EQ(winner_engine(g), 1) << reason_name(g.reason) << ": " << g.detail;
    EXPECT_EQ(g.reason, m.reason) << g.detail;
    EXPECT_NE(g.detail.find(m.detail), std::string::npos) << g.detail;
  }
  EXPECT_EQ(waitpid(-1, nullptr, WNOHANG), -1);
}

INSTANTIATE_TEST_SUITE_P(
    FakeEngines, Misbehaving,
    ::testing::Values(misbehaviour{{"crash-start"}, end_reason::crash, "exit status 3"},
                      misbehaviour{{"error-start"}, end_reason::error, "ERROR unsupported"},
                      misbehaviour{{"crash-mid", "2"}, end_reason::crash, "signal 6"},
                      misbehaviour{{"hang"}, end_reason::timeout, "in time"},
                      misbehaviour{{"slow-first", "3000"}, end_reason::timeout, "in time"},
                      misbehaviour{{"illegal"}, end_reason::illegal, "off the board"},
                      misbehaviour{{"occupied"}, end_reason::occupied, "occupied"},
                      misbehaviour{{"malformed"}, end_reason::error, "hello there"},
                      misbehaviour{{"unknown"}, end_reason::error, "UNKNOWN"},
                      misbehaviour{{"hog", "256"}, end_reason::memory, "memory"}));

TEST(Match, MessageFloodsAndSlowFirstMovesWithinTheLimitAreFine) {
  match_options o = two(fake("flood", {"flood", "1000"}), fake("slow", {"slow-first", "100"}));
  o.engines[1].tc.turn_ms = 2000;
  match_summary s = play(o);
  ASSERT_EQ(s.games.size(), 2u);
  for (const game_record& g : s.games)
    EXPECT_TRUE(g.reason == end_reason::five || g.reason == end_reason::full) << g.detail;
}

TEST(Match, TheToleranceAcceptsALateReply) {
  // Limit 200 ms, tolerance 2000 ms: a first move 600 ms late is accepted (with 1.6 s to spare);
  // the same engine with a tolerance of 0 is not (the reply is 400 ms past its limit at best).
  match_options o = two(fake("late", {"slow-first", "600"}), fake("b", {"first"}), 1);
  o.engines[0].tc.turn_ms = 200;
  o.tolerance_ms = 2000;
  match_summary s = play(o);
  ASSERT_EQ(s.games.size(), 1u);
  EXPECT_NE(s.games[0].reason, end_reason::timeout) << s.games[0].detail;
  EXPECT_GE(s.games[0].ms[0], 600);
  o.tolerance_ms = 0;
  s = play(o);
  ASSERT_EQ(s.games.size(), 1u);
  EXPECT_EQ(s.games[0].reason, end_reason::timeout);
  EXPECT_EQ(winner_engine(s.games[0]), 1);
}

TEST(Match, TheMatchClockRunsOutForAnEngineThatSleepsPastIt) {
  // 1 s for the whole game and 150 ms asleep a move: out of time by its eighth move at the latest.
  match_options o = two(fake("sleeper", {"sleep", "150"}), fake("quick", {"first"}), 1);
  o.engines[0].tc = time_control{1000, 0, 0};
  o.tolerance_ms = 100;
  o.log_path = ::testing::TempDir() + "match_clock.log";
  match_summary s = play(o);
  ASSERT_EQ(s.games.size(), 1u);
  const game_record& g = s.games[0];
  EXPECT_EQ(g.reason, end_reason::timeout) << g.detail;
  EXPECT_EQ(winner_engine(g), 1);
  std::int64_t used = 0;
  for (std::size_t i = 0; i < g.ms.size(); i += 2) used += g.ms[i];
  // Every accepted move fitted in the clock plus the tolerance (1100 ms; the margin is for a
  // manager thread descheduled between reading a reply and reading the clock).
  EXPECT_LE(used, 1100 + 200);
  std::ifstream log(o.log_path);
  const std::string text((std::istreambuf_iterator<char>(log)), {});
  EXPECT_NE(text.find("sleeper > INFO time_left 1000"), std::string::npos);
  EXPECT_NE(text.find("sleeper > INFO timeout_match 1000"), std::string::npos);
}

TEST(Match, ThePausedPondererGetsNoCpuOnItsOpponentsTime) {
  // The opponent sleeps 200 ms a move; the ponderer spins a thread all the time. Paused, it runs
  // only for its own (instant) moves, so its CPU time stays far below the opponent's thinking time.
  match_options o = two(fake("ponderer", {"ponder"}), fake("sleeper", {"sleep", "200"}), 1);
  o.draw_after = 12;
  match_summary s = play(o);
  ASSERT_EQ(s.games.size(), 1u);
  const game_record& g = s.games[0];
  EXPECT_EQ(g.reason, end_reason::draw_after);
  std::int64_t opponent_ms = 0;
  for (std::size_t i = 1; i < g.ms.size(); i += 2) opponent_ms += g.ms[i];
  EXPECT_GE(opponent_ms, 6 * 200);
  EXPECT_LT(g.cpu_ms[0], opponent_ms / 2) << "ponderer CPU " << g.cpu_ms[0] << " ms";
}

TEST(Match, ConcurrencyTwoGivesTheSameRecordsAsOne) {
  match_options o = two(fake("a", {"random", "3"}), fake("b", {"random", "4"}), 8);
  const std::vector<opening> ops =
      parse_openings("0,0\n0,0, 1,1\n2,2\n-3,1, 0,0\n", 15, 15).value();
  o.openings = ops;
  o.repeat = true;
  auto text = [](const match_summary& s) {
    std::string out;
    for (game_record g : s.games) {
      g.ms.assign(g.ms.size(), 0);
      g.cpu_ms[0] = g.cpu_ms[1] = 0;
      out += record_json(g) + "\n";
    }
    return out;
  };
  const std::string one = text(play(o));
  o.concurrency = 2;
  const std::size_t fds = open_fds();
  const std::string both = text(play(o));
  EXPECT_EQ(one, both);
  EXPECT_EQ(open_fds(), fds);  // no pipe of a concurrent game left open
  EXPECT_EQ(waitpid(-1, nullptr, WNOHANG), -1);
  EXPECT_NE(one.find("\"opening\":\"0,0, 1,1\""), std::string::npos);
}

TEST(Match, RenjuFoulsLoseForBlack) {
  // Black to play x=9, y=7 after this opening: a three across (7..9, 7) and one down (9, 7..9).
  match_options o = two(fake("fouler", {"script", "9,7"}), fake("other", {"first"}), 1);
  o.game_rule = rule::renju;
  o.openings = parse_openings("0,0, -7,-7, 1,0, -7,7, 2,1, 7,-7, 2,2, 7,7\n", 15, 15).value();
  match_summary s = play(o);
  ASSERT_EQ(s.games.size(), 1u);
  EXPECT_EQ(s.games[0].reason, end_reason::forbidden);
  EXPECT_EQ(s.games[0].detail, "double-three");
  EXPECT_EQ(s.games[0].winner, 2);
  EXPECT_EQ(s.games[0].moves.back(), (point{9, 7}));
}

TEST(Match, SixInARowWinsOnlyWhereTheRuleSaysSo) {
  // Black's 6th move (move 11) joins 0..3 and 5 on y=0 into six in a row; white never connects.
  // Six wins under freestyle and caro6, not under standard or caro (exactly five): there the game
  // goes on to --draw-after 12.
  for (auto [r, wins] : {std::pair{rule::freestyle, true}, std::pair{rule::caro6, true},
                         std::pair{rule::standard, false}, std::pair{rule::caro, false}}) {
    match_options o = two(fake("six", {"script", "0,0;1,0;2,0;3,0;5,0;4,0"}),
                          fake("far", {"script", "0,5;2,5;4,5;6,5;8,5;10,5"}), 1);
    o.game_rule = r;
    o.draw_after = 12;
    match_summary s = play(o);
    ASSERT_EQ(s.games.size(), 1u);
    const game_record& g = s.games[0];
    EXPECT_EQ(g.reason, wins ? end_reason::five : end_reason::draw_after) << rule_name(r);
    EXPECT_EQ(g.moves.size(), wins ? 11u : 12u) << rule_name(r);
  }
}

TEST(Match, AFiveBlockedAtBothEndsLosesItsWinUnderCaro) {
  // Black's five 1..5 on y=0 (move 9) between white stones at 0 and 6.
  for (auto [r, wins] : {std::pair{rule::freestyle, true}, std::pair{rule::standard, true},
                         std::pair{rule::caro, false}, std::pair{rule::caro6, false}}) {
    match_options o = two(fake("five", {"script", "1,0;2,0;3,0;4,0;5,0"}),
                          fake("walls", {"script", "0,0;6,0;0,5;2,5;4,5"}), 1);
    o.game_rule = r;
    o.draw_after = 10;
    match_summary s = play(o);
    ASSERT_EQ(s.games.size(), 1u);
    EXPECT_EQ(s.games[0].reason, wins ? end_reason::five : end_reason::draw_after) << rule_name(r);
  }
}

TEST(Match, AnEngineThatCannotStartIsAStartErrorNotALoss) {
  match_options o = two(fake("a", {"first"}), fake("b", {"first"}));
  o.engines[1].cmd = "/nonexistent/engine";
  auto r = run_match(o, {});
  ASSERT_TRUE(r.ok());
  EXPECT_NE(r.value().start_error.find("/nonexistent/engine"), std::string::npos);
  EXPECT_TRUE(r.value().games.empty());
}

TEST(Match, BadOptionsAreErrors) {
  match_options o = two(fake("a", {"first"}), fake("b", {"first"}));
  o.cols = 4;
  EXPECT_FALSE(run_match(o, {}).ok());
  o.cols = 15;
  o.repeat = true;
  o.games = 3;
  EXPECT_FALSE(run_match(o, {}).ok());
  o.repeat = false;
  // An opening that already holds a five ends the game before it starts.
  o.openings = parse_openings("0,0, 0,1, 1,0, 1,1, 2,0, 2,1, 3,0, 3,1, 4,0\n", 15, 15).value();
  auto r = run_match(o, {});
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().line, 1u);
}

TEST(Match, StoppingEndsTheMatchWithTheGamesSoFar) {
  std::atomic<bool> stop{false};
  match_options o = two(fake("hang", {"hang"}), fake("b", {"first"}), 4);
  o.engines[0].tc.turn_ms = 60000;
  match_events ev;
  ev.game_done = [&](const game_record&) {};
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    stop = true;
  });
  auto r = run_match(o, ev, &stop);
  stopper.join();
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r.value().stopped);
  EXPECT_EQ(waitpid(-1, nullptr, WNOHANG), -1);
}

TEST(Match, RectangularBoardsUseRectstart) {
  match_options o = two(fake("a", {"random", "5"}), fake("b", {"random", "6"}), 2);
  o.cols = 12;
  o.rows = 7;
  match_summary s = play(o);
  ASSERT_EQ(s.games.size(), 2u);
  for (const game_record& g : s.games) {
    for (const point& p : g.moves) {
      EXPECT_LT(p.x, 12);
      EXPECT_LT(p.y, 7);
    }
  }
}

}  // namespace
}  // namespace tessera::match
