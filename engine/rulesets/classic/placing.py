"""The GM's hand in classic NES: army stacks and fleets as scenario entries, read by the one
reader a scenario's units and the GM's pieces share, and the gifts on their way."""

from __future__ import annotations

from typing import Any, Iterable

from engine.board import Board
from engine.errors import ScenarioError
from engine.limits import MAX_UNITS
from engine.rulesets.classic.units import Armies, ClassicState, Fleet, GiftInTransit
from engine.rulesets.placing import Field, PieceKind
from engine.rulesets.scenario_units import Unit
from engine.state import GameState

ARMIES = PieceKind(type="armies", label="Armies", stands="land",
                   help="a nation's armies in one province, one stack", fields=(
                       Field(key="count", label="Armies", default=1, minimum=1, maximum=MAX_UNITS),))
SHIPS = PieceKind(type="ships", label="Ships", stands="sea",
                  help="a nation's ships in one sea, with the armies they carry", fields=(
                      Field(key="count", label="Ships", default=1, minimum=1, maximum=MAX_UNITS),
                      Field(key="aboard", label="Armies aboard", default=0, minimum=0, maximum=MAX_UNITS,
                            help="at most ship_capacity (4) a ship")))


def read_units(board: Board, base: GameState, units: Iterable[Unit], start: bool
               ) -> tuple[tuple[Armies, ...], tuple[Fleet, ...]]:
    """Army stacks and fleets from scenario entries, each checked (its count, where it stands, a
    stack or fleet listed once), in the order of the map and the nations. `start`: also refuse
    what cannot stand at a game's start, which a turn may leave behind (armies in another nation's
    province, two nations' armies in one, after a battle the GM decided with both standing)."""
    armies: dict[tuple[str, str], int] = {}
    fleets: dict[tuple[str, str], tuple[int, int]] = {}
    capacity = base.params["ship_capacity"]
    for where, u, nation, at in units:
        count = u.get("count")
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_UNITS:
            raise ScenarioError(f"{where} ({nation}): count must be a whole number from 1 to {MAX_UNITS:,}, "
                                f"not {count!r}")
        kind = u.get("type")
        if kind == "armies":
            if not board[at].is_land:
                raise ScenarioError(f"{where}: {nation}'s armies are in {board.name(at)}, which is not a "
                                    "province (armies at sea are 'aboard' a fleet)")
            if (nation, at) in armies:
                raise ScenarioError(f"{where}: {nation}'s armies in {board.name(at)} are listed twice (a nation has "
                                    "one stack in a province: give its whole count)")
            if start:
                owner = base.owners.get(at)
                if owner not in (None, nation):
                    raise ScenarioError(f"{where}: {nation}'s armies stand in {board.name(at)}, which is {owner}'s")
                others = [n for (n, p) in armies if p == at]
                if others:
                    raise ScenarioError(f"{where}: {nation}'s and {others[0]}'s armies both stand in {board.name(at)}")
            armies[(nation, at)] = count
        elif kind == "ships":
            if not board[at].is_sea:
                raise ScenarioError(f"{where}: {nation}'s ships are in {board.name(at)}, which is not a sea")
            aboard = u.get("aboard", 0)
            if not isinstance(aboard, int) or isinstance(aboard, bool) or aboard < 0:
                raise ScenarioError(f"{where} ({nation}): aboard must be a whole number, not {aboard!r}")
            if aboard > count * capacity:
                raise ScenarioError(f"{where}: {count} ships of {nation} carry at most {count * capacity} "
                                    f"armies, not {aboard}")
            if (nation, at) in fleets:
                raise ScenarioError(f"{where}: {nation}'s ships in {board.name(at)} are listed twice (a nation has "
                                    "one fleet in a sea: give its whole count)")
            fleets[(nation, at)] = (count, aboard)
        else:
            raise ScenarioError(f"{where}: unit type {kind!r} is not 'armies' or 'ships'")
    rank = {r.id: i for i, r in enumerate(board)}
    order = {n.name: i for i, n in enumerate(base.nations)}

    def key(k: tuple[str, str]) -> tuple[int, int]:
        return (rank[k[1]], order[k[0]])
    return (tuple(Armies(nation=n, at=p, count=armies[(n, p)]) for n, p in sorted(armies, key=key)),
            tuple(Fleet(nation=n, at=s, ships=fleets[(n, s)][0], aboard=fleets[(n, s)][1])
                  for n, s in sorted(fleets, key=key)))


def read_gifts(raw: Any, base: GameState) -> tuple[GiftInTransit, ...]:
    """The scenario's `gifts`: gold on its way, arriving at the start of the next turn."""
    if not isinstance(raw, list):
        raise ScenarioError("gifts: must be a list of {\"giver\", \"receiver\", \"amount\"}")
    nations = {n.name for n in base.nations}
    gifts = []
    for i, g in enumerate(raw):
        if not (isinstance(g, dict) and g.get("giver") in nations and g.get("receiver") in nations
                and isinstance(g.get("amount"), int) and not isinstance(g["amount"], bool) and g["amount"] > 0):
            raise ScenarioError(f"gifts[{i}]: a gift in transit is {{\"giver\", \"receiver\", \"amount\"}} "
                                "between two nations")
        gifts.append(GiftInTransit(giver=g["giver"], receiver=g["receiver"], amount=g["amount"]))
    return tuple(gifts)


def unit_entries(state: ClassicState) -> list[dict[str, Any]]:
    """Every army stack, then every fleet, as its scenario entry."""
    return ([{"type": "armies", "nation": a.nation, "at": a.at, "count": a.count} for a in state.armies]
            + [{"type": "ships", "nation": f.nation, "at": f.at, "count": f.ships, "aboard": f.aboard}
               for f in state.fleets])


def scenario_extras(state: ClassicState) -> dict[str, Any]:
    out: dict[str, Any] = {"start": {"turn": state.turn + 1}}
    if state.gifts:
        out["gifts"] = [{"giver": g.giver, "receiver": g.receiver, "amount": g.amount} for g in state.gifts]
    return out
