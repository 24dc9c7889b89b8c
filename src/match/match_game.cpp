// One game: the Gomocup protocol with both engines, clocks on the monotonic clock, and tessera's
// referee deciding every move. Timing rule: an engine asked to move gets
//   limit = min(timeout_turn, time_left)   (either one absent when it is 0 = unlimited)
// and its reply is accepted when it arrives within limit + tolerance after the command was
// written; otherwise the game is lost on time (the manager stops waiting at that instant, so a
// hanging engine costs exactly limit + tolerance). The whole elapsed time is charged to time_left,
// then the increment is added; time_left is sent (never below 0) before every move.
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "match_internal.hpp"
#include "tessera/omok_referee.hpp"

namespace tessera::match::detail {
namespace {

constexpr std::int64_t unlimited = 2147483647;  // what Gomocup engines read as "no limit"

// "x,y" (spaces allowed around the numbers) -> true with the point.
bool parse_point(const std::string& text, point& out) {
  if (text.find('\0') != std::string::npos) return false;  // "7,7\0junk" is not a move
  const char* p = text.c_str();
  char* end = nullptr;
  auto skip = [&] {
    while (*p == ' ' || *p == '\t') ++p;
  };
  skip();
  const long x = std::strtol(p, &end, 10);
  if (end == p) return false;
  p = end;
  skip();
  if (*p != ',') return false;
  ++p;
  skip();
  const long y = std::strtol(p, &end, 10);
  if (end == p) return false;
  p = end;
  skip();
  if (*p != '\0' || x < -1000000 || x > 1000000 || y < -1000000 || y > 1000000) return false;
  out = point{static_cast<int>(x), static_cast<int>(y)};
  return true;
}

bool starts_with(const std::string& s, std::string_view prefix) {
  return s.compare(0, prefix.size(), prefix) == 0 &&
         (s.size() == prefix.size() || s[prefix.size()] == ' ');
}

struct side_state {
  engine_process process;
  const engine_spec* spec = nullptr;
  std::string name;
  std::int64_t time_left = 0;  // ms, when the match clock is set
  bool synced = false;         // has been sent the position (BOARD/BEGIN) once
};

class game_runner {
 public:
  explicit game_runner(const game_setup& s) : s_(s), o_(*s.options) {}
  game_record run(std::string& start_error);

 private:
  void log(const side_state& side, char dir, const std::string& text) {
    if (s_.log != nullptr && s_.log->enabled()) s_.log->write(s_.game, side.name, dir, text);
  }
  bool send(side_state& side, const std::string& line) {
    log(side, '>', line);
    return side.process.send(line);
  }
  void lose(int colour_index, end_reason reason, std::string detail) {
    rec_.winner = colour_index == 0 ? 2 : 1;
    rec_.reason = reason;
    rec_.detail = std::move(detail);
  }
  // Waits for a reply that is not MESSAGE/DEBUG. Returns false after recording a loss.
  // `limit_ms` (before the tolerance) is for the timeout's message.
  bool await(int colour, clock::time_point deadline, std::string& reply, const char* what,
             std::int64_t limit_ms);
  bool start_engine(int colour);

