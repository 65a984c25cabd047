"""Dice committed before the deadline: a secret seed drawn for the coming turn, its hash posted in
the thread, the resolution held to that seed (any other dice only with the GM's reason, recorded),
and what the turn's update reveals so that anyone can check.

Kept in the game file's `dice_commitments` and `dice_resolutions` tables, made the first time they
are needed (as the posts table is): a file from before has none and opens as it did.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import msgspec

from engine.errors import BerthierError
from engine.game.gamestore import reading, writing

if TYPE_CHECKING:
    from engine.game.gamefile import Game

# The dice checker (engine.game.dice_check, a script of its own), hashlib and secrets load when dice are
# committed or checked: a command that only reads the game (state, needs, orders) needs none of them.


def committed_text(game_id: str, turn: int, seed: int, salt: str) -> str:
    from engine.game import dice_check
    return dice_check.committed_text(game_id, turn, seed, salt)


def digest(text: str) -> str:
    from engine.game import dice_check
    return dice_check.digest(text)


def step_seed(seed: int, step: int) -> int:
    from engine.game import dice_check
    return dice_check.step_seed(seed, step)

COMMITMENTS_TABLE = ("CREATE TABLE IF NOT EXISTS dice_commitments (id INTEGER PRIMARY KEY, turn INTEGER NOT NULL, "
                     "seed INTEGER NOT NULL, salt TEXT NOT NULL, hash TEXT NOT NULL, at TEXT NOT NULL, "
                     "reason TEXT NOT NULL DEFAULT '', current INTEGER NOT NULL DEFAULT 1, "
                     "step INTEGER NOT NULL DEFAULT 0, committed_seed INTEGER)")
# a row with step K > 0 covers a later step of a run (`resolve --month`) begun under the commitment of
# turn TURN - K: its seed is step_seed(committed_seed, K), its salt and hash are that commitment's
RUN_COLUMNS = (("step", "INTEGER NOT NULL DEFAULT 0"), ("committed_seed", "INTEGER"))
# per resolved turn: the commitment in force, why other dice were used (if they were), and the
# sha256 of each nation's orders as resolved (a later change of the stored orders shows)
RESOLUTIONS_TABLE = ("CREATE TABLE IF NOT EXISTS dice_resolutions (turn INTEGER PRIMARY KEY, commitment INTEGER, "
                     "departure TEXT NOT NULL DEFAULT '', orders TEXT NOT NULL DEFAULT '{}')")
SEED_LIMIT = 2**31          # seeds as the window and `resolve` draw them
SALT_BYTES = 16             # 128 secret bits: nobody finds the seed by hashing every candidate


class Commitment(msgspec.Struct, frozen=True):
    id: int
    turn: int
    seed: int
    salt: str
    hash: str
    at: str                 # when it was made (UTC, ISO)
    reason: str             # why it replaced an earlier commitment of the same turn ('' for the first)
    game_id: str
    step: int = 0                       # K > 0: step K of a run begun under the commitment of turn - K
    committed_seed: int | None = None   # then: the seed committed (this step's seed derives from it)

    @property
    def text(self) -> str:
        """The text whose sha256 was posted (for a run's later step: the commitment it derives from)."""
        if self.step:
            return committed_text(self.game_id, self.turn - self.step, self.committed_seed or 0, self.salt)
        return committed_text(self.game_id, self.turn, self.seed, self.salt)

    def post_line(self, label: str, title: str) -> str:
        """The line the GM pastes in the thread before the deadline."""
        return (f"Dice for {label} (turn {self.turn}) of {title} are committed: sha256 {self.hash} "
                f"(the seed is revealed with the update; check it with check-dice.py)")


class Resolved(msgspec.Struct, frozen=True):
    """How a resolved turn stood to its commitment."""
    commitment: Commitment | None
    departure: str                  # the GM's reason for other dice than the committed seed ('' if none)
    orders: dict[str, str]          # nation -> sha256 of the orders text resolved


def _has(conn: sqlite3.Connection, table: str) -> bool:
    found = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)).fetchone()
    return found is not None


