"""tessera: exact, fast solvers for grid puzzles, from Python.

The solvers are tessera's C++ library (the extension ``tessera._tessera``); this package gives
them Python shapes: exact counts as ``int``, boards as numpy arrays or lists of strings, solutions
as generators, bad input as ``ValueError``/``TypeError``, pictures that draw themselves in Jupyter.

Boards (count_tilings, cover): a list of strings of ``#`` (blocked) and ``.`` (free), a 2-D array
with the buffer protocol (numpy bool, or 0/1 integers or floats, 1 = free), nested lists of 0/1,
or ``(rows, cols)`` for a full rectangle.

Cells: every Python object gives a cell as ``(row, col)`` counted from 0, as numpy indexes an
array (Solution.placements, LTiling, FillResult.placements, Piece.cells, the omok judge's and
referee's lines and points, Referee.play's arguments). The JSON documents count from 1, as the CLI
prints them, and so do the ``LINE:COL`` of messages about rows given as text.

Every result has ``.to_json()``: the document ``tessera SUB --format json`` prints for the same
problem (without the line's ``\\n``).

Long runs (count_tilings, Cover.count/find/unique, xc) take ``progress=callable``: it is called on
the calling thread, about every ``progress_every`` seconds, with the dict ``--progress json``
prints (command, phase, fraction, nodes, solutions, elapsed, seconds_left, final, ...); an
exception it raises stops the run and comes out of the call. Ctrl-C stops any of them.
"""

import json as _json
import os as _os
import warnings as _warnings


from . import _tessera
from ._tessera import FillResult, Piece, Solution
from . import omok
from . import design

__version__ = _tessera.__version__

__all__ = [
    "count_tilings", "cover", "Cover", "Solution", "pieces", "Piece", "lpuzzle",
    "verify_lpuzzle", "LTiling", "omok", "fill", "FillResult", "TilingCount", "SearchCount",
    "SearchTimeout", "xc", "gen", "validate", "design", "LatticePiece", "LatticePieces",
]


def _solutions(n):
    return f"{n} solution" if n == 1 else f"{n} solutions"


class SearchTimeout(TimeoutError):
    """A count or search stopped by its ``timeout`` before it finished.

    ``partial`` holds what was found so far (a SearchCount, or None for the counting DP, which has
    no partial answer); ``to_json()`` the CLI's document for the same request (it says
    ``"stopped": "timeout"`` when the request stops by its timeout again).
    """

    def __init__(self, message, partial=None, document=None):
        super().__init__(message)
        self.partial = partial
        self._document = document

    def to_json(self):
        if self._document is None or isinstance(self._document, str):
            return self._document
        return self._document.get()


class TilingCount(int):
    """The exact number of tilings (a Python int) that also knows its CLI document."""

    def __new__(cls, value, document):
        self = super().__new__(cls, value)
        self._document = document
        return self

    def to_json(self):
        """``tessera cover --format json``: ``{"case":1,"count":"N"}`` (+ ``"modulus"``)."""
        return self._document.get()


class SearchCount(int):
    """A number of exact-cover solutions (a Python int).

    ``stopped`` is None when the search finished, ``"limit"`` when it stopped at ``limit`` and
    more solutions exist; ``symmetry`` names the group counted up to ("none" without
    up_to_symmetry).
    """

    def __new__(cls, value, stopped, symmetry, document):
        self = super().__new__(cls, value)
        self.stopped = stopped
        self.symmetry = symmetry
        self._document = document
        return self

    def to_json(self):
        """``tessera cover --count --format json`` for the same problem."""
        return self._document.get()


def count_tilings(board, pieces="L3", orient="free", mod=None, threads=1, timeout=None,
                  max_memory=4096, wrap="none", progress=None, progress_every=0.25):
    """The exact number of tilings of ``board`` by unlimited copies of ``pieces``.

    The transfer-matrix (broken-profile) DP of ``tessera cover``: linear in the board's long side.
    pieces: a spec ("L3", "tetrominoes", "L3,I3", "@FILE"), a piece file's text, or a list of
    Piece. orient: "free" (rotations and reflections), "rotate" or "fixed". mod: count modulo
    this number instead. timeout: seconds, raising SearchTimeout when they run out. max_memory:
    MiB the DP states may take (ValueError when more would be needed). wrap: "cols" (each row a
    ring), "rows" (each column a ring), "both" (a torus), as ``tessera cover --wrap``.
    progress: a callable taking one dict, the ``--progress json`` report (phase "count": pass,
    passes, row, rows, states, fraction, elapsed, seconds_left, final), called on this thread
    every ``progress_every`` seconds and once at the end (a run shorter than that interval makes no
    report); an exception it raises stops the count and propagates. Ctrl-C stops it. Returns a
    TilingCount (an int with ``.to_json()``).
    """
    count, document = _tessera._count_tilings(board, pieces, orient, mod, threads, timeout,
                                              max_memory, wrap, progress, progress_every)
    if count is None:
        raise SearchTimeout(f"count_tilings stopped by its timeout of {timeout} s; no count",
                            None, document)
    return TilingCount(count, document)


