// Tests of the counting DP: the seed's samples, golden values from OEIS (cited), Kasteleyn's
// formula computed independently, invariants, a brute-force twin on random boards, witnesses,
// limits.
#include "tessera/tiling_count.hpp"

#include <gmpxx.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <random>
#include <thread>

namespace {

using tessera::big_integer;
using tessera::board;
using tessera::orientation_set;
using tessera::piece;

std::vector<piece> pieces(std::string_view spec) {
  std::vector<piece> out;
  auto terms = tessera::parse_piece_spec(spec);
  EXPECT_TRUE(terms.ok());
  for (const auto& term : terms.value()) {
    auto more = tessera::pieces_of_term(term);
    EXPECT_TRUE(more.ok()) << term.name;
    out.insert(out.end(), more.value().begin(), more.value().end());
  }
  return out;
}

std::string count(const board& b, std::string_view spec, tessera::count_options options = {},
                  orientation_set orient = orientation_set::free) {
  const auto set = pieces(spec);
  auto result = tessera::count_tilings(b, set, orient, options);
  EXPECT_TRUE(result.ok()) << (result.ok() ? "" : result.error().message);
  return result.ok() ? result.value().count.to_string() : "error";
}

std::string count_rect(std::size_t h, std::size_t w, std::string_view spec) {
  return count(board(h, w), spec);
}

TEST(TilingCount, SeedSamples) {
  // Algospot BOARDCOVER's sample: 0, 2, 1514.
  auto boards = tessera::parse_boards(
      "3\n3 7\n#.....#\n#.....#\n##...##\n3 7\n#.....#\n#.....#\n##..###\n8 "
      "10\n##########\n#........#\n"
      "#........#\n#........#\n#........#\n#........#\n#........#\n##########\n");
  ASSERT_TRUE(boards.ok());
  EXPECT_EQ(count(boards.value()[0], "L3"), "0");
  EXPECT_EQ(count(boards.value()[1], "L3"), "2");
  EXPECT_EQ(count(boards.value()[2], "L3"), "1514");
}

TEST(TilingCount, LTrominoRectanglesOeis) {
  // OEIS A046984: tilings of a 4 X 3n rectangle with right trominoes.
  const char* a046984[] = {"1",    "4",     "18",     "88",     "468",
                           "2672", "16072", "100064", "636368", "4097984"};
  for (std::size_t n = 1; n < std::size(a046984); ++n)
    EXPECT_EQ(count_rect(4, 3 * n, "L3"), a046984[n]) << n;
  // A046984(20) = 3793872862974976: a 4 X 60 strip.
  EXPECT_EQ(count_rect(4, 60, "L3"), "3793872862974976");
  // OEIS A084478: tilings of a 5 X 3n rectangle with right trominoes; a(19) exceeds 2^64.
  const char* a084478[] = {"1",     "0",       "72",       "384",      "8544",
                           "76800", "1168512", "12785664", "170678784"};
  for (std::size_t n = 1; n < std::size(a084478); ++n)
    EXPECT_EQ(count_rect(5, 3 * n, "L3"), a084478[n]) << n;
  EXPECT_EQ(count_rect(3 * 19, 5, "L3"), "171150049715628539904");
}

TEST(TilingCount, LTrominoSquaresOeis) {
  // OEIS A233807: n X n squares by right trominoes (and at most one monomino, none when 3 | n).
  EXPECT_EQ(count_rect(3, 3, "L3"), "0");
  EXPECT_EQ(count_rect(6, 6, "L3"), "162");
  EXPECT_EQ(count_rect(9, 9, "L3"), "1193600");
  EXPECT_EQ(count_rect(12, 12, "L3"), "2033502499954");
}

TEST(TilingCount, OtherSetsOeis) {
  // OEIS A139772: straight trominoes on a 3n X 3n square; a(6) = 209087783283413477232 > 2^64.
  EXPECT_EQ(count_rect(3, 3, "I3"), "2");
  EXPECT_EQ(count_rect(6, 6, "I3"), "64");
  EXPECT_EQ(count_rect(9, 9, "I3"), "37160");
  EXPECT_EQ(count_rect(12, 12, "I3"), "378875648");
  // OEIS A174248: 4 X n rectangles by tetrominoes of any shape.
  const char* a174248[] = {"1",    "1",    "4",     "23",     "117",   "454",
                           "2003", "9157", "40899", "179399", "796558"};
  for (std::size_t n = 1; n < std::size(a174248); ++n)
    EXPECT_EQ(count_rect(4, n, "tetrominoes"), a174248[n]) << n;
  EXPECT_EQ(count_rect(4, 25, "tetrominoes"), "4093525019450760");
  // OEIS A233339: 4 X 3n rectangles by trominoes of both shapes.
  EXPECT_EQ(count_rect(4, 3, "trominoes"), "23");
  EXPECT_EQ(count_rect(4, 6, "trominoes"), "939");
  EXPECT_EQ(count_rect(4, 9, "trominoes"), "41813");
  // OEIS A233340: 5 X 3n rectangles by trominoes of both shapes.
  EXPECT_EQ(count_rect(5, 3, "trominoes"), "62");
  EXPECT_EQ(count_rect(5, 6, "trominoes"), "8342");
  EXPECT_EQ(count_rect(5, 9, "trominoes"), "1269900");
  // OEIS A004003: domino tilings of 2n X 2n squares, up to 16 X 16 (31 digits).
  const char* a004003[] = {"1",
                           "2",
                           "36",
                           "6728",
                           "12988816",
                           "258584046368",
                           "53060477521960000",
                           "112202208776036178000000",
                           "2444888770250892795802079170816"};
  for (std::size_t n = 1; n < std::size(a004003); ++n) {
    EXPECT_EQ(count_rect(2 * n, 2 * n, "domino"), a004003[n]) << n;
  }
}

// Kasteleyn (1961): the domino tilings of a grid are the perfect matchings of a planar bipartite
// graph, counted by |det K| where K is the black-to-white adjacency matrix with vertical edges in
// odd columns negated (every square face then has an odd number of negative edges... of sign
// product -1). The determinant is computed exactly by fraction-free Gaussian elimination (Bareiss,
// 1968).
mpz_class kasteleyn_dominoes(const board& b) {
  std::vector<std::size_t> black_index(b.rows() * b.cols(), SIZE_MAX), white_index = black_index;
  std::size_t blacks = 0, whites = 0;
  for (std::size_t r = 0; r < b.rows(); ++r) {
    for (std::size_t c = 0; c < b.cols(); ++c) {
      if (!b.is_free(r, c)) continue;
      ((r + c) % 2 == 0 ? black_index : white_index)[r * b.cols() + c] =
          (r + c) % 2 == 0 ? blacks++ : whites++;
    }
  }
  if (blacks != whites) return 0;
  const std::size_t n = blacks;
  if (n == 0) return 1;
  std::vector<mpz_class> m(n * n, 0);
  for (std::size_t r = 0; r < b.rows(); ++r) {
    for (std::size_t c = 0; c < b.cols(); ++c) {
      if (!b.is_free(r, c) || (r + c) % 2 != 0) continue;
      const std::size_t i = black_index[r * b.cols() + c];
      auto link = [&](std::size_t r2, std::size_t c2, int sign) {
        if (r2 < b.rows() && c2 < b.cols() && b.is_free(r2, c2))
          m[i * n + white_index[r2 * b.cols() + c2]] = sign;
      };
      link(r, c + 1, 1);
      link(r, c - 1, 1);
      link(r + 1, c, c % 2 == 0 ? 1 : -1);
      link(r - 1, c, c % 2 == 0 ? 1 : -1);
    }
  }
  mpz_class previous = 1;
  int sign = 1;
  for (std::size_t k = 0; k < n; ++k) {
    std::size_t pivot = k;
    while (pivot < n && m[pivot * n + k] == 0) ++pivot;
    if (pivot == n) return 0;
    if (pivot != k) {
      for (std::size_t j = 0; j < n; ++j) std::swap(m[k * n + j], m[pivot * n + j]);
      sign = -sign;
    }
    for (std::size_t i = k + 1; i < n; ++i) {
      for (std::size_t j = k + 1; j < n; ++j) {
        mpz_class v = m[i * n + j] * m[k * n + k] - m[i * n + k] * m[k * n + j];
        mpz_divexact(v.get_mpz_t(), v.get_mpz_t(), previous.get_mpz_t());
        m[i * n + j] = v;
      }
      m[i * n + k] = 0;
    }
    previous = m[k * n + k];
  }
  mpz_class det = m[(n - 1) * n + n - 1];
  return abs(det);
}

TEST(TilingCount, DominoesAgreeWithKasteleyn) {
  for (std::size_t h = 1; h <= 9; ++h) {
    for (std::size_t w = h; w <= 10; ++w) {
      EXPECT_EQ(count_rect(h, w, "domino"), kasteleyn_dominoes(board(h, w)).get_str())
          << h << "x" << w;
    }
  }
  // (With holes the faces around a hole break Kasteleyn's sign condition, so holes are left to the
  // brute-force twin below.)
  EXPECT_EQ(count_rect(10, 13, "domino"), kasteleyn_dominoes(board(10, 13)).get_str());
}

TEST(TilingCount, InvariantUnderTheBoardsSymmetries) {
  const unsigned seed = 777;
  std::mt19937 rng(seed);
  for (int round = 0; round < 40; ++round) {
    board b(3 + rng() % 6, 3 + rng() % 9);
    for (std::size_t r = 0; r < b.rows(); ++r) {
      for (std::size_t c = 0; c < b.cols(); ++c) {
        if (rng() % 8 == 0) b.set_free(r, c, false);
      }
    }
    for (std::string_view set : {"L3", "trominoes", "tetrominoes"}) {
      const std::string base = count(b, set);
      EXPECT_EQ(count(b.transposed(), set), base) << "seed " << seed << " round " << round;
      EXPECT_EQ(count(b.mirrored(), set), base) << "seed " << seed << " round " << round;
      EXPECT_EQ(count(b.flipped(), set), base) << "seed " << seed << " round " << round;
    }
  }
}

TEST(TilingCount, AgreesWithTheBruteForceTwinOnRandomBoards) {
  // Seeded random boards up to 6x6 with random holes and several piece sets and orientation sets.
  const unsigned seed = 20261129;
  std::mt19937 rng(seed);
  // Sets with small pieces have many tilings, which the twin enumerates one by one: smaller boards.
  struct set_case {
    std::string_view spec;
    orientation_set orient;
    std::size_t side;
  };
  const std::vector<set_case> sets = {
      {"L3", orientation_set::free, 6},
      {"trominoes", orientation_set::free, 5},
      {"domino,L3", orientation_set::free, 4},
      {"tetrominoes", orientation_set::free, 5},
      {"tetrominoes-1s", orientation_set::free, 5},
      {"L3", orientation_set::fixed, 6},
      {"pentominoes:F,monomino", orientation_set::rotate, 4},
      {"pentominoes,domino", orientation_set::free, 4},
      {"tetrominoes:T,tetrominoes:O,I3", orientation_set::fixed, 6}};
  for (int round = 0; round < 1000; ++round) {
    const auto& [spec, orient, side] = sets[rng() % sets.size()];
    board b(1 + rng() % side, 1 + rng() % side);
    const auto holes = static_cast<unsigned>(rng() % 5);
    for (std::size_t r = 0; r < b.rows(); ++r) {
      for (std::size_t c = 0; c < b.cols(); ++c) {
        if (holes != 0 && rng() % (holes + 3) == 0) b.set_free(r, c, false);
      }
    }
    const auto set = pieces(spec);
    const std::uint64_t naive = tessera::count_tilings_naive(b, set, orient);
    tessera::count_options options;
    options.want_witness = true;
    auto fast = tessera::count_tilings(b, set, orient, options);
    ASSERT_TRUE(fast.ok());
    ASSERT_EQ(fast.value().count.to_string(), std::to_string(naive))
        << "seed " << seed << " round " << round << " pieces " << spec << "\n"
        << tessera::format_board(b);
    // A witness exactly when there is a tiling, and it checks out.
    ASSERT_EQ(fast.value().witness.has_value(), naive != 0)
        << "seed " << seed << " round " << round;
    if (naive != 0) {
      EXPECT_EQ(tessera::check_tiling(b, set, orient, *fast.value().witness), "")
          << "seed " << seed << " round " << round;
    }
    // Counting modulo a small number agrees too.
    options.want_witness = false;
    options.modulus = 1 + rng() % 1000;
    auto modular = tessera::count_tilings(b, set, orient, options);
    ASSERT_TRUE(modular.ok());
    ASSERT_EQ(modular.value().count.to_u64(), naive % *options.modulus)
        << "seed " << seed << " round " << round;
  }
}

TEST(TilingCount, MirrorSplitAgreesWithTheFullScanAndTheTwin) {
  // Boards symmetric top to bottom, counted by the mirror split (half the rows, then the join;
  // cover_plan.hpp) and by the full scan (asking for a witness turns the split off), exactly and
  // modulo a prime, and by the brute-force twin when small. Seeded; the seed is printed.
  const unsigned seed = 20261130;
  std::mt19937 rng(seed);
  struct set_case {
    std::string_view spec;
    orientation_set orient;
    bool splits;  // no shape spans more than two rows, the shapes are closed under the flip, and
                  // some shape spans two (else the window is narrower than a row)
  };
  const std::vector<set_case> sets = {{"L3", orientation_set::free, true},
                                      {"L3", orientation_set::rotate, true},
                                      {"tetrominoes:O", orientation_set::free, true},
                                      {"L3,tetrominoes:O", orientation_set::free, true},
                                      {"domino", orientation_set::free, true},
                                      {"domino,L3", orientation_set::free, true},
                                      {"domino,tetrominoes:O", orientation_set::free, true},
                                      {"L3", orientation_set::fixed, false},
                                      {"domino", orientation_set::fixed, false},
                                      {"L3,I3", orientation_set::free, false}};
  for (int round = 0; round < 400; ++round) {
    const auto& [spec, orient, splits] = sets[rng() % sets.size()];
    const std::size_t rows = 4 + rng() % 9, cols = 2 + rng() % 9;
    board b(rows, cols);
    const auto holes = static_cast<unsigned>(rng() % 4);
    for (std::size_t r = 0; r < (rows + 1) / 2; ++r) {
      for (std::size_t c = 0; c < cols; ++c) {
        const bool free = holes == 0 || rng() % (holes + 4) != 0;
        b.set_free(r, c, free);
        b.set_free(rows - 1 - r, c, free);
      }
    }
    const auto set = pieces(spec);
    auto split = tessera::count_tilings(b, set, orient);
    tessera::count_options full_scan;
    full_scan.want_witness = true;
    auto full = tessera::count_tilings(b, set, orient, full_scan);
    ASSERT_TRUE(split.ok());
    ASSERT_TRUE(full.ok());
    const std::string where = "seed " + std::to_string(seed) + " round " + std::to_string(round) +
                              " pieces " + std::string(spec) + "\n" + tessera::format_board(b);
    EXPECT_EQ(full.value().stats.mirror_rows, 0u) << where;
    // Never a split for a set that does not allow it; always one for a full rectangle (symmetric
    // whichever way it is scanned) unless a quick refutation answered first. Boards with holes may
    // be scanned across or cropped, which moves their axis: the count decides there.
    if (!splits) {
      EXPECT_EQ(split.value().stats.mirror_rows, 0u) << where;
    }
    if (splits && holes == 0 && split.value().stats.refuted.empty()) {
      EXPECT_NE(split.value().stats.mirror_rows, 0u) << where;
    }
    ASSERT_EQ(split.value().count, full.value().count) << where;
    tessera::count_options modular;
    modular.modulus = 1000000007;
    auto residue = tessera::count_tilings(b, set, orient, modular);
    ASSERT_TRUE(residue.ok());
    EXPECT_EQ(residue.value().count.to_u64(), full.value().count.mod_u64(1000000007)) << where;
    if (b.free_count() <= 30) {
      EXPECT_EQ(split.value().count.to_string(),
                std::to_string(tessera::count_tilings_naive(b, set, orient)))
          << where;
    }
  }
  // One hole off the axis breaks the symmetry: no split, still the right count.
  board lopsided(9, 9);
  lopsided.set_free(0, 0, false);
  lopsided.set_free(0, 1, false);
  lopsided.set_free(0, 2, false);
  auto result = tessera::count_tilings(lopsided, pieces("L3"), orientation_set::free);
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result.value().stats.mirror_rows, 0u);
  // Large counts through the split: 12 X 12 (A084478 via the golden test above) and 4 X 600, whose
  // bounding pass and prime passes split too (ManyPrimesAndTheBoundingPass checks the value).
  auto square = tessera::count_tilings(board(12, 12), pieces("L3"), orientation_set::free);
  ASSERT_TRUE(square.ok());
  EXPECT_EQ(square.value().stats.mirror_rows, 6u);
  EXPECT_EQ(square.value().count.to_string(), "2033502499954");
}

