"""A pact joined by meaning is named by its own words ('the Republican League', 'the republicans' pact'), never by
'pact' or 'league' alone: 'we join the pact, the Cheddar League' joined the only pact there was, the Republican
League (a misread of round 22, helper Mr). Leaving the nation's own pact needs no name: it has one."""

from __future__ import annotations

_GENERIC = frozenset(("the", "pact", "league", "trading", "trade", "of", "alliance"))


def own_name(name: str) -> str:
    """The words of a pact's name that only it has ('Republican' of 'Republican League'); the whole name when
    every word of it is generic."""
    own = [w for w in name.split() if w.casefold() not in _GENERIC]
    return " ".join(own) or name
