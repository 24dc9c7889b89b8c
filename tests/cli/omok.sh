#!/usr/bin/env bash
# End-to-end tests of `tessera omok` and `tessera omok referee`: every option at least once, outputs and
# exit statuses, bad inputs with their positions. $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
ex="$src/examples/omok"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

zero_row="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"
board_with() {  # 19x19 numbers board; "$@" are sed expressions applied to it
  for _ in $(seq 19); do echo "$zero_row"; done | sed "$@"
}

# The seed's sample, exactly, from a file and from standard input.
check sample 0 $'1\n3 2' -- "$tessera" omok "$ex/sample.txt"
check stdin_dash 0 $'1\n3 2' -- "$tessera" omok - <"$ex/sample.txt"
check stdin 0 $'1\n3 2' -- "$tessera" omok <"$ex/sample.txt"
# No winner; an overline is not a five; CRLF input.
board_with 's/^/ /;s/^ //' >"$tmp/empty.txt"
check empty 0 '0' -- "$tessera" omok "$tmp/empty.txt"
board_with '1s/^0 0 0 0 0 0/1 1 1 1 1 1/' >"$tmp/six.txt"
check overline 0 '0' -- "$tessera" omok "$tmp/six.txt"
check freestyle 0 $'1\n1 1' -- "$tessera" omok --rule freestyle "$tmp/six.txt"
check k6 0 $'1\n1 1' -- "$tessera" omok --k 6 "$tmp/six.txt"
check renju_overline 0 '0' -- "$tessera" omok --rule renju "$tmp/six.txt"
# Caro (Gomocup, INFO rule 9): six never wins; caro6 (Piskvork, INFO rule 8): six always wins.
check caro_six 0 '0' -- "$tessera" omok --rule caro "$tmp/six.txt"
check caro6_six 0 $'1\n1 1' -- "$tessera" omok --rule caro6 "$tmp/six.txt"
board_with '1s/^0 0 0 0 0 0 0/2 1 1 1 1 1 2/' >"$tmp/blocked5.txt"
check caro_blocked 0 '0' -- "$tessera" omok --rule caro "$tmp/blocked5.txt"
check caro6_blocked 0 '0' -- "$tessera" omok --rule caro6 "$tmp/blocked5.txt"
check standard_blocked 0 $'1\n1 2' -- "$tessera" omok "$tmp/blocked5.txt"
board_with '1s/^0 0 0 0 0 0/1 1 1 1 1 2/' >"$tmp/edge5.txt"
check caro_edge 0 $'1\n1 1' -- "$tessera" omok --rule caro "$tmp/edge5.txt"
check caro6_check 0 $'black stones: 6, white stones: 2\nwinning lines: 1\n  black across from 1 2, 6 stones\nproblem: black has 6 stones and white 2: with black moving first, black has as many stones as white or one more\nlegal: no' \
  -- "$tessera" omok --check --rule caro6 <(board_with '1s/^0 0 0 0 0 0 0 0/2 1 1 1 1 1 1 2/')
"$tessera" omok --help >"$tmp/stdout" 2>&1
check_stdout_has caro_help 'caro6 (more than k always'
"$tessera" omok referee --help >"$tmp/stdout" 2>&1
check_stdout_has caro_referee_help 'caro (exactly k, not blocked at both ends'
printf '8 2\n1 1\n8 3\n1 3\n8 4\n1 5\n8 6\n1 7\n8 7\n1 9\n8 5\n' >"$tmp/six_moves.txt"
check referee_caro_six 0 'no result after 11 moves' -- "$tessera" omok referee --rule caro "$tmp/six_moves.txt"
check referee_caro6_six 0 'black wins at move 11: 6 in a row from 8 2 to 8 7' -- "$tessera" omok referee --rule caro6 "$tmp/six_moves.txt"
sed 's/$/\r/' "$ex/sample.txt" >"$tmp/crlf.txt"
check crlf 0 $'1\n3 2' -- "$tessera" omok "$tmp/crlf.txt"

# JSON, --show, --svg, --stats.
check json 0 '{"col":2,"cols":19,"direction":"diagonal","k":5,"line":[[3,2],[4,3],[5,4],[6,5],[7,6]],"row":3,"rows":19,"rule":"standard","winner":1}' \
  -- "$tessera" omok --format json "$ex/sample.txt"
