// tessera/palette.hpp: the colours of every picture tessera draws, in one place.
//
// A picture gives each region (a placed piece) a palette index; every renderer turns the index into
// the same colour: the square-grid, polygon and cube SVGs, the glTF model's materials, the colour
// terminal (nearest xterm colours) and the web page (which reads palette_json() through the core).
// The piece colours are light enough for black letters and a black outline, and neighbours in the
// list differ in hue, so the greedy colouring below (which takes the smallest free index) puts
// clearly different colours side by side.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tessera::palette {

// The piece colours as "#rrggbb" (sRGB). Palette index i is pieces[i mod pieces.size()].
inline constexpr std::array<std::string_view, 12> pieces = {
    "#e8636b", "#7cc37a", "#5aa5e6", "#f2cc5a", "#c38be0", "#4fc4bd",
    "#f0a05a", "#a9a5f0", "#b4e07c", "#f08cb4", "#86d0f2", "#d8d07a"};

// The same colours on a 256-colour terminal: the nearest xterm index to each of `pieces`.
inline constexpr std::array<int, 12> terminal_pieces = {203, 114, 75,  221, 177, 80,
                                                        215, 147, 156, 211, 117, 186};

// The surfaces around the pieces.
inline constexpr std::string_view background = "#fafafa";  // behind every picture
inline constexpr std::string_view empty = "#ffffff";       // a board cell nothing covers
inline constexpr std::string_view blocked = "#4a4a4a";     // a cell that is not part of the board
inline constexpr std::string_view ink = "#202020";         // outlines, letters, titles
inline constexpr std::string_view grid = "#bbbbbb";        // thin lines between cells of one piece
inline constexpr std::string_view seam = "#2060d0";        // the seam of a board that wraps

struct rgb {
  std::uint8_t r = 0, g = 0, b = 0;
};

// The colour of palette index `index` (negative indices count as 0) as "#rrggbb". O(1).
std::string_view piece(int index);

// The same colour as bytes, for renderers that shade it (cube faces) or convert it (glTF). O(1).
rgb piece_rgb(int index);

// "#rrggbb" to bytes. `hex` must be '#' and six hexadecimal digits (asserted). O(1).
rgb parse_hex(std::string_view hex);

// `colour` with each channel multiplied by `factor` (0..1, clamped): a darker shade of it. O(1).
std::string shade(rgb colour, double factor);

// The palette as one JSON object, for the web page and other front ends:
// {"pieces": ["#e8636b", ...], "background": ..., "empty": ..., "blocked": ..., "ink": ...,
//  "grid": ..., "seam": ...}.
std::string palette_json();

// Palette indices for `regions` regions such that regions that touch get different colours: greedy
// colouring in the order `order` gives (each region once; regions not listed get 0), each region
// the smallest index no region it touches already has. `touching` lists pairs of touching regions
// (either order, repeats allowed; it is sorted in place). A region touching as many others as the
// palette has colours may repeat one. O(regions + touching * log touching).
std::vector<int> greedy_colours(std::size_t regions, std::span<const std::int32_t> order,
                                std::vector<std::pair<std::int32_t, std::int32_t>>& touching);

}  // namespace tessera::palette
