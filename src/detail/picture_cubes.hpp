// What the cube renderers share (picture_cubes.cpp): finding a cube by its coordinates, the six
// face directions, and the colour of each region.
#pragma once

#include <array>
#include <cstdint>
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

}  // namespace tessera::detail