TEST(TilingCount, ThreadsGiveTheSameCount) {
  tessera::count_options options;
  options.threads = 2;
  EXPECT_EQ(count(board(12, 12), "L3", options), "2033502499954");
  EXPECT_EQ(count(board(8, 12), "tetrominoes", options), count(board(8, 12), "tetrominoes"));
  // Wide states (the I-hexomino standing: 31 bits) take the hashed tables, split by target owner.
  const auto hexominoes = pieces("hexominoes");
  auto single = tessera::count_tilings(board(6, 6), hexominoes, orientation_set::free);
  auto both = tessera::count_tilings(board(6, 6), hexominoes, orientation_set::free, options);
  ASSERT_TRUE(single.ok());
  ASSERT_TRUE(both.ok());
  EXPECT_FALSE(single.value().stats.dense);
  EXPECT_EQ(single.value().count, both.value().count);
  tessera::count_options modular;
  modular.modulus = 1000000007;
  auto residue = tessera::count_tilings(board(6, 6), hexominoes, orientation_set::free, modular);
  ASSERT_TRUE(residue.ok());
  EXPECT_EQ(single.value().count.mod_u64(1000000007), residue.value().count.to_u64());
}

TEST(TilingCount, ManyPrimesAndTheBoundingPass) {
  // A long strip: the a-priori bound asks for many primes, so a floating pass bounds the count
  // first. Checked against the 4 X 3n recurrence of A046984: a(n) = 10 a(n-1) - 22 a(n-2) - 4
  // a(n-3).
  mpz_class a0 = 1, a1 = 4, a2 = 18;
  for (int n = 3; n <= 200; ++n) {
    const mpz_class next = 10 * a2 - 22 * a1 - 4 * a0;
    a0 = a1;
    a1 = a2;
    a2 = next;
  }
  const auto set = pieces("L3");
  auto result = tessera::count_tilings(board(4, 600), set, orientation_set::free);
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result.value().count.to_string(), a2.get_str());
  EXPECT_TRUE(result.value().stats.estimated);
  EXPECT_GT(result.value().stats.primes, 8u);
  EXPECT_EQ(result.value().stats.mirror_rows, 300u);  // the strip, scanned across, splits
}