def game_id(game: Game) -> str:
    """The game's id in every commitment: drawn once, at the first commitment, and kept in meta."""
    found = game.meta.get("game_id")
    if found:
        return found
    import secrets
    made = secrets.token_hex(6)
    game.conn.execute("INSERT OR IGNORE INTO meta VALUES ('game_id', ?)", (made,))
    game.meta["game_id"] = game.conn.execute("SELECT value FROM meta WHERE key = 'game_id'").fetchone()[0]
    return game.meta["game_id"]


def _columns(conn: sqlite3.Connection) -> str:
    """The commitment columns to select (a table from before runs were covered reads as step 0)."""
    have = {r[1] for r in conn.execute("PRAGMA table_info(dice_commitments)")}
    run = ", ".join(name if name in have else ("0" if name == "step" else "NULL") for name, _ in RUN_COLUMNS)
    return f"id, turn, seed, salt, hash, at, reason, {run}"


def _row(game: Game, row: tuple) -> Commitment:
    id_, turn, seed, salt, hash_, at, reason, step, committed = row
    return Commitment(int(id_), int(turn), int(seed), str(salt), str(hash_), str(at), str(reason),
                      game.meta.get("game_id", ""), int(step or 0), None if committed is None else int(committed))


def commitments(game: Game, turn: int) -> list[Commitment]:
    """Every commitment made for `turn`, oldest first (the last is the one in force)."""
    if not _has(game.conn, "dice_commitments"):
        return []
    with reading(game.path, f"the dice commitments of turn {turn}"):
        rows = game.conn.execute(f"SELECT {_columns(game.conn)} FROM dice_commitments "
                                 "WHERE turn = ? ORDER BY id", (turn,)).fetchall()
        return [_row(game, r) for r in rows]


def in_force(game: Game, turn: int) -> Commitment | None:
    found = commitments(game, turn)
    return found[-1] if found else None


def commit(game: Game, *, again: bool = False, reason: str = "") -> Commitment:
    """Draw and keep a secret seed for the current turn. A second commitment for the same turn is
    refused unless `again`, with a reason (recorded and shown in the update: a GM who commits
    again after seeing the orders is visible)."""
    reason = " ".join(reason.split())
    turn = game.current_turn
    earlier = in_force(game, turn)
    if earlier is not None and not again:
        raise BerthierError(f"the dice of {game.label(turn)} are already committed (sha256 {earlier.hash}, "
                            f"{_when(earlier.at)}); to draw another seed, say why: berthier commit GAME --again "
                            f"--reason \"...\" (the update will show both)")
    if again and earlier is not None and not reason:
        raise BerthierError("--again needs --reason: the players are told why the dice were committed again")
    if again and earlier is None:
        raise BerthierError(f"there is no commitment for {game.label(turn)} to replace; commit without --again")
    import secrets
    seed, salt = secrets.randbelow(SEED_LIMIT), secrets.token_hex(SALT_BYTES)
    at = datetime.now(UTC).isoformat(timespec="seconds")
    with writing(game.conn, game.path):
        if game.current_turn != turn:
            raise BerthierError("the turn was just resolved (by another window or command); nothing was committed")
        gid = game_id(game)
        game.conn.execute(COMMITMENTS_TABLE)
        hash_ = digest(committed_text(gid, turn, seed, salt))
        game.conn.execute("UPDATE dice_commitments SET current = 0 WHERE turn = ?", (turn,))
        cur = game.conn.execute("INSERT INTO dice_commitments (turn, seed, salt, hash, at, reason) "
                                "VALUES (?, ?, ?, ?, ?, ?)", (turn, seed, salt, hash_, at, reason))
        new_id = cur.lastrowid
    return Commitment(int(new_id or 0), turn, seed, salt, hash_, at, reason, gid)


