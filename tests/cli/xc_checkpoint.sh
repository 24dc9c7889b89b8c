#!/usr/bin/env bash
# Long runs of `tessera xc` (docs/long_runs.md, as tests/cli/checkpoint.sh does for cover): a
# checkpointed run and its resume give the count; a run stopped by --timeout resumes to the
# uninterrupted count; SIGINT stops it as partial (exit 3) with and without --checkpoint; JSON
# listings keep their solutions; another problem's checkpoint is refused. About 2 s of CPU.
# $1 = the tessera binary, $2 = the source directory.
set -u
bin="$1"
src="$2"
ex="$src/examples/xc"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

queens() {  # queens N: the N-queens problem in Knuth's format (rows, columns; diagonals secondary)
  local n="$1" r c line=""
  for ((r = 0; r < n; r++)); do line+="r$r "; done
  for ((c = 0; c < n; c++)); do line+="c$c "; done
  line+="|"
  for ((r = 0; r < 2 * n - 1; r++)); do line+=" a$r b$r"; done
  echo "$line"
  for ((r = 0; r < n; r++)); do
    for ((c = 0; c < n; c++)); do echo "r$r c$c a$((r + c)) b$((r - c + n - 1))"; done
  done
}
queens 13 >"$tmp/q13.dlx"  # 73712 solutions (OEIS A000170), a fraction of a second
queens 16 >"$tmp/q16.dlx"  # 14772512: many seconds, stopped long before the end

# A whole run with --checkpoint, then resumed when finished: the answer again.
check count_checkpoint 0 73712 -- "$bin" xc "$tmp/q13.dlx" --checkpoint "$tmp/a.ckpt" --checkpoint-every 0.01
grep -q '^runs 1$' "$tmp/a.ckpt" || fail checkpoint_written "no checkpoint written"
check resume_finished 0 73712 -- "$bin" xc "$tmp/q13.dlx" --resume "$tmp/a.ckpt"
check resume_threads 0 73712 -- "$bin" xc "$tmp/q13.dlx" --resume "$tmp/a.ckpt" --threads 2

# Stopped by --timeout with --checkpoint, then resumed (until done) to the uninterrupted count.
check_status timeout_stop 3 -- "$bin" xc "$tmp/q16.dlx" --engine dlx --timeout 0.2 --checkpoint "$tmp/t.ckpt"
check_stdout_has timeout_partial "stopped by --timeout; at least this many"
check_stderr_has timeout_note "continue with --resume $tmp/t.ckpt"
check_status timeout_queens13 3 -- "$bin" xc "$tmp/q13.dlx" --engine dlx --timeout 0.05 --checkpoint "$tmp/r.ckpt"
# Resumed and stopped again (or done, on a fast machine), then resumed without a timeout.
"$bin" xc "$tmp/q13.dlx" --engine dlx --resume "$tmp/r.ckpt" --checkpoint "$tmp/r.ckpt" --timeout 0.05 >/dev/null 2>&1
status=$?
[[ "$status" == 3 || "$status" == 0 ]] || fail timeout_again "exit $status (want 3 or 0)"
check timeout_resumed 0 73712 -- "$bin" xc "$tmp/q13.dlx" --engine dlx --resume "$tmp/r.ckpt" --checkpoint "$tmp/r.ckpt"

# --all listings: a resumed text listing prints only what is left; JSON keeps every solution.
want="$("$bin" xc "$ex/queens8.dlx" --all)"
check all_checkpoint 0 "$want" -- "$bin" xc "$ex/queens8.dlx" --all --checkpoint "$tmp/l.ckpt" --threads 2
check all_resumed 0 "92 solutions" -- "$bin" xc "$ex/queens8.dlx" --all --resume "$tmp/l.ckpt"
want="$("$bin" xc "$ex/queens8.dlx" --all --format json)"
check json_checkpoint 0 "$want" -- "$bin" xc "$ex/queens8.dlx" --all --format json --checkpoint "$tmp/j.ckpt"
check json_resumed 0 "$want" -- "$bin" xc "$ex/queens8.dlx" --all --format json --resume "$tmp/j.ckpt"

