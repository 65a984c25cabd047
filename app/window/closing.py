"""The window's threads ended before it goes (round 20). A QThread destroyed while it runs ends the process
("QThread: Destroyed while thread is still running"): a game still opening, or replaced by a newer opening, and a map
traced in the editor mode are children of the window, and go with it. The window closes only once each is finished:
stopped first if it can be (`cancel()`, the tracing), else waited for (an opening takes a second or two)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread


def end_threads(owner: QObject) -> int:
    """Stop what can be stopped and wait for every QThread `owner` holds; how many were still running."""
    running = [t for t in owner.findChildren(QThread) if t.isRunning()]
    for thread in running:
        cancel = getattr(thread, "cancel", None)
        if callable(cancel):
            cancel()
    for thread in running:
        thread.wait()
    return len(running)
