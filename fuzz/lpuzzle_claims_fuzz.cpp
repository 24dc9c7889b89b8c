// libFuzzer target for the claims `tessera lpuzzle --check` reads (parse_lpuzzle_claims).
// Properties: no crash, no hang; an error stands at column 1 of a line the input has; the claims
// come sorted by case number, each once, within the limit, found again by find_lpuzzle_claim; what
// reads writes back the same (write_lpuzzle_claim_json; the original output's answer-only claims
// have no JSON form); judging every claim against a small pattern never crashes and says "OK" only
// for a NO claim on a pattern without a tiling, an answer-only YES on one with a tiling, or a
// tiling the checker accepts.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tessera/lpuzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto claims = tessera::parse_lpuzzle_claims(text);
  if (!claims.ok()) {
    const tessera::input_error& e = claims.error();
    const auto lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    if (e.line == 0 || e.line > lines || e.column != 1 || e.message.empty()) std::abort();
    return 0;
  }
  // "BWW." / "WWBW" / "..WB" has a tiling; "BW" / "WW" has none.
  const tessera::lpuzzle_pattern yes{3, 4, "BWW.WWBW..WB"}, no{2, 2, "BWWW"};
  std::size_t previous = 0;
  for (const tessera::lpuzzle_claim& c : claims.value()) {
    if (c.case_number <= previous || c.case_number > tessera::max_lpuzzle_claim_case) std::abort();
    previous = c.case_number;
    if (tessera::find_lpuzzle_claim(claims.value(), c.case_number) != &c) std::abort();
    if (c.line == 0 || (!c.yes && !c.pieces.empty()) || (c.answer_only && !c.pieces.empty())) {
      std::abort();
    }
    for (const tessera::lpuzzle_pattern* p : {&yes, &no}) {
      const bool has_tiling = p == &yes;
      if (tessera::judge_lpuzzle_claim(&c, *p, has_tiling) != "OK") continue;
      if (!c.defect.empty()) std::abort();
      const bool wrong = !c.yes          ? has_tiling
                         : c.answer_only ? !has_tiling
                                         : tessera::verify_lpuzzle_tiling(*p, c.pieces).has_value();
      if (wrong) std::abort();
    }
    if (!c.defect.empty() || c.answer_only) continue;
    const auto again = tessera::parse_lpuzzle_claims(
        tessera::write_lpuzzle_claim_json(c.case_number, c.yes, c.pieces));
    if (!again.ok() || again.value().size() != 1) std::abort();
    const tessera::lpuzzle_claim& d = again.value()[0];
    if (d.case_number != c.case_number || d.yes != c.yes || !d.defect.empty() ||
        d.pieces.size() != c.pieces.size()) {
      std::abort();
    }
    for (std::size_t i = 0; i < c.pieces.size(); ++i) {
      const tessera::lpuzzle_piece &a = c.pieces[i], &b = d.pieces[i];
      if (a.black_row != b.black_row || a.black_col != b.black_col ||
          a.horizontal_row != b.horizontal_row || a.horizontal_col != b.horizontal_col ||
          a.vertical_row != b.vertical_row || a.vertical_col != b.vertical_col) {
        std::abort();
      }
    }
  }
  return 0;
}
