// Private to the Python module: the JSON documents `tessera SUB --format json` prints, built from
// the same library results, so that every Python result's to_json() is the CLI's line (without its
// '\n'). Until the CLI's documents move into the library (include/tessera/request.hpp, issue 11),
// they are rebuilt here field for field; tests/python/test_cli_equality.py holds the two together
// on seeded random cases.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "tessera/omok.hpp"
#include "tessera/omok_referee.hpp"
#include "tessera/polyomino_packing.hpp"
#include "tessera/renju.hpp"
#include "tessera/tiling_count.hpp"

namespace tessera::python {

// `tessera cover` (the counting DP): {"case":1,"count":"N"} (+ "modulus"), or the stopped form.
std::string count_document(const count_result& r, std::optional<std::uint64_t> modulus,
                           const std::string& wrap = "none");

// `tessera cover` search modes: count, find, all, unique.
std::string search_document(const packing_problem& problem, const packing_result& r,
                            packing_mode mode);
// One solution as an element of that document's "solutions" array.
std::string solution_document(const packing_problem& problem, const packing_solution& s);

// `tessera omok`: the judge's answer (`wins` non-empty: wins[0] is the answer).
std::string judge_document(std::size_t rows, std::size_t cols, const omok::judge_options& options,
                           const std::vector<omok::line>& wins);
// `tessera omok --forbidden`.
std::string forbidden_document(const omok::board& b,
                               const std::vector<omok::forbidden_point>& points);
// `tessera omok referee` over the moves written one a line as "ROW COL" (1-based): `number` the
// move that decided the game, or the moves played while playing; `row`/`col` that move (1-based).
std::string referee_document(std::size_t rows, std::size_t cols, const omok::judge_options& options,
                             const omok::move_verdict& v, std::size_t number, std::int64_t row,
                             std::int64_t col);

}  // namespace tessera::python
