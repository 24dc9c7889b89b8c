#!/usr/bin/env bash
# The CLI contract for `tessera lpuzzle` and `tessera gen lpuzzle`: every option, outputs, exit statuses,
# and bad inputs. Usage: lpuzzle.sh TESSERA SOURCE_DIR
set -u
tessera=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# expect STATUS EXPECTED_STDOUT_FILE_OR_- STDERR_SUBSTRING -- command...
check() {
  local want_status=$1 want_out=$2 want_err=$3
  shift 4
  "$@" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  [ "$status" = "$want_status" ] || fail "$* exited $status, expected $want_status ($(head -c 300 "$tmp/err"))"
  if [ "$want_out" != - ] && ! diff -q "$tmp/out" "$want_out" >/dev/null; then
    fail "$*: stdout differs: $(head -c 300 "$tmp/out")"
  fi
  if [ -n "$want_err" ] && ! grep -qF -- "$want_err" "$tmp/err"; then
    fail "$*: stderr lacks '$want_err': $(head -c 300 "$tmp/err")"
  fi
}

sample=$src/examples/lpuzzle/sample.txt
printf 'YES\nNO\n' >"$tmp/sample.expected"
check 0 "$tmp/sample.expected" "" -- "$tessera" lpuzzle "$sample"
check 0 "$tmp/sample.expected" "" -- "$tessera" lpuzzle - <"$sample"
check 0 "$tmp/sample.expected" "" -- "$tessera" lpuzzle --threads 1 "$sample"
check 0 "$tmp/sample.expected" "" -- "$tessera" lpuzzle --max-cells 100 "$sample"
# CRLF, BOM and trailing blanks are accepted.
printf '\xef\xbb\xbf2  \r\n3 4\r\nBWW. \r\nWWBW\r\n..WB\r\n3 3\r\nW..\r\nBW.\r\nWBW\r\n' >"$tmp/crlf.txt"
check 0 "$tmp/sample.expected" "" -- "$tessera" lpuzzle "$tmp/crlf.txt"

# JSON: one document per case with the tiling; it passes --check, and a tampered one does not.
"$tessera" lpuzzle --format json "$sample" >"$tmp/claims.json" || fail "json run"
grep -q '^{"case":1,"answer":"YES","pieces":\[\[\[' "$tmp/claims.json" || fail "json shape: $(cat "$tmp/claims.json")"
grep -q '^{"case":2,"answer":"NO"}$' "$tmp/claims.json" || fail "json NO case"
printf 'case 1: OK\ncase 2: OK\n' >"$tmp/check.expected"
check 0 "$tmp/check.expected" "" -- "$tessera" lpuzzle --check "$tmp/claims.json" "$sample"
sed 's/\[\[1,1\],\[1,2\],\[2,1\]\]/[[1,1],[1,2],[2,2]]/' "$tmp/claims.json" >"$tmp/bad-claims.json"
check 1 - "" -- "$tessera" lpuzzle --check "$tmp/bad-claims.json" "$sample"
grep -q 'case 1: WRONG' "$tmp/out" || fail "--check did not catch a wrong tiling: $(cat "$tmp/out")"

# Claims are matched by their "case" number; claims for cases the input lacks are wrong.
tac "$tmp/claims.json" >"$tmp/reversed.json"
check 0 "$tmp/check.expected" "" -- "$tessera" lpuzzle --check "$tmp/reversed.json" "$sample"
cat "$tmp/claims.json" >"$tmp/surplus.json"
echo '{"case":3,"answer":"NO"}' >>"$tmp/surplus.json"
check 1 - "" -- "$tessera" lpuzzle --check "$tmp/surplus.json" "$sample"
grep -q 'case 3: WRONG' "$tmp/out" || fail "--check accepted a claim for a case the input lacks"
echo '{"answer":"NO"}' >"$tmp/nocase.json"
check 2 - "nocase.json:1:1: expected a \"case\" number" -- "$tessera" lpuzzle --check "$tmp/nocase.json" "$sample"

