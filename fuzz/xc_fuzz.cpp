// libFuzzer target for `tessera xc`'s readers (Knuth's DLX format, PPAR's .ec): never crash; an
// error has a position and a message; what parses writes back (items line and options in Knuth's
// format) and reads again to the same problem; small problems count the same with both engines.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tessera/xc.hpp"

namespace {

std::string write_dlx(const tessera::xc_instance& in) {
  // A comment first: a name may start with the bytes of a byte order mark, skipped only at the
  // very start of an input.
  std::string text = "| written back\n";
  const auto& p = in.problem;
  bool bar = false;
  for (std::size_t i = 0; i < p.item_count(); ++i) {
    if (p.is_secondary(i) && !bar) {
      text += "| ";
      bar = true;
    }
    if (!p.is_secondary(i) && (p.min_count(i) != 1 || p.max_count(i) != 1)) {
      text += std::to_string(p.min_count(i)) + ":" + std::to_string(p.max_count(i)) + "|";
    }
    text += in.item_names[i] + " ";
  }
  text += "\n";
  for (std::size_t k = 0; k < p.option_count(); ++k)
    text += tessera::format_xc_option(in, k) + "\n";
  return text;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = tessera::parse_xc(text);
  if (!parsed.ok()) {
    if (parsed.error().message.empty()) std::abort();
    return 0;
  }
  const tessera::xc_instance& in = parsed.value();
  // Knuth's format cannot say "no primary item" (a line starting with '|' is a comment).
  if (in.problem.item_count() == 0 || in.problem.is_secondary(0)) return 0;
  // Primary items come first in both formats, so the items line says the same.
  const auto again = tessera::parse_xc(write_dlx(in), tessera::xc_format::dlx);
  if (!again.ok() || again.value().item_names != in.item_names) std::abort();
  const auto& a = in.problem;
  const auto& b = again.value().problem;
  if (a.option_count() != b.option_count()) std::abort();
  for (std::size_t k = 0; k < a.option_count(); ++k) {
    const auto x = a.option(k), y = b.option(k);
    if (!std::equal(x.begin(), x.end(), y.begin(), y.end())) std::abort();
    if (tessera::format_xc_option(in, k) != tessera::format_xc_option(again.value(), k))
      std::abort();
  }
  if (a.option_count() <= 24 && tessera::xc_bitset_refusal(a).empty()) {
    tessera::xc_options o;
    o.limit = 1000;
    o.engine = tessera::xc_engine::dancing_links;
    const tessera::xc_result d = tessera::solve_xc(a, o);
    o.engine = tessera::xc_engine::bitset;
    const tessera::xc_result s = tessera::solve_xc(a, o);
    if (d.count != s.count || d.stats.nodes != s.stats.nodes) std::abort();
  }
  return 0;
}
