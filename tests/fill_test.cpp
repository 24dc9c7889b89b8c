// Tests of the fill solver (tessera/fill.hpp): the seed's samples, the case the seed's program gets
// wrong, a brute-force twin that applies the rule literally, invariants, generated cases whose
// answer is known by construction, and the canonical keys against tessera::canonical_form.
#include "tessera/fill.hpp"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <set>

#include "detail/fill_shapes.hpp"

namespace {

using tessera::cell;
using tessera::fill_problem;
using tessera::fill_solution;

fill_problem parse(std::string_view text) {
  auto r = tessera::parse_fill(text);
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
  return r.ok() ? r.value() : fill_problem{};
}

fill_solution solve(const fill_problem& p, bool flip) {
  fill_solution s = tessera::solve_fill(p, {.flip = flip, .witness = true});
  EXPECT_EQ(tessera::verify_fill(p, s, flip), "");
  EXPECT_EQ(s.placements.size(), s.placed);
  // The JSON the CLI prints reads back as a claim the checker accepts.
  const auto claim = tessera::parse_fill_claim(tessera::write_fill_solution_json(s));
  EXPECT_TRUE(claim.ok());
  if (claim.ok()) {
    EXPECT_EQ(tessera::verify_fill(p, claim.value(), flip), "");
  }
  return s;
}

// ---- The brute-force twin: the rule, literally. -------------------------------------------------
// Pieces are taken from the table by their own flood fill; each is tried in every allowed
// orientation (generated here by turning the cells, not by the library), at every position, in
// every order; a placement must sit on empty board cells and leave no empty cell next to it.
// Memoised on (board, pieces left). Boards of at most 64 cells.
class brute_force {
 public:
  brute_force(const fill_problem& p, bool flip) : p_(p) {
    std::vector<bool> seen(p.table.size(), false);
    for (std::size_t s = 0; s < p.table.size(); ++s) {
      if (p.table[s] == 0 || seen[s]) continue;
      std::vector<cell> piece, stack{{static_cast<int>(s / p.cols), static_cast<int>(s % p.cols)}};
      seen[s] = true;
      while (!stack.empty()) {
        const cell c = stack.back();
        stack.pop_back();
        piece.push_back(c);
        for (const cell d : {cell{0, 1}, cell{1, 0}, cell{0, -1}, cell{-1, 0}}) {
          const cell n{c.row + d.row, c.col + d.col};
          if (n.row < 0 || n.col < 0 || n.row >= int(p.rows) || n.col >= int(p.cols)) continue;
          const std::size_t i = std::size_t(n.row) * p.cols + std::size_t(n.col);
          if (p.table[i] == 1 && !seen[i]) {
            seen[i] = true;
            stack.push_back(n);
          }
        }
      }
      std::set<std::vector<cell>> shapes;
      for (int mirror = 0; mirror < (flip ? 2 : 1); ++mirror) {
        std::vector<cell> cur = piece;
        if (mirror)
          for (cell& c : cur) c.col = -c.col;
        for (int turn = 0; turn < 4; ++turn) {
          for (cell& c : cur) c = cell{c.col, -c.row};
          std::vector<cell> norm = cur;
          int r0 = norm[0].row, c0 = norm[0].col;
          for (const cell c : norm) r0 = std::min(r0, c.row), c0 = std::min(c0, c.col);
          for (cell& c : norm) c = cell{c.row - r0, c.col - c0};
          std::sort(norm.begin(), norm.end());
          shapes.insert(norm);
        }
      }
      orientations_.emplace_back(shapes.begin(), shapes.end());
    }
  }

  std::size_t pieces() const { return orientations_.size(); }

  int best() {
    std::uint64_t board = 0;
    for (std::size_t i = 0; i < p_.board.size(); ++i) board |= std::uint64_t{p_.board[i]} << i;
    return best(board, 0);
  }

 private:
  int best(std::uint64_t board, std::uint32_t used) {
    const auto key = std::make_pair(board, used);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    int result = 0;
    const int rows = int(p_.rows), cols = int(p_.cols);
    for (std::size_t k = 0; k < orientations_.size(); ++k) {
      if ((used >> k) & 1) continue;
      for (const auto& shape : orientations_[k]) {
        for (int dr = 0; dr < rows; ++dr) {
          for (int dc = 0; dc < cols; ++dc) {
            std::uint64_t placed = 0;
            bool fits = true;
            for (const cell c : shape) {
              const int r = c.row + dr, col = c.col + dc;
              if (r >= rows || col >= cols || ((board >> (r * cols + col)) & 1)) {
                fits = false;
                break;
              }
              placed |= std::uint64_t{1} << (r * cols + col);
            }
            if (!fits) continue;
            const std::uint64_t after = board | placed;
            bool leaves_empty = false;
            for (const cell c : shape) {
              const int r = c.row + dr, col = c.col + dc;
              for (const cell d : {cell{0, 1}, cell{1, 0}, cell{0, -1}, cell{-1, 0}}) {
                const int nr = r + d.row, nc = col + d.col;
                if (nr >= 0 && nc >= 0 && nr < rows && nc < cols &&
                    !((after >> (nr * cols + nc)) & 1)) {
                  leaves_empty = true;
                }
              }
            }
            if (leaves_empty) continue;
            result = std::max(result, int(shape.size()) + best(after, used | (1u << k)));
          }
        }
      }
    }
    memo_[key] = result;
    return result;
  }

