#!/usr/bin/env bash
# End-to-end tests of `tessera match`: every option at least once, the records it writes (JSON,
# .psq re-read by `tessera omok referee`, PGN, SGF, log), exit statuses and usage errors. The
# engines are tests/engines/fake_engine, built next to the tessera binary.
# $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
fake="$(dirname "$tessera")/fake_engine"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

a=(--engine "cmd=$fake" arg=random arg=1 name=alpha "folder=$tmp")
b=(--engine "cmd=$fake" arg=random arg=2 name=beta)

# A small match with every record; the table on stdout, progress on stderr.
printf '# two openings\n0,0, 1,1\nh8i9j7\n' >"$tmp/openings.txt"
check_status records 0 -- "$tessera" match "${a[@]}" "${b[@]}" --each tc=10/1+0.1 memory=256 \
  --games 4 --rounds 2 --repeat --openings "$tmp/openings.txt" --concurrency 2 --rule freestyle \
  --size 15 --draw-after 200 --tolerance 500 --recover --sprt elo0=0 elo1=50 alpha=0.05 beta=0.05 \
  --json "$tmp/games.json" --psq "$tmp/psq" --pgn "$tmp/games.pgn" --sgf "$tmp/games.sgf" \
  --log "$tmp/match.log"
check_stdout_has table_header 'engine'
check_stdout_has table_elo '4 pairs'
check_stdout_has table_sprt 'SPRT elo0=0 elo1=50'
check_stderr_has progress 'game 8/8'
[[ "$(wc -l <"$tmp/games.json")" == 8 ]] || fail json_lines "expected 8 JSON lines"
[[ "$(ls "$tmp/psq" | wc -l)" == 8 ]] || fail psq_files "expected 8 .psq files"
[[ "$(grep -c '^\[Result' "$tmp/games.pgn")" == 8 ]] || fail pgn_games "expected 8 PGN games"
[[ "$(grep -c '^(;GM\[4\]' "$tmp/games.sgf")" == 8 ]] || fail sgf_games "expected 8 SGF games"
grep -q 'alpha > INFO rule 0' "$tmp/match.log" || fail log_rule "the log has no INFO rule line"
grep -q 'beta < OK' "$tmp/match.log" || fail log_ok "the log has no OK line"
grep -q "alpha > INFO folder $tmp" "$tmp/match.log" || fail log_folder "the log has no INFO folder line"
# Each .psq record, re-read by the referee, ends as the JSON record says.
for f in "$tmp"/psq/*.psq; do
  "$tessera" omok referee --format json --rule freestyle "$f" >>"$tmp/referee.json" || fail psq_read "$f"
done
python3 - "$tmp/games.json" "$tmp/referee.json" <<'PY' || fail psq_replay "the referee disagrees"
import json, sys
games = [json.loads(l) for l in open(sys.argv[1])]
refs = [json.loads(l) for l in open(sys.argv[2])]
assert len(games) == len(refs) == 8
for g, r in zip(games, refs):
    assert r["move"] == len(g["moves"]), (g["game"], r["move"], len(g["moves"]))
    if g["reason"] == "five":
        assert r["result"] == "win" and r["winner"] == (1 if g["result"] == "black" else 2), g
    else:
        assert g["reason"] in ("full", "draw-after"), g
    assert g["opening"] in ("0,0, 1,1", "h8i9j7"), g["opening"]
PY

# Misbehaving engines lose with their reason; the match goes on and exits 0.
check_status crash 0 -- "$tessera" match --engine "cmd=$fake" arg=crash-mid arg=1 name=crasher \
  "${b[@]}" --games 2 --json "$tmp/crash.json" --quiet
[[ "$(grep -c '"reason":"crash"' "$tmp/crash.json")" == 2 ]] || fail crash_reason "$(cat "$tmp/crash.json")"
# A shell-script engine (tests/engines/stubborn.sh) plays 0,0 twice: occupied, in both colours.
check_status script 0 -- "$tessera" match --engine "cmd=$src/tests/engines/stubborn.sh" name=stubborn \
  "${b[@]}" --games 2 --json "$tmp/script.json" --quiet
[[ "$(grep -c '"reason":"occupied"' "$tmp/script.json")" == 2 ]] || fail script_reason "$(cat "$tmp/script.json")"
check_status rect 0 -- "$tessera" match "${a[@]}" "${b[@]}" --size 9x7 --games 1 --quiet --show
check_stdout_has show_title 'game 1: alpha (black) - beta (white)'
check_stdout_has show_board '   1  2  3  4  5  6  7  8  9'  # a board with its coordinates
[[ "$(grep -cE '^[1-7] ( |\[)' "$tmp/stdout")" == 7 ]] || fail show_rows "expected 7 board rows: $(cat "$tmp/stdout")"
check_status renju 0 -- "$tessera" match "${a[@]}" "${b[@]}" --rule renju --games 2 --quiet --ponder

# Usage errors and engines that cannot start: exit 2 with a clear message.
check_err one_engine 2 'expected two --engine' -- "$tessera" match "${a[@]}"
check_err no_start 2 'cannot run /nonexistent' -- "$tessera" match "${a[@]}" --engine cmd=/nonexistent
check_err bad_tc 2 'MATCH_S/TURN_S' -- "$tessera" match "${a[@]}" "${b[@]}" --each tc=fast
check_err bad_key 2 "unknown --engine key 'colour'" -- "$tessera" match "${a[@]}" --engine cmd=x colour=red
check_err bad_size 2 'from 5 to 32' -- "$tessera" match "${a[@]}" "${b[@]}" --size 40
check_err odd_repeat 2 'even --games' -- "$tessera" match "${a[@]}" "${b[@]}" --games 3 --repeat
printf '0,0\n0,0, 0,x\n' >"$tmp/bad_openings.txt"
check_err bad_opening 2 'bad_openings.txt:2:' -- "$tessera" match "${a[@]}" "${b[@]}" --openings "$tmp/bad_openings.txt"
check_err bad_sprt 2 'elo0 < elo1' -- "$tessera" match "${a[@]}" "${b[@]}" --sprt elo0=5 elo1=0

# cmd=@brain: tessera's own brain, whatever PATH holds.
check_status self_brain 0 -- env PATH=/usr/bin:/bin "$tessera" match --engine cmd=@brain arg=--depth arg=1 \
  --engine "cmd=$fake" arg=random arg=3 --games 2 --quiet
check_stdout_has self_brain_table 'brain            2     0     0  100.0%'

# tessera brain on its own: the protocol on stdin/stdout, every option once.
check brain_begin 0 $'OK\n7,7' -- bash -c "printf 'START 15\r\nBEGIN\nEND\n' | '$tessera' brain"
check brain_rect 0 $'OK\n4,3\nUNKNOWN HELLO' -- bash -c "printf 'RECTSTART 9,7\nINFO timeout_turn 500\nBEGIN\nHELLO\n' | '$tessera' brain --depth 2 --margin 10"
check_status brain_stats 0 -- bash -c "printf 'START 15\nBEGIN\nTURN 8,8\nEND\n' | '$tessera' brain --stats"
check_stderr_has brain_stats_line 'depth'
check_err brain_bad_depth 2 'depth' -- "$tessera" brain --depth 11
# Without a turn limit the brain thinks --think seconds (default 2) a move; the help says so, and
# the match's help states its default time control.
check_status brain_think 0 -- bash -c "printf 'START 15\nINFO timeout_turn 2147483647\nBEGIN\nEND\n' | '$tessera' brain --think 0.1"
check_stdout_has brain_think_move '7,7'
check_err brain_bad_think 2 'think' -- "$tessera" brain --think 0
check_status brain_help 0 -- "$tessera" brain --help
check_stdout_has brain_help_think 'default 2'
check_status match_help 0 -- "$tessera" match --help
check_stdout_has match_help_tc 'without tc= no clock at all'

# Ctrl-C: the results so far are written and the exit status is 3.
"$tessera" match --engine "cmd=$fake" arg=hang "arg=marker-$$" name=hanger "${b[@]}" --each tc=0/60 --games 4 \
  --json "$tmp/int.json" --quiet >"$tmp/stdout" 2>"$tmp/stderr" &
pid=$!
sleep 0.5
kill -INT "$pid"
wait "$pid"
status=$?
[[ "$status" == 3 ]] || fail interrupt "exit status $status, want 3: $(cat "$tmp/stderr")"
grep -q 'interrupted' "$tmp/stderr" || fail interrupt_message "$(cat "$tmp/stderr")"
# No game ended before Ctrl-C: the table says 0 games and gives no Elo estimate (issue 22).
grep -q '^games 0: black won 0, white won 0, drawn 0$' "$tmp/stdout" || fail interrupt_table "$(cat "$tmp/stdout")"
grep -q 'Elo' "$tmp/stdout" && fail interrupt_no_elo "an Elo estimate with no game played: $(cat "$tmp/stdout")"
sleep 0.2
grep -qs "marker-$$" /proc/[0-9]*/cmdline && fail interrupt_orphans "fake engines left running"

finish match
