// Tests of tessera/renju.hpp: black's forbidden points under the RIF rules.
//
// Golden positions: the mintaka renju engine's published test set (github.com/junghyun397/mintaka,
// documents/renju-test-set.md and documents/renju.md), kept in tests/data/omok/ as diagrams with
// the forbidden points marked; plus cases built here for the RIF definitions (X.XXX.X double-four
// in one line, a five overriding a foul, white never forbidden, the five-point reading of a three).
#include "tessera/renju.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace tessera::omok;

struct marked_board {
  std::string name;
  board position;
  std::map<std::pair<std::size_t, std::size_t>, char> marks;  // 0-based (row, col) -> '3', '4', '6'
};

char mark_of(foul f) { return f == foul::double_three ? '3' : f == foul::double_four ? '4' : '6'; }

// Reads the diagrams: "== name" then 15 lines "15 . . X O 3 ... 15" (top row first).
std::vector<marked_board> read_boards(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << path;
  std::vector<marked_board> out;
  std::string text;
  while (std::getline(in, text)) {
    if (text.rfind("==", 0) == 0) {
      out.push_back(marked_board{text.substr(3), board(15, 15), {}});
      continue;
    }
    if (text.empty() || text[0] == '#' || out.empty()) continue;
    std::istringstream row(text);
    int number = 0;
    row >> number;
    const auto r = static_cast<std::size_t>(15 - number);
    std::string cell;
    for (std::size_t c = 0; c < 15 && row >> cell; ++c) {
      const char ch = cell[0];
      if (ch == 'X') out.back().position.at(r, c) = black;
      if (ch == 'O') out.back().position.at(r, c) = white;
      if (ch == '3' || ch == '4' || ch == '6') out.back().marks[{r, c}] = ch;
    }
  }
  return out;
}

std::map<std::pair<std::size_t, std::size_t>, char> found(const board& b,
                                                          const renju_options& options = {}) {
  std::map<std::pair<std::size_t, std::size_t>, char> out;
  for (const forbidden_point& p : forbidden_points(b, options))
    out[{p.row, p.col}] = mark_of(p.reason);
  return out;
}

std::string describe(const std::map<std::pair<std::size_t, std::size_t>, char>& marks) {
  std::string s;
  for (const auto& [rc, m] : marks) {
    s.push_back(static_cast<char>('A' + rc.second));
    s.append(std::to_string(15 - rc.first));
    s.push_back(':');
    s.push_back(m);
    s.push_back(' ');
  }
  return s.empty() ? "(none)" : s;
}

TEST(RenjuGolden, MintakaBoards) {
  const auto boards =
      read_boards(std::string(TESSERA_TEST_DATA) + "/omok/mintaka_renju_boards.txt");
  ASSERT_EQ(boards.size(), 12u);
  for (const marked_board& m : boards) {
    const auto got = found(m.position);
    EXPECT_EQ(describe(got), describe(m.marks)) << m.name;
  }
}

TEST(RenjuGolden, MintakaStrips) {
  std::ifstream in(std::string(TESSERA_TEST_DATA) + "/omok/mintaka_renju_strips.txt");
  ASSERT_TRUE(in.good());
  std::string text;
  int strips = 0;
  while (std::getline(in, text)) {
    if (text.empty() || text[0] == '#') continue;
    std::istringstream row(text);
    std::string stones;
    std::string answer;
    row >> stones >> answer;
    ASSERT_EQ(stones.size(), answer.size()) << text;
    // The strip on the middle row of a 5-row board as wide as the strip: no other line interferes.
    board b(5, stones.size());
    for (std::size_t c = 0; c < stones.size(); ++c) {
      b.at(2, c) = stones[c] == 'X' ? black : stones[c] == 'O' ? white : empty;
    }
    std::string got(stones.size(), '.');
    for (const forbidden_point& p : forbidden_points(b, {})) {
      ASSERT_EQ(p.row, 2u) << text;
      got[p.col] = mark_of(p.reason);
    }
    EXPECT_EQ(got, answer) << stones;
    ++strips;
  }
  EXPECT_EQ(strips, 13);
}

board from_rows(const std::vector<std::string>& rows) {
  board b(rows.size(), rows[0].size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      b.at(r, c) = rows[r][c] == 'X' ? black : rows[r][c] == 'O' ? white : empty;
    }
  }
  return b;
}

foul reason_at(board b, std::size_t r, std::size_t c, const renju_options& options = {}) {
  return forbidden_reason(b, r, c, options);
}

// RIF: "Two fours in one line" — filling the middle of X.X.X.X gives X.XXX.X: a double-four.
TEST(RenjuRules, DoubleFourInOneLine) {
  const board b = from_rows({"...............", "...............", "...X.X.X.X.....",
                             "...............", "..............."});
  EXPECT_EQ(reason_at(b, 2, 6), foul::double_four);
  // A straight four (two completion points five apart) is one four, not two.
  const board single = from_rows({"...............", "...............", "...XX.X........",
                                  "...............", "..............."});
  EXPECT_EQ(reason_at(single, 2, 5), foul::none);
}

