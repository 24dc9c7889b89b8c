// Polyomino packing, symmetry: the board's symmetry group (the motions of the box, and on a wrapped
// board its cyclic shifts, that keep the free cells and map the piece set onto itself), its action
// on placements and on cells, and the orbit helpers the driver uses (a solution's orbit, the
// least-image filter). The case split that counts solutions up to the group is in
// packing_symmetry_cases.cpp.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <numeric>
#include <set>
#include <string>

#include "detail/packing_engine.hpp"

namespace tessera {
namespace {

// The shift that brings the image of the rows x cols box under `t` back onto the box.
cell box_offset(transform t, std::int32_t rows, std::int32_t cols) {
  const std::array<cell, 4> corners = {{apply(t, cell{0, 0}), apply(t, cell{0, cols - 1}),
                                        apply(t, cell{rows - 1, 0}),
                                        apply(t, cell{rows - 1, cols - 1})}};
  cell low = corners[0];
  for (const cell c : corners) {
    low.row = std::min(low.row, c.row);
    low.col = std::min(low.col, c.col);
  }
  return low;
}

// Maps a board cell by `t` within the box, given the box's offset under t.
cell map_cell(transform t, cell x, cell offset) {
  const cell y = apply(t, x);
  return cell{y.row - offset.row, y.col - offset.col};
}

// Maps a board cell by `t` within the box, then shifts it cyclically by `shift` (0 on a planar
// board).
cell map_cell(transform t, cell x, cell offset, cell shift, std::int32_t rows, std::int32_t cols) {
  const cell y = map_cell(t, x, offset);
  return cell{(y.row + shift.row) % rows, (y.col + shift.col) % cols};
}

// Whether t keeps the box and its wrapping: a motion that swaps the axes needs a square box whose
// two directions wrap alike (a ring reversed is still a ring, so every other motion keeps it).
bool keeps_box(const packing_board& board, transform t) {
  if ((t.quarter_turns & 1) == 0) return true;
  return board.rows == board.cols && board.wrap_rows == board.wrap_cols;
}

// Whether t (then `shift`) keeps the free cells, the optional cells and the colours.
bool maps_board(const packing_board& board, transform t, cell shift) {
  const cell offset = box_offset(t, board.rows, board.cols);
  const auto at = [&](cell x) {
    return static_cast<std::size_t>(x.row) * static_cast<std::size_t>(board.cols) +
           static_cast<std::size_t>(x.col);
  };
  for (std::int32_t r = 0; r < board.rows; ++r) {
    for (std::int32_t c = 0; c < board.cols; ++c) {
      const cell y = map_cell(t, cell{r, c}, offset, shift, board.rows, board.cols);
      if (board.is_free(r, c) != board.is_free(y.row, y.col)) return false;
      if (board.is_optional(at(cell{r, c})) != board.is_optional(at(y))) return false;
      if (board.colour_at(at(cell{r, c})) != board.colour_at(at(y))) return false;
    }
  }
  return true;
}

// Whether t (then `shift`) carries each given piece onto a given piece of its image piece.
bool maps_given(const packing_problem& problem, transform t, cell shift,
                const std::vector<std::uint32_t>& piece_image) {
  const packing_board& board = problem.board();
  const cell offset = box_offset(t, board.rows, board.cols);
  std::vector<cell> image;
  for (const placement& pl : problem.given()) {
    image.clear();
    for (const cell x : pl.cells) {
      image.push_back(map_cell(t, x, offset, shift, board.rows, board.cols));
    }
    std::sort(image.begin(), image.end());
    const bool found = std::any_of(
        problem.given().begin(), problem.given().end(),
        [&](const placement& q) { return q.piece == piece_image[pl.piece] && q.cells == image; });
    if (!found) return false;
  }
  return true;
}

// The name of a group of motions of the box by its order and whether it reflects.
std::string motion_name(std::size_t order, bool reflects) {
  switch (order) {
    case 1:
      return "none";
    case 2:
      return reflects ? "D1" : "C2";
    case 4:
      return reflects ? "D2" : "C4";
    default:
      return "D4";
  }
}

// The name of a group of cyclic shifts of a rows x cols torus (a subgroup of C_rows x C_cols, which
// is C_a x C_b with a dividing b, b being the largest order of an element): "Cb", or "Ca x Cb".
std::string shift_name(const std::vector<cell>& shifts, std::int32_t rows, std::int32_t cols) {
  std::int64_t exponent = 1;
  for (const cell s : shifts) {
    const std::int64_t a = rows / std::gcd(s.row, rows), b = cols / std::gcd(s.col, cols);
    exponent = std::max(exponent, std::lcm(a, b));
  }
  const auto order = static_cast<std::int64_t>(shifts.size());
  const std::int64_t rest = order / exponent;
  return rest > 1 ? fmt::format("C{} x C{}", rest, exponent) : fmt::format("C{}", exponent);
}

// A piece as the symmetry group sees it: the set of shapes it may take (its allowed orientations,
// sorted) and its count bounds. Two pieces are interchangeable by a motion exactly when the motion
// carries one's shape set onto the other's and their bounds agree.
// Colours count as part of the shapes, and the blank piece of optional cells is its own class.
struct piece_class {
  std::vector<coloured_orientation> shapes;
  std::uint32_t min_count = 0;
  std::uint32_t max_count = 0;
  bool blank = false;
  friend bool operator==(const piece_class&, const piece_class&) = default;
};

piece_class class_of(const packing_piece& piece, transform t) {
  piece_class out{{}, piece.min_count, piece.max_count, piece.blank};
  for (const coloured_orientation& o : coloured_orientations(piece, piece.orient)) {
    out.shapes.push_back(coloured_transform(o.shape, o.colours, t));
  }
  std::sort(out.shapes.begin(), out.shapes.end());
  out.shapes.erase(std::unique(out.shapes.begin(), out.shapes.end()), out.shapes.end());
  return out;
}

// Where `t` carries each piece: to a piece whose shape set is the image of its own, with the same
// count bounds, matched one to one (among identical pieces, the k-th to the k-th). Empty when some
// piece has no such partner: then t does not map the piece set onto itself. Pieces never used
// (max_count 0) stay where they are. O(pieces^2 * orientations).
std::vector<std::uint32_t> piece_images(const std::vector<packing_piece>& pieces, transform t) {
  std::vector<piece_class> own;
  for (const packing_piece& piece : pieces) own.push_back(class_of(piece, transform{}));
  std::vector<std::uint32_t> image(pieces.size());
  std::vector<bool> taken(pieces.size(), false);
  for (std::uint32_t p = 0; p < pieces.size(); ++p) {
    if (pieces[p].max_count == 0) {
      image[p] = p;
      continue;
    }
    const piece_class moved = class_of(pieces[p], t);
    std::uint32_t q = 0;
    while (q < pieces.size() && (taken[q] || pieces[q].max_count == 0 || !(own[q] == moved))) ++q;
    if (q == pieces.size()) return {};
    taken[q] = true;
    image[p] = q;
  }
  return image;
}

}  // namespace

// The published convention ("up to symmetry" in the pentomino literature, e.g. Wassermann's
// one-sided pentominoes in 9x10, Polyform Puzzler's tables): two solutions are the same when a
// motion of the board carries one onto the other, pieces included, where a piece may be carried to
// its mirror image whenever the set holds that mirror image with the same multiplicity. So the
// group is every motion of the box that keeps its free cells and maps the piece set onto itself.
//
// On a wrapped board every motion t that keeps the box and its wrapping is composed with each
// cyclic shift along the wrapped directions (a tube of width W: W shifts; a torus: rows x cols),
// and the group is every such composition that keeps the free cells and maps the pieces onto
// themselves (the pieces see only t: a shift moves no shape).
symmetry_group board_symmetry(const packing_problem& problem) {
  const packing_board& board = problem.board();
  symmetry_group group;
  if (const given_symmetry* given = problem.given_group()) {
    // Another lattice's motions act through their cell maps (detail::cell_permutations); the
    // square transforms stand in as identities, one per element.
    group.elements.assign(given->cell_maps.size(), transform{});
    group.piece_images = given->piece_images;
    group.name = given->name;
    return group;
  }
  const std::int32_t row_shifts = board.wrap_rows ? board.rows : 1;
  const std::int32_t col_shifts = board.wrap_cols ? board.cols : 1;
  std::vector<cell> pure_shifts;
  std::set<transform> motions;
  for (const transform t : allowed_transforms(orientation_set::free)) {
    if (!keeps_box(board, t)) continue;
    std::vector<std::uint32_t> image = piece_images(problem.pieces(), t);
    if (image.empty()) continue;
    for (std::int32_t dr = 0; dr < row_shifts; ++dr) {
      for (std::int32_t dc = 0; dc < col_shifts; ++dc) {
        if (!maps_board(board, t, cell{dr, dc})) continue;
        if (!maps_given(problem, t, cell{dr, dc}, image)) continue;
        group.elements.push_back(t);
        group.piece_images.push_back(image);
        if (board.wrapped()) group.shifts.push_back(cell{dr, dc});
        if (t == transform{}) pure_shifts.push_back(cell{dr, dc});
        motions.insert(t);
      }
    }
  }
  const bool reflects =
      std::any_of(motions.begin(), motions.end(), [](transform t) { return t.reflect; });
  const std::string motion = motion_name(motions.size(), reflects);
  if (!board.wrapped() || pure_shifts.size() == 1) {
    group.name = motion;
  } else {
    group.name = shift_name(pure_shifts, board.rows, board.cols);
    if (motion != "none") group.name += " x " + motion;
  }
  return group;
}

namespace detail {

// A hash of a placement (its piece and sorted cells), to find a placement by its cells.
static std::uint64_t placement_hash(std::uint32_t piece, const std::vector<cell>& cells) {
  std::uint64_t h = 0x9e3779b97f4a7c15ULL * (std::uint64_t{piece} + 1);
  for (const cell x : cells) {
    h ^= (std::uint64_t{static_cast<std::uint32_t>(x.row)} << 32) |
         static_cast<std::uint32_t>(x.col);
    h *= 0x100000001b3ULL;
    h ^= h >> 29;
  }
  return h;
}

// The permutation of placements induced by `t`: each image is looked up by its hash in `keys`
// (sorted (hash, placement) pairs) and confirmed cell by cell; no allocation per placement.
static std::vector<std::uint32_t> placement_permutation(
    const packing_problem& problem, transform t, cell shift,
    const std::vector<std::uint32_t>& piece_image,
    const std::vector<std::pair<std::uint64_t, std::uint32_t>>& keys) {
  const auto& placements = problem.placements();
  std::vector<std::uint32_t> perm(placements.size());
  std::vector<cell> image;
  const cell offset = box_offset(t, problem.board().rows, problem.board().cols);
  for (std::uint32_t k = 0; k < placements.size(); ++k) {
    const placement& pl = placements[k];
    image.clear();
    for (const cell x : pl.cells) {
      image.push_back(map_cell(t, x, offset, shift, problem.board().rows, problem.board().cols));
    }
    std::sort(image.begin(), image.end());
    // The image is a placement of the piece that t carries this one to (its mirror twin, say).
    const std::uint32_t piece = piece_image[pl.piece];
    const std::pair<std::uint64_t, std::uint32_t> key{placement_hash(piece, image), 0};
    auto it = std::lower_bound(keys.begin(), keys.end(), key);
    while (it != keys.end() && it->first == key.first &&
           (placements[it->second].piece != piece ||
            !std::is_permutation(image.begin(), image.end(), placements[it->second].cells.begin(),
                                 placements[it->second].cells.end()))) {
      ++it;
    }
    assert(it != keys.end() && it->first == key.first);  // t maps the board and the pieces
    perm[k] = it->second;
  }
  return perm;
}

// The same for a motion given as a map of box cells (a problem on another lattice).
static std::vector<std::uint32_t> mapped_permutation(
    const packing_problem& problem, const std::vector<std::uint32_t>& cell_map,
    const std::vector<std::uint32_t>& piece_image,
    const std::vector<std::pair<std::uint64_t, std::uint32_t>>& keys) {
  const auto& placements = problem.placements();
  const auto cols = problem.board().cols;
  std::vector<std::uint32_t> perm(placements.size());
  std::vector<cell> image;
  for (std::uint32_t k = 0; k < placements.size(); ++k) {
    const placement& pl = placements[k];
    image.clear();
    for (const cell x : pl.cells) {
      const std::uint32_t to = cell_map[static_cast<std::size_t>(x.row * cols + x.col)];
      image.push_back(
          cell{static_cast<std::int32_t>(to) / cols, static_cast<std::int32_t>(to) % cols});
    }
    std::sort(image.begin(), image.end());
    const std::uint32_t piece = piece_image[pl.piece];
    const std::pair<std::uint64_t, std::uint32_t> key{placement_hash(piece, image), 0};
    auto it = std::lower_bound(keys.begin(), keys.end(), key);
    while (it != keys.end() && it->first == key.first &&
           (placements[it->second].piece != piece || placements[it->second].cells != image)) {
      ++it;
    }
    assert(it != keys.end() && it->first == key.first);  // the motion maps the board and pieces
    perm[k] = it->second;
  }
  return perm;
}

std::vector<std::vector<std::uint32_t>> placement_permutations(const packing_problem& problem,
                                                               const symmetry_group& group) {
  const auto& placements = problem.placements();
  std::vector<std::pair<std::uint64_t, std::uint32_t>> keys(placements.size());
  std::vector<cell> sorted;
  for (std::uint32_t k = 0; k < placements.size(); ++k) {
    sorted = placements[k].cells;
    std::sort(sorted.begin(), sorted.end());  // placements keep their shape's (sorted) order
    keys[k] = {placement_hash(placements[k].piece, sorted), k};
  }
  std::sort(keys.begin(), keys.end());
  std::vector<std::vector<std::uint32_t>> perms;
  if (const given_symmetry* given = problem.given_group()) {
    for (std::size_t e = 0; e < group.elements.size(); ++e) {
      perms.push_back(
          mapped_permutation(problem, given->cell_maps[e], group.piece_images[e], keys));
    }
    return perms;
  }
  for (std::size_t e = 0; e < group.elements.size(); ++e) {
    const cell shift = group.shifts.empty() ? cell{0, 0} : group.shifts[e];
    perms.push_back(
        placement_permutation(problem, group.elements[e], shift, group.piece_images[e], keys));
  }
  return perms;
}

void orbit_of(const packing_solution& solution,
              const std::vector<std::vector<std::uint32_t>>& perms,
              std::vector<packing_solution>& out) {
  out.clear();
  packing_solution image(solution.size());
  for (const auto& perm : perms) {
    for (std::size_t i = 0; i < solution.size(); ++i) image[i] = perm[solution[i]];
    std::sort(image.begin(), image.end());
    if (std::find(out.begin(), out.end(), image) == out.end()) out.push_back(image);
  }
}

bool is_least_image(const packing_solution& solution,
                    const std::vector<std::vector<std::uint32_t>>& filter,
                    const std::vector<bool>* within) {
  packing_solution image(solution.size());
  for (const auto& perm : filter) {
    bool inside = true;
    for (std::size_t i = 0; i < solution.size(); ++i) {
      image[i] = perm[solution[i]];
      inside = inside && (within == nullptr || (*within)[image[i]]);
    }
    if (!inside) continue;
    std::sort(image.begin(), image.end());
    if (image < solution) return false;
  }
  return true;
}

std::vector<std::vector<std::uint32_t>> cell_permutations(const packing_problem& problem,
                                                          const symmetry_group& group) {
  const packing_board& board = problem.board();
  if (const given_symmetry* given = problem.given_group()) return given->cell_maps;
  std::vector<std::vector<std::uint32_t>> out;
  for (std::size_t e = 0; e < group.elements.size(); ++e) {
    const transform t = group.elements[e];
    const cell shift = group.shifts.empty() ? cell{0, 0} : group.shifts[e];
    const cell offset = box_offset(t, board.rows, board.cols);
    std::vector<std::uint32_t> perm;
    perm.reserve(static_cast<std::size_t>(board.rows) * static_cast<std::size_t>(board.cols));
    for (std::int32_t r = 0; r < board.rows; ++r) {
      for (std::int32_t c = 0; c < board.cols; ++c) {
        const cell y = map_cell(t, cell{r, c}, offset, shift, board.rows, board.cols);
        perm.push_back(static_cast<std::uint32_t>(y.row * board.cols + y.col));
      }
    }
    out.push_back(std::move(perm));
  }
  return out;
}

}  // namespace detail
}  // namespace tessera
