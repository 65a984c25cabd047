"""How far and where units and ships may go, and what ships carry: the rules a march or a voyage
breaks whatever the other nations order and whatever the dice say. The orders are checked by these
at entry (checks.py) and at resolution (movement.py), in the same words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.board import Board
from engine.rulesets.succheesion.orders import MoveShips


def march_refusal(board: Board, params: Mapping[str, Any], path: tuple[str, ...], limit: int | None = None) -> str | None:
    """Why units may not march along `path` (too far, or a step that is not a land region beside
    the last), or None; `limit`: the most regions this turn, the rules' own by default."""
    most = params["land_moves"] if limit is None else limit
    if len(path) - 1 > most:
        return f"land units move at most {most} region(s) this turn"
    for a, b in zip(path, path[1:]):
        if board.edge(a, b) is None or not board[b].is_land:
            return f"{board.name(b)} is not a land region beside {board.name(a)}"
    return None


def voyage_refusal(board: Board, params: Mapping[str, Any], o: MoveShips) -> str | None:
    """Why ships may not sail as ordered (too far, seas not beside each other, more units than they
    carry, boarding or landing away from a port beside the sea), or None."""
    if len(o.path) - 1 > params["sea_moves"]:
        return f"ships move at most {params['sea_moves']} seas a turn"
    for a, b in zip(o.path, o.path[1:]):
        if not board[b].is_sea or board.edge(a, b) is None:
            return f"{board.name(b)} is not a sea beside {board.name(a)}"
    capacity = o.frigates * params["frigate_carries"] + o.galleons * params["galleon_carries"]
    if o.carrying > capacity:
        return f"those ships carry at most {capacity} unit(s)"
    for port, sea, what in ((o.load_from, o.path[0], "board"), (o.land_at, o.path[-1], "land")):
        if port is not None and (not board[port].attributes.get("port") or board.edge(port, sea) is None):
            return f"units {what} only in a port beside the sea: {board.name(port)} is not one beside {board.name(sea)}"
    return None


def invest_refusal(params: Mapping[str, Any], amount: int, given: int = 0) -> str | None:
    """Why an investment (in hundredths) is more than a nation may put in one agreement a turn."""
    limit = params["trade_invest_max"] * 100
    if amount > limit - given:
        return f"a nation invests at most {limit // 100} cheese a turn in one agreement"
    return None
