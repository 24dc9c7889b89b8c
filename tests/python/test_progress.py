"""progress=: long runs report to a Python callable with the dicts `--progress json` prints, on the
calling thread; an exception the callable raises stops the run inside the library and comes out of
the call, and the module stays usable."""

import json
import os
import threading

import pytest

import tessera

# 12 pentominoes and the square tetromino on 8x8: 129,168 tilings (16,146 up to symmetry), about
# 0.7 s of CPU: long enough for several reports at 0.05 s.
SQUARE_8X8 = dict(board=(8, 8), pieces="pentominoes,tetrominoes:O", once=True)
LONG_SEARCH = dict(board=(15, 14), pieces="hexominoes", once=True)  # minutes


def collect():
    seen = []

    def report(d):
        seen.append((threading.get_ident(), d))

    return seen, report


def check_reports(seen, phase):
    assert len(seen) >= 2, seen
    assert all(ident == threading.get_ident() for ident, _ in seen), "called from another thread"
    reports = [d for _, d in seen]
    fractions = [d["fraction"] for d in reports]
    assert fractions == sorted(fractions), fractions
    assert [d["final"] for d in reports] == [False] * (len(reports) - 1) + [True]
    last = reports[-1]
    assert last["fraction"] == 1 and last["seconds_left"] == 0
    elapsed = [d["elapsed"] for d in reports]
    assert elapsed == sorted(elapsed)
    for d in reports:
        assert d["command"] == "cover" and d["phase"] == phase and d["case"] == 1
    return reports


def test_search_progress_matches_the_cli_fields(cli):
    seen, report = collect()
    n = tessera.cover(**SQUARE_8X8, progress=report, progress_every=0.05).count()
    code, out, err = cli("cover", "--board", "8x8", "--pieces", "pentominoes,tetrominoes:O",
                         "--once", "--progress", "json", "--progress-every", "0.05")
    assert code == 0 and int(out) == n == 129168
    reports = check_reports(seen, "search")
    assert reports[-1]["solutions"] == n
    nodes = [d["nodes"] for d in reports]
    assert nodes == sorted(nodes) and nodes[-1] > 0
    # The same fields as the CLI's --progress json lines.
    cli_fields = {frozenset(json.loads(line)) for line in err.splitlines()}
    assert {frozenset(d) for d in reports} <= cli_fields


def test_find_unique_and_to_json_report_too():
    for call in ("find", "unique"):
        seen, report = collect()
        c = tessera.cover((8, 8), "pentominoes,tetrominoes:O", once=True, progress=report,
                          progress_every=0.01)
        getattr(c, call)()
        # find stops at the first solution: maybe before the first interval; unique at the second.
        assert all(d["phase"] == "search" for _, d in seen)
        if seen:
            assert seen[-1][1]["final"]


def test_count_tilings_progress(cli):
    seen, report = collect()
    n = tessera.count_tilings((18, 18), progress=report, progress_every=0.01)
    assert str(n) == cli("cover", "--board", "18x18")[1].strip()
    if seen:  # the DP reports once per row: a fast machine may finish within the first interval
        reports = check_reports(seen, "count")
        assert {"pass", "passes", "row", "rows", "states"} <= set(reports[-1])


def test_an_exception_in_the_callback_stops_the_search():
    calls = []

    def stop(d):
        calls.append(d)
        raise RuntimeError("enough")

    c = tessera.cover(**LONG_SEARCH, timeout=60, progress=stop, progress_every=0.05)
    threads = len(os.listdir("/proc/self/task"))  # the library's threads too
    with pytest.raises(RuntimeError, match="enough"):
        c.count()
    assert len(calls) == 1 and not calls[0]["final"]
    assert len(os.listdir("/proc/self/task")) == threads  # the run's worker was joined
    # Usable afterwards: the same Cover, another call, another search.
    with pytest.raises(RuntimeError):
        c.find()
    assert tessera.cover((6, 10), "pentominoes", once=True, up_to_symmetry=True).count() == 2339


def test_an_exception_on_the_final_report_propagates():
    def final_only(d):
        if d["final"]:
            raise ValueError("at the end")

    with pytest.raises(ValueError, match="at the end"):
        tessera.cover((6, 10), "pentominoes", once=True, progress=final_only,
                      progress_every=0.01).count()


def test_count_tilings_callback_exception():
    def stop(d):
        raise KeyError("dp")

    with pytest.raises(KeyError):
        tessera.count_tilings((24, 24), timeout=60, progress=stop, progress_every=0.01)


def test_bad_progress_arguments():
    with pytest.raises(TypeError, match="progress"):
        tessera.cover((6, 10), "pentominoes", progress=42)
    with pytest.raises(TypeError, match="progress"):
        tessera.count_tilings((4, 4), progress="yes")
    with pytest.raises(ValueError, match="progress_every"):
        tessera.count_tilings((4, 4), progress=print, progress_every=0)
    # A one-sided piece among free ones cannot be written for the CLI: no progress for it.
    mixed = tessera.pieces("tetrominoes-1s")[5:6] + tessera.pieces("domino")
    with pytest.raises(ValueError, match="progress"):
        tessera.count_tilings((4, 4), mixed, progress=print)
