// The page's one door to the solver: requests go to the WebAssembly core (web/dist/tessera-core.mjs,
// the same entry point the CLI uses) inside a Web Worker, so a long search never blocks the page. The
// core's call is synchronous; a running request shows a bar with the elapsed time, filled from the
// run's own progress reports (Knuth's estimate for a search, the DP's share of steps; indeterminate
// until the first one); Stop terminates the worker (the only way to interrupt a synchronous wasm
// call) and the next request starts a fresh one.

export type OptionValue = string | number | boolean;
export interface CoreRequest {
  command: "lpuzzle" | "cover" | "omok" | "omok referee" | "fill" | "gen lpuzzle" | "design hints" | "brain" | "omok moves" | "omok record" | "palette";
  options: Record<string, OptionValue>;
  input: string;
  svg?: boolean;
  // The glTF file `--gltf FILE` would write, returned in the response's "gltf" (cube lattice).
  gltf?: boolean;
  // Files an option names (`--pieces @FILE`), by name: the core has no file system of its own.
  files?: Record<string, string>;
}
export interface CoreResponse {
  exit: number;
  stdout: string;
  stderr: string;
  svg: string[];
  gltf?: string[];
}

// A progress report: the object `tessera cover --progress json` prints as a line (docs/progress.md).
export interface ProgressReport {
  command: string;
  phase: "search" | "count";
  case: number;
  fraction: number;
  elapsed: number;
  seconds_left: number | null;
  nodes?: number;
  solutions?: number;
  nodes_per_second?: number;
  pass?: number;
  passes?: number;
  row?: number;
  rows?: number;
  states?: number;
  final: boolean;
}

export class StoppedError extends Error {
  constructor() {
    super("stopped");
  }
}

interface Pending {
  resolve: (r: CoreResponse) => void;
  reject: (e: Error) => void;
}

// Where the core lives: next to index.html, whatever folder the page is served from.
const core_url = new URL("tessera-core.mjs", document.baseURI).href;

// The shared busy indicator: shown while any client has a request out for more than a moment.
export interface BusyView {
  start(client: CoreClient): void;
  finish(client: CoreClient): void;
  progress(client: CoreClient, report: ProgressReport): void;
}

export class CoreClient {
  private worker_: Worker | null = null;
  private next_id_ = 1;
  private pending_ = new Map<number, Pending>();
  constructor(readonly name: string, readonly title: string, private readonly busy_: BusyView | null) {}

  get running(): boolean {
    return this.pending_.size > 0;
  }

  run(request: CoreRequest): Promise<CoreResponse> {
    const worker = this.ensure_worker();
    const id = this.next_id_++;
    const promise = new Promise<CoreResponse>((resolve, reject) => {
      this.pending_.set(id, { resolve, reject });
    });
    if (this.pending_.size === 1) this.busy_?.start(this);
    worker.postMessage({ id, core_url, request });
    return promise;
  }

  // Terminates the worker: every request out is rejected with StoppedError.
  stop(): void {
    this.worker_?.terminate();
    this.worker_ = null;
    const pending = [...this.pending_.values()];
    this.pending_.clear();
    this.busy_?.finish(this);
    for (const p of pending) p.reject(new StoppedError());
  }

  private ensure_worker(): Worker {
    if (this.worker_) return this.worker_;
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent) => {
      const { id, response, error, progress } = event.data as {
        id: number;
        response?: CoreResponse;
        error?: string;
        progress?: ProgressReport;
      };
      const p = this.pending_.get(id);
      if (!p) return;
      if (progress !== undefined) {
        this.busy_?.progress(this, progress);
        return;
      }
      this.pending_.delete(id);
      if (this.pending_.size === 0) this.busy_?.finish(this);
      if (response) p.resolve(response);
      else p.reject(new Error(error ?? "the core failed"));
    };
    worker.onerror = (event: ErrorEvent) => {
      const pending = [...this.pending_.values()];
      this.pending_.clear();
      this.worker_ = null;
      this.busy_?.finish(this);
      for (const p of pending) p.reject(new Error(`the core's worker failed: ${event.message}`));
    };
    this.worker_ = worker;
    return worker;
  }
}
