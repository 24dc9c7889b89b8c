// The Web Worker that owns one instance of the WebAssembly core. It loads the module once (from the
// URL the page gives, so vite leaves it alone) and answers each request with the core's response.
/// <reference lib="webworker" />

// The second argument is the progress channel: the core calls it synchronously from inside a long
// run with the report `--progress json` prints (Knuth's estimate of the fraction searched, or the
// DP's share of steps, nodes, solutions, elapsed, time left); the worker posts it to the page, at
// most every 100 ms, and always the final one.
import type { ProgressReport } from "./core_client";

interface Core {
  call(request: object, hooks?: { progress(report: ProgressReport): void }): unknown;
}
let core: Promise<Core> | null = null;

self.onmessage = async (event: MessageEvent) => {
  const { id, core_url, request } = event.data as { id: number; core_url: string; request: object };
  try {
    if (!core) {
      core = import(/* @vite-ignore */ core_url).then((m: { load: () => Promise<Core> }) => m.load());
    }
    let last = 0;
    const progress = (report: ProgressReport) => {
      const now = performance.now();
      if (now - last < 100 && !report.final) return;
      last = now;
      self.postMessage({ id, progress: report });
    };
    const response = (await core).call(request, { progress });
    self.postMessage({ id, response });
  } catch (error) {
    core = null;
    self.postMessage({ id, error: `the core could not run: ${String(error)}` });
  }
};
