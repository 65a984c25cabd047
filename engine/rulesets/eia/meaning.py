"""EiA's orders by meaning (engine.words.meaning): the power's corps and fleets as players call them,
and the orders it may give in its own land and naval steps, each one the step's checks allow on its
own: marches and voyages along every route within reach, each with the words that say the areas
between its ends (meaning_routes.py), a fleet carrying a corps from its port, attacks where its corps
stand, interceptions; at the political step war, alliances, breaks, standing answers and interceptions
(meaning_politics.py: a sentence whose verbs pull two ways fits none, 'Declare war on the French allies');
the active modules add theirs through their hook. Players are left to the prose reader (sayings.py): a
sentence about them beside a march is refused, never set aside as talk ('Our replacement player is Dan')."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.board import Board
from engine.errors import NotAllowed
from engine.order_sheet import Order
from engine.rulesets.eia import checks
from engine.rulesets.eia import meaning_politics as politics
from engine.rulesets.eia.meaning_routes import LAND_REACH, SEA_REACH, between_said, land_routes, minimal, sea_routes
from engine.rulesets.eia.modules import active
from engine.rulesets.eia.offers import attacks, not_intercepting, outflanking
from engine.rulesets.eia.orders import Attack, Interception, MoveCorps, MoveFleet
from engine.rulesets.eia.state import EiaState
from engine.rulesets.eia.steps import StepKind
from engine.rulesets.eia.units import Corps, Fleet
from engine.words.meaning import Candidate, Meaning
from engine.words.meaning.positions import PerPosition
from engine.words.reading import Names
from engine.words.references import UnitRef

# Words of the game's money: a sum of them beside orders is a remark to the GM (engine.words.meaning.remarks).
MONEY = frozenset("money gold".split())

# What players call a corps and a fleet.
CORPS_NOUNS = frozenset("corps army armies troops force forces column men division".split())
FLEET_NOUNS = frozenset("fleet fleets navy ships flotilla".split())
SQUADRON_NOUNS = frozenset("squadron squadrons ships".split())      # afa_naval's: 'squadron Swift' is no fleet
# What a corps' kind holds most of ('the cossacks' are cavalry).
_MAIN = {"infantry": "infantry", "cavalry": "cavalry", "guard": "guard", "cossack": "cavalry",
         "freikorps": "infantry", "insurrection": "militia", "militia": "militia"}
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "x": 10, "xi": 11,
          "xii": 12}
_ORDINALS = {n: (f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}", word) for n, word in
             enumerate("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(), 1)}
# EiA's words for its verb classes beyond the common English ones, and its unit words.
VERBS = {"interception": "interception", "interceptions": "interception",   # a noun: the question, no answer
         "aboard": "embark"}                                                   # 'takes corps II aboard'
KINDS = {"inf": "infantry", "infantry": "infantry", "foot": "infantry", "cav": "cavalry", "cavalry": "cavalry",
         "horse": "cavalry", "hussars": "cavalry", "dragoons": "cavalry", "cuirassiers": "cavalry",
         "cossacks": "cavalry", "cossack": "cavalry", "uhlans": "cavalry", "gd": "guard", "guard": "guard",
         "guards": "guard", "grenadiers": "guard", "militia": "militia", "landwehr": "militia",
         "art": "artillery", "arty": "artillery", "artillery": "artillery", "guns": "artillery",
         # players are no units, but a sentence about them is an order of the game's ('Our replacement
         # player is Dan'): read by the strict forms or refused, never set aside as talk
         "player": "player", "players": "player", "replacement": "player"}


def meaning(board: Board, state: EiaState, nation: str, names: Names,
            write: Callable[[Order, Board], str]) -> Meaning:
    """The nation's units and every order it may give now (worked out once per position); `names`: the reader's,
    `write`: its writer of an order (syntax.format_order)."""
    verbs = {**VERBS, **politics.VERBS}
    for m in active(state):
        verbs.update(m.verbs)
    step = state.month_step
    now = frozenset((step.kind.value,)) if step is not None else frozenset()    # 'by the end of the land step'
    units, orders = _orders(board, state, nation, write)
    offers = (lambda: (*attacks(board, state, nation, orders, write),
                       *not_intercepting(board, state, nation, orders, write),
                       *outflanking(board, state, nation, write))) if orders else None    # never read
    return Meaning(units=units, candidates=orders, verbs=verbs, kinds=KINDS, now=now, names=names, money=MONEY,
                   offers=offers)


def _worked_out(board: Board, state: EiaState, nation: str, write: Callable[[Order, Board], str]
                ) -> tuple[tuple[UnitRef, ...], tuple[Candidate, ...]]:
    """The nation's units and every order it may give now, as `write` writes them."""
    return tuple(unit_refs(state, nation)), tuple(candidates(board, state, nation, write))


