"""The napoleonic ruleset's units as a line may name them (engine.words.units_named): each corps by its
letter, each squadron by its number."""

from __future__ import annotations

from engine.words.clauses import unit_of
from engine.words.units_named import Called, Key
from engine.rulesets.napoleonic.units import NapoleonicState

_CORPS_NOUNS = frozenset(("corps",))
_SQUADRON_NOUNS = frozenset(("squadron", "sq", "sq.", "fleet", "ships"))


def called(nation: str, state: NapoleonicState) -> list[Called]:
    out = [Called(("corps", c.letter), f"corps {c.letter}", frozenset((c.letter.casefold(),)), _CORPS_NOUNS, c.at)
           for c in state.corps_of(nation)]
    out += [Called(("squadron", s.number), f"squadron {s.number}", frozenset((str(s.number),)), _SQUADRON_NOUNS,
                   s.at) for s in state.squadrons if s.nation == nation]
    return out


def unit_key(order: object) -> Key | None:
    return unit_of(order)
