"""The puzzle designer's tools: what makes a puzzle unique (``tessera design``, docs/design.md).

``hints(...)`` finds the fewest pieces of a solution to give as hints so that it becomes the only
solution, with a proof of minimality; ``holes(...)`` finds the sets of K cells to block that leave
a puzzle with exactly one solution. Both run the CLI's ``tessera design ... --format json`` through
the library, so the options, the documents and the located errors are the CLI's. Ctrl-C stops a
run (KeyboardInterrupt; no partial result comes back).
"""

import json as _json

from . import _tessera

__all__ = ["hints", "holes"]


def hints(board, pieces, solution=None, orient="free", wrap="none", time_limit=None, threads=1,
          progress=None, progress_every=0.25):
    """The fewest hint pieces that make one solution the only one (``tessera design hints``).

    board, pieces, orient, wrap: as for ``tessera.cover`` (each piece is used once unless its
    multiplicity says otherwise). solution: None (the first solution found), an int N (the N-th),
    or the solution itself: a ``Solution`` of ``tessera.cover``, JSON text as ``cover --format
    json`` writes it, or that JSON as Python lists and dicts (cells 1-based). time_limit: seconds;
    when they run out the best hint set found comes back with ``proved_minimal`` False.

    Returns the CLI's document as a dict: ``{"hints": [{"piece": NAME, "cells": [[row, col], ...]},
    ...], "proved_minimal": bool, "lower_bound": int, "solution": [...]}`` (cells 1-based), plus
    ``"stopped"`` when the time limit ended the run. Bad input raises ValueError with the CLI's
    located message.
    """
    number = text = None
    if isinstance(solution, bool):
        raise TypeError("solution: expected None, an int, a Solution or JSON")
    if isinstance(solution, int):
        number = solution
    elif isinstance(solution, str):
        text = solution
    elif hasattr(solution, "to_json"):
        text = solution.to_json()
    elif solution is not None:
        text = _json.dumps(solution)
    _, out = _tessera._design_hints(board, pieces, orient, wrap, number, text, time_limit, threads,
                                    progress, progress_every)
    return _json.loads(out)


def holes(board, pieces, holes, orient="free", wrap="none", limit=None, plain=False, threads=1,
          progress=None, progress_every=0.25):
    """The sets of ``holes`` cells to block that leave a unique puzzle (``tessera design holes``).

    Each hole set is listed once up to the board's symmetry; unique means one solution up to the
    holed board's own symmetry (``plain=True``: one plain solution). limit: stop after that many.

    Returns ``(hole_sets, summary)``: hole_sets a list of ``{"holes": [[row, col], ...],
    "solutions": N}`` (cells 1-based, N the plain count), summary the CLI's summary document
    ``{"summary": TEXT, "hole_sets": N, "holes": K, "tried": M, "symmetry": NAME, "complete":
    bool}``.
    """
    _, out = _tessera._design_holes(board, pieces, holes, orient, wrap, limit, plain, threads,
                                    progress, progress_every)
    lines = [_json.loads(line) for line in out.splitlines() if line]
    return lines[:-1], lines[-1]
