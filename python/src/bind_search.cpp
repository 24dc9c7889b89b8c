// tessera.cover(...)'s engine room. count/find/unique run `tessera cover ... --format json` through
// the library's run_command (runner.hpp: the CLI's own option glue, document and progress reports;
// Ctrl-C and a raising progress callable stop it), and the document's solutions are mapped back
// onto the placements of the problem built here. That problem serves the lazy stream of solutions:
// the search (tessera/polyomino_packing.hpp) runs on a worker thread and hands solutions over
// through a small bounded queue, so abandoning the loop stops the search (its callback returns
// false) and frees it; Ctrl-C stops it through the library's cancel flag.
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <deque>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "bindings.hpp"
#include "convert.hpp"
#include "requests.hpp"
#include "runner.hpp"
#include "search_solutions.hpp"
#include "tessera/packing_puzzle.hpp"
#include "tessera/picture.hpp"
#include "tessera/polyomino_packing.hpp"

namespace tessera::python {

namespace {

// Placement lists grow with pieces x orientations x cells; boards past this are refused before
// anything is built (the CLI's bound, apps/tessera/cover_search.cpp).
constexpr std::size_t max_search_placements = 20'000'000;

using problem_ptr = std::shared_ptr<const packing_problem>;

// One solution of a search: the problem it belongs to and its placements.
struct solution {
  problem_ptr problem;
  packing_solution placements;

  picture draw() const { return packing_picture(*problem, placements); }

  std::string letters() const {
    const picture pic = draw();
    std::string out;
    for (std::size_t r = 0; r < pic.rows; ++r) {
      for (std::size_t c = 0; c < pic.cols; ++c) {
        const std::int32_t region = pic.at(r, c);
        const std::size_t at = r * pic.cols + c;
        out += region == picture::blocked ? '#'
               : region == picture::empty ? (problem->board().is_optional(at) ? '+' : '.')
                                          : pic.glyph[at];
      }
      out += '\n';
    }
    return out;
  }

  py::array_t<std::int32_t> grid() const {
    const packing_board& b = problem->board();
    py::array_t<std::int32_t> out(
        {static_cast<py::ssize_t>(b.rows), static_cast<py::ssize_t>(b.cols)});
    auto view = out.mutable_unchecked<2>();
    for (std::int32_t r = 0; r < b.rows; ++r) {
      for (std::int32_t c = 0; c < b.cols; ++c) view(r, c) = -1;
    }
    // The given pieces first, then the placed ones; blanks (optional cells left empty) stay -1.
    const std::vector<const placement*> shown = shown_placements(*problem, placements);
    for (std::size_t k = 0; k < shown.size(); ++k) {
      for (const cell& x : shown[k]->cells) view(x.row, x.col) = static_cast<std::int32_t>(k);
    }
    return out;
  }

