// tessera/setter.hpp, the generators: every kind of every problem passes validate_input and has the
// answer its kind promises (checked by the solvers, and by brute-force twins on small sizes), the
// same seed gives the same bytes, and `lpuzzle --kind no` refuses exactly the sizes where no NO
// pattern passes the counting checks (an exhaustive search over every pattern of up to 12 cells).
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <sstream>

#include "tessera/fill.hpp"
#include "tessera/lpuzzle.hpp"
#include "tessera/omok.hpp"
#include "tessera/setter.hpp"
#include "tessera/tiling_count.hpp"

namespace {

using tessera::setter::gen_options;
using tessera::setter::problem;

std::string made(problem p, gen_options o) {
  const auto text = tessera::setter::generate(p, o);
  EXPECT_TRUE(text) << tessera::setter::problem_name(p) << " " << o.kind << " seed " << o.seed
                    << ": " << (text ? "" : text.error().message);
  return text ? text.value() : std::string();
}

std::string answer(problem p, const std::string& input) {
  const auto a = tessera::setter::reference_answer(p, input);
  EXPECT_TRUE(a) << (a ? "" : a.error().message);
  return a ? a.value() : std::string();
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Brute-force twin of the L-puzzle: every black tries its (at most four) L's, backtracking.
bool lpuzzle_brute(const tessera::lpuzzle_pattern& p) {
  std::vector<std::size_t> blacks;
  std::size_t whites = 0;
  for (std::size_t i = 0; i < p.cells.size(); ++i) {
    if (p.cells[i] == 'B') blacks.push_back(i);
    whites += p.cells[i] == 'W';
  }
  if (whites != 2 * blacks.size()) return false;
  std::vector<bool> used(p.cells.size(), false);
  const auto rows = static_cast<long>(p.rows), cols = static_cast<long>(p.cols);
  std::function<bool(std::size_t)> place = [&](std::size_t k) {
    if (k == blacks.size()) return true;
    const long r = static_cast<long>(blacks[k] / p.cols), c = static_cast<long>(blacks[k] % p.cols);
    for (const long dc : {-1L, 1L}) {
      for (const long dr : {-1L, 1L}) {
        if (c + dc < 0 || c + dc >= cols || r + dr < 0 || r + dr >= rows) continue;
        const auto h = static_cast<std::size_t>(r * cols + c + dc),
                   v = static_cast<std::size_t>((r + dr) * cols + c);
        if (p.cells[h] != 'W' || p.cells[v] != 'W' || used[h] || used[v]) continue;
        used[h] = used[v] = true;
        if (place(k + 1)) return true;
        used[h] = used[v] = false;
      }
    }
    return false;
  };
  return place(0);
}

TEST(SetterGenerate, LpuzzleKindsKeepTheirPromises) {
  tessera::lpuzzle_solver solver;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    for (const char* kind : {"yes", "no", "random"}) {
      gen_options o;
      o.kind = kind;
      o.seed = seed;
      o.rows = 2 + seed % 6;
      o.cols = 3 + seed % 5;
      o.cases = 3;
      if (std::string(kind) == "no" && !tessera::lpuzzle_no_possible(o.rows, o.cols)) o.rows = 3;
      const std::string text = made(problem::lpuzzle, o);
      EXPECT_FALSE(tessera::setter::validate_input(problem::lpuzzle, text)) << text;
      const auto patterns = tessera::parse_lpuzzle(text);
      ASSERT_TRUE(patterns);
      for (const auto& p : patterns.value()) {
        const bool yes = lpuzzle_brute(p);
        EXPECT_EQ(solver.solve(p), yes) << kind << " seed " << seed << " " << p.cells;
        if (std::string(kind) == "yes") {
          EXPECT_TRUE(yes) << p.cells;
        }
        if (std::string(kind) == "no") {
          EXPECT_FALSE(yes) << p.cells;
          EXPECT_TRUE(tessera::lpuzzle_counting_checks(p)) << p.cells;
        }
      }
    }
  }
  const std::string snake = made(problem::lpuzzle, {.kind = "snake"});
  EXPECT_EQ(answer(problem::lpuzzle, snake), "YES\n");
  EXPECT_NE(snake.find("\n500 500\n"), std::string::npos);
  const std::string maximal = made(problem::lpuzzle, {.kind = "maximal", .seed = 3});
  EXPECT_FALSE(tessera::setter::validate_input(problem::lpuzzle, maximal));
  const std::vector<std::string> answers = lines(answer(problem::lpuzzle, maximal));
  ASSERT_EQ(answers.size(), 100u);
  for (std::size_t i = 0; i < answers.size(); ++i) EXPECT_EQ(answers[i], i % 2 == 0 ? "YES" : "NO");
}

TEST(SetterGenerate, SnakeIsYesAtEverySizeItAccepts) {
  tessera::lpuzzle_solver solver;
  for (std::size_t rows = 1; rows <= 9; ++rows) {
    for (std::size_t cols = 1; cols <= 11; ++cols) {
      if (!tessera::lpuzzle_snake_possible(rows, cols)) {
        EXPECT_FALSE(tessera::setter::generate(problem::lpuzzle,
                                               {.kind = "snake", .rows = rows, .cols = cols}));
        continue;
      }
      const auto p = tessera::lpuzzle_snake(rows, cols);
      EXPECT_TRUE(lpuzzle_brute(p) || p.rows * p.cols > 60)
          << rows << "x" << cols << " " << p.cells;
      EXPECT_TRUE(solver.solve(p)) << rows << "x" << cols << " " << p.cells;
    }
  }
}

// Every rows x cols pattern (3^(rows*cols) of them) that passes the counting checks, until one has
// no tiling. The brute-force twin of lpuzzle_no_possible.
bool some_no_passes_checks(std::size_t rows, std::size_t cols) {
  tessera::lpuzzle_pattern p{rows, cols, std::string(rows * cols, '.')};
  std::vector<int> digit(rows * cols, 0);
  for (;;) {
    for (std::size_t i = 0; i < digit.size(); ++i) p.cells[i] = "BW."[digit[i]];
    if (tessera::lpuzzle_counting_checks(p) && !lpuzzle_brute(p)) return true;
    std::size_t i = 0;
    while (i < digit.size() && digit[i] == 2) digit[i++] = 0;
    if (i == digit.size()) return false;
    ++digit[i];
  }
}

TEST(SetterGenerate, LpuzzleNoRefusesExactlyTheSizesWithoutSuchPatterns) {
  for (std::size_t rows = 1; rows <= 4; ++rows) {
    for (std::size_t cols = rows; rows * cols <= 12; ++cols) {
      const bool exists = some_no_passes_checks(rows, cols);
      EXPECT_EQ(tessera::lpuzzle_no_possible(rows, cols), exists) << rows << "x" << cols;
      EXPECT_EQ(tessera::lpuzzle_no_possible(cols, rows), exists) << cols << "x" << rows;
      // The generator refuses the size, or keeps its promise there (issue 22: 2x2 seed 3 printed a
      // pattern that fails the checks).
      for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const auto text = tessera::setter::generate(
            problem::lpuzzle, {.kind = "no", .seed = seed, .rows = rows, .cols = cols});
        ASSERT_EQ(static_cast<bool>(text), exists) << rows << "x" << cols;
        if (!text) {
          EXPECT_NE(text.error().message.find("no " + std::to_string(rows) + "x"),
                    std::string::npos)
              << text.error().message;
          continue;
        }
        const auto p = tessera::parse_lpuzzle(text.value()).value()[0];
        EXPECT_TRUE(tessera::lpuzzle_counting_checks(p)) << p.cells;
        EXPECT_FALSE(lpuzzle_brute(p)) << p.cells;
      }
    }
  }
}