def cover(game: Game, root: Commitment) -> Commitment:
    """The commitment of the current step when a run of steps (`resolve --month`/`--through`) begun
    under `root` comes to it: its own if it has one (a rollback keeps it), else a row made now for
    step K = (this turn - the committed turn), with the seed step_seed(committed seed, K)."""
    turn = game.current_turn
    found = in_force(game, turn)
    if found is not None:
        return found
    base_turn, base_seed = root.turn - root.step, root.committed_seed if root.step else root.seed
    if base_seed is None or turn <= base_turn:
        raise BerthierError(f"the commitment of turn {root.turn} cannot cover {game.label(turn)}")
    step = turn - base_turn
    with writing(game.conn, game.path):
        if game.current_turn != turn:
            raise BerthierError("the turn was just resolved (by another window or command); nothing was committed")
        have = {r[1] for r in game.conn.execute("PRAGMA table_info(dice_commitments)")}
        for name, kind in RUN_COLUMNS:
            if name not in have:
                game.conn.execute(f"ALTER TABLE dice_commitments ADD COLUMN {name} {kind}")
        cur = game.conn.execute("INSERT INTO dice_commitments (turn, seed, salt, hash, at, reason, step, "
                                "committed_seed) VALUES (?, ?, ?, ?, ?, '', ?, ?)",
                                (turn, step_seed(base_seed, step), root.salt, root.hash, root.at, step, base_seed))
        new_id = cur.lastrowid
    return Commitment(int(new_id or 0), turn, step_seed(base_seed, step), root.salt, root.hash, root.at, "",
                      root.game_id, step, base_seed)


def plan(game: Game, seed: int | None, fixed: list[int] | None, reason: str) -> tuple[int | None, str]:
    """(the seed to resolve the current turn with, the departure to record) under its commitment:
    no dice given takes the committed seed; other dice need the GM's reason, else are refused."""
    c = in_force(game, game.current_turn)
    if c is None:
        return seed, ""
    if fixed is None and seed in (None, c.seed):
        return c.seed, ""
    reason = " ".join(reason.split())
    given = f"dice by hand ({len(fixed)} values)" if fixed is not None else f"seed {seed}"
    if not reason:
        raise BerthierError(f"the dice of {game.label()} were committed (sha256 {c.hash[:16]}..., {_when(c.at)}); "
                            f"resolving with {given} instead needs a reason the players will read (berthier "
                            f"resolve --reason \"...\"), or resolve with the committed seed")
    return seed, f"resolved with {given} instead of the committed seed: {reason}"


def orders_digests(texts: Mapping[str, str]) -> dict[str, str]:
    import hashlib
    return {nation: hashlib.sha256(text.encode("utf-8")).hexdigest() for nation, text in sorted(texts.items())}


def record(conn: sqlite3.Connection, turn: int, departure: str) -> None:
    """Keep, inside the resolution's own transaction, how the turn stood to its commitment and the
    hash of each nation's orders as resolved."""
    if not departure and not _has(conn, "dice_commitments"):
        return                      # a game that never committed: nothing to keep, no table to make
    texts = {str(n): str(t) for n, t in conn.execute("SELECT nation, text FROM orders WHERE turn = ? AND current = 1",
                                                     (turn,))}
    committed = None
    if _has(conn, "dice_commitments"):
        row = conn.execute("SELECT id FROM dice_commitments WHERE turn = ? ORDER BY id DESC LIMIT 1",
                           (turn,)).fetchone()
        committed = row[0] if row else None
    conn.execute(RESOLUTIONS_TABLE)
    conn.execute("INSERT OR REPLACE INTO dice_resolutions (turn, commitment, departure, orders) VALUES (?, ?, ?, ?)",
                 (turn, committed, departure, json.dumps(orders_digests(texts), sort_keys=True)))


def resolved(game: Game, turn: int) -> Resolved | None:
    """How resolved turn `turn` stood to its commitment (None: nothing kept, the game never committed)."""
    if not _has(game.conn, "dice_resolutions"):
        return None
    with reading(game.path, f"the dice record of turn {turn}"):
        row = game.conn.execute("SELECT commitment, departure, orders FROM dice_resolutions WHERE turn = ?",
                                (turn,)).fetchone()
        if row is None:
            return None
        committed = None
        if row[0] is not None:
            c = game.conn.execute(f"SELECT {_columns(game.conn)} FROM dice_commitments "
                                  "WHERE id = ?", (row[0],)).fetchone()
            if c is None:
                raise BerthierError(f"{game.path}: the commitment turn {turn} was resolved under is missing")
            committed = _row(game, c)
        orders = json.loads(row[2] or "{}")
        if not isinstance(orders, dict):
            raise TypeError("the orders' hashes are not a table")
        return Resolved(committed, str(row[1] or ""), {str(k): str(v) for k, v in orders.items()})


