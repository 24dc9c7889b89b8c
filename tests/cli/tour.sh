#!/usr/bin/env bash
# What a newcomer meets first: the demo (every command it prints runs as printed from the folder it
# ran in and prints what the demo shows), `tessera foo`, `SUB --version`, --svg with several
# pictures, --stats and --direct of the cover search, fill --show's last line.
# $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

# The demo against its own commands re-run by hand, as printed, from the folder it ran in (issue
# 22: run from elsewhere, it printed commands that worked only from the repository root). Three
# places: the repository root (paths "examples/..."), a folder inside it ("../examples/..."), and
# a folder outside it (absolute paths). A copy of the root whose name holds a space (the examples
# linked, TESSERA_EXAMPLES pointing there) makes the inside case and the quoting testable without
# writing into the source tree.
mkdir -p "$tmp/my repo/build" "$tmp/elsewhere"
ln -s "$src/examples" "$tmp/my repo/examples"
rerun_demo() {  # rerun_demo NAME FOLDER [ENV=VALUE...]: the demo from FOLDER against its commands
  local name="$1" folder="$2"
  shift 2
  (cd "$folder" && env "$@" "$tessera" demo >"$tmp/demo.txt" 2>&1) || fail "$name" "exit status $?"
  : >"$tmp/rebuilt.txt"
  local line
  while IFS= read -r line; do
    case "$line" in
      "== "*)
        [[ -s "$tmp/rebuilt.txt" ]] && echo >>"$tmp/rebuilt.txt"
        echo "$line" >>"$tmp/rebuilt.txt"
        ;;
      "\$ tessera "*)
        echo "$line" >>"$tmp/rebuilt.txt"
        local words=()
        eval "words=(${line#\$ tessera })"  # the shell's own reading of the printed words
        (cd "$folder" && env "$@" "$tessera" "${words[@]}") >>"$tmp/rebuilt.txt" 2>&1
        ;;
    esac
  done <"$tmp/demo.txt"
  echo >>"$tmp/rebuilt.txt"
  if ! cmp -s "$tmp/demo.txt" "$tmp/rebuilt.txt"; then
    fail "$name" "the demo's output is not what its printed commands print:"
    diff "$tmp/rebuilt.txt" "$tmp/demo.txt" | head -n 20 | sed 's/^/    /'
  fi
}
rerun_demo demo_root "$src"
grep -q '^\$ tessera lpuzzle --show examples/lpuzzle/sample.txt$' "$tmp/demo.txt" ||
  fail demo_root_paths "$(grep -m1 '^\$ tessera lpuzzle' "$tmp/demo.txt")"
rerun_demo demo_inside "$tmp/my repo/build" TESSERA_EXAMPLES="$tmp/my repo/examples"
grep -q '^\$ tessera lpuzzle --show \.\./examples/lpuzzle/sample.txt$' "$tmp/demo.txt" ||
  fail demo_inside_paths "$(grep -m1 '^\$ tessera lpuzzle' "$tmp/demo.txt")"
rerun_demo demo_elsewhere "$tmp/elsewhere" TESSERA_EXAMPLES="$tmp/my repo/examples"
grep -qF "\$ tessera lpuzzle --show '$tmp/my repo/examples/lpuzzle/sample.txt'" "$tmp/demo.txt" ||
  fail demo_elsewhere_paths "$(grep -m1 '^\$ tessera lpuzzle' "$tmp/demo.txt")"
sections=$(grep -c '^== ' "$tmp/demo.txt")
commands=$(grep -c '^\$ tessera ' "$tmp/demo.txt")
[[ "$sections" -ge 4 && "$commands" -ge "$sections" ]] || fail demo_shape "$sections sections, $commands commands"
# Each section shows its command before any answer.
awk '/^== /{want=1; next} want && !/^\$ tessera /{bad=1} {want=0} END{exit bad}' "$tmp/demo.txt" ||
  fail demo_sections "a section does not start with its command"

# An unknown subcommand is named, and the subcommands are listed.
check_err unknown 2 "tessera: unknown subcommand 'foo'" -- "$tessera" foo
check_stderr_has unknown "subcommands: demo, gen, lpuzzle, cover, omok, fill, xc, pieces, validate, design, match, brain"
# --version everywhere, nested subcommands too.
version="$("$tessera" --version)"
for sub in lpuzzle cover omok fill xc match brain demo gen "omok referee" "gen lpuzzle" "gen fill"; do
  # shellcheck disable=SC2086
  check "version_${sub// /_}" 0 "$version" -- "$tessera" $sub --version
done

# fill --show ends with the board's last line, not a blank one.
"$tessera" fill --show "$src/examples/fill/sample2.json" >"$tmp/fill.txt"
[[ -n "$(tail -n 1 "$tmp/fill.txt")" ]] || fail fill_show_blank "a blank line after the picture"

# --svg with several cases or solutions: one SVG holding them all, and a note says so.
check_err svg_cases 0 "tessera: --svg: 2 pictures, each titled, side by side in" \
  -- "$tessera" cover --svg "$tmp/cases.svg" "$src/examples/cover/boardcover.txt"
[[ "$(grep -c 'case [23]:' "$tmp/cases.svg")" -ge 2 ]] || fail svg_cases "titles missing"
check_err svg_none 0 "nothing to draw" -- "$tessera" cover --svg "$tmp/none.svg" --board 6x10 --pieces pentominoes --once --count
[[ -e "$tmp/none.svg" ]] && fail svg_none "wrote an empty SVG"

# --stats says what ran; --direct forces the direct search, same answer.
P='--board 6x10 --pieces pentominoes --once'
check_err stats_orbits 0 "searched up to symmetry D2 (4 motions), each solution expanded into its orbit" \
  -- "$tessera" cover $P --stats
check_stderr_has stats_orbits "2339 solutions reported by the engine (orbit representatives), expanded into 9356"
check stats_orbits_answer 0 "9356" -- "$tessera" cover $P
check direct 0 "8" -- "$tessera" cover --board 3x20 --pieces pentominoes --once --direct
check_err direct_stats 0 "direct search (--direct)" -- "$tessera" cover --board 3x20 --pieces pentominoes --once --direct --stats
check_err direct_sym 2 "--direct lists plain solutions" -- "$tessera" cover $P --direct --up-to-symmetry
check_err stats_reduced 0 "counted up to symmetry D2 (4 motions)" -- "$tessera" cover $P --up-to-symmetry --stats

if [[ "$failures" -ne 0 ]]; then
  echo "$failures failure(s) in the tour checks"
  exit 1
fi
echo "all tour checks passed"