TEST(SetterGenerate, BoardcoverKindsKeepTheirPromises) {
  const std::vector<tessera::piece> l3 = {
      {"L3", tessera::polyomino({{0, 0}, {1, 0}, {1, 1}}), tessera::orientation_set::free, {}}};
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    for (const char* kind : {"random", "zero", "one", "many", "most", "maximal"}) {
      gen_options o;
      o.kind = kind;
      o.seed = seed;
      const std::string text = made(problem::boardcover, o);
      ASSERT_FALSE(tessera::setter::validate_input(problem::boardcover, text)) << kind << "\n"
                                                                               << text;
      const auto boards = tessera::parse_boards(text);
      ASSERT_TRUE(boards);
      const std::vector<std::string> counts = lines(answer(problem::boardcover, text));
      ASSERT_EQ(counts.size(), boards.value().size());
      for (std::size_t i = 0; i < counts.size(); ++i) {
        const tessera::board& b = boards.value()[i];
        const std::uint64_t n = std::stoull(counts[i]);
        // The brute-force twin where it is quick (the seed's method).
        if (b.free_count() <= 30 || n < 5000) {
          EXPECT_EQ(tessera::count_tilings_naive(b, l3, tessera::orientation_set::rotate), n);
        }
        const std::string k = kind;
        if (k == "zero") {
          EXPECT_TRUE(n == 0 && b.free_count() % 3 == 0 && b.free_count() > 0);
        }
        if (k == "one") {
          EXPECT_EQ(n, 1u);
        }
        if (k == "many") {
          EXPECT_GE(n, 2u);
        }
        if (k == "most") {
          EXPECT_EQ(b.free_count(), 48u);
          EXPECT_GE(n, 1514u);  // at least the 6x8 rectangle it starts from
        }
        if (k == "maximal") {
          EXPECT_EQ(b.rows() * b.cols(), 400u);
          EXPECT_EQ(b.free_count(), i % 2 == 0 ? 48u : 50u);
        }
      }
    }
  }
}

