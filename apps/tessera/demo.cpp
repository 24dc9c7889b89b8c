// `tessera demo` (and `tessera` alone): every subcommand on its bundled examples, with pictures.
// Each example is a real command line, printed as a user would type it from the repository root
// and then run as its own process from there (this program again, with those arguments), so what
// the demo shows is exactly what the printed command prints.
#include <fmt/format.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"

namespace tessera::cli {

int demo_commands(std::string_view title, std::initializer_list<std::string_view> commands) {
  emit(fmt::format("== {} ==\n", title));
  // The examples' parent: the repository root (or share/tessera when installed), where the
  // printed relative paths "examples/..." resolve.
  const std::filesystem::path root = std::filesystem::path(examples_dir()).parent_path();
  int worst = exit_ok;
  for (const std::string_view command : commands) {
    emit(fmt::format("$ tessera {}\n", command));
    std::vector<std::string> words{"tessera"};
    for (std::size_t i = 0; i < command.size();) {  // words split on spaces: no quoting needed
      const std::size_t end = std::min(command.find(' ', i), command.size());
      if (end > i) words.emplace_back(command.substr(i, end - i));
      i = end + 1;
    }
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    std::fflush(stdout);
    std::fflush(stderr);
    const pid_t child = fork();
    if (child == 0) {
      if (chdir(root.c_str()) != 0) _exit(exit_bad_input);
      execv("/proc/self/exe", argv.data());
      _exit(127);
    }
    int status = 0;
    if (child < 0 || waitpid(child, &status, 0) < 0) {
      fmt::print(stderr, "tessera: demo: cannot run '{}': {}\n", command, std::strerror(errno));
      return exit_bad_input;
    }
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : exit_bad_input;
    if (code != exit_ok) worst = code;
  }
  emit("\n");
  return worst;
}

int run_demo() {
  int worst = exit_ok;
  using demo_fn = int (*)();
  const demo_fn demos[] = {demo_lpuzzle, demo_cover, demo_omok, demo_fill};
  for (demo_fn demo : demos) {
    const int status = demo();
    if (status != exit_ok) worst = status;
  }
  return worst;
}

}  // namespace tessera::cli
