// The Web Worker that owns one instance of the WebAssembly core. It loads the module once (from the
// URL the page gives, so vite leaves it alone) and answers each request with the core's response.
/// <reference lib="webworker" />

interface Core {
  call(request: object): unknown;
}
let core: Promise<Core> | null = null;

self.onmessage = async (event: MessageEvent) => {
  const { id, core_url, request } = event.data as { id: number; core_url: string; request: object };
  try {
    if (!core) {
      core = import(/* @vite-ignore */ core_url).then((m: { load: () => Promise<Core> }) => m.load());
    }
    const response = (await core).call(request);
    self.postMessage({ id, response });
  } catch (error) {
    core = null;
    self.postMessage({ id, error: `the core could not run: ${String(error)}` });
  }
};
