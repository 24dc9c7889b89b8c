// Google Benchmarks of the L-puzzle solver: dense generated YES patterns (the T=100 of
// 500x500 file is 100 of the 500x500 cases), a NO pattern, the snake, parsing, and per-cell
// scaling.
#include <benchmark/benchmark.h>

#include "tessera/lpuzzle.hpp"

namespace {

void solve_dense_yes(benchmark::State& state) {
  const auto side = static_cast<std::size_t>(state.range(0));
  const auto pattern = tessera::generate_lpuzzle(side, side, tessera::lpuzzle_kind::yes, 1);
  tessera::lpuzzle_solver solver;
  for (auto _ : state) benchmark::DoNotOptimize(solver.solve(pattern));
  state.counters["ns_per_cell"] = benchmark::Counter(
      static_cast<double>(side * side),
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(side * side));
}
BENCHMARK(solve_dense_yes)->Arg(500)->Arg(1000)->Arg(3000)->Unit(benchmark::kMillisecond);

void solve_with_tiling(benchmark::State& state) {
  const auto pattern = tessera::generate_lpuzzle(500, 500, tessera::lpuzzle_kind::yes, 2);
  tessera::lpuzzle_solver solver;
  std::vector<tessera::lpuzzle_piece> tiling;
  for (auto _ : state) benchmark::DoNotOptimize(solver.solve(pattern, &tiling));
}
BENCHMARK(solve_with_tiling)->Unit(benchmark::kMillisecond);

void solve_no(benchmark::State& state) {
  const auto pattern = tessera::generate_lpuzzle(500, 500, tessera::lpuzzle_kind::no, 3);
  tessera::lpuzzle_solver solver;
  for (auto _ : state) benchmark::DoNotOptimize(solver.solve(pattern));
}
BENCHMARK(solve_no)->Unit(benchmark::kMillisecond);

void parse_t100_of_500(benchmark::State& state) {
  std::vector<tessera::lpuzzle_pattern> patterns;
  for (std::uint64_t i = 0; i < 100; ++i) {
    patterns.push_back(tessera::generate_lpuzzle(500, 500, tessera::lpuzzle_kind::yes, i));
  }
  const std::string text = tessera::format_lpuzzle_input(patterns);
  for (auto _ : state) {
    tessera::lpuzzle_reader reader(text);
    tessera::lpuzzle_pattern p;
    bool ok = reader.read_header();
    for (std::size_t i = 0; ok && i < reader.cases(); ++i) ok = reader.read_case(p);
    benchmark::DoNotOptimize(ok);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(text.size()));
}
BENCHMARK(parse_t100_of_500)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
