#!/usr/bin/env bash
# End-to-end tests of `tessera omok` and `tessera omok referee`: every option at least once, outputs and
# exit statuses, bad inputs with their positions. $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
ex="$src/examples/omok"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# expect STATUS EXPECTED_STDOUT -- command...
expect() {
  local status="$1" expected="$2"
  shift 3
  local out rc
  out="$("$@" 2>"$work/stderr")"
  rc=$?
  [ "$rc" = "$status" ] || fail "$* -> exit $rc, expected $status ($(cat "$work/stderr"))"
  [ "$out" = "$expected" ] || fail "$* -> stdout '$out', expected '$expected'"
}

# expect_err STATUS STDERR_SUBSTRING -- command...
expect_err() {
  local status="$1" needle="$2"
  shift 3
  local rc
  "$@" >"$work/stdout" 2>"$work/stderr"
  rc=$?
  [ "$rc" = "$status" ] || fail "$* -> exit $rc, expected $status"
  grep -qF -- "$needle" "$work/stderr" || fail "$* -> stderr '$(cat "$work/stderr")' lacks '$needle'"
}

zero_row="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"
board_with() {  # 19x19 numbers board; "$@" are sed expressions applied to it
  for _ in $(seq 19); do echo "$zero_row"; done | sed "$@"
}

# The seed's sample, exactly, from a file and from standard input.
expect 0 $'1\n3 2' -- "$tessera" omok "$ex/sample.txt"
expect 0 $'1\n3 2' -- "$tessera" omok - <"$ex/sample.txt"
expect 0 $'1\n3 2' -- "$tessera" omok <"$ex/sample.txt"
# No winner; an overline is not a five; CRLF input.
board_with 's/^/ /;s/^ //' >"$work/empty.txt"
expect 0 '0' -- "$tessera" omok "$work/empty.txt"
board_with '1s/^0 0 0 0 0 0/1 1 1 1 1 1/' >"$work/six.txt"
expect 0 '0' -- "$tessera" omok "$work/six.txt"
expect 0 $'1\n1 1' -- "$tessera" omok --rule freestyle "$work/six.txt"
expect 0 $'1\n1 1' -- "$tessera" omok --k 6 "$work/six.txt"
expect 0 '0' -- "$tessera" omok --rule renju "$work/six.txt"
expect 0 $'1\n1 1' -- "$tessera" omok --rule caro "$work/six.txt"
sed 's/$/\r/' "$ex/sample.txt" >"$work/crlf.txt"
expect 0 $'1\n3 2' -- "$tessera" omok "$work/crlf.txt"

# JSON, --show, --svg, --stats.
expect 0 '{"col":2,"cols":19,"direction":"diagonal","k":5,"line":[[3,2],[4,3],[5,4],[6,5],[7,6]],"row":3,"rows":19,"rule":"standard","winner":1}' \
  -- "$tessera" omok --format json "$ex/sample.txt"
"$tessera" omok --show "$ex/sample.txt" >"$work/show.txt" || fail "--show"
grep -qF '[X]' "$work/show.txt" || fail "--show does not highlight the winning line"
"$tessera" omok --svg "$work/sample.svg" "$ex/sample.txt" >/dev/null || fail "--svg"
grep -q '<svg' "$work/sample.svg" || fail "--svg wrote no SVG"
"$tessera" omok --stats "$ex/sample.txt" 2>"$work/stats.txt" >/dev/null || fail "--stats"
grep -q 'winning lines' "$work/stats.txt" || fail "--stats printed nothing"

# Sizes: compact form, a header, --size, --max-size.
printf 'X....\n.X...\n..X..\n...X.\n....X\n' >"$work/compact.txt"
expect 0 $'1\n1 1' -- "$tessera" omok "$work/compact.txt"
printf '5 6\n......\nOOOOO.\n......\n......\n......\n' >"$work/rect.txt"
expect 0 $'2\n2 1' -- "$tessera" omok "$work/rect.txt"
expect 0 $'2\n2 1' -- "$tessera" omok --size 5x6 "$work/rect.txt"
expect_err 2 'expected the size 19x19 given by --size, found 5x6' -- "$tessera" omok --size 19 "$work/rect.txt"
expect_err 2 'compact.txt:1:6: expected 19 cells in row 1, found 5' -- "$tessera" omok --size 19 "$work/compact.txt"
expect_err 2 'expected --size N or NxM' -- "$tessera" omok --size big "$work/compact.txt"
printf '1200\n' >"$work/huge.txt"
expect_err 2 'huge.txt:1:1: expected the number of rows (an integer from 5 to 1000), found 1200' -- "$tessera" omok "$work/huge.txt"
expect_err 2 'expected row 1 of 1200' -- "$tessera" omok --max-size 2000 "$work/huge.txt"
expect_err 2 'expected --k at most the board side 5' -- "$tessera" omok --k 7 "$work/compact.txt"