check_status show 0 -- "$tessera" omok --show "$ex/sample.txt"
check_stdout_has show '[X]'
check_status svg 0 -- "$tessera" omok --svg "$tmp/sample.svg" "$ex/sample.txt"
grep -q '<svg' "$tmp/sample.svg" || fail svg "wrote no SVG"
check_err stats 0 '1 winning line,' -- "$tessera" omok --stats "$ex/sample.txt"

# Sizes: compact form, a header, --size, --max-size.
printf 'X....\n.X...\n..X..\n...X.\n....X\n' >"$tmp/compact.txt"
check compact 0 $'1\n1 1' -- "$tessera" omok "$tmp/compact.txt"
printf '5 6\n......\nOOOOO.\n......\n......\n......\n' >"$tmp/rect.txt"
check header 0 $'2\n2 1' -- "$tessera" omok "$tmp/rect.txt"
check size 0 $'2\n2 1' -- "$tessera" omok --size 5x6 "$tmp/rect.txt"
check_err size_mismatch 2 'expected the size 19x19 given by --size, found 5x6' -- "$tessera" omok --size 19 "$tmp/rect.txt"
check_err size_compact 2 'compact.txt:1:6: expected 19 cells in row 1, found 5' -- "$tessera" omok --size 19 "$tmp/compact.txt"
check_err size_bad 2 'expected --size N or NxM' -- "$tessera" omok --size big "$tmp/compact.txt"
printf '1200\n' >"$tmp/huge.txt"
check_err huge 2 'huge.txt:1:1: expected the number of rows (an integer from 5 to 1000), found 1200' -- "$tessera" omok "$tmp/huge.txt"
check_err max_size 2 'expected row 1 of 1200' -- "$tessera" omok --max-size 2000 "$tmp/huge.txt"
check_err k_too_big 2 'expected --k at most the board side 5' -- "$tessera" omok --k 7 "$tmp/compact.txt"

# Bad inputs: positions and exit status 2.
head -n 18 "$ex/sample.txt" >"$tmp/short.txt"
check_err short 2 'short.txt:19:1: expected row 19 of 19 (19 cells), found end of input' -- "$tessera" omok "$tmp/short.txt"
{ cat "$ex/sample.txt"; echo "$zero_row"; } >"$tmp/long.txt"
check_err long 2 "long.txt:20:1: expected the end of the board after 19 rows, found '0'" -- "$tessera" omok "$tmp/long.txt"
# 19 rows of 18: the board is square without a size line, and the message says so.
for _ in $(seq 19); do echo "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"; done >"$tmp/19x18.txt"
check_err not_square 2 "19x18.txt:19:1: expected the end of the board after 18 rows, found '0'; without a size line the board is square" -- "$tessera" omok "$tmp/19x18.txt"
check not_square_sized 0 0 -- "$tessera" omok --size 19x18 "$tmp/19x18.txt"
board_with '4s/^0 0 0/0 3 0/' >"$tmp/three.txt"
check_err cell_3 2 'three.txt:4:3: expected a cell: 0 (empty), 1 (black) or 2 (white), found 3' -- "$tessera" omok "$tmp/three.txt"
board_with '7s/ 0$//' >"$tmp/ragged.txt"
check_err ragged 2 'ragged.txt:7:' -- "$tessera" omok "$tmp/ragged.txt"
check_stderr_has ragged 'expected 19 numbers in row 7, found 18'
printf '' >"$tmp/nothing.txt"
check_err nothing 2 'nothing.txt:1:1: expected a board' -- "$tessera" omok "$tmp/nothing.txt"
check_err missing 2 "cannot open" -- "$tessera" omok "$tmp/missing.txt"
check_err bad_rule 2 'Run with --help' -- "$tessera" omok --rule gomoku "$tmp/compact.txt"
# Two winning lines: the seed's guarantee is broken, so no arbitrary answer.
board_with '1s/^0 0 0 0 0/1 1 1 1 1/;3s/^0 0 0 0 0/2 2 2 2 2/' >"$tmp/two.txt"
check_err two_lines 2 'two.txt:3:1: expected at most one winning line (or lines of one colour through one common stone), found 2' -- "$tessera" omok "$tmp/two.txt"
# Two black fives with no common stone: no single move made them, still an error.
board_with '1s/^0 0 0 0 0/1 1 1 1 1/;3s/^0 0 0 0 0/1 1 1 1 1/' >"$tmp/apart.txt"
check_err apart 2 'apart.txt:3:1: expected at most one winning line (or lines of one colour through one common stone), found 2' -- "$tessera" omok "$tmp/apart.txt"
# One move made two fives (row 6 cols 4-8, column 6 rows 4-8, through 6 6; 9 black, 8 white): legal,
# answered with the line whose first stone comes first in row-major order (4 6, the vertical one).
board_with '6s/^\(0 0 0 \)0 0 0 0 0/\11 1 1 1 1/;4s/^\(0 0 0 0 0 \)0/\11/;5s/^\(0 0 0 0 0 \)0/\11/;7s/^\(0 0 0 0 0 \)0/\11/;8s/^\(0 0 0 0 0 \)0/\11/;1s/^0 0 0 0 0 0 0/2 0 2 0 2 0 2/;19s/^0 0 0 0 0 0 0/2 0 2 0 2 0 2/' >"$tmp/plus.txt"
check double_five 0 $'1\n4 6' -- "$tessera" omok "$tmp/plus.txt"
check_status double_five_json 0 -- "$tessera" omok --format json "$tmp/plus.txt"
check_stdout_has double_five_json '"line":[[4,6],[5,6],[6,6],[7,6],[8,6]],"row":4'
check double_five_check 0 $'black stones: 9, white stones: 8\nwinning lines: 2\n  black down from 4 6, 5 stones\n  black across from 6 4, 5 stones\nlegal: yes' -- "$tessera" omok --check "$tmp/plus.txt"
# A board written as digit rows without spaces: the message says what is wrong.
for _ in $(seq 19); do echo 0000000000000000000; done >"$tmp/digits.txt"
check_err digits 2 'digits.txt:1:1: expected cells separated by spaces (0 empty, 1 black, 2 white), found 0000000000000000000: a row of 19 digits without spaces' -- "$tessera" omok "$tmp/digits.txt"
check_err size_zero 2 '--size: expected a board side from 5 to 1000, found 0x0' -- "$tessera" omok --size 0 "$ex/sample.txt"

