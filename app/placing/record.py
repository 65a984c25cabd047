"""One change by the GM's hand, the window's way: computed by the engine (`engine/game/edits.py`),
refused with the engine's reason and nothing changed, else asked why (the last reason offered)
and recorded as one undoable command on the session's undo stack."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.window import dialogs
from engine.game.edits import Edit
from engine.errors import BerthierError
from engine.state import GameState

LAST_REASON = "placing/last_reason"
REASONS = "placing/last_reasons"        # {game file: the reason given last in it}, as JSON
GAMES_KEPT = 30


def _game(window: Any) -> str:
    game = getattr(getattr(window, "session", None), "game", None)
    return str(Path(game.path).resolve()) if game is not None else ""


def _reasons(settings: Any) -> dict[str, str]:
    try:
        kept = json.loads(str(settings.q.value(REASONS, "") or "{}"))
    except ValueError:
        return {}
    return {str(k): str(v) for k, v in kept.items()} if isinstance(kept, dict) else {}


def last_reason(window: Any) -> str:
    """The reason given last in the game open (one given in another game is not offered: Enter recorded
    'artillery swapped for infantry', given in one game, as the reason of another game's army)."""
    settings = getattr(window, "settings", None)
    return _reasons(settings).get(_game(window), "") if settings is not None else ""


def remember_reason(window: Any, reason: str) -> None:
    """The reason the next change's prompt offers in this game (kept between sessions)."""
    settings = getattr(window, "settings", None)
    if settings is None:
        return
    kept = _reasons(settings)
    kept.pop(_game(window), None)
    kept[_game(window)] = reason                      # the newest last: the oldest games forgotten first
    settings.q.setValue(REASONS, json.dumps(dict(list(kept.items())[-GAMES_KEPT:])))
    settings.q.setValue(LAST_REASON, reason)


def refuse(window: Any, title: str, reason: str) -> None:
    """The engine's reason, in the status bar and in a message box; nothing was changed."""
    window.statusBar().showMessage(f"{title}: {reason}. Nothing was changed.", 10000)
    dialogs.show_error(window, title, reason, "Nothing was changed.")


def as_gm_reads(edit: Edit) -> str:
    """What the change does, as the GM reads it: what the nation concerned is told where it is
    told more than everyone (a corps' composition, a treasury), else what everyone is told."""
    if len(edit.private) == 1:
        return next(iter(edit.private.values()))
    if edit.private:
        return "; ".join(f"{n}: {t}" for n, t in edit.private.items())
    return edit.summary or "a change"


def record(window: Any, title: str, compute: Callable[[GameState], Edit], back: Callable[[], bool] | None = None) -> bool:
    """Compute a change of the current state; refused: say why and change nothing; else ask why
    and record it (Ctrl+Z undoes it). True if it was recorded. `back`: the form the change was
    filled in, shown again as the GM left it when he leaves the question why with Esc (True: he
    confirmed it again, and is asked why again); without it Esc there cancels the change."""
    while True:
        done = _record(window, title, compute)
        if done is not None:
            return done
        if back is None or not back():
            window.statusBar().showMessage("Change cancelled: nothing was recorded", 4000)
            return False


def _record(window: Any, title: str, compute: Callable[[GameState], Edit]) -> bool | None:
    """`record` once: None when the GM left the question why without an answer."""
    session = window.session
    if session.game is None:
        return False
    if session.viewed_turn is not None:
        refuse(window, title, "only the current turn can be changed (Turn ▸ Current turn)")
        return False
    try:
        edit = compute(session.state())
    except BerthierError as e:
        refuse(window, title, str(e))
        return False
    shown = as_gm_reads(edit)
    reason = dialogs.ask_reason(window, shown, last=last_reason(window))
    if not reason:
        return None
    try:
        session.edit(edit.state, reason, edit.summary, dict(edit.private))
    except BerthierError as e:
        refuse(window, title, str(e))
        return False
    remember_reason(window, reason)
    window.statusBar().showMessage(f"{shown} ({reason}). Ctrl+Z undoes it.", 8000)
    return True
