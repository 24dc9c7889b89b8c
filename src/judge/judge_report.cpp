// The judge's report as JSON (`--format json`) and as text.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "judge_internal.hpp"

namespace tessera::judge {
namespace {

constexpr std::size_t max_json_input = 1 << 20;

std::string cut(const std::string& text, std::size_t most) {
  if (text.size() <= most) return text;
  return text.substr(0, most) + fmt::format("... ({} bytes in all)", text.size());
}

// A text block for the terminal: its lines indented, cut after `most_lines`.
std::string block(const std::string& text, std::size_t most_lines = 40) {
  std::string out;
  std::size_t lines = 0, start = 0;
  while (start < text.size() && lines < most_lines) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out += "  " + text.substr(start, std::min<std::size_t>(end - start, 200)) + "\n";
    start = end + 1;
    ++lines;
  }
  if (start < text.size()) out += fmt::format("  ... ({} bytes in all)\n", text.size());
  if (text.empty()) out += "  (nothing)\n";
  return out;
}

std::string mib(std::size_t bytes) {
  return fmt::format("{:.1f} MiB", static_cast<double>(bytes) / (1 << 20));
}

}  // namespace

std::string report_json(const report& r) {
  nlohmann::ordered_json j;
  j["problem"] = std::string(setter::problem_name(r.problem));
  j["verdict"] = r.error.empty() ? r.verdict : "error";
  j["tests"] = r.tests;
  j["planned"] = r.planned;
  j["counts"] = nlohmann::ordered_json::object();
  for (const auto& [verdict, n] : r.counts) j["counts"][verdict] = n;
  j["failures"] = nlohmann::ordered_json::array();
  for (const test_result& f : r.failures) {
    j["failures"].push_back({{"test", f.test},
                             {"verdict", f.verdict},
                             {"detail", f.detail},
                             {"input", cut(f.input, max_json_input)},
                             {"expected", cut(f.expected, max_json_input)},
                             {"output", cut(f.output, max_json_input)},
                             {"time", f.time},
                             {"wall", f.wall},
                             {"memory", f.memory}});
  }
  if (r.shrunk) {
    const counterexample& c = *r.shrunk;
    j["counterexample"] = {{"verdict", c.verdict},   {"detail", c.detail},   {"input", c.input},
                           {"expected", c.expected}, {"output", c.output},   {"from", c.from},
                           {"size", c.size},         {"minimal", c.minimal}, {"runs", c.runs},
                           {"seconds", c.seconds}};
  }
  j["stopped"] = r.stopped;
  if (!r.error.empty()) j["error"] = r.error;
  j["seconds"] = r.seconds;
  // Program output may be any bytes: invalid UTF-8 is replaced, never an exception.
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

std::string report_text(const report& r, const options& o) {
  const detail::run_limits l = detail::limits_of(o);
  std::string out;
  for (const test_result& f : r.failures) {
    out += fmt::format("{:<3} {}  ({:.2f} s CPU, {:.2f} s wall, {}): {}\n", f.verdict, f.test,
                       f.time, f.wall, mib(f.memory), f.detail);
  }
  std::string counts;
  for (const auto& [verdict, n] : r.counts)
    counts += fmt::format("{}{} {}", counts.empty() ? "" : ", ", n, verdict);
  out += fmt::format(
      "{}: {} of {} tests run ({}), limits {:g} s CPU, {:g} s wall, {} MiB, {} MiB of "
      "output{}\n",
      r.verdict, r.tests, r.planned, counts.empty() ? "none" : counts, l.cpu_seconds,
      l.wall_seconds, l.memory_bytes >> 20, l.output_bytes >> 20,
      r.stopped ? " (stopped early)" : "");
  if (r.shrunk) {
    const counterexample& c = *r.shrunk;
    out += fmt::format("counterexample ({}: {}), shrunk from {} to {} in {} runs, {:.1f} s; {}\n",
                       c.verdict, c.detail, c.from, c.size, c.runs, c.seconds,
                       c.minimal ? "locally minimal: no single step keeps it failing"
                                 : "not proven minimal: the shrinking budget ran out");
    out += "input:\n" + block(c.input) + "expected:\n" + block(c.expected) + "received:\n" +
           block(c.output);
  }
  return out;
}

}  // namespace tessera::judge
