#!/usr/bin/env bash
# `tessera judge` on the programs published in the four seed documents, as issue 23 asks, from
# generated tests alone: the L-puzzle program fails (a crash or the time limit), the Omok program
# exceeds the time limit, the puzzle-fill program gets WA with a counterexample of at most 5x5
# after shrinking, and the BOARDCOVER program is accepted. The programs are extracted from the
# documents at test time (tests/judge/seed_programs.py; their code is not part of tessera) and need
# g++ and Debian's python3 (scripts/install-deps installs both).
# $1 = the tessera binary, $2 = the source directory. The documents are looked for in
# $TESSERA_SEEDS, then ../shared/seeds beside the source tree, then /work/shared/seeds.
set -u
bin="$(realpath "$1")"
src="$(realpath "$2")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
py=/usr/bin/python3

source "$(dirname "$0")/lib.bash"

seeds=""
for dir in "${TESSERA_SEEDS:-}" "$src/../shared/seeds" /work/shared/seeds; do
  if [[ -n "$dir" && -f "$(echo "$dir"/000_*.txt | cut -d' ' -f1)" ]]; then
    seeds="$dir"
    break
  fi
done
if [[ -z "$seeds" ]]; then
  echo "SKIPPED: the seed documents are not here (looked in \$TESSERA_SEEDS, $src/../shared/seeds and"
  echo "/work/shared/seeds): the seeds' programs were not judged"
  exit 0
fi
echo "seed documents: $seeds"
$py "$src/tests/judge/seed_programs.py" "$seeds" "$tmp" || { echo "FAIL extract"; exit 1; }
g++ -O2 -o "$tmp/lpuzzle" "$tmp/lpuzzle.cpp" || fail compile_lpuzzle "g++ failed"
g++ -O2 -o "$tmp/omok" "$tmp/omok.cpp" || fail compile_omok "g++ failed"

# judge NAME PROBLEM [OPTIONS...] -- COMMAND...: the JSON report in $tmp/NAME.json, the status kept.
judge() {
  local name="$1"
  shift
  "$bin" judge "$@" >"$tmp/$name.json" 2>"$tmp/$name.err"
  echo $? >"$tmp/$name.status"
}
verdict() { $py -c 'import json,sys; print(json.load(open(sys.argv[1]))["verdict"])' "$tmp/$1.json"; }

# The stack is the judge's own (ulimit -s, 8 MiB here), as on a judge that does not raise it.
judge lpuzzle lpuzzle --format json --jobs 2 --shrink-time 10 -- "$tmp/lpuzzle"
judge omok omok --format json --jobs 2 --shrink-time 10 -- "$tmp/omok"
judge fill fill --format json --jobs 2 -- "$py" "$tmp/fill.py"
judge boardcover boardcover --format json --jobs 2 -- "$py" "$tmp/boardcover.py"

[[ "$(cat "$tmp/lpuzzle.status")" == 1 ]] || fail lpuzzle_status "exit $(cat "$tmp/lpuzzle.status"): $(cat "$tmp/lpuzzle.err")"
$py - "$tmp/lpuzzle.json" <<'PY' || fail lpuzzle_verdict "no crash or time limit"
import json, sys
r = json.load(open(sys.argv[1]))
verdicts = {f["verdict"] for f in r["failures"]}
assert verdicts & {"RE", "TLE"}, verdicts
print("lpuzzle:", r["verdict"], ", ".join(f'{f["test"]} {f["verdict"]} ({f["detail"]})' for f in r["failures"]))
PY
[[ "$(verdict omok)" == TLE ]] || fail omok_verdict "$(verdict omok): $(cat "$tmp/omok.err")"
[[ "$(verdict boardcover)" == AC && "$(cat "$tmp/boardcover.status")" == 0 ]] ||
  fail boardcover_verdict "$(verdict boardcover): $(cat "$tmp/boardcover.err")"
$py - "$tmp/fill.json" <<'PY' || fail fill_counterexample "no WA shrunk to 5x5 or less"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["verdict"] == "WA", r["verdict"]
c = r["counterexample"]
side = len(json.loads(c["input"])["game_board"])
assert c["verdict"] == "WA" and side <= 5 and c["minimal"], (c["verdict"], side, c["minimal"])
print(f"fill: WA, shrunk from {c['from']} to {c['size']} in {c['runs']} runs "
      f"(expected {c['expected'].strip()}, received {c['output'].strip()})")
PY
echo "omok: $(verdict omok); boardcover: $(verdict boardcover)"
finish "seed programs"
