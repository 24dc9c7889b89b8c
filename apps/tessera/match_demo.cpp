// `tessera demo`'s match: tessera brain against itself (depth 3 against depth 2), two games with
// colours swapped, the final table, and the first game's final position drawn by tessera's judge.
// The brains are this very executable (`/proc/self/exe brain`).
#include <fmt/format.h>

#include <filesystem>

#include "cli_common.hpp"
#include "commands.hpp"
#include "tessera/match.hpp"
#include "tessera/match_records.hpp"
#include "tessera/omok.hpp"

namespace tessera::cli {

using namespace tessera::match;

int demo_match() {
  emit(
      "== tessera match: tessera brain (depth 3) against itself (depth 2), two games with colours "
      "swapped\n");
  std::error_code ec;
  const std::string self = std::filesystem::read_symlink("/proc/self/exe", ec).string();
  if (ec) {
    fmt::print(stderr, "tessera demo: cannot find its own executable for the brains\n");
    return exit_bad_input;
  }
  match_options o;
  o.engines[0] = engine_spec{self, "deep", {"brain", "--depth", "3"}, {0, 10000, 0}, 0, {}};
  o.engines[1] = engine_spec{self, "quick", {"brain", "--depth", "2"}, {0, 10000, 0}, 0, {}};
  o.games = 2;
  o.repeat = true;
  o.openings = parse_openings("0,0, 1,1\n", o.cols, o.rows).value();
  auto ran = run_match(o, {});
  if (!ran || !ran.value().start_error.empty()) {
    fmt::print(stderr, "tessera demo: the match could not run\n");
    return exit_bad_input;
  }
  const std::string names[2] = {o.engines[0].name, o.engines[1].name};
  const match_summary& s = ran.value();
  for (const game_record& g : s.games) {
    emit(fmt::format("game {}: {} (black) - {} (white): {} ({}), {} moves\n", g.game, g.black_name,
                     g.white_name,
                     g.winner == 1   ? "1-0"
                     : g.winner == 2 ? "0-1"
                                     : "1/2",
                     reason_name(g.reason), g.moves.size()));
  }
  emit(results_table(s.games, names, true, nullptr));
  if (!s.games.empty()) {
    // The first game's final position, its winning line marked by tessera's judge.
    const game_record& g = s.games.front();
    omok::board b(static_cast<std::size_t>(o.rows), static_cast<std::size_t>(o.cols));
    for (std::size_t i = 0; i < g.moves.size(); ++i)
      b.at(static_cast<std::size_t>(g.moves[i].y), static_cast<std::size_t>(g.moves[i].x)) =
          i % 2 == 0 ? omok::black : omok::white;
    const auto wins = omok::winning_lines(b, {omok::rule_set::freestyle, 5});
    show_picture(omok::draw_board(b, wins, "game 1, final position"));
  }
  return exit_ok;
}

}  // namespace tessera::cli
