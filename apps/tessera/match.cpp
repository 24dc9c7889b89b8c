// `tessera match`: a Gomocup match manager (tessera/match.hpp), shaped after c-gomoku-cli. Thin:
// parse the flags, read the openings file, run the match in the library, write the records the
// library formats (tessera/match_records.hpp), print progress and the final table.
#include "tessera/match.hpp"

#include <fmt/format.h>
#include <signal.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "cli_common.hpp"
#include "commands.hpp"
#include "tessera/match_records.hpp"
#include "tessera/match_stats.hpp"

namespace tessera::cli {
namespace {

using namespace tessera::match;

std::atomic<bool> interrupted{false};
std::atomic<bool> stop_match{false};

extern "C" void on_interrupt(int) {
  interrupted = true;
  stop_match = true;
}

struct match_cli {
  std::vector<std::vector<std::string>> engines;
  std::vector<std::string> each;
  std::string rule = "freestyle";
  std::string size = "15";
  std::size_t games = 2;
  std::size_t rounds = 1;
  bool repeat = false;
  std::string openings;
  std::size_t concurrency = 1;
  std::size_t draw_after = 0;
  std::int64_t tolerance = 1000;
  bool ponder = false;
  bool recover = false;
  std::vector<std::string> sprt;
  std::string psq, sgf, pgn, json, log;
  bool quiet = false;
  bool show = false;
};

// "key=value" into key and value; false without '='.
bool split_pair(const std::string& token, std::string& key, std::string& value) {
  const std::size_t eq = token.find('=');
  if (eq == std::string::npos) return false;
  key = token.substr(0, eq);
  value = token.substr(eq + 1);
  return true;
}

bool bad(const std::string& message) {
  fmt::print(stderr, "tessera match: {}\n", message);
  return false;
}

// Applies engine keys (cmd, name, arg, tc, memory) to `e`; `each` forbids cmd, name and arg.
bool apply_keys(const std::vector<std::string>& tokens, engine_spec& e, bool each) {
  for (const std::string& t : tokens) {
    std::string key, value;
    if (!split_pair(t, key, value)) return bad(fmt::format("expected key=value, found '{}'", t));
    if (key == "tc") {
      auto tc = parse_time_control(value);
      if (!tc) return bad(tc.error().message);
      e.tc = tc.value();
    } else if (key == "memory") {
      char* end = nullptr;
      const long long mib = std::strtoll(value.c_str(), &end, 10);
      if (value.empty() || *end != '\0' || mib < 0 || mib > (1LL << 30))
        return bad(fmt::format("expected memory=MIB (a whole number), found '{}'", value));
      e.memory_mib = mib;
    } else if (!each && key == "cmd") {
      e.cmd = value;
    } else if (!each && key == "name") {
      e.name = value;
    } else if (!each && key == "folder") {
      e.folder = value;
    } else if (!each && key == "arg") {
      e.args.push_back(value);
    } else {
      return bad(fmt::format("unknown {} key '{}' (expected {})", each ? "--each" : "--engine", key,
                             each ? "tc, memory" : "cmd, name, arg, folder, tc, memory"));
    }
  }
  return true;
}

bool build_options(const match_cli& c, match_options& o, sprt_options& test, bool& has_sprt) {
  if (c.engines.size() != 2)
    return bad(fmt::format("expected two --engine, found {}", c.engines.size()));
  for (int i = 0; i < 2; ++i) {
    engine_spec& e = o.engines[i];
    if (!apply_keys(c.each, e, true) ||
        !apply_keys(c.engines[static_cast<std::size_t>(i)], e, false))
      return false;
    if (e.cmd.empty()) return bad("expected cmd=PATH in each --engine");
    if (e.cmd == "@brain") {
      // tessera's own brain: this very executable, run as `tessera brain ARGS`.
      std::error_code ec;
      const std::string self = std::filesystem::read_symlink("/proc/self/exe", ec).string();
      if (ec) return bad("cmd=@brain: cannot find this executable (/proc/self/exe)");
      e.cmd = self;
      e.args.insert(e.args.begin(), "brain");
      if (e.name.empty()) e.name = "brain";
    }
    if (e.name.empty()) e.name = std::filesystem::path(e.cmd).filename().string();
  }
  if (o.engines[0].name == o.engines[1].name) {
    o.engines[0].name += "#1";
    o.engines[1].name += "#2";
  }
  if (!parse_rule(c.rule, o.game_rule)) return bad(fmt::format("unknown rule '{}'", c.rule));
  const std::size_t x = c.size.find('x');
  try {
    o.cols = std::stoi(c.size.substr(0, x));
    o.rows = x == std::string::npos ? o.cols : std::stoi(c.size.substr(x + 1));
  } catch (const std::exception&) {
    return bad(fmt::format("expected --size N or WxH, found '{}'", c.size));
  }
  o.games = c.games;
  o.rounds = c.rounds;
  o.repeat = c.repeat;
  o.concurrency = c.concurrency;
  o.draw_after = c.draw_after;
  o.tolerance_ms = c.tolerance;
  o.ponder = c.ponder;
  o.log_path = c.log;
  if (!c.openings.empty()) {
    const auto text = read_input(c.openings);
    if (!text) return false;
    auto parsed = parse_openings(*text, o.cols, o.rows);
    if (!parsed) {
      report_error(parsed.error(), c.openings);
      return false;
    }
    o.openings = std::move(parsed).value();
    if (o.openings.empty()) return bad(fmt::format("{}: no openings in the file", c.openings));
  }
  has_sprt = !c.sprt.empty();
  for (const std::string& t : c.sprt) {
    std::string key, value;
    double v = 0;
    try {
      if (!split_pair(t, key, value)) throw std::invalid_argument(t);
      v = std::stod(value);
    } catch (const std::exception&) {
      return bad(fmt::format("expected --sprt elo0=E0 elo1=E1 alpha=A beta=B, found '{}'", t));
    }
    if (key == "elo0")
      test.elo0 = v;
    else if (key == "elo1")
      test.elo1 = v;
    else if (key == "alpha")
      test.alpha = v;
    else if (key == "beta")
      test.beta = v;
    else
      return bad(fmt::format("unknown --sprt key '{}'", key));
  }
  if (has_sprt && !(test.alpha > 0 && test.alpha < 1 && test.beta > 0 && test.beta < 1 &&
                    test.elo0 < test.elo1))
    return bad("expected 0 < alpha, beta < 1 and elo0 < elo1 in --sprt");
  return true;
}

std::FILE* open_out(const std::string& path) {
  if (path.empty()) return nullptr;
  std::FILE* f = std::fopen(path.c_str(), "w");
  if (f == nullptr) fmt::print(stderr, "tessera match: cannot write {}\n", path);
  return f;
}

int run_match_command(const match_cli& c) {
  match_options o;
  sprt_options test;
  bool has_sprt = false;
  if (!build_options(c, o, test, has_sprt)) return exit_bad_input;
  if (!c.psq.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(c.psq, ec);
    if (ec) {
      bad(fmt::format("cannot create {}: {}", c.psq, ec.message()));
      return exit_bad_input;
    }
  }
  std::FILE* json = open_out(c.json);
  std::FILE* pgn = open_out(c.pgn);
  std::FILE* sgf = open_out(c.sgf);
  if ((!c.json.empty() && !json) || (!c.pgn.empty() && !pgn) || (!c.sgf.empty() && !sgf))
    return exit_bad_input;
  const std::string names[2] = {o.engines[0].name, o.engines[1].name};
  std::vector<game_record> so_far;
  bool sprt_done = false;
  match_events events;
  const std::size_t total = o.games * o.rounds;
  events.game_done = [&](const game_record& g) {
    so_far.push_back(g);
    if (json) std::fputs((record_json(g) + "\n").c_str(), json), std::fflush(json);
    if (pgn) std::fputs(record_pgn(g, o.cols, o.rows, o.game_rule).c_str(), pgn), std::fflush(pgn);
    if (sgf) std::fputs(record_sgf(g, o.cols, o.rows, o.game_rule).c_str(), sgf), std::fflush(sgf);
    if (!c.psq.empty()) {
      std::ofstream f(fmt::format("{}/game{:05}.psq", c.psq, g.game));
      f << record_psq(g, o.cols, o.rows);
    }
    const score_counts sc = count_scores(so_far);
    std::string line = fmt::format("game {}/{}: {} - {} {} ({}{}{}); {} {}-{}-{}", g.game, total,
                                   g.black_name, g.white_name,
                                   g.winner == 1   ? "1-0"
                                   : g.winner == 2 ? "0-1"
                                                   : "1/2",
                                   reason_name(g.reason), g.detail.empty() ? "" : ": ", g.detail,
                                   names[0], sc.wins, sc.losses, sc.draws);
    const elo_estimate e = estimate_elo(sc);
    if (std::isfinite(e.low) && std::isfinite(e.high))
      line += fmt::format(", Elo {:+.0f} +- {:.0f}", e.elo, (e.high - e.low) / 2);
    if (has_sprt) {
      const pair_counts pc = count_pairs(so_far);
      const sprt_result r = o.repeat && pc.total() > 0 ? sprt(pc, test) : sprt(sc, test);
      line += fmt::format(", LLR {:.2f} [{:.2f}, {:.2f}]", r.llr, r.lower, r.upper);
      if (r.state != sprt_state::running && !sprt_done) {
        sprt_done = true;
        stop_match = true;
        line += fmt::format(" {}", sprt_state_name(r.state));
      }
    }
    if (!c.quiet) fmt::print(stderr, "{}\n", line);
    if (c.show) {
      std::fflush(stderr);
      const picture pic = draw_game(g, o.cols, o.rows, o.game_rule);
      emit(pic.title + "\n");
      show_picture(pic);
    }
  };
  struct sigaction sa {};
  sa.sa_handler = on_interrupt;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
  auto ran = run_match(o, events, &stop_match);
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  for (std::FILE* f : {json, pgn, sgf})
    if (f) std::fclose(f);
  if (!ran) {
    fmt::print(stderr, "tessera match: {}\n", ran.error().message);
    return exit_bad_input;
  }
  const match_summary& s = ran.value();
  if (!s.start_error.empty()) {
    fmt::print(stderr, "tessera match: {}\n", s.start_error);
    return exit_bad_input;
  }
  emit(results_table(s.games, names, o.repeat, has_sprt ? &test : nullptr));
  if (interrupted) {
    fmt::print(stderr,
               "tessera match: interrupted after {} of {} game{} (results so far written)\n",
               s.games.size(), total, total == 1 ? "" : "s");
    return exit_stopped;
  }
  return exit_ok;
}

// The options table: every flag, its help text; register_match attaches each to its field.
struct option_row {
  const char* flag;
  const char* help;
};
constexpr option_row option_table[] = {
    {"--engine",
     "an engine: cmd=PATH [name=NAME] [arg=ARG]... [folder=DIR] [tc=...] [memory=MIB]; twice. "
     "cmd=@brain is tessera's own brain (this executable, as `tessera brain ARG...`)"},
    {"--each",
     "for both engines: tc=MATCH_S/TURN_S[+INC_S] memory=MIB; without tc= no clock at all "
     "(tc=0/0: engines are told timeout_turn 2147483647, Gomocup's 'no limit', and tessera "
     "brain then thinks 2 s a move, its --think), without memory= no memory limit"},
    {"--rule",
     "freestyle (INFO rule 0), standard (1: exactly five), renju (4), caro (9), caro6 (8)"},
    {"--size", "board: N or WxH, sides 5 to 32 (RECTSTART when W != H)"},
    {"--games", "games per round (default 2)"},
    {"--rounds", "rounds (default 1)"},
    {"--repeat", "play each opening twice, colours swapped (pairs)"},
    {"--openings", "openings file: a line each, 'dx,dy' centre offsets or 'h8i9j7' strings"},
    {"--concurrency", "games at once (default 1)"},
    {"--draw-after", "a draw after this many moves (0: never)"},
    {"--tolerance", "ms a reply may come past min(timeout_turn, time_left); default 1000"},
    {"--ponder", "let the engine not on move run (default: SIGSTOP it)"},
    {"--recover", "go on after a crash (always so: every game starts fresh engine processes)"},
    {"--sprt", "stop at a decision: elo0=E0 elo1=E1 alpha=A beta=B"},
    {"--psq", "write one Piskvork .psq record per game into this directory"},
    {"--sgf", "write every game as SGF to this file"},
    {"--pgn", "write every game as PGN to this file (BayesElo, Ordo)"},
    {"--json", "write one JSON object a line per game to this file"},
    {"--log", "write every line sent and received, with times, to this file"},
    {"--quiet", "no progress lines on stderr"},
    {"--show", "draw each game's final position, its winning line marked"},
};

void add_table_options(CLI::App& sub, match_cli& c) {
  for (const option_row& row : option_table) {
    const std::string_view f = row.flag;
    if (f == "--engine") {
      sub.add_option("--engine", c.engines, row.help)
          ->expected(1, -1)
          ->take_all()
          ->type_name("KEY=VALUE");
    } else if (f == "--each") {
      sub.add_option("--each", c.each, row.help)->expected(1, -1)->type_name("KEY=VALUE");
    } else if (f == "--rule") {
      sub.add_option("--rule", c.rule, row.help)
          ->check(CLI::IsMember({"freestyle", "standard", "renju", "caro", "caro6"}));
    } else if (f == "--size") {
      sub.add_option("--size", c.size, row.help)->type_name("N|WxH");
    } else if (f == "--games") {
      sub.add_option("--games", c.games, row.help)->check(CLI::Range(1, 10000000));
    } else if (f == "--rounds") {
      sub.add_option("--rounds", c.rounds, row.help)->check(CLI::Range(1, 10000000));
    } else if (f == "--repeat") {
      sub.add_flag("--repeat", c.repeat, row.help);
    } else if (f == "--openings") {
      sub.add_option("--openings", c.openings, row.help)->type_name("FILE");
    } else if (f == "--concurrency") {
      sub.add_option("--concurrency", c.concurrency, row.help)->check(CLI::Range(1, 256));
    } else if (f == "--draw-after") {
      sub.add_option("--draw-after", c.draw_after, row.help);
    } else if (f == "--tolerance") {
      sub.add_option("--tolerance", c.tolerance, row.help)->check(CLI::Range(0, 3600000));
    } else if (f == "--ponder") {
      sub.add_flag("--ponder", c.ponder, row.help);
    } else if (f == "--recover") {
      sub.add_flag("--recover", c.recover, row.help);
    } else if (f == "--sprt") {
      sub.add_option("--sprt", c.sprt, row.help)->expected(1, 4)->type_name("KEY=VALUE ...");
    } else if (f == "--psq") {
      sub.add_option("--psq", c.psq, row.help)->type_name("DIR");
    } else if (f == "--sgf") {
      sub.add_option("--sgf", c.sgf, row.help)->type_name("FILE");
    } else if (f == "--pgn") {
      sub.add_option("--pgn", c.pgn, row.help)->type_name("FILE");
    } else if (f == "--json") {
      sub.add_option("--json", c.json, row.help)->type_name("FILE");
    } else if (f == "--log") {
      sub.add_option("--log", c.log, row.help)->type_name("FILE");
    } else if (f == "--quiet") {
      sub.add_flag("--quiet", c.quiet, row.help);
    } else if (f == "--show") {
      sub.add_flag("--show", c.show, row.help);
    }
  }
}

}  // namespace

void register_match(CLI::App& app, int& status) {
  auto c = std::make_shared<match_cli>();
  CLI::App* sub = app.add_subcommand(
      "match",
      "a Gomocup match manager: two engines over the Gomocup protocol, refereed by tessera");
  add_table_options(*sub, *c);
  sub->footer(
      "Exit status: 0 the match ran, 2 bad usage or an engine that cannot start, 3 stopped by "
      "Ctrl-C (results so far written).");
  sub->callback([c, &status] { status = run_match_command(*c); });
}

}  // namespace tessera::cli
