"""Who plays each nation (names, e-mail addresses, forum names) and the deadline of each turn,
as kept in the game file; and the migration that adds them to files of format 1."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta, timezone

import msgspec

from engine.errors import BerthierError
from engine.words import patterns as re

PLAYERS_TABLE = ("CREATE TABLE IF NOT EXISTS players (nation TEXT PRIMARY KEY, name TEXT NOT NULL DEFAULT '', "
                 "emails TEXT NOT NULL DEFAULT '', forum TEXT NOT NULL DEFAULT '')")
DEADLINES_TABLE = "CREATE TABLE IF NOT EXISTS deadlines (turn INTEGER PRIMARY KEY, at TEXT NOT NULL)"
# where each stored order text came from: the sender's address, when the mail arrived (the GM's
# side's time, never the sender's Date:), the file, and the mail's key (the same mail is read once)
ORDER_COLUMNS = {"sender": "TEXT", "sent_at": "TEXT", "source": "TEXT", "mail_key": "TEXT"}

# a player's secret word, for groups that want mail to prove its sender beyond the From: line:
# letters and digits players can read over the phone (no 0/O, 1/I/L), found as a whole word
TOKEN_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
TOKEN_PREFIX = "BX-"
_TOKEN = re.compile(r"(?<![\w-])BX-[A-Z2-9]{4}-[A-Z2-9]{4}(?![\w-])", re.IGNORECASE)

_EMAIL = re.compile(r"^[^@\s<>,;]{1,64}@[^@\s<>,;]{1,255}\.[^@\s<>,;.]{1,63}$")
_DEADLINE = re.compile(r"^([0-9]{4}-[0-9]{2}-[0-9]{2})[ T]([0-9]{1,2}:[0-9]{2})(?::[0-9]{2})?\s?(UTC|GMT|Z|[+-][0-9]{2}:?[0-9]{2})?$",
                       re.IGNORECASE)


class Player(msgspec.Struct, frozen=True):
    nation: str
    name: str = ""
    emails: tuple[str, ...] = ()
    forum: str = ""
    token: str = ""            # the player's secret word ("" when the group does not use one)

    def describe(self) -> str:
        """Who plays, for the GM's listing; a token is said to be set, never shown here."""
        parts = [self.name or "(no name)"]
        if self.emails:
            parts.append(", ".join(self.emails))
        if self.forum:
            parts.append(f"forum: {self.forum}")
        if self.token:
            parts.append("token set")
        return "; ".join(parts)


def new_token() -> str:
    """A fresh secret word: 'BX-' and two groups of four (about 49 bits)."""
    import secrets              # loaded when a token is made, not by every command that opens a game
    pick = "".join(secrets.choice(TOKEN_ALPHABET) for _ in range(8))
    return f"{TOKEN_PREFIX}{pick[:4]}-{pick[4:]}"


def tokens_in(text: str) -> list[str]:
    """The token-shaped words of a text, upper case, in order, each once."""
    return list(dict.fromkeys(m.group(0).upper() for m in _TOKEN.finditer(text)))


def strip_token(text: str, token: str) -> str:
    """The text without the token: a line that held only it (or 'token: ...') goes whole."""
    out = []
    wanted = token.upper()
    for line in text.split("\n"):
        if wanted not in line.upper():
            out.append(line)
            continue
        line = _TOKEN.sub(lambda m: "" if m.group(0).upper() == wanted else m.group(0), line)
        rest = line.strip().strip("[]()<>:;,.-*_`'\"").strip().casefold()
        if rest in ("", "token", "code", "my token", "password", "secret", "key"):
            continue
        out.append(line.rstrip())
    return "\n".join(out)


def needs_migration(conn: sqlite3.Connection) -> bool:
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    have = {r[1] for r in conn.execute("PRAGMA table_info(orders)")}
    return not {"players", "deadlines"} <= tables or not set(ORDER_COLUMNS) <= have


def add_tables(conn: sqlite3.Connection) -> None:
    """The players and deadlines tables, and where each order text came from (idempotent)."""
    conn.execute(PLAYERS_TABLE)
    conn.execute(DEADLINES_TABLE)
    have = {r[1] for r in conn.execute("PRAGMA table_info(orders)")}
    for column, kind in ORDER_COLUMNS.items():
        if column not in have:
            conn.execute(f"ALTER TABLE orders ADD COLUMN {column} {kind}")


def migrate(conn: sqlite3.Connection, version: int) -> None:
    """Bring a file of an older format up to `version`: what format 3 adds, in one transaction."""
    with conn:
        conn.execute("BEGIN")      # sqlite3 would commit each ALTER TABLE at once: all or nothing instead
        add_tables(conn)
        conn.execute("INSERT OR REPLACE INTO meta VALUES ('version', ?)", (str(version),))


