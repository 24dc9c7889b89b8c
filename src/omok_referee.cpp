// The referee: incremental win detection in O(1) per move. For each direction a run's length is
// kept at its two end cells only; a new stone between a run ending just before it (length a) and
// one starting just after it (length b) makes a run of a + 1 + b whose ends are found by stepping a
// and b cells, so no cell inside a run is ever touched again.
#include "tessera/omok_referee.hpp"

namespace tessera::omok {

std::string_view outcome_name(outcome o) {
  switch (o) {
    case outcome::playing:
      return "playing";
    case outcome::win:
      return "win";
    case outcome::forbidden:
      return "forbidden";
    case outcome::occupied:
      return "occupied";
    case outcome::off_board:
      return "off-board";
    case outcome::full:
      return "full";
  }
  return "playing";
}

referee::referee(std::size_t rows, std::size_t cols, const judge_options& rule,
                 const renju_options& renju)
    : board_(rows, cols), rule_(rule), renju_(renju) {
  run_.assign(rows * cols, {0, 0, 0, 0});
}

move_verdict referee::play(std::int64_t row, std::int64_t col) {
  move_verdict verdict;
  verdict.colour = moves_ % 2 == 0 ? black : white;
  const auto rows = static_cast<std::int64_t>(board_.rows);
  const auto cols = static_cast<std::int64_t>(board_.cols);
  if (row < 1 || row > rows || col < 1 || col > cols) {
    verdict.result = outcome::off_board;
    return verdict;
  }
  const auto r = static_cast<std::ptrdiff_t>(row - 1);
  const auto c = static_cast<std::ptrdiff_t>(col - 1);
  const auto cell = static_cast<std::size_t>(r * cols + c);
  if (board_.cells[cell] != empty) {
    verdict.result = outcome::occupied;
    return verdict;
  }
  if (rule_.rule == rule_set::renju && verdict.colour == black) {
    verdict.reason =
        forbidden_reason(board_, static_cast<std::size_t>(r), static_cast<std::size_t>(c), renju_);
    if (verdict.reason != foul::none) {
      verdict.result = outcome::forbidden;
      return verdict;
    }
  }
  const std::uint8_t colour = verdict.colour;
  board_.cells[cell] = colour;
  ++moves_;
  ++stones_;
  auto inside = [&](std::ptrdiff_t rr, std::ptrdiff_t cc) {
    return rr >= 0 && rr < rows && cc >= 0 && cc < cols;
  };
  auto index = [&](std::ptrdiff_t rr, std::ptrdiff_t cc) {
    return static_cast<std::size_t>(rr * cols + cc);
  };
  bool won = false;
  for (int d = 0; d < 4; ++d) {
    const int dr = step_row[d];
    const int dc = step_col[d];
    std::uint32_t before = 0;
    std::uint32_t after = 0;
    if (inside(r - dr, c - dc) && board_.cells[index(r - dr, c - dc)] == colour)
      before = run_[index(r - dr, c - dc)][static_cast<std::size_t>(d)];
    if (inside(r + dr, c + dc) && board_.cells[index(r + dr, c + dc)] == colour)
      after = run_[index(r + dr, c + dc)][static_cast<std::size_t>(d)];
    const std::uint32_t length = before + 1 + after;
    const std::ptrdiff_t r0 = r - static_cast<std::ptrdiff_t>(before) * dr;
    const std::ptrdiff_t c0 = c - static_cast<std::ptrdiff_t>(before) * dc;
    const std::ptrdiff_t r1 = r + static_cast<std::ptrdiff_t>(after) * dr;
    const std::ptrdiff_t c1 = c + static_cast<std::ptrdiff_t>(after) * dc;
    run_[index(r0, c0)][static_cast<std::size_t>(d)] = length;
    run_[index(r1, c1)][static_cast<std::size_t>(d)] = length;
    if (won || length < rule_.k) continue;
    const std::uint8_t other = opponent(colour);
    const bool blocked_before =
        inside(r0 - dr, c0 - dc) && board_.cells[index(r0 - dr, c0 - dc)] == other;
    const bool blocked_after =
        inside(r1 + dr, c1 + dc) && board_.cells[index(r1 + dr, c1 + dc)] == other;
    if (run_wins(colour, length, blocked_before && blocked_after, rule_)) {
      won = true;
      verdict.result = outcome::win;
      verdict.winning = line{colour, static_cast<direction>(d), static_cast<std::size_t>(r0),
                             static_cast<std::size_t>(c0), length};
    }
  }
  if (!won && stones_ == board_.cells.size()) verdict.result = outcome::full;
  return verdict;
}

move_verdict referee::pass() {
  move_verdict verdict;
  verdict.colour = moves_ % 2 == 0 ? black : white;
  ++moves_;
  return verdict;
}

game_result referee_game(const move_list& game, const judge_options& rule,
                         const renju_options& renju) {
  game_result out;
  referee ref(game.rows, game.cols, rule, renju);
  for (std::size_t i = 0; i < game.moves.size(); ++i) {
    const move& m = game.moves[i];
    const move_verdict v = m.pass ? ref.pass() : ref.play(m.row, m.col);
    if (v.result != outcome::playing) {
      out.result = v.result;
      out.move_number = i + 1;
      out.verdict = v;
      out.final_position = ref.position();
      return out;
    }
  }
  out.move_number = game.moves.size();
  out.final_position = ref.position();
  return out;
}

}  // namespace tessera::omok
