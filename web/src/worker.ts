// The Web Worker that owns one instance of the WebAssembly core. It loads the module once (from the
// URL the page gives, so vite leaves it alone) and answers each request with the core's response.
/// <reference lib="webworker" />

// The second argument is the progress channel the page offers: a core that reports the search's own
// estimate (the library's progress callbacks: Knuth's estimate of the fraction searched, or the DP's
// rows done) calls it; one that does not ignores it, and the page's bar stays indeterminate.
interface Core {
  call(request: object, hooks?: { progress(fraction: number): void }): unknown;
}
let core: Promise<Core> | null = null;

self.onmessage = async (event: MessageEvent) => {
  const { id, core_url, request } = event.data as { id: number; core_url: string; request: object };
  try {
    if (!core) {
      core = import(/* @vite-ignore */ core_url).then((m: { load: () => Promise<Core> }) => m.load());
    }
    let last = 0;
    const progress = (fraction: number) => {
      const now = performance.now();
      if (now - last < 100) return;
      last = now;
      self.postMessage({ id, progress: fraction });
    };
    const response = (await core).call(request, { progress });
    self.postMessage({ id, response });
  } catch (error) {
    core = null;
    self.postMessage({ id, error: `the core could not run: ${String(error)}` });
  }
};
