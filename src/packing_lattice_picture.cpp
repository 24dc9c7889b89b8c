// Lattice packing, phase 4: pictures of a solution. The cells' geometry in the plane (Polyform
// Puzzler's axes 60 degrees apart: lattice point (i, j) at i e1 + j e2, e1 = (1, 0), e2 = (1/2,
// sqrt 3 / 2)) is handed to tessera/picture_polygons.hpp, cubes to tessera/picture_cubes.hpp.
#include <algorithm>
#include <array>
#include <cmath>
#include <map>

#include "tessera/lattice_packing.hpp"

namespace tessera {
namespace {

constexpr double half_root3 = 0.86602540378443864676;

// A lattice point of the 60-degree axes on the screen (y downward).
point2 plane(double i, double j) { return point2{i + j / 2, -j * half_root3}; }

// The corners of a cell of a plane lattice.
std::vector<point2> corners(lattice l, const lattice_cell& c) {
  const double x = c.x, y = c.y;
  switch (l) {
    case lattice::tri:
      // (x, y, 0) has corners (x, y), (x + 1, y), (x, y + 1); (x, y, 1) has (x + 1, y),
      // (x + 1, y + 1), (x, y + 1).
      if (c.z == 0) return {plane(x, y), plane(x + 1, y), plane(x, y + 1)};
      return {plane(x + 1, y), plane(x + 1, y + 1), plane(x, y + 1)};
    case lattice::hex: {
      // Centre x e1 + y e2; neighbours at distance 1 across the sides, so the corners lie at
      // 1/sqrt 3 from the centre, at 30 + 60k degrees.
      const point2 centre = plane(x, y);
      std::vector<point2> out;
      for (int k = 0; k < 6; ++k) {
        const double a = (30.0 + 60.0 * k) * 3.14159265358979323846 / 180.0;
        out.push_back(point2{centre.x + std::cos(a) / (2 * half_root3),
                             centre.y - std::sin(a) / (2 * half_root3)});
      }
      return out;
    }
    default:
      return {point2{x, -y}, point2{x + 1, -y}, point2{x + 1, -y - 1}, point2{x, -y - 1}};
  }
}

// Each board cell's region (the index of the placed piece covering it, or empty) and label.
struct cell_regions {
  std::map<lattice_cell, std::pair<std::int32_t, char>> at;
  std::vector<int> colour;  // per region: its piece, when no piece is used twice
};

cell_regions regions_of(const lattice_packing& packing, const packing_solution& solution) {
  cell_regions out;
  for (const lattice_cell& c : packing.board().cells) out.at[c] = {picture::empty, '.'};
  bool repeated = false;
  for (const lattice_packing_piece& p : packing.pieces()) repeated = repeated || p.max_count > 1;
  for (std::size_t n = 0; n < solution.size(); ++n) {
    const std::uint32_t piece = packing.problem().placements()[solution[n]].piece;
    const std::string& name = packing.pieces()[piece].name;
    for (const lattice_cell& c : packing.placement_cells(solution[n])) {
      out.at[c] = {static_cast<std::int32_t>(n), name.empty() ? '?' : name[0]};
    }
    if (!repeated) out.colour.push_back(static_cast<int>(piece));
  }
  return out;
}

}  // namespace

polygon_picture lattice_polygon_picture(const lattice_packing& packing,
                                        const packing_solution& solution) {
  const cell_regions regions = regions_of(packing, solution);
  polygon_picture pic;
  for (const auto& [c, region] : regions.at) {
    const std::vector<point2> cell = corners(packing.kind(), c);
    pic.add_cell(cell, region.first,
                 region.first == picture::empty ? std::string() : std::string(1, region.second));
  }
  pic.region_colour = regions.colour;
  return pic;
}

cube_picture lattice_cube_picture(const lattice_packing& packing,
                                  const packing_solution& solution) {
  const cell_regions regions = regions_of(packing, solution);
  cube_picture pic;
  for (const auto& [c, region] : regions.at)
    pic.cubes.push_back(unit_cube{c.x, c.y, c.z, region.first});
  for (const std::uint32_t k : solution) {
    pic.region_name.push_back(packing.pieces()[packing.problem().placements()[k].piece].name);
  }
  pic.region_colour = regions.colour;
  return pic;
}

std::string lattice_solution_text(const lattice_packing& packing, const packing_solution& solution,
                                  bool colour) {
  const lattice l = packing.kind();
  if (l == lattice::tri || l == lattice::hex) {
    return render_polygon_text(lattice_polygon_picture(packing, solution), colour);
  }
  const cell_regions regions = regions_of(packing, solution);
  const std::vector<lattice_cell>& cells = packing.board().cells;
  if (cells.empty()) return "";
  lattice_cell low = cells[0], high = cells[0];
  for (const lattice_cell& c : cells) {
    low = {std::min(low.x, c.x), std::min(low.y, c.y), std::min(low.z, c.z)};
    high = {std::max(high.x, c.x), std::max(high.y, c.y), std::max(high.z, c.z)};
  }
  std::string out;
  for (std::int32_t z = low.z; z <= high.z; ++z) {
    if (l == lattice::cube) out += "z = " + std::to_string(z) + "\n";
    for (std::int32_t y = high.y; y >= low.y; --y) {
      std::string line;
      for (std::int32_t x = low.x; x <= high.x; ++x) {
        const auto it = regions.at.find(lattice_cell{x, y, z});
        line += it == regions.at.end() ? ' ' : it->second.second;
      }
      while (!line.empty() && line.back() == ' ') line.pop_back();
      out += line + "\n";
    }
  }
  return out;
}

}  // namespace tessera
