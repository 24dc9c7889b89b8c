#!/usr/bin/env bash
# The designer's puzzles in `tessera cover` end to end (issue 25 §1): optional cells ('+'), given
# pieces (a piece's letter in the board), --colours checker and a piece file's own motions, in
# every search mode, and their located errors (exit 2).
# $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

P="--pieces pentominoes"
# Dana Scott's board (1958; Knuth, "Dancing Links", 2000): 65 up to symmetry, 520 in all; its
# centre as a given O tetromino, or as four optional cells the 60 pentomino cells leave empty.
sed 's/##/OO/' "$src/examples/cover_search/scott.txt" > "$tmp/scott_given.txt"
sed 's/##/++/' "$src/examples/cover_search/scott.txt" > "$tmp/scott_optional.txt"
PO="--pieces pentominoes,tetrominoes:O"
check given_sym 0 "65 up to symmetry (D4)" -- "$tessera" cover "$tmp/scott_given.txt" $PO --once --up-to-symmetry
check given_count 0 "520" -- "$tessera" cover "$tmp/scott_given.txt" $PO --once
check given_threads 0 "520" -- "$tessera" cover "$tmp/scott_given.txt" $PO --once --threads 2
check given_limit 3 "10 (stopped by --limit; more exist)" -- "$tessera" cover "$tmp/scott_given.txt" $PO --once --count --limit 10
check optional_sym 0 "65 up to symmetry (D4)" -- "$tessera" cover "$tmp/scott_optional.txt" $P --once --up-to-symmetry
check optional_count 0 "520" -- "$tessera" cover "$tmp/scott_optional.txt" $P --once
# Solutions show the given pieces; optional cells left empty print '+', and JSON lists the given
# pieces first.
"$tessera" cover "$tmp/scott_given.txt" $PO --once --find > "$tmp/find.txt"
sed -n 4p "$tmp/find.txt" | grep -q '^...OO...$' || { echo "FAIL given_find: $(cat "$tmp/find.txt")"; failures=$((failures + 1)); }
"$tessera" cover "$tmp/scott_optional.txt" $P --once --find > "$tmp/find.txt"
sed -n 4p "$tmp/find.txt" | grep -q '^...++...$' || { echo "FAIL optional_find: $(cat "$tmp/find.txt")"; failures=$((failures + 1)); }
json="$("$tessera" cover "$tmp/scott_given.txt" $PO --once --all --limit 1 --format json)"
[[ "$json" == *'"solutions":[[{"cells":[[4,4],[4,5],[5,4],[5,5]],"piece":"O"}'* ]] || { echo "FAIL given_json: $json"; failures=$((failures + 1)); }
check given_unique 0 "not unique" -- bash -c "\"$tessera\" cover \"$tmp/scott_given.txt\" $PO --once --unique | head -1"
# Optional cells with unlimited copies: a 1x3 strip '.+.' by dominoes and monominoes, the middle
# free to stay empty: covered (3 ways: m m m, d m, m d) or empty (1 way: m _ m).
printf '.+.\n' > "$tmp/strip.txt"
check strip 0 "4" -- "$tessera" cover "$tmp/strip.txt" --pieces monomino,domino --count
check strip_all 0 "4 solutions" -- bash -c "\"$tessera\" cover \"$tmp/strip.txt\" --pieces monomino,domino --all | tail -1"
"$tessera" cover "$tmp/strip.txt" --pieces monomino,domino --count --stats 2> "$tmp/stats.txt" > /dev/null
grep -q "3 free cells, 1 optional" "$tmp/stats.txt" || { echo "FAIL stats_optional: $(cat "$tmp/stats.txt")"; failures=$((failures + 1)); }

# --colours checker: a checkered domino fits a checkered board in both colourings, so 2x2 keeps
# its 2 tilings; the checkered 6x10 pentomino count, named in --stats.
check checker_2x2 0 "2" -- "$tessera" cover --board 2x2 --pieces domino --count --colours checker
"$tessera" cover --board 4x5 $P --once --count --colours checker --stats 2> "$tmp/stats.txt" > /dev/null
grep -q "colours checker" "$tmp/stats.txt" || { echo "FAIL stats_colours: $(cat "$tmp/stats.txt")"; failures=$((failures + 1)); }

# A piece file's own motions override --orient: L-trominoes tile 2x3 in 2 ways, each pairing an L
# with its half-turn, so a fixed L tiles it in none.
printf 'L rotate\n#.\n##\n' > "$tmp/l_rotate.pieces"
printf 'L fixed\n#.\n##\n' > "$tmp/l_fixed.pieces"
check motions_rotate 0 "2" -- "$tessera" cover --board 2x3 --pieces "@$tmp/l_rotate.pieces" --orient fixed
check motions_fixed 0 "0" -- "$tessera" cover --board 2x3 --pieces "@$tmp/l_fixed.pieces"
check motions_search 0 "0" -- "$tessera" cover --board 2x3 --pieces "@$tmp/l_fixed.pieces" --count

# Located errors, exit 2.
printf 'L sideways\n#.\n##\n' > "$tmp/bad_motion.pieces"
check bad_motion 2 "" -- "$tessera" cover --board 2x3 --pieces "@$tmp/bad_motion.pieces"
check_stderr bad_motion "bad_motion.pieces:1:3: expected the piece's motions (fixed, rotate or free)"
printf 'L\n#+\n##\n' > "$tmp/plus_piece.pieces"
check plus_in_piece 2 "" -- "$tessera" cover --board 2x3 --pieces "@$tmp/plus_piece.pieces"
check_stderr plus_in_piece "plus_piece.pieces:2:2: expected '#' or '.', found '+'"
printf '....\n.XX.\n..X.\n' > "$tmp/not_congruent.txt"
check not_congruent 2 "" -- "$tessera" cover "$tmp/not_congruent.txt" $P --once
check_stderr not_congruent "not_congruent.txt:2:2: case 1: a given piece 'X' of 3 cells is not congruent to piece X (5 cells)"
printf '1\n2 3\n...\n.Q.\n' > "$tmp/unknown_piece.txt"
check unknown_given 2 "" -- "$tessera" cover "$tmp/unknown_piece.txt" $P --once
check_stderr unknown_given "unknown_piece.txt:4:2: case 1: a given piece 'Q': no piece whose name starts with 'Q'"
check colours_lattice 2 "" -- "$tessera" cover --lattice tri --board 2x2 --pieces triamonds --count --colours checker
check_stderr colours_lattice "goes with the square grid"
check checkpoint_refused 2 "" -- "$tessera" cover "$tmp/strip.txt" --pieces monomino,domino --count --checkpoint "$tmp/c.json"
check_stderr checkpoint_refused "do not record optional cells"
check unknown_colour 2 "" -- "$tessera" cover --board 2x2 --pieces domino --count --colours purple
check_stderr unknown_colour "colours"
printf '..+\n...\n' > "$tmp/optional_dp.txt"
check optional_dp 2 "" -- "$tessera" cover "$tmp/optional_dp.txt" --pieces domino
check_stderr optional_dp "optional_dp.txt:1:3: an optional cell '+' at row 1 column 3: the counting DP"
exit $((failures > 0))