TEST(TilingCount, TooNarrowAGuessOverflowsAndIsCountedAgain) {
  // Dominoes grow faster than 60% of the a-priori bound: 14 X 14 (A004003(7), 77 bits) scanned in
  // full (a witness turns the mirror split off) first overflows one limb, is detected, and is
  // counted again with two.
  const auto set = pieces("domino");
  tessera::count_options full_scan;
  full_scan.want_witness = true;
  auto result = tessera::count_tilings(board(14, 14), set, orientation_set::free, full_scan);
  ASSERT_TRUE(result.ok());
  EXPECT_EQ(result.value().stats.mirror_rows, 0u);
  EXPECT_TRUE(result.value().stats.overflowed);
  EXPECT_EQ(result.value().stats.passes, 2u);
  EXPECT_EQ(result.value().count.to_string(), "112202208776036178000000");
  // Split, the half boards' counts fit one limb: one pass, the same count from the join.
  auto split = tessera::count_tilings(board(14, 14), set, orientation_set::free);
  ASSERT_TRUE(split.ok());
  EXPECT_EQ(split.value().stats.mirror_rows, 7u);
  EXPECT_EQ(split.value().stats.passes, 1u);
  EXPECT_EQ(split.value().count.to_string(), "112202208776036178000000");
  // And a wider one, split, whose half boards still overflow one limb, checked against counts
  // modulo two primes.
  auto wide = tessera::count_tilings(board(12, 30), set, orientation_set::free);
  ASSERT_TRUE(wide.ok());
  EXPECT_NE(wide.value().stats.mirror_rows, 0u);
  EXPECT_TRUE(wide.value().stats.overflowed);
  for (std::uint64_t p : {1000000007ULL, 2305843009213693951ULL}) {
    tessera::count_options options;
    options.modulus = p;
    auto modular = tessera::count_tilings(board(12, 30), set, orientation_set::free, options);
    ASSERT_TRUE(modular.ok());
    EXPECT_EQ(wide.value().count.mod_u64(p), modular.value().count.to_u64()) << p;
  }
}

