// `tessera demo` (and `tessera` alone): every subcommand on its bundled examples, with pictures.
// Each example is a real command line, printed as a user would type it from the repository root
// and run through the same entry point (tessera::run_command) with relative paths resolved from
// there, so what the demo shows is exactly what the printed command prints.
#include <fmt/format.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"

namespace tessera::cli {
namespace {

// A native-only subcommand (match, brain, ...) is not the library's: run this executable on it as
// its own process, from the repository root, so the printed command is exactly what runs.
int run_native(const std::vector<std::string>& words, const std::filesystem::path& root) {
  std::fflush(stdout);
  std::vector<char*> argv;
  std::string self = "tessera";
  argv.push_back(self.data());
  std::vector<std::string> copy = words;
  for (std::string& w : copy) argv.push_back(w.data());
  argv.push_back(nullptr);
  const pid_t pid = fork();
  if (pid < 0) return exit_bad_input;
  if (pid == 0) {
    if (chdir(root.c_str()) != 0) _exit(exit_bad_input);
    execv("/proc/self/exe", argv.data());
    _exit(127);
  }
  int wstatus = 0;
  pid_t done = -1;
  do done = waitpid(pid, &wstatus, 0);
  while (done < 0 && errno == EINTR);
  if (done < 0) return exit_bad_input;
  return WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : exit_bad_input;
}

bool is_shared(const std::string& name) {
  for (const auto& [shared, summary] : command_summaries())
    if (shared == name) return true;
  return false;
}

}  // namespace

int demo_commands(std::string_view title, std::initializer_list<std::string_view> commands) {
  emit(fmt::format("== {} ==\n", title));
  // The examples' parent: the repository root (or share/tessera when installed), where the printed
  // relative paths "examples/..." resolve.
  const std::filesystem::path root = std::filesystem::path(examples_dir()).parent_path();
  const command_io outer = native_io();
  command_io io = outer;
  io.read = [&](const std::string& path) {
    const bool relative = path != "-" && std::filesystem::path(path).is_relative();
    return outer.read(relative ? (root / path).string() : path);
  };
  int worst = exit_ok;
  for (const std::string_view command : commands) {
    emit(fmt::format("$ tessera {}\n", command));
    std::vector<std::string> words;
    for (std::size_t i = 0; i < command.size();) {  // words split on spaces: no quoting needed
      const std::size_t end = std::min(command.find(' ', i), command.size());
      if (end > i) words.emplace_back(command.substr(i, end - i));
      i = end + 1;
    }
    const int code =
        !words.empty() && !is_shared(words[0]) ? run_native(words, root) : run_command(words, io);
    if (code != exit_ok) worst = code;
  }
  emit("\n");
  return worst;
}

int demo_lpuzzle() {
  // packing.txt (10x24) is answered without a picture: its tiling fills a wide screen.
  return demo_commands(
      "tessera lpuzzle: the L-puzzle (BOJ 3654)",
      {"lpuzzle --show examples/lpuzzle/sample.txt", "lpuzzle examples/lpuzzle/packing.txt"});
}

int demo_cover() {
  return demo_commands(
      "tessera cover: tilings by polyominoes (Algospot BOARDCOVER) and exact-cover search",
      {"cover --show examples/cover/boardcover.txt", "cover --board 6x10 --pieces pentominoes",
       "cover --board 6x10 --pieces pentominoes --once --up-to-symmetry",
       "cover --board 6x10 --pieces pentominoes --once --find --show",
       "cover --board 3x30 --pieces pentominoes-1s --once --up-to-symmetry"});
}

int demo_omok() {
  // The fouls: 3 double-three, 4 double-four, 6 overline.
  return demo_commands("tessera omok: five in a row (BOJ 2615), renju fouls, a referee",
                       {"omok --show examples/omok/sample.txt",
                        "omok --rule renju --forbidden --show examples/omok/renju_fouls.txt",
                        "omok referee --rule renju --show examples/omok/game.txt"});
}

int demo_fill() {
  return demo_commands(
      "tessera fill: table pieces into board holes (Programmers 84021)",
      {"fill --show examples/fill/sample1.json", "fill --show examples/fill/sample2.json",
       "fill --show examples/fill/v-hole.txt"});
}

int demo_xc() {
  return demo_commands("tessera xc: general exact cover in Knuth's DLX format and PPAR's .ec",
                       {"xc --find examples/xc/colours.dlx", "xc examples/xc/queens8.dlx",
                        "xc examples/xc/bell5.ec"});
}

int run_demo() {
  int worst = exit_ok;
  using demo_fn = int (*)();
  const demo_fn demos[] = {demo_lpuzzle, demo_cover, demo_omok, demo_fill, demo_xc, demo_match};
  for (demo_fn demo : demos) {
    const int status = demo();
    if (status != exit_ok) worst = status;
  }
  return worst;
}

}  // namespace tessera::cli
