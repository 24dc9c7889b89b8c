// The brain's board: stones, the windows of five with their stone counts (for the evaluation, kept
// up to date on every move), the count of stones near each cell (for candidate moves), and the
// exact win and renju checks of tessera's judge.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "tessera/omok.hpp"
#include "tessera/renju.hpp"

namespace tessera::brain::detail {

// Weights of a window of five holding n stones of one colour and none of the other.
inline constexpr std::int64_t window_weight[6] = {0, 1, 12, 150, 2500, 100000};

class search_board {
 public:
  search_board(const omok::board& position, const omok::judge_options& rule);

  int cols() const { return cols_; }
  int rows() const { return rows_; }
  int size() const { return cols_ * rows_; }
  std::uint8_t at(int index) const { return board_.cells[static_cast<std::size_t>(index)]; }
  std::size_t stones() const { return stones_; }

  void place(int index, std::uint8_t colour);
  void remove(int index);

  // Whether `colour` playing at the empty `index` makes a winning line under the rule. O(1).
  bool wins(int index, std::uint8_t colour) const;
  // Empty, and not a renju foul when colour is black under renju.
  bool legal(int index, std::uint8_t colour);
  // The evaluation from `colour`'s side: its window weights minus the other's. O(1).
  std::int64_t eval(std::uint8_t colour) const { return colour == omok::black ? total_ : -total_; }
  // How good `index` is for `colour`: the weight it adds to colour's windows plus the weight it
  // would add to the opponent's. O(windows through the cell) = O(20).
  std::int64_t order_score(int index, std::uint8_t colour) const;
  // Empty cells with a stone within two cells (the centre on an empty board), in index order.
  void candidates(std::vector<int>& out) const;
  // The empty cells on the four lines through `index`, within four cells of it.
  void line_cells(int index, std::vector<int>& out) const;

 private:
  std::int64_t window_value(std::size_t w) const;

  int cols_;
  int rows_;
  omok::board board_;  // also the scratch board of omok::forbidden_reason
  omok::judge_options rule_;
  std::size_t stones_ = 0;
  std::vector<std::array<std::uint8_t, 2>> counts_;  // per window: black stones, white stones
  std::vector<std::uint32_t> window_start_;          // CSR: the windows through each cell
  std::vector<std::uint32_t> window_ids_;
  std::vector<std::uint16_t> near_;  // stones within Chebyshev distance 2
  std::int64_t total_ = 0;           // black's window weights minus white's
};

}  // namespace tessera::brain::detail
