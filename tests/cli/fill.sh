#!/usr/bin/env bash
# CLI test of `tessera fill` and `tessera gen fill`: every option, outputs and exit statuses.
# $1 = the tessera binary, $2 = the source directory.
set -u
bin="$1"
src="$2"
ex="$src/examples/fill"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# expect_out STATUS EXPECTED_STDOUT -- command...
expect_out() {
  local want_status="$1" want="$2"
  shift 3
  local got status
  got="$("$@" 2>"$tmp/err")"
  status=$?
  [ "$status" = "$want_status" ] || fail "$* exited $status, wanted $want_status ($(cat "$tmp/err"))"
  [ "$got" = "$want" ] || fail "$* printed '$got', wanted '$want'"
}
# expect_err STATUS STDERR_SUBSTRING -- command...
expect_err() {
  local want_status="$1" want="$2"
  shift 3
  "$@" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  [ "$status" = "$want_status" ] || fail "$* exited $status, wanted $want_status"
  grep -qF -- "$want" "$tmp/err" || fail "$* stderr '$(cat "$tmp/err")' lacks '$want'"
}

# The seed's samples and the V-shaped hole, by file and by standard input.
expect_out 0 14 -- "$bin" fill "$ex/sample1.json"
expect_out 0 0 -- "$bin" fill "$ex/sample2.json"
expect_out 0 6 -- "$bin" fill "$ex/v-hole.txt"
expect_out 0 14 -- "$bin" fill - <"$ex/sample1.json"
expect_out 0 14 -- "$bin" fill <"$ex/sample1.json"
expect_out 0 14 -- "$bin" fill --format text "$ex/sample1.json"
# --flip lets the mirrored L of sample 2 in.
expect_out 0 4 -- "$bin" fill --flip "$ex/sample2.json"
# --input forces a form.
expect_out 0 14 -- "$bin" fill --input json "$ex/sample1.json"
expect_out 0 6 -- "$bin" fill --input text "$ex/v-hole.txt"
expect_out 0 6 -- "$bin" fill --input auto "$ex/v-hole.txt"
expect_err 2 "v-hole.txt:1:1: expected '{'" -- "$bin" fill --input json "$ex/v-hole.txt"
expect_err 2 "sample1.json:1:1: expected '0', '1', '.' or '#' in the board, found '{'" -- "$bin" fill --input text "$ex/sample1.json"

# --format json: one document with the answer and the assignment.
out="$("$bin" fill --format json "$ex/v-hole.txt")"
case "$out" in '{"answer":6,"placements":[{"piece":[[1,1],[1,2],[1,3],[2,1],[3,1]],"hole":[[3,2],'*'"rotation":270,"flipped":false}'*) ;;
  *) fail "json output: $out" ;;
esac
if command -v python3 >/dev/null; then
  python3 - "$out" <<'PY' || fail "json output: $out"
import json, sys
d = json.loads(sys.argv[1])
assert d["answer"] == 6, d
assert sum(len(p["piece"]) for p in d["placements"]) == 6
assert all(len(p["piece"]) == len(p["hole"]) and p["flipped"] is False for p in d["placements"])
assert sorted(map(tuple, d["placements"][0]["hole"])) == [(1, 2), (2, 2), (3, 2), (3, 3), (3, 4)], d
PY
fi
[ "$(printf '%s' "$out" | wc -l)" = 0 ] || fail "json output is not one line"
out="$("$bin" fill --format json --flip "$ex/sample2.json")"
case "$out" in *'"flipped":true'*) ;; *) fail "--flip json lacks a flipped piece: $out" ;; esac

# --check verifies a claimed assignment: by the literal rule, then against the optimum.
"$bin" fill --format json "$ex/v-hole.txt" >"$tmp/claim.json"
expect_out 0 "valid and optimal: 6 cells filled" -- "$bin" fill --check "$tmp/claim.json" "$ex/v-hole.txt"
echo '{"answer":1,"placements":[{"piece":[[3,4]],"hole":[[1,4]],"rotation":0}]}' >"$tmp/claim1.json"
expect_out 1 "valid but not optimal: 1 cells filled, the most is 6" -- "$bin" fill --check "$tmp/claim1.json" "$ex/v-hole.txt"
echo '{"answer":1,"placements":[{"piece":[[3,4]],"hole":[[2,2]],"rotation":0}]}' >"$tmp/claim2.json"
expect_out 1 "wrong: placement 1: it leaves the empty board cell (1, 2) next to it" -- "$bin" fill --check "$tmp/claim2.json" "$ex/v-hole.txt"
"$bin" fill --format json --flip "$ex/sample2.json" >"$tmp/claim3.json"
expect_out 1 "wrong: placement 1: the piece may not be flipped" -- "$bin" fill --check "$tmp/claim3.json" "$ex/sample2.json"
expect_out 0 "valid and optimal: 4 cells filled" -- "$bin" fill --flip --check "$tmp/claim3.json" "$ex/sample2.json"
echo '{"answer":1,"placements":[{"piece":[[3,4]],"hole":[[2,2]],"rotation":45}]}' >"$tmp/claim4.json"
expect_err 2 "claim4.json:1:70: expected a rotation of 0, 90, 180 or 270, found 45" -- "$bin" fill --check "$tmp/claim4.json" "$ex/v-hole.txt"
expect_err 2 "cannot open" -- "$bin" fill --check "$tmp/nothing.json" "$ex/v-hole.txt"

