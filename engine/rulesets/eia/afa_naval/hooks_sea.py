"""Where the eia core calls seed 003 V-VIII and X (module afa_naval) in a power's naval step: squadrons
formed, joined and moved, combined fleets, corps transport limits, months and supply at sea, and what
the sea-battle question tells the GM (reached through `AfaNaval`'s hooks)."""

from __future__ import annotations

from typing import Sequence

import msgspec

from engine.board import Board
from engine.errors import BerthierError, NotAllowed
from engine.events import OrderFailed
from engine.order_sheet import NOT_ALLOWED, Order, OrderSheet, Rejections
from engine.rulesets.eia.afa_naval import at_sea, squadrons
from engine.rulesets.eia.afa_naval.orders import FormSquadron, JoinSquadron, SeaOrder
from engine.rulesets.eia.decisions import GM, Decision, key_part
from engine.rulesets.eia.events import Changed, Moved, Procedure
from engine.rulesets.eia.orders import MoveFleet
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.units import Corps, Fleet
from engine.rulesets.eia.work import Work
from engine.rulesets.eia import wording as say

COMBINED = "seed 003 VII combined fleets"


def _apply(fleets: list[Fleet], corps: list[Corps], order: SeaOrder, params: dict) -> list[Fleet]:
    if isinstance(order, FormSquadron):
        return squadrons.form(fleets, corps, order, params)
    return squadrons.join(fleets, order)


def formed(sheet: OrderSheet, state: EiaState, board: Board, rejections: Rejections) -> EiaState:
    """The state with the sheet's squadrons formed and joined in the order written, so that a move
    after them is checked against it; a formation or join that breaks a rule is refused with why."""
    if state.current_step != f"{sheet.nation} naval":
        return state
    fleets = list(state.fleets)
    for i, order in enumerate(sheet.orders):
        if isinstance(order, SeaOrder):
            try:
                fleets = _apply(fleets, list(state.corps), order, state.params)
            except NotAllowed as e:
                rejections.reject(i, NOT_ALLOWED, e.reason)
    return msgspec.structs.replace(state, fleets=tuple(fleets))


def _fleet(fleets: Sequence[Fleet], nation: str, name: str, squadron: bool) -> Fleet | None:
    return next((f for f in fleets if f.nation == nation and f.squadron == squadron and f.ships
                 and f.name.casefold() == name.casefold()), None)


def _aboard(corps: Sequence[Corps], fleet: Fleet) -> list[Corps]:
    return [c for c in corps if c.aboard and c.nation == fleet.nation and c.aboard == fleet.name and not fleet.squadron]


def check(order: Order, state: EiaState, board: Board) -> None:
    """Seed 003's limits on a naval-step order: squadrons only in the nation's own naval step and only
    between ports and fleets, 8 sea areas at most; a corps no bigger than a fleet counter carries; a
    corps three months at sea lands."""
    if isinstance(order, SeaOrder) and state.current_step != f"{order.nation} naval":
        raise NotAllowed(f"it is the {state.current_step} step: squadrons are formed and joined in "
                         f"{order.nation}'s own naval step (seed 003 VI)")
    if not isinstance(order, MoveFleet):
        return
    fleet = _fleet(state.fleets, order.nation, order.fleet, order.squadron)
    if fleet is None:
        return
    ends_in_port = board[order.path[-1]].is_land
    if order.squadron:
        if order.carrying:
            raise NotAllowed(f"{fleet.label} is a squadron: corps go aboard fleets (seed 003 V counts fleet counters)")
        friendly = {f.at for f in state.fleets if f.ships and not f.squadron and not f.in_port
                    and f.nation in state.friends(fleet.nation)}
        start = "port" if fleet.in_port else "fleet" if fleet.at in friendly else "sea"
        end = "port" if ends_in_port else "fleet" if order.path[-1] in friendly else "sea"
        at_sea.check_squadron_move(start, end, sum(board[a].is_sea for a in order.path[1:]), state.params)
    for c in _aboard(state.corps, fleet):
        if at_sea.must_land(msgspec.structs.replace(c, months_at_sea=c.months_at_sea + 1), state.params) \
                and not ends_in_port:
            raise NotAllowed(f"{c.label} aboard {fleet.label} reaches {say.months(c.months_at_sea + 1)} at sea and must "
                             "land: end the move in a port (seed 003 V A)")
    carried = next((c for c in state.corps if c.nation == order.nation
                    and c.designation.casefold() == order.carrying.casefold()), None) if order.carrying else None
    if carried is not None:
        at_sea.check_transport([carried], 1, state.params)