  py::list placement_list() const {
    py::list out;
    for (const placement* shown : shown_placements(*problem, placements)) {
      const placement& pl = *shown;
      py::list cells;
      for (const cell& x : pl.cells) cells.append(py::make_tuple(x.row, x.col));
      out.append(py::make_tuple(problem->pieces()[pl.piece].name, cells));
    }
    return out;
  }
};

const char* stop_name(packing_stop s) {
  return s == packing_stop::limit ? "limit" : s == packing_stop::timeout ? "timeout" : nullptr;
}

// The search's problem and options, as cover(...) was given them.
class search {
 public:
  search(py::handle board_obj, py::handle pieces_obj, bool once, const std::string& orient_name,
         bool up_to_symmetry, unsigned threads, std::optional<std::uint64_t> limit,
         std::optional<double> timeout, const std::string& wrap, py::handle optional_obj,
         py::handle given_obj, const std::string& colours) {
    board b = board_from_python(board_obj);
    apply_wrap_from_python(wrap, b);
    mark_puzzle_from_python(b, optional_obj, given_obj);
    if (colours != "none" && colours != "checker") {
      throw py::value_error("colours: expected None or \"checker\", found \"" + colours + "\"");
    }
    checker_ = colours == "checker";
    const std::vector<piece> pieces = pieces_from_python(pieces_obj);
    const orientation_set orient = orient_from_python(orient_name);
    if (threads < 1 || threads > 64) {
      throw py::value_error("threads: expected 1 to 64, found " + std::to_string(threads));
    }
    if (limit && (*limit < 1 || *limit > (std::uint64_t{1} << 62))) {
      throw py::value_error("limit: expected 1 to 2^62, found " + std::to_string(*limit));
    }
    if (timeout && (!(*timeout >= 0) || *timeout > 1e9)) {
      throw py::value_error("timeout: expected seconds from 0 to 1e9");
    }
    std::size_t bound = 0;
    for (const piece& p : pieces) bound += 8 * p.shape.size() * b.rows() * b.cols();
    if (bound > max_search_placements * 8) {
      throw py::value_error("board: a " + std::to_string(b.rows()) + "x" +
                            std::to_string(b.cols()) +
                            " board is too large for the exact-cover search");
    }
    board_ = to_packing_board(b, marks_);
    pieces_ = to_packing_pieces(pieces, orient, once, b.free_count());
    if (checker_) {
      checker_colours(board_);
      checker_colours(pieces_);
    }
    request_.args = {"cover"};
    if (checker_) request_.args.insert(request_.args.end(), {"--colours", "checker"});
    add_pieces(request_, pieces_obj, pieces);
    request_.args.insert(request_.args.end(), {"--orient", orient_arg(request_, orient_name)});
    add_board(request_, board_obj, b);
    if (b.wrapped()) request_.args.insert(request_.args.end(), {"--wrap", wrap});
    if (once) request_.args.emplace_back("--once");
    if (up_to_symmetry) request_.args.emplace_back("--up-to-symmetry");
    if (timeout) request_.args.insert(request_.args.end(), {"--timeout", cli_seconds(*timeout)});
    options_.up_to_symmetry = up_to_symmetry;
    options_.threads = threads;
    options_.limit = limit.value_or(0);
    options_.timeout_seconds = timeout.value_or(0);
  }

  // Runs one mode to the end: (count, stopped or None, symmetry name, solutions, _Document).
  py::tuple run(const std::string& mode_name, py::handle progress_obj, double every) const {
    const progress_hook progress = progress_from_python(progress_obj, every);
    const packing_mode mode = mode_name == "find"     ? packing_mode::find
                              : mode_name == "unique" ? packing_mode::unique
                              : mode_name == "all"    ? packing_mode::all
                                                      : packing_mode::count;
    const std::uint64_t limit =
        mode == packing_mode::find || mode == packing_mode::unique ? 0 : options_.limit;
    cli_request request = request_;
    request.args.push_back("--" + mode_name);
    if (limit != 0) request.args.insert(request.args.end(), {"--limit", std::to_string(limit)});
    request.args.insert(request.args.end(), {"--format", "json"});
    if (!request.unrepresentable.empty()) {
      if (!progress.callable.is_none())
        throw py::value_error("progress: " + request.unrepresentable);
      return run_directly(mode, limit, std::move(request));
    }
    cli_request command = request;
    if (options_.threads != 1) {
      command.args.insert(command.args.end(), {"--threads", std::to_string(options_.threads)});
    }
    cli_output done = run_cli(command, progress);
    if (done.exit != 0 && done.exit != 3) throw py::value_error(error_message(done.err));
    if (!done.out.empty() && done.out.back() == '\n') done.out.pop_back();
    const nlohmann::json doc = nlohmann::json::parse(done.out);
    py::list solutions;
    if (const auto listed = doc.find("solutions"); listed != doc.end() && !listed->empty()) {
      const placement_index index(*problem());
      for (const nlohmann::json& s : *listed) {
        solutions.append(solution{problem(), index.solution_of(s)});
      }
    }
    const auto stopped = doc.find("stopped");
    // --find and --unique say what they "found" (at most 2), the other modes a "count".
    const auto found = doc.find("found");
    return py::make_tuple(
        found != doc.end() ? found->get<std::uint64_t>()
                           : std::stoull(doc.at("count").get<std::string>()),
        stopped == doc.end() ? py::object(py::none()) : py::str(stopped->get<std::string>()),
        doc.at("symmetry").get<std::string>(), solutions,
        document(std::move(request), std::move(done.out)));
  }

