// tessera-core.mjs: the tessera solver core, compiled to WebAssembly (wasm32-wasi, clang-14), as an
// ES module for browsers and Node 20 alike:
//
//   import {load} from "./tessera-core.mjs";
//   const core = await load();              // fetches ./tessera-core.wasm next to this file
//   const res = core.call({command: "cover", options: {board: "6x10", pieces: "pentominoes",
//                          once: true}, input: ""});
//   // res = {exit: 0, stdout: "9356\n", stderr: "", svg: []}
//
// The request and response are tessera::call's (include/tessera/request.hpp, docs/web.md): stdout,
// stderr and exit are byte for byte what `tessera COMMAND --OPTION VALUE ... < input` gives. A call
// runs to completion on the calling thread: run it in a Web Worker to keep a page responsive (and
// terminate the worker to stop it).
//
// Progress: core.call(request, {progress(report) {...}}) calls `progress` synchronously from inside
// the running search (about every --progress-every seconds, 0.25 by default, then once with
// report.final) with the object `--progress json` prints as a line: {command, phase, case, fraction
// (Knuth's estimate for a search, the share of steps for the counting DP), nodes, solutions,
// elapsed, seconds_left (null while unknown), nodes_per_second, final}. In a Web Worker, post it to
// the page from there (worker.ts does).
//
// The module needs only a handful of WASI calls, served by the small shim below (no node:wasi, so
// the same code runs in a browser): clocks, random bytes, environment and arguments (none), writes
// to fds 1 and 2 (only a failed assertion would write; they go to the console), and exit (an error).

const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_INVAL = 28;
const ERRNO_NOSYS = 52;

class WasiExit extends Error {
  constructor(code) {
    super(`tessera-core: the module exited with status ${code}`);
    this.code = code;
  }
}

function wasiShim(getMemory) {
  const view = () => new DataView(getMemory().buffer);
  const bytes = () => new Uint8Array(getMemory().buffer);
  const decoder = new TextDecoder();
  const pending = {1: "", 2: ""};
  const now = () =>
    typeof performance !== "undefined" ? performance.now() : Date.now();
  const started = now();
  const imports = {
    args_sizes_get(argc, argvBufSize) {
      view().setUint32(argc, 0, true);
      view().setUint32(argvBufSize, 0, true);
      return ERRNO_SUCCESS;
    },
    args_get() {
      return ERRNO_SUCCESS;
    },
    environ_sizes_get(count, bufSize) {
      view().setUint32(count, 0, true);
      view().setUint32(bufSize, 0, true);
      return ERRNO_SUCCESS;
    },
    environ_get() {
      return ERRNO_SUCCESS;
    },
    clock_res_get(id, resolution) {
      view().setBigUint64(resolution, 1000n, true);
      return ERRNO_SUCCESS;
    },
    // Clock 0 is real time (ns since 1970); the others (monotonic, CPU time) count from load.
    clock_time_get(id, precision, time) {
      const ns =
        id === 0
          ? BigInt(Date.now()) * 1000000n
          : BigInt(Math.round((now() - started) * 1e6));
      view().setBigUint64(time, ns, true);
      return ERRNO_SUCCESS;
    },
    random_get(buf, len) {
      const out = bytes().subarray(buf, buf + len);
      for (let at = 0; at < len; at += 65536) {
        crypto.getRandomValues(out.subarray(at, Math.min(len, at + 65536)));
      }
      return ERRNO_SUCCESS;
    },
    fd_write(fd, iovs, iovsLen, written) {
      if (fd !== 1 && fd !== 2) return ERRNO_BADF;
      const v = view();
      let total = 0;
      for (let i = 0; i < iovsLen; ++i) {
        const ptr = v.getUint32(iovs + 8 * i, true);
        const len = v.getUint32(iovs + 8 * i + 4, true);
        pending[fd] += decoder.decode(bytes().subarray(ptr, ptr + len));
        total += len;
      }
      // Whole lines to the console; the library itself never writes here (its output is returned).
      let nl;
      while ((nl = pending[fd].indexOf("\n")) >= 0) {
        console.error(`tessera-core: ${pending[fd].slice(0, nl)}`);
        pending[fd] = pending[fd].slice(nl + 1);
      }
      v.setUint32(written, total, true);
      return ERRNO_SUCCESS;
    },
    fd_read() {
      return ERRNO_BADF;
    },
    fd_close() {
      return ERRNO_BADF;
    },
    fd_seek() {
      return ERRNO_BADF;
    },
    fd_fdstat_get() {
      return ERRNO_BADF;
    },
    fd_prestat_get() {
      return ERRNO_BADF; // no preopened directories: there is no file system here
    },
    fd_prestat_dir_name() {
      return ERRNO_BADF;
    },
    path_open() {
      return ERRNO_NOSYS;
    },
    poll_oneoff() {
      return ERRNO_NOSYS;
    },
    sched_yield() {
      return ERRNO_SUCCESS;
    },
    proc_exit(code) {
      throw new WasiExit(code);
    },
  };
  return imports;
}

