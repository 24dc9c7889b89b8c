"""tessera.design.hints and tessera.design.holes: the CLI's documents, checked against an
independent brute force over the solutions that tessera.cover lists, and Ctrl-C."""

import itertools
import json
import threading
import time
import _thread

import pytest

import tessera
from tessera import design


def placements(solution):
    return {(p["piece"], tuple(map(tuple, p["cells"]))) for p in solution}


def test_hints_match_the_cli(cli):
    doc = design.hints((3, 20), "pentominoes")
    status, out, _ = cli("design", "hints", "3x20", "--pieces", "pentominoes", "--format", "json")
    assert status == 0
    assert doc == json.loads(out)
    assert doc["proved_minimal"] is True


@pytest.mark.parametrize("n", [1, 2, 5])
def test_hints_are_minimal_by_brute_force(cli, n):
    # Every plain solution of 3x20 (8 of them), then each subset of the target's placements by size.
    status, out, _ = cli("cover", "--board", "3x20", "--pieces", "pentominoes", "--once", "--all",
                         "--format", "json")
    assert status == 0
    solutions = [placements(s) for s in json.loads(out)["solutions"]]
    doc = design.hints((3, 20), "pentominoes", solution=n)
    target = placements(doc["solution"])
    assert target == solutions[n - 1]
    hints = placements(doc["hints"])
    assert hints <= target
    assert sum(1 for s in solutions if hints <= s) == 1
    smallest = next(k for k in range(len(target) + 1)
                    if any(sum(1 for s in solutions if set(h) <= s) == 1
                           for h in itertools.combinations(sorted(target), k)))
    assert len(hints) == smallest


def test_hints_take_a_given_solution():
    found = tessera.cover((3, 20), "pentominoes", once=True).find()
    doc = design.hints((3, 20), "pentominoes", solution=found)
    assert doc["solution"] == json.loads(found.to_json())
    again = design.hints((3, 20), "pentominoes", solution=doc["solution"])
    assert again["hints"] == doc["hints"]


def test_bad_solution_is_a_located_error():
    with pytest.raises(ValueError, match=r"python-solution\.json:1:\d+: placement 1: no piece named 'Q'"):
        design.hints((3, 20), "pentominoes", solution=[{"piece": "Q", "cells": [[1, 1]]}])
    with pytest.raises(ValueError, match="the puzzle has 8 solutions"):
        design.hints((3, 20), "pentominoes", solution=9)


def test_holes_match_the_cli_and_a_brute_force(cli):
    found, summary = design.holes((2, 3), "domino,L3", 1)
    status, out, _ = cli("design", "holes", "2x3", "--pieces", "domino,L3", "--holes", "1",
                         "--format", "json")
    assert status == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert found == lines[:-1] and summary == lines[-1]
    # Brute force: every single hole, counted plainly by tessera.cover.
    plain = {}
    for r, c in itertools.product(range(2), range(3)):
        rows = ["".join("#" if (i, j) == (r, c) else "." for j in range(3)) for i in range(2)]
        plain[(r + 1, c + 1)] = int(tessera.cover(rows, "domino,L3", once=True).count())
    for hole_set in found:
        (cell,) = [tuple(x) for x in hole_set["holes"]]
        assert plain[cell] == hole_set["solutions"]
    assert summary["hole_sets"] == len(found) == 1


def test_holes_plain_and_limit():
    found, summary = design.holes((3, 4), "L3*4", 0, plain=True)
    assert summary["complete"] is True
    found, summary = design.holes((4, 4), "L3*5", 1, limit=1)
    assert len(found) <= 1


def test_ctrl_c_stops_holes():
    # A long scan (8x8 minus 4 cells with the pentominoes), interrupted after a moment.
    timer = threading.Timer(0.5, _thread.interrupt_main)
    timer.start()
    started = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        design.holes((8, 8), "pentominoes", 4)
    timer.cancel()
    assert time.monotonic() - started < 30
