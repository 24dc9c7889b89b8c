// Reading a claimed assignment for `tessera fill --check` (see tessera/fill.hpp, parse_fill_claim):
// the JSON that `--format json` prints, read by the same fixed-shape scanner as the problem, or the
// original output, the number alone (read_fill_claim).
#include <fmt/format.h>

#include <functional>

#include "detail/fill_json.hpp"
#include "tessera/fill.hpp"
#include "tessera/text_reader.hpp"

namespace tessera {
namespace {

using detail::json_scanner;

constexpr std::uint64_t max_coordinate = std::uint64_t{1} << 31;

// `[[r,c],...]` of 1-based cells, appended 0-based to `out`; at least one cell.
bool read_cells(json_scanner& in, bool piece, std::vector<cell>& out) {
  // Constant messages: this runs for every placement of a claim that may hold millions.
  if (!in.expect('[', piece ? "'[' starting the piece cells" : "'[' starting the hole cells")) {
    return false;
  }
  for (bool first = true;; first = false) {
    in.skip_space();
    if (!first || in.peek() != '[') {
      if (!first && in.peek() == ']') {
        ++in.pos;
        return true;
      }
      if (!first && !in.expect(',', "',' or ']'")) return false;
    }
    std::uint64_t r = 0, c = 0;
    if (!in.expect('[', piece ? "'[' starting a piece cell [row, column]"
                              : "'[' starting a hole cell [row, column]") ||
        !in.read_uint(r, 1, max_coordinate, "a row") || !in.expect(',', "','") ||
        !in.read_uint(c, 1, max_coordinate, "a column") || !in.expect(']', "']'")) {
      return false;
    }
    out.push_back(cell{static_cast<std::int32_t>(r - 1), static_cast<std::int32_t>(c - 1)});
  }
}

bool read_placement(json_scanner& in, fill_solution& out) {
  const std::size_t open = (in.skip_space(), in.pos);
  if (!in.expect('{', "'{' starting a placement")) return false;
  fill_placement p;
  p.first = out.piece_cells.size();
  bool have[4] = {false, false, false, false};
  static constexpr std::string_view keys[4] = {"piece", "hole", "rotation", "flipped"};
  for (bool first = true;; first = false) {
    in.skip_space();
    if (!first && in.peek() == '}') break;
    if (!first && !in.expect(',', "',' or '}'")) return false;
    std::string_view key;
    std::size_t key_pos = 0;
    if (!in.read_key(key, key_pos)) return false;
    const auto k = static_cast<std::size_t>(std::find(keys, keys + 4, key) - keys);
    if (k == 4)
      return in.fail_at(
          key_pos,
          fmt::format("expected \"piece\", \"hole\", \"rotation\" or \"flipped\", found \"{}\"",
                      key.substr(0, 40)));
    if (have[k]) return in.fail_at(key_pos, fmt::format("the key \"{}\" appears twice", key));
    have[k] = true;
    if (!in.expect(':', "':'")) return false;
    if (k == 0 && !read_cells(in, true, out.piece_cells)) return false;
    if (k == 1 && !read_cells(in, false, out.hole_cells)) return false;
    if (k == 2) {
      std::uint64_t degrees = 0;
      const std::size_t at = (in.skip_space(), in.pos);
      if (!in.read_uint(degrees, 0, 270, "the rotation in degrees")) return false;
      if (degrees % 90 != 0)
        return in.fail_at(
            at, fmt::format("expected a rotation of 0, 90, 180 or 270, found {}", degrees));
      p.how.quarter_turns = static_cast<unsigned char>(degrees / 90);
    }
    if (k == 3 && !in.read_bool(p.how.reflect, "whether the piece is flipped")) return false;
  }
  for (std::size_t k = 0; k < 3; ++k) {
    if (!have[k]) return in.fail_expected(fmt::format("',' and the key \"{}\"", keys[k]));
  }
  if (out.piece_cells.size() != out.hole_cells.size() || out.piece_cells.size() - p.first == 0) {
    return in.fail_at(
        open,
        fmt::format("expected a placement with as many hole cells as piece cells, found {} and {}",
                    out.piece_cells.size() - p.first, out.hole_cells.size() - p.first));
  }
  ++in.pos;  // the '}'
  p.size = out.piece_cells.size() - p.first;
  out.placements.push_back(p);
  return true;
}

}  // namespace

result<fill_solution> parse_fill_claim(std::string_view text) {
  json_scanner in(text);
  fill_solution out;
  if (!in.expect('{', "'{' starting the claim {\"answer\": …, \"placements\": […]}")) return in.err;
  bool have_answer = false, have_placements = false;
  for (int member = 0; member < 2; ++member) {
    if (member == 1 && !in.expect(',', "','")) return in.err;
    std::string_view key;
    std::size_t key_pos = 0;
    if (!in.read_key(key, key_pos)) return in.err;
    const bool answer = key == "answer";
    if (!answer && key != "placements") {
      in.fail_at(key_pos, fmt::format("expected \"answer\" or \"placements\", found \"{}\"",
                                      key.substr(0, 40)));
      return in.err;
    }
    if (answer ? have_answer : have_placements) {
      in.fail_at(key_pos, fmt::format("the key \"{}\" appears twice", key));
      return in.err;
    }
    (answer ? have_answer : have_placements) = true;
    if (!in.expect(':', "':'")) return in.err;
    if (answer) {
      if (!in.read_uint(out.answer, 0, std::uint64_t{1} << 62, "the answer")) return in.err;
      continue;
    }
    if (!in.expect('[', "'[' starting the placements")) return in.err;
    in.skip_space();
    if (in.peek() == ']') {
      ++in.pos;
      continue;
    }
    while (true) {
      if (!read_placement(in, out)) return in.err;
      in.skip_space();
      if (in.peek() == ']') {
        ++in.pos;
        break;
      }
      if (!in.expect(',', "',' or ']'")) return in.err;
    }
  }
  if (!in.expect('}', "'}' closing the claim")) return in.err;
  if (!in.at_end()) {
    in.fail_expected("end of input after the claim");
    return in.err;
  }
  out.placed = out.placements.size();
  return out;
}

result<fill_claim> read_fill_claim(std::string_view text) {
  fill_claim out;
  text_reader in(text);
  in.skip_whitespace();
  if (in.describe_here() == "'{'") {
    result<fill_solution> parsed = parse_fill_claim(text);
    if (!parsed) return parsed.error();
    out.solution = std::move(parsed.value());
    return out;
  }
  // The original output: the number alone.
  const std::string here = in.describe_here();
  if (here.size() != 3 || here[1] < '0' || here[1] > '9') {
    in.fail_expected(
        "the claimed answer: a number of cells (the original output) or '{' (the JSON "
        "--format json prints)");
    return in.error();
  }
  std::int64_t answer = 0;
  if (!in.read_int(answer, 0, std::int64_t{1} << 62, "the claimed number of cells") ||
      !in.expect_end("the end of the input after the answer")) {
    return in.error();
  }
  out.solution.answer = static_cast<std::uint64_t>(answer);
  out.answer_only = true;
  return out;
}

void write_fill_solution_json(const fill_solution& s,
                              const std::function<void(std::string_view)>& sink) {
  constexpr std::size_t chunk = std::size_t{1} << 20;
  std::string out = fmt::format("{{\"answer\":{},\"placements\":[", s.answer);
  out.reserve(chunk + 4096);
  // Decimal digits by hand: fmt per cell would dominate a multi-megabyte output.
  auto number = [&out](std::uint64_t v) {
    char buffer[24];
    char* end = buffer + sizeof buffer;
    char* p = end;
    do {
      *--p = static_cast<char>('0' + v % 10);
      v /= 10;
    } while (v != 0);
    out.append(p, end);
  };
  auto cells = [&](std::span<const cell> list) {
    out += '[';
    for (std::size_t i = 0; i < list.size(); ++i) {
      out += i == 0 ? "[" : ",[";
      number(static_cast<std::uint64_t>(list[i].row) + 1);
      out += ',';
      number(static_cast<std::uint64_t>(list[i].col) + 1);
      out += ']';
      if (out.size() >= chunk) {
        sink(out);
        out.clear();
      }
    }
    out += ']';
  };
  for (std::size_t k = 0; k < s.placements.size(); ++k) {
    const fill_placement& p = s.placements[k];
    out += k == 0 ? "{\"piece\":" : ",{\"piece\":";
    cells(std::span<const cell>(s.piece_cells).subspan(p.first, p.size));
    out += ",\"hole\":";
    cells(std::span<const cell>(s.hole_cells).subspan(p.first, p.size));
    out += ",\"rotation\":";
    number(90u * p.how.quarter_turns);
    out += p.how.reflect ? ",\"flipped\":true}" : ",\"flipped\":false}";
  }
  out += "]}\n";
  sink(out);
}

std::string write_fill_solution_json(const fill_solution& s) {
  std::string all;
  write_fill_solution_json(s, [&all](std::string_view part) { all += part; });
  return all;
}

}  // namespace tessera
