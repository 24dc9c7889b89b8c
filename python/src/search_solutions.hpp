// Private to the Python module: cover()'s solutions beside the CLI's. The lazy stream (and the run
// for pieces no request carries) builds the problem with the library's to_packing_board and
// to_packing_pieces, as the CLI does. The CLI's `--format json` lists a solution as pieces and
// their cells; Python's Solution keeps the problem's placement indices (for its grid, picture and
// letters): placement_index maps one onto the other, the library's packing_solution_json writes
// one element back.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "tessera/board.hpp"
#include "tessera/piece_spec.hpp"
#include "tessera/polyomino_packing.hpp"

namespace tessera::python {

// The placements of a problem by their first cell (row-major), to find a placement from the cells
// the CLI's document lists. O(placements) to build.
class placement_index {
 public:
  explicit placement_index(const packing_problem& problem);

  // The solution a document's element ([{"piece": NAME, "cells": [[r, c], ...]}, ...], 1-based)
  // stands for, as sorted placement indices. std::logic_error when a piece has no such placement
  // (the CLI and this module disagree about the problem: a bug).
  packing_solution solution_of(const nlohmann::json& pieces) const;

 private:
  std::int64_t key(const std::vector<cell>& cells) const;
  std::uint32_t find(const std::string& name, const std::vector<cell>& cells) const;

  const packing_problem& problem_;
  std::unordered_map<std::int64_t, std::vector<std::uint32_t>> by_cell_;
};

}  // namespace tessera::python
