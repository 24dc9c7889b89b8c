#!/usr/bin/env bash
# The exact-cover search modes of `tessera cover` end to end: every search option at least once,
# outputs, exit statuses (3 when --limit/--timeout stop a run) and bad inputs.
# $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

P="--pieces pentominoes"
# Golden counts (Haselgrove 1960; Knuth, "Dancing Links", 2000): plain and up to symmetry.
check count_6x10 0 "9356" -- "$tessera" cover --board 6x10 $P --once
check count_3x20_sym 0 "2 up to symmetry (D2)" -- "$tessera" cover --board 3x20 $P --once --up-to-symmetry
check count_flag 0 "8" -- "$tessera" cover --board 3x20 $P --once --count
check scott 0 "65 up to symmetry (D4)" -- "$tessera" cover "$src/examples/cover_search/scott.txt" $P --once --up-to-symmetry
check tetrominoes 0 "0" -- "$tessera" cover --board 4x5 --pieces tetrominoes --once
# Both engines, and threads, give the same answers.
check dlx 0 "2 up to symmetry (D2)" -- "$tessera" cover --board 3x20 $P --once --up-to-symmetry --engine dlx
check bitboard 0 "1472" -- "$tessera" cover --board 4x15 $P --once --engine bitboard
check threads 0 "1472" -- "$tessera" cover --board 4x15 $P --once --threads 2
a="$("$tessera" cover --board 4x15 $P --once --all --format json)"
b="$("$tessera" cover --board 4x15 $P --once --all --format json --threads 2)"
[[ "$a" == "$b" && -n "$a" ]] || { echo "FAIL threads_all: outputs differ"; failures=$((failures + 1)); }

# The search agrees with the counting DP where both run (unlimited L-trominoes on the seed's boards).
check dp_agrees 0 "$("$tessera" cover "$src/examples/cover/boardcover.txt")" -- "$tessera" cover --count "$src/examples/cover/boardcover.txt"

# --find, --unique, --all with --limit.
check find 0 $'LLXWWZZUUU\nLXXXWWZUYU\nLFXTNWZZYY\nLFFTNNPPYV\nFFTTTNPPYV\nIIIIINPVVV' -- "$tessera" cover --board 6x10 $P --once --find
check find_none 0 "no solution" -- "$tessera" cover --board 4x5 --pieces tetrominoes --once --find
check unique_none 0 "no solution" -- "$tessera" cover --board 4x5 --pieces tetrominoes --once --unique
out="$("$tessera" cover --board 3x20 $P --once --unique)"
[[ "$(head -1 <<<"$out")" == "not unique" && "$(grep -c . <<<"$out")" == 7 ]] || { echo "FAIL unique: $out"; failures=$((failures + 1)); }
check unique_one 0 $'unique\n\nII' -- "$tessera" cover --board 1x2 --pieces domino --unique
check_status all_limit 3 -- "$tessera" cover --board 6x10 $P --once --all --limit 2
grep -q "2 solutions (stopped by --limit; more exist)" "$tmp/stdout" || { echo "FAIL all_limit output"; failures=$((failures + 1)); }
check all_exact_limit 0 "$("$tessera" cover --board 3x20 $P --once --all)" -- "$tessera" cover --board 3x20 $P --once --all --limit 8
check count_limit 3 "5 (stopped by --limit; more exist)" -- "$tessera" cover --board 3x20 $P --once --count --limit 5
check_status timeout 3 -- "$tessera" cover --board 6x10 $P --once --engine dlx --timeout 0.000001
grep -q "stopped by --timeout" "$tmp/stdout" || { echo "FAIL timeout output: $(cat "$tmp/stdout")"; failures=$((failures + 1)); }

# Multiplicities: exactly four L-trominoes in 3x4 (4 ways); at most three: none.
check exact_copies 0 "4" -- "$tessera" cover --board 3x4 --pieces 'L3*4' --count
check range_copies 0 "0" -- "$tessera" cover --board 3x4 --pieces 'L3*0..3' --count
check orient_fixed 0 "0" -- "$tessera" cover --board 2x3 --pieces 'L3*2' --orient fixed --count

