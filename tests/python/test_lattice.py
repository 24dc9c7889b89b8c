"""tessera.cover(..., lattice=...) on triangles, hexagons and cubes (docs/lattice_solving.md):
golden counts, placements in board coordinates that tile the board, the CLI's errors."""
import pytest

import tessera


def test_golden_counts():
    # Polyform Puzzler / Knuth's polyiamond-dlx: 156 up to symmetry; Soma: 240 and 11,520.
    assert tessera.cover("6x6", "hexiamonds", once=True, up_to_symmetry=True, lattice="tri").count() == 156
    assert tessera.cover("3x3x3", "soma", once=True, up_to_symmetry=True, lattice="cube").count() == 240
    assert tessera.cover("3x3x3", "soma", once=True, lattice="cube").count() == 11520
    # MacMahon's formula for the hexagon 10, 10, 10 by the cell DP (unlimited copies).
    assert (tessera.cover("hexagon:10,10,10", "diamond", lattice="tri").count()
            == 9265037718181937012241727284450000)


def test_placements_tile_the_board():
    board = [(x, y, z) for x in range(3) for y in range(3) for z in range(3)]
    for solution in tessera.cover(board, "soma", once=True, limit=5, lattice="cube").all():
        cells = [c for _, placed in solution.placements for c in placed]
        assert sorted(cells) == sorted(board)
        assert len({name for name, _ in solution.placements}) == 7


def test_board_as_dict_and_errors():
    rhombus = {"lattice": "hex", "cells": [[0, 0], [1, 0], [0, 1], [1, 1]]}
    assert len(tessera.cover(rhombus, "dihex", lattice="hex").all()) == 2
    with pytest.raises(ValueError, match="--board:1:1"):
        tessera.cover("6y6", "diamond", lattice="tri").count()
