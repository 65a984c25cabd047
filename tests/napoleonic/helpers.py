"""Small builders for the rule tests of Napoleon's Wars (seed 000): a map from a few words,
a position built through the scenario loader, a season played with fixed dice.

    board = make_map(land("paris:5 alsace:3 baden"), sea("channel"),
                     edges("paris-alsace alsace-baden paris~channel"))
    state = position(board, season="Spring 1805",
                     nations=[nation("France", home="paris alsace", gold=20), nation("Austria")],
                     owners={"baden": "Austria"},
                     corps=["France A alsace: 2 infantry, 1 cavalry + scout"],
                     squadrons=["France 1 channel"],
                     relations=["France at war with Austria"])
    res = play(board, state, {"France": "A - Baden"}, dice=[4, 2, 6])
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping

from rules_kit import COLOURS, edges, events, gold, make_map, problems, rejections  # noqa: F401

from engine.board import Board
from engine.dice import FixedDice
from engine.order_sheet import OrderSheet
from engine.reports.render import render
from engine.rulesets import ruleset
from engine.rulesets.base import Resolution
from engine.rulesets.napoleonic.units import Corps, NapoleonicState, Squadron
from engine.game.scenario import build_scenario

RULES = ruleset("napoleonic")



# -- maps ------------------------------------------------------------------------------------

def _regions(spec: str, kind: str) -> list[dict]:
    """'paris:5 western_mediterranean' -> regions; the name is the id with spaces, capitalised."""
    out = []
    for word in spec.split():
        rid, _, value = word.partition(":")
        props: dict[str, Any] = {"id": rid, "name": rid.replace("_", " ").title(), "kind": kind}
        if value:
            props["value"] = int(value)
        out.append({"type": "Feature", "id": rid, "geometry": None, "properties": props})
    return out


def land(spec: str) -> list[dict]:
    """Provinces, each 'id' or 'id:value' (the economic value printed in it)."""
    return _regions(spec, "land")


def sea(spec: str) -> list[dict]:
    return _regions(spec, "sea")




def strait(a: str, b: str, sea: str) -> list[dict]:
    """Two provinces joined across the water; the squadrons in `sea` control the crossing."""
    return [{"a": a, "b": b, "kind": "strait", "sea": sea}]




# -- positions -------------------------------------------------------------------------------

def nation(name: str, home: str = "", gold: int = 0, *, aliases: Iterable[str] = (), major: bool = True) -> dict:
    return {"name": name, "home": home.split(), "treasury": {"gold": gold}, "aliases": list(aliases),
            "major": major}


_CORPS = re.compile(r"^(?P<nation>.+?)\s+(?P<letter>[A-Z]{1,3})\s+(?P<at>\S+)\s*:\s*(?P<what>.+)$")
_DIVISIONS = re.compile(r"(\d+)\s+(infantry|cavalry|artillery)")


def corps_unit(spec: str) -> dict:
    """'France A alsace: 2 infantry, 1 cavalry + scout' -> a scenario unit."""
    m = _CORPS.match(spec.strip())
    if not m:
        raise ValueError(f"a corps is written 'France A alsace: 2 infantry + scout', not {spec!r}")
    counts = {kind: int(n) for n, kind in _DIVISIONS.findall(m["what"])}
    return {"type": "corps", "nation": m["nation"], "letter": m["letter"], "at": m["at"],
            "infantry": counts.get("infantry", 0), "cavalry": counts.get("cavalry", 0),
            "artillery": counts.get("artillery", 0), "scout": "scout" in m["what"]}


def squadron_unit(spec: str) -> dict:
    """'Great Britain 2 north_sea' -> a scenario unit."""
    *name, number, at = spec.split()
    return {"type": "squadron", "nation": " ".join(name), "number": int(number), "at": at}


_RELATION = re.compile(r"^(.+?)\s+(at war with|allied with|at peace with)\s+(.+)$")


def relation(spec: str) -> dict:
    """'France at war with Austria', 'France allied with Prussia'."""
    m = _RELATION.match(spec.strip())
    if not m:
        raise ValueError(f"write 'A at war with B' or 'A allied with B', not {spec!r}")
    status = {"at war with": "war", "allied with": "alliance", "at peace with": "peace"}[m[2]]
    return {"nations": [m[1], m[3]], "status": status}


def scenario(*, nations: list[dict], owners: Mapping[str, str] | None = None, corps: Iterable[str] = (),
             squadrons: Iterable[str] = (), relations: Iterable[str] = (), season: str = "Spring 1805",
             params: Mapping[str, Any] | None = None) -> dict:
    """The scenario file (docs/scenario-format.md) for a test position."""
    season_name, year = season.split()
    return {
        "format": "berthier-scenario", "version": 1, "title": "Test", "ruleset": "napoleonic",
        "start": {"season": season_name, "year": int(year)},
        "params": dict(params or {}),
        "nations": [{**n, "colour": COLOURS[i % len(COLOURS)]} for i, n in enumerate(nations)],
        "owners": dict(owners or {}),
        "relations": [relation(r) for r in relations],
        "units": [corps_unit(c) for c in corps] + [squadron_unit(s) for s in squadrons],
    }


def position(board: Board, **kw) -> NapoleonicState:
    """A state built by the scenario loader from `scenario(**kw)` on `board`."""
    _, state = build_scenario(scenario(**kw), board=board)
    return state


# -- playing a season ------------------------------------------------------------------------

def sheet(board: Board, state: NapoleonicState, nation: str, text: str) -> OrderSheet:
    """The orders as the GM enters them: parsed, then checked against the position."""
    return RULES.check_orders(RULES.parse_orders(text, nation, state, board), state, board)


def play(board: Board, state: NapoleonicState, orders: Mapping[str, str] | None = None,
         dice: Iterable[int] = (), overrides: Mapping[str, Any] | None = None) -> Resolution:
    """One season with fixed dice; every die given must be used, so the test's arithmetic is exact.
    The orders are parsed, not checked first: the game file resolves what the players wrote, and
    resolution makes every check again."""
    fixed = FixedDice(dice)
    sheets = {n: RULES.parse_orders(text, n, state, board) for n, text in (orders or {}).items()}
    res = RULES.resolve(board, state, sheets, fixed, overrides)
    assert fixed.unused == 0, f"{fixed.unused} fixed dice were not rolled; rolls: {fixed.log}"
    return res


def winter_dice(*per_nation: tuple[str, int]) -> list[int]:
    """Income dice for each nation in order: ('heads', 4) -> [1, 4]; ('tails', 2) -> [2, 2]."""
    out = []
    for side, value in per_nation:
        out += [1 if side == "heads" else 2, value]
    return out


def quiet_winter(state: NapoleonicState) -> list[int]:
    """Income dice that change nothing much: heads and 1 for every nation."""
    return winter_dice(*[("heads", 1)] * len(state.nations))


# -- reading the result ----------------------------------------------------------------------

def corps(state: NapoleonicState, nation: str, letter: str) -> Corps | None:
    return state.find_corps(nation, letter)


def where(state: NapoleonicState, nation: str, letter: str) -> str | None:
    c = state.find_corps(nation, letter)
    return None if c is None else c.at


def squadron(state: NapoleonicState, nation: str, number: int) -> Squadron | None:
    return state.find_squadron(nation, number)










def public_text(board: Board, before: NapoleonicState, res: Resolution, fmt: str = "md") -> str:
    return render(RULES.public_report(board, before, res.state, res.events, "Test"), fmt)


def internal_text(board: Board, before: NapoleonicState, res: Resolution, nation: str, fmt: str = "md") -> str:
    return render(RULES.internal_report(board, before, res.state, res.events, nation, "Test"), fmt)
