"""Classic's orders by meaning (engine.words.meaning): a nation's stacks as the reader names them ('3 armies 59',
'2 ships C', the armies aboard in I) and every order it may give now, each legal on its own: marches, boarding
and landing by its own ships, ships that sail, attack, escape or keep out of combat, stays, purchases it can pay
for and gifts of the gold it will have. Conditions are left to the grammar: they test counts no list can hold."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from engine.board import Board
from engine.board.board import RegionKind
from engine.limits import MAX_UNITS
from engine.words.meaning import Candidate, Meaning
from engine.words.meaning.positions import PerPosition
from engine.words.references import UnitRef
from engine.rulesets.classic.movement import coast_of
from engine.rulesets.classic.names import Names
from engine.rulesets.classic.options import ClassicOptions, order_options
from engine.rulesets.classic.orders import ESCAPE, NO_COMBAT
from engine.rulesets.classic.units import ARMY, SHIP, ClassicState
from engine.rulesets.classic.vocabulary import ARMY_WORDS, SHIP_WORDS

# Words of the game's money: a sum of them beside orders is a remark to the GM (engine.words.meaning.remarks).
MONEY = frozenset("gold money coins ducats".split())

ARMY_KINDS = ("army",)
SHIP_KINDS = ("ship",)
CARRIED_KINDS = ("army", "ship")        # armies carried: a sentence may name the ships too ('by the ships in D')
# Singular words for a whole stack ('the fleet in I', 'the Berlin garrison'): the reader by meaning counts a
# singular word as one unit, so they are left to the grammar, which takes them as every unit there.
COLLECTIVE = frozenset("fleet navy flotte flotilla squadron armada host garrison stack band force".split())
_ARMY_NOUNS = frozenset(ARMY_WORDS | {"units", "forces", "bands"}) - COLLECTIVE
_SHIP_NOUNS = frozenset(SHIP_WORDS | {"units", "squadrons", "flotillas"}) - COLLECTIVE
# Classic's own verb classes: ships told how to meet an attack ('escape if attacked', 'keep out of any fight').
ESCAPES, AVOIDS, BUYS = "escape", "avoid", "buy"
STANCES = {ESCAPE: ESCAPES, NO_COMBAT: AVOIDS}         # the order's stance -> its verb class
AVOIDED = ("combat", "fight", "fighting", "battle", "battles", "engagement")
# A landing by ships says so, or names their sea: '2 armies 69 -> 71' is the march, where both may go.
BY_SEA = tuple("""via ship ships fleet fleets boat boats longships galleys navy board boards boarding embark embarks
    aboard sail sails sailing ashore land lands landing sea carry carries ferry transport""".split())
# Purchases by classic's own words ('put' stays out: 'Austria stays put' is no purchase); what else may be built
# ('build a fort in 3') fits no order below.
VERBS = {**{w: ESCAPES for w in "escape escapes escaping flee flees fleeing evade evades evading".split()},
         **{w: AVOIDS for w in "avoid avoids avoiding shun shuns".split()},
         **{w: BUYS for w in """buy buys bought buying purchase purchases purchased purchasing build builds built
                                building recruit recruits
                                recruited recruiting hire hires hired hiring raise raises raised raising muster
                                musters mustered enlist enlists enlisted""".split()},
         # Attacking is the ships' order alone: armies march where they attack, and 'to attack 22' after a
         # purchase is a reason, no march ('Buy 2 armies in 21 to attack 22' stays refused).
         **{w: "attack" for w in "attack attacks attacked attacking atk attk".split()}}
# Words that leave a sentence no order the reader by meaning may take: a count it cannot tell ('a detachment of
# armies', 'the fleet in I', 'the Berlin garrison': a singular word for every unit there), units new this turn
# ('2 new armies in Paris to attack 22'), a season (classic has none: another turn), 'nothing' beside an order
# ('Nothing moves; 2 armies 20 -> 22': which is meant?), 'should' (a condition: 'the armies of 37 should Rome fall
# march to 36'). Given as unit words of a
# kind no order has, so that a sentence naming one fits none; the grammar reads what they say when it can.
UNTOLD = "untold"
UNTOLD_WORDS = COLLECTIVE | frozenset("""detachment detachments squad squads column columns body bodies handful group
    groups party parties contingent contingents division divisions company companies unit new more extra
    spring summer autumn winter nothing fort forts fortress fortresses fortification fortifications castle castles
    tower towers wall walls road roads port ports harbour harbours harbor harbors bridge bridges temple temples
    church churches city cities town towns mine mines farm farms barracks granary should""".split())
# The unit words (their misspellings are the reader's to forgive: listed here, 'shpis' would be near two of them).
KINDS = {w: k for w, k in {**{w: ARMY for w in ARMY_WORDS}, **{w: SHIP for w in SHIP_WORDS},
                           "legionaries": ARMY, "squadrons": SHIP, "flotillas": SHIP}.items() if w not in COLLECTIVE}
KINDS.update(dict.fromkeys(UNTOLD_WORDS, UNTOLD))


@dataclass(frozen=True)
class Counted(Candidate):
    """A candidate whose count is the player's, written as the reader writes it back: '1 army 3 -> 6'."""

    def said(self, n: int) -> str:
        if n == 1:
            return self.order.replace("{n} armies", "1 army").replace("{n} ships", "1 ship")
        return super().said(n)


