"""The request behind every to_json(): the CLI binary, given the request's arguments and input,
prints exactly the document to_json() returns (to_json() is the line that very request printed
through the library's run_command, in the call itself or on first use): this holds the call and
its request together."""

import json

import numpy as np

import tessera
from tessera import _tessera, omok


def run_request(cli, request, tmp_path):
    args, stdin, pieces_file = request
    if pieces_file is not None:
        path = tmp_path / "python-pieces.txt"
        path.write_text(pieces_file)
        args = [f"@{path}" if a == "@python-pieces.txt" else a for a in args]
    code, out, err = cli(*args, stdin=stdin)
    assert code in (0, 3), (args, err)
    return out.rstrip("\n")


def test_count_requests(cli, tmp_path):
    cases = [
        dict(board=(6, 7)),
        dict(board=["....", ".#..", "...."], pieces="L3,I3", mod=97),
        dict(board=np.ones((4, 4), dtype=bool), pieces=tessera.pieces("tetrominoes")),
        dict(board=(3, 6), pieces="corner\n#.\n##\n", orient="fixed"),
        dict(board=(5, 5), pieces=[tessera.Piece("bar", [(0, 0), (0, 1)])], max_memory=64),
    ]
    for case in cases:
        n = tessera.count_tilings(**case)
        assert run_request(cli, n._document.request, tmp_path) == n.to_json(), case


def test_search_requests(cli, tmp_path):
    c = tessera.cover(["......", "..#...", "......", "......"], "L3*0..3,domino", up_to_symmetry=True)
    for mode in ("count", "find", "all", "unique"):
        document = c._search.run(mode)[4]
        assert run_request(cli, document.request, tmp_path) == document.get(), mode
    c = tessera.cover((5, 12), "pentominoes", once=True, limit=3)
    document = c._search.run("all")[4]
    assert run_request(cli, document.request, tmp_path) == document.get()
    assert json.loads(document.get())["stopped"] == "limit"


def test_lpuzzle_request(cli, tmp_path):
    t = tessera.lpuzzle(["BWW.", "WWBW", "..WB"])
    assert run_request(cli, t._document.request, tmp_path) == t.to_json()


def test_omok_requests(cli, tmp_path):
    b = np.zeros((9, 9), dtype=int)
    b[1:6, 2] = 1
    j = omok.judge(b, rule="caro")
    assert run_request(cli, j._request(), tmp_path) == j.to_json()
    rows = ["." * 9] * 4 + ["..XXXXX.."] + ["." * 9] * 4
    j = omok.judge(rows, rule="freestyle")
    assert run_request(cli, j._request(), tmp_path) == j.to_json()
    f = omok.forbidden(np.zeros((15, 15), dtype=int), five_point_makes_three=True)
    assert run_request(cli, f._document.request, tmp_path) == f.to_json()
    ref = omok.Referee(size=(9, 11), rule="freestyle", k=4)
    verdicts = [ref.play(r, c) for r, c in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2), (0, 3)]]
    for v in (verdicts[0], verdicts[3], verdicts[-1]):
        assert run_request(cli, v._request(), tmp_path) == v.to_json()
    assert verdicts[-1].result == "win"


def test_fill_request(cli, tmp_path):
    r = tessera.fill([[0, 1], [1, 1]], [[1, 0], [0, 0]], flip=True)
    assert run_request(cli, r._request(), tmp_path) == r.to_json()


def test_one_sided_piece_objects_are_a_request(cli, tmp_path):
    # A one-sided set's Piece objects: a piece file and --orient rotate (a piece file cannot say
    # "turn, do not flip" per piece).
    one_sided = tessera.pieces("tetrominoes-1s")
    ell = one_sided[5:6]  # L, turned but not flipped (J is another piece of the set)
    n = tessera.count_tilings((4, 8), ell)
    assert n == tessera.count_tilings((4, 8), "tetrominoes-1s:L")
    assert n != tessera.count_tilings((4, 8), "tetrominoes:L")
    assert "rotate" in n._document.request[0]
    assert run_request(cli, n._document.request, tmp_path) == n.to_json()
    c = tessera.cover((4, 7), one_sided, once=True)
    assert c.count() == tessera.cover((4, 7), "tetrominoes-1s", once=True).count()
    assert run_request(cli, c._search.run("all")[4].request, tmp_path) == c.to_json("all")


def test_unrepresentable_pieces_raise_only_in_to_json():
    # One piece of a one-sided set among free ones: no piece file and no --orient say that.
    mixed = tessera.pieces("tetrominoes-1s")[5:6] + tessera.pieces("domino")
    n = tessera.count_tilings((4, 4), mixed)
    assert n == tessera.count_tilings((4, 4), "tetrominoes-1s:L,domino")
    c = tessera.cover((4, 4), mixed)
    assert c.count() == tessera.cover((4, 4), "tetrominoes-1s:L,domino").count()
    import pytest
    with pytest.raises(ValueError, match="piece file"):
        n.to_json()
