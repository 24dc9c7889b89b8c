// Requests only the page makes (brain, omok moves, omok record): see page_requests.cpp.
#pragma once

#include <optional>
#include <string_view>

#include "tessera/request.hpp"

namespace tessera::web {

// The response to `request_json` when it names one of the page's own commands ("brain", "omok
// moves", "omok record", "palette"); nullopt for anything else (tessera::call answers those). Work:
// the brain's search is bounded by its depth and the protocol's time budget; the others are linear.
std::optional<command_response> page_request(std::string_view request_json);

}  // namespace tessera::web
