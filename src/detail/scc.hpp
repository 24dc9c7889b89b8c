// Strongly connected components without recursion: Pearce's space-efficient variant of Tarjan's
// algorithm (D. J. Pearce, "A space-efficient algorithm for finding strongly connected components",
// Information Processing Letters 116(1), 2016), made iterative with an explicit frame stack.
//
// One word per vertex (`rindex`) serves as DFS index, low-link and finally component id. Components get
// ids counting DOWN from n-1 in the order they complete; Tarjan completes a component only after every
// component it reaches, so an edge between components goes from a smaller id to a larger one (ids are a
// topological order of the condensation). Memory: n words plus the two stacks (at most n entries each).
#pragma once

#include <cassert>
#include <cstdint>
#include <vector>

namespace tessera::detail {

inline constexpr std::uint32_t no_vertex = 0xFFFFFFFFu;

// Scratch space, kept by the caller so that repeated runs do not reallocate.
struct scc_workspace {
  struct frame {
    std::uint32_t vertex;
    std::uint32_t next_edge;
    bool root;
  };
  std::vector<std::uint32_t> rindex;  // after run: the component id of each vertex
  std::vector<frame> frames;
  std::vector<std::uint32_t> pending;  // Pearce's stack S of visited vertices not yet in a component
  std::size_t max_depth = 0;           // deepest DFS path of the last run (for statistics and tests)
};

// Computes the components of the graph on vertices [0, n). `successor(v, i)` returns the i-th successor
// of v (i = 0, 1, …) or no_vertex when v has no more; it must be pure. Returns the number of components; ws.rindex[v] is v's component id in [n - count, n).
// O(n + sum over v of the cost of enumerating v's successors).
template <class successor_fn>
std::uint32_t strongly_connected_components(std::uint32_t n, successor_fn&& successor, scc_workspace& ws) {
  ws.rindex.assign(n, 0);
  ws.frames.clear();
  ws.pending.clear();
  ws.max_depth = 0;
  std::uint32_t index = 1;      // next DFS index; active indices stay below `component`
  std::uint32_t component = n;  // next component id + 1 (ids count down from n - 1)
  std::uint32_t* const rindex = ws.rindex.data();
  for (std::uint32_t start = 0; start < n; ++start) {
    if (rindex[start] != 0) continue;
    rindex[start] = index++;
    ws.frames.push_back({start, 0, true});
    while (!ws.frames.empty()) {
      auto& top = ws.frames.back();
      const std::uint32_t v = top.vertex;
      const std::uint32_t w = successor(v, top.next_edge);
      if (w != no_vertex) {
        if (rindex[w] == 0) {
          // Descend; the edge v -> w is settled when w returns (below).
          rindex[w] = index++;
          ws.frames.push_back({w, 0, true});
          if (ws.frames.size() > ws.max_depth) ws.max_depth = ws.frames.size();
          continue;
        }
        if (rindex[w] < rindex[v]) {
          rindex[v] = rindex[w];
          top.root = false;
        }
        ++top.next_edge;
        continue;
      }
      // v is finished.
      const bool root = top.root;
      ws.frames.pop_back();
      if (root) {
        --index;
        --component;
        while (!ws.pending.empty() && rindex[v] <= rindex[ws.pending.back()]) {
          rindex[ws.pending.back()] = component;
          ws.pending.pop_back();
          --index;
        }
        rindex[v] = component;
      } else {
        ws.pending.push_back(v);
      }
      if (!ws.frames.empty()) {
        auto& parent = ws.frames.back();
        if (rindex[v] < rindex[parent.vertex]) {
          rindex[parent.vertex] = rindex[v];
          parent.root = false;
        }
        ++parent.next_edge;
      }
    }
  }
  assert(ws.pending.empty());
  return n - component;
}

}  // namespace tessera::detail
