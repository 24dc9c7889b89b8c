// `tessera gen omok`: BOJ 2615 boards (19 rows of 19 values 0/1/2) that keep the statement's
// guarantees (black and white never both win, nobody wins in two places), with the answer chosen by
// the kind. Every board is checked with the judge `tessera omok` answers with (winning_lines).
#include <fmt/format.h>

#include <algorithm>

#include "detail/gen_random.hpp"
#include "detail/setter_parts.hpp"
#include "tessera/omok.hpp"

namespace tessera::setter::parts {
namespace {

using rng_t = tessera::detail::splitmix64;
using omok::board;
constexpr std::size_t n = omok_side;

std::vector<omok::line> wins(const board& b) { return omok::winning_lines(b, {}); }

// Runs of five or more of either colour (the freestyle rule), for boards that must have none.
bool has_long_run(const board& b) {
  return !omok::winning_lines(b, {omok::rule_set::freestyle, 5}).empty();
}

// Stones at random, about `per_mille` of the cells, none of them making a win.
board noise(rng_t& rng, unsigned per_mille) {
  board b(n, n);
  for (std::size_t tries = 0; tries < 4 * n * n; ++tries) {
    const std::size_t r = rng.below(n), c = rng.below(n);
    if (b.at(r, c) != omok::empty || !rng.chance(per_mille)) continue;
    b.at(r, c) = static_cast<std::uint8_t>(1 + rng.below(2));
    if (!wins(b).empty()) b.at(r, c) = omok::empty;
  }
  return b;
}

bool inside(std::ptrdiff_t r, std::ptrdiff_t c) {
  return r >= 0 && c >= 0 && r < static_cast<std::ptrdiff_t>(n) &&
         c < static_cast<std::ptrdiff_t>(n);
}

// Puts `length` stones of `colour` from (r, c) along `dir` and makes sure the run is exactly that
// long (the cells just beyond its ends get no stone of that colour). False when it does not fit.
bool put_line(board& b, std::uint8_t colour, omok::direction dir, std::ptrdiff_t r,
              std::ptrdiff_t c, std::size_t length, rng_t& rng, bool full = false) {
  const int d = static_cast<int>(dir);
  const std::ptrdiff_t dr = omok::step_row[d], dc = omok::step_col[d];
  const auto len = static_cast<std::ptrdiff_t>(length);
  if (!inside(r, c) || !inside(r + (len - 1) * dr, c + (len - 1) * dc)) return false;
  for (std::ptrdiff_t i = 0; i < len; ++i)
    b.at(static_cast<std::size_t>(r + i * dr), static_cast<std::size_t>(c + i * dc)) = colour;
  for (const std::ptrdiff_t i : {std::ptrdiff_t{-1}, len}) {
    if (!inside(r + i * dr, c + i * dc)) continue;
    std::uint8_t& cell =
        b.at(static_cast<std::size_t>(r + i * dr), static_cast<std::size_t>(c + i * dc));
    if (cell == colour) cell = !full && rng.chance(500) ? omok::empty : omok::opponent(colour);
  }
  return true;
}

// A full board with no run of five: the periodic colouring black where (r + 2c) mod 4 < 2 has runs
// of at most two in every direction; it is shifted, mirrored and then perturbed by single flips
// that keep every run under five.
board full_board(rng_t& rng) {
  board b(n, n);
  const std::size_t shift = rng.below(4);
  const bool mirror = rng.chance(500), transpose = rng.chance(500);
  for (std::size_t r = 0; r < n; ++r) {
    for (std::size_t c = 0; c < n; ++c) {
      const std::size_t rr = transpose ? c : r,
                        cc = mirror ? n - 1 - (transpose ? r : c) : (transpose ? r : c);
      b.at(r, c) = (rr + 2 * cc + shift) % 4 < 2 ? omok::black : omok::white;
    }
  }
  for (int flips = 0; flips < 60; ++flips) {
    const std::size_t r = rng.below(n), c = rng.below(n);
    b.at(r, c) = omok::opponent(b.at(r, c));
    if (has_long_run(b)) b.at(r, c) = omok::opponent(b.at(r, c));
  }
  return b;
}

// A board whose only win is one five of `colour` along `dir` starting where `place` says, on top of
// `background` (noise or a full board). Retries with new positions; nullopt if none works.
template <class Place>
std::optional<board> with_five(const board& background, std::uint8_t colour, omok::direction dir,
                               rng_t& rng, Place&& place, bool full = false) {
  for (int attempt = 0; attempt < 500; ++attempt) {
    board b = background;
    const auto [r, c] = place(rng);
    if (!put_line(b, colour, dir, r, c, 5, rng, full)) continue;
    const std::vector<omok::line> w = wins(b);
    if (w.size() == 1 && w[0].colour == colour && w[0].dir == dir &&
        w[0].row == static_cast<std::size_t>(r) && w[0].col == static_cast<std::size_t>(c))
      return b;
  }
  return std::nullopt;
}

std::pair<std::ptrdiff_t, std::ptrdiff_t> anywhere(rng_t& rng) {
  return {static_cast<std::ptrdiff_t>(rng.below(n)), static_cast<std::ptrdiff_t>(rng.below(n))};
}

std::optional<board> make_board(const std::string& kind, rng_t& rng) {
  const auto colour = static_cast<std::uint8_t>(1 + rng.below(2));
  const auto dir = static_cast<omok::direction>(rng.below(4));
  const unsigned density = static_cast<unsigned>(100 + rng.below(300));
  if (kind == "random") {
    // Any answer: noise, and half of the time a five of either colour in any direction.
    board b = noise(rng, density);
    if (rng.chance(500)) return b;
    return with_five(b, colour, dir, rng, anywhere);
  }
  if (kind == "none") return noise(rng, density);
  if (kind == "black" || kind == "white")
    return with_five(noise(rng, density), kind == "black" ? omok::black : omok::white, dir, rng,
                     anywhere);
  static constexpr std::string_view dirs[] = {"across", "down", "diagonal", "anti"};
  for (int d = 0; d < 4; ++d)
    if (kind == dirs[d])
      return with_five(noise(rng, density), colour, static_cast<omok::direction>(d), rng, anywhere);
  if (kind == "edge") {
    // The five's first or last stone on the first or last row or column.
    return with_five(noise(rng, density), colour, dir, rng, [&](rng_t& g) {
      const int d = static_cast<int>(dir);
      const bool at_start = g.chance(500);
      std::ptrdiff_t r = static_cast<std::ptrdiff_t>(g.below(n)),
                     c = static_cast<std::ptrdiff_t>(g.below(n));
      // Put the chosen end against the edge its step leaves through.
      const std::ptrdiff_t dr = omok::step_row[d], dc = omok::step_col[d];
      if (at_start) {
        if (dc != 0 && g.chance(500))
          c = 0;
        else if (dr > 0)
          r = 0;
        else if (dr < 0)
          r = n - 1;
        else
          c = 0;
      } else {
        if (dc != 0 && g.chance(500))
          c = static_cast<std::ptrdiff_t>(n) - 5;
        else if (dr > 0)
          r = static_cast<std::ptrdiff_t>(n) - 5;
        else if (dr < 0)
          r = 4;
        else
          c = static_cast<std::ptrdiff_t>(n) - 5;
      }
      return std::pair{r, c};
    });
  }
  if (kind == "leftmost") {
    // A '/' five whose top stone is on row 1: the answer is its bottom-left stone, on row 5, which
    // a row-major scan meets last.
    return with_five(noise(rng, density), colour, omok::direction::anti, rng, [](rng_t& g) {
      return std::pair{std::ptrdiff_t{4}, static_cast<std::ptrdiff_t>(g.below(n - 4))};
    });
  }
  if (kind == "six") {
    // An overline of six to nine stones and no five anywhere: the answer is 0.
    for (int attempt = 0; attempt < 500; ++attempt) {
      board b = noise(rng, density);
      const auto [r, c] = anywhere(rng);
      if (put_line(b, colour, dir, r, c, 6 + rng.below(4), rng) && wins(b).empty()) return b;
    }
    return std::nullopt;
  }
  if (kind == "paths") {
    // Two solid rows of one colour (overlines, no win), sparse stones elsewhere: a program that
    // follows every path through same-coloured stones explores about 3^19 of them.
    for (int attempt = 0; attempt < 500; ++attempt) {
      board b = noise(rng, 60);
      const std::size_t top = rng.below(n - 1);
      for (std::size_t c = 0; c < n; ++c) b.at(top, c) = b.at(top + 1, c) = colour;
      if (wins(b).empty()) return b;
    }
    return std::nullopt;
  }
  if (kind == "maximal") {
    // Every cell holds a stone, and exactly one five wins.
    return with_five(full_board(rng), colour, dir, rng, anywhere, true);
  }
  return std::nullopt;
}

}  // namespace

result<std::string> generate_omok_input(const gen_options& o) {
  const std::string kind = o.kind.empty() ? "random" : o.kind;
  static constexpr std::string_view known[] = {"random", "none",     "black",  "white", "across",
                                               "down",   "diagonal", "anti",   "edge",  "leftmost",
                                               "six",    "paths",    "maximal"};
  if (std::find(std::begin(known), std::end(known), kind) == std::end(known))
    return refusal(fmt::format("unknown kind '{}' for omok", kind));
  if ((o.rows != 0 && o.rows != n) || (o.cols != 0 && o.cols != n) || o.cases > 1)
    return refusal("omok boards are 19x19, one per input (BOJ 2615)");
  // A kind that fails at one seed (it never did in the tests) tries the next streams.
  for (std::uint64_t stream = 0; stream < 64; ++stream) {
    rng_t rng(tessera::detail::sub_seed(
        o.seed, tessera::detail::name_stream(kind.data(), kind.size()) + stream));
    const std::optional<board> b = make_board(kind, rng);
    if (!b) continue;
    std::string out;
    out.reserve(n * 2 * n);
    for (std::size_t r = 0; r < n; ++r) {
      for (std::size_t c = 0; c < n; ++c) {
        out += static_cast<char>('0' + b->at(r, c));
        out += c + 1 < n ? ' ' : '\n';
      }
    }
    return out;
  }
  return refusal(fmt::format("--kind {}: no board found for seed {}", kind, o.seed));
}

}  // namespace tessera::setter::parts
