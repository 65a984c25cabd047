"""EiA in the orders panel: the hint, example orders of a step, and which earlier line a new move
replaces. EiA's outcomes are the GM's answers, listed in the pending decisions view."""

from __future__ import annotations

from engine.order_sheet import Order
from engine.rulesets.eia.orders import MoveCorps, MoveFleet

# three lines beside "Add an order" at 1366x768 (six had left the orders' text six lines of a pasted letter)
IDLE_HINT = ("The phasing power's orders for this step, or a whole month under step headings ('Naval:', 'Land:'); "
             "standing and interception orders from any power.")
EXAMPLE_ORDERS = ("standing guard: hold\nfleet Brest: do not intercept\n\nNaval:\nfleet Toulon: Provence - Gulf of Lion\n"
                  "\nLand:\ncorps I: Alsace - Baden - Württemberg - Bavaria\nattack Bavaria\n...")
PERIOD = "step"


def corps_unit(designation: str) -> str:
    return f"corps:{designation.casefold()}"


def fleet_unit(name: str, squadron: bool = False) -> str:
    """A fleet, or module afa_naval's squadron of that name (the two may share a name)."""
    return f"{'squadron' if squadron else 'fleet'}:{name.casefold()}"


def unit_of(order: Order) -> str | None:
    """A corps or fleet has one move a step: a new move replaces its earlier line."""
    if isinstance(order, MoveCorps):
        return corps_unit(order.corps)
    if isinstance(order, MoveFleet):
        return fleet_unit(order.fleet, order.squadron)
    return None
