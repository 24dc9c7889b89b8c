// `tessera demo` (and `tessera` alone): every subcommand on its bundled examples, with pictures.
// Each example is a real command line, printed so that it runs from the folder the demo was started
// in (the bundled examples' paths as they are from the repository root, relative from a folder
// inside it, absolute from anywhere else) and run as printed through the same entry point
// (tessera::run_command), so what the demo shows is exactly what the printed command prints.
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

namespace fs = std::filesystem;

// A native-only subcommand (match, brain, ...) is not the library's: run this executable on it as
// its own process, in the current folder, so the printed command is exactly what runs.
int run_native(const std::vector<std::string>& words) {
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

// Where the bundled examples' paths "examples/..." point from the current folder: unchanged from
// their parent (the repository root, or share/tessera when installed), relative from a folder
// inside it ("../examples/..." from build/), absolute from anywhere else.
class example_paths {
 public:
  example_paths() {
    std::error_code ec;
    root_ = fs::weakly_canonical(fs::path(examples_dir()).parent_path(), ec);
    const fs::path here = fs::weakly_canonical(fs::current_path(ec), ec);
    const fs::path up = here.lexically_relative(root_);  // the current folder seen from the root
    inside_ = !ec && !up.empty() && *up.begin() != "..";
    if (inside_) back_ = root_.lexically_relative(here);  // "." at the root, "..", "../.."
  }
  // The word as it runs from the current folder.
  std::string operator()(const std::string& word) const {
    if (!word.starts_with("examples/")) return word;
    if (!inside_) return (root_ / word).string();
    return back_ == "." ? word : (back_ / word).string();
  }

 private:
  fs::path root_, back_;
  bool inside_ = false;
};

// A word as the shell reads it: quoted when it holds anything but plain path characters.
std::string shell_word(const std::string& word) {
  const bool plain = !word.empty() && word.find_first_not_of(
                                          "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "0123456789_./+-:=@,%") == std::string::npos;
  if (plain) return word;
  // Appended piece by piece: GCC 12's -Wrestrict misfires on string concatenation at -O3.
  std::string out(1, '\'');
  for (const char c : word) {
    if (c == '\'') {
      out.append("'\\''");
    } else {
      out.push_back(c);
    }
  }
  out.push_back('\'');
  return out;
}

}  // namespace

int demo_commands(std::string_view title, std::initializer_list<std::string_view> commands) {
  emit(fmt::format("== {} ==\n", title));
  const example_paths paths;
  const command_io io = native_io();
  int worst = exit_ok;
  for (const std::string_view command : commands) {
    std::vector<std::string> words;
    for (std::size_t i = 0; i < command.size();) {  // words split on spaces: no quoting needed
      const std::size_t end = std::min(command.find(' ', i), command.size());
      if (end > i) words.push_back(paths(std::string(command.substr(i, end - i))));
      i = end + 1;
    }
    std::string line = "$ tessera";
    for (const std::string& word : words) {
      line += ' ';  // two appends: GCC 12's -Wrestrict misfires on " " + std::string here
      line += shell_word(word);
    }
    emit(line + "\n");
    const int code =
        !words.empty() && !is_shared(words[0]) ? run_native(words) : run_command(words, io);
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
