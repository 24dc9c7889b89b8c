"""help() and repr(): real signatures, the classes where users import them, readable results."""

import inspect
import pydoc
import re

import numpy as np

import tessera
from tessera import omok


def rendered(obj):
    return pydoc.render_doc(obj, renderer=pydoc.plaintext)


def public_objects():
    for module in (tessera, omok):
        for name in module.__all__:
            obj = getattr(module, name)
            if not inspect.ismodule(obj):
                yield f"{module.__name__}.{name}", obj


def test_functions_have_real_signatures():
    # Python functions: inspect.signature names every argument and its default (pybind11's
    # builtins have none, and help() showed them as "method of builtins.PyCapsule instance").
    for name, obj in public_objects():
        if inspect.isclass(obj) or not callable(obj):
            continue
        assert inspect.isfunction(obj), name
        params = inspect.signature(obj).parameters
        assert params and all(p.kind == p.POSITIONAL_OR_KEYWORD for p in params.values()), name
        assert obj.__doc__ and len(obj.__doc__) > 40, name
    assert str(inspect.signature(tessera.fill)) == "(game_board, table, flip=False)"
    assert str(inspect.signature(omok.judge)) == "(board, rule='standard', k=5, max_size=1000)"


def test_help_shows_no_binding_internals():
    for name, obj in public_objects():
        text = rendered(obj)
        for internal in (": handle", "PyCapsule", "tessera._tessera", "object at 0x"):
            assert internal not in text, (name, internal, text)
    assert "tessera.omok.Referee, size: int | tuple[int, int] = 15, rule: str = 'standard'" in rendered(
        omok.Referee)
    assert "cells: Sequence[tuple[int, int]]" in rendered(tessera.Piece)
    assert omok.Verdict.__module__ == "tessera.omok" and tessera.Solution.__module__ == "tessera"


def test_cover_help_is_current():
    # The bitboard engines take boxes of up to 1024 cells (docs/exact_cover.md), not 128.
    text = " ".join(rendered(tessera.cover).split())
    assert "128 cells" not in text and "1024 cells" in text


def test_every_result_has_a_readable_repr():
    ref = omok.Referee(9)
    verdict = ref.play(4, 4)
    board = np.zeros((9, 9), dtype=int)
    board[0, 0:5] = 2
    results = {
        "Referee": (ref, r"^<tessera\.omok\.Referee 9x9 standard, 1 move>$"),
        "Verdict": (verdict, r"^<tessera\.omok\.Verdict playing at move 1 \(4, 4\)>$"),
        "Judgement": (omok.judge(board), r"^<tessera\.omok\.Judgement winner=2 from \(0, 0\) across>$"),
        "FillResult": (tessera.fill(["00", "11"], ["11", "00"]),
                       r"^<tessera\.FillResult cells=2, pieces placed 1 of 1, holes 1>$"),
        "Solution": (tessera.cover((2, 3), "L3").find(), r"^<tessera\.Solution 2x3, 2 pieces>$"),
        "Piece": (tessera.pieces("L3")[0], r"^Piece\('L3', \[.*\]\)$"),
        "Cover": (tessera.cover((2, 3), "L3"), r"^<tessera\.Cover: \d+ placements>$"),
        "TilingCount": (tessera.count_tilings((2, 3)), r"^2$"),
        "SearchCount": (tessera.cover((2, 3), "L3").count(), r"^2$"),
        "LTiling": (tessera.lpuzzle(["BW", "W."]), r"^\[\(\(0, 0\), \(0, 1\), \(1, 0\)\)\]$"),
        "ForbiddenPoints": (omok.forbidden(np.zeros((15, 15), dtype=int)), r"^\[\]$"),
    }
    for name, (obj, pattern) in results.items():
        assert re.match(pattern, repr(obj)), (name, repr(obj))
