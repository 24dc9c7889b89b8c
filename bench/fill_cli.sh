#!/usr/bin/env bash
# Whole-CLI timings of `tessera fill` (figures for the README): the 50x50 checkerboard of 1,250
# one-cell pieces, and a 5,000x5,000 board and table in the text form with millions of pieces.
# Usage: bench/fill_cli.sh [path/to/tessera]   (default build/bin/tessera)
set -eu
bin="${1:-build/bin/tessera}"
src="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$bin" gen fill --rows 5000 --cols 5000 --slot 2 --seed 7 --drop 100 --print-answer >"$tmp/big.txt" 2>"$tmp/big.answer"
echo "5000x5000 text input: $(wc -c <"$tmp/big.txt") bytes, answer by construction $(cat "$tmp/big.answer")"
hyperfine -N --warmup 3 "$bin fill $src/examples/fill/checkerboard-50.json" "$bin fill $src/examples/fill/sample1.json"
hyperfine -N --warmup 1 --runs 5 "$bin fill $tmp/big.txt"
/usr/bin/time -v "$bin" fill --stats "$tmp/big.txt" 2>&1 | grep -E "fill:|^[0-9]|Elapsed|Maximum resident"
