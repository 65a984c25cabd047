"""What a nation may order now and the orders written so far, and where a new order goes in them.

Dialogs and map clicks ask this for their choices (from the ruleset's `order_options`) and for
the verdict on the line they would write (the ruleset's own check, on the text with that line).
Which earlier line a new order replaces is the ruleset's orders module's answer (`unit_of`).
"""

from __future__ import annotations

from functools import cached_property
from typing import Any, Generic, TypeVar, cast

from app.mapview import MapView
from app.rulesets import RulesetUI, ruleset_ui
from app.session import GameSession
from engine.board import Board
from engine.order_sheet import Order, OrderSheet
from engine.rulesets.answers import OrderOptions
from engine.rulesets.base import Ruleset
from engine.state import GameState

S = TypeVar("S", bound=GameState)
O = TypeVar("O", bound=OrderOptions)


class OrderContext(Generic[S, O]):
    """One nation's options and orders text, as they stand when a dialog opens or a unit is clicked.
    A ruleset's window code names its state and options (`OrderContext[ClassicState, ClassicOptions]`):
    the game's ruleset made them, so they are of its types."""

    def __init__(self, session: GameSession, nation: str, text: str = "", map_view: MapView | None = None):
        self.session = session
        self.nation = nation
        self.text = text
        self.map_view = map_view       # the main map, for dialogs that pick places on it

    @cached_property
    def state(self) -> S:
        return cast(S, self.session.state())

    @property
    def board(self) -> Board:
        return self.session.board

    @property
    def rules(self) -> Ruleset[Any]:
        return self.session.rules

    @cached_property
    def gui(self) -> RulesetUI[S, O, Any, Any]:
        return ruleset_ui(self.rules.id)

    @cached_property
    def options(self) -> O:
        return cast(O, self.rules.order_options(self.board, self.state, self.nation))

    @cached_property
    def written(self) -> OrderSheet:
        """The orders understood in the text so far, allowed or not."""
        return self.rules.parse_orders(self.text, self.nation, self.state, self.board)

    def name(self, region: str) -> str:
        return self.board.name(region)

    def line(self, order: Order) -> str:
        return self.rules.format_order(order, self.board)

    # -- where an order goes ----------------------------------------------------------------------
    def existing(self, order: Order) -> tuple[int, Order] | None:
        """The line (and order) already giving the same unit an order, if any (the ruleset says
        which orders are for the same unit: a corps has one order; an army stack one per route)."""
        unit = self.gui.unit_of(order)
        if unit is None:
            return None
        for line, _, old in self.written.entries():
            if self.gui.unit_of(old) == unit:
                return line, old
        return None

    def placed(self, order: Order) -> tuple[Order, int | None]:
        """The order as it will be written, and the line it replaces (None: a new line at the end)."""
        found = self.existing(order)
        if found is None:
            return order, None
        line, old = found
        return self.gui.placed(old, order), line

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
