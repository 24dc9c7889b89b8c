// What the match runner and the game loop share (tessera_match only).
#pragma once

#include <atomic>
#include <cstdio>
#include <mutex>
#include <string>

#include "engine_process.hpp"
#include "tessera/match.hpp"

namespace tessera::match::detail {

// The --log file: every line sent (">") and received ("<") with the milliseconds since the match
// began, the game number and the engine's name. One fputs per line under a mutex, so lines of
// concurrent games interleave but never mix.
class match_log {
 public:
  explicit match_log(std::FILE* file) : file_(file), started_(clock::now()) {}
  bool enabled() const { return file_ != nullptr; }
  void write(std::size_t game, const std::string& engine, char direction, const std::string& text);

 private:
  std::FILE* file_;
  clock::time_point started_;
  std::mutex mutex_;
};

struct game_setup {
  const match_options* options = nullptr;
  std::size_t game = 0;            // 1-based
  std::size_t pair = 0;            // 1-based
  std::size_t black = 0;           // engine index playing black
  const opening* start = nullptr;  // nullptr: empty board
  match_log* log = nullptr;
  const std::atomic<bool>* stop = nullptr;
};

// Plays one game with fresh engine processes. `start_error` is set (and the record not played)
// when an engine cannot be started at all.
game_record play_game(const game_setup& setup, std::string& start_error);

}  // namespace tessera::match::detail
