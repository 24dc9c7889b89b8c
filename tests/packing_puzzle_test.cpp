// Tests for tessera/packing_puzzle.hpp: optional cells, given pieces and colours against a
// brute-force twin on seeded random small boards (each prints its seed when it fails), published
// counts, and located errors. The twin shares nothing with the solver but the polyomino shapes:
// it builds its own placements, leaves each subset of the optional cells empty in turn (so every
// solution is counted once whatever covers an optional cell), covers the rest by plain
// backtracking, keeps the solutions holding every given piece, and counts orbits by comparing each
// solution with its images under the motions it finds for itself.
#include "tessera/packing_puzzle.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string_view>

namespace tessera {
namespace {

polyomino shape_of(std::initializer_list<std::string_view> rows) {
  const std::vector<std::string_view> v(rows);
  return from_rows(v);
}

using twin_placement = std::pair<std::uint32_t, std::vector<cell>>;  // piece, sorted cells
using twin_solution = std::vector<twin_placement>;                   // sorted

struct twin {
  const packing_board& board;
  const std::vector<packing_piece>& pieces;

  std::size_t at(cell x) const { return static_cast<std::size_t>(x.row * board.cols + x.col); }

  // Every placement of every piece on free cells, colours matching (0 matches anything), told
  // apart by piece and cells (two colourings of the same cells are one placement).
  std::vector<twin_placement> placements() const {
    std::set<std::pair<std::uint32_t, std::vector<cell>>> seen;
    std::vector<twin_placement> out;
    for (std::uint32_t p = 0; p < pieces.size(); ++p) {
      const packing_piece& piece = pieces[p];
      for (const transform t : allowed_transforms(piece.orient)) {
        std::vector<std::pair<cell, char>> moved;
        for (std::size_t k = 0; k < piece.shape.size(); ++k) {
          moved.emplace_back(apply(t, piece.shape.cells()[k]),
                             piece.colours.empty() ? '\0' : piece.colours[k]);
        }
        for (std::int32_t dr = -8; dr < board.rows + 8; ++dr) {
          for (std::int32_t dc = -8; dc < board.cols + 8; ++dc) {
            std::vector<std::pair<cell, char>> here;
            bool fits = true;
            for (const auto& [x, colour] : moved) {
              const cell y{x.row + dr, x.col + dc};
              if (!board.is_free(y.row, y.col)) {
                fits = false;
                break;
              }
              const char have = board.colour_at(at(y));
              fits = fits && (have == '\0' || colour == '\0' || have == colour);
              here.emplace_back(y, colour);
            }
            if (!fits) continue;
            std::sort(here.begin(), here.end());
            std::vector<cell> cells;
            for (const auto& [y, colour] : here) cells.push_back(y);
            if (seen.insert({p, cells}).second) out.push_back({p, cells});
          }
        }
      }
    }
    return out;
  }

  // Every solution: each subset of the optional cells left empty, the rest covered exactly.
  std::vector<twin_solution> solutions() const {
    const std::vector<twin_placement> all = placements();
    std::vector<std::size_t> optional;
    for (std::size_t i = 0; i < board.free.size(); ++i) {
      if (board.is_optional(i)) optional.push_back(i);
    }
    std::vector<twin_solution> out;
    for (std::uint32_t empty = 0; empty < (1u << optional.size()); ++empty) {
      std::vector<bool> target(board.free.size());
      for (std::size_t i = 0; i < board.free.size(); ++i) target[i] = board.free[i];
      for (std::size_t k = 0; k < optional.size(); ++k) {
        if ((empty >> k & 1) != 0) target[optional[k]] = false;
      }
      std::vector<twin_placement> usable;
      for (const twin_placement& pl : all) {
        if (std::all_of(pl.second.begin(), pl.second.end(), [&](cell x) { return target[at(x)]; }))
          usable.push_back(pl);
      }
      std::vector<std::uint32_t> used(pieces.size(), 0);
      twin_solution chosen;
      cover(usable, target, used, chosen, out);
    }
    return out;
  }