def naval_step_begins(w: Work, nation: str, orders: list) -> None:
    """The nation's turn at sea begins: its fleets stand stacked as they are (VII), its squadrons are
    formed and joined in the order written (VI), its corps aboard count a month more at sea and are
    supplied (V A, V D)."""
    w.fleets = [msgspec.structs.replace(f, stacked_at_start=True) if f.nation == nation else f for f in w.fleets]
    for order in orders:
        if isinstance(order, SeaOrder) and order.nation == nation:
            try:
                w.fleets = _apply(w.fleets, w.corps, order, w.params)
            except NotAllowed as e:
                w.events.append(OrderFailed(nation=nation, order=_said(order), reason=e.reason))
                continue
            w.events.append(Changed(nation=nation, text=f"{_said(order)} (seed 003 VI)", public=False,
                                    private_to=(nation,)))
    w.corps = [msgspec.structs.replace(c, months_at_sea=c.months_at_sea + 1) if c.nation == nation and c.aboard
               else c for c in w.corps]
    _supply(w, nation)


def _said(order: SeaOrder) -> str:
    if isinstance(order, FormSquadron):
        return f"squadron {order.squadron} of {say.ships(order.ships)} formed from fleet {order.fleet}"
    return f"squadron {order.squadron} joins fleet {order.fleet}"


def _supply(w: Work, nation: str) -> None:
    """V D: corps at sea pay for supply, at the house rate or as the GM says."""
    got = at_sea.sea_supply(nation, w.corps, w.params)
    if got == 0:
        return
    if isinstance(got, Decision):
        said = w.ask(got)
        if said is None:
            return
        if not (said.isascii() and said.isdigit() and len(said) <= 6):
            raise BerthierError(f"--decide {got.key}={said!r}: not understood; write the money {nation} pays, e.g. 2")
        got = int(said)
    if nation not in w.powers or not any(c.nation == nation and c.aboard for c in w.corps):
        return
    money = w.powers[nation].money
    paid = min(got, money)
    w.set_power(nation, money=money - paid)
    w.events.append(Changed(nation=nation, text=f"{nation} pays {paid} money to supply its corps at sea (seed 003 V D)"
                            + (f"; {got - paid} short: EiA's rules for unsupplied corps are the GM's" if paid < got else ""),
                            public=False, private_to=(nation,)))


def room_aboard(w: Work, carrier: Fleet, c: int) -> bool:
    """V B-C: the carrier takes the corps only if it fits beside those already aboard (10 a counter)."""
    corps = w.corps[c]
    try:
        at_sea.check_transport([x for x in _aboard(w.corps, carrier) if x != corps] + [corps], 1, w.params)
    except NotAllowed as e:
        w.events.append(OrderFailed(nation=carrier.nation, order=f"{carrier.label} carrying {corps.label}",
                                    reason=f"not allowed (seed 003 V): {e.reason}"))
        return False
    return True


def fighting_as_one(w: Work, enemies: list[Fleet]) -> list[Fleet]:
    """VII: only the enemy fleets stacked at the start of their turn intercept and fight as one."""
    return squadrons.fighting_as_one(enemies)


def battle_notes(w: Work, board: Board, own: Sequence[Fleet], enemies: Sequence[Fleet], sea: str) -> str:
    """What the GM's sea-battle question must carry: a squadron's -1 and no weather gauge, Venice's -1,
    the fleets that fight as one and those apart, and that a squadron's battle gives no victory points."""
    fleet = own[0]
    notes = modifier_notes(w, [(f.label, f.nation, f.squadron) for f in [*own, *enemies]])
    apart = [f for f in w.fleets if f.at == sea and not f.in_port and f.ships and f not in enemies
             and w.state.at_war(f.nation, fleet.nation)]
    if apart:
        notes.append("fighting as one (stacked at the start of the turn): " + ", ".join(f.label for f in enemies)
                     + "; apart, joined during the turn, they may attack only on their own: "
                     + ", ".join(f.label for f in apart))
    if any(f.squadron for f in [*own, *enemies]):
        notes.append("a squadron's battle gives no victory points (seed 003 VI B): Berthier grants none for sea "
                     "battles, so none are to be taken away")
    return f" ({'; '.join(notes)})" if notes else ""


