#!/usr/bin/env bash
# Long runs end to end (docs/long_runs.md): SIGINT/SIGTERM stop a search as partial (exit 3), with
# and without --checkpoint; a checkpoint resumes; another problem's checkpoint, a damaged or a
# truncated file are refused with exit 2; the JSON listing of a resumed run holds every solution.
# The SIGKILL loop is tests/checkpoint/kill_resume.py. $1 = the tessera binary, $2 = the sources.
set -u
tessera="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

P="--pieces pentominoes --once"
# A search of several seconds (dancing links, no symmetry help), stopped by a signal after 0.5 s.
slow=(cover --board 6x10 $P --direct --engine dlx)
signal_run() {  # signal_run SIGNAL ARGS...: runs tessera ARGS, sends SIGNAL after 0.5 s
  local sig="$1"
  shift
  "$tessera" "$@" >"$tmp/stdout" 2>"$tmp/stderr" &
  local pid=$!
  sleep 0.5
  kill -"$sig" "$pid"
  wait "$pid"
  status=$?
}
for sig in INT TERM; do
  signal_run "$sig" "${slow[@]}"
  [[ "$status" == 3 ]] || fail "sig${sig}_status" "exit $status (want 3): $(cat "$tmp/stderr")"
  check_stdout_has "sig${sig}_partial" "stopped by a signal; partial"
done
signal_run INT "${slow[@]}" --format json
check_stdout_has sig_json '"partial":true'
check_stdout_has sig_json_why '"stopped":"signal"'

# With --checkpoint: the state is written at the signal and the run says how to go on.
signal_run TERM "${slow[@]}" --checkpoint "$tmp/slow.ckpt" --threads 2
[[ "$status" == 3 ]] || fail sig_checkpoint_status "exit $status (want 3)"
check_stdout_has sig_checkpoint_partial "partial"
check_stderr_has sig_checkpoint_note "continue with --resume $tmp/slow.ckpt"
first="$(head -n 1 "$tmp/stdout" | cut -d' ' -f1)"
# Resumed (and stopped again by --timeout): it goes on from there, so it has at least as many.
check_status resume_timeout 3 -- "$tessera" "${slow[@]}" --resume "$tmp/slow.ckpt" --checkpoint "$tmp/slow.ckpt" --timeout 0.3
second="$(cut -d' ' -f1 "$tmp/stdout")"
((second >= first)) || fail resume_goes_on "resumed count $second < $first"
grep -q '^runs 2$' "$tmp/slow.ckpt" || fail resume_runs "the checkpoint does not count 2 runs"

# A whole run with --checkpoint, then resumed when finished: the answer again, nothing searched.
check count_checkpoint 0 "4040" -- "$tessera" cover --board 5x12 $P --checkpoint "$tmp/a.ckpt" --checkpoint-every 0.01
check resume_finished 0 "4040" -- "$tessera" cover --board 5x12 $P --resume "$tmp/a.ckpt"
# --stats: threads, a checkpointed run and its resume count one thread's nodes (the split's own
# nodes included).
nodes_of() { grep -oE '^  [0-9]+ nodes' "$tmp/stderr"; }
check_status stats_one 0 -- "$tessera" cover --board 6x10 $P --stats
one="$(nodes_of)"
for args in "--threads 2" "--threads 3" "--checkpoint $tmp/st.ckpt" "--resume $tmp/st.ckpt"; do
  # shellcheck disable=SC2086
  check_status "stats $args" 0 -- "$tessera" cover --board 6x10 $P --stats $args
  [[ -n "$one" && "$(nodes_of)" == "$one" ]] || fail "stats $args" "$(nodes_of) (one thread: $one)"
done
# JSON listings keep their solutions in the checkpoint: a resumed document is the whole one.
want="$("$tessera" cover --board 4x15 $P --all --format json)"
check json_checkpoint 0 "$want" -- "$tessera" cover --board 4x15 $P --all --format json --checkpoint "$tmp/j.ckpt"
check json_resumed 0 "$want" -- "$tessera" cover --board 4x15 $P --all --format json --resume "$tmp/j.ckpt"
check_err all_resumed_mismatch 2 "another problem" -- "$tessera" cover --board 4x15 $P --count --resume "$tmp/j.ckpt"

# Refused: another problem, a damaged byte, a truncated file, not a checkpoint, no file.
check_err other_problem 2 "the checkpoint belongs to another problem (5x12 board" -- "$tessera" cover --board 6x10 $P --resume "$tmp/a.ckpt"
check_err other_options 2 "another problem" -- "$tessera" cover --board 5x12 $P --up-to-symmetry --resume "$tmp/a.ckpt"
check_err other_wrap 2 "another problem" -- "$tessera" cover --board 5x12 $P --wrap cols --resume "$tmp/a.ckpt"
sed 's/^count 4040$/count 4041/' "$tmp/a.ckpt" >"$tmp/bad.ckpt"
check_err damaged 2 "checksum does not match" -- "$tessera" cover --board 5x12 $P --resume "$tmp/bad.ckpt"
head -c 100 "$tmp/a.ckpt" >"$tmp/short.ckpt"
check_err truncated 2 "truncated" -- "$tessera" cover --board 5x12 $P --resume "$tmp/short.ckpt"
echo "9356" >"$tmp/not.ckpt"
check_err not_checkpoint 2 "$tmp/not.ckpt:1:1: not a usable checkpoint" -- "$tessera" cover --board 5x12 $P --resume "$tmp/not.ckpt"
check_err no_file 2 "cannot open" -- "$tessera" cover --board 5x12 $P --resume "$tmp/none.ckpt"
# One search per checkpoint; no pictures.
printf '2\n1 2\n..\n1 2\n..\n' >"$tmp/two.txt"
check_err two_cases 2 "a checkpoint holds one search" -- "$tessera" cover --pieces domino --count --checkpoint "$tmp/x.ckpt" "$tmp/two.txt"
check_err with_svg 2 "do not go with --svg" -- "$tessera" cover --board 5x12 $P --checkpoint "$tmp/x.ckpt" --svg "$tmp/x.svg"
check_err bad_every 2 "checkpoint-every" -- "$tessera" cover --board 5x12 $P --checkpoint "$tmp/x.ckpt" --checkpoint-every 0
check_err unwritable 0 "cannot write the checkpoint" -- "$tessera" cover --board 5x12 $P --checkpoint "$tmp/no/such/dir/x.ckpt"

finish checkpoint
