#!/usr/bin/env bash
# CLI test of `tessera pieces`: counts against OEIS on every lattice, drawings, JSON, every option,
# located errors and exit statuses.
# $1 = the tessera binary, $2 = the source directory.
set -u
bin="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

# --count 'P F': pieces and their orientations. Hexiamonds under rotations: 94 less the mirror
# twins' turns of the 7 chiral pieces (I6 and S6 have a half turn: 3 each; five have 6). Soma: V,
# T, Z, a, b have 12 orientations, L 24, p 8 (a three-fold axis): 92. Dihex 3 + the A3 triangle 2. Free sets: F is the fixed count (OEIS A001420(6) =
# 94 hexiamonds, A001207(6) = 814 hexahexes, A001168(5) = 63 pentominoes); one-sided sets under
# rotations (A006534(7) = 43 heptiamonds-1s, every fixed heptiamond once: 250); cube sets turn by
# default (A038119(5) = 29 pentacubes, every fixed pentacube once: A001931(5) = 534, A001931(6) =
# 3481 hexacubes); --orient free lets them reflect too (a chiral piece then also takes its twin's).
check hexiamonds 0 "12 94" -- "$bin" pieces --lattice tri --count hexiamonds
check heptiamonds 0 "24 250" -- "$bin" pieces --lattice tri --count heptiamonds
check heptiamonds_1s 0 "43 250" -- "$bin" pieces --lattice tri --count heptiamonds-1s
check hexiamonds_rotate 0 "12 58" -- "$bin" pieces --lattice tri --count --orient rotate hexiamonds
check hexiamonds_fixed 0 "12 12" -- "$bin" pieces --lattice tri --count --orient fixed hexiamonds
check hexahexes 0 "82 814" -- "$bin" pieces --lattice hex --count hexahexes
check hexahexes_1s 0 "147 814" -- "$bin" pieces --lattice hex --count hexahexes-1s
check pentominoes 0 "12 63" -- "$bin" pieces --count pentominoes
check pentominoes_square 0 "12 63" -- "$bin" pieces --lattice square --count pentominoes
check pentacubes 0 "29 534" -- "$bin" pieces --lattice cube --count pentacubes
check pentacubes_rotate 0 "29 534" -- "$bin" pieces --lattice cube --count --orient rotate pentacubes
check pentacubes_free 0 "29 774" -- "$bin" pieces --lattice cube --count --orient free pentacubes
check hexacubes 0 "166 3481" -- "$bin" pieces --lattice cube --count hexacubes
check soma 0 "7 92" -- "$bin" pieces --lattice cube --count soma
check one_piece 0 "1 1" -- "$bin" pieces --lattice tri --count hexiamonds:O6
check multiplicity 0 "2 5" -- "$bin" pieces --lattice hex --count 'dihex*2,trihexes:A3'

# Drawings: triangles by column parity (^ up, v down), hexagons in offset rows, cube layers.
check draw_o6 0 "O6 (6 cells, 1 orientation)
.^v^
.v^v" -- "$bin" pieces --lattice tri hexiamonds:O6
check draw_hex 0 "I2*2 (2 cells, 3 orientations)
o o" -- "$bin" pieces --lattice hex 'dihex*2'
check draw_cube 0 "V (3 cells, 12 orientations)
#.
##" -- "$bin" pieces --lattice cube soma:V
check draw_cube_layers 0 "a (4 cells, 12 orientations)
#. ..
## .#" -- "$bin" pieces --lattice cube soma:a
check draw_square 0 "X (5 cells, 1 orientation)
.#.
###
.#." -- "$bin" pieces pentominoes:X

# JSON: name, cells, copies, orientations.
check json 0 '{"lattice":"hex","orient":"free","count":{"pieces":1,"orientations":3},"pieces":[{"name":"I2","cells":[[0,0],[1,0]],"copies":"1..","orientations":[[[0,0],[1,0]],[[0,0],[0,1]],[[0,1],[1,0]]]}]}' -- "$bin" pieces --lattice hex --format json 'dihex*1..'

# Piece files: JSON and drawings, read back.
cat >"$tmp/tri.txt" <<'END'
hexagon*2
 ^v^
 v^v
END
check file_text 0 "1 1" -- "$bin" pieces --lattice tri --count @"$tmp/tri.txt"
printf '{"lattice": "hex", "pieces": [{"name": "A", "cells": [[0,0],[1,0],[0,1]], "copies": "1"}]}' >"$tmp/hex.json"
check file_json 0 "1 2" -- "$bin" pieces --lattice hex --count @"$tmp/hex.json"
"$bin" pieces --lattice hex hexahexes >"$tmp/drawn" 2>&1
sed -E 's/ \([0-9]+ cells, [0-9]+ orientations?\)$//' "$tmp/drawn" >"$tmp/hexahexes.txt"
check file_roundtrip 0 "82 814" -- "$bin" pieces --lattice hex --count @"$tmp/hexahexes.txt"

# Bad input: located errors, exit 2.
check_err unknown_set 2 "SPEC:1:12: expected a piece set of the tri lattice" -- "$bin" pieces --lattice tri hexiamonds,pentominoes
check_err unknown_piece 2 "SPEC:1:12: expected a piece of hexiamonds (I6 P6" -- "$bin" pieces --lattice tri hexiamonds:Q6
check_err bad_multiplicity 2 "SPEC:1:7: expected a multiplicity" -- "$bin" pieces --lattice hex 'dihex*x'
check_err no_spec 2 "give a SPEC" -- "$bin" pieces --lattice hex
check_err bad_lattice 2 "--lattice" -- "$bin" pieces --lattice penta hexiamonds
check_err bad_orient 2 "--orient" -- "$bin" pieces --orient sideways pentominoes
check_err missing_file 2 "nope.txt" -- "$bin" pieces --lattice tri @"$tmp/nope.txt"
printf 'A\n^.^\n' >"$tmp/apart.txt"
check_err disconnected 2 "apart.txt:1:1: piece 'A' is not connected on the tri lattice" -- "$bin" pieces --lattice tri @"$tmp/apart.txt"
printf '{"lattice": "tri", "pieces": [{"name": "A", "cells": [[0,0,0]]}]}' >"$tmp/tri.json"
check_err mismatch 2 "tri.json:1:13: the pieces are on the tri lattice, the problem on the hex one" -- "$bin" pieces --lattice hex @"$tmp/tri.json"
printf '{"lattice": "tri", "pieces": [{"name": "A", "cells": [[0,0,2]]}]}' >"$tmp/z.json"
check_err not_a_cell 2 "z.json:1:55: (0, 0, 2) is not a cell of the tri lattice" -- "$bin" pieces --lattice tri @"$tmp/z.json"
printf 'A\n. x\n' >"$tmp/char.txt"
check_err bad_char 2 "char.txt:2:3: expected '#', 'o' (a cell)" -- "$bin" pieces --lattice hex @"$tmp/char.txt"

finish "pieces CLI"
