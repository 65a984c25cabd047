"""The Austrian insurrection interruption (seed 002, 10.1.4.1) and its extra land step. The four
questions to the opponent seed 002 keeps (19.1.2, "Hence ...") are the core's: asked in every game."""

from __future__ import annotations

import dataclasses
from typing import Iterable, Sequence

from engine.rulesets.eia.decisions import Decision
from engine.rulesets.eia.steps import MonthStep
from engine.rulesets.eia.interruptions import (chit_decision, further_days_decision, guard_decision,
                                               surrender_decision)

__all__ = ["chit_decision", "further_days_decision", "guard_decision", "insurrection_decision",
           "insurrection_triggered", "surrender_decision", "with_insurrection_step"]


def insurrection_triggered(entered: Iterable[str], border_provinces: Sequence[str]) -> list[str]:
    """10.1.4.1: the Austrian border provinces an enemy land movement step entered; any at all
    interrupts that step between movement and supply so Austria may place insurrection corps."""
    border = set(border_provinces)
    return sorted({a for a in entered if a in border})


def insurrection_decision(mover: str, provinces: Sequence[str], austria: str = "Austria") -> Decision:
    return Decision(key=f"insurrection.{mover}", who=austria, kind="insurrection",
                    question=f"{austria}: {mover} entered {', '.join(provinces)}; place insurrection corps "
                             "(name them and their areas, or 'none')?", standing=None)


def with_insurrection_step(steps: Sequence[str], current: int, austria_land_step: str) -> list[str]:
    """10.1.4.1.4: when Austria's land step of the month has already been played, a special land step
    for the insurrection corps just placed is inserted after the current step."""
    if austria_land_step in steps[current + 1:]:
        return list(steps)
    inserted = dataclasses.replace(MonthStep.read(austria_land_step), insurrection=True).name
    return list(steps[:current + 1]) + [inserted] + list(steps[current + 1:])
