"""The story above a message's orders part: set aside, named on the receipt (engine.order_sheet.STORY).

Players of in-character games write a story (a decree, the council's minutes, a letter to a rival court), then
the orders in a part of their own under a heading: `[OOC] orders:`, `OOC:`, `Orders:`, `Actions this turn:`,
`Mechanics:`, `In game terms:`, `TL;DR:`. The GM takes the orders from that part; the story names cities where
the court sits, last year's battles, whom the king hates, and often says again in its own words what the orders
part gives. Refused one by one, every line of it held the message back.

A line above the first such heading is set aside as the story when the orders part gives orders (at least one
read), and the line:
- was refused for want of an order's shape only (never a rule broken, a correction, an order held back, a
  quote, the same order twice: those stay as they are);
- offers no order the orders part does not give (its nearest readings, the refusal's choices, are all given
  there, or it has none);
- names no unit of the nation that the orders part gives no order to (`Marshal Ney's corps C marches on Ulm`
  above orders for A and B alone stays refused: it may be C's order), no count of units unless the orders part
  builds or moves such a count, and no order on a nation (war, peace, an alliance, a gift) the orders part does not
  give to that nation.
Anything else stays refused. Lines below the heading are read as always; a message with no orders part is left as
it is. One pass over the refused lines above the heading; each line's words are found once."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from collections.abc import Callable, Sequence

from engine.order_sheet import NOT_UNDERSTOOD, SCENERY, STORY, Chatter, Order, OrderProblem
from engine.words.clauses import sentences
from engine.words.comments import NATION_ORDERS, heads_of
from engine.words.meaning.no_order import ARROWS, opens_on_a_letter
from engine.words.meaning.talk import CONDITIONS
from engine.words.meaning.verbs import is_negation
from engine.words.message import words
from engine.words.story import NATION_WORDS, classes_of

if TYPE_CHECKING:
    from engine.words.sheet import Sheet

__all__ = ["orders_part", "scenery_aside", "story_aside"]

# The first words of a heading over the orders: 'OOC', 'Orders', 'Actions this turn', 'Mechanics', 'In game terms'.
_HEADS = (("ooc",), ("orders",), ("order",), ("actions",), ("actions", "this", "turn"), ("mechanics",),
          ("in", "game", "terms"), ("game", "terms"), ("in", "game"), ("tl", "dr"), ("tldr",), ("crunch",),
          ("the", "orders"), ("my", "orders"), ("our", "orders"), ("orders", "this", "turn"), ("moves",),
          ("summary",), ("for", "the", "gm"))
_MOST_HEAD_WORDS = 6        # a heading alone on its line: 'OOC orders, same thing:'
_MOST_CHARS = 2000          # a longer line is more than a story's paragraph: left as it is
_MOST_LINES = 300           # a longer message is left as it is
_OWN_REASONS = ("held back", "the same order", "an order in quoted", "may be an order, in a forwarded", "asks ",
                "answers ", "a correction", "who of the players", "the line takes back")
_SHORT = 2                  # sentences of a line that may be an order denied or put under a condition, not a story's


def orders_part(lines: Sequence[tuple[int, str]]) -> int | None:
    """The number (1-based) of the line opening the message's orders part, under a story: a heading of the orders
    ('[OOC] orders:', 'Mechanics:'), alone or before the first orders ('OOC: 3 armies 37 -> 36'); None when there
    is none, or nothing above it."""
    seen_story = False
    for number, line in lines[:_MOST_LINES * 4]:
        said = line.strip().lstrip("[(*_#>-= ").casefold()
        if not said:
            continue
        found = words(said[:80])
        head = next((h for h in _HEADS if tuple(found[:len(h)]) == h), None)
        if head is not None and seen_story:
            rest = said.split(head[-1], 1)[1].lstrip(" ])*_") if head[-1] in said else ""
            if len(found) <= _MOST_HEAD_WORDS or rest.startswith(":"):
                return number
        seen_story = True
    return None


def story_aside(sheet: Sheet, lines: Sequence[tuple[int, str]], read: Callable[[str], list[object] | None]) -> None:
    """The refused lines of the story above the orders part, filed as chatter naming the part's line (the sheet's
    problems and chatter changed in place); `lines` are the message's own (number, text), `read` gives the orders of a choice's text that reads clean."""
    meaning = sheet.by_meaning
    if meaning is None or not sheet.problems or len(sheet.problems) > _MOST_LINES:
        return
    head = orders_part(lines)
    if head is None:
        return
    above = [p for p in sheet.problems if p.line < head]
    given = [(line, o) for line, o in zip(sheet.lines, sheet.orders) if line >= head]
    if not above or not given:
        return
    finder = meaning.finder()
    if finder is None:
        return
    units = meaning.units()
    ordered = {u for _, o in given for u in heads_of(o, units)}
    canon = [o for _, o in given]
    kinds = {type(o).__name__ for _, o in given}
    classes = {c for _, o in given for c in classes_of(o)}
    counts = {v for _, o in given for v in _numbers(o)}
    places = frozenset(x for _, o in given for x in _places(o))
    nations = {str(v) for _, o in given for k, v in _fields(o) if k in ("target", "other", "partner", "receiver", "giver")}
    kept: list[OrderProblem] = []
    filed: list[Chatter] = []
    for p in sheet.problems:
        if p.line < head and _story(p, finder, units, ordered, kinds, classes, nations, counts, places) \
                and _offers_given(p, read, canon):
            filed.append(Chatter(p.line, p.text, STORY.format(line=head)))
        else:
            kept.append(p)
    if filed:
        sheet.problems[:] = kept
        sheet.chatter.extend(filed)


def scenery_aside(sheet: Sheet) -> None:
    """The refused lines of a message whose orders are read that are only its story: nothing an order is made of but
    places talked of (none gone to that no order names), the story's men and persons, years
    (engine.words.meaning.no_order.is_remark beside the orders), no order offered: filed as chatter (SCENERY)."""
    meaning = sheet.by_meaning
    if meaning is None or not sheet.problems or not sheet.orders or len(sheet.problems) > _MOST_LINES:
        return
    candidates = {id(p) for p in sheet.problems
                  if p.kind == NOT_UNDERSTOOD and p.fix is None and _no_shape(p.reason) and "?" not in p.text}
    if not candidates:
        return                          # most messages: the orders' places and classes never gathered
    beside = frozenset(x for o in sheet.orders for x in _places(o))
    kept: list[OrderProblem] = []
    filed: list[Chatter] = []
    classes = {c for o in sheet.orders for c in classes_of(o)}
    for p in sheet.problems:
        if id(p) in candidates \
                and (not p.choices and _nations_said_given(p.text, classes) and meaning.story(p.text, beside)
                     or meaning.title(p.text)):     # a title's place draws moves there: it is where it was written
            filed.append(Chatter(p.line, p.text, SCENERY))
        else:
            kept.append(p)
    if filed:
        sheet.problems[:] = kept
        sheet.chatter.extend(filed)


def _nations_said_given(text: str, classes: set[str]) -> bool:
    """Whether every word of an order on nations a line says ('Vienna sues for peace') is of an order read: the
    story says again what the orders give, never an order of its own."""
    for w in words(text.casefold())[:400]:
        said = NATION_WORDS.get(w)          # engine.words.story: the verb class of an order on nations
        if said is not None and said not in classes:
            return False
    return True


_NO_SHAPE = ("expected ", "not an order", "orders start with", "no province or sea called", "no nation called")


def _no_shape(reason: str) -> bool:
    """Whether a refusal says only that it found no order's shape (of the line, or of a piece of it)."""
    if reason.startswith(_NO_SHAPE):
        return True
    at = reason.find(reason[:1] + ": ", 1) if reason[:1] in ("'", '"') else -1
    return at > 0 and reason[at + 3:].startswith(_NO_SHAPE)


