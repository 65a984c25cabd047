"""EiA in the orders panel: the hint, example orders of a step, and no dialogs or battle views yet
(EiA's combats are the GM's answers, shown in the pending decisions view). Registered in `app.rulesets`."""

from __future__ import annotations

from engine.orders import Order
from engine.rulesets.eia.orders import MoveCorps, MoveFleet

IDLE_HINT = ("Write the phasing power's orders for this step; standing orders and interception orders are "
             "accepted from every power. Open decisions are listed in the pending decisions view.")
EXAMPLE_ORDERS = ("corps I: Alsace - Baden - Württemberg - Bavaria\nattack Bavaria\n"
                  "fleet Toulon: Provence - Gulf of Lion\nstanding guard: hold\nfleet Brest: do not intercept\n...")
PERIOD = "step"
SCOUTING = False
DIALOGS: tuple = ()


class BattlesNeedResults(Exception):
    """Never raised: EiA's outcomes are decisions answered with --decide (kept for the preview's contract)."""

    keys: tuple[str, ...] = ()


def battle_views(board, events) -> list:
    return []


def unit_of(order: Order) -> str | None:
    """A corps or fleet has one move a step: a new move replaces its earlier line."""
    if isinstance(order, MoveCorps):
        return f"corps:{order.corps.casefold()}"
    if isinstance(order, MoveFleet):
        return f"fleet:{order.fleet.casefold()}"
    return None


def placed(old: Order, new: Order) -> Order:
    return new


def select(context, kind: str, ident: str):
    return None


__all__ = ["BattlesNeedResults", "DIALOGS", "EXAMPLE_ORDERS", "IDLE_HINT", "PERIOD", "SCOUTING", "battle_views",
           "placed", "select", "unit_of"]
