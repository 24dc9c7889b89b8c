// `tessera cover`: count the tilings of boards by polyominoes (Algospot BOARDCOVER and beyond).
// Thin: parse the options and the input with the library, count with the library, print.
#include <fmt/format.h>

#include <chrono>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>
#include <tuple>

#include "cli_common.hpp"
#include "commands.hpp"
#include "cover_lattice.hpp"
#include "cover_search.hpp"
#include "parallel.hpp"
#include "progress_report.hpp"
#include "tessera/board.hpp"
#include "tessera/piece_spec.hpp"
#include "tessera/tiling_count.hpp"

namespace tessera::commands {
namespace {

struct cover_options {
  common_options common;
  std::string pieces = "L3";
  std::string orient;  // "" = the lattice's default: rotate on cube (physical pieces), else free
  std::string board;   // HxW: a full rectangle instead of FILE
  std::uint64_t modulus = 0;
  unsigned threads = 1;
  std::size_t max_memory_mib = 4096;
  search_options search;           // the exact-cover search modes (cover_search.cpp)
  std::string lattice = "square";  // --lattice: tri, hex and cube go to cover_lattice.cpp
  std::string gltf;                // --gltf FILE (cubes)
};

// The options table: one row per flag, in --help order. It drives the flags and their help; the
// exact-cover search modes add their rows here (--once, --find, --all, --count, --unique, ...).
struct option_row {
  const char* flag;
  const char* help;
  std::function<option*(command_line&, cover_options&, const char* flag, const char* help)> bind;
};

const std::vector<option_row>& cover_table() {
  static const std::vector<option_row> rows = {
      {"--pieces",
       "piece sets: NAME[,NAME...] or @FILE; names: monomino, domino, I3, L3, trominoes, "
       "tetrominoes, "
       "pentominoes, hexominoes, tetrominoes-1s, pentominoes-1s, hexominoes-1s, or SET:PIECE "
       "(default L3)",
       [](command_line& app, cover_options& o, const char* f, const char* h) {
         return app.add_option(f, o.pieces, h);
       }},
      {"--orient",
       "motions a piece may make: free (rotate and reflect; the default, but on --lattice cube, "
       "whose "
       "pieces are physical, only an explicit free reflects them), rotate, fixed",
       [](command_line& app, cover_options& o, const char* f, const char* h) {
         return app.add_option(f, o.orient, h)->member({"free", "rotate", "fixed"});
       }},
      {"--board", "count a full HxW rectangle (e.g. 8x1000) instead of reading boards",
       [](command_line& app, cover_options& o, const char* f, const char* h) {
         return app.add_option(f, o.board, h);
       }},
      {"--wrap",
       "join opposite edges: cols (column 1 next to the last: each row a ring, a tube), rows (row "
       "1 next to the last), both (a torus), none (default); pieces cross the seams and the "
       "symmetries include the cyclic shifts",
       [](command_line& app, cover_options& o, const char* f, const char* h) {
         return app.add_option(f, o.search.wrap, h)->member({"none", "rows", "cols", "both"});
       }},
      {"--lattice",
       "the cells: square (default), tri (triangles), hex (hexagons), cube (unit cubes), in "
       "Polyform Puzzler's coordinates (docs/lattices.md)",
       [](command_line& app, cover_options& o, const char* f, const char* h) {
         return app.add_option(f, o.lattice, h)->member({"square", "tri", "hex", "cube"});
       }},
      {"--gltf", "write the solution (or the counted tiling) as a glTF 2.0 model to FILE (cubes)",
       [](command_line& app, cover_options& o, const char* f, const char* h) {
         return app.add_option(f, o.gltf, h);
       }},
      {"--mod", "count modulo P (1 <= P < 2^63) instead of exactly",
       [](command_line& app, cover_options& o, const char* f, const char* h) {
         return app.add_option(f, o.modulus, h)
             ->range(std::uint64_t{1}, (std::uint64_t{1} << 63) - 1);
       }},
      {"--threads", "worker threads for the counting DP and the exact-cover search (1 to 64)",
       [](command_line& app, cover_options& o, const char* f, const char* h) {
         return app.add_option(f, o.threads, h)->range(1u, 64u);
       }},
      {"--max-memory",
       "refuse boards whose DP states would need more than this many MiB (default 4096)",
       [](command_line& app, cover_options& o, const char* f, const char* h) {
         return app.add_option(f, o.max_memory_mib, h)->range(std::size_t{1}, std::size_t{1} << 20);
       }},
  };
  return rows;
}

orientation_set parse_orient(const std::string& name) {
  if (name == "rotate") return orientation_set::rotate;
  if (name == "fixed") return orientation_set::fixed;
  return orientation_set::free;
}

// The pieces of --pieces, reading @FILE terms. Prints the error and returns nullopt on a defect.
std::optional<std::vector<piece>> load_pieces(const std::string& spec, bool allow_multiplicity) {
  auto read = read_square_pieces(spec);
  if (!read) return std::nullopt;
  std::vector<piece> out = std::move(*read);
  for (const piece& p : out) {
    if (p.count.given && !allow_multiplicity) {
      eprint(
          "tessera: --pieces: piece '{}' has a multiplicity (*{}); counting tilings uses unlimited "
          "copies of every piece (the search modes --once/--count/--find/--all/--unique take "
          "them)\n",
          p.name, format_multiplicity(p.count));
      return std::nullopt;
    }
  }
  return out;
}

picture witness_picture(const board& b, const std::vector<placed_piece>& tiling) {
  picture pic(b.rows(), b.cols());
  pic.wrap_rows = b.wrap_rows();  // the seam, drawn as in the search's pictures
  pic.wrap_cols = b.wrap_cols();
  for (std::size_t r = 0; r < b.rows(); ++r) {
    for (std::size_t c = 0; c < b.cols(); ++c) {
      if (!b.is_free(r, c)) pic.region[r * b.cols() + c] = picture::blocked;
    }
  }
  for (std::size_t k = 0; k < tiling.size(); ++k) {
    for (const cell& x : tiling[k].cells) {
      const std::size_t at =
          static_cast<std::size_t>(x.row) * b.cols() + static_cast<std::size_t>(x.col);
      pic.region[at] = static_cast<std::int32_t>(k);
      pic.glyph[at] = tiling[k].name.empty() ? '#' : tiling[k].name[0];
    }
  }
  return pic;
}

// ", wrapped: a torus" and the like, for --stats.
std::string wrap_note(const board& b) {
  if (!b.wrapped()) return "";
  return b.wrap_rows() && b.wrap_cols() ? " (wrapped: a torus)"
         : b.wrap_cols()                ? " (wrapped: columns, each row a ring)"
                                        : " (wrapped: rows, each column a ring)";
}

void print_stats(std::size_t case_number, const board& b, const count_result& r) {
  const count_stats& s = r.stats;
  std::string rows;
  for (std::size_t k = 0; k < s.row_peak.size(); ++k)
    rows += fmt::format("{}{}", k == 0 ? "" : " ", s.row_peak[k]);
  eprint(
      "case {}: {}x{} board{}, {} free cells; {}\n"
      "  scanned {} wide{}, state {} bits ({}), {} placements{}\n"
      "  {} in {} pass{}{}, peak {} states, {} state updates, {:.6f} s\n"
      "  states per row (most at any cell): {}\n",
      case_number, b.rows(), b.cols(), wrap_note(b), b.free_count(),
      s.refuted.empty() ? "counted by the DP" : "refuted: " + s.refuted, s.width,
      s.transposed ? " (transposed)" : "", s.profile_bits, s.dense ? "dense" : "hashed",
      s.placements,
      s.mirror_rows != 0
          ? fmt::format("; {} rows scanned, joined with their mirror image", s.mirror_rows)
          : "",
      s.wrapped      ? fmt::format("{} over {} start profile{} (wrapped board)",
                              s.primes != 0 ? "modulo --mod" : "exact", s.passes,
                              s.passes == 1 ? "" : "s")
      : s.limbs != 0 ? fmt::format("exact in {} 64-bit limb{}", s.limbs, s.limbs == 1 ? "" : "s")
                     : fmt::format("{} modul{}", s.primes, s.primes == 1 ? "us" : "i"),
      s.passes, s.passes == 1 ? "" : "es", s.estimated ? " after a bounding pass" : "",
      s.peak_states, s.transitions, s.seconds, rows.empty() ? "-" : rows);
}

int run_cover(const cover_options& options) {
  if (options.lattice != "square" && options.search.colours != "none") {
    eprint("tessera: cover: --colours goes with the square grid (not yet --lattice {})\n",
           options.lattice);
    return exit_bad_input;
  }
  if (options.lattice != "square") {
    const lattice_cover_request request{
        options.lattice, options.pieces,  options.orient,         options.board,
        options.gltf,    options.modulus, options.max_memory_mib, usable_threads(options.threads)};
    return run_cover_lattice(options.common, options.search, request);
  }
  if (!options.gltf.empty()) {
    eprint("tessera: cover: --gltf draws cubes; it goes with --lattice cube\n");
    return exit_bad_input;
  }
  if (!options.board.empty() && options.common.input != "-") {
    eprint("tessera: cover: give either --board or an input FILE, not both ('{}')\n",
           options.common.input);
    return exit_bad_input;
  }
  // --timeout alone also bounds the counting DP, so it does not ask for the search modes.
  search_options modes = options.search;
  modes.timeout = 0;
  const bool search = search_requested(modes);
  const auto pieces = load_pieces(options.pieces, search);
  if (!pieces) return exit_bad_input;
  const orientation_set orient = parse_orient(options.orient);
  if (search) {
    return run_cover_search(options.common, options.search, *pieces, orient, options.board,
                            usable_threads(options.threads));
  }
  std::string text;
  if (options.board.empty()) {
    auto read = read_square_boards(options.common.input);
    if (!read) return exit_bad_input;
    text = std::move(*read);
  }
  std::optional<board_reader> reader;
  std::size_t cases = 1;
  if (options.board.empty()) {
    reader.emplace(text);
    auto count = reader->start();
    if (!count) return report_error(count.error(), options.common.input);
    cases = count.value();
  }
  const bool json = options.common.format == "json";
  const bool want_picture = options.common.show || !options.common.svg.empty();
  std::vector<picture> pictures;
  int status = exit_ok;
  for (std::size_t case_number = 1; case_number <= cases; ++case_number) {
    result<board> next = board{};
    std::pair<std::size_t, std::size_t> header{1, 1};  // where the case starts, for its errors
    if (reader) {
      header = reader->next_case_position();
      next = reader->next();
      if (!next) return report_error(next.error(), options.common.input);
    } else {
      next = parse_board_size(options.board);
      if (!next) return report_error(next.error(), "--board");
    }
    if (auto plain = require_unmarked(
            next.value(),
            "the counting DP takes boards of '#' and '.' only (optional cells and given pieces "
            "go with the search modes: --once, --count, --find, ...)");
        !plain) {
      return report_error(plain.error(), options.common.input);
    }
    apply_wrap(options.search.wrap, next.value());
    const board& b = next.value();
    count_options counting;
    if (options.modulus != 0) counting.modulus = options.modulus;
    counting.threads = usable_threads(options.threads);
    // In 64 bits, then capped: 4096 MiB << 20 is 2^32, which wraps to 0 in wasm32's size_t.
    counting.max_memory_bytes = static_cast<std::size_t>(std::min<std::uint64_t>(
        std::uint64_t{options.max_memory_mib} << 20, std::numeric_limits<std::size_t>::max()));
    counting.want_witness = want_picture;
    counting.cancel = io().cancel;  // Ctrl-C (a signal, Python's KeyboardInterrupt) stops the DP
    if (options.search.timeout > 0) {
      counting.deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(options.search.timeout));
    }
    progress_reporter progress(options.search.progress, "cover", "count", case_number);
    if (progress.active()) {
      counting.on_progress = [&](const count_progress& p) {
        progress.count(p.pass, p.passes, p.row, p.rows, p.states);
      };
    }
    auto counted = count_tilings(b, *pieces, orient, counting);
    progress.finish(counted && !counted.value().stopped);
    if (!counted) {
      input_error error = counted.error();
      if (error.line == 0) std::tie(error.line, error.column) = header;  // the whole case
      error.message = fmt::format("case {}: {}", case_number, error.message);
      return report_error(error, options.board.empty() ? options.common.input : "--board");
    }
    const count_result& r = counted.value();
    if (options.common.stats) print_stats(case_number, b, r);
    if (r.stopped) {
      // No count for this case, not even a partial one: the DP has no meaningful partial answer.
      const bool signalled = io().cancel != nullptr && io().cancel->load();  // not --timeout
      eprint("tessera: case {}: stopped by {} after {:.1f} s; no count\n", case_number,
             signalled ? "a signal" : "--timeout", r.stats.seconds);
      if (json) {
        emit(nlohmann::json({{"case", case_number}, {"stopped", signalled ? "signal" : "timeout"}})
                 .dump() +
             "\n");
      }
      status = exit_stopped;
      continue;
    }
    if (json) {
      nlohmann::json doc = {{"case", case_number}, {"count", r.count.to_string()}};
      if (options.modulus != 0) doc["modulus"] = std::to_string(options.modulus);
      if (b.wrapped()) doc["wrap"] = options.search.wrap;
      if (r.witness) {
        nlohmann::json tiling = nlohmann::json::array();
        for (const placed_piece& p : *r.witness) {
          nlohmann::json cells = nlohmann::json::array();
          for (const cell& x : p.cells) cells.push_back({x.row + 1, x.col + 1});
          tiling.push_back({{"piece", p.name}, {"cells", cells}});
        }
        doc["witness"] = tiling;
      }
      emit(doc.dump() + "\n");
    } else {
      emit(r.count.to_string() + "\n");
    }
    if (want_picture) {
      if (r.witness) {
        picture pic = witness_picture(b, *r.witness);
        const std::string count = r.count.to_string();
        pic.title =
            fmt::format("case {}: {} {}", case_number, count, count == "1" ? "tiling" : "tilings");
        if (options.common.show && !json) show_picture(pic);
        pictures.push_back(std::move(pic));
      } else if (r.witness_skipped && b.wrapped()) {
        eprint("tessera: case {}: the search for a tiling to draw stopped; not drawn\n",
               case_number);
      } else if (r.witness_skipped) {
        eprint("tessera: case {}: too many DP states to keep for a witness; not drawn\n",
               case_number);
      } else if (options.common.show && !json) {
        emit("(no tiling)\n");
      }
    }
  }
  if (reader) {
    if (auto end = reader->finish(); !end) return report_error(end.error(), options.common.input);
  }
  if (!options.common.svg.empty() && !write_svg_file(options.common.svg, pictures))
    return exit_bad_input;
  return status;
}

}  // namespace

