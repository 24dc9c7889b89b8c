// Lattice packing, phase 3: solutions back on the lattice (placed pieces, JSON), their independent
// check, and the cells and placements as the counting DP's cell_cover_problem.
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "tessera/lattice_packing.hpp"

namespace tessera {
namespace {

std::string fmt_cell_error(const char* what, const lattice_cell& c) {
  return "cell (" + std::to_string(c.x) + ", " + std::to_string(c.y) + ", " + std::to_string(c.z) +
         ") " + what;
}

}  // namespace

std::vector<lattice_packed_piece> lattice_packed_pieces(const lattice_packing& packing,
                                                        const packing_solution& solution) {
  std::vector<lattice_packed_piece> out;
  out.reserve(solution.size());
  for (const std::uint32_t k : solution) {
    out.push_back(
        lattice_packed_piece{packing.problem().placements()[k].piece, packing.placement_cells(k)});
  }
  return out;
}

std::string lattice_solution_json(const lattice_packing& packing,
                                  const packing_solution& solution) {
  const std::size_t coordinates = lattice_coordinates(packing.kind());
  nlohmann::json pieces = nlohmann::json::array();
  for (const lattice_packed_piece& placed : lattice_packed_pieces(packing, solution)) {
    nlohmann::json cells = nlohmann::json::array();
    for (const lattice_cell& c : placed.cells) {
      nlohmann::json xyz = {c.x, c.y};
      if (coordinates == 3) xyz.push_back(c.z);
      cells.push_back(std::move(xyz));
    }
    pieces.push_back({{"piece", packing.pieces()[placed.piece].name}, {"cells", cells}});
  }
  return pieces.dump();
}

std::string check_lattice_packing(const lattice_board& board,
                                  std::span<const lattice_packing_piece> pieces,
                                  std::span<const lattice_packed_piece> solution) {
  const lattice l = board.kind;
  const std::set<lattice_cell> free(board.cells.begin(), board.cells.end());
  std::set<lattice_cell> covered;
  std::vector<std::uint32_t> used(pieces.size(), 0);
  for (const lattice_packed_piece& placed : solution) {
    if (placed.piece >= pieces.size()) return "a placed piece names no piece";
    const lattice_packing_piece& piece = pieces[placed.piece];
    ++used[placed.piece];
    for (const lattice_cell& c : placed.cells) {
      if (!is_lattice_cell(l, c)) return fmt_cell_error("is not a cell of the lattice", c);
      if (free.count(c) == 0) return fmt_cell_error("is not a free board cell", c);
      if (!covered.insert(c).second) return fmt_cell_error("is covered twice", c);
    }
    // The placed shape must be one of the piece's allowed orientations, translated: normalised
    // shapes compare equal exactly then.
    const polyform shape(l, placed.cells);
    if (shape.size() != placed.cells.size()) return "a placed piece repeats a cell";
    bool allowed = false;
    for (std::size_t m = 0; m < allowed_motion_count(l, piece.orient) && !allowed; ++m) {
      allowed = piece.shape.moved(m) == shape;
    }
    if (!allowed) return "piece " + piece.name + " is placed in a shape it cannot take";
  }
  if (covered.size() != free.size()) return "some free cell is not covered";
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    if (used[p] < pieces[p].min_count || used[p] > pieces[p].max_count) {
      return "piece " + pieces[p].name + " is used " + std::to_string(used[p]) + " times";
    }
  }
  return "";
}

lattice_cell_count_input lattice_cell_cover(const lattice_packing& packing) {
  const packing_problem& problem = packing.problem();
  const std::vector<lattice_cell>& cells = packing.board().cells;  // sorted: cell i is cells[i]
  lattice_cell_count_input out{cell_cover_problem(cells.size()), {}};
  auto id = [&](const lattice_cell& c) {
    return static_cast<std::uint32_t>(std::lower_bound(cells.begin(), cells.end(), c) -
                                      cells.begin());
  };
  // With unlimited copies a tiling is a partition of the cells into allowed shapes: two pieces of
  // one shape give one placement (the first kept), not two.
  std::set<std::vector<std::uint32_t>> seen;
  std::vector<std::uint32_t> ids;
  for (std::size_t k = 0; k < problem.placements().size(); ++k) {
    ids.clear();
    for (const cell& x : problem.placements()[k].cells) ids.push_back(id(packing.cell_at(x)));
    std::sort(ids.begin(), ids.end());
    if (!seen.insert(ids).second) continue;
    out.problem.add_placement(problem.placements()[k].piece, ids);
  }
  // Sweeps along each axis, rounding each rhombus's two triangles in its order (as
  // tests/cell_instances.hpp sweeps hexagons of triangles), and along x + y on the plane lattices.
  const std::size_t n = cells.size();
  auto order_by = [&](auto key) {
    cell_order order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = static_cast<std::uint32_t>(i);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
      return key(cells[a]) < key(cells[b]);
    });
    out.orders.push_back(std::move(order));
  };
  if (packing.kind() == lattice::cube) {
    order_by([](const lattice_cell& c) { return std::tuple(c.z, c.y, c.x); });
    order_by([](const lattice_cell& c) { return std::tuple(c.y, c.x, c.z); });
    order_by([](const lattice_cell& c) { return std::tuple(c.x, c.z, c.y); });
  } else {
    order_by([](const lattice_cell& c) { return std::tuple(c.y, 3 * c.x + 1 + c.z); });
    order_by([](const lattice_cell& c) { return std::tuple(c.x, 3 * c.y + 1 + c.z); });
    order_by([](const lattice_cell& c) { return std::tuple(c.x + c.y + c.z, 3 * c.x + 1 + c.z); });
  }
  return out;
}

}  // namespace tessera
