"""Where the eia core calls module afa_naval's breakouts (seed 003 IX): a fleet leaves the map with its
written orders, the enemy pursues, intercepts, trails or fights, and the fleet comes back when due."""

from __future__ import annotations

from typing import Sequence

import msgspec

from engine.board import Board
from engine.errors import BerthierError
from engine.events import OrderFailed
from engine.rulesets.eia.afa_naval import hooks as afa
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.afa_naval import breakouts as bo
from engine.rulesets.eia.afa_naval.orders import (OFF_MAP, WEST_INDIES, BreakOut, InterceptOffMap, Pursue, Return,
                                                  format_fleet_order)
from engine.rulesets.eia.afa_naval.state import AFA_STATE, AfaState, OffMap
from engine.rulesets.eia.decisions import GM, Decision, Key, pair, within
from engine.rulesets.eia.events import Changed
from engine.rulesets.eia.afa_naval.hooks_sea import sea_battle_notes
from engine.rulesets.eia.asking import Asking, listing, yes_no
from engine.rulesets.eia.choices import InterceptionAttempt
from engine.rulesets.eia.refusals import failure
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.units import Fleet
from engine.rulesets.eia.work import Work
from engine.rulesets.eia import wording as say

PURSUIT_CHOICES = ("no pursuit", OFF_MAP, WEST_INDIES)


def west_edge(board: Board, params: dict) -> list[str]:
    """The west map edge's sea areas: the parameter, else the sea areas next to the West Indies box."""
    named = [a for a in params.get("west_map_edge") or [] if a in board]
    box = params.get("west_indies_box", "")
    if named or box not in board:
        return sorted(named)
    return sorted(n for n in board.neighbours(box) if board[n].is_sea and n != box)


NOT_BOTH_IN_WEST_INDIES = "both fleets must be in the West Indies"


def fail(w: Work, order, reason: str) -> None:
    w.events.append(OrderFailed(nation=order.nation, order=format_fleet_order(order), reason=reason,
                                public=False, private_to=(order.nation,)))


def fleet_index(w: Work, nation: str, name: str) -> int | None:
    return next((i for i, f in enumerate(w.fleets)
                 if f.nation == nation and f.name.casefold() == name.casefold()), None)


def sea_battle(w: Work, base: Key, place: str, sides: tuple[str, str], notes: str = "",
               had: tuple[int, int] | None = None) -> tuple[str, int, int] | None:
    """EiA's naval combat is the GM's, as in the core: the winner and each side's losses (`notes`: the
    modifiers to the combat die the question shows; `had`: the ships each side had, which its losses
    cannot exceed)."""
    winner = w.ask(Decision(key=base.at("winner").text, who=GM, kind="naval combat",
                            question=f"who wins the sea battle {place}?{notes}", choices=sides))
    losses = w.ask(Decision(key=base.at("losses").text, who=GM, kind="naval combat",
                            question=f"ships lost {place}, as '{sides[0]}-{sides[1]}' (e.g. 2-1)"))
    if winner is None or losses is None:
        return None
    first, second = pair(losses, f"--decide {base}.losses", "ships")
    if had is not None:
        within(f"--decide {base}.losses={losses}", place, "ship",
               [(sides[0], first, had[0]), (sides[1], second, had[1])])
    return winner, first, second


def return_fleet(w: Work, board: Board, order: Return) -> None:
    """A due fleet comes back where the seed lets it: off the map, the area it left or one next to it;
    from the West Indies, any west map edge area. It ends its move there."""
    why = return_refusal(AFA_STATE.at(w), board, w.params, order)
    if why:
        return fail(w, order, why)
    entry = bo.find(AFA_STATE.at(w), order.nation, order.fleet)
    assert entry is not None                 # return_refusal found it
    _place(w, board, entry, order.area)


