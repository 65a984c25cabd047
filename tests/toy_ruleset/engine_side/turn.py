"""One toy turn: harvest, forts, marches, then clashes where two nations' militia meet."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.board import Board
from engine.combat import Stack, apply_manual, fight_odds
from engine.decisions import BattleKey, BattlesNeedResults, battle_results
from engine.dice import Dice
from engine.events import Event
from engine.order_sheet import OrderSheet
from engine.rulesets.base import Resolution
from engine.state import replace, with_nation

from toy_ruleset.engine_side.units import BuildFort, Clash, Fort, FortBuilt, Harvest, March, Marched, Militia, ToyState

LOSSES = ["militia"]


def play(board: Board, state: ToyState, orders: Mapping[str, OrderSheet], dice: Dice,
         overrides: Mapping[str, Any] | None) -> Resolution:
    p = state.params
    events: list[Event] = []
    forts = {f.at for f in state.forts}
    for n in state.nations:
        owned = [r for r, o in state.owners.items() if o == n.name]
        amount = sum(p["harvest_per_province"] + (p["fort_harvest"] if r in forts else 0)
                     + int(board[r].attributes.get("pasture", 0) or 0) for r in owned)
        amount += p.get("coop_bonus", 0) * len(owned)          # the "dairy" module
        if amount:
            state = with_nation(state, replace(n, treasury={**n.treasury, "cheese": n.treasury.get("cheese", 0) + amount}))
            events.append(Harvest(nation=n.name, amount=amount))
    new_forts = list(state.forts)
    troops: dict[tuple[str, str], int] = {}
    for m in state.militia:
        troops[(m.nation, m.at)] = troops.get((m.nation, m.at), 0) + m.count
    for nation, sheet in orders.items():
        for o in sheet.orders:
            if isinstance(o, BuildFort):
                n = state.nation(nation)
                if n.treasury.get("cheese", 0) >= p["fort_cost"] and o.at not in forts:
                    state = with_nation(state, replace(n, treasury={**n.treasury, "cheese": n.treasury["cheese"] - p["fort_cost"]}))
                    new_forts.append(Fort(nation=nation, at=o.at))
                    forts.add(o.at)
                    events.append(FortBuilt(nation=nation, at=o.at, cost=p["fort_cost"]))
            elif isinstance(o, March):
                troops[(nation, o.source)] -= o.count
                troops[(nation, o.to)] = troops.get((nation, o.to), 0) + o.count
                events.append(Marched(nation=nation, count=o.count, source=o.source, to=o.to))
    results = battle_results(overrides)
    waiting: list[tuple[BattleKey, str]] = []
    for place in sorted({at for (_, at), c in troops.items() if c > 0}):
        here = sorted(n for (n, at), c in troops.items() if at == place and c > 0)
        if len(here) < 2:
            continue
        a, b = here[:2]
        key = BattleKey((place,))
        sides = ([Stack(a, "militia", {"militia": troops[(a, place)]})], [Stack(b, "militia", {"militia": troops[(b, place)]})])
        before = (troops[(a, place)], troops[(b, place)])
        label = f"the clash at {board.name(place)}"
        if key in results:
            outcome = apply_manual(sides, results[key], label, LOSSES)
        elif p["combat_model"] == "manual":
            waiting.append((key, label))
            continue
        else:
            outcome = fight_odds(sides, p, dice, label, (a, b), LOSSES)
        troops[(a, place)], troops[(b, place)] = sides[0][0].counts["militia"], sides[1][0].counts["militia"]
        events.append(Clash(place=place, key=key.text, sides=(a, b), before=before,
                            losses=(before[0] - troops[(a, place)], before[1] - troops[(b, place)]),
                            rounds=tuple(outcome.rounds), winner=outcome.winner))
    if waiting:
        raise BattlesNeedResults.waiting(waiting)
    militia = tuple(Militia(nation=n, at=at, count=c) for (n, at), c in sorted(troops.items()) if c > 0)
    return Resolution(replace(state, turn=state.turn + 1, militia=militia, forts=tuple(new_forts)), tuple(events))
