"""What a nation may order now, for the GUI's dialogs (they offer only what is allowed), and
the figures of the nations dock."""

from __future__ import annotations

import msgspec

from engine.board import Board
from engine.rulesets.answers import Fact, Figure, NationFigures, OrderOptions
from engine.rulesets.declarations import Resource
from engine.rulesets.classic import economy
from engine.rulesets.classic.movement import coast_of, coast_seas, land_neighbours, sea_neighbours
from engine.rulesets.classic.units import ClassicState
from engine.rulesets.classic.work import Work


def spendable(board: Board, state: ClassicState, nation: str) -> int:
    """The gold the nation will have for purchases and gifts this turn: after gifts arrive,
    embezzlement, income and upkeep."""
    work = Work(board, state)
    economy.start_of_turn(work)
    return work.treasury[nation]


class ArmyChoices(msgspec.Struct, frozen=True, kw_only=True):
    """A stack of armies and where it may go: on foot, attacking, or by the ships in each sea."""
    at: str
    count: int
    moves: list[str]
    attacks: list[str]
    by_sea: dict[str, list[str]]           # sea of the nation's ships -> provinces they may land in


class FleetChoices(msgspec.Struct, frozen=True, kw_only=True):
    at: str
    ships: int
    aboard: int
    moves: list[str]
    landings: list[str]
    others_here: list[str]                 # other nations' ships in the same sea


class ClassicOptions(OrderOptions, frozen=True, kw_only=True):
    """What a classic nation may order now: purchases, gifts, moves of its armies and fleets."""
    treasury: int
    spendable: int
    army_cost: int
    ship_cost: int
    ship_capacity: int
    buy_provinces: list[str]
    buy_seas: list[str]
    armies: list[ArmyChoices]
    fleets: list[FleetChoices]
    gift_to: list[str]
    condition_subjects: list[str]


def order_options(board: Board, state: ClassicState, nation: str) -> ClassicOptions:
    p = state.params
    rank = {r.id: i for i, r in enumerate(board)}
    owned = sorted((pr for pr, n in state.owners.items() if n == nation), key=rank.__getitem__)
    buy_seas = sorted({s for pr in owned for s in coast_seas(board, pr) if board[s].is_sea},
                      key=rank.__getitem__)
    armies = []
    for a in state.armies:
        if a.nation != nation:
            continue
        landings: dict[str, list[str]] = {}
        for sea in coast_seas(board, a.at):
            if state.fleet(nation, sea) is not None:
                reach = [sea] + sea_neighbours(board, sea)
                landings[sea] = sorted({pr for s in reach for pr in coast_of(board, s) if pr != a.at},
                                       key=rank.__getitem__)
        armies.append(ArmyChoices(at=a.at, count=a.count, moves=land_neighbours(board, a.at),
                                  attacks=[pr for pr in land_neighbours(board, a.at)
                                           if state.owner(pr) not in (None, nation)],
                                  by_sea=landings))
    fleets = []
    for f in state.fleets:
        if f.nation != nation:
            continue
        reach = [f.at] + sea_neighbours(board, f.at)
        fleets.append(FleetChoices(
            at=f.at, ships=f.ships, aboard=f.aboard, moves=sea_neighbours(board, f.at),
            landings=sorted({pr for s in reach for pr in coast_of(board, s)}, key=rank.__getitem__),
            others_here=sorted({g.nation for g in state.fleets if g.at == f.at and g.nation != nation})))
    return ClassicOptions(
        nation=nation,
        eliminated=state.eliminated(nation),
        treasury=state.nation(nation).gold(),
        spendable=spendable(board, state, nation),
        army_cost=p["army_cost"],
        ship_cost=p["ship_cost"],
        ship_capacity=p["ship_capacity"],
        buy_provinces=owned,
        buy_seas=buy_seas,
        armies=armies,
        fleets=fleets,
        gift_to=[n.name for n in state.nations if n.name != nation],
        condition_subjects=[n.name for n in state.nations],
    )


def nation_figures(board: Board, state: ClassicState, nation: str, gold: Resource) -> NationFigures:
    """Treasury, gold to spend, provinces, income, upkeep, units and gold on its way, for the nations dock."""
    n = state.nation(nation)
    p = state.params
    provinces = sum(1 for o in state.owners.values() if o == nation)
    armies = state.army_count(nation) + state.aboard_count(nation)
    aboard = state.aboard_count(nation)
    ships = state.ship_count(nation)
    income = provinces * p["income_per_province"]
    upkeep = economy.upkeep_due(p, armies, ships)
    arriving = sum(g.amount for g in state.gifts if g.receiver == nation)
    sent = sum(g.amount for g in state.gifts if g.giver == nation)
    gifts = ", ".join(part for part in (f"+{gold.format_amount(arriving)} arriving" if arriving else "",
                                        f"{gold.format_amount(sent)} sent" if sent else "") if part)
    figures = (
        Figure(label="Gold", amount=n.gold(), resource=gold, meaning="Treasury now"),
        Figure(label="To spend", amount=spendable(board, state, nation), resource=gold,
               meaning="Gold for purchases and gifts this turn: the treasury once gifts arrive, "
                       "after embezzlement, income and upkeep"),
        Figure(label="Provinces", amount=provinces, meaning="Provinces owned"),
        Figure(label="Income", amount=income, resource=gold, signed=True,
               meaning=f"{p['income_per_province']} gold a province, every turn"),
        Figure(label="Upkeep", amount=-upkeep, resource=gold, signed=True,
               meaning=f"{p['army_upkeep']} gold an army, {p['ship_upkeep']} a ship beyond the first {p['free_ships']}"),
        Figure(label="Armies", amount=armies, text=f"{armies} ({aboard} aboard)" if aboard else "",
               meaning="Armies, on land and aboard ships"),
        Figure(label="Ships", amount=ships, meaning="Ships at sea"),
        Figure(label="Gifts", text=gifts, meaning="Gold on its way: it arrives at the start of the next turn"),
    )
    return NationFigures(nation=nation, figures=figures, eliminated=state.eliminated(nation))


def region_summary(board: Board, state: ClassicState, region: str) -> tuple[Fact, ...]:
    """What the region inspector says of a province or sea."""
    p = state.params
    if board[region].is_land:
        return (Fact("Owner", state.owner(region) or "neutral"),
                Fact("Income", f"{p['income_per_province']} gold a turn to its owner"))
    if board[region].is_sea:
        coasts = {state.owner(pr) for pr in coast_of(board, region)} - {None}
        buyers = [n.name for n in state.nations if n.name in coasts]
        return (Fact("Ships may be bought here by", ", ".join(buyers) or "nobody"),)
    return ()
