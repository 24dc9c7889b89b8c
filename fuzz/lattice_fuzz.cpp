// libFuzzer target for the lattice readers (tessera/lattice_board.hpp): board files and piece
// files, JSON or drawn, on every lattice. Never crash; an error has a position inside the input;
// a board is sorted, distinct cells of its lattice; every piece read is connected, and its drawing
// (draw_lattice_cells) reads back to the same shape. The first byte picks the lattice.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tessera/lattice_board.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto l = static_cast<tessera::lattice>(data[0] % 4);
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const auto lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
  tessera::lattice_limits limits;
  limits.max_cells = 4096;
  limits.max_coordinate = 1000;
  auto board = tessera::parse_lattice_board(l, text, {}, limits);
  if (!board) {
    if (board.error().line < 1 || board.error().line > lines || board.error().column < 1)
      std::abort();
  } else {
    const auto& cells = board.value().cells;
    if (cells.empty() || !std::is_sorted(cells.begin(), cells.end())) std::abort();
    if (std::adjacent_find(cells.begin(), cells.end()) != cells.end()) std::abort();
    for (const auto& c : cells)
      if (!tessera::is_lattice_cell(board.value().kind, c)) std::abort();
  }
  auto pieces = tessera::parse_lattice_piece_file(l, text, limits);
  if (!pieces) {
    // The square grid's piece files (tessera/piece_spec.hpp) place an error at the end of the input
    // on the line after the last one.
    if (pieces.error().line < 1 || pieces.error().line > lines + 1) std::abort();
    return 0;
  }
  for (const tessera::lattice_piece& p : pieces.value()) {
    if (!p.shape.is_connected()) std::abort();
    const std::string drawing = "P\n" + tessera::draw_lattice_cells(l, p.shape.cells());
    auto back = tessera::parse_lattice_piece_file(l, drawing);
    if (!back || back.value().size() != 1 || !(back.value()[0].shape == p.shape)) std::abort();
  }
  return 0;
}
