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

source "$(dirname "$0")/lib.bash"

# The seed's samples and the V-shaped hole, by file and by standard input.
check sample1 0 14 -- "$bin" fill "$ex/sample1.json"
check sample2 0 0 -- "$bin" fill "$ex/sample2.json"
check v_hole 0 6 -- "$bin" fill "$ex/v-hole.txt"
check stdin_dash 0 14 -- "$bin" fill - <"$ex/sample1.json"
check stdin 0 14 -- "$bin" fill <"$ex/sample1.json"
check format_text 0 14 -- "$bin" fill --format text "$ex/sample1.json"
# --flip lets the mirrored L of sample 2 in.
check flip 0 4 -- "$bin" fill --flip "$ex/sample2.json"
# --input forces a form.
check input_json 0 14 -- "$bin" fill --input json "$ex/sample1.json"
check input_text 0 6 -- "$bin" fill --input text "$ex/v-hole.txt"
check input_auto 0 6 -- "$bin" fill --input auto "$ex/v-hole.txt"
check_err input_json_on_text 2 "v-hole.txt:1:1: expected '{'" -- "$bin" fill --input json "$ex/v-hole.txt"
check_err input_text_on_json 2 "sample1.json:1:1: expected '0', '1', '.' or '#' in the board, found '{'" -- "$bin" fill --input text "$ex/sample1.json"

# --format json: one document with the answer and the assignment.
check_status json 0 -- "$bin" fill --format json "$ex/v-hole.txt"
out="$(cat "$tmp/stdout")"
case "$out" in '{"answer":6,"placements":[{"piece":[[1,1],[1,2],[1,3],[2,1],[3,1]],"hole":[[3,2],'*'"rotation":270,"flipped":false}'*) ;;
  *) fail json "unexpected document: $out" ;;
esac
if command -v python3 >/dev/null; then
  python3 - "$out" <<'PY' || fail json_python "$out"
import json, sys
d = json.loads(sys.argv[1])
assert d["answer"] == 6, d
assert sum(len(p["piece"]) for p in d["placements"]) == 6
assert all(len(p["piece"]) == len(p["hole"]) and p["flipped"] is False for p in d["placements"])
assert sorted(map(tuple, d["placements"][0]["hole"])) == [(1, 2), (2, 2), (3, 2), (3, 3), (3, 4)], d
PY
fi
[ "$(printf '%s' "$out" | wc -l)" = 0 ] || fail json_one_line "not one line: $out"
check_status json_flip 0 -- "$bin" fill --format json --flip "$ex/sample2.json"
check_stdout_has json_flip '"flipped":true'

# --check verifies a claimed assignment: by the literal rule, then against the optimum.
"$bin" fill --format json "$ex/v-hole.txt" >"$tmp/claim.json"
check check_optimal 0 "valid and optimal: 6 cells filled" -- "$bin" fill --check "$tmp/claim.json" "$ex/v-hole.txt"
echo '{"answer":1,"placements":[{"piece":[[3,4]],"hole":[[1,4]],"rotation":0}]}' >"$tmp/claim1.json"
check check_not_optimal 1 "valid but not optimal: 1 cell filled, the most is 6" -- "$bin" fill --check "$tmp/claim1.json" "$ex/v-hole.txt"
echo '{"answer":1,"placements":[{"piece":[[3,4]],"hole":[[2,2]],"rotation":0}]}' >"$tmp/claim2.json"
check check_wrong 1 "wrong: placement 1: it leaves the empty board cell (1, 2) next to it" -- "$bin" fill --check "$tmp/claim2.json" "$ex/v-hole.txt"
"$bin" fill --format json --flip "$ex/sample2.json" >"$tmp/claim3.json"
check check_no_flip 1 "wrong: placement 1: the piece may not be flipped" -- "$bin" fill --check "$tmp/claim3.json" "$ex/sample2.json"
check check_flip 0 "valid and optimal: 4 cells filled" -- "$bin" fill --flip --check "$tmp/claim3.json" "$ex/sample2.json"
echo '{"answer":1,"placements":[{"piece":[[3,4]],"hole":[[2,2]],"rotation":45}]}' >"$tmp/claim4.json"
check_err check_rotation 2 "claim4.json:1:70: expected a rotation of 0, 90, 180 or 270, found 45" -- "$bin" fill --check "$tmp/claim4.json" "$ex/v-hole.txt"
check_err check_missing 2 "cannot open" -- "$bin" fill --check "$tmp/nothing.json" "$ex/v-hole.txt"
# The original output (the number alone) is a claim too, as a judge sees a contestant's output.
"$bin" fill "$ex/v-hole.txt" >"$tmp/answer.txt"
check check_number 0 "correct: 6 cells filled, the most (the answer alone: no placements to replay)" -- "$bin" fill --check "$tmp/answer.txt" "$ex/v-hole.txt"
echo 1 >"$tmp/answer1.txt"
check check_number_wrong 1 "wrong: 1 cell claimed, the most is 6" -- "$bin" fill --check "$tmp/answer1.txt" "$ex/v-hole.txt"
check check_number_flip 0 "correct: 4 cells filled, the most (the answer alone: no placements to replay)" -- "$bin" fill --flip --check - "$ex/sample2.json" <<<"4"
printf '6 7\n' >"$tmp/answer2.txt"
check_err check_number_extra 2 "answer2.txt:1:3: expected the end of the input after the answer, found '7'" -- "$bin" fill --check "$tmp/answer2.txt" "$ex/v-hole.txt"
printf 'six\n' >"$tmp/answer3.txt"
check_err check_number_bad 2 "answer3.txt:1:1: expected the claimed answer: a number of cells (the original output) or '{'" -- "$bin" fill --check "$tmp/answer3.txt" "$ex/v-hole.txt"

