#!/usr/bin/env bash
# CLI test of `tessera xc`: every option, outputs, located errors and exit statuses.
# $1 = the tessera binary, $2 = the source directory.
set -u
bin="$1"
src="$2"
ex="$src/examples/xc"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

# Counts: Knuth's examples (TAOCP 7.2.2.1 (5) and (49)), dlx3 bounds, 8 queens (A000170), Bell 5
# in PPAR's .ec format (A000110).
check knuth 0 1 -- "$bin" xc "$ex/knuth.dlx"
check colours 0 1 -- "$bin" xc "$ex/colours.dlx"
check bounds 0 4 -- "$bin" xc "$ex/bounds.dlx"
check queens 0 92 -- "$bin" xc "$ex/queens8.dlx"
check bell_ec 0 52 -- "$bin" xc "$ex/bell5.ec"
check stdin 0 92 -- "$bin" xc <"$ex/queens8.dlx"
check stdin_dash 0 92 -- "$bin" xc - <"$ex/queens8.dlx"
check count_flag 0 92 -- "$bin" xc --count "$ex/queens8.dlx"
check input_ec 0 52 -- "$bin" xc --input ec "$ex/bell5.ec"
check input_dlx 0 1 -- "$bin" xc --input dlx "$ex/knuth.dlx"
check input_auto 0 1 -- "$bin" xc --input auto "$ex/knuth.dlx"
check_err input_dlx_on_ec 2 "bell5.ec:2:1: unknown item 'x0' in this option" -- "$bin" xc --input dlx "$ex/bell5.ec"

# The options of each solution, one per line, as the input wrote them.
check find 0 "a d f
b g
c e" -- "$bin" xc --find "$ex/knuth.dlx"
check find_colours 0 "q x:A
p r x:A y" -- "$bin" xc --find "$ex/colours.dlx"
check all 0 "a d f
b g
c e

1 solution" -- "$bin" xc --all "$ex/knuth.dlx"
check unique 0 "unique

a d f
b g
c e" -- "$bin" xc --unique "$ex/knuth.dlx"
check_status not_unique 0 -- "$bin" xc --unique "$ex/queens8.dlx"
check_stdout_has not_unique "not unique"
check all_limit 3 "r0 c0 a0 b7
r1 c4 a5 b4
r2 c7 a9 b2
r3 c5 a8 b5
r6 c1 a7 b12
r4 c2 a6 b9
r5 c6 a11 b6
r7 c3 a10 b11

1 solution (stopped by --limit; more exist)" -- "$bin" xc --all --limit 1 "$ex/queens8.dlx"
check count_limit 3 "91 (stopped by --limit; more exist)" -- "$bin" xc --limit 91 "$ex/queens8.dlx"
check count_limit_all 0 92 -- "$bin" xc --limit 92 "$ex/queens8.dlx"
check no_solution 0 "no solution" -- "$bin" xc --find - <<<$'a b\na\n'
# Threads and engines: the same answers and the same order.
"$bin" xc --all "$ex/queens8.dlx" >"$tmp/one"
for args in "--threads 2" "--threads 3 --engine dlx" "--engine bitset" "--engine dlx"; do
  # shellcheck disable=SC2086
  "$bin" xc --all $args "$ex/queens8.dlx" >"$tmp/other"
  cmp -s "$tmp/one" "$tmp/other" || fail "all_$args" "solutions differ from one thread's"
done
check_err bitset_refused 2 "tessera: xc: --engine bitset: the problem has multiplicities (dlx3 bounds)" -- "$bin" xc --engine bitset "$ex/bounds.dlx"
check timeout 0 92 -- "$bin" xc --timeout 100 "$ex/queens8.dlx"

# JSON.
check json 0 '{"found":1,"solutions":[[{"line":6,"option":"a d f"},{"line":7,"option":"b g"},{"line":3,"option":"c e"}]]}' -- "$bin" xc --find --format json "$ex/knuth.dlx"
check json_count 0 '{"count":"92"}' -- "$bin" xc --format json "$ex/queens8.dlx"
# --find stops at the first of 92 solutions, --unique at the second: "found", never a "count".
out="$("$bin" xc --find --format json "$ex/queens8.dlx")"
[[ "$out" == '{"found":1,"solutions":'* && "$out" != *'"count"'* ]] || fail json_find_no_count "$out"
out="$("$bin" xc --unique --format json "$ex/queens8.dlx")"
[[ "$out" == '{"found":2,"solutions":'*'"unique":false}' && "$out" != *'"count"'* ]] || fail json_unique_no_count "$out"
check json_limit 3 '{"count":"2","stopped":"limit"}' -- "$bin" xc --format json --limit 2 "$ex/queens8.dlx"

# --stats: engine, nodes, updates, the profile.
check_err stats 0 "nodes per level: 0:1 1:8" -- "$bin" xc --stats "$ex/queens8.dlx"
check_stderr_has stats "engine bitset"

# --progress json: one JSON line per report on stderr, and a final one.
check_status progress_json 0 -- "$bin" xc --progress json "$ex/queens8.dlx"
check_stderr_has progress_json '"command":"xc","elapsed":'
check_stderr_has progress_json '"final":true'

# Located errors, exit 2.
check_err unknown_item 2 "<stdin>:2:3: unknown item 'c' in this option" -- "$bin" xc <<<$'a b\na c\n'
check_err duplicate_item 2 "<stdin>:1:5: duplicate item 'a' in the items line" -- "$bin" xc <<<$'a b a\n'
check_err duplicate_in_option 2 "<stdin>:2:5: duplicate item 'b' in this option" -- "$bin" xc <<<$'a b\nb a b\n'
check_err colour_on_primary 2 "<stdin>:2:1: primary item 'a' cannot have a colour" -- "$bin" xc <<<$'a | x\na:red x\n'
check_err bad_bounds 2 "<stdin>:1:1: bad bounds '3:2': need lo <= hi and hi >= 1" -- "$bin" xc <<<$'3:2|a\na\n'
check_err ec_sizes 2 "<stdin>:1:1: bad number of items 999999999" -- "$bin" xc --input ec <<<$'999999999 1\na\na\n'
check_err ec_short 2 "<stdin>:4:1: expected 2 options, found 1" -- "$bin" xc <<<$'2 2\na b\na b\n'
check_err missing_file 2 "nope.dlx" -- "$bin" xc "$tmp/nope.dlx"
# A primary item in no option: a located warning, and no solution.
check no_option 0 0 -- "$bin" xc <<<$'a b\na\n'
check_stderr_has no_option "<stdin>:1:3: warning: primary item 'b' is in no option: the problem has no solution"
# Usage errors.
check_err two_modes 2 "give at most one of --find, --all, --count, --unique" -- "$bin" xc --find --all "$ex/knuth.dlx"
check_err limit_find 2 "--limit goes with --all or --count" -- "$bin" xc --find --limit 2 "$ex/knuth.dlx"
check_status bad_engine 2 -- "$bin" xc --engine nope "$ex/knuth.dlx"
check_status help 0 -- "$bin" xc --help
check_stdout_has help "Knuth's DLX format"

if ((failures > 0)); then
  echo "$failures failure(s)"
  exit 1
fi
echo "all xc CLI checks passed"
