// Polyomino packing, phase 1: the board, every placement of every piece, and the exact cover model
// (one item per free cell, one per count-constrained piece, one option per placement).
#include <algorithm>
#include <cassert>
#include <nlohmann/json.hpp>
#include <numeric>
#include <set>

#include "tessera/polyomino_packing.hpp"

namespace tessera {

packing_board packing_board::rectangle(std::int32_t rows, std::int32_t cols) {
  packing_board board;
  board.rows = rows;
  board.cols = cols;
  board.free.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), true);
  return board;
}

packing_board to_packing_board(const board& b) {
  packing_board out;
  out.rows = static_cast<std::int32_t>(b.rows());
  out.cols = static_cast<std::int32_t>(b.cols());
  out.wrap_rows = b.wrap_rows();
  out.wrap_cols = b.wrap_cols();
  out.free.resize(b.cells().size());
  for (std::size_t i = 0; i < b.cells().size(); ++i) out.free[i] = b.cells()[i] != 0;
  return out;
}

std::vector<packing_piece> to_packing_pieces(const std::vector<piece>& pieces,
                                             orientation_set orient, bool once,
                                             std::size_t free_cells) {
  std::vector<packing_piece> out;
  for (const piece& p : pieces) {
    packing_piece q{p.name, p.shape, orientation_set::free, 0, 0};
    q.orient = piece_motions(p, orient);
    const auto fit = static_cast<std::uint32_t>(std::min<std::size_t>(
        free_cells / std::max<std::size_t>(p.shape.size(), 1), max_multiplicity));
    if (p.count.given) {
      q.min_count = p.count.min;
      q.max_count =
          p.count.max == multiplicity::unbounded ? std::max(fit, p.count.min) : p.count.max;
    } else if (once) {
      q.min_count = q.max_count = 1;
    } else {
      q.max_count = fit;
    }
    out.push_back(std::move(q));
  }
  return out;
}

std::size_t packing_board::free_count() const {
  return static_cast<std::size_t>(std::count(free.begin(), free.end(), true));
}

packing_problem::packing_problem(packing_board board, std::vector<packing_piece> pieces,
                                 std::vector<placement> given)
    : board_(std::move(board)), pieces_(std::move(pieces)), fixed_(std::move(given)) {
  add_blank_piece();
  count_free_cells();
  if (refuted_) return;
  // Placements range over the whole bounding box, so that pieces reach around holes.
  if (board_.wrapped()) {
    wrapped_placements();
    return;
  }
  for (std::uint32_t p = 0; p < pieces_.size(); ++p) {
    const packing_piece& piece = pieces_[p];
    assert(piece.min_count <= piece.max_count);
    if (piece.max_count == 0 || piece.shape.empty()) continue;
    // A coloured piece's two colourings of the same cells may both fit where the board has no
    // colour: one placement (a solution shows cells, not colours), the first.
    std::set<std::vector<cell>> seen;
    for (const coloured_orientation& o : coloured_orientations(piece, piece.orient)) {
      for (std::int32_t r = 0; r + o.shape.height() <= board_.rows; ++r) {
        for (std::int32_t c = 0; c + o.shape.width() <= board_.cols; ++c) {
          if (!fits(piece, o, cell{r, c})) continue;
          placement pl{p, {}};
          pl.cells.reserve(o.shape.size());
          for (const cell x : o.shape.cells()) pl.cells.push_back(cell{r + x.row, c + x.col});
          if (!piece.colours.empty() && !seen.insert(pl.cells).second) continue;
          placements_.push_back(std::move(pl));
        }
      }
    }
  }
}

// Optional cells: the blank monomino, as many copies as there are optional cells, none needed.
void packing_problem::add_blank_piece() {
  const auto optional =
      static_cast<std::uint32_t>(std::count(board_.optional.begin(), board_.optional.end(), true));
  if (optional == 0) return;
  packing_piece blank{"+", polyomino({cell{0, 0}}), orientation_set::fixed, 0, optional};
  blank.blank = true;
  pieces_.push_back(std::move(blank));
}

