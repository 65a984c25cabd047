"""What a nation may order now, for the window's dialogs: where it can build and with what city
budget, whom it may trade with, where it may lay siege, and its standing battle orders."""

from __future__ import annotations

import msgspec

from engine.board import Board
from engine.rulesets.answers import OrderOptions
from engine.rulesets.succheesion.economy import CONTESTED, LOYAL, OCCUPIED
from engine.rulesets.succheesion.units import FORT, LAND_TYPES, SHIP_TYPES, SuccheesionState
from engine.rulesets.succheesion.work import Work


class SuccheesionOptions(OrderOptions, frozen=True, kw_only=True):
    """What a nation may order now: builds and their city budget, trade, sieges, battle orders."""
    treasury: int                          # hundredths of cheese
    city_budget: int                       # loyal cities
    militia_cities: int                    # occupied cities (Militia only)
    part_built_cities: int
    build: dict[str, list[str]]            # region -> the kinds it may build
    unit_costs: dict[str, int]
    build_limit: dict[str, int]
    trade_with: list[str]
    trades: dict[str, int]                 # partner -> cheese invested (hundredths)
    invest_max: int
    sieges: list[str]
    levels: list[int]
    spend_to_percent: int
    casualties_first: list[str]


def order_options(board: Board, state: SuccheesionState, nation: str) -> SuccheesionOptions:
    work = Work(board, state)
    index = work.index()
    status = {r.id: work.status(r.id, index.get(r.id, [])) for r in board.land()}
    loyal_cities = sum(state.cities.get(r, 0) for r, (st, who) in status.items() if st == LOYAL and who == [nation])
    occupied_cities = sum(state.cities.get(r, 0) for r, (st, who) in status.items()
                          if st == OCCUPIED and who == [nation])
    started = sum(p.cities_needed for p in state.part_builds if p.nation == nation)
    build: dict[str, list[str]] = {}
    for r, (st, who) in status.items():
        if who != [nation] or st == CONTESTED:
            continue
        kinds = [FORT]
        if state.cities.get(r, 0):
            kinds = (list(LAND_TYPES) if st == LOYAL else ["Militia"]) + kinds
            if st == LOYAL and board[r].attributes.get("port"):
                kinds += list(SHIP_TYPES)
        build[r] = kinds
    trade_with = [n for n in state.nation_names() if n != nation and not state.at_war(n, nation)]
    sieges = sorted({s.at for s in state.stacks if s.nation == nation and any(
        state.at_war(nation, f.nation) for f in state.forts if f.at == s.at)}, key=work.region_rank.__getitem__)
    standing = state.standing_of(nation)
    units = sum(s.count for s in state.stacks if s.nation == nation)
    return SuccheesionOptions(
        nation=nation,
        treasury=state.treasury_of(nation),
        city_budget=loyal_cities,
        militia_cities=occupied_cities,
        part_built_cities=started,
        build=build,
        unit_costs=dict(state.params["unit_costs"]),
        build_limit={r: state.cities.get(r, 0) for r in build},
        trade_with=trade_with,
        trades={(t.nations[0] if t.nations[1] == nation else t.nations[1]): t.invested
                for t in state.trades if nation in t.nations},
        invest_max=state.params["trade_invest_max"] * 100,
        sieges=sieges,
        levels=list(state.params["casualty_levels"]),
        spend_to_percent=standing.spend_to_percent,
        casualties_first=list(standing.casualties_first),
        eliminated=not build and not units and not any(f.nation == nation for f in state.fleets),
    )
