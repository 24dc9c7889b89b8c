// Private: the board and pieces of `tessera design` (design.cpp), read with the library's parsers
// as `cover` reads them: BOARD a size (8x8) or a board file, --pieces a piece spec with @FILE
// terms.
#pragma once

#include <optional>
#include <string>

#include "tessera/polyomino_packing.hpp"

namespace tessera::commands {

// The packing problem of BOARD and --pieces, each piece used once unless its multiplicity says
// otherwise, turning as `orient_name` allows (free, rotate, fixed), the board wrapped as `wrap`
// says (none, rows, cols, both). On bad input the located error is printed and nullopt returned.
std::optional<packing_problem> read_design_problem(const std::string& board_arg,
                                                   const std::string& pieces_spec,
                                                   const std::string& orient_name,
                                                   const std::string& wrap);

}  // namespace tessera::commands