_orders = PerPosition(_worked_out)


def unit_refs(state: EiaState, nation: str) -> Iterator[UnitRef]:
    """Each corps by its designation ('corps Cav I') and a numbered one by its ordinal too ('the 2nd
    corps', 'the second corps'), each fleet by its name ('fleet Brest'); a corps' unit word is what its
    kind holds most of (corps I's one cavalry factor makes no 'cavalry' of it)."""
    for c in state.corps:
        if c.nation == nation:
            rank = _ROMAN.get(c.designation.casefold(), 0)
            for label in (c.designation, *_ORDINALS.get(rank, ()), *_short_designations(c.designation)):
                yield UnitRef(corps_head(c), label, CORPS_NOUNS, c.at, frozenset(_main(c)), rank,
                              _MAIN.get(c.kind, ""))
    for f in state.fleets:
        if f.nation == nation:
            yield UnitRef(fleet_head(f), f.name, SQUADRON_NOUNS if f.squadron else FLEET_NOUNS, f.at)


# How veterans write the kind in a corps's designation ('Gd I', 'GdI' for Guard I).
_KIND_SHORT = {"guard": ("Gd", "Grd", "Gds")}


def _short_designations(designation: str) -> tuple[str, ...]:
    """'Guard I' -> ('Gd I', 'Grd I', 'Gds I'): the designation with its kind written short."""
    kind, _, number = designation.partition(" ")
    return tuple(f"{short} {number}" for short in _KIND_SHORT.get(kind.casefold(), ())) if number else ()


def corps_head(c: Corps) -> str:
    return f"corps {c.designation}"


def fleet_head(f: Fleet) -> str:
    return f"{'squadron' if f.squadron else 'fleet'} {f.name}"


def _main(c: Corps) -> tuple[str, ...]:
    """The unit word that fits the corps' orders: what its kind holds most of ('the cavalry rides')."""
    return (_MAIN[c.kind],) if c.kind in _MAIN else ()


def candidates(board: Board, state: EiaState, nation: str, write: Callable[[Order, Board], str]
               ) -> Iterator[Candidate]:
    """Every order the nation may give in the step the game awaits, each allowed on its own."""
    def allowed(order: Order) -> bool:
        try:
            checks.allowed_alone(order, state, board)
        except NotAllowed:
            return False
        return True

    def said(order: Order) -> str:
        return write(order, board).rstrip()

    step = state.month_step
    if step.nation == nation and step.kind is StepKind.LAND:
        yield from _marches(board, state, nation, allowed, said)
        yield from _attacks(state, nation, allowed, said)
        yield from _stays(board, [(corps_head(c), c.at) for c in state.corps if c.nation == nation and c.at
                                  and not c.aboard])
    if step.kind is StepKind.POLITICAL:
        yield from politics.candidates(board, state, nation, allowed, said)
        yield from politics.standing(state, nation, allowed, said)
        yield from _interceptions(state, nation, allowed, said)
    if step.nation == nation and step.kind is StepKind.NAVAL:
        yield from _voyages(board, state, nation, allowed, said)
        yield from _interceptions(state, nation, allowed, said)
        yield from _stays(board, [(fleet_head(f), f.at) for f in state.fleets if f.nation == nation and f.at])
    for m in active(state):
        yield from m.candidates(state, board, nation, allowed, said)


