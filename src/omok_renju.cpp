// Renju forbidden points (RIF 1996/1998, section 3 and article 9): overline, double-four,
// double-three, with the five overriding them, and the three checked recursively: a row is a three
// only if some extension point that makes a straight four is not itself forbidden (with the stones
// of the outer levels on the board). The recursion runs on an explicit stack of frames, so its
// depth costs heap, not call stack.
//
// Line facts used throughout: a stone q that completes a five together with p lies on p's line with
// only black stones between them, so on each side of p only the first non-black cell can be such a
// point; a line therefore holds at most two five points for p. Two points five cells apart enclose
// one unbroken four (a straight four, one four); two points closer together are two fours
// (X.XXX.X).
#include <vector>

#include "tessera/renju.hpp"

namespace tessera::omok {
namespace {

struct scratch {
  board& b;
  std::ptrdiff_t rows;
  std::ptrdiff_t cols;

  bool inside(std::ptrdiff_t r, std::ptrdiff_t c) const {
    return r >= 0 && r < rows && c >= 0 && c < cols;
  }
  std::uint8_t get(std::ptrdiff_t r, std::ptrdiff_t c) const {
    return b.cells[static_cast<std::size_t>(r * cols + c)];
  }
  void set(std::ptrdiff_t r, std::ptrdiff_t c, std::uint8_t v) {
    b.cells[static_cast<std::size_t>(r * cols + c)] = v;
  }
  // Black stones beyond (r, c) stepping by (dr, dc), at most `cap`.
  int count(std::ptrdiff_t r, std::ptrdiff_t c, int dr, int dc, int cap) const {
    int n = 0;
    r += dr;
    c += dc;
    while (n < cap && inside(r, c) && get(r, c) == black) {
      ++n;
      r += dr;
      c += dc;
    }
    return n;
  }
  // Length of the black run through the black stone (r, c) along direction d, capped at 11.
  int run(std::ptrdiff_t r, std::ptrdiff_t c, int d) const {
    return 1 + count(r, c, step_row[d], step_col[d], 5) +
           count(r, c, -step_row[d], -step_col[d], 5);
  }
  bool makes_five(std::ptrdiff_t r, std::ptrdiff_t c) const {
    for (int d = 0; d < 4; ++d) {
      if (run(r, c, d) == 5) return true;
    }
    return false;
  }
  // The cells that complete an exactly-five containing the black stone p = (r, c) along d: at most
  // one per side. Returns how many; their offsets from p (in steps of d) go to `offset`.
  int five_points(std::ptrdiff_t r, std::ptrdiff_t c, int d, int offset[2]) {
    int n = 0;
    for (int side = -1; side <= 1; side += 2) {
      const int dr = side * step_row[d];
      const int dc = side * step_col[d];
      const int k = count(r, c, dr, dc, 5) + 1;
      const std::ptrdiff_t qr = r + k * dr;
      const std::ptrdiff_t qc = c + k * dc;
      if (k > 5 || !inside(qr, qc) || get(qr, qc) != empty) continue;
      set(qr, qc, black);
      if (run(qr, qc, d) == 5) offset[n++] = side * k;
      set(qr, qc, empty);
    }
    return n;
  }
  // Fours through p along d: a straight four (two points five apart) counts once.
  int fours(std::ptrdiff_t r, std::ptrdiff_t c, int d) {
    int offset[2];
    const int n = five_points(r, c, d, offset);
    if (n == 2 && offset[1] - offset[0] == 5) return 1;
    return n;
  }
  bool straight_four(std::ptrdiff_t r, std::ptrdiff_t c, int d) {
    int offset[2];
    return five_points(r, c, d, offset) == 2 && offset[1] - offset[0] == 5;
  }
};

// One level of the recursive check: the point being tested (its stone is on the board while the
// frame is live), the direction whose three is being looked for, and that direction's extension
// points.
struct frame {
  std::ptrdiff_t r = 0;
  std::ptrdiff_t c = 0;
  int dir = -1;
  int threes = 0;
  int count = 0;  // extension points of `dir` still to try, from `next`
  int next = 0;
  std::ptrdiff_t qr[8] = {};
  std::ptrdiff_t qc[8] = {};
  bool has_four[4] = {};
  bool done = false;
  foul result = foul::none;
};

class checker {
 public:
  checker(board& b, const renju_options& options)
      : s_{b, static_cast<std::ptrdiff_t>(b.rows), static_cast<std::ptrdiff_t>(b.cols)},
        options_(options) {}

