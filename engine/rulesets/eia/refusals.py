"""Refusals that the entry check (checks.py) and the steps themselves both give, written once so that
the words cannot drift apart: an order refused when entered reads as it would in the step's report."""

from __future__ import annotations

from engine.errors import BerthierError, OrderError
from engine.rulesets.eia.units import Corps

INSURRECTION = "insurrection"


def insurrection_step(step: str) -> bool:
    """The extra land step in which only the insurrection corps just placed move."""
    return step.endswith(f"({INSURRECTION})")


def insurrection_refusal(corps: Corps) -> str | None:
    if corps.kind != INSURRECTION:
        return "only the insurrection corps just placed move in this step"
    return None


def failure(e: BerthierError) -> str:
    """An order's failure in the step's report, in the words the entry check gives it (without
    'not allowed:', which the report's 'failed' already says)."""
    return e.reason if isinstance(e, OrderError) else str(e)
