// `tessera design`'s input (design_input.hpp): the board and the pieces through the library's
// parsers (tessera/board.hpp, tessera/piece_spec.hpp), with cover's errors and limits.
#include "design_input.hpp"

#include <fmt/format.h>

#include "cli_common.hpp"
#include "tessera/board.hpp"
#include "tessera/piece_spec.hpp"

namespace tessera::commands {
namespace {

// Placement lists grow with pieces x orientations x cells; refuse boards past this (as cover does).
constexpr std::size_t max_design_placements = 20'000'000;

// The pieces of --pieces as cover's search reads them (reading @FILE terms). Prints the error and
// returns nullopt on a defect.
std::optional<std::vector<piece>> read_pieces(const std::string& spec) {
  if (spec.empty()) {
    eprint("tessera: design: --pieces is required (e.g. --pieces pentominoes)\n");
    return std::nullopt;
  }
  return read_square_pieces(spec);
}

// BOARD: a size (8x8) when it reads as one, else a board file (bare rows or one BOARDCOVER case).
std::optional<board> read_board(const std::string& where) {
  if (where.empty()) {
    eprint("tessera: design: give a BOARD (a size like 8x8, or a board file; '-' reads stdin)\n");
    return std::nullopt;
  }
  if (where != "-" && where.find_first_not_of("0123456789xX*, ") == std::string::npos) {
    auto sized = parse_board_size(where);
    if (!sized) {
      report_error(sized.error(), where);
      return std::nullopt;
    }
    return std::move(sized).value();
  }
  const auto text = read_input(where);
  if (!text) return std::nullopt;
  board_reader reader(*text);
  auto cases = reader.start();
  if (!cases) {
    report_error(cases.error(), where);
    return std::nullopt;
  }
  if (cases.value() != 1) {
    report_error(input_error{1, 1, fmt::format("expected one board, found {}", cases.value())},
                 where);
    return std::nullopt;
  }
  auto b = reader.next();
  if (!b) {
    report_error(b.error(), where);
    return std::nullopt;
  }
  if (auto end = reader.finish(); !end) {
    report_error(end.error(), where);
    return std::nullopt;
  }
  if (auto plain = require_unmarked(b.value(), "design takes boards of '#' and '.' only"); !plain) {
    report_error(plain.error(), where);
    return std::nullopt;
  }
  return std::move(b).value();
}

}  // namespace

std::optional<packing_problem> read_design_problem(const std::string& board_arg,
                                                   const std::string& pieces_spec,
                                                   const std::string& orient_name,
                                                   const std::string& wrap) {
  const auto pieces = read_pieces(pieces_spec);
  if (!pieces) return std::nullopt;
  auto b = read_board(board_arg);
  if (!b) return std::nullopt;
  b->set_wrap(wrap == "rows" || wrap == "both", wrap == "cols" || wrap == "both");
  std::size_t bound = 0;
  for (const piece& p : *pieces) bound += 8 * p.shape.size() * b->rows() * b->cols();
  if (bound > max_design_placements * 8) {
    eprint("tessera: design: a {}x{} board is too large for the exact-cover search\n", b->rows(),
           b->cols());
    return std::nullopt;
  }
  const orientation_set orient = orient_name == "rotate"  ? orientation_set::rotate
                                 : orient_name == "fixed" ? orientation_set::fixed
                                                          : orientation_set::free;
  return packing_problem(to_packing_board(*b),
                         to_packing_pieces(*pieces, orient, true, b->free_count()));
}

}  // namespace tessera::commands
