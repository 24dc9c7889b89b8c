// `tessera gen lpuzzle|boardcover|cover|omok|fill` and `tessera validate`: the setter's kit
// (tessera/setter.hpp) on the shared command path, so the CLI, the web core and Python give the
// same bytes and messages. `tessera judge` and `tessera package` are native (apps/tessera/).
#include "tessera/setter.hpp"

#include <fmt/format.h>

#include <memory>

#include "cli_common.hpp"
#include "commands.hpp"
#include "tessera/fill.hpp"

namespace tessera::commands {
namespace {

struct gen_cli {
  setter::problem problem = setter::problem::lpuzzle;
  setter::gen_options options;
  std::string format;  // fill: "text" or "json" ("" = the kind's: text for construct, else json)
  bool print_answer = false;
};

struct validate_cli {
  std::string problem;
  std::string input = "-";
  bool kattis = false;
};

// Kattis's input validator protocol.
constexpr int kattis_accept = 42, kattis_reject = 43;

std::vector<std::string> kind_names(setter::problem p) {
  std::vector<std::string> out;
  for (const setter::kind_info& k : setter::problem_kinds(p)) out.emplace_back(k.name);
  return out;
}

std::string kinds_footer(setter::problem p) {
  std::string out = "Kinds:\n";
  for (const setter::kind_info& k : setter::problem_kinds(p))
    out += fmt::format("  {:<10} {}\n", k.name, k.help);
  return out + "The same seed gives the same bytes on every machine.";
}

// fill's construct kind as `tessera gen fill` always wrote it: text by default, and the answer
// known by construction (no solve: the 5000x5000 instance of the README prints it at once).
int run_gen_construct(const gen_cli& o) {
  fill_generator_options c;
  c.rows = o.options.rows != 0 ? o.options.rows : 50;
  c.cols = o.options.cols != 0 ? o.options.cols : 50;
  c.slot = o.options.slot;
  c.seed = o.options.seed;
  c.drop_per_mille = o.options.drop_per_mille;
  c.flip = o.options.flip;
  if (c.rows * c.cols > fill_max_cells) {
    eprint("tessera gen fill: at most {} cells\n", fill_max_cells);
    return exit_bad_input;
  }
  const generated_fill g = generate_fill(c);
  emit(o.format == "json" ? write_fill_json(g.problem) : write_fill_text(g.problem));
  if (o.print_answer) eprint("{}\n", g.answer);
  return exit_ok;
}

int run_gen(const gen_cli& o) {
  if (o.problem == setter::problem::fill &&
      (o.options.kind.empty() || o.options.kind == "construct"))
    return run_gen_construct(o);
  const result<std::string> text = setter::generate(o.problem, o.options);
  const std::string sub = fmt::format("gen {}", setter::problem_name(o.problem));
  if (!text) {
    eprint("tessera {}: {}\n", sub, text.error().message);
    return exit_bad_input;
  }
  if (o.problem == setter::problem::fill && o.format == "text") {
    const result<fill_problem> parsed = parse_fill(text.value(), fill_input_format::json);
    if (!parsed) return report_error(parsed.error(), "<generated>");
    emit(write_fill_text(parsed.value()));
  } else {
    emit(text.value());
  }
  if (o.print_answer) {
    // tessera's answer, its lines joined with spaces (lpuzzle and boardcover answer per case).
    const result<std::string> answer = setter::reference_answer(o.problem, text.value());
    if (!answer) {
      eprint("tessera {}: {}\n", sub, answer.error().message);
      return exit_bad_input;
    }
    std::string line = answer.value();
    while (!line.empty() && line.back() == '\n') line.pop_back();
    for (char& c : line) c = c == '\n' ? ' ' : c;
    eprint("{}\n", line);
  }
  return exit_ok;
}

void add_gen(command_line& gen, setter::problem p, const std::string& word, int& status) {
  auto o = std::make_shared<gen_cli>();
  o->problem = p;
  command_line* g = gen.add_subcommand(
      word, p == setter::problem::boardcover && word == "cover"
                ? "the same as gen boardcover"
                : fmt::format("write {} inputs in the original format", setter::problem_title(p)));
  g->add_option(
       "--kind", o->options.kind,
       fmt::format("the strategy (default {}; see below)", setter::problem_kinds(p)[0].name))
      ->member(kind_names(p));
  g->footer(kinds_footer(p));
  g->add_option("--seed", o->options.seed, "random seed (the same bytes on every machine)");
  if (p == setter::problem::lpuzzle || p == setter::problem::boardcover)
    g->add_option("--cases", o->options.cases, "test cases in the input (default: the kind's)")
        ->range(1, 100000);
  if (p != setter::problem::omok) {
    g->add_option("--rows", o->options.rows,
                  p == setter::problem::fill ? "board and table rows (the side)" : "rows")
        ->range(1, 1 << 20);
    g->add_option("--cols", o->options.cols,
                  p == setter::problem::fill ? "board and table columns" : "columns")
        ->range(1, 1 << 20);
  }
  g->add_flag("--beyond-limits", o->options.beyond_limits,
              "allow sizes past the original statement's limits");
  g->add_flag("--print-answer", o->print_answer, "print tessera's answer on stderr");
  if (p == setter::problem::lpuzzle)
    g->add_option("--density", o->options.density,
                  "chance of placing a piece where one fits (yes/no kinds)")
        ->range(0.01, 1.0);
  if (p == setter::problem::fill) {
    g->add_option("--slot", o->options.slot,
                  "construct: each shape lies in a slot x slot square (1..8)")
        ->range(1, 8);
    g->add_option("--drop", o->options.drop_per_mille,
                  "construct: drop each table piece with this chance, per mille")
        ->range(0, 1000);
    g->add_flag("--flip", o->options.flip,
                "construct: turn table pieces with reflections too (solve with --flip)");
    g->add_option("--format", o->format,
                  "text (plain rows; construct's default) or json (the seed's form; the other "
                  "kinds' default)")
        ->member({"text", "json"});
  }
  g->callback([o, &status] { status = run_gen(*o); });
}

int run_validate(const validate_cli& o) {
  const std::optional<setter::problem> p = setter::problem_from_name(o.problem);
  const int reject = o.kattis ? kattis_reject : exit_bad_input;
  if (!p) {
    eprint("tessera validate: unknown problem '{}' (lpuzzle, boardcover, omok, fill)\n", o.problem);
    return o.kattis ? kattis_reject : exit_bad_input;
  }
  const std::optional<std::string> text = read_input(o.input);
  if (!text) return reject;
  if (const std::optional<input_error> bad = setter::validate_input(*p, *text)) {
    report_error(*bad, o.input);
    return reject;
  }
  if (!o.kattis)
    emit(fmt::format("valid {} input ({})\n", setter::problem_name(*p),
                     setter::describe_input(*p, *text)));
  return o.kattis ? kattis_accept : exit_ok;
}

}  // namespace

void register_setter(command_line& app, command_line& gen, int& status) {
  auto o = std::make_shared<validate_cli>();
  command_line* v = app.add_subcommand(
      "validate",
      "check an input against every constraint of the original statement (exit 0 valid, 2 not; "
      "--kattis: 42 and 43)");
  v->add_option("PROBLEM", o->problem, "lpuzzle, boardcover (or cover), omok or fill")
      ->member({"lpuzzle", "boardcover", "cover", "omok", "fill"});
  v->add_option("FILE", o->input, "the input (default: standard input)");
  v->add_flag("--kattis", o->kattis,
              "answer as a Kattis input validator: exit 42 when valid, 43 when not");
  v->footer(
      "Checks the statement's bounds and promises and the exact layout a strict judge feeds:\n"
      "single spaces, LF line ends, a final LF, nothing after it (fill: the JSON object).\n"
      "Prints where the first violation is: FILE:LINE:COL: what was expected, what was found.");
  v->callback([o, &status] { status = run_validate(*o); });

  add_gen(gen, setter::problem::lpuzzle, "lpuzzle", status);
  add_gen(gen, setter::problem::boardcover, "boardcover", status);
  add_gen(gen, setter::problem::boardcover, "cover", status);
  add_gen(gen, setter::problem::omok, "omok", status);
  add_gen(gen, setter::problem::fill, "fill", status);
}

}  // namespace tessera::commands
