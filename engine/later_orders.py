"""Orders for steps still to come (a power's naval and land orders for the month in one message,
sections by step as PBEM players write them): split by their headings, kept by the step's label and
nation, and made the nation's orders for the step when the game reaches it."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.errors import BerthierError
from engine.gamestore import reading, text as row_text, writing
from engine.message import message_lines, words
from engine.orders import OrderSheet
from engine.rulesets.base import StepAhead
from engine.rulesets.declarations import Step

if TYPE_CHECKING:
    from engine.gamefile import Game

TABLE = ("CREATE TABLE IF NOT EXISTS later_orders (label TEXT NOT NULL, nation TEXT NOT NULL, text TEXT NOT NULL, "
         "entered_at TEXT NOT NULL, forced INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (label, nation))")
AHEAD = "entered in advance"                             # the orders' source once their step has come
AHEAD_FORCED = "entered in advance, stored as written"   # with --force: a refused line fails in the report
# words around a step's own words in a heading: "French naval orders:", "Land step", "Orders for the land phase"
_FILLER = frozenset("orders order step phase moves movement movements for the my our of and".split())
MAX_HEADING_WORDS = 6


@dataclass
class Section:
    """The part of a message for one step: the step (None: the step the game awaits now), its lines as
    written and the message's own line numbers (the heading's line excluded)."""

    ahead: StepAhead | None
    heading: str = ""
    lines: list[tuple[int, str]] = field(default_factory=list)

    def text(self) -> str:
        """The section alone, as it is stored."""
        return "".join(raw + "\n" for _, raw in self.lines).strip("\n") + ("\n" if self.lines else "")

    def padded(self, total: int) -> str:
        """The message with every line outside the section blank: read, its lines keep their numbers."""
        mine = dict(self.lines)
        return "".join(mine.get(n, "") + "\n" for n in range(1, total + 1))


def _kind_words(step_name: str, nation_words: set[str]) -> frozenset[str]:
    return frozenset(w for w in words(step_name) if w not in nation_words)


def split(message: str, nation: str, now_step: str, ahead: Sequence[StepAhead], calendar_steps: Sequence[str],
          orders_in: Callable[[Step], bool]) -> list[Section]:
    """The message cut at the headings that name a step this nation orders in ('Naval:', 'Land
    orders', '[b]French naval step[/b]'); the lines before the first heading are for the step the game
    awaits. A heading of a step of the round that is over, or that this nation does not order in, is
    refused (BerthierError naming the line). `orders_in(step)` says whether the nation orders in a step."""
    nation_words = set(words(nation))
    kinds = {_kind_words(name, nation_words) for name in calendar_steps} - {frozenset()}
    mine = [a for a in ahead if orders_in(a.step)]
    now = Section(None)
    sections: list[Section] = [now]
    current = now
    for line in message_lines(message):
        said = [w for w in words(line.text) if w not in _FILLER and w not in nation_words]
        looks = (not line.left and 0 < len(said) <= MAX_HEADING_WORDS and len(words(line.text)) <= MAX_HEADING_WORDS
                 and not any(c in line.text for c in "->") and frozenset(said) in kinds)
        if not looks:
            current.lines.append((line.number, line.raw))
            continue
        want = frozenset(said)
        if want == _kind_words(now_step, nation_words):
            current = now
            continue
        found = [a for a in mine if _kind_words(a.step.name, nation_words) == want]
        if not found:
            raise BerthierError(f"line {line.number}: {line.text.strip()!r} heads orders for a step that is not "
                                f"among {nation}'s steps to come this round (the game awaits the {now_step} step; "
                                f"{nation} still orders in: {', '.join(a.step.name for a in mine) or 'none'}); "
                                f"nothing was stored")
        current = next((s for s in sections if s.ahead is found[0]), None) or Section(found[0], line.text.strip())
        if current not in sections:
            sections.append(current)
    return sections


# -- kept in the game file ------------------------------------------------------------------------
def store(game: Game, label: str, nation: str, text: str, *, forced: bool, now: str, replace: bool = True) -> None:
    """Keep `text` as the nation's orders for the step called `label`; with `replace` False only if
    none are kept for it yet (a month message that names no such step: its units hold)."""
    with writing(game.conn, game.path):
        game.conn.execute(TABLE)
        verb = "INSERT OR REPLACE" if replace else "INSERT OR IGNORE"
        game.conn.execute(f"{verb} INTO later_orders (label, nation, text, entered_at, forced) VALUES (?, ?, ?, ?, ?)",
                          (label, nation, text, now, int(forced)))


def kept(game: Game, label: str | None = None) -> list[tuple[str, str, str]]:
    """(label, nation, text) of the orders kept for steps to come (of one step with `label`)."""
    if not _has_table(game.conn):                 # nothing was ever entered in advance
        return []
    with reading(game.path, "the orders entered in advance"):
        rows = game.conn.execute("SELECT label, nation, text FROM later_orders" +
                                 (" WHERE label = ?" if label else "") + " ORDER BY rowid",
                                 (label,) if label else ()).fetchall()
    return [(row_text(a), row_text(b), row_text(c)) for a, b, c in rows]


def bring_forward(conn: sqlite3.Connection, turn: int, label: str, now: str) -> None:
    """In the resolution's transaction: the orders kept for the step the game now awaits become the
    nations' orders for it (a nation that already has orders for it keeps them)."""
    if not _has_table(conn):
        return
    rows = conn.execute("SELECT nation, text, forced FROM later_orders WHERE label = ?", (label,)).fetchall()
    for nation, text, forced in rows:
        if conn.execute("SELECT 1 FROM orders WHERE turn = ? AND nation = ? AND current = 1",
                        (turn, nation)).fetchone() is None:
            conn.execute("INSERT INTO orders (turn, nation, text, entered_at, current, source) VALUES (?, ?, ?, ?, 1, ?)",
                         (turn, nation, text, now, AHEAD_FORCED if forced else AHEAD))


def _has_table(conn: sqlite3.Connection) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'later_orders'").fetchone() is not None


# -- checked when their step comes ----------------------------------------------------------------
@dataclass(frozen=True)
class Refusal:
    """An order entered in advance that the step, now come, refuses."""

    nation: str
    sheet: OrderSheet


def refused_now(game: Game) -> list[Refusal]:
    """The orders entered in advance for the step the game awaits, checked against the position now
    that it has come: every nation whose orders have a refused line (unless stored as written)."""
    out = []
    for name in (n.name for n in game.state().nations):
        entry = game.orders_entry(name)
        if entry is None or entry["source"] != AHEAD:
            continue
        sheet = game.check_orders(name, entry["text"])
        if sheet.problems:
            out.append(Refusal(name, sheet))
    return out
