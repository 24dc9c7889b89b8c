// Benchmarks for the exact cover capability: the 12 pentominoes in the 6x10 box (all 9356 covers,
// and the 2339 up to symmetry), single-threaded and on 2 threads, both engines, the direct plain
// search without the orbit expansion; and the 12 pentominoes plus the 2x2 square in the 8x8 box
// (16146 up to symmetry); a tiny problem (the tetrominoes in 4x5, set-up included: what the web
// page and Python pay per call); and boxes past 128 cells, where the wide bitboards run: 6x10
// inside a 12x14 box of holes, 42 Y pentominoes in 14x15, Knuth's 45 Y pentominoes in 15x15
// (1696, 212 up to symmetry), and Polyform Puzzler's 13x13 diamond (with a plus-shaped hole) for
// the 5 tetrominoes and 12 pentominoes (7302 up to symmetry), once each, on 1 and 2 threads.
// Dancing links alone, on the problem as Knuth's programs see it (every item 1..1: the Y
// pentominoes in 10x15, items the cells only; `bench/xc_instances.py ypentominoes 10x15` for dlx1).
// Figures: docs/exact_cover.md. Run: build/bin/exact_cover_bench
// (--benchmark_filter=-diamond skips it).
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string_view>

#include "tessera/exact_cover.hpp"
#include "tessera/polyomino.hpp"
#include "tessera/polyomino_packing.hpp"
#include "tessera/polyomino_sets.hpp"

namespace {

using namespace tessera;

// The built-in set (tessera/polyomino_sets.hpp), each piece used once.
std::vector<packing_piece> pieces_of(const char* name) {
  std::vector<packing_piece> out;
  const auto set = named_piece_set(name);
  for (const named_piece& p : *set) out.push_back({p.name, p.shape});
  return out;
}
std::vector<packing_piece> pentominoes() { return pieces_of("pentominoes"); }

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

// Problem and solve together: for a tiny board the set-up is the cost.
void tiny_four_by_five(benchmark::State& state) {
  const auto pieces = pieces_of("tetrominoes");
  packing_options options;
  options.mode = packing_mode::count;
  options.up_to_symmetry = state.range(0) != 0;
  for (auto _ : state) {
    const packing_problem problem(packing_board::rectangle(4, 5), pieces);
    const packing_result r = solve_packing(problem, options);
    if (r.count != 0) state.SkipWithError("wrong count");
  }
}
BENCHMARK(tiny_four_by_five)->ArgNames({"sym"})->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

void six_by_ten_in_big_box(benchmark::State& state) {
  packing_board board = packing_board::rectangle(12, 14);
  for (std::int32_t r = 0; r < 12; ++r) {
    for (std::int32_t c = 0; c < 14; ++c) {
      board.free[static_cast<std::size_t>(r * 14 + c)] = r >= 3 && r < 9 && c >= 2 && c < 12;
    }
  }
  const packing_problem problem(board, pentominoes());
  run(state, problem, true, packing_engine::bitboard, static_cast<unsigned>(state.range(0)), 2339);
}
BENCHMARK(six_by_ten_in_big_box)
    ->ArgNames({"threads"})
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void y_pentominoes_14x15(benchmark::State& state) {
  auto y = pieces_of("pentominoes");
  std::erase_if(y, [](const packing_piece& p) { return p.name != "Y"; });
  y[0].min_count = y[0].max_count = 42;
  const packing_problem problem(packing_board::rectangle(14, 15), y);
  run(state, problem, true, packing_engine::bitboard, static_cast<unsigned>(state.range(0)), 2349);
}
BENCHMARK(y_pentominoes_14x15)
    ->ArgNames({"threads"})
    ->Arg(1)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Knuth, "Dancing Links" (2000): 45 Y pentominoes tile the 15x15 square in 1696 ways, 212 up to
// symmetry. No piece is used once: the cut is the cell restriction of the centre cell
// (src/packing_symmetry_cases.cpp); plain counts by orbits.
void y_pentominoes_15x15(benchmark::State& state) {
  auto y = pieces_of("pentominoes");
  std::erase_if(y, [](const packing_piece& p) { return p.name != "Y"; });
  y[0].min_count = y[0].max_count = 45;
  const packing_problem problem(packing_board::rectangle(15, 15), y);
  const bool symmetry = state.range(0) != 0;
  run(state, problem, symmetry, packing_engine::bitboard, static_cast<unsigned>(state.range(1)),
      symmetry ? 212 : 1696);
}
BENCHMARK(y_pentominoes_15x15)
    ->ArgNames({"sym", "threads"})
    ->Args({1, 1})
    ->Args({0, 1})
    ->Args({1, 2})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Every placement of the Y pentomino in a rows x cols box, one item per cell (the order of
// bench/xc_instances.py is not needed: the count is the same in any order).
exact_cover_problem y_placements(std::int32_t rows, std::int32_t cols) {
  exact_cover_problem problem;
  for (std::int32_t i = 0; i < rows * cols; ++i) problem.add_primary();
  polyomino y;
  const auto set = named_piece_set("pentominoes");
  for (const named_piece& p : *set)
    if (p.name == "Y") y = p.shape;
  std::vector<std::uint32_t> items;
  for (const oriented_polyomino& o : orientations(y, orientation_set::free)) {
    for (std::int32_t r = 0; r + o.shape.height() <= rows; ++r) {
      for (std::int32_t c = 0; c + o.shape.width() <= cols; ++c) {
        items.clear();
        for (const cell& x : o.shape.cells())
          items.push_back(static_cast<std::uint32_t>((r + x.row) * cols + c + x.col));
        problem.add_option(items);
      }
    }
  }
  return problem;
}

void dancing_links_y_10x15(benchmark::State& state) {
  const exact_cover_problem problem = y_placements(10, 15);
  std::uint64_t updates = 0;
  for (auto _ : state) {
    dancing_links links(problem);
    std::uint64_t found = 0;
    links.search([&](std::span<const std::uint32_t>) { return ++found, true; }, {});
    if (found != 8954) state.SkipWithError("wrong count");
    updates = links.stats().updates;
  }
  state.counters["updates"] = static_cast<double>(updates);
}
BENCHMARK(dancing_links_y_10x15)->Unit(benchmark::kMillisecond);

void diamond(benchmark::State& state) {
  packing_board board = packing_board::rectangle(13, 13);
  for (std::int32_t r = 0; r < 13; ++r) {
    for (std::int32_t c = 0; c < 13; ++c) {
      const std::int32_t d = std::abs(r - 6) + std::abs(c - 6);
      board.free[static_cast<std::size_t>(r * 13 + c)] = d <= 6 && d > 1;
    }
  }
  auto pieces = pentominoes();
  for (const packing_piece& p : pieces_of("tetrominoes")) pieces.push_back(p);
  const packing_problem problem(board, pieces);
  run(state, problem, true, packing_engine::bitboard, static_cast<unsigned>(state.range(0)), 7302);
}
BENCHMARK(diamond)
    ->ArgNames({"threads"})
    ->Arg(1)
    ->Arg(2)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