class Cover:
    """An exact-cover problem: cover every free cell of a board with the given pieces.

    Made by :func:`cover`. ``count()``, ``find()``, ``unique()`` run the search to the end;
    iterating yields the solutions lazily, each a :class:`Solution` (breaking out of the loop
    stops the search and frees it). Ctrl-C stops any of them.
    """

    def __init__(self, search, limit, timeout, progress=None, progress_every=0.25):
        self._search = search
        self._limit = limit
        self._timeout = timeout
        self._progress = progress
        self._progress_every = progress_every

    def _run(self, mode):
        count, stopped, symmetry, solutions, document = self._search.run(
            mode, self._progress, self._progress_every)
        if stopped == "timeout":
            raise SearchTimeout(
                f"cover search stopped by its timeout of {self._timeout} s after "
                f"{_solutions(count)}", SearchCount(count, stopped, symmetry, document), document)
        return count, stopped, symmetry, solutions, document

    def count(self):
        """The number of solutions (orbits when up_to_symmetry): a SearchCount (an int).

        With ``limit``, at most that many; then ``.stopped == "limit"`` says more exist.
        """
        count, stopped, symmetry, _, document = self._run("count")
        return SearchCount(count, stopped, symmetry, document)

    def find(self):
        """One solution, or None when there is none."""
        solutions = self._run("find")[3]
        return solutions[0] if solutions else None

    def unique(self):
        """Whether there is exactly one solution (the search stops at the second)."""
        return self._run("unique")[0] == 1

    def solutions(self):
        """Every solution (at most ``limit``) as a list."""
        return list(self)

    def __iter__(self):
        stream = self._search.stream()
        try:
            yield from stream
            if stream.stopped == "timeout":
                raise SearchTimeout(
                    f"cover search stopped by its timeout of {self._timeout} s after "
                    f"{_solutions(stream.count)}")
        finally:
            stream.close()

    def to_json(self, mode="count"):
        """``tessera cover --format json`` with ``--count`` (mode "count"), ``--find``, ``--all``
        or ``--unique`` for the same problem (the search runs again)."""
        if mode not in ("count", "find", "all", "unique"):
            raise ValueError(f"mode: expected 'count', 'find', 'all' or 'unique', found {mode!r}")
        return self._run(mode)[4].get()

    def __repr__(self):
        return f"<tessera.Cover: {self._search.placement_count} placements>"


class LatticeSolution:
    """A solution on another lattice: ``placements`` is a list of (piece name, cells), each cell a
    coordinate tuple in the board's coordinates ((x, y) on hex, (x, y, z) on tri and cube)."""

    def __init__(self, placements):
        self.placements = [(p["piece"], [tuple(c) for c in p["cells"]]) for p in placements]

    def __len__(self):
        return len(self.placements)

    def __eq__(self, other):
        return isinstance(other, LatticeSolution) and sorted(self.placements) == sorted(
            other.placements)

    def __repr__(self):
        return f"<tessera.LatticeSolution: {len(self.placements)} pieces>"


class LatticeCover:
    """cover() on lattice "tri", "hex" or "cube": each method runs ``tessera cover --lattice L
    ... --format json`` through the library's request path (the CLI's own answers and errors)."""

    def __init__(self, lattice, board, pieces, once, orient, up_to_symmetry, threads, limit,
                 timeout, progress, progress_every):
        if isinstance(board, dict):
            board = _json.dumps(board) + "\n"
        elif not isinstance(board, str):
            board = _json.dumps({"lattice": lattice, "cells": [list(c) for c in board]}) + "\n"
        if isinstance(pieces, dict):
            pieces = _json.dumps(pieces) + "\n"
        self._args = (lattice, board, pieces, once, orient, up_to_symmetry)
        self._rest = (limit, timeout, threads, progress, progress_every)
        self.symmetry = None

    def to_json(self, mode="count"):
        """The CLI's JSON document for MODE ("count", "find", "all", "unique") as a dict."""
        limit, timeout, threads, progress, progress_every = self._rest
        text, _ = _tessera._lattice_cover(*self._args, mode, limit if mode in ("count", "all")
                                          else None, timeout, threads, progress, progress_every)
        doc = _json.loads(text)
        if doc.get("stopped") == "timeout":
            raise SearchTimeout("the search ran out of time", partial=None, document=doc)
        self.symmetry = doc.get("symmetry", self.symmetry)
        return doc

    def count(self):
        """The number of solutions (up to symmetry when asked); with unlimited copies (no once)
        counted by the cell DP."""
        return int(self.to_json("count")["count"])

    def find(self):
        """One solution, or None."""
        solutions = self.to_json("find").get("solutions", [])
        return LatticeSolution(solutions[0]) if solutions else None

    def all(self):
        """Every solution (the first `limit` with a limit), in the search's order."""
        return [LatticeSolution(s) for s in self.to_json("all").get("solutions", [])]

    def unique(self):
        """True when there is exactly one solution."""
        return bool(self.to_json("unique")["unique"])

    def __iter__(self):
        return iter(self.all())