def _places(order: Order) -> list[str]:
    """The places an order names: where it goes from, by and to, where it builds."""
    path = getattr(order, "path", None) or ()
    found = [getattr(order, f, None) for f in ("source", "to", "where", "at", "province", "region", "sea")]
    return [x for x in (*found, *path) if isinstance(x, str)]


def _offers_given(p: OrderProblem, read: Callable[[str], list[object] | None], given: list[Order]) -> bool:
    """Whether every order a refusal offers (its choices) is one the orders part gives."""
    for choice in p.choices:
        for piece in choice.split(";"):
            got = read(piece.strip())
            if got is None or any(o not in given for o in got):
                return False            # it may give an order the orders part does not
    return True


def _story(p: OrderProblem, finder: Any, units: Any, ordered: set[str], kinds: set[str], classes: set[str],
           nations: set[str],
           counts: set[int], given_places: frozenset[str] = frozenset()) -> bool:
    if p.kind != NOT_UNDERSTOOD or p.reason.startswith(_OWN_REASONS) or len(p.text) > _MOST_CHARS or p.fix \
            or not _no_shape(p.reason) or ARROWS.search(p.text):
        return False                    # refused for a reason of its own ('a condition', 'a negation'), or a route
    said = [x.strip().strip("\"'()[]*_") for s in sentences(p.text) for x in s.split(";")]     # as no_order's
    said = [x for x in said if x]
    for sentence in said:
        got = finder.find(sentence)
        low = words(sentence.casefold())
        if opens_on_a_letter(low, finder) or low and len(low[0]) == 1 and low[0] != "i" and got.verbs:
            return False                # a unit's letter first: 'A away from Dresden', 'A marches off'
        if (got.units or got.nouns or got.numbers or got.carried or got.order_words
                or any(x.role in ("to", "") and x.rid not in given_places for x in got.places)) \
                and len(said) <= _SHORT and any(w in CONDITIONS or is_negation(w) for w in low):
            return False                # an order put under a condition or denied: 'Do not build 1 cavalry in ...'
        heads = set(got.units) | ({u.head for u in units if not u.label and u.at in {x.rid for x in got.places}}
                                  if got.nouns and not got.units else set())
        if got.units and not set(got.units) <= ordered:
            return False                # a unit the orders part gives no order: this may be its order
        if any(n not in counts and not 1000 <= n <= 2100 for n in got.numbers):
            return False                # a count or a number the orders part does not say: '... and send him 5 gold'
        if finder.meaning.money & got.words and ("give" in got.verbs or got.nations) and "give" not in classes:
            return False                # money said, and the orders part gives none
        if (got.numbers or got.carried) and got.nouns and not heads <= ordered:
            return False                # a count of units: a build or a move of its own
        if (got.numbers or got.carried) and got.nouns and not kinds - {"Hold"}:
            return False
        if (NATION_ORDERS & got.verbs or NATION_WORDS.keys() & got.words) and got.nations - nations:
            return False                # war, peace, a gift to a nation the orders part names no such order on
        if got.correction:
            return False
    return True


def _numbers(order: Order) -> list[int]:
    """The numbers an order says: its count, its amount, a numbered map's places."""
    fields = getattr(order, "__struct_fields__", ()) or ()
    found = [getattr(order, f, None) for f in fields if not isinstance(getattr(order, f, None), bool)]
    found += [int(x) for x in _places(order) if x.isdigit()]
    kinds = getattr(order, "kinds", None)
    if isinstance(kinds, tuple):
        found.append(len(kinds))
    return [x for x in found if isinstance(x, int)]


def _fields(order: Order) -> list[tuple[str, Any]]:
    return [(k, getattr(order, k)) for k in getattr(order, "__struct_fields__", ()) or getattr(order, "__slots__", ())
            if isinstance(getattr(order, k, None), str)]