def _marches(board: Board, state: EiaState, nation: str, allowed, said) -> Iterator[Candidate]:
    for c in state.corps:
        if c.nation != nation or c.aboard or not c.at:
            continue
        head = corps_head(c)
        routes = minimal(land_routes(board, c.at, LAND_REACH,
                                     lambda path: allowed(MoveCorps(nation=nation, corps=c.designation, path=path))))
        for path in routes:
            order = MoveCorps(nation=nation, corps=c.designation, path=path)
            yield Candidate(said(order), "move", (head,), c.at, path[-1], path[1:-1], kinds=_main(c),
                            extra=between_said(board, path[1:-1]))


def _attacks(state: EiaState, nation: str, allowed, said) -> Iterator[Candidate]:
    """An attack where the power's corps stand: by no corps named, or by one of those there."""
    for area in dict.fromkeys(c.at for c in state.corps if c.nation == nation and c.at and not c.aboard):
        order = Attack(nation=nation, area=area)
        if not allowed(order):
            continue
        text = said(order)
        foes = tuple(sorted({c.nation for c in state.corps if c.at == area and c.nation != nation}
                            | {state.owner(area) or nation} - {nation}))       # 'we attack the Austrians in Bavaria'
        by = [(corps_head(c), _main(c)) for c in state.corps if c.nation == nation and c.at == area and not c.aboard]
        for nations in dict.fromkeys(((), foes)):
            yield Candidate(text, "attack", target=area, nations=nations)
            for head, kinds in by:
                yield Candidate(text, "attack", (head,), target=area, nations=nations, kinds=kinds)


def _voyages(board: Board, state: EiaState, nation: str, allowed, said) -> Iterator[Candidate]:
    """Each fleet along every route; from a port, with each of the power's corps there aboard too."""
    for f in state.fleets:
        if f.nation != nation or not f.at:
            continue
        head = fleet_head(f)
        aboard = [c for c in state.corps if c.nation == nation and c.at == f.at and not c.aboard] \
            if board[f.at].is_land else []
        routes = minimal(sea_routes(board, f.at, SEA_REACH, lambda path: allowed(
            MoveFleet(nation=nation, fleet=f.name, path=path, squadron=f.squadron))))
        for path in routes:
            order = MoveFleet(nation=nation, fleet=f.name, path=path, squadron=f.squadron)
            between = between_said(board, path[1:-1])
            yield Candidate(said(order), "move", (head,), f.at, path[-1], path[1:-1], count=f.ships, whole=True,
                            extra=between)
            for c in aboard:
                carrying = MoveFleet(nation=nation, fleet=f.name, path=path, squadron=f.squadron,
                                     carrying=c.designation)
                if allowed(carrying):
                    text, units = said(carrying), (head, corps_head(c))
                    # landed in the port it ends in; at sea the corps stays aboard: no 'lands corps II' there
                    for verb in ("move", "embark", "land") if board[path[-1]].is_land else ("embark",):
                        yield Candidate(text, verb, units, f.at, path[-1], path[1:-1], count=f.ships, whole=True,
                                        extra=between)


def _stays(board: Board, units: list[tuple[str, str]]) -> Iterator[Candidate]:
    """A unit staying where it stands: no order in EiA (units without orders hold), but a sentence that
    says so ('The corps first stays in Madrid') is read, not refused, beside the orders of its line."""
    for head, at in units:
        yield Candidate(f"{head} stays in {board.name(at)}", "hold", (head,), at, at)


def _interceptions(state: EiaState, nation: str, allowed, said) -> Iterator[Candidate]:
    for f in state.fleets:
        if f.nation != nation or f.squadron:
            continue
        order = Interception(nation=nation, fleet=f.name, intercept=True)
        if allowed(order):      # not to intercept is said with a 'not', which the reader by meaning leaves alone
            yield Candidate(said(order), "intercept", (fleet_head(f),), count=f.ships, whole=True)
