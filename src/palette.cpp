// The shared palette (tessera/palette.hpp): colour lookups, shades, the JSON form for front ends,
// and the greedy colouring every renderer uses when a picture does not fix its colours.
#include "tessera/palette.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <cmath>

namespace tessera::palette {
namespace {

int hex_digit(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
  assert(false && "a palette colour is #rrggbb");
  return 0;
}

std::size_t slot(int index) {
  return static_cast<std::size_t>(index < 0 ? 0 : index) % pieces.size();
}

}  // namespace

std::string_view piece(int index) { return pieces[slot(index)]; }

rgb piece_rgb(int index) { return parse_hex(piece(index)); }

rgb parse_hex(std::string_view hex) {
  assert(hex.size() == 7 && hex[0] == '#');
  auto byte = [&](std::size_t at) {
    return static_cast<std::uint8_t>(hex_digit(hex[at]) * 16 + hex_digit(hex[at + 1]));
  };
  return rgb{byte(1), byte(3), byte(5)};
}

std::string shade(rgb colour, double factor) {
  factor = std::clamp(factor, 0.0, 1.0);
  auto scale = [&](std::uint8_t v) {
    return static_cast<unsigned>(std::lround(static_cast<double>(v) * factor));
  };
  return fmt::format("#{:02x}{:02x}{:02x}", scale(colour.r), scale(colour.g), scale(colour.b));
}

std::string palette_json() {
  std::string list;
  for (std::string_view p : pieces) list += fmt::format("{}\"{}\"", list.empty() ? "" : ",", p);
  return fmt::format(
      "{{\"pieces\":[{}],\"background\":\"{}\",\"empty\":\"{}\",\"blocked\":\"{}\",\"ink\":\"{}\","
      "\"grid\":\"{}\",\"seam\":\"{}\"}}",
      list, background, empty, blocked, ink, grid, seam);
}

std::vector<int> greedy_colours(std::size_t regions, std::span<const std::int32_t> order,
                                std::vector<std::pair<std::int32_t, std::int32_t>>& touching) {
  // Both directions, sorted by region: a flat adjacency list, no container per region.
  const std::size_t pairs = touching.size();
  for (std::size_t i = 0; i < pairs; ++i) {
    touching.emplace_back(touching[i].second, touching[i].first);
  }
  std::sort(touching.begin(), touching.end());
  touching.erase(std::unique(touching.begin(), touching.end()), touching.end());
  std::vector<int> colour(regions, -1);
  for (std::int32_t id : order) {
    assert(id >= 0 && static_cast<std::size_t>(id) < regions);
    bool used[pieces.size()] = {};
    auto it =
        std::lower_bound(touching.begin(), touching.end(), std::make_pair(id, std::int32_t{-1}));
    for (; it != touching.end() && it->first == id; ++it) {
      const int c = colour[static_cast<std::size_t>(it->second)];
      if (c >= 0) used[static_cast<std::size_t>(c) % pieces.size()] = true;
    }
    std::size_t pick = 0;
    while (pick < pieces.size() && used[pick]) ++pick;
    colour[static_cast<std::size_t>(id)] = static_cast<int>(pick % pieces.size());
  }
  for (int& c : colour) c = std::max(c, 0);
  return colour;
}

}  // namespace tessera::palette