# JSON: count, symmetry, solutions with 1-based cells, stop reason.
check json_count 0 '{"case":1,"count":"2","symmetry":"D2"}' -- "$tessera" cover --board 3x20 $P --once --up-to-symmetry --format json
check json_find 0 '{"case":1,"found":1,"solutions":[[{"cells":[[1,1],[1,2]],"piece":"I2"}]],"symmetry":"none"}' -- "$tessera" cover --board 1x2 --pieces domino --find --format json
check json_unique 0 '{"case":1,"found":1,"solutions":[[{"cells":[[1,1],[1,2]],"piece":"I2"}]],"symmetry":"none","unique":true}' -- "$tessera" cover --board 1x2 --pieces domino --unique --format json
# A find stops at its first solution and a uniqueness check at its second: neither claims a count
# (3x3 by I3 has 2 solutions, 6x10 by the pentominoes 9356).
out="$("$tessera" cover --board 3x3 --pieces I3 --find --format json)"
[[ "$out" == *'"found":1,'* && "$out" != *'"count"'* ]] || { echo "FAIL json_find_no_count: $out"; failures=$((failures + 1)); }
out="$("$tessera" cover --board 6x10 $P --once --unique --format json)"
[[ "$out" == *'"found":2,'* && "$out" == *'"unique":false'* && "$out" != *'"count"'* ]] || { echo "FAIL json_unique_no_count: $out"; failures=$((failures + 1)); }
check json_find_none 0 '{"case":1,"found":0,"solutions":[],"symmetry":"none"}' -- "$tessera" cover --board 4x5 --pieces tetrominoes --once --find --format json
out="$("$tessera" cover --board 6x10 $P --once --all --limit 1 --format json)"
[[ "$out" == *'"stopped":"limit"'* && "$out" == *'"count":"1"'* ]] || { echo "FAIL json_stopped: $out"; failures=$((failures + 1)); }

# --show, --svg, --stats.
out="$("$tessera" cover --board 3x20 $P --once --find --show)"
grep -q '+---+' <<<"$out" || { echo "FAIL show: $out"; failures=$((failures + 1)); }
check_status svg 0 -- "$tessera" cover --board 3x20 $P --once --all --svg "$tmp/all.svg"
[[ "$(grep -o '<svg' "$tmp/all.svg" | wc -l)" -ge 1 ]] || { echo "FAIL svg"; failures=$((failures + 1)); }
check_status stats 0 -- "$tessera" cover --board 3x20 $P --once --stats
check_stderr stats "nodes"
# --stats names the symmetry restriction: a piece used once (Knuth's X in 6x10), else the placement
# covering a cell the group fixes (identical pieces: the centre of 5x5 under D4).
check stats_piece 0 "2339 up to symmetry (D2)" -- "$tessera" cover --board 6x10 $P --once --up-to-symmetry --stats
check_stderr_has stats_piece "symmetry: piece X restricted to 8 of its 32 placements (one per orbit under 4 motions)"
check stats_cell 0 "0 up to symmetry (D4)" -- "$tessera" cover --board 5x5 --pieces 'pentominoes:Y*5' --up-to-symmetry --stats
check_stderr_has stats_cell "symmetry: the placement covering row 3 column 3 restricted to 3 of its 24 placements"

# Bad usage and bad input: exit 2 with a message.
check_status two_modes 2 -- "$tessera" cover --board 3x20 $P --once --find --all
check_stderr two_modes "at most one of"
check_status limit_find 2 -- "$tessera" cover --board 3x20 $P --once --find --limit 3
check_status bad_engine 2 -- "$tessera" cover --board 3x20 $P --once --engine magic
check_status bad_spec 2 -- "$tessera" cover --board 3x20 --pieces 'pentominoes*x' --once
check_status bad_board 2 -- "$tessera" cover --board 0x20 $P --once
printf '1\n2 2\n.x\n..\n' >"$tmp/bad.txt"
check_status bad_char 2 -- "$tessera" cover "$tmp/bad.txt" --pieces L3 --count
check_stderr bad_char "bad.txt:3:2"
check_status too_large 2 -- "$tessera" cover --board 100000x100000 $P --once
check_status bad_timeout 2 -- "$tessera" cover --board 3x20 $P --once --timeout -1

# Every option of the search table is exercised above.
for option in --once --find --all --count --unique --up-to-symmetry --limit --timeout --engine --threads; do
  grep -q -- "$option" "$0" || { echo "FAIL: option $option untested"; failures=$((failures + 1)); }
done
exit $((failures > 0))
