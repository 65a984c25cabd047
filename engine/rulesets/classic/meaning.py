"""Classic's orders by meaning (engine.words.meaning): a nation's stacks as the reader names them ('3 armies 59',
'2 ships C', the armies aboard in I) and every order it may give now, each legal on its own: marches, boarding
and landing by its own ships, ships that sail, attack, escape or keep out of combat, stays, purchases it can pay
for and gifts of the gold it will have. Conditions are left to the grammar: they test counts no list can hold."""

from __future__ import annotations

from collections.abc import Iterator

from engine.board import Board
from engine.board.board import RegionKind
from engine.limits import MAX_UNITS
from engine.words.meaning import Candidate, Meaning
from engine.words.references import UnitRef
from engine.rulesets.classic.movement import coast_of
from engine.rulesets.classic.options import ClassicOptions, FleetChoices, order_options
from engine.rulesets.classic.orders import ESCAPE, NO_COMBAT
from engine.rulesets.classic.units import ARMY, SHIP, ClassicState
from engine.rulesets.classic.vocabulary import ARMY_WORDS, SHIP_WORDS, UNIT_WORDS

ARMY_KINDS = ("army",)
SHIP_KINDS = ("ship",)
_ARMY_NOUNS = frozenset(ARMY_WORDS | {"units", "forces", "garrison", "stack", "band", "bands"})
_SHIP_NOUNS = frozenset(SHIP_WORDS | {"units", "squadron", "flotilla"})
# Classic's own verb classes: ships told how to meet an attack ('escape if attacked', 'keep out of any fight').
ESCAPES, AVOIDS = "escape", "avoid"
STANCES = {ESCAPE: ESCAPES, NO_COMBAT: AVOIDS}         # the order's stance -> its verb class
VERBS = {**{w: ESCAPES for w in "escape escapes flee flees evade evades retreat retreats withdraw withdraws".split()},
         **{w: AVOIDS for w in "avoid avoids shun shuns".split()}}
KINDS = {**{w: ARMY for w in ARMY_WORDS}, **{w: SHIP for w in SHIP_WORDS},
         **{w: UNIT_WORDS.kinds[UNIT_WORDS.short[w]] for w in UNIT_WORDS.short if UNIT_WORDS.short[w] in UNIT_WORDS.kinds},
         "legionaries": ARMY, "garrison": ARMY, "squadron": SHIP, "flotilla": SHIP}


