"""tessera.pieces(spec, lattice=L, orient=O) on triangles, hexagons and cubes (issue 21 §6): the
OEIS counts of the built-in sets, each piece's orientations against a brute-force twin written here
(the lattice's motions applied by hand), the CLI's own JSON document, and its located errors."""
import itertools
import json

import pytest

import tessera

# (spec, lattice, orient, pieces, orientations in all). Sources: OEIS A000577 (free polyiamonds
# 1, 1, 1, 3, 4, 12, 24), A006534 (one-sided: 1, 1, 1, 4, 6, 19, 43), A001420 (fixed: 2, 3, 6, 14,
# 36, 94, 250); A000228 (free polyhexes 1, 1, 3, 7, 22, 82), A006535 (one-sided 1, 1, 3, 10, 33,
# 147), A001207 (fixed 1, 3, 11, 44, 186, 814); A038119 (polycubes distinct under rotations 1, 1,
# 2, 8, 29, 166), A001931 (fixed 1, 3, 15, 86, 534, 3481). The orientations of a free (or one-sided)
# set in all are the fixed count; a cube set is the physical one, turning only by default.
OEIS = [
    ("tetriamonds", "tri", None, 3, 14),
    ("pentiamonds", "tri", None, 4, 36),
    ("hexiamonds", "tri", None, 12, 94),
    ("heptiamonds", "tri", None, 24, 250),
    ("tetriamonds-1s", "tri", None, 4, 14),
    ("hexiamonds-1s", "tri", None, 19, 94),
    ("heptiamonds-1s", "tri", None, 43, 250),
    ("trihexes", "hex", None, 3, 11),
    ("tetrahexes", "hex", None, 7, 44),
    ("pentahexes", "hex", None, 22, 186),
    ("hexahexes", "hex", None, 82, 814),
    ("tetrahexes-1s", "hex", None, 10, 44),
    ("pentahexes-1s", "hex", None, 33, 186),
    ("pentahexes", "hex", "fixed", 22, 22),
    ("tricubes", "cube", None, 2, 15),
    ("tetracubes", "cube", None, 8, 86),
    ("pentacubes", "cube", None, 29, 534),
    ("hexacubes", "cube", None, 166, 3481),
]


@pytest.mark.parametrize("spec,lattice,orient,count,orientations", OEIS)
def test_oeis_counts(spec, lattice, orient, count, orientations):
    listed = tessera.pieces(spec, lattice=lattice, orient=orient)
    assert len(listed) == count
    assert listed.orientations == orientations == sum(len(p.orientations) for p in listed)
    assert listed.lattice == lattice
    assert listed.orient == orient or (orient is None and listed.orient ==
                                       ("rotate" if lattice == "cube" else "free"))


def test_hexiamonds_readable():
    listed = tessera.pieces("hexiamonds", lattice="tri")
    # Polyform Puzzler's names (issue 21 §2).
    assert sorted(p.name for p in listed) == sorted(
        "I6 P6 J6 E6 V6 H6 S6 X6 C6 F6 G6 O6".split())
    assert repr(listed) == "<tessera.LatticePieces tri free: 12 pieces, 94 orientations>"
    piece = listed[0]
    assert len(piece) == 6 and all(len(c) == 3 for c in piece.cells)
    assert piece.copies is None
    assert repr(piece).startswith(f"<tessera.LatticePiece {piece.name}: 6 cells, ")


# --- the brute-force twin: the lattice's motions written out here -------------------------------

def _normal(cells):
    low = [min(c[i] for c in cells) for i in range(len(cells[0]))]
    return frozenset(tuple(v - m for v, m in zip(c, low)) for c in cells)


def _hex_motions():
    # Axial coordinates 60° apart: turning by 60° is (x, y) -> (-y, x + y); (x, y) -> (y, x) reflects.
    turn = lambda c: (-c[1], c[0] + c[1])
    out = []
    for mirror in (False, True):
        def motion(c, k=0, mirror=mirror):
            for _ in range(k):
                c = turn(c)
            return (c[1], c[0]) if mirror else c
        out += [lambda c, k=k, m=motion: m(c, k) for k in range(6)]
    return out


def _cube_motions(rotations_only):
    out = []
    for perm in itertools.permutations(range(3)):
        for signs in itertools.product((1, -1), repeat=3):
            parity = sum(1 for i, j in itertools.combinations(range(3), 2) if perm[i] > perm[j])
            det = (-1) ** parity * signs[0] * signs[1] * signs[2]
            if rotations_only and det != 1:
                continue
            out.append(lambda c, p=perm, s=signs: tuple(s[i] * c[p[i]] for i in range(3)))
    return out


