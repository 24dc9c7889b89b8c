// Golden cases for the two caro rules (tessera/omok.hpp: rule_set::caro, rule_set::caro6), taken
// from a public engine's test suite: AlphaGomoku by Maciej Kozarzewski,
// github.com/MaciejKozarzewski/AlphaGomoku, test/game/test_caro.cpp (TEST(TestCaro5, ...) and
// TEST(TestCaro6, ...)). AlphaGomoku's CARO5 is Gomocup's caro ("INFO rule 9", our `caro`) and
// its CARO6 is Piskvork's older rule ("INFO rule 8", our `caro6`): its Gomocup protocol maps rule
// 8 to CARO6 and rule 9 to CARO5 (src/protocols/GomocupProtocol.cpp).
//
// The boards are AlphaGomoku's, transcribed: rows from the top (its row 0 first), columns a..o left
// to right, 'X' cross (the side to move), 'O' circle, '.' empty, and '!' marks the empty points its
// tests play a cross on. Each case is one of its EXPECT_EQ lines: the move (its notation: column
// letter, 0-based row) and whether the cross then wins (CROSS_WIN) or not (UNKNOWN).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tessera/omok.hpp"
#include "tessera/omok_referee.hpp"

namespace {

using namespace tessera::omok;

// AlphaGomoku TestCaro5/TestCaro6 "WinIn1": twelve points that each make an unblocked five.
const std::vector<std::string> win_in_1 = {
    "!..X..!........",  //
    "X..X...X.......",  //
    "X..X....X......",  //
    "X..!.....X.....",  //
    "X..X..X...X....",  //
    "!......X...!...",  //
    "........!......",  //
    ".........X.!...",  //
    "..........X....",  //
    ".XXX!X...X.....",  //
    "........X.....!",  //
    "!XXXX!.X.....X.",  //
    "......!.....X..",  //
    "...........X...",  //
    "..........X....",  //
};

// AlphaGomoku "Overline": a0 makes five (rows 0-4 of column a), a5 makes six (rows 1-6).
const std::vector<std::string> overline = {
    "!..............", "X..............", "X..............", "X..............", "X..............",
    "!..............", "X..............", "...............", "...............", "...............",
    "...............", "...............", "...............", "...............", "...............",
};

// AlphaGomoku "Blocked": a4 makes a five between two circles; h5 a six on the '/' diagonal between
// circles at k2 and d9; o8 a six in column o with a circle below it only.
const std::vector<std::string> blocked = {
    "O..............",  //
    "X..............",  //
    "X.........O....",  //
    "X........X.....",  //
    "!.......X......",  //
    "X......!.......",  //
    "O.....X.......X",  //
    ".....X........X",  //
    "....X.........!",  //
    "...O..........X",  //
    "..............X",  //
    "..............X",  //
    "..............O",  //
    "...............",  //
    "...............",  //
};

board from_rows(const std::vector<std::string>& rows) {
  board b(rows.size(), rows[0].size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      const char ch = rows[r][c];
      b.at(r, c) = ch == 'X' ? black : ch == 'O' ? white : empty;
    }
  }
  return b;
}

struct golden_case {
  const std::vector<std::string>* rows;
  const char* move;  // AlphaGomoku's notation: column letter, then its 0-based row from the top
  bool caro_wins;    // its CARO5 expectation
  bool caro6_wins;   // its CARO6 expectation
};

const golden_case cases[] = {
    {&win_in_1, "a0", true, true},  {&win_in_1, "a5", true, true},  {&win_in_1, "d3", true, true},
    {&win_in_1, "a11", true, true}, {&win_in_1, "f11", true, true}, {&win_in_1, "e9", true, true},
    {&win_in_1, "g0", true, true},  {&win_in_1, "l5", true, true},  {&win_in_1, "i6", true, true},
    {&win_in_1, "l7", true, true},  {&win_in_1, "g12", true, true}, {&win_in_1, "o10", true, true},
    {&overline, "a0", true, true},  {&overline, "a5", false, true}, {&blocked, "a4", false, false},
    {&blocked, "h5", false, true},  {&blocked, "o8", false, true},
};

