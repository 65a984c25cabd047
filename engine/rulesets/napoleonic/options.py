"""What a nation may order now, for the GUI's dialogs: they offer only what is allowed."""

from __future__ import annotations

from typing import Any

from engine.board import Board
from engine.rulesets.napoleonic import economy
from engine.rulesets.napoleonic.checks import eliminated, is_winter
from engine.rulesets.napoleonic.movement import Positions, legal_landings, legal_marches
from engine.rulesets.napoleonic.units import NapoleonicState
from engine.rulesets.napoleonic.work import Work
from engine.state import ALLIANCE, WAR


def order_options(board: Board, state: NapoleonicState, nation: str) -> dict[str, Any]:
    work = Work(board, state)
    work.begin_season()
    winter = is_winter(state)
    others = [n.name for n in state.nations if n.name != nation]
    status = {o: state.status(nation, o) for o in others}
    pos = Positions(work)
    corps = []
    for c in work.corps.values():
        if c.nation != nation:
            continue
        marches = {} if winter else legal_marches(work, c, pos=pos)
        landings = {} if winter else legal_landings(work, c)
        corps.append({"letter": c.letter, "at": c.at, "composition": c.composition(), "scout": c.scout,
                      "can_move": not winter and not c.new, "marches": marches, "landings": landings})
    squadrons = []
    for s in work.squadrons.values():
        if s.nation == nation:
            seas = [] if winter or s.new else [m for m, e in board.adjacent[s.at].items() if board[m].is_sea]
            squadrons.append({"number": s.number, "at": s.at, "moves": seas, "can_attack": not winter and not s.new})
    annexable = []
    if winter:
        for c in work.corps.values():
            owner = work.owners.get(c.at)
            if c.nation == nation and owner != nation and not (owner and work.allied(owner, nation)) \
                    and not economy.others_holding(work, nation, c.at):
                cost = state.params["annex_cost_neutral"] if owner is None else state.params["annex_cost_owned"]
                if c.at not in (a for a, _ in annexable):
                    annexable.append((c.at, cost))
    strait_seas = {e.sea for e in board.edges() if e.sea}
    controlled = sorted(sea for sea in strait_seas if pos.strait_controller(sea)[0] == nation)
    return {
        "eliminated": eliminated(state, nation),
        "winter": winter,
        "treasury": work.treasury[nation],
        "build_provinces": sorted(economy.build_provinces(work, nation), key=board.name),
        "build_seas": sorted(economy.build_seas(work, nation), key=board.name),
        "division_costs": dict(state.params["division_costs"]),
        "squadron_cost": economy.squadron_cost(work, nation),
        "conscription": {"used": work.counters[nation].get(economy.CONSCRIPTED, 0),
                         "limit": economy.conscription_limit(work, nation)},
        "corps": corps,
        "squadrons": squadrons,
        "annexable": annexable,
        "war": [o for o in others if status[o] not in (WAR, ALLIANCE)
                and state.relation(nation, o).broken_on != state.turn],
        "peace": [o for o in others if status[o] == WAR],
        "alliance": [o for o in others if status[o] != ALLIANCE],
        "break": [o for o in others if status[o] == ALLIANCE],
        "allies": [o for o in others if status[o] == ALLIANCE],
        "own_provinces": sorted((p for p, n in state.owners.items() if n == nation), key=board.name),
        "straits_controlled": controlled,
    }


def nation_summary(board: Board, state: NapoleonicState, nation: str) -> dict[str, Any]:
    """Treasury, provinces, the next Winter's income range and relations, for the nations panel."""
    n = state.nation(nation)
    provinces = [p for p, o in state.owners.items() if o == nation]
    value = sum(board[p].value for p in provinces)
    die = state.params["income_random_die"]
    work = Work(board, state)
    return {
        "name": nation, "colour": n.colour, "treasury": n.gold(), "provinces": len(provinces), "value": value,
        "income": (max(0, value - die), value + die),
        "war_upkeep": state.params["war_upkeep"] if state.enemies(nation) else 0,
        "at_war_with": sorted(state.enemies(nation)),
        "allied_with": sorted(state.friends(nation) - {nation}),
        "corps": sum(1 for c in state.corps if c.nation == nation),
        "divisions": sum(c.divisions for c in state.corps if c.nation == nation),
        "squadrons": sum(1 for s in state.squadrons if s.nation == nation),
        "conscription": {"used": n.counters.get(economy.CONSCRIPTED, 0),
                         "limit": economy.conscription_limit(work, nation)},
        "history": [(o, r.history) for r in state.relations for o in r.nations if nation in r.nations and o != nation],
    }
