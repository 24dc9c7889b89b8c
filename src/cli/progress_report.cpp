// Progress reports: the terminal line, the JSON line, the terminal writer (tessera/progress.hpp)
// and the reporter behind `--progress` (progress_report.hpp).
#include "progress_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"

namespace tessera {
namespace {

// 12345678 -> "12,345,678": node counts read at a glance.
std::string grouped(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i != 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// 3.1e6 -> "3.1 M": a rate.
std::string rate(double per_second) {
  if (per_second >= 1e9) return fmt::format("{:.1f} G", per_second / 1e9);
  if (per_second >= 1e6) return fmt::format("{:.1f} M", per_second / 1e6);
  if (per_second >= 1e3) return fmt::format("{:.1f} k", per_second / 1e3);
  return fmt::format("{:.0f} ", per_second);
}

// A duration as a person says it: "42 s", "3 min 20 s", "5 h 12 min", "3 d 4 h".
std::string duration(double seconds) {
  if (seconds < 10) return fmt::format("{:.1f} s", std::max(0.0, seconds));
  const auto s = static_cast<std::uint64_t>(std::llround(seconds));
  if (s < 60) return fmt::format("{} s", s);
  if (s < 3600) return fmt::format("{} min {} s", s / 60, s % 60);
  if (s < 86400) return fmt::format("{} h {} min", s / 3600, s % 3600 / 60);
  return fmt::format("{} d {} h", s / 86400, s % 86400 / 3600);
}

double nodes_per_second(const progress_report& r) {
  return r.elapsed > 0 ? static_cast<double>(r.nodes) / r.elapsed : 0;
}

}  // namespace

std::string progress_line(const progress_report& r) {
  const std::string left =
      r.seconds_left < 0 ? "" : ", about " + duration(r.seconds_left) + " left";
  if (r.phase == "count") {
    return fmt::format(
        "tessera {}: case {}: pass {}/{}, row {}/{}, {} states, {:.1f}% of the steps, {}{}",
        r.command, r.case_number, r.pass + 1, r.passes, r.row, r.rows, r.states, 100 * r.fraction,
        duration(r.elapsed), left);
  }
  return fmt::format(
      "tessera {}: case {}: {:.1f}% searched (Knuth's estimate), {} nodes ({}nodes/s), {} "
      "solution{}, {}{}",
      r.command, r.case_number, 100 * r.fraction, grouped(r.nodes), rate(nodes_per_second(r)),
      grouped(r.solutions), r.solutions == 1 ? "" : "s", duration(r.elapsed), left);
}

std::string progress_json(const progress_report& r) {
  // Rounded: a script wants the figures, not 17 digits of noise.
  auto round3 = [](double x) { return std::round(x * 1000) / 1000; };
  nlohmann::json doc = {
      {"command", r.command},         {"phase", r.phase},
      {"case", r.case_number},        {"fraction", std::round(r.fraction * 1e6) / 1e6},
      {"elapsed", round3(r.elapsed)}, {"seconds_left", nullptr}};
  if (r.seconds_left >= 0) doc["seconds_left"] = round3(r.seconds_left);
  if (r.phase == "count" && r.passes != 0) {
    doc["pass"] = r.pass + 1;
    doc["passes"] = r.passes;
    doc["row"] = r.row;
    doc["rows"] = r.rows;
    doc["states"] = r.states;
  } else if (r.phase != "count") {
    doc["nodes"] = r.nodes;
    doc["solutions"] = r.solutions;
    doc["nodes_per_second"] = static_cast<std::uint64_t>(std::llround(nodes_per_second(r)));
  }
  doc["final"] = r.final;
  return doc.dump() + "\n";
}

std::function<void(const progress_report&)> terminal_progress(
    std::function<void(std::string_view)> write, double quiet_seconds) {
  // Each line overwrites the last ("\r", padded over a longer one); the final report clears it.
  auto shown = std::make_shared<std::size_t>(0);
  return [write = std::move(write), quiet_seconds, shown](const progress_report& r) {
    if (r.final) {
      if (*shown != 0) write(fmt::format("\r{:{}}\r", "", *shown));
      *shown = 0;
      return;
    }
    if (r.elapsed < quiet_seconds) return;  // a short run prints nothing
    // fmt, not "\r" + line: GCC 12's -Wrestrict misfires on that concatenation.
    const std::string line = progress_line(r);
    write(fmt::format("\r{:{}}", line, std::max(line.size(), *shown)));
    *shown = line.size();
  };
}

}  // namespace tessera

namespace tessera::commands {

void add_progress_options(command_line& sub, progress_options& options) {
  sub.add_option("--progress", options.mode,
                 "progress of a long run on stderr: auto (a line on a terminal; the web page's "
                 "bar), tty (that line even when not a terminal), json (one JSON object per line: "
                 "fraction, nodes, solutions, elapsed, seconds_left), none")
      ->member({"auto", "tty", "none", "json"});
  sub.add_option("--progress-every", options.every, "seconds between progress reports")
      ->range(0.01, 3600.0);
}

progress_reporter::progress_reporter(const progress_options& options, std::string_view command,
                                     std::string_view phase, std::size_t case_number)
    : every_(options.every),
      started_(std::chrono::steady_clock::now()),
      next_(started_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                           std::chrono::duration<double>(options.every))) {
  report_.command = command;
  report_.phase = phase;
  report_.case_number = case_number;
  const command_io& run = io();
  if (options.mode == "auto") {
    sink_ = run.on_progress;
  } else if (options.mode == "tty") {
    sink_ = terminal_progress(run.err, 0);  // asked for: no quiet first second
  } else if (options.mode == "json") {
    json_ = true;
    sink_ = [err = run.err](const progress_report& r) { err(progress_json(r)); };
  }
}

progress_reporter::~progress_reporter() {
  if (sent_) finish(false);  // a line on the terminal is cleared even on an early return
}

bool progress_reporter::due() {
  if (!sink_ || finished_) return false;
  const auto now = std::chrono::steady_clock::now();
  if (now < next_) return false;
  // The next report one interval from now (not from the last due time: a stall does not cause a
  // burst of reports afterwards).
  next_ = now + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                    std::chrono::duration<double>(every_));
  report_.elapsed = std::chrono::duration<double>(now - started_).count();
  return true;
}

