"""A paint override that cannot take the window down (issue 22, rounds 17-18).

An exception raised inside a Qt paint override (`drawBackground`, `drawForeground`, an item's `paint`) goes back
through PySide6's C++ glue. Round 17 met one (numpy's ValueError from an empty map's label plan) that crashed the
whole process in Shiboken's error path (a segmentation fault in `PepException_GetArgs`): the GM would lose unsaved
work to a drawing bug. Every paint override of the window is wrapped (round 18 added the map editor's items and
the orders text; tests/app/test_paint_overrides_guarded.py finds an unwrapped one by reading app/'s source): an
exception is logged with its traceback (once per override and kind, never a flood at every repaint), and that
repaint draws what it drew before the error."""

from __future__ import annotations

import functools
import logging
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
            if key not in _SEEN:
                _SEEN.add(key)
                _LOG.exception("drawing failed in %s; the window goes on", paint.__qualname__)
            return None
    return safe  # type: ignore[return-value]
