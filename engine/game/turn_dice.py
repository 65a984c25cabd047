"""How a game file records the dice a turn used (seed or fixed list, and the dice scheme), and
brings a file from before named dice streams up to date: its resolved turns keep the old scheme."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from typing import Any

from engine.dice import CURRENT_SCHEME, ONE_STREAM, Dice, FixedDice, Roll, seeded
from engine.errors import GameFileError

def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}


def needs_migration(conn: sqlite3.Connection) -> bool:
    return "dice_scheme" not in _columns(conn, "turns") or "stream" not in _columns(conn, "dice")


def migrate(conn: sqlite3.Connection, version: int) -> None:
    """Add the dice scheme of each turn and the stream of each roll; every turn resolved so far
    was resolved with one stream for the whole turn, and is marked so (one transaction)."""
    with conn:
        conn.execute("BEGIN")      # sqlite3 would commit each ALTER TABLE at once: all or nothing instead
        if "dice_scheme" not in _columns(conn, "turns"):
            conn.execute("ALTER TABLE turns ADD COLUMN dice_scheme TEXT")
            conn.execute("UPDATE turns SET dice_scheme = ? WHERE resolved_at IS NOT NULL", (ONE_STREAM,))
        if "stream" not in _columns(conn, "dice"):
            conn.execute("ALTER TABLE dice ADD COLUMN stream TEXT")
        conn.execute("INSERT OR REPLACE INTO meta VALUES ('version', ?)", (str(version),))


def dice_of_turn(turn: int, seed: int | None, fixed: str | None, scheme: str | None) -> Dice:
    """The dice a resolved turn was resolved with, as its row in `turns` records them."""
    if fixed is not None:
        try:
            values = json.loads(fixed)
        except ValueError:
            values = None
        if not isinstance(values, list) or not all(isinstance(v, int) for v in values):
            raise GameFileError(f"the fixed dice recorded for turn {turn} are damaged: {fixed[:80]!r}")
        return FixedDice(values)
    if seed is None:
        raise GameFileError(f"turn {turn} is marked resolved but records neither a seed nor fixed dice")
    return seeded(scheme or ONE_STREAM, seed)   # no scheme recorded: resolved before schemes were


def resolution_record(seed: int | None, fixed: list[int] | None,
                      overrides: Any) -> tuple[int | None, str | None, str | None, str]:
    """(seed, fixed_dice, overrides, dice_scheme) as the `turns` row keeps them."""
    return (seed, json.dumps(fixed) if fixed is not None else None,
            json.dumps(overrides) if overrides else None, CURRENT_SCHEME)


def roll_rows(turn: int, log: Iterable[Roll]) -> Iterable[tuple[int, int, str, int, int, str]]:
    return ((turn, i, r.purpose, r.sides, r.value, r.stream) for i, r in enumerate(log))
