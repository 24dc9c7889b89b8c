// Generated fill instances with answers known by construction, and writers for both input forms
// (see tessera/fill.hpp).
#include <algorithm>
#include <cassert>

#include "detail/fill_shapes.hpp"
#include "detail/gen_random.hpp"
#include "tessera/fill.hpp"

namespace tessera {
namespace {

// SplitMix64, shared by every generator (detail/gen_random.hpp): the same numbers everywhere.
using tessera::detail::splitmix64;

// A random connected shape of 1..slot² cells inside a slot×slot box, grown cell by cell from a
// random start: cells as bits (row*slot + col) of one word, slot <= 8.
std::vector<cell> random_shape(std::size_t slot, splitmix64& rng) {
  const std::size_t area = slot * slot;
  const std::size_t target = 1 + rng.below(area);
  std::uint64_t set = std::uint64_t{1} << rng.below(area);
  std::vector<std::size_t> frontier;
  for (std::size_t size = 1; size < target; ++size) {
    frontier.clear();
    for (std::size_t i = 0; i < area; ++i) {
      if ((set >> i) & 1) continue;
      const std::size_t r = i / slot, c = i % slot;
      const bool touches =
          (r > 0 && ((set >> (i - slot)) & 1)) || (r + 1 < slot && ((set >> (i + slot)) & 1)) ||
          (c > 0 && ((set >> (i - 1)) & 1)) || (c + 1 < slot && ((set >> (i + 1)) & 1));
      if (touches) frontier.push_back(i);
    }
    set |= std::uint64_t{1} << frontier[rng.below(frontier.size())];
  }
  std::vector<cell> cells;
  for (std::size_t i = 0; i < area; ++i) {
    if ((set >> i) & 1)
      cells.push_back(
          cell{static_cast<std::int32_t>(i / slot), static_cast<std::int32_t>(i % slot)});
  }
  return cells;
}

}  // namespace

generated_fill generate_fill(const fill_generator_options& o) {
  assert(o.rows >= 1 && o.cols >= 1 && o.rows * o.cols <= fill_max_cells);
  assert(o.slot >= 1 && o.slot <= 8 && o.drop_per_mille <= 1000);
  generated_fill out;
  fill_problem& p = out.problem;
  p.rows = o.rows;
  p.cols = o.cols;
  p.board.assign(o.rows * o.cols, 1);
  p.table.assign(o.rows * o.cols, 0);
  const std::size_t period = o.slot + 1;
  const std::size_t slot_rows = o.rows >= o.slot ? (o.rows - o.slot) / period + 1 : 0;
  const std::size_t slot_cols = o.cols >= o.slot ? (o.cols - o.slot) / period + 1 : 0;
  const std::size_t slots = slot_rows * slot_cols;
  splitmix64 rng(o.seed);
  // Pieces go to the slots in a random order (Fisher-Yates).
  std::vector<std::size_t> target(slots);
  for (std::size_t i = 0; i < slots; ++i) target[i] = i;
  for (std::size_t i = slots; i > 1; --i) std::swap(target[i - 1], target[rng.below(i)]);
  const auto transforms =
      allowed_transforms(o.flip ? orientation_set::free : orientation_set::rotate);
  std::vector<std::uint64_t> keys;
  detail::shape_scratch scratch;
  for (std::size_t s = 0; s < slots; ++s) {
    const std::vector<cell> shape = random_shape(o.slot, rng);
    const std::size_t top = (s / slot_cols) * period, left = (s % slot_cols) * period;
    for (const cell c : shape) {
      p.board[(top + static_cast<std::size_t>(c.row)) * o.cols + left +
              static_cast<std::size_t>(c.col)] = 0;
    }
    if (rng.below(1000) < o.drop_per_mille) continue;
    // The same shape turned at random and normalised: it still fits a slot×slot box.
    detail::oriented_keys(shape, transforms[rng.below(transforms.size())], keys, scratch);
    const std::size_t t_top = (target[s] / slot_cols) * period,
                      t_left = (target[s] % slot_cols) * period;
    for (const std::uint64_t k : keys) {
      const std::size_t r = static_cast<std::size_t>(k >> 32),
                        c = static_cast<std::size_t>(k & 0xffffffffU);
      p.table[(t_top + r) * o.cols + t_left + c] = 1;
    }
    out.answer += shape.size();
  }
  return out;
}

std::string write_fill_text(const fill_problem& p) {
  std::string out;
  out.reserve(2 * p.rows * (p.cols + 1) + 1);
  for (const auto* grid : {&p.board, &p.table}) {
    for (std::size_t r = 0; r < p.rows; ++r) {
      for (std::size_t c = 0; c < p.cols; ++c) out += (*grid)[r * p.cols + c] != 0 ? '1' : '0';
      out += '\n';
    }
    if (grid == &p.board) out += '\n';
  }
  return out;
}

std::string write_fill_json(const fill_problem& p) {
  std::string out;
  out.reserve(4 * p.rows * (p.cols + 1) + 32);
  for (const auto* grid : {&p.board, &p.table}) {
    out += grid == &p.board ? "{\"game_board\":[" : ",\"table\":[";
    for (std::size_t r = 0; r < p.rows; ++r) {
      out += r == 0 ? "[" : ",[";
      for (std::size_t c = 0; c < p.cols; ++c) {
        if (c > 0) out += ',';
        out += (*grid)[r * p.cols + c] != 0 ? '1' : '0';
      }
      out += ']';
    }
    out += ']';
  }
  out += "}\n";
  return out;
}

}  // namespace tessera
