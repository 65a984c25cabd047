"""How the game file is reached on disk: its SQLite address, write transactions that wait for
another program's, and every read of a damaged row turned into a message naming the row."""

from __future__ import annotations

import json
from engine.words import patterns as re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import msgspec

from engine.errors import BerthierError, GameFileError

BUSY_SECONDS = 10.0        # how long a write waits for another program holding the file

# What reading a damaged row raises: bad JSON, a wrong type, a missing row, a blob for a text.
DAMAGE = (sqlite3.DatabaseError, msgspec.DecodeError, json.JSONDecodeError, UnicodeError,
          TypeError, ValueError, KeyError, IndexError, AttributeError)

_writes = 0                # transactions committed by this process: the CLI's crash message reads it


def writes_committed() -> int:
    """How many changes this process has written to game files so far."""
    return _writes


class GameFileBusy(GameFileError):
    """Another program holds the game file for writing longer than Berthier waits."""

    def __init__(self, path: Path):
        super().__init__(f"{path} is busy: another program (or window) is writing to it; try again")


def uri(path: Path, mode: str = "rw") -> str:
    """The file's SQLite URI: '#', '?', '%', spaces and non-Latin letters percent-escaped."""
    return f"{Path(path).absolute().as_uri()}?mode={mode}"


def connect(path: Path) -> sqlite3.Connection:
    # the window opens games on a worker thread and uses them on the GUI thread (never both at once)
    conn = sqlite3.connect(uri(path), uri=True, check_same_thread=False, timeout=BUSY_SECONDS)
    conn.isolation_level = None       # transactions are begun by hand: BEGIN IMMEDIATE
    # a game file may come from another GM: no SQL function runs from its schema
    conn.execute("PRAGMA trusted_schema = OFF")
    return conn


def schema_code(conn: sqlite3.Connection) -> list[str]:
    """What in the file's schema would run or stand in for a table, which Berthier never makes:
    triggers and views ('trigger bump_gold')."""
    return [f"{kind} {name!r}" for kind, name in
            conn.execute("SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view') ORDER BY name")]


_TYPES = {"int": "a whole number", "float": "a number", "str": "text", "bool": "true or false",
          "array": "a list", "object": "an object", "null": "nothing (null)"}
_LIBRARY = re.compile(r"Expected `([^`]{1,80})`, got `([^`]{1,80})`(?: - at `\$([^`]{0,200})`)?")


def damaged(path: Path, where: str, what: object) -> GameFileError:
    what = _in_plain_words(str(what).strip() or type(what).__name__)
    return GameFileError(f"the game file {path} is damaged: {where}: {what}")


def _in_plain_words(text: str) -> str:
    """msgspec's 'Expected `int`, got `float` - at `$.corps[0].infantry`' as 'corps[0].infantry:
    expected a whole number, found a number'."""
    found = _LIBRARY.search(text)
    if not found:
        return text
    expected, got, at = (found.group(i) or "" for i in (1, 2, 3))
    said = f"expected {_TYPES.get(expected, expected)}, found {_TYPES.get(got, got)}"
    return f"{at.lstrip('.')}: {said}" if at else said


@contextmanager
def reading(path: Path, where: str) -> Iterator[None]:
    """Any failure while reading `where` is the file's damage, said as such (not a bug)."""
    try:
        yield
    except GameFileError:
        raise
    except sqlite3.OperationalError as e:
        if is_busy(e):
            raise GameFileBusy(path) from None
        raise damaged(path, where, e) from None
    except DAMAGE as e:
        raise damaged(path, where, e) from None


@contextmanager
def writing(conn: sqlite3.Connection, path: Path) -> Iterator[None]:
    """One write transaction, begun IMMEDIATE so that checks made inside it still hold at the commit."""
    global _writes
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as e:
        if is_busy(e):
            raise GameFileBusy(path) from None
        raise damaged(path, "starting a change", e) from None
    try:
        yield
    except BaseException:
        conn.rollback()
        raise
    try:
        conn.commit()
    except sqlite3.OperationalError as e:
        conn.rollback()
        if is_busy(e):
            raise GameFileBusy(path) from None
        raise BerthierError(f"{path}: the change could not be written ({e}); nothing was written") from None
    _writes += 1


def is_busy(e: sqlite3.Error) -> bool:
    return "locked" in str(e) or "busy" in str(e)


def text(value: object) -> str:
    """A text column as text: a blob holding UTF-8 is read as its text (some tools store JSON so)."""
    if isinstance(value, bytes):
        return value.decode("utf-8")
    if value is None:
        raise TypeError("expected text, found nothing (null)")
    if not isinstance(value, str):
        raise TypeError(f"expected text, found {type(value).__name__} {value!r:.40}")
    return value
