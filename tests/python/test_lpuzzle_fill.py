"""tessera.lpuzzle, verify_lpuzzle and fill."""

import json

import numpy as np
import pytest

import tessera

SAMPLE_YES = ["BWW.", "WWBW", "..WB"]  # the first case of BOJ 3654's sample


def test_lpuzzle_sample():
    tiling = tessera.lpuzzle(SAMPLE_YES)
    assert tiling is not None and len(tiling) == 3
    assert tessera.verify_lpuzzle(SAMPLE_YES, tiling)
    for (rb, cb), (rh, ch), (rv, cv) in tiling:
        assert SAMPLE_YES[rb][cb] == "B"
        assert rh == rb and abs(ch - cb) == 1 and cv == cb and abs(rv - rb) == 1
    doc = json.loads(tiling.to_json())
    assert doc["answer"] == "YES" and doc["case"] == 1
    assert doc["pieces"][0] == [[r + 1, c + 1] for r, c in tiling[0]]


def test_lpuzzle_no():
    assert tessera.lpuzzle(["BW", "WW"]) is None
    assert tessera.lpuzzle(["B"]) is None


def test_lpuzzle_empty_pattern_is_yes():
    assert tessera.lpuzzle(["..", ".."]) == []


def test_verify_rejects_bad_tilings():
    tiling = list(tessera.lpuzzle(SAMPLE_YES))
    assert not tessera.verify_lpuzzle(SAMPLE_YES, tiling[:-1])
    assert not tessera.verify_lpuzzle(SAMPLE_YES, tiling + [tiling[0]])
    (b, h, v) = tiling[0]
    assert not tessera.verify_lpuzzle(SAMPLE_YES, [(b, v, h)] + tiling[1:])
    assert not tessera.verify_lpuzzle(SAMPLE_YES, [((-1, 0), h, v)] + tiling[1:])
    with pytest.raises(TypeError):
        tessera.verify_lpuzzle(SAMPLE_YES, [(1, 2)])


def test_lpuzzle_errors():
    with pytest.raises(ValueError, match=r"^pattern:2:3: "):
        tessera.lpuzzle(["BW.", "WWx"])
    with pytest.raises(ValueError, match=r"^pattern:2:"):
        tessera.lpuzzle(["BW.", "W"])
    with pytest.raises(TypeError):
        tessera.lpuzzle([[1, 2]])
    with pytest.raises(ValueError):
        tessera.lpuzzle(["BW\nW."])


def test_fill_samples():
    # Programmers 84021's two samples: 14 and 0.
    board1 = [[1, 1, 0, 0, 1, 0], [0, 0, 1, 0, 1, 0], [0, 1, 1, 0, 0, 1], [1, 1, 0, 1, 1, 1],
              [1, 0, 0, 0, 1, 0], [0, 1, 1, 1, 0, 0]]
    table1 = [[1, 0, 0, 1, 1, 0], [1, 0, 1, 0, 1, 0], [0, 1, 1, 0, 1, 1], [0, 0, 1, 0, 0, 0],
              [1, 1, 0, 1, 1, 0], [0, 1, 0, 0, 0, 0]]
    r = tessera.fill(board1, table1)
    assert r.cells == 14
    assert tessera.fill(np.array(board1), np.array(table1, dtype=bool)).cells == 14
    board2 = [[0, 0, 0], [1, 1, 0], [1, 1, 1]]
    table2 = [[1, 1, 1], [1, 0, 0], [0, 0, 0]]
    assert tessera.fill(board2, table2).cells == 0
    assert tessera.fill(board2, table2, flip=True).cells == 4
    placed = sum(len(p["piece"]) for p in r.placements)
    assert placed == 14
    for p in r.placements:
        assert len(p["piece"]) == len(p["hole"]) and p["rotation"] in (0, 90, 180, 270)
        for rr, cc in p["hole"]:
            assert board1[rr][cc] == 0
        for rr, cc in p["piece"]:
            assert table1[rr][cc] == 1
    doc = json.loads(r.to_json())
    assert doc["answer"] == 14 and len(doc["placements"]) == len(r.placements)
    assert "<svg" in r._repr_svg_()


def test_fill_errors():
    with pytest.raises(ValueError, match="size"):
        tessera.fill([[0, 1]], [[1]])
    with pytest.raises(ValueError, match="game_board"):
        tessera.fill([[0, 2]], [[1, 0]])
    with pytest.raises(ValueError, match=r"^game_board:1:1: expected '0', '1', '\.' or '#'"):
        tessera.fill("nope", [[1]])
    with pytest.raises(TypeError):
        tessera.fill(42, [[1]])


def test_fill_takes_rows_of_text():
    # Rows of text as every other call takes them, in `tessera fill`'s plain text form: '0'/'1' or
    # '.'/'#' ('#' = 1), read by the library's reader. v-hole.txt: the seed's program says 1; 6.
    board = ["#.#.", "#.##", "#...", "####"]
    table = ["###.", "#...", "#..#", "...."]
    as_numbers = [[1 if ch == "#" else 0 for ch in row] for row in board]
    r = tessera.fill(board, table)
    assert r.cells == 6
    assert tessera.fill(["1010", "1011", "1000", "1111"], table).cells == 6
    assert tessera.fill(as_numbers, table).cells == 6  # one grid as text, one as numbers
    assert tessera.fill(board, np.array([[1 if ch == "#" else 0 for ch in row] for row in table])).cells == 6
    assert tessera.fill("\n".join(board), tuple(table)).cells == 6
    assert r.to_json() == tessera.fill(as_numbers, [[1 if ch == "#" else 0 for ch in row] for row in table]).to_json()
    with pytest.raises(ValueError, match=r"^game_board:2:3: expected '0', '1', '\.' or '#' in the board, found 'x'"):
        tessera.fill(["#.#.", "#.x#", "#...", "####"], table)
    with pytest.raises(ValueError, match=r"^table:3:2: "):
        tessera.fill(board, ["###.", "#...", "#?.#", "...."])
    with pytest.raises(ValueError, match=r"^table: expected 4 rows, as the game board, found 3"):
        tessera.fill(board, table[:3])
    with pytest.raises(ValueError, match=r"^table:2:"):
        tessera.fill(board, ["###.", "#....", "#..#", "...."])
    with pytest.raises(ValueError, match=r"^game_board:2: expected a row .* found an empty row"):
        tessera.fill(["#.#.", "", "#...", "####"], table)
