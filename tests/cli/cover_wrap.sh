#!/usr/bin/env bash
# `tessera cover --wrap` end to end: published counts on tubes, rings and tori (search and DP), the
# group names, the seam in pictures and JSON, the engines' refusal and the DP's limits.
# $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

# Polyform Puzzler: Tetrominoes5x4Tube (7 solutions) and Pentominoes3x20Loop (2 solutions).
check tube 0 "7 up to symmetry (C5 x D2)" -- "$tessera" cover --board 4x5 --wrap cols --pieces tetrominoes --once --up-to-symmetry
check tube_plain 0 "140" -- "$tessera" cover --board 4x5 --wrap cols --pieces tetrominoes --once
check ring 0 "2 up to symmetry (C20 x D2)" -- "$tessera" cover --board 3x20 --wrap cols --pieces pentominoes --once --up-to-symmetry
check ring_json 0 '{"case":1,"count":"7","symmetry":"C5 x D2","wrap":"cols"}' -- "$tessera" cover --board 4x5 --wrap cols --pieces tetrominoes --once --up-to-symmetry --format json
# The same tube given as rows wrapping, transposed: the same counts.
check tube_rows 0 "7 up to symmetry (C5 x D2)" -- "$tessera" cover --board 5x4 --wrap rows --pieces tetrominoes --once --up-to-symmetry
# OEIS A335586: domino tilings of the 2n x 2n torus, by the DP and by the search.
check torus_dp 0 "311853312" -- "$tessera" cover --board 8x8 --wrap both --pieces domino
check torus_search 0 "272" -- "$tessera" cover --board 4x4 --wrap both --pieces domino --count
check torus_json 0 '{"case":1,"count":"90176","wrap":"both"}' -- "$tessera" cover --board 6x6 --wrap both --pieces domino --format json
check torus_mod 0 "312" -- "$tessera" cover --board 8x8 --wrap both --pieces domino --mod 1000
# The DP and the search agree on a tube with holes read from a file (every case wraps).
printf '2\n3 6\n......\n.#....\n......\n4 4\n....\n....\n....\n....\n' >"$tmp/boards.txt"
dp="$("$tessera" cover --wrap cols "$tmp/boards.txt")"
check dp_search 0 "$dp" -- "$tessera" cover --wrap cols --count "$tmp/boards.txt"
# Pictures: a piece crossing the seam is drawn in both halves with ':' (left/right) or '...'.
check_status show 0 -- "$tessera" cover --board 4x5 --wrap cols --pieces tetrominoes --once --find --show
grep -q '^: ' "$tmp/stdout" || fail show_seam "no ':' seam mark: $(cat "$tmp/stdout")"
check_status show_rows 0 -- "$tessera" cover --board 3x4 --wrap rows --pieces L3 --show
grep -q '\.\.\.' "$tmp/stdout" || fail show_rows_seam "no '...' seam mark: $(cat "$tmp/stdout")"
check_status svg 0 -- "$tessera" cover --board 4x5 --wrap cols --pieces tetrominoes --once --find --svg "$tmp/w.svg"
grep -q 'class="seam"' "$tmp/w.svg" || fail svg_seam "no seam in the SVG"
# Refusals: the bitboard engine, a DP with too many start profiles, a bad --wrap.
check_err bitboard 2 "the board wraps around" -- "$tessera" cover --board 4x5 --wrap cols --pieces tetrominoes --once --engine bitboard
check_err dp_limit 2 "2^20 start profiles (at most 2^16)" -- "$tessera" cover --board 20x20 --wrap both --pieces domino
check_err dp_memory 2 "needs more than 1 MiB of states (--max-memory)" -- "$tessera" cover --board 6x12 --wrap cols --pieces tetrominoes --max-memory 1
check_err dp_window 2 "would need more than 64 bits" -- "$tessera" cover --board 8x30 --wrap cols --pieces pentominoes
check_status dp_timeout 3 -- "$tessera" cover --board 6x12 --wrap cols --pieces pentominoes --timeout 0.2
check_err bad_wrap 2 "--wrap" -- "$tessera" cover --board 4x4 --wrap sideways
# Up to symmetry on a big torus: the group's action (7200 x 56,700 placements) is refused before it
# is built, with its size; nothing on stdout.
check_err symmetry_memory 2 "C30 x C30 x D4) acting on its 56700 placements: 1557.3 MiB, over the limit of 512 MiB" -- "$tessera" cover --board 30x30 --wrap both --pieces pentominoes --up-to-symmetry
[ -s "$tmp/stdout" ] && fail symmetry_memory_stdout "$(cat "$tmp/stdout")"
# --stats names the wrap.
check_status stats 0 -- "$tessera" cover --board 4x5 --wrap cols --pieces tetrominoes --once --up-to-symmetry --stats
check_stderr_has stats "(--wrap cols)"
check_stderr_has stats "C5 x D2 (20 motions)"
exit $((failures > 0))