void register_cover(command_line& app, command_line& /*gen*/, int& status) {
  // A fresh options record per run (the web core answers many requests in one process).
  auto options_ptr = std::make_shared<cover_options>();
  cover_options& options = *options_ptr;
  command_line* sub = app.add_subcommand(
      "cover",
      "count the tilings of boards by any polyomino set (Algospot BOARDCOVER: L-trominoes) by a "
      "transfer-matrix DP; with --once/--find/--all/--count/--unique/--up-to-symmetry, an "
      "exact-cover search (dancing links, bitboards) that finds, lists, counts or decides "
      "uniqueness, also up to symmetry");
  add_common_options(*sub, options.common);
  for (const option_row& row : cover_table()) row.bind(*sub, options, row.flag, row.help);
  add_search_options(*sub, options.search);
  add_progress_options(*sub, options.search.progress);
  sub->footer(
      "Input: BOARDCOVER format (C, then per case 'H W' and H rows of '#' blocked / '.' free), or "
      "one board as "
      "bare rows. Output: the number of tilings per case.\nPiece file: a name line (optionally "
      "NAME*K), the "
      "piece drawn with '#' and '.', a blank line between pieces.");
  sub->callback([options_ptr, &status] { status = run_cover(*options_ptr); });
}

}  // namespace tessera::commands