TEST(TilingCount, EdgeCasesAndRefutations) {
  EXPECT_EQ(count(board(3, 3, false), "L3"), "1");  // nothing to cover: the empty tiling
  tessera::count_options mod1;
  mod1.modulus = 1;
  EXPECT_EQ(count(board(3, 3, false), "L3", mod1), "0");
  const auto set = pieces("L3");
  auto gcd = tessera::count_tilings(board(2, 2), set, orientation_set::free);
  ASSERT_TRUE(gcd.ok());
  EXPECT_EQ(gcd.value().count.to_string(), "0");
  EXPECT_NE(gcd.value().stats.refuted.find("multiple of 3"), std::string::npos);
  board lonely(3, 4);
  lonely.set_free(0, 1, false);
  lonely.set_free(1, 0, false);
  lonely.set_free(2, 3, false);
  auto unreachable = tessera::count_tilings(lonely, set, orientation_set::free);
  ASSERT_TRUE(unreachable.ok());
  EXPECT_EQ(unreachable.value().count.to_string(), "0");
  EXPECT_NE(unreachable.value().stats.refuted.find("row 1, column 1"), std::string::npos);
  EXPECT_EQ(count(board(1, 5), "pentominoes"), "1");
  EXPECT_EQ(count(board(1, 4), "pentominoes"), "0");
}

