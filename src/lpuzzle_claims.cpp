// Claimed L-puzzle answers for `tessera lpuzzle --check` (see tessera/lpuzzle.hpp): the JSON lines
// that `--format json` prints, written and read back here, or the original output (YES/NO a line),
// and the verdict on each case.
//
// A claim is kept sparse (one entry per line read, sorted by case number at the end), so a short
// line claiming case 10,000,000 costs one entry, not ten million. Defects inside a claim (its
// answer, its pieces) are verdicts, not input errors: one bad claim does not hide the verdicts on
// the others.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <unordered_set>

#include "tessera/lpuzzle.hpp"

namespace tessera {
namespace {

using json = nlohmann::json;

// A 1-based JSON [row, col] pair into 0-based coordinates; false on anything else.
bool read_cell(const json& rc, std::size_t& row, std::size_t& col) {
  if (!rc.is_array() || rc.size() != 2 || !rc[0].is_number_unsigned() ||
      !rc[1].is_number_unsigned()) {
    return false;
  }
  const auto r = rc[0].get<std::uint64_t>(), c = rc[1].get<std::uint64_t>();
  if (r == 0 || c == 0) return false;
  row = static_cast<std::size_t>(r - 1);
  col = static_cast<std::size_t>(c - 1);
  return true;
}

// The "pieces" of a YES claim; "" when they are well formed, else what is wrong.
std::string read_pieces(const json& doc, std::vector<lpuzzle_piece>& pieces) {
  const auto list = doc.find("pieces");
  if (list == doc.end() || !list->is_array()) return "no \"pieces\" array";
  pieces.reserve(list->size());
  for (const json& piece : *list) {
    if (!piece.is_array() || piece.size() != 3) return "a piece is not three [row, col] pairs";
    lpuzzle_piece p{};
    if (!read_cell(piece[0], p.black_row, p.black_col) ||
        !read_cell(piece[1], p.horizontal_row, p.horizontal_col) ||
        !read_cell(piece[2], p.vertical_row, p.vertical_col)) {
      return "a cell is not a 1-based [row, col] pair";
    }
    pieces.push_back(p);
  }
  return {};
}

// The answer and pieces of one claim; a defect goes to claim.defect.
void read_claim_body(const json& doc, lpuzzle_claim& claim) {
  const auto answer = doc.find("answer");
  const bool yes = answer != doc.end() && *answer == "YES";
  if (!yes && (answer == doc.end() || *answer != "NO")) {
    claim.defect = "the claim has no \"answer\" YES or NO";
    return;
  }
  claim.yes = yes;
  if (yes) claim.defect = read_pieces(doc, claim.pieces);
}

}  // namespace

std::string write_lpuzzle_claim_json(std::size_t case_number, bool yes,
                                     const std::vector<lpuzzle_piece>& tiling) {
  std::string out = fmt::format("{{\"case\":{},\"answer\":\"{}\"", case_number, yes ? "YES" : "NO");
  if (yes) {
    out += ",\"pieces\":[";
    for (std::size_t i = 0; i < tiling.size(); ++i) {
      const lpuzzle_piece& p = tiling[i];
      out += fmt::format("{}[[{},{}],[{},{}],[{},{}]]", i == 0 ? "" : ",", p.black_row + 1,
                         p.black_col + 1, p.horizontal_row + 1, p.horizontal_col + 1,
                         p.vertical_row + 1, p.vertical_col + 1);
    }
    out += ']';
  }
  out += "}\n";
  return out;
}

namespace {

// The original output: `YES` or `NO` a line, the K-th non-blank line the claim for case K.
result<std::vector<lpuzzle_claim>> parse_answer_lines(std::string_view text) {
  std::vector<lpuzzle_claim> claims;
  std::size_t line_number = 0, start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    ++line_number;
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    const std::size_t last = line.find_last_not_of(" \t\r");
    if (last == std::string_view::npos) continue;
    line = line.substr(0, last + 1);
    if (claims.size() >= max_lpuzzle_claim_case) {
      return input_error{
          line_number, 1,
          fmt::format("expected at most {} answers, found more", max_lpuzzle_claim_case)};
    }
    lpuzzle_claim& claim = claims.emplace_back();
    claim.case_number = claims.size();
    claim.line = line_number;
    claim.answer_only = true;
    claim.yes = line == "YES";
    if (!claim.yes && line != "NO") {
      claim.defect = fmt::format("expected YES or NO, found '{}'",
                                 line.substr(0, std::min<std::size_t>(line.size(), 40)));
    }
  }
  return claims;
}

}  // namespace

result<std::vector<lpuzzle_claim>> parse_lpuzzle_claims(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  // A letter first: the original output (YES/NO; "yes" is a wrong answer, not a format error).
  if (const std::size_t first = text.find_first_not_of(" \t\r\n");
      first != std::string_view::npos &&
      std::isalpha(static_cast<unsigned char>(text[first])) != 0) {
    return parse_answer_lines(text);
  }
  std::vector<lpuzzle_claim> claims;
  std::unordered_set<std::uint64_t> seen;
  std::size_t line_number = 0, start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    ++line_number;
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    const json doc = json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (doc.is_discarded() || !doc.is_object()) {
      return input_error{line_number, 1,
                         "expected a JSON object (a claimed tiling), found something else"};
    }
    const auto number = doc.find("case");
    if (number == doc.end() || !number->is_number_unsigned() || number->get<std::uint64_t>() == 0 ||
        number->get<std::uint64_t>() > max_lpuzzle_claim_case) {
      return input_error{
          line_number, 1,
          fmt::format("expected a \"case\" number (1 to {}) in the claim", max_lpuzzle_claim_case)};
    }
    const std::uint64_t k = number->get<std::uint64_t>();
    if (!seen.insert(k).second) {
      return input_error{line_number, 1,
                         fmt::format("expected one claim per case, found a second for case {}", k)};
    }
    lpuzzle_claim& claim = claims.emplace_back();
    claim.case_number = static_cast<std::size_t>(k);
    claim.line = line_number;
    read_claim_body(doc, claim);
  }
  std::sort(claims.begin(), claims.end(), [](const lpuzzle_claim& a, const lpuzzle_claim& b) {
    return a.case_number < b.case_number;
  });
  return claims;
}

const lpuzzle_claim* find_lpuzzle_claim(const std::vector<lpuzzle_claim>& claims,
                                        std::size_t case_number) {
  const auto it =
      std::lower_bound(claims.begin(), claims.end(), case_number,
                       [](const lpuzzle_claim& c, std::size_t k) { return c.case_number < k; });
  return it != claims.end() && it->case_number == case_number ? &*it : nullptr;
}

std::string judge_lpuzzle_claim(const lpuzzle_claim* claim, const lpuzzle_pattern& pattern,
                                bool yes) {
  if (claim == nullptr) return "WRONG: no claim for this case";
  if (!claim->defect.empty()) return "WRONG: " + claim->defect;
  if (!claim->yes) return yes ? "WRONG: claimed NO, but a tiling exists" : "OK";
  if (claim->answer_only) return yes ? "OK" : "WRONG: claimed YES, but no tiling exists";
  if (const auto bad = verify_lpuzzle_tiling(pattern, claim->pieces)) return "WRONG: " + *bad;
  return "OK";
}

}  // namespace tessera
