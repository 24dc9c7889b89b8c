#!/usr/bin/env bash
# The `tessera cover` CLI end to end: every option at least once, outputs and exit statuses, bad inputs.
# $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
data="$src/tests/data/cover"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

sample="$src/examples/cover/boardcover.txt"

# The seed's sample, from a file and from standard input, byte for byte.
check sample 0 $'0\n2\n1514' -- "$tessera" cover "$sample"
check stdin 0 $'0\n2\n1514' -- bash -c "\"$tessera\" cover < \"$sample\""
check dash 0 $'0\n2\n1514' -- bash -c "\"$tessera\" cover - < \"$sample\""
# CRLF, BOM and trailing blanks are accepted.
printf '\xEF\xBB\xBF1\r\n2 3  \r\n...\r\n...\r\n' > "$tmp/crlf.txt"
check crlf 0 "2" -- "$tessera" cover "$tmp/crlf.txt"
# A single board as bare rows.
check bare 0 "1514" -- "$tessera" cover "$src/examples/cover/board3.txt"

# --format json
check json 0 $'{"case":1,"count":"0"}\n{"case":2,"count":"2"}\n{"case":3,"count":"1514"}' -- "$tessera" cover --format json "$sample"
check json_mod 0 '{"case":1,"count":"2033502499954","modulus":"9223372036854775783"}' -- "$tessera" cover --format json --board 12x12 --mod 9223372036854775783

# --board, --mod, --threads, --max-memory, --orient, --pieces
check board 0 "2033502499954" -- "$tessera" cover --board 12x12
check board_square 0 "162" -- "$tessera" cover --board 6
check mod 0 "$((2033502499954 % 1000000007))" -- "$tessera" cover --board 12x12 --mod 1000000007
check threads 0 "2033502499954" -- "$tessera" cover --board 12x12 --threads 2
check dominoes 0 "12988816" -- "$tessera" cover --board 8x8 --pieces domino
check tetrominoes 0 "4093525019450760" -- "$tessera" cover --board 4x25 --pieces tetrominoes
check set_piece 0 "1" -- "$tessera" cover --board 2x2 --pieces tetrominoes:O
check orient_fixed 0 "0" -- "$tessera" cover --board 2x3 --pieces L3 --orient fixed
check orient_rotate 0 "2" -- "$tessera" cover --board 2x3 --pieces L3 --orient rotate
check one_sided 0 "1" -- "$tessera" cover --board 2x4 --pieces tetrominoes-1s:L --orient free
check free_l 0 "2" -- "$tessera" cover --board 2x4 --pieces tetrominoes:L
check piece_file 0 "3" -- "$tessera" cover --board 2x3 --pieces "@$data/pieces.txt"
check piece_file_fixed 0 "1" -- "$tessera" cover --board 2x3 --pieces "@$data/pieces.txt" --orient fixed
check max_memory 2 "" -- "$tessera" cover --board 18x18 --max-memory 1
check_stderr max_memory "^--board:1:1: case 1: .*memory limit"
# Over the memory limit in a file: the error points at that case's header (FILE:LINE:COL), and the
# earlier case's answer stays printed.
{ printf '2\n2 2\n..\n..\n 18 18\n'; for _ in $(seq 18); do printf '..................\n'; done; } >"$tmp/big.txt"
check max_memory_file 2 "2" -- "$tessera" cover --pieces domino --max-memory 1 "$tmp/big.txt"
check_stderr max_memory_file "big.txt:5:2: case 2: the board is too large for the counting DP"

