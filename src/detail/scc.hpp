// Strongly connected components without recursion: Pearce's space-efficient variant of Tarjan's
// algorithm (D. J. Pearce, "A space-efficient algorithm for finding strongly connected components",
// Information Processing Letters 116(1), 2016), made iterative with an explicit frame stack.
//
// One word per vertex (`rindex`) serves as DFS index, low-link and finally component id. Components
// get ids counting DOWN from n-1 in the order they complete; Tarjan completes a component only
// after every component it reaches, so an edge between components goes from a smaller id to a
// larger one (ids are a topological order of the condensation). Memory: n words plus the two stacks
// (at most n entries each).
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace tessera::detail {

inline constexpr std::uint32_t no_vertex = 0xFFFFFFFFu;

// Scratch space, kept by the caller so that repeated runs do not reallocate.
template <class cursor>
struct scc_workspace {
  struct frame {
    std::uint32_t vertex;
    bool root;
    cursor edges;
  };
  std::vector<std::uint32_t> rindex;  // after run: the component id of each vertex
  std::vector<frame> frames;
  std::vector<std::uint32_t>
      pending;                // Pearce's stack S of visited vertices not yet in a component
  std::size_t max_depth = 0;  // deepest DFS path of the last run (for statistics and tests)
};

// Computes the components of a graph on vertices [0, n). The graph type provides
//   using cursor = …;                         an iterator over one vertex's successors
//   cursor start(std::uint32_t v) const;      positioned before v's first successor
//   std::uint32_t next(cursor& c) const;      the next successor, or no_vertex when there is none
// Returns the number of components; ws.rindex[v] is v's component id in [n - count, n).
// With `prepared`, the caller has sized ws.rindex to n itself: 0 for a vertex to visit, `n` for a
// vertex to leave out (no edge may lead to it from a visited vertex; it keeps the value n).
// O(n + edges + cost of the cursors).
template <class graph>
std::uint32_t strongly_connected_components(std::uint32_t n, const graph& g,
                                            scc_workspace<typename graph::cursor>& ws,
                                            bool prepared = false) {
  if (!prepared) ws.rindex.assign(n, 0);
  assert(ws.rindex.size() == n);
  ws.frames.clear();
  ws.pending.clear();
  ws.max_depth = 0;
  std::uint32_t index = 1;      // next DFS index; active indices stay below `component`
  std::uint32_t component = n;  // next component id + 1 (ids count down from n - 1)
  std::uint32_t* const rindex = ws.rindex.data();
  for (std::uint32_t start = 0; start < n; ++start) {
    if (rindex[start] != 0) continue;
    rindex[start] = index++;
    ws.frames.push_back({start, true, g.start(start)});
    while (!ws.frames.empty()) {
      auto& top = ws.frames.back();
      const std::uint32_t v = top.vertex;
      const std::uint32_t w = g.next(top.edges);
      if (w != no_vertex) {
        if (rindex[w] == 0) {
          // Descend; the edge v -> w is settled when w is finished (below).
          rindex[w] = index++;
          ws.frames.push_back({w, true, g.start(w)});
          if (ws.frames.size() > ws.max_depth) ws.max_depth = ws.frames.size();
        } else if (rindex[w] < rindex[v]) {
          rindex[v] = rindex[w];
          top.root = false;
        }
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
      }
    }
  }
  assert(ws.pending.empty());
  return n - component;
}

// A graph in compressed sparse row form: the successors of v are target[offset[v] .. offset[v +
// 1]).
struct csr_graph {
  struct cursor {
    std::uint32_t at, end;
  };
  const std::uint32_t* offset;
  const std::uint32_t* target;
  cursor start(std::uint32_t v) const { return {offset[v], offset[v + 1]}; }
  std::uint32_t next(cursor& c) const { return c.at < c.end ? target[c.at++] : no_vertex; }
};

}  // namespace tessera::detail
