"""A refused line that only comments on an order the message gives on another line: filed as a comment, never a
second order for the same unit (engine.order_sheet.COMMENT).

A player gives an order once, precisely ('Corps A marches into Baden.'), and another line talks about it: a reason,
a hope, a vague restatement, the pace ('Corps A should get going as soon as possible.', 'I hope C can make it to
Friesland, it is a long way.'). Refused, such a line would also hold the precise order back as if it gave the unit
another order. It is a comment when, read by meaning (engine.words.meaning.slots), it:
- names one or more of the nation's units, each given an order on another line (read, or refused with a place);
- names no place or number those lines do not name: no other destination, no other count; and a nation only
  as the subject of its own act ('what the Prussians are doing', 'before the French do'), never with a word of an
  order on nations;
- has only verbs of the kinds those lines use, and stays only where they stay: no other kind of order;
- corrects nothing ('instead', 'actually', 'not', 'EDIT', ...) and asks nothing (a '?' is a question's: asked);
- takes no other unit along ('with', 'joins', 'leads', 'aboard': 'Kutuzov goes with corps I' orders Kutuzov);
- is refused for want of an order shape, never for a reason of its own (a correction, a quote, a condition).
Anything else stays refused or asked as before. The line is filed as chatter with the line of the order it comments
on, so the receipt names it. One pass over the refused lines; each line's words are found once."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.order_sheet import COMMENT, NOT_UNDERSTOOD, PLAN_ON, Chatter, Order, OrderProblem
from engine.words.clauses import correction_of, unit_of
from engine.words.message import words
from engine.words.reading import Names

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["comments_aside"]

# Words that change or take back an order, or set a condition on it: such a line is never only a comment.
_CHANGES = frozenset("""instead actually rather change changes changed changing edit edited correction correct
corrected not no nope don't dont never cancel cancelled canceled scratch ignore forget forgot disregard replace
replaces wrong mistake oops typo sorry but only unless if except otherwise alternatively or either neither nor
also too another second again then first later more less fewer all half both each
away retreat retreats withdraw withdraws""".split())     # going away from a place is no comment on going there
# Words of another unit going with it, carried by it or led: an order of that unit too ('Kutuzov goes with corps I').
_WITH_OTHERS = frozenset("""with without join joins joined joining together accompany accompanies escort escorts follow
follows following behind aboard board boards embark embarks carry carries carrying transport transports load loads
lead leads led takes take brings bring under command commands""".split())
# Words that change, take back or set a condition: a later turn's plan with one is never set aside beside the orders.
_CORRECTING = frozenset("""instead actually rather change changes changed edit edited correction correct corrected not
no nope don't dont never cancel cancelled canceled scratch ignore forget disregard replace replaces wrong mistake oops
typo sorry unless if except otherwise alternatively or either neither nor""".split())
_LATER = "an intention for a later turn"      # engine.words.later_turns.LATER
# Refusals with a reason of their own: kept as they are.
_OWN_REASONS = ("held back", "the same order", "an order in quoted", "may be an order, in a forwarded", "asks ",
                "answers ", "a correction", "an intention for a later turn", "who of the players")
# Words of staying, waiting or guarding: said of a unit ordered to move, another order (asked), never a comment.
_STAYING = frozenset("""stay stays stayed remain remains wait waits waiting linger lingers rest rests sit sits guard
guards guarding keep keeps lie lies hold holds defend defends garrison garrisons fortify fortifies dig digs entrench
camp camps winter winters halt halts stop stops pause pauses idle""".split())
# Verb classes of orders on a nation (engine.words.meaning.slots): a line with one may be such an order.
NATION_ORDERS = frozenset("war peace ally break give transfer annex invest disband".split())
# Words of an order on a nation: said beside a nation, maybe such an order.
_NATION_WORDS = frozenset("""war wars peace alliance alliances ally allies treaty truce declare declares declaring
annex annexes gold money""".split())
# Verb classes of a unit's own orders (engine.words.meaning.verbs): a later turn's plan with another (a build, a
# gift, a war) is that order, refused as before.
_UNIT_VERBS = frozenset("move hold support attack embark land intercept scout".split())
_BUILDING = frozenset("build builds building buy buys buying raise raises recruit recruits purchase purchases".split())
# Verbs after a nation that make it the subject of its own act ('the French are coming', 'before the Danes do').
_THEIR_VERBS = frozenset("""are is do does did were was will would may might can could have has had look looks
come comes coming get gets move moves go goes march marches try tries want wants seem seems know knows mass masses
build builds stay stays wait waits sit sits hold holds think thinks plan plans""".split())
_MOST_WORDS = 60        # words of a line looked at for the nations it names
_MOST_CHARS = 300       # a longer line is more than a comment: left as it is
_MOST_LINES = 300       # lines of orders or refusals looked at: a longer message is left as it is


@dataclass
class _NoSlots:
    """The slots of no words: an order's own places alone."""
    places: tuple = ()
    order: tuple = ()
    nations: frozenset = frozenset()
    numbers: tuple = ()
    verbs: frozenset = frozenset()
    stays: bool = False


