// Private: the `--progress auto|tty|none|json` and `--progress-every SECONDS` options and the
// reporter a subcommand feeds while it works (cover's search and counting DP today; `tessera xc`
// can use the same two calls). It throttles, estimates the time left (tessera/progress.hpp) and
// sends each report where the option says: the front end's own view (auto: command_io::on_progress,
// the CLI's terminal line, the web page's bar), a terminal line on stderr (tty), one JSON line per
// report on stderr (json), or nowhere (none).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "option_parser.hpp"
#include "tessera/progress.hpp"

namespace tessera::commands {

struct progress_options {
  std::string mode = "auto";  // auto, tty, none, json
  double every = 0.25;        // seconds between reports
};

// Adds --progress and --progress-every to `sub`.
void add_progress_options(command_line& sub, progress_options& options);

// One case's reporter. Use on the thread that runs the subcommand (the seams are not thread safe).
class progress_reporter {
 public:
  progress_reporter(const progress_options& options, std::string_view command,
                    std::string_view phase, std::size_t case_number);
  ~progress_reporter();  // finish(false) if a report went out and finish() was not called
  progress_reporter(const progress_reporter&) = delete;
  progress_reporter& operator=(const progress_reporter&) = delete;

  // Whether anything listens: when false, a caller need not install its engine callback at all.
  bool active() const { return static_cast<bool>(sink_); }

  // A search's state: Knuth's estimate, nodes and solutions so far. Cheap when not yet due.
  void search(double fraction, std::uint64_t nodes, std::uint64_t solutions);
  // The counting DP's state after a row (its pass, rows and states; fraction: its share of steps).
  void count(std::size_t pass, std::size_t passes, std::size_t row, std::size_t rows,
             std::size_t states);
  // The case is over: sends the final report (complete: fraction 1, nothing left) if any report
  // went out, or always for json. Idempotent.
  // `nodes` and `solutions`: the run's totals (a search's; 0 keeps the last figures).
  void finish(bool complete, std::uint64_t nodes = 0, std::uint64_t solutions = 0);

 private:
  bool due();
  void send();

  std::function<void(const progress_report&)> sink_;
  bool json_ = false;
  bool sent_ = false, finished_ = false;
  double every_;
  std::chrono::steady_clock::time_point started_, next_;
  progress_report report_;
  time_left_estimator estimate_;
};

}  // namespace tessera::commands
