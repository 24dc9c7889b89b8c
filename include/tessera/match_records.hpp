// tessera/match_records.hpp: a played game (tessera/match.hpp) as the records other tools read:
// one JSON line, a Piskvork .psq file, a PGN game (for BayesElo and Ordo) and an SGF game tree.
// Pure text formatting, O(moves) each.
#pragma once

#include <string>

#include "tessera/match.hpp"

namespace tessera::match {

// {"game":N,"black":NAME,"white":NAME,"opening":"...","result":"black"|"white"|"draw",
//  "reason":R,"detail":"...","moves":[[row,col],...],"ms":[...],"cpu_ms":[B,W]}: rows and columns
// 1-based from the top-left; "moves" holds the opening's stones first, and the losing move too
// when it was illegal, occupied or forbidden (so the record replays to the same verdict). No
// newline at the end.
std::string record_json(const game_record& g);

// Piskvork's record: "Piskvorky WxH, 11:11, 0", then "x,y,ms" a move (1-based column, row), then
// the black and the white engine's names. `tessera omok referee` reads it back.
std::string record_psq(const game_record& g, int cols, int rows);

// A PGN game: tags Event, Site, Round, Black, White, Result ("1-0" white won, "0-1" black won,
// as PGN reads them), Termination and the moves in renju notation (column letter, row from the
// bottom), ending with the result and a blank line.
std::string record_pgn(const game_record& g, int cols, int rows, rule r);

// An SGF game (GM[4], FF[4]; SZ[N] or SZ[W:H]), one node a move, RE[B+R] style result.
std::string record_sgf(const game_record& g, int cols, int rows, rule r);

}  // namespace tessera::match

#include <span>
#include <vector>

#include "tessera/match_stats.hpp"

namespace tessera::match {

// The first engine's results over `games` (engine index 0 is "first").
score_counts count_scores(std::span<const game_record> games);
// Pairs of games with the same `pair` number (--repeat), complete pairs only.
pair_counts count_pairs(std::span<const game_record> games);

// The final table: W/L/D and score per engine, results by colour, reasons, the Elo difference with
// its 95% interval (pentanomial when `pairs`), and the SPRT state when `test` is given; neither of
// the last two without a game.
std::string results_table(std::span<const game_record> games, const std::string (&names)[2],
                          bool pairs, const sprt_options* test);

}  // namespace tessera::match