  // The placements, built on first use (the lazy stream, mapping solutions, the run without the
  // CLI): count() alone builds them once, in the CLI's run.
  const problem_ptr& problem() const {
    if (!problem_) {
      auto made = make_packing_puzzle(board_, pieces_, marks_.given);
      if (!made) throw py::value_error("given: " + made.error().message);
      problem_ = std::make_shared<const packing_problem>(std::move(made).value());
    }
    return problem_;
  }
  const packing_options& options() const { return options_; }

 private:
  packing_board board_;
  std::vector<packing_piece> pieces_;
  puzzle_marks marks_;  // the given pieces
  bool checker_ = false;
  mutable problem_ptr problem_;
  packing_options options_;
  cli_request request_;  // `tessera cover ...` without the mode, limit and format

  // The search without the CLI, for pieces a request cannot carry (to_json() then raises).
  py::tuple run_directly(packing_mode mode, std::uint64_t limit, cli_request request) const {
    packing_options options = options_;
    options.mode = mode;
    options.limit = limit;
    const packing_problem& problem = *this->problem();
    const packing_result r = run_interruptible([&](const std::atomic<bool>& cancel) {
      packing_options mine = options;
      mine.cancel = &cancel;
      return solve_packing(problem, mine);
    });
    if (!r.refused.empty()) throw py::value_error(r.refused);
    py::list solutions;
    for (const packing_solution& s : r.solutions) solutions.append(solution{this->problem(), s});
    const char* stopped = stop_name(r.stopped);
    return py::make_tuple(r.count, stopped == nullptr ? py::object(py::none()) : py::str(stopped),
                          r.group.name, solutions, document(std::move(request)));
  }
};

// The lazy stream: the search in mode `all` on a worker thread, solutions handed over through a
// queue of at most `capacity` (so that a consumer that stops early wastes little search).
class solution_stream {
 public:
  static constexpr std::size_t capacity = 256;

  explicit solution_stream(const search& s) : problem_(s.problem()) {
    packing_options options = s.options();
    options.mode = packing_mode::all;
    options.cancel = &cancel_;
    options.on_solution = [this](const packing_solution& found) {
      std::unique_lock lock(mutex_);
      space_.wait(lock, [&] { return queue_.size() < capacity || closed_; });
      if (closed_) return false;
      queue_.push_back(found);
      items_.notify_one();
      return true;
    };
    worker_ = std::thread([this, options] {
      packing_result r;
      try {
        r = solve_packing(*problem_, options);
      } catch (...) {
        error_ = std::current_exception();
      }
      if (!r.refused.empty() && !error_) {
        error_ = std::make_exception_ptr(std::invalid_argument(r.refused));
      }
      std::lock_guard lock(mutex_);
      result_ = std::move(r);
      finished_ = true;
      items_.notify_all();
    });
  }
  solution_stream(const solution_stream&) = delete;
  solution_stream& operator=(const solution_stream&) = delete;
  ~solution_stream() { close(); }

  // The next solution; StopIteration at the end. Waits with the GIL released, polling signals.
  solution next() {
    for (;;) {
      {
        std::unique_lock lock(mutex_);
        if (!queue_.empty()) {
          solution out{problem_, std::move(queue_.front())};
          queue_.pop_front();
          space_.notify_one();
          return out;
        }
        if (finished_ || closed_) {
          if (error_) std::rethrow_exception(error_);
          throw py::stop_iteration();
        }
      }
      bool ready = false;
      {
        py::gil_scoped_release nogil;
        std::unique_lock lock(mutex_);
        ready = items_.wait_for(lock, std::chrono::milliseconds(10),
                                [&] { return !queue_.empty() || finished_; });
      }
      if (!ready && PyErr_CheckSignals() != 0) {
        count_interrupted_run();
        close();
        throw py::error_already_set();
      }
    }
  }

  // Stops the search and waits for its thread; idempotent.
  void close() {
    {
      std::lock_guard lock(mutex_);
      closed_ = true;
    }
    cancel_.store(true);
    space_.notify_all();
    if (!worker_.joinable()) return;
    if (PyGILState_Check() != 0) {
      py::gil_scoped_release nogil;
      worker_.join();
    } else {
      worker_.join();
    }
  }

