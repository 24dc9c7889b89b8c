"""tessera.cover: counts, find, unique, lazy solutions, Solution, errors."""

import gc
import json

import numpy as np
import pytest

import tessera


def test_pentomino_rectangles():
    # Published counts (Haselgrove and Haselgrove 1960; Wikipedia "Pentomino"): 6x10 has 2339
    # solutions up to symmetry, 9356 in all; 3x20 has 2 up to symmetry.
    c = tessera.cover((6, 10), "pentominoes", once=True)
    assert c.count() == 9356
    up = tessera.cover((6, 10), "pentominoes", once=True, up_to_symmetry=True).count()
    assert up == 2339 and up.symmetry == "D2" and up.stopped is None
    assert tessera.cover((3, 20), "pentominoes", once=True, up_to_symmetry=True).count() == 2


def test_find_and_solution():
    c = tessera.cover((6, 10), "pentominoes", once=True)
    s = c.find()
    assert isinstance(s, tessera.Solution)
    grid = s.grid
    assert grid.shape == (6, 10) and grid.dtype == np.int32
    assert sorted(set(grid.ravel())) == list(range(12))
    names = sorted(name for name, _ in s.placements)
    assert names == sorted("FILNPTUVWXYZ")
    for k, (name, cells) in enumerate(s.placements):
        assert len(cells) == 5
        for r, col in cells:
            assert grid[r, col] == k
    text = str(s)
    assert len(text.splitlines()) == 6 and all(len(row) == 10 for row in text.splitlines())
    svg = s.to_svg()
    assert svg.startswith("<svg") or svg.startswith("<?xml")
    assert s._repr_svg_() == svg
    assert len(s) == 12
    pieces = json.loads(s.to_json())
    assert len(pieces) == 12 and all(len(p["cells"]) == 5 for p in pieces)


def test_find_and_unique_documents_claim_no_count():
    # 3x3 by I3 has 2 solutions: a find stops at the first, a uniqueness check at the second, so
    # their documents say what they found and claim no count (as `tessera cover` prints them).
    c = tessera.cover((3, 3), "I3")
    assert c.count() == 2
    found = json.loads(c.to_json("find"))
    assert found["found"] == 1 and "count" not in found and len(found["solutions"]) == 1
    unique = json.loads(c.to_json("unique"))
    assert unique["found"] == 2 and unique["unique"] is False and "count" not in unique
    assert c.unique() is False and c.find() is not None
    none = json.loads(tessera.cover((2, 2), "L3").to_json("find"))
    assert none["found"] == 0 and none["solutions"] == [] and "count" not in none
    xc_found = tessera.xc("a b\na\nb\na b\n", mode="find")
    assert xc_found["found"] == 1 and "count" not in xc_found


def test_blocked_cells_are_minus_one():
    # The 8x8 board with the 2x2 centre removed: Scott's problem, 65 up to symmetry.
    rows = ["........"] * 3 + ["...##..."] * 2 + ["........"] * 3
    c = tessera.cover(rows, "pentominoes", once=True)
    s = c.find()
    assert (s.grid == -1).sum() == 4
    assert tessera.cover(rows, "pentominoes", once=True, up_to_symmetry=True).count() == 65


def test_no_solution():
    c = tessera.cover((2, 2), "L3")
    assert c.find() is None
    assert c.count() == 0
    assert not c.unique()
    assert list(c) == []


def test_unique():
    assert tessera.cover((3, 20), "pentominoes", once=True).unique() is False
    assert tessera.cover((1, 3), "I3").unique() is True


def test_limit():
    c = tessera.cover((5, 12), "pentominoes", once=True, limit=100)
    n = c.count()
    assert n == 100 and n.stopped == "limit"
    assert len(list(c)) == 100


def test_iteration_matches_all_and_threads():
    c = tessera.cover((4, 15), "pentominoes", once=True)
    one = [s.placements for s in c]
    assert len(one) == 1472
    two = [s.placements for s in tessera.cover((4, 15), "pentominoes", once=True, threads=2)]
    assert one == two
    listed = json.loads(c.to_json("all"))["solutions"]
    assert [[(p["piece"], [(r - 1, col - 1) for r, col in p["cells"]]) for p in s] for s in listed] == one


def test_every_solution_distinct_and_valid():
    seen = set()
    for s in tessera.cover((4, 5), "tetrominoes-1s", once=False, limit=200):
        key = s.grid.tobytes()
        assert key not in seen
        seen.add(key)
        assert (s.grid >= 0).all()
    assert seen


def test_multiplicities():
    # Four L-trominoes exactly in 3x4: the L-tromino tilings of 3x4.
    assert tessera.cover((3, 4), "L3*4").count() == tessera.count_tilings((3, 4))
    assert tessera.cover((4, 6), "L3*0..4,domino").count() == 13167


def os_threads():
    import os
    return len(os.listdir("/proc/self/task"))  # every thread of the process, C++ ones too


def test_abandoned_generator_stops_and_frees_the_search():
    before = os_threads()
    for _ in range(50):
        for s in tessera.cover((10, 6), "pentominoes", once=True):
            break
    assert os_threads() == before  # the loop's search thread is joined when the loop is left
    it = iter(tessera.cover((10, 6), "pentominoes", once=True))
    next(it)
    assert os_threads() == before + 1  # its search is running (or waiting to hand over more)
    del it
    gc.collect()
    assert os_threads() == before
    it = iter(tessera.cover((10, 6), "pentominoes", once=True, threads=2))
    next(it)
    it.close()
    assert os_threads() == before


