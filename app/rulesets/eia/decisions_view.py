"""The pending decisions of an EiA step in the resolve dialog: each with who answers, the question,
the allowed answers and any standing answer (prefilled); those already answered stay listed, for the
GM to answer otherwise."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.orders.decisions import DecisionsPage, Question
from engine.decisions import DecisionsNeeded
from engine.rulesets.eia.decisions import Decision, DecisionsOpen


def question(d: Decision, is_open: bool = True) -> Question:
    return Question(d.key, d.who, d.question, d.choices, d.standing, is_open)


class DecisionsView(DecisionsPage):
    def questions(self, needed: DecisionsNeeded) -> list[Question]:
        if not isinstance(needed, DecisionsOpen):
            return super().questions(needed)
        return [question(d) for d in needed.open] + [question(d, False) for d in needed.decided]

    def show_decisions(self, step: str, decisions: Sequence[Decision], given: Mapping[str, str] | None = None) -> None:
        """List the step's open decisions (`step`: 'January 1805: France land step (France orders)')."""
        self.show_needed(step, DecisionsOpen(list(decisions)), given)