# SIGINT stops the search as partial (exit 3), without and with --checkpoint.
signal_run() {  # signal_run ARGS...: runs tessera ARGS, sends SIGINT after 0.5 s
  "$bin" "$@" >"$tmp/stdout" 2>"$tmp/stderr" &
  local pid=$!
  sleep 0.5
  kill -INT "$pid"
  wait "$pid"
  status=$?
}
signal_run xc "$tmp/q16.dlx"
[[ "$status" == 3 ]] || fail sigint_status "exit $status (want 3): $(cat "$tmp/stderr")"
check_stdout_has sigint_partial "(stopped by a signal; partial: at least this many)"
signal_run xc "$tmp/q16.dlx" --format json
check_stdout_has sigint_json '"partial":true'
check_stdout_has sigint_json_why '"stopped":"signal"'
signal_run xc "$tmp/q16.dlx" --checkpoint "$tmp/s.ckpt" --threads 2
[[ "$status" == 3 ]] || fail sigint_checkpoint_status "exit $status (want 3)"
check_stdout_has sigint_checkpoint_partial "partial"
check_stderr_has sigint_checkpoint_note "continue with --resume $tmp/s.ckpt"
grep -q '^runs 1$' "$tmp/s.ckpt" || fail sigint_checkpoint_written "no checkpoint written"

# --stats: threads, a checkpointed run and its resume count the nodes and the level profile of one
# thread (the split's own nodes included), for both engines.
tree_of() {  # tree_of: the nodes and the profile from the last command's --stats
  grep -oE '^  [0-9]+ nodes|nodes per level: .*' "$tmp/stderr"
}
for engine in bitset dlx; do
  check_status stats_one_$engine 0 -- "$bin" xc "$tmp/q13.dlx" --engine $engine --stats
  one="$(tree_of)"
  [[ "$one" == *"nodes per level: 0:1 1:13"* ]] || fail stats_one_$engine "no profile: $one"
  for args in "--threads 2" "--threads 3" "--checkpoint $tmp/st.ckpt" "--resume $tmp/st.ckpt --threads 2"; do
    # shellcheck disable=SC2086
    check_status "stats_$engine $args" 0 -- "$bin" xc "$tmp/q13.dlx" --engine $engine --stats $args
    [[ "$(tree_of)" == "$one" ]] || fail "stats_$engine $args" "$(tree_of) (one thread: $one)"
  done
  rm -f "$tmp/st.ckpt"
done
# --progress under threads: the nodes show while the search runs, not only at the end.
check_status progress_threads 0 -- "$bin" xc "$tmp/q13.dlx" --threads 2 --progress json --progress-every 0.01
grep '"final":false' "$tmp/stderr" | grep -qE '"nodes":[1-9]' ||
  fail progress_threads "no report with nodes before the end: $(head -c 600 "$tmp/stderr")"

# Refused: another problem's checkpoint, another mode's, a file that is not a checkpoint, a
# checkpoint of version 1 (before the split's nodes and the level profile were recorded).
check_err other_problem 2 "the checkpoint belongs to another problem (xc, 76 items, 169 options, count; this run: xc, 46 items" -- "$bin" xc "$ex/queens8.dlx" --resume "$tmp/a.ckpt"
check_err other_mode 2 "another problem" -- "$bin" xc "$tmp/q13.dlx" --find --resume "$tmp/a.ckpt"
check_err not_checkpoint 2 "not a usable checkpoint" -- "$bin" xc "$ex/queens8.dlx" --resume "$ex/queens8.dlx"

sed -e '1s/checkpoint 2/checkpoint 1/' -e '/^profile /d' "$tmp/a.ckpt" >"$tmp/v1.ckpt"
check_err version_1 2 "v1.ckpt:1:20: not a usable checkpoint: checkpoint version 1 is not read by this tessera" -- "$bin" xc "$tmp/q13.dlx" --resume "$tmp/v1.ckpt"
check_stderr_has version_1_what "start the search again without --resume"

finish "xc checkpoint"