// Whether orientation `o` of `piece` at `offset` (its cells taken modulo the box on a wrapped
// board) lies on free cells, on optional ones for the blank, each of its colour.
bool packing_problem::fits(const packing_piece& piece, const coloured_orientation& o,
                           cell offset) const {
  for (std::size_t k = 0; k < o.shape.size(); ++k) {
    const cell x = o.shape.cells()[k];
    const std::int32_t r = (offset.row + x.row) % board_.rows;
    const std::int32_t c = (offset.col + x.col) % board_.cols;
    if (!board_.is_free(r, c)) return false;
    const std::size_t at = static_cast<std::size_t>(r) * static_cast<std::size_t>(board_.cols) +
                           static_cast<std::size_t>(c);
    if (piece.blank && !board_.is_optional(at)) return false;
    const char want = o.colours.empty() ? '\0' : o.colours[k];
    const char have = board_.colour_at(at);
    if (want != '\0' && have != '\0' && want != have) return false;
  }
  return true;
}

packing_problem::packing_problem(packing_board board, std::vector<packing_piece> pieces,
                                 std::vector<placement> placements, given_symmetry symmetry,
                                 bool connectivity_cuts)
    : board_(std::move(board)),
      pieces_(std::move(pieces)),
      connectivity_cuts_(connectivity_cuts),
      given_(std::move(symmetry)) {
  assert(!board_.wrapped());
  count_free_cells();
  if (!refuted_) placements_ = std::move(placements);
}

// The free cells' indices, and the quick refutation by cell counts.
void packing_problem::count_free_cells() {
  assert(board_.free.size() ==
         static_cast<std::size_t>(board_.rows) * static_cast<std::size_t>(board_.cols));
  free_index_.assign(board_.free.size(), -1);
  std::int32_t next = 0;
  for (std::size_t i = 0; i < board_.free.size(); ++i) {
    if (board_.free[i]) free_index_[i] = next++;
  }
  // Quick refutation by cell counts: the pieces' sizes must be able to add up to the free cells
  // (between the lower and upper bounds, in steps of their gcd). Then no placement is built.
  std::uint64_t least = 0, most = 0, gcd = 0;
  for (const packing_piece& piece : pieces_) {
    least += std::uint64_t{piece.min_count} * piece.shape.size();
    most += std::uint64_t{piece.max_count} * piece.shape.size();
    if (piece.max_count > 0) gcd = std::gcd(gcd, std::uint64_t{piece.shape.size()});
  }
  const auto free_cells = static_cast<std::uint64_t>(next);
  refuted_ = free_cells < least || free_cells > most || (gcd != 0 && free_cells % gcd != 0) ||
             (gcd == 0 && free_cells != 0);
}

// On a wrapped board a translation runs over every start in a wrapped direction and the cells are
// taken modulo the side. A shape longer than a ring may meet itself: a translation covering a cell
// twice is no placement. Two translations (or two orientations) giving the same cells are one
// placement (an I3 wrapped once around a ring of 3 is the same for its 3 shifts): the first, in the
// usual order, is kept.
void packing_problem::wrapped_placements() {
  const std::int32_t rows = board_.rows, cols = board_.cols;
  std::vector<cell> cells;
  std::set<std::vector<cell>> seen;
  for (std::uint32_t p = 0; p < pieces_.size(); ++p) {
    const packing_piece& piece = pieces_[p];
    assert(piece.min_count <= piece.max_count);
    if (piece.max_count == 0 || piece.shape.empty()) continue;
    seen.clear();
    for (const coloured_orientation& o : coloured_orientations(piece, piece.orient)) {
      const std::int32_t last_row = board_.wrap_rows ? rows - 1 : rows - o.shape.height();
      const std::int32_t last_col = board_.wrap_cols ? cols - 1 : cols - o.shape.width();
      for (std::int32_t r = 0; r <= last_row; ++r) {
        for (std::int32_t c = 0; c <= last_col; ++c) {
          if (!fits(piece, o, cell{r, c})) continue;
          cells.clear();
          for (const cell x : o.shape.cells())
            cells.push_back(cell{(r + x.row) % rows, (c + x.col) % cols});
          std::sort(cells.begin(), cells.end());
          if (std::adjacent_find(cells.begin(), cells.end()) != cells.end()) continue;
          if (!seen.insert(cells).second) continue;
          placements_.push_back(placement{p, cells});
        }
      }
    }
  }
}

std::int32_t packing_problem::free_index(std::int32_t r, std::int32_t c) const {
  if (r < 0 || c < 0 || r >= board_.rows || c >= board_.cols) return -1;
  return free_index_[static_cast<std::size_t>(r) * static_cast<std::size_t>(board_.cols) +
                     static_cast<std::size_t>(c)];
}

