"""Python's full garbage collections held back while a long message is read off the window's thread,
and made once when the reading ends.

The reader leaves cyclic garbage behind it (about 110 objects a line: errors kept in locals and
chained to one another, each with the frames of its traceback), and it stays reachable until the
message is read: 2,000 lines grow the heap by some 220,000 objects. Every full collection walks all
of them, and holds the interpreter's lock while it does, so the window's thread stopped with it: on
a real screen the window froze three to six times while a long message was read (0.2 to 0.5 s each
on a loaded machine), and once more, longest, whenever the garbage was at last collected.

Here the young generations are still collected as usual (they are small); only the full ones wait
until the reading ends, then one collects the message's garbage at once, on the reading's thread,
while the status still says the message is being read. Readings may overlap: the threshold comes
back when the last one ends."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

NEVER = 1 << 30                 # a count of young collections no reading reaches

_lock = threading.Lock()
_held = 0
_saved: tuple[int, int, int] | None = None


@contextmanager
def full_collections_held() -> Iterator[None]:
    """No automatic full collection inside; one when the last reading held this way ends."""
    global _held, _saved
    with _lock:
        if _held == 0:
            _saved = gc.get_threshold()
            gc.set_threshold(_saved[0], _saved[1], NEVER)
        _held += 1
    try:
        yield
    finally:
        with _lock:
            _held -= 1
            last = _held == 0
            if last and _saved is not None:
                gc.set_threshold(*_saved)
        if last and gc.isenabled():
            gc.collect()
