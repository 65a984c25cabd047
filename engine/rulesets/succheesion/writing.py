"""Orders written back in their canonical form (docs/rules/succheesion.md), which reads back
as the same order."""

from __future__ import annotations

from engine.board import Board
from engine.order_sheet import Order
from engine.rulesets.succheesion.orders import (
    AttackAtSea,
    Blockade,
    BreakTrade,
    Build,
    CasualtyOrder,
    Cede,
    Declare,
    FoundCity,
    Invest,
    MoveShips,
    MoveUnits,
    Pact,
    PaySupply,
    RaiseCheese,
    Retreat,
    Siege,
    SpendTP,
    Sway,
)
from engine.rulesets.succheesion.units import cheese_text


def format_order(o: Order, board: Board) -> str:
    def n(r: str) -> str:
        return board[r].label or board.name(r)

    def path(p) -> str:
        return " -> ".join(n(r) for r in p)

    def plural(count: int, kind: str) -> str:
        return kind if count == 1 or kind in ("Militia", "Infantry", "Light Infantry", "Guard Infantry",
                                              "Cavalry", "Heavy Cavalry", "Artillery") else kind + "s"

    match o:
        case Build():
            to = f" to {n(o.to_sea)}" if o.to_sea else ""
            return f"build {o.count} {plural(o.count, o.kind)} in {n(o.at)}{to}"
        case Invest():
            return f"invest {cheese_text(o.amount).removesuffix('.00')} cheese in trade with {o.partner}"
        case BreakTrade():
            return f"break trade with {o.partner}"
        case Blockade():
            return f"end blockade {n(o.sea)}" if o.lift else f"blockade {n(o.sea)} with the fleet in {n(o.sea)}"
        case Siege():
            return f"{'assault' if o.assault else 'siege'} {n(o.at)}"
        case RaiseCheese():
            return f"raise cheese in {n(o.at)}" + (f" by {o.steps}" if o.steps != 1 else "")
        case FoundCity():
            return f"found a city in {n(o.at)}"
        case MoveUnits() if o.kinds:
            return f"{' and '.join(f'{v} {k}' for k, v in o.kinds.items())} {path(o.path)}"
        case MoveUnits():
            count = "all" if o.count is None else str(o.count)
            general = " and the General" if o.general else ""
            return f"{count} {'unit' if o.count == 1 else 'units'}{general} {path(o.path)}"
        case Retreat():
            return f"retreat {n(o.source)} -> {n(o.to)}"
        case MoveShips():
            ships = [f"{c} {plural(c, k)}" for c, k in ((o.frigates, "Frigate"), (o.galleons, "Galleon")) if c]
            text = f"{' and '.join(ships)} {path(o.path)}"
            if o.carrying:
                text += f" carrying {o.carrying} {'unit' if o.carrying == 1 else 'units'}"
                text += f" from {n(o.load_from)}" if o.load_from else ""
                text += f" to {n(o.land_at)}" if o.land_at else ""
            return text
        case AttackAtSea():
            return f"attack {o.target} in {n(o.sea)}"
        case SpendTP():
            if o.count is not None:
                return f"spend {o.count} TP"
            return f"spend TP to reach {o.percent}%" if o.percent else "spend no TP"
        case CasualtyOrder():
            return f"casualties: {', '.join(o.first)} first"
        case Declare():
            return {"war": f"declare war on {o.target}", "peace": f"make peace with {o.target}",
                    "alliance": f"ally with {o.target}"}[o.status]
        case Sway():
            bribe = f", bribe {cheese_text(o.bribe).removesuffix('.00')} cheese" if o.bribe else ""
            return f"sway {o.target} to {o.status} with {o.against}{bribe}"
        case Pact():
            return f"{'leave' if o.leave else 'join'} pact {o.name}"
        case Cede():
            return f"cede {n(o.at)} to {o.to}"
        case PaySupply():
            return f"pay all supply in {n(o.at)}"
    raise TypeError(f"not a Succheesion order: {o!r}")
