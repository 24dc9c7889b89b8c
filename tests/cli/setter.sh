#!/usr/bin/env bash
# CLI test of the setter's kit: `tessera gen` (every problem, every kind, every option), `tessera
# validate` (exit 0 / 2, --kattis 42 / 43), `tessera package` (a Kattis package whose validator
# and reference solution work) and `tessera judge`'s contract (exit statuses, --format json,
# --tests). The seeds' programs are judged in tests/cli/judge_seeds.sh.
# $1 = the tessera binary, $2 = the source directory.
set -u
bin="$(realpath "$1")"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
py=/usr/bin/python3

source "$(dirname "$0")/lib.bash"

kinds() {  # the kinds `gen PROBLEM --help` lists
  "$bin" gen "$1" --help | sed -n '/^Kinds:/,/^The same/p' | awk 'NF > 1 && $1 != "Kinds:" && $1 != "The" {print $1}'
}

# Every kind of every problem: generated, valid (but fill's construct, tessera's own format), and
# the same bytes twice.
for p in lpuzzle boardcover omok fill; do
  [[ -n "$(kinds "$p")" ]] || fail "kinds_$p" "no kinds listed"
  for k in $(kinds "$p"); do
    "$bin" gen "$p" --kind "$k" --seed 5 >"$tmp/$p-$k.in" 2>"$tmp/err" || fail "gen_${p}_$k" "exit $?: $(cat "$tmp/err")"
    cmp -s "$tmp/$p-$k.in" <("$bin" gen "$p" --kind "$k" --seed 5) || fail "gen_${p}_${k}_twice" "other bytes"
    [[ "$p/$k" == fill/construct ]] && continue
    check_status "valid_${p}_$k" 0 -- "$bin" validate "$p" "$tmp/$p-$k.in"
    check_status "kattis_${p}_$k" 42 -- "$bin" validate "$p" "$tmp/$p-$k.in" --kattis
  done
done
cmp -s <("$bin" gen cover --kind one --seed 3) <("$bin" gen boardcover --kind one --seed 3) || fail gen_cover_alias "gen cover differs from gen boardcover"

# Options: cases, sizes, the answer on stderr, lpuzzle's density, fill's construct options.
"$bin" gen lpuzzle --kind yes --cases 3 --rows 4 --cols 7 --density 0.5 --seed 2 --print-answer >"$tmp/g.in" 2>"$tmp/g.ans"
[[ "$(head -n 2 "$tmp/g.in")" == $'3\n4 7' ]] || fail gen_lpuzzle_sizes "$(head -n 2 "$tmp/g.in")"
check print_answer_lpuzzle 0 "YES YES YES" -- cat "$tmp/g.ans"
"$bin" gen boardcover --kind one --rows 5 --cols 6 --cases 2 --print-answer >"$tmp/g.in" 2>"$tmp/g.ans"
check print_answer_cover 0 "1 1" -- cat "$tmp/g.ans"
check print_answer_omok 0 "0" -- bash -c "'$bin' gen omok --kind six --print-answer 2>&1 >/dev/null"
"$bin" gen fill --kind full --rows 12 --print-answer >"$tmp/g.in" 2>"$tmp/g.ans"
check print_answer_fill 0 "$("$bin" fill "$tmp/g.in")" -- cat "$tmp/g.ans"
check gen_fill_text 0 "$("$bin" fill "$tmp/g.in")" -- bash -c "'$bin' gen fill --kind full --rows 12 --format text | '$bin' fill"
"$bin" gen fill --slot 3 --drop 200 --flip --rows 30 --cols 40 --format json >"$tmp/c.json"
check gen_fill_construct_json 0 "" -- bash -c "head -c 1 '$tmp/c.json' | grep -q '{'"
# The sizes the statements allow, and past them only when asked.
check_err lpuzzle_over 2 "over the limit of 500 rows and columns of BOJ 3654 (--beyond-limits lifts it)" -- "$bin" gen lpuzzle --rows 501
check_status lpuzzle_beyond 0 -- "$bin" gen lpuzzle --rows 501 --cols 3 --beyond-limits
check_err lpuzzle_cases 2 "101 cases is over the limit of 100" -- "$bin" gen lpuzzle --cases 101
check_err boardcover_over 2 "21x3 is over the limit of 20" -- "$bin" gen boardcover --rows 21 --cols 3
check_err fill_over 2 "a side of 51 is outside 3..50" -- "$bin" gen fill --kind random --rows 51
check_status fill_beyond 0 -- "$bin" gen fill --kind random --rows 51 --beyond-limits
check_err fill_square 2 "square" -- "$bin" gen fill --kind random --rows 5 --cols 6
check_status omok_cases 2 -- "$bin" gen omok --cases 2  # no such option: one 19x19 board per input
check_err one_too_small 2 "--kind one cannot keep its promise on a 1x5 board" -- "$bin" gen boardcover --kind one --rows 1 --cols 5
check_status bad_kind 2 -- "$bin" gen omok --kind nine
# Issue 22: `--kind no` promised patterns that pass the counting checks, and on tiny boards printed
# ones that fail them (2x2 seed 3: W. / .B). Those sizes are refused now; 2x5 and 3x3 keep it.
check_err no_2x2 2 "--kind no: no 2x2 pattern passes the counting checks" -- "$bin" gen lpuzzle --kind no --rows 2 --cols 2 --seed 3
check_err no_2x3 2 "no 2x3 pattern" -- "$bin" gen lpuzzle --kind no --rows 2 --cols 3
check_err no_1x9 2 "no 1x9 pattern" -- "$bin" gen lpuzzle --kind no --rows 1 --cols 9
for size in "2 5" "5 2" "3 3"; do
  set -- $size
  check "no_${1}x$2" 0 "NO" -- bash -c "'$bin' gen lpuzzle --kind no --rows $1 --cols $2 | '$bin' lpuzzle"
