// What the cube renderers share (picture_cubes.cpp): finding a cube by its coordinates, the six
// face directions, and the colour of each region.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tessera/picture_cubes.hpp"

namespace tessera::detail {

// The six face directions: +x, -x, +y, -y, +z, -z.
inline constexpr std::array<std::array<int, 3>, 6> face_directions = {
    {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}}};

// The cubes of a picture by coordinates: a sorted array of packed keys, binary search. Build
// O(n log n), find O(log n).
class cube_lookup {
 public:
  static constexpr std::uint32_t none = ~std::uint32_t{0};
  explicit cube_lookup(const cube_picture& pic);
  // The index in pic.cubes of the cube at (x, y, z), or `none`.
  std::uint32_t find(std::int64_t x, std::int64_t y, std::int64_t z) const;

 private:
  std::vector<std::pair<std::uint64_t, std::uint32_t>> keys_;
};

// The palette index of every region: the picture's region_colour where given, else the greedy
// colouring of assign_colours. Indexed by region id (size: the largest id + 1, or region_name's
// size if larger).
std::vector<int> region_colours(const cube_picture& pic);

// A region's name for labels and the legend: region_name[r], or its number when it has none.
std::string region_label(const cube_picture& pic, std::int32_t r);

// Where the layers go: the box of the cubes, one board per z (with its caption) per cell of a
// grid `per_row` boards wide (at most 900 px), and the size of it all.
struct cube_layers {
  std::int32_t x0 = 0, y0 = 0, z0 = 0, z1 = -1;
  double cell_w = 0, cell_h = 0;  // one layer with its caption
  std::size_t per_row = 1;
  double width = 0, height = 0;
};
cube_layers layout_cube_layers(const cube_picture& pic);

// The layers at (ox, oy): per z a caption "z = k" and a board (classes "cell", "glyph", "wall",
// "caption"), cells labelled with their piece's name, coloured by `colour`. O(cubes * log).
void draw_cube_layers(std::string& out, const cube_picture& pic, const std::vector<int>& colour,
                      const cube_layers& l, double ox, double oy);

}  // namespace tessera::detail
