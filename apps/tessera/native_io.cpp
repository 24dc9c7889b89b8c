// The native world for the shared subcommands (tessera/request.hpp's command_io): stdout and stderr
// (answers stream out as they are found), files, the terminal, the machine's cores. main.cpp and
// demo.cpp run the library's subcommands through it.
#include "native_io.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>

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
  // Standard input from a terminal: someone typed `tessera SUB` and it seems to hang. Say what it
  // waits for (on stderr: stdout stays the answer's).
  if (path == "-" && isatty(STDIN_FILENO) != 0) {
    write_err("tessera: reading standard input (type the input, then Ctrl-D; or give a FILE)\n");
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

// Writes `text` to `path` so that `path` always holds either the old file or the whole new one,
// even across a crash or a power cut: a temporary file in the same directory, fsync, rename over
// `path`, fsync of the directory (the checkpoints of docs/long_runs.md rely on this).
bool write_atomically(const std::string& path, std::string_view text) {
  const fs::path target(path);
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  // Appended piece by piece: GCC 12's -Wrestrict misfires on "." + string at -O3.
  std::string name = ".";
  name += target.filename().string();
  name += ".tmp.";
  name += std::to_string(static_cast<long>(getpid()));
  const std::string temp = (dir / name).string();
  const int fd = open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return false;
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  const bool ok = done == text.size() && fsync(fd) == 0;
  if (close(fd) != 0 || !ok || std::rename(temp.c_str(), path.c_str()) != 0) {
    unlink(temp.c_str());
    return false;
  }
  const int dir_fd = open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd >= 0) {
    fsync(dir_fd);
    close(dir_fd);
  }
  return true;
}

// Whether write_atomically could write `path`: its folder exists, is a folder and may be written
// to (the file itself is replaced by a rename, so its own permissions do not matter), and the path
// is not a folder. "" or why not, in the words of the message --svg prints.
std::string check_write(const std::string& path) {
  std::error_code ec;
  const fs::path target(path);
  if (path.empty()) return "expected a file name, found an empty one";
  if (fs::is_directory(target, ec)) return "cannot write '" + path + "': it is a folder";
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  if (!fs::exists(dir, ec)) {
    return "cannot write '" + path + "': the folder '" + dir.string() + "' does not exist";
  }
  if (!fs::is_directory(dir, ec)) {
    return "cannot write '" + path + "': '" + dir.string() + "' is not a folder";
  }
  if (access(dir.c_str(), W_OK | X_OK) != 0) {
    return "cannot write '" + path + "': " + std::strerror(errno);
  }
  return {};
}

// Set by SIGINT/SIGTERM once stop_on_signals() has run; the searches poll it (command_io::cancel).
// A lock-free atomic store is async-signal-safe.
std::atomic<bool> signalled{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_stop_signal(int) {
  signalled.store(true);
  constexpr char note[] = "\ntessera: stopping (a second signal quits at once)\n";
  [[maybe_unused]] const ssize_t n = ::write(STDERR_FILENO, note, sizeof note - 1);
}

}  // namespace

namespace tessera::cli {

void stop_on_signals() {
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  // The first signal asks the search to stop (and write its checkpoint); the handler is then reset,
  // so a second one ends the process as usual.
  action.sa_flags = SA_RESETHAND;
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

tessera::command_io native_io() {
  tessera::command_io io;
  // Flushed at once: answers printed before a later bad case are really out, and --all streams.
  io.out = [](std::string_view text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
  };
  io.err = write_err;
  io.read = read_input;
  io.write = write_atomically;
  io.check_write = check_write;
  io.colour = isatty(STDOUT_FILENO) != 0 && std::getenv("NO_COLOR") == nullptr;
  // `--progress auto`: the line on a terminal only (a pipe or a log file gets none).
  if (isatty(STDERR_FILENO) != 0) io.on_progress = tessera::terminal_progress(write_err);
  io.threads = std::max(1u, std::thread::hardware_concurrency());
  io.cancel = &signalled;
  return io;
}

}  // namespace tessera::cli
