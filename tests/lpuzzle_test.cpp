// Tests of the L-puzzle: the sample, an exhaustive brute-force twin, a seeded stress, generated
// cases whose answer is known by construction, a deep snake, the checker, and the parser's errors.
#include "tessera/lpuzzle.hpp"

#include <gtest/gtest.h>

#include <random>

namespace {

using tessera::lpuzzle_pattern;
using tessera::lpuzzle_piece;

lpuzzle_pattern make(std::vector<std::string> rows) {
  lpuzzle_pattern p{rows.size(), rows.empty() ? 0 : rows[0].size(), ""};
  for (const auto& r : rows) p.cells += r;
  return p;
}

// The brute-force twin: cover the first uncovered cell (row-major) with each L that has it as its
// own first cell, backtracking. Exponential; only for small patterns.
bool brute_force(const lpuzzle_pattern& p, std::vector<bool>& used, std::size_t from) {
  const std::size_t n = p.rows * p.cols;
  while (from < n && (used[from] || p.cells[from] == '.')) ++from;
  if (from == n) return true;
  const auto r = static_cast<std::int64_t>(from / p.cols),
             c = static_cast<std::int64_t>(from % p.cols);
  // The four L-trominoes as offsets from their first cell, and which of the three is the black
  // corner.
  static const int shapes[4][3][2] = {{{0, 0}, {0, 1}, {1, 0}},
                                      {{0, 0}, {0, 1}, {1, 1}},
                                      {{0, 0}, {1, 0}, {1, 1}},
                                      {{0, 0}, {1, -1}, {1, 0}}};
  static const int corner[4] = {0, 1, 1, 2};
  for (int s = 0; s < 4; ++s) {
    std::size_t cells[3];
    bool fits = true;
    for (int k = 0; k < 3 && fits; ++k) {
      const std::int64_t rr = r + shapes[s][k][0], cc = c + shapes[s][k][1];
      fits = rr >= 0 && cc >= 0 && rr < static_cast<std::int64_t>(p.rows) &&
             cc < static_cast<std::int64_t>(p.cols);
      if (!fits) break;
      cells[k] = static_cast<std::size_t>(rr) * p.cols + static_cast<std::size_t>(cc);
      fits = !used[cells[k]] && p.cells[cells[k]] == (k == corner[s] ? 'B' : 'W');
    }
    if (!fits) continue;
    for (std::size_t cell : cells) used[cell] = true;
    if (brute_force(p, used, from + 1)) return true;
    for (std::size_t cell : cells) used[cell] = false;
  }
  return false;
}

bool brute_force(const lpuzzle_pattern& p) {
  std::vector<bool> used(p.cells.size(), false);
  return brute_force(p, used, 0);
}

// Solves and, on YES, checks the witness with the independent checker.
bool solve_checked(tessera::lpuzzle_solver& solver, const lpuzzle_pattern& p) {
  std::vector<lpuzzle_piece> tiling;
  const bool yes = solver.solve(p, &tiling);
  if (yes) {
    const auto bad = tessera::verify_lpuzzle_tiling(p, tiling);
    EXPECT_FALSE(bad.has_value()) << *bad;
  }
  return yes;
}

TEST(Lpuzzle, Sample) {
  auto parsed = tessera::parse_lpuzzle("2\n3 4\nBWW.\nWWBW\n..WB\n3 3\nW..\nBW.\nWBW\n");
  ASSERT_TRUE(parsed.ok());
  tessera::lpuzzle_solver solver;
  EXPECT_TRUE(solve_checked(solver, parsed.value()[0]));
  EXPECT_FALSE(solve_checked(solver, parsed.value()[1]));
}

TEST(Lpuzzle, ExhaustiveSmallPatternsAgreeWithBruteForce) {
  tessera::lpuzzle_solver solver;
  const char alphabet[3] = {'B', 'W', '.'};
  std::size_t yes_count = 0;
  for (std::size_t rows = 1; rows <= 3; ++rows) {
    for (std::size_t cols = 1; rows * cols <= 9; ++cols) {
      const std::size_t n = rows * cols;
      std::size_t total = 1;
      for (std::size_t i = 0; i < n; ++i) total *= 3;
      for (std::size_t code = 0; code < total; ++code) {
        lpuzzle_pattern p{rows, cols, std::string(n, '.')};
        std::size_t x = code;
        for (std::size_t i = 0; i < n; ++i, x /= 3) p.cells[i] = alphabet[x % 3];
        const bool expected = brute_force(p);
        yes_count += expected ? 1 : 0;
        ASSERT_EQ(solve_checked(solver, p), expected) << rows << "x" << cols << " " << p.cells;
      }
    }
  }
  EXPECT_GT(yes_count, 100u);  // the sweep really covers YES patterns, not only the empty one
}

TEST(Lpuzzle, SeededRandomStressAgainstBruteForce) {
  const std::uint64_t seed = 3654;
  std::mt19937_64 rng(seed);
  tessera::lpuzzle_solver solver, scc_only;
  scc_only.set_propagation(false);
  std::size_t yes = 0, no = 0;
  for (int round = 0; round < 2500; ++round) {
    const std::size_t rows = 1 + rng() % 6, cols = 1 + rng() % 6;
    lpuzzle_pattern p;
    switch (round % 3) {
      case 0:
        p = tessera::generate_lpuzzle(rows, cols, tessera::lpuzzle_kind::random, rng());
        break;
      case 1:
        p = tessera::generate_lpuzzle(rows, cols, tessera::lpuzzle_kind::yes, rng(), 0.9);
        break;
      default: {
        // A packing with one random cell changed: many near-misses.
        p = tessera::generate_lpuzzle(rows, cols, tessera::lpuzzle_kind::yes, rng());
        p.cells[rng() % p.cells.size()] = "BW."[rng() % 3];
      }
    }
    const bool expected = brute_force(p);
    (expected ? yes : no) += 1;
    ASSERT_EQ(solve_checked(solver, p), expected)
        << "seed " << seed << " round " << round << " pattern " << rows << "x" << cols << " "
        << p.cells;
    ASSERT_EQ(solve_checked(scc_only, p), expected)
        << "without propagation; seed " << seed << " round " << round;
  }
  EXPECT_GT(yes, 500u);
  EXPECT_GT(no, 500u);
}

TEST(Lpuzzle, GeneratedInstancesHaveTheirKnownAnswers) {
  tessera::lpuzzle_solver solver;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto yes =
        tessera::generate_lpuzzle(60, 80, tessera::lpuzzle_kind::yes, seed, seed % 2 ? 1.0 : 0.4);
    EXPECT_TRUE(solve_checked(solver, yes)) << "seed " << seed;
    const auto no = tessera::generate_lpuzzle(30, 30, tessera::lpuzzle_kind::no, seed);
    EXPECT_FALSE(solver.solve(no)) << "seed " << seed;
    EXPECT_FALSE(solver.stats().refuted_by_count)
        << "a NO instance must pass the counting check; seed " << seed;
  }
  // Brute force agrees on small NO instances, which pass the counting checks.
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    const auto no = tessera::generate_lpuzzle(5, 6, tessera::lpuzzle_kind::no, seed);
    EXPECT_FALSE(brute_force(no)) << "seed " << seed << " " << no.cells;
  }
}