# Pictures: --show in plain text (not a TTY), --svg writes an SVG, --stats reports on stderr.
check 0 - "" -- "$tessera" lpuzzle --show "$sample"
grep -q '^+---+' "$tmp/out" || fail "--show drew no picture"
grep -q $'\x1b\[' "$tmp/out" && fail "--show used colour on a pipe"
check 0 "$tmp/sample.expected" "" -- "$tessera" lpuzzle --svg "$tmp/out.svg" "$sample"
grep -q '<svg' "$tmp/out.svg" || fail "--svg wrote no SVG"
check 0 "$tmp/sample.expected" "literals" -- "$tessera" lpuzzle --stats "$sample"

# The generator: each kind, answers known by construction.
"$tessera" gen lpuzzle --rows 40 --cols 50 --cases 5 --seed 3 --kind yes --density 0.7 >"$tmp/yes.txt" || fail "gen yes"
[ "$("$tessera" lpuzzle "$tmp/yes.txt" | sort -u)" = YES ] || fail "generated yes cases are not all YES"
"$tessera" gen lpuzzle --rows 20 --cols 20 --cases 5 --seed 3 --kind no >"$tmp/no.txt" || fail "gen no"
[ "$("$tessera" lpuzzle "$tmp/no.txt" | sort -u)" = NO ] || fail "generated no cases are not all NO"
"$tessera" gen lpuzzle --rows 5 --cols 5 --cases 3 --kind random >"$tmp/random.txt" || fail "gen random"
check 0 - "" -- "$tessera" lpuzzle "$tmp/random.txt"
[ "$(wc -l <"$tmp/out")" = 3 ] || fail "random: expected 3 answers"
a=$("$tessera" gen lpuzzle --rows 9 --cols 9 --seed 5); b=$("$tessera" gen lpuzzle --rows 9 --cols 9 --seed 5)
[ "$a" = "$b" ] || fail "the generator is not deterministic in its seed"

# Bad input: FILE:LINE:COL, exit 2, earlier answers kept.
printf '2\n1 1\n.\n2 2\nBW\nWx\n' >"$tmp/bad.txt"
printf 'YES\n' >"$tmp/bad.expected"
check 2 "$tmp/bad.expected" "$tmp/bad.txt:6:2: expected 'B', 'W' or '.', found 'x'" -- "$tessera" lpuzzle "$tmp/bad.txt"
check 2 - "<stdin>:1:1: expected the number of test cases" -- "$tessera" lpuzzle - </dev/null
printf '1\n100000 100000\nBW\n' >"$tmp/huge.txt"
check 2 - "over the limit" -- "$tessera" lpuzzle "$tmp/huge.txt"
printf '1\n1000 1000\nBW\n' >"$tmp/trunc.txt"
check 2 - "truncated" -- "$tessera" lpuzzle "$tmp/trunc.txt"
check 2 - "cannot open" -- "$tessera" lpuzzle "$tmp/missing.txt"
check 2 - "is a directory" -- "$tessera" lpuzzle "$tmp"
printf '1 2\n2 2\nBW\nW.\n' >"$tmp/stray.txt"
check 2 - "stray.txt:1:3: expected the end of the line after the number of test cases, found '2'" -- "$tessera" lpuzzle "$tmp/stray.txt"
check 2 - "over the limit" -- "$tessera" gen lpuzzle --rows 100000 --cols 100000
check 2 - "" -- "$tessera" lpuzzle --format xml "$sample"
check 2 - "" -- "$tessera" lpuzzle --threads 0 "$sample"
check 2 - "" -- "$tessera" gen lpuzzle --kind maybe
check 0 - "" -- "$tessera" lpuzzle --help
check 0 - "" -- "$tessera" --version
grep -q '^tessera [0-9]' "$tmp/out" || fail "--version: $(cat "$tmp/out")"

echo "$((failures == 0 ? 1 : 0)) passed, $failures failed"
[ "$failures" = 0 ]
