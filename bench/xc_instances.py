#!/usr/bin/env python3
"""Writes exact-cover instances for `tessera xc` (and Knuth's dlx1/dlx2, PPAR's solvers) to stdout.

  xc_instances.py pentominoes ROWSxCOLS  the 12 pentominoes in a box, all placements (Knuth's format;
                                          items: the 12 piece names, then the cells 'r.c')
  xc_instances.py ypentominoes ROWSxCOLS identical Y pentominoes tiling the box (items: the cells
                                          only; Knuth's 45 Y in 15x15, "Dancing Links" 2000: 1696)
  xc_instances.py queens N                N queens: rows and columns primary, diagonals secondary
  xc_instances.py langford N              Langford pairs: values 1..N and positions 1..2N
  xc_instances.py bell N [--ec]           set partitions of N elements: every nonempty subset
  xc_instances.py matching N [--ec]       perfect matchings of K_N: every edge

Known answers (golden values in tests/xc_test.cpp): 6x10 pentominoes 9356 (Haselgrove, 1960: 2339
up to symmetry); queens A000170; langford A014552 (solutions counted with their mirror images:
twice the OEIS value); bell A000110; matching (N-1)!! (A001147).
"""
import itertools
import sys

# The 12 pentominoes (Conway's names), each as cells (row, col).
PENTOMINOES = {
    "F": "01 02 10 11 21", "I": "00 10 20 30 40", "L": "00 10 20 30 31", "N": "01 11 20 21 30",
    "P": "00 01 10 11 20", "T": "00 01 02 11 21", "U": "00 02 10 11 12", "V": "00 10 20 21 22",
    "W": "00 10 11 21 22", "X": "01 10 11 12 21", "Y": "01 10 11 21 31", "Z": "00 01 11 21 22",
}


def orientations(cells):
    """The distinct images of a shape under the 8 motions of the square, each normalised."""
    seen = []
    shape = cells
    for _ in range(2):
        for _ in range(4):
            shape = [(c, -r) for r, c in shape]  # a quarter turn
            r0 = min(r for r, _ in shape)
            c0 = min(c for _, c in shape)
            norm = sorted((r - r0, c - c0) for r, c in shape)
            if norm not in seen:
                seen.append(norm)
        shape = [(r, -c) for r, c in shape]  # a reflection
    return seen


def placements(text, rows, cols):
    """Every placement of a shape (cells "rc ...") in a rows x cols box, as lists of cells 'r.c'."""
    shape = [(int(x[0]), int(x[1])) for x in text.split()]
    for o in orientations(shape):
        h = max(r for r, _ in o) + 1
        w = max(c for _, c in o) + 1
        for r in range(rows - h + 1):
            for c in range(cols - w + 1):
                yield [f"{r + dr}.{c + dc}" for dr, dc in o]


def pentominoes(rows, cols):
    cells = [f"{r}.{c}" for r in range(rows) for c in range(cols)]
    print(f"| the 12 pentominoes in a {rows}x{cols} box, every placement")
    print(" ".join(PENTOMINOES) + " " + " ".join(cells))
    for name, text in PENTOMINOES.items():
        for p in placements(text, rows, cols):
            print(name + " " + " ".join(p))


def ypentominoes(rows, cols):
    cells = [f"{r}.{c}" for r in range(rows) for c in range(cols)]
    print(f"| identical Y pentominoes tiling a {rows}x{cols} box, every placement")
    print(" ".join(cells))
    for p in placements(PENTOMINOES["Y"], rows, cols):
        print(" ".join(p))


def queens(n):
    diag = [f"a{d}" for d in range(2 * n - 1)] + [f"b{d}" for d in range(2 * n - 1)]
    print(f"| {n} queens: rows r, columns c primary; diagonals a, b secondary")
    print(" ".join(f"r{i}" for i in range(n)) + " " + " ".join(f"c{j}" for j in range(n)) +
          " | " + " ".join(diag))
    for i in range(n):
        for j in range(n):
            print(f"r{i} c{j} a{i + j} b{i - j + n - 1}")


def langford(n):
    print(f"| Langford pairs for n = {n}: value v at positions p and p + v + 1")
    print(" ".join(f"v{v}" for v in range(1, n + 1)) + " " +
          " ".join(f"p{p}" for p in range(1, 2 * n + 1)))
    for v in range(1, n + 1):
        for p in range(1, 2 * n - v):
            print(f"v{v} p{p} p{p + v + 1}")


def subsets_problem(items, options, ec, title):
    if ec:
        print(f"{len(items)} {len(options)}")
        print(" ".join(items))
    else:
        print(f"| {title}")
        print(" ".join(items))
    for o in options:
        print(" ".join(o))


def bell(n, ec):
    items = [f"x{i}" for i in range(n)]
    options = [[items[i] for i in range(n) if mask >> i & 1] for mask in range(1, 1 << n)]
    subsets_problem(items, options, ec, f"set partitions of {n} elements (Bell number)")


def matching(n, ec):
    items = [f"v{i}" for i in range(n)]
    options = [[items[a], items[b]] for a, b in itertools.combinations(range(n), 2)]
    subsets_problem(items, options, ec, f"perfect matchings of K_{n}")


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    kind, arg, ec = argv[1], argv[2], "--ec" in argv[3:]
    if kind == "pentominoes":
        rows, cols = (int(x) for x in arg.split("x"))
        pentominoes(rows, cols)
    elif kind == "ypentominoes":
        rows, cols = (int(x) for x in arg.split("x"))
        ypentominoes(rows, cols)
    elif kind == "queens":
        queens(int(arg))
    elif kind == "langford":
        langford(int(arg))
    elif kind == "bell":
        bell(int(arg), ec)
    elif kind == "matching":
        matching(int(arg), ec)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