TEST(TilingCount, TooLargeIsAnErrorNotACrash) {
  const auto set = pieces("pentominoes");
  // I-pentomino standing on a 30-wide board needs 4 * 30 + 1 bits.
  auto wide = tessera::count_tilings(board(30, 30), set, orientation_set::free);
  ASSERT_FALSE(wide.ok());
  EXPECT_NE(wide.error().message.find("bits"), std::string::npos);
  tessera::count_options tight;
  tight.max_memory_bytes = 1 << 16;
  auto memory = tessera::count_tilings(board(12, 12), pieces("L3"), orientation_set::free, tight);
  ASSERT_FALSE(memory.ok());
  EXPECT_NE(memory.error().message.find("memory limit"), std::string::npos);
}

// A count whose should_stop callback is asked `checks` times in all (never saying stop), and the
// full result.
struct checked_run {
  std::size_t checks = 0;
  tessera::count_result result;
};

checked_run run_counting_checks(const board& b, const std::vector<piece>& set,
                                tessera::count_options options) {
  checked_run out;
  options.should_stop = [&out] {
    ++out.checks;
    return false;
  };
  auto result = tessera::count_tilings(b, set, orientation_set::free, options);
  EXPECT_TRUE(result.ok());
  if (result.ok()) out.result = std::move(result).value();
  return out;
}

