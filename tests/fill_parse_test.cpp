// Tests of reading fill problems (tessera/fill.hpp, parse_fill): the seed's JSON form, the plain
// text form, detection, and every kind of bad input with its line and column.
#include <gtest/gtest.h>

#include "tessera/fill.hpp"

namespace {

using tessera::fill_input_format;

struct error_case {
  std::string_view text;
  std::size_t line, column;
  std::string_view message_part;
};

void expect_error(const error_case& e, fill_input_format format = fill_input_format::automatic) {
  const auto r = tessera::parse_fill(e.text, format);
  ASSERT_FALSE(r.ok()) << "accepted: " << e.text;
  EXPECT_EQ(r.error().line, e.line) << e.text << "\n" << r.error().message;
  EXPECT_EQ(r.error().column, e.column) << e.text << "\n" << r.error().message;
  EXPECT_NE(r.error().message.find(e.message_part), std::string::npos)
      << "message: " << r.error().message;
}

TEST(FillParse, SeedJson) {
  const auto r = tessera::parse_fill(
      "{\"game_board\": [[0,0,0],[1,1,0],[1,1,1]], \"table\": [[1,1,1],[1,0,0],[0,0,0]]}");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value().rows, 3u);
  EXPECT_EQ(r.value().cols, 3u);
  EXPECT_EQ(r.value().board, (std::vector<std::uint8_t>{0, 0, 0, 1, 1, 0, 1, 1, 1}));
  EXPECT_EQ(r.value().table, (std::vector<std::uint8_t>{1, 1, 1, 1, 0, 0, 0, 0, 0}));
}

TEST(FillParse, JsonKeysInAnyOrderWithWhitespaceBomAndCrlf) {
  const auto r = tessera::parse_fill(
      "\xEF\xBB\xBF \r\n{ \"table\" :\r\n [ [ 1 , 0 ] ,\t[0,1] ] ,\n\"game_board\":[[0,1],[1,0]] "
      "}\r\n  ");
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r.value().rows, 2u);
  EXPECT_EQ(r.value().table, (std::vector<std::uint8_t>{1, 0, 0, 1}));
  EXPECT_EQ(r.value().board, (std::vector<std::uint8_t>{0, 1, 1, 0}));
}

TEST(FillParse, RectangularJson) {
  const auto r = tessera::parse_fill(R"({"game_board":[[0,1,0]],"table":[[1,1,0]]})");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value().rows, 1u);
  EXPECT_EQ(r.value().cols, 3u);
}

TEST(FillParse, PlainTextBothAlphabets) {
  const auto a = tessera::parse_fill("010\n111\n\n100\n000\n");
  const auto b = tessera::parse_fill("\n.#.\r\n###  \r\n\r\n\r\n#..\n...");
  ASSERT_TRUE(a.ok()) << a.error().message;
  ASSERT_TRUE(b.ok()) << b.error().message;
  EXPECT_EQ(a.value().board, b.value().board);
  EXPECT_EQ(a.value().table, b.value().table);
  EXPECT_EQ(a.value().board, (std::vector<std::uint8_t>{0, 1, 0, 1, 1, 1}));
}

TEST(FillParse, ForcedFormats) {
  EXPECT_FALSE(tessera::parse_fill("01\n\n10\n", fill_input_format::json).ok());
  EXPECT_FALSE(
      tessera::parse_fill(R"({"game_board":[[0]],"table":[[1]]})", fill_input_format::text).ok());
  EXPECT_TRUE(
      tessera::parse_fill(R"({"game_board":[[0]],"table":[[1]]})", fill_input_format::json).ok());
}