_NO_SLOTS = _NoSlots()


@dataclass
class _Given:
    """What the lines giving a unit's orders name: places, where they go, nations, numbers, verbs, a stay."""
    places: set[str] = field(default_factory=set)
    ends: set[str] = field(default_factory=set)         # a place gone to, or a route's last
    nations: set[str] = field(default_factory=set)
    numbers: set[int] = field(default_factory=set)
    verbs: set[str] = field(default_factory=set)
    stays: bool = False
    refused: bool = False           # given on a line refused itself (its order not read, its place named)

    def add(self, got: Any, orders: Sequence[Order] = (), refused: bool = False) -> None:
        self.places.update(x.rid for x in got.places)
        self.ends.update(x.rid for x in got.places if x.role == "to")
        self.ends.update(got.order[-1:])
        self.nations.update(got.nations)
        self.numbers.update(got.numbers)
        self.numbers.update(x.number for x in got.places if x.number is not None)
        self.verbs.update(got.verbs)
        self.stays = self.stays or got.stays
        self.refused = self.refused or refused
        for o in orders:
            path = [x for x in (getattr(o, "source", None), *(getattr(o, "path", None) or ()), getattr(o, "to", None))
                    if isinstance(x, str)]
            self.places.update(path)
            self.ends.update(path[-1:])
            count = getattr(o, "count", None)
            if isinstance(count, int):
                self.numbers.add(count)
            if len(set(path)) > 1 or getattr(o, "to", None) or getattr(o, "path", None):
                self.verbs.add("move")
            elif type(o).__name__ == "Hold" or hasattr(o, "to") and getattr(o, "to") is None:
                self.stays = True       # 'squadron 5 holds', '2 ships N' (ships staying)


def comments_aside(sheet: Sheet) -> None:
    """The refused lines of a sheet that only comment on an order given on another line, filed as chatter with
    the line of that order (the sheet's problems and chatter changed in place)."""
    meaning = sheet.by_meaning
    if meaning is None or not sheet.problems or len(sheet.problems) > _MOST_LINES:
        return                  # no reader by meaning, or a message of hundreds of refusals: left as it is
    finder = meaning.finder()
    if finder is None:
        return
    candidates = {id(p) for p in sheet.problems if _may_comment(p)}
    plans = {id(p) for p in sheet.problems if _may_be_a_plan(p)}
    if not candidates and not plans:
        return
    found: dict[str, Any] = {}

    def slots(text: str) -> Any:
        if text not in found:
            said = text.strip().strip("\"'()[]*_").rstrip(".!").strip()
            found[text] = finder.find(said) if len(said) <= _MOST_CHARS else None
        return found[text]

    units = meaning.units()
    by_line: dict[int, tuple[str, list[Order]]] = {}
    for line, text, order in zip(sheet.lines, sheet.texts, sheet.orders):
        if line not in by_line and len(by_line) == _MOST_LINES:
            return              # a message of hundreds of orders: no letter with comments in it (nor the rest looked at)
        by_line.setdefault(line, (text, []))[1].append(order)
    given: dict[str, dict[int, _Given]] = {}    # each unit, the lines giving it an order, and what they name
    for line, (text, orders) in by_line.items():
        got = slots(text)
        if got is None:
            continue
        heads = {h for o in orders for h in heads_of(o, units)}
        if any(_moves_a_unit(o) for o in orders):       # a build in a region names no stack standing there
            heads |= _named(got, units)
        for head in heads:
            given.setdefault(head, {}).setdefault(line, _Given()).add(got, orders)
    for p in sheet.problems:
        got = slots(p.text) if p.kind == NOT_UNDERSTOOD and p.line not in by_line else None
        if got is not None and got.places and got.verbs and not got.stays:    # 'Corps C goes to Holland and after ...'
            for head in _named(got, units):
                given.setdefault(head, {}).setdefault(p.line, _Given()).add(got, refused=True)
    kept: list[OrderProblem] = []
    filed: list[Chatter] = []
    this_turn = _Given()            # what every order read names: a later turn's plan beside them names no more
    for text, orders in by_line.values():
        if slots(text) is not None:
            this_turn.add(slots(text), orders)
    for p in sheet.problems:
        if id(p) in plans:
            got = slots(p.text)
            on = _plan_beside(got, _named(got, units) if got is not None else set(), p.line, given, this_turn, by_line)
            if on is not None and not got.nations <= this_turn.nations and not _others_act(p.text, meaning.names()):
                on = None
            if on is None:
                kept.append(p)
            else:
                filed.append(Chatter(p.line, p.text, PLAN_ON.format(line=on)))
            continue
        got = slots(p.text) if id(p) in candidates else None
        heads = _named(got, units) if got is not None else set()
        on = _comment_on(got, heads, p.line, given) if heads else None
        if on is not None and got is not None and not got.nations <= _nations_of(p.line, given, heads) \
                and not _others_act(p.text, meaning.names()):
            on = None           # another nation, said as what an order acts on ('attack the Austrians')
        if on is None:
            kept.append(p)
        else:
            filed.append(Chatter(p.line, p.text, COMMENT.format(line=on)))
    if filed:
        sheet.problems[:] = kept
        sheet.chatter.extend(filed)


