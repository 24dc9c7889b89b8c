// The CLI's shared plumbing (see cli_common.hpp).
#include "cli_common.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace tessera::cli {

void add_common_options(CLI::App& sub, common_options& options) {
  sub.add_option("FILE", options.input, "input file; '-' or nothing reads standard input");
  sub.add_option("--format", options.format,
                 "output: text (the original answer) or json (one document per case)")
      ->check(CLI::IsMember({"text", "json"}));
  sub.add_flag("--show", options.show, "draw the witness in the terminal");
  sub.add_option("--svg", options.svg,
                 "write the witness as an SVG image to FILE; several cases or solutions go into "
                 "this one file, side by side, each titled (a note on stderr says how many)");
  sub.add_flag("--stats", options.stats, "print what the solver did (work, time) on stderr");
}

std::string source_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

std::optional<std::string> read_input(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (path != "-") {
    // A regular file's size is known before reading: refuse what is over the cap without reading
    // it.
    if (fs::is_directory(path, ec)) {
      fmt::print(stderr, "tessera: cannot read '{}': it is a directory\n", path);
      return std::nullopt;
    }
    const auto size = fs::file_size(path, ec);
    if (!ec && size > max_input_bytes) {
      fmt::print(stderr, "tessera: '{}' has {} bytes, over the input limit of {} bytes\n", path,
                 size, max_input_bytes);
      return std::nullopt;
    }
  }
  std::string data;
  std::FILE* file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (file == nullptr) {
    fmt::print(stderr, "tessera: cannot open '{}': {}\n", path, std::strerror(errno));
    return std::nullopt;
  }
  // Reserve a regular file's size up front: a 100 MB input is then read without regrowing the
  // string.
  if (file != stdin) {
    const auto size = fs::file_size(path, ec);
    if (!ec) data.reserve(static_cast<std::size_t>(size) + 1);
  }
  char buffer[1 << 16];
  std::size_t got;
  bool too_big = false;
  while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
    // A stream (a pipe, /dev/zero) has no size: stop at the cap instead of filling memory.
    if (data.size() + got > max_input_bytes) {
      too_big = true;
      break;
    }
    data.append(buffer, got);
  }
  const int read_errno = errno;
  const bool failed = std::ferror(file) != 0;
  if (file != stdin) std::fclose(file);
  if (too_big) {
    fmt::print(stderr, "tessera: {} is over the input limit of {} bytes\n",
               path == "-" ? std::string("standard input") : "'" + path + "'", max_input_bytes);
    return std::nullopt;
  }
  if (failed) {
    fmt::print(stderr, "tessera: cannot read '{}': {}\n", source_name(path),
               std::strerror(read_errno));
    return std::nullopt;
  }
  return data;
}

int report_error(const input_error& error, const std::string& path) {
  std::fflush(stdout);
  fmt::print(stderr, "{}\n", format_error(error, source_name(path)));
  return exit_bad_input;
}

bool colour_stdout() { return isatty(STDOUT_FILENO) != 0 && std::getenv("NO_COLOR") == nullptr; }
bool stderr_is_tty() { return isatty(STDERR_FILENO) != 0; }

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

bool write_svg_file(const std::string& path, std::span<const picture> pictures) {
  std::fflush(stdout);
  if (pictures.empty()) {
    fmt::print(stderr, "tessera: --svg: nothing to draw (no witness); '{}' not written\n", path);
    return true;
  }
  std::ofstream out(path, std::ios::binary);
  if (out) out << render_svg(pictures);
  if (!out) {
    fmt::print(stderr, "tessera: cannot write SVG to '{}'\n", path);
    return false;
  }
  // Several cases or solutions share the one file, side by side, each under its title: say so.
  if (pictures.size() > 1) {
    fmt::print(stderr,
               "tessera: --svg: {} pictures, one per case or solution, each titled, in '{}'\n",
               pictures.size(), path);
  }
  return true;
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
