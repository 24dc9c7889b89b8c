#!/usr/bin/env bash
# The CLI contract for `tessera lpuzzle` and `tessera gen lpuzzle`: every option, outputs, exit statuses,
# and bad inputs. Usage: lpuzzle.sh TESSERA SOURCE_DIR
set -u
tessera=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

sample=$src/examples/lpuzzle/sample.txt
answers=$'YES\nNO'
check sample 0 "$answers" -- "$tessera" lpuzzle "$sample"
check stdin 0 "$answers" -- "$tessera" lpuzzle - <"$sample"
check threads 0 "$answers" -- "$tessera" lpuzzle --threads 1 "$sample"
check max_cells 0 "$answers" -- "$tessera" lpuzzle --max-cells 100 "$sample"
# CRLF, BOM and trailing blanks are accepted.
printf '\xef\xbb\xbf2  \r\n3 4\r\nBWW. \r\nWWBW\r\n..WB\r\n3 3\r\nW..\r\nBW.\r\nWBW\r\n' >"$tmp/crlf.txt"
check crlf 0 "$answers" -- "$tessera" lpuzzle "$tmp/crlf.txt"
# One pattern as bare rows (no count, no sizes), as `cover` takes a bare board; --check reads it too.
printf 'BWW.\nWWBW\n..WB\n' >"$tmp/bare.txt"
check bare 0 "YES" -- "$tessera" lpuzzle "$tmp/bare.txt"
check bare_stdin 0 "NO" -- "$tessera" lpuzzle - <<<$'W..\nBW.\nWBW'
"$tessera" lpuzzle --format json "$tmp/bare.txt" >"$tmp/bare.json"
check bare_check 0 "case 1: OK" -- "$tessera" lpuzzle --check "$tmp/bare.json" "$tmp/bare.txt"
printf 'BWW.\nWWBW\n..W\n' >"$tmp/ragged.txt"
check_err bare_ragged 2 "ragged.txt:3:4: expected 4 cells in row 3, found 3" -- "$tessera" lpuzzle "$tmp/ragged.txt"

# JSON: one document per case with the tiling; it passes --check, and a tampered one does not.
check_status json 0 -- "$tessera" lpuzzle --format json "$sample"
cp "$tmp/stdout" "$tmp/claims.json"
grep -q '^{"case":1,"answer":"YES","pieces":\[\[\[' "$tmp/claims.json" || fail json_shape "$(cat "$tmp/claims.json")"
grep -q '^{"case":2,"answer":"NO"}$' "$tmp/claims.json" || fail json_no "$(cat "$tmp/claims.json")"
verdicts=$'case 1: OK\ncase 2: OK'
check check 0 "$verdicts" -- "$tessera" lpuzzle --check "$tmp/claims.json" "$sample"
sed 's/\[\[1,1\],\[1,2\],\[2,1\]\]/[[1,1],[1,2],[2,2]]/' "$tmp/claims.json" >"$tmp/bad-claims.json"
check_status check_wrong 1 -- "$tessera" lpuzzle --check "$tmp/bad-claims.json" "$sample"
check_stdout_has check_wrong 'case 1: WRONG'

# The original output (YES/NO a line) is a claim too, as a judge sees a contestant's output.
"$tessera" lpuzzle "$sample" >"$tmp/answers.txt"
check check_answers 0 "$verdicts" -- "$tessera" lpuzzle --check "$tmp/answers.txt" "$sample"
check check_answers_wrong 1 $'case 1: WRONG: claimed NO, but a tiling exists\ncase 2: WRONG: claimed YES, but no tiling exists' -- "$tessera" lpuzzle --check - "$sample" <<<$'NO\nYES'
check check_answers_case 1 $'case 1: OK\ncase 2: WRONG: expected YES or NO, found \'no\'\ncase 3: WRONG: the input has only 2 cases' -- "$tessera" lpuzzle --check - "$sample" <<<$'YES\nno\nNO'
check check_answers_short 1 $'case 1: OK\ncase 2: WRONG: no claim for this case' -- "$tessera" lpuzzle --check - "$sample" <<<'YES'