def return_refusal(afa: AfaState, board: Board, params: dict, order: Return) -> str | None:
    """Why a fleet off the map may not come back where ordered this month (not due, or not an area it
    may return to), or None; the same when the orders are entered and in the step."""
    entry = bo.find(afa, order.nation, order.fleet)
    if entry is None:
        return f"{order.nation} fleet {order.fleet} is not off the map"
    if entry.months_left:
        return ("it has not reached the West Indies: no turning back" if not bo.in_west_indies(entry, params)
                else f"a pursuer sent to the West Indies cannot return for {entry.months_left} more {say.verb(entry.months_left, 'month', 'months')}")
    areas = bo.return_areas(entry, geo.sea_graph(board), west_edge(board, params))
    if order.area not in areas:
        return f"it may return to {listing([board.name(a) for a in areas], 'or')}, not {board.name(order.area)}"
    return None


def due_returns(w: Work, board: Board, nation: str) -> None:
    """A fleet that went off the map MUST return the month after: without its player's order the GM
    names the area (`offmap.NATION_fleet_NAME.return`)."""
    for entry in [o for o in AFA_STATE.at(w).off_map if o.nation == nation and o.orders == OFF_MAP and not o.months_left]:
        areas = bo.return_areas(entry, geo.sea_graph(board), west_edge(board, w.params))
        got = w.ask(Decision(key=Key.of("offmap", entry.label, "return").text, who=GM, kind="breakout",
                             question=f"{entry.label} returns from off the map: into which area?",
                             choices=tuple(board.name(a) for a in areas)))
        if got is not None:
            _place(w, board, entry, next(a for a in areas if board.name(a) == got))


def _place(w: Work, board: Board, entry: OffMap, area: str) -> None:
    taken = {f.name.casefold() for f in w.fleets if f.nation == entry.nation}
    name = next(n for n in (entry.fleet, *(f"{entry.fleet} {k}" for k in range(2, len(taken) + 3)))
                if n.casefold() not in taken)
    w.fleets.append(Fleet(nation=entry.nation, name=name, at=area, ships=entry.ships, damaged=entry.damaged,
                          moved=True))
    AFA_STATE.set(w, bo.returned(AFA_STATE.at(w), entry))
    w.events.append(Changed(nation=entry.nation, text=f"{entry.label} returns to the map in {board.name(area)}"
                            + (f" (as fleet {name}: the name is taken)" if name != entry.fleet else "")))


def break_out(w: Work, board: Board, order: BreakOut, pursuits: Sequence[Pursue], used: set[int]) -> None:
    """A: the fleet leaves from a west map edge sea area (a fleet in port first leaves port, VIII);
    the enemy learns that it left, not its orders. B: the enemy's pursuit follows at once."""
    i = fleet_index(w, order.nation, order.fleet)
    if i is None:
        return fail(w, order, "no such fleet on the map")
    fleet = w.fleets[i]
    aboard = [c.label for c in w.corps if c.nation == fleet.nation and c.aboard == fleet.name and c.factors]
    if aboard:
        return fail(w, order, f"it carries {', '.join(aboard)}: a fleet breaks out without corps aboard")
    edge = west_edge(board, w.params)
    seas = sorted({s for _, opens in geo.ports(board, fleet.at) for s in opens}) if fleet.in_port else [fleet.at]
    exits = [s for s in seas if s in edge and (not order.via or s == order.via)]
    if not exits:
        return fail(w, order, f"{' or '.join(board.name(s) for s in seas) or 'its port'} is not on the west map edge "
                               f"({', '.join(board.name(s) for s in edge) or 'this map has none'}): sail there first")
    if not afa.leaves_port(w, i):
        return fail(w, order, "it did not leave port")
    try:
        AFA_STATE.set(w, bo.break_out(AFA_STATE.at(w), fleet.nation, fleet.name, order.to, exits[0], w.params,
                                      ships=fleet.ships, damaged=fleet.damaged))
    except BerthierError as e:
        return fail(w, order, failure(e))
    del w.fleets[i]
    w.events.append(Changed(nation=fleet.nation, text=f"{fleet.label} ({say.ships(fleet.ships)}) breaks out from "
                            f"{board.name(exits[0])} and leaves the map"))
    w.events.append(Changed(nation=fleet.nation, text=f"{fleet.label}'s written orders: " + (
        "to the West Indies (two months, no turning back)" if order.to == WEST_INDIES
        else "off the map, back next month where it left or next to it"), public=False, private_to=(fleet.nation,)))
    quarry = bo.find(AFA_STATE.at(w), fleet.nation, fleet.name)
    if quarry is not None:
        pursue(w, board, quarry, pursuits, used)


