// tessera/setter.hpp, the validators, the output comparison and the shrinker: every constraint of
// each statement broken once and refused at its line and column with its message; the statements'
// samples accepted (and the package's copies equal to examples/); every shrinking step smaller.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tessera/setter.hpp"

namespace {

using tessera::setter::problem;

std::string file(const std::string& path) {
  std::ifstream in(std::string(TESSERA_SOURCE_DIR) + "/" + path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct bad_input {
  std::string text;
  std::size_t line, column;
  std::string message;  // a part of the message
};

void expect_refused(problem p, const std::vector<bad_input>& rows) {
  for (const bad_input& b : rows) {
    const auto error = tessera::setter::validate_input(p, b.text);
    ASSERT_TRUE(error) << "accepted:\n" << b.text;
    EXPECT_EQ(error->line, b.line) << b.text << "\n" << error->message;
    EXPECT_EQ(error->column, b.column) << b.text << "\n" << error->message;
    EXPECT_NE(error->message.find(b.message), std::string::npos)
        << "message: " << error->message << "\nwanted: " << b.message;
  }
}

TEST(SetterValidate, SamplesAreValidAndThePackageHoldsThemAsExamplesDo) {
  const std::pair<problem, std::vector<std::string>> samples[] = {
      {problem::lpuzzle, {"examples/lpuzzle/sample.txt"}},
      {problem::boardcover, {"examples/cover/boardcover.txt"}},
      {problem::omok, {"examples/omok/sample.txt"}},
      {problem::fill, {"examples/fill/sample1.json", "examples/fill/sample2.json"}},
  };
  for (const auto& [p, paths] : samples) {
    const auto files = tessera::setter::kattis_package(p, 1, 0, "tessera");
    ASSERT_TRUE(files);
    for (std::size_t i = 0; i < paths.size(); ++i) {
      const std::string text = file(paths[i]);
      EXPECT_FALSE(tessera::setter::validate_input(p, text)) << paths[i];
      bool found = false;
      for (const auto& f : files.value())
        found =
            found || (f.path == "data/sample/" + std::to_string(i + 1) + ".in" && f.text == text);
      EXPECT_TRUE(found) << paths[i] << " is not the package's sample " << i + 1;
    }
  }
}

TEST(SetterValidate, LpuzzleConstraintsEachRefused) {
  expect_refused(problem::lpuzzle,
                 {
                     {"0\n", 1, 1, "T (an integer from 1 to 100), found 0"},
                     {"101\n", 1, 1, "from 1 to 100), found 101"},
                     {"01\n1 1\nB\n", 1, 1, "leading zero"},
                     {"1\n0 3\n", 2, 1, "number of rows N (an integer from 1 to 500), found 0"},
                     {"1\n2 501\n", 2, 3, "columns M (an integer from 1 to 500), found 501"},
                     {"1\n1  2\n", 2, 3, "expected case 1 of 1: the number of columns M"},
                     {"1\n1 2\nBX\n", 3, 2, "row 1 of 1 ('B', 'W' or '.')"},
                     {"1\n1 3\nBW\n", 3, 3, "a short row"},
                     {"1\n1 2\nBWW\n", 3, 3, "a long row"},
                     {"1\n1 2\nBW\r\n", 3, 3, "a CR"},
                     {"1\n1 2\nBW \n", 3, 3, "a space"},
                     {"1\n1 2\nBW", 3, 3, "the end of the line"},
                     {"1\n1 2\nBW\n\n", 4, 1, "the end of the input after 1 cases"},
                     {"2\n1 2\nBW\n", 4, 1, "case 2 of 2"},
                     {"1\n2 2\n..\n..\n", 2, 1, "no black or white square"},
                     {"\xEF\xBB\xBF"
                      "1\n1 1\nB\n",
                      1, 1, "the byte 0xef"},
                 });
}

TEST(SetterValidate, BoardcoverConstraintsEachRefused) {
  std::string forty_nine = "1\n3 20\n";
  for (int r = 0; r < 3; ++r)
    forty_nine += r < 2 ? std::string(20, '.') + "\n" : "###########" + std::string(9, '.') + "\n";
  expect_refused(problem::boardcover,
                 {
                     {"31\n", 1, 1, "C (an integer from 1 to 30), found 31"},
                     {"1\n21 1\n", 2, 1, "the height H (an integer from 1 to 20), found 21"},
                     {"1\n1 0\n", 2, 3, "the width W (an integer from 1 to 20), found 0"},
                     {"1\n1 2\n#x\n", 3, 2, "('#' or '.')"},
                 });
  std::string fifty_two = "1\n3 20\n" + std::string(20, '.') + "\n" + std::string(20, '.') + "\n" +
                          std::string(8, '#') + std::string(12, '.') + "\n";
  expect_refused(problem::boardcover,
                 {{fifty_two, 2, 1, "52 free cells, over the statement's limit of 50"}});
  EXPECT_FALSE(tessera::setter::validate_input(problem::boardcover, "1\n1 1\n#\n"));
  EXPECT_FALSE(tessera::setter::validate_input(problem::boardcover, forty_nine));
}

std::string omok_board(const std::vector<std::pair<int, int>>& black,
                       const std::vector<std::pair<int, int>>& white) {
  int cell[19][19] = {};
  for (const auto& [r, c] : black) cell[r][c] = 1;
  for (const auto& [r, c] : white) cell[r][c] = 2;
  std::string out;
  for (int r = 0; r < 19; ++r)
    for (int c = 0; c < 19; ++c) out += std::to_string(cell[r][c]) + (c < 18 ? " " : "\n");
  return out;
}

TEST(SetterValidate, OmokConstraintsEachRefused) {
  const std::string empty = omok_board({}, {});
  std::string short_row = empty;
  short_row.replace(36, 2, "\n");  // row 1 loses its last value
  std::string twenty = empty;
  twenty.insert(37, " 0");
  std::string three = empty;
  three[2 * 19 + 4] = '3';  // row 2, column 3
  std::string doubled = empty;
  doubled.replace(1, 1, "  ");
  std::vector<std::pair<int, int>> black_five, white_five, second_five;
  for (int i = 0; i < 5; ++i) {
    black_five.push_back({3, 2 + i});
    white_five.push_back({10 + i, 7});
    second_five.push_back({15, 10 + i});
  }
  std::vector<std::pair<int, int>> two_blacks = black_five;
  two_blacks.insert(two_blacks.end(), second_five.begin(), second_five.end());
  expect_refused(problem::omok,
                 {
                     {short_row, 1, 37, "the end of the line"},
                     {twenty, 1, 38, "the end of the line (LF), found a space"},
                     {three, 2, 5, "row 2, column 3 (0 empty, 1 black, 2 white)"},
                     {doubled, 1, 3, "row 1, column 2"},
                     {empty.substr(0, 18 * 38), 19, 1, "row 19, column 1"},
                     {empty + "0\n", 20, 1, "the end of the input after 19 rows"},
                     {omok_board(black_five, white_five), 11, 15, "black and white both win"},
                     {omok_board(two_blacks, {}), 16, 21, "black wins in two places"},
                 });
  EXPECT_FALSE(tessera::setter::validate_input(problem::omok, omok_board(black_five, {})));
  // Six in a row is no win: the board keeps the promise.
  std::vector<std::pair<int, int>> six = black_five;
  six.push_back({3, 7});
  six.insert(six.end(), white_five.begin(), white_five.end());
  EXPECT_FALSE(tessera::setter::validate_input(problem::omok, omok_board(six, {})));
}

TEST(SetterValidate, FillConstraintsEachRefused) {
  expect_refused(
      problem::fill,
      {
          {"{\"game_board\":[[0,1],[1,1]],\"table\":[[1,0],[0,0]]}\n", 1, 20,
           "is 2 wide: the side must be from 3 to 50"},
          {"{\"game_board\":[[0,1,1],[1,1,1]],\"table\":[[1,0,0],[0,0,0],[0,0,0]]}\n", 1, 31,
           "has 2 rows, expected 3"},
          {"{\"game_board\":[[0,1,1],[1,1,1],[1,1,1]],\"table\":[[1,0,0,0],[0,0,0],[0,0,0]]}\n", 1,
           58, "table row 1 has 4 values, expected 3"},
          {"{\"game_board\":[[0,1,2],[1,1,1],[1,1,1]],\"table\":[[1,0,0],[0,0,0],[0,0,0]]}\n", 1,
           21, "game_board row 1, column 3 (an integer from 0 to 1), found 2"},
          {"{\"table\":[[1]]}\n", 1, 2, "expected '\"game_board\"'"},
          {"{\"game_board\":[[0,0,0],[0,0,0],[0,1,1]],\"table\":[[1,0,0],[0,0,0],[0,0,0]]}\n", 1,
           17, "a hole (empty board cells) of 7 cells"},
          {"{\"game_board\":[[0,1,1],[1,1,1],[1,1,1]],\"table\":[[1,1,1],[1,1,1],[1,0,0]]}\n", 1,
           51, "a piece (table cells) of 7 cells"},
          {"{\"game_board\":[[1,1,1],[1,1,1],[1,1,1]],\"table\":[[1,0,0],[0,0,0],[0,0,0]]}\n", 1,
           17, "no hole"},
          {"{\"game_board\":[[0,1,1],[1,1,1],[1,1,1]],\"table\":[[0,0,0],[0,0,0],[0,0,0]]}\n", 1,
           51, "no piece"},
          {"{\"game_board\":[[0,1,1],[1,1,1],[1,1,1]],\"table\":[[1,0,0],[0,0,0],[0,0,0]]} x\n", 1,
           76, "the end of the input"},
      });
}

TEST(SetterCompare, BojLinesAndTokens) {
  using tessera::setter::compare_output;
  EXPECT_TRUE(compare_output(problem::omok, "1\n3 2\n", "1  \n3 2\r\n\n\n").accepted);
  EXPECT_FALSE(compare_output(problem::omok, "1\n3 2\n", "1 3 2\n").accepted);
  EXPECT_FALSE(compare_output(problem::lpuzzle, "YES\n", "yes\n").accepted);
  EXPECT_EQ(compare_output(problem::lpuzzle, "YES\nNO\n", "YES\n").reason,
            "line 2: expected 'NO', found the end of the output");
  EXPECT_TRUE(compare_output(problem::boardcover, "0\n2\n", "0 2").accepted);
  EXPECT_EQ(compare_output(problem::fill, "14\n", "13\n").reason,
            "token 1: expected '14', found '13'");
}

// The marked cells of an input in its own format: what a clearing step takes away.
std::size_t marked(problem p, const std::string& text) {
  std::size_t n = 0;
  const std::size_t table = text.find("\"table\"");
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    switch (p) {
      case problem::lpuzzle:
        n += c == 'B' || c == 'W';
        break;
      case problem::boardcover:
        n += c == '.';
        break;
      case problem::omok:
        n += c == '1' || c == '2';
        break;
      case problem::fill:
        n += (i < table && c == '0') || (i > table && c == '1');
        break;
    }
  }
  return n;
}

TEST(SetterShrink, EveryStepIsSmallerAndMostStayValid) {
  for (const problem p : tessera::setter::all_problems) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const auto text = tessera::setter::generate(p, {.kind = p == problem::fill ? "full" : "",
                                                      .seed = seed,
                                                      .cases = p == problem::omok ? 0u : 2u});
      ASSERT_TRUE(text) << text.error().message;
      const tessera::setter::shrinker steps(p, text.value());
      ASSERT_GT(steps.size(), 0u);
      std::size_t valid = 0;
      for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::string c = steps.candidate(i);
        EXPECT_NE(c, text.value());
        if (tessera::setter::validate_input(p, c)) continue;
        ++valid;
        // Smaller: a shorter text (fewer cases, rows or columns), or as long with fewer marked
        // cells (stones, B and W, free cells, holes and pieces).
        EXPECT_TRUE(c.size() < text.value().size() ||
                    (c.size() == text.value().size() && marked(p, c) < marked(p, text.value())))
            << tessera::setter::problem_name(p) << "\n"
            << c;
      }
      EXPECT_GT(valid, 0u) << tessera::setter::problem_name(p);
    }
  }
}

