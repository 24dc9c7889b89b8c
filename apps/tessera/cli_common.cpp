// The CLI's shared plumbing (see cli_common.hpp).
#include "cli_common.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "commands.hpp"

namespace tessera::cli {

std::string source_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

std::optional<std::string> read_input(const std::string& path) { return native_io().read(path); }

int report_error(const input_error& error, const std::string& path) {
  std::fflush(stdout);
  fmt::print(stderr, "{}\n", format_error(error, source_name(path)));
  return exit_bad_input;
}

bool colour_stdout() { return isatty(STDOUT_FILENO) != 0 && std::getenv("NO_COLOR") == nullptr; }

void show_picture(const picture& pic) {
  if (pic.rows * pic.cols > max_show_cells) {
    std::fflush(stdout);
    fmt::print(stderr,
               "tessera: not drawing a {}x{} picture with --show (over {} cells); use --svg\n",
               pic.rows, pic.cols, max_show_cells);
    return;
  }
  emit(colour_stdout() ? render_colour(pic) : render_plain(pic));
}

void emit(const std::string& text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

std::string examples_dir() {
  if (const char* env = std::getenv("TESSERA_EXAMPLES")) return env;
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path installed = self.parent_path().parent_path() / "share" / "tessera" / "examples";
    if (fs::is_directory(installed, ec)) return installed.string();
  }
  return TESSERA_EXAMPLES_DIR;
}

}  // namespace tessera::cli
