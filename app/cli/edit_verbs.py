"""`berthier edit` and `berthier scenario`: the GM's hand on the current position from the command
line, every flag one change, all of one call recorded as one edit; and the position as a scenario."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from engine.game import edits, records
from engine.errors import BerthierError
from engine.game.gamefile import Game
from engine.rulesets.base import Ruleset
from engine.rulesets.declarations import Resource
from engine.state import GameState

# flag -> (metavar, help); the order the flags are given in is the order they are made in
FLAGS: dict[str, tuple[str, str]] = {
    "--unit": ("JSON", "place a piece, or correct the one with the same identity (a corps' nation and letter, "
                       "a stack's nation and place): a unit entry as a scenario lists it, e.g. "
                       "'{\"type\": \"corps\", \"nation\": \"France\", \"letter\": \"H\", \"at\": \"Paris\", "
                       "\"infantry\": 2}'"),
    "--remove-unit": ("JSON", "take a piece off the board; its identity suffices, e.g. "
                              "'{\"type\": \"squadron\", \"nation\": \"France\", \"number\": 2}'"),
    "--move-unit": ("JSON=REGION", "move a piece (named by its identity) to a province or sea, e.g. "
                                   "'{\"type\": \"corps\", \"nation\": \"France\", \"letter\": \"A\"}=Baden'"),
    "--relation": ("A,B=STATUS", "war, peace or alliance between two nations (or a status the rules add)"),
    "--region": ("REGION:KEY=VALUE", "a region field: owner (a nation, or none), or one the rules declare "
                                     "(docs/rules/); VALUE is JSON, or a bare word as text"),
    "--nation": ("NATION:KEY=VALUE", "a nation field the rules declare (docs/rules/); VALUE as for --region"),
    "--treasury": ("NATION=[RESOURCE:]AMOUNT", "set a treasury where the rules keep it (told only to the nation)"),
    "--owner": ("PROVINCE=NATION", "give a province to a nation ('none' makes it neutral)"),
    "--param": ("NAME=VALUE", "change a rule parameter (house rule); VALUE is JSON, e.g. bank_cap=60"),
}


class _InOrder(argparse.Action):
    """Keeps every change flag in the order given (a piece placed, then moved), beside its own list."""

    def __call__(self, parser, namespace, values, option_string=None):
        getattr(namespace, self.dest).append(values)
        changes = getattr(namespace, "changes", None)
        if changes is None:
            changes = []
            namespace.changes = changes
        changes.append((option_string, values))


def add_edit_arguments(v: argparse.ArgumentParser) -> None:
    v.add_argument("game", type=Path)
    v.add_argument("--reason", required=True,
                   help="why (recorded, listed by `history`, and told in the update of the turn: to everyone, "
                        "but a corps' composition and a treasury only to the nation concerned)")
    for flag, (metavar, text) in FLAGS.items():
        v.add_argument(flag, action=_InOrder, default=[], metavar=metavar, help=text + "; repeatable")
    v.set_defaults(run=edit, changes=None)


def edit(args) -> int:
    with Game.open(args.game) as game:
        start = game.state()
        st = start
        made: list[edits.Edit] = []
        for flag, item in args.changes or []:
            change = _change(game, flag, item, st)
            made.append(change)
            st = change.state
        if not made:
            raise BerthierError("nothing to change: give --unit, --remove-unit, --move-unit, --relation, --region, "
                                "--nation, --treasury, --owner or --param")
        done = edits.combine(made)
        if done.state == start:
            raise BerthierError("these changes cancel each other out: nothing to record")
        game.edit_state(done.state, args.reason, done.summary, done.private)
        print(f"Recorded ({args.reason}):")
        if done.summary:
            print(f"  everyone is told: {done.summary}")
        for nation, text in done.private.items():
            print(f"  {nation} is told instead: {text}")
    return 0


def _change(game: Game, flag: str, item: str, st: GameState) -> edits.Edit:
    """One flag's change to `st`, any refusal naming the flag and what was given."""
    board = game.board
    try:
        if flag == "--unit":
            return edits.put_unit(board, st, _json(item, "a unit entry in JSON"))
        if flag == "--remove-unit":
            return edits.remove_unit(board, st, _json(item, "a unit entry in JSON"))
        if flag == "--move-unit":
            entry, eq, to = item.rpartition("=")
            if not eq or not entry.strip() or not to.strip():
                raise BerthierError("write JSON=REGION: the piece's identity, then = and where it goes")
            return edits.move_unit(board, st, _json(entry, "a unit entry in JSON"), to.strip())
        if flag == "--relation":
            pair, status = _pair(item, "A,B=war, A,B=peace or A,B=alliance")
            a, comma, b = pair.partition(",")
            if not comma or not a.strip() or not b.strip():
                raise BerthierError("name two nations separated by a comma, e.g. France,Austria=war")
            return edits.set_relation(st, a.strip(), b.strip(), status)
        if flag in ("--region", "--nation"):
            target, key, value = _field(item, flag)
            if flag == "--region":
                return edits.set_region(board, st, target, key, value)
            return edits.set_nation(board, st, target, key, value)
        if flag == "--owner":
            place, who = _pair(item, "PROVINCE=NATION")
            return edits.set_region(board, st, place, "owner", None if who.lower() in ("none", "neutral") else who)
        if flag == "--treasury":
            name, value = _pair(item, "NATION=AMOUNT or NATION=RESOURCE:AMOUNT")
            resource, amount = _amount(game.rules, value)
            return edits.set_treasury(board, st, name, amount, resource)
        if flag == "--param":
            key, raw = _pair(item, "NAME=VALUE")
            new, summary = edits.change_param(st, key, _json(raw, "a JSON value (strings need quotes)"))
            return edits.Edit(state=new, summary=summary)
    except BerthierError as e:
        raise BerthierError(f"{flag} {item}: {e}") from None
    raise BerthierError(f"{flag}: not a change berthier edit makes")   # pragma: no cover (FLAGS lists them)