def cover(board, pieces, once=False, orient=None, up_to_symmetry=False, threads=1, limit=None,
          timeout=None, wrap="none", progress=None, progress_every=0.25, lattice="square",
          optional=None, given=None, colours=None):
    """An exact-cover search (dancing links, or bitboards for boxes of up to 1024 cells and at most
    64 pieces, as ``tessera cover --engine auto`` chooses).

    pieces: a spec as ``tessera cover --pieces`` takes it ("pentominoes", "L3*4", "L3*0..4,domino",
    "@FILE"), a piece file's text, or a list of Piece. once: each piece exactly once unless its
    multiplicity says otherwise (without it: any number of copies). up_to_symmetry: count and list
    one solution per orbit under the board's symmetries that map the piece set onto itself.
    threads: worker threads (same solutions, same order). limit: stop count()/iteration after
    that many. timeout: seconds (SearchTimeout when they run out). wrap: "cols", "rows" or
    "both" joins opposite edges (``tessera cover --wrap``). progress: a callable taking one dict,
    the ``--progress json`` report (phase "search": fraction by Knuth's estimate, nodes, solutions,
    elapsed, seconds_left, final), called on this thread every ``progress_every`` seconds and once
    at the end by count(), find(), unique() and to_json() (not by iteration); an exception it
    raises stops the search and propagates. Returns a :class:`Cover`.

    orient: "free" (rotate and reflect), "rotate" or "fixed"; None: free, except on the cube
    lattice, whose pieces are physical and only turn unless orient="free" says so.

    optional: free cells ((row, col), from 0) that may stay empty (a board drawn with '+' says the
    same). given: pieces fixed in place, as (name, cells) pairs or {"piece": name, "cells": [...]}
    dicts: each must be congruent to its piece under its motions, uses up one copy of it and is
    part of every solution (drawn with the first letter of its name, which must name one piece).
    colours: "checker" colours the board and each piece like a checkerboard; a piece cell then
    covers only board cells of its colour. Square grid only (docs/cover.md).

    lattice: "tri", "hex" or "cube" packs on that lattice (docs/lattice_solving.md): board a
    shorthand ("6x6", "hexagon:10,10,10", "hexagon:3", "3x3x3"), a list of coordinate tuples, a
    board JSON dict ({"lattice": L, "cells": [...]}) or a board file's text; pieces a spec
    ("hexiamonds", "soma", "diamond*0..") or a piece file's text or JSON dict. Returns a
    :class:`LatticeCover` (count(), find(), all(), unique(), to_json(mode)); its solutions'
    ``placements`` are (name, cells) in the board's coordinates.
    """
    if lattice != "square":
        if optional is not None or given is not None or colours is not None:
            raise ValueError("optional, given, colours: only on the square grid so far")
        if wrap != "none":
            raise ValueError("wrap: only on the square grid")
        if progress is not None and not callable(progress):
            raise TypeError("progress: expected a callable taking one dict, or None")
        return LatticeCover(lattice, board, pieces, once, orient or "", up_to_symmetry, threads,
                            limit, timeout, progress, progress_every)
    search = _tessera._Search(board, pieces, once, orient or "free", up_to_symmetry, threads, limit, timeout,
                              wrap, optional, given, colours or "none")
    if progress is not None and not callable(progress):
        raise TypeError("progress: expected a callable taking one dict, or None")
    return Cover(search, limit, timeout, progress, progress_every)


class LTiling(list):
    """An L-puzzle tiling: a list of ((rb, cb), (rh, ch), (rv, cv)), cells counted from 0: the
    black corner, the white beside it in its row, the white beside it in its column."""

    def __init__(self, pieces, document):
        super().__init__(pieces)
        self._document = document

    def to_json(self):
        """``tessera lpuzzle --format json``: ``{"case":1,"answer":"YES","pieces":[...]}``
        (1-based cells)."""
        return self._document.get()


