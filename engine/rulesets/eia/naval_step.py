"""A power's naval step: its fleets move sea area by sea area; enemy fleets intercept and evade by
a module's standing procedures (eia_sop: seed 002's; without one, as the players answer); whether an interception
succeeds and who wins at sea the GM answers."""

from __future__ import annotations

import msgspec

from engine.board import Board
from engine.events import OrderFailed
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.choices import CarryingFleet, Evasion, InterceptionAttempt, NavalPursuit, NavalRetreat, SeaRetreat
from engine.rulesets.eia.decisions import GM, Decision, Key, pair, within
from engine.rulesets.eia.events import Changed, Moved, Retreated
from engine.rulesets.eia.asking import Asking, listing, only_if, yes_no
from engine.rulesets.eia.orders import MoveFleet
from engine.rulesets.eia.units import Fleet
from engine.rulesets.eia.work import Work
from engine.rulesets.eia import wording as say


def naval_step(w: Work, board: Board, nation: str, moves: list[MoveFleet]) -> None:
    for order in moves:
        if order.carrying:
            _embark(w, nation, order, moves)
    together: dict[tuple[str, ...], list[int]] = {}
    for order in moves:
        i = next((i for i, f in enumerate(w.fleets) if f.nation == nation and f.name.casefold() == order.fleet.casefold()
                  and f.squadron == order.squadron), None)
        if i is None:
            w.events.append(OrderFailed(nation=nation, order=f"fleet {order.fleet}", reason="no such fleet"))
            continue
        if not all(m.leaves_port(w, i) for m in w.modules):
            w.events.append(OrderFailed(nation=nation, order=f"fleet {order.fleet}", reason="it did not leave port"))
            continue
        allowed = w.fleets[i].squadron or w.move_allowed(  # a squadron's move is its module's (seed 003 VI)
            w.fleets[i].label, " - ".join(board.name(a) for a in order.path), w.house.sea_move_allowance)
        if allowed and w.fleets[i].squadron:
            _sail(w, board, [i], order.path)
        elif allowed:
            together.setdefault(order.path, []).append(i)
        elif allowed is False:
            w.events.append(OrderFailed(nation=nation, order=f"fleet {order.fleet}", reason="the GM refused the move"))
    for path, stack in together.items():          # 6.2.3: fleets sailing the same way are one stack
        _sail(w, board, stack, path)


def _embark(w: Work, nation: str, order: MoveFleet, moves: list[MoveFleet]) -> None:
    """6.2.5: the corps goes aboard the largest fleet of the stack that sails the same way."""
    names = {m.fleet.casefold() for m in moves if m.path == order.path}
    stack = [f for f in w.fleets if f.nation == nation and f.at == order.path[0] and f.name.casefold() in names
             and not f.squadron]
    c = next((i for i, c in enumerate(w.corps) if c.nation == nation
              and c.designation.casefold() == order.carrying.casefold()), None)
    if not stack or c is None:
        return
    carrier = w.choose("6.2.5 naval transport", CarryingFleet(stack),
                       lambda f: f"{f.label} ({say.ships(f.ships)}) carries {w.corps[c].label}",
                       Asking(key=Key.of("transport", w.corps[c].label).text, who=nation, choices={f.name: f for f in stack},
                              question=f"which of {nation}'s fleets {listing([f'{f.name} ({say.ships(f.ships)})' for f in stack])} "
                                       f"carries {w.corps[c].label}?"))
    if carrier is None:
        return
    if all(m.room_aboard(w, carrier, c) for m in w.modules):
        w.corps[c] = msgspec.structs.replace(w.corps[c], aboard=carrier.name, in_city=False)


def carry_aboard(w: Work, board: Board) -> None:
    """Corps aboard follow their fleet; a fleet in port lands them; a sunk fleet's corps is lost."""
    for i, c in enumerate(w.corps):
        if not c.aboard:
            continue
        fleet = next((f for f in w.fleets if f.nation == c.nation and f.name == c.aboard and not f.squadron), None)
        if fleet is None or fleet.ships == 0:
            w.corps[i] = msgspec.structs.replace(c, infantry=0, militia=0, cavalry=0, guard=0, artillery=0)
            w.events.append(Changed(nation=c.nation, text=f"{c.label} is lost with its fleet"))
        elif fleet.in_port or board[fleet.at].is_land:
            w.corps[i] = msgspec.structs.replace(c, at=fleet.at, aboard="", months_at_sea=0)
        else:
            w.corps[i] = msgspec.structs.replace(c, at=fleet.at)


