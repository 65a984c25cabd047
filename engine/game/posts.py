"""Which turns the GM has posted: when, for which forum, into which folder and how many files.

Kept in the game file's `posts` table, made the first time a turn is posted (as the drafts table
is): a file from before has no such table and simply has nothing posted, and an older Berthier
opening a newer file ignores the table. A rollback forgets the posts of the turns it undoes.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import msgspec

from engine.errors import BerthierError
from engine.game.gamestore import writing

if TYPE_CHECKING:
    from engine.game.gamefile import Game

POSTS_TABLE = ("CREATE TABLE IF NOT EXISTS posts (turn INTEGER PRIMARY KEY, at TEXT NOT NULL, forum TEXT NOT NULL, "
               "folder TEXT NOT NULL, files INTEGER NOT NULL)")


class Posted(msgspec.Struct, frozen=True):
    turn: int
    at: datetime          # when the turn's folder was written (UTC)
    forum: str            # the forum the post was written for ("phpbb")
    folder: str           # where the files went
    files: int            # how many files were written

    def describe(self) -> str:
        """'posted 2026-11-30 21:05 UTC for phpBB: 34 file(s) in /games/europe-turns/003-spring-1805'."""
        from engine.reports.forums import format_name
        try:
            forum = format_name(self.forum)
        except BerthierError:                    # a forum this Berthier does not know: its id says enough
            forum = self.forum
        return f"posted {self.at.strftime('%Y-%m-%d %H:%M')} UTC for {forum}: {self.files} file(s) in {self.folder}"


def mark_posted(game: Game, turn: int, forum: str, folder: str, files: int, at: datetime | None = None) -> Posted:
    """Record that resolved turn `turn` was posted (again: the latest posting counts)."""
    if not 0 <= turn < game.current_turn:
        raise BerthierError(f"turn {turn} ({game.label(turn)}) has not been resolved, so it cannot be posted")
    when = (at or datetime.now(UTC)).astimezone(UTC).replace(microsecond=0)
    with writing(game.conn, game.path):
        game.conn.execute(POSTS_TABLE)
        game.conn.execute("INSERT OR REPLACE INTO posts (turn, at, forum, folder, files) VALUES (?, ?, ?, ?, ?)",
                          (turn, when.isoformat(), forum, str(folder), files))
    return Posted(turn, when, forum, str(folder), files)


def posts(game: Game) -> dict[int, Posted]:
    """Every turn posted, by turn."""
    try:
        rows = game.conn.execute("SELECT turn, at, forum, folder, files FROM posts ORDER BY turn").fetchall()
    except sqlite3.OperationalError:             # no posts table: nothing was ever posted
        return {}
    out = {}
    for turn, at, forum, folder, files in rows:
        try:
            when = datetime.fromisoformat(at)
        except (TypeError, ValueError):
            continue                             # a damaged row says nothing: the turn reads as not posted
        out[turn] = Posted(turn, when, forum, folder, files)
    return out


def posted(game: Game, turn: int) -> Posted | None:
    return posts(game).get(turn)


def forget_from(conn: sqlite3.Connection, turn: int) -> None:
    """Inside a rollback's transaction: the turns from `turn` on are resolved again, posted again."""
    conn.execute(POSTS_TABLE)
    conn.execute("DELETE FROM posts WHERE turn >= ?", (turn,))
