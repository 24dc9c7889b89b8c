// Benchmarks of `tessera fill` (tessera/fill.hpp): the original 50x50 limit, the checkerboard of
// 1,250 one-cell pieces, and big generated boards (parse and solve separately). Whole-CLI timings:
// bench/fill_cli.sh.
#include <benchmark/benchmark.h>

#include "tessera/fill.hpp"

namespace {

const char* const sample1 =
    R"({"game_board": [[1,1,0,0,1,0],[0,0,1,0,1,0],[0,1,1,0,0,1],[1,1,0,1,1,1],[1,0,0,0,1,0],[0,1,1,1,0,0]],
        "table": [[1,0,0,1,1,0],[1,0,1,0,1,0],[0,1,1,0,1,1],[0,0,1,0,0,0],[1,1,0,1,1,0],[0,1,0,0,0,0]]})";

tessera::fill_problem checkerboard(std::size_t n) {
  tessera::fill_problem p;
  p.rows = p.cols = n;
  for (std::size_t r = 0; r < n; ++r) {
    for (std::size_t c = 0; c < n; ++c) {
      p.board.push_back((r + c) % 2 == 0 ? 0 : 1);
      p.table.push_back((r + c) % 2 == 1 ? 1 : 0);
    }
  }
  return p;
}

tessera::fill_problem generated(std::size_t n, std::size_t slot) {
  tessera::fill_generator_options o;
  o.rows = o.cols = n;
  o.slot = slot;
  o.seed = 7;
  o.drop_per_mille = 100;
  return tessera::generate_fill(o).problem;
}

void BM_Sample1ParseAndSolve(benchmark::State& state) {
  for (auto _ : state) {
    auto p = tessera::parse_fill(sample1);
    benchmark::DoNotOptimize(tessera::solve_fill(p.value(), {}).answer);
  }
}
BENCHMARK(BM_Sample1ParseAndSolve)->Unit(benchmark::kMicrosecond);

void BM_Checkerboard50JsonParseAndSolve(benchmark::State& state) {
  const std::string json = tessera::write_fill_json(checkerboard(50));
  for (auto _ : state) {
    auto p = tessera::parse_fill(json);
    benchmark::DoNotOptimize(tessera::solve_fill(p.value(), {}).answer);
  }
}
BENCHMARK(BM_Checkerboard50JsonParseAndSolve)->Unit(benchmark::kMicrosecond);

void BM_Generated50JsonParseAndSolve(benchmark::State& state) {
  const std::string json = tessera::write_fill_json(generated(50, 3));
  for (auto _ : state) {
    auto p = tessera::parse_fill(json);
    benchmark::DoNotOptimize(tessera::solve_fill(p.value(), {}).answer);
  }
}
BENCHMARK(BM_Generated50JsonParseAndSolve)->Unit(benchmark::kMicrosecond);

void BM_Solve(benchmark::State& state) {
  const auto p =
      generated(static_cast<std::size_t>(state.range(0)), static_cast<std::size_t>(state.range(1)));
  const bool witness = state.range(2) != 0;
  std::size_t components = 0;
  for (auto _ : state) {
    const auto s = tessera::solve_fill(p, {.flip = false, .witness = witness});
    components = s.holes + s.pieces;
    benchmark::DoNotOptimize(s.answer);
  }
  state.counters["components"] = static_cast<double>(components);
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * p.rows * p.cols * 2));
}
BENCHMARK(BM_Solve)
    ->Args({1000, 2, 0})
    ->Args({1000, 6, 0})
    ->Args({1000, 2, 1})
    ->Args({5000, 2, 0})
    ->Unit(benchmark::kMillisecond);

void BM_ParseText(benchmark::State& state) {
  const std::string text =
      tessera::write_fill_text(generated(static_cast<std::size_t>(state.range(0)), 2));
  for (auto _ : state) benchmark::DoNotOptimize(tessera::parse_fill(text).ok());
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_ParseText)->Arg(1000)->Arg(5000)->Unit(benchmark::kMillisecond);

void BM_ParseJson(benchmark::State& state) {
  const std::string json =
      tessera::write_fill_json(generated(static_cast<std::size_t>(state.range(0)), 2));
  for (auto _ : state) benchmark::DoNotOptimize(tessera::parse_fill(json).ok());
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * json.size()));
}
BENCHMARK(BM_ParseJson)->Arg(1000)->Arg(5000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
