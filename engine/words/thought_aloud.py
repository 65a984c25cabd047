"""A line where the writer thinks aloud after an order and settles it (issue 22, round 17):

- 'We build a cavalry division in Holstein... no, too dear, make that one infantry division in Holstein.'
- 'Corps I marches from the Rhineland to Thuringia... no, Thuringia is neutral and I don't want trouble with Prussia
  yet. Corps I stays in the Rhineland.'
- 'Britain declares war on France... wait, we're already at war? No, only Austria is. OK then: declare war on France.'
- 'Move 2 armies from 37 to 36... actually no, scratch that, Latium keeps them.' (taken back, nothing in its place)

The order before the '...' (engine.words.gone_back: the words after it open going back) is replaced by the order the
line ends with: the longest tail of the words after the '...', cut at a sentence's end, a colon, a comma or a
semicolon, that the reader reads whole and clean ('make that', 'OK then', 'instead' around it taken off). When no tail
reads, a retraction among the words ('scratch that', 'never mind', 'forget it') takes the order back with nothing in
its place. The words between are the writer's reasoning, set aside and named on the receipt (a SetAside), and only
when they can give no order of their own: none of them reads as an order, they hold no condition ('if', 'unless'),
no number that neither order says, and nothing added ('and also', 'too', 'as well': '... no wait, and 1 cavalry in
Lyon too' adds, never replaces). The order settled must be for the unit of the one taken back (of its kind and from its place, for orders of no
unit).
Anything else is left to the reading that holds the order back and asks (engine.words.gone_back): never a guess."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from engine.order_sheet import LineReader, Order, SetAside
from engine.words.clauses import kind_of, unit_of
from engine.words.gone_back import going_back_marks, piece_before
from engine.words.lexicon import HANGING
from engine.words.message import words
from engine.words.read_again import read_or_none
from engine.words.taking_back import WITHDRAWN_WHOLE

__all__ = ["ADDED", "bare_tail", "only_reasoning", "orders_read", "read_thought_aloud", "same_order", "settled"]

# The project's retractions of the order before them (engine.words.taking_back), and 'never mind' said bare ('... oh
# we already are. Never mind.').
_RETRACTIONS = tuple(WITHDRAWN_WHOLE | {"never mind", "nevermind", "drop that"})
# Words around the order settled that say it is the one meant ('make that ...', 'OK then: ...', '... instead').
_LEADS = ("make that ", "make it ", "ok then ", "okay then ", "ok so ", "so ", "then ", "ok, ", "okay, ", "ok ",
          "fine, ", "fine ", "instead, ", "rather, ", "just ", "yes, ", "yes ")
_TAILS = (" instead", " then", " rather", " after all")
_CUTS = (". ", "? ", "! ", ": ", "; ", ", ")
ADDED = frozenset("also too plus additionally".split())
_MOST_CHARS = 400           # a line of thinking aloud is a sentence or three
_MOST_CUTS = 12


def read_thought_aloud(parse_line: LineReader, clean: Callable[[object], bool]) -> LineReader:
    """The reader, and for a line with an ellipsis the writer goes back at, the order it settles on (settled)."""
    def read(text: str) -> object:
        if "..." not in text and "\u2026" not in text or len(text) > _MOST_CHARS:
            return parse_line(text)
        got = settled(text, parse_line, clean)
        return parse_line(text) if got is None else got
    return cast(LineReader, read)


def settled(text: str, parse_line: LineReader, clean: Callable[[object], bool]) -> list[object] | None:
    """The orders a line settles on after going back at its one ellipsis, with its reasoning set aside; None when
    the line is not of this shape or any part of it is unsure."""
    marks = going_back_marks(text)
    if len(marks) != 1:
        return None
    at, end, _ = marks[0]
    taken, start = None, -1
    for piece in piece_before(text, at):
        got = orders_read(piece, parse_line, clean)
        if got:
            taken, start = got, text.rfind(piece, 0, at)
            break
    if taken is None or start < 0:
        return None
    head = text[:start].rstrip(" ,;:-\u2013")
    head = head[:-4].rstrip(" ,") if head.casefold().endswith(" and") else head
    before: list[object] = []
    if head.strip(" .!"):
        got = orders_read(head, parse_line, clean)
        if not got:
            return None             # the line's other orders before the piece must read whole
        before = list(got)
    after = text[end:].strip()
    new, cut = _tail_read(after, parse_line, clean)
    if new is None:
        if not _taken_back_only(after):
            return None
        new, cut = [], len(after)
    elif not any(same_order(o, t) for o in new for t in taken):
        return None                 # an order of another kind and unit: added beside it, or a new thought
    reasoning = after[:cut].strip(" ,;:")
    if not only_reasoning(reasoning, parse_line, clean, text[start:at] + " " + after[cut:]):
        return None
    said = f"{text[start:at].strip()}... {reasoning}".strip()
    return [*before, SetAside(said, "taken back as the writer thought aloud, before the order settled"), *new]


# After a retraction, words that may give an order in its place ('scratch that, send them to Brandenburg instead').
_GIVING = frozenset("to into towards toward instead rather then via onto".split())


def _taken_back_only(after: str) -> bool:
    """Whether the words after the '...' take the order back and put nothing in its place: a retraction in their
    last sentence, followed by no place gone to, no 'instead', no number ('actually no, scratch that, Latium keeps
    them', 'we aren't allied yet. Scratch that.', 'oh we already are. Never mind.')."""
    low = after.casefold()
    last = max(low.rfind(e) for e in (". ", "? ", "! "))
    tail = low[last + 2:] if last >= 0 else low
    hit = max((tail.rfind(r), r) for r in _RETRACTIONS)
    if hit[0] < 0:
        return False
    rest = words(tail[hit[0] + len(hit[1]):])
    return not _GIVING.intersection(rest) and not any(w.isdigit() for w in rest)


def orders_read(text: str, parse_line: LineReader, clean: Callable[[object], bool]) -> list[Order] | None:
    """The orders a text gives read whole and clean; None when it gives none or reads in part only."""
    read = read_or_none(parse_line, text)
    if read is None:
        return None
    found = read if isinstance(read, list) else [read]
    if not found or not clean(read) or not all(isinstance(o, (Order, SetAside)) for o in found):
        return None
    orders = [o for o in found if isinstance(o, Order)]
    return orders or None


def _tail_read(after: str, parse_line: LineReader, clean: Callable[[object], bool]) -> tuple[list[Order] | None, int]:
    """The longest tail of the words after the '...' that reads as orders, and where it starts."""
    low = after.casefold()
    cuts = sorted({k + len(c) for c in _CUTS for k in _all(low, c)})[:_MOST_CUTS]
    for cut in cuts:
        tail = bare_tail(after[cut:])
        if len(tail.split()) < 2 or ADDED.intersection(words(tail)) or tail.casefold().startswith("and "):
            continue
        got = orders_read(tail, parse_line, clean)
        if got:
            return got, cut
    return None, 0


def _all(low: str, cut: str) -> list[int]:
    out: list[int] = []
    k = low.find(cut)
    while k >= 0 and len(out) < _MOST_CUTS:
        out.append(k)
        k = low.find(cut, k + 1)
    return out


def bare_tail(tail: str) -> str:
    """The tail without the words that say it is the order meant ('make that', 'OK then', 'instead')."""
    said = tail.strip().rstrip(".!").strip()
    for _ in range(3):
        low = said.casefold()
        lead = next((x for x in _LEADS if low.startswith(x)), None)
        if lead is None:
            break
        said = said[len(lead):].lstrip(" ,:")
    for _ in range(2):
        low = said.casefold()
        end = next((x for x in _TAILS if low.endswith(x)), None)
        if end is None:
            break
        said = said[:-len(end)].rstrip(" ,")
    return said


def only_reasoning(reasoning: str, parse_line: LineReader, clean: Callable[[object], bool], orders_said: str) -> bool:
    """Whether the words between the '...' and the order settled can give no order: no condition, nothing added,
    no number the orders do not say, and no clause of them read as an order."""
    low = words(reasoning)
    if HANGING.intersection(low) or (ADDED - {"too"}).intersection(low) \
            or any(words(part)[-1:] == ["too"] for part in _parts(reasoning)):
        return False                # 'too dear' is no addition; '... and Lyon too' is
    numbers = set(w for w in words(orders_said) if w.isdigit())
    if any(w.isdigit() and w not in numbers for w in low):
        return False
    for part in _parts(reasoning):
        bare = part.strip(" ,.;:!?")
        if len(bare.split()) < 2 or any(r in bare.casefold() for r in _RETRACTIONS):
            continue
        if orders_read(bare, parse_line, clean):
            return False            # 'no, A goes to Saxony, ...': an order of its own in the middle
    return True


def _parts(text: str) -> list[str]:
    parts = [text]
    for cut in _CUTS:
        parts = [q for p in parts for q in p.split(cut.strip() + " ")]
    return parts[:_MOST_CUTS]


def same_order(new: Order, taken: Order) -> bool:
    """Whether the order settled is for the unit of the one taken back; for orders of no unit (a build, a war, armies
    counted by place), of its kind and from the same place."""
    unit, was = unit_of(new), unit_of(taken)
    if unit is not None or was is not None:
        return unit == was          # 'F goes to Upper Hungary... wait, it stays. A - Moravia': another corps
    source = getattr(new, "source", None)
    return kind_of(new) == kind_of(taken) and source == getattr(taken, "source", None)