TEST(TilingCount, AnExpiredDeadlineStopsEveryKindOfPass) {
  // Each configuration takes another path: the dense walk with limbs, modular lanes, the indexed
  // table (a small memory limit refuses the dense walk), the bounding pass then primes.
  struct config {
    const char* name;
    board b;
    const char* spec;
    tessera::count_options options;
  };
  std::vector<config> configs;
  configs.push_back({"dense limbs", board(12, 12), "L3", {}});
  configs.push_back({"modular", board(12, 12), "L3", {}});
  configs.back().options.modulus = 1000000007;
  configs.push_back({"indexed table", board(12, 12), "L3", {}});
  configs.back().options.max_memory_bytes = 300000;
  configs.push_back({"bounding pass and primes", board(4, 600), "L3", {}});
  configs.push_back({"hashed, two threads", board(30, 30), "domino", {}});
  configs.back().options.threads = 2;
  for (config& c : configs) {
    c.options.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
    const auto set = pieces(c.spec);
    auto result = tessera::count_tilings(c.b, set, orientation_set::free, c.options);
    ASSERT_TRUE(result.ok()) << c.name << ": " << result.error().message;
    EXPECT_TRUE(result.value().stopped) << c.name;
    EXPECT_EQ(result.value().count.to_string(), "0") << c.name;
    EXPECT_FALSE(result.value().witness) << c.name;
  }
}

