"""Refusals that entry (checks.py) and resolution (diplomacy.py, resolve.py) both give, written once
so that the words a nation reads when its orders are entered are those of the season's report."""

from __future__ import annotations

from engine.state import ALLIANCE, WAR


def eliminated_refusal(nation: str) -> str:
    return f"{nation} has been eliminated: it has no provinces and no units"


def war_refusal(nation: str, target: str, status: str | None, broken_on: int | None, turn: int) -> str | None:
    """Why `nation` may not declare war on `target` (already at war, allied, or the alliance broken
    this turn), or None."""
    if status == WAR:
        return f"{nation} is already at war with {target}"
    if status == ALLIANCE:
        return f"{target} is an ally: break the alliance first, then declare war in a later turn"
    if broken_on == turn:
        return f"the alliance with {target} was broken this turn; war may be declared next turn"
    return None


def strait_refusal(nation: str, controller: str | None, sea_name: str) -> str | None:
    """Why `nation` may not let another nation through the straits of a sea, or None."""
    if controller != nation:
        return f"{nation} does not control the straits of {sea_name} (no majority of its squadrons)"
    return None
