"""Module eia_sop as the eia core sees it: with it named, the choices EiA leaves to a player are
settled by seed 002's standing procedures instead of asked, Austria may interrupt an enemy land
step with insurrection corps, and a sea battle's question shows the tactical naval chart."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from engine.board import Board
from engine.errors import NotAllowed
from engine.order_sheet import Order
from engine.rulesets.eia.asking import listing
from engine.rulesets.eia.choices import Choice
from engine.rulesets.eia.orders import Interception
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.steps import StepKind
from engine.rulesets.eia.modules import EiaModule
from engine.rulesets.eia.sop import naval_charts, params
from engine.rulesets.eia.sop.declaration import EIA_SOP
from engine.rulesets.eia.sop.insurrection import insurrection
from engine.rulesets.eia.sop.procedures import PROCEDURES
from engine.rulesets.eia.units import Fleet
from engine.rulesets.eia.work import Work

T = TypeVar("T")


class Sop(EiaModule):
    declaration = EIA_SOP
    param_specs = params.SPECS
    nation_params = ("no_honors_of_war", "austria")

    def params_together(self, given: Mapping[str, Any]) -> list[str]:
        return params.usable_together(given)

    def check_order(self, order: Order, state: EiaState, board: Board) -> None:
        """6.2.3: "A player may instruct a fleet he controls not to intercept; such instructions must be
        placed prior to the beginning of the naval phase": not while another power's fleets move."""
        step = state.month_step
        if isinstance(order, Interception) and not order.intercept and step.kind is StepKind.NAVAL \
                and step.nation != order.nation:
            raise NotAllowed(f"it is {step.nation}'s naval step: an instruction not to intercept must be placed "
                             "before the naval phase begins (seed 002, 6.2.3); it holds from the next one")

    def procedure(self, w: Work, choice: Choice[T]) -> Callable[[], T] | None:
        settle = PROCEDURES.get(type(choice))
        if settle is None:
            return None
        return lambda: settle(choice, w)

    def land_moved(self, w: Work, board: Board, mover: str, entered: Sequence[str]) -> Sequence[str]:
        return insurrection(w, board, mover, entered)

    def battle_chart(self, w: Work, own: Sequence[Fleet], enemies: Sequence[Fleet]) -> str:
        """Seed 002's tactical naval chart, closing and chase charts, for the GM deciding the battle."""
        sides = []
        for fleets in (own, enemies):
            ships: dict[str, int] = {}
            for f in fleets:
                ships[f.nation] = ships.get(f.nation, 0) + f.ships
            majority = max(sorted(ships), key=lambda n: ships[n])
            sides.append((listing(sorted(ships)), sum(ships.values()), sum(1 for f in fleets if not f.squadron),
                          majority))
        return f" ({naval_charts.battle_note(sides)})"