def _nations_of(line: int, given: dict[str, dict[int, _Given]], heads: set[str]) -> set[str]:
    """The nations the lines giving the line's units their orders name."""
    return {x for unit in heads for n, g in given.get(unit, {}).items() if n != line for x in g.nations}


def _named(got: Any, units: Sequence[Any]) -> set[str]:
    """The heads of the nation's units a line names: by letter or number (the reader's slots), or for units counted
    by where they stand, a unit word with the region they stand in ('the 59 armies', 'the ships from E')."""
    if got is None:
        return set()
    if got.units or not got.nouns:
        return set(got.units)
    regions = {str(n) for n in got.numbers} | {x.rid for x in got.places if x.role != "to"}
    return {u.head for u in units if not u.label and u.at in regions}


def _others_act(text: str, names: Names | None) -> bool:
    """Whether each nation a line names is the subject of a verb of its own ('what the Prussians are doing',
    'before the French do', 'the Austrians are near'): what another nation does, never an order on it."""
    if names is None:
        return False
    said = [w.strip(",.;:!()\"'") for w in text.split()][:_MOST_WORDS]
    named = False
    for i, w in enumerate(said):
        if w[:1].isupper() and names.known_nation(w) is not None:
            if i + 1 >= len(said) or said[i + 1].casefold() not in _THEIR_VERBS:
                return False
            named = True
    return named


def _moves_a_unit(order: Order) -> bool:
    """Whether an order is a unit's own (a move, a stay, an attack): never a build, a gift or a war."""
    return unit_of(order) is not None or any(getattr(order, f, None) for f in ("source", "path"))


def heads_of(order: Order, units: Sequence[Any]) -> set[str]:
    """The heads (engine.words.references.UnitRef) of the units an order moves: by its unit's label ('corps A'),
    or for units counted by where they stand, by the region it moves them from."""
    key = unit_of(order)
    if key is not None:
        label = str(key[1]).casefold()
        return {u.head for u in units if u.label and u.label.casefold() == label}
    path = getattr(order, "path", None) or ()
    source = getattr(order, "source", None) or (path[0] if path else None)
    return {u.head for u in units if not u.label and u.at == source} if isinstance(source, str) else set()


def _may_comment(p: OrderProblem) -> bool:
    """Whether a refusal may be of a comment: not understood for want of an order shape, no question, no change."""
    if p.kind != NOT_UNDERSTOOD or p.reason.startswith(_OWN_REASONS) or "?" in p.text or len(p.text) > _MOST_CHARS:
        return False
    said = p.text.strip().rstrip(".!")
    said_words = {w.strip("'\u2019") for w in words(said.casefold())}
    return not correction_of(said)[0] and not _CHANGES.intersection(said_words) \
        and not _WITH_OTHERS.intersection(said_words)


