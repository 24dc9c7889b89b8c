"""tessera.count_tilings: golden counts, board forms, options, errors."""

import numpy as np
import pytest

import tessera


def test_golden_counts():
    # The README's figures; 4x25 tetrominoes: OEIS A174248 (tilings of a 4 X n rectangle by
    # tetrominoes), n = 25.
    assert tessera.count_tilings((15, 15)) == 458324092996867592192
    assert tessera.count_tilings((4, 25), "tetrominoes") == 4093525019450760
    # Dominoes on 8x8: 12988816 (Kasteleyn 1961; Temperley and Fisher 1961).
    assert tessera.count_tilings((8, 8), "domino") == 12988816
    assert tessera.count_tilings((12, 12), mod=1000000007) == 502485723


def test_result_is_an_exact_python_int():
    n = tessera.count_tilings((18, 18))
    assert isinstance(n, int)
    assert n.bit_length() > 64  # exact beyond 64 bits
    assert str(n) == str(int(n))
    assert n + 1 - 1 == n


def test_board_forms_agree():
    rows = ["......", "..#...", "......", "...#.."]
    grid = np.array([[c == "." for c in r] for r in rows])
    expected = tessera.count_tilings(rows)
    assert expected == tessera.count_tilings(grid)  # bool array
    assert expected == tessera.count_tilings(grid.astype(np.int64))
    assert expected == tessera.count_tilings(grid.astype(np.uint8))
    assert expected == tessera.count_tilings(grid.T.copy().T)  # Fortran order
    assert expected == tessera.count_tilings(grid.astype(int).tolist())  # nested lists
    assert expected == tessera.count_tilings("\n".join(rows))
    assert tessera.count_tilings((3, 4)) == tessera.count_tilings(np.ones((3, 4), dtype=bool))


def test_non_contiguous_view():
    big = np.ones((6, 12), dtype=np.int32)
    view = big[:, ::2]  # 6x6, stride 2
    assert tessera.count_tilings(view) == tessera.count_tilings((6, 6))


def test_pieces_and_orient():
    assert tessera.count_tilings((3, 6), "L3,I3") == 170
    assert tessera.count_tilings((2, 3), "L3", orient="fixed") <= tessera.count_tilings((2, 3))
    pieces = tessera.pieces("L3")
    assert tessera.count_tilings((6, 6), pieces) == tessera.count_tilings((6, 6), "L3")
    text = "corner\n#.\n##\n"
    assert tessera.count_tilings((6, 6), text) == tessera.count_tilings((6, 6), "L3")


def test_threads_same_count():
    assert tessera.count_tilings((12, 12), threads=2) == tessera.count_tilings((12, 12))


def test_no_free_cell_has_one_tiling():
    assert tessera.count_tilings(["##", "##"]) == 1


def test_bad_text_board_names_line_and_column():
    with pytest.raises(ValueError, match=r"^board:2:3: expected '#' \(blocked\), '\.' \(free\), '\+' \(optional\) or a given piece's letter, found '\?'"):
        tessera.count_tilings(["...", "..?"])


def test_bad_values_and_types():
    with pytest.raises(ValueError, match=r"board: expected a whole number from 0 to 1 at \(1, 0\), found 2"):
        tessera.count_tilings(np.array([[1, 1], [2, 1]]))
    with pytest.raises(TypeError, match="bool, integers or floats"):
        tessera.count_tilings(np.ones((2, 2), dtype=complex))
    with pytest.raises(TypeError, match="2-D"):
        tessera.count_tilings(np.ones(4, dtype=int))
    with pytest.raises(TypeError):
        tessera.count_tilings(3.5)
    with pytest.raises(TypeError):
        tessera.count_tilings([[1, 1], [1, "x"]])
    with pytest.raises(ValueError, match="values in row 1"):
        tessera.count_tilings([[1, 1], [1]])
    with pytest.raises(ValueError):
        tessera.count_tilings((0, 5))
    with pytest.raises(ValueError):
        tessera.count_tilings(np.ones((0, 3), dtype=bool))
    with pytest.raises(ValueError, match="orient"):
        tessera.count_tilings((2, 3), orient="sideways")
    with pytest.raises(ValueError, match="mod"):
        tessera.count_tilings((2, 3), mod=0)
    with pytest.raises(ValueError, match="threads"):
        tessera.count_tilings((2, 3), threads=0)


def test_sizes_checked_before_allocation():
    # 10^6 x 10^6 would be 10^12 cells: refused from the size alone, at once.
    with pytest.raises(ValueError):
        tessera.count_tilings((1000000, 1000000))


def test_bad_piece_spec():
    with pytest.raises(ValueError, match=r"^pieces:1:\d+: "):
        tessera.count_tilings((2, 3), "L3,nonsense")
    with pytest.raises(ValueError, match="multiplicity"):
        tessera.count_tilings((2, 3), "L3*2")
    with pytest.raises(ValueError, match=r"^pieces:2:"):
        tessera.count_tilings((2, 3), "bad\n#x\n")


def test_memory_limit_is_an_error():
    with pytest.raises(ValueError, match="memory|states|bits"):
        tessera.count_tilings((18, 18), max_memory=1)
    with pytest.raises(ValueError, match="64"):
        tessera.count_tilings((30, 30), "hexominoes")


def test_timeout_raises_search_timeout():
    with pytest.raises(tessera.SearchTimeout) as caught:
        tessera.count_tilings((21, 21), timeout=0.01)
    assert '"stopped":"timeout"' in caught.value.to_json()
    assert isinstance(caught.value, TimeoutError)


def test_to_json():
    n = tessera.count_tilings((3, 6), "L3,I3")
    assert n.to_json() == '{"case":1,"count":"170"}'
    m = tessera.count_tilings((12, 12), mod=1000000007)
    assert m.to_json() == '{"case":1,"count":"502485723","modulus":"1000000007"}'


def test_float_boards_of_whole_numbers():
    # np.ones((4, 5)) is float64: the most natural board a user makes. 0/1 floats are a board
    # (the same count as the integer board); 0.5, NaN or 2.0 are a ValueError naming the cell.
    assert tessera.count_tilings(np.ones((4, 6))) == tessera.count_tilings((4, 6)) == 18
    assert tessera.count_tilings(np.ones((6, 6), dtype=np.float32)) == tessera.count_tilings((6, 6))
    board = np.ones((4, 6))
    board[0, 0] = board[3, 5] = 0.0
    assert tessera.count_tilings(board) == tessera.count_tilings(board.astype(int))
    assert tessera.count_tilings(np.ones((6, 4))[:, ::2]) == tessera.count_tilings((6, 2))  # strides
    assert tessera.count_tilings([[1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]) == 2
    assert tessera.cover(np.ones((6, 10)), "pentominoes", once=True).count() == 9356
    with pytest.raises(ValueError, match=r"board: expected a whole number from 0 to 1 at \(0, 1\), found 0.5"):
        tessera.count_tilings(np.array([[1, 0.5], [1, 1]]))
    with pytest.raises(ValueError, match=r"at \(1, 0\), found nan"):
        tessera.count_tilings(np.array([[1, 1], [np.nan, 1]]))
    with pytest.raises(ValueError, match=r"at \(0, 0\), found 2.0"):
        tessera.count_tilings([[2.0, 1.0]])
