// Requests only the page makes, answered in the web core beside tessera::call (tessera_core.cpp):
// each is a few lines of glue over a library function, so the page holds no game logic of its own.
//
//   brain        `tessera brain` (tessera/brain.hpp): the Gomocup protocol lines of `input` fed to
//                one brain::session; stdout the replies, stderr the --stats lines, byte for byte
//                what `tessera brain --depth D --margin M [--stats] < input` prints.
//   omok moves   the move list omok::parse_moves reads from a game record (the referee's reader):
//                each move's row, column and where its text is, so the page can step a record
//                move by move (a one-line `h8 i9 j10` record included) and let the referee judge
//                each prefix.
//   omok record  a game (JSON {"moves": [[row, col], ...], "ms": [...]}) written as the records the
//                referee reads back: Piskvork .psq, the match manager's JSON game line, renju
//                notation, row-col lines (tessera/match_records.hpp, omok::point_text), and SGF.
//   palette      the colours every picture uses (tessera/palette.hpp's palette_json), so the page
//                paints pieces as the CLI's SVG does; a build without that header refuses it and
//                the page keeps its stand-in colours.
// Each answers {exit, stdout, stderr, svg: []} as tessera::call does; bad options or input answer
// exit 2 with the message.
#include "page_requests.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "tessera/brain.hpp"
#include "tessera/match.hpp"
#include "tessera/match_records.hpp"
#include "tessera/omok_referee.hpp"
#if __has_include("tessera/palette.hpp")
#include "tessera/palette.hpp"
#define TESSERA_PAGE_PALETTE 1
#endif

