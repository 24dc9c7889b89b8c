// Tests of piece specs (`--pieces`) and piece files: terms, multiplicities, positioned errors.
#include "tessera/piece_spec.hpp"

#include <gtest/gtest.h>

namespace {

using tessera::multiplicity;

TEST(PieceSpec, SplitsTermsWithMultiplicities) {
  auto terms =
      tessera::parse_piece_spec("pentominoes,L3*4, I3*0..4,@my file.txt*2..,tetrominoes:O");
  ASSERT_TRUE(terms.ok()) << terms.error().message;
  const auto& t = terms.value();
  ASSERT_EQ(t.size(), 5u);
  EXPECT_EQ(t[0].name, "pentominoes");
  EXPECT_FALSE(t[0].count.given);
  EXPECT_EQ(t[1].name, "L3");
  EXPECT_EQ(t[1].count, (multiplicity{4, 4, true}));
  EXPECT_EQ(t[1].column, 13u);
  EXPECT_EQ(t[2].name, "I3");
  EXPECT_EQ(t[2].count, (multiplicity{0, 4, true}));
  EXPECT_TRUE(t[3].from_file);
  EXPECT_EQ(t[3].name, "my file.txt");
  EXPECT_EQ(t[3].count, (multiplicity{2, multiplicity::unbounded, true}));
  EXPECT_EQ(t[4].name, "tetrominoes:O");
}

TEST(PieceSpec, MultiplicityRoundTrips) {
  for (std::string_view text : {"0", "4", "0..4", "2..", "3..3"}) {
    multiplicity m;
    ASSERT_TRUE(tessera::parse_multiplicity(text, m)) << text;
    multiplicity again;
    ASSERT_TRUE(tessera::parse_multiplicity(tessera::format_multiplicity(m), again));
    EXPECT_EQ(m, again);
  }
  multiplicity m;
  for (std::string_view bad :
       {"", "x", "4..2", "..3", "-1", "1...2", "2000000", "1..2000000", "1e3"}) {
    EXPECT_FALSE(tessera::parse_multiplicity(bad, m)) << bad;
  }
}

void expect_spec_error(std::string_view spec, std::size_t column, std::string_view fragment) {
  auto terms = tessera::parse_piece_spec(spec);
  ASSERT_FALSE(terms.ok()) << spec;
  EXPECT_EQ(terms.error().line, 1u) << spec;
  EXPECT_EQ(terms.error().column, column) << spec << ": " << terms.error().message;
  EXPECT_NE(terms.error().message.find(fragment), std::string::npos) << terms.error().message;
}

TEST(PieceSpec, ErrorsArePositioned) {
  expect_spec_error("", 1, "found end of input");
  expect_spec_error("L3,,I3", 4, "found ','");
  expect_spec_error("L3,", 4, "found end of input");
  expect_spec_error("L3*x", 4, "expected a multiplicity");
  expect_spec_error("L3*5..2", 4, "expected a multiplicity");
  expect_spec_error("L3;I3", 3, "found ';'");
  expect_spec_error("@", 2, "file name");
  expect_spec_error("*3", 1, "found '*'");
}

TEST(PieceSpec, APieceFileNamesAPiecesOwnMotions) {
  auto pieces = tessera::parse_piece_file("F*2 rotate\n#.\n##\n\nG\t fixed\n##\n\nH\n#\n");
  ASSERT_TRUE(pieces.ok()) << pieces.error().message;
  EXPECT_EQ(pieces.value()[0].motions, tessera::orientation_set::rotate);
  EXPECT_EQ(pieces.value()[0].count, (multiplicity{2, 2, true}));
  EXPECT_EQ(pieces.value()[1].motions, tessera::orientation_set::fixed);
  EXPECT_FALSE(pieces.value()[2].motions.has_value());
  // The piece's own motions win over the problem's, capped by a one-sided piece's max_orient.
  EXPECT_EQ(tessera::piece_motions(pieces.value()[0], tessera::orientation_set::free),
            tessera::orientation_set::rotate);
  EXPECT_EQ(tessera::piece_motions(pieces.value()[2], tessera::orientation_set::fixed),
            tessera::orientation_set::fixed);
  auto bad = tessera::parse_piece_file("F flip\n#\n");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().line, 1u);
  EXPECT_EQ(bad.error().column, 3u);
}