# --check.
check_status check_two 0 -- "$tessera" omok --check "$tmp/two.txt"
check_stdout_has check_two 'problem: both colours have a winning line'
check_stdout_has check_two 'legal: no'
check check_sample 0 $'black stones: 10, white stones: 9\nwinning lines: 1\n  black diagonal from 3 2, 5 stones\nlegal: yes' -- "$tessera" omok --check "$ex/sample.txt"
check_status check_json 0 -- "$tessera" omok --check --format json "$tmp/two.txt"
check_stdout_has check_json '"legal":false'
check_err check_forbidden 2 'excludes' -- "$tessera" omok --check --forbidden "$ex/sample.txt"

# --forbidden (renju), text and JSON, the other three reading, the picture.
check forbidden 0 $'7 7\n8 5\n8 9\n9 7\n9 12\n10 11\n11 8\n11 9' -- "$tessera" omok --forbidden "$ex/renju_fouls.txt"
check_status forbidden_json 0 -- "$tessera" omok --forbidden --format json "$ex/renju_fouls.txt"
check_stdout_has forbidden_json '"forbidden":[[7,7],[8,5]'
check_stdout_has forbidden_json '"double-four"'
check_status five_point 0 -- "$tessera" omok --forbidden --five-point-makes-three --rule renju "$ex/renju_fouls.txt"
check_status forbidden_show 0 -- "$tessera" omok --forbidden --show "$ex/renju_fouls.txt"
check_stdout_has forbidden_show '[4]'

# The referee: formats, rules, verdicts.
check referee_renju 0 'black loses at move 9: h8 is forbidden (double-three)' -- "$tessera" omok referee --rule renju "$ex/game.txt"
check referee 0 'no result after 9 moves' -- "$tessera" omok referee "$ex/game.txt"
check referee_one_move 0 'no result after 1 move' -- "$tessera" omok referee - <<<'h8'
check referee_notation 0 'black loses at move 9: h8 is forbidden (double-three)' -- "$tessera" omok referee --rule renju --five-point-makes-three --moves notation --top-rows "$ex/game.txt"
printf '8 4\n1 1\n8 5\n1 3\n8 6\n1 5\n8 7\n1 7\n8 8\n1 9\n' >"$tmp/rowcol.txt"
check referee_rowcol 0 'black wins at move 9: 5 in a row from 8 4 to 8 8' -- "$tessera" omok referee --moves row-col "$tmp/rowcol.txt"
check referee_freestyle 0 'black wins at move 9: 5 in a row from 8 4 to 8 8' -- "$tessera" omok referee --rule freestyle --k 5 "$tmp/rowcol.txt"
check referee_k6 0 'no result after 10 moves' -- "$tessera" omok referee --k 6 "$tmp/rowcol.txt"
check referee_json 0 '{"colour":1,"cols":15,"direction":"across","k":5,"line":[[8,4],[8,5],[8,6],[8,7],[8,8]],"line_text":["8 4","8 5","8 6","8 7","8 8"],"move":9,"not_played":1,"point":[8,8],"point_text":"8 8","result":"win","rows":15,"rule":"standard","source":[9,1],"text":"8 8","winner":1}' \
  -- "$tessera" omok referee --format json "$tmp/rowcol.txt"
