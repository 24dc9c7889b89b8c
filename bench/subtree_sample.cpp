// subtree_sample: projects the time and the count of a search too long to run, from a fixed sample
// of its tasks (docs/long_runs.md, "The 8x10 record"). The search is cut by the same deterministic
// split as a checkpointed run (packing_options::split); an executor (tessera/search_checkpoint.hpp)
// runs only the tasks whose index is `offset` modulo `step` (a systematic sample, the same one on
// every run) and sums their solutions, nodes and CPU time. Total = sum x tasks / sampled (each task
// is in the sample with probability 1/step, so the sums scaled by `step` are unbiased).
//
// Usage: subtree_sample ROWS COLS PIECES [STEP] [OFFSET] [TARGET] [THREADS] [sym]
//   e.g. subtree_sample 8 10 pentominoes,tetrominoes 512 0 65536 2
// ROWS may be @FILE: the board from FILE, one line per row, '.' free and anything else not (COLS is
// then ignored). `sym`: count up to symmetry (else plain solutions, by orbits).
#include <fmt/format.h>
#include <sys/resource.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "tessera/polyomino_packing.hpp"
#include "tessera/polyomino_sets.hpp"

namespace {

double cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec) + static_cast<double>(u.ru_utime.tv_usec) * 1e-6;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace tessera;
  if (argc < 4) {
    fmt::print(stderr,
               "usage: subtree_sample ROWS COLS SET[,SET...] [STEP] [OFFSET] [TARGET] [THREADS]\n");
    return 2;
  }
  packing_board board;
  if (argv[1][0] == '@') {
    std::ifstream in(argv[1] + 1);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
      if (!line.empty()) lines.push_back(line);
    }
    if (lines.empty()) {
      fmt::print(stderr, "no board in '{}'\n", argv[1] + 1);
      return 2;
    }
    board = packing_board::rectangle(static_cast<std::int32_t>(lines.size()),
                                     static_cast<std::int32_t>(lines[0].size()));
    for (std::size_t r = 0; r < lines.size(); ++r) {
      for (std::size_t c = 0; c < lines[0].size(); ++c) {
        board.free[r * lines[0].size() + c] = c < lines[r].size() && lines[r][c] == '.';
      }
    }
  } else {
    board = packing_board::rectangle(std::stoi(argv[1]), std::stoi(argv[2]));
  }
  const int rows = board.rows, cols = board.cols;
  const std::size_t step = argc > 4 ? std::stoul(argv[4]) : 512;
  const std::size_t offset = argc > 5 ? std::stoul(argv[5]) : 0;
  const std::uint64_t target = argc > 6 ? std::stoull(argv[6]) : 65536;
  const unsigned threads = argc > 7 ? static_cast<unsigned>(std::stoul(argv[7])) : 1;
  const bool symmetry = argc > 8 && std::string(argv[8]) == "sym";
  std::vector<packing_piece> pieces;
  std::stringstream sets(argv[3]);
  for (std::string name; std::getline(sets, name, ',');) {
    const auto set = named_piece_set(name);
    if (!set) {
      fmt::print(stderr, "unknown set '{}'\n", name);
      return 2;
    }
    for (const named_piece& p : *set) {
      pieces.push_back({p.name, p.shape, min_orient(orientation_set::free, p.max_orient), 1, 1});
    }
  }
  const packing_problem problem(std::move(board), std::move(pieces));
  packing_options options;
  options.mode = packing_mode::count;
  options.up_to_symmetry = symmetry;
  options.threads = threads;
  options.split = {target, 16};
  std::atomic<std::uint64_t> count{0}, nodes{0};
  std::size_t tasks = 0, sampled = 0;
  const double cpu0 = cpu_seconds();
  const auto wall0 = std::chrono::steady_clock::now();
  options.executor = [&](const subtree_jobs& jobs) {
    tasks = jobs.todo.size();
    std::vector<std::size_t> mine;
    for (std::size_t k = offset; k < jobs.todo.size(); k += step) mine.push_back(jobs.todo[k]);
    sampled = mine.size();
    std::atomic<std::size_t> next{0};
    std::vector<std::thread> pool;
    for (std::size_t slot = 0; slot < jobs.slots; ++slot) {
      pool.emplace_back([&, slot] {
        for (std::size_t k; (k = next.fetch_add(1)) < mine.size();) {
          const subtree_outcome o = jobs.run(mine[k], slot);
          count += o.accepted;
          nodes += o.stats.nodes;
        }
      });
    }
    for (std::thread& t : pool) t.join();
  };
  const packing_result r = solve_packing(problem, options);
  const double cpu = cpu_seconds() - cpu0;
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
  const double scale = static_cast<double>(tasks) / static_cast<double>(sampled);
  fmt::print(
      "{}x{} {}: {} tasks (split target {}), {} sampled (index = {} mod {}), group {}\n"
      "sample: {} solutions, {} nodes, {:.1f} s CPU ({:.1f} s wall, {} thread(s)), {:.2f} M "
      "nodes/s CPU\n"
      "projected whole: {:.4g} solutions, {:.4g} nodes, {:.0f} s CPU = {:.1f} h on one core, "
      "{:.1f} "
      "h on 2\n",
      rows, cols, argv[3], tasks, target, sampled, offset, step, r.search_group.name, count.load(),
      nodes.load(), cpu, wall, threads, static_cast<double>(nodes.load()) / cpu / 1e6,
      static_cast<double>(count.load()) * scale, static_cast<double>(nodes.load()) * scale,
      cpu * scale, cpu * scale / 3600, cpu * scale / 7200);
  return 0;
}