done

# validate: exit 0 with a summary; FILE:LINE:COL and exit 2; --kattis 42 / 43; standard input.
check valid_sample 0 "valid lpuzzle input (2 cases, 21 cells (largest 3x4))" -- "$bin" validate lpuzzle "$src/examples/lpuzzle/sample.txt"
printf '1\n2 2\nBW\nW.\r\n' >"$tmp/crlf.txt"
check_err invalid_crlf 2 "crlf.txt:4:3: expected the end of the line (LF), found a CR (lines must end in LF alone)" -- "$bin" validate lpuzzle "$tmp/crlf.txt"
check_status kattis_accept 42 -- "$bin" validate --kattis omok "$src/examples/omok/sample.txt"
check_status kattis_reject 43 -- "$bin" validate --kattis lpuzzle "$tmp/crlf.txt"
check valid_stdin 0 "valid boardcover input (3 cases, 122 cells (largest 8x10))" -- "$bin" validate cover <"$src/examples/cover/boardcover.txt"
check_err invalid_stdin 2 "<stdin>:1:1: expected the number of test cases C (an integer from 1 to 30), found 31" -- bash -c "echo 31 | '$bin' validate boardcover"
check_status unknown_problem 2 -- "$bin" validate sudoku "$src/examples/omok/sample.txt"
check_status missing_file 2 -- "$bin" validate omok "$tmp/none.txt"

# package: the Kattis layout, a validator that accepts every test, a reference that answers each.
check_status package 0 -- "$bin" package fill "$tmp/pkg" --tests 4 --seed 9 --tessera "$bin"
for f in problem.yaml domjudge-problem.ini problem_statement/problem.en.tex data/sample/1.in data/sample/2.ans \
         data/secret/random-4.in data/secret/bbox-1.ans; do
  [[ -f "$tmp/pkg/$f" ]] || fail "package_$f" "missing"
done
[[ -x "$tmp/pkg/input_validators/tessera/validate.sh" && -x "$tmp/pkg/submissions/accepted/tessera.sh" ]] || fail package_exec "scripts not executable"
n=0
for in in "$tmp"/pkg/data/*/*.in; do
  n=$((n + 1))
  "$tmp/pkg/input_validators/tessera/validate.sh" <"$in"
  [[ $? == 42 ]] || fail package_validator "$in not accepted"
  cmp -s "${in%.in}.ans" <("$tmp/pkg/submissions/accepted/tessera.sh" <"$in") || fail package_reference "$in"
done
[[ $n == 12 ]] || fail package_count "$n tests (2 samples, 4 random, 6 other kinds wanted)"
check_err package_not_empty 2 "exists and is not empty" -- "$bin" package fill "$tmp/pkg"
check_status package_unknown 2 -- "$bin" package chess "$tmp/pkg2"

# judge: 0 when all pass, 1 when a test fails, 2 for bad usage; --format json; --tests.
check_status judge_ac 0 -- "$bin" judge omok --random 3 -- "$bin" omok
check_status judge_fail 1 -- "$bin" judge omok --random 3 --stop-at-first --no-shrink -- /bin/true
check_err judge_no_program 2 "give the program to judge after --" -- "$bin" judge omok
check_err judge_bad_program 2 "cannot run /nonexistent" -- "$bin" judge omok -- /nonexistent
check_err judge_unknown 2 "unknown problem 'chess'" -- "$bin" judge chess -- /bin/true
"$bin" judge boardcover --random 5 --jobs 2 --format json --time-limit 1 --wall-limit 3 --memory-limit 128 \
  --output-limit 1 --stack-limit 16 --seed 4 -- /bin/echo 0 >"$tmp/j.json"
[[ $? == 1 ]] || fail judge_json_status "not exit 1"
$py - "$tmp/j.json" <<'PY' || fail judge_json "the report is not the documented object"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["problem"] == "boardcover" and r["verdict"] == "WA", r["verdict"]
assert set(["tests", "counts", "failures", "counterexample"]) <= set(r), list(r)
f = r["failures"][0]
assert set(["test", "verdict", "input", "expected", "output", "time", "memory"]) <= set(f), list(f)
c = r["counterexample"]
assert set(["verdict", "input", "expected", "output"]) <= set(c) and c["minimal"], c
PY
mkdir "$tmp/tests"
cp "$src/examples/omok/sample.txt" "$tmp/tests/sample.in"
printf '1\n3 2\n' >"$tmp/tests/sample.ans"
check judge_tests_dir 0 "AC: 1 of 1 tests run (1 AC), limits 1 s CPU, 3 s wall, 128 MiB, 8 MiB of output" -- "$bin" judge omok --tests "$tmp/tests" -- "$bin" omok
check_err judge_empty_dir 2 "no *.in file" -- "$bin" judge omok --tests "$tmp/pkg/problem_statement" -- "$bin" omok

finish setter
