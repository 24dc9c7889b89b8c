// Tests of the shared input layer: positions, BOM, CRLF, blanks, limits and every defect's message.
#include "tessera/text_reader.hpp"

#include <gtest/gtest.h>

namespace {

using tessera::text_reader;

TEST(TextReader, ReadsIntegersAcrossLinesWithPositions) {
  text_reader in("  12\n-3  7\n");
  std::int64_t a = 0, b = 0, c = 0;
  ASSERT_TRUE(in.read_int(a, 0, 100, "a"));
  ASSERT_TRUE(in.read_int(b, -5, 5, "b"));
  EXPECT_EQ(in.line(), 2u);
  ASSERT_TRUE(in.read_int_on_line(c, 0, 10, "c"));
  EXPECT_EQ(a, 12);
  EXPECT_EQ(b, -3);
  EXPECT_EQ(c, 7);
  EXPECT_TRUE(in.at_end());
}

TEST(TextReader, SkipsBomAndAcceptsCrlf) {
  text_reader in(
      "\xEF\xBB\xBF"
      "2 3\r\nab \r\n");
  std::int64_t n = 0, m = 0;
  ASSERT_TRUE(in.read_int(n, 1, 9, "n"));
  EXPECT_EQ(in.column(), 2u);  // the BOM does not count as a column
  ASSERT_TRUE(in.read_int_on_line(m, 1, 9, "m"));
  std::string_view row;
  ASSERT_TRUE(in.read_row(row, 2, tessera::char_set("ab"), "'a' or 'b'", 1));
  EXPECT_EQ(row, "ab");
  EXPECT_TRUE(in.expect_end("nothing more"));
}

TEST(TextReader, RejectsOutOfRangeAndNonNumeric) {
  {
    text_reader in("\n  501");
    std::int64_t v = 0;
    EXPECT_FALSE(in.read_int(v, 1, 500, "the number of rows"));
    EXPECT_EQ(in.error().line, 2u);
    EXPECT_EQ(in.error().column, 3u);
    EXPECT_EQ(in.error().message,
              "expected the number of rows (an integer from 1 to 500), found 501");
  }
  {
    text_reader in("12x");
    std::int64_t v = 0;
    EXPECT_FALSE(in.read_int(v, 1, 500, "n"));
    EXPECT_EQ(in.error().message, "expected n (an integer from 1 to 500), found '12x'");
  }
  {
    text_reader in("99999999999999999999999999");
    std::int64_t v = 0;
    EXPECT_FALSE(in.read_int(v, 1, 500, "n"));
    EXPECT_EQ(in.error().column, 1u);
  }
  {
    text_reader in("");
    std::int64_t v = 0;
    EXPECT_FALSE(in.read_int(v, 1, 500, "n"));
    EXPECT_EQ(in.error().message, "expected n (an integer from 1 to 500), found end of input");
  }
  {
    text_reader in("-");
    std::int64_t v = 0;
    EXPECT_FALSE(in.read_int(v, 1, 500, "n"));
  }
}

TEST(TextReader, IntegerMustBeOnTheLine) {
  text_reader in("3\n4");
  std::int64_t a = 0, b = 0;
  ASSERT_TRUE(in.read_int(a, 0, 9, "a"));
  EXPECT_FALSE(in.read_int_on_line(b, 0, 9, "b"));
  EXPECT_EQ(in.error().line, 1u);
  EXPECT_EQ(in.error().column, 2u);
}

TEST(TextReader, RowDefectsNameTheirPlace) {
  const auto set = tessera::char_set("BW.");
  {
    text_reader in("BWx.\n");
    std::string_view row;
    EXPECT_FALSE(in.read_row(row, 4, set, "'B', 'W' or '.'", 1));
    EXPECT_EQ(in.error().line, 1u);
    EXPECT_EQ(in.error().column, 3u);
    EXPECT_EQ(in.error().message, "expected 'B', 'W' or '.', found 'x'");
  }
  {
    text_reader in("BW\n");
    std::string_view row;
    EXPECT_FALSE(in.read_row(row, 4, set, "'B', 'W' or '.'", 1));
    EXPECT_EQ(in.error().message, "expected 4 cells in row 1, found 2");
  }
  {
    text_reader in("BWWB.\n");
    std::string_view row;
    EXPECT_FALSE(in.read_row(row, 4, set, "'B', 'W' or '.'", 1));
    EXPECT_EQ(in.error().column, 5u);
    EXPECT_EQ(in.error().message, "expected the end of row 1 after 4 cells, found '.'");
  }
  {
    text_reader in("  \n");
    std::string_view row;
    EXPECT_FALSE(in.read_row(row, 4, set, "'B', 'W' or '.'", 7));
    EXPECT_EQ(in.error().message,
              "expected row 7 (4 cells of 'B', 'W' or '.'), found end of input");
  }
  {
    text_reader in("B\xC3\xA9W.\n");
    std::string_view row;
    EXPECT_FALSE(in.read_row(row, 4, set, "'B', 'W' or '.'", 1));
    EXPECT_EQ(in.error().message, "expected 'B', 'W' or '.', found a byte 0xc3");
  }
  {
    text_reader in("BW W.\n");
    std::string_view row;
    EXPECT_FALSE(in.read_row(row, 4, set, "'B', 'W' or '.'", 1));
    EXPECT_EQ(in.error().column, 3u);
  }
}

TEST(TextReader, ReadLineStripsTrailingBlanks) {
  text_reader in("abc  \r\nd");
  std::string_view line;
  ASSERT_TRUE(in.read_line(line));
  EXPECT_EQ(line, "abc");
  ASSERT_TRUE(in.read_line(line));
  EXPECT_EQ(line, "d");
  EXPECT_FALSE(in.read_line(line));
}

TEST(TextReader, FormatsErrors) {
  EXPECT_EQ(tessera::format_error({3, 7, "expected x, found y"}, "in.txt"),
            "in.txt:3:7: expected x, found y");
  EXPECT_EQ(tessera::format_error({0, 0, "bad"}, "<stdin>"), "<stdin>: bad");
}

}  // namespace