def update_lines(game: Game, turn: int) -> list[str]:
    """The update's "Dice" section of a committed turn: the revealed text and hash, and anything the
    GM did by hand (another commitment, other dice, battles set by hand). [] for an uncommitted turn."""
    kept = resolved(game, turn)
    if kept is None or kept.commitment is None:
        return []
    c = kept.commitment
    if c.step:
        lines = [f"Committed as sha256 {c.hash} ({_when(c.at)}) for {game.label(c.turn - c.step)}; revealed: "
                 f"{c.text} (seed {c.committed_seed}); this step was resolved in the same run, run step {c.step}: "
                 f"seed {c.seed}, the first 8 bytes of sha256 of 'berthier-dice-v1-step:{c.committed_seed}:{c.step}' "
                 f"modulo 2^31. Check it: python3 check-dice.py public-update.txt."]
    else:
        lines = [f"Committed as sha256 {c.hash} ({_when(c.at)}); revealed: {c.text} (seed {c.seed}). "
                 f"Check it: python3 check-dice.py public-update.txt, or sha256 of the revealed text."]
    for earlier in commitments(game, turn)[:-1]:
        lines.append(f"An earlier commitment, sha256 {earlier.hash} ({_when(earlier.at)}), was replaced")
    if c.reason:
        lines.append(f"The GM committed again: {c.reason}")
    if kept.departure:
        lines.append(f"The GM {kept.departure}")
    row = game.conn.execute("SELECT overrides, fixed_dice FROM turns WHERE turn = ?", (turn,)).fetchone()
    if row and row[1]:
        values = json.loads(row[1])
        shown = ", ".join(map(str, values[:60])) + (", ..." if len(values) > 60 else "")
        lines.append(f"The dice given by hand, in the order read: {shown}")
    battles = (json.loads(row[0]) if row and row[0] else {}).get("battles") or {}
    if battles:
        lines.append(f"{len(battles)} battle result(s) set by hand, not rolled: " + ", ".join(_places(game, battles)))
    return lines


def _when(at: str) -> str:
    """'2026-11-26T05:22:13+00:00' as '2026-11-26 05:22 UTC'."""
    return at[:16].replace("T", " ") + " UTC"


def _places(game: Game, battles: Mapping[str, object]) -> list[str]:
    """'alsace|baden#2' as 'Alsace/Baden#2', with the GM's reason when one was given."""
    out = []
    for key, result in battles.items():
        where, _, number = key.partition("#")
        try:
            name = "/".join(game.board.name(p) for p in where.split("|"))
        except KeyError:           # a place the map no longer has: its key says enough
            name = where
        why = result.get("reason", "") if isinstance(result, dict) else ""
        out.append(name + (f"#{number}" if number else "") + (f" ({why})" if why else ""))
    return out


CHECK_DICE = "check-dice.py"        # the checker as the turn's folder holds it


def dice_revealed(game: Game, turn: int) -> bool:
    """Whether the update of resolved turn `turn` reveals a committed seed."""
    kept = resolved(game, turn)
    return kept is not None and kept.commitment is not None


def checker_source() -> str:
    """The standalone checker (engine/game/dice_check.py) as a player runs it: Python's standard library only."""
    from importlib.resources import files
    return files("engine.game").joinpath("dice_check.py").read_text(encoding="utf-8")


def history_lines(game: Game) -> list[str]:
    """Every commitment of the game for `berthier history`: when, for which turn, its hash, and
    how the turn stood to it once resolved."""
    if not _has(game.conn, "dice_commitments"):
        return []
    with reading(game.path, "the dice commitments"):
        rows = game.conn.execute(f"SELECT {_columns(game.conn)} FROM dice_commitments "
                                 "ORDER BY id").fetchall()
    out = []
    for c in (_row(game, r) for r in rows):
        again = f", again: {c.reason}" if c.reason else ""
        if c.step:
            again += f", run step {c.step} of the commitment of turn {c.turn - c.step}"
        kept = resolved(game, c.turn) if c.turn < game.current_turn else None
        if kept is None:
            state = "not resolved yet" if c.turn >= game.current_turn else "not used"
        elif kept.commitment is None or kept.commitment.id != c.id:
            state = "replaced"
        else:
            state = kept.departure or "used"
        which = game.label(c.turn) if c.turn <= game.current_turn else f"turn {c.turn}"  # rolled back past it
        out.append(f"Dice of {which} committed at {_when(c.at)}: sha256 {c.hash[:16]}...{again} ({state})")
    return out
