// Design, phase 0: a solution given as JSON, as `tessera cover --format json` and `tessera design
// hints --format json` write it (tessera/design.hpp, parse_solution_json). Syntax errors are
// located by a SAX pass (nlohmann's parser reports the byte where it failed, without exceptions, so
// this also builds for the WebAssembly core); a placement that does not belong is located at its
// "piece" key, the k-th in the text.
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "tessera/design.hpp"

namespace tessera {
namespace design_internal {
namespace {

using json = nlohmann::json;

// Accepts every event and keeps where the parser gave up.
struct syntax_probe {
  std::size_t failed_at = std::string::npos;
  std::string what;
  bool null() { return true; }
  bool boolean(bool) { return true; }
  bool number_integer(json::number_integer_t) { return true; }
  bool number_unsigned(json::number_unsigned_t) { return true; }
  bool number_float(json::number_float_t, const std::string&) { return true; }
  bool string(std::string&) { return true; }
  bool binary(json::binary_t&) { return true; }
  bool start_object(std::size_t) { return true; }
  bool key(std::string&) { return true; }
  bool end_object() { return true; }
  bool start_array(std::size_t) { return true; }
  bool end_array() { return true; }
  bool parse_error(std::size_t position, const std::string& token, const json::exception&) {
    failed_at = position;
    what = token;
    return false;
  }
};

// Line and column (1-based) of byte `at` of `text`.
input_error located(std::string_view text, std::size_t at, std::string message) {
  at = std::min(at, text.size());
  std::size_t line = 1, column = 1;
  for (std::size_t i = 0; i < at; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return input_error{line, column, std::move(message)};
}

// Where the k-th (0-based) "piece" key is, else the start.
std::size_t piece_key(std::string_view text, std::size_t k) {
  std::size_t at = 0;
  for (std::size_t i = 0;; ++i) {
    at = text.find("\"piece\"", at);
    if (at == std::string_view::npos) return 0;
    if (i == k) return at;
    ++at;
  }
}

}  // namespace
}  // namespace design_internal

result<packing_solution> parse_solution_json(const packing_problem& problem, std::string_view text,
                                             std::size_t which) {
  using namespace design_internal;
  syntax_probe probe;
  json::sax_parse(text, &probe);
  if (probe.failed_at != std::string::npos) {
    return located(text, probe.failed_at > 0 ? probe.failed_at - 1 : 0,
                   "not valid JSON (near '" + probe.what + "')");
  }
  const json doc = json::parse(text, nullptr, /*allow_exceptions=*/false);
  const json* list = &doc;
  std::size_t skipped = 0;  // "piece" keys before the chosen solution
  if (doc.is_object() && doc.contains("solutions") && doc["solutions"].is_array()) {
    const json& all = doc["solutions"];
    if (which == 0 || which > all.size()) {
      return located(text, text.find("\"solutions\""),
                     "solution " + std::to_string(which) + " asked for, the document has " +
                         std::to_string(all.size()));
    }
    for (std::size_t i = 0; i + 1 < which; ++i) skipped += all[i].is_array() ? all[i].size() : 0;
    list = &all[which - 1];
  } else if (doc.is_object() && doc.contains("solution")) {
    list = &doc["solution"];
    // A hints document lists its hints first: their "piece" keys come before the solution's.
    if (doc.contains("hints") && doc["hints"].is_array() &&
        text.find("\"hints\"") < text.find("\"solution\""))
      skipped = doc["hints"].size();
  } else if (which != 1 && !doc.is_array()) {
    return located(text, 0, "expected a cover document with \"solutions\"");
  }
  if (!list->is_array()) {
    return located(text, 0,
                   "expected an array of placements [{\"piece\": NAME, \"cells\": [[row, col], "
                   "...]}, ...], a cover document or a hints document");
  }
  std::map<std::pair<std::uint32_t, std::vector<cell>>, std::uint32_t> index;
  const std::vector<placement>& all = problem.placements();
  for (std::uint32_t k = 0; k < all.size(); ++k)
    index.emplace(std::pair{all[k].piece, all[k].cells}, k);
  packing_solution out;
  std::vector<packed_piece> packed;
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& p = (*list)[i];
    const auto at = [&] { return piece_key(text, skipped + i); };  // only for errors
    if (!p.is_object() || !p.contains("piece") || !p["piece"].is_string() || !p.contains("cells") ||
        !p["cells"].is_array()) {
      return located(text, at(),
                     "placement " + std::to_string(i + 1) +
                         ": expected {\"piece\": NAME, \"cells\": [[row, col], ...]}");
    }
    const std::string name = p["piece"].get<std::string>();
    std::uint32_t piece = 0;
    while (piece < problem.pieces().size() && problem.pieces()[piece].name != name) ++piece;
    if (piece == problem.pieces().size())
      return located(text, at(),
                     "placement " + std::to_string(i + 1) + ": no piece named '" + name + "'");
    std::vector<cell> cells;
    for (const json& c : p["cells"]) {
      if (!c.is_array() || c.size() != 2 || !c[0].is_number_integer() || !c[1].is_number_integer())
        return located(
            text, at(),
            "placement " + std::to_string(i + 1) + ": a cell is [row, col], 1-based integers");
      const auto r = c[0].get<std::int64_t>(), col = c[1].get<std::int64_t>();
      if (r < 1 || col < 1 || r > problem.board().rows || col > problem.board().cols)
        return located(text, at(),
                       "placement " + std::to_string(i + 1) + ": cell [" + std::to_string(r) +
                           ", " + std::to_string(col) + "] is off the board");
      cells.push_back(cell{static_cast<std::int32_t>(r - 1), static_cast<std::int32_t>(col - 1)});
    }
    std::sort(cells.begin(), cells.end());
    const auto found = index.find(std::pair{piece, cells});
    if (found == index.end())
      return located(text, at(),
                     "placement " + std::to_string(i + 1) +
                         ": these cells are no placement of piece '" + name +
                         "' on the board's free cells");
    out.push_back(found->second);
    packed.push_back(packed_piece{piece, cells});
  }
  if (const std::string wrong = check_packing(problem.board(), problem.pieces(), packed);
      !wrong.empty()) {
    return located(text, piece_key(text, skipped), "not a solution: " + wrong);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace tessera
