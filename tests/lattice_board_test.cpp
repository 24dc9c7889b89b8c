// tessera/lattice_board.hpp: board shorthands, board files, piece files and piece specs on every
// lattice, with many malformed inputs (each a located error), and drawings read back.
#include "tessera/lattice_board.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <string>

#include "tessera/lattice_sets.hpp"

namespace tessera {
namespace {

std::size_t size_of(lattice l, std::string_view text) {
  auto b = parse_lattice_board_size(l, text);
  EXPECT_TRUE(b) << text << ": " << (b ? "" : b.error().message);
  return b ? b.value().cells.size() : 0;
}

// Expects an error at (line, column) whose message contains `words`.
void expect_error(const input_error& e, std::size_t line, std::size_t column,
                  std::string_view words) {
  EXPECT_EQ(e.line, line) << e.message;
  EXPECT_EQ(e.column, column) << e.message;
  EXPECT_NE(e.message.find(words), std::string::npos) << e.message;
}

std::string fmt_hexagon(std::size_t a, std::size_t b, std::size_t c) {
  return "hexagon:" + std::to_string(a) + "," + std::to_string(b) + "," + std::to_string(c);
}

TEST(LatticeBoard, ShorthandSizes) {
  EXPECT_EQ(size_of(lattice::square, "6x10"), 60u);
  EXPECT_EQ(size_of(lattice::tri, "6x6"), 72u);
  EXPECT_EQ(size_of(lattice::hex, "3x2"), 6u);
  EXPECT_EQ(size_of(lattice::cube, "2x3x4"), 24u);
  for (std::size_t n = 1; n <= 6; ++n) {
    EXPECT_EQ(size_of(lattice::tri, "triangle:" + std::to_string(n)), n * n);
    EXPECT_EQ(size_of(lattice::hex, "hexagon:" + std::to_string(n)), 3 * n * (n - 1) + 1);
  }
  for (std::size_t a = 1; a <= 3; ++a)
    for (std::size_t b = 1; b <= 3; ++b)
      for (std::size_t c = 1; c <= 3; ++c)
        EXPECT_EQ(size_of(lattice::tri, fmt_hexagon(a, b, c)), 2 * (a * b + b * c + c * a));
}

polyform shape_of(lattice l, std::string_view text) {
  auto b = parse_lattice_board_size(l, text);
  EXPECT_TRUE(b) << text;
  return polyform(l, b ? b.value().cells : std::vector<lattice_cell>{});
}

// The regular shapes have their symmetry: the regular hexagons all 12 motions, the triangle 6;
// the hexagon with sides 1, 2, 3, 1, 2, 3 only its half turn among the rotations.
TEST(LatticeBoard, ShorthandShapesAreRegular) {
  EXPECT_EQ(symmetry_order(shape_of(lattice::hex, "hexagon:3"), orientation_set::free), 12u);
  EXPECT_EQ(symmetry_order(shape_of(lattice::tri, "hexagon:2,2,2"), orientation_set::free), 12u);
  EXPECT_EQ(symmetry_order(shape_of(lattice::tri, "triangle:4"), orientation_set::free), 6u);
  EXPECT_EQ(symmetry_order(shape_of(lattice::tri, "hexagon:1,2,3"), orientation_set::rotate), 2u);
  EXPECT_TRUE(shape_of(lattice::tri, "hexagon:1,2,3").is_connected());
  // The lead's definition of hexagon:N: the cells within N - 1 steps of (N - 1, N - 1).
  auto h = parse_lattice_board_size(lattice::hex, "hexagon:2");
  ASSERT_TRUE(h);
  EXPECT_EQ(h.value().cells,
            (std::vector<lattice_cell>{
                {0, 1, 0}, {0, 2, 0}, {1, 0, 0}, {1, 1, 0}, {1, 2, 0}, {2, 0, 0}, {2, 1, 0}}));
}

TEST(LatticeBoard, ShorthandErrors) {
  struct bad {
    lattice l;
    std::string_view text;
    std::size_t column;
    std::string_view words;
  };
  for (const bad& b : {
           bad{lattice::square, "0x5", 1, "sides from 1"},
           bad{lattice::square, "5x", 3, "sides from 1"},
           bad{lattice::square, "5x5x5", 1, "WxH"},
           bad{lattice::square, "hexagon:3", 1, "WxH"},
           bad{lattice::tri, "hexagon:2,2", 12, "hexagon:A,B,C"},
           bad{lattice::tri, "hexagon:2,,2", 11, "hexagon:A,B,C"},
           bad{lattice::tri, "triangle:0", 10, "triangle:N"},
           bad{lattice::tri, "triangle:x", 10, "triangle:N"},
           bad{lattice::hex, "hexagon:-1", 9, "hexagon:N"},
           bad{lattice::hex, "triangle:3", 1, "WxH or hexagon:N"},
           bad{lattice::tri, "60000x60000", 1, "more than"},
           bad{lattice::cube, "1000x1000x1000", 1, "more than"},
           bad{lattice::square, "99999999999x1", 1, "sides from 1"},
           bad{lattice::cube, "5x5", 1, "AxBxC"},
           bad{lattice::square, "", 1, "WxH"},
           bad{lattice::square, "axb", 1, "sides from 1"},
       }) {
    auto r = parse_lattice_board_size(b.l, b.text);
    ASSERT_FALSE(r) << b.text;
    expect_error(r.error(), 1, b.column, b.words);
  }
}

TEST(LatticeBoard, JsonBoards) {
  auto b = parse_lattice_board(std::nullopt, R"({"lattice": "tri", "cells": [[0,0,0], [0,0,1],
    [-1, 2, 1]]})");
  ASSERT_TRUE(b) << b.error().message;
  EXPECT_EQ(b.value().kind, lattice::tri);
  EXPECT_EQ(b.value().cells, (std::vector<lattice_cell>{{-1, 2, 1}, {0, 0, 0}, {0, 0, 1}}));
  auto c = parse_lattice_board(lattice::cube, R"({"cells": [[0,0,0]], "lattice": "cube"})");
  ASSERT_TRUE(c);
  struct bad {
    std::optional<lattice> l;
    std::string_view text;
    std::size_t line, column;
    std::string_view words;
  };
  for (const bad& e : {
           bad{lattice::hex, R"({"lattice": "tri", "cells": [[0,0,0]]})", 1, 13, "tri lattice"},
           bad{std::nullopt, R"({"lattice": "tri", "cells": [[0,0,2]]})", 1, 30, "not a cell"},
           bad{std::nullopt, "{\"lattice\": \"tri\",\n \"cells\": [[0,0,0], [1,0,1], [0,0,0]]}", 2,
               30, "repeated (first at line 2, column 12)"},
           bad{std::nullopt, R"({"lattice": "hex", "cells": [[0,0,0]]})", 1, 30, "2 coordinates"},
           bad{std::nullopt, R"({"lattice": "cube", "cells": [[0,0]]})", 1, 31, "3 coordinates"},
           bad{std::nullopt, R"({"lattice": "hex", "cells": [[0]]})", 1, 32, "at least 2"},
           bad{std::nullopt, R"({"lattice": "hex", "cells": [[0,0,0,0]]})", 1, 37, "at most 3"},
           bad{std::nullopt, R"({"lattice": "hex", "cells": []})", 1, 1, "at least one cell"},
           bad{std::nullopt, R"({"lattice": "hex", "cell": []})", 1, 20, "\"cells\""},
           bad{std::nullopt, R"({"cells": [[0,0]]})", 1, 18, "\"lattice\""},
           bad{std::nullopt, R"({"lattice": "hexagon", "cells": [[0,0]]})", 1, 13, "hexagon"},
           bad{std::nullopt, R"({"lattice": "hex", "cells": [[0,0]]} x)", 1, 38,
               "end of the input"},
           bad{std::nullopt, R"({"lattice": "hex", "cells": [[0,1.5]]})", 1, 33, "coordinate"},
           bad{std::nullopt, R"({"lattice": "hex", "cells": [[0,99999999]]})", 1, 33, "coordinate"},
           bad{std::nullopt, R"({"lattice": "hex", "cells": [[0,-x]]})", 1, 33, "coordinate"},
           bad{std::nullopt, R"({"lattice": "he\x", "cells": []})", 1, 16, "escapes"},
           bad{std::nullopt, R"({"lattice": "hex)", 1, 13, "unterminated"},
           bad{std::nullopt, R"({"lattice": "hex", "lattice": "hex"})", 1, 20, "each once"},
           bad{std::nullopt, R"({"lattice": "hex", "cells": [[0,0] [1,0]]})", 1, 36, "',' or ']'"},
           bad{std::nullopt, R"({"lattice": "hex", "cells": [[0,0],)", 1, 36, "'['"},
           bad{std::nullopt, "{", 1, 2, "a key"},
       }) {
    auto r = parse_lattice_board(e.l, e.text);
    ASSERT_FALSE(r) << e.text;
    SCOPED_TRACE(e.text);
    expect_error(r.error(), e.line, e.column, e.words);
  }
}

