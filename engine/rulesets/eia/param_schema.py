"""What each EiA parameter may be, checked when the GM sets one: the core's here, each module's from
its `EiaModule.param_specs` and `params_together`; a parameter a module declares without a spec is
checked by its default's type."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from engine.params import ListOf, ParamSchema, Text, Whole

if TYPE_CHECKING:
    from engine.rulesets.eia.modules import EiaModule

D6 = Whole(1, 6)
DIE_CHANGE = Whole(-6, 6)
COUNT = Whole(0, 1000)
MONTHS = Whole(0, 120)
NAME = Text(longest=60)
NAMES = ListOf(NAME, most=50, distinct=True)
FRACTION = ListOf(Whole(0, 1000), fewest=2, most=2)      # [numerator, denominator]

CORE = {
    "chits": NAMES,
    "power_order": ListOf(NAME, fewest=1, most=20, distinct=True),
    "economic_months": ListOf(Whole(1, 12), fewest=1, most=12, distinct=True),
    "ump_control_month": Whole(1, 12),
    "land_move_allowance": Whole(0, 100),
    "sea_move_allowance": Whole(0, 100),
}


def schema(modules: Iterable[EiaModule]) -> ParamSchema:
    """The core's parameters and those of every installed module (a game names some of them)."""
    installed = tuple(modules)
    specs: dict[str, Any] = dict(CORE)
    for m in installed:
        specs.update(m.param_specs)

    def together(params: Mapping[str, Any]) -> list[str]:
        return [problem for m in installed for problem in m.params_together(params)]
    return ParamSchema(specs, together=together)
