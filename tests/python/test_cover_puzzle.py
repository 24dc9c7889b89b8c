"""tessera.cover's designer options (issue 25): optional=, given=, colours=, and a board drawn
with '+' and letters; each against the same puzzle drawn as a board or counted another way."""

import pytest

import tessera

CENTRE = [(3, 3), (3, 4), (4, 3), (4, 4)]
PIECES = "pentominoes,tetrominoes:O"


def test_given_square_in_scotts_board():
    # Dana Scott (1958; Knuth, "Dancing Links", 2000): 65 up to symmetry, 520 in all.
    up = tessera.cover((8, 8), PIECES, once=True, up_to_symmetry=True,
                       given=[("O", CENTRE)]).count()
    assert up == 65 and up.symmetry == "D4"
    c = tessera.cover((8, 8), PIECES, once=True, given=[{"piece": "O", "cells": CENTRE}])
    assert c.count() == 520
    s = c.find()
    assert s.placements[0] == ("O", CENTRE)  # the given pieces first
    assert str(s).splitlines()[3][3:5] == "OO"
    assert s.grid[3][3] == 0


def test_optional_centre_and_drawn_board_agree():
    drawn = ["........"] * 3 + ["...++..."] * 2 + ["........"] * 3
    a = tessera.cover(drawn, "pentominoes", once=True).count()
    b = tessera.cover((8, 8), "pentominoes", once=True, optional=CENTRE).count()
    assert a == b == 520
    s = tessera.cover((8, 8), "pentominoes", once=True, optional=CENTRE).find()
    assert str(s).splitlines()[3][3:5] == "++"
    assert len(s.placements) == 12  # blanks are not pieces


def test_optional_strip_counts_each_solution_once():
    # '.+.' by monominoes and dominoes: m m m, d m, m d, and m _ m.
    assert tessera.cover(".+.", "monomino,domino").count() == 4
    assert tessera.cover((1, 3), "monomino,domino", optional=[(0, 1)]).count() == 4


def test_colours_checker():
    assert tessera.cover((2, 2), "domino", colours="checker").count() == 2
    plain = tessera.cover((4, 5), "tetrominoes", colours=None).count()
    checkered = tessera.cover((4, 5), "tetrominoes", colours="checker").count()
    assert checkered <= plain


def test_errors():
    with pytest.raises(ValueError, match="not congruent"):
        tessera.cover((8, 8), PIECES, once=True, given=[("O", [(0, 0), (0, 1), (0, 2), (0, 3)])]).count()
    with pytest.raises(ValueError, match="off the"):
        tessera.cover((2, 2), "domino", optional=[(5, 5)])
    with pytest.raises(ValueError, match="colours"):
        tessera.cover((2, 2), "domino", colours="purple")
    with pytest.raises(ValueError, match="square grid"):
        tessera.cover("2x2", "triamonds", lattice="tri", optional=[(0, 0)])
