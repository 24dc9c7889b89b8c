// Polyomino packing: whether the bitboard engines hold a problem, and if not why (the wide engine's
// limits: the box's cells, the kinds of piece, each placement's span in the numbering along the
// short side first), for the driver's engine choice and `engine = bitboard`'s refusal.
#include <algorithm>
#include <limits>
#include <string>

#include "detail/packing_engine.hpp"

namespace tessera::detail {

// The most cells of the numbering any placement spans.
std::uint32_t max_span(const packing_problem& problem) {
  std::uint32_t most = 0;
  for (const placement& pl : problem.placements()) {
    std::uint32_t lo = std::numeric_limits<std::uint32_t>::max(), hi = 0;
    for (const cell x : pl.cells) {
      lo = std::min(lo, wide_index(problem.board(), x.row, x.col));
      hi = std::max(hi, wide_index(problem.board(), x.row, x.col));
    }
    if (!pl.cells.empty()) most = std::max(most, hi - lo + 1);
  }
  return most;
}

bool wide_bitboard_fits(const packing_problem& problem, std::string* why) {
  const packing_board& board = problem.board();
  const std::size_t cells =
      static_cast<std::size_t>(board.rows) * static_cast<std::size_t>(board.cols);
  if (board.wrapped()) {
    // The lowest-cell anchors, the windows and the pocket cut assume a planar board.
    if (why != nullptr) *why = "the board wraps around (dancing links handle wrapped boards)";
    return false;
  }
  if (cells > max_wide_bitboard_cells) {
    if (why != nullptr) {
      *why = "the board's box has " + std::to_string(cells) + " cells (at most " +
             std::to_string(max_wide_bitboard_cells) + ")";
    }
    return false;
  }
  if (problem.pieces().size() > max_bitboard_pieces) {
    if (why != nullptr) {
      *why = std::to_string(problem.pieces().size()) + " kinds of piece (at most " +
             std::to_string(max_bitboard_pieces) + ")";
    }
    return false;
  }
  for (const placement& pl : problem.placements()) {
    std::uint32_t lo = std::numeric_limits<std::uint32_t>::max(), hi = 0;
    for (const cell x : pl.cells) {
      lo = std::min(lo, wide_index(board, x.row, x.col));
      hi = std::max(hi, wide_index(board, x.row, x.col));
    }
    if (!pl.cells.empty() && hi - lo >= max_wide_bitboard_span) {
      if (why != nullptr) {
        *why = "piece " + problem.pieces()[pl.piece].name + " spans " +
               std::to_string(hi - lo + 1) + " cells of the board's numbering (at most " +
               std::to_string(max_wide_bitboard_span) + ")";
      }
      return false;
    }
  }
  return true;
}

}  // namespace tessera::detail

namespace tessera {

std::string bitboard_refusal(const packing_problem& problem) {
  std::string why;
  if (detail::bitboard_fits(problem) || detail::wide_bitboard_fits(problem, &why)) return {};
  return why;
}

}  // namespace tessera
