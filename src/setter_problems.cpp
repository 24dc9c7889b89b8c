// The setter's kit (tessera/setter.hpp): the four problems' names, kinds and limits, and the
// dispatch to each problem's generator and validator; the reference answer (the shared command
// path, so it is byte for byte what the CLI prints) and the original judges' output comparison.
#include <fmt/format.h>

#include <algorithm>

#include "detail/gen_random.hpp"
#include "detail/setter_parts.hpp"
#include "tessera/request.hpp"
#include "tessera/setter.hpp"

namespace tessera::setter {
namespace {

constexpr kind_info lpuzzle_kinds[] = {
    {"yes", "random L packings (YES); --density; default 1 case of 10x10"},
    {"no", "NO patterns that pass the counting checks (2-SAT refutes them); at least 3x3 or 2x5"},
    {"random", "cells drawn at random (mostly NO)"},
    {"snake", "one implication chain through the board (YES; deep recursion); default 500x500"},
    {"maximal", "every limit at once: 100 cases of 500x500, dense YES and NO alternating"},
};
constexpr kind_info boardcover_kinds[] = {
    {"random", "random boards of 1..6 a side (unless given), half of them tileable regions"},
    {"maximal", "every limit at once: 30 cases of 20x20 with 48 or 50 free cells"},
    {"zero", "no tiling although the free cells are a multiple of 3 (default 10x10)"},
    {"one", "exactly one tiling (default 10x10)"},
    {"many", "two tilings or more, 48 free cells when they fit (default 10x10)"},
    {"most", "48 free cells in the shape with the most tilings a local search finds (20x20)"},
};
constexpr kind_info omok_kinds[] = {
    {"random", "random stones, half of the boards with one five"},
    {"none", "no winner (answer 0)"},
    {"black", "black wins with exactly five"},
    {"white", "white wins with exactly five"},
    {"across", "the five runs across (any colour)"},
    {"down", "the five runs down"},
    {"diagonal", "the five runs down-right"},
    {"anti", "the five runs up-right (its answer is the bottom-left stone)"},
    {"edge", "the five touches the edge of the board"},
    {"leftmost", "an up-right five from the top row: the answer is its lowest, leftmost stone"},
    {"six", "six to nine in a row and no five: the overline must not count (answer 0)"},
    {"paths", "two solid rows of one colour: exponential for path-following programs"},
    {"maximal", "every cell holds a stone, exactly one five"},
};
constexpr kind_info fill_kinds[] = {
    {"construct",
     "tessera's own instances of any size with a known answer (--slot, --drop, "
     "--flip); outside the statement's limits by design"},
    {"random", "side 3..8 (unless given), holes and pieces of 1..6 cells"},
    {"maximal", "side 50, as many 6-cell holes as fit, each with its piece"},
    {"full", "every hole gets its piece (default side 10)"},
    {"zero", "no piece fits any hole (answer 0)"},
    {"bbox", "holes whose bounding box holds another hole: wrong for bounding-box matching"},
    {"flip", "pieces that fit only mirrored, which the statement forbids"},
    {"rotate", "pieces that fit only after a turn"},
};

}  // namespace

std::string_view problem_name(problem p) {
  switch (p) {
    case problem::lpuzzle:
      return "lpuzzle";
    case problem::boardcover:
      return "boardcover";
    case problem::omok:
      return "omok";
    case problem::fill:
      return "fill";
  }
  return "";
}

std::string_view problem_title(problem p) {
  switch (p) {
    case problem::lpuzzle:
      return "BOJ 3654 L-puzzle (NWERC 2011 D, Piece it together)";
    case problem::boardcover:
      return "Algospot BOARDCOVER";
    case problem::omok:
      return "BOJ 2615 Omok";
    case problem::fill:
      return "Programmers 84021 puzzle-piece fill";
  }
  return "";
}

std::optional<problem> problem_from_name(std::string_view name) {
  if (name == "cover") return problem::boardcover;
  for (const problem p : all_problems)
    if (problem_name(p) == name) return p;
  return std::nullopt;
}

std::span<const kind_info> problem_kinds(problem p) {
  switch (p) {
    case problem::lpuzzle:
      return lpuzzle_kinds;
    case problem::boardcover:
      return boardcover_kinds;
    case problem::omok:
      return omok_kinds;
    case problem::fill:
      return fill_kinds;
  }
  return {};
}

result<std::string> generate(problem p, const gen_options& options) {
  switch (p) {
    case problem::lpuzzle:
      return parts::generate_lpuzzle_input(options);
    case problem::boardcover:
      return parts::generate_boardcover_input(options);
    case problem::omok:
      return parts::generate_omok_input(options);
    case problem::fill:
      return parts::generate_fill_input(options);
  }
  return parts::refusal("unknown problem");
}

std::optional<input_error> validate_input(problem p, std::string_view text) {
  switch (p) {
    case problem::lpuzzle:
      return parts::validate_lpuzzle_input(text);
    case problem::boardcover:
      return parts::validate_boardcover_input(text);
    case problem::omok:
      return parts::validate_omok_input(text);
    case problem::fill:
      return parts::validate_fill_input(text);
  }
  return parts::refusal("unknown problem");
}

result<std::string> reference_answer(problem p, std::string_view input) {
  // `tessera lpuzzle|cover|omok|fill` on the input, through the one request path (one thread: the
  // judge runs tests in parallel itself).
  std::string out, err;
  command_io io;
  io.out = [&](std::string_view s) { out += s; };
  io.err = [&](std::string_view s) { err += s; };
  io.read = [&](const std::string&) { return std::optional<std::string>(std::string(input)); };
  const std::string command = p == problem::boardcover ? "cover" : std::string(problem_name(p));
  const std::vector<std::string> args{command};
  const int status = run_command(args, io);
  if (status != 0) {
    while (!err.empty() && err.back() == '\n') err.pop_back();
    return parts::refusal(fmt::format("tessera {} could not answer: {}", command, err));
  }
  return out;
}

namespace {

// The lines of a text with trailing blanks (space, tab, CR) cut, and blank lines at the end
// dropped.
std::vector<std::string_view> trimmed_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
      line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

std::vector<std::string_view> tokens(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  auto blank = [](char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
  };
  while (i < text.size()) {
    while (i < text.size() && blank(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !blank(text[i])) ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}

// A piece of output for a message, cut short.
std::string quoted(std::string_view s) {
  constexpr std::size_t most = 60;
  std::string out(s.substr(0, most));
  return fmt::format("'{}'{}", out, s.size() > most ? "..." : "");
}

}  // namespace

comparison compare_output(problem p, std::string_view expected, std::string_view received) {
  if (p == problem::lpuzzle || p == problem::omok) {
    const std::vector<std::string_view> want = trimmed_lines(expected),
                                        got = trimmed_lines(received);
    for (std::size_t i = 0; i < std::max(want.size(), got.size()); ++i) {
      if (i < want.size() && i < got.size() && want[i] == got[i]) continue;
      if (i >= got.size())
        return {false, fmt::format("line {}: expected {}, found the end of the output", i + 1,
                                   quoted(want[i]))};
      if (i >= want.size())
        return {false, fmt::format("line {}: expected the end of the output, found {}", i + 1,
                                   quoted(got[i]))};
      return {false, fmt::format("line {}: expected {}, found {}", i + 1, quoted(want[i]),
                                 quoted(got[i]))};
    }
    return {true, {}};
  }
  const std::vector<std::string_view> want = tokens(expected), got = tokens(received);
  for (std::size_t i = 0; i < std::max(want.size(), got.size()); ++i) {
    if (i < want.size() && i < got.size() && want[i] == got[i]) continue;
    if (i >= got.size())
      return {false, fmt::format("token {}: expected {}, found the end of the output", i + 1,
                                 quoted(want[i]))};
    if (i >= want.size())
      return {false, fmt::format("token {}: expected the end of the output, found {}", i + 1,
                                 quoted(got[i]))};
    return {false,
            fmt::format("token {}: expected {}, found {}", i + 1, quoted(want[i]), quoted(got[i]))};
  }
  return {true, {}};
}

std::vector<test_spec> test_plan(problem p, std::uint64_t seed, std::size_t random_tests) {
  std::vector<test_spec> plan;
  for (std::size_t i = 0; i < random_tests; ++i) {
    test_spec t;
    t.name = fmt::format("random-{}", i + 1);
    t.options.seed = tessera::detail::sub_seed(seed, i);
    // Sizes grow from tiny to small over the random tests: small failures shrink fast.
    const std::size_t step = random_tests > 1 ? i * 8 / (random_tests - 1) : 0;
    switch (p) {
      case problem::lpuzzle: {
        static constexpr const char* cycle[3] = {"yes", "no", "random"};
        t.options.kind = cycle[i % 3];
        t.options.rows = 3 + step;
        t.options.cols = 3 + (i * 5 + step) % 9;
        t.options.cases = 1 + i % 3;
        t.options.density = i % 2 == 0 ? 1.0 : 0.7;
        break;
      }
      case problem::boardcover:
        t.options.kind = "random";
        t.options.cases = 1 + i % 3;
        break;
      case problem::omok:
        t.options.kind = "random";
        break;
      case problem::fill:
        t.options.kind = "random";
        t.options.rows = 3 + step % 6;
        break;
    }
    plan.push_back(std::move(t));
  }
  std::size_t k = 0;
  for (const kind_info& kind : problem_kinds(p)) {
    if (kind.name == "random" || kind.name == "construct") continue;
    test_spec t;
    t.name = fmt::format("{}-1", kind.name);
    t.options.kind = std::string(kind.name);
    t.options.seed = tessera::detail::sub_seed(seed, 1'000'000 + k++);
    if (p == problem::lpuzzle && (kind.name == "yes" || kind.name == "no")) {
      t.options.rows = t.options.cols = 60;
      t.options.cases = 5;
    }
    plan.push_back(std::move(t));
  }
  return plan;
}

judge_limits default_limits(problem p) {
  switch (p) {
    case problem::lpuzzle:
      return {1, 256};
    case problem::boardcover:
      return {2, 64};
    case problem::omok:
      return {1, 128};
    case problem::fill:
      return {10, 256};
  }
  return {};
}

}  // namespace tessera::setter
