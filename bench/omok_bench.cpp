// Benchmarks of tessera omok: the judge on random and solid 19x19 boards and on a 1000x1000 board,
// the referee per move on a 1000-move game on a 1000x1000 board, and renju forbidden points on
// crowded 15x15 positions. Run: build/bin/omok_bench
#include <benchmark/benchmark.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "tessera/omok.hpp"
#include "tessera/omok_referee.hpp"
#include "tessera/renju.hpp"

namespace {

using namespace tessera::omok;

board random_board(std::size_t rows, std::size_t cols, int density, std::uint64_t seed,
                   int blackness = 50) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<int> pick(0, 99);
  board b(rows, cols);
  for (auto& v : b.cells) {
    if (pick(rng) < density) v = pick(rng) < blackness ? black : white;
  }
  return b;
}

void BM_judge_random_19x19(benchmark::State& state) {
  std::vector<board> boards;
  for (std::uint64_t s = 0; s < 64; ++s)
    boards.push_back(random_board(19, 19, static_cast<int>(state.range(0)), s));
  std::size_t i = 0;
  for (auto _ : state) {
    auto wins = winning_lines(boards[i++ & 63], {});
    benchmark::DoNotOptimize(wins);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_judge_random_19x19)->Arg(30)->Arg(60)->Arg(100);

// The boards that take the seed's own path-following program minutes: solid rows of one colour.
void BM_judge_solid_rows_19x19(benchmark::State& state) {
  board b(19, 19);
  for (std::size_t c = 0; c < 19; ++c) {
    b.at(0, c) = black;
    b.at(1, c) = black;
    b.at(17, c) = white;
    b.at(18, c) = white;
  }
  for (auto _ : state) {
    auto wins = winning_lines(b, {});
    benchmark::DoNotOptimize(wins);
  }
}
BENCHMARK(BM_judge_solid_rows_19x19);

void BM_judge_random_1000x1000(benchmark::State& state) {
  const board b = random_board(1000, 1000, 60, 1);
  for (auto _ : state) {
    auto wins = winning_lines(b, {});
    benchmark::DoNotOptimize(wins);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * 1'000'000);
}
BENCHMARK(BM_judge_random_1000x1000)->Unit(benchmark::kMillisecond);

void BM_parse_19x19(benchmark::State& state) {
  std::string text;
  const board b = random_board(19, 19, 60, 3);
  for (std::size_t r = 0; r < 19; ++r) {
    for (std::size_t c = 0; c < 19; ++c) {
      text += static_cast<char>('0' + b.at(r, c));
      text += c + 1 < 19 ? ' ' : '\n';
    }
  }
  for (auto _ : state) {
    auto parsed = parse_board(text, {});
    benchmark::DoNotOptimize(parsed);
  }
}
BENCHMARK(BM_parse_19x19);

// A 1000-move game on a 1000x1000 board, moves clustered in a 200x200 region so runs form; the
// referee keeps playing after a win to time every move. Construction (17 MB of run tables) is not
// timed.
void BM_referee_1000_moves(benchmark::State& state) {
  const auto rule = static_cast<rule_set>(state.range(0));
  std::mt19937_64 rng(9);
  std::vector<std::pair<std::int64_t, std::int64_t>> moves;
  std::vector<char> used(1'000'000, 0);
  std::uniform_int_distribution<std::int64_t> coord(400, 599);
  while (moves.size() < 1000) {
    const auto r = coord(rng);
    const auto c = coord(rng);
    if (used[static_cast<std::size_t>(r * 1000 + c)]++ == 0) moves.emplace_back(r, c);
  }
  std::unique_ptr<referee> ref;
  for (auto _ : state) {
    // Building and freeing the 17 MB of tables is not part of a move: both happen untimed.
    state.PauseTiming();
    ref.reset();
    ref = std::make_unique<referee>(1000, 1000, judge_options{rule, 5});
    state.ResumeTiming();
    for (const auto& [r, c] : moves) benchmark::DoNotOptimize(ref->play(r, c));
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * 1000);
}
BENCHMARK(BM_referee_1000_moves)
    ->Arg(static_cast<int>(rule_set::standard))
    ->Arg(static_cast<int>(rule_set::renju))
    ->Unit(benchmark::kMicrosecond);

// Renju forbidden points of a whole crowded 15x15 board (half the points taken, 60% of them black).
void BM_forbidden_crowded_15x15(benchmark::State& state) {
  std::vector<board> boards;
  for (std::uint64_t s = 0; s < 16; ++s)
    boards.push_back(random_board(15, 15, static_cast<int>(state.range(0)), s, 60));
  std::size_t i = 0;
  std::size_t found = 0;
  for (auto _ : state) {
    auto points = forbidden_points(boards[i++ & 15], {});
    found += points.size();
    benchmark::DoNotOptimize(points);
  }
  state.counters["forbidden/board"] =
      static_cast<double>(found) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_forbidden_crowded_15x15)->Arg(30)->Arg(50)->Arg(70)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
