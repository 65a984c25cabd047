"""A gift under a label naming its receiver, for every ruleset (round 21): 'Gift to Carthage: 4 gold', 'Subsidy to
Austria: 5 gold, as agreed', 'Payment to Spain: 3 ducats'. Said again as the gift ('give 4 gold to Carthage, as
agreed') and read by the ruleset; taken only when it reads whole. The label's one word says a gift of money; what
follows the colon is a sum (a number and a word of money) and at most a remark after a comma, which the reading
judges as any remark after an order."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.errors import NotUnderstood

_LABELS = frozenset("gift gifts payment subsidy subsidies tribute loan donation".split())
_MONEY = frozenset("gold ducats ducat cheese coins crowns florins thalers talents".split())


def as_gift(text: str) -> str | None:
    """'give 4 gold to Carthage, ...' for 'Gift to Carthage: 4 gold, ...', None when the text is not that shape."""
    head, colon, rest = text.strip().partition(": ")
    said = head.split()
    if not colon or len(said) < 3 or said[0].casefold() not in _LABELS or said[1].casefold() != "to":
        return None
    sum_, comma, remark = rest.partition(",")
    amount = sum_.strip().rstrip(".!").split()
    if len(amount) != 2 or not amount[0].isdigit() or len(amount[0]) > 4 or amount[1].casefold() not in _MONEY:
        return None
    receiver = " ".join(said[2:])
    return f"give {amount[0]} {amount[1]} to {receiver}" + (f",{remark}" if comma else "")


def read_gift_label(parse_line: Callable[[str], Any], is_clean: Callable[[Any], bool]) -> Callable[[str], Any]:
    """A line reader that reads a gift under a label naming its receiver, when the line does not read."""
    def read(text: str) -> Any:
        try:
            return parse_line(text)
        except NotUnderstood:
            said = as_gift(text) if ": " in text else None
            if said is None:
                raise
            try:
                got = parse_line(said)
            except NotUnderstood:
                raise
            if not got or not is_clean(got):
                raise
            return got
    return read