exact_cover_problem packing_problem::exact_cover(const std::vector<bool>& allowed) const {
  exact_cover_problem ec;
  const std::size_t free_cells = board_.free_count();
  for (std::size_t i = 0; i < free_cells; ++i) ec.add_primary();
  // A piece needs an item only when its count is constrained: at least one copy, or fewer copies
  // than could ever fit.
  std::vector<std::int64_t> piece_item(pieces_.size(), -1);
  for (std::size_t p = 0; p < pieces_.size(); ++p) {
    const packing_piece& piece = pieces_[p];
    if (piece.max_count == 0 || piece.shape.empty()) continue;
    const std::size_t fit = free_cells / piece.shape.size();
    if (piece.min_count == 0 && piece.max_count >= fit) continue;
    piece_item[p] = ec.add_primary(piece.min_count, piece.max_count);
  }
  std::vector<std::uint32_t> items;
  for (std::size_t k = 0; k < placements_.size(); ++k) {
    if (!allowed.empty() && !allowed[k]) continue;
    const placement& pl = placements_[k];
    items.clear();
    for (const cell x : pl.cells)
      items.push_back(static_cast<std::uint32_t>(free_index(x.row, x.col)));
    if (piece_item[pl.piece] >= 0)
      items.push_back(static_cast<std::uint32_t>(piece_item[pl.piece]));
    ec.add_option(items);
  }
  // Pieces that must appear but have no placement at all still get their item: it makes the search
  // fail at once, as it should.
  return ec;
}

std::vector<packed_piece> packed_pieces(const packing_problem& problem,
                                        const packing_solution& solution) {
  std::vector<packed_piece> out;
  out.reserve(solution.size());
  for (const std::uint32_t k : solution) {
    const placement& pl = problem.placements()[k];
    out.push_back(packed_piece{pl.piece, pl.cells});
  }
  return out;
}

// The placements a solution shows: the given pieces, then the solution's placements but the blanks.
std::vector<const placement*> shown_placements(const packing_problem& problem,
                                               const packing_solution& solution) {
  std::vector<const placement*> out;
  for (const placement& pl : problem.given()) out.push_back(&pl);
  for (const std::uint32_t k : solution) {
    const placement& pl = problem.placements()[k];
    if (!problem.pieces()[pl.piece].blank) out.push_back(&pl);
  }
  return out;
}

picture packing_picture(const packing_problem& problem, const packing_solution& solution) {
  const packing_board& board = problem.board();
  picture pic(static_cast<std::size_t>(board.rows), static_cast<std::size_t>(board.cols));
  pic.wrap_rows = board.wrap_rows;  // a piece crossing a seam is one region in both halves
  pic.wrap_cols = board.wrap_cols;
  for (std::size_t i = 0; i < board.free.size(); ++i) {
    if (!board.free[i]) pic.region[i] = picture::blocked;
  }
  bool repeated = false;
  for (const packing_piece& piece : problem.pieces()) {
    repeated = repeated || (piece.max_count > 1 && !piece.blank);
  }
  const std::vector<const placement*> shown = shown_placements(problem, solution);
  for (std::size_t n = 0; n < shown.size(); ++n) {
    const placement& pl = *shown[n];
    const std::string& name = problem.pieces()[pl.piece].name;
    for (const cell x : pl.cells) {
      const std::size_t at =
          static_cast<std::size_t>(x.row) * pic.cols + static_cast<std::size_t>(x.col);
      pic.region[at] = static_cast<std::int32_t>(n);
      pic.glyph[at] = name.empty() ? '?' : name[0];
    }
    // Each piece its own colour when every piece appears at most once; copies get touching-aware
    // colours.
    if (!repeated) pic.region_colour.push_back(static_cast<int>(pl.piece));
  }
  return pic;
}

std::string packing_solution_json(const packing_problem& problem,
                                  const packing_solution& solution) {
  nlohmann::json pieces = nlohmann::json::array();
  for (const placement* pl : shown_placements(problem, solution)) {
    nlohmann::json cells = nlohmann::json::array();
    for (const cell& x : pl->cells) cells.push_back({x.row + 1, x.col + 1});
    pieces.push_back({{"piece", problem.pieces()[pl->piece].name}, {"cells", cells}});
  }
  return pieces.dump();
}

}  // namespace tessera
