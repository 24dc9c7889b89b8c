// Tests for tessera/polyomino_packing.hpp on boxes of more than 128 cells, where the wide bitboard
// engine (src/packing_bitboard_wide.cpp) runs: it must agree with dancing links on seeded random
// boards of 100 to 512 cells with holes, with several piece sets, multiplicities, each piece once
// or not, on symmetric and asymmetric boards, plain and up to symmetry, and on two threads give the
// same solutions in the same order as on one. Also golden counts on big boards, and the refusal of
// `engine = bitboard` for a board it cannot hold. TESSERA_SEED=N replays or varies the seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <set>
#include <string_view>

#include "tessera/polyomino_packing.hpp"
#include "tessera/polyomino_sets.hpp"

namespace tessera {
namespace {

polyomino shape(std::initializer_list<std::string_view> rows) {
  const std::vector<std::string_view> v(rows);
  return from_rows(v);
}

// Golomb's 12 pentominoes, typed here (as in polyomino_packing_test.cpp) so that the golden counts
// do not rest on the set generator.
std::vector<packing_piece> pentominoes() {
  return {
      {"F", shape({".##", "##.", ".#."})}, {"I", shape({"#####"})},
      {"L", shape({"####", "#..."})},      {"N", shape({"##..", ".###"})},
      {"P", shape({"##", "##", "#."})},    {"T", shape({"###", ".#.", ".#."})},
      {"U", shape({"#.#", "###"})},        {"V", shape({"#..", "#..", "###"})},
      {"W", shape({"#..", "##.", ".##"})}, {"X", shape({".#.", "###", ".#."})},
      {"Y", shape({"####", ".#.."})},      {"Z", shape({"##.", ".#.", ".##"})},
  };
}

std::vector<packing_piece> small_pieces() {
  return {
      {"tI", shape({"####"})},       {"tO", shape({"##", "##"})},   {"tT", shape({"###", ".#."})},
      {"tL", shape({"###", "#.."})}, {"tS", shape({".##", "##."})}, {"I3", shape({"###"})},
      {"L3", shape({"##", "#."})},   {"D", shape({"##"})},          {"M", shape({"#"})}};
}

packing_result run(const packing_problem& problem, packing_mode mode, bool symmetry,
                   packing_engine engine, unsigned threads = 1) {
  packing_options options;
  options.mode = mode;
  options.up_to_symmetry = symmetry;
  options.engine = engine;
  options.threads = threads;
  packing_result result = solve_packing(problem, options);
  EXPECT_EQ(result.stopped, packing_stop::none);
  EXPECT_EQ(result.refused, "");
  EXPECT_EQ(result.engine, engine);
  for (const packing_solution& s : result.solutions) {
    EXPECT_EQ(check_packing(problem.board(), problem.pieces(), packed_pieces(problem, s)), "");
  }
  return result;
}

// The image of box cell (r, c) under one of the box's motions: 0 flip rows, 1 flip columns, 2 half
// turn, 3 transpose (square boxes only).
cell mirror(std::int32_t kind, std::int32_t rows, std::int32_t cols, std::int32_t r,
            std::int32_t c) {
  switch (kind) {
    case 0:
      return {rows - 1 - r, c};
    case 1:
      return {r, cols - 1 - c};
    case 2:
      return {rows - 1 - r, cols - 1 - c};
    default:
      return {c, r};
  }
}

// A board of free cells made of random placements of `pieces` (each used at most `cap` times) in
// the box, clustered (each next to the last) or anywhere; `used` receives the copies placed.
std::vector<bool> random_cover(std::mt19937_64& rng, std::int32_t rows, std::int32_t cols,
                               const std::vector<packing_piece>& pieces, std::size_t target,
                               bool clustered, std::uint32_t cap,
                               std::vector<std::uint32_t>& used) {
  std::vector<bool> taken(static_cast<std::size_t>(rows * cols), false);
  used.assign(pieces.size(), 0);
  std::size_t covered = 0;
  std::int32_t r0 = std::uniform_int_distribution<std::int32_t>(0, rows - 1)(rng);
  std::int32_t c0 = std::uniform_int_distribution<std::int32_t>(0, cols - 1)(rng);
  const auto transforms = allowed_transforms(orientation_set::free);
  for (int attempt = 0; attempt < 2000 && covered < target; ++attempt) {
    const auto p = std::uniform_int_distribution<std::size_t>(0, pieces.size() - 1)(rng);
    if (used[p] >= cap) continue;
    const polyomino o = pieces[p].shape.transformed(
        transforms[std::uniform_int_distribution<std::size_t>(0, transforms.size() - 1)(rng)]);
    std::int32_t r = std::uniform_int_distribution<std::int32_t>(0, rows - 1)(rng);
    std::int32_t c = std::uniform_int_distribution<std::int32_t>(0, cols - 1)(rng);
    if (clustered) {
      r = std::clamp(r0 + std::uniform_int_distribution<std::int32_t>(-3, 3)(rng), 0, rows - 1);
      c = std::clamp(c0 + std::uniform_int_distribution<std::int32_t>(-3, 3)(rng), 0, cols - 1);
    }
    bool fits = true;
    for (const cell x : o.cells()) {
      fits = fits && r + x.row < rows && c + x.col < cols &&
             !taken[static_cast<std::size_t>((r + x.row) * cols + c + x.col)];
    }
    if (!fits) continue;
    for (const cell x : o.cells())
      taken[static_cast<std::size_t>((r + x.row) * cols + c + x.col)] = true;
    covered += o.size();
    ++used[p];
    r0 = r;
    c0 = c;
  }
  return taken;
}

TEST(PolyominoPackingWide, BitboardAgreesWithDancingLinksOnBigBoxes) {
  const char* env = std::getenv("TESSERA_SEED");
  const std::uint64_t seed = env != nullptr ? std::strtoull(env, nullptr, 10) : 20261201;
  std::mt19937_64 rng(seed);
  std::vector<packing_piece> library = pentominoes();
  for (const packing_piece& p : small_pieces()) library.push_back(p);
  int bars = 0, strips = 0, wide = 0, past_256 = 0, symmetric = 0, once = 0, with_solutions = 0,
      listed = 0;
  for (int round = 0; round < 150; ++round) {
    SCOPED_TRACE(::testing::Message() << "seed " << seed << " round " << round);
    const bool each_once = round % 3 == 0;
    const bool make_symmetric = round % 2 == 0;
    // A box of 100 to 512 cells, most of them past 128.
    const auto rows = std::uniform_int_distribution<std::int32_t>(5, 22)(rng);
    const std::int32_t low_cols =
        std::max<std::int32_t>(5, (round % 10 == 9 ? 100 : 129) / rows + 1);
    const auto cols = std::uniform_int_distribution<std::int32_t>(std::min(low_cols, 512 / rows),
                                                                  512 / rows)(rng);
    packing_board board = packing_board::rectangle(rows, cols);
    std::vector<packing_piece> pieces;
    if (each_once && make_symmetric) {
      // A small rectangle tiled by pieces of the library each at most once (found by a search),
      // those pieces each exactly once, the rectangle centred in the box (a symmetric board).
      const auto h = static_cast<std::int32_t>(3 + (rows - 3) % 2);
      const auto w = static_cast<std::int32_t>(4 + (cols - 4) % 2);
      std::shuffle(library.begin(), library.end(), rng);
      std::vector<packing_piece> any = library;
      for (packing_piece& p : any) p.min_count = 0;
      const packing_problem small(packing_board::rectangle(h, w), any);
      packing_options find;
      find.mode = packing_mode::find;
      const packing_result tiled = solve_packing(small, find);
      if (tiled.solutions.empty()) continue;
      for (const std::uint32_t k : tiled.solutions[0])
        pieces.push_back(library[small.placements()[k].piece]);
      board.free.assign(board.free.size(), false);
      for (std::int32_t r = (rows - h) / 2; r < (rows - h) / 2 + h; ++r) {
        for (std::int32_t c = (cols - w) / 2; c < (cols - w) / 2 + w; ++c)
          board.free[static_cast<std::size_t>(r * cols + c)] = true;
      }
    } else if (each_once) {
      // Distinct pieces placed side by side anywhere in the box, each then used exactly once.
      std::shuffle(library.begin(), library.end(), rng);
      std::vector<std::uint32_t> used;
      const auto target = std::uniform_int_distribution<std::size_t>(10, 24)(rng);
      board.free = random_cover(rng, rows, cols, library, target, true, 1, used);
      for (std::size_t p = 0; p < library.size(); ++p) {
        if (used[p] != 0) pieces.push_back(library[p]);
      }
    } else {
      // Not the monomino here: with copies to spare it makes the counts explode.
      std::shuffle(library.begin(), library.end(), rng);
      for (const packing_piece& p : library) {
        if (p.name != "M" && pieces.size() < 8) pieces.push_back(p);
      }
      pieces.resize(std::uniform_int_distribution<std::size_t>(2, 8)(rng));
      if (round % 4 >= 2) {
        // A straight bar as long as the 128-cell window allows: across the lines of the engine's
        // numbering it spans (length - 1) * short side + 1 cells, up to 127.
        const std::int32_t length = std::min(8, 127 / std::min(rows, cols) + 1);
        const std::string bar(static_cast<std::size_t>(length), '#');
        pieces[0] = {"B", shape({bar})};
        ++bars;
      }
      std::vector<std::uint32_t> used;
      const auto target =
          std::uniform_int_distribution<std::size_t>(16, 36)(rng) / (make_symmetric ? 2 : 1);
      board.free = random_cover(rng, rows, cols, pieces, target, round % 4 != 1, 6, used);
      if (make_symmetric) {
        // The union with its image under a motion of the box.
        const std::int32_t kind =
            std::uniform_int_distribution<std::int32_t>(0, rows == cols ? 3 : 2)(rng);
        const std::vector<bool> before = board.free;
        for (std::int32_t r = 0; r < rows; ++r) {
          for (std::int32_t c = 0; c < cols; ++c) {
            const cell y = mirror(kind, rows, cols, r, c);
            if (before[static_cast<std::size_t>(r * cols + c)])
              board.free[static_cast<std::size_t>(y.row * cols + y.col)] = true;
          }
        }
      }
      for (std::size_t p = 0; p < pieces.size(); ++p) {
        pieces[p].min_count = std::uniform_int_distribution<std::uint32_t>(0, used[p])(rng);
        pieces[p].max_count = used[p] * (make_symmetric ? 2 : 1) +
                              std::uniform_int_distribution<std::uint32_t>(0, 2)(rng) + 1;
        if (round % 5 == 2) pieces[p].min_count = pieces[p].max_count = used[p];
      }
    }
    if (round % 10 == 5 || round % 10 == 7) {
      // A 3-wide strip along the box's long side, so that it crosses many lines of the engine's
      // numbering, with an X pentomino once (placed first, anywhere along it: far ahead of the
      // lowest free cell) and small pieces any number of times.
      const auto length = std::uniform_int_distribution<std::int32_t>(6, 11)(rng);
      const bool tall = rows > cols;
      const std::int32_t along = tall ? rows : cols, across = tall ? cols : rows;
      if (length > along) continue;
      const auto start = std::uniform_int_distribution<std::int32_t>(0, along - length)(rng);
      const auto side = std::uniform_int_distribution<std::int32_t>(0, across - 3)(rng);
      board.free.assign(board.free.size(), false);
      for (std::int32_t i = start; i < start + length; ++i) {
        for (std::int32_t j = side; j < side + 3; ++j) {
          board.free[static_cast<std::size_t>(tall ? i * cols + j : j * cols + i)] = true;
        }
      }
      pieces = {pentominoes()[9]};
      for (const packing_piece& p : small_pieces()) {
        if (p.name != "M" && p.name != "D" && std::bernoulli_distribution(0.4)(rng)) {
          pieces.push_back(p);
          pieces.back().min_count = 0;
          pieces.back().max_count = 40;
        }
      }
      ++strips;
    }
    const packing_problem problem(board, pieces);
    if (problem.refuted()) continue;
    const auto box = static_cast<std::size_t>(rows * cols);
    ASSERT_EQ(bitboard_refusal(problem), "");
    wide += box > 128 ? 1 : 0;
    for (const placement& pl : problem.placements()) {
      const cell x = pl.cells.front();
      if ((rows <= cols ? x.col * rows + x.row : x.row * cols + x.col) > 256) {
        ++past_256;
        break;
      }
    }
    // Counts, plain and up to symmetry.
    const packing_result bit_count =
        run(problem, packing_mode::count, false, packing_engine::bitboard);
    EXPECT_EQ(bit_count.count,
              run(problem, packing_mode::count, false, packing_engine::dancing_links).count);
    const packing_result bit_orbits =
        run(problem, packing_mode::count, true, packing_engine::bitboard);
    EXPECT_EQ(bit_orbits.count,
              run(problem, packing_mode::count, true, packing_engine::dancing_links).count);
    symmetric += bit_orbits.group.elements.size() > 1 ? 1 : 0;
    once += each_once && bit_count.count > 0 ? 1 : 0;
    with_solutions += bit_count.count > 0 ? 1 : 0;
    if (bit_count.count > 3000) continue;
    // The solutions themselves: the same set from both engines, the same order on two threads.
    ++listed;
    const bool symmetry = round % 4 == 2;
    const packing_result one = run(problem, packing_mode::all, symmetry, packing_engine::bitboard);
    const packing_result two =
        run(problem, packing_mode::all, symmetry, packing_engine::bitboard, 2);
    const packing_result dlx =
        run(problem, packing_mode::all, symmetry, packing_engine::dancing_links);
    EXPECT_EQ(one.solutions, two.solutions);
    const std::set<packing_solution> a(one.solutions.begin(), one.solutions.end());
    const std::set<packing_solution> b(dlx.solutions.begin(), dlx.solutions.end());
    EXPECT_EQ(a.size(), one.solutions.size()) << "a solution was listed twice";
    if (!symmetry) {
      EXPECT_EQ(a, b);
    }
    EXPECT_EQ(a.size(), b.size());
  }
  // The stress test is only worth something when it reaches what it is about.
  EXPECT_GT(bars, 30);
  EXPECT_GT(strips, 20);
  EXPECT_GT(wide, 110);
  EXPECT_GT(past_256, 30);
  EXPECT_GT(symmetric, 45);
  EXPECT_GT(once, 35);
  EXPECT_GT(with_solutions, 100);
  EXPECT_GT(listed, 100);
}

// Golden counts on boxes past 128 cells, by the wide engine and (where quick) dancing links. 45 Y
// pentominoes in 15x15 is too slow for a test (figures in docs/exact_cover.md); these are quick.
// Pentominoes in 3x20 inside a bigger box of holes: 2 up to symmetry, 8 plain (Knuth, "Dancing
// Links", 2000, section 3). The 8x8 square with a 2x2 hole in the middle, in a 12x12 box: 65 up to
// symmetry, 520 plain (Dana Scott, 1958; Knuth, ibid.).
TEST(PolyominoPackingWide, GoldenCountsInBigBoxes) {
  packing_board strip = packing_board::rectangle(9, 26);
  strip.free.assign(strip.free.size(), false);
  for (std::int32_t r = 3; r < 6; ++r) {
    for (std::int32_t c = 3; c < 23; ++c) strip.free[static_cast<std::size_t>(r * 26 + c)] = true;
  }
  auto pieces = pentominoes();
  const packing_problem three_by_twenty(strip, pieces);
  EXPECT_EQ(run(three_by_twenty, packing_mode::count, true, packing_engine::bitboard).count, 2u);
  EXPECT_EQ(run(three_by_twenty, packing_mode::count, false, packing_engine::bitboard).count, 8u);
  EXPECT_EQ(run(three_by_twenty, packing_mode::count, false, packing_engine::dancing_links).count,
            8u);
  packing_board scott = packing_board::rectangle(12, 12);
  for (std::int32_t r = 0; r < 12; ++r) {
    for (std::int32_t c = 0; c < 12; ++c) {
      const bool inside = r >= 2 && r < 10 && c >= 2 && c < 10;
      const bool hole = r >= 5 && r < 7 && c >= 5 && c < 7;
      scott.free[static_cast<std::size_t>(r * 12 + c)] = inside && !hole;
    }
  }
  const packing_problem scott_problem(scott, pieces);
  const packing_result orbits =
      run(scott_problem, packing_mode::count, true, packing_engine::bitboard);
  EXPECT_EQ(orbits.count, 65u);
  EXPECT_EQ(orbits.group.name, "D4");
  EXPECT_EQ(run(scott_problem, packing_mode::count, false, packing_engine::bitboard, 2).count,
            520u);
}

// One solution is found as the first the search meets, not the first that is the least of its
// orbit (and plain unique stops at the first two): on 18x18 with a central 2x2 hole, pentominoes
// any number of times, the least-image filter let none of the first 3.3 M solutions through in 2
// minutes; now the first one found is it.
TEST(PolyominoPackingWide, FindAndUniqueTakeTheFirstSolutions) {
  packing_board board = packing_board::rectangle(18, 18);
  for (const std::int32_t r : {8, 9}) {
    for (const std::int32_t c : {8, 9}) board.free[static_cast<std::size_t>(r * 18 + c)] = false;
  }
  std::vector<packing_piece> pieces = pentominoes();
  for (packing_piece& p : pieces) {
    p.min_count = 0;
    p.max_count = 64;
  }
  const packing_problem problem(board, pieces);
  for (const bool symmetry : {false, true}) {
    for (const packing_engine engine : {packing_engine::bitboard, packing_engine::dancing_links}) {
      packing_options options;
      options.mode = packing_mode::find;
      options.up_to_symmetry = symmetry;
      options.engine = engine;
      options.timeout_seconds = 60;
      const packing_result r = solve_packing(problem, options);
      EXPECT_EQ(r.stopped, packing_stop::none);
      ASSERT_EQ(r.solutions.size(), 1u);
      EXPECT_EQ(r.stats.solutions, 1u);
      EXPECT_EQ(check_packing(board, pieces, packed_pieces(problem, r.solutions[0])), "");
    }
  }
  // Plain unique, likewise: any two solutions decide it.
  packing_options options;
  options.mode = packing_mode::unique;
  options.timeout_seconds = 60;
  const packing_result r = solve_packing(problem, options);
  EXPECT_EQ(r.stopped, packing_stop::none);
  EXPECT_EQ(r.solutions.size(), 2u);
  EXPECT_EQ(r.stats.solutions, 2u);
}

// engine = bitboard on a problem the bitboards cannot hold: refused, with the reason, and nothing
// searched; automatic runs dancing links there.
TEST(PolyominoPackingWide, BitboardRefusesWhatItCannotHold) {
  packing_board big = packing_board::rectangle(40, 40);
  big.free.assign(big.free.size(), false);
  big.free[0] = big.free[1] = true;
  const packing_problem problem(big, {{"D", shape({"##"})}});
  EXPECT_NE(bitboard_refusal(problem).find("1600 cells"), std::string::npos);
  packing_options options;
  options.engine = packing_engine::bitboard;
  const packing_result refused = solve_packing(problem, options);
  EXPECT_NE(refused.refused.find("cannot hold"), std::string::npos) << refused.refused;
  EXPECT_EQ(refused.count, 0u);
  options.engine = packing_engine::automatic;
  const packing_result automatic = solve_packing(problem, options);
  EXPECT_EQ(automatic.refused, "");
  EXPECT_EQ(automatic.engine, packing_engine::dancing_links);
  EXPECT_EQ(automatic.count, 1u);
  // A piece longer than the 128-cell window along the numbering: a 1x7 bar across the lines of a
  // 30x30 box spans 6 * 30 + 1 = 181 cells.
  const packing_problem long_bar(packing_board::rectangle(30, 30),
                                 {{"B", shape({"#######"}), orientation_set::free, 0, 200},
                                  {"M", shape({"#"}), orientation_set::free, 0, 900}});
  EXPECT_NE(bitboard_refusal(long_bar).find("spans"), std::string::npos)
      << bitboard_refusal(long_bar);
}

// Identical pieces on the wide engine, where only the cell restriction cuts the tree (no piece is
// used once) and the engine branches on the restricted cell first: OEIS A247268 (Alois P. Heinz,
// 2014), tilings of a 5 x n rectangle by n pentominoes of shapes Y, U, X: a(26) = 101232 (no
// centre cell: the middle row's cells are fixed by one mirror, then the filter) and a(27) = 127501
// (the centre cell fixed by D2), plain by orbits, on 1 thread and (27) on 2.
TEST(PolyominoPackingWide, IdenticalPiecesByTheCellRestriction) {
  for (const auto& [cols, count] : {std::pair{26, 101232u}, std::pair{27, 127501u}}) {
    std::vector<packing_piece> pieces;
    for (const packing_piece& p : pentominoes()) {
      if (p.name == "Y" || p.name == "U" || p.name == "X") {
        pieces.push_back(
            {p.name, p.shape, orientation_set::free, 0, static_cast<std::uint32_t>(cols)});
      }
    }
    const packing_problem problem(packing_board::rectangle(5, cols), pieces);
    for (const unsigned threads : {1u, 2u}) {
      if (threads == 2 && cols == 26) continue;  // test time: one threaded run is enough
      const packing_result r =
          run(problem, packing_mode::count, false, packing_engine::bitboard, threads);
      EXPECT_EQ(r.count, count) << cols << " " << threads;
      EXPECT_TRUE(r.restriction.starts_with("the placement covering row 3 column "))
          << r.restriction;
    }
  }
}

}  // namespace
}  // namespace tessera
