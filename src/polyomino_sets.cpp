// The built-in piece sets (see tessera/polyomino_sets.hpp): generation by growth, then naming.
#include "tessera/polyomino_sets.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <unordered_set>

namespace tessera {
namespace {

// Reference drawings with their conventional names: the tetrominoes and pentominoes are built from
// them, and a test holds them to enumerate_polyominoes (the same shapes, one drawing each). Each
// drawing's chirality is the unprimed one-sided piece.
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
  std::vector<std::pair<std::string, polyomino>> free_named;  // name, a reference orientation
  if (refs.empty()) {
    const std::vector<polyomino> free_forms = enumerate_polyominoes(n, orientation_set::free);
    for (std::size_t i = 0; i < free_forms.size(); ++i) {
      // fmt, not "H" + std::to_string: inlined here, GCC 12 warns falsely (-Wrestrict).
      free_named.emplace_back(fmt::format("H{}", i + 1), free_forms[i]);
    }
  } else {
    // The drawings themselves: generating the forms only to match them to the drawings cost most
    // of a tiny solve (the pentominoes: 0.3 ms). tests/polyomino_sets_test.cpp checks that the
    // drawings are exactly the generated free forms, one each.
    for (const reference_shape& r : refs) free_named.emplace_back(std::string(r.name), drawn(r));
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
    // Built in one expression: assigning "Z" after the fact trips GCC 12's false -Wrestrict.
    const std::string mirror_name = n == 4 && name == "S"   ? std::string("Z")
                                    : n == 4 && name == "L" ? std::string("J")
                                                            : fmt::format("{}'", name);
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
  // Generated once per process, on first use (a function-local static: thread-safe, and lazy per
  // set). The web core and Python ask for a set on every call; generating the pentominoes took
  // about half of a tiny solve's time.
  if (name == "tetrominoes") {
    static const std::vector<named_piece> set = name_pieces(4, tetromino_names, false);
    return set;
  }
  if (name == "tetrominoes-1s") {
    static const std::vector<named_piece> set = name_pieces(4, tetromino_names, true);
    return set;
  }
  if (name == "pentominoes") {
    static const std::vector<named_piece> set = name_pieces(5, pentomino_names, false);
    return set;
  }
  if (name == "pentominoes-1s") {
    static const std::vector<named_piece> set = name_pieces(5, pentomino_names, true);
    return set;
  }
  if (name == "hexominoes") {
    static const std::vector<named_piece> set = name_pieces(6, {}, false);
    return set;
  }
  if (name == "hexominoes-1s") {
    static const std::vector<named_piece> set = name_pieces(6, {}, true);
    return set;
  }
  return std::nullopt;
}

}  // namespace tessera