// The runs of exactly five (the standard rule), by brute force over every cell and direction.
std::vector<std::string> fives(const tessera::omok::board& b) {
  std::vector<std::string> out;
  const int dr[4] = {0, 1, 1, -1}, dc[4] = {1, 0, 1, 1};
  const auto n = static_cast<int>(b.rows);
  auto at = [&](int r, int c) {
    return r < 0 || c < 0 || r >= n || c >= n
               ? 9
               : b.at(static_cast<std::size_t>(r), static_cast<std::size_t>(c));
  };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (int d = 0; d < 4; ++d) {
        const int v = at(r, c);
        if (v == 0 || at(r - dr[d], c - dc[d]) == v) continue;
        int len = 0;
        while (at(r + len * dr[d], c + len * dc[d]) == v) ++len;
        if (len == 5)
          out.push_back(std::to_string(v) + " " + std::to_string(d) + " " + std::to_string(r) +
                        " " + std::to_string(c));
      }
  return out;
}

TEST(SetterGenerate, OmokKindsKeepTheirPromises) {
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    for (const auto& info : tessera::setter::problem_kinds(problem::omok)) {
      const std::string kind(info.name);
      const std::string text = made(problem::omok, {.kind = kind, .seed = seed});
      ASSERT_FALSE(tessera::setter::validate_input(problem::omok, text)) << kind << "\n" << text;
      const auto b = tessera::omok::parse_board(text, {}).value();
      const std::vector<std::string> wins = fives(b);
      ASSERT_LE(wins.size(), 1u) << kind;  // the statement's promise
      const std::string a = answer(problem::omok, text);
      EXPECT_EQ(a == "0\n", wins.empty()) << kind;
      const auto lines_of = tessera::omok::winning_lines(b, {});
      const int d = lines_of.empty() ? -1 : static_cast<int>(lines_of[0].dir);
      if (kind == "none" || kind == "six" || kind == "paths") {
        EXPECT_TRUE(wins.empty()) << kind;
      }
      if (kind == "black") {
        EXPECT_EQ(a[0], '1');
      }
      if (kind == "white") {
        EXPECT_EQ(a[0], '2');
      }
      if (kind == "across") {
        EXPECT_EQ(d, 0);
      }
      if (kind == "down") {
        EXPECT_EQ(d, 1);
      }
      if (kind == "diagonal") {
        EXPECT_EQ(d, 2);
      }
      if (kind == "anti") {
        EXPECT_EQ(d, 3);
      }
      if (kind == "leftmost") {
        EXPECT_EQ(d, 3);
        EXPECT_EQ(lines_of[0].row, 4u);  // its top stone is on row 1: the answer is row 5
      }
      if (kind == "edge") {
        ASSERT_FALSE(lines_of.empty());
        const auto& l = lines_of[0];
        bool touches = false;
        for (std::size_t i = 0; i < 5; ++i)
          touches = touches || l.row_at(i) == 0 || l.row_at(i) == 18 || l.col_at(i) == 0 ||
                    l.col_at(i) == 18;
        EXPECT_TRUE(touches);
      }
      if (kind == "six") {
        EXPECT_FALSE(
            tessera::omok::winning_lines(b, {tessera::omok::rule_set::freestyle, 6}).empty());
      }
      if (kind == "maximal") {
        EXPECT_EQ(std::count(b.cells.begin(), b.cells.end(), 0), 0);
        EXPECT_EQ(wins.size(), 1u);
      }
      if (kind == "paths") {
        int solid = 0;
        for (std::size_t r = 0; r < 19; ++r) {
          bool full = true;
          for (std::size_t c = 0; c < 19; ++c)
            full = full && b.at(r, c) == b.at(r, 0) && b.at(r, 0) != 0;
          solid += full;
        }
        EXPECT_GE(solid, 2);
      }
    }
  }
}