# Claims are matched by their "case" number; claims for cases the input lacks are wrong.
tac "$tmp/claims.json" >"$tmp/reversed.json"
check check_reversed 0 "$verdicts" -- "$tessera" lpuzzle --check "$tmp/reversed.json" "$sample"
cat "$tmp/claims.json" >"$tmp/surplus.json"
echo '{"case":3,"answer":"NO"}' >>"$tmp/surplus.json"
check_status check_surplus 1 -- "$tessera" lpuzzle --check "$tmp/surplus.json" "$sample"
check_stdout_has check_surplus 'case 3: WRONG'
echo '{"answer":"NO"}' >"$tmp/nocase.json"
check_err check_nocase 2 "nocase.json:1:1: expected a \"case\" number" -- "$tessera" lpuzzle --check "$tmp/nocase.json" "$sample"
# A claim whose answer is not a string is a wrong claim, not a crash; a second claim for a case is
# an error at its line.
printf '{"case":1,"answer":5}\n{"case":2,"answer":"NO"}\n' >"$tmp/number-answer.json"
check check_number_answer 1 $'case 1: WRONG: the claim has no "answer" YES or NO\ncase 2: OK' -- "$tessera" lpuzzle --check "$tmp/number-answer.json" "$sample"
{ cat "$tmp/claims.json"; echo '{"case":2,"answer":"NO"}'; } >"$tmp/twice.json"
check check_twice 2 "" -- "$tessera" lpuzzle --check "$tmp/twice.json" "$sample"
check_stderr_has check_twice "twice.json:3:1: expected one claim per case, found a second for case 2"

# Pictures: --show in plain text (not a TTY), --svg writes an SVG, --stats reports on stderr.
check_status show 0 -- "$tessera" lpuzzle --show "$sample"
grep -q '^+---+' "$tmp/stdout" || fail show "no picture: $(cat "$tmp/stdout")"
grep -q $'\x1b\[' "$tmp/stdout" && fail show "colour on a pipe"
check svg 0 "$answers" -- "$tessera" lpuzzle --svg "$tmp/out.svg" "$sample"
grep -q '<svg' "$tmp/out.svg" || fail svg "wrote no SVG"
check stats 0 "$answers" -- "$tessera" lpuzzle --stats "$sample"
check_stderr_has stats "literals"

# The generator: each kind, answers known by construction.
"$tessera" gen lpuzzle --rows 40 --cols 50 --cases 5 --seed 3 --kind yes --density 0.7 >"$tmp/yes.txt" || fail gen_yes "exit $?"
[ "$("$tessera" lpuzzle "$tmp/yes.txt" | sort -u)" = YES ] || fail gen_yes "generated yes cases are not all YES"
"$tessera" gen lpuzzle --rows 20 --cols 20 --cases 5 --seed 3 --kind no >"$tmp/no.txt" || fail gen_no "exit $?"
[ "$("$tessera" lpuzzle "$tmp/no.txt" | sort -u)" = NO ] || fail gen_no "generated no cases are not all NO"
"$tessera" gen lpuzzle --rows 5 --cols 5 --cases 3 --kind random >"$tmp/random.txt" || fail gen_random "exit $?"
check_status gen_random 0 -- "$tessera" lpuzzle "$tmp/random.txt"
[ "$(wc -l <"$tmp/stdout")" = 3 ] || fail gen_random "expected 3 answers, got: $(cat "$tmp/stdout")"
a=$("$tessera" gen lpuzzle --rows 9 --cols 9 --seed 5); b=$("$tessera" gen lpuzzle --rows 9 --cols 9 --seed 5)
[ "$a" = "$b" ] || fail gen_seed "the generator is not deterministic in its seed"

# Bad input: FILE:LINE:COL, exit 2, earlier answers kept.
printf '2\n1 1\n.\n2 2\nBW\nWx\n' >"$tmp/bad.txt"
check bad_char 2 "YES" -- "$tessera" lpuzzle "$tmp/bad.txt"
check_stderr_has bad_char "$tmp/bad.txt:6:2: expected 'B', 'W' or '.', found 'x'"
check_err empty 2 "<stdin>:1:1: expected the number of test cases" -- "$tessera" lpuzzle - </dev/null
printf '1\n100000 100000\nBW\n' >"$tmp/huge.txt"
check_err huge 2 "over the limit" -- "$tessera" lpuzzle "$tmp/huge.txt"
printf '1\n1000 1000\nBW\n' >"$tmp/trunc.txt"
check_err truncated 2 "truncated" -- "$tessera" lpuzzle "$tmp/trunc.txt"
check_err missing 2 "cannot open" -- "$tessera" lpuzzle "$tmp/missing.txt"
check_err directory 2 "is a directory" -- "$tessera" lpuzzle "$tmp"
printf '1 2\n2 2\nBW\nW.\n' >"$tmp/stray.txt"
check_err stray 2 "stray.txt:1:3: expected the end of the line after the number of test cases, found '2'" -- "$tessera" lpuzzle "$tmp/stray.txt"
check_err gen_huge 2 "over the limit" -- "$tessera" gen lpuzzle --rows 100000 --cols 100000
check_status bad_format 2 -- "$tessera" lpuzzle --format xml "$sample"
check_status bad_threads 2 -- "$tessera" lpuzzle --threads 0 "$sample"
check_status bad_kind 2 -- "$tessera" gen lpuzzle --kind maybe
check_status help 0 -- "$tessera" lpuzzle --help
check_status version 0 -- "$tessera" --version
grep -q '^tessera [0-9]' "$tmp/stdout" || fail version "$(cat "$tmp/stdout")"

finish lpuzzle