TEST(TilingCount, AStopAtAnyCheckGivesNoCount) {
  // The callback is asked before every cell step of every pass and every row of the witness walk;
  // a stop at any of those checks (first, middle, last) leaves a stopped result, and a callback
  // that never stops changes nothing. 4 x 600 runs the bounding pass and two passes of primes;
  // 12 x 12 with a witness, limbs and the walk back.
  struct config {
    board b;
    const char* spec;
    bool witness;
    std::string expected;
  };
  const std::vector<config> configs = {
      {board(4, 600), "L3", false, count_rect(4, 600, "L3")},
      {board(12, 12), "L3", true, "2033502499954"},
  };
  for (const config& c : configs) {
    const auto set = pieces(c.spec);
    tessera::count_options options;
    options.want_witness = c.witness;
    const checked_run full = run_counting_checks(c.b, set, options);
    EXPECT_FALSE(full.result.stopped);
    EXPECT_EQ(full.result.count.to_string(), c.expected);
    EXPECT_EQ(full.result.witness.has_value(), c.witness);
    ASSERT_GT(full.checks, c.b.rows() * c.b.cols());  // every cell step of a pass at least
    for (const std::size_t stop_at :
         {std::size_t{1}, full.checks / 3, full.checks / 2, full.checks - 1, full.checks}) {
      std::size_t asked = 0;
      options.should_stop = [&asked, stop_at] { return ++asked >= stop_at; };
      auto result = tessera::count_tilings(c.b, set, orientation_set::free, options);
      ASSERT_TRUE(result.ok());
      EXPECT_TRUE(result.value().stopped) << "stop at check " << stop_at << " of " << full.checks;
      EXPECT_EQ(result.value().count.to_string(), "0");
      EXPECT_FALSE(result.value().witness);
      EXPECT_EQ(asked, stop_at);  // nothing asked after the stop
    }
  }
}