def counted(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def meaning(board: Board, state: ClassicState, nation: str) -> Meaning:
    """What `nation` may order now, for the reader by meaning: made once per message that has a refused line."""
    if state.eliminated(nation):
        return Meaning(units=(), candidates=(), verbs=VERBS, kinds=KINDS)
    options = order_options(board, state, nation)
    units = tuple(_units(board, state, nation))
    candidates = (*_marches(board, options), *_aboard(board, options), *_ships(board, state, options),
                  *_purchases(board, options), *_gifts(options))
    return Meaning(units=units, candidates=candidates, verbs=VERBS, kinds=KINDS)


def _units(board: Board, state: ClassicState, nation: str) -> Iterator[UnitRef]:
    """One UnitRef a stack: the armies in a province, the ships in a sea, the armies aboard them."""
    name = board.name
    for a in state.armies:
        if a.nation == nation and a.count:
            yield UnitRef(army_head(a.count, name(a.at)), "", _ARMY_NOUNS, a.at, frozenset(ARMY_KINDS))
    for f in state.fleets:
        if f.nation == nation and f.ships:
            yield UnitRef(ship_head(f.ships, name(f.at)), "", _SHIP_NOUNS, f.at, frozenset(SHIP_KINDS))
        if f.nation == nation and f.aboard:
            yield UnitRef(army_head(f.aboard, name(f.at)), "", _ARMY_NOUNS, f.at, frozenset(ARMY_KINDS))


def army_head(count: int, where: str) -> str:
    return f"{counted(count, 'army', 'armies')} {where}"


def ship_head(count: int, where: str) -> str:
    return f"{counted(count, 'ship', 'ships')} {where}"


def _some(count: int, one: str, many: str) -> tuple[str, int]:
    """The count as an order writes it, and `most`: a stack of one is '1 army', fixed; more, the player's '{n}'."""
    return (f"1 {one}", 0) if count == 1 else (f"{{n}} {many}", count)


def _move(board: Board, order_head: str, most: int, count: int, verb: str, unit: str, origin: str,
          target: str | None, kinds: tuple[str, ...], *, via: tuple[str, ...] = (), nations: tuple[str, ...] = (),
          extra: tuple[str, ...] = (), tail: str = "") -> Candidate:
    """A move of a stack (`origin`, `target`: region ids), written as the reader takes it."""
    name = board.name
    order = f"{order_head} {name(origin)}" + (f" -> {name(target)}" if target else "") + tail
    return Candidate(order=order, verb=verb, units=(unit,), origin=origin, target=target, via=via, nations=nations,
                     count=None if most else count, whole=True, most=most, kinds=kinds, extra=extra)


def _marches(board: Board, options: ClassicOptions) -> Iterator[Candidate]:
    """Each stack of armies: a stay, a march to every neighbour, and boarding the nation's ships next to it, to
    stay aboard or land where those ships lie (alone, the ships stay: landing further needs their move too)."""
    name, cap = board.name, options.ship_capacity
    fleets = {f.at: f for f in options.fleets}
    coasts = {sea: [p for p in coast_of(board, sea) if _passable(board, p)] for sea in fleets}
    for a in options.armies:
        at, unit = a.at, army_head(a.count, name(a.at))
        yield Candidate(order=f"{unit} holds", verb="hold", units=(unit,), origin=at, count=a.count, whole=True,
                        kinds=ARMY_KINDS)
        said, most = _some(a.count, "army", "armies")
        for to in a.moves:
            if _passable(board, to):
                yield _move(board, said, most, a.count, "move", unit, at, to, ARMY_KINDS)
        for sea in a.by_sea:
            fleet = fleets[sea]
            room = min(a.count, fleet.ships * cap - fleet.aboard)
            if room <= 0:
                continue
            said, most = _some(room, "army", "armies")
            yield _move(board, said, most, room, "embark", unit, at, sea, ARMY_KINDS)
            for to in coasts[sea]:
                if to != a.at:
                    yield _move(board, said, most, room, "land", unit, at, to, ARMY_KINDS, via=(sea,),
                                tail=f" via ships in {name(sea)}")


def _aboard(board: Board, options: ClassicOptions) -> Iterator[Candidate]:
    """The armies aboard each fleet: a stay aboard, or a landing next to the sea the ships lie in."""
    name = board.name
    for f in options.fleets:
        if not f.aboard:
            continue
        at, unit = f.at, army_head(f.aboard, name(f.at))
        yield Candidate(order=f"{unit} holds", verb="hold", units=(unit,), origin=at, count=f.aboard, whole=True,
                        kinds=ARMY_KINDS)
        said, most = _some(f.aboard, "army", "armies")
        for to in coast_of(board, f.at):
            if _passable(board, to):
                yield _move(board, said, most, f.aboard, "land", unit, at, to, ARMY_KINDS)


def _ships(board: Board, state: ClassicState, options: ClassicOptions) -> Iterator[Candidate]:
    """Each fleet: a stay, a stay escaping or out of combat, attacks where it lies, and for each neighbouring
    sea a move, a move escaping or out of combat, an attack on every other nation there and on each by name."""
    name = board.name
    for f in options.fleets:
        at, unit = f.at, ship_head(f.ships, name(f.at))
        said, most = _some(f.ships, "ship", "ships")
        yield Candidate(order=f"{unit} holds", verb="hold", units=(unit,), origin=at, count=f.ships, whole=True,
                        kinds=SHIP_KINDS)
        for to in (None, *f.moves):
            if to:
                yield _move(board, said, most, f.ships, "move", unit, at, to, SHIP_KINDS)
            for stance, verb in STANCES.items():
                yield _move(board, said, most, f.ships, verb, unit, at, to, SHIP_KINDS, tail=f", {stance}",
                            extra=("combat", "fight", "battle", "attacked", "attack"))
            for nations in _attacked(state, options.nation, f, to):
                yield _move(board, said, most, f.ships, "attack", unit, at, to, SHIP_KINDS, nations=nations,
                            tail=" attack" + (" " + ", ".join(nations) if nations else ""))


def _attacked(state: ClassicState, nation: str, fleet: FleetChoices, to: str | None) -> Iterator[tuple[str, ...]]:
    """Whom ships may be told to attack in `to` (None: where they lie): every other nation there unnamed, and each
    nation with ships there now by name. Staying, an attack only where other ships lie."""
    there = sorted({g.nation for g in state.fleets if g.at == (to or fleet.at) and g.nation != nation})
    if to or there:
        yield ()
    for nation in there:
        yield (nation,)


def _purchases(board: Board, options: ClassicOptions) -> Iterator[Candidate]:
    """Armies in every province it owns and ships in every sea next to one, as many as the gold it will have pays."""
    for kind, places, cost, kinds, one, many in ((ARMY, options.buy_provinces, options.army_cost, ARMY_KINDS, "army", "armies"),
                                                 (SHIP, options.buy_seas, options.ship_cost, SHIP_KINDS, "ship", "ships")):
        most = min(options.spendable // cost, MAX_UNITS) if cost > 0 else MAX_UNITS
        if most <= 0:
            continue
        said = f"1 {one}" if most == 1 else f"{{n}} {many}"
        for where in places:
            yield Candidate(order=f"buy {said} in {board.name(where)}", verb="build", target=where,
                            count=1 if most == 1 else None, most=0 if most == 1 else most, kinds=kinds,
                            extra=("gold", "new"))


def _gifts(options: ClassicOptions) -> Iterator[Candidate]:
    """Gold to every other nation, up to what it will have this turn."""
    if options.spendable <= 0:
        return
    for nation in options.gift_to:
        yield Candidate(order=f"give {{n}} gold to {nation}", verb="give", nations=(nation,),
                        most=options.spendable, extra=("gold", "coins"))


def _passable(board: Board, region: str) -> bool:
    return board[region].kind != RegionKind.IMPASSABLE
