"""Refusals that the entry check (checks.py) and the steps themselves both give, written once so that
the words cannot drift apart: an order refused when entered reads as it would in the step's report."""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import BerthierError, OrderError
from engine.rulesets.eia.calendar import month_name
from engine.rulesets.eia.modules import active
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.units import Corps

INSURRECTION = "insurrection"


def insurrection_refusal(corps: Corps) -> str | None:
    if corps.kind != INSURRECTION:
        return "only the insurrection corps just placed move in this step"
    return None


def insurrection_attack_refusal(corps: Sequence[Corps], nation: str, area: str, place: str) -> str | None:
    """10.1.4.1.4: in the inserted step "only the insurrection corps just placed may move, declare
    attacks, or besiege"."""
    if not any(c.nation == nation and c.at == area and c.kind == INSURRECTION for c in corps):
        return f"only the insurrection corps just placed declare attacks in this step; none stands in {place}"
    return None


def failure(e: BerthierError) -> str:
    """An order's failure in the step's report, in the words the entry check gives it (without
    'not allowed:', which the report's 'failed' already says)."""
    return e.reason if isinstance(e, OrderError) else str(e)


def war_refusal(state: EiaState, nation: str, other: str) -> str | None:
    """A war declared while an enforced peace binds the two (in either's books, until the month it ends);
    a module may let it be broken (afa_naval: a casus belli the GM approved, seed 003 adaptation 5)."""
    books = {p.name: p for p in state.powers}
    ends = [books[a].enforced_peace[b] for a, b in ((nation, other), (other, nation))
            if a in books and books[a].enforced_peace.get(b, -1) > state.month]
    if not ends:
        return None
    if any(m.breaks_enforced_peace(state, nation, other) for m in active(state)):
        return None
    return (f"{nation} and {other} are bound by an enforced peace until {month_name(max(ends))}: only a casus "
            "belli the GM approves breaks it")
