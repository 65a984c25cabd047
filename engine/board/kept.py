"""The boards read last, kept by the text they were read from: opening another game on the same map
(a copy, a later save, the game reopened) or making a new game from the same map file reuses the
board, with its polygons and drawing already built, instead of reading and checking the map again."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable

from engine.sums import blake2b
from engine.board.board import Board

KEPT = 6                 # a few maps: the GM rarely switches between more

_boards: OrderedDict[bytes, Board] = OrderedDict()
_lock = threading.Lock()        # games open on worker threads too


def kept_board(text: str | bytes, read: Callable[[], Board], *, how: str = "") -> Board:
    """The board read before from the same `text` the same way (`how`: the file's name, the
    options), else `read()`, kept for next time. A Board never changes once built (its regions and
    edges are frozen), so games may share one; a map that cannot be read is not kept."""
    digest = blake2b(how.encode("utf-8"), digest_size=16)
    digest.update(b"\0")
    digest.update(text.encode("utf-8") if isinstance(text, str) else text)
    key = digest.digest()
    with _lock:
        board = _boards.get(key)
        if board is not None:
            _boards.move_to_end(key)
            return board
    board = read()
    with _lock:
        _boards[key] = board
        while len(_boards) > KEPT:
            _boards.popitem(last=False)
    return board


def forget() -> None:
    """Read every map again (tests that count reads)."""
    with _lock:
        _boards.clear()
