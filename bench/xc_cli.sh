#!/usr/bin/env bash
# Whole-CLI timings of `tessera xc` on regenerated instances (bench/xc_instances.py), with both
# engines, and Knuth's programs side by side when their binaries are given:
#   bench/xc_cli.sh build/bin/tessera [DANCE_BINARY] [DLX1_BINARY]
# DANCE (Knuth's dance.w, 2000) reads the same lines without '|' comments; dlx1 reads the DLX format.
# Prints user CPU seconds (`/usr/bin/time -f %U`): the machine is shared, wall times vary.
set -eu
tessera="$1"
dance="${2:-}"
dlx1="${3:-}"
here="$(dirname "$0")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gen() { python3 "$here/xc_instances.py" "$@"; }
gen pentominoes 6x10 >"$work/p610.dlx"
gen queens 12 >"$work/q12.dlx"
gen queens 13 >"$work/q13.dlx"
gen langford 12 >"$work/l12.dlx"
gen bell 12 --ec >"$work/bell12.ec"
gen matching 16 --ec >"$work/matching16.ec"
user() { /usr/bin/time -f %U "$@" 2>&1 >/dev/null | tail -n 1; }
printf '%-16s %-8s %10s %12s\n' instance engine answer user_s
for f in p610.dlx q12.dlx q13.dlx l12.dlx bell12.ec matching16.ec; do
  for engine in bitset dlx; do
    answer="$("$tessera" xc --engine "$engine" "$work/$f")"
    printf '%-16s %-8s %10s %12s\n' "$f" "$engine" "$answer" "$(user "$tessera" xc --engine "$engine" "$work/$f")"
  done
  if [[ -n "$dance" && "$f" == *.dlx ]]; then
    grep -v '^|' "$work/$f" | sed 's/\./_/g' >"$work/$f.dance"
    printf '%-16s %-8s %10s %12s\n' "$f" DANCE - "$(user "$dance" <"$work/$f.dance")"
  fi
  if [[ -n "$dlx1" && "$f" == *.dlx ]]; then
    printf '%-16s %-8s %10s %12s\n' "$f" dlx1 - "$(user "$dlx1" <"$work/$f")"
  fi
done
