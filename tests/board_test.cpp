// Tests of the board and its formats: BOARDCOVER, bare rows, HxW, symmetries, positioned errors.
#include "tessera/board.hpp"

#include <gtest/gtest.h>

namespace {

TEST(Board, ParsesTheBoardcoverFormat) {
  auto boards = tessera::parse_boards("2\n3 7\n#.....#\n#.....#\n##...##\n1 2\r\n..  \r\n");
  ASSERT_TRUE(boards.ok()) << boards.error().message;
  ASSERT_EQ(boards.value().size(), 2u);
  const auto& b = boards.value()[0];
  EXPECT_EQ(b.rows(), 3u);
  EXPECT_EQ(b.cols(), 7u);
  EXPECT_EQ(b.free_count(), 13u);
  EXPECT_FALSE(b.is_free(0, 0));
  EXPECT_TRUE(b.is_free(0, 1));
  EXPECT_EQ(tessera::format_board(b), "#.....#\n#.....#\n##...##\n");
  EXPECT_EQ(boards.value()[1].free_count(), 2u);
}

TEST(Board, ParsesBareRows) {
  auto boards = tessera::parse_boards("\n..#\n...\n\n#..\n");
  ASSERT_TRUE(boards.ok()) << boards.error().message;
  ASSERT_EQ(boards.value().size(), 1u);
  EXPECT_EQ(tessera::format_board(boards.value()[0]), "..#\n...\n#..\n");
}

TEST(Board, Symmetries) {
  auto parsed = tessera::parse_boards("..#\n...\n");
  ASSERT_TRUE(parsed.ok());
  const tessera::board b = parsed.value()[0];
  EXPECT_EQ(tessera::format_board(b.transposed()), "..\n..\n#.\n");
  EXPECT_EQ(tessera::format_board(b.mirrored()), "#..\n...\n");
  EXPECT_EQ(tessera::format_board(b.flipped()), "...\n..#\n");
  EXPECT_EQ(b.transposed().transposed(), b);
}

TEST(Board, ParsesSizes) {
  auto b = tessera::parse_board_size("8x1000");
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b.value().rows(), 8u);
  EXPECT_EQ(b.value().cols(), 1000u);
  EXPECT_EQ(b.value().free_count(), 8000u);
  auto square = tessera::parse_board_size("12");
  ASSERT_TRUE(square.ok());
  EXPECT_EQ(square.value().cols(), 12u);
  for (auto [text, column] : {std::pair<std::string_view, std::size_t>{"", 1},
                              {"x3", 1},
                              {"3x", 3},
                              {"3y4", 2},
                              {"0x4", 1},
                              {"3x4z", 4},
                              {"99999999999999999999x2", 1}}) {
    auto bad = tessera::parse_board_size(text);
    ASSERT_FALSE(bad.ok()) << text;
    EXPECT_EQ(bad.error().column, column) << text << ": " << bad.error().message;
  }
  auto too_big = tessera::parse_board_size("100000x100000");
  ASSERT_FALSE(too_big.ok());
  EXPECT_NE(too_big.error().message.find("at most"), std::string::npos);
}

void expect_error(std::string_view text, std::size_t line, std::size_t column,
                  std::string_view fragment) {
  auto boards = tessera::parse_boards(text);
  ASSERT_FALSE(boards.ok()) << text;
  EXPECT_EQ(boards.error().line, line) << text << ": " << boards.error().message;
  EXPECT_EQ(boards.error().column, column) << text << ": " << boards.error().message;
  EXPECT_NE(boards.error().message.find(fragment), std::string::npos) << boards.error().message;
}

TEST(Board, ErrorsArePositioned) {
  expect_error("", 1, 1, "found end of input");
  expect_error("?", 1, 1, "found '?'");
  expect_error("1\n2 2\n..\n.?\n", 4, 2, "found '?'");
  expect_error("1\n2 2\n..\n.\n", 4, 2, "expected 2 cells in row 2, found 1");
  expect_error("1\n2 2\n..\n", 4, 1, "found end of input");
  expect_error("1\n2\n..\n", 2, 2, "number of columns");
  expect_error("1\n2 2\n..\n..\nextra", 5, 1, "end of the input");
  expect_error("2\n1 1\n.\n", 4, 1, "number of rows");
  expect_error("1\n1000 1000\n.\n", 2, 6, "fits in the rest of the input");
  expect_error("1000000000\n1 1\n.\n", 1, 1, "number of test cases");
  expect_error("1\n0 3\n", 2, 1, "number of rows");
  expect_error("..\n.#.\n", 2, 3, "end of row 2");
  expect_error("..\n.\n", 2, 2, "expected 2 cells in row 2");
  expect_error(".?\n", 1, 2, "found '?'");
  expect_error("  .+\n  ?.\n", 2, 3, "'+' (optional) or a given piece's letter, found '?'");
}

TEST(Board, ReadsOptionalCellsAndGivenPiecesWithTheirPositions) {
  auto boards = tessera::parse_boards("1\n2 4\n.+#L\n  ..LL\n");
  ASSERT_TRUE(boards.ok()) << boards.error().message;
  const tessera::board& b = boards.value()[0];
  EXPECT_TRUE(b.marked());
  EXPECT_TRUE(b.is_free(0, 1));   // optional: free
  EXPECT_FALSE(b.is_free(0, 3));  // a given piece's cell: blocked for the engines
  EXPECT_EQ(b.mark(0, 1), '+');
  EXPECT_EQ(b.mark(1, 3), 'L');
  EXPECT_EQ(b.mark(1, 0), '\0');
  EXPECT_EQ(b.cell_position(1, 2), (std::pair<std::size_t, std::size_t>{4, 5}));
  EXPECT_EQ(tessera::format_board(b), ".+#L\n..LL\n");
  EXPECT_EQ(tessera::format_board(b.mirrored()), "L#+.\nLL..\n");
  EXPECT_EQ(tessera::format_board(b.transposed()), "..\n+.\n#L\nLL\n");
  const auto plain = tessera::require_unmarked(b, "no marks here");
  ASSERT_FALSE(plain.ok());
  EXPECT_EQ(plain.error().line, 3u);
  EXPECT_EQ(plain.error().column, 2u);
  EXPECT_TRUE(tessera::require_unmarked(tessera::board(2, 2), "").ok());
  // Bare rows keep their columns too.
  auto bare = tessera::parse_boards(" .+\n ..\n");
  ASSERT_TRUE(bare.ok());
  EXPECT_EQ(bare.value()[0].cell_position(0, 1), (std::pair<std::size_t, std::size_t>{1, 3}));
}

TEST(Board, ReaderAnswersCaseByCase) {
  // The first case is readable even though the second is broken.
  tessera::board_reader reader("2\n1 3\n...\n1 3\n.?.\n");
  auto count = reader.start();
  ASSERT_TRUE(count.ok());
  EXPECT_EQ(count.value(), 2u);
  EXPECT_TRUE(reader.next().ok());
  auto second = reader.next();
  ASSERT_FALSE(second.ok());
  EXPECT_EQ(second.error().line, 5u);
}

TEST(Board, LimitsAreCheckedBeforeAllocating) {
  tessera::board_limits limits;
  limits.max_side = 3;
  auto wide = tessera::parse_boards("1\n2 4\n....\n....\n", limits);
  ASSERT_FALSE(wide.ok());
  EXPECT_NE(wide.error().message.find("from 1 to 3"), std::string::npos);
  auto bare = tessera::parse_boards("...\n...\n...\n...\n", limits);
  ASSERT_FALSE(bare.ok());
  EXPECT_EQ(bare.error().line, 4u);
}

}  // namespace
