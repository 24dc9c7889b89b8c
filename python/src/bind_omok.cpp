// tessera.omok: the judge, renju's forbidden points and the move-by-move referee
// (tessera/omok.hpp, renju.hpp, omok_referee.hpp). Boards are numpy arrays or nested lists of
// 0/1/2, or rows of text as `tessera omok` reads them.
#include <pybind11/stl.h>

#include <algorithm>

#include "bindings.hpp"
#include "convert.hpp"
#include "requests.hpp"
#include "tessera/omok.hpp"
#include "tessera/omok_referee.hpp"
#include "tessera/renju.hpp"

namespace tessera::python {

namespace {

using namespace tessera::omok;

rule_set rule_from_python(const std::string& name) {
  if (const auto rule = rule_from_name(name)) return *rule;
  std::string known;
  for (const rule_set r : all_rules)
    known += (known.empty() ? "'" : ", '") + std::string(rule_name(r)) + "'";
  throw py::value_error("rule: expected one of " + known + ", found '" + name + "'");
}

// The CLI's checks on k (apps/tessera/omok_cli.hpp): 2..1000, 5 under renju, at most a side.
judge_options judge_options_from(const std::string& rule, std::size_t k, std::size_t rows,
                                 std::size_t cols) {
  const judge_options o{rule_from_python(rule), k};
  if (k < 2 || k > 1000) {
    throw py::value_error("k: expected 2 to 1000, found " + std::to_string(k));
  }
  if (o.rule == rule_set::renju && k != 5) {
    throw py::value_error(
        "k: expected 5 with renju (its fouls are defined for five in a row), found " +
        std::to_string(k));
  }
  if (k > std::max(rows, cols)) {
    throw py::value_error("k: expected at most the board side " +
                          std::to_string(std::max(rows, cols)) + ", found " + std::to_string(k));
  }
  return o;
}

// A board from Python, and the text it was read from when it was text (for error positions).
struct read_board {
  omok::board b;
  std::string text;
};

read_board board_of(py::handle obj, std::size_t max_size) {
  read_board out;
  if (is_text_rows(obj)) {
    out.text = text_of_rows(obj, "board");
    parse_options po;
    po.max_side = max_size;
    auto parsed = parse_board(out.text, po);
    if (!parsed) raise_input_error(parsed.error(), "board");
    out.b = std::move(parsed.value());
    return out;
  }
  grid g = read_grid(obj, 2, max_size, max_size * max_size, "board");
  if (g.rows < min_side || g.cols < min_side) {
    throw py::value_error("board: expected sides from " + std::to_string(min_side) + " to " +
                          std::to_string(max_size) + ", found " + std::to_string(g.rows) + "x" +
                          std::to_string(g.cols));
  }
  out.b.rows = g.rows;
  out.b.cols = g.cols;
  out.b.cells = std::move(g.cells);
  return out;
}

py::list line_cells(const line& l) {
  py::list out;
  for (std::size_t i = 0; i < l.length; ++i) out.append(py::make_tuple(l.row_at(i), l.col_at(i)));
  return out;
}

std::string colour_name(std::uint8_t colour) { return colour == black ? "black" : "white"; }

// The arguments every `tessera omok` request shares.
std::vector<std::string> omok_args(std::vector<std::string> words, const judge_options& o,
                                   std::size_t max_size, bool five_point_makes_three) {
  words.insert(words.end(), {"--rule", std::string(rule_name(o.rule)), "--k", std::to_string(o.k)});
  if (max_size != default_max_side) {
    words.insert(words.end(), {"--max-size", std::to_string(max_size)});
  }
  if (five_point_makes_three) words.emplace_back("--five-point-makes-three");
  words.insert(words.end(), {"--format", "json"});
  return words;
}

struct judgement {
  std::size_t rows = 0, cols = 0;
  judge_options options;
  std::vector<line> wins;  // at most one colour, through one common stone; wins[0] answers
  read_board input;        // for to_json's request
  std::size_t max_size = default_max_side;