TEST(PieceSpec, TermsExpandToPieces) {
  auto terms = tessera::parse_piece_spec("pentominoes*1,tetrominoes:O*0..2");
  ASSERT_TRUE(terms.ok());
  auto pentominoes = tessera::pieces_of_term(terms.value()[0]);
  ASSERT_TRUE(pentominoes.ok());
  EXPECT_EQ(pentominoes.value().size(), 12u);
  for (const auto& p : pentominoes.value()) EXPECT_EQ(p.count, (multiplicity{1, 1, true}));
  auto square = tessera::pieces_of_term(terms.value()[1]);
  ASSERT_TRUE(square.ok());
  ASSERT_EQ(square.value().size(), 1u);
  EXPECT_EQ(square.value()[0].name, "O");
  EXPECT_EQ(square.value()[0].shape.size(), 4u);

  auto unknown = tessera::parse_piece_spec("L3,quux");
  ASSERT_TRUE(unknown.ok());
  auto missing = tessera::pieces_of_term(unknown.value()[1]);
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().column, 4u);
  EXPECT_NE(missing.error().message.find("pentominoes"), std::string::npos);
  auto bad_piece = tessera::parse_piece_spec("pentominoes:Q");
  auto missing_piece = tessera::pieces_of_term(bad_piece.value()[0]);
  ASSERT_FALSE(missing_piece.ok());
  EXPECT_EQ(missing_piece.error().column, 13u);
}

TEST(PieceFile, ParsesPiecesNamesAndCounts) {
  auto pieces = tessera::parse_piece_file(
      "\xEF\xBB\xBF"
      "corner\r\n#.\r\n##\r\n\r\n\r\nbar*0..2  \n###\n\nzig\n##.\n.##\n");
  ASSERT_TRUE(pieces.ok()) << pieces.error().message;
  const auto& p = pieces.value();
  ASSERT_EQ(p.size(), 3u);
  EXPECT_EQ(p[0].name, "corner");
  EXPECT_EQ(tessera::draw(p[0].shape), "#.\n##\n");
  EXPECT_FALSE(p[0].count.given);
  EXPECT_EQ(p[1].name, "bar");
  EXPECT_EQ(p[1].count, (multiplicity{0, 2, true}));
  EXPECT_EQ(p[2].shape.size(), 4u);
}

void expect_file_error(std::string_view text, std::size_t line, std::size_t column,
                       std::string_view fragment) {
  auto pieces = tessera::parse_piece_file(text);
  ASSERT_FALSE(pieces.ok()) << text;
  EXPECT_EQ(pieces.error().line, line) << text << ": " << pieces.error().message;
  EXPECT_EQ(pieces.error().column, column) << text << ": " << pieces.error().message;
  EXPECT_NE(pieces.error().message.find(fragment), std::string::npos) << pieces.error().message;
}

TEST(PieceFile, ErrorsArePositioned) {
  expect_file_error("", 1, 1, "found end of input");
  expect_file_error("a\n#x#\n", 2, 2, "found 'x'");
  expect_file_error("a\n", 2, 1, "found no rows");
  expect_file_error("a\n...\n", 2, 1, "no '#'");
  expect_file_error("a\n#.#\n", 2, 1, "4-connected");
  // A word after the name is its motions: anything but fixed, rotate or free is an error there.
  expect_file_error("a b\n#\n", 1, 3, "the piece's motions (fixed, rotate or free)");
  expect_file_error("a*x\n#\n", 1, 3, "multiplicity");
  expect_file_error("a\n#\n\na\n##\n", 4, 1, "already used on line 1");
  expect_file_error("##\n#\n", 1, 1, "found '#'");
  tessera::piece_file_limits limits;
  limits.max_pieces = 1;
  auto too_many = tessera::parse_piece_file("a\n#\n\nb\n#\n", limits);
  ASSERT_FALSE(too_many.ok());
  EXPECT_EQ(too_many.error().line, 4u);
  limits.max_side = 2;
  auto too_wide = tessera::parse_piece_file("a\n###\n", limits);
  ASSERT_FALSE(too_wide.ok());
  EXPECT_EQ(too_wide.error().column, 3u);
}

}  // namespace
