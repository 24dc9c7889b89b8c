// libFuzzer target for the match manager's parsers and the brain's protocol: openings files, time
// controls, and protocol lines fed to tessera brain's session. Invariants: every opening stone lies
// on the board with no two alike; the brain never crashes or hangs, and a move it answers with is
// "x,y" within the largest board it accepts.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>
#include <utility>

#include "tessera/brain.hpp"
#include "tessera/match.hpp"

namespace {

void require(bool condition) {
  if (!condition) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto ops = tessera::match::parse_openings(text, 15, 13);
  if (ops.ok()) {
    for (const auto& op : ops.value()) {
      std::set<std::pair<int, int>> seen;
      for (const auto& p : op.stones) {
        require(p.x >= 0 && p.x < 15 && p.y >= 0 && p.y < 13);
        require(seen.insert({p.x, p.y}).second);
      }
    }
  }
  auto tc = tessera::match::parse_time_control(text.substr(0, 64));
  if (tc.ok()) require(tc.value().match_ms >= 0 && tc.value().turn_ms >= 0);

  // The same bytes as protocol lines to the brain (at most 200 lines, shallow search).
  tessera::brain::session::options o;
  o.max_depth = 1;
  tessera::brain::session s(o);
  std::size_t pos = 0;
  for (int n = 0; n < 200 && pos < text.size() && !s.ended(); ++n) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string line(text.substr(pos, end - pos));
    pos = end + 1;
    for (const std::string& reply : s.handle(line)) {
      if (reply.empty() || reply[0] < '0' || reply[0] > '9') continue;
      const std::size_t comma = reply.find(',');
      require(comma != std::string::npos);
      const long x = std::strtol(reply.c_str(), nullptr, 10);
      const long y = std::strtol(reply.c_str() + comma + 1, nullptr, 10);
      require(x >= 0 && y >= 0 && x < 100 && y < 100);
    }
  }
  return 0;
}
