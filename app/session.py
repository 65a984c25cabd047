"""The open game as the window sees it: one object that wraps the engine's game file, runs
every change through the undo stack, and tells the widgets what changed (the Anki way).

Widgets never call the engine's writing methods themselves; they call the session, which
emits one of its signals, and every widget refreshes what that signal concerns.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app import changes
from app.changes import Changes
from engine.board import Board
from engine.decisions import Decision
from engine.dice import Dice, dice_for
from engine.errors import BerthierError, ScenarioError
from engine.game import later_orders
from engine.game.gamefile import UNDO_PREFIX, Game
from engine.order_sheet import OrderSheet
from engine.rulesets.base import Resolution, Ruleset
from engine.game.scenario import MAPS, build_scenario, load_scenario
from engine.state import GameState

BUNDLED_SCENARIO = MAPS / "europe1805" / "scenario.json"


def one_reader_at_a_time(parsed: Callable[..., OrderSheet], lock: threading.RLock) -> Callable[..., OrderSheet]:
    """The game's `parsed` taking the session's reading lock: the reader keeps memos of its own, and
    a long message is read on a thread of its own (app/orders/reading.py) while the window may read."""
    def locked(*args: Any, **kwargs: Any) -> OrderSheet:
        with lock:
            return parsed(*args, **kwargs)
    locked.__doc__ = parsed.__doc__
    return locked


class GameSession(QObject):
    opened = Signal()                 # a game was opened (or closed: `game` is None)
    changed = Signal(object)          # the current state changed (a GM edit, a resolution, a rollback): its Changes
    stateChanged = Signal()           # ... then this, for listeners that redraw whatever changed
    ordersChanged = Signal(str)       # a nation's stored orders changed
    turnViewed = Signal(int)          # the turn shown in the window (history) changed

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.game: Game | None = None
        self.undo_stack = QUndoStack(self)
        self.viewed_turn: int | None = None   # None: the current turn
        # one reader at a time: a long message is read off the window's thread (app/orders/reading.py)
        self.reading_lock = threading.RLock()
        self.reader_warm = threading.Event()  # the reader's first reading done (app/orders/reading.py, warm_up)
        # how work the GM waits for runs: here by default; the window runs it off its thread (app/window/off_thread.py)
        self.long_work: Callable[[str, Callable[[], Any]], Any] = lambda _what, work: work()

    # -- opening ------------------------------------------------------------------------------
    def open(self, path: str | Path) -> None:
        """Open a game file; BerthierError (with a clear message) if it cannot be used."""
        self.adopt(Game.open(path))

    def adopt(self, game: Game) -> None:
        """Make an already opened game the open one (see `load_game` for opening off the GUI thread)."""
        self.close()
        game.parsed = one_reader_at_a_time(game.parsed, self.reading_lock)    # type: ignore[method-assign]
        self.game = game
        self.viewed_turn = None
        self._restore_undo()
        self.opened.emit()

    def _restore_undo(self) -> None:
        """The current turn's GM edits, undoable again after the game was closed (they are in the file)."""
        self.undo_stack.clear()
        try:
            edits = self._need().undoable_edit_records()
        except BerthierError:
            return
        for old, new, reason, summary, private in edits:
            self.undo_stack.push(EditState(self, old, new, reason, summary, done=True, private=private))

    def close(self) -> None:
        if self.game is not None:
            with self.reading_lock:         # not under a reading on its thread (sqlite crashed the process)
                self.game.close()
                self.game = None
            self.undo_stack.clear()
            self.opened.emit()

    @staticmethod
    def create_from_scenario(scenario: str | Path, path: str | Path) -> Path:
        board, state, data = load_scenario(scenario)
        Game.create(path, board, state, data.get("title") or Path(path).stem, data).close()
        return Path(path)

    @staticmethod
    def create_from_data(data: dict, base_dir: str | Path, path: str | Path) -> Path:
        """A game from a scenario the new-game dialog wrote (relative paths in it read from `base_dir`)."""
        try:
            board, state = build_scenario(data, base_dir=Path(base_dir))
        except ScenarioError as e:
            raise ScenarioError(f"the new game's scenario: {e}") from None
        Game.create(path, board, state, data.get("title") or Path(path).stem, data).close()
        return Path(path)

    @property
    def path(self) -> Path:
        return self._need().path

    def save_copy(self, path: str | Path) -> Path:
        """Write a copy of the open game to `path` (the game itself is saved as it changes)."""
        game, path = self._need(), Path(path)
        if path.resolve() == game.path.resolve():
            raise BerthierError(f"{path} is the open game itself; choose another name for the copy")
        tmp = path.with_name(path.name + ".partial")
        try:
            tmp.unlink(missing_ok=True)
            target = sqlite3.connect(tmp)
            try:
                game.conn.backup(target)
            finally:
                target.close()
            tmp.replace(path)
        except (OSError, sqlite3.Error) as e:
            try:
                tmp.unlink(missing_ok=True)
            except OSError:
                pass
            reason = getattr(e, "strerror", None) or str(e)
            raise BerthierError(f"cannot write {path}: {reason}") from None
        return path

    # -- reading ------------------------------------------------------------------------------
    def _need(self) -> Game:
        if self.game is None:
            raise BerthierError("no game is open")
        return self.game

    @property
    def rules(self) -> Ruleset:
        return self._need().rules

    @property
    def board(self) -> Board:
        return self._need().board

    @property
    def current_turn(self) -> int:
        return self._need().current_turn

    def state(self, turn: int | None = None) -> GameState:
        return self._need().state(turn)

    def shown_turn(self) -> int:
        return self.current_turn if self.viewed_turn is None else self.viewed_turn

    def view_turn(self, turn: int | None) -> None:
        if turn is not None and turn >= self.current_turn:
            turn = None
        self.viewed_turn = turn
        self.turnViewed.emit(self.shown_turn())

    # -- orders -------------------------------------------------------------------------------
    def check_orders(self, nation: str, text: str) -> OrderSheet:
        """The orders read and checked; a message with a section per step still to come ('Naval:',
        'Land:') is checked section by section, each against its step (engine/game/later_orders.py)."""
        with self.reading_lock:         # the orders each refused line may mean are read too: one reader at a time
            game = self._need()         # under the lock: a game closed meanwhile is said so, not read closed
            by_step = later_orders.read_by_step(game, nation, text)
            return by_step.merged() if by_step is not None else game.check_orders(nation, text)

    def store_orders(self, nation: str, text: str) -> OrderSheet:
        """Store the text as the nation's orders (even with refused lines, which will fail); the
        sections for steps still to come are kept until their step comes."""
        game = self._need()
        turn = game.current_turn      # refused if another window resolves it while these are checked
        by_step = later_orders.read_by_step(game, nation, text)
        if by_step is not None:
            later_orders.store_by_step(game, by_step, turn)
            sheet = by_step.merged()
        else:
            sheet = game.check_orders(nation, text, turn=turn)
            game.store_orders(sheet.nation, text, turn=turn)
        game.drop_draft(sheet.nation)
        self.ordersChanged.emit(sheet.nation)
        return sheet

    def refused_in_advance(self) -> list[later_orders.Refusal]:
        """The orders entered before the step the game awaits that it refuses, now that it has come."""
        return later_orders.refused_now(self._need())

    def orders_text(self, nation: str) -> str:
        """The nation's orders for the step the game awaits."""
        return self._need().orders_text(nation) or ""

    def month_text(self, nation: str) -> str:
        """What the Orders panel shows: the orders for the step the game awaits, then those kept for
        the nation's steps to come under their headings ('Naval:'), as one message."""
        return later_orders.month_text(self._need(), nation)

    def save_draft(self, nation: str, text: str) -> None:
        """Keep orders as they are typed, so a crash or a closed window loses nothing."""
        self._need().save_draft(nation, text)

    def draft(self, nation: str) -> str | None:
        return self._need().draft(nation)

    def drop_draft(self, nation: str) -> None:
        self._need().drop_draft(nation)

    def save_answers(self, answers: Mapping[str, str]) -> None:
        """Keep the GM's answers to the turn's decisions as they are typed, until it is resolved."""
        self._need().save_answers(answers)

    def answers(self) -> dict[str, str]:
        """The answers typed for the current turn and not yet resolved with (`berthier decide` too)."""
        return self._need().answers()

    def pending_decisions(self, answers: Mapping[str, str]) -> tuple[Decision, ...]:
        """What the turn still waits for with these answers, as `berthier needs --decide ...` lists it."""
        game = self._need()
        return game.rules.pending_decisions(game.board, game.state(), game.sheets(),
                                            {"decisions": dict(answers)} if answers else None)

    def stored_sheets(self) -> dict[str, OrderSheet]:
        """The stored orders of the current turn, parsed: what a resolution (or scouting) reads."""
        return self._need().sheets()

    # -- resolution ---------------------------------------------------------------------------
    def preview(self, *, seed: int, fixed: list[int] | None = None,
                overrides: Mapping[str, Any] | None = None) -> Resolution:
        return self.preview_with(dice_for(seed, fixed), overrides)

    def preview_with(self, dice: Dice, overrides: Mapping[str, Any] | None = None) -> Resolution:
        """Preview with these dice, which keep the log of what was read (and, fixed, what was left over)."""
        return self._need().preview(dice, overrides)

    def commit(self, *, seed: int, fixed: list[int] | None = None,
               overrides: Mapping[str, Any] | None = None, turn: int | None = None) -> Resolution:
        """Resolve for good with the same dice as the preview (the same seed gives the same result);
        refused if turn `turn` (the one previewed) was resolved meanwhile by another program."""
        game = self._need()

        def resolve() -> Resolution:     # on a connection of its own: `long_work` may run it on another thread
            own = game.another_connection()
            own.parsed = one_reader_at_a_time(own.parsed, self.reading_lock)    # type: ignore[method-assign]
            try:
                return own.resolve(seed=None if fixed is not None else seed, fixed=fixed, overrides=overrides,
                                   turn=turn)
            finally:
                own.close()
        result = self.long_work(f"Committing {game.label()}", resolve)
        self.undo_stack.clear()   # GM edits of the resolved turn can no longer be undone here
        self.viewed_turn = None
        self._changed(Changes.new_turn())
        return result

    def rollback(self, to: int, reason: str) -> int:
        n = self._need().rollback(to, reason)
        self.undo_stack.clear()
        self.viewed_turn = None
        self._changed(Changes.new_turn())
        return n

    # -- the GM's hand ------------------------------------------------------------------------
    def edit(self, new: GameState, reason: str, summary: str, private: dict[str, str] | None = None) -> None:
        """A GM edit of the current state, undoable; recorded in the file with its reason.
        `summary` is told to every player, `private` (nation -> text) only to the nation named
        (see `Game.edit_state`)."""
        self.undo_stack.push(EditState(self, self.state(), new, reason, summary, private=private))

    def _apply(self, state: GameState, reason: str, summary: str, private: dict[str, str] | None = None) -> None:
        game = self._need()
        old = game.state()
        game.edit_state(state, reason, summary, private)
        self._changed(changes.between(game.rules, game.board, old, state, edit=True))

    def _changed(self, what: Changes) -> None:
        self.changed.emit(what)
        self.stateChanged.emit()