  cli_request request() const {
    cli_request request;
    request.args = omok_args({"omok"}, options, max_size, false);
    request.input = input.text.empty() ? omok_input(input.b) : input.text;
    return request;
  }
  std::string to_json() const { return make_document(request()).get(); }
};

judgement judge(py::handle board_obj, const std::string& rule, std::size_t k,
                std::size_t max_size) {
  read_board rb = board_of(board_obj, max_size);
  const omok::board& b = rb.b;
  judgement out{b.rows, b.cols, judge_options_from(rule, k, b.rows, b.cols), {}, {}, max_size};
  out.wins = winning_lines(b, out.options);
  // As the CLI: lines of both colours, or with no common stone, cannot come from one last move.
  bool one_colour = true;
  for (const line& l : out.wins) one_colour = one_colour && l.colour == out.wins[0].colour;
  if (out.wins.size() > 1 && (!one_colour || !lines_share_a_stone(b, out.wins))) {
    const line& first = out.wins[0];
    const line& second = out.wins[1];
    const std::string message =
        "expected at most one winning line (or lines of one colour through one common stone), "
        "found " +
        std::to_string(out.wins.size()) + ": " + colour_name(first.colour) + " " +
        std::string(direction_name(first.dir)) + " from (" + std::to_string(first.row) + ", " +
        std::to_string(first.col) + ") and " + colour_name(second.colour) + " " +
        std::string(direction_name(second.dir)) + " from (" + std::to_string(second.row) + ", " +
        std::to_string(second.col) + ")";
    if (!rb.text.empty()) {
      raise_input_error(locate_cell(rb.text, b, second.row, second.col, message), "board");
    }
    throw py::value_error("board: " + message);
  }
  out.input = std::move(rb);
  return out;
}

struct verdict {
  std::size_t rows = 0, cols = 0;
  judge_options options;
  move_verdict v;
  std::size_t move = 0;           // the move number (1-based) this verdict is about
  std::int64_t row = 0, col = 0;  // that move, 0-based as played
  // The game so far as `tessera omok referee --moves row-col` reads it: the referee's text of all
  // its moves, of which this verdict's game is the first `length` bytes.
  std::shared_ptr<const std::string> moves;
  std::size_t length = 0;
  bool five_point_makes_three = false;

  std::size_t winner() const {
    if (v.result == outcome::win) return v.colour;
    if (v.result == outcome::forbidden) return white;
    return 0;
  }
  cli_request request() const {
    cli_request request;
    request.args =
        omok_args({"omok", "referee", "--size", std::to_string(rows) + "x" + std::to_string(cols),
                   "--moves", "row-col"},
                  options, default_max_side, five_point_makes_three);
    request.input = moves->substr(0, length);
    return request;
  }
  std::string to_json() const { return make_document(request()).get(); }
};

class py_referee {
 public:
  py_referee(py::handle size, const std::string& rule, std::size_t k, bool five_point_makes_three) {
    rule_ = rule;
    if (py::isinstance<py::int_>(size)) {
      rows_ = cols_ = size.cast<std::size_t>();
    } else {
      const auto pair = size.cast<std::pair<std::size_t, std::size_t>>();
      rows_ = pair.first;
      cols_ = pair.second;
    }
    if (rows_ < min_side || cols_ < min_side || rows_ > default_max_side ||
        cols_ > default_max_side) {
      throw py::value_error("size: expected sides from " + std::to_string(min_side) + " to " +
                            std::to_string(default_max_side) + ", found " + std::to_string(rows_) +
                            "x" + std::to_string(cols_));
    }
    options_ = judge_options_from(rule, k, rows_, cols_);
    five_point_makes_three_ = five_point_makes_three;
    referee_.emplace(rows_, cols_, options_, renju_options{five_point_makes_three});
  }

  verdict play(std::int64_t row, std::int64_t col) {
    if (over_) {
      throw py::value_error("the game is over (move " + std::to_string(moves_) +
                            " decided it): start a new Referee");
    }
    verdict out{rows_, cols_, options_, {}, ++moves_, row, col, {}, 0, five_point_makes_three_};
    // The library takes 1-based moves and reports off-board ones itself.
    const std::int64_t limit = std::int64_t{1} << 40;
    out.v = referee_->play(std::clamp<std::int64_t>(row, -limit, limit) + 1,
                           std::clamp<std::int64_t>(col, -limit, limit) + 1);
    over_ = out.v.result != outcome::playing;
    if (!over_) out.move = moves_;
    // Appended in place: a verdict handed out earlier reads only its own prefix.
    *moves_text_ += std::to_string(row + 1) + " " + std::to_string(col + 1) + "\n";
    out.moves = moves_text_;
    out.length = moves_text_->size();
    return out;
  }