  const fill_problem& p_;
  std::vector<std::vector<std::vector<cell>>> orientations_;
  std::map<std::pair<std::uint64_t, std::uint32_t>, int> memo_;
};

fill_problem random_problem(std::mt19937_64& rng) {
  fill_problem p;
  p.rows = 1 + rng() % 5;
  p.cols = 1 + rng() % 5;
  const std::size_t n = p.rows * p.cols;
  const unsigned density = 30 + unsigned(rng() % 45);
  p.board.resize(n);
  for (auto& b : p.board) b = rng() % 100 < density ? 1 : 0;
  p.table.resize(n);
  if (rng() % 2 == 0) {
    for (auto& t : p.table) t = rng() % 100 < 100 - density ? 1 : 0;
  } else {
    // The board's holes turned half a turn (or mirrored): many pieces fit, some cells knocked out.
    const bool mirror = rng() % 2 == 0;
    for (std::size_t r = 0; r < p.rows; ++r) {
      for (std::size_t c = 0; c < p.cols; ++c) {
        const std::size_t from = mirror ? r * p.cols + (p.cols - 1 - c) : n - 1 - (r * p.cols + c);
        p.table[r * p.cols + c] = p.board[from] == 0 && rng() % 100 < 90 ? 1 : 0;
      }
    }
  }
  return p;
}

std::string describe(const fill_problem& p) { return tessera::write_fill_text(p); }

// ---- Golden: the seed's samples (Programmers 84021, "퍼즐 조각 채우기", examples 1 and 2).
// ----------
TEST(Fill, SeedSamples) {
  const fill_problem one = parse(
      R"({"game_board": [[1,1,0,0,1,0],[0,0,1,0,1,0],[0,1,1,0,0,1],[1,1,0,1,1,1],[1,0,0,0,1,0],[0,1,1,1,0,0]],
          "table": [[1,0,0,1,1,0],[1,0,1,0,1,0],[0,1,1,0,1,1],[0,0,1,0,0,0],[1,1,0,1,1,0],[0,1,0,0,0,0]]})");
  EXPECT_EQ(solve(one, false).answer, 14u);
  const fill_problem two =
      parse(R"({"game_board": [[0,0,0],[1,1,0],[1,1,1]], "table": [[1,1,1],[1,0,0],[0,0,0]]})");
  EXPECT_EQ(solve(two, false).answer, 0u);  // the piece is the mirror image of the hole
  EXPECT_EQ(solve(two, true).answer, 4u);
}

// The seed's program demands that a piece's whole bounding box end up filled, so a one-cell hole in
// the corner of a V-shaped hole's box blocks the V until the monomino is in: scanning the V first,
// it answers 1. Under the rule, both fit in either order: 6.
TEST(Fill, VHoleWithAOneCellHoleInItsBoxCorner) {
  const fill_problem p = parse("#.#.\n#.##\n#...\n####\n\n###.\n#...\n#..#\n....\n");
  const fill_solution s = solve(p, false);
  EXPECT_EQ(s.answer, 6u);
  EXPECT_EQ(s.holes, 2u);
  EXPECT_EQ(s.pieces, 2u);
  brute_force twin(p, false);
  EXPECT_EQ(twin.best(), 6);
}

TEST(Fill, CheckerboardOf1250Monominoes) {
  // The original limit's worst case for the seed's program: 50x50, 1,250 one-cell holes and pieces.
  fill_problem p;
  p.rows = p.cols = 50;
  for (std::size_t r = 0; r < 50; ++r) {
    for (std::size_t c = 0; c < 50; ++c) {
      p.board.push_back((r + c) % 2 == 0 ? 0 : 1);
      p.table.push_back((r + c) % 2 == 1 ? 1 : 0);
    }
  }
  const fill_solution s = solve(p, false);
  EXPECT_EQ(s.answer, 1250u);
  EXPECT_EQ(s.holes, 1250u);
  EXPECT_EQ(s.classes, 1u);
}