# --show draws the board (plain text when stdout is not a terminal), --svg writes board and table.
out="$("$bin" fill --show "$ex/v-hole.txt")"
case "$out" in *'| A |'*'| B |'*) ;; *) fail "--show: $out" ;; esac
expect_out 0 6 -- "$bin" fill --svg "$tmp/v.svg" "$ex/v-hole.txt"
grep -q "<svg" "$tmp/v.svg" || fail "--svg wrote no SVG"
grep -q "table: 2 of 2 pieces used" "$tmp/v.svg" || fail "--svg lacks the table picture"
expect_err 2 "cannot write SVG" -- "$bin" fill --svg "$tmp/no/such/dir/x.svg" "$ex/v-hole.txt"
expect_err 0 "shape classes" -- "$bin" fill --stats "$ex/sample1.json"

# Bad input: FILE:LINE:COL, exit 2, nothing on stdout.
printf '{"game_board": [[0,1],\n [1,2]], "table": [[1,1],[0,0]]}' >"$tmp/bad.json"
expect_err 2 "bad.json:2:5: expected 0 or 1 in the game_board, found the number 2" -- "$bin" fill "$tmp/bad.json"
[ ! -s "$tmp/out" ] || fail "bad input printed something on stdout"
printf '{"game_board": [[0,1],[1,0]], "table": [[1,1]]}' >"$tmp/sizes.json"
expect_err 2 "sizes.json:1:46: expected ',' and another row: the table must have 2 rows like the game_board" -- "$bin" fill "$tmp/sizes.json"
printf '01\n011\n\n10\n10\n' >"$tmp/ragged.txt"
expect_err 2 "ragged.txt:2:3: expected 2 cells in board row 2 like row 1, found 3" -- "$bin" fill "$tmp/ragged.txt"
printf '{"game_board": [[0' >"$tmp/cut.json"
expect_err 2 "cut.json:1:19: expected ',' or ']', found end of input" -- "$bin" fill "$tmp/cut.json"
expect_err 2 "<stdin>:1:1: expected the board rows" -- "$bin" fill </dev/null
expect_err 2 "cannot open" -- "$bin" fill "$tmp/missing.json"
# Bad usage.
expect_err 2 "format" -- "$bin" fill --format xml "$ex/sample1.json"
expect_err 2 "input" -- "$bin" fill --input yaml "$ex/sample1.json"
"$bin" fill --help >"$tmp/help" || fail "fill --help failed"
grep -q -- "--flip" "$tmp/help" || fail "fill --help lacks --flip"

# The generator: every option; its answer is the solver's.
"$bin" gen fill --rows 40 --cols 60 --slot 3 --seed 5 --drop 200 --print-answer >"$tmp/g.txt" 2>"$tmp/g.answer" ||
  fail "gen fill failed"
expect_out 0 "$(cat "$tmp/g.answer")" -- "$bin" fill "$tmp/g.txt"
"$bin" gen fill --rows 30 --cols 30 --slot 4 --seed 9 --flip --format json --print-answer >"$tmp/g.json" 2>"$tmp/g.answer" ||
  fail "gen fill --format json failed"
expect_out 0 "$(cat "$tmp/g.answer")" -- "$bin" fill --flip "$tmp/g.json"
"$bin" gen fill --format text >"$tmp/g2.txt" || fail "gen fill with defaults failed"
expect_err 2 "slot" -- "$bin" gen fill --slot 9
expect_err 2 "drop" -- "$bin" gen fill --drop 1001
# The 50x50 checkerboard of 1,250 one-cell holes and pieces (17 s for the seed's program).
expect_out 0 1250 -- "$bin" fill "$ex/checkerboard-50.json"
"$bin" gen fill --rows 50 --cols 50 --slot 1 --print-answer >"$tmp/mono.txt" 2>"$tmp/mono.answer"
expect_out 0 "$(cat "$tmp/mono.answer")" -- "$bin" fill "$tmp/mono.txt"

# The demo runs on the bundled examples.
out="$("$bin" demo)" || fail "demo failed"
case "$out" in *"tessera fill"*14*) ;; *) fail "demo lacks the fill samples" ;; esac

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "all fill CLI checks passed"