def check_email(address: str) -> str:
    address = address.strip().lower()
    if not _EMAIL.match(address):
        raise BerthierError(f"{address!r} is not an e-mail address (write it as name@example.org)")
    return address


def _has_tokens(conn: sqlite3.Connection) -> bool:
    return any(r[1] == "token" for r in conn.execute("PRAGMA table_info(players)"))


def read_players(conn: sqlite3.Connection) -> dict[str, Player]:
    """The players; a file made before tokens existed has no token column (read as no tokens: the
    column is added only when the GM first gives a token, so opening never rewrites the file)."""
    token = "token" if _has_tokens(conn) else "''"
    rows = conn.execute(f"SELECT nation, name, emails, forum, {token} FROM players ORDER BY nation").fetchall()
    return {n: Player(n, name, tuple(e for e in emails.split() if e), forum, (tok or "").upper())
            for n, name, emails, forum, tok in rows}


def write_player(conn: sqlite3.Connection, player: Player) -> None:
    """Store a player; an address or a token already given to another nation is refused (mail could not
    be matched)."""
    if player.token and _TOKEN.fullmatch(player.token) is None:
        raise BerthierError(f"{player.token!r} is not a token: tokens look like BX-7KQ2-M9TD")
    for other in read_players(conn).values():
        if other.nation == player.nation:
            continue
        taken = set(other.emails) & set(player.emails)
        if taken:
            raise BerthierError(f"{', '.join(sorted(taken))} is already the address of {other.nation}'s player; "
                                f"one address can send orders for one nation only")
        if player.token and other.token == player.token.upper():
            raise BerthierError(f"{player.token} is already {other.nation}'s token")
    with conn:
        if player.token and not _has_tokens(conn):
            conn.execute("ALTER TABLE players ADD COLUMN token TEXT NOT NULL DEFAULT ''")
        conn.execute("INSERT OR REPLACE INTO players (nation, name, emails, forum) VALUES (?, ?, ?, ?)",
                     (player.nation, player.name, " ".join(player.emails), player.forum))
        if _has_tokens(conn):
            conn.execute("UPDATE players SET token = ? WHERE nation = ?", (player.token.upper(), player.nation))


def delete_player(conn: sqlite3.Connection, nation: str) -> bool:
    with conn:
        return conn.execute("DELETE FROM players WHERE nation = ?", (nation,)).rowcount > 0


def parse_deadline(text: str) -> datetime:
    """'2026-11-30 20:00 UTC', '2026-11-30T20:00+01:00'; without a time zone, UTC."""
    m = _DEADLINE.match(" ".join(text.split()))
    if not m:
        raise BerthierError(f"{text!r} is not a deadline: write it as '2026-11-30 20:00 UTC' "
                            f"(a date, a time, and UTC or an offset such as +01:00)")
    day, clock, zone = m.groups()
    try:
        when = datetime.fromisoformat(f"{day}T{int(clock.split(':')[0]):02d}:{clock.split(':')[1]}")
    except ValueError:
        raise BerthierError(f"{text!r}: there is no such date or time") from None
    return when.replace(tzinfo=_zone(zone))


def _zone(zone: str | None) -> timezone:
    if zone is None or zone.upper() in ("UTC", "GMT", "Z"):
        return UTC
    sign = -1 if zone[0] == "-" else 1
    digits = zone[1:].replace(":", "")
    hours, minutes = int(digits[:2]), int(digits[2:])
    if hours > 14 or minutes > 59:
        raise BerthierError(f"{zone} is not a time zone offset")
    return timezone(sign * timedelta(hours=hours, minutes=minutes))


def format_deadline(when: datetime) -> str:
    """The deadline as players read it in the thread: '2026-11-30 20:00 UTC'."""
    return when.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")


def read_deadline(conn: sqlite3.Connection, turn: int) -> datetime | None:
    row = conn.execute("SELECT at FROM deadlines WHERE turn = ?", (turn,)).fetchone()
    return datetime.fromisoformat(row[0]) if row else None


def write_deadline(conn: sqlite3.Connection, turn: int, when: datetime | None) -> None:
    with conn:
        if when is None:
            conn.execute("DELETE FROM deadlines WHERE turn = ?", (turn,))
        else:
            conn.execute("INSERT OR REPLACE INTO deadlines (turn, at) VALUES (?, ?)",
                         (turn, when.astimezone(UTC).isoformat(timespec="minutes")))