TEST(TilingCount, AShortDeadlineStopsALongCount) {
  // Without the deadline this count runs for many minutes (the states grow like 2^30), so the test
  // fails by hanging if the deadline is not honoured mid-count. No time is asserted.
  tessera::count_options options;
  options.threads = 2;
  options.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
  auto result =
      tessera::count_tilings(board(30, 30), pieces("domino"), orientation_set::free, options);
  ASSERT_TRUE(result.ok());
  EXPECT_TRUE(result.value().stopped);
}

TEST(TilingCount, WitnessOnALargerBoard) {
  const auto set = pieces("L3");
  tessera::count_options options;
  options.want_witness = true;
  const board b(9, 12);
  auto result = tessera::count_tilings(b, set, orientation_set::free, options);
  ASSERT_TRUE(result.ok());
  ASSERT_TRUE(result.value().witness.has_value());
  EXPECT_EQ(result.value().witness->size(), 36u);
  EXPECT_EQ(tessera::check_tiling(b, set, orientation_set::free, *result.value().witness), "");
  options.max_witness_states = 10;
  auto skipped = tessera::count_tilings(b, set, orientation_set::free, options);
  ASSERT_TRUE(skipped.ok());
  EXPECT_FALSE(skipped.value().witness.has_value());
  EXPECT_TRUE(skipped.value().witness_skipped);
}

TEST(TilingCount, CheckerRejectsBadTilings) {
  const auto set = pieces("L3");
  const board b(2, 3);
  std::vector<tessera::placed_piece> good = {{"L3", {{0, 0}, {1, 0}, {1, 1}}},
                                             {"L3", {{0, 1}, {0, 2}, {1, 2}}}};
  EXPECT_EQ(tessera::check_tiling(b, set, orientation_set::free, good), "");
  auto overlap = good;
  overlap[1].cells = {{0, 0}, {0, 1}, {1, 1}};
  EXPECT_NE(tessera::check_tiling(b, set, orientation_set::free, overlap), "");
  auto straight = good;
  straight[0] = {"L3", {{0, 0}, {0, 1}, {0, 2}}};
  EXPECT_NE(tessera::check_tiling(b, set, orientation_set::free, straight).find("orientation"),
            std::string::npos);
  auto missing = good;
  missing.pop_back();
  EXPECT_NE(tessera::check_tiling(b, set, orientation_set::free, missing).find("not covered"),
            std::string::npos);
  EXPECT_NE(tessera::check_tiling(b, set, orientation_set::fixed, good), "");
}

TEST(TilingCount, TheCancelFlagStopsTheCount) {
  // count_options::cancel (Python's Ctrl-C): set before the count, it stops at once; set by
  // another thread during a long count (24x24 L-trominoes take tens of seconds), it stops it
  // within a step, one thread or two. Afterwards a fresh count is complete again.
  const auto set = pieces("L3");
  std::atomic<bool> cancel{true};
  tessera::count_options options;
  options.cancel = &cancel;
  auto r = tessera::count_tilings(board(12, 12), set, orientation_set::free, options);
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r.value().stopped);
  for (const unsigned threads : {1u, 2u}) {
    cancel = false;
    options.threads = threads;
    std::thread stopper([&cancel] {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      cancel = true;
    });
    auto long_run = tessera::count_tilings(board(24, 24), set, orientation_set::free, options);
    stopper.join();
    ASSERT_TRUE(long_run.ok());
    EXPECT_TRUE(long_run.value().stopped) << threads;
  }
  cancel = false;
  EXPECT_EQ(count(board(12, 12), "L3", options), "2033502499954");
}

}  // namespace
