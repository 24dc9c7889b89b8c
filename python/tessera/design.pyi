from typing import Any, Callable, Optional

def hints(board: Any, pieces: Any, solution: Any = ..., orient: str = ..., wrap: str = ...,
          time_limit: Optional[float] = ..., threads: int = ...,
          progress: Optional[Callable[[dict], None]] = ...,
          progress_every: float = ...) -> dict: ...
def holes(board: Any, pieces: Any, holes: int, orient: str = ..., wrap: str = ...,
          limit: Optional[int] = ..., plain: bool = ..., threads: int = ...,
          progress: Optional[Callable[[dict], None]] = ...,
          progress_every: float = ...) -> tuple[list[dict], dict]: ...
