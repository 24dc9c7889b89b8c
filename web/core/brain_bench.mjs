// The brain in the WebAssembly core against the native `tessera brain`, at a fixed depth (the same
// search, the same nodes: the ratio of CPU times is the core's speed). Best of RUNS each; CPU time,
// not wall time, because the machine is shared. Needs web/dist (make web-core) and /usr/bin/time.
//   node web/core/brain_bench.mjs build/bin/tessera [DEPTH=8] [RUNS=3]
import { spawnSync } from "node:child_process";
import { load } from "../dist/tessera-core.mjs";

const [tessera, depth = "8", runs = "3"] = process.argv.slice(2);
if (!tessera) throw new Error("usage: node web/core/brain_bench.mjs TESSERA [DEPTH] [RUNS]");
// An opening position (freestyle, four stones) whose search goes to the depth asked.
const input = "START 15\nINFO rule 0\nINFO timeout_turn 600000\nBOARD\n7,7,1\n8,6,2\n8,8,1\n6,6,2\nDONE\n";
let native = Infinity, native_out = "";
for (let i = 0; i < Number(runs); i++) {
  const r = spawnSync("/usr/bin/time", ["-f", "%U %S", tessera, "brain", "--depth", depth, "--stats"], { input, encoding: "utf8" });
  const [user, sys] = r.stderr.trim().split("\n").at(-1).split(" ").map(Number);
  native = Math.min(native, user + sys);
  native_out = r.stderr.split("\n").find((l) => l.startsWith("tessera brain:")) ?? "";
}
const core = await load();
let wasm = Infinity, wasm_out = "";
for (let i = 0; i < Number(runs); i++) {
  const c0 = process.cpuUsage();
  const res = core.call({ command: "brain", options: { depth: Number(depth), stats: true }, input });
  const c = process.cpuUsage(c0);
  wasm = Math.min(wasm, (c.user + c.system) / 1e6);
  wasm_out = res.stderr.trim();
}
if (wasm_out !== native_out) throw new Error(`different searches: native '${native_out}', core '${wasm_out}'`);
console.log(`${native_out}: native ${native.toFixed(3)} s CPU, WebAssembly core in Node ${wasm.toFixed(3)} s CPU: ${(wasm / native).toFixed(2)}x`);