def _may_be_a_plan(p: OrderProblem) -> bool:
    """Whether a refusal is of a later turn's intention (engine.words.later_turns) that changes and asks nothing."""
    if p.kind != NOT_UNDERSTOOD or not p.reason.startswith(_LATER) or "?" in p.text or len(p.text) > _MOST_CHARS:
        return False
    said = p.text.strip().rstrip(".!")
    said_words = {w.strip("'\u2019") for w in words(said.casefold())}
    return not correction_of(said)[0] and not _CORRECTING.intersection(said_words)


def _plan_beside(got: Any, heads: set[str], line: int, given: dict[str, dict[int, _Given]], this_turn: _Given,
                 by_line: dict[int, tuple[str, list[Order]]]) -> int | None:
    """The line of this turn's order a later turn's plan stands beside ('Sailing to K with the boys on board, we land
    next turn.' under '3 ships I -> K'): it names only places, units and counts this turn's orders name, and at least
    one of them; None otherwise (its order is for a later turn: refused as before)."""
    if got is None or got.correction or got.arrow or got.other_counts or not by_line \
            or not got.verbs <= _UNIT_VERBS or _NATION_WORDS & got.words or _BUILDING & got.words:
        return None                     # an order of a later turn said whole, or a build, a gift, a war
    places = {x.rid for x in got.places}
    counts = {n for n, _ in got.carried}
    if not places <= this_turn.places or not set(got.numbers) | counts <= this_turn.numbers | {1}:
        return None                     # a place or count of its own: the later turn's order (refused as before)
    if any(not {n for n in given.get(h, {}) if n != line} for h in heads):
        return None                     # a unit given no order this turn: the plan may be its order
    if not places and not heads:
        return None                     # nothing of this turn's orders named
    near = [n for n in by_line if n != line and (places & places_of(by_line[n][1]) or any(
        n in given.get(h, {}) for h in heads))] or [n for n in by_line if n != line]
    return min(near, key=lambda n: abs(n - line)) if near else None


def places_of(orders: Sequence[Order]) -> set[str]:
    given = _Given()
    for o in orders:
        given.add(_NO_SLOTS, [o])
    return given.places


def _comment_on(got: Any, heads: set[str], line: int, given: dict[str, dict[int, _Given]]) -> int | None:
    """The line of the order a refused line (its slots, the heads of the units it names) comments on; None when it
    may give an order of its own."""
    if got.correction or got.carried or got.other_counts or got.arrow \
            or any(not v & _UNIT_VERBS for v in got.verb_sets):
        return None                     # a correction, a count of its own, a route, a build or a war said
    ref = _Given()
    lines: set[int] = set()
    for unit in heads:
        others = {n: g for n, g in given.get(unit, {}).items() if n != line}
        if not others:
            return None                 # a unit given no order elsewhere: the line may be its order
        lines.update(others)
        for g in others.values():
            for name in ("places", "ends", "nations", "numbers", "verbs"):
                getattr(ref, name).update(getattr(g, name))
            ref.stays, ref.refused = ref.stays or g.stays, ref.refused or g.refused
    places = {x.rid for x in got.places}
    if not places <= ref.places or not set(got.numbers) <= ref.numbers:
        return None                     # another place or count: another order, or a change
    if not got.nations <= ref.nations and (_NATION_WORDS & got.words or NATION_ORDERS & got.verbs):
        return None                     # another nation, and a word of an order on nations ('declare', 'ally')
    if ref.refused and not places < ref.places:
        return None                     # two refused lines saying as much: neither is only the other's comment
    verbs = ref.verbs or ({"move"} if ref.places and not ref.stays else set())     # 'A - Baden': a move
    if got.stays or _STAYING.intersection(got.words):
        if not (ref.stays and got.stays and all(s & verbs for s in got.verb_sets)):
            return None                 # a stay said of a unit ordered to move: which is meant? asked
    elif not ("move" in got.verbs and "move" in verbs or places & ref.ends) \
            or any(not (s & verbs) for s in got.verb_sets):
        return None                     # no going where the order goes, or a verb of another kind of order
    return min(lines, key=lambda n: abs(n - line))
