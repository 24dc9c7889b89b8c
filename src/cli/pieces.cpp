// `tessera pieces`: lists the pieces of a spec on any lattice (issue 21 §2): drawings, JSON (name,
// cells, orientations) or `--count` (the number of pieces and of their distinct orientations).
// Everything is read and computed by the library (tessera/lattice_board.hpp, lattice_sets.hpp).
#include <fmt/format.h>

#include <memory>
#include <optional>
#include <string>

#include "cli_common.hpp"
#include "commands.hpp"
#include "tessera/lattice_board.hpp"
#include "tessera/lattice_packing.hpp"
#include "tessera/lattice_sets.hpp"
#include "tessera/polyomino_sets.hpp"

namespace tessera::commands {
namespace {

struct pieces_cli {
  std::string spec;
  std::string lattice = "square";
  std::string orient;  // "" = the lattice's default: rotate on cube, free elsewhere
  std::string format = "text";
  bool count = false;
};

orientation_set pieces_orient_of(const std::string& name) {
  if (name == "fixed") return orientation_set::fixed;
  if (name == "rotate") return orientation_set::rotate;
  return orientation_set::free;
}

std::string cells_json(const std::vector<lattice_cell>& cells, lattice l) {
  std::string out = "[";
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) out += ",";
    if (lattice_coordinates(l) == 3)
      out += fmt::format("[{},{},{}]", cells[i].x, cells[i].y, cells[i].z);
    else
      out += fmt::format("[{},{}]", cells[i].x, cells[i].y);
  }
  return out + "]";
}

// Names are letters, digits and _ - ' + (piece files and sets): no JSON escaping needed but '.
std::string quoted(std::string_view s) { return fmt::format("\"{}\"", s); }

int run_pieces(const pieces_cli& o) {
  const lattice l = parse_lattice(o.lattice).value_or(lattice::square);
  // The motions (a cube set's physical default, a set's cap) are the library's
  // (lattice_piece_motions, as `tessera cover` has them).
  const std::optional<orientation_set> asked =
      o.orient.empty() ? std::nullopt : std::optional<orientation_set>(pieces_orient_of(o.orient));
  const std::string orient = !o.orient.empty()                                       ? o.orient
                             : lattice_default_motions(l) == orientation_set::rotate ? "rotate"
                                                                                     : "free";
  bool reported = false;
  auto read_file = [&reported](std::string_view path) -> result<std::string> {
    auto text = read_input(std::string(path));
    if (!text) {
      reported = true;  // read_input said why
      return input_error{0, 0, "cannot read the file"};
    }
    return std::move(*text);
  };
  std::string source;
  auto pieces = lattice_pieces_of_spec(l, o.spec, read_file, &source);
  if (!pieces) {
    if (reported) return exit_bad_input;
    return report_error(pieces.error(), source.empty() ? "SPEC" : source);
  }
  std::size_t total = 0;
  std::vector<std::vector<oriented_polyform>> all;
  for (const lattice_piece& p : pieces.value()) {
    const orientation_set set = lattice_piece_motions(l, p, asked);
    all.push_back(orientations(p.shape, set));
    total += all.back().size();
  }
  if (o.count) {
    emit(fmt::format("{} {}\n", pieces.value().size(), total));
    return exit_ok;
  }
  std::string out;
  if (o.format == "json") {
    out = fmt::format(
        "{{\"lattice\":{},\"orient\":{},\"count\":{{\"pieces\":{},\"orientations\":{}}},"
        "\"pieces\":[",
        quoted(lattice_name(l)), quoted(orient), pieces.value().size(), total);
    for (std::size_t i = 0; i < pieces.value().size(); ++i) {
      const lattice_piece& p = pieces.value()[i];
      out += fmt::format("{}{{\"name\":{},\"cells\":{}", i ? "," : "", quoted(p.name),
                         cells_json(p.shape.cells(), l));
      if (p.count.given) out += fmt::format(",\"copies\":{}", quoted(format_multiplicity(p.count)));
      out += ",\"orientations\":[";
      for (std::size_t k = 0; k < all[i].size(); ++k) {
        if (k > 0) out += ',';
        out += cells_json(all[i][k].shape.cells(), l);
      }
      out += "]}";
    }
    out += "]}\n";
  } else {
    for (std::size_t i = 0; i < pieces.value().size(); ++i) {
      const lattice_piece& p = pieces.value()[i];
      const std::string copies = format_multiplicity(p.count);
      out += fmt::format("{}{}{}{} ({} cells, {} orientation{})\n", i ? "\n" : "", p.name,
                         copies.empty() ? "" : "*", copies, p.shape.size(), all[i].size(),
                         all[i].size() == 1 ? "" : "s");
      out += draw_lattice_cells(l, p.shape.cells());
    }
  }
  emit(out);
  return exit_ok;
}

}  // namespace

void register_pieces(command_line& app, command_line& gen, int& status) {
  (void)gen;
  auto options = std::make_shared<pieces_cli>();
  command_line* sub = app.add_subcommand(
      "pieces",
      "list the pieces of a spec on any lattice: drawings, --format json (cells, orientations) or "
      "--count");
  sub->footer(
      "SPEC: set names (hexiamonds, tetrahexes-1s, pentacubes, soma, ...; docs/lattices.md), "
      "SET:PIECE, @FILE (JSON or a drawing), each with *K, *A..B or *A.. copies.\n--count prints "
      "'P F': the pieces and their distinct orientations in all (hexiamonds: 12 94).");
  sub->add_option("SPEC", options->spec, "the pieces, as --pieces takes them")->value_name("SPEC");
  sub->add_option("--lattice", options->lattice, "square (default), tri, hex or cube")
      ->member({"square", "tri", "hex", "cube"});
  sub->add_option("--orient", options->orient,
                  "motions a piece may use: fixed, rotate or free (the default; on cube rotate: "
                  "physical pieces reflect only when --orient free says so); a -1s piece never "
                  "reflects")
      ->member({"fixed", "rotate", "free"});
  sub->add_option("--format", options->format, "output: text (drawings) or json")
      ->member({"text", "json"});
  sub->add_flag("--count", options->count, "print 'P F': the pieces and their orientations");
  sub->callback([options, &status] {
    if (options->spec.empty()) {
      eprint("tessera pieces: give a SPEC (e.g. hexiamonds; tessera pieces --help)\n");
      status = exit_bad_input;
      return;
    }
    status = run_pieces(*options);
  });
}

}  // namespace tessera::commands