def _sail(w: Work, board: Board, stack: list[int], path: tuple[str, ...]) -> None:
    went = [path[0]]
    stopped = ""
    for sea in path[1:]:
        went.append(sea)
        for i in stack:
            w.fleets[i] = msgspec.structs.replace(w.fleets[i], at=sea, in_port=board[sea].is_land, moved=True)
        lead = w.fleets[stack[0]]
        if lead.in_port:
            break
        enemies = [f for f in w.fleets if f.at == sea and not f.in_port and w.state.at_war(f.nation, lead.nation)]
        if not enemies:
            continue
        for m in w.modules:
            enemies = m.fighting_as_one(w, enemies)
        outcome = _meet(w, board, stack, enemies, sea)
        if outcome:
            stopped = outcome
            break
    for i in stack:
        w.events.append(Moved(nation=w.fleets[i].nation, unit=w.fleets[i].label, path=tuple(went), stopped=stopped))


def _stack(w: Work, stack: list[int]) -> tuple[str, int, str]:
    """The moving stack as the questions name it: its label, its ships, and the verb's ending."""
    fleets = [w.fleets[i] for i in stack]
    ships = sum(f.ships for f in fleets)
    if len(fleets) == 1:
        return fleets[0].label, ships, "s"
    return f"{fleets[0].nation}'s fleets {listing([f.name for f in fleets])} sailing together", ships, ""


def _meet(w: Work, board: Board, stack: list[int], enemies: list[Fleet], sea: str) -> str:
    """Interception in `sea` of the stack sailing together; returns why it stopped, or '' if it sails on."""
    label, ships, s = _stack(w, stack)
    nation = w.fleets[stack[0]].nation
    place = board.name(sea)
    base = Key.of("sea", place, "_and_".join(w.fleets[i].label for i in stack))
    theirs = sum(f.ships for f in enemies if not f.moved and not f.no_intercept)
    tries = w.choose("6.2.3 naval interception", InterceptionAttempt(theirs, ships),
                     lambda t: f"{listing([f.label for f in enemies])}" + (f" ({say.ships(theirs)} against {ships})" if theirs else "")
                               + ((" attempt" if t else " do not attempt") if len(enemies) > 1
                                  else (" attempts" if t else " does not attempt"))
                               + f" to intercept {label} in {place}",
                     _interceptors(base, enemies, label, place))
    if tries is None:
        return "waiting for the GM"
    if not tries:
        return ""
    caught = w.ask(Decision(key=base.at("interception").text, who=GM, kind="interception",
                            question=f"does the interception of {label} in {place} succeed?",
                            choices=("intercepted", "missed")))
    if caught != "intercepted":
        return "" if caught == "missed" else "waiting for the GM"
    evades = w.choose("6.3.2 evasion", Evasion(ships, theirs),
                      lambda e: f"{label} ({say.ships(ships)} against {theirs}) "
                                f"{f'attempt{s} to evade' if e else ('does' if s else 'do') + ' not evade'}",
                      Asking(key=base.at("evade").text, who=nation, choices=yes_no("attempt to evade", "do not evade"),
                             question=f"{'does' if s else 'do'} {label} ({say.ships(ships)} against {theirs}) attempt to "
                                      f"evade in {place}?"))
    if evades is None:
        return "waiting for the GM"
    if evades:
        escaped = w.ask(Decision(key=base.at("evasion").text, who=GM, kind="evasion",
                                 question=f"{'does' if s else 'do'} {label} evade in {place}?", choices=("evaded", "caught")))
        if escaped != "caught":
            return "evaded" if escaped == "evaded" else "waiting for the GM"
    return _battle(w, board, stack, enemies, sea, base)


def _battle(w: Work, board: Board, stack: list[int], enemies: list[Fleet], sea: str, base: Key) -> str:
    nation = w.fleets[stack[0]].nation
    foes = [n for n, f in enumerate(w.fleets) if f in enemies]
    sides = (nation, enemies[0].nation)
    winner = w.ask(Decision(key=base.at("winner").text, who=GM, kind="naval combat",
                            question=f"who wins the sea battle in {board.name(sea)}?"
                            + "".join(m.battle_notes(w, board, [w.fleets[i] for i in stack], enemies, sea)
                                      for m in w.modules)
                            + "".join(m.battle_chart(w, [w.fleets[i] for i in stack], enemies) for m in w.modules),
                            choices=sides))
    losses = w.ask(Decision(key=base.at("losses").text, who=GM, kind="naval combat",
                            question=f"ships lost in {board.name(sea)}, as '{sides[0]}-{sides[1]}' (e.g. 2-1)"))
    if winner is None or losses is None:
        return "waiting for the GM"
    own, theirs = pair(losses, f"--decide {base}.losses", "ships")
    within(f"--decide {base}.losses={losses}", f"in {board.name(sea)}", "ship",
           [(sides[0], own, sum(w.fleets[i].ships for i in stack)),
            (sides[1], theirs, sum(w.fleets[i].ships for i in foes))])
    won = nation == winner
    for m in w.modules:
        m.after_sea_battle(w, board, winner, own if won else theirs, theirs if won else own, sea)
    for m in w.modules:
        m.defeated(w, board, sea, {f.nation for f in [w.fleets[stack[0]], *enemies]} - {winner}, "a sea battle lost")
    for group, lost in ((stack, own), (foes, theirs)):
        for n in group:
            taken = min(lost, w.fleets[n].ships)
            w.fleets[n] = _lose(w.fleets[n], taken)
            lost -= taken
    w.choose("6.3.5 naval pursuit", NavalPursuit(),
             lambda p: f"{winner} {'pursues' if p else 'does not pursue'}",
             Asking(key=base.at("pursuit").text, who=winner, choices=yes_no("pursue", "do not pursue"),
                    question=f"does {winner} pursue the beaten fleets in {board.name(sea)}?"))
    beaten = [n for n in stack + foes if w.fleets[n].nation != winner and w.fleets[n].ships > 0]
    for n in beaten:
        retreat(w, board, n)
    return "beaten and retreated" if nation != winner else "fought in " + board.name(sea)