namespace tessera::web {
namespace {

using json = nlohmann::json;

command_response refused(std::string message) {
  command_response r;
  r.exit = 2;
  r.err = "tessera: bad request: " + std::move(message) + "\n";
  return r;
}

// An integer option in [lo, hi], or its default; nullopt (with `problem` set) when it is not one.
std::optional<std::int64_t> int_option(const json& options, const char* name, std::int64_t lo,
                                       std::int64_t hi, std::int64_t fallback,
                                       std::string& problem) {
  const auto it = options.find(name);
  if (it == options.end() || it->is_null()) return fallback;
  std::int64_t v = 0;
  if (it->is_number_integer()) {
    v = it->get<std::int64_t>();
  } else if (it->is_string()) {
    const std::string s = it->get<std::string>();
    if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos) {
      problem = fmt::format("--{}: expected an integer from {} to {}, found '{}'", name, lo, hi, s);
      return std::nullopt;
    }
    v = std::stoll(s);
  } else {
    problem = fmt::format("--{}: expected an integer from {} to {}", name, lo, hi);
    return std::nullopt;
  }
  if (v < lo || v > hi) {
    problem = fmt::format("--{}: expected an integer from {} to {}, found {}", name, lo, hi, v);
    return std::nullopt;
  }
  return v;
}

std::string string_option(const json& options, const char* name, const std::string& fallback) {
  const auto it = options.find(name);
  return it != options.end() && it->is_string() ? it->get<std::string>() : fallback;
}

bool flag(const json& options, const char* name) {
  const auto it = options.find(name);
  return it != options.end() && it->is_boolean() && it->get<bool>();
}

// Only the named options: anything else is refused, as the CLI refuses an unknown flag.
bool known_options(const json& options, std::initializer_list<const char*> names,
                   const std::string& command, std::string& problem) {
  for (const auto& [name, value] : options.items()) {
    bool ok = false;
    for (const char* n : names) ok = ok || name == n;
    if (!ok) {
      problem = fmt::format("{}: unknown option '--{}'", command, name);
      return false;
    }
  }
  return true;
}

// `tessera brain` on `input`: std::getline's lines (a last line without '\n' counts when not
// empty), until END.
command_response run_brain(const json& options, const std::string& input) {
  std::string problem;
  if (!known_options(options, {"depth", "margin", "stats"}, "brain", problem))
    return refused(problem);
  const auto depth = int_option(options, "depth", 1, 10, 10, problem);
  const auto margin = depth ? int_option(options, "margin", 0, 10000, 30, problem) : std::nullopt;
  if (!depth || !margin) return refused("brain: " + problem);
  const bool stats = flag(options, "stats");
  brain::session::options o;
  o.max_depth = static_cast<int>(*depth);
  o.margin_ms = *margin;
  brain::session s(o);
  command_response r;
  std::size_t at = 0;
  while (!s.ended() && at < input.size()) {
    const std::size_t nl = input.find('\n', at);
    const std::size_t end = nl == std::string::npos ? input.size() : nl;
    const std::string_view line(input.data() + at, end - at);
    at = nl == std::string::npos ? input.size() : nl + 1;
    for (const std::string& reply : s.handle(line)) {
      r.out += reply + "\n";
      if (stats && reply.find(',') != std::string::npos && reply[0] >= '0' && reply[0] <= '9') {
        const brain::search_stats& st = s.last_stats();
        r.err += fmt::format("tessera brain: {} depth {} nodes {}{}{}\n", reply, st.depth, st.nodes,
                             st.vcf ? " vcf" : "", st.stopped ? " (time)" : "");
      }
    }
  }
  return r;
}

// "N" or "RxC" (rows first, as the referee's --size), 5..100.
bool board_size(const std::string& text, std::size_t& rows, std::size_t& cols) {
  const std::size_t x = text.find('x');
  auto number = [](const std::string& s, std::size_t& out) {
    if (s.empty() || s.size() > 3 || s.find_first_not_of("0123456789") != std::string::npos)
      return false;
    out = std::stoul(s);
    return out >= 5 && out <= 100;
  };
  if (x == std::string::npos) return number(text, rows) && number(text, cols);
  return number(text.substr(0, x), rows) && number(text.substr(x + 1), cols);
}

command_response run_moves(const json& options, const std::string& input) {
  std::string problem;
  if (!known_options(options, {"size", "top-rows", "moves"}, "omok moves", problem))
    return refused(problem);
  omok::move_list_options mo;
  if (!board_size(string_option(options, "size", "15"), mo.rows, mo.cols))
    return refused("omok moves: --size: expected N or RxC, 5 to 100");
  mo.top_rows = flag(options, "top-rows");
  const std::string format = string_option(options, "moves", "auto");
  mo.format = format == "row-col"    ? omok::move_format::row_col
              : format == "notation" ? omok::move_format::notation
              : format == "psq"      ? omok::move_format::psq
              : format == "json"     ? omok::move_format::json
                                     : omok::move_format::automatic;
  const auto parsed = omok::parse_moves(input, mo);
  command_response r;
  if (!parsed) {
    r.exit = 2;
    r.err = format_error(parsed.error(), "<stdin>") + "\n";
    return r;
  }
  const omok::move_list& game = parsed.value();
  static constexpr const char* format_names[] = {"auto", "row-col", "notation", "psq", "json"};
  json moves = json::array();
  for (const omok::move& m : game.moves) {
    moves.push_back({{"row", m.row},
                     {"col", m.col},
                     {"pass", m.pass},
                     {"offset", m.offset},
                     {"length", m.length}});
  }
  const json doc{{"rows", game.rows},
                 {"cols", game.cols},
                 {"format", format_names[static_cast<int>(game.format)]},
                 {"moves", moves}};
  r.out = doc.dump() + "\n";
  return r;
}

// The game's end as the match manager records it, from the referee's verdict.
void judge(match::game_record& g, const omok::move_list& game, const omok::judge_options& rule) {
  const omok::game_result res = omok::referee_game(game, rule);
  using omok::outcome;
  switch (res.result) {
    case outcome::win:
      g.winner = res.verdict.colour;
      g.reason = match::end_reason::five;
      break;
    case outcome::forbidden:
      g.winner = omok::white;
      g.reason = match::end_reason::forbidden;
      break;
    case outcome::occupied:
    case outcome::off_board:
      g.winner = omok::opponent(res.verdict.colour);
      g.reason = res.result == outcome::occupied ? match::end_reason::occupied
                                                 : match::end_reason::illegal;
      break;
    case outcome::full:
      g.reason = match::end_reason::full;
      break;
    case outcome::playing:
      break;
  }
}

command_response run_record(const json& options, const std::string& input) {
  std::string problem;
  if (!known_options(options, {"format", "rule", "size", "black", "white"}, "omok record", problem))
    return refused(problem);
  const std::string format = string_option(options, "format", "psq");
  match::rule rule = match::rule::standard;
  if (!match::parse_rule(string_option(options, "rule", "standard"), rule))
    return refused("omok record: --rule: expected freestyle, standard, renju, caro or caro6");
  omok::move_list game;
  if (!board_size(string_option(options, "size", "15"), game.rows, game.cols))
    return refused("omok record: --size: expected N or RxC, 5 to 100");
  const json doc = json::parse(input, nullptr, false);
  if (!doc.is_object() || !doc.contains("moves") || !doc["moves"].is_array())
    return refused(R"(omok record: expected the input {"moves": [[row, col], ...], "ms": [...]})");
  match::game_record g;
  g.game = 1;
  g.black_name = string_option(options, "black", "black");
  g.white_name = string_option(options, "white", "white");
  const json& ms = doc.contains("ms") && doc["ms"].is_array() ? doc["ms"] : json::array();
  for (std::size_t i = 0; i < doc["moves"].size(); ++i) {
    const json& m = doc["moves"][i];
    if (!m.is_array() || m.size() != 2 || !m[0].is_number_integer() || !m[1].is_number_integer())
      return refused(fmt::format("omok record: move {}: expected [row, col]", i + 1));
    const auto row = m[0].get<std::int64_t>();
    const auto col = m[1].get<std::int64_t>();
    if (row < 1 || col < 1 || row > static_cast<std::int64_t>(game.rows) ||
        col > static_cast<std::int64_t>(game.cols))
      return refused(
          fmt::format("omok record: move {}: [{},{}] is off the board", i + 1, row, col));
    game.moves.push_back(omok::move{row, col});
    g.moves.push_back(match::point{static_cast<int>(col - 1), static_cast<int>(row - 1)});
    g.ms.push_back(i < ms.size() && ms[i].is_number_integer() ? ms[i].get<std::int64_t>() : 0);
  }
  judge(g, game, match::judge_rule(rule));
  g.played = true;
  const int cols = static_cast<int>(game.cols);
  const int rows = static_cast<int>(game.rows);
  const std::string head =
      fmt::format("# {} (black) against {} (white), {} rule, {}x{} board\n", g.black_name,
                  g.white_name, match::rule_name(rule), game.rows, game.cols);
  command_response r;
  if (format == "psq") {
    r.out = match::record_psq(g, cols, rows);
  } else if (format == "json") {
    r.out = match::record_json(g) + "\n";
  } else if (format == "sgf") {
    r.out = match::record_sgf(g, cols, rows, rule);
  } else if (format == "notation" || format == "row-col") {
    game.format = format == "notation" ? omok::move_format::notation : omok::move_format::row_col;
    r.out = head;
    std::string line;
    for (const omok::move& m : game.moves) {
      const std::string p =
          omok::point_text(game, static_cast<std::size_t>(m.row), static_cast<std::size_t>(m.col));
      if (format == "row-col")
        r.out += p + "\n";
      else
        line += (line.empty() ? "" : " ") + p;
    }
    if (format == "notation") r.out += line + "\n";
  } else {
    return refused("omok record: --format: expected psq, json, notation, row-col or sgf");
  }
  return r;
}

}  // namespace

std::optional<command_response> page_request(std::string_view request_json) {
  const json request = json::parse(request_json, nullptr, /*allow_exceptions=*/false);
  if (!request.is_object()) return std::nullopt;
  const auto command = request.find("command");
  if (command == request.end() || !command->is_string()) return std::nullopt;
  const std::string name = command->get<std::string>();
  if (name == "palette") {
#ifdef TESSERA_PAGE_PALETTE
    command_response r;
    r.out = palette::palette_json() + "\n";
    return r;
#else
    return refused("palette: this core was built without tessera/palette.hpp");
#endif
  }
  if (name != "brain" && name != "omok moves" && name != "omok record") return std::nullopt;
  json options = json::object();
  if (const auto it = request.find("options"); it != request.end() && !it->is_null()) {
    if (!it->is_object()) return refused("expected \"options\" to be an object");
    options = *it;
  }
  std::string input;
  if (const auto it = request.find("input"); it != request.end() && !it->is_null()) {
    if (!it->is_string()) return refused("expected \"input\" to be a string");
    input = it->get<std::string>();
  }
  if (name == "brain") return run_brain(options, input);
  if (name == "omok moves") return run_moves(options, input);
  return run_record(options, input);
}

}  // namespace tessera::web