# Bad inputs: positions and exit status 2.
head -n 18 "$ex/sample.txt" >"$work/short.txt"
expect_err 2 'short.txt:19:1: expected row 19 of 19 (19 cells), found end of input' -- "$tessera" omok "$work/short.txt"
{ cat "$ex/sample.txt"; echo "$zero_row"; } >"$work/long.txt"
expect_err 2 "long.txt:20:1: expected the end of the board after 19 rows, found '0'" -- "$tessera" omok "$work/long.txt"
board_with '4s/^0 0 0/0 3 0/' >"$work/three.txt"
expect_err 2 'three.txt:4:3: expected a cell (0 empty, 1 black, 2 white) (an integer from 0 to 2), found 3' -- "$tessera" omok "$work/three.txt"
board_with '7s/ 0$//' >"$work/ragged.txt"
expect_err 2 'ragged.txt:7:' -- "$tessera" omok "$work/ragged.txt"
grep -qF 'expected 19 numbers in row 7, found 18' "$work/stderr" || fail "ragged row message: $(cat "$work/stderr")"
printf '' >"$work/nothing.txt"
expect_err 2 'nothing.txt:1:1: expected a board' -- "$tessera" omok "$work/nothing.txt"
expect_err 2 "cannot open" -- "$tessera" omok "$work/missing.txt"
expect_err 2 'Run with --help' -- "$tessera" omok --rule gomoku "$work/compact.txt"
# Two winning lines: the seed's guarantee is broken, so no arbitrary answer.
board_with '1s/^0 0 0 0 0/1 1 1 1 1/;3s/^0 0 0 0 0/2 2 2 2 2/' >"$work/two.txt"
expect_err 2 'two.txt:3:1: expected at most one winning line (or lines of one colour through one common stone), found 2' -- "$tessera" omok "$work/two.txt"
# Two black fives with no common stone: no single move made them, still an error.
board_with '1s/^0 0 0 0 0/1 1 1 1 1/;3s/^0 0 0 0 0/1 1 1 1 1/' >"$work/apart.txt"
expect_err 2 'apart.txt:3:1: expected at most one winning line (or lines of one colour through one common stone), found 2' -- "$tessera" omok "$work/apart.txt"
# One move made two fives (row 6 cols 4-8, column 6 rows 4-8, through 6 6; 9 black, 8 white): legal,
# answered with the line whose first stone comes first in row-major order (4 6, the vertical one).
board_with '6s/^\(0 0 0 \)0 0 0 0 0/\11 1 1 1 1/;4s/^\(0 0 0 0 0 \)0/\11/;5s/^\(0 0 0 0 0 \)0/\11/;7s/^\(0 0 0 0 0 \)0/\11/;8s/^\(0 0 0 0 0 \)0/\11/;1s/^0 0 0 0 0 0 0/2 0 2 0 2 0 2/;19s/^0 0 0 0 0 0 0/2 0 2 0 2 0 2/' >"$work/plus.txt"
expect 0 $'1\n4 6' -- "$tessera" omok "$work/plus.txt"
"$tessera" omok --format json "$work/plus.txt" | grep -qF '"line":[[4,6],[5,6],[6,6],[7,6],[8,6]],"row":4' || fail "double five json"
expect 0 $'black stones: 9, white stones: 8\nwinning lines: 2\n  black down from 4 6, 5 stones\n  black across from 6 4, 5 stones\nlegal: yes' -- "$tessera" omok --check "$work/plus.txt"
# A board written as digit rows without spaces: the message says what is wrong.
for _ in $(seq 19); do echo 0000000000000000000; done >"$work/digits.txt"
expect_err 2 'digits.txt:1:1: expected cells separated by spaces (0 empty, 1 black, 2 white), found 0000000000000000000 (a row of 19 digits without spaces)' -- "$tessera" omok "$work/digits.txt"
expect_err 2 '--size: expected a board side from 5 to 1000, found 0x0' -- "$tessera" omok --size 0 "$ex/sample.txt"

# --check.
"$tessera" omok --check "$work/two.txt" >"$work/check.txt" || fail "--check exit"
grep -qF 'problem: both colours have a winning line' "$work/check.txt" || fail "--check: $(cat "$work/check.txt")"
grep -qF 'legal: no' "$work/check.txt" || fail "--check verdict"
expect 0 $'black stones: 10, white stones: 9\nwinning lines: 1\n  black diagonal from 3 2, 5 stones\nlegal: yes' -- "$tessera" omok --check "$ex/sample.txt"
"$tessera" omok --check --format json "$work/two.txt" | grep -qF '"legal":false' || fail "--check json"
expect_err 2 'excludes' -- "$tessera" omok --check --forbidden "$ex/sample.txt"

# --forbidden (renju), text and JSON, the other three reading, the picture.
expect 0 $'7 7\n8 5\n8 9\n9 7\n9 12\n10 11\n11 8\n11 9' -- "$tessera" omok --forbidden "$ex/renju_fouls.txt"
"$tessera" omok --forbidden --format json "$ex/renju_fouls.txt" | grep -qF '"forbidden":[[7,7],[8,5]' || fail "--forbidden json"
"$tessera" omok --forbidden --format json "$ex/renju_fouls.txt" | grep -qF '"double-four"' || fail "--forbidden reasons"
"$tessera" omok --forbidden --five-point-makes-three --rule renju "$ex/renju_fouls.txt" >/dev/null || fail "--five-point-makes-three"
"$tessera" omok --forbidden --show "$ex/renju_fouls.txt" | grep -qF '[4]' || fail "--forbidden --show"

