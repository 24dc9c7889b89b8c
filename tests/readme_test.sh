#!/usr/bin/env bash
# The README's console blocks are tests: each is run and its output compared, so the README cannot
# drift from what tessera prints. Usage: readme_test.sh TESSERA_BINARY SOURCE_DIR [README]
#
# The rules (for whoever adds a README section):
#  - Only fenced blocks opened with ```console are checked. Use ```sh, ```text or any other info
#    string for a block that is not a test (commands that take minutes, that need a file the
#    repository does not ship, or that print timings).
#  - In a checked block, a line starting with "$ " is a command; the lines after it, up to the next
#    "$ " line or the end of the block, are what it must print: stdout and stderr together, line for
#    line. "..." inside an expected line matches any text (for long JSON lines).
#  - Each command runs in its own `bash -c`, one after another, in a scratch directory per block that
#    looks like the repository root (examples/ and the other top-level entries are linked there),
#    with the built binary first on PATH as `tessera` and NO_COLOR set; files a command writes
#    (g.txt, claims.json, ...) are there for the next commands of the same block.
#  - A command's exit status is not checked unless it prints it (`; echo "exit $?"`).
set -u
binary="$(realpath "$1")"
src="$(realpath "$2")"
readme="${3:-$src/README.md}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
ln -s "$binary" "$work/bin/tessera"
export PATH="$work/bin:$PATH" NO_COLOR=1

failures=0
checked=0
block=0
in_block=false
commands=()
expected=()  # per command: its expected lines, joined with newlines
line_no=0
start_line=()

# True when `actual` matches the expected line, "..." matching any text.
line_matches() {
  local want="$1" got="$2" pattern="" rest="$1" part
  [[ "$want" == "$got" ]] && return 0
  [[ "$want" == *"..."* ]] || return 1
  while [[ "$rest" == *"..."* ]]; do
    part="${rest%%...*}"
    pattern+="$(printf '%q' "$part")*"
    rest="${rest#*...}"
  done
  pattern+="$(printf '%q' "$rest")"
  # shellcheck disable=SC2053
  eval "[[ \"\$got\" == $pattern ]]"
}

run_block() {
  local i
  rm -rf "$work/shell" && mkdir -p "$work/shell"
  local entry
  for entry in "$src"/*; do ln -s "$entry" "$work/shell/$(basename "$entry")"; done
  for i in "${!commands[@]}"; do
    local got want
    got="$(cd "$work/shell" && bash -c "${commands[$i]}" 2>&1)"
    want="${expected[$i]}"
    checked=$((checked + 1))
    local ok=true
    mapfile -t got_lines <<<"$got"
    mapfile -t want_lines <<<"$want"
    [[ -z "$got" ]] && got_lines=()
    [[ -z "$want" ]] && want_lines=()
    if [[ ${#got_lines[@]} -ne ${#want_lines[@]} ]]; then
      ok=false
    else
      local k
      for k in "${!want_lines[@]}"; do
        line_matches "${want_lines[$k]}" "${got_lines[$k]}" || ok=false
      done
    fi
    if ! $ok; then
      failures=$((failures + 1))
      echo "FAIL README line ${start_line[$i]}: \$ ${commands[$i]}"
      diff <(printf '%s\n' "${want_lines[@]}") <(printf '%s\n' "${got_lines[@]}") | head -n 30 |
        sed 's/^/    /'
    fi
  done
}

while IFS= read -r line || [[ -n "$line" ]]; do
  line_no=$((line_no + 1))
  if ! $in_block; then
    if [[ "$line" == '```console' ]]; then
      in_block=true
      block=$((block + 1))
      commands=()
      expected=()
      start_line=()
      has_output=()
    fi
    continue
  fi
  if [[ "$line" == '```' ]]; then
    in_block=false
    run_block
    continue
  fi
  if [[ "$line" == '$ '* ]]; then
    commands+=("${line#\$ }")
    expected+=("")
    start_line+=("$line_no")
  elif [[ ${#commands[@]} -gt 0 ]]; then
    last=$((${#commands[@]} - 1))
    if [[ "${has_output[$last]:-0}" == 0 ]]; then
      expected[last]="$line"
      has_output[last]=1
    else
      expected[last]+=$'\n'"$line"
    fi
  fi
done <"$readme"

if [[ "$checked" -eq 0 ]]; then
  echo "FAIL: no console block with commands in $readme"
  exit 1
fi
if [[ "$failures" -ne 0 ]]; then
  echo "$failures of $checked README commands differ from what they print"
  exit 1
fi
echo "all $checked README commands in $block console blocks print what the README shows"
