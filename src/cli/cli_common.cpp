// The subcommands' shared plumbing (see cli_common.hpp).
#include "cli_common.hpp"

#include <cassert>

namespace tessera::commands {
namespace {

thread_local const command_io* current = nullptr;

}  // namespace

const command_io& io() {
  assert(current != nullptr);
  return *current;
}

io_scope::io_scope(const command_io& run) : previous_(current) { current = &run; }
io_scope::~io_scope() { current = previous_; }

void add_common_options(command_line& sub, common_options& options) {
  sub.add_option("FILE", options.input, "input file; '-' or nothing reads standard input")
      ->value_name("FILE");
  sub.add_option("--format", options.format,
                 "output: text (the original answer) or json (one document per case)")
      ->member({"text", "json"});
  sub.add_flag("--show", options.show, "draw the witness in the terminal");
  sub.add_option("--svg", options.svg,
                 "write the witness as an SVG image to FILE; several pictures (cases or "
                 "solutions) go into this one file, side by side, each titled, and a note on "
                 "stderr says how many")
      ->value_name("FILE")
      ->check([](std::string_view path) {
        // Checked before any work: a search of an hour must not end on a missing folder.
        return io().check_write ? io().check_write(std::string(path)) : std::string();
      });
  sub.add_flag("--stats", options.stats, "print what the solver did (work, time) on stderr");
}

std::string source_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

std::optional<std::string> read_input(const std::string& path) {
  if (!io().read) {
    eprint("tessera: cannot open '{}': no files here\n", path);
    return std::nullopt;
  }
  return io().read(path);
}

int report_error(const input_error& error, const std::string& path) {
  io().err(format_error(error, source_name(path)) + "\n");
  return exit_bad_input;
}

bool colour_stdout() { return io().colour; }

void show_picture(const picture& pic) {
  if (pic.rows * pic.cols > max_show_cells) {
    eprint("tessera: not drawing a {}x{} picture with --show (over {} cells); use --svg\n",
           pic.rows, pic.cols, max_show_cells);
    return;
  }
  emit(colour_stdout() ? render_colour(pic) : render_plain(pic));
}

bool write_svg_file(const std::string& path, std::span<const picture> pictures) {
  if (pictures.empty()) {
    eprint("tessera: --svg: nothing to draw (no witness); '{}' not written\n", path);
    return true;
  }
  if (!io().write || !io().write(path, render_svg(pictures))) {
    eprint("tessera: cannot write SVG to '{}'\n", path);
    return false;
  }
  // Several cases or solutions share the one file, side by side, each under its title: say so.
  if (pictures.size() > 1) {
    eprint("tessera: --svg: {} pictures, each titled, side by side in '{}'\n", pictures.size(),
           path);
  }
  return true;
}

void emit(const std::string& text) { io().out(text); }

std::optional<std::vector<piece>> read_square_pieces(const std::string& spec) {
  auto terms = parse_piece_spec(spec);
  if (!terms) {
    report_error(terms.error(), "--pieces");
    return std::nullopt;
  }
  std::vector<piece> out;
  for (const piece_term& term : terms.value()) {
    result<std::vector<piece>> more = std::vector<piece>{};
    if (term.from_file) {
      const auto text = read_input(term.name);
      if (!text) return std::nullopt;
      more = parse_piece_file(*text);
      if (!more) {
        report_error(more.error(), term.name);
        return std::nullopt;
      }
      if (term.count.given) {
        for (piece& p : more.value()) p.count = term.count;
      }
    } else {
      more = pieces_of_term(term);
      if (!more) {
        report_error(more.error(), "--pieces");
        return std::nullopt;
      }
    }
    for (piece& p : more.value()) out.push_back(std::move(p));
  }
  return out;
}

}  // namespace tessera::commands
