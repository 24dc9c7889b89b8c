// tessera-serve [--host H] [--port P] DIR: the server behind `tessera serve`
// (apps/tessera/serve.cpp parses the options and execs this binary, installed beside it), a small
// static file server for the web page (web/dist). It serves only regular files under DIR: every
// request path is decoded by httplib, split into segments, refused when a segment is "..", "." or
// empty-with-a-backslash, and the resolved file must still lie under DIR after symlinks are
// followed. Loopback by default; SIGINT/SIGTERM stop it cleanly (the signals are blocked in every
// thread and one thread waits for them with sigwait, so no handler runs inside httplib). httplib
// stays in this binary: Debian's cpp-httplib brings OpenSSL, zlib and brotli, whose loading cost
// every `tessera` run about 3 ms.
#include <fmt/format.h>
#include <httplib.h>
#include <signal.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>

namespace {

namespace fs = std::filesystem;

struct serve_options {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port (the chosen one is printed)
  std::string dir;
};

// The media types a page built by vite and the wasm core need; browsers refuse a module script or
// WebAssembly.instantiateStreaming without the right one.
std::string_view media_type(const fs::path& file) {
  const std::string ext = file.extension().string();
  if (ext == ".html" || ext == ".htm") return "text/html; charset=utf-8";
  if (ext == ".js" || ext == ".mjs") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".wasm") return "application/wasm";
  if (ext == ".json" || ext == ".map") return "application/json";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".txt" || ext == ".psq") return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

// Maps a decoded request path to a file under `root` (itself canonical), or nothing when the path
// is not one we serve. Lexical check first (no "..", no ".", no backslash, no NUL), then the
// canonical path must keep `root` as its prefix (a symlink out of DIR is refused too).
std::optional<fs::path> resolve(const fs::path& root, const std::string& request_path) {
  if (request_path.empty() || request_path.front() != '/') return std::nullopt;
  fs::path relative;
  std::string_view rest(request_path);
  rest.remove_prefix(1);
  while (!rest.empty()) {
    const std::size_t slash = rest.find('/');
    const std::string_view segment = rest.substr(0, slash);
    if (segment == ".." || segment == "." ||
        segment.find_first_of(std::string_view("\\\0:", 3)) != std::string_view::npos) {
      return std::nullopt;
    }
    if (!segment.empty()) relative /= std::string(segment);
    if (slash == std::string_view::npos) break;
    rest.remove_prefix(slash + 1);
  }
  fs::path candidate = root / relative;
  std::error_code error;
  if (fs::is_directory(candidate, error)) candidate /= "index.html";
  const fs::path real = fs::canonical(candidate, error);
  if (error || !fs::is_regular_file(real, error)) return std::nullopt;
  const auto [root_end, real_it] =
      std::mismatch(root.begin(), root.end(), real.begin(), real.end());
  if (root_end != root.end()) return std::nullopt;
  return real;
}

std::optional<std::string> read_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  return std::move(out).str();
}

int serve(const serve_options& options) {
  std::error_code error;
  const fs::path root = fs::canonical(options.dir, error);
  if (error || !fs::is_directory(root, error)) {
    fmt::print(stderr, "tessera serve: {} is not a directory\n", options.dir);
    return 2;
  }
  // Block the stop signals before httplib starts its threads, so they all inherit the mask and
  // only sigwait below receives them.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  httplib::Server server;
  server.Get(".*", [&root](const httplib::Request& request, httplib::Response& response) {
    const auto file = resolve(root, request.path);
    std::optional<std::string> body;
    if (file) body = read_file(*file);
    if (!body) {
      response.status = 404;
      response.set_content("not found\n", "text/plain; charset=utf-8");
      return;
    }
    response.set_header("Cache-Control", "no-cache");
    response.set_header("X-Content-Type-Options", "nosniff");
    response.set_content(std::move(*body), std::string(media_type(*file)));
  });
  int port = options.port;
  if (port == 0) {
    port = server.bind_to_any_port(options.host);
  } else if (!server.bind_to_port(options.host, port)) {
    port = -1;
  }
  if (port < 0) {
    fmt::print(stderr, "tessera serve: cannot listen on {}:{}\n", options.host, options.port);
    return 2;
  }
  const bool ipv6 = options.host.find(':') != std::string::npos;
  fmt::print("serving {} on http://{}{}{}:{}/ (Ctrl-C stops)\n", root.string(), ipv6 ? "[" : "",
             options.host, ipv6 ? "]" : "", port);
  std::fflush(stdout);
  std::thread listener([&server] { server.listen_after_bind(); });
  int received = 0;
  sigwait(&stop_signals, &received);
  server.stop();
  listener.join();
  fmt::print(stderr, "tessera serve: stopped ({})\n", received == SIGINT ? "SIGINT" : "SIGTERM");
  return 0;
}

}  // namespace

// The same options as `tessera serve` (apps/tessera/serve.cpp), which passes them on unchanged.
int main(int argc, char** argv) {
  serve_options options;
  CLI::App app{"serve a directory (the web page, web/dist) over HTTP on loopback", "tessera serve"};
  app.add_option("--host", options.host, "address to listen on (default loopback)")
      ->capture_default_str();
  app.add_option("--port", options.port, "TCP port; 0 picks a free one (printed)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  app.add_option("DIR", options.dir, "the directory to serve")->required();
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  return serve(options);
}