def _images(cells, motions):
    return {_normal([m(c) for c in cells]) for m in motions}


@pytest.mark.parametrize("spec,lattice,orient,motions", [
    ("pentahexes", "hex", None, _hex_motions()),
    ("pentacubes", "cube", None, _cube_motions(True)),
    ("pentacubes", "cube", "free", _cube_motions(False)),
    ("tetracubes", "cube", "rotate", _cube_motions(True)),
])
def test_orientations_against_brute_force(spec, lattice, orient, motions):
    listed = tessera.pieces(spec, lattice=lattice, orient=orient)
    seen = set()
    for piece in listed:
        mine = _images(piece.cells, motions)
        theirs = {_normal(o) for o in piece.orientations}
        assert theirs == mine, piece.name
        assert len(piece.orientations) == len(mine), piece.name  # no orientation listed twice
        assert piece.cells in piece.orientations or _normal(piece.cells) in theirs
        seen |= mine
    if orient != "free":  # distinct pieces: no orientation of one is another's
        assert len(seen) == listed.orientations


def test_free_pentacubes_are_23():
    # A000162: 23 pentacubes up to rotation and reflection; the physical set holds 29.
    listed = tessera.pieces("pentacubes", lattice="cube")
    motions = _cube_motions(False)
    classes = {min(tuple(sorted(s)) for s in _images(p.cells, motions)) for p in listed}
    assert len(listed) == 29 and len(classes) == 23


# --- the CLI's own document and errors -----------------------------------------------------------

PIECE_FILE = {"lattice": "hex", "pieces": [
    {"name": "A", "cells": [[0, 0], [1, 0], [0, 1]], "copies": "2"},
    {"name": "B", "cells": [[0, 0], [1, 0], [2, 0]], "copies": "0..1"}]}


@pytest.mark.parametrize("spec,lattice,orient", [
    ("hexiamonds", "tri", None), ("pentahexes-1s", "hex", "fixed"), ("soma", "cube", None),
    ("soma", "cube", "free"), ("tetriamonds*2,diamond", "tri", "rotate"),
    ("pentominoes", "square", "free")])
def test_equal_to_cli(cli, spec, lattice, orient):
    args = ["pieces", "--lattice", lattice, "--format", "json", spec]
    if orient:
        args[1:1] = ["--orient", orient]
    status, out, _ = cli(*args)
    assert status == 0
    assert tessera.pieces(spec, lattice=lattice, orient=orient).to_json() == out


def test_piece_file_equal_to_cli(cli, tmp_path):
    path = tmp_path / "pieces.json"
    path.write_text(json.dumps(PIECE_FILE) + "\n")
    status, out, _ = cli("pieces", "--lattice", "hex", "--format", "json", f"@{path}")
    assert status == 0
    listed = tessera.pieces(PIECE_FILE, lattice="hex")
    assert listed.to_json() == out
    assert [(p.name, p.copies, len(p.orientations)) for p in listed] == [("A", "2", 2),
                                                                          ("B", "0..1", 3)]
    assert listed[0].cells == ((0, 0), (0, 1), (1, 0)) or sorted(listed[0].cells) == [
        (0, 0), (0, 1), (1, 0)]
    assert tessera.pieces(path.read_text(), lattice="hex") == listed


def test_square_default_unchanged():
    listed = tessera.pieces("pentominoes")
    assert all(isinstance(p, tessera.Piece) for p in listed) and len(listed) == 12


def test_errors(cli):
    with pytest.raises(ValueError, match=r"^SPEC:1:12: .*found 'foo'"):
        tessera.pieces("hexiamonds,foo", lattice="tri")
    status, _, err = cli("pieces", "--lattice", "tri", "hexiamonds,foo")
    assert status == 2 and "SPEC:1:12:" in err
    bad = {"lattice": "hex", "pieces": [{"name": "A", "cells": [[0, 0], [2, 0]]}]}
    with pytest.raises(ValueError, match=r"^pieces:1:\d+: piece 'A' is not connected"):
        tessera.pieces(bad, lattice="hex")
    with pytest.raises(ValueError, match="orient"):
        tessera.pieces("soma", lattice="cube", orient="sideways")
    with pytest.raises(ValueError, match="lattice"):
        tessera.pieces("soma", lattice="dodecahedral")