def _interceptors(base: Key, enemies: list[Fleet], label: str, place: str) -> Asking[bool]:
    """6.2.3 without eia_sop: the fleets that may intercept (not moved, not ordered otherwise) are asked."""
    able = [f for f in enemies if not f.moved and not f.no_intercept and f.ships]
    nations = sorted({f.nation for f in able})
    who = " and ".join(f"{n}'s fleet{'s' if sum(f.nation == n for f in able) > 1 else ''} "
                       + listing([f.name for f in able if f.nation == n]) for n in nations)
    return Asking(key=base.at("attempt").text, who=nations[0] if len(nations) == 1 else GM,
                  choices=only_if(bool(able), "attempt", "do not attempt"),
                  question=f"{'does' if len(able) == 1 else 'do'} {who} attempt to intercept {label} in {place}?")


def _lose(fleet: Fleet, ships: int) -> Fleet:
    return msgspec.structs.replace(fleet, ships=max(0, fleet.ships - ships))


def friendly_ports(w: Work, board: Board, nation: str) -> dict[str, list[str]]:
    """The unblockaded friendly ports: a port is blockaded when every sea it opens on holds an enemy fleet."""
    friends = w.state.friends(nation)
    enemy_seas = {f.at for f in w.fleets if not f.in_port and f.ships and w.state.at_war(f.nation, nation)}
    out = {}
    for r in board.land():
        if w.state.owner(r.id) in friends:
            for city, opens_on in geo.ports(board, r.id):
                if not set(opens_on) <= enemy_seas:
                    out[f"{city} ({r.id})"] = opens_on
    return out


def retreat(w: Work, board: Board, n: int) -> None:
    fleet = w.fleets[n]
    ports = friendly_ports(w, board, fleet.nation)
    where = w.choose("6.3.5 naval retreat",
                     NavalRetreat(board, fleet.at, ports),
                     lambda r: f"{fleet.label} retreats " + ("nowhere: no friendly unblockaded port" if r is None
                               else f"into {r[1].split(' (')[0]}" if r[0] == "port" else f"to {board.name(r[1])}"),
                     _retreats(board, fleet, ports))
    if where is None:
        return
    if where[0] == "port":
        city, area = where[1].split(" (")[0], where[1].rsplit("(", 1)[1].rstrip(")")
        w.fleets[n] = msgspec.structs.replace(fleet, at=area, in_port=True)
    else:
        city, area = "", where[1]
        w.fleets[n] = msgspec.structs.replace(fleet, at=area)
    w.events.append(Retreated(nation=fleet.nation, units=(fleet.label,), source=fleet.at, to=area, into_port=city))


def _retreats(board: Board, fleet: Fleet, ports: dict[str, list[str]]) -> Asking[SeaRetreat]:
    """6.3.5 without eia_sop: the beaten fleet's player picks a friendly unblockaded port on its sea area
    or one next to it, or a sea area next to it; with no such port within reach at all, it stays."""
    seas = geo.sea_graph(board)
    near = {fleet.at, *seas.get(fleet.at, ())}
    reach = geo.sea_distances(fleet.at, seas)
    choices: dict[str, SeaRetreat] = {}
    if any(s in reach for opens_on in ports.values() for s in opens_on):
        choices.update({city.split(" (")[0]: ("port", city) for city, opens_on in sorted(ports.items())
                        if near & set(opens_on)})
        choices.update({board.name(s): ("sea", s) for s in sorted(seas.get(fleet.at, ()))})
    else:
        choices["stay"] = None
    return Asking(key=Key.of("sea", board.name(fleet.at), fleet.label, "retreat").text, who=fleet.nation,
                  choices=choices, question=f"where does the beaten {fleet.label} retreat from {board.name(fleet.at)}?")
