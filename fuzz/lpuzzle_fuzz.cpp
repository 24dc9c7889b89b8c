// libFuzzer target: the L-puzzle reader and solver on arbitrary bytes. Properties: no crash, no
// hang; every error has a position inside the input; every YES comes with a tiling the checker
// accepts; the solver agrees with itself without unit propagation.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tessera/lpuzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  tessera::lpuzzle_limits limits;
  limits.max_cells = 1 << 16;  // keep single runs fast
  tessera::lpuzzle_reader reader(text, limits);
  tessera::lpuzzle_solver solver, scc_only;
  scc_only.set_propagation(false);
  std::vector<tessera::lpuzzle_piece> tiling;
  if (reader.read_header()) {
    tessera::lpuzzle_pattern p;
    for (std::size_t i = 0; i < reader.cases() && i < 64; ++i) {
      if (!reader.read_case(p)) break;
      const bool yes = solver.solve(p, &tiling);
      if (yes && tessera::verify_lpuzzle_tiling(p, tiling).has_value()) std::abort();
      if (scc_only.solve(p, &tiling) != yes) std::abort();
      if (yes && tessera::verify_lpuzzle_tiling(p, tiling).has_value()) std::abort();
    }
  }
  const tessera::input_error& e = reader.error();
  if (e.line > size + 1 || e.column > size + 1) std::abort();
  return 0;
}
