// Benchmarks of the counting DP over any cells (tessera/cell_tiling_count.hpp), on instances built
// from coordinates (tests/cell_instances.hpp): lozenge tilings of hexagons (MacMahon's formula
// checks each count), dicube boxes, threads, a modulus. Counters: the chosen sweep's profile (key
// bits), the most states at a step, state updates, and whether the count matched the formula.
//
//   build/bin/cell_count_bench --benchmark_filter='Hexagon/10'   (the 10,10,10: goal < 60
//   s)
#include <benchmark/benchmark.h>

#include "../tests/cell_instances.hpp"
#include "tessera/cell_tiling_count.hpp"

namespace {

void run(benchmark::State& state, const tessera::testing::cell_instance& instance,
         const tessera::big_integer& expected, unsigned threads = 1, std::uint64_t modulus = 0) {
  tessera::count_options options;
  options.threads = threads;
  if (modulus != 0) options.modulus = modulus;
  tessera::cell_count_stats stats;
  bool right = true;
  for (auto _ : state) {
    auto result = tessera::count_cell_tilings(instance.problem, instance.orders, options);
    if (!result.ok()) {
      state.SkipWithError(result.error().message.c_str());
      return;
    }
    stats = result.value().stats;
    const tessera::big_integer want =
        modulus != 0 ? tessera::big_integer::from_u64(expected.mod_u64(modulus)) : expected;
    right = right && (expected.is_zero() || result.value().count == want);
    benchmark::DoNotOptimize(result);
  }
  state.counters["profile"] = static_cast<double>(stats.order.profile);
  state.counters["peak_states"] = static_cast<double>(stats.peak_states);
  state.counters["updates"] = static_cast<double>(stats.transitions);
  state.counters["limbs"] = static_cast<double>(stats.limbs);
  state.counters["right"] = right ? 1 : 0;
}

void BM_Hexagon(benchmark::State& state) {
  const auto n = static_cast<int>(state.range(0));
  run(state, tessera::testing::lozenge_hexagon(n, n, n), tessera::testing::macmahon(n, n, n));
}
BENCHMARK(BM_Hexagon)->Arg(6)->Arg(8)->Arg(10)->Arg(12)->Unit(benchmark::kMillisecond);

void BM_HexagonThreads(benchmark::State& state) {
  const auto n = static_cast<int>(state.range(0));
  run(state, tessera::testing::lozenge_hexagon(n, n, n), tessera::testing::macmahon(n, n, n), 2);
}
BENCHMARK(BM_HexagonThreads)->Arg(10)->Unit(benchmark::kMillisecond);

void BM_HexagonModular(benchmark::State& state) {
  const auto n = static_cast<int>(state.range(0));
  run(state, tessera::testing::lozenge_hexagon(n, n, n), tessera::testing::macmahon(n, n, n), 1,
      1'000'000'007);
}
BENCHMARK(BM_HexagonModular)->Arg(10)->Unit(benchmark::kMillisecond);

// Dicubes in 2 x 3 x n and 3 x 4 x n boxes (no formula at hand: the count is not checked here;
// tests/cell_tiling_golden_test.cpp checks the 2 x 3 x n against OEIS).
void BM_DicubeBox(benchmark::State& state) {
  const auto w = static_cast<int>(state.range(0)), n = static_cast<int>(state.range(1));
  run(state, tessera::testing::dicube_box(w, n, 3), tessera::big_integer());
}
BENCHMARK(BM_DicubeBox)
    ->Args({2, 100})
    ->Args({4, 40})
    ->Args({5, 20})
    ->Unit(benchmark::kMillisecond);

// Square boards as cells: the general engine on the square DP's own cases (bench/cover_bench.cpp's
// BM_LTrominoSquare and BM_Tetrominoes), to weigh it against the specialised path.
void BM_SquareAsCells(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  run(state, tessera::testing::board_instance(tessera::board(n, n), "L3"), tessera::big_integer());
}
BENCHMARK(BM_SquareAsCells)->Arg(12)->Arg(15)->Arg(18)->Unit(benchmark::kMillisecond);

void BM_TetrominoesAsCells(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  run(state, tessera::testing::board_instance(tessera::board(8, n), "tetrominoes"),
      tessera::big_integer());
}
BENCHMARK(BM_TetrominoesAsCells)->Arg(12)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
