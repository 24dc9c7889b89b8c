// The built-in piece sets of every lattice (tessera/lattice_sets.hpp): growth of the fixed
// polyforms, reduction to pieces, and naming from Polyform Puzzler's definitions.
#include "tessera/lattice_sets.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <unordered_map>
#include <unordered_set>

#include "detail/lattice_set_names.hpp"
#include "tessera/polyomino_sets.hpp"

namespace tessera {
namespace {

// The fixed polyforms of n cells (distinct up to translation), grown cell by cell. The seeds are
// the single cells of each direction (tri has two: up and down).
std::vector<polyform> fixed_polyforms(lattice l, std::size_t n) {
  std::vector<polyform> level;
  for (const oriented_polyform& o : orientations(polyform(l, {{0, 0, 0}}), orientation_set::free))
    level.push_back(o.shape);
  std::vector<lattice_cell> around;
  for (std::size_t size = 2; size <= n; ++size) {
    std::unordered_set<polyform, polyform_hash> next;
    for (const polyform& p : level) {
      for (const lattice_cell& c : p.cells()) {
        around.clear();
        lattice_neighbours(l, c, around);
        for (const lattice_cell& a : around) {
          if (std::binary_search(p.cells().begin(), p.cells().end(), a)) continue;
          std::vector<lattice_cell> grown = p.cells();
          grown.push_back(a);
          next.insert(polyform(l, std::move(grown)));
        }
      }
    }
    level.assign(next.begin(), next.end());
  }
  std::sort(level.begin(), level.end());
  return level;
}

constexpr std::string_view one_sided_suffix = "-1s";

// Which sets have a one-sided twin: tri from 4 cells, hex from 3 (issue 21 §2).
bool has_one_sided(lattice l, std::size_t size) {
  return (l == lattice::tri && size >= 4) || (l == lattice::hex && size >= 3);
}

// The soma pieces by definition: the polycubes of 3 or 4 cubes that do not fill their bounding box.
std::vector<polyform> soma_shapes() {
  std::vector<polyform> out;
  for (const std::size_t n : {std::size_t{3}, std::size_t{4}}) {
    for (const polyform& p : enumerate_polyforms(lattice::cube, n, orientation_set::rotate)) {
      lattice_cell high{};
      for (const lattice_cell& c : p.cells())
        high = {std::max(high.x, c.x), std::max(high.y, c.y), std::max(high.z, c.z)};
      const auto box = static_cast<std::size_t>((high.x + 1) * (high.y + 1) * (high.z + 1));
      if (box != p.size()) out.push_back(p);
    }
  }
  return out;
}

// Names the generated pieces (canonical forms under `set`) from the published table: a published
// shape names the piece of its canonical form; in a one-sided set its mirror image, when it is
// another piece, takes the lower-case name. Pieces come out in the table's order, each in the
// orientation the table gives it.
std::vector<named_polyform> name_pieces(const detail::published_set& table,
                                        const std::vector<polyform>& pieces, orientation_set set) {
  const lattice l = table.kind;
  std::unordered_map<polyform, std::size_t, polyform_hash> index;
  for (std::size_t i = 0; i < pieces.size(); ++i) index.emplace(pieces[i], i);
  std::vector<bool> named(pieces.size(), false);
  std::vector<named_polyform> out;
  const orientation_set max_orient =
      set == orientation_set::free ? orientation_set::free : orientation_set::rotate;
  auto take = [&](const polyform& shape, std::string name) {
    const auto it = index.find(canonical_form(shape, set));
    assert(it != index.end() && "a published piece is not among the generated ones");
    if (it == index.end() || named[it->second]) return;
    named[it->second] = true;
    // The piece as Polyform Puzzler draws it: an orientation of the generated one (the match above
    // proves it), kept because people know the pieces so (the bars lie flat, for one).
    out.push_back({std::move(name), shape, max_orient});
  };
  for (const detail::published_piece& p : table.pieces) {
    const polyform shape(l, detail::published_cells(l, p.cells));
    take(shape, std::string(p.name));
    if (set == orientation_set::rotate && l != lattice::cube) {
      std::string lower(p.name);
      std::transform(lower.begin(), lower.end(), lower.begin(),
                     [](char ch) { return ch >= 'A' && ch <= 'Z' ? char(ch - 'A' + 'a') : ch; });
      take(shape.moved(rotation_count(l)), std::move(lower));
    }
  }
  assert(out.size() == pieces.size() && "a generated piece has no published name");
  return out;
}

std::vector<named_polyform> square_set(const std::vector<named_piece>& pieces) {
  std::vector<named_polyform> out;
  for (const named_piece& p : pieces) {
    std::vector<lattice_cell> cells;
    for (const cell& c : p.shape.cells()) cells.push_back({c.col, c.row, 0});
    out.push_back({p.name, polyform(lattice::square, std::move(cells)), p.max_orient});
  }
  return out;
}

}  // namespace

std::vector<polyform> enumerate_polyforms(lattice l, std::size_t n, orientation_set set) {
  assert(n >= 1 && n <= 10);
  std::vector<polyform> fixed = fixed_polyforms(l, n);
  if (set == orientation_set::fixed) return fixed;
  std::unordered_set<polyform, polyform_hash> seen;
  std::vector<polyform> out;
  for (const polyform& p : fixed) {
    polyform canon = canonical_form(p, set);
    if (seen.insert(canon).second) out.push_back(std::move(canon));
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::optional<std::vector<named_polyform>> lattice_piece_set(lattice l, std::string_view name) {
  if (l == lattice::square) {
    auto pieces = named_piece_set(name);
    if (!pieces) return std::nullopt;
    return square_set(*pieces);
  }
  const bool one_sided = name.size() > one_sided_suffix.size() && name.ends_with(one_sided_suffix);
  const std::string_view base =
      one_sided ? name.substr(0, name.size() - one_sided_suffix.size()) : name;
  for (const detail::published_set& table : detail::published_sets()) {
    if (table.kind != l || table.name != base) continue;
    if (one_sided && !has_one_sided(l, table.size)) return std::nullopt;
    if (table.size == 0) return name_pieces(table, soma_shapes(), orientation_set::rotate);
    const orientation_set set =
        one_sided || l == lattice::cube ? orientation_set::rotate : orientation_set::free;
    return name_pieces(table, enumerate_polyforms(l, table.size, set), set);
  }
  return std::nullopt;
}

std::vector<std::string_view> lattice_set_names(lattice l) {
  std::vector<std::string_view> out;
  if (l == lattice::square) {
    for (const piece_set_info& info : piece_set_names()) out.push_back(info.name);
    return out;
  }
  for (const detail::published_set& table : detail::published_sets())
    if (table.kind == l) out.push_back(table.name);
  constexpr std::array<std::string_view, 4> tri_1s = {"tetriamonds-1s", "pentiamonds-1s",
                                                      "hexiamonds-1s", "heptiamonds-1s"};
  constexpr std::array<std::string_view, 4> hex_1s = {"trihexes-1s", "tetrahexes-1s",
                                                      "pentahexes-1s", "hexahexes-1s"};
  if (l == lattice::tri) out.insert(out.end(), tri_1s.begin(), tri_1s.end());
  if (l == lattice::hex) out.insert(out.end(), hex_1s.begin(), hex_1s.end());
  return out;
}

}  // namespace tessera
