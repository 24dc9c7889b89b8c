// Private to the move-list readers (src/omok_moves.cpp dispatches, src/omok_moves_json.cpp reads
// JSON).
#pragma once

#include <string_view>

#include "tessera/omok_referee.hpp"
#include "tessera/result.hpp"

namespace tessera::omok::detail {

// A JSON move list (move_format::json) into `list`, whose board is already set and checked.
// O(text).
result<move_list> parse_moves_json(std::string_view text, move_list list,
                                   const move_list_options& options);

}  // namespace tessera::omok::detail
