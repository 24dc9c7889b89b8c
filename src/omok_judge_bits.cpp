// The judge, bit-parallel, for boards at most 64 columns wide (the seed's 19x19, renju's 15x15):
// each row of each colour is one 64-bit word. For direction d, the AND of the k rows along d, each
// shifted so that column c lines up with the run's first cell, has bit c set exactly where k
// same-coloured stones start at (r, c); masking out the bits whose previous cell (one step back
// along d) holds the same colour leaves the starts of maximal runs of length >= k. Those are rare,
// and each is measured and judged by run_wins() as in the scalar pass. The classic connect-four
// bitboard test (John Tromp's Fhourstones uses shifted ANDs the same way), applied row by row.
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "detail/omok_judge.hpp"

namespace tessera::omok::detail {
namespace {

constexpr std::size_t max_k = 16;
constexpr std::size_t pad = max_k + 1;  // zero rows above and below: no bounds checks on r +- i
constexpr std::size_t stack_rows = 64;

// Row r of one colour, with `pad` zero rows on each side.
struct bit_rows {
  std::uint64_t* words;
  std::uint64_t at(std::ptrdiff_t r) const { return words[static_cast<std::ptrdiff_t>(pad) + r]; }
};

// K > 0: k known at compile time (the AND chain unrolls, no early exit); K == 0: k from `options`.
template <int K>
void judge_colour(const board& b, const judge_options& options, std::uint8_t colour, bit_rows bits,
                  std::vector<line>& out) {
  const auto rows = static_cast<std::ptrdiff_t>(b.rows);
  const auto cols = static_cast<std::ptrdiff_t>(b.cols);
  const auto k = static_cast<std::ptrdiff_t>(options.k);
  const std::uint8_t other = opponent(colour);
  for (int d = 0; d < 4; ++d) {
    const std::ptrdiff_t sr = step_row[d];
    const unsigned sc = static_cast<unsigned>(step_col[d]);
    for (std::ptrdiff_t r = 0; r < rows; ++r) {
      std::uint64_t w = bits.at(r);
      if constexpr (K > 0) {
        for (std::ptrdiff_t i = 1; i < K; ++i)
          w &= bits.at(r + i * sr) >> (sc * static_cast<unsigned>(i));
      } else {
        for (std::ptrdiff_t i = 1; i < k && w != 0; ++i) {
          w &= bits.at(r + i * sr) >> (sc * static_cast<unsigned>(i));
        }
      }
      if (w == 0) continue;
      w &= ~(bits.at(r - sr) << sc);  // keep run starts only
      while (w != 0) {
        const auto c = static_cast<std::ptrdiff_t>(std::countr_zero(w));
        w &= w - 1;
        // Measure the run and look beyond both ends (the edge never blocks).
        std::ptrdiff_t length = k;
        auto inside = [&](std::ptrdiff_t rr, std::ptrdiff_t cc) {
          return rr >= 0 && rr < rows && cc >= 0 && cc < cols;
        };
        auto value = [&](std::ptrdiff_t rr, std::ptrdiff_t cc) {
          return b.cells[static_cast<std::size_t>(rr * cols + cc)];
        };
        const auto dc = static_cast<std::ptrdiff_t>(sc);
        while (inside(r + length * sr, c + length * dc) &&
               value(r + length * sr, c + length * dc) == colour)
          ++length;
        const bool blocked_before = inside(r - sr, c - dc) && value(r - sr, c - dc) == other;
        const bool blocked_after = inside(r + length * sr, c + length * dc) &&
                                   value(r + length * sr, c + length * dc) == other;
        if (run_wins(colour, static_cast<std::size_t>(length), blocked_before && blocked_after,
                     options)) {
          out.push_back(line{colour, static_cast<direction>(d), static_cast<std::size_t>(r),
                             static_cast<std::size_t>(c), static_cast<std::size_t>(length)});
        }
      }
    }
  }
}

}  // namespace

bool winning_lines_bitboard(const board& b, const judge_options& options, std::vector<line>& out) {
  if (b.cols > 64 || options.k > max_k || options.k < 2) return false;
  const std::size_t height = b.rows + 2 * pad;
  std::array<std::uint64_t, 2 * (stack_rows + 2 * pad)> stack_words;  // rows filled below
  std::vector<std::uint64_t> heap_words;
  std::uint64_t* words = stack_words.data();
  if (b.rows > stack_rows) {
    heap_words.assign(2 * height, 0);
    words = heap_words.data();
  }
  std::uint64_t* black_rows = words;
  std::uint64_t* white_rows = words + height;
  // Only the padding needs zeros: every board row is written.
  for (std::size_t i = 0; i < pad; ++i) {
    black_rows[i] = white_rows[i] = 0;
    black_rows[pad + b.rows + i] = white_rows[pad + b.rows + i] = 0;
  }
  const std::uint8_t* cell = b.cells.data();
  for (std::size_t r = 0; r < b.rows; ++r) {
    std::uint64_t black_word = 0;
    std::uint64_t white_word = 0;
    std::size_t c = 0;
    if constexpr (std::endian::native == std::endian::little) {
      // Eight cells at a time: bit 0 of each byte is "black", bit 1 "white" (cells are 0, 1, 2);
      // the multiplication gathers bit 0 of byte i into bit 56 + i (a classic SWAR movemask).
      constexpr std::uint64_t low_bits = 0x0101010101010101ULL;
      constexpr std::uint64_t gather = 0x0102040810204080ULL;
      for (; c + 8 <= b.cols; c += 8, cell += 8) {
        std::uint64_t x;
        std::memcpy(&x, cell, 8);
        black_word |= (((x & low_bits) * gather) >> 56) << c;
        white_word |= ((((x >> 1) & low_bits) * gather) >> 56) << c;
      }
    }
    for (; c < b.cols; ++c, ++cell) {
      black_word |= static_cast<std::uint64_t>(*cell == black) << c;
      white_word |= static_cast<std::uint64_t>(*cell == white) << c;
    }
    black_rows[pad + r] = black_word;
    white_rows[pad + r] = white_word;
  }
  if (options.k == 5) {  // five in a row: the case that matters, unrolled
    judge_colour<5>(b, options, black, bit_rows{black_rows}, out);
    judge_colour<5>(b, options, white, bit_rows{white_rows}, out);
  } else {
    judge_colour<0>(b, options, black, bit_rows{black_rows}, out);
    judge_colour<0>(b, options, white, bit_rows{white_rows}, out);
  }
  return true;
}

}  // namespace tessera::omok::detail