  // A pass (swap2 records hold them): no stone, the move counts, the other colour plays next.
  verdict pass() {
    if (over_) {
      throw py::value_error("the game is over (move " + std::to_string(moves_) +
                            " decided it): start a new Referee");
    }
    verdict out{rows_, cols_, options_, {}, ++moves_, -1, -1, {}, 0, five_point_makes_three_};
    out.v = referee_->pass();
    over_ = out.v.result != outcome::playing;
    *moves_text_ += "-1 -1\n";  // the row-col format's pass, as `tessera omok referee` reads it
    out.moves = moves_text_;
    out.length = moves_text_->size();
    return out;
  }

  py::object position() const {
    const omok::board& b = referee_->position();
    py::list rows;
    for (std::size_t r = 0; r < b.rows; ++r) {
      py::list row;
      for (std::size_t c = 0; c < b.cols; ++c) row.append(b.at(r, c));
      rows.append(row);
    }
    return std::move(rows);
  }

  std::size_t moves() const { return moves_; }
  bool over() const { return over_; }

  std::string repr() const {
    return "<tessera.omok.Referee " + std::to_string(rows_) + "x" + std::to_string(cols_) + " " +
           rule_ + (options_.k != 5 ? " k=" + std::to_string(options_.k) : "") + ", " +
           std::to_string(moves_) + (moves_ == 1 ? " move" : " moves") + (over_ ? ", over" : "") +
           ">";
  }

