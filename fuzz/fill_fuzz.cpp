// libFuzzer target for reading fill problems (both forms) and claimed assignments: never crash;
// whatever parses solves, its witness passes the literal checker, --flip never lowers the answer,
// and the JSON writer round-trips.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tessera/fill.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // The same bytes as a claimed assignment (--check): never crash; what reads writes back the same.
  const auto claim = tessera::parse_fill_claim(text);
  if (claim.ok()) {
    const auto again = tessera::parse_fill_claim(tessera::write_fill_solution_json(claim.value()));
    if (!again.ok() || again.value().piece_cells != claim.value().piece_cells ||
        again.value().hole_cells != claim.value().hole_cells ||
        again.value().answer != claim.value().answer) {
      std::abort();
    }
  } else if (claim.error().line == 0) {
    std::abort();
  }
  // Either form `--check` reads: the JSON as above, or the number alone (which reads back).
  if (const auto either = tessera::read_fill_claim(text); either.ok()) {
    const tessera::fill_claim& c = either.value();
    if (c.answer_only) {
      const auto again = tessera::read_fill_claim(std::to_string(c.solution.answer));
      if (!again.ok() || !again.value().answer_only ||
          again.value().solution.answer != c.solution.answer || !c.solution.placements.empty()) {
        std::abort();
      }
    } else if (!claim.ok() || claim.value().answer != c.solution.answer) {
      std::abort();
    }
  } else if (either.error().line == 0 || either.error().message.empty()) {
    std::abort();
  }
  const auto problem = tessera::parse_fill(text);
  if (!problem.ok()) {
    if (problem.error().line == 0 || problem.error().message.empty()) std::abort();
    return 0;
  }
  const tessera::fill_problem& p = problem.value();
  if (p.rows * p.cols != p.board.size() || p.board.size() != p.table.size()) std::abort();
  const tessera::fill_solution s = tessera::solve_fill(p, {.flip = false, .witness = true});
  if (!tessera::verify_fill(p, s, false).empty()) std::abort();
  const tessera::fill_solution f = tessera::solve_fill(p, {.flip = true, .witness = true});
  if (!tessera::verify_fill(p, f, true).empty() || f.answer < s.answer) std::abort();
  const auto again = tessera::parse_fill(tessera::write_fill_json(p));
  if (!again.ok() || again.value().board != p.board || again.value().table != p.table) std::abort();
  return 0;
}
