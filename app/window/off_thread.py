"""Work the GM waits for, done off the window's thread: `run_off_thread(parent, what, work)` runs `work` on a
thread of its own and returns what it gave (or raises what it raised) as if it had been called here, while the
window's thread keeps painting and answering the window system. The GM's keys and clicks wait meanwhile (the
window's own loop runs without user input, so nothing the GM does can start a second change half-way through the
first), and a busy indicator naming the work shows once it lasts longer than SHOW_AFTER_MS.

The worker hands its outcome back through the long-lived relay (app/window/relay.py), never through an object the
window may destroy meanwhile. A function a worker runs must not touch a widget, nor share an SQLite connection the
window's thread uses: a resolution opens the game file again on its own connection (app/window/committing.py)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from app.window.relay import relay, token

T = TypeVar("T")
SHOW_AFTER_MS = 200          # the longest the window may wait with nothing saying it is at work

_under_way = [0]             # works running now (one inside another's wait is possible: a dialog's own work)
_after: list[Callable[[], object]] = []     # what waits for every work to end (the window's close)

# the last works run, (what, seconds on the worker, seconds shown busy): read by benchmarks/bench_window.py
timings: list[tuple[str, float, float]] = []


class _Outcome:
    def __init__(self) -> None:
        self.value: object = None
        self.error: BaseException | None = None
        self.seconds = 0.0


def run_off_thread(parent: QWidget | None, what: str, work: Callable[[], T], busy: bool = True) -> T:
    """`work()` on a worker thread; the window answers meanwhile and says `what` it does after SHOW_AFTER_MS
    (`busy` False: the caller shows its own progress, as the whole turn's export does)."""
    mine = token()
    outcome = _Outcome()
    loop = QEventLoop()
    finished = threading.Event()

    def arrived(token_: int, _result: object) -> None:
        if token_ == mine:
            loop.quit()

    def run() -> None:
        began = time.perf_counter()
        try:
            outcome.value = work()
        except BaseException as e:        # noqa: BLE001 - raised again on the window's thread
            outcome.error = e
        outcome.seconds = time.perf_counter() - began
        finished.set()
        relay().arrived.emit(mine, None)  # queued to the window's thread

    relay().arrived.connect(arrived)
    indicator = _indicator(QApplication.activeModalWidget() or parent, what)   # over the dialog that asked
    shown = QTimer()
    shown.setSingleShot(True)
    if busy:
        shown.timeout.connect(indicator.show)
    began = time.perf_counter()
    threading.Thread(target=run, daemon=True, name=what).start()
    _under_way[0] += 1                    # counted from the worker's start to the end of the wait, whatever happens
    try:
        shown.start(SHOW_AFTER_MS)
        if not finished.is_set():
            loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        finished.wait()                   # the relay's signal came: the worker is done with `outcome`
    finally:
        try:
            shown.stop()
            relay().arrived.disconnect(arrived)
            timings.append((what, outcome.seconds, time.perf_counter() - began if indicator.isVisible() else 0.0))
            del timings[:-20]
            indicator.close()
            indicator.deleteLater()
        finally:
            _under_way[0] -= 1
            if not _under_way[0]:
                waiting, _after[:] = list(_after), []
                for then in waiting:        # after the caller has taken the outcome, back in the window's loop
                    QTimer.singleShot(0, then)
    if outcome.error is not None:
        raise outcome.error
    return outcome.value  # type: ignore[return-value]


def under_way() -> bool:
    """Whether a work runs off the window's thread now (the window waits for it before it closes)."""
    return _under_way[0] > 0


def when_done(then: Callable[[], object]) -> None:
    """`then()` once no work runs any more, in the window's loop after the caller took the outcome (`then` a bound
    method of a QObject: not called if that object is destroyed meanwhile)."""
    if not under_way():
        QTimer.singleShot(0, then)
    elif then not in _after:
        _after.append(then)


def _indicator(parent: QWidget | None, what: str) -> QProgressDialog:
    """A busy bar (no end known, nothing to cancel) saying what the window does."""
    busy = QProgressDialog(f"{what}\u2026", None, 0, 0, parent)      # type: ignore[call-overload]
    busy.setObjectName("busy")
    busy.setWindowTitle(f"{what.split(':')[0]} \u2014 Berthier")      # what the window does, not only "Berthier"
    busy.setWindowModality(Qt.WindowModality.WindowModal)
    busy.setAutoClose(False)
    busy.setAutoReset(False)
    busy.setMinimumDuration(24 * 3600 * 1000)   # shown by run_off_thread's timer, never by Qt's own
    busy.hide()
    return busy