async function wasmBytes(source) {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return source;
  const url = source ?? new URL("./tessera-core.wasm", import.meta.url);
  const href = url instanceof URL ? url : new URL(String(url), import.meta.url);
  if (href.protocol === "file:") {
    // Node: read the file (fetch has no file: URLs there).
    const {readFile} = await import("node:fs/promises");
    return readFile(href);
  }
  const response = await fetch(href);
  if (!response.ok) throw new Error(`tessera-core: cannot fetch ${href}: ${response.status}`);
  return response.arrayBuffer();
}

// Loads the module. `source`: optional URL, or the .wasm bytes (ArrayBuffer or typed array);
// default: tessera-core.wasm beside this file. Resolves to {call(request), callJson(text)}.
export async function load(source) {
  const module = await WebAssembly.compile(await wasmBytes(source));
  let memory = null;
  const wasi = wasiShim(() => memory);
  // Any WASI call the shim does not know answers "not supported" instead of failing to link.
  const wanted = {};
  for (const entry of WebAssembly.Module.imports(module)) {
    if (entry.module !== "wasi_snapshot_preview1") continue;
    wanted[entry.name] = wasi[entry.name] ?? (() => ERRNO_NOSYS);
  }
  // The progress import: the report's JSON text, handed to the hook of the call running now. A hook
  // that throws must not unwind through the wasm frames (no C++ destructors would run): its error
  // is kept, the hook is not called again, and the error is thrown once the call has returned.
  let onProgress = null;
  let hookError = null;
  const progressDecoder = new TextDecoder();
  const tessera = {
    progress(at, length) {
      if (!onProgress) return;
      const text = progressDecoder.decode(new Uint8Array(memory.buffer, at, length));
      try {
        onProgress(JSON.parse(text));
      } catch (error) {
        hookError = error;
        onProgress = null;
      }
    },
  };
  const instance = await WebAssembly.instantiate(module, {wasi_snapshot_preview1: wanted, tessera});
  const exports = instance.exports;
  memory = exports.memory;
  exports._initialize();
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  // The request as JSON text in, the response as JSON text out; hooks.progress(report) optional.
  function callJson(text, hooks) {
    const request = encoder.encode(text);
    const at = exports.tessera_alloc(request.length);
    if (at === 0) throw new Error("tessera-core: out of memory for the request");
    new Uint8Array(memory.buffer, at, request.length).set(request);
    const progress = typeof hooks?.progress === "function" ? hooks.progress : null;
    onProgress = progress;
    hookError = null;
    let out;
    try {
      out = exports.tessera_call(at, request.length, progress ? 1 : 0);
    } finally {
      onProgress = null;
    }
    exports.tessera_free(at);
    if (hookError) {
      if (out !== 0) exports.tessera_free(out);
      const error = hookError;
      hookError = null;
      throw error;
    }
    if (out === 0) throw new Error("tessera-core: out of memory for the response");
    const heap = new Uint8Array(memory.buffer);
    const end = heap.indexOf(0, out);
    const response = decoder.decode(heap.subarray(out, end));
    exports.tessera_free(out);
    return response;
  }

  return {
    // request: {command, options, input, svg, files}; returns {exit, stdout, stderr, svg}.
    // hooks: {progress(report)} (optional), see the top of this file.
    call(request, hooks) {
      return JSON.parse(callJson(JSON.stringify(request), hooks));
    },
    callJson,
  };
}