TEST(Fill, WitnessNamesTheTurn) {
  // An L tromino hole; the piece must turn a quarter clockwise to fit.
  const fill_problem p = parse("#..\n##.\n###\n\n#..\n##.\n...\n");
  const fill_solution s = solve(p, false);
  ASSERT_EQ(s.placements.size(), 1u);
  EXPECT_EQ(s.answer, 3u);
  const auto& pl = s.placements[0];
  EXPECT_FALSE(pl.how.reflect);
  // Piece cells row-major; each hole cell is the image of the piece cell at the same index.
  EXPECT_EQ(s.piece_cells[pl.first], (cell{0, 0}));
  std::set<cell> hole(s.hole_cells.begin(), s.hole_cells.end());
  EXPECT_EQ(hole, (std::set<cell>{{0, 1}, {0, 2}, {1, 2}}));
}

TEST(Fill, VerifyRejectsBadClaims) {
  const fill_problem p = parse("#.#.\n#.##\n#...\n####\n\n###.\n#...\n#..#\n....\n");
  const fill_solution good = solve(p, false);
  fill_solution wrong = good;
  wrong.answer = 7;
  EXPECT_NE(tessera::verify_fill(p, wrong, false), "");
  fill_solution moved = good;
  for (cell& c : moved.hole_cells) c.row += 1;
  EXPECT_NE(tessera::verify_fill(p, moved, false), "");
  fill_solution twice = good;
  twice.placements.push_back(twice.placements.front());
  twice.answer += twice.placements.front().size;
  EXPECT_NE(tessera::verify_fill(p, twice, false), "");
  fill_solution flipped = good;
  flipped.placements.front().how.reflect = true;
  EXPECT_NE(tessera::verify_fill(p, flipped, false), "");
  // Only part of a hole: the rest stays empty next to the piece.
  fill_problem half = parse("...\n###\n\n#..\n...\n");
  fill_solution partial;
  partial.answer = 1;
  partial.placements.push_back({0, 1, {}});
  partial.piece_cells = {{0, 0}};
  partial.hole_cells = {{0, 0}};
  EXPECT_NE(tessera::verify_fill(half, partial, false), "");
}

// ---- The twin against the solver on seeded random small cases.
// -----------------------------------
TEST(Fill, MatchesTheLiteralRuleOnRandomSmallCases) {
  const std::uint64_t seed = 20261130;
  std::mt19937_64 rng(seed);
  int checked = 0;
  for (int round = 0; checked < 1200 && round < 20000; ++round) {
    const fill_problem p = random_problem(rng);
    const bool flip = round % 3 == 0;
    brute_force twin(p, flip);
    if (twin.pieces() > 9) continue;
    const fill_solution s = solve(p, flip);
    ASSERT_EQ(static_cast<int>(s.answer), twin.best())
        << "seed " << seed << " round " << round << " flip " << flip << "\n"
        << describe(p);
    ++checked;
  }
  EXPECT_GE(checked, 1000);
}

// ---- Invariants.
// -----------------------------------------------------------------------------------
fill_problem turned(const fill_problem& p) {
  // A quarter turn clockwise of both grids: (r, c) -> (c, rows-1-r).
  fill_problem q;
  q.rows = p.cols;
  q.cols = p.rows;
  q.board.resize(p.board.size());
  q.table.resize(p.table.size());
  for (std::size_t r = 0; r < p.rows; ++r) {
    for (std::size_t c = 0; c < p.cols; ++c) {
      const std::size_t to = c * q.cols + (p.rows - 1 - r);
      q.board[to] = p.board[r * p.cols + c];
      q.table[to] = p.table[r * p.cols + c];
    }
  }
  return q;
}

TEST(Fill, InvariantUnderTurningEverythingAndFlipNeverHurts) {
  const std::uint64_t seed = 7;
  std::mt19937_64 rng(seed);
  for (int round = 0; round < 300; ++round) {
    tessera::fill_generator_options o;
    o.rows = 1 + rng() % 30;
    o.cols = 1 + rng() % 30;
    o.slot = 1 + rng() % 4;
    o.seed = rng();
    o.drop_per_mille = unsigned(rng() % 600);
    o.flip = rng() % 2 == 0;
    fill_problem p = tessera::generate_fill(o).problem;
    // Shuffle some table cells away so classes are uneven.
    for (auto& t : p.table) {
      if (rng() % 50 == 0) t = 0;
    }
    const std::uint64_t plain = tessera::solve_fill(p, {}).answer;
    const std::uint64_t flipped = tessera::solve_fill(p, {.flip = true}).answer;
    EXPECT_GE(flipped, plain) << "seed " << seed << " round " << round;
    fill_problem q = p;
    for (int k = 0; k < 3; ++k) {
      q = turned(q);
      EXPECT_EQ(tessera::solve_fill(q, {}).answer, plain) << "seed " << seed << " round " << round;
      EXPECT_EQ(tessera::solve_fill(q, {.flip = true}).answer, flipped);
    }
  }
}

