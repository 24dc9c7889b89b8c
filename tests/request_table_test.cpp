// One table of requests through both doors of tessera/request.hpp: the CLI binary as a real process
// (arguments, the input on standard input, files in a scratch folder) and run_request in this
// process. stdout, stderr and the exit status must be byte-identical, and the SVG texts returned
// must be the files the CLI wrote. The table covers the four commands: answers, JSON, pictures,
// errors (with their <stdin>:L:C positions), usage errors, limits, help. tests/web/ runs a subset
// of it (written by this test to build/request-table/) through the WebAssembly module in Node.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tessera/request.hpp"

namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string example(const std::string& name) {
  return slurp(fs::path(TESSERA_SOURCE_DIR) / "examples" / name);
}

std::string quoted(const std::string& word) {
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

json request(const std::string& command, json options, const std::string& input = "",
             bool svg = false) {
  json r = {{"command", command}, {"options", std::move(options)}, {"input", input}};
  if (svg) r["svg"] = true;
  return r;
}

// The table. Every row is a request; `files` rows carry named files (--check, --pieces @FILE).
std::vector<json> table() {
  std::vector<json> rows;
  const json none = json::object();
  // --- lpuzzle
  const std::string lp_sample = example("lpuzzle/sample.txt"),
                    lp_packing = example("lpuzzle/packing.txt");
  for (const std::string& in : {lp_sample, lp_packing}) {
    rows.push_back(request("lpuzzle", none, in));
    rows.push_back(request("lpuzzle", {{"format", "json"}}, in));
    rows.push_back(request("lpuzzle", {{"show", true}}, in));
    rows.push_back(request("lpuzzle", {{"threads", 2}}, in));
    rows.push_back(request("lpuzzle", none, in, true));
  }
  for (const char* bad : {"1\n2 2\nBW\nWx\n", "2\n2 2\nBW\nW.\n", "x\n", "1\n3\n", "1\n2 2\nBW\n",
                          "1\n1000 1000\n", "", "1\n2 3\nBWW\nW..\n"}) {
    rows.push_back(request("lpuzzle", none, bad));
    rows.push_back(request("lpuzzle", {{"format", "json"}}, bad));
  }
  rows.push_back(request("lpuzzle", {{"max-cells", 3}}, lp_sample));
  rows.push_back(request("lpuzzle", {{"max-cells", 0}}, lp_sample));
  rows.push_back(request("lpuzzle", {{"format", "xml"}}, lp_sample));
  rows.push_back(request("lpuzzle", {{"help", true}}));
  rows.push_back(request("lpuzzle", {{"version", true}}));
  rows.push_back(request("lpuzzle", {{"bogus", 1}}, lp_sample));
  for (int seed = 1; seed <= 4; ++seed) {
    rows.push_back(request("gen lpuzzle", {{"rows", 4 + seed}, {"cols", 6}, {"seed", seed}}));
    rows.push_back(
        request("gen lpuzzle", {{"rows", 5}, {"cols", 5}, {"kind", "no"}, {"seed", seed}}));
  }
  {
    json claims = request("lpuzzle", {{"check", "claims.json"}}, lp_sample);
    claims["files"] = {
        {"claims.json", "{\"case\":1,\"answer\":\"NO\"}\n{\"case\":2,\"answer\":\"NO\"}\n"}};
    rows.push_back(claims);
  }
  // --- cover: the counting DP
  const std::string boardcover = example("cover/boardcover.txt"),
                    board3 = example("cover/board3.txt");
  for (const std::string& in : {boardcover, board3}) {
    rows.push_back(request("cover", none, in));
    rows.push_back(request("cover", {{"format", "json"}}, in));
    rows.push_back(request("cover", {{"show", true}}, in));
    rows.push_back(request("cover", {{"mod", 7}}, in));
    rows.push_back(request("cover", none, in, true));
  }
  const char* sets[] = {"L3",          "domino",         "I3", "L3,I3", "trominoes",
                        "tetrominoes", "monomino,domino"};
  const char* boards[] = {"3x6", "4x4", "6x6", "2x9", "8x8", "1x1", "5x5"};
  for (const char* set : sets) {
    for (const char* b : boards) rows.push_back(request("cover", {{"board", b}, {"pieces", set}}));
  }
  rows.push_back(request("cover", {{"board", "15x15"}}));
  rows.push_back(request("cover", {{"board", "15x15"}, {"format", "json"}}));
  rows.push_back(request("cover", {{"board", "12x12"}, {"mod", 1000000007}}));
  rows.push_back(request("cover", {{"board", "4x25"}, {"pieces", "tetrominoes"}}));
  rows.push_back(request("cover", {{"board", "3x6"}, {"pieces", "L3,I3"}, {"show", true}}));
  rows.push_back(request("cover", {{"board", "3x6"}, {"pieces", "L3"}}, "", true));
  rows.push_back(request("cover", {{"board", "6x6"}, {"pieces", "L3"}, {"orient", "fixed"}}));
  rows.push_back(
      request("cover", {{"board", "6x6"}, {"pieces", "tetrominoes-1s"}, {"orient", "rotate"}}));
  rows.push_back(request("cover", {{"board", "4x4"}, {"threads", 2}}));
  rows.push_back(request("cover", {{"board", "12x12"}, {"pieces", "domino"}, {"mod", 1000000007}}));
  rows.push_back(request("cover", {{"board", "12x12"}, {"pieces", "domino"}}));
  for (const char* bad : {"1\n2 3\n.x.\n...\n", "2\n2 3\n...\n...\n", "1\n0 0\n", "q\n",
                          "1\n2 3\n...\n", "1\n3 3\n#..\n...\n..#\n"}) {
    rows.push_back(request("cover", none, bad));
    rows.push_back(request("cover", {{"format", "json"}}, bad));
  }
  rows.push_back(request("cover", {{"board", "0x5"}}));
  rows.push_back(request("cover", {{"board", "axb"}}));
  rows.push_back(request("cover", {{"board", "6x6"}, {"pieces", "nonominoes"}}));
  rows.push_back(request("cover", {{"board", "6x6"}, {"pieces", "L3*2"}}));
  rows.push_back(request("cover", {{"board", "6x6"}, {"orient", "sideways"}}));
  rows.push_back(request("cover", {{"board", "6x6"}, {"mod", 0}}));
  rows.push_back(
      request("cover", {{"board", "20x20"}, {"pieces", "pentominoes"}, {"max-memory", 1}}));
  rows.push_back(request("cover", {{"help", true}}));
  {
    json custom = request("cover", {{"board", "4x6"}, {"pieces", "@pieces.txt"}});
    custom["files"] = {
        {"pieces.txt", slurp(fs::path(TESSERA_SOURCE_DIR) / "tests/data/cover/pieces.txt")}};
    rows.push_back(custom);
    json missing = request("cover", {{"board", "4x6"}, {"pieces", "@missing.txt"}});
    rows.push_back(missing);
  }
  // --- cover --lattice (docs/lattice_solving.md): shorthands, a board JSON on standard input,
  // pieces from a named JSON file (and an error located in it), JSON placements, pictures, glTF.
  rows.push_back(request("cover", {{"lattice", "tri"},
                                   {"board", "6x6"},
                                   {"pieces", "hexiamonds"},
                                   {"once", true},
                                   {"up-to-symmetry", true}}));
  rows.push_back(
      request("cover", {{"lattice", "tri"}, {"board", "hexagon:3,3,3"}, {"pieces", "diamond"}}));
  rows.push_back(request("cover", {{"lattice", "cube"},
                                   {"board", "3x3x3"},
                                   {"pieces", "soma"},
                                   {"once", true},
                                   {"find", true},
                                   {"format", "json"}}));
  rows.push_back(request(
      "cover",
      {{"lattice", "hex"}, {"board", "hexagon:2"}, {"pieces", "monohex,dihex"}, {"find", true}}, "",
      true));
  rows.push_back(request("cover", {{"lattice", "cube"},
                                   {"board", "2x2x2"},
                                   {"pieces", "dicube"},
                                   {"find", true},
                                   {"gltf", "model.gltf"}}));
  rows.push_back(request("cover", {{"lattice", "tri"}, {"board", "6y6"}, {"pieces", "diamond"}}));
  {
    const std::string hex_board = "{\"lattice\": \"hex\", \"cells\": [[0,0],[1,0],[0,1],[1,1]]}\n";
    json drawn =
        request("cover",
                {{"lattice", "hex"}, {"pieces", "@pieces.json"}, {"all", true}, {"format", "json"}},
                hex_board);
    drawn["files"] = {{"pieces.json",
                       "{\"lattice\": \"hex\", \"pieces\": [{\"name\": \"A\", \"cells\": "
                       "[[0,0],[1,0]], \"copies\": \"2\"}]}\n"}};
    rows.push_back(drawn);
    json broken = drawn;
    broken["files"] = {{"pieces.json",
                        "{\"lattice\": \"hex\", \"pieces\": [{\"name\": \"A\", \"cells\": "
                        "[[0,0],[2,0]]}]}\n"}};
    rows.push_back(broken);
  }
  // --- cover: exact-cover search
  const json pent = {{"pieces", "pentominoes"}, {"once", true}};
  auto with = [](json base, const json& more) {
    for (const auto& [k, v] : more.items()) base[k] = v;
    return base;
  };
  rows.push_back(request("cover", with(pent, {{"board", "6x10"}})));
  // Boards that wrap (--wrap): the search, its pictures with the seam, the DP, its refusals.
  rows.push_back(request("cover", {{"board", "4x5"},
                                   {"wrap", "cols"},
                                   {"pieces", "tetrominoes"},
                                   {"once", true},
                                   {"up-to-symmetry", true},
                                   {"format", "json"}}));
  rows.push_back(request("cover",
                         {{"board", "4x5"},
                          {"wrap", "cols"},
                          {"pieces", "tetrominoes"},
                          {"once", true},
                          {"find", true},
                          {"show", true}},
                         "", true));
  rows.push_back(request("cover", {{"board", "4x5"},
                                   {"wrap", "cols"},
                                   {"pieces", "tetrominoes"},
                                   {"once", true},
                                   {"engine", "bitboard"}}));
  rows.push_back(request("cover", {{"board", "6x6"}, {"wrap", "both"}, {"pieces", "domino"}}));
  rows.push_back(request("cover", {{"wrap", "rows"}, {"pieces", "L3"}, {"show", true}},
                         "1\n3 4\n....\n....\n....\n"));
  rows.push_back(request("cover", {{"board", "20x20"}, {"wrap", "both"}, {"pieces", "domino"}}));
  rows.push_back(request("cover", {{"board", "4x4"}, {"wrap", "sideways"}}));
  rows.push_back(request(
      "cover", with(pent, {{"board", "6x10"}, {"up-to-symmetry", true}, {"format", "json"}})));
  rows.push_back(request("cover", with(pent, {{"board", "6x10"}, {"find", true}})));
  rows.push_back(
      request("cover", with(pent, {{"board", "6x10"}, {"find", true}, {"format", "json"}})));
  rows.push_back(
      request("cover", with(pent, {{"board", "6x10"}, {"find", true}, {"show", true}}), "", true));
  rows.push_back(request(
      "cover", with(pent, {{"board", "3x20"}, {"unique", true}, {"up-to-symmetry", true}})));
  rows.push_back(
      request("cover", with(pent, {{"board", "3x20"}, {"unique", true}, {"format", "json"}})));
  rows.push_back(
      request("cover", with(pent, {{"board", "5x12"}, {"count", true}, {"limit", 100}})));
  rows.push_back(request("cover", with(pent, {{"board", "5x12"}, {"all", true}, {"limit", 3}})));
  rows.push_back(request(
      "cover", with(pent, {{"board", "5x12"}, {"all", true}, {"limit", 2}, {"format", "json"}})));
  rows.push_back(request("cover", with(pent, {{"board", "3x20"}, {"all", true}}), "", true));
  rows.push_back(request(
      "cover", with(pent, {{"board", "3x20"}, {"engine", "dlx"}, {"up-to-symmetry", true}})));
  rows.push_back(
      request("cover", with(pent, {{"board", "6x10"}, {"threads", 2}, {"up-to-symmetry", true}})));
  rows.push_back(request("cover", with(pent, {{"board", "4x15"}})));
  rows.push_back(request("cover", with(pent, {{"board", "7x7"}, {"find", true}})));
  rows.push_back(request("cover", with(pent, {{"find", true}, {"all", true}, {"board", "6x10"}})));
  rows.push_back(request("cover", with(pent, {{"find", true}, {"limit", 5}, {"board", "6x10"}})));
  rows.push_back(
      request("cover", {{"board", "4x6"}, {"pieces", "L3*0..4,domino"}, {"count", true}}));
  rows.push_back(request("cover", {{"board", "4x4"}, {"pieces", "L3*4"}, {"find", true}}));
  rows.push_back(
      request("cover", {{"board", "6x6"}, {"pieces", "tetrominoes"}, {"up-to-symmetry", true}}));
  rows.push_back(request("cover", {{"engine", "magic"}, {"board", "4x4"}}));
  rows.push_back(request("cover", {{"limit", 0}, {"board", "4x4"}}));
  rows.push_back(
      request("cover", with(pent, {{"up-to-symmetry", true}}), example("cover_search/scott.txt")));
  rows.push_back(request("cover", with(pent, {{"find", true}}), example("cover_search/scott.txt")));
  rows.push_back(
      request("cover", {{"once", true}, {"pieces", "pentominoes"}}, "1\n2 3\n.x.\n...\n"));
  // --- omok
  const std::string om_sample = example("omok/sample.txt"),
                    om_fouls = example("omok/renju_fouls.txt");
  for (const char* rule : {"standard", "freestyle", "renju", "caro"}) {
    rows.push_back(request("omok", {{"rule", rule}}, om_sample));
    rows.push_back(request("omok", {{"rule", rule}, {"format", "json"}}, om_sample));
    rows.push_back(request("omok", {{"rule", rule}, {"check", true}}, om_sample));
    rows.push_back(request("omok", {{"rule", rule}}, om_fouls));
  }
  rows.push_back(request("omok", {{"show", true}}, om_sample));
  rows.push_back(request("omok", none, om_sample, true));
  rows.push_back(request("omok", {{"forbidden", true}}, om_fouls));
  rows.push_back(request("omok", {{"forbidden", true}, {"format", "json"}}, om_fouls));
  rows.push_back(request("omok", {{"forbidden", true}, {"show", true}}, om_fouls, true));
  rows.push_back(
      request("omok", {{"forbidden", true}, {"five-point-makes-three", true}}, om_fouls));
  rows.push_back(request("omok", {{"forbidden", true}, {"check", true}}, om_fouls));
  rows.push_back(request("omok", {{"k", 4}}, om_sample));
  rows.push_back(request("omok", {{"k", 6}, {"format", "json"}}, om_sample));
  rows.push_back(request("omok", {{"k", 4}, {"rule", "renju"}}, om_sample));
  rows.push_back(request("omok", {{"k", 1}}, om_sample));
  rows.push_back(request("omok", {{"size", "19"}}, om_sample));
  rows.push_back(request("omok", {{"size", "15"}}, om_sample));
  rows.push_back(request("omok", {{"size", "3"}}, om_sample));
  rows.push_back(request("omok", {{"size", "banana"}}, om_sample));
  rows.push_back(request("omok", {{"max-size", 10}}, om_sample));
  rows.push_back(request("omok", {{"rule", "gomoku"}}, om_sample));
  rows.push_back(request("omok", {{"help", true}}));
  {
    std::string row = std::string(19 * 2 - 1, ' ');
    std::string board19;
    for (int r = 0; r < 19; ++r) {
      std::string line;
      for (int c = 0; c < 19; ++c)
        line += std::string(c ? " " : "") + ((r == 9 && c >= 3 && c < 8) ? "2"
                                             : (r + c) % 7 == 0          ? "1"
                                                                         : "0");
      board19 += line + "\n";
    }
    rows.push_back(request("omok", none, board19));
    rows.push_back(request("omok", {{"format", "json"}}, board19));
    rows.push_back(request("omok", {{"check", true}}, board19));
  }
  for (const char* bad :
       {"1 2 3\n", "x\n", "", "19\n0 0\n", "5\n.....\n..X..\n.....\n.....\n....Q\n",
        "5\nXXXXX\nOOOOO\n.....\n.....\n.....\n"}) {
    rows.push_back(request("omok", none, bad));
    rows.push_back(request("omok", {{"format", "json"}}, bad));
  }
  // --- omok referee
  const std::string game = example("omok/game.txt");
  for (const char* rule : {"standard", "freestyle", "renju", "caro"}) {
    rows.push_back(request("omok referee", {{"rule", rule}}, game));
    rows.push_back(request("omok referee", {{"rule", rule}, {"format", "json"}}, game));
  }
  rows.push_back(request("omok referee", {{"rule", "renju"}, {"show", true}}, game, true));
  const std::string rowcol = "8 8\n8 9\n9 8\n9 9\n10 8\n10 9\n11 8\n11 9\n12 8\n";
  rows.push_back(request("omok referee", none, rowcol));
  rows.push_back(request("omok referee", {{"format", "json"}}, rowcol));
  rows.push_back(request("omok referee", {{"moves", "row-col"}}, rowcol));
  rows.push_back(request("omok referee", {{"moves", "notation"}}, rowcol));
  rows.push_back(request("omok referee", {{"top-rows", true}}, game));
  rows.push_back(request("omok referee", {{"size", "19"}}, rowcol));
  rows.push_back(request("omok referee", none, "8 8\n8 8\n"));
  rows.push_back(request("omok referee", none, "8 8\n99 99\n"));
  rows.push_back(request("omok referee", {{"format", "json"}}, "8 8\n8 8\n"));
  rows.push_back(request("omok referee", none, "8 8\n"));
  rows.push_back(request("omok referee", none, "h8\nbanana\n"));
  rows.push_back(request("omok referee", {{"moves", "psq"}}, "8 8\n"));
  rows.push_back(request("omok referee", {{"moves", "smoke-signals"}}, rowcol));
  rows.push_back(request("omok referee", {{"help", true}}));
  // JSON move lists (the match manager's game line, bare arrays, passes, errors at line:col).
  for (const char* moves :
       {"{\"game\":1,\"black\":\"a\",\"moves\":[[8,8],null,[8,9],[-1,-1],[8,10],\"--\",[8,11],"
        "[1,1],[8,12]],\"ms\":[0]}",
        "[\"h8\",\"a1\",\"z99\"]", "[[8,8],\n [8, 8]]", "[[8,8], [8]]", "[true]",
        "{\"game\": 1}"}) {
    rows.push_back(request("omok referee", none, moves));
    rows.push_back(request("omok referee", {{"format", "json"}, {"moves", "json"}}, moves));
  }
  rows.push_back(request("omok referee", none,
                         "8 8\n8 9\n9 8\n9 9\n10 8\n10 9\n11 8\n11 9\n12 8\n12 9\n13 9\n"));
  // --- fill
  for (const char* name :
       {"fill/sample1.json", "fill/sample2.json", "fill/v-hole.txt", "fill/checkerboard-50.json"}) {
    const std::string in = example(name);
    rows.push_back(request("fill", none, in));
    rows.push_back(request("fill", {{"format", "json"}}, in));
    rows.push_back(request("fill", {{"flip", true}}, in));
    rows.push_back(request("fill", {{"show", true}}, in));
    rows.push_back(request("fill", none, in, true));
  }
  rows.push_back(request("fill", {{"input", "text"}}, example("fill/sample1.json")));
  rows.push_back(request("fill", {{"input", "json"}}, example("fill/v-hole.txt")));
  rows.push_back(request("fill", {{"input", "yaml"}}, example("fill/v-hole.txt")));
  for (const char* bad :
       {"{\"game_board\": [[0,1]], \"table\": [[1]]}", "{\"game_board\": [[0]]}", "{", "[1,2]",
        "{\"game_board\": [[0, 2]], \"table\": [[1, 0]]}", "10\n\n01\n", "", "\xc3\xa9\n"}) {
    rows.push_back(request("fill", none, bad));
    rows.push_back(request("fill", {{"format", "json"}}, bad));
  }
  {
    json check = request("fill", {{"check", "claim.json"}}, example("fill/sample1.json"));
    check["files"] = {{"claim.json", "{\"answer\": 14}"}};
    rows.push_back(check);
  }
  for (int seed = 1; seed <= 4; ++seed) {
    rows.push_back(request("gen fill", {{"rows", 6}, {"cols", 6}, {"seed", seed}}));
    rows.push_back(
        request("gen fill",
                {{"rows", 5}, {"cols", 7}, {"seed", seed}, {"format", "json"}, {"flip", true}}));
  }
  rows.push_back(request("fill", {{"help", true}}));
  // --- xc
  for (const char* name :
       {"xc/knuth.dlx", "xc/colours.dlx", "xc/bounds.dlx", "xc/queens8.dlx", "xc/bell5.ec"}) {
    const std::string in = example(name);
    rows.push_back(request("xc", none, in));
    rows.push_back(request("xc", {{"format", "json"}}, in));
    rows.push_back(request("xc", {{"find", true}}, in));
    rows.push_back(request("xc", {{"unique", true}, {"format", "json"}}, in));
    rows.push_back(request("xc", {{"engine", "dlx"}}, in));
  }
  const std::string queens8 = example("xc/queens8.dlx");
  rows.push_back(request("xc", {{"all", true}, {"limit", 3}}, queens8));
  rows.push_back(request("xc", {{"all", true}, {"threads", 2}}, queens8));
  rows.push_back(request("xc", {{"all", true}, {"format", "json"}, {"limit", 2}}, queens8));
  rows.push_back(request("xc", {{"input", "ec"}}, queens8));
  rows.push_back(request("xc", {{"engine", "bitset"}}, example("xc/bounds.dlx")));
  for (const char* bad : {"a b\na c\n", "a b a\n", "a | x\na:red x\n", "3:2|a\na\n", "",
                          "2 2\na b\na b\n", "a b\na\n"}) {
    rows.push_back(request("xc", none, bad));
  }
  rows.push_back(request("xc", {{"find", true}, {"all", true}}, queens8));
  rows.push_back(request("xc", {{"help", true}}));
  // --- design (the Cover tab's "make it unique": its board text on standard input)
  const std::string strip = "1\n3 20\n" + std::string(3 * 21, '.') + "\n";
  std::string rows3x20 = "1\n3 20\n";
  for (int r = 0; r < 3; ++r) rows3x20 += std::string(20, '.') + "\n";
  const std::string box = "1\n3 4\n....\n....\n....\n";
  rows.push_back(
      request("design hints", {{"pieces", "pentominoes"}, {"format", "json"}}, rows3x20));
  rows.push_back(request("design hints", {{"pieces", "pentominoes"}}, rows3x20, true));
  rows.push_back(request("design hints", {{"pieces", "L3*4"}, {"format", "json"}}, box, true));
  rows.push_back(request("design hints", {{"pieces", "L3*4"}, {"show", true}}, box));
  rows.push_back(request("design hints",
                         {{"pieces", "L3*4"}, {"solution", 3}, {"format", "json"}, {"eager", 0}},
                         box));
  rows.push_back(request("design hints", {{"pieces", "L3*4"}, {"orient", "fixed"}}, box));
  rows.push_back(request("design hints", {{"pieces", "L3"}}, box));  // once: no solution
  rows.push_back(request("design hints", {{"pieces", "L3*4"}}, "1\n3 4\n....\n..?.\n....\n"));
  rows.push_back(request("design hints", {{"pieces", "L3,Q"}}, box));
  rows.push_back(request("design hints", {{"pieces", "L3*4"}, {"solution", 99}}, box));
  rows.push_back(request("design hints", {{"pieces", "L3*4"}}, strip));  // one row too long
  {
    json given = request(
        "design hints", {{"pieces", "L3*4"}, {"solution-file", "s.json"}, {"format", "json"}}, box);
    given["files"] = {{"s.json",
                       "{\"solution\": [{\"piece\": \"L3\", \"cells\": [[1,1],[1,2],[2,1]]}, "
                       "{\"piece\": \"L3\", \"cells\": [[1,3],[1,4],[2,4]]}, "
                       "{\"piece\": \"L3\", \"cells\": [[2,2],[3,1],[3,2]]}, "
                       "{\"piece\": \"L3\", \"cells\": [[2,3],[3,3],[3,4]]}]}"}};
    rows.push_back(given);
  }
  rows.push_back(request("design holes",
                         {{"pieces", "domino,L3"}, {"holes", 1}, {"format", "json"}},
                         "1\n2 3\n...\n...\n"));
  rows.push_back(
      request("design holes", {{"pieces", "domino,L3"}, {"holes", 1}}, "1\n2 3\n...\n...\n"));
  rows.push_back(request("design hints", {{"help", true}}));
  // --- optional cells, given pieces and colours (issue 25 §1; rows the designer asked for)
  rows.push_back(request(
      "cover", {{"pieces", "pentominoes,tetrominoes:O"}, {"once", true}, {"up-to-symmetry", true}},
      "........\n........\n........\n...OO...\n...OO...\n........\n........\n........\n"));
  rows.push_back(request("cover", {{"pieces", "monomino,domino"}, {"count", true}}, ".+.\n"));
  rows.push_back(request(
      "cover", {{"board", "2x2"}, {"pieces", "domino"}, {"count", true}, {"colours", "checker"}}));
  rows.push_back(
      request("cover", {{"pieces", "pentominoes"}, {"once", true}}, "....\n.XX.\n..X.\n"));
  rows.push_back(
      request("cover", {{"pieces", "pentominoes"}, {"once", true}, {"format", "json"}},
              "1\n3 20\n++..................\n....................\n.................+++\n"));
  return rows;
}

struct cli_run {
  int exit = -1;
  std::string out, err;
  std::vector<std::string> svg, gltf;
};

// The CLI binary as a real process in a fresh folder holding the request's files.
cli_run run_cli(const json& row, const fs::path& dir) {
  std::string problem, input;
  bool want_svg = false;
  const auto args = tessera::request_arguments(row.dump(), problem, input, want_svg);
  EXPECT_TRUE(args.has_value()) << problem;
  fs::remove_all(dir);
  fs::create_directories(dir);
  if (row.contains("files")) {
    for (const auto& [name, text] : row["files"].items())
      std::ofstream(dir / name, std::ios::binary) << text.get<std::string>();
  }
  std::ofstream(dir / "stdin", std::ios::binary) << input;
  std::string command = "cd " + quoted(dir.string()) + " && " + quoted(TESSERA_CLI);
  for (const std::string& a : *args) {
    command += ' ';
    command += quoted(a);
  }
  command += " < stdin > stdout 2> stderr";
  const int status = std::system(command.c_str());
  cli_run r;
  r.exit = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(dir / "stdout");
  r.err = slurp(dir / "stderr");
  for (std::size_t i = 0; i + 1 < args->size(); ++i) {
    if ((*args)[i] == "--svg" && fs::exists(dir / (*args)[i + 1]))
      r.svg.push_back(slurp(dir / (*args)[i + 1]));
    if ((*args)[i] == "--gltf" && fs::exists(dir / (*args)[i + 1]))
      r.gltf.push_back(slurp(dir / (*args)[i + 1]));
  }
  return r;
}

TEST(RequestTable, CliAndEntryPointAgreeByteForByte) {
  const std::vector<json> rows = table();
  ASSERT_GE(rows.size(), 200u);
  const fs::path scratch = fs::path(TESSERA_BINARY_DIR) / "request-table";
  fs::create_directories(scratch);
  json expected = json::array();  // the CLI's answers, for the WebAssembly test (tests/web/)
  std::size_t row_number = 0;
  for (const json& row : rows) {
    ++row_number;
    const cli_run cli = run_cli(row, scratch / "run");
    const tessera::command_response in_process = tessera::run_request(row.dump());
    const std::string what = "row " + std::to_string(row_number) + ": " + row.dump().substr(0, 300);
    EXPECT_EQ(in_process.exit, cli.exit) << what;
    EXPECT_EQ(in_process.out, cli.out) << what;
    EXPECT_EQ(in_process.err, cli.err) << what;
    EXPECT_EQ(in_process.svg, cli.svg) << what;
    EXPECT_EQ(in_process.gltf, cli.gltf) << what;
    expected.push_back({{"request", row},
                        {"response", json::parse(tessera::response_json(
                                         {cli.exit, cli.out, cli.err, cli.svg, cli.gltf}))}});
  }
  std::ofstream(scratch / "table.json", std::ios::binary)
      << expected.dump(-1, ' ', false, json::error_handler_t::replace) << "\n";
}

TEST(RequestTable, MalformedRequestsAreAnsweredNotCrashed) {
  for (const char* bad : {"", "[]", "{\"command\": 3}", "{\"command\": \"solve\"}",
                          "{\"command\": \"cover\", \"options\": [1]}",
                          "{\"command\": \"cover\", \"options\": {\"board\": [6, 10]}}",
                          "{\"command\": \"cover\", \"input\": 5}",
                          "{\"command\": \"cover\", \"svg\": 1}", "{\"command\": \"cover\""}) {
    const tessera::command_response r = tessera::run_request(bad);
    EXPECT_EQ(r.exit, 2) << bad;
    EXPECT_EQ(r.err.rfind("tessera: bad request: ", 0), 0u) << bad << " -> " << r.err;
    EXPECT_TRUE(r.out.empty()) << bad;
  }
  const json ok =
      json::parse(tessera::call(R"({"command": "cover", "options": {"board": "2x3"}})"));
  EXPECT_EQ(ok["exit"], 0);
  EXPECT_EQ(ok["stdout"], "2\n");  // the two L-tromino tilings of a 2x3 box
}

}  // namespace
