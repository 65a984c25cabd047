"""A refused line that only comments on an order the message gives on another line: filed as a comment, never a
second order for the same unit (engine.order_sheet.COMMENT).

A player gives an order once, precisely ('Corps A marches into Baden.'), and another line talks about it: a reason,
a hope, a vague restatement, the pace ('Corps A should get going as soon as possible.', 'I hope C can make it to
Friesland, it is a long way.'). Refused, such a line would also hold the precise order back as if it gave the unit
another order. It is a comment when, read by meaning (engine.words.meaning.slots), it:
- names one or more of the nation's units, each given an order on another line (read, or refused with a place);
- names no place, nation or number those lines do not name (the unit's own region aside): no other destination,
  no other count;
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

from engine.order_sheet import COMMENT, NOT_UNDERSTOOD, Chatter, Order, OrderProblem
from engine.words.clauses import correction_of, unit_of
from engine.words.message import words

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["comments_aside"]

# Words that change or take back an order, or set a condition on it: such a line is never only a comment.
_CHANGES = frozenset("""instead actually rather change changes changed changing edit edited correction correct
corrected not no nope don't dont never cancel cancelled canceled scratch ignore forget forgot disregard replace
replaces wrong mistake oops typo sorry but only unless if except otherwise alternatively or either neither nor
also too another second again then first later more less fewer all half both each""".split())
# Words of another unit going with it, carried by it or led: an order of that unit too ('Kutuzov goes with corps I').
_WITH_OTHERS = frozenset("""with without join joins joined joining together accompany accompanies escort escorts follow
follows following behind aboard board boards embark embarks carry carries carrying transport transports load loads
lead leads led takes take brings bring under command commands""".split())
# Refusals with a reason of their own: kept as they are.
_OWN_REASONS = ("held back", "the same order", "an order in quoted", "may be an order, in a forwarded", "asks ",
                "answers ", "a correction", "an intention for a later turn", "who of the players")
# Words of staying, waiting or guarding: said of a unit ordered to move, another order (asked), never a comment.
_STAYING = frozenset("""stay stays stayed remain remains wait waits waiting linger lingers rest rests sit sits guard
guards guarding keep keeps lie lies hold holds defend defends garrison garrisons fortify fortifies dig digs entrench
camp camps winter winters halt halts stop stops pause pauses idle""".split())
_MOST_CHARS = 300       # a longer line is more than a comment: left as it is


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
            if len(set(path)) > 1 or getattr(o, "to", None) or getattr(o, "path", None):
                self.verbs.add("move")
            elif not got.verbs:
                self.stays = True


def comments_aside(sheet: Sheet) -> None:
    """The refused lines of a sheet that only comment on an order given on another line, filed as chatter with
    the line of that order (the sheet's problems and chatter changed in place)."""
    meaning = sheet.by_meaning
    if meaning is None or not sheet.problems or not meaning._ready():       # noqa: SLF001 (the reader's finder)
        return
    candidates = {id(p) for p in sheet.problems if _may_comment(p)}
    if not candidates:
        return
    finder = meaning._finder                                                # noqa: SLF001
    assert finder is not None
    found: dict[str, Any] = {}

    def slots(text: str) -> Any:
        if text not in found:
            said = text.strip().strip("\"'()[]*_").rstrip(".!").strip()
            found[text] = finder.find(said) if len(said) <= _MOST_CHARS else None
        return found[text]

    units = meaning.units()
    by_line: dict[int, tuple[str, list[Order]]] = {}
    for line, text, order in zip(sheet.lines, sheet.texts, sheet.orders):
        by_line.setdefault(line, (text, []))[1].append(order)
    given: dict[str, dict[int, _Given]] = {}    # each unit, the lines giving it an order, and what they name
    for line, (text, orders) in by_line.items():
        got = slots(text)
        if got is None:
            continue
        for head in got.units | {h for o in orders for h in _heads(o, units)}:
            given.setdefault(head, {}).setdefault(line, _Given()).add(got, orders)
    for p in sheet.problems:
        got = slots(p.text) if p.kind == NOT_UNDERSTOOD and p.line not in by_line else None
        if got is not None and got.places and got.verbs and not got.stays:    # 'Corps C goes to Holland and after ...'
            for head in got.units:
                given.setdefault(head, {}).setdefault(p.line, _Given()).add(got, refused=True)
    kept: list[OrderProblem] = []
    filed: list[Chatter] = []
    for p in sheet.problems:
        on = _comment_on(slots(p.text), p.line, given) if id(p) in candidates else None
        if on is None:
            kept.append(p)
        else:
            filed.append(Chatter(p.line, p.text, COMMENT.format(line=on)))
    if filed:
        sheet.problems[:] = kept
        sheet.chatter.extend(filed)


def _heads(order: Order, units: Sequence[Any]) -> set[str]:
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


def _comment_on(got: Any, line: int, given: dict[str, dict[int, _Given]]) -> int | None:
    """The line of the order a refused line comments on; None when it may give an order of its own."""
    if got is None or not got.units or got.correction or got.carried or got.other_counts or got.arrow:
        return None
    ref = _Given()
    lines: set[int] = set()
    for unit in got.units:
        others = {n: g for n, g in given.get(unit, {}).items() if n != line}
        if not others:
            return None                 # a unit given no order elsewhere: the line may be its order
        lines.update(others)
        for g in others.values():
            for name in ("places", "ends", "nations", "numbers", "verbs"):
                getattr(ref, name).update(getattr(g, name))
            ref.stays, ref.refused = ref.stays or g.stays, ref.refused or g.refused
    places = {x.rid for x in got.places}
    if not places <= ref.places or not got.nations <= ref.nations or not set(got.numbers) <= ref.numbers:
        return None                     # another place, nation or count: another order, or a change
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