def pursue(w: Work, board: Board, quarry: OffMap, pursuits: Sequence[Pursue], used: set[int]) -> None:
    """B: every enemy fleet at sea in the area left or next to it announces its pursuit, by order or when
    asked; C: a pursuer tries the interception at once."""
    reach = {quarry.exited_from, *geo.sea_graph(board).get(quarry.exited_from, [])}
    near = sorted((f for f in w.fleets if f.ships and not f.in_port and f.at in reach
                   and w.state.at_war(f.nation, quarry.nation)), key=lambda f: f.label)
    for fleet in near:
        n, order = next(((n, p) for n, p in enumerate(pursuits) if p.nation == fleet.nation
                         and p.fleet.casefold() == fleet.name.casefold()
                         and p.quarry.casefold() in ("", quarry.fleet.casefold())), (None, None))
        choice: str | None
        if order is not None and n is not None:
            used.add(n)
            choice, then = order.to or PURSUIT_CHOICES[0], order.then
        else:
            choice, then = w.ask(Decision(
                key=Key.of("breakout", quarry.label, "pursuit", fleet.label).text, who=fleet.nation, kind="pursuit",
                question=f"{quarry.label} breaks out from {board.name(quarry.exited_from)}: does {fleet.label} "
                         "pursue, and where?", choices=PURSUIT_CHOICES)), ""
        if choice in (None, PURSUIT_CHOICES[0]):
            continue
        AFA_STATE.set(w, bo.break_out(AFA_STATE.at(w), fleet.nation, fleet.name, choice, fleet.at, w.params,
                                      pursuit=True, ships=fleet.ships, damaged=fleet.damaged, pursuing=quarry.label))
        w.fleets.remove(fleet)
        w.events.append(Changed(nation=fleet.nation, text=f"{fleet.label} pursues {quarry.label} "
                                + ("to the West Indies" if choice == WEST_INDIES else "off the map")))
        hunter = bo.find(AFA_STATE.at(w), fleet.nation, fleet.name)
        if hunter is not None:
            intercept(w, board, hunter, quarry, then, in_west_indies=False)


def intercept_in_west_indies(w: Work, board: Board, order: InterceptOffMap) -> None:
    """E: with both fleets in the West Indies, an interception on 1-3."""
    hunter, quarry = west_indies_pair(AFA_STATE.at(w), w.state, w.params, order)
    if hunter is None or quarry is None:
        return fail(w, order, NOT_BOTH_IN_WEST_INDIES)
    intercept(w, board, hunter, quarry, order.then, in_west_indies=True)


def west_indies_pair(afa: AfaState, state: EiaState, params: dict, order: InterceptOffMap
                     ) -> tuple[OffMap | None, OffMap | None]:
    """The hunter and its quarry when both are in the West Indies (else Nones): checked when the orders
    are entered and in the step."""
    hunter = bo.find(afa, order.nation, order.fleet)
    quarry = next((o for o in afa.off_map if o.fleet.casefold() == order.quarry.casefold()
                   and state.at_war(o.nation, order.nation)), None)
    if hunter is None or quarry is None or not (bo.in_west_indies(hunter, params)
                                                and bo.in_west_indies(quarry, params)):
        return None, None
    return hunter, quarry


