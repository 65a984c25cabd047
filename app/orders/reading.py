"""A message read off the window's thread: the window answers while it is read.

The reader takes seconds on a message of a few thousand lines (a forum thread pasted whole, a slow
machine), and 0.1-0.5 s on a player's letter of ten lines on a loaded machine; read on the window's
thread, the window froze as long, the keys and the map with it. On a real screen every message is
read and checked here, on a thread of its own (the check reads as well: each order a refused line
may mean); when it is done, the editor shows the verdicts on the window's thread. A reading that
ended for a text the GM has changed since is not shown (`ticket`): the newer text's reading is.
On the headless screens of the tests a message shorter than `LONG_CHARS` is checked at once, as the
editor's tests read its verdicts right after an edit (`off_thread_from`); the tests of this module
set the editor's `off_thread_from` to 1, as on a real screen.

One reader at a time: the reader keeps memos of its own, so the game's `parsed` and the session's
`check_orders` take the session's lock (app/session.py, `one_reader_at_a_time`) and the window's
thread, when it reads while a message is read here (the GM saves before the reading ended), waits
for it."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal

from app.session import GameSession
from app.window.relay import relay, token
from engine.errors import BerthierError
from engine.order_sheet import OrderSheet

LONG_CHARS = 6_000          # about a hundred lines: "Reading N lines..." (and off the thread in the tests)
HEADLESS = ("offscreen", "minimal")        # the tests' screens


def is_long(text: str) -> bool:
    return len(text) > LONG_CHARS


def on_a_real_screen() -> bool:
    """Not on the tests' headless screens, whose tests read the verdicts right after a change."""
    from PySide6.QtGui import QGuiApplication
    return QGuiApplication.platformName() not in HEADLESS


def off_thread_from() -> int:
    """The length (characters) from which a message is read off the window's thread: every message
    on a real screen, a long one on the tests' headless screens."""
    return 1 if on_a_real_screen() else LONG_CHARS


class BackgroundReading(QObject):
    """Reads and checks one nation's messages on a thread (`GameSession.check_orders`: the message
    read, then each order a refused line may mean read and checked too, which took as long again);
    `done(ticket)` on the window's thread when the check `start` returned that ticket for has ended,
    its sheet (or the error that says why it could not be checked) by `sheet_of(ticket)`.

    The thread holds nothing of Qt's: it is given the session and a token, and emits on the long-lived
    relay (app/window/relay.py), never on this object, which the window destroys with its editor
    (an emit racing that destruction crashes the process)."""

    done = Signal(int)

    def __init__(self, session: GameSession, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self.latest = 0                     # the ticket of the last reading started
        self._results: dict[int, OrderSheet | BerthierError] = {}          # by ticket, until taken
        self._token = token()
        relay().arrived.connect(self._arrived)

    def start(self, nation: str, text: str) -> int | None:
        """Start checking `text` as `nation`'s orders; its ticket, or None when no game is open."""
        if self.session.game is None:
            return None
        self.latest += 1
        ticket = self.latest
        threading.Thread(target=_read, args=(self.session, self._token, ticket, nation, text), daemon=True,
                         name=f"reading {nation}'s orders").start()
        return ticket

    def _arrived(self, token_: int, result: object) -> None:
        if token_ != self._token or not isinstance(result, tuple):
            return
        ticket, checked = result
        if checked is not None:
            self._results[ticket] = checked
        self.done.emit(ticket)

    def sheet_of(self, ticket: int) -> OrderSheet | BerthierError | None:
        """What the check of `ticket` gave, None when it failed for a reason the window's own check says."""
        for older in [t for t in list(self._results) if t < ticket]:      # list(): a thread may add one
            self._results.pop(older, None)
        return self._results.pop(ticket, None)


def _read(session: GameSession, token_: int, ticket: int, nation: str, text: str) -> None:
    """The worker: the check, handed to the window's thread through the relay."""
    checked: OrderSheet | BerthierError | None
    try:
        checked = session.check_orders(nation, text)
    except BerthierError as e:
        checked = e
    except Exception:                       # the game closed meanwhile, ...: checked again on the window's thread
        checked = None
    relay().arrived.emit(token_, (ticket, checked))      # queued to the window's thread


# the reader's first reading in a process loads its modules, compiles its patterns and builds its
# tables: 0.7-1 s before any message is read. Paid at the GM's first paste, it froze the window 1-2 s
# on a real screen (benchmarks/real_paste.py --letters); paid here, off the window's thread, as soon
# as a game is open, it is done before the GM has a letter to paste. Not on the headless screens of
# the tests: one reader at a time is one session's lock, and a test's next window has another
_warming: list[threading.Thread] = []        # once a process: the reader's modules and patterns stay


def warm_up(session: GameSession) -> threading.Thread | None:
    """Read the ruleset's example orders once, on a thread, holding the session's reading lock (a
    message pasted meanwhile waits for it, as it would have waited for its own first reading);
    `session.reader_warm` is set when it is done."""
    from PySide6.QtGui import QGuiApplication
    game = session.game
    if game is None:
        return None
    if _warming or QGuiApplication.platformName() in HEADLESS:
        if not _warming or not _warming[0].is_alive():
            session.reader_warm.set()       # warm already, or nothing to wait for
        return None
    from app.rulesets import ruleset_ui
    try:
        state = game.state()
        nation = state.nations[0].name
    except Exception:                       # no nation, a state not readable: the window says why
        return None
    text = ruleset_ui(game.rules.id).example_orders or "Hello"
    rules, board = game.rules, game.board

    def read() -> None:
        try:
            with session.reading_lock:
                rules.parse_orders(text, nation, state, board)
        except Exception:                   # a reading that fails here fails again where the GM sees why
            pass
        from app import gc_pauses
        gc_pauses.freeze()                  # the reader's tables, built: out of later collections' sight
        session.reader_warm.set()

    thread = threading.Thread(target=read, daemon=True, name="warming the reader up")
    _warming.append(thread)
    thread.start()
    return thread