# Every point in the notation the input used: h8 in, h8 out (wins and fouls alike); JSON has both.
check referee_win_notation 0 'black wins at move 9: 5 in a row from h8 to l8' -- "$tessera" omok referee <<<'h8 a1 i8 a2 j8 a3 k8 a4 l8'
check referee_json_notation 0 '{"colour":1,"cols":15,"direction":"across","k":5,"line":[[8,8],[8,9],[8,10],[8,11],[8,12]],"line_text":["h8","i8","j8","k8","l8"],"move":9,"not_played":0,"point":[8,12],"point_text":"l8","result":"win","rows":15,"rule":"standard","source":[1,25],"text":"l8","winner":1}' \
  -- "$tessera" omok referee --format json <<<'h8 a1 i8 a2 j8 a3 k8 a4 l8'
check referee_win_psq 0 'black wins at move 9: 5 in a row from 10,10 to 14,10' -- "$tessera" omok referee \
  <<<$'Piskvorky 20x20, 11:11, 0\n10,10,0\n-1,-1,0\n11,10,0\n1,1,0\n12,10,0\n1,3,0\n13,10,0\n1,5,0\n14,10,0\n-1'
# Passes: "--" (Rapfi's move strings, also run together), "-1 -1" and "-1,-1" (Gomocup); each counts.
check referee_pass_rapfi 0 'black wins at move 9: 5 in a row from h8 to l8' -- "$tessera" omok referee <<<'h8--i8--j8--k8--l8'
check referee_pass_rowcol 0 'white wins at move 10: 5 in a row from 1 1 to 1 5' -- "$tessera" omok referee \
  <<<$'-1 -1\n1 1\n8 8\n1 2\n--\n1 3\n9 9\n1 4\n3 3\n1 5'
check_status referee_show 0 -- "$tessera" omok referee --show --svg "$tmp/game.svg" "$tmp/rowcol.txt"
check_stdout_has referee_show '[X]'
grep -q '<svg' "$tmp/game.svg" || fail referee_svg "wrote no SVG"
check_err referee_stats 0 'moves read' -- "$tessera" omok referee --stats "$tmp/rowcol.txt"
printf 'Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,0\n10,10,0\n-1\n' >"$tmp/game.psq"
check referee_psq 0 'illegal move 3 at line 4: 10,10 is already occupied' -- "$tessera" omok referee --moves psq "$tmp/game.psq"
check referee_psq_auto 0 'illegal move 3 at line 4: 10,10 is already occupied' -- "$tessera" omok referee "$tmp/game.psq"
# Off the board in notation: the move is echoed as written.
check referee_off_notation 0 'illegal move 2 at line 2: z99 is off the 15x15 board' -- "$tessera" omok referee <<<$'h8\nz99'
# Moves after the result are not played, and a note says so (exit 0).
check_err referee_unplayed 0 'omok referee: 1 more move after move 9 (the result) was not played' -- "$tessera" omok referee "$tmp/rowcol.txt"
check_stdout_has referee_unplayed 'black wins at move 9'
printf '8 8\n8 8\n1 1\n2 2\n' >"$tmp/after.txt"
check_err referee_unplayed2 0 'omok referee: 2 more moves after move 2 (the result) were not played' -- "$tessera" omok referee "$tmp/after.txt"
check_status referee_no_note 0 -- "$tessera" omok referee "$ex/game.txt"
grep -q 'not played' "$tmp/stderr" && fail referee_no_note "a note without unplayed moves: $(cat "$tmp/stderr")"
printf '8 8\n16 3\n' >"$tmp/off.txt"
check referee_off 0 'illegal move 2 at line 2: 16 3 is off the 15x15 board' -- "$tessera" omok referee "$tmp/off.txt"
check referee_size 0 'no result after 2 moves' -- "$tessera" omok referee --size 19 "$tmp/off.txt"
check referee_max_size 0 'no result after 2 moves' -- "$tessera" omok referee --size 19 --max-size 19 "$tmp/off.txt"
# JSON move lists: the match manager's game line (its other members skipped), bare arrays of
# [row,col] and "h8", passes null / [-1,-1] / "--"; points said as the input writes them.
printf '{"game":1,"black":"a","white":"b","opening":"","result":"black","reason":"five","detail":"","moves":[[8,8],[1,1],[8,9],[1,2],[8,10],[1,3],[8,11],[1,4],[8,12]],"ms":[0,0,0,0,0,0,0,0,0],"cpu_ms":[0,0]}\n' >"$tmp/game.json"
check referee_json_line 0 'black wins at move 9: 5 in a row from [8,8] to [8,12]' -- "$tessera" omok referee "$tmp/game.json"
check referee_json_line_explicit 0 'black wins at move 9: 5 in a row from [8,8] to [8,12]' -- "$tessera" omok referee --moves json "$tmp/game.json"
check referee_json_line_json 0 '{"colour":1,"cols":15,"direction":"across","k":5,"line":[[8,8],[8,9],[8,10],[8,11],[8,12]],"line_text":["[8,8]","[8,9]","[8,10]","[8,11]","[8,12]"],"move":9,"not_played":0,"point":[8,12],"point_text":"[8,12]","result":"win","rows":15,"rule":"standard","source":[1,152],"text":"[8,12]","winner":1}' \
  -- "$tessera" omok referee --format json "$tmp/game.json"
