// Lattice packing, phase 2: the symmetry group "up to symmetry" means on any lattice, as the
// published tables count (Polyform Puzzler; Knuth's polyiamond-dlx and polycube-dlx): the motions
// of the lattice's point group (tessera/lattice.hpp) that carry the board onto a translate of
// itself and the piece set onto itself, a piece possibly to its mirror twin with the same count
// bounds. So the Soma cube, whose two chiral pieces are each other's mirror image, keeps all 48
// motions of the cube: 11,520 solutions, 240 up to symmetry.
#include <fmt/format.h>

#include <algorithm>
#include <cassert>

#include "detail/lattice_packing_box.hpp"

namespace tessera::detail {
namespace {

// A piece as the group sees it: its allowed shapes (sorted) and count bounds.
struct piece_class {
  std::vector<polyform> shapes;
  std::uint32_t min_count = 0, max_count = 0;
  friend bool operator==(const piece_class&, const piece_class&) = default;
};

piece_class class_of(const lattice_packing_piece& piece, std::size_t motion) {
  piece_class out{{}, piece.min_count, piece.max_count};
  for (const oriented_polyform& o : orientations(piece.shape, piece.orient)) {
    out.shapes.push_back(o.shape.moved(motion));
  }
  std::sort(out.shapes.begin(), out.shapes.end());
  out.shapes.erase(std::unique(out.shapes.begin(), out.shapes.end()), out.shapes.end());
  return out;
}

// Where `motion` carries each piece, matched one to one; empty when some piece has no partner.
std::vector<std::uint32_t> piece_images(const std::vector<lattice_packing_piece>& pieces,
                                        const std::vector<piece_class>& own, std::size_t motion) {
  std::vector<std::uint32_t> image(pieces.size());
  std::vector<bool> taken(pieces.size(), false);
  for (std::uint32_t p = 0; p < pieces.size(); ++p) {
    if (pieces[p].max_count == 0) {
      image[p] = p;
      continue;
    }
    const piece_class moved = class_of(pieces[p], motion);
    std::uint32_t q = 0;
    while (q < pieces.size() && (taken[q] || pieces[q].max_count == 0 || !(own[q] == moved))) ++q;
    if (q == pieces.size()) return {};
    taken[q] = true;
    image[p] = q;
  }
  return image;
}

// The name of a subgroup of the lattice's point group by its order and rotations: Schoenflies
// names for the plane lattices (subgroups of D4 and D6) and for the cube's usual boxes.
std::string group_name(lattice l, std::size_t order, std::size_t rotations) {
  const bool reflects = rotations < order;
  if (order == 1) return "none";
  if (l == lattice::cube) {
    if (order == 48) return "Oh";
    if (order == 24 && !reflects) return "O";
    if (order == 16 && rotations == 8) return "D4h";
    if (order == 8 && rotations == 4) return "D2h";
    if (order == 8 && !reflects) return "D4";
    if (order == 4 && !reflects) return "D2";
    if (order == 2 && !reflects) return "C2";
    return fmt::format("{} motions ({} rotations)", order, rotations);
  }
  if (!reflects) return fmt::format("C{}", order);
  return fmt::format("D{}", order / 2);
}

}  // namespace

given_symmetry lattice_symmetry(const lattice_board& board,
                                const std::vector<lattice_packing_piece>& pieces,
                                const lattice_box& box, const packing_board& host) {
  const lattice l = board.kind;
  given_symmetry group;
  std::vector<piece_class> own;
  for (const lattice_packing_piece& p : pieces) own.push_back(class_of(p, 0));
  const std::size_t box_cells = host.free.size();
  std::vector<lattice_cell> image(board.cells.size());
  std::size_t rotations = 0;
  for (std::size_t m = 0; m < motion_count(l); ++m) {
    if (board.cells.empty() && m != 0) break;
    std::vector<std::uint32_t> pieces_to = piece_images(pieces, own, m);
    if (pieces_to.empty()) continue;
    // The translation bringing the image back: its least coordinates onto the board's (z only on
    // cubes; a triangle's z is its orientation in the rhombus).
    lattice_cell low{};
    for (std::size_t i = 0; i < board.cells.size(); ++i) {
      image[i] = apply_motion(l, m, board.cells[i]);
      if (i == 0) low = image[i];
      low = {std::min(low.x, image[i].x), std::min(low.y, image[i].y), std::min(low.z, image[i].z)};
    }
    const lattice_cell by{box.low.x - low.x, box.low.y - low.y,
                          l == lattice::cube ? box.low.z - low.z : 0};
    std::vector<std::uint32_t> map(box_cells);
    for (std::size_t i = 0; i < box_cells; ++i) map[i] = static_cast<std::uint32_t>(i);
    bool keeps = true;
    for (std::size_t i = 0; i < board.cells.size() && keeps; ++i) {
      const lattice_cell to = translated(l, image[i], by);
      const std::int64_t j = box.index(to);
      keeps = j >= 0 && host.free[static_cast<std::size_t>(j)] &&
              std::binary_search(board.cells.begin(), board.cells.end(), to);
      if (keeps)
        map[static_cast<std::size_t>(box.index(board.cells[i]))] = static_cast<std::uint32_t>(j);
    }
    if (!keeps) continue;
    group.cell_maps.push_back(std::move(map));
    group.piece_images.push_back(std::move(pieces_to));
    rotations += m < rotation_count(l) ? 1 : 0;
  }
  if (group.cell_maps.empty()) {
    // No cells: the identity alone.
    std::vector<std::uint32_t> identity(box_cells);
    for (std::size_t i = 0; i < box_cells; ++i) identity[i] = static_cast<std::uint32_t>(i);
    std::vector<std::uint32_t> same(pieces.size());
    for (std::size_t p = 0; p < pieces.size(); ++p) same[p] = static_cast<std::uint32_t>(p);
    group.cell_maps.push_back(std::move(identity));
    group.piece_images.push_back(std::move(same));
    rotations = 1;
  }
  group.name = group_name(l, group.cell_maps.size(), rotations);
  return group;
}

}  // namespace tessera::detail