  const game_setup& s_;
  const match_options& o_;
  side_state sides_[2];  // [0] black, [1] white
  game_record rec_;
};

bool game_runner::await(int colour, clock::time_point deadline, std::string& reply,
                        const char* what, std::int64_t limit_ms) {
  side_state& side = sides_[colour];
  for (;;) {
    const read_status st = side.process.read_line(reply, deadline, s_.stop);
    switch (st) {
      case read_status::line:
        log(side, '<', reply);
        if (starts_with(reply, "MESSAGE") || starts_with(reply, "DEBUG")) continue;
        if (starts_with(reply, "ERROR") || starts_with(reply, "UNKNOWN")) {
          lose(colour, end_reason::error, fmt::format("{} to {}", reply, what));
          return false;
        }
        return true;
      case read_status::timeout:
        lose(colour, end_reason::timeout,
             fmt::format("no reply to {} in time (limit {} ms + tolerance {} ms)", what, limit_ms,
                         o_.tolerance_ms));
        return false;
      case read_status::memory:
        lose(colour, end_reason::memory, "over the memory limit");
        return false;
      case read_status::stopped:
        rec_.played = false;
        return false;
      case read_status::closed:
        // Its output closed: it is exiting; give it a moment so that its own status is reported.
        side.process.finish(std::chrono::milliseconds(1000));
        lose(colour, end_reason::crash,
             fmt::format("{} while answering {}", side.process.exit_text(), what));
        return false;
    }
  }
}

bool game_runner::start_engine(int colour) {
  side_state& side = sides_[colour];
  const std::string cmd = o_.cols == o_.rows ? fmt::format("START {}", o_.cols)
                                             : fmt::format("RECTSTART {},{}", o_.cols, o_.rows);
  if (!send(side, cmd)) {
    side.process.finish(std::chrono::milliseconds(1000));
    lose(colour, end_reason::crash, fmt::format("{} before START", side.process.exit_text()));
    return false;
  }
  std::string reply;
  if (!await(colour, clock::now() + std::chrono::milliseconds(o_.start_ms + o_.tolerance_ms), reply,
             "START", o_.start_ms))
    return false;
  if (reply != "OK") {
    lose(colour, end_reason::error, fmt::format("'{}' instead of OK to START", reply));
    return false;
  }
  const time_control& tc = side.spec->tc;
  const std::int64_t turn = tc.turn_ms > 0 ? tc.turn_ms : tc.match_ms > 0 ? tc.match_ms : unlimited;
  send(side, fmt::format("INFO timeout_turn {}", turn));
  send(side, fmt::format("INFO timeout_match {}", tc.match_ms > 0 ? tc.match_ms : 0));
  send(side, fmt::format("INFO max_memory {}", side.spec->memory_mib * 1024 * 1024));
  send(side, fmt::format("INFO time_left {}", tc.match_ms > 0 ? tc.match_ms : unlimited));
  send(side, "INFO game_type 1");
  send(side, fmt::format("INFO rule {}", info_rule(o_.game_rule)));
  if (!side.spec->folder.empty()) send(side, "INFO folder " + side.spec->folder);
  if (!o_.ponder) side.process.pause();
  return true;
}

game_record game_runner::run(std::string& start_error) {
  rec_.game = s_.game;
  rec_.pair = s_.pair;
  rec_.black = s_.black;
  rec_.played = true;
  for (int c = 0; c < 2; ++c) {
    const std::size_t e = c == 0 ? s_.black : 1 - s_.black;
    sides_[c].spec = &o_.engines[e];
    sides_[c].name = o_.engines[e].name;
    sides_[c].time_left = o_.engines[e].tc.match_ms;
  }
  rec_.black_name = sides_[0].name;
  rec_.white_name = sides_[1].name;
  for (int c = 0; c < 2; ++c) {
    if (!sides_[c].process.start(sides_[c].spec->cmd, sides_[c].spec->args,
                                 sides_[c].spec->memory_mib * 1024 * 1024, start_error)) {
      rec_.played = false;
      return rec_;
    }
  }
  omok::referee ref(static_cast<std::size_t>(o_.rows), static_cast<std::size_t>(o_.cols),
                    judge_rule(o_.game_rule));
  if (start_engine(0) && start_engine(1)) {
    if (s_.start != nullptr) {
      rec_.opening = s_.start->text;
      rec_.opening_stones = s_.start->stones.size();
      for (const point& p : s_.start->stones) {
        ref.play(p.y + 1, p.x + 1);  // checked legal by run_match
        rec_.moves.push_back(p);
        rec_.ms.push_back(0);
      }
    }
    for (;;) {
      const std::size_t n = rec_.moves.size();
      if (o_.draw_after > 0 && n >= o_.draw_after) {
        rec_.reason = end_reason::draw_after;
        break;
      }
      const int colour = static_cast<int>(n % 2);
      side_state& side = sides_[colour];
      side.process.resume();
      std::vector<std::string> stale;
      side.process.drain(stale);  // unasked output (a pondering engine's), logged and ignored
      for (const std::string& l : stale) log(side, '<', l);
      const time_control& tc = side.spec->tc;
      if (tc.match_ms > 0)
        send(side, fmt::format("INFO time_left {}", std::max<std::int64_t>(side.time_left, 0)));
      bool sent = true;
      if (side.synced) {
        const point last = rec_.moves.back();
        sent = send(side, fmt::format("TURN {},{}", last.x, last.y));
      } else if (n == 0) {
        sent = send(side, "BEGIN");
      } else {
        sent = send(side, "BOARD");
        for (std::size_t i = 0; i < n; ++i)
          sent = sent && send(side, fmt::format("{},{},{}", rec_.moves[i].x, rec_.moves[i].y,
                                                i % 2 == n % 2 ? 1 : 2));
        sent = sent && send(side, "DONE");
      }
      side.synced = true;
      const auto t0 = clock::now();
      std::int64_t limit = unlimited;
      if (tc.turn_ms > 0) limit = tc.turn_ms;
      if (tc.match_ms > 0) limit = std::min(limit, std::max<std::int64_t>(side.time_left, 0));
      std::string reply;
      if (!sent) {
        side.process.finish(std::chrono::milliseconds(1000));
        lose(colour, end_reason::crash,
             fmt::format("{} before its move", side.process.exit_text()));
        break;
      }
      if (!await(colour, t0 + std::chrono::milliseconds(limit + o_.tolerance_ms), reply, "its move",
                 limit))
        break;
      const std::int64_t ms =
          std::chrono::duration_cast<std::chrono::milliseconds>(clock::now() - t0).count();
      if (!o_.ponder) side.process.pause();
      if (tc.match_ms > 0) side.time_left += tc.increment_ms - ms;
      point p;
      if (!parse_point(reply, p)) {
        lose(colour, end_reason::error, fmt::format("malformed reply '{}'", reply.substr(0, 80)));
        break;
      }
      if (side.spec->memory_mib > 0 && side.process.over_memory()) {
        lose(colour, end_reason::memory, "over the memory limit");
        break;
      }
      rec_.moves.push_back(p);
      rec_.ms.push_back(ms);
      const omok::move_verdict v = ref.play(std::int64_t{p.y} + 1, std::int64_t{p.x} + 1);
      if (v.result == omok::outcome::playing) continue;
      switch (v.result) {
        case omok::outcome::win:
          rec_.winner = colour + 1;
          rec_.reason = end_reason::five;
          break;
        case omok::outcome::forbidden:
          lose(colour, end_reason::forbidden, std::string(omok::foul_name(v.reason)));
          break;
        case omok::outcome::off_board:
          lose(colour, end_reason::illegal, fmt::format("{},{} is off the board", p.x, p.y));
          break;
        case omok::outcome::occupied:
          lose(colour, end_reason::occupied, fmt::format("{},{} is occupied", p.x, p.y));
          break;
        default:
          rec_.reason = end_reason::full;
          break;
      }
      break;
    }
  }
  // END to both, then a short grace to exit before the process group is killed.
  for (side_state& side : sides_) {
    if (side.process.running()) {
      side.process.resume();
      send(side, "END");
    }
  }
  for (int c = 0; c < 2; ++c) {
    sides_[c].process.finish(std::chrono::milliseconds(o_.ponder ? 200 : 100));
    rec_.cpu_ms[c] = sides_[c].process.cpu_ms();
  }
  if (s_.stop != nullptr && s_.stop->load() && rec_.reason == end_reason::none) rec_.played = false;
  return rec_;
}

}  // namespace

game_record play_game(const game_setup& setup, std::string& start_error) {
  game_runner runner(setup);
  return runner.run(start_error);
}

}  // namespace tessera::match::detail
