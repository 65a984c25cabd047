"""A power's land step: corps move area by area, stopping where enemy corps stand; a module may then
interrupt the step (eia_sop: Austria's insurrection corps); then the declared attacks are fought
(land_combat)."""

from __future__ import annotations

import msgspec

from engine.board import Board
from engine.events import OrderFailed
from engine.rulesets.eia.events import Moved
from engine.rulesets.eia.asking import Asking, listing, read_several
from engine.rulesets.eia.choices import CombatOrder
from engine.rulesets.eia.decisions import Key
from engine.rulesets.eia.land_combat import fight
from engine.rulesets.eia.orders import Attack, MoveCorps
from engine.rulesets.eia.refusals import insurrection_attack_refusal, insurrection_refusal
from engine.rulesets.eia.work import Work


def land_step(w: Work, board: Board, nation: str, moves: list[MoveCorps], attacks: list[Attack],
              insurrection_only: bool = False) -> list[str]:
    """Moves, the modules' interruptions, then combats. Returns steps to insert after this one."""
    entered: list[str] = []
    for order in moves:
        i = next((i for i, c in enumerate(w.corps) if c.nation == nation
                  and c.designation.casefold() == order.corps.casefold()), None)
        if i is None:
            w.events.append(OrderFailed(nation=nation, order=f"corps {order.corps}", reason="no such corps"))
            continue
        why = insurrection_refusal(w.corps[i]) if insurrection_only else None
        if why:
            w.events.append(OrderFailed(nation=nation, order=f"corps {order.corps}", reason=why))
            continue
        allowed = w.move_allowed(w.corps[i].label, " - ".join(board.name(a) for a in order.path),
                                 w.house.land_move_allowance)
        if allowed:
            entered += _march(w, i, order.path)
        elif allowed is False:
            w.events.append(OrderFailed(nation=nation, order=f"corps {order.corps}", reason="the GM refused the move"))
    extra = [step for m in w.modules for step in m.land_moved(w, board, nation, entered)]
    if insurrection_only:
        for a in sorted({a.area for a in attacks}):
            why = insurrection_attack_refusal(w.corps, nation, a, board.name(a))
            if why:
                w.events.append(OrderFailed(nation=nation, order=f"attack {board.name(a)}", reason=why))
                attacks = [o for o in attacks if o.area != a]
    areas = sorted({a.area for a in attacks})
    if len(areas) > 1:
        where = {board.name(a): a for a in areas}
        chosen = w.choose("7.5.1.3 order of land combats", CombatOrder(areas),
                          lambda order: "combats in the order " + ", ".join(board.name(a) for a in order),
                          Asking(key=Key.of("combats", nation).text, who=nation,
                                 read=read_several(Key.of("combats", nation).text, where, "areas", every=True),
                                 question=f"in which order does {nation} fight its combats in {listing(list(where))} "
                                          "(the areas, separated by commas)?"))
        if chosen is None:
            return extra
        areas = chosen
    for area in areas:
        fight(w, board, nation, area, insurrection_only)
    return extra


def _march(w: Work, i: int, path: tuple[str, ...]) -> list[str]:
    corps = w.corps[i]
    went, stopped = [path[0]], ""
    for area in path[1:]:
        went.append(area)
        if any(c.at == area and w.state.at_war(c.nation, corps.nation) for c in w.corps):
            stopped = "enemy corps stand there"
            break
    w.corps[i] = msgspec.structs.replace(corps, at=went[-1], in_city=False)
    w.events.append(Moved(nation=corps.nation, unit=corps.label, path=tuple(went), stopped=stopped))
    return went[1:]