def counted(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def meaning(board: Board, state: ClassicState, nation: str, names: Names | None = None) -> Meaning:
    """What `nation` may order now, for the reader by meaning: needed once per message that has a refused line,
    worked out once per position (`_orders`). `names`: the reader's names of places and nations (made here when
    not given)."""
    units, candidates = _orders(board, state, nation)
    # gold is only offered to a refused line that comes near a gift, never read (see _worked_out)
    offers = (lambda: tuple(gifts(order_options(board, state, nation)))) if candidates else None
    return Meaning(units=units, candidates=candidates, verbs=VERBS, kinds=KINDS, names=names or Names(board, state),
                   money=MONEY, offers=offers)


def _worked_out(board: Board, state: ClassicState, nation: str) -> tuple[tuple[UnitRef, ...], tuple[Candidate, ...]]:
    """The nation's stacks and every order it may give now."""
    if state.eliminated(nation):
        return (), ()
    options = order_options(board, state, nation)
    units = tuple(_units(board, state, nation))
    # Gifts are left to the grammar for now: the reader by meaning cannot tell the giver from the receiver
    # ('give 10 gold from Prussia to Russia', written by Russia, would read as a gift to Prussia); a refused line
    # is offered them (`meaning`: Meaning.offers), the GM tells by his click.
    candidates = (*_marches(board, options), *_aboard(board, options), *_ships(board, state, options),
                  *_purchases(board, options))
    return units, candidates


_orders = PerPosition(_worked_out)


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




def _move(board: Board, many: str, most: int, verb: str, unit: str, origin: str, target: str | None,
          kinds: tuple[str, ...], *, whole: bool = True, via: tuple[str, ...] = (), nations: tuple[str, ...] = (),
          extra: tuple[str, ...] = (), tail: str = "") -> Candidate:
    """A move of up to `most` of a stack (`origin`, `target`: region ids), written as the reader takes it, with the
    player's count ('{n} armies 59 -> 60': the reader takes '1 armies', and 'all armies' where all are meant)."""
    name = board.name
    order = f"{{n}} {many} {name(origin)}" + (f" -> {name(target)}" if target else "") + tail
    return Counted(order=order, verb=verb, units=(unit,), origin=origin, target=target, via=via, nations=nations,
                     whole=whole, most=most, kinds=kinds, extra=extra)


def _marches(board: Board, options: ClassicOptions) -> Iterator[Candidate]:
    """Each stack of armies: a stay, a march to every neighbour, and boarding the nation's ships next to it, to
    stay aboard or land where those ships lie (alone, the ships stay: landing further needs their move too)."""
    name, cap = board.name, options.ship_capacity
    fleets = {f.at: f for f in options.fleets}
    coasts = {sea: [p for p in coast_of(board, sea) if _passable(board, p)] for sea in fleets}
    for a in options.armies:
        at, unit = a.at, army_head(a.count, name(a.at))
        yield _move(board, "armies", a.count, "hold", unit, at, None, ARMY_KINDS, tail=" holds")
        for to in a.moves:
            if _passable(board, to):
                yield _move(board, "armies", a.count, "move", unit, at, to, ARMY_KINDS)
        for sea in a.by_sea:
            fleet = fleets[sea]
            room = min(a.count, fleet.ships * cap - fleet.aboard)
            if room <= 0:
                continue
            whole = room == a.count     # 'the armies in 59 board': all of them, or too many for the ships
            yield _move(board, "armies", room, "move", unit, at, sea, CARRIED_KINDS, whole=whole)
            for to in coasts[sea]:
                if to != a.at:
                    yield _move(board, "armies", room, "move", unit, at, to, CARRIED_KINDS, whole=whole, via=(sea,),
                                tail=f" via ships in {name(sea)}", extra=(*BY_SEA, name(sea)))


def _aboard(board: Board, options: ClassicOptions) -> Iterator[Candidate]:
    """The armies aboard each fleet: a stay aboard, or a landing next to the sea the ships lie in."""
    name = board.name
    for f in options.fleets:
        if not f.aboard:
            continue
        at, unit = f.at, army_head(f.aboard, name(f.at))
        yield _move(board, "armies", f.aboard, "hold", unit, at, None, ARMY_KINDS, tail=" holds")
        for to in coast_of(board, f.at):
            if _passable(board, to):
                yield _move(board, "armies", f.aboard, "move", unit, at, to, CARRIED_KINDS)


def _ships(board: Board, state: ClassicState, options: ClassicOptions) -> Iterator[Candidate]:
    """Each fleet, staying and for each neighbouring sea: a move (staying: no order), escaping or out of combat,
    an attack on every other nation there, and one on each nation with ships (they may sail in) by name."""
    name = board.name
    navies = sorted({g.nation for g in state.fleets if g.nation != options.nation and g.ships})
    for f in options.fleets:
        at, unit = f.at, ship_head(f.ships, name(f.at))
        yield _move(board, "ships", f.ships, "hold", unit, at, None, SHIP_KINDS, tail=" holds")
        for to in (None, *f.moves):
            if to:
                yield _move(board, "ships", f.ships, "move", unit, at, to, SHIP_KINDS)
            for stance, verb in STANCES.items():      # 'avoid' what: a fight ('avoid Britain' is no stance)
                yield _move(board, "ships", f.ships, verb, unit, at, to, SHIP_KINDS, tail=f", {stance}",
                            extra=AVOIDED if verb == AVOIDS else ())
            for nations in [(), *((n,) for n in navies)]:
                yield _move(board, "ships", f.ships, "attack", unit, at, to, SHIP_KINDS, nations=nations,
                            tail=" attack" + (" " + ", ".join(nations) if nations else ""))


def _purchases(board: Board, options: ClassicOptions) -> Iterator[Candidate]:
    """Armies in every province it owns and ships in every sea next to one, as many as the gold it will have pays."""
    for places, cost, kinds, many in ((options.buy_provinces, options.army_cost, ARMY_KINDS, "armies"),
                                      (options.buy_seas, options.ship_cost, SHIP_KINDS, "ships")):
        most = min(options.spendable // cost, MAX_UNITS) if cost > 0 else MAX_UNITS
        if most <= 0:
            continue
        for where in places:
            yield Counted(order=f"buy {{n}} {many} in {board.name(where)}", verb=BUYS, target=where, most=most,
                          kinds=kinds)


def gifts(options: ClassicOptions) -> Iterator[Candidate]:
    """Gold to every other nation, up to what it will have this turn."""
    if options.spendable <= 0:
        return
    for nation in options.gift_to:
        yield Candidate(order=f"give {{n}} gold to {nation}", verb="give", nations=(nation,),
                        most=options.spendable, extra=("gold",))


def _passable(board: Board, region: str) -> bool:
    return board[region].kind != RegionKind.IMPASSABLE
