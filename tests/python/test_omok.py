"""tessera.omok: judge, forbidden, Referee."""

import json
import pathlib

import numpy as np
import pytest

import tessera
from tessera import omok

ROOT = pathlib.Path(__file__).resolve().parents[2]


def sample_board():
    text = (ROOT / "examples" / "omok" / "sample.txt").read_text().split()
    return np.array([int(x) for x in text], dtype=np.int8).reshape(19, 19)


def test_judge_sample():
    # BOJ 2615's sample: black wins, line from row 3, column 2 (1-based), diagonal.
    j = omok.judge(sample_board())
    assert j.winner == 1
    assert j.line[0] == (2, 1) and len(j.line) == 5 and j.direction == "diagonal"
    assert omok.judge(sample_board().tolist()).line == j.line
    rows = (ROOT / "examples" / "omok" / "sample.txt").read_text().splitlines()
    assert omok.judge(rows).line == j.line


def test_judge_rules_and_k():
    b = np.zeros((15, 15), dtype=int)
    b[7, 2:8] = 1  # six in a row
    assert omok.judge(b).winner == 0  # standard: exactly five
    assert omok.judge(b, rule="freestyle").winner == 1
    assert omok.judge(b, rule="freestyle", k=6).line == [(7, c) for c in range(2, 8)]
    v = np.zeros((9, 9), dtype=int)
    v[1:6, 4] = 2
    j = omok.judge(v)
    assert j.winner == 2 and j.line[0] == (1, 4) and j.direction == "down"
    a = np.zeros((9, 9), dtype=int)
    for i in range(5):
        a[6 - i, 1 + i] = 1  # '/' diagonal: the first stone is the bottom-left one
    assert omok.judge(a).line[0] == (6, 1)


def test_judge_errors():
    with pytest.raises(ValueError, match=r"at \(0, 1\), found 3"):
        omok.judge([[0, 3, 0, 0, 0]] * 5)
    with pytest.raises(ValueError, match="sides"):
        omok.judge(np.zeros((4, 4), dtype=int))
    with pytest.raises(ValueError, match="rule"):
        omok.judge(np.zeros((5, 5), dtype=int), rule="gomoku-pro")
    with pytest.raises(ValueError, match="renju"):
        omok.judge(np.zeros((9, 9), dtype=int), rule="renju", k=6)
    with pytest.raises(ValueError, match="at most the board side"):
        omok.judge(np.zeros((5, 5), dtype=int), k=6)
    b = np.zeros((15, 15), dtype=int)
    b[0, 0:5] = 1
    b[10, 0:5] = 2
    with pytest.raises(ValueError, match="at most one winning line"):
        omok.judge(b)
    rows = ["." * 15] * 15
    rows = ["XXXXX" + "." * 10] + rows[1:10] + ["OOOOO" + "." * 10] + rows[11:]
    with pytest.raises(ValueError, match=r"^board:11:1: expected at most one"):
        omok.judge(rows)
    with pytest.raises(ValueError, match=r"^board:2:3: "):
        omok.judge(["....."] + ["..?.."] + ["....."] * 3)
    assert omok.judge(np.zeros((9, 9), dtype=float)).winner == 0  # whole floats are a board
    with pytest.raises(ValueError, match=r"at \(0, 0\), found 1.5"):
        omok.judge(np.full((9, 9), 1.5))
    with pytest.raises(TypeError):
        omok.judge(np.zeros((9, 9), dtype=complex))


def test_forbidden_fouls():
    text = (ROOT / "examples" / "omok" / "renju_fouls.txt").read_text().splitlines()
    points = omok.forbidden(text)
    assert (6, 6) in [p for p, _ in points]  # 1-based (7, 7) in the CLI's output
    assert {reason for _, reason in points} <= {"overline", "double-four", "double-three"}
    doc = json.loads(points.to_json())
    assert doc["forbidden"] == [[r + 1, c + 1] for (r, c), _ in points]
    assert omok.forbidden(np.zeros((15, 15), dtype=int)) == []


