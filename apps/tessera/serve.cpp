// `tessera serve [--host H] [--port P] DIR`: the options are parsed here (so `tessera --help` and
// usage errors read as for every subcommand); the server is the helper binary `tessera-serve`
// installed beside this one (apps/tessera-serve/), which this process becomes by execv: the same
// pid, so SIGINT and SIGTERM reach it. Why a second binary: httplib as Debian builds it needs
// OpenSSL, zlib and brotli, and loading and relocating them took about 3 ms of every tessera run,
// most of a tiny solve's time (issue 15: tiny problems start fast).
#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "cli_common.hpp"
#include "commands.hpp"

namespace tessera::cli {
namespace {

struct serve_options {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port (the chosen one is printed)
  std::string dir;
};

int run_serve(const serve_options& options) {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  const std::string helper = (self.parent_path() / "tessera-serve").string();
  std::vector<std::string> words = {
      helper, "--host", options.host, "--port", std::to_string(options.port), "--", options.dir};
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  std::fflush(stdout);
  if (!error) execv(helper.c_str(), argv.data());
  fmt::print(stderr, "tessera serve: cannot run {} ({}); it is installed beside tessera\n", helper,
             error ? error.message() : std::strerror(errno));
  return exit_bad_input;
}

}  // namespace

void register_serve(CLI::App& app, int& status) {
  auto options = std::make_shared<serve_options>();
  CLI::App* sub = app.add_subcommand(
      "serve", "serve a directory (the web page, web/dist) over HTTP on loopback");
  sub->add_option("--host", options->host, "address to listen on (default loopback)")
      ->capture_default_str();
  sub->add_option("--port", options->port, "TCP port; 0 picks a free one (printed)")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  sub->add_option("DIR", options->dir, "the directory to serve")->required();
  sub->callback([options, &status] { status = run_serve(*options); });
}

}  // namespace tessera::cli
