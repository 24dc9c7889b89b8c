// The match runner: games handed to `concurrency` worker threads from one counter; finished games
// are passed on in game order (a game that ends early waits for the ones before it), so the
// records are the same whatever the concurrency.
#include <fmt/format.h>
#include <signal.h>

#include <map>
#include <mutex>
#include <thread>

#include "match_internal.hpp"
#include "tessera/omok_referee.hpp"

namespace tessera::match {

namespace detail {

void match_log::write(std::size_t game, const std::string& engine, char direction,
                      const std::string& text) {
  const double ms = std::chrono::duration<double, std::milli>(clock::now() - started_).count();
  const std::string line =
      fmt::format("{:.3f} game {} {} {} {}\n", ms, game, engine, direction, text);
  std::lock_guard<std::mutex> lock(mutex_);
  std::fputs(line.c_str(), file_);
}

}  // namespace detail

result<match_summary> run_match(const match_options& o, const match_events& events,
                                const std::atomic<bool>* stop) {
  if (o.cols < 5 || o.cols > 32 || o.rows < 5 || o.rows > 32)
    return input_error{
        0, 0, fmt::format("expected a board side from 5 to 32, found {}x{}", o.cols, o.rows)};
  for (const engine_spec& e : o.engines) {
    if (e.cmd.empty())
      return input_error{0, 0, "expected two engines (--engine cmd=PATH), found fewer"};
  }
  if (o.repeat && o.games % 2 != 0)
    return input_error{0, 0,
                       fmt::format("expected an even --games with --repeat, found {}", o.games)};
  // Every opening must be playable under the rule: on the board, no stone on another, no five, no
  // renju foul, and room left to play.
  for (const opening& op : o.openings) {
    omok::referee ref(static_cast<std::size_t>(o.rows), static_cast<std::size_t>(o.cols),
                      judge_rule(o.game_rule));
    for (const point& p : op.stones) {
      const omok::move_verdict v = ref.play(p.y + 1, p.x + 1);
      if (v.result != omok::outcome::playing)
        return input_error{op.line, 1,
                           fmt::format("expected an opening that leaves the game open, found one "
                                       "whose stone {},{} ends it ({})",
                                       p.x, p.y, omok::outcome_name(v.result))};
    }
  }
  // A write to an engine that has died must be an EPIPE error, not a signal that kills us.
  ::signal(SIGPIPE, SIG_IGN);

  const std::size_t total = o.games * o.rounds;
  std::FILE* log_file = nullptr;
  if (!o.log_path.empty()) {
    log_file = std::fopen(o.log_path.c_str(), "w");
    if (log_file == nullptr)
      return input_error{0, 0, fmt::format("cannot write the log file {}", o.log_path)};
  }
  detail::match_log log(log_file);
  match_summary summary;
  std::mutex mutex;
  std::map<std::size_t, game_record> finished;
  std::size_t next_to_report = 1;
  std::size_t next_game = 1;
  std::atomic<bool> halt{false};  // an engine cannot start: stop handing out games

  auto worker = [&] {
    for (;;) {
      std::size_t g = 0;
      {
        std::lock_guard<std::mutex> lock(mutex);
        if (next_game > total || halt.load() || (stop != nullptr && stop->load())) return;
        g = next_game++;
      }
      detail::game_setup s;
      s.options = &o;
      s.game = g;
      s.log = &log;
      s.stop = stop;
      const std::size_t in_round = (g - 1) % o.games;
      const std::size_t round = (g - 1) / o.games;
      if (o.repeat) {
        s.pair = (g + 1) / 2;
        s.black = (g - 1) % 2;
      } else {
        s.pair = g;
        s.black = (in_round + round) % 2 == 0 ? 0 : 1;
      }
      if (!o.openings.empty()) {
        const std::size_t index = o.repeat ? (g - 1) / 2 : g - 1;
        s.start = &o.openings[index % o.openings.size()];
      }
      std::string start_error;
      game_record rec = detail::play_game(s, start_error);
      std::lock_guard<std::mutex> lock(mutex);
      if (!start_error.empty()) {
        if (summary.start_error.empty()) summary.start_error = start_error;
        halt = true;
        return;
      }
      if (!rec.played) continue;
      finished.emplace(g, std::move(rec));
      while (!finished.empty() && finished.begin()->first == next_to_report) {
        game_record& r = finished.begin()->second;
        if (events.game_done) events.game_done(r);
        summary.games.push_back(std::move(r));
        finished.erase(finished.begin());
        ++next_to_report;
      }
    }
  };
  const std::size_t n = std::max<std::size_t>(1, std::min(o.concurrency, total));
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < n; ++i) threads.emplace_back(worker);
  for (std::thread& t : threads) t.join();
  // Games that finished after a gap (a stopped or unstartable game before them) still count.
  for (auto& [g, r] : finished) {
    if (events.game_done) events.game_done(r);
    summary.games.push_back(std::move(r));
  }
  summary.stopped = summary.games.size() < total;
  if (log_file != nullptr) std::fclose(log_file);
  return summary;
}

}  // namespace tessera::match