void progress_reporter::send() {
  report_.seconds_left = estimate_.update(report_.elapsed, report_.fraction);
  sink_(report_);
  sent_ = true;
}

void progress_reporter::search(double fraction, std::uint64_t nodes, std::uint64_t solutions) {
  if (!due()) return;
  // Knuth's estimate never goes back in one depth-first run; threads finishing out of order could
  // make the sum dip for a moment, which a bar should not show.
  report_.fraction = std::clamp(std::max(report_.fraction, fraction), 0.0, 1.0);
  report_.nodes = std::max(report_.nodes, nodes);
  report_.solutions = std::max(report_.solutions, solutions);
  send();
}

void progress_reporter::count(std::size_t pass, std::size_t passes, std::size_t row,
                              std::size_t rows, std::size_t states) {
  if (!due()) return;
  report_.pass = pass;
  report_.passes = passes;
  report_.row = row;
  report_.rows = rows;
  report_.states = states;
  const double steps = static_cast<double>(std::max<std::size_t>(passes, 1));
  const double within = rows == 0 ? 1.0 : static_cast<double>(row) / static_cast<double>(rows);
  report_.fraction = std::clamp((static_cast<double>(pass) + within) / steps, 0.0, 1.0);
  send();
}

void progress_reporter::finish(bool complete, std::uint64_t nodes, std::uint64_t solutions) {
  if (finished_ || !sink_) return;
  finished_ = true;
  if (!sent_ && !json_) return;
  report_.nodes = std::max(report_.nodes, nodes);
  report_.solutions = std::max(report_.solutions, solutions);
  report_.elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
  if (complete) {
    report_.fraction = 1;
    report_.seconds_left = 0;
  }
  report_.final = true;
  sink_(report_);
}

}  // namespace tessera::commands
