"""The mail of an import read on a thread of its own (issue 22, round 18): the files opened and parsed, and each
letter read by the reader, while the window answers clicks. Read on the window's thread, one letter stopped the
window 1.33 s with the reader slowed by 1 s. The window then stores the mail (`take_in`) on its own thread, the
readings kept by the game, so nothing is read twice unless the position changed meanwhile (the newer one wins)."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from app.window.relay import relay, token

from app.session import GameSession
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.mail.mail import Mail


@dataclass(frozen=True)
class MailRead:
    """The mail of `source` as read for `game` at its turn `turn`: its messages, or why it could not be read."""
    game: Game
    source: Path
    mails: list[Mail]
    error: str = ""
    turn: int | None = None


class MailReading(QObject):
    """`start(game, source)` reads on a thread; `done(MailRead)` comes on the window's thread. One reading at a
    time: `busy` until it is done (an import started twice is refused, never run twice)."""

    done = Signal(object)

    def __init__(self, session: GameSession, parent: QObject | None = None):
        super().__init__(parent)
        self._token = token()
        relay().arrived.connect(self._arrived)      # the workers emit on the relay, never on this object
        self.session = session
        self.busy: Path | None = None          # the source being read

    def _arrived(self, token_: int, result: object) -> None:
        if token_ == self._token:
            self.done.emit(result)

    def start(self, game: Game, source: Path) -> None:
        self.busy = source
        threading.Thread(target=self._read, args=(game, source, game.current_turn), daemon=True, name="reading the mail").start()

    def _read(self, game: Game, source: Path, turn: int) -> None:
        from engine.mail.intake import read_ahead      # the mail modules load when mail is read
        from engine.mail.mail import read_mails
        try:
            mails = read_mails(source)
        except BerthierError as e:
            read = MailRead(game, source, [], str(e), turn)
        except Exception as e:                        # noqa: BLE001 - whatever the file, a message, never a crash
            read = MailRead(game, source, [], f"{source} cannot be read: {e}", turn)
        else:
            read = MailRead(game, source, mails, turn=turn)
            for mail in mails:
                with self.session.reading_lock:       # the game is not closed under a reading (sqlite crashed)
                    if self.session.game is not game:
                        break                         # closed meanwhile: the window stores nothing
                    try:
                        read_ahead(game, [mail])
                    except Exception:                 # noqa: BLE001 - a reading that fails: `take_in` reads
                        pass                          # it again on the window's thread and says why
        relay().arrived.emit(self._token, read)      # queued to the window's thread (app/window/relay.py)
