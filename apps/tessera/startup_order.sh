#!/usr/bin/env bash
# Writes apps/tessera/startup_order.txt: the functions a tiny solve runs, for lld's
# --symbol-ordering-file (CMakeLists.txt, TESSERA_STATIC_CLI). Laid out together, they fault in
# from far fewer pages of text: a 4x5 cover took 77 page faults with the default layout, 51 with
# this one (issue 15: tiny problems start fast; docs/exact_cover.md, "Tiny problems"). A name that
# no longer exists is ignored by the linker, so a stale list costs speed, never correctness: rerun
# this after changing what the start-up path calls. Needs valgrind (callgrind).
# Usage: apps/tessera/startup_order.sh [build/bin/tessera]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cli="${1:-$root/build/bin/tessera}"
out="$root/apps/tessera/startup_order.txt"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# Every function executed, mangled, once each, in the order callgrind names them; the tiny
# solve, the top-level --help and a subcommand's --help (the paths a user starts on).
n=0
for args in "cover --board 4x5 --pieces pentominoes --once" "cover --help" "--help"; do
  n=$((n + 1))
  # shellcheck disable=SC2086
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$tmp/cg.$n" "$cli" $args \
    >/dev/null 2>&1
done
{
  echo "# Made by apps/tessera/startup_order.sh (see there): the symbols a tiny solve runs, one a line."
  # (callgrind's own names, "(below main)" and "f'2" for recursion levels, are not symbols)
  cat "$tmp"/cg.1 "$tmp"/cg.2 "$tmp"/cg.3 | sed -nE 's/^c?fn=\([0-9]+\) (.+)$/\1/p' |
    grep -v -e '^0x' -e '[ (]' -e "'" | awk '!seen[$0]++'
} >"$out"
echo "wrote $out ($(($(wc -l <"$out") - 1)) symbols)"
