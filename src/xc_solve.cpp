// tessera xc, solving: either exact-cover engine (dancing links, or the bitset engine of
// exact_cover.hpp). One thread searches here; threads and long runs go through the shared task
// driver (src/xc_long_run.cpp over src/detail/checkpoint_driver.hpp, as cover's threads do),
// whose counts, listings, order, nodes and level profile equal one thread's.
#include <algorithm>
#include <chrono>

#include "detail/xc_collector.hpp"
#include "tessera/xc.hpp"

namespace tessera {
namespace {

using collector = detail::xc_collector;

template <class engine_t>
void run_one(const exact_cover_problem& problem, collector& c, const search_control& control) {
  engine_t engine(problem);
  const search_status status =
      engine.search([&](std::span<const std::uint32_t> s) { return c.deliver(s); }, control);
  if (status == search_status::stopped) c.result.stopped = xc_stop::timeout;
  c.result.stats = engine.stats();
  c.result.level_nodes = engine.level_nodes();
}

}  // namespace

std::string xc_bitset_refusal(const exact_cover_problem& problem) {
  return bitset_cover::refusal(problem);
}

xc_result solve_xc(const exact_cover_problem& problem, const xc_options& options) {
  const auto started = std::chrono::steady_clock::now();
  xc_result result;
  search_control control;
  control.cancel = options.cancel;
  if (options.timeout_seconds > 0) {
    control.deadline = started + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                     std::chrono::duration<double>(options.timeout_seconds));
  }
  if (options.progress) {
    control.progress = [&](double fraction, const search_stats& stats) {
      options.progress(fraction, stats.nodes, stats.solutions);
    };
    control.progress_every = 1u << 16;
  }
  collector c{options, result, detail::xc_needed(options)};
  const std::string refusal = xc_bitset_refusal(problem);
  const bool bitset = options.engine == xc_engine::bitset ||
                      (options.engine == xc_engine::automatic && refusal.empty());
  if (bitset && !refusal.empty()) {
    result.engine_note = refusal;
    return result;
  }
#ifndef TESSERA_NO_THREADS
  const unsigned threads = std::max(1u, options.threads);
#else
  const unsigned threads = 1;  // the WebAssembly core: one thread
#endif
  result.engine = bitset ? xc_engine::bitset : xc_engine::dancing_links;
  if (threads > 1 || options.checkpoint || options.resume != nullptr || options.executor) {
    detail::run_xc_tasks(problem, bitset, c, control, threads);
  } else if (bitset) {
    run_one<bitset_cover>(problem, c, control);
  } else {
    run_one<dancing_links>(problem, c, control);
  }
  result.count = big_integer::from_u64(c.accepted);
  result.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return result;
}

}  // namespace tessera
