#!/usr/bin/env bash
# Figures of `tessera judge` (docs/setter.md, README): tests per second judged for a fast program
# (tessera itself as the contestant), and the time to find and shrink each seed program's bug. The
# seed programs are extracted from the seed documents at run time (tests/judge/seed_programs.py).
# Usage: bench/setter_judge.sh [path/to/tessera] [SEEDS_DIR]   (defaults: build/bin/tessera,
# $TESSERA_SEEDS or ../shared/seeds or /work/shared/seeds). Reports user CPU and wall time with the
# load average: the machine may be shared.
set -eu
bin="$(realpath "${1:-build/bin/tessera}")"
src="$(cd "$(dirname "$0")/.." && pwd)"
seeds="${2:-${TESSERA_SEEDS:-}}"
for dir in "$seeds" "$src/../shared/seeds" /work/shared/seeds; do
  if [[ -n "$dir" && -d "$dir" ]]; then seeds="$dir"; break; fi
done
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3
echo "load: $(uptime)"

# Throughput: 1,000 random tests and every other kind, the program is `tessera cover` (AC on all).
for jobs in 1 2; do
  /usr/bin/time -f "%e %U %S" -o "$tmp/time" "$bin" judge boardcover --random 1000 --jobs "$jobs" \
    --format json -- "$bin" cover >"$tmp/t.json"
  read -r wall user sys < <(tail -n 1 "$tmp/time")
  tests=$($py -c 'import json,sys; print(json.load(open(sys.argv[1]))["tests"])' "$tmp/t.json")
  echo "throughput, boardcover, --jobs $jobs: $tests tests in $wall s wall ($user s user, $sys s sys): $($py -c "print(round($tests / $wall))") tests/s"
done

[[ -d "$seeds" ]] || { echo "the seed documents are not found: no seed figures"; exit 0; }
$py "$src/tests/judge/seed_programs.py" "$seeds" "$tmp"
g++ -O2 -o "$tmp/lpuzzle" "$tmp/lpuzzle.cpp"
g++ -O2 -o "$tmp/omok" "$tmp/omok.cpp"
# Time to the first failure (--stop-at-first) and to its shrunk counterexample, one job.
seed() {
  local name="$1"
  shift
  /usr/bin/time -f "%e %U" -o "$tmp/time" "$bin" judge "$name" --stop-at-first --format json "$@" >"$tmp/$name.json" || true
  read -r wall user < <(tail -n 1 "$tmp/time")
  $py - "$tmp/$name.json" "$wall" "$user" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
c = r.get("counterexample")
line = f'{r["problem"]}: {r["verdict"]} at test {r["tests"]} ({r["failures"][0]["test"] if r["failures"] else "-"})' \
       f', {sys.argv[2]} s wall in all ({sys.argv[3]} s user)'
if c:
    line += f'; shrunk in {c["seconds"]:.1f} s, {c["runs"]} runs, to {c["size"]}' + \
            ("" if c["minimal"] else " (budget reached)")
print(line)
PY
}
seed lpuzzle --shrink-time 30 -- "$tmp/lpuzzle"
seed omok --shrink-time 30 -- "$tmp/omok"
seed fill -- "$py" "$tmp/fill.py"
seed boardcover -- "$py" "$tmp/boardcover.py"
