#!/usr/bin/env bash
# The WebAssembly core in Node against the native CLI on one thread, on the issue's four workloads.
# Prints, per workload, the best of N runs of each (CPU user+sys time of the whole CLI process,
# start-up included; for the core, the CPU time of the call alone inside one Node process, the module
# compiled and loaded once), and the ratio wasm / native; then a tiny solve's cost per call in the
# core. Also the module's size, raw and gzipped. Not a test: the machine may be loaded; run it
# when `uptime` is low. Usage: bench/web_core.sh [RUNS] (default 3); needs `make build web-core`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-3}"
cli="$root/build/bin/tessera"
core="$root/web/dist/tessera-core.mjs"
[[ -x "$cli" && -f "$core" ]] || { echo "build first: make build web-core" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# A 500x500 L-puzzle (YES by construction); the 19x19 board of BOJ 2615's sample.
"$cli" gen lpuzzle --rows 500 --cols 500 --seed 7 > "$tmp/lp500.txt"
cp "$root/examples/omok/sample.txt" "$tmp/omok19.txt"

names=("6x10 pentominoes --once count" "L-trominoes 15x15 count" "500x500 L-puzzle" "19x19 omok judgement")
args=("cover --board 6x10 --pieces pentominoes --once" "cover --board 15x15" "lpuzzle --threads 1" "omok")
inputs=("/dev/null" "/dev/null" "$tmp/lp500.txt" "$tmp/omok19.txt")
commands=("cover" "cover" "lpuzzle" "omok")
options=('{"board":"6x10","pieces":"pentominoes","once":true}' '{"board":"15x15"}' '{"threads":1}' '{}')

printf '%-32s %12s %12s %7s\n' workload "native (s)" "wasm (s)" ratio
for i in "${!names[@]}"; do
  # CPU time (user + sys) of the CLI process, from getrusage (microseconds, unlike time(1)).
  best_native=$(python3 - "$runs" "${inputs[$i]}" "$tmp/native.out" "$cli" ${args[$i]} <<'PY'
import resource, subprocess, sys
runs, stdin, out, argv = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
best = None
for _ in range(runs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(stdin, "rb") as i, open(out, "wb") as o:
        subprocess.run(argv, stdin=i, stdout=o, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    best = t if best is None else min(best, t)
print(f"{best:.4f}")
PY
)
  best_wasm=$(node --input-type=module -e "
    import {load} from '$core';
    import {readFileSync} from 'node:fs';
    const core = await load();
    const input = '${inputs[$i]}' === '/dev/null' ? '' : readFileSync('${inputs[$i]}', 'utf8');
    const request = {command: '${commands[$i]}', options: ${options[$i]}, input};
    let best = Infinity, out = '';
    for (let k = 0; k < $runs; ++k) {
      const t0 = process.cpuUsage();
      out = core.call(request).stdout;
      const t = process.cpuUsage(t0);
      best = Math.min(best, (t.user + t.system) / 1e6);
    }
    if (out !== readFileSync('$tmp/native.out', 'utf8')) throw new Error('answers differ');
    console.log(best.toFixed(4));")
  ratio=$(awk "BEGIN{printf \"%.2f\", $best_wasm / ($best_native > 0 ? $best_native : 0.001)}")
  printf '%-32s %12s %12s %7s\n' "${names[$i]}" "$best_native" "$best_wasm" "$ratio"
done
# A tiny solve per call, as the page runs one per click (issue 15): the same request many times in
# one Node process, the module loaded once; wall (performance.now) and CPU per call, mean and best
# of 5 batches. The CLI's figure for the same solve (process start-up included) is in the README.
node --input-type=module -e "
  import {load} from '$core';
  const core = await load();
  const requests = [
    ['4x5 pentominoes --once', {command: 'cover', options: {board: '4x5', pieces: 'pentominoes', once: true}}],
    ['4x5 tetrominoes --once', {command: 'cover', options: {board: '4x5', pieces: 'tetrominoes', once: true}}]];
  for (const [name, request] of requests) {
    for (let k = 0; k < 50; ++k) core.call(request);  // warm-up (the first call compiles lazily)
    const n = 500, walls = [];
    const c0 = process.cpuUsage();
    for (let b = 0; b < 5; ++b) {
      const t0 = performance.now();
      for (let k = 0; k < n; ++k) if (core.call(request).exit !== 0) throw new Error('failed');
      walls.push((performance.now() - t0) / n);
    }
    const c = process.cpuUsage(c0);
    const mean = walls.reduce((a, b) => a + b) / walls.length;
    console.log('tiny solve per call, ' + name + ': ' + (mean * 1e3).toFixed(0) + ' us wall (best batch ' +
                (Math.min(...walls) * 1e3).toFixed(0) + '), ' + ((c.user + c.system) / (5 * n)).toFixed(0) + ' us CPU');
  }"
wasm="$root/web/dist/tessera-core.wasm"
printf 'module: %s bytes (.wasm), %s gzipped; loader %s bytes\n' "$(stat -c %s "$wasm")" \
  "$(gzip -9 -c "$wasm" | wc -c)" "$(stat -c %s "$core")"
