// `tessera lpuzzle` (BOJ 3654); `tessera gen lpuzzle` is in setter.cpp.
#include "tessera/lpuzzle.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <memory>

#include "cli_common.hpp"
#include "commands.hpp"
#include "parallel.hpp"

namespace tessera::commands {
namespace {

struct lpuzzle_options {
  common_options common;
  std::int64_t max_cells = lpuzzle_limits{}.max_cells;
  std::string check;  // a file of claimed tilings (JSON lines, as --format json prints) to verify
  unsigned threads = io().threads;
};

int run_lpuzzle(const lpuzzle_options& opt) {
  const std::optional<std::string> text = read_input(opt.common.input);
  if (!text) return exit_bad_input;
  std::vector<lpuzzle_claim> claims;
  if (!opt.check.empty()) {
    const std::optional<std::string> claims_text = read_input(opt.check);
    if (!claims_text) return exit_bad_input;
    result<std::vector<lpuzzle_claim>> parsed = parse_lpuzzle_claims(*claims_text);
    if (!parsed) return report_error(parsed.error(), opt.check);
    claims = std::move(parsed.value());
  }
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
  const unsigned threads = usable_threads(opt.threads);
  std::vector<lpuzzle_solver> solvers(std::max(1u, threads));
  for_each_index(patterns.size(), threads, [&](std::size_t i, unsigned worker) {
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
      eprint("case {}: {}x{}, {}, {}, {}, {} forced, {}, DFS depth {}{}, {:.3f} ms\n", i,
             pattern.rows, pattern.cols, count_of(s.blacks, "black"), count_of(s.whites, "white"),
             count_of(s.literals, "literal"), s.forced, count_of(s.components, "component"),
             s.max_depth, s.refuted_by_count ? " (refuted by counting)" : "", o.ms);
    }
    if (!opt.check.empty()) {
      // Checker mode: verify the claimed answer and tiling of this case instead of printing ours.
      const std::string verdict = judge_lpuzzle_claim(find_lpuzzle_claim(claims, i), pattern, yes);
      if (verdict != "OK") status = 1;
      emit(fmt::format("case {}: {}\n", i, verdict));
      continue;
    }
    emit(json ? write_lpuzzle_claim_json(i, yes, tiling) : std::string(yes ? "YES\n" : "NO\n"));
    if (opt.common.show || !opt.common.svg.empty()) {
      picture pic = lpuzzle_picture(pattern, yes ? &tiling : nullptr);
      pic.title = fmt::format("case {}: {}", i, yes ? "YES" : "NO");
      if (opt.common.show) show_picture(pic);
      if (!opt.common.svg.empty()) {
        if (pattern.rows * pattern.cols <= max_show_cells) {
          svg_pictures.push_back(std::move(pic));
        } else {
          eprint("tessera: case {} ({}x{}) is left out of the SVG: over {} cells\n", i,
                 pattern.rows, pattern.cols, max_show_cells);
        }
      }
    }
  }
  // Claims for cases the input does not have are wrong too.
  for (const lpuzzle_claim& claim : claims) {
    if (!input_ok || claim.case_number <= patterns.size()) continue;
    emit(fmt::format("case {}: WRONG: the input has only {} case{}\n", claim.case_number,
                     patterns.size(), patterns.size() == 1 ? "" : "s"));
    status = 1;
  }
  if (!input_ok) return report_error(reader.error(), opt.common.input);
  if (!opt.common.svg.empty() && !write_svg_file(opt.common.svg, svg_pictures))
    return exit_bad_input;
  return status;
}

}  // namespace

void register_lpuzzle(command_line& app, command_line& /*gen*/, int& status) {
  auto opt = std::make_shared<lpuzzle_options>();
  command_line* sub = app.add_subcommand(
      "lpuzzle",
      "L-puzzle (BOJ 3654): can the B/W/. pattern be built from L-pieces? YES or NO per case, "
      "the tiling (--format json, --show, --svg), and --check of claimed answers");
  add_common_options(*sub, opt->common);
  sub->add_option("--max-cells", opt->max_cells,
                  "largest pattern accepted, in cells (memory: ~10 bytes a cell)")
      ->range(std::int64_t{1}, std::int64_t{4'000'000'000});
  sub->add_option("--threads", opt->threads,
                  "solve test cases on this many threads (default: all cores)")
      ->range(1, 256);
  sub->add_option(
      "--check", opt->check,
      "verify claimed answers against the input: JSON lines as --format json prints (answers and "
      "tilings), or the original output (YES or NO a line, answers only); prints OK or WRONG per "
      "case, exit 1 if any is wrong");
  sub->footer(
      "Input: T, then per case \"N M\" and N rows of M characters from B, W and '.'; or one "
      "pattern as bare rows.\n"
      "Output: YES or NO per case; --format json adds the tiling:\n"
      "  {\"case\":1,\"answer\":\"YES\",\"pieces\":[[[rb,cb],[rh,ch],[rv,cv]],...]} (1-based)");
  sub->callback([opt, &status] { status = run_lpuzzle(*opt); });
}

}  // namespace tessera::commands
