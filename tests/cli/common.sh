#!/usr/bin/env bash
# What every solving subcommand shares (src/cli/cli_common.cpp, apps/tessera/native_io.cpp): an
# --svg FILE that cannot be written is refused before any work, the --help names FILE, and standard
# input read from a terminal is announced on stderr. Usage: common.sh TESSERA SOURCE_DIR
set -u
tessera=$(realpath "$1")
src=$(realpath "$2")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

ex=$src/examples

# --svg into a folder that does not exist: exit 2 at once, nothing answered (issue 22: the search
# ran to its end first). Every subcommand with --svg, the exact-cover search and the DP included.
missing="$tmp/no-such-folder/out.svg"
want="tessera: --svg: cannot write '$missing': the folder '$tmp/no-such-folder' does not exist"
check svg_cover_search 2 "" -- "$tessera" cover --board 6x10 --pieces pentominoes --once --all --svg "$missing"
check_stderr_has svg_cover_search "$want"
check svg_cover_count 2 "" -- "$tessera" cover --svg "$missing" "$ex/cover/boardcover.txt"
check svg_lpuzzle 2 "" -- "$tessera" lpuzzle --svg "$missing" "$ex/lpuzzle/sample.txt"
check_stderr_has svg_lpuzzle "$want"
check svg_fill 2 "" -- "$tessera" fill --svg "$missing" "$ex/fill/v-hole.txt"
check svg_omok 2 "" -- "$tessera" omok --svg "$missing" "$ex/omok/sample.txt"
check_err svg_folder 2 "tessera: --svg: cannot write '$tmp': it is a folder" -- "$tessera" lpuzzle --svg "$tmp" "$ex/lpuzzle/sample.txt"
check_err svg_file_as_folder 2 "is not a folder" -- "$tessera" lpuzzle --svg "$ex/lpuzzle/sample.txt/out.svg" "$ex/lpuzzle/sample.txt"
# A writable place still gets its picture, and a file name without a folder is the current one.
check svg_ok 0 $'YES\nNO' -- "$tessera" lpuzzle --svg "$tmp/ok.svg" "$ex/lpuzzle/sample.txt"
grep -q '<svg' "$tmp/ok.svg" || fail svg_ok "no SVG written"
check_stderr_has svg_ok "tessera: --svg: 2 pictures, each titled, side by side in '$tmp/ok.svg'"
(cd "$tmp" && "$tessera" fill --svg here.svg "$ex/fill/v-hole.txt" >/dev/null 2>&1) || fail svg_here "exit $?"
[[ -s "$tmp/here.svg" ]] || fail svg_here "no SVG in the current folder"

# --help names the value: FILE, not TEXT.
for sub in lpuzzle cover omok fill; do
  check_status "help_$sub" 0 -- "$tessera" "$sub" --help
  check_stdout_has "help_$sub" "--svg FILE "
  grep -q -- "--svg TEXT" "$tmp/stdout" && fail "help_$sub" "--svg TEXT in the help"
  grep -q "^  FILE  " "$tmp/stdout" || fail "help_$sub" "the positional is not shown as FILE"
done
check_err svg_no_value 2 "--svg: 1 required FILE missing" -- "$tessera" lpuzzle --svg

# Standard input from a terminal: a note on stderr says what is awaited (script(1) gives the run a
# terminal). A pipe or a file gets no note.
if command -v script >/dev/null; then
  out=$(timeout 10 script -qec "'$tessera' lpuzzle" /dev/null < <(sleep 0.3; printf '1\n1 1\n.\n\004') 2>&1)
  [[ "$out" == *"tessera: reading standard input (type the input, then Ctrl-D; or give a FILE)"* && "$out" == *YES* ]] ||
    fail stdin_terminal "$out"
fi
check stdin_pipe 0 "YES" -- "$tessera" lpuzzle - <<<$'1\n1 1\n.'
[[ -s "$tmp/stderr" ]] && fail stdin_pipe "a note on stderr: $(cat "$tmp/stderr")"

finish common
