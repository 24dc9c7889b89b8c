// Shrinking a failing input (tessera/setter.hpp's shrinker): every input seen as grid cases, and
// the steps that make one of them smaller. The judge (src/judge/judge_shrink.cpp) keeps a step when
// the smaller input is still valid and still fails the same way (delta debugging's greedy
// reduction, Zeller and Hildebrandt, "Simplifying and isolating failure-inducing input", IEEE TSE
// 28(2), 2002: big chunks first, then single elements, until no single step is left that fails).
#include <fmt/format.h>

#include <algorithm>

#include "detail/setter_parts.hpp"
#include "tessera/setter.hpp"

namespace tessera::setter {
namespace parts {
namespace {

// A decimal number (the input was validated: digits only).
std::size_t number(std::string_view digits) {
  std::size_t n = 0;
  for (const char c : digits) n = n * 10 + static_cast<std::size_t>(c - '0');
  return n;
}

// Reads "R C\n" then R rows of C characters (a valid input's case), advancing `at`.
grid_case read_text_case(std::string_view text, std::size_t& at) {
  grid_case g;
  const std::size_t nl = text.find('\n', at);
  const std::string_view header = text.substr(at, nl - at);
  const std::size_t space = header.find(' ');
  g.rows = number(header.substr(0, space));
  g.cols = number(header.substr(space + 1));
  at = nl + 1;
  g.cells.reserve(g.rows * g.cols);
  for (std::size_t r = 0; r < g.rows; ++r) {
    g.cells.append(text.substr(at, g.cols));
    at += g.cols + 1;
  }
  return g;
}

// The 0/1 values of one JSON grid starting at `at` ("[[...],...]"), any whitespace.
grid_case read_json_grid(std::string_view text, std::size_t& at) {
  grid_case g;
  int depth = 0;
  std::size_t cols = 0;
  for (; at < text.size(); ++at) {
    const char c = text[at];
    if (c == '[') {
      ++depth;
      cols = 0;
    } else if (c == ']') {
      if (depth == 2) {
        g.cols = cols;
        ++g.rows;
      }
      if (--depth == 0) {
        ++at;
        break;
      }
    } else if (c == '0' || c == '1') {
      g.cells += c;
      ++cols;
    }
  }
  return g;
}

}  // namespace

std::vector<grid_case> read_cases(problem p, std::string_view text) {
  if (validate_input(p, text)) return {};
  std::vector<grid_case> cases;
  if (p == problem::lpuzzle || p == problem::boardcover) {
    std::size_t at = text.find('\n') + 1;
    const std::size_t count = number(text.substr(0, at - 1));
    for (std::size_t i = 0; i < count; ++i) cases.push_back(read_text_case(text, at));
  } else if (p == problem::omok) {
    grid_case g{omok_side, omok_side, {}};
    for (const char c : text)
      if (c >= '0' && c <= '2') g.cells += c;
    cases.push_back(std::move(g));
  } else {
    std::size_t at = text.find("\"game_board\"");
    at = text.find('[', at);
    cases.push_back(read_json_grid(text, at));
    at = text.find('[', text.find("\"table\"", at));
    cases.push_back(read_json_grid(text, at));
  }
  return cases;
}

std::string write_cases(problem p, const std::vector<grid_case>& cases) {
  std::string out;
  if (p == problem::lpuzzle || p == problem::boardcover) {
    out = fmt::format("{}\n", cases.size());
    for (const grid_case& g : cases) {
      out += fmt::format("{} {}\n", g.rows, g.cols);
      for (std::size_t r = 0; r < g.rows; ++r) (out += g.cells.substr(r * g.cols, g.cols)) += '\n';
    }
  } else if (p == problem::omok) {
    const grid_case& g = cases[0];
    for (std::size_t r = 0; r < g.rows; ++r)
      for (std::size_t c = 0; c < g.cols; ++c)
        (out += g.cells[r * g.cols + c]) += c + 1 < g.cols ? ' ' : '\n';
  } else {
    for (std::size_t k = 0; k < 2; ++k) {
      const grid_case& g = cases[k];
      out += k == 0 ? "{\"game_board\":[" : ",\"table\":[";
      for (std::size_t r = 0; r < g.rows; ++r) {
        out += r == 0 ? "[" : ",[";
        for (std::size_t c = 0; c < g.cols; ++c)
          (out += c == 0 ? "" : ",") += g.cells[r * g.cols + c];
        out += ']';
      }
      out += ']';
    }
    out += "}\n";
  }
  return out;
}

}  // namespace parts

namespace {

using parts::grid_case;

enum class step_kind : std::uint8_t {
  drop_cases,   // cases [a, b)
  drop_rows,    // rows [a, b) of case k (fill: see grid_pair)
  grid_pair,    // fill: rows [a, b) and columns [c, c + b - a) of grid k, and as many blank rows
                // and columns of the other grid (k = 2: the same rows and columns of both)
  drop_cols,    // columns [a, b) of case k
  clear_block,  // omok: every stone of rows [a, b)
  clear_cell,   // cell a of case k
  clear_group,  // fill: the 4-connected group holding cell a of grid k
};

struct step {
  step_kind kind;
  std::size_t k = 0, a = 0, b = 0, c = 0;
};

// Blocks [a, a + s) of a run of `length` for s = length / 2, length / 4, ..., 1, keeping at least
// `keep` elements: delta debugging's halving, ending with single elements.
template <class F>
void blocks(std::size_t length, std::size_t keep, F&& add) {
  if (length <= keep) return;
  for (std::size_t s = std::max<std::size_t>(1, length / 2);; s /= 2) {
    if (length - s >= keep)
      for (std::size_t a = 0; a + s <= length; a += s) add(a, a + s);
    if (s == 1) break;
  }
}

// The character a cleared cell gets, and whether a cell can be cleared.
char cleared(problem p, std::size_t grid) {
  switch (p) {
    case problem::lpuzzle:
      return '.';
    case problem::boardcover:
      return '#';
    case problem::omok:
      return '0';
    case problem::fill:
      return grid == 0 ? '1' : '0';
  }
  return '.';
}

}  // namespace

struct shrinker::impl {
  problem p;
  std::vector<grid_case> cases;
  std::vector<step> steps;
};

shrinker::shrinker(problem p, std::string_view input) : impl_(std::make_unique<impl>()) {
  impl_->p = p;
  impl_->cases = parts::read_cases(p, input);
  std::vector<step>& steps = impl_->steps;
  const std::vector<grid_case>& cases = impl_->cases;
  if (cases.empty()) return;
  if (p == problem::lpuzzle || p == problem::boardcover) {
    blocks(cases.size(), 1, [&](std::size_t a, std::size_t b) {
      steps.push_back({step_kind::drop_cases, 0, a, b, 0});
    });
    for (std::size_t k = 0; k < cases.size(); ++k) {
      blocks(cases[k].rows, 1, [&](std::size_t a, std::size_t b) {
        steps.push_back({step_kind::drop_rows, k, a, b, 0});
      });
      blocks(cases[k].cols, 1, [&](std::size_t a, std::size_t b) {
        steps.push_back({step_kind::drop_cols, k, a, b, 0});
      });
    }
  } else if (p == problem::omok) {
    // Only blocks that hold a stone: clearing an empty one would change nothing.
    blocks(cases[0].rows, 0, [&](std::size_t a, std::size_t b) {
      const std::string_view rows =
          std::string_view(cases[0].cells).substr(a * cases[0].cols, (b - a) * cases[0].cols);
      if (rows.find_first_not_of('0') != std::string_view::npos)
        steps.push_back({step_kind::clear_block, 0, a, b, 0});
    });
  } else {
    // Rows and columns of both grids together: the same number of each, so they stay square;
    // either the same ones in both (k = 2), or one grid's with blank ones of the other (a board row
    // of filled cells, a table row without pieces), which lets a piece and its hole sit apart.
    const std::size_t n = cases[0].rows;
    blocks(n, parts::fill_min_side, [&](std::size_t a, std::size_t b) {
      for (std::size_t c = 0; c + (b - a) <= n; c += b - a)
        steps.push_back({step_kind::grid_pair, 2, a, b, c});
    });
    for (std::size_t k = 0; k < 2 && n > parts::fill_min_side; ++k) {
      const grid_case& other = cases[1 - k];
      const char blank = k == 0 ? '0' : '1';  // the other grid's blank: table 0, board 1
      bool row = false, col = false;
      for (std::size_t i = 0; i < n; ++i) {
        bool r_blank = true, c_blank = true;
        for (std::size_t j = 0; j < n; ++j) {
          r_blank = r_blank && other.cells[i * n + j] == blank;
          c_blank = c_blank && other.cells[j * n + i] == blank;
        }
        row = row || r_blank;
        col = col || c_blank;
      }
      if (!row || !col) continue;
      for (std::size_t a = 0; a < n; ++a)
        for (std::size_t c = 0; c < n; ++c) steps.push_back({step_kind::grid_pair, k, a, a + 1, c});
    }
    for (std::size_t k = 0; k < 2; ++k) {
      const char mark = k == 0 ? '0' : '1';
      for (std::size_t i = 0; i < cases[k].cells.size(); ++i)
        if (cases[k].cells[i] == mark) steps.push_back({step_kind::clear_group, k, i, 0, 0});
    }
  }
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const char mark = cleared(p, k);
    for (std::size_t i = 0; i < cases[k].cells.size(); ++i)
      if (cases[k].cells[i] != mark) steps.push_back({step_kind::clear_cell, k, i, 0, 0});
  }
}

