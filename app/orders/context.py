"""What a nation may order now and the orders written so far, and where a new order goes in them.

Dialogs and map clicks ask this for their choices (from the ruleset's `order_options`) and for
the verdict on the line they would write (the ruleset's own check, on the text with that line).
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

import msgspec

from app.session import GameSession
from engine.board import Board
from engine.orders import Order, OrderSheet
from engine.rulesets.napoleonic.orders import Hold, MoveCorps, Scout, SquadronOrder, TransportCorps

CORPS_ORDERS = (MoveCorps, Hold, TransportCorps, Scout)


def unit_of(order: Order) -> tuple[str, str] | None:
    """("corps", letter) or ("squadron", number) for a unit's movement order; None otherwise."""
    if isinstance(order, CORPS_ORDERS):
        return "corps", order.corps
    if isinstance(order, SquadronOrder):
        return "squadron", str(order.number)
    return None


def scout_of(order: Order) -> str | None:
    if isinstance(order, Scout):
        return order.target
    return getattr(order, "scout", None) if isinstance(order, CORPS_ORDERS) else None


class OrderContext:
    """One nation's options and orders text, as they stand when a dialog opens or a unit is clicked."""

    def __init__(self, session: GameSession, nation: str, text: str = ""):
        self.session = session
        self.nation = nation
        self.text = text

    @cached_property
    def state(self):
        return self.session.state()

    @property
    def board(self) -> Board:
        return self.session.board

    @property
    def rules(self):
        return self.session.rules

    @cached_property
    def options(self) -> dict[str, Any]:
        return self.rules.order_options(self.board, self.state, self.nation)

    @cached_property
    def written(self) -> OrderSheet:
        """The orders understood in the text so far, allowed or not."""
        return self.rules.parse_orders(self.text, self.nation, self.state, self.board)

    def name(self, region: str) -> str:
        return self.board.name(region)

    def corps(self, letter: str) -> dict | None:
        return next((c for c in self.options["corps"] if c["letter"] == letter), None)

    def squadron(self, number: int) -> dict | None:
        return next((s for s in self.options["squadrons"] if s["number"] == number), None)

    def line(self, order: Order) -> str:
        return self.rules.format_order(order, self.board)

    # -- where an order goes ----------------------------------------------------------------------
    def existing(self, order: Order) -> tuple[int, Order] | None:
        """The line (and order) already moving the same unit, if any: a unit has one order."""
        unit = unit_of(order)
        if unit is None:
            return None
        for line, _, old in self.written.entries():
            if unit_of(old) == unit:
                return line, old
        return None

    def placed(self, order: Order) -> tuple[Order, int | None]:
        """The order as it will be written, and the line it replaces (None: a new line at the end).

        A corps keeps the scouting it was already given when it gets a new move."""
        found = self.existing(order)
        if found is None:
            return order, None
        line, old = found
        target = scout_of(old)
        if target and isinstance(order, (MoveCorps, TransportCorps)) and not order.scout:
            order = msgspec.structs.replace(order, scout=target)
        return order, line

    def text_with(self, order: Order) -> tuple[str, int]:
        """The orders text with the order placed in it, and the order's line number."""
        order, replaces = self.placed(order)
        lines = self.text.split("\n")
        if replaces is not None:
            lines[replaces - 1] = self.line(order)
            return "\n".join(lines), replaces
        while lines and not lines[-1].strip():
            lines.pop()
        lines.append(self.line(order))
        return "\n".join(lines) + "\n", len(lines)

    def problem(self, order: Order) -> str | None:
        """Why the order would be refused with the orders written so far (None: allowed)."""
        text, number = self.text_with(order)
        sheet = self.session.check_orders(self.nation, text)
        reasons = [p.reason for p in sheet.problems if p.line == number]
        return "; ".join(reasons) if reasons else None
