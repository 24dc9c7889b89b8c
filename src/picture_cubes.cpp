// Shared by the cube renderers (tessera/picture_cubes.hpp): the lookup of cubes by coordinates
// and the colours of the regions.
#include "detail/picture_cubes.hpp"

#include <algorithm>
#include <cassert>

#include "tessera/palette.hpp"

namespace tessera {
namespace detail {
namespace {

constexpr std::int64_t coordinate_limit = std::int64_t{1} << 20;

// 21 bits per coordinate, offset to be non-negative; outside the documented range no key.
bool pack(std::int64_t x, std::int64_t y, std::int64_t z, std::uint64_t& key) {
  for (std::int64_t v : {x, y, z}) {
    if (v < -coordinate_limit || v >= coordinate_limit) return false;
  }
  key = static_cast<std::uint64_t>(x + coordinate_limit) << 42 |
        static_cast<std::uint64_t>(y + coordinate_limit) << 21 |
        static_cast<std::uint64_t>(z + coordinate_limit);
  return true;
}

}  // namespace

cube_lookup::cube_lookup(const cube_picture& pic) {
  keys_.reserve(pic.cubes.size());
  for (std::size_t i = 0; i < pic.cubes.size(); ++i) {
    const unit_cube& c = pic.cubes[i];
    std::uint64_t key = 0;
    [[maybe_unused]] const bool in_range = pack(c.x, c.y, c.z, key);
    assert(in_range && "cube coordinates within +-2^20");
    keys_.emplace_back(key, static_cast<std::uint32_t>(i));
  }
  std::sort(keys_.begin(), keys_.end());
}

std::uint32_t cube_lookup::find(std::int64_t x, std::int64_t y, std::int64_t z) const {
  std::uint64_t key = 0;
  if (!pack(x, y, z, key)) return none;
  const auto it =
      std::lower_bound(keys_.begin(), keys_.end(), std::make_pair(key, std::uint32_t{0}));
  return it != keys_.end() && it->first == key ? it->second : none;
}

std::vector<int> region_colours(const cube_picture& pic) {
  std::size_t regions = pic.region_name.size();
  for (const unit_cube& c : pic.cubes) {
    if (c.region >= 0) regions = std::max(regions, static_cast<std::size_t>(c.region) + 1);
  }
  std::vector<int> colour = pic.region_colour.empty() ? assign_colours(pic) : pic.region_colour;
  // A region past the given list gets its own id as its colour.
  for (std::size_t r = colour.size(); r < regions; ++r) colour.push_back(static_cast<int>(r));
  return colour;
}

}  // namespace detail

std::vector<int> assign_colours(const cube_picture& pic) {
  std::int32_t regions = 0;
  for (const unit_cube& c : pic.cubes) regions = std::max(regions, c.region + 1);
  const detail::cube_lookup lookup(pic);
  std::vector<std::int32_t> order;
  std::vector<bool> seen(static_cast<std::size_t>(regions), false);
  std::vector<std::pair<std::int32_t, std::int32_t>> touching;
  for (const unit_cube& c : pic.cubes) {
    if (c.region < 0) continue;
    if (!seen[static_cast<std::size_t>(c.region)]) {
      seen[static_cast<std::size_t>(c.region)] = true;
      order.push_back(c.region);
    }
    for (const auto& d : detail::face_directions) {
      const std::uint32_t n =
          lookup.find(std::int64_t{c.x} + d[0], std::int64_t{c.y} + d[1], std::int64_t{c.z} + d[2]);
      if (n == detail::cube_lookup::none) continue;
      const std::int32_t other = pic.cubes[n].region;
      if (other >= 0 && other != c.region) touching.emplace_back(c.region, other);
    }
  }
  return palette::greedy_colours(static_cast<std::size_t>(regions), order, touching);
}

}  // namespace tessera