shrinker::~shrinker() = default;

std::size_t shrinker::size() const { return impl_->steps.size(); }

std::string shrinker::candidate(std::size_t i) const {
  const step& s = impl_->steps[i];
  std::vector<grid_case> cases = impl_->cases;
  auto drop_rows = [](grid_case& g, std::size_t a, std::size_t b) {
    g.cells.erase(a * g.cols, (b - a) * g.cols);
    g.rows -= b - a;
  };
  auto drop_cols = [](grid_case& g, std::size_t a, std::size_t b) {
    std::string cells;
    for (std::size_t r = 0; r < g.rows; ++r)
      for (std::size_t c = 0; c < g.cols; ++c)
        if (c < a || c >= b) cells += g.cells[r * g.cols + c];
    g.cells = std::move(cells);
    g.cols -= b - a;
  };
  switch (s.kind) {
    case step_kind::drop_cases:
      cases.erase(cases.begin() + static_cast<std::ptrdiff_t>(s.a),
                  cases.begin() + static_cast<std::ptrdiff_t>(s.b));
      break;
    case step_kind::drop_rows:
      drop_rows(cases[s.k], s.a, s.b);
      break;
    case step_kind::grid_pair:
      for (std::size_t k = 0; k < 2; ++k) {
        grid_case& g = cases[k];
        if (s.k == 2 || s.k == k) {
          drop_rows(g, s.a, s.b);
          drop_cols(g, s.c, s.c + (s.b - s.a));
        } else {
          // The first blank row and column of this grid (board: all filled, table: all empty).
          const char blank = k == 0 ? '1' : '0';
          const std::size_t n = g.rows;
          std::size_t row = n, col = n;
          for (std::size_t x = 0; x < n; ++x) {
            bool r_blank = true, c_blank = true;
            for (std::size_t j = 0; j < n; ++j) {
              r_blank = r_blank && g.cells[x * n + j] == blank;
              c_blank = c_blank && g.cells[j * n + x] == blank;
            }
            if (r_blank && row == n) row = x;
            if (c_blank && col == n) col = x;
          }
          drop_rows(g, row, row + 1);
          drop_cols(g, col, col + 1);
        }
      }
      break;
    case step_kind::drop_cols:
      drop_cols(cases[s.k], s.a, s.b);
      break;
    case step_kind::clear_block:
      for (std::size_t j = s.a * cases[0].cols; j < s.b * cases[0].cols; ++j)
        cases[0].cells[j] = '0';
      break;
    case step_kind::clear_cell:
      cases[s.k].cells[s.a] = cleared(impl_->p, s.k);
      break;
    case step_kind::clear_group: {
      // Flood fill of the group holding cell a (an explicit queue: no recursion).
      grid_case& g = cases[s.k];
      const char mark = g.cells[s.a], to = cleared(impl_->p, s.k);
      std::vector<std::size_t> queue{s.a};
      g.cells[s.a] = to;
      for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::size_t j = queue[head], r = j / g.cols, c = j % g.cols;
        for (const std::size_t next : {r > 0 ? j - g.cols : j, r + 1 < g.rows ? j + g.cols : j,
                                       c > 0 ? j - 1 : j, c + 1 < g.cols ? j + 1 : j}) {
          if (g.cells[next] != mark) continue;
          g.cells[next] = to;
          queue.push_back(next);
        }
      }
      break;
    }
  }
  return parts::write_cases(impl_->p, cases);
}

std::string describe_input(problem p, std::string_view input) {
  const std::vector<grid_case> cases = parts::read_cases(p, input);
  if (cases.empty()) return "an invalid input";
  auto count = [](const grid_case& g, char c) {
    return static_cast<std::size_t>(std::count(g.cells.begin(), g.cells.end(), c));
  };
  if (p == problem::omok) {
    const std::size_t stones = cases[0].cells.size() - count(cases[0], '0');
    return fmt::format("19x19, {} stone{}", stones, stones == 1 ? "" : "s");
  }
  if (p == problem::fill) {
    return fmt::format("{}x{}, {} hole cells, {} piece cells", cases[0].rows, cases[0].cols,
                       count(cases[0], '0'), count(cases[1], '1'));
  }
  std::size_t cells = 0, rows = 0, cols = 0;
  for (const grid_case& g : cases) {
    cells += g.rows * g.cols;
    rows = std::max(rows, g.rows);
    cols = std::max(cols, g.cols);
  }
  if (cases.size() == 1) return fmt::format("1 case, {}x{}", rows, cols);
  return fmt::format("{} cases, {} cells (largest {}x{})", cases.size(), cells, rows, cols);
}

}  // namespace tessera::setter