def load_game(path: str | Path) -> Game:
    """Open a game file; slow enough to run on a worker thread (the game's connection may then be
    used on the GUI thread: the engine opens it for that).

    Everything slow happens here: reading the map, decoding the current state, and building the
    map's drawing (cached per board).
    """
    game = Game.open(path)
    try:
        game.state()                                   # a damaged state fails here, not in the window
        try:
            from app.render.geometry import geometry_for
        except ImportError:                            # pragma: no cover - the render package is optional
            pass
        else:
            geometry_for(game.board)
    except BaseException:
        game.close()
        raise
    return game


class EditState(QUndoCommand):
    """Replace the current state; undo puts the old one back (both recorded as GM edits)."""

    def __init__(self, session: GameSession, old: GameState, new: GameState, reason: str, summary: str,
                 done: bool = False, private: dict[str, str] | None = None):
        """`done`: the edit is already in the file (restored on opening): pushing it changes nothing.
        `private`: what only a nation is told (None: as `Game.edit_state` decides for old edits)."""
        # the undo menu names the change as the GM knows it, told to everyone or not
        super().__init__(summary or "; ".join((private or {}).values()))
        self.session, self.old, self.new, self.reason, self.summary = session, old, new, reason, summary
        self.private = private
        self._skip_redo = done

    def redo(self) -> None:
        if self._skip_redo:
            self._skip_redo = False
            return
        self.session._apply(self.new, self.reason, self.summary, self.private)

    def undo(self) -> None:
        # undone as it was done: what only a nation was told of the change, only it is told of its undoing
        private = None if self.private is None else {n: f"{UNDO_PREFIX}{t}" for n, t in self.private.items()}
        self.session._apply(self.old, f"undone: {self.reason}", f"{UNDO_PREFIX}{self.summary}", private)
