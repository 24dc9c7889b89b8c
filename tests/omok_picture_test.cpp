// Pictures of an omok board (omok::draw_board, picture_style::board; issue 22): a real board in the
// SVG (lines, star points, black and white stones, the winning line, forbidden points) and
// coordinates on every picture in the input's notation, so that a record reads against it.
#include <gtest/gtest.h>

#include <map>
#include <sstream>

#include "svg_scan.hpp"
#include "tessera/omok.hpp"
#include "tessera/omok_referee.hpp"
#include "tessera/picture.hpp"
#include "tessera/renju.hpp"

namespace tessera::omok {
namespace {

// The record's stones on a board, alternating black and white, with the notation it was read in.
struct played {
  board position;
  move_list game;
};

played play(const std::string& record, std::size_t side = 15, bool top_rows = false) {
  move_list_options options;
  options.rows = options.cols = side;
  options.top_rows = top_rows;
  result<move_list> parsed = parse_moves(record, options);
  EXPECT_TRUE(parsed) << record;
  played p{board(side, side), parsed.value()};
  std::uint8_t colour = black;
  for (const move& m : p.game.moves) {
    if (!m.pass) {
      p.position.at(static_cast<std::size_t>(m.row - 1), static_cast<std::size_t>(m.col - 1)) =
          colour;
    }
    colour = colour == black ? white : black;
  }
  return p;
}

// The coordinate labels of an SVG: text -> the x (column labels, above the board) or y (row
// labels, left of it) they are drawn at.
struct labels {
  std::multimap<std::string, double> column_x, row_y;
};

labels labels_of(const std::string& svg) {
  labels out;
  const std::vector<svg_scan::svg_element> all = svg_scan::of_class(svg, "coordinate");
  double first_y = 1e300, first_x = 1e300;
  for (const svg_scan::svg_element& e : all) {
    first_y = std::min(first_y, e.number("y"));
    first_x = std::min(first_x, e.number("x"));
  }
  for (const svg_scan::svg_element& e : all) {
    if (e.number("y") == first_y) out.column_x.emplace(e.text, e.number("x"));  // the top band
    if (e.number("x") == first_x) out.row_y.emplace(e.text, e.number("y"));     // the left band
  }
  return out;
}

// Each stone's point, read off the SVG's labels: the column label above it, the row label left
// of it (the label's baseline sits 4 px below the line).
std::map<std::string, std::string> stones_read_back(const std::string& svg) {
  const labels l = labels_of(svg);
  std::map<std::string, std::string> out;
  for (const svg_scan::svg_element& e : svg_scan::svg_elements(svg)) {
    const std::string colour = e.at("class");
    if (e.tag != "circle" || (colour != "black" && colour != "white")) continue;
    const double x = e.number("cx"), y = e.number("cy");
    std::string column, row;
    for (const auto& [t, lx] : l.column_x) {
      if (std::abs(lx - x) < 0.01) column = t;
    }
    for (const auto& [t, ly] : l.row_y) {
      if (std::abs(ly - 4 - y) < 0.01) row = t;
    }
    out[column + row] = colour;
  }
  return out;
}

std::string svg_of(const picture& pic) { return render_svg(std::span<const picture>(&pic, 1)); }

TEST(OmokPicture, AnH8RecordReadsAgainstItsSvg) {
  const played p = play("h8 i9 j10 a1 o15");
  EXPECT_EQ(coordinates_of(p.game), coordinates::letters);
  const picture pic = draw_board(p.position, {}, "game", coordinates_of(p.game));
  const std::map<std::string, std::string> want = {
      {"h8", "black"}, {"i9", "white"}, {"j10", "black"}, {"a1", "white"}, {"o15", "black"}};
  EXPECT_EQ(stones_read_back(svg_of(pic)), want);
}

TEST(OmokPicture, RowsFromTheTopWithTopRows) {
  const played p = play("h8 a1", 15, true);
  EXPECT_EQ(coordinates_of(p.game), coordinates::letters_top);
  const picture pic = draw_board(p.position, {}, "", coordinates_of(p.game));
  const std::map<std::string, std::string> want = {{"h8", "black"}, {"a1", "white"}};
  EXPECT_EQ(stones_read_back(svg_of(pic)), want);
  EXPECT_EQ(pic.row_labels.front(), "1");
}

TEST(OmokPicture, RowColumnRecordsAndBoardsAreNumbered) {
  const played p = play("8 8\n1 15\n");
  EXPECT_EQ(coordinates_of(p.game), coordinates::row_col);
  const picture pic = draw_board(p.position, {}, "", coordinates_of(p.game));
  // Row 1 at the top, column 15 at the right: read back as column then row.
  const std::map<std::string, std::string> want = {{"88", "black"}, {"151", "white"}};
  EXPECT_EQ(stones_read_back(svg_of(pic)), want);
  // A board wider than the alphabet is numbered even for a record in letters.
  const picture wide = draw_board(board(30, 30), {}, "", coordinates::letters);
  EXPECT_EQ(wide.col_labels[26], "27");
  EXPECT_EQ(wide.row_labels[0], "1");
}

TEST(OmokPicture, StarPointsAsOnGoAndRenjuBoards) {
  auto stars = [](std::size_t side) {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    for (std::size_t d : draw_board(board(side, side), {}).dots)
      out.emplace_back(d / side, d % side);
    return out;
  };
  using v = std::vector<std::pair<std::size_t, std::size_t>>;
  // 15x15 (renju): d4 l4 h8 d12 l12. 19x19 (go): the 4-10-16 lines. 9x9: 3-7 and the centre.
  EXPECT_EQ(stars(15), (v{{3, 3}, {3, 11}, {7, 7}, {11, 3}, {11, 11}}));
  EXPECT_EQ(stars(19),
            (v{{3, 3}, {3, 9}, {3, 15}, {9, 3}, {9, 9}, {9, 15}, {15, 3}, {15, 9}, {15, 15}}));
  EXPECT_EQ(stars(9), (v{{2, 2}, {2, 6}, {4, 4}, {6, 2}, {6, 6}}));
  EXPECT_TRUE(stars(5).empty());
  const std::string svg = svg_of(draw_board(board(19, 19), {}));
  std::size_t count = 0;
  for (std::size_t at = svg.find("class=\"star\""); at != std::string::npos;
       at = svg.find("class=\"star\"", at + 1)) {
    ++count;
  }
  EXPECT_EQ(count, 9u);
}

TEST(OmokPicture, WinningLineAndForbiddenPointsAreMarked) {
  const played p = play("h8 a1 i8 a2 j8 a3 k8 a4 l8");
  const std::vector<line> wins = winning_lines(p.position, {});
  ASSERT_EQ(wins.size(), 1u);
  const std::string svg = svg_of(draw_board(p.position, wins, "black wins", coordinates::letters));
  std::size_t rings = 0;
  for (std::size_t at = svg.find("class=\"win\""); at != std::string::npos;
       at = svg.find("class=\"win\"", at + 1)) {
    ++rings;
  }
  EXPECT_EQ(rings, 5u);
  EXPECT_NE(svg.find("class=\"win-line\""), std::string::npos);
  // No winner: no ring, no line; stones are circles, not letters.
  const std::string plain = svg_of(draw_board(p.position, {}, "", coordinates::letters));
  EXPECT_EQ(plain.find("class=\"win"), std::string::npos);
  EXPECT_EQ(plain.find(">X<"), std::string::npos);

  picture fouls = draw_board(board(15, 15), {}, "renju");
  const forbidden_point points[] = {{7, 7, foul::double_three}, {3, 4, foul::overline}};
  mark_forbidden(fouls, points);
  const std::string marked = svg_of(fouls);
  std::size_t marks = 0;
  for (std::size_t at = marked.find("class=\"mark\""); at != std::string::npos;
       at = marked.find("class=\"mark\"", at + 1)) {
    ++marks;
  }
  EXPECT_EQ(marks, 2u);
  EXPECT_NE(marked.find("3 double-three, 6 overline"), std::string::npos);
}

TEST(OmokPicture, TextPicturesCarryCoordinatesThroughACrop) {
  const played p = play("h8 i9 j10");
  const picture pic = draw_board(p.position, {}, "", coordinates::letters);
  const picture window = crop(pic, 5, 6, 4, 5);  // rows 10..7 (from the bottom), columns g..k
  EXPECT_EQ(window.row_labels, (std::vector<std::string>{"10", "9", "8", "7"}));
  EXPECT_EQ(window.col_labels, (std::vector<std::string>{"g", "h", "i", "j", "k"}));
  const std::string text = render_plain(window);
  std::istringstream in(text);
  std::string header;
  std::getline(in, header);
  // Every stone sits under its column's letter, on its row's number.
  std::map<std::string, char> seen;
  for (std::string row; std::getline(in, row);) {
    std::istringstream words(row);
    std::string number;
    words >> number;
    for (std::size_t at = 0; at < row.size(); ++at) {
      if (row[at] != 'X' && row[at] != 'O') continue;
      ASSERT_LT(at, header.size()) << text;
      seen[std::string(1, header[at]) + number] = row[at];
    }
  }
  const std::map<std::string, char> want = {{"h8", 'X'}, {"i9", 'O'}, {"j10", 'X'}};
  EXPECT_EQ(seen, want) << text;
  // The colour terminal gets the same labels.
  EXPECT_NE(render_colour(window).find("10 "), std::string::npos);
}

}  // namespace
}  // namespace tessera::omok