def lpuzzle(pattern):
    """Solves an L-puzzle (BOJ 3654) by 2-SAT in linear time.

    pattern: a list of strings of 'B', 'W' and '.'. Returns an LTiling (one piece per black cell,
    row-major, cells counted from 0) or None when no tiling exists. Bad rows raise ValueError
    "pattern:LINE:COL: ..." (counted from 1, as the CLI's messages).
    """
    pieces, document = _tessera._lpuzzle(pattern)
    return None if pieces is None else LTiling(pieces, document)


def verify_lpuzzle(pattern, pieces):
    """Whether ``pieces`` is a valid L-tiling of ``pattern``: every piece an L, every B and W
    covered exactly once, '.' never.

    pattern: a list of strings of 'B', 'W' and '.'. pieces: ((rb, cb), (rh, ch), (rv, cv)) each,
    cells counted from 0, as lpuzzle() returns them. Checked on its own (the library's
    verify_lpuzzle_tiling), not against the solver.
    """
    return _tessera._verify_lpuzzle(pattern, pieces)


class LatticePiece:
    """One piece of ``pieces(spec, lattice=L)``: ``name``; ``cells``, a tuple of coordinate tuples
    ((x, y) on square and hex, (x, y, z) on tri and cube, as docs/lattices.md draws them);
    ``copies``, the multiplicity as the spec gave it ("2", "0..1", "1..") or None; ``orientations``,
    a tuple of its distinct orientations (each a tuple of cells) under the list's ``orient``."""

    __slots__ = ("name", "cells", "copies", "orientations")

    def __init__(self, doc):
        self.name = doc["name"]
        self.cells = tuple(tuple(c) for c in doc["cells"])
        self.copies = doc.get("copies")
        self.orientations = tuple(tuple(tuple(c) for c in o) for o in doc["orientations"])

    def __len__(self):
        return len(self.cells)

    def __eq__(self, other):
        return isinstance(other, LatticePiece) and (
            self.name, self.cells, self.copies, self.orientations) == (
                other.name, other.cells, other.copies, other.orientations)

    def __hash__(self):
        return hash((self.name, self.cells))

    def __repr__(self):
        copies = f" *{self.copies}" if self.copies else ""
        n = len(self.orientations)
        return (f"<tessera.LatticePiece {self.name}{copies}: {len(self.cells)} cells, "
                f"{n} orientation{'' if n == 1 else 's'}>")


class LatticePieces(list):
    """The list of ``LatticePiece`` that ``pieces(spec, lattice=L)`` returns, with ``lattice``,
    ``orient`` (the one used: the lattice's default when none was given) and ``orientations``, the
    number of distinct orientations of all pieces (``tessera pieces --count``'s second number:
    hexiamonds 94); ``len()`` is the number of pieces."""

    def __init__(self, document):
        doc = _json.loads(document)
        super().__init__(LatticePiece(p) for p in doc["pieces"])
        self.lattice = doc["lattice"]
        self.orient = doc["orient"]
        self.orientations = doc["count"]["orientations"]
        self._document = document

    def to_json(self):
        """The CLI's document: ``tessera pieces --lattice L [--orient O] --format json SPEC``."""
        return self._document

    def __repr__(self):
        return (f"<tessera.LatticePieces {self.lattice} {self.orient}: {len(self)} pieces, "
                f"{self.orientations} orientations>")


def pieces(name_or_text, lattice="square", orient=None):
    """The pieces of a spec or a piece file.

    name_or_text: a spec as ``tessera cover --pieces`` takes it ("pentominoes", "L3*0..4,domino",
    "tetrominoes:O", "@FILE"; on other lattices "hexiamonds", "pentahexes-1s", "pentacubes",
    "soma", ...), or the text of a piece file (a name line, the piece drawn in '#'/'.', a blank line
    between pieces; on any lattice a JSON file's text or dict {"lattice": L, "pieces": [...]}).

    With lattice="square" and no orient: a list of Piece, (row, col) cells, as before. With
    lattice "tri", "hex" or "cube", or an orient ("free", "rotate", "fixed"): a LatticePieces (a
    list of LatticePiece) as ``tessera pieces --lattice L [--orient O] --format json`` lists them,
    through the same request path. orient=None leaves the lattice's default: free, but rotate on
    cube (a cube set is physical: 29 pentacubes, distinct under rotations). Raises ValueError with
    the CLI's located message ("pieces:LINE:COL: ...", "SPEC:1:COL: ...") on a bad spec or file.
    """
    if lattice == "square" and orient is None and not isinstance(name_or_text, dict):
        return _tessera._pieces(name_or_text)
    if isinstance(name_or_text, dict):
        name_or_text = _json.dumps(name_or_text) + "\n"
    return LatticePieces(_tessera._lattice_pieces(lattice, name_or_text, orient or ""))


