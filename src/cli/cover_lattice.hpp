// `tessera cover --lattice tri|hex|cube` (docs/lattice_solving.md): boards and pieces of another
// lattice through the same library functions the web core and Python call.
#pragma once

#include <cstdint>
#include <string>

#include "cover_search.hpp"

namespace tessera::commands {

struct lattice_cover_request {
  std::string lattice;  // tri, hex or cube (square stays on the grid path)
  std::string pieces;   // --pieces
  std::string orient;   // --orient
  std::string board;    // --board shorthand, or empty: read common.input
  std::string gltf;     // --gltf FILE (cubes)
  std::uint64_t modulus = 0;
  std::size_t max_memory_mib = 4096;
  unsigned threads = 1;
};

// Counts with unlimited copies by the cell DP (else by search, or says why neither can), or runs
// the search modes. Returns the exit status (0, 2 bad input, 3 stopped).
int run_cover_lattice(const common_options& common, const search_options& search,
                      const lattice_cover_request& request);

}  // namespace tessera::commands
