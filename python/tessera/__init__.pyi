# Type stub for the tessera package (the pure-Python part and the C++ extension together).
import os
from typing import Any, Callable, Iterator, Literal, Optional, Sequence, Tuple, Union, overload

import numpy as np
import numpy.typing as npt

from . import omok as omok
from . import design as design

__version__: str

Cell = Tuple[int, int]
# A board: rows of '#'/'.', a 2-D buffer (bool, or 0/1 integers or floats; 1 = free), nested lists,
# or (rows, cols).
Board = Union[str, Sequence[str], npt.ArrayLike, Tuple[int, int]]
PieceSpec = Union[str, Sequence["Piece"], Sequence[Tuple[str, Sequence[Cell]]]]
Orient = Literal["free", "rotate", "fixed"]
# A progress report: the object `--progress json` prints (command, phase, case, fraction, nodes,
# solutions, nodes_per_second, elapsed, seconds_left, final; a count's pass, passes, row, rows,
# states).
Progress = Callable[[dict[str, Any]], object]

class SearchTimeout(TimeoutError):
    partial: Union[SearchCount, dict[str, Any], None]
    def to_json(self) -> Optional[str]: ...

class TilingCount(int):
    def to_json(self) -> str: ...

class SearchCount(int):
    stopped: Optional[Literal["limit", "timeout"]]
    symmetry: str
    def to_json(self) -> str: ...

def count_tilings(board: Board, pieces: PieceSpec = "L3", orient: Orient = "free",
                  mod: Optional[int] = None, threads: int = 1, timeout: Optional[float] = None,
                  max_memory: int = 4096, wrap: str = "none", progress: Optional[Progress] = None,
                  progress_every: float = 0.25) -> TilingCount: ...

class Piece:
    name: str
    def __init__(self, name: str, cells: Sequence[Cell]) -> None: ...
    @property
    def cells(self) -> list[Cell]: ...
    @property
    def size(self) -> int: ...
    @property
    def copies(self) -> Optional[str]: ...
    def orientations(self, orient: Orient = "free") -> list[Piece]: ...

LatticeCell = Tuple[int, ...]

class LatticePiece:
    name: str
    cells: Tuple[LatticeCell, ...]
    copies: Optional[str]
    orientations: Tuple[Tuple[LatticeCell, ...], ...]
    def __len__(self) -> int: ...

class LatticePieces(list[LatticePiece]):
    lattice: str
    orient: Orient
    orientations: int
    def to_json(self) -> str: ...

@overload
def pieces(name_or_text: str) -> list[Piece]: ...
@overload
def pieces(name_or_text: Union[str, dict[str, Any]], lattice: str = "square",
           orient: Optional[Orient] = None) -> Union[list[Piece], LatticePieces]: ...

class Solution:
    @property
    def grid(self) -> npt.NDArray[np.int32]: ...
    @property
    def placements(self) -> list[Tuple[str, list[Cell]]]: ...
    def to_svg(self) -> str: ...
    def _repr_svg_(self) -> str: ...
    def to_json(self) -> str: ...
    def __len__(self) -> int: ...

class Cover:
    def count(self) -> SearchCount: ...
    def find(self) -> Optional[Solution]: ...
    def unique(self) -> bool: ...
    def solutions(self) -> list[Solution]: ...
    def __iter__(self) -> Iterator[Solution]: ...
    def to_json(self, mode: Literal["count", "find", "all", "unique"] = "count") -> str: ...

def cover(board: Board, pieces: PieceSpec, once: bool = False, orient: Orient | None = None,
          up_to_symmetry: bool = False, threads: int = 1, limit: Optional[int] = None,
          timeout: Optional[float] = None, wrap: str = "none", progress: Optional[Progress] = None,
          progress_every: float = 0.25, lattice: str = "square",
          optional: Optional[Sequence[Tuple[int, int]]] = None,
          given: Optional[Sequence[Any]] = None, colours: Optional[str] = None) -> Any: ...

def xc(problem: Union[str, bytes, os.PathLike[str]],
       mode: Literal["count", "find", "all", "unique"] = "count", limit: Optional[int] = None,
       timeout: Optional[float] = None, threads: int = 1,
       engine: Literal["auto", "dlx", "bitset"] = "auto",
       input: Literal["auto", "dlx", "ec"] = "auto", progress: Optional[Progress] = None,
       progress_every: float = 0.25) -> dict[str, Any]: ...

LPiece = Tuple[Cell, Cell, Cell]

class LTiling(list[LPiece]):
    def to_json(self) -> str: ...

def lpuzzle(pattern: Sequence[str]) -> Optional[LTiling]: ...
def verify_lpuzzle(pattern: Sequence[str], pieces: Sequence[LPiece]) -> bool: ...

class FillResult:
    @property
    def cells(self) -> int: ...
    @property
    def placements(self) -> list[dict]: ...
    @property
    def holes(self) -> int: ...
    @property
    def pieces(self) -> int: ...
    def to_json(self) -> str: ...
    def to_svg(self) -> str: ...
    def _repr_svg_(self) -> str: ...

# A fill grid: a 2-D array or nested lists of 0/1, or rows of '0'/'1' or '.'/'#' text.
FillGrid = Union[npt.ArrayLike, Sequence[str], str]

def fill(game_board: FillGrid, table: FillGrid, flip: bool = False) -> FillResult: ...

SetterProblem = Literal["lpuzzle", "boardcover", "cover", "omok", "fill"]
def gen(problem: SetterProblem, kind: Optional[str] = None, seed: int = 1,
        cases: Optional[int] = None, rows: Optional[int] = None, cols: Optional[int] = None,
        beyond_limits: bool = False, density: float = 1.0) -> str: ...
def validate(problem: SetterProblem, text: str) -> None: ...