# The referee: formats, rules, verdicts.
expect 0 'black loses at move 9: h8 is forbidden (double-three)' -- "$tessera" omok referee --rule renju "$ex/game.txt"
expect 0 'no result after 9 moves' -- "$tessera" omok referee "$ex/game.txt"
expect 0 'black loses at move 9: h8 is forbidden (double-three)' -- "$tessera" omok referee --rule renju --five-point-makes-three --moves notation --top-rows "$ex/game.txt"
printf '8 4\n1 1\n8 5\n1 3\n8 6\n1 5\n8 7\n1 7\n8 8\n1 9\n' >"$work/rowcol.txt"
expect 0 'black wins at move 9: 5 in a row from 8 4 to 8 8' -- "$tessera" omok referee --moves row-col "$work/rowcol.txt"
expect 0 'black wins at move 9: 5 in a row from 8 4 to 8 8' -- "$tessera" omok referee --rule freestyle --k 5 "$work/rowcol.txt"
expect 0 'no result after 10 moves' -- "$tessera" omok referee --k 6 "$work/rowcol.txt"
expect 0 '{"colour":1,"cols":15,"direction":"across","k":5,"line":[[8,4],[8,5],[8,6],[8,7],[8,8]],"move":9,"not_played":1,"point":[8,8],"result":"win","rows":15,"rule":"standard","source":[9,1],"text":"8 8","winner":1}' \
  -- "$tessera" omok referee --format json "$work/rowcol.txt"
"$tessera" omok referee --show --svg "$work/game.svg" "$work/rowcol.txt" | grep -qF '[X]' || fail "referee --show"
grep -q '<svg' "$work/game.svg" || fail "referee --svg"
"$tessera" omok referee --stats "$work/rowcol.txt" 2>&1 >/dev/null | grep -q 'moves read' || fail "referee --stats"
printf 'Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,0\n10,10,0\n-1\n' >"$work/game.psq"
expect 0 'illegal move 3 at line 4: 10,10 is already occupied' -- "$tessera" omok referee --moves psq "$work/game.psq"
expect 0 'illegal move 3 at line 4: 10,10 is already occupied' -- "$tessera" omok referee "$work/game.psq"
# Off the board in notation: the move is echoed as written.
expect 0 'illegal move 2 at line 2: z99 is off the 15x15 board' -- "$tessera" omok referee <<<$'h8\nz99'
# Moves after the result are not played, and a note says so (exit 0).
expect_err 0 'omok referee: 1 more move after move 9 (the result) was not played' -- "$tessera" omok referee "$work/rowcol.txt"
grep -qF 'black wins at move 9' "$work/stdout" || fail "unplayed note: stdout $(cat "$work/stdout")"
printf '8 8\n8 8\n1 1\n2 2\n' >"$work/after.txt"
expect_err 0 'omok referee: 2 more moves after move 2 (the result) were not played' -- "$tessera" omok referee "$work/after.txt"
"$tessera" omok referee "$ex/game.txt" 2>&1 >/dev/null | grep -q 'not played' && fail "note without unplayed moves"
printf '8 8\n16 3\n' >"$work/off.txt"
expect 0 'illegal move 2 at line 2: 16 3 is off the 15x15 board' -- "$tessera" omok referee "$work/off.txt"
expect 0 'no result after 2 moves' -- "$tessera" omok referee --size 19 "$work/off.txt"
expect 0 'no result after 2 moves' -- "$tessera" omok referee --size 19 --max-size 19 "$work/off.txt"
printf '8 8\n7 x\n' >"$work/badmove.txt"
expect_err 2 "badmove.txt:2:3: expected a column number" -- "$tessera" omok referee "$work/badmove.txt"
expect_err 2 '--size: expected a board side from 5 to 1000, found 2000x2000' -- "$tessera" omok referee --size 2000 "$work/off.txt"
expect_err 2 '--size: expected a board side from 5 to 1000, found 0x0' -- "$tessera" omok referee --size 0 "$work/off.txt"
expect_err 2 '--size: expected a board side from 5 to 19, found 20x20' -- "$tessera" omok referee --size 20 --max-size 19 "$work/off.txt"

expect_err 2 '--k: expected --k 5 with renju' -- "$tessera" omok referee --rule renju --k 6 "$work/rowcol.txt"
expect_err 2 '--k: expected --k 5 with renju' -- "$tessera" omok --forbidden --k 4 "$ex/renju_fouls.txt"

# The demo runs and shows the seed's answer.
"$tessera" demo >"$work/demo.txt" || fail "demo exit"
grep -qF '3 2' "$work/demo.txt" || fail "demo lacks the sample's answer"

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)" >&2
  exit 1
fi
echo "omok CLI: all checks passed"