TEST(LatticeBoard, DrawnBoards) {
  // The hexagon of side 2, drawn as it looks; and the same hexagon by shorthand.
  auto h = parse_lattice_board(lattice::hex, " . .\n. . .\n . .\n");
  ASSERT_TRUE(h) << h.error().message;
  EXPECT_EQ(h.value().cells, parse_lattice_board_size(lattice::hex, "hexagon:2").value().cells);
  // Six triangles around a point: up, down, up over down, up, down.
  auto t = parse_lattice_board(lattice::tri, ".#.\n.#.\n");
  ASSERT_TRUE(t);
  EXPECT_EQ(t.value().cells.size(), 4u);
  auto six = parse_lattice_board(lattice::tri, " ...\n ...\n");
  ASSERT_TRUE(six);
  EXPECT_EQ(polyform(lattice::tri, six.value().cells),
            polyform(lattice::tri,
                     parse_lattice_board_size(lattice::tri, "hexagon:1,1,1").value().cells));
  auto cube = parse_lattice_board(lattice::cube, "... ...\n... ...\n");
  ASSERT_TRUE(cube);
  EXPECT_EQ(cube.value().cells, parse_lattice_board_size(lattice::cube, "3x2x2").value().cells);
  auto square = parse_lattice_board(lattice::square, "..#\n...\n");
  ASSERT_TRUE(square);
  EXPECT_EQ(square.value().cells.size(), 5u);
  struct bad {
    std::optional<lattice> l;
    std::string_view text;
    std::size_t line, column;
    std::string_view words;
  };
  for (const bad& e : {
           bad{lattice::hex, ". .\n. .\n", 2, 1, "between two cells"},
           bad{lattice::hex, ". x\n", 1, 3, "expected '.' (a cell)"},
           bad{std::nullopt, ". .\n", 1, 1, "needs its lattice"},
           bad{lattice::tri, "###\n", 1, 1, "at least one cell"},
           bad{lattice::cube, "..\n.o\n", 2, 2, "expected '.'"},
       }) {
    auto r = parse_lattice_board(e.l, e.text);
    ASSERT_FALSE(r) << e.text;
    SCOPED_TRACE(e.text);
    expect_error(r.error(), e.line, e.column, e.words);
  }
}

