#!/usr/bin/env bash
# CLI test of `tessera design hints` and `tessera design holes`: every option, the outputs, located
# errors and exit statuses. $1 = the tessera binary, $2 = the source directory.
set -u
bin="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

# Two L-trominoes tile a 2x3 board in two ways that share no placement: one hint makes either
# unique.
cat >"$tmp/pieces.txt" <<'PIECES'
L*2
#.
##
PIECES

# 3x20 with the 12 pentominoes: 2 solutions up to symmetry, 8 plain (Golomb 1965).
check_status hints_3x20 0 -- "$bin" design hints 3x20 --pieces pentominoes
check_stdout_has hints_3x20_proved "proved minimal; 7 other solutions seen"
check_status hints_json 0 -- "$bin" design hints 3x20 --pieces pentominoes --format json
python3 - "$tmp/stdout" <<'PY' || fail hints_json_shape "document"
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["proved_minimal"] is True, doc
assert len(doc["solution"]) == 12
assert 1 <= len(doc["hints"]) <= 12
cells = {tuple(c) for p in doc["solution"] for c in p["cells"]}
assert len(cells) == 60 and min(cells) == (1, 1) and max(cells) == (3, 20)
for h in doc["hints"]:
    assert h in doc["solution"], h
PY
cp "$tmp/stdout" "$tmp/hints.json"

# The N-th solution, and a solution given in a file (a cover document, or the hints document).
check_status hints_second 0 -- "$bin" design hints 3x20 --pieces pentominoes --solution 2 --format json
"$bin" cover --board 3x20 --pieces pentominoes --once --all --format json >"$tmp/cover.json"
check_status hints_file 0 -- "$bin" design hints 3x20 --pieces pentominoes --solution-file "$tmp/cover.json" --format json
python3 - "$tmp/stdout" "$tmp/cover.json" <<'PY' || fail hints_file_same "the file's first solution"
import json, sys
doc, cover = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
assert doc["solution"] == cover["solutions"][0]
PY
check_status hints_file_nth 0 -- "$bin" design hints 3x20 --pieces pentominoes --solution-file "$tmp/cover.json" --solution 8
check_status hints_from_hints 0 -- "$bin" design hints 3x20 --pieces pentominoes --solution-file "$tmp/hints.json"
check_err hints_file_nth_missing 2 "solution 9 asked for, the document has 8" -- "$bin" design hints 3x20 --pieces pentominoes --solution-file "$tmp/cover.json" --solution 9
check_err hints_too_far 2 "the puzzle has 8 solutions; --solution 9 asked for" -- "$bin" design hints 3x20 --pieces pentominoes --solution 9

# A board file and a piece file: L and I trominoes on 2x3, two solutions, one hint.
printf '...\n...\n' >"$tmp/board.txt"
check_status hints_small 0 -- "$bin" design hints "$tmp/board.txt" --pieces "@$tmp/pieces.txt"
check_stdout_has hints_small_one "1 hint (proved minimal; 1 other solution seen):"
check_status hints_options 0 -- "$bin" design hints 3x4 --pieces L3*2,domino*3 --threads 2 --eager 100 --time-limit 100 --progress none --stats
check_stderr hints_stats "other solutions seen"
check_status hints_wrap 0 -- "$bin" design hints 3x20 --pieces pentominoes --wrap cols --time-limit 0.5 --progress json
check_status hints_show 0 -- "$bin" design hints 3x20 --pieces pentominoes --show
check_stdout_has hints_show_drawn "solution:"
check_status hints_svg 0 -- "$bin" design hints 3x20 --pieces pentominoes --svg "$tmp/hints.svg"
grep -q "<svg" "$tmp/hints.svg" || fail hints_svg_written "no SVG in $tmp/hints.svg"
check_err holes_show 2 "--show and --svg draw nothing here" -- "$bin" design holes 2x3 --pieces domino,L3 --holes 1 --show
# A time limit that is over at once: the whole solution, not proved minimal, exit 3.
check_status hints_time_limit 3 -- "$bin" design hints 6x10 --pieces pentominoes --time-limit 0.000001 --format json
python3 - "$tmp/stdout" <<'PY' || fail hints_time_limit_doc "$(cat "$tmp/stdout")"
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["proved_minimal"] is False and doc["stopped"] == "time limit", doc
assert len(doc["hints"]) == 12 and doc["hints"] == doc["solution"]
PY
check_stderr hints_time_limit_note "stopped by --time-limit"
check_status hints_rotate 0 -- "$bin" design hints 3x4 --pieces L3*2,domino*3 --orient rotate --progress tty --progress-every 0.5
check_status hints_stdin 0 -- "$bin" design hints - --pieces "@$tmp/pieces.txt" <"$tmp/board.txt"

