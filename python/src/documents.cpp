// The CLI's --format json documents, rebuilt from the library's results (see documents.hpp). Each
// function names the CLI code it mirrors; nlohmann::json orders keys alphabetically, as the CLI's.
#include "documents.hpp"

#include <nlohmann/json.hpp>
#include <string_view>

namespace tessera::python {

using json = nlohmann::json;

// apps/tessera/cover.cpp, run_cover (no witness: that needs --show or --svg).
std::string count_document(const count_result& r, std::optional<std::uint64_t> modulus,
                           const std::string& wrap) {
  if (r.stopped) return json({{"case", 1}, {"stopped", "timeout"}}).dump();
  json doc = {{"case", 1}, {"count", r.count.to_string()}};
  if (modulus) doc["modulus"] = std::to_string(*modulus);
  if (wrap != "none") doc["wrap"] = wrap;
  return doc.dump();
}

namespace {

json solution_json(const packing_problem& problem, const packing_solution& s) {
  json pieces = json::array();
  for (const std::uint32_t k : s) {
    const placement& pl = problem.placements()[k];
    json cells = json::array();
    for (const cell& x : pl.cells) cells.push_back({x.row + 1, x.col + 1});
    pieces.push_back({{"piece", problem.pieces()[pl.piece].name}, {"cells", cells}});
  }
  return pieces;
}

}  // namespace

std::string solution_document(const packing_problem& problem, const packing_solution& s) {
  return solution_json(problem, s).dump();
}

// apps/tessera/cover_search.cpp, solve_case.
std::string search_document(const packing_problem& problem, const packing_result& r,
                            packing_mode mode) {
  json doc = {{"case", 1}, {"count", std::to_string(r.count)}, {"symmetry", r.group.name}};
  const packing_board& b = problem.board();
  if (b.wrapped())
    doc["wrap"] = b.wrap_rows && b.wrap_cols ? "both" : b.wrap_rows ? "rows" : "cols";
  if (mode == packing_mode::unique) doc["unique"] = r.count == 1;
  if (mode != packing_mode::count) doc["solutions"] = "@solutions@";
  if (r.stopped != packing_stop::none)
    doc["stopped"] = r.stopped == packing_stop::limit ? "limit" : "timeout";
  std::string text = doc.dump();
  if (mode != packing_mode::count) {
    std::string list = "[";
    for (std::size_t i = 0; i < r.solutions.size(); ++i) {
      if (i != 0) list += ',';
      list += solution_json(problem, r.solutions[i]).dump();
    }
    list += ']';
    constexpr std::string_view mark = "\"@solutions@\"";
    text.replace(text.find(mark), mark.size(), list);
  }
  return text;
}

namespace {

json cells_json(const omok::line& l) {
  json cells = json::array();
  for (std::size_t i = 0; i < l.length; ++i) cells.push_back({l.row_at(i) + 1, l.col_at(i) + 1});
  return cells;
}

}  // namespace

// apps/tessera/omok.cpp, run_judge.
std::string judge_document(std::size_t rows, std::size_t cols, const omok::judge_options& options,
                           const std::vector<omok::line>& wins) {
  json doc{
      {"rule", omok::rule_name(options.rule)}, {"k", options.k}, {"rows", rows}, {"cols", cols}};
  if (wins.empty()) {
    doc["winner"] = 0;
    doc["line"] = json::array();
  } else {
    doc["winner"] = wins[0].colour;
    doc["row"] = wins[0].row + 1;
    doc["col"] = wins[0].col + 1;
    doc["direction"] = omok::direction_name(wins[0].dir);
    doc["line"] = cells_json(wins[0]);
  }
  return doc.dump();
}

// apps/tessera/omok.cpp, run_judge with --forbidden.
std::string forbidden_document(const omok::board& b,
                               const std::vector<omok::forbidden_point>& points) {
  json list = json::array();
  json reasons = json::array();
  for (const auto& p : points) {
    list.push_back({p.row + 1, p.col + 1});
    reasons.push_back(omok::foul_name(p.reason));
  }
  return json{{"rows", b.rows}, {"cols", b.cols}, {"forbidden", list}, {"reasons", reasons}}.dump();
}

// apps/tessera/omok_referee.cpp, run_referee, for moves written "ROW COL" one a line.
std::string referee_document(std::size_t rows, std::size_t cols, const omok::judge_options& options,
                             const omok::move_verdict& v, std::size_t number, std::int64_t row,
                             std::int64_t col) {
  json doc{
      {"rule", omok::rule_name(options.rule)},  {"k", options.k}, {"rows", rows}, {"cols", cols},
      {"result", omok::outcome_name(v.result)}, {"move", number}};
  if (v.result != omok::outcome::playing) {
    doc["colour"] = v.colour;
    doc["point"] = {row, col};
    doc["source"] = {number, 1};
    doc["text"] = std::to_string(row) + " " + std::to_string(col);
    doc["not_played"] = 0;
  }
  omok::move_list game;  // the points in the input's notation: "ROW COL"
  game.rows = rows;
  game.cols = cols;
  game.format = omok::move_format::row_col;
  if (v.result != omok::outcome::playing && v.result != omok::outcome::off_board) {
    doc["point_text"] =
        omok::point_text(game, static_cast<std::size_t>(row), static_cast<std::size_t>(col));
  }
  if (v.result == omok::outcome::win) {
    doc["winner"] = v.colour;
    doc["direction"] = omok::direction_name(v.winning.dir);
    doc["line"] = cells_json(v.winning);
    json line_text = json::array();
    for (std::size_t i = 0; i < v.winning.length; ++i) {
      line_text.push_back(omok::point_text(game, v.winning.row_at(i) + 1, v.winning.col_at(i) + 1));
    }
    doc["line_text"] = line_text;
  }
  if (v.result == omok::outcome::forbidden) {
    doc["winner"] = omok::white;
    doc["reason"] = omok::foul_name(v.reason);
  }
  return doc.dump();
}

}  // namespace tessera::python