TEST(SetterPackage, HoldsEveryPartOfTheKattisFormat) {
  const auto files =
      tessera::setter::kattis_package(problem::omok, 5, 3, "/opt/my tessera/bin/tessera");
  ASSERT_TRUE(files);
  std::map<std::string, std::string> by_path;
  for (const auto& f : files.value()) by_path[f.path] = f.text;
  for (const char* path :
       {"problem.yaml", "domjudge-problem.ini", "problem_statement/problem.en.tex",
        "input_validators/tessera/validate.sh", "submissions/accepted/tessera.sh",
        "data/sample/1.in", "data/sample/1.ans", "data/secret/random-1.in",
        "data/secret/paths-1.ans", "data/secret/maximal-1.in"})
    EXPECT_TRUE(by_path.count(path)) << path;
  EXPECT_NE(by_path["problem.yaml"].find("memory: 128"), std::string::npos);
  EXPECT_NE(by_path["domjudge-problem.ini"].find("timelimit = '1'"), std::string::npos);
  EXPECT_EQ(by_path["input_validators/tessera/validate.sh"],
            "#!/bin/sh\n# Kattis input validator: exit 42 accepts, 43 rejects.\n"
            "exec '/opt/my tessera/bin/tessera' validate --kattis omok\n");
  for (const auto& [path, text] : by_path) {
    if (path.rfind("data/", 0) != 0 || path.size() < 3 || path.substr(path.size() - 3) != ".in")
      continue;
    EXPECT_FALSE(tessera::setter::validate_input(problem::omok, text)) << path;
    EXPECT_EQ(by_path[path.substr(0, path.size() - 3) + ".ans"],
              tessera::setter::reference_answer(problem::omok, text).value());
  }
}

}  // namespace
