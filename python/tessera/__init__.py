"""tessera: exact, fast solvers for grid puzzles, from Python.

The solvers are tessera's C++ library (the extension ``tessera._tessera``); this package gives
them Python shapes: exact counts as ``int``, boards as numpy arrays or lists of strings, solutions
as generators, bad input as ``ValueError``/``TypeError``, pictures that draw themselves in Jupyter.

Boards (count_tilings, cover): a list of strings of ``#`` (blocked) and ``.`` (free), a 2-D array
with the buffer protocol (numpy bool or 0/1 integers, 1 = free), or ``(rows, cols)`` for a full
rectangle.

Every result has ``.to_json()``: the document ``tessera SUB --format json`` prints for the same
problem (without the line's ``\\n``).
"""

from . import _tessera
from ._tessera import FillResult, Piece, Solution, fill, pieces, verify_lpuzzle
from . import omok

__version__ = _tessera.__version__

__all__ = [
    "count_tilings", "cover", "Cover", "Solution", "pieces", "Piece", "lpuzzle",
    "verify_lpuzzle", "LTiling", "omok", "fill", "FillResult", "TilingCount", "SearchCount",
    "SearchTimeout",
]


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
        return None if self._document is None else self._document.get()


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
                  max_memory=4096, wrap="none"):
    """The exact number of tilings of ``board`` by unlimited copies of ``pieces``.

    The transfer-matrix (broken-profile) DP of ``tessera cover``: linear in the board's long side.
    pieces: a spec ("L3", "tetrominoes", "L3,I3", "@FILE"), a piece file's text, or a list of
    Piece. orient: "free" (rotations and reflections), "rotate" or "fixed". mod: count modulo
    this number instead. timeout: seconds, raising SearchTimeout when they run out. max_memory:
    MiB the DP states may take (ValueError when more would be needed). wrap: "cols" (each row a
    ring), "rows" (each column a ring), "both" (a torus), as ``tessera cover --wrap``. Ctrl-C
    stops it. Returns a TilingCount (an int with ``.to_json()``).
    """
    count, document = _tessera._count_tilings(board, pieces, orient, mod, threads, timeout,
                                              max_memory, wrap)
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

    def __init__(self, search, limit, timeout):
        self._search = search
        self._limit = limit
        self._timeout = timeout

    def _run(self, mode):
        count, stopped, symmetry, solutions, document = self._search.run(mode)
        if stopped == "timeout":
            raise SearchTimeout(
                f"cover search stopped by its timeout of {self._timeout} s after {count} "
                "solution(s)", SearchCount(count, stopped, symmetry, document), document)
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
                    f"{stream.count} solution(s)")
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


def cover(board, pieces, once=False, orient="free", up_to_symmetry=False, threads=1, limit=None,
          timeout=None, wrap="none"):
    """An exact-cover search (dancing links, or bitboards for boxes up to 128 cells).

    pieces: a spec as ``tessera cover --pieces`` takes it ("pentominoes", "L3*4", "L3*0..4,domino",
    "@FILE"), a piece file's text, or a list of Piece. once: each piece exactly once unless its
    multiplicity says otherwise (without it: any number of copies). up_to_symmetry: count and list
    one solution per orbit under the board's symmetries that map the piece set onto itself.
    threads: worker threads (same solutions, same order). limit: stop count()/iteration after
    that many. timeout: seconds (SearchTimeout when they run out). wrap: "cols", "rows" or
    "both" joins opposite edges (``tessera cover --wrap``). Returns a :class:`Cover`.
    """
    search = _tessera._Search(board, pieces, once, orient, up_to_symmetry, threads, limit, timeout,
                              wrap)
    return Cover(search, limit, timeout)


class LTiling(list):
    """An L-puzzle tiling: a list of ((rb, cb), (rh, ch), (rv, cv)), 0-based: the black corner,
    the white beside it in its row, the white beside it in its column."""

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
    row-major) or None when no tiling exists. Bad rows raise ValueError "pattern:LINE:COL: ...".
    """
    pieces, document = _tessera._lpuzzle(pattern)
    return None if pieces is None else LTiling(pieces, document)