  // Plain backtracking on the first uncovered target cell (small boards: the depth is bounded).
  void cover(const std::vector<twin_placement>& usable, std::vector<bool>& target,
             std::vector<std::uint32_t>& used, twin_solution& chosen,
             std::vector<twin_solution>& out) const {
    const auto first = std::find(target.begin(), target.end(), true);
    if (first == target.end()) {
      for (std::size_t p = 0; p < pieces.size(); ++p) {
        if (used[p] < pieces[p].min_count) return;
      }
      twin_solution s = chosen;
      std::sort(s.begin(), s.end());
      out.push_back(std::move(s));
      return;
    }
    const auto i = static_cast<std::size_t>(first - target.begin());
    for (const twin_placement& pl : usable) {
      if (used[pl.first] >= pieces[pl.first].max_count) continue;
      if (std::none_of(pl.second.begin(), pl.second.end(), [&](cell x) { return at(x) == i; }))
        continue;
      if (!std::all_of(pl.second.begin(), pl.second.end(), [&](cell x) { return target[at(x)]; }))
        continue;
      for (const cell x : pl.second) target[at(x)] = false;
      ++used[pl.first];
      chosen.push_back(pl);
      cover(usable, target, used, chosen, out);
      chosen.pop_back();
      --used[pl.first];
      for (const cell x : pl.second) target[at(x)] = true;
    }
  }
};

// The motions of the box (square boxes: 8, else 4) that keep free cells, optional cells and
// colours, as cell maps; the pieces are free (closed under every motion).
std::vector<std::vector<cell>> twin_motions(const packing_board& board) {
  std::vector<std::vector<cell>> out;
  const std::int32_t rows = board.rows, cols = board.cols;
  for (int k = 0; k < 8; ++k) {
    const bool swap = k >= 4;
    if (swap && rows != cols) continue;
    std::vector<cell> map;
    bool keeps = true;
    for (std::int32_t r = 0; r < rows && keeps; ++r) {
      for (std::int32_t c = 0; c < cols && keeps; ++c) {
        std::int32_t a = swap ? c : r, b = swap ? r : c;
        if ((k & 1) != 0) a = rows - 1 - a;
        if ((k & 2) != 0) b = cols - 1 - b;
        const auto i = static_cast<std::size_t>(r * cols + c);
        const auto j = static_cast<std::size_t>(a * cols + b);
        keeps = board.free[i] == board.free[j] && board.is_optional(i) == board.is_optional(j) &&
                board.colour_at(i) == board.colour_at(j);
        map.push_back(cell{a, b});
      }
    }
    if (keeps) out.push_back(map);
  }
  return out;
}

twin_solution image_of(const twin_solution& s, const std::vector<cell>& map, std::int32_t cols) {
  twin_solution out;
  for (const auto& [piece, cells] : s) {
    std::vector<cell> moved;
    for (const cell x : cells) moved.push_back(map[static_cast<std::size_t>(x.row * cols + x.col)]);
    std::sort(moved.begin(), moved.end());
    out.push_back({piece, moved});
  }
  std::sort(out.begin(), out.end());
  return out;
}

struct instance {
  packing_board board;
  std::vector<packing_piece> pieces;
  std::vector<given_piece> given;
};

std::uint64_t engine_count(const instance& in, bool up_to_symmetry, bool by_orbits,
                           packing_engine engine, unsigned threads = 1) {
  auto made = make_packing_puzzle(in.board, in.pieces, in.given);
  EXPECT_TRUE(made.ok()) << made.error().message;
  if (!made) return 0;
  packing_options options;
  options.mode = packing_mode::all;
  options.up_to_symmetry = up_to_symmetry;
  options.plain_by_orbits = by_orbits;
  options.engine = engine;
  options.threads = threads;
  const packing_result r = solve_packing(made.value(), options);
  EXPECT_TRUE(r.refused.empty()) << r.refused;
  for (const packing_solution& s : r.solutions) {
    const std::string why =
        check_packing(made.value().board(), made.value().pieces(), packed_pieces(made.value(), s));
    EXPECT_EQ(why, "");
  }
  return r.count;
}

std::vector<packing_piece> small_pieces() {
  return {{"m", shape_of({"#"})},          {"d", shape_of({"##"})},
          {"I", shape_of({"###"})},        {"L", shape_of({"#.", "##"})},
          {"T", shape_of({"###", ".#."})}, {"S", shape_of({".##", "##."})},
          {"O", shape_of({"##", "##"})},   {"J", shape_of({"#..", "###"})}};
}

// A random small puzzle: holes, optional cells, colours (none, checker or random) and 1 to 3
// pieces with random counts and motions (all free when `free_pieces`).
instance random_instance(std::mt19937_64& rng, bool free_pieces) {
  instance in;
  const auto rows = static_cast<std::int32_t>(2 + rng() % 3);
  const auto cols = static_cast<std::int32_t>(2 + rng() % 4);
  in.board = packing_board::rectangle(rows, cols);
  const std::size_t n = in.board.free.size();
  in.board.optional.assign(n, false);
  for (std::size_t i = 0; i < n; ++i) {
    const auto roll = rng() % 10;
    if (roll == 0) in.board.free[i] = false;
    if (roll >= 7) in.board.optional[i] = true;
  }
  const auto colouring = rng() % 3;
  const std::vector<packing_piece> pool = small_pieces();
  const auto kinds = 1 + rng() % 3;
  std::set<std::size_t> picked;
  while (picked.size() < kinds) picked.insert(rng() % pool.size());
  for (const std::size_t k : picked) {
    packing_piece p = pool[k];
    const auto count = rng() % 3;
    p.min_count = count == 0 ? 0 : 1;
    p.max_count = count == 0 ? static_cast<std::uint32_t>(n) : count == 1 ? 1 : 3;
    p.orient = free_pieces ? orientation_set::free : static_cast<orientation_set>(rng() % 3);
    in.pieces.push_back(std::move(p));
  }
  if (colouring == 1) {
    checker_colours(in.board);
    checker_colours(in.pieces);
  } else if (colouring == 2) {
    in.board.colour.assign(n, '\0');
    for (char& c : in.board.colour) c = "\0ab"[rng() % 3];
    for (packing_piece& p : in.pieces) {
      for (std::size_t k = 0; k < p.shape.size(); ++k) p.colours.push_back("\0ab"[rng() % 3]);
    }
  }
  return in;
}

// Gives 0 to 2 pieces of one of the twin's solutions (when it has one) and returns the twin's
// solutions that hold them.
std::vector<twin_solution> give_some(std::mt19937_64& rng, instance& in) {
  const std::vector<twin_solution> all = twin{in.board, in.pieces}.solutions();
  if (all.empty()) return all;
  const twin_solution& one = all[rng() % all.size()];
  twin_solution given;
  // Not on optional cells: a given piece's cells are covered, so their optional flag goes, and the
  // twin's motions would still see it.
  for (const twin_placement& pl : one) {
    const bool on_optional = std::any_of(pl.second.begin(), pl.second.end(), [&](cell x) {
      return in.board.is_optional(static_cast<std::size_t>(x.row * in.board.cols + x.col));
    });
    if (given.size() < 2 && !on_optional && rng() % 3 == 0) given.push_back(pl);
  }
  for (const twin_placement& pl : given) {
    in.given.push_back(given_piece{in.pieces[pl.first].name, pl.second});
  }
  std::vector<twin_solution> kept;
  for (const twin_solution& s : all) {
    if (std::includes(s.begin(), s.end(), given.begin(), given.end())) kept.push_back(s);
  }
  return kept;
}

std::uint64_t seed_of(const char* name, std::uint64_t fallback) {
  const char* env = std::getenv(name);
  return env != nullptr ? std::strtoull(env, nullptr, 10) : fallback;
}

TEST(PackingPuzzle, OptionalCellsGivenPiecesAndColoursMatchTheTwin) {
  const std::uint64_t seed = seed_of("TESSERA_PUZZLE_SEED", 20261202);
  std::mt19937_64 rng(seed);
  for (int round = 0; round < 2000; ++round) {
    instance in = random_instance(rng, false);
    const std::vector<twin_solution> expected = give_some(rng, in);
    for (const packing_engine engine : {packing_engine::dancing_links, packing_engine::bitboard}) {
      EXPECT_EQ(engine_count(in, false, false, engine), expected.size())
          << "seed " << seed << " round " << round << " engine " << static_cast<int>(engine);
    }
    if (round % 20 == 0) {
      EXPECT_EQ(engine_count(in, false, true, packing_engine::automatic, 2), expected.size())
          << "seed " << seed << " round " << round << " (2 threads)";
    }
  }
}

TEST(PackingPuzzle, UpToSymmetryMatchesTheTwinsOrbits) {
  const std::uint64_t seed = seed_of("TESSERA_PUZZLE_SEED", 20261203);
  std::mt19937_64 rng(seed);
  for (int round = 0; round < 1000; ++round) {
    instance in = random_instance(rng, true);
    const std::vector<twin_solution> kept = give_some(rng, in);
    // The twin's group: motions keeping the board's cells, then the given pieces.
    std::vector<std::vector<cell>> motions;
    twin_solution given;
    for (const given_piece& g : in.given) {
      const auto p = static_cast<std::uint32_t>(
          std::find_if(in.pieces.begin(), in.pieces.end(),
                       [&](const packing_piece& q) { return q.name == g.piece; }) -
          in.pieces.begin());
      given.push_back({p, g.cells});
    }
    std::sort(given.begin(), given.end());
    for (const std::vector<cell>& map : twin_motions(in.board)) {
      if (image_of(given, map, in.board.cols) == given) motions.push_back(map);
    }
    std::size_t orbits = 0;
    for (const twin_solution& s : kept) {
      orbits += std::all_of(motions.begin(), motions.end(), [&](const std::vector<cell>& map) {
        return !(image_of(s, map, in.board.cols) < s);
      });
    }
    EXPECT_EQ(engine_count(in, true, false, packing_engine::automatic), orbits)
        << "seed " << seed << " round " << round;
  }
}

std::vector<packing_piece> pentominoes() {
  return {
      {"F", shape_of({".##", "##.", ".#."})}, {"I", shape_of({"#####"})},
      {"L", shape_of({"####", "#..."})},      {"N", shape_of({"##..", ".###"})},
      {"P", shape_of({"##", "##", "#."})},    {"T", shape_of({"###", ".#.", ".#."})},
      {"U", shape_of({"#.#", "###"})},        {"V", shape_of({"#..", "#..", "###"})},
      {"W", shape_of({"#..", "##.", ".##"})}, {"X", shape_of({".#.", "###", ".#."})},
      {"Y", shape_of({"####", ".#.."})},      {"Z", shape_of({"##.", ".#.", ".##"})},
  };
}

// Dana Scott (1958): the 12 pentominoes on the 8x8 board around the central 2x2 square, 65
// solutions up to symmetry and 520 in all (Knuth, "Dancing Links", 2000, section 3). As a puzzle
// the square is a given O tetromino, or four optional cells that the pentominoes' 60 cells leave
// empty: the same counts, and the group (D4) keeps the given square.
TEST(PackingPuzzle, ScottsBoardWithAGivenSquareOrAnOptionalCentre) {
  instance given{packing_board::rectangle(8, 8), pentominoes(), {}};
  given.pieces.push_back({"O", shape_of({"##", "##"})});
  given.given.push_back({"O", {{3, 3}, {3, 4}, {4, 3}, {4, 4}}});
  EXPECT_EQ(engine_count(given, true, true, packing_engine::automatic), 65u);
  EXPECT_EQ(engine_count(given, false, true, packing_engine::automatic), 520u);
  instance optional{packing_board::rectangle(8, 8), pentominoes(), {}};
  optional.board.optional.assign(64, false);
  for (const std::size_t i : {27, 28, 35, 36}) optional.board.optional[i] = true;
  EXPECT_EQ(engine_count(optional, true, true, packing_engine::automatic), 65u);
  EXPECT_EQ(engine_count(optional, false, true, packing_engine::automatic), 520u);
}

TEST(PackingPuzzle, BoardMarksBecomeOptionalCellsAndGivenPieces) {
  auto boards = parse_boards("+..\nLdd\nLL.\n");
  ASSERT_TRUE(boards.ok()) << boards.error().message;
  puzzle_marks marks;
  const packing_board board = to_packing_board(boards.value()[0], marks);
  ASSERT_EQ(marks.given.size(), 2u);
  EXPECT_EQ(marks.given[0].piece, "L");
  EXPECT_EQ(marks.given[0].cells, (std::vector<cell>{{1, 0}, {2, 0}, {2, 1}}));
  EXPECT_EQ(marks.given[1].line, 2u);
  EXPECT_EQ(marks.given[1].column, 2u);
  EXPECT_TRUE(board.is_optional(0));
  std::vector<packing_piece> pieces = {{"L3", shape_of({"#.", "##"})},
                                       {"domino", shape_of({"##"})}};
  pieces[0].max_count = pieces[1].max_count = 4;
  pieces[0].min_count = pieces[1].min_count = 0;
  auto made = make_packing_puzzle(board, pieces, marks.given);
  ASSERT_TRUE(made.ok()) << made.error().message;
  EXPECT_EQ(made.value().given().size(), 2u);
  // A given piece that is not its piece, located where it was drawn.
  auto bad = parse_boards("..\n.L\n.L\n");
  puzzle_marks bad_marks;
  const packing_board bad_board = to_packing_board(bad.value()[0], bad_marks);
  auto refused = make_packing_puzzle(bad_board, pieces, bad_marks.given);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().line, 2u);
  EXPECT_EQ(refused.error().column, 2u);
  EXPECT_NE(refused.error().message.find("not congruent"), std::string::npos);
}

// A checkered domino (b w) keeps its two colourings apart: on a checkered 1x2 board only one of
// its two half-turns fits, and a checkered 2x2 box has 2 tilings by dominoes as it has without
// colours, while a colour-swapped domino piece fits nowhere on a 1x1 + 1 cell strip of one colour.
TEST(PackingPuzzle, ColoursRestrictPlacements) {
  instance in{
      packing_board::rectangle(2, 2), {{"d", shape_of({"##"}), orientation_set::free, 0, 2}}, {}};
  checker_colours(in.board);
  checker_colours(in.pieces);
  EXPECT_EQ(engine_count(in, false, false, packing_engine::dancing_links), 2u);
  in.board.colour.assign(4, 'b');  // one colour everywhere: a b-w domino fits nowhere
  EXPECT_EQ(engine_count(in, false, false, packing_engine::dancing_links), 0u);
}

}  // namespace
}  // namespace tessera