# --show draws the board (plain text when stdout is not a terminal), --svg writes board and table.
check_status show 0 -- "$bin" fill --show "$ex/v-hole.txt"
out="$(cat "$tmp/stdout")"
case "$out" in *'| A |'*'| B |'*) ;; *) fail show "$out" ;; esac
check svg 0 6 -- "$bin" fill --svg "$tmp/v.svg" "$ex/v-hole.txt"
grep -q "<svg" "$tmp/v.svg" || fail svg "wrote no SVG"
grep -q "table: 2 of 2 pieces used" "$tmp/v.svg" || fail svg "lacks the table picture"
check_err svg_unwritable 2 "tessera: --svg: cannot write" -- "$bin" fill --svg "$tmp/no/such/dir/x.svg" "$ex/v-hole.txt"
check_err stats 0 "shape classes" -- "$bin" fill --stats "$ex/sample1.json"

# Bad input: FILE:LINE:COL, exit 2, nothing on stdout.
printf '{"game_board": [[0,1],\n [1,2]], "table": [[1,1],[0,0]]}' >"$tmp/bad.json"
check bad_cell 2 "" -- "$bin" fill "$tmp/bad.json"
check_stderr_has bad_cell "bad.json:2:5: expected 0 or 1 in the game_board, found the number 2"
printf '{"game_board": [[0,1],[1,0]], "table": [[1,1]]}' >"$tmp/sizes.json"
check_err sizes 2 "sizes.json:1:46: expected ',' and another row: the table must have 2 rows like the game_board" -- "$bin" fill "$tmp/sizes.json"
printf '01\n011\n\n10\n10\n' >"$tmp/ragged.txt"
check_err ragged 2 "ragged.txt:2:3: expected 2 cells in board row 2 like row 1, found 3" -- "$bin" fill "$tmp/ragged.txt"
printf '{"game_board": [[0' >"$tmp/cut.json"
check_err cut 2 "cut.json:1:19: expected ',' or ']', found end of input" -- "$bin" fill "$tmp/cut.json"
check_err empty 2 "<stdin>:1:1: expected the board rows" -- "$bin" fill </dev/null
check_err missing 2 "cannot open" -- "$bin" fill "$tmp/missing.json"
# Bad usage.
check_err bad_format 2 "format" -- "$bin" fill --format xml "$ex/sample1.json"
check_err bad_input 2 "input" -- "$bin" fill --input yaml "$ex/sample1.json"
check_status help 0 -- "$bin" fill --help
check_stdout_has help "--flip"

# The generator: every option; its answer is the solver's.
"$bin" gen fill --rows 40 --cols 60 --slot 3 --seed 5 --drop 200 --print-answer >"$tmp/g.txt" 2>"$tmp/g.answer" ||
  fail gen "exit $?"
check gen_answer 0 "$(cat "$tmp/g.answer")" -- "$bin" fill "$tmp/g.txt"
"$bin" gen fill --rows 30 --cols 30 --slot 4 --seed 9 --flip --format json --print-answer >"$tmp/g.json" 2>"$tmp/g.answer" ||
  fail gen_json "exit $?"
check gen_json_answer 0 "$(cat "$tmp/g.answer")" -- "$bin" fill --flip "$tmp/g.json"
"$bin" gen fill --format text >"$tmp/g2.txt" || fail gen_defaults "exit $?"
check_err gen_bad_slot 2 "slot" -- "$bin" gen fill --slot 9
check_err gen_bad_drop 2 "drop" -- "$bin" gen fill --drop 1001
# The 50x50 checkerboard of 1,250 one-cell holes and pieces (17 s for the seed's program).
check checkerboard 0 1250 -- "$bin" fill "$ex/checkerboard-50.json"
"$bin" gen fill --rows 50 --cols 50 --slot 1 --print-answer >"$tmp/mono.txt" 2>"$tmp/mono.answer"
check gen_mono_answer 0 "$(cat "$tmp/mono.answer")" -- "$bin" fill "$tmp/mono.txt"

# The demo runs on the bundled examples.
check_status demo 0 -- "$bin" demo
out="$(cat "$tmp/stdout")"
case "$out" in *"tessera fill"*14*) ;; *) fail demo "lacks the fill samples" ;; esac

finish fill
