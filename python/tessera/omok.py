"""Five in a row (BOJ 2615 and beyond): the judge, renju's forbidden points, a move referee.

Boards are 2-D numpy arrays or nested lists of 0 (empty), 1 (black) and 2 (white) (integers, or
floats holding those whole numbers), or rows of text as ``tessera omok`` reads them.

Cells: every Python object here gives a point as ``(row, col)`` counted from 0, as numpy indexes
the board: Judgement.line, Verdict.line, ForbiddenPoints, Referee.play's arguments. The JSON of
``to_json()`` counts from 1, as the CLI prints it, and so do the ``LINE:COL`` of messages about
rows given as text.
"""

from ._tessera import omok as _core

Judgement = _core.Judgement
Referee = _core.Referee
Verdict = _core.Verdict

__all__ = ["judge", "forbidden", "Referee", "Judgement", "Verdict", "ForbiddenPoints"]


def judge(board, rule="standard", k=5, max_size=1000):
    """Judges a position: the winner and the winning line (BOJ 2615 and beyond).

    board: a 2-D numpy array or nested lists of 0 (empty), 1 (black), 2 (white), or rows of text
    as ``tessera omok`` reads them. rule: 'standard' (exactly k in a row), 'freestyle' (k or
    more), 'renju', 'caro', 'caro6'. k: the row's length (5 under renju). max_size: the largest
    side accepted. Returns a Judgement (its line's cells counted from 0). Raises ValueError on a
    bad board or on two winning lines that no single last move can make.
    """
    return _core._judge(board, rule, k, max_size)


class ForbiddenPoints(list):
    """The points forbidden to black under renju: a list of ((row, col), reason), cells counted
    from 0, reason one of "overline", "double-four", "double-three", in row-major order."""

    def __init__(self, points, document):
        super().__init__(points)
        self._document = document

    def to_json(self):
        """``tessera omok --forbidden --format json`` (points counted from 1, as the CLI)."""
        return self._document.get()


def forbidden(board, five_point_makes_three=False, max_size=1000):
    """The empty points black may not play under renju (RIF): overline, double-four,
    double-three (threes checked recursively), unless the stone makes five.

    board: as for judge(). Returns ForbiddenPoints: ((row, col), reason) with cells counted
    from 0.
    """
    points, document = _core._forbidden(board, five_point_makes_three, max_size)
    return ForbiddenPoints(points, document)