 private:
  std::size_t rows_ = 0, cols_ = 0;
  std::string rule_;
  judge_options options_;
  std::optional<referee> referee_;
  std::size_t moves_ = 0;
  bool over_ = false;
  bool five_point_makes_three_ = false;
  std::shared_ptr<std::string> moves_text_ = std::make_shared<std::string>();
};

}  // namespace

void bind_omok(py::module_& top) {
  py::module_ m = top.def_submodule("omok", "five in a row: judge, renju fouls, referee");

  py::class_<judgement> judgement_cls(
      m, "Judgement",
      R"(The judge's answer: winner 0, 1 (black) or 2 (white), and the winning line.

line: its stones as (row, col), counted from 0 (numpy's indexes). to_json(): the CLI's JSON, which
counts rows and columns from 1.)");
  public_name(judgement_cls, "tessera.omok");
  judgement_cls
      .def_property_readonly(
          "winner", [](const judgement& j) { return j.wins.empty() ? 0 : j.wins[0].colour; },
          "0 (no winner), 1 (black) or 2 (white)")
      .def_property_readonly(
          "line",
          [](const judgement& j) { return j.wins.empty() ? py::list() : line_cells(j.wins[0]); },
          "the winning line's stones as (row, col), counted from 0, from its leftmost stone "
          "(topmost for a vertical line); [] without a winner")
      .def_property_readonly(
          "direction",
          [](const judgement& j) -> py::object {
            if (j.wins.empty()) return py::none();
            return py::str(std::string(direction_name(j.wins[0].dir)));
          },
          "the winning line's direction ('across', 'down', 'diagonal', 'anti-diagonal'), or None")
      .def("to_json", &judgement::to_json,
           "`tessera omok --format json` for the same board (rows and columns from 1)")
      .def("_request", [](const judgement& j) { return request_tuple(j.request()); })
      .def("__repr__", [](const judgement& j) {
        if (j.wins.empty()) return std::string("<tessera.omok.Judgement winner=0>");
        return "<tessera.omok.Judgement winner=" + std::to_string(j.wins[0].colour) + " from (" +
               std::to_string(j.wins[0].row) + ", " + std::to_string(j.wins[0].col) + ") " +
               std::string(direction_name(j.wins[0].dir)) + ">";
      });

  // tessera.omok.judge() (python/tessera/omok.py gives it its signature and documentation).
  m.def("_judge", &judge, py::arg("board"), py::arg("rule"), py::arg("k"), py::arg("max_size"));

  m.def(
      "_forbidden",
      [](py::handle board_obj, bool five_point_makes_three, std::size_t max_size) {
        const read_board rb = board_of(board_obj, max_size);
        std::vector<forbidden_point> points;
        {
          py::gil_scoped_release nogil;
          points = forbidden_points(rb.b, renju_options{five_point_makes_three});
        }
        py::list out;
        for (const forbidden_point& p : points) {
          out.append(
              py::make_tuple(py::make_tuple(p.row, p.col), std::string(foul_name(p.reason))));
        }
        cli_request request;
        request.args = omok_args({"omok", "--forbidden"}, judge_options{rule_set::standard, 5},
                                 max_size, five_point_makes_three);
        request.input = rb.text.empty() ? omok_input(rb.b) : rb.text;
        return py::make_tuple(out, make_document(std::move(request)));
      },
      py::arg("board"), py::arg("five_point_makes_three"), py::arg("max_size"));

  py::class_<verdict> verdict_cls(m, "Verdict", R"(The referee's verdict after a move.

line: the winning stones as (row, col), counted from 0 (numpy's indexes), as Referee.play takes
them. to_json(): the CLI's JSON, which counts rows and columns from 1.)");
  public_name(verdict_cls, "tessera.omok");
  verdict_cls
      .def_property_readonly(
          "result", [](const verdict& v) { return std::string(outcome_name(v.v.result)); },
          "'playing', 'win', 'forbidden', 'occupied', 'off-board' or 'full'")
      .def_property_readonly("winner", &verdict::winner, "1 or 2 once decided, else 0")
      .def_property_readonly(
          "colour", [](const verdict& v) { return v.v.colour; },
          "the colour of the move's player: 1 (black) or 2 (white)")
      .def_property_readonly(
          "move", [](const verdict& v) { return v.move; }, "the move's number, counted from 1")
      .def_property_readonly(
          "line",
          [](const verdict& v) {
            return v.v.result == outcome::win ? line_cells(v.v.winning) : py::list();
          },
          "the winning line's stones as (row, col), counted from 0; [] without a win")
      .def_property_readonly(
          "reason",
          [](const verdict& v) -> py::object {
            if (v.v.result != outcome::forbidden) return py::none();
            return py::str(std::string(foul_name(v.v.reason)));
          },
          "why a forbidden move is forbidden ('overline', 'double-four', 'double-three'), or "
          "None")
      .def("_request", [](const verdict& v) { return request_tuple(v.request()); })
      .def("to_json", &verdict::to_json,
           "`tessera omok referee --format json` on the moves so far written as 'ROW COL' lines "
           "(rows and columns from 1, as the CLI counts them)")
      .def("__repr__", [](const verdict& v) {
        std::string at;
        if (v.row >= 0 || v.col >= 0) {
          at = " (" + std::to_string(v.row) + ", " + std::to_string(v.col) + ")";
        }
        return "<tessera.omok.Verdict " + std::string(outcome_name(v.v.result)) + " at move " +
               std::to_string(v.move) + at + ">";
      });

  py::class_<py_referee> referee_cls(m, "Referee",
                                     R"(A referee for a game played move by move (black first).

    ref = tessera.omok.Referee(size=15, rule="renju")
    ref.play(7, 7)   # row and column counted from 0; returns the Verdict so far

size: the board's side, or (rows, cols). rule: 'standard' (exactly k in a row wins; the default,
as `tessera omok referee`), 'freestyle', 'renju', 'caro' or 'caro6'.)");
  public_name(referee_cls, "tessera.omok");
  referee_cls
      .def(py::init([](const any_of<size_name>& size, const std::string& rule, std::size_t k,
                       bool five_point_makes_three) {
             return std::make_unique<py_referee>(size.get(), rule, k, five_point_makes_three);
           }),
           py::arg("size") = 15, py::arg("rule") = "standard", py::arg("k") = 5,
           py::arg("five_point_makes_three") = false)
      .def("play", &py_referee::play, py::arg("row"), py::arg("col"),
           "plays the next stone at (row, col), counted from 0; returns its Verdict")
      .def("pass_", &py_referee::pass,
           "a pass (as swap2 records hold): no stone, the move counts, the other colour plays next")
      .def_property_readonly("board", &py_referee::position,
                             "the position: lists of 0 (empty), 1 (black), 2 (white)")
      .def_property_readonly("moves", &py_referee::moves, "the number of moves played")
      .def_property_readonly("over", &py_referee::over, "whether a move has decided the game")
      .def("__repr__", &py_referee::repr);
}

}  // namespace tessera::python
