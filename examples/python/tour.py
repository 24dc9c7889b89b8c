# A tour of the Python module, notebook style: each "# %%" block is a cell (Jupyter, VS Code and
# Spyder run them one by one; `python3 tour.py` runs them all). Build the module first:
#     make python && PYTHONPATH=build/python /usr/bin/python3 examples/python/tour.py
# In Jupyter a Solution or a FillResult as a cell's last value draws itself (_repr_svg_).

# %% Counting tilings: exact Python ints, any board.
import numpy as np

import tessera
from tessera import omok

print(tessera.count_tilings((15, 15)))                   # L-trominoes, the 21-digit count
print(tessera.count_tilings((4, 25), "tetrominoes"))     # OEIS A174248
board = ["..........",
         "...##.....",
         "..........",
         ".....##..."]
print(tessera.count_tilings(board, "domino"))
print(tessera.count_tilings(np.ones((8, 8), dtype=bool), "domino"))   # numpy: True = free

# %% Exact cover: the 12 pentominoes in a 6x10 box.
box = tessera.cover((6, 10), "pentominoes", once=True)
print(box.count(), "solutions;",
      tessera.cover((6, 10), "pentominoes", once=True, up_to_symmetry=True).count(),
      "up to symmetry")
first = box.find()
print(first)
print(first.grid)

# %% Solutions come lazily: stop whenever you like, the search stops with you.
for k, s in enumerate(box):
    if k == 2:
        break
print("third solution:", [name for name, _ in s.placements])
on_top = sum(1 for s in box
             if any(name == "I" and all(r == 0 for r, _ in cells) for name, cells in s.placements))
print("solutions with the I along the top edge:", on_top)

# %% Long runs: a progress callback (a notebook can draw a bar with it), Ctrl-C stops any run.
def show(report):   # the dict `--progress json` prints, on this thread
    if report["final"]:
        print(f"done: {report['nodes']:,} nodes in {report['elapsed']} s")
    else:
        print(f"{100 * report['fraction']:.0f}%, {report['solutions']} solutions so far")

# (every 0.02 s to see a few reports in this 0.1 s search; the default is every 0.25 s)
print(tessera.cover((6, 10), "pentominoes", once=True, progress=show, progress_every=0.02).count())

# %% General exact cover in Knuth's format (or PPAR's .ec): a str or a file, the CLI's document.
knuth = """| TAOCP 7.2.2.1 (5)
a b c d e f g
c e
a d g
b c f
a d f
b g
d e g
"""
print(tessera.xc(knuth, mode="find"))

# %% Pieces: built-in sets, your own, their orientations.
l_tromino = tessera.pieces("L3")[0]
print(l_tromino.name, l_tromino.cells, len(l_tromino.orientations()), "orientations")
corner = tessera.Piece("ell", [(0, 0), (1, 0), (2, 0), (2, 1)])
print(corner)
print(tessera.cover((4, 4), [corner]).count(), "tilings of 4x4 by", corner.name)

# %% The L-puzzle (BOJ 3654).
tiling = tessera.lpuzzle(["BWW.", "WWBW", "..WB"])
print(tiling)
print(tessera.verify_lpuzzle(["BWW.", "WWBW", "..WB"], tiling), tiling.to_json())

# %% Five in a row: judge, renju fouls, a referee.
b = np.zeros((19, 19), dtype=np.int8)
b[2:7, 4] = 2
j = omok.judge(b)
print(j.winner, j.line, j.to_json())
ref = omok.Referee(size=15, rule="renju")
for row, col in [(5, 7), (4, 6), (6, 7), (3, 6), (7, 8), (5, 5), (7, 9), (5, 4)]:
    ref.play(row, col)
v = ref.play(7, 7)
print(v.result, v.reason, "- winner", v.winner)

# %% Filling holes with pieces (Programmers 84021).
r = tessera.fill([[1, 1, 0, 0, 1, 0], [0, 0, 1, 0, 1, 0], [0, 1, 1, 0, 0, 1],
                  [1, 1, 0, 1, 1, 1], [1, 0, 0, 0, 1, 0], [0, 1, 1, 1, 0, 0]],
                 [[1, 0, 0, 1, 1, 0], [1, 0, 1, 0, 1, 0], [0, 1, 1, 0, 1, 1],
                  [0, 0, 1, 0, 0, 0], [1, 1, 0, 1, 1, 0], [0, 1, 0, 0, 0, 0]])
print(r.cells, "cells filled by", len(r.placements), "pieces")

# %% Bad input is an exception naming the place.
try:
    tessera.count_tilings(["....", "..x."])
except ValueError as e:
    print("ValueError:", e)