result<std::string> no_files(std::string_view path) {
  return input_error{0, 0, "cannot open " + std::string(path)};
}

TEST(LatticePieces, SetsAndMultiplicities) {
  auto all = lattice_pieces_of_spec(lattice::tri, "hexiamonds", no_files);
  ASSERT_TRUE(all);
  EXPECT_EQ(all.value().size(), 12u);
  auto one = lattice_pieces_of_spec(lattice::tri, "hexiamonds:O6*2,diamond*0..3", no_files);
  ASSERT_TRUE(one);
  ASSERT_EQ(one.value().size(), 2u);
  EXPECT_EQ(one.value()[0].name, "O6");
  EXPECT_EQ(one.value()[0].count.min, 2u);
  EXPECT_EQ(one.value()[1].count.max, 3u);
  auto soma = lattice_pieces_of_spec(lattice::cube, "soma", no_files);
  ASSERT_TRUE(soma);
  EXPECT_EQ(soma.value()[0].max_orient, orientation_set::rotate);
  std::string source = "x";
  auto bad_set = lattice_pieces_of_spec(lattice::tri, "hexiamonds,pentominoes", no_files, &source);
  ASSERT_FALSE(bad_set);
  expect_error(bad_set.error(), 1, 12, "piece set of the tri lattice");
  EXPECT_EQ(source, "");
  auto bad_piece = lattice_pieces_of_spec(lattice::tri, "hexiamonds:Q6", no_files);
  ASSERT_FALSE(bad_piece);
  expect_error(bad_piece.error(), 1, 12, "I6 P6");
  auto bad_count = lattice_pieces_of_spec(lattice::hex, "dihex*x", no_files);
  ASSERT_FALSE(bad_count);
  auto missing = lattice_pieces_of_spec(lattice::hex, "@nope.json", no_files, &source);
  ASSERT_FALSE(missing);
  EXPECT_EQ(source, "nope.json");
}

