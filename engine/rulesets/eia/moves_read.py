"""EiA moves written as sentences (engine/words/movement.py gives the route): 'Corps I falls back from
Bavaria to the Tyrol', "Kutuzov's II Corps marches through Cracow to Moravia", 'the Vienna corps
moves to Bohemia', 'The Toulon fleet slips out into the Gulf of Lion and on to the Western
Mediterranean'. The unit is found in the state: by its designation ('II Corps', 'corps (I)', 'the
Cossacks'), else as the nation's one corps where the sentence places it; the route starts where
it stands. Written back in the strict form ('corps I: Bavaria - Tyrol') and read by syntax.py."""

from __future__ import annotations

from collections.abc import Callable
from difflib import SequenceMatcher

from engine.errors import Contradiction, NotUnderstood
from engine.words.message import words
from engine.words.direct import direct_objects
from engine.words.movement import STAYING, _goes as goes, _place as place_at, read_movement, says_nothing_more
from engine.words.textio import is_digits
from engine.words.wrapped import left_open
from engine.orders import Names, Order
from engine.words.prose import brackets
from engine.rulesets.eia import geography as geo
from engine.rulesets.eia.cargo import Cargo, cargo_of
from engine.rulesets.eia.gathering import gathered
from engine.rulesets.eia.route_words import ORDINALS, ordinals, plain_route
from engine.rulesets.eia.state import EiaState

FLEET_WORDS = frozenset("fleet fleets squadron flotte flota".split())
# Words of an interception: '... to the Strait of Gibraltar and intercepts' says a second order after the move.
_INTERCEPTS = frozenset("intercept intercepts intercepting interception intercepted".split())
# Corps called by what they are: the power's one corps of that kind.
KINDS = {"guard": "guard", "guards": "guard", "gd": "guard", "cavalry": "cavalry", "cav": "cavalry",
         "horse": "cavalry", "cossacks": "cossack", "cossack": "cossack", "cossaks": "cossack", "cosacks": "cossack",
         "cossacs": "cossack", "kossacks": "cossack", "cossak": "cossack",
         **{w: "cavalry" for w in "hussars hussar dragoons dragoon cuirassiers cuirassier uhlans uhlan lancers "
            "chasseurs horsemen cavalrymen troopers".split()}}


def unit_moves(text: str, nation: str, names: Names, state: EiaState, fleet_named: Callable[[str], str],
               strict: Callable[[str], Order | None], stayed: list[tuple[str, str]] | None = None) -> list | None:
    """The move a sentence gives, [] for a unit told to stay (its kind and name added to `stayed`), None
    when it is not written as a move."""
    corps = [c for c in state.corps if c.nation == nation]
    designations = {c.designation.casefold(): c for c in corps}
    together = gathered(text, nation, names, corps)        # 'Prussia concentrates in Saxony: corps I from ...'
    if together is not None:
        return [o for o in map(strict, together) if o is not None]
    text = direct_objects(plain_route(text, names), names)     # 'puts to sea', 'Corps I invades Württemberg'
    cargo = Cargo(text, "", None)
    if any(w in FLEET_WORDS for w in words(text)):          # 'The Cadiz fleet ... lands corps II at Barcelona'
        cargo = cargo_of(text, {k: c.designation for k, c in designations.items()}, names)
        text = cargo.text
    ordinals = frozenset(w for w, d in ORDINALS.items() if d in designations)     # 'the Third stays in Vienna'
    m = read_movement(text, names, frozenset(("corps", *designations)) | FLEET_WORDS | frozenset(KINDS) | ordinals)
    if m is None:
        return None
    if m.stays and not m.path:
        return _stays(text, m.rest, nation, names, state, designations, fleet_named,
                      [] if stayed is None else stayed)
    if m.rest.strip() and left_open(m.rest):
        return None                             # '... to Moravia and then on to' / 'Cracow.': read with the next line
    if not says_nothing_more(m, names) or _names_a_place(m.rest, names) or not _INTERCEPTS.isdisjoint(words(m.rest)):
        return None                             # '... to watch the Dutch and then on to the Heligoland Bight'
    _no_place_left_unread(m.rest, names)        # '... puis en Franconie': refused, never cut short
    if not m.path:
        raise NotUnderstood("say where the unit goes: 'corps I marches from Bavaria to Tyrol'")
    if cargo.lands is None:
        _ends_somewhere(text, names)            # '... and lands corps II in Catalonia' ends it
    if m.unit in FLEET_WORDS:
        name = fleet_named(text)
        fleet = next((f for f in state.fleets if f.nation == nation and f.name.casefold() == name.casefold()), None)
        if fleet is None:
            raise NotUnderstood(f"{nation} has no fleet {name!r}")
        start = m.start if m.from_said and m.start is not None else fleet.at     # 'The Baltic fleet': where it lies
        kind, label = "fleet", fleet.name
    else:
        one = _corps_named(text, designations, m.start, nation, corps)
        if m.start is not None and one.at != m.start:
            raise NotUnderstood(f"corps {one.designation} stands in {names.board.name(one.at)}, "
                                f"not {names.board.name(m.start)}")
        start, kind, label = one.at, "corps", one.designation
    route = [start, *m.path] if m.path[0] != start else list(m.path)
    if cargo.lands is not None and route[-1] != cargo.lands:
        route.append(cargo.lands)
    carrying = f" carrying corps {cargo.corps}" if cargo.corps and kind == "fleet" else ""
    order = strict(f"{kind} {label}: " + " - ".join(names.board.name(r) for r in route) + carrying)
    return [order] if order is not None else []