def gen(problem, kind=None, seed=1, cases=None, rows=None, cols=None, beyond_limits=False,
        density=1.0):
    """One input of a seed problem in its original format, as ``tessera gen PROBLEM`` writes it.

    problem: 'lpuzzle' (BOJ 3654), 'boardcover' or 'cover' (Algospot BOARDCOVER), 'omok' (BOJ 2615),
    'fill' (Programmers 84021: the JSON object ``tessera fill`` reads). kind: one of the problem's
    kinds (``tessera gen PROBLEM --help`` lists them; None: the default). The same seed gives the
    same bytes on every machine. Sizes left None take the kind's defaults; sizes past the original
    statement's limits need beyond_limits=True. Raises ValueError for an unknown kind or a refused
    size (for example lpuzzle kind='no' on 2x2: no such pattern passes the counting checks).
    """
    return _tessera._gen(problem, kind, seed, cases, rows, cols, beyond_limits, density)


def validate(problem, text):
    """Checks an input against every constraint of the problem's original statement and the exact
    layout a strict judge feeds (``tessera validate PROBLEM``).

    Returns None when valid; raises ValueError('<input>:LINE:COL: what was expected, what was
    found') at the first violation (lines and columns counted from 1).
    """
    _tessera._validate(problem, text)


def fill(game_board, table, flip=False):
    """Fits table pieces into board holes (Programmers 84021): the most board cells they fill.

    game_board: 0 = an empty cell, 1 = a filled one; table: 1 = a cell of a piece. Each a 2-D
    numpy array or nested lists of 0/1 (integers, bools or whole floats), or rows of text as
    ``tessera fill`` reads them ("0"/"1" or "."/"#", "#" = 1), the two of the same size. flip:
    allow reflections as well as rotations. Returns a FillResult (cells counted from 0). Bad
    rows of text raise ValueError "game_board:LINE:COL: ..." or "table:LINE:COL: ...".
    """
    return _tessera._fill(game_board, table, flip)


def xc(problem, mode="count", limit=None, timeout=None, threads=1, engine="auto", input="auto",
       progress=None, progress_every=0.25):
    """General exact cover, as ``tessera xc PROBLEM --MODE --format json``.

    problem: the text of a problem in Knuth's DLX format (dlx1; dlx2 colours ``item:colour``; dlx3
    bounds ``lo:hi|item``) or PPAR's ``.ec`` format (a str or bytes holding a line break), or the
    path of such a file (a str without a line break, or an ``os.PathLike``). mode: "count",
    "find", "all" or "unique". limit: stop count/all after that many (the document then says
    ``"stopped": "limit"``). timeout: seconds (SearchTimeout when they run out; ``.partial`` is the
    partial document). threads: worker threads (same count and order). engine: "auto", "dlx" or
    "bitset". input: "auto", "dlx" or "ec". progress, progress_every: as for cover().

    Returns the CLI's JSON document as a dict, its count an int: ``{"count": N}`` (find and
    unique, which stop at the first and the second solution, say ``{"found": 1}``), with
    ``"solutions"``: a list of solutions, each a list of ``{"line": N, "option": "a b c"}`` for
    find/all/unique, ``"unique"``: bool for unique. Bad input raises ValueError with the CLI's
    located message (``input:LINE:COL: ...`` for text, ``PATH:LINE:COL: ...`` for a file); the
    CLI's warnings (a primary item in no option) become UserWarnings.
    """
    text = path = None
    if isinstance(problem, bytes):
        problem = problem.decode()
    if isinstance(problem, str) and "\n" in problem:
        text = problem
    elif isinstance(problem, (str, _os.PathLike)):
        path = _os.fspath(problem)
    else:
        raise TypeError("problem: expected the problem's text (str with a line break) or a path")
    line, warned = _tessera._xc(text, path, mode, limit, timeout, threads, engine, input, progress,
                                progress_every)
    for warning in filter(None, warned.split("\n")):
        _warnings.warn(warning, stacklevel=2)
    document = _json.loads(line)
    if "count" in document:
        document["count"] = int(document["count"])  # the CLI's decimal string: exact either way
    if document.get("stopped") == "timeout":
        found = document["count"] if "count" in document else document["found"]
        raise SearchTimeout(f"xc stopped by its timeout of {timeout} s after {_solutions(found)}",
                            document, line)
    return document