# Bad input: located errors, exit 2.
printf '[\n  {"piece": "L", "cells": [[1, 1], [2, 1], [2, 2]]},\n  {"piece": "Q", "cells": [[1, 2]]}\n]\n' >"$tmp/bad.json"
check_err hints_unknown_piece 2 "bad.json:3:4: placement 2: no piece named 'Q'" -- "$bin" design hints 2x3 --pieces "@$tmp/pieces.txt" --solution-file "$tmp/bad.json"
printf '[\n  {"piece": "L",, }]\n' >"$tmp/syntax.json"
check_err hints_syntax 2 "syntax.json:2:" -- "$bin" design hints 2x3 --pieces "@$tmp/pieces.txt" --solution-file "$tmp/syntax.json"
printf '[{"piece": "L", "cells": [[1, 1], [2, 1], [2, 2]]}]\n' >"$tmp/partial.json"
check_err hints_not_solution 2 "not a solution" -- "$bin" design hints 2x3 --pieces "@$tmp/pieces.txt" --solution-file "$tmp/partial.json"
check_err hints_no_pieces 2 "--pieces is required" -- "$bin" design hints 3x20
check_err hints_no_board 2 "<stdin>:1:1:" -- "$bin" design hints --pieces pentominoes </dev/null
check_err hints_bad_board 2 "board.bad:2:" -- bash -c "printf '..\n...\n' >$tmp/board.bad; '$bin' design hints $tmp/board.bad --pieces domino"
check_err hints_no_solution 2 "the puzzle has 0 solutions" -- "$bin" design hints 4x5 --pieces tetrominoes
check_err hints_bad_spec 2 "--pieces:" -- "$bin" design hints 4x5 --pieces 'nosuchset'
check_status hints_bad_option 2 -- "$bin" design hints 4x5 --pieces domino --solution 0
check_status design_alone 2 -- "$bin" design

# Holes: 2x3 minus 1 cell with a domino and an L-tromino.
# The middle of an edge: a mirror-symmetric board whose 2 plain solutions are one up to symmetry.
check holes_small 0 '{"holes":[[1,2]],"solutions":2}
{"complete":true,"hole_sets":1,"holes":1,"summary":"--holes 1 on 2x3 with domino,L3: 1 hole set gives a unique puzzle up to its symmetry (all: 2 hole sets searched, one per orbit of D2 on the 6 combinations)","symmetry":"D2","tried":2}' -- "$bin" design holes 2x3 --pieces domino,L3 --holes 1 --format json
check_status holes_text 0 -- "$bin" design holes 4x5 --pieces tetrominoes --holes 0
check_stdout_has holes_text_summary "--holes 0 on 4x5 with tetrominoes: 0 hole sets give a unique puzzle"
check_status holes_plain 0 -- "$bin" design holes 3x3 --pieces L3,domino,I3 --holes 1 --plain --threads 2 --progress none --stats
check_status holes_limit 3 -- "$bin" design holes 4x4 --pieces L3*5 --holes 1 --limit 1
check_stdout_has holes_limit_note "stopped by --limit"
check_status holes_time_limit 3 -- "$bin" design holes 8x8 --pieces pentominoes --holes 4 --time-limit 0.2
check_stdout_has holes_time_limit_note "stopped by --time-limit"
# A signal stops a scan cleanly: exit 3, the summary says how far it got.
"$bin" design holes 8x8 --pieces pentominoes --holes 4 >"$tmp/signal.out" 2>"$tmp/signal.err" &
scan=$!
sleep 1
kill -TERM "$scan"
wait "$scan"
signal_status=$?
[[ "$signal_status" == 3 ]] || fail holes_signal "exit $signal_status (want 3): $(cat "$tmp/signal.err")"
grep -q "so far: .* stopped by a signal" "$tmp/signal.out" || fail holes_signal_summary "$(cat "$tmp/signal.out")"
check_err holes_no_k 2 "--holes K is required" -- "$bin" design holes 4x4 --pieces tetrominoes
check_err holes_counts 2 "the pieces cannot cover the 15 cells" -- "$bin" design holes 4x4 --pieces tetrominoes --holes 1
check_err holes_too_many 2 "more than the board's 16 free cells" -- "$bin" design holes 4x4 --pieces tetrominoes --holes 17

if ((failures > 0)); then
  echo "$failures failure(s)"
  exit 1
fi
echo "design: all checks passed"
