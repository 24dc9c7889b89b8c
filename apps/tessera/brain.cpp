// `tessera brain`: tessera's own Gomocup brain on standard input and output. Thin: the protocol
// and the search are the library's (tessera/brain.hpp); this reads lines, writes the replies and
// flushes each one (the manager waits on the pipe).
#include "tessera/brain.hpp"

#include <fmt/format.h>

#include <iostream>
#include <memory>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"

namespace tessera::cli {
namespace {

struct brain_cli {
  int depth = 10;
  std::int64_t margin = 30;
  double think = 2;  // seconds a move when the manager sets no limit
  bool stats = false;
};

int run_brain(const brain_cli& c) {
  brain::session::options o;
  o.max_depth = c.depth;
  o.margin_ms = c.margin;
  o.default_turn_ms = static_cast<std::int64_t>(c.think * 1000);
  brain::session s(o);
  std::ios::sync_with_stdio(false);
  std::string line;
  while (!s.ended() && std::getline(std::cin, line)) {
    for (const std::string& reply : s.handle(line)) {
      std::fwrite(reply.data(), 1, reply.size(), stdout);
      std::fputc('\n', stdout);
      if (c.stats && reply.find(',') != std::string::npos && reply[0] >= '0' && reply[0] <= '9') {
        const brain::search_stats& st = s.last_stats();
        fmt::print(stderr, "tessera brain: {} depth {} nodes {}{}{}\n", reply, st.depth, st.nodes,
                   st.vcf ? " vcf" : "", st.stopped ? " (time)" : "");
      }
    }
    std::fflush(stdout);
  }
  return exit_ok;
}

}  // namespace

void register_brain(CLI::App& app, int& status) {
  auto c = std::make_shared<brain_cli>();
  CLI::App* sub = app.add_subcommand(
      "brain",
      "tessera's own Gomocup brain (for tessera match, Piskvork, c-gomoku-cli) on stdin/stdout");
  sub->add_option("--depth", c->depth, "deepest alpha-beta iteration (1 to 10; default 10)")
      ->check(CLI::Range(1, 10));
  sub->add_option("--margin", c->margin, "ms kept back from every move's time budget (default 30)")
      ->check(CLI::Range(0, 10000));
  sub->add_option("--think", c->think,
                  "seconds a move may take when the manager sets no limit per move (no INFO "
                  "timeout_turn, or 2147483647: tessera match without tc=); default 2")
      ->check(CLI::Range(0.001, 86400.0));
  sub->add_flag("--stats", c->stats, "print depth and nodes of every move on stderr");
  sub->footer(
      "Speaks the Gomocup protocol: START, RECTSTART, RESTART, BEGIN, TURN, BOARD..DONE, INFO, "
      "TAKEBACK, ABOUT, END. Each move takes at most min(timeout_turn, time_left/12) minus the "
      "margin; --think seconds when no turn limit is set.");
  sub->callback([c, &status] { status = run_brain(*c); });
}

}  // namespace tessera::cli
