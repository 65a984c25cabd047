"""The game file: one SQLite file holding the map, every turn's state, the orders as entered,
the dice, the events and the GM's edits with their reasons.

Every change is one transaction: a crash or a kill in the middle of a resolution leaves the
file as it was before. Rolled-back turns are archived inside the file, never deleted.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import msgspec

import engine
from engine.sums import sha256
from engine.game import commitment, later_orders, read_cache, records
from engine.board import Board, parse_map
from engine.board.kept import kept_board
from engine.board.mapfile import map_to_geojson
from engine.board.stored import stored_map_data
from engine.decisions import check_answers
from engine.dice import Dice, Roll, dice_for
from engine.errors import BerthierError, GameFileError, MapFileError, UnknownName
from engine.events import Event
from engine.game.gamestore import GameFileBusy, connect, damaged, is_busy, reading, schema_code, text, writing
from engine.order_sheet import OrderSheet
from engine.game import players as roster
from engine.game import posts
from engine.rulesets import ruleset as get_ruleset
from engine.rulesets.base import Resolution, Ruleset
from engine.state import GameState, encode, to_builtins
from engine.words.textio import is_digits
from engine.game.turn_dice import dice_of_turn, migrate, needs_migration, resolution_record, roll_rows

if TYPE_CHECKING:
    from engine.reports import Document

FORMAT = "berthier-game"
# 2: each turn records its dice scheme, each roll its stream; 3: players, deadlines, where each
# order text came from. Older files are brought up to date when opened.
VERSION = 3

# table -> (columns, primary key) of a fresh file
SCHEMA: dict[str, tuple[dict[str, type], str | tuple[str, ...]]] = {
    "meta": ({"key": str, "value": str}, "key"),
    "map": ({"id": int, "geojson": str}, "id"),
    "turns": ({"turn": int, "label": str, "state": str, "created_at": str, "resolved_at": str, "seed": int,
               "fixed_dice": str, "overrides": str, "dice_scheme": str}, "turn"),
    "orders": ({"id": int, "turn": int, "nation": str, "text": str, "entered_at": str, "current": int}, "id"),
    "dice": ({"turn": int, "seq": int, "purpose": str, "sides": int, "value": int, "stream": str},
             ("turn", "seq")),
    "events": ({"turn": int, "seq": int, "public": int, "event": str}, ("turn", "seq")),
    "edits": ({"id": int, "turn": int, "at": str, "reason": str, "summary": str, "before": str, "after": str,
               "private": str}, "id"),
    "archive": ({"id": int, "at": str, "reason": str, "data": str}, "id"),
}
NOT_NULL = {"meta": {"value"}, "map": {"geojson"}, "turns": {"label", "state", "created_at"},
            "orders": {"turn", "nation", "text", "entered_at", "current"}}


_SQL_TYPES = {int: "INTEGER", str: "TEXT"}


def _create_schema(conn: sqlite3.Connection) -> None:
    """The tables of a fresh game file (the same SQL sqlite-utils wrote for the files made before)."""
    for table, (columns, pk) in SCHEMA.items():
        not_null = NOT_NULL.get(table, set())
        lines = []
        for name, kind in columns.items():
            line = f'   "{name}" {_SQL_TYPES[kind]}'
            if name == pk:
                line += " PRIMARY KEY"
            if name in not_null:
                line += " NOT NULL"
            if table == "orders" and name == "current":
                line += " DEFAULT 1"
            lines.append(line)
        if isinstance(pk, tuple):
            lines.append("   PRIMARY KEY (" + ", ".join(f'"{c}"' for c in pk) + ")")
        conn.execute(f'CREATE TABLE "{table}" (\n' + ",\n".join(lines) + "\n)")
    conn.execute('CREATE INDEX "idx_orders_turn_nation"\n    ON "orders" ("turn", "nation");')
    roster.add_tables(conn)


# columns added to a table after the first game format (older files are brought up to date)
ADDED_LATER = {"turns": {"dice_scheme"}, "dice": {"stream"}, "edits": {"private"}}


def _columns_missing(conn: sqlite3.Connection) -> tuple[str, list[str]] | None:
    """The first table lacking columns every Berthier game file has had, with those columns."""
    for table, (columns, _pk) in SCHEMA.items():
        have = {r[1] for r in conn.execute(f'PRAGMA table_info("{table}")')}
        missing = [c for c in columns if c not in have and c not in ADDED_LATER.get(table, set())]
        if missing:
            return table, missing
    return None


def _edits_need_private(conn: sqlite3.Connection) -> bool:
    return "private" not in {r[1] for r in conn.execute("PRAGMA table_info(edits)")}


def _iso(when: datetime | None) -> str | None:
    return when.astimezone(UTC).isoformat(timespec="seconds") if when else None


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


UNDO_PREFIX = records.UNDO_PREFIX
PARSED_KEPT = 64                    # order sheets kept read in an open game (nations x turns looked at)
ANSWERS_DRAFT = "(decisions)"       # the drafts' row of the GM's answers; no nation is named so
DRAFTS_TABLE = ("CREATE TABLE IF NOT EXISTS drafts (turn INTEGER NOT NULL, nation TEXT NOT NULL, text TEXT NOT NULL, "
                "at TEXT NOT NULL, PRIMARY KEY (turn, nation))")


class Game:
    """An open game file."""

    def __init__(self, path: Path, conn: sqlite3.Connection):
        self.path = path
        self.conn = conn
        self._sheets: dict[tuple[str, bytes, bytes], OrderSheet] = {}     # see `parsed`
        self._placed: set[bytes] = set()       # states whose pieces were found on the map
        with reading(path, "the meta table"):
            meta = _meta_text(path, conn.execute("SELECT key, value FROM meta").fetchall())
        self.meta = meta
        self.title = meta.get("title", path.stem)
        try:
            self.rules: Ruleset = get_ruleset(meta.get("ruleset", ""))
        except UnknownName as e:
            raise GameFileError(f"{path}: the game uses a ruleset this Berthier does not have: {e}") from None
        with reading(path, "the map row"):
            row = conn.execute("SELECT geojson FROM map WHERE id = 1").fetchone()
            if row is None:
                raise damaged(path, "the map row", "there is none")
            try:
                # checked when the game was created: opening does not check the geometry again
                map_text = text(row[0])
                self._map_text = map_text           # the map as kept: part of what a kept reading is for
                self._map_sha: bytes | None = None
                self.board: Board = kept_board(map_text, lambda: parse_map(_stored_map(map_text), source="the map row",
                                                                           validate=False), how="the map row")
            except MapFileError as e:
                raise damaged(path, "the map row", e) from None

    # -- opening and creating -----------------------------------------------------------------
    @classmethod
    def create(cls, path: str | Path, board: Board, state: GameState, title: str,
               source: Mapping[str, Any] | None = None) -> Game:
        path = Path(path)
        if path.exists():
            raise GameFileError(f"{path} already exists; choose another name or delete it first")
        tmp = path.with_name(path.name + ".partial")
        tmp.unlink(missing_ok=True)
        try:
            conn = sqlite3.connect(tmp)
            _create_schema(conn)
            meta = {"format": FORMAT, "version": str(VERSION), "ruleset": state.__struct_config__.tag,
                    "title": title, "created": _now(), "berthier": engine.__version__}
            with conn:
                conn.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
                if source is not None:
                    conn.execute("INSERT INTO meta VALUES ('scenario', ?)", (json.dumps(source),))
                conn.execute("INSERT INTO map VALUES (1, ?)", (json.dumps(map_to_geojson(board)),))
                rules = get_ruleset(str(meta["ruleset"]))
                conn.execute("INSERT INTO turns (turn, label, state, created_at) VALUES (?, ?, ?, ?)",
                             (state.turn, rules.turn_label(state), encode(state).decode(), _now()))
            conn.close()
            tmp.replace(path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        return cls.open(path)

    @classmethod
    def open(cls, path: str | Path) -> Game:
        path = Path(path)
        if not path.exists():
            raise GameFileError(f"{path}: no such game file")
        if path.is_dir():
            raise GameFileError(f"{path} is a folder, not a game file")
        with open(path, "rb") as f:
            head = f.read(16)
        if head != b"SQLite format 3\x00":
            raise GameFileError(f"{path} is not a Berthier game file (it is not an SQLite database)")
        try:
            conn = connect(path)
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if "meta" not in tables:
                raise GameFileError(f"{path} is an SQLite database but not a Berthier game (no 'meta' table)")
            code = schema_code(conn)
            if code:
                conn.close()
                raise GameFileError(f"{path} is not a Berthier game file: it holds {', '.join(code[:5])}"
                                    f"{' and more' if len(code) > 5 else ''}, which Berthier never makes (a game "
                                    f"file is data; one that runs code is not opened). Nothing was run or changed.")
            rows = conn.execute("SELECT key, value FROM meta").fetchall()
        except sqlite3.DatabaseError as e:
            if is_busy(e):
                raise GameFileBusy(path) from None
            raise GameFileError(f"{path} is damaged and cannot be read: {e}") from None
        meta = _meta_text(path, rows)
        if meta.get("format") != FORMAT:
            raise GameFileError(f"{path} is not a Berthier game (format {meta.get('format')!r})")
        written = meta.get("version") or "0"
        if not is_digits(written) or len(written) > 6:
            raise damaged(path, "the meta row 'version'", f"{written[:40]!r} is not a whole number")
        version = int(written)
        if version > VERSION:
            raise GameFileError(f"{path} was saved by a newer Berthier (game format {version}; this one reads "
                                f"up to {VERSION}). Update Berthier to open it; the file was not changed.")
        missing = {"map", "turns", "orders", "dice", "events", "edits", "archive"} - tables
        if missing:
            raise GameFileError(f"{path} is damaged: tables missing: {', '.join(sorted(missing))}")
        lacking = _columns_missing(conn)
        if lacking:                         # known to be good before anything is brought up to date
            conn.close()
            table, columns = lacking
            raise damaged(path, f"the table {table!r}", f"columns missing: {', '.join(columns)} (a Berthier game "
                          f"file of any version has them); the file was not changed")
        if needs_migration(conn) or roster.needs_migration(conn) or _edits_need_private(conn):
            try:
                if _edits_need_private(conn):
                    with conn:    # what only a nation is told of an edit (a corps' composition)
                        conn.execute("ALTER TABLE edits ADD COLUMN private TEXT")
                if needs_migration(conn):
                    migrate(conn, VERSION)
                if roster.needs_migration(conn):
                    roster.migrate(conn, VERSION)
            except sqlite3.DatabaseError as e:
                conn.close()
                raise GameFileError(f"{path} was saved by an older Berthier and could not be brought up to "
                                    f"date (game format {VERSION}): {e}. The file was not changed.") from None
        return cls(path, conn)

    def close(self) -> None:
        self.conn.close()

    def another_connection(self) -> Game:
        """The same game file on a connection of its own, for another thread (a turn committed off the
        window's thread), with the messages read so far; closed by its user."""
        other = Game(self.path, connect(self.path))
        other._sheets, other._placed = dict(self._sheets), set(self._placed)
        return other

    def __enter__(self) -> Game:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- reading ------------------------------------------------------------------------------
    @property
    def current_turn(self) -> int:
        with reading(self.path, "the turns table"):
            turn = self.conn.execute("SELECT MAX(turn) FROM turns").fetchone()[0]
        if not isinstance(turn, int):
            raise damaged(self.path, "the turns table", "it holds no turn" if turn is None else f"turn {turn!r}")
        return turn

    def _turn_row(self, turn: int | None) -> tuple:
        turn = self.current_turn if turn is None else turn
        with reading(self.path, f"the row of turn {turn}"):
            row = self.conn.execute("SELECT turn, label, state, resolved_at, seed, fixed_dice, overrides "
                                    "FROM turns WHERE turn = ?", (turn,)).fetchone()
        if row is None:
            raise GameFileError(f"{self.path}: there is no turn {turn}; turns are 0 to {self.current_turn}")
        return row

    def state(self, turn: int | None = None) -> GameState:
        row = self._turn_row(turn)
        with reading(self.path, f"the state of turn {row[0]}"):
            state = self.rules.decode_state(text(row[2]).encode())
        missing = set(self.rules.default_params()) - set(state.params)
        if missing:
            raise damaged(self.path, f"the state of turn {row[0]}",
                          f"rule parameters missing: {', '.join(sorted(missing))}")
        mark = sha256(text(row[2]).encode("utf-8", "surrogatepass")).digest()
        if mark not in self._placed:
            self._check_places(state, row[0])
            self._placed.add(mark)
        return state

    def _check_places(self, state: GameState, turn: int) -> None:
        """Every piece of a state read from the file stands on the game's map (a file edited by
        hand or by another program may name a place the map does not have)."""
        try:
            with reading(self.path, f"the pieces of turn {turn}"):
                entries = self.rules.unit_entries(self.board, state)
        except GameFileError:
            raise
        except BerthierError:             # rules whose pieces are not placed by hand
            return
        for entry in entries:
            at = entry.get("at")
            if isinstance(at, str) and at and at not in self.board.regions:
                raise damaged(self.path, f"the state of turn {turn}",
                              f"{entry.get('nation', 'a nation')}'s {entry.get('type', 'piece')} stands at "
                              f"{at[:40]!r}, which is not on the game's map")

    def label(self, turn: int | None = None) -> str:
        row = self._turn_row(turn)
        with reading(self.path, f"the label of turn {row[0]}"):
            return text(row[1])

    def history(self) -> list[dict[str, Any]]:
        with reading(self.path, "the turns table"):
            return self._history()

    def _history(self) -> list[dict[str, Any]]:
        rows = self.conn.execute("SELECT turn, label, resolved_at, seed, fixed_dice, dice_scheme FROM turns "
                                 "ORDER BY turn")
        out = []
        for turn, label, resolved, seed, fixed, scheme in rows.fetchall():
            nations = [r[0] for r in self.conn.execute(
                "SELECT DISTINCT nation FROM orders WHERE turn = ? AND current = 1 ORDER BY nation", (turn,))]
            battles = self.conn.execute("SELECT COUNT(*) FROM events WHERE turn = ? AND event LIKE "
                                        "'{\"event\":\"battle\"%'", (turn,)).fetchone()[0]
            out.append({"turn": turn, "label": label, "resolved_at": resolved, "seed": seed,
                        "fixed_dice": fixed is not None, "dice_scheme": scheme, "orders_from": nations,
                        "battles": battles})
        return out

    def orders_text(self, nation: str, turn: int | None = None) -> str | None:
        turn = self.current_turn if turn is None else turn
        with reading(self.path, f"the orders of {nation} for turn {turn}"):
            row = self.conn.execute("SELECT text FROM orders WHERE turn = ? AND nation = ? AND current = 1",
                                    (turn, nation)).fetchone()
            return text(row[0]) if row else None

    def sheets(self, turn: int | None = None) -> dict[str, OrderSheet]:
        turn = self.current_turn if turn is None else turn
        state = self.state(turn)
        out = {}
        with reading(self.path, f"the orders of turn {turn}"):
            rows = [(text(n), text(t)) for n, t in self.conn.execute(
                "SELECT nation, text FROM orders WHERE turn = ? AND current = 1", (turn,)).fetchall()]
        for nation, written in rows:
            out[nation] = self.parsed(written, nation, state)
        return {n.name: out[n.name] for n in state.nations if n.name in out}

    def parsed(self, text: str, nation: str, state: GameState) -> OrderSheet:
        """The nation's text read against `state`, each message read once while the game is open:
        a check of one nation's orders does not read the other nations' stored messages again; a long
        message is read once for a position by all commands (engine.game.read_cache)."""
        if not text.strip():            # no words, no orders: a new turn opens in the window without the reader
            return OrderSheet(nation)
        key = (nation, sha256(text.encode("utf-8", "surrogatepass")).digest(),
               sha256(encode(state)).digest())
        sheet = self._sheets.get(key)
        if sheet is None:                   # a long message read by an earlier command: kept outside the game
            sheet = read_cache.read_kept(self.rules, self._map_digest, nation, text, key[2],
                                         lambda: self.rules.parse_orders(text, nation, state, self.board))
            if len(self._sheets) >= PARSED_KEPT:
                self._sheets.clear()
            self._sheets[key] = sheet
        return sheet

    def _map_digest(self) -> bytes:
        if self._map_sha is None:
            self._map_sha = sha256(self._map_text.encode("utf-8", "surrogatepass")).digest()
        return self._map_sha

    def events(self, turn: int) -> list[Event]:
        with reading(self.path, f"the events of turn {turn}"):
            rows = self.conn.execute("SELECT seq, event FROM events WHERE turn = ? ORDER BY seq", (turn,)).fetchall()
            events = []
            for seq, event in rows:
                with reading(self.path, f"event {seq} of turn {turn}"):
                    events.extend(self.rules.decode_events(f"[{text(event)}]".encode()))
            return events

    def dice_log(self, turn: int) -> list[tuple[str, int, int]]:
        with reading(self.path, f"the dice of turn {turn}"):
            return self.conn.execute("SELECT purpose, sides, value FROM dice WHERE turn = ? ORDER BY seq",
                                     (turn,)).fetchall()

    def rolls(self, turn: int) -> list[Roll]:
        """The turn's dice in the order rolled, each with its stream ('' for turns rolled before streams)."""
        with reading(self.path, f"the dice of turn {turn}"):
            rows = self.conn.execute("SELECT purpose, sides, value, stream FROM dice WHERE turn = ? ORDER BY seq",
                                     (turn,)).fetchall()
            return [Roll(purpose, sides, value, stream or "") for purpose, sides, value, stream in rows]

    def edits(self) -> list[dict[str, Any]]:
        """Every GM edit: turn, at, reason, summary (told to everyone) and private (nation -> what
        only it was told; {} when nothing was, or for an edit recorded before it was kept)."""
        with reading(self.path, "the edits table"):
            cursor = self.conn.execute("SELECT turn, at, reason, summary, private FROM edits ORDER BY id")
            columns = [c[0] for c in cursor.description]
            rows = [dict(zip(columns, row)) for row in cursor]
        for row in rows:
            try:
                told = json.loads(row["private"]) if row["private"] else {}
            except ValueError:
                told = {}
            row["private"] = {str(k): str(v) for k, v in told.items()} if isinstance(told, dict) else {}
        return rows

    def undoable_edits(self) -> list[tuple[GameState, GameState, str, str]]:
        """The current turn's GM edits still in force, oldest first, as (before, after, reason,
        summary): what the window's undo stack held when the game was last closed."""
        return [(before, after, reason, summary) for before, after, reason, summary, _ in self.undoable_edit_records()]

    def undoable_edit_records(self) -> list[tuple[GameState, GameState, str, str, dict[str, str] | None]]:
        """As `undoable_edits`, with what only a nation was told of each (None for an edit recorded
        without it), so that undoing after reopening tells the players as undoing before did."""
        rows = self.conn.execute("SELECT reason, summary, before, after, private FROM edits WHERE turn = ? ORDER BY id",
                                 (self.current_turn,)).fetchall()
        applied: list[tuple[GameState, GameState, str, str, dict[str, str] | None]] = []
        for reason, summary, before, after, private in rows:
            if summary.startswith(UNDO_PREFIX):
                if applied:
                    applied.pop()
                continue
            try:
                applied.append((self.rules.decode_state(before.encode()), self.rules.decode_state(after.encode()),
                                reason, summary, None if private is None else records.private_notes(private)))
            except (msgspec.DecodeError, msgspec.ValidationError, AttributeError):
                applied.clear()                       # a damaged record: nothing before it can be undone
        return applied

    # -- drafts: orders typed in the window and not yet saved -----------------------------------
    def save_draft(self, nation: str, text: str) -> None:
        with writing(self.conn, self.path):
            self.conn.execute(DRAFTS_TABLE)
            self.conn.execute("INSERT OR REPLACE INTO drafts (turn, nation, text, at) VALUES (?, ?, ?, ?)",
                              (self.current_turn, nation, text, _now()))

    def draft(self, nation: str) -> str | None:
        """The orders typed for the current turn and not saved, if the window was closed (or died) first."""
        try:
            row = self.conn.execute("SELECT text FROM drafts WHERE turn = ? AND nation = ?",
                                    (self.current_turn, nation)).fetchone()
        except sqlite3.OperationalError:              # no drafts table: nothing was ever drafted
            return None
        return row[0] if row else None

    def drop_draft(self, nation: str) -> None:
        with writing(self.conn, self.path):
            self.conn.execute(DRAFTS_TABLE)
            self.conn.execute("DELETE FROM drafts WHERE turn = ? AND nation = ?", (self.current_turn, nation))

    # -- the GM's answers to the current turn's decisions, kept until it is resolved ---------------
    def answers(self) -> dict[str, str]:
        """The answers given for the current turn (the window's Decisions page, `berthier decide`)."""
        try:
            data = json.loads(self.draft(ANSWERS_DRAFT) or "{}")
        except ValueError:                      # a damaged row: the GM gives the answers again
            return {}
        return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}

    def save_answers(self, answers: Mapping[str, str]) -> None:
        """Keep the GM's answers for the current turn (refused, nothing written, if no question could take them)."""
        check_answers(answers)
        if answers:
            self.save_draft(ANSWERS_DRAFT, json.dumps(dict(answers), ensure_ascii=False, sort_keys=True))
        else:
            self.drop_draft(ANSWERS_DRAFT)

    # -- orders -------------------------------------------------------------------------------
    def check_orders(self, nation: str, text: str, turn: int | None = None) -> OrderSheet:
        """The orders read and checked against turn `turn` (default: the current one)."""
        state = self.state(turn)
        try:
            name = state.find_nation(nation).name
        except UnknownName as e:
            raise BerthierError(str(e)) from None
        sheet = self.parsed(text, name, state)
        others = {n: s for n, s in self.sheets().items() if n != name}   # what they grant counts
        return self.rules.check_orders(sheet, state, self.board, others)

    def store_orders(self, nation: str, text: str, *, sender: str | None = None, sent_at: datetime | None = None,
                     source: str | None = None, current: bool = True, turn: int | None = None,
                     mail_key: str | None = None) -> None:
        """Keep the text as the nation's orders for the current turn (earlier entries stay in history);
        from a mail, its sender, when it arrived, where it was read from and its key are kept with it. With `current`
        False the text goes straight to the history (a mail older than the orders in force). With
        `turn` (the turn they were checked against), orders are refused if that turn was resolved
        meanwhile, by another window or command."""
        name = self.state().find_nation(nation).name
        with writing(self.conn, self.path):
            now = self.current_turn
            if turn is not None and turn != now:
                raise BerthierError(f"the turn was just resolved ({self.label(turn)}, by another window or command) "
                                    f"while these orders were checked; nothing was stored: check them again "
                                    f"for {self.label(now)}")
            if current:
                self.conn.execute("UPDATE orders SET current = 0 WHERE turn = ? AND nation = ?", (now, name))
            self.conn.execute("INSERT INTO orders (turn, nation, text, entered_at, current, sender, sent_at, "
                              "source, mail_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                              (now, name, text, _now(), int(current), sender, _iso(sent_at), source, mail_key))

    def has_orders_entry(self, nation: str, text: str, sender: str | None, sent_at: datetime | None) -> bool:
        """Whether this very message is already among the nation's entries of the current turn."""
        return self.conn.execute("SELECT 1 FROM orders WHERE turn = ? AND nation = ? AND text = ? AND "
                                 "sender IS ? AND sent_at IS ?", (self.current_turn, nation, text, sender or None,
                                                                  _iso(sent_at))).fetchone() is not None

    def turn_of_mail(self, key: str) -> int | None:
        """The turn a mail (by its key) was read for, in any turn; None if it was never read."""
        with reading(self.path, "the orders table"):
            row = self.conn.execute("SELECT turn FROM orders WHERE mail_key = ? ORDER BY id LIMIT 1",
                                    (key,)).fetchone()
        return None if row is None else int(row[0])

    def orders_entry(self, nation: str, turn: int | None = None) -> dict[str, Any] | None:
        """The nation's current orders entry: text, entered_at, sender, sent_at (a datetime or None), source."""
        turn = self.current_turn if turn is None else turn
        row = self.conn.execute("SELECT text, entered_at, sender, sent_at, source FROM orders "
                                "WHERE turn = ? AND nation = ? AND current = 1", (turn, nation)).fetchone()
        if row is None:
            return None
        return {"text": row[0], "entered_at": row[1], "sender": row[2],
                "sent_at": datetime.fromisoformat(row[3]) if row[3] else None, "source": row[4]}

    # -- players and the deadline ---------------------------------------------------------------
    def players(self) -> dict[str, roster.Player]:
        return roster.read_players(self.conn)

    def set_player(self, nation: str, *, name: str | None = None, emails: list[str] | None = None,
                   forum: str | None = None, token: str | None = None) -> roster.Player:
        """Set (part of) who plays a nation; what is not given stays as it was (token "": none)."""
        try:
            nation = self.state().find_nation(nation).name
        except UnknownName as e:
            raise BerthierError(str(e)) from None
        old = self.players().get(nation, roster.Player(nation))
        new = roster.Player(nation, old.name if name is None else name.strip(),
                            old.emails if emails is None else tuple(dict.fromkeys(map(roster.check_email, emails))),
                            old.forum if forum is None else forum.strip(),
                            old.token if token is None else token.strip().upper())
        roster.write_player(self.conn, new)
        return new

    def remove_player(self, nation: str) -> bool:
        """Forget who plays a nation (their mail is then matched by subject only); False if none was set."""
        try:
            nation = self.state().find_nation(nation).name
        except UnknownName as e:
            raise BerthierError(str(e)) from None
        return roster.delete_player(self.conn, nation)

    def deadline(self, turn: int | None = None) -> datetime | None:
        turn = self.current_turn if turn is None else turn
        with reading(self.path, f"the deadline of turn {turn}"):
            return roster.read_deadline(self.conn, turn)

    def set_deadline(self, when: datetime | None) -> None:
        """The deadline of the current turn (None: no deadline)."""
        roster.write_deadline(self.conn, self.current_turn, when)

    # -- resolution ---------------------------------------------------------------------------
    def preview(self, dice: Dice, overrides: Mapping[str, Any] | None = None) -> Resolution:
        """What resolving the current turn would do, without writing anything."""
        return self.rules.resolve(self.board, self.state(), self.sheets(), dice, overrides)

    def resolve(self, *, seed: int | None = None, fixed: list[int] | None = None,
                overrides: Mapping[str, Any] | None = None, reason: str = "",
                turn: int | None = None) -> Resolution:
        """Resolve the current turn for good. A turn whose dice were committed takes the committed
        seed; other dice are refused unless `reason` says why (recorded and shown in the update).
        With `turn` (the turn the GM meant), refused if the game has moved past it. Orders entered
        or a GM edit made while the turn is resolved are not lost: the turn is resolved again with
        them and the same dice."""
        if turn is not None:
            self.check_turn(turn)
        seed, departure = commitment.plan(self, seed, fixed, reason)
        if fixed is None and seed is None:
            import secrets
            seed = secrets.randbelow(2**31)
        for _attempt in range(3):
            dice = dice_for(seed, fixed)
            read = self._read_mark()
            if turn is not None and read.turn != turn:
                self.check_turn(turn)         # resolved (or rolled back) since it was checked: refused
            result = self.preview(dice, overrides)
            if self._commit(read, result, dice, seed if fixed is None else None, fixed, overrides, departure):
                return result
            # orders or an edit came in while resolving: resolve again with them and the same dice
        raise BerthierError(f"{self.path}: orders or GM edits keep arriving while {self.label(read.turn)} is "
                            f"resolved; nothing was written: resolve again when they are done")

    def check_turn(self, turn: int) -> None:
        """Refuse a change meant for turn `turn` when the game has moved on (or back) since."""
        now = self.current_turn
        if turn == now:
            return
        if turn < now:
            raise BerthierError(f"turn {turn} ({self.label(turn)}) was already resolved; the game awaits orders "
                                f"for {self.label(now)} (turn {now}); nothing was written")
        raise BerthierError(f"turn {turn} is not reached yet (rolled back meanwhile?); the game awaits orders "
                            f"for {self.label(now)} (turn {now}); nothing was written")

    def _read_mark(self) -> _ReadMark:
        """What a resolution reads, to tell at the commit whether it changed meanwhile."""
        with reading(self.path, "the turns table"):
            row = self.conn.execute("SELECT turn, state FROM turns ORDER BY turn DESC LIMIT 1").fetchone()
        if row is None or not isinstance(row[0], int):
            raise damaged(self.path, "the turns table", "it holds no turn" if row is None else f"turn {row[0]!r}")
        return _ReadMark(row[0], self._last_order_id(), row[1])

    def _last_order_id(self) -> int:
        with reading(self.path, "the orders table"):
            return self.conn.execute("SELECT COALESCE(MAX(id), 0) FROM orders").fetchone()[0]

    def replay(self, turn: int) -> tuple[Resolution, Dice]:
        """Resolve a resolved turn again exactly as it was: its state and orders, the results set by
        hand, and its dice (the seed with the dice scheme of its day, or the fixed list)."""
        with reading(self.path, f"the row of turn {turn}"):
            row = self.conn.execute("SELECT resolved_at, seed, fixed_dice, overrides, dice_scheme FROM turns "
                                    "WHERE turn = ?", (turn,)).fetchone()
        if row is None:
            raise BerthierError(f"there is no turn {turn}; turns are 0 to {self.current_turn}")
        resolved, seed, fixed, overrides, scheme = row
        if resolved is None:
            raise BerthierError(f"turn {turn} ({self.label(turn)}) has not been resolved yet")
        with reading(self.path, f"the dice of turn {turn}"):
            dice = dice_of_turn(turn, seed, fixed, scheme)
            overrides = json.loads(overrides) if overrides else None
        result = self.rules.resolve(self.board, self.state(turn), self.sheets(turn), dice, overrides)
        return result, dice

    def _commit(self, read: _ReadMark, result: Resolution, dice: Dice, seed, fixed, overrides,
                departure: str = "") -> bool:
        """Write the resolution; False (nothing written) if orders were entered or the turn's state
        was edited since it was read; refused if the turn was resolved meanwhile."""
        now = _now()
        turn = read.turn
        with writing(self.conn, self.path):   # one transaction: all of it, or nothing
            if self.current_turn != turn:
                raise BerthierError(f"{self.label(turn)} was resolved meanwhile (by another window or command); "
                                    f"nothing was written: the game now awaits orders for {self.label()}")
            if self._read_mark() != read:
                return False
            self.conn.execute("UPDATE turns SET resolved_at = ?, seed = ?, fixed_dice = ?, overrides = ?, "
                              "dice_scheme = ? WHERE turn = ?",
                              (now, *resolution_record(seed, fixed, overrides), turn))
            self.conn.executemany("INSERT INTO dice (turn, seq, purpose, sides, value, stream) "
                                  "VALUES (?, ?, ?, ?, ?, ?)", roll_rows(turn, dice.log))
            self.conn.executemany(
                "INSERT INTO events VALUES (?, ?, ?, ?)",
                ((turn, i, int(e.public), msgspec.json.encode(e).decode()) for i, e in enumerate(result.events)))
            commitment.record(self.conn, turn, departure)
            new = result.state
            label = self.rules.turn_label(new)
            self.conn.execute("INSERT INTO turns (turn, label, state, created_at) VALUES (?, ?, ?, ?)",
                              (new.turn, label, encode(new).decode(), now))
            later_orders.bring_forward(self.conn, new.turn, label, now)   # orders entered for it in advance
        return True

    # -- game settings ------------------------------------------------------------------------
    @property
    def forum(self) -> str | None:
        """The forum dialect the game's updates are posted in (engine.reports.forums), if chosen."""
        chosen = self.meta.get("forum")
        from engine.reports.forums import FORUMS
        if chosen is not None and chosen not in FORUMS:
            raise damaged(self.path, "the meta row 'forum'", f"no forum dialect is called {chosen[:40]!r} "
                          f"(berthier forum GAME DIALECT sets one of {', '.join(FORUMS)})")
        return chosen

    def set_forum(self, forum_id: str) -> None:
        from engine.reports.forums import forum
        chosen = forum(forum_id).id
        with writing(self.conn, self.path):
            self.conn.execute("INSERT OR REPLACE INTO meta VALUES ('forum', ?)", (chosen,))
        self.meta["forum"] = chosen

    # -- the GM's hand ------------------------------------------------------------------------
    def edit_state(self, new: GameState, reason: str, summary: str,
                   private: dict[str, str] | None = None) -> None:
        """Replace the current turn's state by the GM's hand, recorded with the reason; `summary`
        is told to every player, `private` (nation -> text, perhaps empty) only to the nation named;
        without it (None), a change of treasuries alone is told only to the nations concerned."""
        if not reason.strip():
            raise BerthierError("a GM edit needs a reason, so the players can be told why")
        with writing(self.conn, self.path):
            turn = self.current_turn
            if new.turn != turn:     # computed from a turn another window or command resolved meanwhile
                raise BerthierError(f"the turn was just resolved (by another window or command); the edit "
                                    f"of {self.label(new.turn)} was not recorded: make it again on "
                                    f"{self.label(turn)}")
            old = self._turn_row(turn)[2]
            self.conn.execute("UPDATE turns SET state = ? WHERE turn = ?", (encode(new).decode(), turn))
            self.conn.execute("INSERT INTO edits (turn, at, reason, summary, before, after, private) "
                              "VALUES (?, ?, ?, ?, ?, ?, ?)",
                              (turn, _now(), reason, summary, old, encode(new).decode(),
                               json.dumps(private, sort_keys=True) if private is not None else None))

    def rollback(self, to: int, reason: str = "rolled back by the GM") -> int:
        """Go back to the state awaiting the orders of turn `to`; later turns are archived. Returns how many."""
        current = self.current_turn
        if not 0 <= to <= current:
            raise BerthierError(f"there is no turn {to} to go back to; turns are 0 to {current}")
        if to == current:
            return 0
        q = self.conn.execute
        with writing(self.conn, self.path):
            with reading(self.path, f"the turns after turn {to}"):
                resolution = q("SELECT * FROM turns WHERE turn = ?", (to,)).fetchone()
                if resolution is None:
                    raise damaged(self.path, "the turns table", f"turn {to} is missing (turns 0 to {current} expected)")
                data = {
                    "turns": [list(r) for r in q("SELECT * FROM turns WHERE turn > ?", (to,))],
                    "resolution": list(resolution),
                    "orders": [list(r) for r in q("SELECT * FROM orders WHERE turn > ?", (to,))],
                    "dice": [list(r) for r in q("SELECT * FROM dice WHERE turn >= ?", (to,))],
                    "events": [list(r) for r in q("SELECT * FROM events WHERE turn >= ?", (to,))],
                    "edits": [list(r) for r in q("SELECT * FROM edits WHERE turn > ?", (to,))],
                }
                archived = json.dumps(data, default=_blob_as_text)
            q("INSERT INTO archive (at, reason, data) VALUES (?, ?, ?)", (_now(), reason, archived))
            q("DELETE FROM turns WHERE turn > ?", (to,))
            q("UPDATE turns SET resolved_at = NULL, seed = NULL, fixed_dice = NULL, overrides = NULL, "
              "dice_scheme = NULL WHERE turn = ?", (to,))
            q("DELETE FROM orders WHERE turn > ?", (to,))
            q("DELETE FROM dice WHERE turn >= ?", (to,))
            q("DELETE FROM events WHERE turn >= ?", (to,))
            q("DELETE FROM edits WHERE turn > ?", (to,))
            q("DELETE FROM deadlines WHERE turn > ?", (to,))
            posts.forget_from(self.conn, to)
        return current - to

    # -- reports ------------------------------------------------------------------------------
    def report(self, turn: int, nation: str | None = None) -> Document:
        """The public update (nation None) or a nation's internal report of resolved turn `turn`."""
        if turn >= self.current_turn:
            raise BerthierError(f"turn {turn} ({self.label(turn)}) has not been resolved yet")
        before, after = self.state(turn), records.resolved_state(self, turn)
        events = self.events(turn)
        if nation is None:
            doc = self.rules.public_report(self.board, before, after, events, self.title)
        else:
            nation = before.find_nation(nation).name
            doc = self.rules.internal_report(self.board, before, after, events, nation, self.title)
        doc.section("Changes by the GM", records.edit_notes(self, turn, nation))
        return doc.section("Dice", commitment.update_lines(self, turn) if nation is None else [])

    def state_json(self, turn: int | None = None) -> dict[str, Any]:
        return to_builtins(self.state(turn))


class _ReadMark(NamedTuple):
    """The turn a resolution read, the last orders entry then and the turn's state as stored."""

    turn: int
    last_order: int
    state: object


def _stored_map(text: str) -> Any:
    """The map row as parse_map reads it: the regions' points left as JSON text (they are nine tenths of
    the row and only drawing needs them); a row msgspec cannot read so is read whole, to name its fault."""
    data = stored_map_data(text)
    return data if data is not None else json.loads(text)


def _meta_text(path: Path, rows: list[tuple[Any, Any]]) -> dict[str, str]:
    """The meta rows as text (a blob holding UTF-8 is read as its text, a number as its digits);
    anything else is the file's damage, named by its row."""
    out: dict[str, str] = {}
    for key, value in rows:
        with reading(path, f"the meta row {key!r:.40}"):
            out[text(key)] = str(value) if isinstance(value, int) and not isinstance(value, bool) else text(value)
    return out


def _blob_as_text(value: object) -> str:
    """A blob found in a row being archived, kept as text so the archive stays JSON."""
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="backslashreplace")
    raise TypeError(f"{type(value).__name__} cannot be archived")


def iter_nations(state: GameState) -> Iterator[str]:
    return (n.name for n in state.nations)