def modifier_notes(w: Work, fleets: Sequence[tuple[str, str, bool]]) -> list[str]:
    """Each fleet's modifiers to its combat die in any sea battle: a squadron's -1 and no weather gauge
    (VI B), "Venice receives a -1 to its combat die roll" (X); `fleets` as (label, nation, squadron)."""
    notes = []
    for label, nation, squadron in fleets:
        total = at_sea.combat_modifier(nation, squadron, w.params)
        parts = ([f"squadron {w.params['squadron_combat']:+d}"] if squadron else []) + (
            [f"{nation} {w.params['combat_modifiers'][nation]:+d}"] if nation in w.params["combat_modifiers"] else [])
        if total or squadron:
            notes.append(f"{label} {total:+d} to its combat die ({', '.join(parts)})"
                         + (", never the weather gauge" if squadron else ""))
    return notes


def sea_battle_notes(w: Work, fleets: Sequence[tuple[str, str, bool]]) -> str:
    """The modifiers of `modifier_notes` as the bracket a sea-battle question ends with ('' without any)."""
    notes = modifier_notes(w, fleets)
    return f" ({'; '.join(notes)})" if notes else ""


def naval_step_ends(w: Work, board: Board, nation: str) -> None:
    """VII: a fleet that joined friendly fleets it did not start with attacks on its own until its
    next naval step. V A: a corps three months at sea must land (the GM says where); the month
    before, its owner is warned."""
    start = {e.unit: e.path[0] for e in w.events if isinstance(e, Moved)}
    friends = w.state.friends(nation)
    for k, f in enumerate(w.fleets):
        if f.nation != nation or not f.moved or not f.ships:
            continue
        met = [g for g in w.fleets if g is not f and g.ships and g.nation in friends
               and (g.at, g.in_port) == (f.at, f.in_port) and start.get(g.label, g.at) != start.get(f.label, f.at)]
        if met:
            w.fleets[k] = msgspec.structs.replace(f, stacked_at_start=False)
            w.procedure(COMBINED, lambda: None, lambda _: f"{f.label} joined {', '.join(g.label for g in met)} during "
                        f"the turn: it attacks only on its own until {nation}'s next naval step")
    for k, c in enumerate(w.corps):
        fleet = _fleet(w.fleets, c.nation, c.aboard, False) if c.aboard and c.nation == nation else None
        if fleet is None or fleet.in_port:
            continue
        if at_sea.must_land(c, w.params):
            _land(w, board, k, fleet)
        elif c.months_at_sea == w.params["months_at_sea"] - 1:
            w.events.append(Changed(nation=nation, text=f"{c.label} has been at sea {say.months(c.months_at_sea)} aboard "
                                    f"{fleet.label}: it must land by {nation}'s next naval step (seed 003 V A)",
                                    public=False, private_to=(nation,)))


def _land(w: Work, board: Board, k: int, fleet: Fleet) -> None:
    c = w.corps[k]
    coast = tuple(sorted(board.name(a) for a in board.neighbours(fleet.at) if board[a].is_land))
    where = w.ask(Decision(key=f"must land.{key_part(c.label)}", who=GM, kind="landing",
                           question=f"{c.label} has been at sea {say.months(c.months_at_sea)} aboard {fleet.label} and must "
                                    f"land (seed 003 V A): on which coast of {board.name(fleet.at)} does it land?",
                           choices=coast))
    if where is None:
        return
    area = board.find(where).id
    if not board[area].is_land:
        raise BerthierError(f"--decide must land.{key_part(c.label)}={where!r}: not allowed; {c.label} lands in a land area")
    w.corps[k] = msgspec.structs.replace(c, at=area, aboard="", months_at_sea=0, in_city=False)
    w.events.append(Changed(nation=c.nation, text=f"{c.label} lands in {board.name(area)} after "
                                                  f"{say.months(c.months_at_sea)} at sea (seed 003 V A)"))


def aboard_note(state: EiaState, c: Corps) -> str:
    """A corps line of its owner's report: the fleet it is aboard and its months at sea."""
    if not c.aboard:
        return ""
    return f" (aboard fleet {c.aboard}, {c.months_at_sea} of {say.months(state.params['months_at_sea'])} at sea)"