// A five made by the same stone overrides an overline and a double-four elsewhere.
TEST(RenjuRules, FiveOverridesFouls) {
  board b(15, 15);
  for (std::size_t c = 3; c < 7; ++c) b.at(7, c) = black;  // row 7: XXXX, (7,7) makes five
  for (std::size_t r = 3; r < 7; ++r)
    b.at(r, 7) = black;  // column 7: rows 3..6 and 8: (7,7) makes six
  b.at(8, 7) = black;
  EXPECT_EQ(reason_at(b, 7, 7), foul::none);
  board c = b;
  c.at(7, 3) = empty;  // without the five the overline is forbidden
  EXPECT_EQ(reason_at(c, 7, 7), foul::overline);
  board d(15, 15);
  for (std::size_t k = 3; k < 7; ++k) d.at(7, k) = black;          // row: five at (7,7)
  for (std::size_t k = 4; k < 7; ++k) d.at(k, 7) = black;          // column: a four
  for (std::size_t k = 1; k < 4; ++k) d.at(7 - k, 7 + k) = black;  // '/' diagonal: a four
  EXPECT_EQ(reason_at(d, 7, 7), foul::none);
  d.at(7, 3) = empty;
  d.at(7, 4) = empty;
  EXPECT_EQ(reason_at(d, 7, 7), foul::double_four);
}

// White has no forbidden points: white's shapes never make a point forbidden.
TEST(RenjuRules, WhiteNeverForbidden) {
  board b = from_rows({"...............", "...............", "...O.O.O.O.....", "...............",
                       "...............", "...OO..........", ".....O.........", ".....O........."});
  EXPECT_TRUE(forbidden_points(b, {}).empty());
  // The same shapes in black: (2,6) is a double-four, (5,5) a double-three.
  for (auto& v : b.cells) v = v == white ? black : v;
  const auto points = forbidden_points(b, {});
  ASSERT_EQ(points.size(), 2u);
  EXPECT_EQ(points[0].reason, foul::double_four);
  EXPECT_EQ(points[1].reason, foul::double_three);
}

// The reading engines disagree on: a three whose only straight-four point also completes a five.
TEST(RenjuRules, FivePointThreeReading) {
  board b(15, 15);
  b.at(7, 3) = black;  // row 7: X . X p  -> the only extension point is (7,4)
  b.at(7, 5) = black;
  for (std::size_t r = 3; r <= 6; ++r) b.at(r, 4) = black;  // (7,4) also completes a vertical five
  b.at(8, 6) = black;  // column 6: p, (8,6), (9,6): an open three
  b.at(9, 6) = black;
  EXPECT_EQ(reason_at(b, 7, 6, {false}), foul::none);  // RIF's text: not a three, so one three only
  EXPECT_EQ(reason_at(b, 7, 6, {true}), foul::double_three);
}

// Recursion: a three is real only if a straight-four point of it is not itself forbidden. Built
// here: both extension points of one of p's threes are overline points, so p is not a double-three.
TEST(RenjuRules, FakeThreeThroughForbiddenPoints) {
  board b(15, 15);
  b.at(8, 7) = black;  // column 7: p = (7,7), (8,7), (9,7): an open three
  b.at(9, 7) = black;
  b.at(7, 8) = black;  // row 7: p, (7,8), (7,9): an open three, extended at (7,6) or (7,10)
  b.at(7, 9) = black;
  EXPECT_EQ(reason_at(b, 7, 7), foul::double_three);
  for (std::size_t c : {6u, 10u}) {
    for (std::size_t r = 3; r < 7; ++r) b.at(r, c) = black;  // rows 3..6 and 8: (7,c) makes six
    b.at(8, c) = black;
  }
  EXPECT_EQ(reason_at(b, 7, 6), foul::overline);
  EXPECT_EQ(reason_at(b, 7, 10), foul::overline);
  EXPECT_EQ(reason_at(b, 7, 7), foul::none);
}

// forbidden_reason leaves the board as it found it, and forbidden_points agrees with it point by
// point.
TEST(RenjuStress, ScratchBoardRestoredAndConsistent) {
  const std::uint64_t seed = 7;
  std::mt19937_64 rng(seed);
  for (int round = 0; round < 200; ++round) {
    board b(15, 15);
    std::uniform_int_distribution<int> pick(0, 99);
    const int density = 10 + pick(rng) % 40;
    for (auto& v : b.cells) {
      if (pick(rng) < density) v = pick(rng) < 55 ? black : white;
    }
    const board before = b;
    const auto points = forbidden_points(b, {});
    std::size_t next = 0;
    for (std::size_t r = 0; r < 15; ++r) {
      for (std::size_t c = 0; c < 15; ++c) {
        if (b.at(r, c) != empty) continue;
        const foul f = forbidden_reason(b, r, c, {});
        ASSERT_EQ(b.cells, before.cells) << "seed " << seed << " round " << round;
        if (f != foul::none) {
          ASSERT_LT(next, points.size()) << "seed " << seed << " round " << round;
          EXPECT_EQ(points[next].row, r);
          EXPECT_EQ(points[next].col, c);
          EXPECT_EQ(points[next].reason, f);
          ++next;
        }
      }
    }
    EXPECT_EQ(next, points.size()) << "seed " << seed << " round " << round;
  }
}

}  // namespace
