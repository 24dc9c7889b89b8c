#!/usr/bin/env bash
# The omok pictures from the CLI (issue 22): coordinates on --show and in the SVG, in the notation
# of the input (row and column numbers for a board, h8 letters and numbers for an h8 record), and
# a drawn board (stones as circles, star points, the winning line) rather than letters on dots.
# $1 = the tessera binary, $2 = the source directory.
set -u
bin="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

# A BOJ board: numbers; the winning stones bracketed on the row labelled 3, under column 2.
check_status board_show 0 -- "$bin" omok --show "$src/examples/omok/sample.txt"
grep -q '^    1  2  3  4  5  6  7  8  9 10 11$' "$tmp/stdout" || fail board_show_columns "$(cat "$tmp/stdout")"
grep -q '^ 3  . \[X\] O' "$tmp/stdout" || fail board_show_rows "$(cat "$tmp/stdout")"

# An h8 record: letters above, rows counted from the bottom; the foul at h8 is on row 8 under h.
check_status record_show 0 -- "$bin" omok referee --rule renju --show "$src/examples/omok/game.txt"
grep -q '^rows 14-6, columns c-l of the 15x15 board:$' "$tmp/stdout" || fail record_show_window "$(cat "$tmp/stdout")"
grep -q '^    c  d  e  f  g  h  i  j  k  l$' "$tmp/stdout" || fail record_show_columns "$(cat "$tmp/stdout")"
grep -q '^ 8  .  .  .  .  . \[3\] X  X' "$tmp/stdout" || fail record_show_rows "$(cat "$tmp/stdout")"

# The SVG: a board with coordinates in the record's letters, stones as circles, star points.
check_status record_svg 0 -- "$bin" omok referee --rule renju --svg "$tmp/game.svg" "$src/examples/omok/game.txt"
grep -q 'class="coordinate">h</text>' "$tmp/game.svg" || fail record_svg_letters "no column h"
grep -q 'class="coordinate">15</text>' "$tmp/game.svg" || fail record_svg_numbers "no row 15"
[[ "$(grep -c 'class="black"' "$tmp/game.svg")" == 4 ]] || fail record_svg_stones "not 4 black stones"
grep -q 'class="star"' "$tmp/game.svg" || fail record_svg_stars "no star points"
grep -q '>X<' "$tmp/game.svg" && fail record_svg_letters_as_stones "stones drawn as letters"
check_status win_svg 0 -- "$bin" omok --svg "$tmp/win.svg" "$src/examples/omok/sample.txt"
grep -q 'class="win-line"' "$tmp/win.svg" || fail win_svg "no winning line"
grep -q 'class="coordinate">19</text>' "$tmp/win.svg" || fail win_svg_numbers "no row or column 19"

finish omok_picture
