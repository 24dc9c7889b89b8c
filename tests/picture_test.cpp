// The square-grid pictures (tessera/picture.hpp) and the shared palette (tessera/palette.hpp):
// colours drawn from the palette, titles side by side that do not run into each other (issue 22:
// `tessera fill --svg`'s board and table titles did), the palette's JSON for the page.
#include "tessera/picture.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "svg_scan.hpp"
#include "tessera/fill.hpp"
#include "tessera/palette.hpp"

namespace tessera {
namespace {

// Every title's room, at least 0.45 em a character (lower-case text in any common sans-serif is
// wider), ends before the next title starts and inside the picture.
void expect_titles_apart(const std::string& svg) {
  struct placed {
    double x, y, end;
  };
  std::vector<placed> titles;
  for (const svg_scan::svg_element& e : svg_scan::of_class(svg, "title")) {
    const double x = e.number("x");
    titles.push_back({x, e.number("y"), x + 0.45 * 14 * static_cast<double>(e.text.size())});
  }
  ASSERT_GE(titles.size(), 2u);
  const double width = svg_scan::svg_elements(svg).at(0).number("width");
  for (std::size_t i = 0; i < titles.size(); ++i) {
    EXPECT_LE(titles[i].end, width) << "title " << i << " is cut off";
    for (std::size_t j = 0; j < titles.size(); ++j) {
      if (j == i || titles[j].y != titles[i].y || titles[j].x <= titles[i].x) continue;
      EXPECT_LT(titles[i].end, titles[j].x) << "title " << i << " runs into title " << j;
    }
  }
}

TEST(PictureSvg, FillBoardAndTableTitlesDoNotMeet) {
  std::ifstream in(std::string(TESSERA_SOURCE_DIR) + "/examples/fill/v-hole.txt");
  std::stringstream text;
  text << in.rdbuf();
  const result<fill_problem> problem = parse_fill(text.str(), fill_input_format::automatic);
  ASSERT_TRUE(problem);
  const fill_solution s = solve_fill(problem.value(), {.flip = false, .witness = true});
  const picture pictures[] = {fill_board_picture(problem.value(), s),
                              fill_table_picture(problem.value(), s)};
  expect_titles_apart(render_svg(pictures));     // as the CLI and the page draw them
  expect_titles_apart(render_svg(pictures, 2));  // as Python's FillResult draws them
}

TEST(PictureSvg, ManyNarrowCasesWithLongTitles) {
  std::vector<picture> pictures;
  for (int i = 0; i < 5; ++i) {
    picture p(1, 2);
    p.region = {0, 0};
    p.glyph = {'A', 'A'};
    p.title = "case " + std::to_string(i + 1) + ", solution 1: a title far wider than its board";
    pictures.push_back(p);
  }
  expect_titles_apart(render_svg(pictures));
  expect_titles_apart(render_svg(pictures, 5));
}

TEST(PictureSvg, ColoursComeFromThePalette) {
  picture p(2, 3);
  p.region = {0, 0, 1, picture::empty, picture::blocked, 1};
  p.region_colour = {4, 7};
  const std::string svg = render_svg(std::span<const picture>(&p, 1));
  const std::vector<std::string> want = {
      std::string(palette::piece(4)), std::string(palette::piece(4)),
      std::string(palette::piece(7)), std::string(palette::empty),
      std::string(palette::blocked),  std::string(palette::piece(7))};
  std::vector<std::string> fills;
  for (const svg_scan::svg_element& e : svg_scan::of_class(svg, "cell"))
    fills.push_back(e.at("fill"));
  EXPECT_EQ(fills, want);
}

TEST(Palette, PiecesAndJson) {
  EXPECT_EQ(palette::piece(0), "#e8636b");  // the square-grid SVG's colours, kept
  EXPECT_EQ(palette::piece(12), palette::piece(0));
  EXPECT_EQ(palette::piece(-3), palette::piece(0));
  const palette::rgb c = palette::piece_rgb(2);  // #5aa5e6
  EXPECT_EQ(c.r, 0x5a);
  EXPECT_EQ(c.g, 0xa5);
  EXPECT_EQ(c.b, 0xe6);
  EXPECT_EQ(palette::shade(c, 0.5), "#2d5373");
  const nlohmann::json j = nlohmann::json::parse(palette::palette_json());
  ASSERT_EQ(j["pieces"].size(), palette::pieces.size());
  for (std::size_t i = 0; i < palette::pieces.size(); ++i)
    EXPECT_EQ(j["pieces"][i], palette::pieces[i]);
  EXPECT_EQ(j["blocked"], palette::blocked);
  EXPECT_EQ(palette::terminal_pieces.size(), palette::pieces.size());
}

}  // namespace
}  // namespace tessera