TEST(LatticePieces, Files) {
  const std::map<std::string, std::string> files = {
      {"hex.json", R"({"lattice": "hex", "pieces": [{"name": "A", "cells": [[0,0],[1,0],[0,1]],
        "copies": "1"}, {"cells": [[0,0]], "name": "B"}]})"},
      {"tri.txt", "O\n ^v^\n v^v\n\nbar*2..\n^v^v\n"},
      {"cube.txt", "screw\n##  #.\n#.  ..\n"},
      {"apart.txt", "A\n^.^\n"},
      {"twice.txt", "A\n^\n\nA\n^\n"},
      {"wrongdir.txt", "A\n ^\n"},
      {"mismatch.json", R"({"lattice": "tri", "pieces": [{"name": "A", "cells": [[0,0,0]]}]})"},
      {"copies.json",
       R"({"lattice": "hex", "pieces": [{"name": "A", "cells": [[0,0]], "copies": "3..1"}]})"},
      {"noname.json", R"({"lattice": "hex", "pieces": [{"cells": [[0,0]]}]})"},
      {"badname.json", R"({"lattice": "hex", "pieces": [{"name": "a b", "cells": [[0,0]]}]})"},
      {"empty.txt", "\n\n"},
      {"badhead.txt", "A B\n#\n"},
      {"square.txt", "L\n#.\n##\n"},
  };
  auto read = [&](std::string_view path) -> result<std::string> {
    const auto it = files.find(std::string(path));
    if (it == files.end()) return input_error{0, 0, "no such file"};
    return it->second;
  };
  auto hex = lattice_pieces_of_spec(lattice::hex, "@hex.json", read);
  ASSERT_TRUE(hex) << hex.error().message;
  ASSERT_EQ(hex.value().size(), 2u);
  EXPECT_EQ(hex.value()[0].count.min, 1u);
  EXPECT_FALSE(hex.value()[1].count.given);
  auto tri = lattice_pieces_of_spec(lattice::tri, "@tri.txt", read);
  ASSERT_TRUE(tri) << tri.error().message;
  const auto hexiamonds = lattice_piece_set(lattice::tri, "hexiamonds").value();
  EXPECT_EQ(canonical_form(tri.value()[0].shape, orientation_set::free),
            canonical_form(hexiamonds[11].shape, orientation_set::free));  // O6
  EXPECT_EQ(tri.value()[1].count.min, 2u);
  auto cube = lattice_pieces_of_spec(lattice::cube, "@cube.txt", read);
  ASSERT_TRUE(cube) << cube.error().message;
  EXPECT_EQ(cube.value()[0].shape.size(), 4u);
  EXPECT_TRUE(cube.value()[0].shape.is_connected());
  auto square = lattice_pieces_of_spec(lattice::square, "@square.txt*3", read);
  ASSERT_TRUE(square);
  EXPECT_EQ(square.value()[0].count.min, 3u);
  struct bad {
    lattice l;
    std::string_view spec;
    std::size_t line, column;
    std::string_view words;
  };
  for (const bad& e : {
           bad{lattice::tri, "@apart.txt", 1, 1, "not connected on the tri lattice"},
           bad{lattice::tri, "@twice.txt", 4, 1, "already used (line 1)"},
           bad{lattice::tri, "@wrongdir.txt", 2, 2, "marks an up triangle"},
           bad{lattice::hex, "@mismatch.json", 1, 13, "tri lattice"},
           bad{lattice::hex, "@copies.json", 1, 73, "copies"},
           bad{lattice::hex, "@noname.json", 1, 48, "\"name\""},
           bad{lattice::hex, "@badname.json", 1, 31, "piece name"},
           bad{lattice::hex, "@empty.txt", 1, 1, "at least one piece"},
           bad{lattice::hex, "@badhead.txt", 1, 2, "name line"},
       }) {
    std::string source;
    auto r = lattice_pieces_of_spec(e.l, e.spec, read, &source);
    ASSERT_FALSE(r) << e.spec;
    SCOPED_TRACE(e.spec);
    expect_error(r.error(), e.line, e.column, e.words);
    EXPECT_EQ(source, e.spec.substr(1));
  }
}

