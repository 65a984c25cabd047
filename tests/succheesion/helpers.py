"""Small builders for the Succheesion rule tests: a node-link map from a few words, a position
built through the scenario loader, a turn played with fixed dice.

    board = make_map(land("1 2 3", cities=2, cheese=3), sea("13"), edges("1-2 2-3 3~13"), ports("3"))
    state = position(board, nations=[nation("Crimsonia", "1 2", cheese=50)], units=["Crimsonia 1: 4"])
    res = play(board, state, {"Crimsonia": "4 units 1 -> 2 -> 3"}, dice=[...])
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rules_kit import COLOURS, edges, events, make_map, problems, rejections  # noqa: F401

from engine.board import Board
from engine.dice import FixedDice
from engine.reports.render import render
from engine.rulesets import ruleset
from engine.rulesets.base import Resolution
from engine.rulesets.succheesion.units import SuccheesionState
from engine.game.scenario import build_scenario

RULES = ruleset("succheesion")


_PLACED = iter(range(10**9))


def _circle(word: str, kind: str, attributes: dict) -> dict:
    """A region drawn as a circle, as on the seed's node-link map (placed along a line)."""
    x = next(_PLACED) % 1000 * 100
    return {"type": "Feature", "id": word, "geometry": {"type": "Point", "coordinates": [x, 0]},
            "properties": {"id": word, "name": word, "label": word, "kind": kind, "radius": 30, **attributes}}


def land(spec: str, **attributes: Any) -> list[dict]:
    """'1 2 3' -> land regions (circles) whose id, name and label are the word, with the same attributes."""
    return [_circle(w, "land", attributes) for w in spec.split()]


def sea(spec: str) -> list[dict]:
    return [_circle(w, "sea", {}) for w in spec.split()]


def nation(name: str, home: str = "", cheese: int = 0) -> dict:
    return {"name": name, "home": home.split(), "treasury": {"cheese": cheese}}


def units(spec: str) -> dict:
    """'Red 15: 13' (a land stack), 'Red 15: 13 +General', 'Red 13: 2F 1G (2 aboard)', 'Red 24: fort 2'."""
    who, _, what = spec.partition(":")
    nation_name, at = who.rsplit(" ", 1)
    words = what.replace("(", " ").replace(")", " ").split()
    if words[0] == "fort":
        return {"type": "forts", "nation": nation_name, "at": at, "count": int(words[1]) if len(words) > 1 else 1}
    if words[0].endswith(("F", "G")):
        ships = {"type": "ships", "nation": nation_name, "at": at}
        for i, w in enumerate(words):
            if w.endswith("F"):
                ships["frigates"] = int(w[:-1])
            elif w.endswith("G"):
                ships["galleons"] = int(w[:-1])
            elif w == "aboard":
                ships["aboard"] = int(words[i - 1])
            elif w == "blockade":
                ships["blockade"] = True
        return ships
    return {"type": "units", "nation": nation_name, "at": at, "count": int(words[0]), "general": "+General" in words}


def position(board: Board, *, nations: list[dict], units_on_map: Iterable[str] = (), war: Iterable[str] = (),
             allied: Iterable[str] = (), armies: Mapping[str, Mapping[str, int]] | None = None,
             params: Mapping[str, Any] | None = None, **extra: Any) -> SuccheesionState:
    """A state built by the scenario loader; `war` and `allied` are 'A-B' pairs."""
    relations = [{"nations": p.split("-"), "status": "war"} for p in war]
    relations += [{"nations": p.split("-"), "status": "alliance"} for p in allied]
    data = {"format": "berthier-scenario", "version": 1, "title": "Test", "ruleset": "succheesion",
            "params": dict(params or {}),
            "nations": [{**n, "colour": COLOURS[i % len(COLOURS)]} for i, n in enumerate(nations)],
            "relations": relations, "units": [units(u) for u in units_on_map],
            "armies": dict(armies or {}), **extra}
    _, state = build_scenario(data, board=board)
    return state


def play(board: Board, state: SuccheesionState, orders: Mapping[str, str] | None = None,
         dice: Iterable[int] = (), overrides: Mapping[str, Any] | None = None) -> Resolution:
    """One turn with fixed dice; every die given must be used."""
    fixed = FixedDice(dice)
    sheets = {n: RULES.parse_orders(text, n, state, board) for n, text in (orders or {}).items()}
    res = RULES.resolve(board, state, sheets, fixed, overrides)
    assert fixed.unused == 0, f"{fixed.unused} fixed dice were not rolled; rolls: {fixed.log}"
    return res


def cheese(state: SuccheesionState, nation_name: str) -> int:
    """The treasury in hundredths."""
    return state.treasury_of(nation_name)


def count(state: SuccheesionState, nation_name: str, at: str) -> int:
    s = state.stack(nation_name, at)
    return 0 if s is None else s.count


def internal_text(board: Board, before, res: Resolution, nation_name: str, fmt: str = "md") -> str:
    return render(RULES.internal_report(board, before, res.state, res.events, nation_name, "Test"), fmt)


def public_text(board: Board, before, res: Resolution, fmt: str = "md") -> str:
    return render(RULES.public_report(board, before, res.state, res.events, "Test"), fmt)


def read(nation: str, text: str):
    """(the orders in canonical form, the sheet) of `text` by `nation` on the bundled scenario's start,
    read and checked as the GM sees it: the one reading helper of the reading tests."""
    from tests.orders.bundled import checked
    return checked("succheesion", nation, "start", text)
