// tessera/picture_cubes.hpp: pictures and 3D models of unit cubes (polycube boards and solutions).
//
// The caller lists the cubes at integer (x, y, z), z up, each with its region (a placed piece) and
// each region's name. Renderers: an SVG with an isometric view of the solid (only the visible
// faces, shaded by the direction they face, pieces outlined) and a layer-by-layer view (one grid
// per z, bottom layer first, each cell labelled with its piece's name); and a glTF 2.0 model (one
// mesh per piece, named after it, with a coloured material). Colours come from the shared palette
// (tessera/palette.hpp), so the SVG, the model and the page agree.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "tessera/picture.hpp"

namespace tessera {

struct unit_cube {
  std::int32_t x = 0;
  std::int32_t y = 0;
  std::int32_t z = 0;                    // up
  std::int32_t region = picture::empty;  // a region id >= 0, or picture::empty (nothing covers it)
};

struct cube_picture {
  std::vector<unit_cube> cubes;          // at most one per (x, y, z); coordinates within +-2^20
  std::vector<std::string> region_name;  // per region id: the piece's name (mesh, legend, labels)
  // Optional, indexed by region id: a palette index (equal ids get equal colours). When empty,
  // colours are chosen so that regions sharing a face differ.
  std::vector<int> region_colour;
  std::string title;  // drawn above the picture; may be empty
};

// What render_cubes_svg draws of each picture.
enum class cube_views : std::uint8_t {
  both,       // the isometric view with a legend, and the layers beside it
  isometric,  // the solid seen from above, from the +x, +y, +z side
  layers,     // one grid per z: x to the right, y downward
};

// An SVG document with the pictures one under another, each titled. The isometric view shows
// the faces seen from the direction (1, 1, 1): a face is drawn where it is the nearest one along
// that line of sight (exact hidden-surface removal on the isometric triangle grid), shaded by its
// direction; a thick line wherever two regions meet or a face ends at a silhouette, a thin one
// between cubes of one piece. Empty cubes are drawn white. O(cubes * log + projected area).
std::string render_cubes_svg(std::span<const cube_picture> pictures,
                             cube_views views = cube_views::both);

// A glTF 2.0 document (JSON, its one buffer embedded as a base64 data URI; write it to a .gltf
// file): per region one node and one mesh named after the piece, one primitive of triangles with
// POSITION (min and max given), NORMAL (unit, outward, one per face) and indices (uint16 when
// the mesh has few enough vertices, else uint32), counter-clockwise seen from outside; a
// metallic-roughness material per region with the palette colour (converted to linear light).
// Every face of a piece that does not touch the same piece is in its mesh, so each mesh is a
// closed surface and the pieces can be pulled apart (an exploded view). Coordinates: glTF is
// y-up, so a cube (x, y, z) is the box [x, x+1] x [z, z+1] x [-y-1, -y] (a rotation, not a
// mirror). Empty cubes are left out. Regions without cubes get no mesh. O(cubes * log).
std::string render_gltf(const cube_picture& pic);

// A palette index per region such that regions sharing a face differ (greedy, in order of first
// appearance in `cubes`). The renderers use region_colour instead when it is given. O(cubes * log).
std::vector<int> assign_colours(const cube_picture& pic);

}  // namespace tessera
