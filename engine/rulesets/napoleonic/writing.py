"""Writing Napoleonic orders back as text, in the canonical forms the reader reads back to the
same orders (docs/rules/napoleonic.md)."""

from __future__ import annotations

from engine.board import Board
from engine.order_sheet import Order
from engine.rulesets.napoleonic.orders import (
    Accept,
    Alliance,
    Annex,
    BreakAlliance,
    Build,
    Cede,
    DeclareWar,
    Gift,
    Hold,
    MoveCorps,
    Peace,
    Permit,
    Scout,
    SquadronOrder,
    Transfer,
    TransportCorps,
)
from engine.rulesets.napoleonic.units import ARTILLERY, CAVALRY, INFANTRY, SCOUT, SQUADRON

KIND_NAMES = {INFANTRY: "infantry", CAVALRY: "cavalry", ARTILLERY: "artillery", SCOUT: "scouting cavalry",
              SQUADRON: "squadron"}


def kinds_text(kinds: tuple[str, ...]) -> str:
    """'2 infantry, cavalry, infantry': runs in the order built, so the same build reads back."""
    runs: list[tuple[str, int]] = []
    for k in kinds:
        if runs and runs[-1][0] == k:
            runs[-1] = (k, runs[-1][1] + 1)
        else:
            runs.append((k, 1))
    parts = []
    for k, n in runs:
        word = KIND_NAMES[k]
        if k == SQUADRON and n > 1:
            word = "squadrons"
        parts.append(word if n == 1 else f"{n} {word}")
    return ", ".join(parts)


def format_order(order: Order, board: Board) -> str:
    name = board.name
    scout = lambda o: f", scout {name(o.scout)}" if o.scout else ""
    match order:
        case MoveCorps():
            head = f"{order.corps} {name(order.start)}" if order.start else order.corps
            return head + "".join(f" - {name(p)}" for p in order.path) + scout(order)
        case TransportCorps():
            return f"{order.corps} - {name(order.to)} via {', '.join(name(s) for s in order.seas)}{scout(order)}"
        case Hold():
            return f"{order.corps} holds"
        case Scout():
            return f"{order.corps} scout {name(order.target)}"
        case SquadronOrder():
            text = f"squadron {order.number}"
            if order.to:
                text += f" - {name(order.to)}"
            if order.attack:
                text += ", attack" if order.to else " attack"
                if order.targets:
                    text += " " + ", ".join(order.targets)
            return text if order.to or order.attack else text + " holds"
        case Build():
            return f"build {kinds_text(order.kinds)} in {name(order.where)}"
        case Transfer():
            return f"transfer {order.count} {KIND_NAMES[order.kind]} from {order.source} to {order.target}"
        case Annex():
            return f"annex {name(order.province)}"
        case DeclareWar():
            return f"declare war on {order.target}"
        case Alliance():
            return f"alliance with {order.target}"
        case Peace():
            return f"peace with {order.target}"
        case BreakAlliance():
            return f"break alliance with {order.target}"
        case Gift():
            return f"give {order.amount} gold to {order.target}"
        case Cede():
            return f"cede {name(order.province)} to {order.to}"
        case Accept():
            return f"accept {name(order.province)} from {order.giver}"
        case Permit():
            return f"allow {order.target} through {name(order.sea)}"
    raise TypeError(f"not a Napoleonic order: {order!r}")
