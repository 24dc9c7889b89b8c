// Game records: JSON lines, Piskvork .psq, PGN and SGF (tessera/match_records.hpp).
#include "tessera/match_records.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace tessera::match {
namespace {

const char* result_word(int winner) {
  return winner == 1 ? "black" : winner == 2 ? "white" : "draw";
}

// "h8": column letter, then the row counted from the bottom (renju notation). Off-board columns
// past 'z' are written as numbers in brackets.
std::string notation(const point& p, int rows) {
  if (p.x >= 0 && p.x < 26) return fmt::format("{}{}", static_cast<char>('a' + p.x), rows - p.y);
  return fmt::format("[{},{}]", p.x, p.y);
}

}  // namespace

std::string record_json(const game_record& g) {
  nlohmann::json moves = nlohmann::json::array();
  for (const point& p : g.moves) moves.push_back({p.y + 1, p.x + 1});
  nlohmann::json doc{{"game", g.game},
                     {"black", g.black_name},
                     {"white", g.white_name},
                     {"opening", g.opening},
                     {"result", result_word(g.winner)},
                     {"reason", reason_name(g.reason)},
                     {"detail", g.detail},
                     {"moves", moves},
                     {"ms", g.ms},
                     {"cpu_ms", {g.cpu_ms[0], g.cpu_ms[1]}}};
  return doc.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string record_psq(const game_record& g, int cols, int rows) {
  std::string out = fmt::format("Piskvorky {}x{}, 11:11, 0\n", cols, rows);
  for (std::size_t i = 0; i < g.moves.size(); ++i)
    out += fmt::format("{},{},{}\n", g.moves[i].x + 1, g.moves[i].y + 1, g.ms[i]);
  out += g.black_name + "\n" + g.white_name + "\n";
  out += fmt::format("{}\n", g.winner == 0 ? 0 : g.winner == 1 ? 1 : 2);
  return out;
}

std::string record_pgn(const game_record& g, int cols, int rows, rule r) {
  const char* result = g.winner == 1 ? "0-1" : g.winner == 2 ? "1-0" : "1/2-1/2";
  std::string out;
  out += fmt::format("[Event \"tessera match, {} {}x{}\"]\n", rule_name(r), cols, rows);
  out += "[Site \"tessera\"]\n";
  out += fmt::format("[Round \"{}\"]\n", g.game);
  out += fmt::format("[Black \"{}\"]\n[White \"{}\"]\n", g.black_name, g.white_name);
  out += fmt::format("[Result \"{}\"]\n", result);
  out += fmt::format("[Termination \"{}\"]\n", reason_name(g.reason));
  if (!g.opening.empty()) out += fmt::format("[Opening \"{}\"]\n", g.opening);
  out += "\n";
  std::string line;
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    std::string word =
        (i % 2 == 0 ? fmt::format("{}. ", i / 2 + 1) : std::string()) + notation(g.moves[i], rows);
    if (line.size() + word.size() + 1 > 79) {
      out += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  out += line + (line.empty() ? "" : " ") + result + "\n\n";
  return out;
}

std::string record_sgf(const game_record& g, int cols, int rows, rule r) {
  std::string out = "(;GM[4]FF[4]CA[UTF-8]AP[tessera]";
  out += cols == rows ? fmt::format("SZ[{}]", cols) : fmt::format("SZ[{}:{}]", cols, rows);
  out += fmt::format("RU[{}]PB[{}]PW[{}]", rule_name(r), g.black_name, g.white_name);
  const char* how = g.reason == end_reason::five ? "" : g.reason == end_reason::timeout ? "T" : "F";
  if (g.winner == 0) {
    out += "RE[0]";
  } else {
    out += fmt::format("RE[{}+{}]", g.winner == 1 ? 'B' : 'W', how);
  }
  out += fmt::format("GN[game {}]", g.game);
  for (std::size_t i = 0; i < g.moves.size(); ++i) {
    const point& p = g.moves[i];
    const bool on = p.x >= 0 && p.x < 52 && p.y >= 0 && p.y < 52;
    auto letter = [](int v) { return static_cast<char>(v < 26 ? 'a' + v : 'A' + v - 26); };
    out += fmt::format(";{}[{}]", i % 2 == 0 ? 'B' : 'W',
                       on ? std::string{letter(p.x), letter(p.y)} : std::string());
  }
  out += ")\n";
  return out;
}

}  // namespace tessera::match

namespace tessera::match {
namespace {

// The first engine's score in a game, in half points (0, 1, 2).
int half_points(const game_record& g) {
  if (g.winner == 0) return 1;
  const std::size_t winner_engine = g.winner == 1 ? g.black : 1 - g.black;
  return winner_engine == 0 ? 2 : 0;
}

}  // namespace

score_counts count_scores(std::span<const game_record> games) {
  score_counts c;
  for (const game_record& g : games) {
    const int h = half_points(g);
    if (h == 2) ++c.wins;
    if (h == 1) ++c.draws;
    if (h == 0) ++c.losses;
  }
  return c;
}

pair_counts count_pairs(std::span<const game_record> games) {
  pair_counts c;
  // Records come in game order, and a pair's two games are adjacent numbers.
  for (std::size_t i = 0; i + 1 < games.size(); ++i) {
    if (games[i].pair == games[i + 1].pair) {
      ++c.pairs[half_points(games[i]) + half_points(games[i + 1])];
      ++i;
    }
  }
  return c;
}

std::string results_table(std::span<const game_record> games, const std::string (&names)[2],
                          bool pairs, const sprt_options* test) {
  const score_counts c = count_scores(games);
  const std::size_t width = std::max<std::size_t>({6, names[0].size(), names[1].size()});
  std::string out = fmt::format("{:<{}}  {:>5} {:>5} {:>5}  {:>6}\n", "engine", width, "won",
                                "lost", "drawn", "score");
  const double n = static_cast<double>(std::max<std::size_t>(c.games(), 1));
  const double s0 = (static_cast<double>(c.wins) + 0.5 * static_cast<double>(c.draws)) / n;
  out += fmt::format("{:<{}}  {:>5} {:>5} {:>5}  {:>5.1f}%\n", names[0], width, c.wins, c.losses,
                     c.draws, 100 * s0);
  out += fmt::format("{:<{}}  {:>5} {:>5} {:>5}  {:>5.1f}%\n", names[1], width, c.losses, c.wins,
                     c.draws, c.games() == 0 ? 0.0 : 100 * (1 - s0));
  std::size_t by_colour[3] = {0, 0, 0};
  std::size_t reasons[11] = {};
  for (const game_record& g : games) {
    ++by_colour[g.winner];
    ++reasons[static_cast<int>(g.reason)];
  }
  out += fmt::format("games {}: black won {}, white won {}, drawn {}\n", games.size(), by_colour[1],
                     by_colour[2], by_colour[0]);
  std::string why;
  for (int r = 1; r < 11; ++r) {
    if (reasons[r] == 0) continue;
    why += fmt::format("{}{} {}", why.empty() ? "" : ", ", reason_name(static_cast<end_reason>(r)),
                       reasons[r]);
  }
  out += fmt::format("endings: {}\n", why.empty() ? "none" : why);
  // No game finished (a match stopped by Ctrl-C before the first result): nothing to estimate.
  if (games.empty()) return out;
  const pair_counts pc = count_pairs(games);
  const bool use_pairs = pairs && pc.total() > 0;
  const elo_estimate e = use_pairs ? estimate_elo(pc) : estimate_elo(c);
  const char* model = use_pairs ? "pentanomial" : "trinomial";
  const std::size_t samples = use_pairs ? pc.total() : c.games();
  const char* unit =
      use_pairs ? (samples == 1 ? "pair" : "pairs") : (samples == 1 ? "game" : "games");
  if (std::isfinite(e.elo)) {
    out += fmt::format("Elo {} - {}: {:+.1f}, 95% [{:+.1f}, {:+.1f}] ({}, {} {})\n", names[0],
                       names[1], e.elo, e.low, e.high, model, samples, unit);
  } else {
    out += fmt::format("Elo {} - {}: {}inf, no finite estimate: every game went one way ({} {})\n",
                       names[0], names[1], e.elo > 0 ? "+" : "-", samples, unit);
  }
  if (test != nullptr) {
    const sprt_result r = use_pairs ? sprt(pc, *test) : sprt(c, *test);
    out += fmt::format("SPRT elo0={} elo1={} alpha={} beta={}: LLR {:.2f} [{:.2f}, {:.2f}], {}\n",
                       test->elo0, test->elo1, test->alpha, test->beta, r.llr, r.lower, r.upper,
                       sprt_state_name(r.state));
  }
  return out;
}

}  // namespace tessera::match
