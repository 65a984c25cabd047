"""Small builders for the rule tests of the classic rules (seed 001): a numbered map from a few
words, a position built through the scenario loader, a turn played with fixed dice.

    board = make_map(land("39 40 41"), sea("C D"), edges("39-40 40-41 39~C 41~D C-D"))
    state = position(board, nations=[nation("Italy", home="39", gold=20), nation("Austria", home="40")],
                     armies=["Italy 39: 5", "Austria 40: 3"], ships=["Italy C: 2 (4 aboard)"])
    res = play(board, state, {"Italy": "5 armies 39 -> 40"}, dice=[4, 2, 6, ...])
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from rules_kit import COLOURS, edges, events, gold, make_map, problems, rejections  # noqa: F401

from engine.board import Board
from engine.dice import FixedDice
from engine.order_sheet import OrderSheet
from engine.reports.render import render
from engine.rulesets import ruleset
from engine.rulesets.base import Resolution
from engine.rulesets.classic import syntax
from engine.rulesets.classic.units import ClassicState
from engine.game.scenario import build_scenario

RULES = ruleset("classic")


def read_words(text: str, nation: str, state: ClassicState, board: Board) -> OrderSheet:
    """The orders as the words give them, before the state judges them: for tests of the reading
    of words on toy positions, and of the resolution of orders stored unchecked."""
    return syntax.parse_sheet(text, nation, state, board, judge=False)
SCENARIO = Path(__file__).resolve().parents[2] / "resources" / "maps" / "classic-europe" / "scenario.json"



# -- maps ------------------------------------------------------------------------------------

def _regions(spec: str, kind: str) -> list[dict]:
    """'39 40 41' -> regions whose id, name and label are the word, as on a numbered map."""
    return [{"type": "Feature", "id": w, "geometry": None,
             "properties": {"id": w, "name": w, "label": w, "kind": kind}} for w in spec.split()]


def land(spec: str) -> list[dict]:
    return _regions(spec, "land")


def sea(spec: str) -> list[dict]:
    return _regions(spec, "sea")




def special(a: str, b: str, via: str) -> list[dict]:
    return [{"a": a, "b": b, "kind": "special", "via": via}]




# -- positions -------------------------------------------------------------------------------

def nation(name: str, home: str = "", gold: int = 0, *, aliases: Iterable[str] = ()) -> dict:
    return {"name": name, "home": home.split(), "treasury": {"gold": gold}, "aliases": list(aliases)}


_ARMIES = re.compile(r"^(?P<nation>.+?)\s+(?P<at>\S+)\s*:\s*(?P<count>\d+)$")
_SHIPS = re.compile(r"^(?P<nation>.+?)\s+(?P<at>\S+)\s*:\s*(?P<count>\d+)(?:\s*\((?P<aboard>\d+) aboard\))?$")


def armies_unit(spec: str) -> dict:
    """'Italy 39: 5' -> five Italian armies in 39."""
    m = _ARMIES.match(spec.strip())
    if not m:
        raise ValueError(f"armies are written 'Italy 39: 5', not {spec!r}")
    return {"type": "armies", "nation": m["nation"], "at": m["at"], "count": int(m["count"])}


def ships_unit(spec: str) -> dict:
    """'Italy C: 2 (4 aboard)' -> two Italian ships in C carrying four armies."""
    m = _SHIPS.match(spec.strip())
    if not m:
        raise ValueError(f"ships are written 'Italy C: 2 (4 aboard)', not {spec!r}")
    return {"type": "ships", "nation": m["nation"], "at": m["at"], "count": int(m["count"]),
            "aboard": int(m["aboard"] or 0)}


def scenario(*, nations: list[dict], owners: Mapping[str, str] | None = None, armies: Iterable[str] = (),
             ships: Iterable[str] = (), params: Mapping[str, Any] | None = None,
             gifts: Iterable[tuple[str, str, int]] = ()) -> dict:
    return {
        "format": "berthier-scenario", "version": 1, "title": "Test", "ruleset": "classic",
        "params": dict(params or {}),
        "nations": [{**n, "colour": COLOURS[i % len(COLOURS)]} for i, n in enumerate(nations)],
        "owners": dict(owners or {}),
        "units": [armies_unit(a) for a in armies] + [ships_unit(s) for s in ships],
        "gifts": [{"giver": g, "receiver": r, "amount": a} for g, r, a in gifts],
    }


def position(board: Board, **kw) -> ClassicState:
    """A state built by the scenario loader from `scenario(**kw)` on `board`."""
    _, state = build_scenario(scenario(**kw), board=board)
    return state


# -- playing a turn --------------------------------------------------------------------------

def sheet(board: Board, state: ClassicState, nation: str, text: str) -> OrderSheet:
    """The orders as the GM enters them: parsed, then checked against the position."""
    return RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)


def play(board: Board, state: ClassicState, orders: Mapping[str, str] | None = None,
         dice: Iterable[int] = (), overrides: Mapping[str, Any] | None = None) -> Resolution:
    """One turn with fixed dice; every die given must be used, so the test's arithmetic is exact.
    The orders are parsed, not checked first: resolution makes every check again."""
    fixed = FixedDice(dice)
    sheets = {n: read_words(text, n, state, board) for n, text in (orders or {}).items()}
    res = RULES.resolve(board, state, sheets, fixed, overrides)
    assert fixed.unused == 0, f"{fixed.unused} fixed dice were not rolled; rolls: {fixed.log}"
    return res


# -- reading the result ----------------------------------------------------------------------

def armies(state: ClassicState, nation: str, at: str) -> int:
    return state.army_count(nation, [at])


def ships(state: ClassicState, nation: str, at: str) -> int:
    f = state.fleet(nation, at)
    return 0 if f is None else f.ships


def aboard(state: ClassicState, nation: str, at: str) -> int:
    f = state.fleet(nation, at)
    return 0 if f is None else f.aboard










def public_text(board: Board, before: ClassicState, res: Resolution, fmt: str = "md") -> str:
    return render(RULES.public_report(board, before, res.state, res.events, "Test"), fmt)


def internal_text(board: Board, before: ClassicState, res: Resolution, nation: str, fmt: str = "md") -> str:
    return render(RULES.internal_report(board, before, res.state, res.events, nation, "Test"), fmt)