# --timeout (the search modes' option) also bounds the counting DP: exit 3, a message, no count for
# the stopped case (these counts would run for many minutes).
check timeout 3 "" -- "$tessera" cover --timeout 0.2 --pieces domino --board 30x30
check_stderr timeout "case 1: stopped by --timeout after .* s; no count"
check timeout_mod 3 "" -- "$tessera" cover --timeout 0.2 --pieces domino --board 30x30 --mod 1000000007
check_stderr timeout_mod "stopped by --timeout"
check timeout_threads 3 "" -- "$tessera" cover --timeout 0.2 --pieces domino --board 30x30 --threads 2
check_stderr timeout_threads "stopped by --timeout"
check timeout_json 3 '{"case":1,"stopped":"timeout"}' -- "$tessera" cover --timeout 0.2 --pieces domino --board 30x30 --format json
{ printf '2\n2 2\n..\n..\n30 30\n'; for _ in $(seq 30); do printf '..............................\n'; done; } >"$tmp/slow.txt"
check timeout_file 3 "2" -- "$tessera" cover --timeout 0.2 --pieces domino "$tmp/slow.txt"
check_stderr timeout_file "case 2: stopped by --timeout"
check timeout_enough 0 "12988816" -- "$tessera" cover --timeout 600 --pieces domino --board 8x8
check strip 0 "0" -- "$tessera" cover --board 8x1000
digits="$("$tessera" cover --board 8x999 | tr -d '\n' | wc -c)"
if [[ "$digits" -lt 300 ]]; then echo "FAIL strip_digits: $digits digits"; failures=$((failures + 1)); fi

# --stats on stderr, the answer unchanged on stdout
check stats 0 "2033502499954" -- "$tessera" cover --board 12x12 --stats
check_stderr stats "peak 2390 states"
check_stderr stats "6 rows scanned, joined with their mirror image"
check stats_refuted 0 "0" -- "$tessera" cover --board 2x2 --stats
check_stderr stats_refuted "refuted"

# --show and --svg draw one tiling
out="$("$tessera" cover --show "$src/examples/cover/board3.txt")"
if [[ "$(echo "$out" | head -1)" != "1514" || "$(echo "$out" | grep -c 'L')" -lt 6 ]]; then
  echo "FAIL show: $out"; failures=$((failures + 1))
fi
check show_none 0 $'0\n(no tiling)' -- "$tessera" cover --show --board 2x2
check svg 0 $'0\n2\n1514' -- "$tessera" cover --svg "$tmp/out.svg" "$sample"
if ! grep -q '<svg' "$tmp/out.svg"; then echo "FAIL svg: no SVG written"; failures=$((failures + 1)); fi
# The picture's title counts in the singular and the plural as the status line does.
check svg_one 0 "1" -- "$tessera" cover --svg "$tmp/one.svg" --board 1x3 --pieces I3
if ! grep -q '>case 1: 1 tiling<' "$tmp/one.svg"; then
  echo "FAIL svg_one: title is not 'case 1: 1 tiling'"; failures=$((failures + 1))
fi
check svg_two 0 "2" -- "$tessera" cover --svg "$tmp/two.svg" --board 3x3 --pieces I3
if ! grep -q '>case 1: 2 tilings<' "$tmp/two.svg"; then
  echo "FAIL svg_two: title is not 'case 1: 2 tilings'"; failures=$((failures + 1))
fi
json_witness="$("$tessera" cover --format json --show --board 2x3)"
if [[ "$json_witness" != *'"witness":[{'* ]]; then echo "FAIL json_witness: $json_witness"; failures=$((failures + 1)); fi
# Refused before the count: nothing is answered (tests/cli/common.sh has the message).
check svg_unwritable 2 "" -- "$tessera" cover --svg "$tmp/no/such/dir/out.svg" --board 2x3

