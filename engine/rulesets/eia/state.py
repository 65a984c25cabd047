"""The state of an EiA game between steps: the month, the step, the pieces and the powers."""

from __future__ import annotations

from typing import Any

import msgspec

from engine.rulesets.eia.calendar import is_economic_month, month_name
from engine.rulesets.eia.decisions import Answered
from engine.rulesets.eia.control import Control
from engine.rulesets.eia.params import core_params
from engine.rulesets.eia.steps import MonthStep, StepKind
from engine.rulesets.eia.units import Corps, Depot, Fleet, Garrison, Leader
from engine.state import GameState


class Power(msgspec.Struct, frozen=True, kw_only=True):
    """A nation's EiA books: money, manpower, points, who controls it and its locks."""
    name: str
    money: int = 0
    manpower: int = 0
    political_points: int = 0
    victory_points: int = 0
    income: int = 0                        # money collected at each economic step (scenario or GM)
    manpower_income: int = 0
    control: Control = Control()
    alliance_locks: dict[str, int] = {}    # ally -> first month the alliance may be broken
    enforced_peace: dict[str, int] = {}    # nation -> month the enforced peace ends
    standing: dict[str, str] = {}          # standing answers: "guard", "further days", "surrender", "chit"


class EiaState(GameState, frozen=True, kw_only=True, tag="eia"):
    month: int = 0                         # months since January 1805
    step: int = 0                          # index into `steps`
    steps: tuple[str, ...] = ()            # this month's steps, insertions included
    powers: tuple[Power, ...] = ()
    corps: tuple[Corps, ...] = ()
    garrisons: tuple[Garrison, ...] = ()
    depots: tuple[Depot, ...] = ()
    fleets: tuple[Fleet, ...] = ()
    leaders: tuple[Leader, ...] = ()
    answered: tuple[Answered, ...] = ()    # every decision of the game, with who answered
    modules: dict[str, Any] = {}           # each module's own state under its id (slots.py: the module's Slot)

    def power(self, name: str) -> Power:
        for p in self.powers:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def current_step(self) -> str:
        return self.steps[self.step]

    @property
    def month_step(self) -> MonthStep:
        """The step the state awaits, typed."""
        return MonthStep.read(self.steps[self.step])


def month_steps(month: int, params: dict) -> tuple[str, ...]:
    """Political, reinforcement, a naval and a land step per major power in `power_order`, the
    economic step in the economic months and the UMP control step in the control month."""
    house = core_params(params)
    steps = [MonthStep(StepKind.POLITICAL), MonthStep(StepKind.REINFORCEMENT)]
    for power in house.power_order:
        steps += [MonthStep(StepKind.NAVAL, power), MonthStep(StepKind.LAND, power)]
    if is_economic_month(month, house.economic_months):
        steps.append(MonthStep(StepKind.ECONOMIC))
    if month % 12 + 1 == house.ump_control_month:
        steps.append(MonthStep(StepKind.UMP_CONTROL))
    return tuple(s.name for s in steps)


def phasing(step: str) -> str | None:
    """The nation whose step it is ('France naval' -> France); None for steps every nation plays."""
    try:
        return MonthStep.read(step).nation
    except ValueError:
        return None


def step_label(state: EiaState) -> str:
    return f"{month_name(state.month)}: {state.current_step} step"
