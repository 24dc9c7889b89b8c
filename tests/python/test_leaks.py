"""No leaks: 10^5 calls through every kind of entry point (answers, errors, objects, generators)
keep the resident set flat."""

import numpy as np
import pytest

import tessera
from tessera import omok


def rss_kib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4  # pages of 4 KiB


def one_round(i, board19, rows):
    omok.judge(board19).line
    omok.judge(board19.tolist()).to_json()
    tessera.lpuzzle(["BWW.", "WWBW", "..WB"]).to_json()
    tessera.fill([[0, 1], [1, 1]], [[1, 0], [0, 0]]).placements
    try:
        tessera.count_tilings(["..", ".x"])
    except ValueError:
        pass
    try:
        omok.judge(np.full((5, 5), 7))
    except ValueError:
        pass
    if i % 10 == 0:
        tessera.count_tilings(rows).to_json()
        s = tessera.cover((2, 3), "L3").find()
        s.grid, s.placements, str(s)
        for _ in tessera.cover((3, 4), "L3,I3"):
            break
    if i % 50 == 0:
        ref = omok.Referee(size=9)
        for k in range(9):
            ref.play(k // 3, k % 3 * 2).to_json()


def test_rss_stays_flat():
    board19 = np.random.default_rng(1).choice([0, 1, 2], size=(19, 19), p=[0.6, 0.2, 0.2])
    board19 = np.where(np.arange(19)[:, None] % 2 == 0, board19, 0)  # fewer accidental fives
    try:
        omok.judge(board19)
    except ValueError:
        board19 = np.zeros((19, 19), dtype=int)
    rows = ["....", "....", "...."]
    for i in range(2000):  # warm up: allocator pools, interned strings, numpy caches
        one_round(i, board19, rows)
    start = rss_kib()
    calls = 0
    i = 0
    while calls < 100_000:
        one_round(i, board19, rows)
        calls += 6 + (4 if i % 10 == 0 else 0) + (10 if i % 50 == 0 else 0)
        i += 1
    growth = rss_kib() - start
    print(f"{calls} calls, RSS growth {growth} KiB")
    assert growth < 4096, f"RSS grew by {growth} KiB over {calls} calls"
