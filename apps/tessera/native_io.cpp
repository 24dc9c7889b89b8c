// The native world for the shared subcommands (tessera/request.hpp's command_io): stdout and stderr
// (answers stream out as they are found), files, the terminal, the machine's cores. main.cpp and
// demo.cpp run the library's subcommands through it.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <thread>

#include "commands.hpp"

namespace {

namespace fs = std::filesystem;

// The largest input read, in bytes: every format is read whole, so this bounds the memory an
// endless or absurd input can take before the parser gets to say what is wrong with it.
constexpr std::size_t max_input_bytes = std::size_t{2} << 30;  // 2 GiB

void write_err(std::string_view text) { std::fwrite(text.data(), 1, text.size(), stderr); }

std::string printable(const std::string& path) { return path == "-" ? "<stdin>" : path; }

// Reads a whole file, or standard input for "-", up to max_input_bytes; says why on stderr when
// not.
std::optional<std::string> read_input(const std::string& path) {
  std::error_code ec;
  if (path != "-") {
    // A regular file's size is known before reading: refuse what is over the cap without reading
    // it.
    if (fs::is_directory(path, ec)) {
      write_err("tessera: cannot read '" + path + "': it is a directory\n");
      return std::nullopt;
    }
    const auto size = fs::file_size(path, ec);
    if (!ec && size > max_input_bytes) {
      write_err("tessera: '" + path + "' has " + std::to_string(size) +
                " bytes, over the input limit of " + std::to_string(max_input_bytes) + " bytes\n");
      return std::nullopt;
    }
  }
  std::string data;
  std::FILE* file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (file == nullptr) {
    write_err("tessera: cannot open '" + path + "': " + std::strerror(errno) + "\n");
    return std::nullopt;
  }
  // Reserve a regular file's size up front: a 100 MB input is then read without regrowing.
  if (file != stdin) {
    const auto size = fs::file_size(path, ec);
    if (!ec) data.reserve(static_cast<std::size_t>(size) + 1);
  }
  static char buffer[1 << 16];
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
    write_err("tessera: " + (path == "-" ? std::string("standard input") : "'" + path + "'") +
              " is over the input limit of " + std::to_string(max_input_bytes) + " bytes\n");
    return std::nullopt;
  }
  if (failed) {
    write_err("tessera: cannot read '" + printable(path) + "': " + std::strerror(read_errno) +
              "\n");
    return std::nullopt;
  }
  return data;
}

}  // namespace

namespace tessera::cli {

tessera::command_io native_io() {
  tessera::command_io io;
  // Flushed at once: answers printed before a later bad case are really out, and --all streams.
  io.out = [](std::string_view text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
  };
  io.err = write_err;
  io.read = read_input;
  io.write = [](const std::string& path, std::string_view text) {
    std::ofstream out(path, std::ios::binary);
    if (out) out.write(text.data(), static_cast<std::streamsize>(text.size()));
    return static_cast<bool>(out);
  };
  io.colour = isatty(STDOUT_FILENO) != 0 && std::getenv("NO_COLOR") == nullptr;
  // `--progress auto`: the line on a terminal only (a pipe or a log file gets none).
  if (isatty(STDERR_FILENO) != 0) io.on_progress = tessera::terminal_progress(write_err);
  io.threads = std::max(1u, std::thread::hardware_concurrency());
  return io;
}

}  // namespace tessera::cli
