// Benchmarks for the exact cover capability: the 12 pentominoes in the 6x10 box (all 9356 covers,
// and the 2339 up to symmetry), single-threaded and on 2 threads, both engines, the direct plain
// search without the orbit expansion; and the 12
// pentominoes plus the 2x2 square in the 8x8 box (16146 up to symmetry). Run:
// build/bin/exact_cover_bench
#include <benchmark/benchmark.h>

#include <string_view>

#include "tessera/polyomino_packing.hpp"
#include "tessera/polyomino_sets.hpp"

namespace {

using namespace tessera;

// The built-in set (tessera/polyomino_sets.hpp), each piece used once.
std::vector<packing_piece> pentominoes() {
  std::vector<packing_piece> out;
  const auto set = named_piece_set("pentominoes");
  for (const named_piece& p : *set) out.push_back({p.name, p.shape});
  return out;
}

void run(benchmark::State& state, const packing_problem& problem, bool symmetry,
         packing_engine engine, unsigned threads, std::uint64_t expected, bool direct = false) {
  packing_options options;
  options.plain_by_orbits = !direct;
  options.mode = packing_mode::count;
  options.up_to_symmetry = symmetry;
  options.engine = engine;
  options.threads = threads;
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    const packing_result r = solve_packing(problem, options);
    if (r.count != expected) state.SkipWithError("wrong count");
    nodes = r.stats.nodes;
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}

void six_by_ten(benchmark::State& state) {
  const packing_problem problem(packing_board::rectangle(6, 10), pentominoes());
  const bool symmetry = state.range(0) != 0;
  run(state, problem, symmetry, static_cast<packing_engine>(state.range(1)),
      static_cast<unsigned>(state.range(2)), symmetry ? 2339 : 9356, state.range(3) != 0);
}
BENCHMARK(six_by_ten)
    ->ArgNames({"sym", "engine", "threads", "direct"})
    ->Args({0, 2, 1, 0})
    ->Args({0, 2, 2, 0})
    ->Args({1, 2, 1, 0})
    ->Args({1, 2, 2, 0})
    ->Args({0, 2, 1, 1})
    ->Args({0, 2, 2, 1})
    ->Args({1, 1, 1, 0})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void eight_by_eight_with_square(benchmark::State& state) {
  auto pieces = pentominoes();
  const std::string_view square[] = {"##", "##"};
  pieces.push_back({"O", from_rows(square)});
  const packing_problem problem(packing_board::rectangle(8, 8), pieces);
  run(state, problem, true, packing_engine::bitboard, static_cast<unsigned>(state.range(0)), 16146);
}
BENCHMARK(eight_by_eight_with_square)
    ->ArgNames({"threads"})
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
