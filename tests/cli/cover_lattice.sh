#!/usr/bin/env bash
# `tessera cover --lattice tri|hex|cube` end to end (docs/lattice_solving.md): golden counts,
# every search mode, JSON placements checked by an independent script, pictures parsed, bad input.
# $1 = the tessera binary, $2 = the source directory.
set -u
tessera="$1"
src="$2"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0

source "$(dirname "$0")/lib.bash"

# Golden: the Soma cube, 240 up to the cube's 48 motions and 11,520 in all (Conway and Guy, "Winning
# Ways"; Knuth's polycube-dlx); the 12 hexiamonds in the 6x6 rhombus, 156 up to symmetry (Polyform
# Puzzler; Knuth's polyiamond-dlx).
C="--lattice cube --board 3x3x3 --pieces soma --once"
check soma_sym 0 "240 up to symmetry (Oh)" -- "$tessera" cover $C --up-to-symmetry
check soma 0 "11520" -- "$tessera" cover $C
check soma_dlx 0 "240 up to symmetry (Oh)" -- "$tessera" cover $C --up-to-symmetry --engine dlx
check soma_threads 0 "11520" -- "$tessera" cover $C --threads 2
check soma_direct 0 "11520" -- "$tessera" cover $C --direct
# Cube pieces are physical: they turn but reflect only when --orient free says so explicitly. The
# screw tetracube A4 splits the 2x2x2 cube with a second copy in 6 ways and never with its mirror
# twin B4; let both reflect and each split comes in both hands (12), and labelled A4 + B4 take
# each hand's split in 2 x 2 ways (24).
S="--lattice cube --board 2x2x2 --count"
check cube_default 0 "6" -- "$tessera" cover $S --pieces 'tetracubes:A4*2'
check cube_rotate 0 "6" -- "$tessera" cover $S --pieces 'tetracubes:A4*2' --orient rotate
check cube_free 0 "12" -- "$tessera" cover $S --pieces 'tetracubes:A4*2' --orient free
check cube_twins 0 "0" -- "$tessera" cover $S --pieces 'tetracubes:A4*1,tetracubes:B4*1'
check cube_twins_free 0 "24" -- "$tessera" cover $S --pieces 'tetracubes:A4*1,tetracubes:B4*1' --orient free
T="--lattice tri --board 6x6 --pieces hexiamonds --once"
check hexiamonds_sym 0 "156 up to symmetry (D2)" -- "$tessera" cover $T --up-to-symmetry
check hexiamonds_bitboard 0 "156 up to symmetry (D2)" -- "$tessera" cover $T --up-to-symmetry --engine bitboard --threads 2
# Unlimited copies by the cell DP: MacMahon's formula for the hexagon 4,4,4 (lozenges), dicubes in
# 2x2xn boxes (OEIS A006253), and the DP against the search.
check macmahon_444 0 "232848" -- "$tessera" cover --lattice tri --board hexagon:4,4,4 --pieces diamond
check dicubes_2x2x6 0 "1681" -- "$tessera" cover --lattice cube --board 2x2x6 --pieces dicube
check dicubes_search 0 "121" -- "$tessera" cover --lattice cube --board 2x2x4 --pieces dicube --count
check mod 0 "232848" -- "$tessera" cover --lattice tri --board hexagon:4,4,4 --pieces diamond --mod 1000000007

# --find draws, --unique decides, --all --limit stops with status 3, --timeout too.
check_status find 0 -- "$tessera" cover $T --find
grep -q '/' "$tmp/stdout" || fail find "no triangles drawn: $(cat "$tmp/stdout")"
check_status find_cube 0 -- "$tessera" cover $C --find
[[ "$(grep -c '^z = ' "$tmp/stdout")" == 3 ]] || fail find_cube "not three layers: $(cat "$tmp/stdout")"
check_status unique 0 -- "$tessera" cover $C --unique
[[ "$(head -1 "$tmp/stdout")" == "not unique" ]] || fail unique "$(head -1 "$tmp/stdout")"
check_status all_limit 3 -- "$tessera" cover $C --all --limit 3
grep -q "3 solutions (stopped by --limit; more exist)" "$tmp/stdout" || fail all_limit "$(tail -1 "$tmp/stdout")"
check_status timeout 3 -- "$tessera" cover --lattice hex --board 8x8 --pieces tetrahexes --count --timeout 0.01
check_status hex_show 0 -- "$tessera" cover --lattice hex --board hexagon:2 --pieces trihexes --find --show --stats
grep -q "engine" "$tmp/stderr" || fail hex_show "no --stats: $(cat "$tmp/stderr")"
check_status progress 0 -- "$tessera" cover $T --up-to-symmetry --progress json --progress-every 0.01
grep -q "\"phase\"" "$tmp/stderr" || fail progress "no JSON report: $(head -c 300 "$tmp/stderr")"

