// An independent checker of claimed L-puzzle tilings, and the tiling as a picture.
#include <fmt/format.h>

#include "tessera/lpuzzle.hpp"

namespace tessera {

std::optional<std::string> verify_lpuzzle_tiling(const lpuzzle_pattern& pattern,
                                                 const std::vector<lpuzzle_piece>& tiling) {
  const std::size_t rows = pattern.rows, cols = pattern.cols;
  std::vector<std::uint8_t> covered(rows * cols, 0);
  auto where = [](std::size_t r, std::size_t c) { return fmt::format("({}, {})", r + 1, c + 1); };
  for (std::size_t i = 0; i < tiling.size(); ++i) {
    const lpuzzle_piece& p = tiling[i];
    const std::size_t cells[3][2] = {{p.black_row, p.black_col},
                                     {p.horizontal_row, p.horizontal_col},
                                     {p.vertical_row, p.vertical_col}};
    for (const auto& rc : cells) {
      if (rc[0] >= rows || rc[1] >= cols) {
        return fmt::format("piece {} has a cell {} off the {}x{} board", i + 1, where(rc[0], rc[1]),
                           rows, cols);
      }
    }
    const bool l_shape =
        p.horizontal_row == p.black_row &&
        (p.horizontal_col + 1 == p.black_col || p.black_col + 1 == p.horizontal_col) &&
        p.vertical_col == p.black_col &&
        (p.vertical_row + 1 == p.black_row || p.black_row + 1 == p.vertical_row);
    if (!l_shape)
      return fmt::format("piece {} at {} is not an L", i + 1, where(p.black_row, p.black_col));
    for (int k = 0; k < 3; ++k) {
      const char want = k == 0 ? 'B' : 'W';
      const std::size_t r = cells[k][0], c = cells[k][1];
      if (pattern.at(r, c) != want) {
        return fmt::format("piece {} puts a {} cell on {} which is '{}'", i + 1,
                           k == 0 ? "black" : "white", where(r, c), pattern.at(r, c));
      }
      if (covered[r * cols + c]++ != 0) {
        return fmt::format("cell {} is covered twice (again by piece {})", where(r, c), i + 1);
      }
    }
  }
  for (std::size_t r = 0; r < rows; ++r) {
    for (std::size_t c = 0; c < cols; ++c) {
      if (pattern.at(r, c) != '.' && covered[r * cols + c] == 0) {
        return fmt::format("cell {} ('{}') is not covered", where(r, c), pattern.at(r, c));
      }
    }
  }
  return std::nullopt;
}

picture lpuzzle_picture(const lpuzzle_pattern& pattern, const std::vector<lpuzzle_piece>* tiling) {
  picture pic(pattern.rows, pattern.cols);
  for (std::size_t i = 0; i < pattern.cells.size(); ++i) {
    const char ch = pattern.cells[i];
    pic.glyph[i] = ch == '.' ? ' ' : ch;
  }
  if (tiling != nullptr) {
    for (std::size_t i = 0; i < tiling->size(); ++i) {
      const lpuzzle_piece& p = (*tiling)[i];
      const auto id = static_cast<std::int32_t>(i);
      pic.region[p.black_row * pattern.cols + p.black_col] = id;
      pic.region[p.horizontal_row * pattern.cols + p.horizontal_col] = id;
      pic.region[p.vertical_row * pattern.cols + p.vertical_col] = id;
    }
  }
  return pic;
}

}  // namespace tessera
