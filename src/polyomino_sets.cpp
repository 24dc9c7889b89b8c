// The built-in piece sets (see tessera/polyomino_sets.hpp): generation by growth, then naming.
#include "tessera/polyomino_sets.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <unordered_set>

namespace tessera {
namespace {

// Reference drawings used only to attach conventional names to generated shapes; the shapes
// themselves (and how many there are) come from enumerate_polyominoes. Each drawing's chirality is
// the unprimed one-sided piece.
struct reference_shape {
  std::string_view name;
  std::array<std::string_view, 5> rows;
};

constexpr std::array<reference_shape, 5> tetromino_names = {{
    {"I", {"####"}},
    {"O", {"##", "##"}},
    {"T", {"###", ".#."}},
    {"S", {".##", "##."}},
    {"L", {"#.", "#.", "##"}},
}};

constexpr std::array<reference_shape, 12> pentomino_names = {{
    {"F", {".##", "##.", ".#."}},
    {"I", {"#####"}},
    {"L", {"#.", "#.", "#.", "##"}},
    {"N", {".#", ".#", "##", "#."}},
    {"P", {"##", "##", "#."}},
    {"T", {"###", ".#.", ".#."}},
    {"U", {"#.#", "###"}},
    {"V", {"#..", "#..", "###"}},
    {"W", {"#..", "##.", ".##"}},
    {"X", {".#.", "###", ".#."}},
    {"Y", {".#", "##", ".#", ".#"}},
    {"Z", {"##.", ".#.", ".##"}},
}};

constexpr std::array<piece_set_info, 11> set_infos = {{
    {"monomino", "the single cell (piece I1)"},
    {"domino", "the 1x2 domino (piece I2)"},
    {"I3", "the straight tromino"},
    {"L3", "the L-tromino (the BOARDCOVER piece)"},
    {"trominoes", "both trominoes: I3 and L3"},
    {"tetrominoes", "the 5 free tetrominoes I O T S L"},
    {"pentominoes", "the 12 free pentominoes F I L N P T U V W X Y Z"},
    {"hexominoes", "the 35 free hexominoes H1..H35"},
    {"tetrominoes-1s", "the 7 one-sided tetrominoes I O T S Z L J (no reflections)"},
    {"pentominoes-1s", "the 18 one-sided pentominoes (mirror images primed: F', L', ...)"},
    {"hexominoes-1s", "the 60 one-sided hexominoes (mirror images primed)"},
}};

polyomino drawn(const reference_shape& ref) {
  std::vector<std::string_view> rows;
  for (std::string_view r : ref.rows) {
    if (!r.empty()) rows.push_back(r);
  }
  return from_rows(rows);
}

// Names the pieces of size n: free names from the reference table (or H<k> for hexominoes), and for
// one-sided sets a prime on the mirror image of a chiral piece (S/Z and L/J for tetrominoes).
std::vector<named_piece> name_pieces(std::size_t n, std::span<const reference_shape> refs,
                                     bool one_sided) {
  const std::vector<polyomino> free_forms = enumerate_polyominoes(n, orientation_set::free);
  std::vector<std::pair<std::string, polyomino>> free_named;  // name, a reference orientation
  if (refs.empty()) {
    for (std::size_t i = 0; i < free_forms.size(); ++i) {
      free_named.emplace_back("H" + std::to_string(i + 1), free_forms[i]);
    }
  } else {
    for (const polyomino& form : free_forms) {
      const auto ref = std::find_if(refs.begin(), refs.end(), [&](const reference_shape& r) {
        return canonical_form(drawn(r), orientation_set::free) == form;
      });
      assert(ref != refs.end());
      free_named.emplace_back(std::string(ref->name), drawn(*ref));
    }
    std::sort(free_named.begin(), free_named.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
  }
  std::vector<named_piece> out;
  for (const auto& [name, shape] : free_named) {
    if (!one_sided) {
      out.push_back({name, shape, orientation_set::free});
      continue;
    }
    out.push_back({name, shape, orientation_set::rotate});
    const polyomino mirror = shape.transformed(transform{0, true});
    if (canonical_form(mirror, orientation_set::rotate) ==
        canonical_form(shape, orientation_set::rotate)) {
      continue;  // achiral: its mirror image is a rotation of it
    }
    std::string mirror_name = name + "'";
    if (n == 4 && name == "S") mirror_name = "Z";
    if (n == 4 && name == "L") mirror_name = "J";
    out.push_back({mirror_name, mirror, orientation_set::rotate});
  }
  if (n == 4 && one_sided) {
    // Tetris order reads better than I O T S Z L J sorted by name.
    std::sort(out.begin(), out.end(), [](const named_piece& a, const named_piece& b) {
      constexpr std::string_view order = "IOTSZLJ";
      return order.find(a.name[0]) < order.find(b.name[0]);
    });
  }
  return out;
}

}  // namespace

orientation_set min_orient(orientation_set a, orientation_set b) {
  return static_cast<unsigned char>(a) < static_cast<unsigned char>(b) ? a : b;
}

std::vector<polyomino> enumerate_polyominoes(std::size_t n, orientation_set set) {
  assert(n >= 1 && n <= 10);
  // Fixed polyominoes of k + 1 cells: every fixed k-omino plus one 4-neighbour of one of its cells.
  std::vector<polyomino> fixed{polyomino({cell{0, 0}})};
  for (std::size_t k = 1; k < n; ++k) {
    std::unordered_set<polyomino, polyomino_hash> next;
    for (const polyomino& p : fixed) {
      for (const cell& c : p.cells()) {
        for (const cell step : {cell{-1, 0}, cell{1, 0}, cell{0, -1}, cell{0, 1}}) {
          const cell added{c.row + step.row, c.col + step.col};
          if (std::binary_search(p.cells().begin(), p.cells().end(), added)) continue;
          std::vector<cell> cells = p.cells();
          cells.push_back(added);
          next.insert(polyomino(std::move(cells)));
        }
      }
    }
    fixed.assign(next.begin(), next.end());
  }
  std::unordered_set<polyomino, polyomino_hash> reduced;
  for (const polyomino& p : fixed) reduced.insert(canonical_form(p, set));
  std::vector<polyomino> out(reduced.begin(), reduced.end());
  std::sort(out.begin(), out.end());
  return out;
}

std::span<const piece_set_info> piece_set_names() { return set_infos; }

std::optional<std::vector<named_piece>> named_piece_set(std::string_view name) {
  const polyomino single({cell{0, 0}});
  if (name == "monomino") return std::vector<named_piece>{{"I1", single}};
  if (name == "domino") return std::vector<named_piece>{{"I2", polyomino({{0, 0}, {0, 1}})}};
  const polyomino i3({{0, 0}, {0, 1}, {0, 2}});
  const polyomino l3({{0, 0}, {1, 0}, {1, 1}});
  if (name == "I3") return std::vector<named_piece>{{"I3", i3}};
  if (name == "L3") return std::vector<named_piece>{{"L3", l3}};
  if (name == "trominoes") {
    // Generated, then named by size of bounding box: the straight one is 1 wide.
    std::vector<named_piece> out;
    for (const polyomino& p : enumerate_polyominoes(3, orientation_set::free)) {
      out.push_back({p.height() == 1 || p.width() == 1 ? "I3" : "L3", p});
    }
    std::sort(out.begin(), out.end(),
              [](const named_piece& a, const named_piece& b) { return a.name < b.name; });
    return out;
  }
  if (name == "tetrominoes") return name_pieces(4, tetromino_names, false);
  if (name == "tetrominoes-1s") return name_pieces(4, tetromino_names, true);
  if (name == "pentominoes") return name_pieces(5, pentomino_names, false);
  if (name == "pentominoes-1s") return name_pieces(5, pentomino_names, true);
  if (name == "hexominoes") return name_pieces(6, {}, false);
  if (name == "hexominoes-1s") return name_pieces(6, {}, true);
  return std::nullopt;
}

}  // namespace tessera
