#!/usr/bin/env bash
# `--progress auto|tty|none|json` and `--progress-every` end to end (docs/progress.md): the JSON
# lines a script reads, the terminal line, and that the answer on stdout never changes.
# $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

P="--pieces pentominoes"
# A ~0.5 s search (CPU; 9 M nodes, the direct search of every 6x10 tiling), reported every 0.05 s:
# several JSON lines, each an object with the documented fields, nodes and fraction never going
# back, fraction in [0, 1], the last one final with the whole tree's figures.
check json 0 "9356" -- "$tessera" cover --board 6x10 $P --once --direct --progress json --progress-every 0.05
python3 - "$tmp/stderr" <<'EOF' || failures=$((failures + 1))
import json, sys
lines = open(sys.argv[1]).read().splitlines()
def fail(why):
    print(f"FAIL json_lines: {why}; stderr: {lines[:5]}")
    sys.exit(1)
if len(lines) < 3:
    fail(f"{len(lines)} line(s), expected several")
docs = [json.loads(line) for line in lines]
fields = {"command", "phase", "case", "fraction", "nodes", "solutions", "elapsed", "seconds_left",
          "nodes_per_second", "final"}
for d in docs:
    if set(d) != fields:
        fail(f"fields {sorted(d)}")
    if not 0 <= d["fraction"] <= 1:
        fail(f"fraction {d['fraction']}")
    if d["command"] != "cover" or d["phase"] != "search" or d["case"] != 1:
        fail(f"names {d}")
    if d["seconds_left"] is not None and d["seconds_left"] < 0:
        fail(f"seconds_left {d['seconds_left']}")
for a, b in zip(docs, docs[1:]):
    for key in ("nodes", "fraction", "elapsed", "solutions"):
        if b[key] < a[key]:
            fail(f"{key} went back: {a[key]} then {b[key]}")
if [d["final"] for d in docs] != [False] * (len(docs) - 1) + [True]:
    fail("only the last line is final")
last = docs[-1]
if last["fraction"] != 1 or last["seconds_left"] != 0 or last["solutions"] != 9356:
    fail(f"the final line: {last}")
if not any(d["seconds_left"] is not None for d in docs[:-1]):
    fail("no time-left estimate before the end")
EOF

# --progress=json (the = form), the counting DP: its step fraction and its own fields.
check dp_json 0 "$("$tessera" cover --board 8x8 --pieces L3,domino)" -- "$tessera" cover --board 8x8 --pieces L3,domino --progress=json
python3 - "$tmp/stderr" <<'EOF' || failures=$((failures + 1))
import json, sys
docs = [json.loads(line) for line in open(sys.argv[1]).read().splitlines()]
if not docs or docs[-1] != {**docs[-1], "phase": "count", "final": True, "fraction": 1.0}:
    print(f"FAIL dp_json: {docs}")
    sys.exit(1)
EOF

# tty draws the line in place even into a file (asked for, so from the first report on: the ~50 ms
# search up to symmetry, reported every 0.01 s), and clears it at the end; none and auto print
# nothing off a terminal; stdout is the same in every mode.
check tty 0 "2339 up to symmetry (D2)" -- "$tessera" cover --board 6x10 $P --once --up-to-symmetry --progress tty --progress-every 0.01
tr '\r' '\n' <"$tmp/stderr" | grep -v '^ *$' | tail -n 1 |
  grep -qE '^tessera cover: case 1: [0-9.]+% searched \(Knuth.s estimate\), [0-9,]+ nodes \([0-9.]+ [kMG]?nodes/s\), [0-9,]+ solutions?, [0-9.]+ s' ||
  fail tty_line "$(tr '\r' '\n' <"$tmp/stderr" | tail -n 3)"
[[ "$(head -c 1 "$tmp/stderr")" == $'\r' && "$(tail -c 1 "$tmp/stderr")" == $'\r' && -z "$(tail -c 200 "$tmp/stderr" | tr '\r' '\n' | tail -n 1 | tr -d ' \n')" ]] ||
  fail tty_cleared "the line is not drawn with \\r and cleared at the end"

check none 0 "9356" -- "$tessera" cover --board 6x10 $P --once --progress none
[[ ! -s "$tmp/stderr" ]] || fail none_quiet "$(cat "$tmp/stderr")"
check auto 0 "9356" -- "$tessera" cover --board 6x10 $P --once
[[ ! -s "$tmp/stderr" ]] || fail auto_quiet "$(cat "$tmp/stderr")"

# Bad values are usage errors.
check_err bad_mode 2 "--progress" -- "$tessera" cover --board 6x10 $P --once --progress loud
check_err bad_every 2 "--progress-every" -- "$tessera" cover --board 6x10 $P --once --progress-every 0

finish "progress"
