// A fake Gomocup engine for the match manager's tests: `fake_engine MODE [ARG]`. It speaks the
// protocol (START, RECTSTART, BEGIN, TURN, BOARD..DONE, INFO, END, ABOUT, RESTART) and misbehaves
// as MODE says:
//   random SEED    a uniformly random empty cell (deterministic given SEED and the game)
//   first          the first empty cell in row-major order
//   lf             as random 1, but lines end in LF (every other mode writes CRLF)
//   crash-start    exits with status 3 on START
//   error-start    answers START with "ERROR unsupported"
//   crash-mid N    aborts (SIGABRT) when asked for its move number N+1
//   hang           answers START, then never answers a move (reads nothing more)
//   slow-first MS  sleeps MS before its first move, then plays as random 1
//   sleep MS       sleeps MS before every move (asleep, no CPU), random 1
//   illegal        plays x = board width (off the board)
//   occupied       plays onto the opponent's last stone (its first cell when it has none)
//   malformed      answers a move with "hello there"
//   unknown        answers a move with "UNKNOWN what"
//   flood N        writes N MESSAGE lines before each move, random 1
//   hog MIB        allocates and touches MIB MiB before its first move, random 1
//   ponder         a second thread burns CPU all the time; moves as random 1
//   script MOVES   plays "x,y;x,y;..." in order, then as first
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

std::string mode;
std::string arg;
bool crlf = true;
int width = 0;
int height = 0;
std::vector<int> cells;  // 0 empty, 1 own, 2 opponent
std::mt19937 rng;
int own_moves = 0;
int last_x = -1;
int last_y = -1;
std::vector<std::pair<int, int>> script;
std::size_t script_next = 0;
std::vector<char*> hogged;

void say(const std::string& line) {
  const std::string out = line + (crlf ? "\r\n" : "\n");
  std::size_t done = 0;
  while (done < out.size()) {
    const ssize_t n = ::write(1, out.data() + done, out.size() - done);
    if (n <= 0) std::exit(0);
    done += static_cast<std::size_t>(n);
  }
}

void new_game(int w, int h) {
  width = w;
  height = h;
  cells.assign(static_cast<std::size_t>(w * h), 0);
  rng.seed(static_cast<unsigned>(mode == "random" ? std::atoi(arg.c_str()) : 1));
  own_moves = 0;
  last_x = last_y = -1;
  script_next = 0;
}

void place(int x, int y, int who) {
  if (x >= 0 && x < width && y >= 0 && y < height)
    cells[static_cast<std::size_t>(y * width + x)] = who;
}

void move() {
  if (mode == "crash-mid" && own_moves == std::atoi(arg.c_str())) std::abort();
  if (mode == "hang") {
    for (;;) ::pause();
  }
  if ((mode == "slow-first" && own_moves == 0) || mode == "sleep")
    std::this_thread::sleep_for(std::chrono::milliseconds(std::atoi(arg.c_str())));
  if (mode == "hog" && own_moves == 0) {
    const std::size_t bytes = static_cast<std::size_t>(std::atoll(arg.c_str())) << 20;
    char* p = static_cast<char*>(std::malloc(bytes));
    if (p != nullptr) std::memset(p, 1, bytes);
    hogged.push_back(p);
  }
  if (mode == "flood") {
    const int n = std::atoi(arg.c_str());
    for (int i = 0; i < n; ++i) say("MESSAGE thinking hard, line " + std::to_string(i));
  }
  ++own_moves;
  if (mode == "malformed") return say("hello there");
  if (mode == "unknown") return say("UNKNOWN what");
  if (mode == "illegal") return say(std::to_string(width) + ",0");
  if (mode == "occupied") {
    if (last_x < 0) {
      last_x = 0;
      last_y = 0;
      place(0, 0, 1);
    }
    return say(std::to_string(last_x) + "," + std::to_string(last_y));
  }
  int x = -1;
  int y = -1;
  if (mode == "script" && script_next < script.size()) {
    x = script[script_next].first;
    y = script[script_next].second;
    ++script_next;
  } else if (mode == "first" || mode == "script") {
    for (std::size_t i = 0; i < cells.size() && x < 0; ++i)
      if (cells[i] == 0) x = static_cast<int>(i) % width, y = static_cast<int>(i) / width;
  } else {
    std::vector<int> empty;
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (cells[i] == 0) empty.push_back(static_cast<int>(i));
    if (empty.empty()) return say("ERROR board full");
    const int c = empty[std::uniform_int_distribution<std::size_t>(0, empty.size() - 1)(rng)];
    x = c % width;
    y = c / width;
  }
  place(x, y, 1);
  say(std::to_string(x) + "," + std::to_string(y));
}

}  // namespace

int main(int argc, char** argv) {
  mode = argc > 1 ? argv[1] : "random";
  arg = argc > 2 ? argv[2] : "1";
  if (mode == "lf") {
    crlf = false;
    mode = "random";
  }
  if (mode == "script") {
    std::stringstream s(arg);
    std::string item;
    while (std::getline(s, item, ';')) {
      const std::size_t comma = item.find(',');
      if (comma != std::string::npos)
        script.emplace_back(std::atoi(item.substr(0, comma).c_str()),
                            std::atoi(item.c_str() + comma + 1));
    }
  }
  if (mode == "ponder") {
    std::thread([] {
      volatile unsigned long spin = 0;
      for (;;) spin = spin + 1;
    }).detach();
  }
  std::string line;
  bool in_board = false;
  while (std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (in_board) {
      if (line == "DONE") {
        in_board = false;
        move();
      } else {
        int x = 0, y = 0, who = 0;
        if (std::sscanf(line.c_str(), "%d,%d,%d", &x, &y, &who) == 3) place(x, y, who == 1 ? 1 : 2);
      }
      continue;
    }
    if (line.rfind("START ", 0) == 0 || line.rfind("RECTSTART ", 0) == 0) {
      if (mode == "crash-start") std::exit(3);
      if (mode == "error-start") {
        say("ERROR unsupported");
        continue;
      }
      int w = 0, h = 0;
      if (line[0] == 'S') {
        w = h = std::atoi(line.c_str() + 6);
      } else {
        std::sscanf(line.c_str() + 10, "%d,%d", &w, &h);
      }
      new_game(w, h);
      say("OK");
    } else if (line == "RESTART") {
      new_game(width, height);
      say("OK");
    } else if (line == "BEGIN") {
      move();
    } else if (line.rfind("TURN ", 0) == 0) {
      std::sscanf(line.c_str() + 5, "%d,%d", &last_x, &last_y);
      place(last_x, last_y, 2);
      move();
    } else if (line == "BOARD") {
      std::fill(cells.begin(), cells.end(), 0);
      in_board = true;
    } else if (line == "ABOUT") {
      say("name=\"fake_engine\", version=\"1\", author=\"tessera tests\"");
    } else if (line == "END") {
      return 0;
    }
  }
  return 0;
}