TEST(Lpuzzle, LargeDensePackingIsSolved) {
  tessera::lpuzzle_solver solver;
  const auto p = tessera::generate_lpuzzle(1000, 1000, tessera::lpuzzle_kind::yes, 77);
  EXPECT_TRUE(solve_checked(solver, p));
}

// A size x size snake: one path of alternating W and B cells winding through the board, rows two
// apart (path rows r = 0, 2, 4, ... over columns 1..size-3, joined by one cell at alternate ends),
// ending in a black. Every black also has a spur white across the path (in the row below it; a
// joint's spur in the spare first or last columns). The tiling takes, for each black, the path
// white before it, which the last black forces: an implication chain as long as the snake. Turns
// happen at whites, so the chain runs through them.
lpuzzle_pattern snake(std::size_t size) {
  lpuzzle_pattern p{size, size, std::string(size * size, '.')};
  auto at = [&](std::size_t r, std::size_t c) -> char& { return p.cells[r * size + c]; };
  const std::size_t first = 1,
                    last = size - 3;  // path columns; size is even, so the row is odd-long
  std::vector<std::pair<std::size_t, std::size_t>> path;
  for (std::size_t r = 0; r + 2 < size; r += 2) {
    const bool right = (r / 2) % 2 == 0;
    for (std::size_t k = first; k <= last; ++k) path.push_back({r, right ? k : first + last - k});
    path.push_back({r + 1, right ? last : first});
  }
  while (path.size() % 2 == 1 || p.cells[0] != '.') {
    path.pop_back();
    if (path.size() % 2 == 0) break;
  }
  for (std::size_t i = 0; i < path.size(); ++i)
    at(path[i].first, path[i].second) = i % 2 ? 'B' : 'W';
  for (std::size_t i = 1; i < path.size(); i += 2) {
    const auto [r, c] = path[i];
    if (path[i - 1].first == r) {
      at(r + 1, c) = 'W';  // a black in a path row: spur below
    } else {
      at(r, c == last ? c + 1 : c - 1) = 'W';  // a joint: spur beside it, outside the path columns
    }
  }
  return p;
}

