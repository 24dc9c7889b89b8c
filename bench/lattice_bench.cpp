// Benchmarks of packing on other lattices (tessera/lattice_packing.hpp, docs/lattice_solving.md):
// the Soma cube, the 12 hexiamonds in the 6x6 rhombus and the 12 planar pentacubes in a 2x5x6 box,
// each from the board and the set's name to the count (placements, symmetry, engines: the whole
// library path the CLI takes), plain counts (by orbits), up to symmetry, and the direct search.
// The whole-CLI timings beside Knuth's programs are bench/lattice_cli.sh.
#include <benchmark/benchmark.h>

#include "tessera/lattice_board.hpp"
#include "tessera/lattice_packing.hpp"
#include "tessera/lattice_sets.hpp"

namespace {

enum class way { by_orbits, direct, up_to_symmetry };

// Whether a polycube lies in one layer (on any axis).
bool planar(const tessera::polyform& p) {
  bool x = true, y = true, z = true;
  for (const tessera::lattice_cell& c : p.cells()) {
    x = x && c.x == p.cells()[0].x;
    y = y && c.y == p.cells()[0].y;
    z = z && c.z == p.cells()[0].z;
  }
  return x || y || z;
}

// The pieces of a built-in set (only its planar ones when asked), once each, as the CLI's --once.
std::vector<tessera::lattice_packing_piece> set_pieces(tessera::lattice l, std::string_view set,
                                                       bool only_planar) {
  std::vector<tessera::lattice_packing_piece> out;
  const std::vector<tessera::named_polyform> named = *tessera::lattice_piece_set(l, set);
  for (const tessera::named_polyform& p : named) {
    if (only_planar && !planar(p.shape)) continue;
    out.push_back({p.name, p.shape, p.max_orient, 1, 1});
  }
  return out;
}

void run(benchmark::State& state, tessera::lattice l, std::string_view board, std::string_view set,
         way how, bool only_planar = false) {
  std::uint64_t count = 0, nodes = 0;
  for (auto _ : state) {
    const tessera::lattice_packing lp(tessera::parse_lattice_board_size(l, board).value(),
                                      set_pieces(l, set, only_planar));
    tessera::packing_options options;
    options.up_to_symmetry = how == way::up_to_symmetry;
    options.plain_by_orbits = how == way::by_orbits;
    const tessera::packing_result r = tessera::solve_packing(lp.problem(), options);
    count = r.count;
    nodes = r.stats.nodes;
    benchmark::DoNotOptimize(count);
  }
  state.counters["solutions"] = static_cast<double>(count);
  state.counters["nodes"] = static_cast<double>(nodes);
}

void BM_SomaCube(benchmark::State& state) {
  run(state, tessera::lattice::cube, "3x3x3", "soma", static_cast<way>(state.range(0)));
}
BENCHMARK(BM_SomaCube)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

void BM_HexiamondsRhombus6(benchmark::State& state) {
  run(state, tessera::lattice::tri, "6x6", "hexiamonds", static_cast<way>(state.range(0)));
}
BENCHMARK(BM_HexiamondsRhombus6)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

// The 12 planar pentacubes (those that lie in one layer: the pentominoes' shapes); 2,112 solutions.
void BM_PlanarPentacubes2x5x6(benchmark::State& state) {
  run(state, tessera::lattice::cube, "2x5x6", "pentacubes", static_cast<way>(state.range(0)), true);
}
BENCHMARK(BM_PlanarPentacubes2x5x6)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
