"""The one object the window's worker threads emit on (the mail reading, the map drawing).

A thread that emits a signal on the object that asked for its work races the window: when the window closes,
that object is destroyed on the window's thread while the worker may be emitting on it, and Qt's C++ crashes the
process (a segmentation fault, seen in the full test run of round 18). The relay is made once, on the window's
thread, and lives as long as the program: workers emit on it with a token, and each asker, connected to it, takes the
results of its own token. An asker destroyed meanwhile is disconnected by Qt on the window's thread; the result is
dropped, never delivered to a dead object."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QObject, Signal


class _Relay(QObject):
    arrived = Signal(int, object)       # (the asker's token, what the worker made); queued to the window's thread


_relay: _Relay | None = None
_tokens = itertools.count(1)


def relay() -> _Relay:
    """The relay, made on first use (on the window's thread: the askers make it in their __init__)."""
    global _relay
    if _relay is None:
        _relay = _Relay()
    return _relay


def token() -> int:
    """A token of its own for an asker."""
    return next(_tokens)