TEST(SetterGenerate, FillKindsKeepTheirPromises) {
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    for (const auto& info : tessera::setter::problem_kinds(problem::fill)) {
      const std::string kind(info.name);
      const std::string text = made(problem::fill, {.kind = kind, .seed = seed});
      const auto parsed = tessera::parse_fill(text);
      ASSERT_TRUE(parsed) << kind;
      const tessera::fill_problem& p = parsed.value();
      if (kind == "construct") continue;  // tessera's own scale instances (tests/fill_test.cpp)
      ASSERT_FALSE(tessera::setter::validate_input(problem::fill, text)) << kind << "\n" << text;
      const auto solved = tessera::solve_fill(p, {});
      const auto flipped = tessera::solve_fill(p, {.flip = true});
      const std::size_t holes =
          static_cast<std::size_t>(std::count(p.board.begin(), p.board.end(), 0));
      EXPECT_EQ(answer(problem::fill, text), std::to_string(solved.answer) + "\n");
      if (kind == "full") {
        EXPECT_EQ(solved.answer, holes);
      }
      if (kind == "zero") {
        EXPECT_EQ(solved.answer, 0u);
      }
      if (kind == "maximal") {
        EXPECT_EQ(p.rows, 50u);
      }
      if (kind == "flip") {
        EXPECT_LT(solved.answer, flipped.answer);  // mirrored pieces fit only flipped
      }
      if (kind == "rotate") {
        EXPECT_GT(solved.answer, 0u);
      }
    }
  }
}

// FNV-1a of a text: the generators' bytes pinned, so a change to them (or a platform that draws
// other numbers) fails here.
std::uint64_t fnv(const std::string& s) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (const char c : s) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
  return h;
}

// The bytes of seed 7 of a few kinds, pinned (FNV-1a): same seed, same bytes, here and on any
// machine; the L-puzzle's are those `tessera gen lpuzzle` printed before the setter's kit.
TEST(SetterGenerate, PinnedBytes) {
  const struct {
    problem p;
    const char* kind;
    std::uint64_t hash;
  } pinned[] = {
      {problem::lpuzzle, "yes", 0xaddf817853761d52ULL},
      {problem::lpuzzle, "no", 0x77e89ba2feeebfbeULL},
      {problem::boardcover, "random", 0xd3e8999ee28dbb7aULL},
      {problem::omok, "edge", 0x66d645fcac02b283ULL},
      {problem::fill, "bbox", 0xb5a14b24af5706aeULL},
  };
  for (const auto& row : pinned)
    EXPECT_EQ(fnv(made(row.p, {.kind = row.kind, .seed = 7})), row.hash)
        << tessera::setter::problem_name(row.p) << " " << row.kind;
}

TEST(SetterGenerate, SameSeedSameBytes) {
  for (const problem p : tessera::setter::all_problems) {
    for (const auto& info : tessera::setter::problem_kinds(p)) {
      if (info.name == "maximal" || info.name == "construct") continue;  // large; covered above
      const gen_options o{.kind = std::string(info.name), .seed = 42};
      EXPECT_EQ(made(p, o), made(p, o)) << tessera::setter::problem_name(p) << " " << info.name;
    }
  }
}

}  // namespace
