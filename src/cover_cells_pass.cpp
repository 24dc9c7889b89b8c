// The counting DP over any cells: its passes (tessera/cell_tiling_count.hpp), which state tables
// they use (flat arrays, detail/cover_cells_dense.hpp; indexed or hashed tables,
// detail/cover_cells_table.hpp), and how a pass hands its states on to wider limbs or flat arrays.
#include <fmt/format.h>

#include <algorithm>
#include <cassert>

#include "detail/cover_cells.hpp"
#include "detail/cover_cells_dense.hpp"
#include "detail/cover_cells_table.hpp"
#include "detail/cover_lanes.hpp"
#include "detail/state_table.hpp"
#include "detail/step_crew.hpp"

namespace tessera::detail {
namespace {

// Which tables a pass uses, unless the context forces them. Flat arrays of 2^bits keys when they
// fit half the memory limit (bits <= 26) and the keys are few (bits <= 16), or the pass cannot hand
// its states on, or it resumes the flat arrays; else, when they would fit, hashed tables that hand
// their states to the flat arrays once they fill 1/densify_ratio of the keys; else the indexed
// tables (a dense index of 4-byte entry numbers, bits <= 24) or the hashed ones.
template <class Lanes>
result<std::vector<typename Lanes::value>> run_cell_pass(const cell_pass_context& context,
                                                         const Lanes& lanes, pass_links links) {
  using value = typename Lanes::value;
  const std::size_t bits = context.plan->bits;
  const unsigned threads = std::max(1u, context.options->threads);
  cell_tables tables = context.tables;
  if (!movable_lanes<Lanes>) links = {};
  if (tables == cell_tables::automatic) {
    const bool flat_fits = bits <= 26 && cell_dense_pass<Lanes>::bytes_for(bits) <=
                                             context.options->max_memory_bytes / 2;
    const bool resumes_flat = links.resume != nullptr && links.resume->flat;
    if (flat_fits && (bits <= 16 || links.handover == nullptr || resumes_flat)) {
      tables = cell_tables::flat;
    } else if (flat_fits) {
      tables = cell_tables::hashed;
      links.densify = true;
    } else if (bits <= 24 && std::uint64_t{2} * threads * (std::uint64_t{4} << bits) <=
                                 context.options->max_memory_bytes / 4) {
      tables = cell_tables::indexed;
    } else {
      tables = cell_tables::hashed;
    }
  }
  switch (tables) {
    case cell_tables::flat:
      return cell_dense_pass<Lanes>(context, lanes).run(links);
    case cell_tables::indexed:
      return cell_table_pass<Lanes, state_table<value, Lanes::width, true>>(context, lanes)
          .run(links);
    default:
      return cell_table_pass<Lanes, state_table<value, Lanes::width, false>>(context, lanes)
          .run(links);
  }
}

// A pass of fixed lanes, resumed by the flat arrays when its tables hand them over (once at most).
template <class Lanes>
result<std::vector<typename Lanes::value>> run_cell_whole_pass(const cell_pass_context& context,
                                                               const Lanes& lanes) {
  cell_handover resume, next;
  auto out = run_cell_pass(context, lanes, pass_links{nullptr, &next});
  while (out && next.width != 0) {
    resume = std::move(next);
    next = cell_handover{};
    out = run_cell_pass(context, lanes, pass_links{&resume, &next});
  }
  return out;
}

// The growing exact pass from K limbs on (run_cell_growing_pass): K + 1 when the counts call for
// it, K again when the tables hand over to the flat arrays; at most 8 limbs.
template <std::size_t K>
result<std::vector<std::uint64_t>> grow_from(const cell_pass_context& context,
                                             cell_handover* resume, std::size_t& limbs) {
  cell_handover next;
  auto lanes = run_cell_pass(context, limb_lanes<K>{}, pass_links{resume, &next, true});
  if (!lanes || next.width == 0) {
    limbs = K;
    return lanes;
  }
  if (!next.grow) return grow_from<K>(context, &next, limbs);
  if constexpr (K < 8) {
    return grow_from<K + 1>(context, &next, limbs);
  } else {
    limbs = 0;
    return std::vector<std::uint64_t>{};
  }
}

template <std::size_t K>
result<std::vector<std::uint64_t>> run_cell_moduli(const cell_pass_context& context,
                                                   std::span<const std::uint64_t> moduli) {
  mod_lanes<K> lanes;
  for (std::size_t k = 0; k < K; ++k) lanes.mod[k] = moduli[k];
  return run_cell_whole_pass(context, lanes);
}

}  // namespace

result<std::vector<std::uint64_t>> run_cell_modular_pass(const cell_pass_context& context,
                                                         std::span<const std::uint64_t> moduli) {
  switch (moduli.size()) {
    case 1:
      return run_cell_moduli<1>(context, moduli);
    case 2:
      return run_cell_moduli<2>(context, moduli);
    case 3:
      return run_cell_moduli<3>(context, moduli);
    case 4:
      return run_cell_moduli<4>(context, moduli);
    case 5:
      return run_cell_moduli<5>(context, moduli);
    case 6:
      return run_cell_moduli<6>(context, moduli);
    case 7:
      return run_cell_moduli<7>(context, moduli);
    case 8:
      return run_cell_moduli<8>(context, moduli);
    default:
      break;
  }
  assert(false && "1 to 8 moduli per pass");
  return input_error{0, 0, "internal error: bad number of moduli"};
}

result<std::vector<std::uint64_t>> run_cell_exact_pass(const cell_pass_context& context,
                                                       std::size_t limbs) {
  switch (limbs) {
    case 1:
      return run_cell_whole_pass(context, limb_lanes<1>{});
    case 2:
      return run_cell_whole_pass(context, limb_lanes<2>{});
    case 3:
      return run_cell_whole_pass(context, limb_lanes<3>{});
    case 4:
      return run_cell_whole_pass(context, limb_lanes<4>{});
    case 5:
      return run_cell_whole_pass(context, limb_lanes<5>{});
    case 6:
      return run_cell_whole_pass(context, limb_lanes<6>{});
    case 7:
      return run_cell_whole_pass(context, limb_lanes<7>{});
    case 8:
      return run_cell_whole_pass(context, limb_lanes<8>{});
    default:
      break;
  }
  assert(false && "1 to 8 limbs");
  return input_error{0, 0, "internal error: bad number of limbs"};
}

result<std::vector<std::uint64_t>> run_cell_growing_pass(const cell_pass_context& context,
                                                         std::size_t& limbs) {
  switch (limbs) {
    case 1:
      return grow_from<1>(context, nullptr, limbs);
    case 2:
      return grow_from<2>(context, nullptr, limbs);
    case 3:
      return grow_from<3>(context, nullptr, limbs);
    case 4:
      return grow_from<4>(context, nullptr, limbs);
    case 5:
      return grow_from<5>(context, nullptr, limbs);
    case 6:
      return grow_from<6>(context, nullptr, limbs);
    case 7:
      return grow_from<7>(context, nullptr, limbs);
    case 8:
      return grow_from<8>(context, nullptr, limbs);
    default:
      break;
  }
  assert(false && "1 to 8 limbs");
  return input_error{0, 0, "internal error: bad number of limbs"};
}

result<std::int64_t> run_cell_bound_pass(const cell_pass_context& context) {
  auto lanes = run_cell_pass(context, bound_lane{}, pass_links{});
  if (!lanes) return lanes.error();
  const xfloat x = lanes.value()[0];
  return x.m == 0 ? std::int64_t{0} : x.e;
}

}  // namespace tessera::detail