// Every piece of the big sets drawn by draw_lattice_cells reads back as the same shape.
TEST(LatticePieces, DrawingsReadBack) {
  struct set {
    lattice l;
    std::string_view name;
  };
  for (const set& s : {set{lattice::tri, "heptiamonds-1s"}, set{lattice::hex, "hexahexes"},
                       set{lattice::cube, "hexacubes"}, set{lattice::square, "hexominoes-1s"}}) {
    const std::vector<named_polyform> pieces = lattice_piece_set(s.l, s.name).value();
    for (const named_polyform& p : pieces) {
      const std::string drawing = draw_lattice_cells(s.l, p.shape.cells());
      auto back = parse_lattice_piece_file(s.l, "P\n" + drawing);
      ASSERT_TRUE(back) << s.name << ":" << p.name << "\n" << drawing << back.error().message;
      EXPECT_EQ(back.value()[0].shape, p.shape) << s.name << ":" << p.name << "\n" << drawing;
    }
  }
  EXPECT_EQ(
      draw_lattice_cells(lattice::tri,
                         lattice_piece_set(lattice::tri, "hexiamonds").value()[11].shape.cells()),
      ".^v^\n.v^v\n");
  EXPECT_EQ(draw_lattice_cells(lattice::hex,
                               parse_lattice_board_size(lattice::hex, "hexagon:2").value().cells),
            " o o\no o o\n o o\n");
}

// Seeded random mutations of valid files: every result is either a located error inside the input
// or a valid board / piece list; never a crash (the suite runs under ASan and UBSan).
TEST(LatticeFiles, RandomMutationsAreLocatedOrValid) {
  const unsigned seed = 2112;
  std::mt19937 rng(seed);
  const std::vector<std::string> seeds = {
      R"({"lattice": "tri", "cells": [[0,0,0], [0,0,1], [-1,2,1]]})",
      R"({"lattice": "hex", "pieces": [{"name": "A", "cells": [[0,0],[1,0]], "copies": "1.."}]})",
      "A\n ^v^\n v^v\n\nB*2\n#.#\n###\n",
      " . .\n. . .\n . .\n",
      "## #.\n#. ..\n",
  };
  const std::string alphabet = "[]{},:\"0123456789-.#^vo *\n\\xa";
  for (int round = 0; round < 3000; ++round) {
    std::string text = seeds[rng() % seeds.size()];
    for (int k = 1 + static_cast<int>(rng() % 3); k > 0; --k) {
      const std::size_t at = rng() % (text.size() + 1);
      const char ch = alphabet[rng() % alphabet.size()];
      switch (rng() % 3) {
        case 0:
          if (at < text.size()) text[at] = ch;
          break;
        case 1:
          text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), ch);
          break;
        default:
          if (at < text.size()) text.erase(at, 1);
      }
    }
    const auto lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    for (lattice l : {lattice::square, lattice::tri, lattice::hex, lattice::cube}) {
      auto board = parse_lattice_board(l, text);
      if (!board) {
        EXPECT_GE(board.error().line, 1u) << "seed " << seed << " round " << round << ": " << text;
        EXPECT_LE(board.error().line, lines) << "seed " << seed << ": " << text;
        EXPECT_GE(board.error().column, 1u) << "seed " << seed << ": " << text;
      } else {
        const auto& cells = board.value().cells;
        EXPECT_TRUE(std::is_sorted(cells.begin(), cells.end()));
        EXPECT_EQ(std::adjacent_find(cells.begin(), cells.end()), cells.end());
        for (const lattice_cell& c : cells) EXPECT_TRUE(is_lattice_cell(board.value().kind, c));
      }
      auto pieces = parse_lattice_piece_file(l, text);
      if (!pieces) {
        EXPECT_GE(pieces.error().line, 1u) << "seed " << seed << " round " << round << ": " << text;
        EXPECT_LE(pieces.error().line, lines) << "seed " << seed << ": " << text;
      } else {
        for (const lattice_piece& p : pieces.value())
          EXPECT_TRUE(p.shape.is_connected()) << "seed " << seed << ": " << text;
      }
    }
  }
}

}  // namespace
}  // namespace tessera