def test_referee_double_three():
    # examples/omok/game.txt: h10 g11 h9 g12 i8 f10 j8 e10 h8 on 15x15, rows from the bottom.
    moves = ["h10", "g11", "h9", "g12", "i8", "f10", "j8", "e10", "h8"]
    ref = omok.Referee(size=15, rule="renju")
    verdicts = [ref.play(15 - int(m[1:]), ord(m[0]) - ord("a")) for m in moves]
    assert all(v.result == "playing" for v in verdicts[:-1])
    last = verdicts[-1]
    assert last.result == "forbidden" and last.reason == "double-three" and last.winner == 2
    assert last.move == 9 and ref.over
    with pytest.raises(ValueError, match="over"):
        ref.play(0, 0)


def test_referee_win_and_illegal():
    ref = omok.Referee(size=9, rule="standard")
    for i in range(4):
        assert ref.play(0, i).result == "playing"
        assert ref.play(5, i).result == "playing"
    v = ref.play(0, 4)
    assert v.result == "win" and v.winner == 1 and v.line == [(0, c) for c in range(5)]
    ref = omok.Referee(size=(9, 11))
    ref.play(3, 3)
    assert ref.play(3, 3).result == "occupied"
    assert omok.Referee(size=9).play(-1, 0).result == "off-board"
    assert omok.Referee(size=9).play(9, 0).result == "off-board"
    assert ref.board[3][3] == 1
    with pytest.raises(ValueError):
        omok.Referee(size=3)
    with pytest.raises(ValueError):
        omok.Referee(size=15, rule="renju", k=6)


def test_referee_pass_counts_as_a_move():
    # Black passes twice, so white's five comes first: each pass hands the move to the other colour.
    ref = omok.Referee(size=9, rule="standard")
    assert ref.play(0, 0).result == "playing"  # black
    for i in range(4):
        assert ref.play(5, i).result == "playing"  # white
        assert ref.pass_().result == "playing"  # black passes
    assert ref.moves == 9 and ref.board[0][0] == 1 and sum(map(sum, ref.board)) == 1 + 2 * 4
    v = ref.play(5, 4)  # white's fifth
    assert v.result == "win" and v.winner == 2 and v.move == 10
    with pytest.raises(ValueError, match="over"):
        ref.pass_()
    # The same game as the CLI's row-col input, passes as "-1 -1": the same document.
    import json
    doc = json.loads(v.to_json())
    assert doc["result"] == "win" and doc["move"] == 10


def test_referee_defaults_to_the_cli_rule(cli):
    # `tessera omok referee` judges by the standard rule unless told; so does Referee(15). Under
    # standard, black's overline is no win (and no foul); under renju it would be forbidden.
    ref = omok.Referee(15)
    moves = [(7, 2), (0, 0), (7, 3), (0, 2), (7, 5), (0, 4), (7, 6), (0, 6), (7, 7), (0, 8),
             (7, 4)]
    for row, col in moves[:-1]:
        assert ref.play(row, col).result == "playing"
    last = ref.play(*moves[-1])  # black's six in a row 7
    assert last.result == "playing" and last.reason is None
    text = "".join(f"{r + 1} {c + 1}\n" for r, c in moves)
    code, out, _ = cli("omok", "referee", "--size", "15", "--moves", "row-col", "--format", "json",
                       stdin=text)
    assert code == 0 and json.loads(out)["rule"] == "standard"
    assert json.loads(last.to_json())["rule"] == "standard"
    renju = omok.Referee(15, rule="renju")
    for row, col in moves[:-1]:
        renju.play(row, col)
    assert renju.play(*moves[-1]).result == "forbidden"


def test_one_convention_for_cells():
    # Python objects count rows and columns from 0 (numpy's indexes), the JSON from 1 (the CLI's).
    ref = omok.Referee(9)
    for row, col in [(4, 0), (8, 8), (4, 1), (8, 7), (4, 2), (8, 6), (4, 3), (8, 5)]:
        ref.play(row, col)
    v = ref.play(4, 4)
    assert v.result == "win" and v.line == [(4, c) for c in range(5)]
    doc = json.loads(v.to_json())
    assert doc["winner"] == 1
    b = np.zeros((9, 9), dtype=int)
    b[4, 0:5] = 1
    j = omok.judge(b)
    assert j.line[0] == (4, 0)
    assert json.loads(j.to_json())["row"] == 5 and json.loads(j.to_json())["col"] == 1
    for doc in (omok.judge.__doc__, omok.Judgement.__doc__, omok.Verdict.__doc__,
                omok.Referee.__doc__, omok.forbidden.__doc__, omok.ForbiddenPoints.__doc__,
                omok.__doc__):
        assert "counted from 0" in " ".join(doc.split()), doc