# Words after which a capitalised word is where the unit goes ('then in Franconie', 'on to Frankonia').
_BEFORE_PLACE = frozenset("in into to towards toward onto".split())


def _ends_somewhere(text: str, names: Names) -> None:
    """'The Guard marches through Champagne' (and a line cut after it): a route whose last place is one
    gone through says not where the unit ends; refused, never read as a move to that place."""
    low = words(brackets(text)[0])
    through = max((k for k, w in enumerate(low) if w in ("through", "via", "past")), default=-1)
    to = max((k for k, w in enumerate(low) if w in ("to", "into", "onto", "towards", "toward", "for", "on")),
             default=-1)
    if to < 0:          # 'goes by Baden and Württemberg' (, to meet corps I there): by the way, never the end
        through = max((k for k, w in enumerate(low) if w == "by" and place_at(low, k + 1, names)), default=through)
    if through > to:
        raise Contradiction(f"'{low[through]} {' '.join(low[through + 1:])}', and then where? the route ends in "
                            "a place gone through: say where the unit ends its move ('... through Champagne to "
                            "Lorraine')")


def _names_a_place(rest: str, names: Names) -> bool:
    """Whether the words after a move name a place of the map, of one word or several ('the Heligoland
    Bight'): a place there is never dropped."""
    toks = rest.split()
    return any(place_at(toks, i, names) is not None for i in range(len(toks)))


def _no_place_left_unread(rest: str, names: Names) -> None:
    """Refuses the words after a move when, after 'in' or 'to', they name what looks like a place the map
    does not know ('then in Franconie': did you mean 'Franconia'?), rather than taking the move without it."""
    said = rest.split()
    for before, word in zip(said, said[1:]):
        word = word.strip(".,;:!?")
        if before.casefold() not in _BEFORE_PLACE or not word[:1].isupper() or "'" in word or names.is_region(word):
            continue
        try:
            names.region(word)
        except NotUnderstood as e:
            if e.fix is not None and SequenceMatcher(None, e.fix[1].casefold(), word.casefold()).ratio() >= 0.8:
                raise                           # a place misspelt ('Frankonia'), not a name ('Napoleon')


def _stays(text: str, rest: str, nation: str, names: Names, state: EiaState, designations: dict,
           fleet_named: Callable[[str], str], stayed: list[tuple[str, str]]) -> list | None:
    """'The Guard stays in St Petersburg (to please the Tsar)', "the Archduke's corps (II) holds the Tyrol",
    'the Third stays in the capital', 'The Brest fleet stays in port': no order (a unit without orders
    stays); refused when the unit does not stand there. None: more is said."""
    corps = [c for c in state.corps if c.nation == nation]
    words_ = [w for w in words(rest) if w not in ("in", "at", "the", "its", "their", "ground", "position", "put")]
    fleet = any(m in FLEET_WORDS for m in words(text))
    if all(w in STAYING for w in words_) and not fleet:
        try:                                    # 'corps I stays where it is'; 'the rest stay' names none
            stayed.append(("corps", _corps_named(text, designations, _placed(text, names), nation, corps).designation))
        except NotUnderstood:
            pass
        return []
    place = _without_why(" ".join(rest.split()).strip(" .!,;"), names)
    said = place.split()
    while len(said) > 1 and said[0].casefold() in ("put", "in", "at", "on", "the", "our", "its", "their"):
        said = said[1:]                         # 'put in the capital'
    place = " ".join(said)
    low = place.casefold()
    if fleet:
        return _fleet_stays(text, low, nation, names, state, fleet_named, stayed)
    where = geo.capital(names.board, nation) if low == "capital" else (
        names.region(place) if names.is_region(place) else None)
    if where is None:
        return None
    one = _corps_named(text, designations, where, nation, corps)
    if one.at != where:
        raise NotUnderstood(f"corps {one.designation} stands in {names.board.name(one.at)}, "
                            f"not {names.board.name(where)}")
    stayed.append(("corps", one.designation))
    return []


