"""EiA's units as a line may name them (engine.words.units_named): each corps by its designation, each
fleet by its name, with the leaders standing with it."""

from __future__ import annotations

from engine.words.clauses import unit_of
from engine.words.units_named import Called, Key
from engine.rulesets.eia.state import EiaState

_CORPS_NOUNS = frozenset(("corps",))
_FLEET_NOUNS = frozenset(("fleet", "fleets", "squadron", "squadrons", "navy", "ships"))


def called(nation: str, state: EiaState) -> list[Called]:
    leaders: dict[str, set[str]] = {}
    for leader in state.leaders:
        if leader.nation == nation and leader.at:
            leaders.setdefault(leader.at, set()).add(leader.name.casefold())
    out = [Called(("corps", c.designation), f"corps {c.designation}", _labels(c.designation),
                  _CORPS_NOUNS, c.at, leaders=frozenset(leaders.get(c.at, ())), led=False)
           for c in state.corps if c.nation == nation]
    out += [Called(("fleet", f.name), f"fleet {f.name}", frozenset((f.name.casefold(),)), _FLEET_NOUNS, f.at,
                   leaders=frozenset(leaders.get(f.at, ())), led=False)
            for f in state.fleets if f.nation == nation]
    return out


def _labels(designation: str) -> frozenset[str]:
    """'II': 'ii', '2nd', 'second'; 'Guard I': 'guard i', 'guard'; 'Cav I': 'cav i', 'cavalry'."""
    low = designation.casefold()
    out = {low}
    head, _, number = low.rpartition(" ")
    out.update(_ORDINALS.get(number, ()) if not head else (head, _KINDS.get(head, head)))
    return frozenset(out)


_ORDINALS = {"i": ("1st", "first"), "ii": ("2nd", "second"), "iii": ("3rd", "third"), "iv": ("4th", "fourth"),
             "v": ("5th", "fifth"), "vi": ("6th", "sixth")}
_KINDS = {"cav": "cavalry", "gd": "guard"}


def unit_key(order: object) -> Key | None:
    return unit_of(order)