# --checkpoint / --resume: a stopped search continues to the full count.
check_status checkpoint 3 -- "$tessera" cover $T --direct --checkpoint "$tmp/ckpt" --checkpoint-every 0.005 --timeout 0.02
check resume 0 "624" -- "$tessera" cover $T --direct --resume "$tmp/ckpt"
check_err resume_other 2 "another problem" -- "$tessera" cover --lattice tri --board 6x6 --pieces hexiamonds --once --up-to-symmetry --resume "$tmp/ckpt"

# JSON: every listed solution covers the board exactly once with the pieces' cells in board
# coordinates (checked here, apart from the library's own checker).
"$tessera" cover --lattice tri --board 6x6 --pieces hexiamonds --once --all --limit 20 --format json >"$tmp/all.json"
"$tessera" cover $C --all --limit 5 --format json >"$tmp/soma.json"
python3 - "$tmp/all.json" 72 3 "$tmp/soma.json" 27 3 <<'EOF' || fail json "placements do not tile the board"
import json, sys
args = sys.argv[1:]
for path, cells, dims in zip(args[0::3], args[1::3], args[2::3]):
    doc = json.load(open(path))
    assert doc["count"] == str(len(doc["solutions"])) or doc.get("stopped") == "limit", doc.get("count")
    for s in doc["solutions"]:
        seen = [tuple(c) for p in s for c in p["cells"]]
        assert all(len(c) == int(dims) for c in seen), seen[:3]
        assert len(seen) == len(set(seen)) == int(cells), (len(seen), len(set(seen)))
        names = [p["piece"] for p in s]
        assert len(names) == len(set(names)), names
EOF

# Pictures: an SVG of polygons, of cubes, and a glTF model with one named mesh per piece.
check_status svg 0 -- "$tessera" cover $T --find --svg "$tmp/tri.svg"
python3 -c "import sys, xml.dom.minidom as m; d = m.parse(sys.argv[1]); assert len(d.getElementsByTagName('polygon') + d.getElementsByTagName('path')) >= 72" "$tmp/tri.svg" || fail svg "not 72 cells"
check_status gltf 0 -- "$tessera" cover $C --find --svg "$tmp/soma.svg" --gltf "$tmp/soma.gltf"
python3 - "$tmp/soma.gltf" <<'EOF' || fail gltf "not 7 named meshes"
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["asset"]["version"] == "2.0"
names = sorted(m["name"] for m in doc["meshes"])
assert len(names) == 7, names
EOF
python3 -c "import sys, xml.dom.minidom as m; m.parse(sys.argv[1])" "$tmp/soma.svg" || fail cube_svg "not XML"

# Bad input: exit 2 with a message.
check_err bad_lattice 2 "--lattice" -- "$tessera" cover --lattice penta --board 3x3 --pieces soma
check_err gltf_square 2 "--gltf" -- "$tessera" cover --board 6x10 --pieces pentominoes --once --gltf "$tmp/x.gltf"
check_err gltf_tri 2 "--gltf" -- "$tessera" cover $T --find --gltf "$tmp/x.gltf"
check_status bad_board 2 -- "$tessera" cover --lattice tri --board 6y6 --pieces hexiamonds --once
check_status bad_pieces 2 -- "$tessera" cover --lattice tri --board 6x6 --pieces nonesuch --once
check_err multiplicity 2 "multiplicity" -- "$tessera" cover --lattice tri --board 2x2 --pieces 'diamond*2'
check_err wrap 2 "--wrap" -- "$tessera" cover $T --wrap both

# A square board given as lattice JSON (y up, as Polyform Puzzler's) is read by the square path,
# with or without --lattice square, by the DP and the search alike; another lattice is refused.
printf '{"lattice": "square", "cells": [[0,0],[1,0],[0,1],[0,2]]}' > "$tmp/l.json"
check square_json_find 0 $'L#\nL#\nLL' -- "$tessera" cover --lattice square "$tmp/l.json" --pieces tetrominoes --find
printf '{"lattice": "square", "cells": [[0,0],[1,0],[0,1],[1,1]]}' > "$tmp/sq.json"
check square_json_dp 0 "2" -- "$tessera" cover "$tmp/sq.json" --pieces domino
printf '{"lattice": "tri", "cells": [[0,0,0]]}' > "$tmp/tri.json"
check_err square_json_tri 2 "is on the tri lattice" -- "$tessera" cover "$tmp/tri.json" --pieces domino

exit $((failures > 0))
