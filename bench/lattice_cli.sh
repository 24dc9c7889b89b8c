#!/usr/bin/env bash
# Whole-CLI timings of `tessera cover --lattice` (docs/lattice_solving.md) on the issue's instances,
# and the square grid's 6x10 for comparison:
#   bench/lattice_cli.sh build/tessera
# Prints the answer and user CPU seconds (`/usr/bin/time -f %U`): the machine is shared, wall
# times vary.
set -eu
tessera="$1"
user() { /usr/bin/time -f %U "$@" 2>&1 >/dev/null | tail -n 1; }
run() {
  local name="$1"
  shift
  printf '%-28s %-40s %8s\n' "$name" "$("$tessera" "$@" | tail -n 1)" "$(user "$tessera" "$@")"
}
printf '%-28s %-40s %8s\n' instance answer user_s
run soma_up_to_symmetry cover --lattice cube --board 3x3x3 --pieces soma --once --up-to-symmetry --threads 1
run soma_all cover --lattice cube --board 3x3x3 --pieces soma --once --threads 1
run hexiamonds_6x6_sym cover --lattice tri --board 6x6 --pieces hexiamonds --once --up-to-symmetry --threads 1
run hexiamonds_6x6_direct cover --lattice tri --board 6x6 --pieces hexiamonds --once --direct --threads 1
# The 12 planar pentacubes (the pentacubes lying in one layer), by orbits and directly (the
# direct search is where the lattice's connectivity cuts show).
planar=pentacubes:F5,pentacubes:I5,pentacubes:L5,pentacubes:N5,pentacubes:P5,pentacubes:T5
planar=$planar,pentacubes:U5,pentacubes:V5,pentacubes:W5,pentacubes:X5,pentacubes:Y5,pentacubes:Z5
run planar_2x3x10 cover --lattice cube --board 2x3x10 --pieces $planar --once --threads 1
run planar_2x3x10_direct cover --lattice cube --board 2x3x10 --pieces $planar --once --direct --threads 1
run planar_2x5x6 cover --lattice cube --board 2x5x6 --pieces $planar --once --threads 1
run planar_2x5x6_direct cover --lattice cube --board 2x5x6 --pieces $planar --once --direct --threads 1
run macmahon_10_10_10 cover --lattice tri --board hexagon:10,10,10 --pieces diamond
run dicubes_2x2x30 cover --lattice cube --board 2x2x30 --pieces dicube
run square_6x10 cover --board 6x10 --pieces pentominoes --once --threads 1
run square_6x10_sym cover --board 6x10 --pieces pentominoes --once --up-to-symmetry --threads 1
