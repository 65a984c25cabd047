"""A paint override that cannot take the window down (issue 22, rounds 17-18).

An exception raised inside a Qt paint override (`drawBackground`, `drawForeground`, an item's `paint`) goes back
through PySide6's C++ glue. Round 17 met one (numpy's ValueError from an empty map's label plan) that crashed the
whole process in Shiboken's error path (a segmentation fault in `PepException_GetArgs`): the GM would lose unsaved
work to a drawing bug. Every paint override of the window is wrapped (round 18 added the map editor's items and
the orders text; tests/app/test_paint_overrides_guarded.py finds an unwrapped one by reading app/'s source): an
exception is logged with its traceback (once per override and kind, never a flood at every repaint), and that
repaint draws what it drew before the error.

Round 20: the error's traceback is written into the log as text, and the frames of the failed paint are cleared on
the spot, before the device they painted goes. A log record holding the traceback held those frames, and in them a
QPainter the failed override had begun on its widget and never ended: freed later (pytest's log capture drops its
records at a test's teardown, after the widget and the pixmap it was grabbed into were gone), `~QPainter` ended
it on a freed device and the process died (a segmentation fault in the full test run, round 19)."""

from __future__ import annotations

import functools
import logging
import traceback
from collections.abc import Callable
from typing import Any, TypeVar

_LOG = logging.getLogger("berthier.paint")
_SEEN: set[tuple[str, str]] = set()
F = TypeVar("F", bound=Callable[..., Any])


def painted_safely(paint: F) -> F:
    """`paint`, with any exception it raises logged and kept out of Qt's C++ glue."""
    @functools.wraps(paint)
    def safe(*args: Any, **kwargs: Any) -> Any:
        try:
            return paint(*args, **kwargs)
        except Exception as error:      # noqa: BLE001 - a drawing error must never end the program
            key = (paint.__qualname__, type(error).__name__)
            written = "".join(traceback.format_exception(error)).rstrip("\n")
            traceback.clear_frames(error.__traceback__)     # the failed paint's painter ends now, on its device
            error.__traceback__ = None
            if key not in _SEEN:
                _SEEN.add(key)
                _logged(paint.__qualname__, written)
            return None
    return safe  # type: ignore[return-value]


def _logged(where: str, written: str) -> None:
    """An error logged with its traceback as text (`exc_text`), no frame kept (`exc_info` is None)."""
    if not _LOG.isEnabledFor(logging.ERROR):
        return
    record = _LOG.makeRecord(_LOG.name, logging.ERROR, __file__, 0, "drawing failed in %s; the window goes on",
                             (where,), None, func="painted_safely")
    record.exc_text = written
    _LOG.handle(record)
