"""Reading a game's record: turns by the labels players use, the state each resolution produced,
the GM's edits as the players are told of them, rollbacks, and the starting position."""

from __future__ import annotations

import json
from engine.words import patterns as re
from typing import TYPE_CHECKING, Any

from engine.errors import BerthierError
from engine.game.gamestore import damaged, reading
from engine.game.gamestore import text as as_text
from engine.state import GameState, to_builtins

UNDO_PREFIX = "undo of: "      # an edit's summary that undoes an earlier one

if TYPE_CHECKING:
    from engine.game.gamefile import Game
    from engine.reports import Document

_NUMBER = re.compile(r"(?:turn )?([0-9]{1,9})")


def find_turn(game: Game, spec: str | int) -> int:
    """The turn a GM names: its label ('Fall 1805', 'Turn 5', any case), or its number. A number
    is read as a 'Turn N' label first, so a game labelled by turn numbers means what it says."""
    text = " ".join(str(spec).split()).lower()
    with reading(game.path, "the turns table"):
        rows = [(turn, as_text(label)) for turn, label in
                game.conn.execute("SELECT turn, label FROM turns ORDER BY turn").fetchall()]
    if not rows:
        raise damaged(game.path, "the turns table", "it holds no turn")
    for turn, label in rows:
        if label.lower() == text:
            return turn
    m = _NUMBER.fullmatch(text)
    if m:
        n = int(m[1])
        for turn, label in rows:
            if label.lower() == f"turn {n}":
                return turn
        if any(turn == n for turn, _ in rows):
            return n
    known = ", ".join(label for _, label in rows[:3]) + (" ... " + rows[-1][1] if len(rows) > 3 else "")
    raise BerthierError(f"there is no turn {spec} in this game; its turns are {known} "
                        f"(write a label such as {rows[-1][1]!r}, or a number from `berthier history`)")


def resolved_state(game: Game, turn: int) -> GameState:
    """The state turn `turn`'s resolution produced: a GM edit made afterwards changes the next
    turn, never this turn's record."""
    with reading(game.path, f"the first GM edit of turn {turn + 1}"):
        row = game.conn.execute("SELECT before FROM edits WHERE turn = ? ORDER BY id LIMIT 1",
                                (turn + 1,)).fetchone()
        if row is None:
            return game.state(turn + 1)
        return game.rules.decode_state(as_text(row[0]).encode())


def _treasury_only(game: Game, before: str, after: str) -> set[str] | None:
    """The nations whose treasury an edit changed, if it changed nothing else (None otherwise)."""
    a = to_builtins(game.rules.decode_state(before.encode()))
    b = to_builtins(game.rules.decode_state(after.encode()))
    changed = {x["name"] for x, y in zip(a["nations"], b["nations"]) if x.get("treasury") != y.get("treasury")}
    for n in a["nations"] + b["nations"]:
        n.pop("treasury", None)
    return changed if a == b else None


def edit_notes(game: Game, turn: int, nation: str | None = None) -> list[str]:
    """The GM's edits made while turn `turn` awaited orders, as its update tells them: the public
    part to everyone, and what only a nation is told (a corps' composition, a treasury) to that
    nation. Edits recorded before the private part was kept: a change of treasuries only to the
    nations concerned, any other to everyone."""
    out = []
    with reading(game.path, f"the GM edits of turn {turn}"):
        rows = [(as_text(b), as_text(a), r, s, p) for b, a, r, s, p in game.conn.execute(
            "SELECT before, after, reason, summary, private FROM edits WHERE turn = ? ORDER BY id", (turn,)).fetchall()]
        old_private = [_treasury_only(game, before, after) if p is None else None
                       for before, after, _, _, p in rows]
    for (before, after, reason, summary, private), legacy in zip(rows, old_private):
        told = private_notes(private)
        if private is not None:
            text = told.get(nation, summary) if nation is not None else summary
            if text.removeprefix(UNDO_PREFIX):         # the undoing of an edit told to nobody tells nothing
                out.append(f"{text}. The GM's reason: {reason}")
        elif legacy is None or nation in legacy:
            out.append(f"{summary}. The GM's reason: {reason}")
    return out


def private_notes(private: str | None) -> dict[str, str]:
    """An edit's private notes as stored (JSON: nation -> text); empty when none or unreadable."""
    if not private:
        return {}
    try:
        told = json.loads(private)
    except ValueError:
        return {}
    return {str(k): str(v) for k, v in told.items()} if isinstance(told, dict) else {}


def rollbacks(game: Game) -> list[dict[str, Any]]:
    """Every rollback: when, why, the turn it went back to and how many turns it archived."""
    out = []
    for at, reason, data in game.conn.execute("SELECT at, reason, data FROM archive ORDER BY id").fetchall():
        try:
            saved = json.loads(data)
            to = saved["resolution"][1]
            archived = [row[1] for row in saved["turns"]]
        except (ValueError, KeyError, IndexError, TypeError):
            to, archived = "an earlier turn", []
        out.append({"at": at, "reason": reason, "to": to, "archived": archived})
    return out


def starting_report(game: Game, nation: str | None = None) -> Document:
    """The position before the first turn is resolved, to send out: public, or a nation's own
    (its units and treasury)."""
    from engine.reports.document import Heading      # the report's types, loaded where one is made
    state = game.state(0)
    if nation is None:
        doc = game.rules.public_report(game.board, state, state, [], game.title)
        doc.title = f"{game.title}: the starting position, {game.label(0)}"
    else:
        name = state.find_nation(nation).name
        doc = game.rules.internal_report(game.board, state, state, [], name, game.title)
        doc.title = f"{game.title}: starting position of {name}, {game.label(0)}"
    blocks, skip = [], False
    for block in doc.blocks:   # nothing has happened yet: no news
        if isinstance(block, Heading):
            skip = block.text == "News"
        if not skip:
            blocks.append(block)
    doc.blocks = blocks
    return doc


def scenario_file(game: Game, turn: int | None = None) -> dict[str, Any]:
    """The position of `turn` (the current one by default) as a scenario that `berthier new
    --scenario` turns back into the same state (docs/scenario-format.md): the map by its bundled
    name when the game's map is a bundled map as it is now, else the game's own map inline.
    `berthier scenario` and the window's Save as scenario both write this."""
    from engine.game.edits import scenario_of
    from engine.game.scenario import map_reference

    return scenario_of(game.board, game.state(turn), game.title, map_reference(game.board))
