// `tessera lpuzzle` (BOJ 3654), `tessera gen lpuzzle`, and the L-puzzle demo.
#include "tessera/lpuzzle.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "commands.hpp"
#include "parallel.hpp"

namespace tessera::cli {
namespace {

struct lpuzzle_options {
  common_options common;
  std::int64_t max_cells = lpuzzle_limits{}.max_cells;
  std::string check;  // a file of claimed tilings (JSON lines, as --format json prints) to verify
  unsigned threads = default_threads();
};

struct gen_options {
  std::size_t rows = 10, cols = 10, cases = 1;
  std::uint64_t seed = 1;
  std::string kind = "yes";
  double density = 1.0;
};

std::string tiling_json(std::size_t number, bool yes, const std::vector<lpuzzle_piece>& tiling) {
  std::string out = fmt::format("{{\"case\":{},\"answer\":\"{}\"", number, yes ? "YES" : "NO");
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

// Reads claimed tilings, one JSON document per line as `--format json` prints them, indexed by
// their "case" number (1-based; claims[k] is case k + 1, null where none was claimed).
bool read_claims(const std::string& path, std::vector<nlohmann::json>& claims) {
  const std::optional<std::string> text = read_input(path);
  if (!text) return false;
  std::size_t line_number = 0, start = 0;
  while (start < text->size()) {
    std::size_t end = text->find('\n', start);
    if (end == std::string::npos) end = text->size();
    ++line_number;
    const std::string_view line(text->data() + start, end - start);
    start = end + 1;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    nlohmann::json doc = nlohmann::json::parse(line, nullptr, false);
    if (doc.is_discarded() || !doc.is_object()) {
      fmt::print(stderr,
                 "{}:{}:1: expected a JSON object (a claimed tiling), found something else\n",
                 source_name(path), line_number);
      return false;
    }
    const auto number = doc.find("case");
    if (number == doc.end() || !number->is_number_unsigned() || number->get<std::uint64_t>() == 0 ||
        number->get<std::uint64_t>() > 10'000'000) {
      fmt::print(stderr, "{}:{}:1: expected a \"case\" number (1 to 10000000) in the claim\n",
                 source_name(path), line_number);
      return false;
    }
    const auto k = static_cast<std::size_t>(number->get<std::uint64_t>());
    if (claims.size() < k) claims.resize(k);
    if (!claims[k - 1].is_null()) {
      fmt::print(stderr, "{}:{}:1: a second claim for case {}\n", source_name(path), line_number,
                 k);
      return false;
    }
    claims[k - 1] = std::move(doc);
  }
  return true;
}

// Converts one claimed case to pieces; false with a message when its shape is wrong.
bool claim_pieces(const nlohmann::json& claim, std::vector<lpuzzle_piece>& pieces,
                  std::string& why) {
  pieces.clear();
  if (!claim.contains("pieces") || !claim["pieces"].is_array()) {
    why = "no \"pieces\" array";
    return false;
  }
  for (const auto& piece : claim["pieces"]) {
    std::size_t v[6];
    if (!piece.is_array() || piece.size() != 3) {
      why = "a piece is not three [row, col] pairs";
      return false;
    }
    for (std::size_t k = 0; k < 3; ++k) {
      const auto& rc = piece[k];
      if (!rc.is_array() || rc.size() != 2 || !rc[0].is_number_unsigned() ||
          !rc[1].is_number_unsigned() || rc[0].get<std::size_t>() == 0 ||
          rc[1].get<std::size_t>() == 0) {
        why = "a cell is not a 1-based [row, col] pair";
        return false;
      }
      v[2 * k] = rc[0].get<std::size_t>() - 1;
      v[2 * k + 1] = rc[1].get<std::size_t>() - 1;
    }
    pieces.push_back({v[0], v[1], v[2], v[3], v[4], v[5]});
  }
  return true;
}

// The verdict on one claimed case ("OK" or "WRONG: why"); `yes` is our own answer for the pattern.
std::string judge_claim(const nlohmann::json* claim, const lpuzzle_pattern& pattern, bool yes) {
  if (claim == nullptr || claim->is_null()) return "WRONG: no claim for this case";
  const std::string answer = claim->value("answer", std::string());
  if (answer != "YES" && answer != "NO") return "WRONG: the claim has no \"answer\" YES or NO";
  if (answer == "NO") return yes ? "WRONG: claimed NO, but a tiling exists" : "OK";
  std::vector<lpuzzle_piece> pieces;
  std::string why;
  if (!claim_pieces(*claim, pieces, why)) return "WRONG: " + why;
  if (const auto bad = verify_lpuzzle_tiling(pattern, pieces)) return "WRONG: " + *bad;
  return "OK";
}

int run_lpuzzle(const lpuzzle_options& opt) {
  const std::optional<std::string> text = read_input(opt.common.input);
  if (!text) return exit_bad_input;
  std::vector<nlohmann::json> claims;
  if (!opt.check.empty() && !read_claims(opt.check, claims)) return exit_bad_input;
  lpuzzle_limits limits;
  limits.max_cells = opt.max_cells;
  lpuzzle_reader reader(*text, limits);
  if (!reader.read_header()) return report_error(reader.error(), opt.common.input);
  // Read every case up to the first bad one; solve them on several threads; print in order; then
  // report the bad case, if any (the answers before it are real answers).
  std::vector<lpuzzle_pattern> patterns;
  bool input_ok = true;
  for (std::size_t i = 0; i < reader.cases() && input_ok; ++i) {
    lpuzzle_pattern p;
    input_ok = reader.read_case(p);
    if (input_ok) patterns.push_back(std::move(p));
  }
  input_ok = input_ok && reader.read_end();
  const bool json = opt.common.format == "json";
  // The checker needs only our answer: a claimed tiling is verified on its own.
  const bool want_tiling = json || opt.common.show || !opt.common.svg.empty();
  struct outcome {
    bool yes = false;
    std::vector<lpuzzle_piece> tiling;
    lpuzzle_stats stats;
    double ms = 0;
  };
  std::vector<outcome> outcomes(patterns.size());
  std::vector<lpuzzle_solver> solvers(std::max(1u, opt.threads));
  for_each_index(patterns.size(), opt.threads, [&](std::size_t i, unsigned worker) {
    const auto start = std::chrono::steady_clock::now();
    outcome& o = outcomes[i];
    o.yes = solvers[worker].solve(patterns[i], want_tiling ? &o.tiling : nullptr);
    o.stats = solvers[worker].stats();
    o.ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  });
  std::vector<picture> svg_pictures;
  int status = exit_ok;
  for (std::size_t k = 0; k < patterns.size(); ++k) {
    const std::size_t i = k + 1;
    const lpuzzle_pattern& pattern = patterns[k];
    const outcome& o = outcomes[k];
    const bool yes = o.yes;
    const std::vector<lpuzzle_piece>& tiling = o.tiling;
    if (opt.common.stats) {
      const lpuzzle_stats& s = o.stats;
      fmt::print(stderr,
                 "case {}: {}x{}, {} blacks, {} whites, {} literals, {} forced, {} components, DFS "
                 "depth {}{}, "
                 "{:.3f} ms\n",
                 i, pattern.rows, pattern.cols, s.blacks, s.whites, s.literals, s.forced,
                 s.components, s.max_depth, s.refuted_by_count ? " (refuted by counting)" : "",
                 o.ms);
    }
    if (!opt.check.empty()) {
      // Checker mode: verify the claimed answer and tiling of this case instead of printing ours.
      const std::string verdict =
          judge_claim(i <= claims.size() ? &claims[i - 1] : nullptr, pattern, yes);
      if (verdict != "OK") status = 1;
      emit(fmt::format("case {}: {}\n", i, verdict));
      continue;
    }
    emit(json ? tiling_json(i, yes, tiling) : std::string(yes ? "YES\n" : "NO\n"));
    if (opt.common.show || !opt.common.svg.empty()) {
      picture pic = lpuzzle_picture(pattern, yes ? &tiling : nullptr);
      pic.title = fmt::format("case {}: {}", i, yes ? "YES" : "NO");
      if (opt.common.show) show_picture(pic);
      if (!opt.common.svg.empty()) {
        if (pattern.rows * pattern.cols <= max_show_cells) {
          svg_pictures.push_back(std::move(pic));
        } else {
          std::fflush(stdout);
          fmt::print(stderr, "tessera: case {} ({}x{}) is left out of the SVG: over {} cells\n", i,
                     pattern.rows, pattern.cols, max_show_cells);
        }
      }
    }
  }
  // Claims for cases the input does not have are wrong too.
  for (std::size_t k = patterns.size(); input_ok && k < claims.size(); ++k) {
    if (claims[k].is_null()) continue;
    emit(fmt::format("case {}: WRONG: the input has only {} cases\n", k + 1, patterns.size()));
    status = 1;
  }
  if (!input_ok) return report_error(reader.error(), opt.common.input);
  if (!opt.common.svg.empty() && !write_svg_file(opt.common.svg, svg_pictures))
    return exit_bad_input;
  return status;
}

int run_gen(const gen_options& opt) {
  if (opt.rows * opt.cols > static_cast<std::size_t>(lpuzzle_limits{}.max_cells)) {
    fmt::print(stderr, "tessera: gen lpuzzle: {}x{} is {} cells, over the limit of {}\n", opt.rows,
               opt.cols, opt.rows * opt.cols, lpuzzle_limits{}.max_cells);
    return exit_bad_input;
  }
  const lpuzzle_kind kind = opt.kind == "yes"  ? lpuzzle_kind::yes
                            : opt.kind == "no" ? lpuzzle_kind::no
                                               : lpuzzle_kind::random;
  emit(fmt::format("{}\n", opt.cases));
  for (std::size_t i = 0; i < opt.cases; ++i) {
    // Each case gets its own stream of the seed, so case i does not depend on the number of cases.
    const lpuzzle_pattern p =
        generate_lpuzzle(opt.rows, opt.cols, kind, opt.seed * 1000003u + i, opt.density);
    std::string body = fmt::format("{} {}\n", p.rows, p.cols);
    body.reserve(body.size() + p.rows * (p.cols + 1));
    for (std::size_t r = 0; r < p.rows; ++r) {
      body.append(p.cells, r * p.cols, p.cols);
      body += '\n';
    }
    emit(body);
  }
  return exit_ok;
}

}  // namespace

void register_lpuzzle(CLI::App& app, CLI::App& gen, int& status) {
  auto opt = std::make_shared<lpuzzle_options>();
  CLI::App* sub = app.add_subcommand(
      "lpuzzle",
      "L-puzzle (BOJ 3654): can the B/W/. pattern be built from L-pieces? YES or NO per case");
  add_common_options(*sub, opt->common);
  sub->add_option("--max-cells", opt->max_cells,
                  "largest pattern accepted, in cells (memory: ~10 bytes a cell)")
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{4'000'000'000}));
  sub->add_option("--threads", opt->threads,
                  "solve test cases on this many threads (default: all cores)")
      ->check(CLI::Range(1, 256));
  sub->add_option(
      "--check", opt->check,
      "verify claimed answers and tilings (JSON lines as --format json prints) against the input; "
      "prints OK or WRONG per case, exit 1 if any is wrong");
  sub->footer(
      "Input: T, then per case \"N M\" and N rows of M characters from B, W and '.'.\n"
      "Output: YES or NO per case; --format json adds the tiling:\n"
      "  {\"case\":1,\"answer\":\"YES\",\"pieces\":[[[rb,cb],[rh,ch],[rv,cv]],...]} (1-based)");
  sub->callback([opt, &status] { status = run_lpuzzle(*opt); });

  auto gopt = std::make_shared<gen_options>();
  CLI::App* g = gen.add_subcommand("lpuzzle", "write L-puzzle instances in the original format");
  g->add_option("--rows", gopt->rows, "rows N")->check(CLI::Range(1, 100000));
  g->add_option("--cols", gopt->cols, "columns M")->check(CLI::Range(1, 100000));
  g->add_option("--cases", gopt->cases, "test cases T")->check(CLI::Range(1, 100000));
  g->add_option("--seed", gopt->seed, "random seed");
  g->add_option("--kind", gopt->kind,
                "yes: random L packings; no: unsolvable yet passing the counting checks; random")
      ->check(CLI::IsMember({"yes", "no", "random"}));
  g->add_option("--density", gopt->density,
                "chance of placing a piece where one fits (yes/no kinds)")
      ->check(CLI::Range(0.01, 1.0));
  g->callback([gopt, &status] { status = run_gen(*gopt); });
}

int demo_lpuzzle() {
  emit("== tessera lpuzzle: the L-puzzle (BOJ 3654) ==\n");
  const std::string dir = examples_dir() + "/lpuzzle";
  int worst = exit_ok;
  for (const char* name : {"sample.txt", "packing.txt"}) {
    emit(fmt::format("$ tessera lpuzzle --show examples/lpuzzle/{}\n", name));
    lpuzzle_options opt;
    opt.common.input = dir + "/" + name;
    opt.common.show = true;
    const int status = run_lpuzzle(opt);
    if (status != exit_ok) worst = status;
  }
  return worst;
}

}  // namespace tessera::cli