TEST(Lpuzzle, SnakeWithDeepImplicationChain) {
  const lpuzzle_pattern p = snake(500);
  tessera::lpuzzle_solver solver;
  EXPECT_TRUE(solve_checked(solver, p));
  EXPECT_EQ(solver.stats().forced, 2 * solver.stats().blacks);  // all by propagation
  // Without propagation the SCC pass does it all, and its depth-first search really goes deep: a
  // recursive pass would need this many frames.
  tessera::lpuzzle_solver scc_only;
  scc_only.set_propagation(false);
  EXPECT_TRUE(solve_checked(scc_only, p));
  EXPECT_GT(scc_only.stats().max_depth, 50'000u) << scc_only.stats().max_depth;
  // Removing the final black's path white (and a black to keep the count) makes it NO.
  lpuzzle_pattern broken = p;
  for (char& ch : broken.cells) {
    if (ch == 'B') {
      ch = 'W';
      break;
    }
  }
  EXPECT_FALSE(solver.solve(broken));
  EXPECT_FALSE(scc_only.solve(broken));
}

TEST(Lpuzzle, PropagationOnAndOffAgree) {
  const std::uint64_t seed = 42;
  std::mt19937_64 rng(seed);
  tessera::lpuzzle_solver with, without;
  without.set_propagation(false);
  for (int round = 0; round < 3000; ++round) {
    const std::size_t rows = 1 + rng() % 12, cols = 1 + rng() % 12;
    auto p = tessera::generate_lpuzzle(rows, cols, tessera::lpuzzle_kind::yes, rng(),
                                       0.3 + 0.7 * static_cast<double>(rng() % 8) / 7.0);
    if (round % 2 == 1) p.cells[rng() % p.cells.size()] = "BW."[rng() % 3];
    ASSERT_EQ(solve_checked(with, p), solve_checked(without, p))
        << "seed " << seed << " round " << round << " " << p.cells;
  }
}

TEST(Lpuzzle, SolverIsReusableAcrossSizes) {
  tessera::lpuzzle_solver solver;
  const auto big = tessera::generate_lpuzzle(200, 300, tessera::lpuzzle_kind::yes, 5);
  const auto small = make({"BW", "W."});
  EXPECT_TRUE(solve_checked(solver, big));
  EXPECT_TRUE(solve_checked(solver, small));
  EXPECT_FALSE(solver.solve(make({"BW", ".W"})));
  EXPECT_TRUE(solve_checked(solver, big));
}

TEST(Lpuzzle, CheckerRejectsBadTilings) {
  const auto p = make({"BW", "W."});
  using v = std::vector<lpuzzle_piece>;
  EXPECT_FALSE(tessera::verify_lpuzzle_tiling(p, v{{0, 0, 0, 1, 1, 0}}).has_value());
  EXPECT_TRUE(tessera::verify_lpuzzle_tiling(p, v{}).has_value());  // uncovered
  EXPECT_TRUE(tessera::verify_lpuzzle_tiling(p, v{{0, 0, 0, 1, 1, 0}, {0, 0, 0, 1, 1, 0}})
                  .has_value());                                                      // twice
  EXPECT_TRUE(tessera::verify_lpuzzle_tiling(p, v{{0, 0, 1, 0, 0, 1}}).has_value());  // not an L
  EXPECT_TRUE(tessera::verify_lpuzzle_tiling(p, v{{0, 0, 0, 1, 5, 0}}).has_value());  // off board
  const auto q = make({"WB", ".W"});
  EXPECT_TRUE(tessera::verify_lpuzzle_tiling(q, v{{0, 0, 0, 1, 1, 0}}).has_value());  // colours
}

TEST(Lpuzzle, ParserReportsDefectsWithPositions) {
  struct bad_case {
    const char* text;
    std::size_t line, column;
    const char* message;
  };
  const bad_case cases[] = {
      {"", 1, 1, "expected the number of test cases, found empty input"},
      {"x", 1, 1, "expected the number of test cases (an integer from 1 to 1000000), found 'x'"},
      {"1\n2 2\nBW\nWx\n", 4, 2, "expected 'B', 'W' or '.', found 'x'"},
      {"1\n2 2\nBW\nW\n", 4, 2, "expected 2 cells in row 2, found 1"},
      {"1\n2 2\nBW\n", 4, 1, "expected row 2 (2 cells of 'B', 'W' or '.'), found end of input"},
      {"1\n2 2\nBW\nW..\n", 4, 3, "expected the end of row 2 after 2 cells, found '.'"},
      {"1\n-2 2\n", 2, 1,
       "expected the number of rows N (an integer from 1 to 1000000000), found -2"},
      {"1\n2\n2\nBW\nW.\n", 2, 2,
       "expected the number of columns M (an integer from 1 to 1000000000), found end of line"},
      {"2\n1 1\n.\n", 4, 1, "expected test case 2 of 2 (a line \"N M\"), found end of input"},
      {"1\n1 1\n.\nB\n", 4, 1, "expected the end of the input after 1 test case, found 'B'"},
      {"2\n1 1\n.\n1 1\n.\nB\n", 6, 1,
       "expected the end of the input after 2 test cases, found 'B'"},
      // Bare rows (no T, no sizes): the first row fixes the width.
      {"BWx.\n", 1, 3, "expected 'B', 'W' or '.', found 'x'"},
      {"BWW.\nWWBW\n..W\n", 3, 4, "expected 4 cells in row 3, found 3"},
      {"BW\nWB\n2 2\n", 3, 1, "expected 'B', 'W' or '.', found '2'"},
  };
  for (const auto& c : cases) {
    auto parsed = tessera::parse_lpuzzle(c.text);
    ASSERT_FALSE(parsed.ok()) << c.text;
    EXPECT_EQ(parsed.error().message, c.message) << c.text;
    EXPECT_EQ(parsed.error().line, c.line) << c.text;
    EXPECT_EQ(parsed.error().column, c.column) << c.text;
  }
}

// One pattern as bare rows, as `tessera cover` takes a bare board (issue 22: `printf
// 'BWW.\nWWBW\n..WB\n' | tessera lpuzzle` was refused): the same pattern as the original format's.
TEST(Lpuzzle, ReadsOnePatternGivenAsBareRows) {
  auto original = tessera::parse_lpuzzle("1\n3 4\nBWW.\nWWBW\n..WB\n");
  ASSERT_TRUE(original.ok());
  for (const char* text :
       {"BWW.\nWWBW\n..WB\n", "BWW.\nWWBW\n..WB", "\n\nBWW. \r\nWWBW\r\n..WB\r\n\n",
        "\xEF\xBB\xBF"
        "BWW.\nWWBW\n..WB\n"}) {
    auto bare = tessera::parse_lpuzzle(text);
    ASSERT_TRUE(bare.ok()) << text << ": " << bare.error().message;
    ASSERT_EQ(bare.value().size(), 1u);
    const lpuzzle_pattern& p = bare.value()[0];
    EXPECT_EQ(p.rows, 3u);
    EXPECT_EQ(p.cols, 4u);
    EXPECT_EQ(p.cells, original.value()[0].cells) << text;
  }
  tessera::lpuzzle_reader reader("W\n");
  ASSERT_TRUE(reader.read_header());
  EXPECT_TRUE(reader.bare());
  EXPECT_EQ(reader.cases(), 1u);
  // The limits hold row by row: a bare pattern past --max-cells stops at the row that passes it.
  tessera::lpuzzle_limits small;
  small.max_cells = 7;
  auto over = tessera::parse_lpuzzle("BWBWBW\nBWBWBW\n", small);
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(over.error().message, "a 2x6 pattern has 12 cells, over the limit of 7 (--max-cells)");
  EXPECT_EQ(over.error().line, 2u);
}

TEST(Lpuzzle, HugeDeclaredSizesAreRefusedBeforeAllocating) {
  auto over = tessera::parse_lpuzzle("1\n1000000000 1000000000\nB\n");
  ASSERT_FALSE(over.ok());
  EXPECT_NE(over.error().message.find("over the limit"), std::string::npos);
  auto truncated = tessera::parse_lpuzzle("1\n10000 10000\nBWW\n");
  ASSERT_FALSE(truncated.ok());
  EXPECT_NE(truncated.error().message.find("truncated"), std::string::npos);
}

TEST(Lpuzzle, AcceptsCrlfBomAndTrailingBlanks) {
  auto parsed = tessera::parse_lpuzzle(
      "\xEF\xBB\xBF"
      "1\r\n2 2  \r\nBW \r\nW.\r\n\r\n");
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  tessera::lpuzzle_solver solver;
  EXPECT_TRUE(solve_checked(solver, parsed.value()[0]));
}

TEST(Lpuzzle, FormatRoundTrips) {
  std::vector<lpuzzle_pattern> ps{tessera::generate_lpuzzle(4, 7, tessera::lpuzzle_kind::random, 9),
                                  make({"BW", "W."})};
  auto parsed = tessera::parse_lpuzzle(tessera::format_lpuzzle_input(ps));
  ASSERT_TRUE(parsed.ok());
  ASSERT_EQ(parsed.value().size(), 2u);
  EXPECT_EQ(parsed.value()[0].cells, ps[0].cells);
  EXPECT_EQ(parsed.value()[1].cells, ps[1].cells);
}

// Claims (tessera lpuzzle --check): what --format json writes reads back and is judged OK; tampered
// claims are judged WRONG with the reason; malformed lines are errors at their line.
TEST(LpuzzleClaims, WrittenClaimsReadBackAndPass) {
  const lpuzzle_pattern yes = tessera::generate_lpuzzle(6, 9, tessera::lpuzzle_kind::yes, 4);
  const lpuzzle_pattern other = make({"BW", "W."}), no2 = make({"W..", "BW.", "WBW"});
  tessera::lpuzzle_solver solver;
  std::vector<lpuzzle_piece> tiling;
  ASSERT_TRUE(solver.solve(yes, &tiling));
  ASSERT_FALSE(solver.solve(no2));
  // Case 2 first and a blank line: claims are matched by number, not by position.
  const std::string text = tessera::write_lpuzzle_claim_json(2, false, {}) + "\n \r\n" +
                           tessera::write_lpuzzle_claim_json(1, true, tiling);
  const auto claims = tessera::parse_lpuzzle_claims(text);
  ASSERT_TRUE(claims.ok()) << claims.error().message;
  ASSERT_EQ(claims.value().size(), 2u);
  const tessera::lpuzzle_claim* one = tessera::find_lpuzzle_claim(claims.value(), 1);
  ASSERT_NE(one, nullptr);
  EXPECT_EQ(one->line, 4u);
  EXPECT_TRUE(one->yes);
  ASSERT_EQ(one->pieces.size(), tiling.size());
  for (std::size_t i = 0; i < tiling.size(); ++i) {
    EXPECT_EQ(one->pieces[i].black_row, tiling[i].black_row);
    EXPECT_EQ(one->pieces[i].vertical_col, tiling[i].vertical_col);
  }
  EXPECT_EQ(tessera::judge_lpuzzle_claim(one, yes, true), "OK");
  EXPECT_EQ(
      tessera::judge_lpuzzle_claim(tessera::find_lpuzzle_claim(claims.value(), 2), no2, false),
      "OK");
  EXPECT_EQ(tessera::find_lpuzzle_claim(claims.value(), 3), nullptr);
  EXPECT_EQ(tessera::judge_lpuzzle_claim(nullptr, other, true), "WRONG: no claim for this case");
  // The right tiling for the wrong pattern, and NO for a pattern that has a tiling.
  EXPECT_EQ(tessera::judge_lpuzzle_claim(one, other, true).rfind("WRONG: piece ", 0), 0u);
  EXPECT_EQ(tessera::judge_lpuzzle_claim(tessera::find_lpuzzle_claim(claims.value(), 2), yes, true),
            "WRONG: claimed NO, but a tiling exists");
}

// The original output (YES/NO a line) is a claim too, as a judge sees a contestant's output: the
// K-th answer for case K, its answer judged, no tiling to check (issue 22: --check read only JSON).
TEST(LpuzzleClaims, ReadsTheOriginalOutput) {
  const lpuzzle_pattern yes = make({"BWW.", "WWBW", "..WB"}), no = make({"W..", "BW.", "WBW"});
  const auto claims = tessera::parse_lpuzzle_claims("\xEF\xBB\xBFYES\r\n\nNO  \nyes\nNO\n");
  ASSERT_TRUE(claims.ok()) << claims.error().message;
  ASSERT_EQ(claims.value().size(), 4u);
  const auto& c = claims.value();
  EXPECT_EQ(c[0].case_number, 1u);
  EXPECT_EQ(c[1].case_number, 2u);
  EXPECT_EQ(c[1].line, 3u);
  EXPECT_TRUE(c[0].answer_only && c[0].yes && c[0].pieces.empty());
  EXPECT_EQ(tessera::judge_lpuzzle_claim(&c[0], yes, true), "OK");
  EXPECT_EQ(tessera::judge_lpuzzle_claim(&c[0], no, false),
            "WRONG: claimed YES, but no tiling exists");
  EXPECT_EQ(tessera::judge_lpuzzle_claim(&c[1], no, false), "OK");
  EXPECT_EQ(tessera::judge_lpuzzle_claim(&c[1], yes, true),
            "WRONG: claimed NO, but a tiling exists");
  EXPECT_EQ(tessera::judge_lpuzzle_claim(&c[2], yes, true),
            "WRONG: expected YES or NO, found 'yes'");
  EXPECT_EQ(tessera::find_lpuzzle_claim(c, 4), &c[3]);
  // JSON claims still need their tiling: an answer alone is the original output's privilege.
  const auto json = tessera::parse_lpuzzle_claims("{\"case\":1,\"answer\":\"YES\"}\n");
  ASSERT_TRUE(json.ok());
  EXPECT_FALSE(json.value()[0].answer_only);
  EXPECT_EQ(tessera::judge_lpuzzle_claim(&json.value()[0], yes, true),
            "WRONG: no \"pieces\" array");
}

TEST(LpuzzleClaims, DefectsInsideAClaimAreVerdicts) {
  const lpuzzle_pattern p = make({"BW", "W."});
  struct defect_case {
    const char* line;
    const char* verdict;
  };
  const defect_case cases[] = {
      {R"({"case":1})", "WRONG: the claim has no \"answer\" YES or NO"},
      {R"({"case":1,"answer":5})", "WRONG: the claim has no \"answer\" YES or NO"},
      {R"({"case":1,"answer":"yes"})", "WRONG: the claim has no \"answer\" YES or NO"},
      {R"({"case":1,"answer":"YES"})", "WRONG: no \"pieces\" array"},
      {R"({"case":1,"answer":"YES","pieces":{"a":1}})", "WRONG: no \"pieces\" array"},
      {R"({"case":1,"answer":"YES","pieces":[[[1,1],[1,2]]]})",
       "WRONG: a piece is not three [row, col] pairs"},
      {R"({"case":1,"answer":"YES","pieces":[[[1,1],[1,2],[2,0]]]})",
       "WRONG: a cell is not a 1-based [row, col] pair"},
      {R"({"case":1,"answer":"YES","pieces":[[[1,1],[1,2],[2,1.0]]]})",
       "WRONG: a cell is not a 1-based [row, col] pair"},
      {R"({"case":1,"answer":"YES","pieces":[[[1,1],[1,2],[18446744073709551615,1]]]})",
       "WRONG: piece 1 has a cell (18446744073709551615, 1) off the 2x2 board"},
      {R"({"case":1,"answer":"YES","pieces":[[[1,1],[1,2],[2,1]]]})", "OK"},
      // A NO claim's pieces are not looked at.
      {R"({"case":1,"answer":"NO","pieces":5})", "WRONG: claimed NO, but a tiling exists"},
  };
  for (const auto& c : cases) {
    const auto claims = tessera::parse_lpuzzle_claims(c.line);
    ASSERT_TRUE(claims.ok()) << c.line << ": " << claims.error().message;
    ASSERT_EQ(claims.value().size(), 1u) << c.line;
    EXPECT_EQ(tessera::judge_lpuzzle_claim(&claims.value()[0], p, true), c.verdict) << c.line;
  }
}

TEST(LpuzzleClaims, MalformedLinesAreErrorsAtTheirLine) {
  struct bad_case {
    const char* text;
    std::size_t line;
    const char* message;
  };
  const char* const not_object = "expected a JSON object (a claimed tiling), found something else";
  const char* const no_case = "expected a \"case\" number (1 to 10000000) in the claim";
  const bad_case cases[] = {
      {"[1,2]", 1, not_object},
      {"{\"case\":1,\"answer\":\"NO\"}\n{\"case\":2", 2, not_object},
      {"\n\n{\"case\":1} x", 3, not_object},
      {"{\"answer\":\"NO\"}", 1, no_case},
      {"{\"case\":0}", 1, no_case},
      {"{\"case\":-1}", 1, no_case},
      {"{\"case\":1.5}", 1, no_case},
      {"{\"case\":\"1\"}", 1, no_case},
      {"{\"case\":10000001}", 1, no_case},
      {"{\"case\":2}\n{\"case\":1}\n{\"case\":2}\n[]", 3,
       "expected one claim per case, found a second for case 2"},
  };
  for (const auto& c : cases) {
    const auto claims = tessera::parse_lpuzzle_claims(c.text);
    ASSERT_FALSE(claims.ok()) << c.text;
    EXPECT_EQ(claims.error().line, c.line) << c.text;
    EXPECT_EQ(claims.error().column, 1u) << c.text;
    EXPECT_EQ(claims.error().message, c.message) << c.text;
  }
  // The largest case number costs one entry, not a table of ten million.
  const auto far = tessera::parse_lpuzzle_claims("{\"case\":10000000,\"answer\":\"NO\"}\r\n");
  ASSERT_TRUE(far.ok()) << far.error().message;
  ASSERT_EQ(far.value().size(), 1u);
  EXPECT_EQ(far.value()[0].case_number, 10'000'000u);
  const auto empty = tessera::parse_lpuzzle_claims("");
  ASSERT_TRUE(empty.ok());
  EXPECT_TRUE(empty.value().empty());
}

}  // namespace