def _json(text: str, what: str) -> Any:
    try:
        return json.loads(text, parse_constant=_not_a_number)
    except (ValueError, RecursionError):
        raise BerthierError(f"{text.strip()[:60]!r} is not {what}") from None


def _value(text: str) -> Any:
    """VALUE of --region and --nation: JSON (3, true, null, "Baden"), else the bare word as text."""
    try:
        return json.loads(text, parse_constant=_not_a_number)
    except (ValueError, RecursionError):
        return text


def _field(item: str, flag: str) -> tuple[str, str, Any]:
    left, eq, value = item.partition("=")
    target, colon, key = left.rpartition(":")
    if not eq or not colon or not target.strip() or not key.strip():
        raise BerthierError(f"write {FLAGS[flag][0]}, e.g. " +
                            ("Baden:owner=France" if flag == "--region" else "France:conscripted=2"))
    return target.strip(), key.strip(), _value(value.strip())


def _amount(rules: Ruleset, value: str) -> tuple[Resource, int]:
    """'12.5' in the ruleset's first resource, or 'cheese:12.5' in the one named."""
    word, colon, number = value.rpartition(":")
    resource = rules.resource(word if colon else None)
    return resource, resource.parse_amount(number)


def _not_a_number(name: str) -> Any:
    raise ValueError(name)


def _pair(item: str, form: str) -> tuple[str, str]:
    a, eq, b = item.partition("=")
    if not eq or not a.strip():
        raise BerthierError(f"write {form}")
    return a.strip(), b.strip()


# -- berthier scenario ---------------------------------------------------------------------------

def add_scenario_arguments(v: argparse.ArgumentParser) -> None:
    v.add_argument("game", type=Path)
    v.add_argument("--out", type=Path, required=True,
                   help="the scenario file to write (.json); `berthier new NEW --scenario FILE` starts a game "
                        "in this position")
    v.set_defaults(run=scenario)


def scenario(args) -> int:
    out: Path = args.out
    if out.suffix.lower() != ".json":
        raise BerthierError(f"{out}: a scenario is a .json file; end the name with .json")
    if not out.parent.is_dir():
        raise BerthierError(f"the folder {out.parent} does not exist; create it first, or check its spelling")
    with Game.open(args.game) as game:
        data = records.scenario_file(game)
        ref = data["map"]
        label = game.label()
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as e:
        raise BerthierError(f"cannot write {out}: {e.strerror}") from None
    where = f"the bundled map {ref}" if isinstance(ref, str) else "its map inline"
    print(f"Wrote {out}: {game.title}, {label}, {len(data['nations'])} nations, {len(data['units'])} units, "
          f"{where}. Start a game from it with: berthier new NEW.berthier --scenario {out}")
    return 0