// Whether, with a cross played at `move`, the judge finds a black winning line through it.
bool wins_with(const golden_case& g, rule_set rule) {
  board b = from_rows(*g.rows);
  const std::string move = g.move;
  const auto col = static_cast<std::size_t>(move[0] - 'a');
  const auto row = static_cast<std::size_t>(std::stoi(move.substr(1)));
  EXPECT_EQ((*g.rows)[row][col], '!') << move << " is not one of the test's marked points";
  b.at(row, col) = black;
  for (const line& l : winning_lines(b, {rule, 5})) {
    for (std::size_t i = 0; i < l.length; ++i) {
      if (l.colour == black && l.row_at(i) == row && l.col_at(i) == col) return true;
    }
  }
  return false;
}

TEST(CaroGolden, AlphaGomokuCaro5IsOurCaro) {
  for (const golden_case& g : cases) {
    EXPECT_EQ(wins_with(g, rule_set::caro), g.caro_wins) << g.move;
  }
}

TEST(CaroGolden, AlphaGomokuCaro6IsOurCaro6) {
  for (const golden_case& g : cases) {
    EXPECT_EQ(wins_with(g, rule_set::caro6), g.caro6_wins) << g.move;
  }
}

// The referee decides through the same rule: the cases replayed as games (the crosses of the board,
// then the marked move, with circles' moves interleaved and a far-away filler when circles run
// out).
TEST(CaroGolden, RefereeAgrees) {
  for (const golden_case& g : cases) {
    for (rule_set rule : {rule_set::caro, rule_set::caro6}) {
      const board b = from_rows(*g.rows);
      std::vector<std::pair<std::size_t, std::size_t>> crosses;
      std::vector<std::pair<std::size_t, std::size_t>> circles;
      for (std::size_t r = 0; r < b.rows; ++r) {
        for (std::size_t c = 0; c < b.cols; ++c) {
          if (b.at(r, c) == black) crosses.push_back({r, c});
          if (b.at(r, c) == white) circles.push_back({r, c});
        }
      }
      // The cross count is what decides; circles beyond it are not needed by these boards.
      ASSERT_LE(circles.size(), crosses.size());
      // A 15x40 board: columns 16.. on the right are filler for circles' extra moves.
      referee ref(15, 40, {rule, 5});
      std::size_t filler = 0;
      auto next_filler = [&] {
        // Every other cell of every other row: no two filler stones touch.
        const std::size_t r = (filler / 12) * 2;
        const std::size_t c = 16 + (filler % 12) * 2;
        ++filler;
        return std::pair<std::size_t, std::size_t>{r, c};
      };
      bool decided_early = false;
      for (std::size_t i = 0; i < crosses.size(); ++i) {
        const auto [r, c] = crosses[i];
        decided_early |=
            ref.play(static_cast<std::int64_t>(r + 1), static_cast<std::int64_t>(c + 1)).result !=
            outcome::playing;
        const auto [wr, wc] = i < circles.size() ? circles[i] : next_filler();
        decided_early |=
            ref.play(static_cast<std::int64_t>(wr + 1), static_cast<std::int64_t>(wc + 1)).result !=
            outcome::playing;
      }
      ASSERT_FALSE(decided_early) << g.move;
      const std::string move = g.move;
      const auto col = static_cast<std::int64_t>(move[0] - 'a') + 1;
      const auto row = static_cast<std::int64_t>(std::stoi(move.substr(1))) + 1;
      const bool expected = rule == rule_set::caro ? g.caro_wins : g.caro6_wins;
      EXPECT_EQ(ref.play(row, col).result == outcome::win, expected)
          << g.move << " under " << rule_name(rule);
    }
  }
}

}  // namespace
