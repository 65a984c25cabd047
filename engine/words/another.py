"""An order given twice in one sentence, the second time by 'another' in place of its object: 'We offer an alliance
to Russia and another to Austria', 'give 3 gold to Carthage and another 2 to Egypt', 'Propose a truce to Spain,
and another to Portugal'. The words after 'another' say what changes: a place or nation after a word of direction
('to Austria', 'in Bristol', 'with Denmark'), and a count before it ('another 2 to Egypt'). The second order is
the first said again with its last such phrase (and its count) replaced; both are read by the ruleset, and kept
only when both read whole as orders of one kind and of no unit ('Corps A marches to Baden and another to
Bavaria' is another corps, unnamed). Otherwise the line stays as it was (refused, or read by the
rulesets' own 'another', as their builds are). One pass over the words; tried only on a line the ruleset could
not read that says 'another'."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import Contradiction, NotUnderstood
from engine.words.clauses import unit_of
from engine.words.textio import is_digits
from engine.words.read_again import read_or_again

# Words that open the phrase 'another' changes ('and another to Austria', '... another in Bristol').
_DIRECTIONS = frozenset("to in at on with into from for against toward towards".split())
_JOINS = (" and another ", ", and another ", ", another ", " plus another ")
_NUMBERS = frozenset("one two three four five six seven eight nine ten".split())
_MOST_CHARS = 300


def second_said(text: str) -> tuple[str, str] | None:
    """(the first order's words, the second's) of a sentence that gives an order again with 'another'; None when
    it is not said so."""
    if "another" not in text or len(text) > _MOST_CHARS:
        return None
    low = text.casefold()
    at, join = min(((low.find(j), j) for j in _JOINS if j in low), default=(-1, ""))
    if at < 0 or "another" in low[at + len(join):]:
        return None                 # 'and another ... and another': each said its own way
    first, rest = text[:at].strip(), text[at + len(join):].strip().rstrip(".!")
    said, told = first.split(), rest.split()
    if len(said) < 3 or not told:
        return None
    count = ""
    if is_digits(told[0]) or told[0].casefold() in _NUMBERS:
        count, told = told[0], told[1:]             # 'another 2 to Egypt'
    if not told or told[0].casefold() not in _DIRECTIONS or len(told) < 2:
        return None
    where = max((i for i, w in enumerate(said) if w.casefold() == told[0].casefold()), default=-1)
    if where < 1:
        return None                 # 'ally with Prussia and another to ...': no phrase of that word to replace
    head = said[:where]
    counted = [i for i, w in enumerate(head) if is_digits(w) or w.casefold() in _NUMBERS]
    counted = [i for i in counted if head[i].casefold() not in ("1", "one")]
    if counted and not count:
        return None                 # 'give 3 gold to X and another to Y': 3 more, or 1? asked as the line stands
    if count:
        numbers = [i for i, w in enumerate(head) if is_digits(w) or w.casefold() in _NUMBERS]
        if len(numbers) != 1:
            return None             # the count replaced must be the only one said
        head = [*head[:numbers[0]], count, *head[numbers[0] + 1:]]
    return first, " ".join([*head, *told])


def _whole(read: Any) -> bool:
    items = read if isinstance(read, (list, tuple)) else [read]
    return bool(items) and all(x is not None and not isinstance(x, NotUnderstood) for x in items)


def read_another(parse_line: Callable[[str], Any]) -> Callable[[str], Any]:
    """A line reader that, when a line does not read and gives an order again with 'another', reads both orders
    (`second_said`); the line's own error stands when either does not read whole or they differ in kind."""
    def _both(text: str) -> list | None:
        said = second_said(text)
        if said is None:
            return None
        try:
            got = [parse_line(part) for part in said]
        except NotUnderstood:
            return None
        if not all(_whole(g) for g in got):
            return None
        orders = [o for g in got for o in (g if isinstance(g, (list, tuple)) else [g])]
        if len(orders) != 2 or type(orders[0]) is not type(orders[1]) or orders[0] == orders[1] \
                or any(unit_of(o) is not None for o in orders):
            return None             # 'Corps A marches to Baden and another to Bavaria': another corps, unnamed
        return orders
    return read_or_again(parse_line, lambda first, text: first is None or _whole(first) or "another" not in text,
                         _both, firm=Contradiction)