TEST(FillParse, JsonErrors) {
  const error_case cases[] = {
      {"", 1, 1, "the board rows"},
      {"   \n  ", 2, 3, "the board rows"},
      {"{", 1, 2, "a key"},
      {"{\"game_board\": [[0,1],[1,2]], \"table\": [[1]]}", 1, 26, "found the number 2"},
      {"{\"game_board\": [[0,10]], \"table\": [[1]]}", 1, 20, "found the number 10"},
      {"{\"game_board\": [[0,1.0]], \"table\": [[1]]}", 1, 20, "found the number 1.0"},
      {"{\"game_board\": [[0,true]], \"table\": [[1]]}", 1, 20, "0 or 1"},
      {"{\"game_board\": [[0,1],\n [1]], \"table\": [[1]]}", 2, 4,
       "row 2 of the game_board must have 2"},
      {"{\"game_board\": [[0,1],\n [1,0,1]], \"table\": [[1]]}", 2, 7, "row 2 of the game_board"},
      {"{\"game_board\": [[0,1],[1,0]],\n \"table\": [[1,1]]}", 2, 17, "rows like the game_board"},
      {"{\"game_board\": [[0,1],[1,0]],\n \"table\": [[1,1,1],[0,0,0]]}", 2, 17,
       "2 columns like the game_board"},
      {"{\"game_board\": [[0,1],[1,0]],\n \"table\": [[1,1],[0,0],[1,1]]}", 2, 23,
       "2 rows like the game_board"},
      {"{\"game_board\": [], \"table\": [[1]]}", 1, 17, "must not be empty"},
      {"{\"game_board\": [[]], \"table\": [[1]]}", 1, 18, "must not be empty"},
      {"{\"game_board\": [[0]], \"tables\": [[1]]}", 1, 23, "found \"tables\""},
      {"{\"game_board\": [[0]], \"game_board\": [[1]]}", 1, 23, "appears twice"},
      {"{\"game_board\": [[0]]}", 1, 21, "\"table\""},
      {"{\"game_board\": [[0]], \"table\": [[1]]} x", 1, 39, "end of input"},
      {"{\"game_board\": [[0]], \"table\": [[1]]}{}", 1, 38, "end of input"},
      {"{\"game_board\": [[0]], \"table\": [[1]", 1, 36, "',' or ']'"},
      {"{\"game_board\" [[0]]}", 1, 15, "':'"},
      {"{\"game_board\": [[0]], \"table", 1, 23, "unterminated"},
      {"{\"game_board\": [[0] [1]]}", 1, 21, "',' or ']'"},
      {"{\"game_board\": [[0,]]}", 1, 20, "0 or 1"},
  };
  for (const auto& e : cases) expect_error(e);
}

TEST(FillParse, TextErrors) {
  const error_case cases[] = {
      {"01\n0x\n\n10\n10\n", 2, 2, "found 'x'"},
      {"01\n011\n\n10\n10\n", 2, 3, "expected 2 cells in board row 2"},
      {"011\n01\n\n10\n10\n", 2, 3, "expected 3 cells in board row 2"},
      {"01\n01\n", 3, 1, "expected a table of 2 rows"},
      {"01\n01\n\n10\n", 5, 1, "row 2"},
      {"01\n01\n\n10\n1\n", 5, 2, ""},
      {"01\n01\n\n10\n102\n", 5, 3, ""},
      {"01\n01\n\n10\n10\n11\n", 6, 1, "end of input"},
      {"0 1\n\n1 0\n", 1, 2, "a space"},
  };
  for (const auto& e : cases) expect_error(e);
}

TEST(FillParse, WritersRoundTrip) {
  tessera::fill_problem p;
  p.rows = 2;
  p.cols = 3;
  p.board = {0, 1, 0, 1, 1, 0};
  p.table = {1, 0, 0, 0, 1, 1};
  EXPECT_EQ(tessera::write_fill_json(p),
            "{\"game_board\":[[0,1,0],[1,1,0]],\"table\":[[1,0,0],[0,1,1]]}\n");
  EXPECT_EQ(tessera::write_fill_text(p), "010\n110\n\n100\n011\n");
  for (const std::string& text : {tessera::write_fill_json(p), tessera::write_fill_text(p)}) {
    const auto r = tessera::parse_fill(text);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value().board, p.board);
    EXPECT_EQ(r.value().table, p.table);
  }
}

TEST(FillClaim, ReadsWhatTheWriterWrites) {
  tessera::fill_solution s;
  s.answer = 4;
  s.placements = {{0, 1, {}}, {1, 3, {3, true}}};
  s.piece_cells = {{0, 0}, {4, 5}, {4, 6}, {5, 5}};
  s.hole_cells = {{2, 2}, {7, 7}, {8, 7}, {7, 8}};
  const std::string json = tessera::write_fill_solution_json(s);
  EXPECT_EQ(json,
            "{\"answer\":4,\"placements\":[{\"piece\":[[1,1]],\"hole\":[[3,3]],\"rotation\":0,"
            "\"flipped\":false},{\"piece\":[[5,6],[5,7],[6,6]],\"hole\":[[8,8],[9,8],[8,9]],"
            "\"rotation\":270,\"flipped\":true}]}\n");
  const auto r = tessera::parse_fill_claim(json);
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r.value().answer, 4u);
  ASSERT_EQ(r.value().placements.size(), 2u);
  EXPECT_EQ(r.value().placements[1].first, 1u);
  EXPECT_EQ(r.value().placements[1].size, 3u);
  EXPECT_EQ(r.value().placements[1].how, (tessera::transform{3, true}));
  EXPECT_EQ(r.value().piece_cells, s.piece_cells);
  EXPECT_EQ(r.value().hole_cells, s.hole_cells);
  // Keys in any order, "flipped" optional, no placements at all.
  const auto q = tessera::parse_fill_claim(
      R"( { "placements" : [ { "rotation":90, "hole":[[1,2]], "piece":[[3,4]] } ], "answer" : 1 } )");
  ASSERT_TRUE(q.ok()) << q.error().message;
  EXPECT_EQ(q.value().placements[0].how, (tessera::transform{1, false}));
  EXPECT_TRUE(tessera::parse_fill_claim(R"({"answer":0,"placements":[]})").ok());
}