check referee_json_passes 0 'black wins at move 9: 5 in a row from h8 to l8' -- "$tessera" omok referee <<<'["h8", null, "i8", [-1,-1], "j8", "--", "k8", null, "l8"]'
check referee_json_occupied 0 'illegal move 2 at line 2, column 3: [8, 8] is already occupied' -- "$tessera" omok referee <<<$'[[8,8],\n  [8, 8]]'
check referee_json_off 0 'illegal move 2 at line 1, column 8: z99 is off the 15x15 board' -- "$tessera" omok referee <<<'["h8", "z99"]'
check_err referee_json_bad 2 '<stdin>:1:11: expected '"','"' and the column of the move [row, col], found '"']'"'' -- "$tessera" omok referee <<<'[[8,8], [8]]'
check_err referee_json_type 2 '<stdin>:1:2: expected a move: [row, col], "h8", or a pass (null, [-1,-1] or "--"), found '"'t'"'' -- "$tessera" omok referee <<<'[true]'
cat "$tmp/game.json" "$tmp/game.json" >"$tmp/games.json"
check_err referee_json_two_games 2 'games.json:2:1: expected the end of the input after the game' -- "$tessera" omok referee "$tmp/games.json"
check_err referee_json_not_json 2 '<stdin>:1:1: expected a list of moves [[row,col], ...], found '"'8'"'' -- "$tessera" omok referee --moves json <<<'8 8'
check_err referee_json_no_moves 2 '<stdin>:1:1: expected a "moves" member' -- "$tessera" omok referee <<<'{"game": 1}'
printf '8 8\n7 x\n' >"$tmp/badmove.txt"
check_err referee_bad_move 2 "badmove.txt:2:3: expected a column number" -- "$tessera" omok referee "$tmp/badmove.txt"
check_err referee_size_big 2 '--size: expected a board side from 5 to 1000, found 2000x2000' -- "$tessera" omok referee --size 2000 "$tmp/off.txt"
check_err referee_size_zero 2 '--size: expected a board side from 5 to 1000, found 0x0' -- "$tessera" omok referee --size 0 "$tmp/off.txt"
check_err referee_size_max 2 '--size: expected a board side from 5 to 19, found 20x20' -- "$tessera" omok referee --size 20 --max-size 19 "$tmp/off.txt"

check_err referee_k_too_big 2 'rowcol.txt: expected --k at most the board side 15, found 16' -- "$tessera" omok referee --k 16 "$tmp/rowcol.txt"
check_err referee_renju_k 2 '--k: expected --k 5 with renju' -- "$tessera" omok referee --rule renju --k 6 "$tmp/rowcol.txt"
check_err forbidden_k 2 '--k: expected --k 5 with renju' -- "$tessera" omok --forbidden --k 4 "$ex/renju_fouls.txt"

# The demo runs and shows the seed's answer.
check_status demo 0 -- "$tessera" demo
check_stdout_has demo '3 2'

finish omok