_PLACED = frozenset("in at of from".split())


def _placed(text: str, names: Names) -> str | None:
    """The place a unit is called by ('the corps in the Rhineland stays', 'our corps at Vienna holds'), None when
    the words name it by no place."""
    toks = text.split()
    for k, w in enumerate(toks[:-1]):
        if w.casefold() in _PLACED:
            at = place_at(toks, k + 1, names)
            if at is not None:
                return at[0]
    return None


# What may follow where a unit stays and change nothing: why it stays ('to please the Tsar').
_WHY = frozenset("to so because as until while".split())
# Where a fleet stays when it stays in its port.
_PORT = frozenset("port harbour harbor anchor".split())


def _without_why(rest: str, names: Names) -> str:
    """'in St Petersburg to please the Tsar' -> 'in St Petersburg': the reason after the place cut off
    when it names no place, unit, number or going; the words as they are otherwise."""
    said = rest.split()
    for k in range(1, len(said)):
        if said[k].casefold() in _WHY or said[k - 1].endswith(","):
            why = [w.strip(",.;:!?").casefold() for w in said[k:]]
            if any(is_digits(w) or names.is_region(w) or w in FLEET_WORDS or w in KINDS or w == "corps"
                   or goes(w) for w in why):
                return rest
            return " ".join(said[:k]).rstrip(",")
    return rest


def _fleet_stays(text: str, place: str, nation: str, names: Names, state: EiaState,
                 fleet_named: Callable[[str], str], stayed: list[tuple[str, str]]) -> list | None:
    """'The Brest fleet stays in port', 'fleet Baltic remains at St Petersburg': [] when the fleet
    stands there (a port is a land area), refused when not; None when the place is none."""
    name = fleet_named(text)
    fleet = next((f for f in state.fleets if f.nation == nation and f.name.casefold() == name.casefold()), None)
    if fleet is None:
        raise NotUnderstood(f"{nation} has no fleet {name!r}")
    stays = [w for w in place.split() if w not in STAYING]
    if all(w in _PORT for w in stays):
        if stays and names.board[fleet.at].is_sea:
            raise NotUnderstood(f"fleet {fleet.name} is at sea in {names.board.name(fleet.at)}, not in port")
        stayed.append(("fleet", fleet.name))
        return []
    if not names.is_region(place):
        return None
    if names.region(place) != fleet.at:
        raise NotUnderstood(f"fleet {fleet.name} is in {names.board.name(fleet.at)}, "
                            f"not {names.board.name(names.region(place))}")
    stayed.append(("fleet", fleet.name))
    return []


def _corps_named(text: str, designations: dict, start: str | None, nation: str, corps: list):
    """The corps the sentence names: 'corps II', 'II Corps', 'corps (I)', 'the Cossacks', else the
    one corps in the place it names; several there: asked, never guessed."""
    outside, notes = brackets(text)
    low = ordinals(words(outside))
    for note in notes:
        if note.strip().casefold() in designations:
            return designations[note.strip().casefold()]
    for n in (2, 1):            # 'Guard I', 'Cav II' before 'I'
        for i in range(len(low) - n + 1):
            key = " ".join(low[i:i + n])
            if key in designations and (n == 2 or "corps" in low[max(0, i - 1):i + 2]
                                        or not key.isalpha() or key not in ("i", "v", "x")):
                return designations[key]
    for word in low:                # 'the Guard', 'the cavalry', 'Gd': the one corps of that kind
        kind = KINDS.get(word)
        of_kind = [c for c in corps if kind is not None and c.kind == kind]
        if len(of_kind) == 1:
            return of_kind[0]
        if of_kind:
            raise NotUnderstood(f"{nation} has several {kind} corps ({', '.join(c.designation for c in of_kind)}): "
                                "which one?")
    there = [c for c in corps if start is not None and c.at == start]
    if len(there) == 1:
        return there[0]
    if there:
        raise NotUnderstood(f"{nation} has several corps there ({', '.join(c.designation for c in there)}): "
                            "which one moves?")
    raise NotUnderstood(f"which corps? {nation} has " + (", ".join(c.designation for c in corps) or "none"))
