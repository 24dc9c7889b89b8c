// Benchmarks of the counting DP (tessera/tiling_count.hpp): L-trominoes on squares, a long strip,
// other piece sets, threads, and the seed's worst case (30 BOARDCOVER boards of 20x20 with 50 free
// cells).
#include <benchmark/benchmark.h>

#include <random>

#include "tessera/tiling_count.hpp"

namespace {

std::vector<tessera::piece> set_of(std::string_view spec) {
  std::vector<tessera::piece> out;
  const auto terms = tessera::parse_piece_spec(spec).value();
  for (const auto& term : terms) {
    const auto pieces = tessera::pieces_of_term(term).value();
    out.insert(out.end(), pieces.begin(), pieces.end());
  }
  return out;
}

void run(benchmark::State& state, const tessera::board& b, std::string_view spec,
         unsigned threads = 1, std::uint64_t modulus = 0) {
  const auto pieces = set_of(spec);
  tessera::count_options options;
  options.threads = threads;
  if (modulus != 0) options.modulus = modulus;
  std::size_t peak = 0, digits = 0;
  for (auto _ : state) {
    auto result = tessera::count_tilings(b, pieces, tessera::orientation_set::free, options);
    peak = result.value().stats.peak_states;
    digits = result.value().count.to_string().size();
    benchmark::DoNotOptimize(result);
  }
  state.counters["peak_states"] = static_cast<double>(peak);
  state.counters["digits"] = static_cast<double>(digits);
}

void BM_LTrominoSquare(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  run(state, tessera::board(n, n), "L3");
}
BENCHMARK(BM_LTrominoSquare)->Arg(12)->Arg(15)->Arg(18)->Unit(benchmark::kMillisecond);

// One counter lane instead of the several primes an exact count needs: the cost of the lanes.
void BM_LTrominoSquareModular(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  run(state, tessera::board(n, n), "L3", 1, 1'000'000'007);
}
BENCHMARK(BM_LTrominoSquareModular)->Arg(15)->Unit(benchmark::kMillisecond);

void BM_LTrominoSquareThreads(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  run(state, tessera::board(n, n), "L3", 2);
}
BENCHMARK(BM_LTrominoSquareThreads)->Arg(18)->Unit(benchmark::kMillisecond);

void BM_LTrominoStrip(benchmark::State& state) {
  run(state, tessera::board(8, static_cast<std::size_t>(state.range(0))), "L3");
}
BENCHMARK(BM_LTrominoStrip)->Arg(999)->Unit(benchmark::kMillisecond);

void BM_Dominoes(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  run(state, tessera::board(n, n), "domino");
}
BENCHMARK(BM_Dominoes)->Arg(16)->Unit(benchmark::kMillisecond);

void BM_Tetrominoes(benchmark::State& state) {
  run(state, tessera::board(8, static_cast<std::size_t>(state.range(0))), "tetrominoes");
}
BENCHMARK(BM_Tetrominoes)->Arg(12)->Unit(benchmark::kMillisecond);

// The seed's limits at their worst: 30 boards of 20x20, 50 free cells each (a random connected
// blob).
void BM_SeedWorstCase(benchmark::State& state) {
  std::mt19937 rng(1);
  std::vector<tessera::board> boards;
  for (int k = 0; k < 30; ++k) {
    tessera::board b(20, 20, false);
    std::size_t r = 10, c = 10, free = 0;
    while (free < 48) {  // the seed allows at most 50 free cells: 48 is the largest multiple of 3
      if (!b.is_free(r, c)) {
        b.set_free(r, c, true);
        ++free;
      }
      const auto step = rng() % 4;
      if (step == 0 && r > 1) --r;
      if (step == 1 && r < 18) ++r;
      if (step == 2 && c > 1) --c;
      if (step == 3 && c < 18) ++c;
    }
    boards.push_back(b);
  }
  const auto pieces = set_of("L3");
  for (auto _ : state) {
    for (const auto& b : boards) {
      auto result = tessera::count_tilings(b, pieces, tessera::orientation_set::free);
      benchmark::DoNotOptimize(result);
    }
  }
}
BENCHMARK(BM_SeedWorstCase)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