// ---- Generated cases whose answer is known by construction.
// ---------------------------------------
TEST(Fill, GeneratedCasesMatchTheirConstruction) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    tessera::fill_generator_options o;
    o.rows = 20 + seed * 7;
    o.cols = 300 - seed * 5;
    o.slot = 1 + seed % 6;
    o.seed = seed;
    o.drop_per_mille = unsigned(seed * 20 % 1000);
    o.flip = seed % 2 == 0;
    const tessera::generated_fill g = tessera::generate_fill(o);
    const fill_solution s = solve(g.problem, o.flip);
    EXPECT_EQ(s.answer, g.answer) << "seed " << seed;
    // The written forms read back to the same problem.
    const fill_problem text = parse(tessera::write_fill_text(g.problem));
    const fill_problem json = parse(tessera::write_fill_json(g.problem));
    EXPECT_EQ(text.board, g.problem.board);
    EXPECT_EQ(json.table, g.problem.table);
  }
}

TEST(Fill, BigGeneratedCase) {
  tessera::fill_generator_options o;
  o.rows = 600;
  o.cols = 500;
  o.slot = 3;
  o.seed = 99;
  o.drop_per_mille = 250;
  const tessera::generated_fill g = tessera::generate_fill(o);
  const fill_solution s = tessera::solve_fill(g.problem, {});
  EXPECT_EQ(s.answer, g.answer);
  EXPECT_EQ(s.holes, (600u / 4) * (500u / 4));
}

TEST(Fill, OneHugeComponent) {
  // One 59,999-cell hole and the same piece turned half a turn: a flood of 60,000 cells each side.
  fill_problem p;
  p.rows = 300;
  p.cols = 200;
  p.board.assign(p.rows * p.cols, 0);
  p.table.assign(p.rows * p.cols, 1);
  p.board[5] = 1;                    // a notch, so the shape has no symmetry
  p.table[p.rows * p.cols - 6] = 0;  // the same notch, half a turn round
  EXPECT_EQ(solve(p, false).answer, p.rows * p.cols - 1);
}

// ---- The canonical keys agree with tessera::canonical_form.
// ---------------------------------------
TEST(FillShapes, CanonicalKeysAreCanonicalForm) {
  const std::uint64_t seed = 4242;
  std::mt19937_64 rng(seed);
  tessera::detail::shape_scratch scratch;
  for (int round = 0; round < 2000; ++round) {
    // Small shapes, big ones, and sparse ones in big boxes.
    std::vector<cell> cells;
    const bool big = round % 4 == 0, sparse = round % 8 == 0;
    const int n = big ? 64 + int(rng() % 400) : 1 + int(rng() % 30);
    // Boxes past 64 columns (several words a row), and sparse ones (the sorting path).
    const int side = sparse ? 1000 + int(rng() % 5000) : big ? 10 + int(rng() % 120) : 9;
    for (int i = 0; i < n; ++i) cells.push_back({int(rng() % side) - 4, int(rng() % side) - 4});
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    std::shuffle(cells.begin(), cells.end(), rng);
    for (const auto set : {tessera::orientation_set::rotate, tessera::orientation_set::free}) {
      scratch.cells = cells;
      tessera::detail::canonical_keys(scratch, tessera::allowed_transforms(set));
      const tessera::polyomino want = tessera::canonical_form(tessera::polyomino(cells), set);
      std::vector<std::uint64_t> keys;
      for (const cell c : want.cells()) keys.push_back(tessera::detail::pack_cell(c.row, c.col));
      ASSERT_EQ(scratch.best, keys) << "seed " << seed << " round " << round;
    }
  }
}

TEST(FillShapes, TurnAgreesWithApply) {
  for (const tessera::transform t : tessera::allowed_transforms(tessera::orientation_set::free)) {
    for (const cell c : {cell{0, 0}, cell{2, -3}, cell{-5, 7}}) {
      EXPECT_EQ(tessera::detail::turn(t, c), tessera::apply(t, c));
    }
  }
}

TEST(Fill, Pictures) {
  const fill_problem p = parse("#.#.\n#.##\n#...\n####\n\n###.\n#...\n#..#\n....\n");
  const fill_solution s = solve(p, false);
  const tessera::picture board = tessera::fill_board_picture(p, s);
  EXPECT_EQ(board.at(0, 0), tessera::picture::blocked);
  EXPECT_GE(board.at(0, 1), 0);
  EXPECT_NE(board.at(0, 1), board.at(0, 3));
  const tessera::picture table = tessera::fill_table_picture(p, s);
  EXPECT_EQ(table.at(3, 3), tessera::picture::empty);
  EXPECT_GE(table.at(0, 0), 0);
}

}  // namespace