def intercept(w: Work, board: Board, hunter: OffMap, quarry: OffMap, then: str, in_west_indies: bool) -> None:
    """C: 1 off the map (E: 1-3 in the Indies); the interceptor fights or trails; a trailed fleet reveals
    its orders and may force combat on 5 or less."""
    dice = w.dice.stream(f"breakout:{quarry.label}")
    hunter = bo.find(AFA_STATE.at(w), hunter.nation, hunter.fleet) or hunter          # as a battle earlier left them
    quarry = bo.find(AFA_STATE.at(w), quarry.nation, quarry.fleet) or quarry
    both = tuple(sorted({hunter.nation, quarry.nation}))
    rule = "seed 003 IX E interception in the West Indies" if in_west_indies else "seed 003 IX C interception"
    caught = w.procedure(rule, lambda: bo.intercepts(dice, hunter.label, quarry.label, w.params, in_west_indies),
                         lambda c: f"{hunter.label} {'intercepts' if c else 'fails to intercept'} {quarry.label}")
    _private(w, both)
    if not caught:
        return
    where = board.name(quarry.exited_from) if not in_west_indies else "West Indies"
    base = Key.of("offmap", where, quarry.label, hunter.label)
    before = len(w.events)
    choice = then or w.ask(Decision(key=base.at("intercepted").text, who=hunter.nation, kind="interception",
                                    question=f"{hunter.label} has intercepted {quarry.label}: fight or trail?",
                                    choices=("fight", "trail")))
    _private(w, both, before)                  # the answer, like the roll, is the two powers' business
    if choice == "fight":
        return _battle(w, board, hunter, quarry, base, in_west_indies)
    if choice is None:
        return
    w.events.append(Changed(nation=hunter.nation, text=f"{hunter.label} trails {quarry.label}, whose orders are: "
                            f"{bo.trailed(AFA_STATE.at(w), quarry.nation, quarry.fleet)}", public=False,
                            private_to=(hunter.nation,)))
    # C 3 is the quarry's choice, as 6.2.3's interception: eia_sop tries it when the trailer has fewer
    # ships; without a module that settles it, its power is asked
    before = len(w.events)
    tries = w.choose("6.2.3 interception (seed 003 IX C 3)", InterceptionAttempt(quarry.ships, hunter.ships),
                     lambda t: f"{quarry.label} ({say.ships(quarry.ships)} against {hunter.ships}) "
                               + ("tries to force combat" if t else "does not try to force combat"),
                     Asking(key=base.at("force").text, who=quarry.nation,
                            choices=yes_no("force combat", "do not force combat"),
                            question=f"{quarry.label}, trailed by {hunter.label}, tries to force combat (5 or less)?"))
    _private(w, both, before)
    if not tries:
        return
    forced = w.procedure("seed 003 IX C 3 counter-interception",
                         lambda: bo.counter_intercepts(dice, quarry.label, hunter.label, w.params),
                         lambda f: f"{quarry.label} ({say.ships(quarry.ships)} against {hunter.ships}) "
                                   + ("forces combat" if f else "does not force combat"))
    _private(w, both)
    if forced:
        _battle(w, board, hunter, quarry, base, in_west_indies)


def _private(w: Work, nations: tuple[str, ...], since: int | None = None) -> None:
    """The events just recorded (the last one, or all `since`) are told to `nations` only."""
    start = len(w.events) - 1 if since is None else since
    w.events[start:] = [msgspec.structs.replace(e, public=False, private_to=nations) for e in w.events[start:]]


def _battle(w: Work, board: Board, hunter: OffMap, quarry: OffMap, base: Key, in_west_indies: bool) -> None:
    """All combat rules apply (the GM's); off the map there is nowhere to retreat: both keep their orders."""
    place = "in the West Indies" if in_west_indies else f"off the map beyond {board.name(quarry.exited_from)}"
    got = sea_battle(w, base, place, (quarry.nation, hunter.nation),
                     sea_battle_notes(w, [(e.label, e.nation, False) for e in (quarry, hunter)]),
                     (quarry.ships, hunter.ships))
    if got is None:
        return
    winner, quarry_lost, hunter_lost = got
    won = winner == quarry.nation
    sea = w.params.get("west_indies_box", "") if in_west_indies else quarry.exited_from
    afa.after_battle(w, board, winner, quarry_lost if won else hunter_lost, hunter_lost if won else quarry_lost,
                     sea if sea in board else quarry.exited_from)
    for entry, lost in ((quarry, quarry_lost), (hunter, hunter_lost)):
        now = bo.find(AFA_STATE.at(w), entry.nation, entry.fleet)
        if now is not None:
            AFA_STATE.set(w, bo.with_losses(AFA_STATE.at(w), now, lost))
    w.events.append(Changed(nation=winner, text=f"sea battle {place}: {quarry.label} loses {say.ships(quarry_lost)}, "
                            f"{hunter.label} {hunter_lost}; {winner} wins and both keep their orders"))