def test_abandoned_generator_releases_memory():
    import resource
    for _ in range(20):
        g = iter(tessera.cover((10, 6), "pentominoes", once=True))
        next(g)
        g.close()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for _ in range(300):
        g = iter(tessera.cover((10, 6), "pentominoes", once=True))
        next(g)
        del g
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss < 20_000  # KiB


def test_timeout():
    c = tessera.cover((15, 14), "hexominoes", once=True, timeout=0.05)
    with pytest.raises(tessera.SearchTimeout) as caught:
        c.count()
    assert caught.value.partial == 0 or caught.value.partial >= 0
    assert '"stopped":"timeout"' in caught.value.to_json()
    with pytest.raises(tessera.SearchTimeout):
        for _ in c:
            pass


def test_errors():
    with pytest.raises(ValueError, match=r"^pieces:1:"):
        tessera.cover((6, 10), "pentominoes,???")
    with pytest.raises(ValueError, match=r"^board:1:2:"):
        tessera.cover([".?."], "L3")
    with pytest.raises(ValueError, match="limit"):
        tessera.cover((6, 10), "pentominoes", limit=0)
    with pytest.raises(ValueError, match="too large"):
        tessera.cover((3000, 3000), "hexominoes")
    with pytest.raises(TypeError):
        tessera.cover((6, 10), 42)
    with pytest.raises(ValueError):
        tessera.cover((6, 10), "pentominoes").to_json("everything")
    with pytest.raises(ValueError, match="connected"):
        tessera.Piece("gap", [(0, 0), (0, 2)])


def test_pieces():
    pent = tessera.pieces("pentominoes")
    assert [p.name for p in pent] == sorted(p.name for p in pent) or len(pent) == 12
    assert len(pent) == 12 and all(p.size == 5 for p in pent)
    x = tessera.pieces("pentominoes:X")[0]
    assert x.name == "X" and len(x.orientations()) == 1
    l = tessera.pieces("L3")[0]
    assert len(l.orientations()) == 4 and len(l.orientations("fixed")) == 1
    assert len(tessera.pieces("pentominoes:L")[0].orientations("rotate")) == 4
    assert len(tessera.pieces("pentominoes:L")[0].orientations()) == 8
    assert tessera.pieces("L3*0..4")[0].copies == "0..4"
    assert tessera.pieces("L3")[0].copies is None
    assert len(tessera.pieces("hexominoes")) == 35
    mine = tessera.Piece("corner", [(5, 5), (6, 5), (6, 6)])
    assert mine.cells == [(0, 0), (1, 0), (1, 1)]
    assert "corner" in repr(mine) and str(mine) == "#.\n##\n"
    assert tessera.pieces("corner\n#.\n##\n")[0].cells == mine.cells
    assert tessera.cover((2, 3), [mine]).count() == 2
    assert tessera.cover((2, 3), [("c", [(0, 0), (1, 0), (1, 1)])]).count() == 2


def test_piece_file_reference(tmp_path):
    f = tmp_path / "my.pieces"
    f.write_text("bar\n###\n")
    assert tessera.pieces(f"@{f}")[0].cells == [(0, 0), (0, 1), (0, 2)]
    with pytest.raises(ValueError, match="cannot open"):
        tessera.pieces(f"@{tmp_path / 'missing'}")
    f.write_text("bar\n#x#\n")
    with pytest.raises(ValueError, match=r"my.pieces:2:2:"):
        tessera.pieces(f"@{f}")


def test_wrapped_boards(cli):
    # Polyform Puzzler's 5x4 tube (tetrominoes.py, Tetrominoes5x4Tube): 7 up to its 20 symmetries;
    # OEIS A335586: 272 domino tilings of the 4x4 torus. The documents are the CLI's.
    up = tessera.cover((4, 5), "tetrominoes", once=True, up_to_symmetry=True, wrap="cols").count()
    assert up == 7 and up.symmetry == "C5 x D2"
    code, out, _ = cli("cover", "--board", "4x5", "--wrap", "cols", "--pieces", "tetrominoes",
                       "--once", "--up-to-symmetry", "--format", "json")
    assert code == 0 and up.to_json() == out.rstrip("\n")
    # Up to symmetry on a big torus is refused with the CLI's sentence, before the group is built.
    with pytest.raises(ValueError, match="7200 symmetries"):
        tessera.cover((30, 30), "pentominoes", up_to_symmetry=True, wrap="both").count()
    with pytest.raises(ValueError, match="over the limit of 512 MiB"):
        next(iter(tessera.cover((30, 30), "pentominoes", up_to_symmetry=True,
                                wrap="both").solutions()))
    torus = tessera.count_tilings((4, 4), "domino", wrap="both")
    assert torus == 272
    code, out, _ = cli("cover", "--board", "4x4", "--wrap", "both", "--pieces", "domino",
                       "--format", "json")
    assert torus.to_json() == out.rstrip("\n")
    with pytest.raises(ValueError, match="wrap"):
        tessera.count_tilings((4, 4), "domino", wrap="sideways")
