"""Turns a rollback archived, read back: their orders and their reports, as they were before the
GM went back. Rollbacks are numbered from 1 in the order they were made, as `history` lists them."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine.errors import BerthierError
from engine.game.gamestore import reading
from engine.game.gamestore import text as as_text
from engine.state import GameState

if TYPE_CHECKING:
    from engine.game.gamefile import Game
    from engine.reports import Document

# columns of the rows a rollback saves (engine.game.gamefile.SCHEMA): turns and orders
TURN, LABEL, STATE = 0, 1, 2
O_TURN, O_NATION, O_TEXT, O_ENTERED, O_CURRENT = 1, 2, 3, 4, 5


class Archive:
    """What rollback `number` archived: the turn it went back to and the turns after it."""

    def __init__(self, game: Game, number: int):
        with reading(game.path, "the archive table"):
            rows = game.conn.execute("SELECT at, data FROM archive ORDER BY id").fetchall()
        if not 1 <= number <= len(rows):
            made = f"rollbacks 1 to {len(rows)}" if rows else "no rollback"
            raise BerthierError(f"there is no rollback {number}; this game has {made} (see `berthier history`)")
        self.game, self.number = game, number
        self.at = rows[number - 1][0]
        try:
            data: dict[str, Any] = json.loads(rows[number - 1][1])
            self.turns = [data["resolution"]] + list(data["turns"])
            self.orders, self.events = data["orders"], data["events"]
        except (ValueError, KeyError, TypeError):
            raise BerthierError(f"rollback {number}'s archive is damaged and cannot be read") from None
        self.to = self.turns[0][TURN]

    def turn(self, spec: str) -> int:
        """An archived turn by its label (any case) or its number."""
        text = " ".join(spec.split()).lower()
        for row in self.turns:
            if row[LABEL].lower() == text or str(row[TURN]) == text:
                return row[TURN]
        labels = ", ".join(row[LABEL] for row in self.turns)
        raise BerthierError(f"rollback {self.number} archived no turn {spec}; it holds {labels}")

    def label(self, turn: int) -> str:
        return next(row[LABEL] for row in self.turns if row[TURN] == turn)

    def _state(self, turn: int) -> GameState | None:
        row = next((r for r in self.turns if r[TURN] == turn), None)
        if row is None:
            return None
        with reading(self.game.path, f"rollback {self.number}'s state of turn {turn}"):
            return self.game.rules.decode_state(as_text(row[STATE]).encode())

    def orders_text(self, turn: int, nation: str) -> str | None:
        """The orders the nation had stored for the turn when the rollback was made."""
        if turn == self.to:   # the turn gone back to keeps its orders in the game; those entered before
            row = self.game.conn.execute(
                "SELECT text FROM orders WHERE turn = ? AND nation = ? AND entered_at <= ? ORDER BY id DESC LIMIT 1",
                (turn, nation, self.at)).fetchone()
            return row[0] if row else None
        texts = [r[O_TEXT] for r in self.orders if r[O_TURN] == turn and r[O_NATION] == nation and r[O_CURRENT]]
        return texts[-1] if texts else None

    def report(self, turn: int, nation: str | None = None) -> Document:
        """The public update (nation None) or a nation's internal report of an archived resolution."""
        before, after = self._state(turn), self._state(turn + 1)
        if before is None or after is None:
            raise BerthierError(f"{self.label(turn)} was not resolved before rollback {self.number}")
        events = [e[3] for e in sorted((e for e in self.events if e[0] == turn), key=lambda e: e[1])]
        with reading(self.game.path, f"rollback {self.number}'s events of turn {turn}"):
            decoded = self.game.rules.decode_events(("[" + ",".join(map(as_text, events)) + "]").encode())
        rules, board, title = self.game.rules, self.game.board, self.game.title
        if nation is None:
            doc = rules.public_report(board, before, after, decoded, title)
        else:
            doc = rules.internal_report(board, before, after, decoded, before.find_nation(nation).name, title)
        doc.title += f" (archived by rollback {self.number})"
        return doc