# Bad inputs: position, message, exit 2; earlier cases already answered.
printf '2\n2 3\n...\n...\n2 3\n.?.\n...\n' > "$tmp/bad_char.txt"
check bad_char 2 "2" -- "$tessera" cover "$tmp/bad_char.txt"
check_stderr bad_char "bad_char.txt:6:2: expected '#' (blocked), '.' (free), '+' (optional) or a given piece's letter, found '?'"
# A board's marks (+ optional, letters given pieces) are refused by the counting DP, located.
printf '  ..+\n  ...\n' > "$tmp/optional_dp.txt"
check optional_dp 2 "" -- "$tessera" cover "$tmp/optional_dp.txt"
check_stderr optional_dp "optional_dp.txt:1:5: an optional cell '+' at row 1 column 3: the counting DP"
printf '1\n2 3\n...\n.LL\n' > "$tmp/given_dp.txt"
check given_dp 2 "" -- "$tessera" cover "$tmp/given_dp.txt"
check_stderr given_dp "given_dp.txt:4:2: a given piece's cell 'L' at row 2 column 2: the counting DP"
printf '1\n2 3\n...\n..\n' > "$tmp/short.txt"
check short_row 2 "" -- "$tessera" cover "$tmp/short.txt"
check_stderr short_row "short.txt:4:3: expected 3 cells in row 2, found 2"
printf '1\n2 3\n...\n' > "$tmp/truncated.txt"
check truncated 2 "" -- "$tessera" cover "$tmp/truncated.txt"
check_stderr truncated "truncated.txt:2:3: expected a board of at most 100000000 cells that fits in the rest of the input"
printf '1\n100000 100000\n.\n' > "$tmp/huge.txt"
check huge 2 "" -- "$tessera" cover "$tmp/huge.txt"
check_stderr huge "huge.txt:2:"
check empty 2 "" -- bash -c "printf '' | \"$tessera\" cover"
check_stderr empty "<stdin>:1:1: expected the number of test cases"
printf '1\n1 3\n...\n...\n' > "$tmp/extra.txt"
check extra 2 "1" -- "$tessera" cover --pieces I3 "$tmp/extra.txt"
check_stderr extra "extra.txt:4:1"
check missing_file 2 "" -- "$tessera" cover "$tmp/does-not-exist.txt"
check_stderr missing_file "cannot open"
check unknown_set 2 "" -- "$tessera" cover --pieces L3,heptominoes --board 3x3
check_stderr unknown_set "^--pieces:1:4: expected a piece set name"
check unknown_piece 2 "" -- "$tessera" cover --pieces pentominoes:Q --board 3x3
check_stderr unknown_piece "expected a piece of pentominoes"
check bad_spec 2 "" -- "$tessera" cover --pieces 'L3,,I3' --board 3x3
check_stderr bad_spec "^--pieces:1:4:"
check multiplicity 2 "" -- "$tessera" cover --pieces 'L3*0..4' --board 3x3
check_stderr multiplicity "multiplicity"
check bad_piece_file 2 "" -- "$tessera" cover --pieces "@$data/bad_pieces.txt" --board 3x3
check_stderr bad_piece_file "bad_pieces.txt:3:2: expected '#' or '.', found 'x'"
check missing_piece_file 2 "" -- "$tessera" cover --pieces "@$tmp/none.txt" --board 3x3
check_stderr missing_piece_file "cannot open"
check bad_board_size 2 "" -- "$tessera" cover --board 3y4
check_stderr bad_board_size "^--board:1:2: expected 'x'"
check board_and_file 2 "" -- "$tessera" cover --board 3x3 "$sample"
check_stderr board_and_file "either --board or an input FILE"
check too_wide 2 "" -- "$tessera" cover --board 30x30 --pieces pentominoes
check_stderr too_wide "too large for the counting DP"
check bad_mod 2 "" -- "$tessera" cover --mod 0 --board 3x3
check bad_threads 2 "" -- "$tessera" cover --threads 0 --board 3x3
check bad_orient 2 "" -- "$tessera" cover --orient sideways --board 3x3
check bad_format 2 "" -- "$tessera" cover --format xml --board 3x3

# --help lists every option of the table.
help="$("$tessera" cover --help)"
for option in --pieces --orient --board --mod --threads --max-memory --timeout --format --show --svg --stats; do
  if [[ "$help" != *"$option"* ]]; then echo "FAIL help: $option missing"; failures=$((failures + 1)); fi
done

# The demo runs the bundled examples.
demo="$("$tessera" demo)"
if [[ "$demo" != *"1514"* ]]; then echo "FAIL demo: $demo"; failures=$((failures + 1)); fi

if [[ "$failures" != 0 ]]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "all cover CLI checks passed"
