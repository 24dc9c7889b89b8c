// libFuzzer target for the cover capability's parsers: the board reader (BOARDCOVER, bare rows),
// the piece file, the piece spec and HxW; small parsed boards are also counted, checking the DP's
// witness with the independent checker. The first byte picks the parser.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tessera/board.hpp"
#include "tessera/piece_spec.hpp"
#include "tessera/tiling_count.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0] % 4) {
    case 0: {
      tessera::board_limits limits;
      limits.max_cells = 1 << 16;
      auto boards = tessera::parse_boards(text, limits);
      if (!boards) break;
      const auto pieces = tessera::pieces_of_term(tessera::piece_term{"L3", false, {}, 1}).value();
      for (const tessera::board& b : boards.value()) {
        if (b.rows() * b.cols() > 64) continue;
        tessera::count_options options;
        options.want_witness = true;
        auto counted = tessera::count_tilings(b, pieces, tessera::orientation_set::free, options);
        if (!counted) continue;
        if (counted.value().witness &&
            !tessera::check_tiling(b, pieces, tessera::orientation_set::free,
                                   *counted.value().witness)
                 .empty()) {
          std::abort();
        }
      }
      break;
    }
    case 1: {
      tessera::piece_file_limits limits;
      limits.max_pieces = 64;
      auto pieces = tessera::parse_piece_file(text, limits);
      if (pieces && !pieces.value().empty()) {
        const tessera::board b(4, 4);
        auto counted = tessera::count_tilings(b, pieces.value(), tessera::orientation_set::free);
        (void)counted;
      }
      break;
    }
    case 2: {
      auto terms = tessera::parse_piece_spec(text);
      if (!terms) break;
      for (const auto& term : terms.value()) {
        if (!term.from_file) (void)tessera::pieces_of_term(term);
      }
      break;
    }
    default: {
      tessera::board_limits limits;
      limits.max_cells = 1 << 20;
      (void)tessera::parse_board_size(text, limits);
      break;
    }
  }
  return 0;
}