// The original output, the number alone, is a claim too (issue 22: --check read only JSON); the
// first non-blank character tells the forms apart.
TEST(FillClaim, ReadsTheOriginalOutputOrTheJson) {
  const auto number = tessera::read_fill_claim(" 14 \r\n\n");
  ASSERT_TRUE(number.ok()) << number.error().message;
  EXPECT_TRUE(number.value().answer_only);
  EXPECT_EQ(number.value().solution.answer, 14u);
  EXPECT_TRUE(number.value().solution.placements.empty());
  const auto json = tessera::read_fill_claim(R"({"answer":0,"placements":[]})");
  ASSERT_TRUE(json.ok()) << json.error().message;
  EXPECT_FALSE(json.value().answer_only);
  const struct {
    std::string_view text;
    std::size_t line, column;
    std::string_view part;
  } cases[] = {
      {"", 1, 1, "a number of cells (the original output) or '{'"},
      {"x", 1, 1, "a number of cells (the original output) or '{'"},
      {"-1", 1, 1, "a number of cells"},
      {"6 7", 1, 3, "the end of the input after the answer"},
      {"99999999999999999999", 1, 1, "an integer from 0 to 4611686018427387904"},
      {"\n{\"answer\":-1}", 2, 11, "the answer"},
  };
  for (const auto& e : cases) {
    const auto r = tessera::read_fill_claim(e.text);
    ASSERT_FALSE(r.ok()) << e.text;
    EXPECT_EQ(r.error().line, e.line) << e.text << "\n" << r.error().message;
    EXPECT_EQ(r.error().column, e.column) << e.text << "\n" << r.error().message;
    EXPECT_NE(r.error().message.find(e.part), std::string::npos) << r.error().message;
  }
}

TEST(FillClaim, Errors) {
  const struct {
    std::string_view text;
    std::size_t line, column;
    std::string_view part;
  } cases[] = {
      {"", 1, 1, "'{'"},
      {R"({"answer":-1,"placements":[]})", 1, 11, "the answer"},
      {R"({"answer":1,"placements":[],"x":1})", 1, 28, "'}'"},
      {R"({"answer":1,"answer":2})", 1, 13, "appears twice"},
      {R"({"answer":1,"placement":[]})", 1, 13, "\"placement\""},
      {R"({"answer":1,"placements":[{"piece":[[1,1]],"hole":[[1,1],[1,2]],"rotation":0}]})", 1, 27,
       "as many hole cells"},
      {R"({"answer":1,"placements":[{"piece":[[1,1]],"hole":[[1,1]],"rotation":45}]})", 1, 70,
       "0, 90, 180 or 270"},
      {R"({"answer":1,"placements":[{"piece":[[1,1]],"hole":[[1,1]]}]})", 1, 58, "\"rotation\""},
      {R"({"answer":1,"placements":[{"piece":[[0,1]],"hole":[[1,1]],"rotation":0}]})", 1, 38,
       "a row"},
      {R"({"answer":1,"placements":[{"piece":[[1,1]],"hole":[[1,1]],"rotation":0,"flipped":1}]})",
       1, 82, "true or false"},
      {"{\"answer\":1,\n\"placements\":[{\"piece\":[[1,1]]", 2, 31, "',' or '}'"},
  };
  for (const auto& e : cases) {
    const auto r = tessera::parse_fill_claim(e.text);
    ASSERT_FALSE(r.ok()) << e.text;
    EXPECT_EQ(r.error().line, e.line) << e.text << "\n" << r.error().message;
    EXPECT_EQ(r.error().column, e.column) << e.text << "\n" << r.error().message;
    EXPECT_NE(r.error().message.find(e.part), std::string::npos) << r.error().message;
  }
}

}  // namespace