  // After the end: "limit", "timeout" or None (also None while running or when closed early).
  py::object stopped() {
    std::lock_guard lock(mutex_);
    if (!finished_ || cancel_.load()) return py::none();
    const char* name = stop_name(result_.stopped);
    return name == nullptr ? py::object(py::none()) : py::str(name);
  }
  std::uint64_t count() {
    std::lock_guard lock(mutex_);
    return result_.count;
  }

 private:
  problem_ptr problem_;
  std::atomic<bool> cancel_{false};
  std::mutex mutex_;
  std::condition_variable items_, space_;
  std::deque<packing_solution> queue_;
  bool finished_ = false;
  bool closed_ = false;
  packing_result result_;
  std::exception_ptr error_;
  std::thread worker_;
};

}  // namespace

void bind_search(py::module_& m) {
  py::class_<solution> cls(m, "Solution", R"(One solution of a cover() search.

grid: numpy int32 array, the index of the piece instance covering each cell (into placements),
-1 for a cell that is not part of the board. placements: list of (piece name, [(row, col), ...]),
cells counted from 0 (numpy's indexes). str(): the solution drawn as letters, '#' off the board.
to_json(): the CLI's JSON, which counts rows and columns from 1.)");
  public_name(cls, "tessera");
  cls.def_property_readonly(
         "grid", &solution::grid,
         "numpy int32 array: each cell's index into placements, -1 off the board")
      .def_property_readonly("placements", &solution::placement_list,
                             "list of (piece name, [(row, col), ...]), cells counted from 0")
      .def(
          "to_svg",
          [](const solution& s) {
            const picture pic = s.draw();
            return render_svg(std::span<const picture>(&pic, 1));
          },
          "the solution as an SVG image (each piece a filled shape with a thick outline)")
      .def("_repr_svg_",
           [](const solution& s) {
             const picture pic = s.draw();
             return render_svg(std::span<const picture>(&pic, 1));
           })
      .def(
          "to_json",
          [](const solution& s) { return packing_solution_json(*s.problem, s.placements); },
          "the solution as one element of the \"solutions\" array of `tessera cover --format "
          "json` (rows and columns counted from 1, as the CLI prints them)")
      .def("__str__", &solution::letters)
      .def("__repr__",
           [](const solution& s) {
             return "<tessera.Solution " + std::to_string(s.problem->board().rows) + "x" +
                    std::to_string(s.problem->board().cols) + ", " +
                    std::to_string(s.placements.size()) + " pieces>";
           })
      .def("__len__", [](const solution& s) { return s.placements.size(); })
      .def("__eq__", [](const solution& a, const solution& b) {
        return a.problem == b.problem && a.placements == b.placements;
      });

  py::class_<search>(m, "_Search", "the problem and options behind a tessera.Cover")
      .def(py::init<py::handle, py::handle, bool, const std::string&, bool, unsigned,
                    std::optional<std::uint64_t>, std::optional<double>, const std::string&,
                    py::handle, py::handle, const std::string&>(),
           py::arg("board"), py::arg("pieces"), py::arg("once"), py::arg("orient"),
           py::arg("up_to_symmetry"), py::arg("threads"), py::arg("limit"), py::arg("timeout"),
           py::arg("wrap"), py::arg("optional") = py::none(), py::arg("given") = py::none(),
           py::arg("colours") = "none")
      .def("run", &search::run, py::arg("mode"), py::arg("progress") = py::none(),
           py::arg("progress_every") = 0.25)
      .def("stream", [](const search& s) { return std::make_unique<solution_stream>(s); })
      .def_property_readonly("placement_count",
                             [](const search& s) { return s.problem()->placements().size(); });

  py::class_<solution_stream>(m, "_SolutionStream")
      .def("__iter__", [](py::object self) { return self; })
      .def("__next__", &solution_stream::next)
      .def("close", &solution_stream::close)
      .def_property_readonly("stopped", &solution_stream::stopped)
      .def_property_readonly("count", &solution_stream::count);
}

}  // namespace tessera::python
