#!/usr/bin/env bash
# `tessera cover` searches on boxes past 128 cells (the wide bitboard engine) end to end: golden
# counts inside big boxes of holes, both engines and threads agreeing, and --engine bitboard
# refusing a board it cannot hold.
# $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

# Dana Scott's 8x8 board with its 2x2 hole, centred in an 18x18 box of holes: 65 up to symmetry,
# 520 plain (Scott 1958; Knuth, "Dancing Links", 2000).
for r in $(seq 0 17); do
  row=""
  for c in $(seq 0 17); do
    if ((r >= 5 && r < 13 && c >= 5 && c < 13)) && ! ((r >= 8 && r < 10 && c >= 8 && c < 10)); then
      row+="."
    else
      row+="#"
    fi
  done
  echo "$row"
done >"$tmp/scott18.txt"
P="--pieces pentominoes --once"
check scott18 0 "65 up to symmetry (D4)" -- "$tessera" cover "$tmp/scott18.txt" $P --up-to-symmetry --engine bitboard
check scott18_plain 0 "520" -- "$tessera" cover "$tmp/scott18.txt" $P --threads 2
check scott18_dlx 0 "65 up to symmetry (D4)" -- "$tessera" cover "$tmp/scott18.txt" $P --up-to-symmetry --engine dlx
a="$("$tessera" cover "$tmp/scott18.txt" $P --all --format json)"
b="$("$tessera" cover "$tmp/scott18.txt" $P --all --format json --threads 2)"
[[ "$a" == "$b" && -n "$a" ]] || fail threads_all "outputs differ"
"$tessera" cover "$tmp/scott18.txt" $P --stats --up-to-symmetry >"$tmp/out" 2>&1
grep -q "engine bitboard" "$tmp/out" || fail stats_engine "$(cat "$tmp/out")"

# --engine bitboard on a board it cannot hold says so (exit 2) instead of running dancing links.
check_status refuse_box 2 -- "$tessera" cover --board 40x40 --pieces domino --count --engine bitboard
grep -q "cannot hold this problem: the board's box has 1600 cells (at most 1024)" "$tmp/stderr" ||
  fail refuse_box_message "$(cat "$tmp/stderr")"

if ((failures > 0)); then
  echo "$failures failure(s)"
  exit 1
fi
echo "all cover_wide checks passed"
