// Polyomino packing, the general engine: the exact cover model solved by dancing links
// (src/exact_cover_*.cpp). Works for any board size; the bitboard engine is the fast path.
#include "detail/packing_engine.hpp"

namespace tessera::detail {
namespace {

class dlx_engine final : public packing_engine_base {
 public:
  dlx_engine(const packing_problem& problem, const std::vector<bool>& allowed)
      : links_(problem.exact_cover(allowed)) {
    for (std::uint32_t k = 0; k < problem.placements().size(); ++k) {
      if (allowed.empty() || allowed[k]) placement_of_.push_back(k);
    }
  }

  std::size_t branches(std::span<const std::uint32_t> path, bool& is_solution) override {
    return links_.branches(path, is_solution);
  }

  search_status search_below(std::span<const std::uint32_t> path,
                             const placement_callback& on_solution,
                             const search_control& control) override {
    return links_.search_below(
        path,
        [&](std::span<const std::uint32_t> options) {
          buffer_.clear();
          for (const std::uint32_t option : options) buffer_.push_back(placement_of_[option]);
          return on_solution(buffer_);
        },
        control);
  }

  const search_stats& stats() const override { return links_.stats(); }
  std::unique_ptr<packing_engine_base> clone() const override {
    return std::make_unique<dlx_engine>(*this);
  }

 private:
  dancing_links links_;
  std::vector<std::uint32_t> placement_of_;  // option index -> placement index
  std::vector<std::uint32_t> buffer_;
};

}  // namespace

std::unique_ptr<packing_engine_base> make_dlx_engine(const packing_problem& problem,
                                                     const std::vector<bool>& allowed) {
  return std::make_unique<dlx_engine>(problem, allowed);
}

}  // namespace tessera::detail
