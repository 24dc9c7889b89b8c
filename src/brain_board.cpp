// The brain's board (detail/brain_board.hpp): windows of five along the four directions, each
// with its black and white stone counts; a move updates the at most 20 windows through its cell.
#include "detail/brain_board.hpp"

#include <algorithm>

namespace tessera::brain::detail {

search_board::search_board(const omok::board& position, const omok::judge_options& rule)
    : cols_(static_cast<int>(position.cols)),
      rows_(static_cast<int>(position.rows)),
      board_(position.rows, position.cols),
      rule_(rule) {
  // Windows: every run of five cells along a direction, by its first cell.
  std::vector<std::vector<std::uint32_t>> through(static_cast<std::size_t>(size()));
  for (int d = 0; d < 4; ++d) {
    const int dr = omok::step_row[d];
    const int dc = omok::step_col[d];
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < cols_; ++c) {
        const int r4 = r + 4 * dr;
        const int c4 = c + 4 * dc;
        if (r4 < 0 || r4 >= rows_ || c4 >= cols_) continue;
        const auto w = static_cast<std::uint32_t>(counts_.size());
        counts_.push_back({0, 0});
        for (int i = 0; i < 5; ++i)
          through[static_cast<std::size_t>((r + i * dr) * cols_ + c + i * dc)].push_back(w);
      }
    }
  }
  window_start_.push_back(0);
  for (const auto& list : through) {
    window_ids_.insert(window_ids_.end(), list.begin(), list.end());
    window_start_.push_back(static_cast<std::uint32_t>(window_ids_.size()));
  }
  near_.assign(static_cast<std::size_t>(size()), 0);
  for (int i = 0; i < size(); ++i) {
    const std::uint8_t s = position.cells[static_cast<std::size_t>(i)];
    if (s != omok::empty) place(i, s);
  }
}

std::int64_t search_board::window_value(std::size_t w) const {
  const auto b = counts_[w][0];
  const auto wh = counts_[w][1];
  if (wh == 0) return window_weight[b];
  if (b == 0) return -window_weight[wh];
  return 0;
}

void search_board::place(int index, std::uint8_t colour) {
  const auto i = static_cast<std::size_t>(index);
  board_.cells[i] = colour;
  ++stones_;
  for (std::uint32_t k = window_start_[i]; k < window_start_[i + 1]; ++k) {
    const std::size_t w = window_ids_[k];
    total_ -= window_value(w);
    ++counts_[w][colour - 1];
    total_ += window_value(w);
  }
  const int r = index / cols_;
  const int c = index % cols_;
  for (int rr = std::max(0, r - 2); rr <= std::min(rows_ - 1, r + 2); ++rr)
    for (int cc = std::max(0, c - 2); cc <= std::min(cols_ - 1, c + 2); ++cc)
      ++near_[static_cast<std::size_t>(rr * cols_ + cc)];
}

void search_board::remove(int index) {
  const auto i = static_cast<std::size_t>(index);
  const std::uint8_t colour = board_.cells[i];
  board_.cells[i] = omok::empty;
  --stones_;
  for (std::uint32_t k = window_start_[i]; k < window_start_[i + 1]; ++k) {
    const std::size_t w = window_ids_[k];
    total_ -= window_value(w);
    --counts_[w][colour - 1];
    total_ += window_value(w);
  }
  const int r = index / cols_;
  const int c = index % cols_;
  for (int rr = std::max(0, r - 2); rr <= std::min(rows_ - 1, r + 2); ++rr)
    for (int cc = std::max(0, c - 2); cc <= std::min(cols_ - 1, c + 2); ++cc)
      --near_[static_cast<std::size_t>(rr * cols_ + cc)];
}

bool search_board::wins(int index, std::uint8_t colour) const {
  const int r = index / cols_;
  const int c = index % cols_;
  const std::uint8_t other = omok::opponent(colour);
  auto inside = [&](int rr, int cc) { return rr >= 0 && rr < rows_ && cc >= 0 && cc < cols_; };
  auto cell_at = [&](int rr, int cc) {
    return board_.cells[static_cast<std::size_t>(rr * cols_ + cc)];
  };
  for (int d = 0; d < 4; ++d) {
    const int dr = omok::step_row[d];
    const int dc = omok::step_col[d];
    int before = 0;
    while (inside(r - (before + 1) * dr, c - (before + 1) * dc) &&
           cell_at(r - (before + 1) * dr, c - (before + 1) * dc) == colour)
      ++before;
    int after = 0;
    while (inside(r + (after + 1) * dr, c + (after + 1) * dc) &&
           cell_at(r + (after + 1) * dr, c + (after + 1) * dc) == colour)
      ++after;
    const int length = before + 1 + after;
    if (length < static_cast<int>(rule_.k)) continue;
    const int r0 = r - (before + 1) * dr;
    const int c0 = c - (before + 1) * dc;
    const int r1 = r + (after + 1) * dr;
    const int c1 = c + (after + 1) * dc;
    const bool blocked =
        inside(r0, c0) && cell_at(r0, c0) == other && inside(r1, c1) && cell_at(r1, c1) == other;
    if (omok::run_wins(colour, static_cast<std::size_t>(length), blocked, rule_)) return true;
  }
  return false;
}

bool search_board::legal(int index, std::uint8_t colour) {
  if (at(index) != omok::empty) return false;
  if (rule_.rule != omok::rule_set::renju || colour != omok::black) return true;
  return omok::forbidden_reason(board_, static_cast<std::size_t>(index / cols_),
                                static_cast<std::size_t>(index % cols_), {}) == omok::foul::none;
}

std::int64_t search_board::order_score(int index, std::uint8_t colour) const {
  const auto i = static_cast<std::size_t>(index);
  const int own_slot = colour - 1;
  std::int64_t score = 0;
  for (std::uint32_t k = window_start_[i]; k < window_start_[i + 1]; ++k) {
    const auto& n = counts_[window_ids_[k]];
    const int own = n[static_cast<std::size_t>(own_slot)];
    const int opp = n[static_cast<std::size_t>(1 - own_slot)];
    if (opp == 0) score += window_weight[own + 1] - window_weight[own];
    if (own == 0) score += window_weight[opp + 1] - window_weight[opp];
  }
  return score;
}

void search_board::candidates(std::vector<int>& out) const {
  out.clear();
  if (stones_ == 0) {
    out.push_back((rows_ / 2) * cols_ + cols_ / 2);
    return;
  }
  for (int i = 0; i < size(); ++i)
    if (near_[static_cast<std::size_t>(i)] > 0 && at(i) == omok::empty) out.push_back(i);
  if (out.empty()) {  // stones everywhere near: any empty cell
    for (int i = 0; i < size(); ++i)
      if (at(i) == omok::empty) out.push_back(i);
  }
}

void search_board::line_cells(int index, std::vector<int>& out) const {
  out.clear();
  const int r = index / cols_;
  const int c = index % cols_;
  for (int d = 0; d < 4; ++d) {
    for (int s = -4; s <= 4; ++s) {
      if (s == 0) continue;
      const int rr = r + s * omok::step_row[d];
      const int cc = c + s * omok::step_col[d];
      if (rr < 0 || rr >= rows_ || cc < 0 || cc >= cols_) continue;
      const int j = rr * cols_ + cc;
      if (at(j) == omok::empty) out.push_back(j);
    }
  }
}

}  // namespace tessera::brain::detail
