"""Five in a row (BOJ 2615 and beyond): the judge, renju's forbidden points, a move referee.

Boards are 2-D numpy arrays or nested lists of 0 (empty), 1 (black) and 2 (white), or rows of text
as ``tessera omok`` reads them. Coordinates are 0-based (row, col).
"""

from ._tessera import omok as _core

Judgement = _core.Judgement
Referee = _core.Referee
Verdict = _core.Verdict
judge = _core.judge

__all__ = ["judge", "forbidden", "Referee", "Judgement", "Verdict", "ForbiddenPoints"]


class ForbiddenPoints(list):
    """The points forbidden to black under renju: a list of ((row, col), reason), reason one of
    "overline", "double-four", "double-three", in row-major order."""

    def __init__(self, points, document):
        super().__init__(points)
        self._document = document

    def to_json(self):
        """``tessera omok --forbidden --format json`` (1-based points)."""
        return self._document.get()


def forbidden(board, five_point_makes_three=False, max_size=1000):
    """The empty points black may not play under renju (RIF): overline, double-four,
    double-three (threes checked recursively), unless the stone makes five."""
    points, document = _core._forbidden(board, five_point_makes_three, max_size)
    return ForbiddenPoints(points, document)
