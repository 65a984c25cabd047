"""The armies aboard said to sail with their ships in the ships' own sentence ('Our ships in the Channel sail to the
North Sea (C) with the two armies still aboard', 'The ships in I go to J with the 2 armies aboard'): the armies' move
is written out beside the ships' ('2 armies I -> C'), as the writers of the open corpora give it (round 22, helper
Mr: three messages whose armies' move was lost in silence). The rules would carry armies without orders along with
the ships that stay first, so a move said for them is said in the order; a count not aboard stays refused
(engine.rulesets.classic.moves_said.with_armies_aboard). Words alone, one bounded pattern."""

from __future__ import annotations

from engine.rulesets.classic.moves_said import _ALONG
from engine.rulesets.classic.units import ClassicState
from engine.words.reading import Names


def aboard_along(rest: str, nation: str, sea: str, names: Names) -> int:
    """How many armies aboard in `sea` the words after the ships' move send along ('with the two armies still
    aboard'); 0 when they say none, or the state has none there."""
    if len(rest) > 200 or _ALONG.match(rest.strip().rstrip(".!")) is None:
        return 0
    state = names.state
    fleet = state.fleet(nation, sea) if isinstance(state, ClassicState) else None
    return fleet.aboard if fleet is not None else 0