  foul evaluate(std::ptrdiff_t r0, std::ptrdiff_t c0) {
    stack_.clear();
    stack_.push_back(enter(r0, c0));
    for (;;) {
      if (stack_.back().done) {
        const frame finished = stack_.back();
        s_.set(finished.r, finished.c, empty);
        stack_.pop_back();
        if (stack_.empty()) return finished.result;
        frame& parent = stack_.back();
        if (finished.result == foul::none) {
          // The extension point is playable: parent's direction holds a real three.
          if (++parent.threes >= 2) {
            parent.done = true;
            parent.result = foul::double_three;
          } else {
            advance(parent);
          }
        } else if (++parent.next >= parent.count) {
          advance(parent);
        }
        continue;
      }
      const frame& top = stack_.back();
      const std::ptrdiff_t qr = top.qr[top.next];
      const std::ptrdiff_t qc = top.qc[top.next];
      stack_.push_back(enter(qr, qc));
    }
  }

 private:
  // Places black at (r, c) and settles what needs no recursion: five, overline, double-four.
  frame enter(std::ptrdiff_t r, std::ptrdiff_t c) {
    frame f;
    f.r = r;
    f.c = c;
    s_.set(r, c, black);
    bool overline = false;
    for (int d = 0; d < 4; ++d) {
      const int len = s_.run(r, c, d);
      if (len == 5) {  // a five wins, whatever else the stone makes
        f.done = true;
        return f;
      }
      overline = overline || len >= 6;
    }
    if (overline) {
      f.done = true;
      f.result = foul::overline;
      return f;
    }
    int fours = 0;
    for (int d = 0; d < 4; ++d) {
      const int n = s_.fours(r, c, d);
      f.has_four[d] = n > 0;
      fours += n;
    }
    if (fours >= 2) {
      f.done = true;
      f.result = foul::double_four;
      return f;
    }
    advance(f);
    return f;
  }

  // Moves `f` to its next direction that may hold a three (a line with a four is a four, not a
  // three), collecting the extension points; finishes the frame when none is left.
  void advance(frame& f) {
    while (++f.dir < 4) {
      f.count = 0;
      f.next = 0;
      if (f.has_four[f.dir]) continue;
      const int dr = step_row[f.dir];
      const int dc = step_col[f.dir];
      for (int k = -4; k <= 4; ++k) {
        const std::ptrdiff_t qr = f.r + k * dr;
        const std::ptrdiff_t qc = f.c + k * dc;
        if (k == 0 || !s_.inside(qr, qc) || s_.get(qr, qc) != empty) continue;
        s_.set(qr, qc, black);
        bool extends = s_.straight_four(f.r, f.c, f.dir);
        if (extends && !options_.five_point_makes_three && s_.makes_five(qr, qc)) extends = false;
        s_.set(qr, qc, empty);
        if (extends) {
          f.qr[f.count] = qr;
          f.qc[f.count] = qc;
          ++f.count;
        }
      }
      if (f.count > 0) return;
    }
    f.done = true;
    f.result = foul::none;
  }

  scratch s_;
  renju_options options_;
  std::vector<frame> stack_;
};

}  // namespace

std::string_view foul_name(foul f) {
  switch (f) {
    case foul::none:
      return "none";
    case foul::overline:
      return "overline";
    case foul::double_four:
      return "double-four";
    case foul::double_three:
      return "double-three";
  }
  return "none";
}

foul forbidden_reason(board& b, std::size_t row, std::size_t col, const renju_options& options) {
  checker check(b, options);
  return check.evaluate(static_cast<std::ptrdiff_t>(row), static_cast<std::ptrdiff_t>(col));
}

std::vector<forbidden_point> forbidden_points(const board& position, const renju_options& options) {
  std::vector<forbidden_point> out;
  board b = position;
  checker check(b, options);
  const auto rows = static_cast<std::ptrdiff_t>(b.rows);
  const auto cols = static_cast<std::ptrdiff_t>(b.cols);
  for (std::ptrdiff_t r = 0; r < rows; ++r) {
    for (std::ptrdiff_t c = 0; c < cols; ++c) {
      if (b.cells[static_cast<std::size_t>(r * cols + c)] != empty) continue;
      // Every foul needs at least four black stones within four cells on the point's lines (a
      // double-three has two threes of two stones each): skip the points that cannot be forbidden.
      int near = 0;
      for (int d = 0; d < 4 && near < 4; ++d) {
        for (int k = -4; k <= 4; ++k) {
          const std::ptrdiff_t qr = r + k * step_row[d];
          const std::ptrdiff_t qc = c + k * step_col[d];
          if (qr >= 0 && qr < rows && qc >= 0 && qc < cols &&
              b.cells[static_cast<std::size_t>(qr * cols + qc)] == black) {
            ++near;
          }
        }
      }
      if (near < 4) continue;
      const foul f = check.evaluate(r, c);
      if (f != foul::none) {
        out.push_back(forbidden_point{static_cast<std::size_t>(r), static_cast<std::size_t>(c), f});
      }
    }
  }
  return out;
}

}  // namespace tessera::omok
