"""The maps the GM exports, drawn on a thread of their own (issue 22, round 18). Drawn on the window's thread, a map
of Europe 1805 stopped the window 0.24-0.39 s, a big map longer. The window takes the picture from the game (it
reads the game file) and a single drawing thread paints it on a QImage (or an SVG generator: neither is tied to the
window's thread, as QPixmap and widgets are) and writes the file: exports asked meanwhile wait their turn, none lost;
the window waits for the drawings under way before it closes."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from app.window.relay import relay, token

from app.window.export import draw_map
from engine.errors import BerthierError

if TYPE_CHECKING:
    from app.render.picture import MapPicture
    from engine.board import Board


@dataclass(frozen=True)
class Drawn:
    """A map written to `path`, or why it was not (`error`)."""
    path: Path
    error: str = ""


class MapDrawings(QObject):
    """`start(board, path, picture, width)` draws on the drawing thread; `done(Drawn)` comes on the window's thread.
    `pending` are the files still to be written, oldest first."""

    done = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._token = token()
        relay().arrived.connect(self._arrived)      # the workers emit on the relay, never on this object
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="drawing the map")
        self.pending: list[Path] = []

    def _arrived(self, token_: int, result: object) -> None:
        if token_ == self._token:
            self.done.emit(result)

    def start(self, board: Board, path: Path, picture: MapPicture, width: int) -> None:
        self.pending.append(path)
        future = self._pool.submit(draw_map, board, path, picture, width)
        future.add_done_callback(lambda f: self._finished(path, f))

    def _finished(self, path: Path, future: Future) -> None:
        error = ""
        try:
            future.result()
        except BerthierError as e:
            error = str(e)
        except Exception as e:                        # noqa: BLE001 - a drawing bug: a message, never a crash
            error = f"the map could not be drawn ({type(e).__name__}: {e})"
        relay().arrived.emit(self._token, Drawn(path, error))    # queued to the window's thread (app/window/relay.py)

    def finish(self) -> None:
        """Wait for the drawings under way and asked (the window closes: their files are written whole)."""
        if self.pending:
            self._pool.shutdown(wait=True)
            self._pool = ThreadPoolExecutor(1, thread_name_prefix="drawing the map")
