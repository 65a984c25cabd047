"""Writing classic orders back as text, in the canonical forms the reader reads back to the
same orders (docs/rules/classic.md)."""

from __future__ import annotations

from engine.board import Board
from engine.order_sheet import Order
from engine.rulesets.classic.orders import (
    COMPARISONS,
    EXACTLY,
    LESS,
    LESS_OR_EQUAL,
    MORE,
    MORE_OR_EQUAL,
    Buy,
    Conditional,
    Gift,
    MoveArmies,
    MoveShips,
    SeaMove,
)
from engine.rulesets.classic.units import ARMY

COMPARISON_TEXT = {LESS_OR_EQUAL: "{n} or less", MORE_OR_EQUAL: "{n} or more", LESS: "fewer than {n}",
                   MORE: "more than {n}", EXACTLY: "exactly {n}"}
assert set(COMPARISON_TEXT) == set(COMPARISONS)


def _n(count: int | None, one: str, many: str) -> str:
    if count is None:
        return f"all {many}"
    return f"{count} {one if count == 1 else many}"


def format_order(order: Order, board: Board) -> str:
    name = board.name
    match order:
        case MoveArmies():
            return f"{_n(order.count, 'army', 'armies')} {name(order.source)} -> {name(order.to)}"
        case SeaMove():
            head = f"{_n(order.count, 'army', 'armies')} {name(order.source)} -> {name(order.to)}"
            if board[order.source].is_sea or (board[order.to].is_sea and order.sea == order.to):
                return head
            return head + (f" via ships in {name(order.sea)}" if order.sea else " via ships")
        case MoveShips():
            text = f"{_n(order.count, 'ship', 'ships')} {name(order.source)}"
            if order.to:
                text += f" -> {name(order.to)}"
            if order.attack:
                text += " attack" + (" " + ", ".join(order.targets) if order.targets else "")
            if order.stance:
                text += f", {order.stance}"
            return text if order.to or order.attack or order.stance else text + " holds"
        case Buy():
            one, many = ("army", "armies") if order.kind == ARMY else ("ship", "ships")
            return f"buy {_n(order.count, one, many)} in {name(order.where)}"
        case Gift():
            return f"give {order.amount} gold to {order.target}"
        case Conditional():
            cond = COMPARISON_TEXT[order.comparison].format(n=order.threshold)
            places = ", ".join(name(p) for p in order.places)
            combined = " combined" if len(order.places) > 1 else ""
            then = "; ".join(format_order(o, board) for o in order.then)
            return f"if {order.subject} has {cond} armies in {places}{combined} then {then}"
    raise TypeError(f"not a classic order: {order!r}")
