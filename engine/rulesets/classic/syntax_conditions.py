"""Reading classic conditional orders, which may test only the numbers of armies in provinces, as
seed 001 says: "If the Viking has 7 or less armies in 67, 68 and 69 combined, then attack 69 with
8 armies from 59 (via ships)". The line is cut by finding each word once, left to right."""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.errors import NotUnderstood
from engine.order_sheet import Order
from engine.words.reading import Names, number
from engine.rulesets.classic.orders import (
    EXACTLY,
    LESS,
    LESS_OR_EQUAL,
    MORE,
    MORE_OR_EQUAL,
    Buy,
    Conditional,
    Gift,
    MoveArmies,
    MoveShips,
    SeaMove,
)

NUMBER = r"[0-9]+"                   # how many digits is judged by engine.words.reading.number, with a clear reason

_CONDITIONS: list[tuple[re.Pattern, str]] = [
    (re.compile(rf"^({NUMBER})\s+or\s+(?:less|fewer|under|below)$", re.IGNORECASE), LESS_OR_EQUAL),
    (re.compile(rf"^(?:at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to)\s+({NUMBER})$", re.IGNORECASE), LESS_OR_EQUAL),
    (re.compile(rf"^(?:less|fewer)\s+than\s+({NUMBER})$", re.IGNORECASE), LESS),
    (re.compile(rf"^({NUMBER})\s+or\s+more$", re.IGNORECASE), MORE_OR_EQUAL),
    (re.compile(rf"^(?:at\s+least|no\s+fewer\s+than|no\s+less\s+than)\s+({NUMBER})$", re.IGNORECASE), MORE_OR_EQUAL),
    (re.compile(rf"^more\s+than\s+({NUMBER})$", re.IGNORECASE), MORE),
    (re.compile(rf"^exactly\s+({NUMBER})$", re.IGNORECASE), EXACTLY),
]


def _comparison(text: str) -> tuple[str, int]:
    text = " ".join(text.split())
    if text.lower() in ("no", "zero", "0"):
        return EXACTLY, 0
    for pattern, comparison in _CONDITIONS:
        m = pattern.match(text)
        count = number(m.group(1), "a count to test") if m else None
        if count is not None:
            return comparison, count
    raise NotUnderstood(f"{text!r} is not a count to test: write '5 or less', 'at least 5', 'more than 5', "
                        "'fewer than 5' or 'exactly 5'")


def _first(low: str, words: tuple[str, ...], start: int) -> tuple[int, str] | None:
    found = [(at, w) for w in words if (at := low.find(w, start)) >= 0]
    return min(found) if found else None


def _if_parts(text: str) -> dict[str, str] | None:
    """'if SUBJECT has COND armies in PLACES [combined][,] then THEN' (or ', THEN'), cut by finding
    each word once from left to right: linear in the line's length, unlike nested patterns."""
    low = text.casefold()
    has = _first(low, (" has ", " have ", " holds ", " hold "), 2)
    army = has and _first(low, (" armies in ", " army in ", " armies at ", " army at "), has[0] + len(has[1]))
    if not has or not army:
        return None
    start = army[0] + len(army[1])
    then = low.find("then", start)
    while then >= 0 and not (low[then - 1] in " ," and low[then + 4:then + 5] in ("", " ", ",")):
        then = low.find("then", then + 4)
    if then >= 0:
        places, rest = text[start:then], text[then + 4:]
    else:
        comma = low.find(",", start)
        if comma < 0:
            return None
        places, rest = text[start:comma], text[comma + 1:]
    places = places.strip(" ,")
    for word in (" combined", " together", " in total", " altogether"):
        if places.casefold().endswith(word):
            places = places[:-len(word)]
    return {"subject": text[2:has[0]], "cond": text[has[0] + len(has[1]):army[0]], "places": places,
            "then": rest.strip(" ,")}


def conditional(text: str, nation: str, names: Names, read_then: Callable[[str], tuple[Order, ...]]) \
        -> Conditional:
    """'If Austria has 5 or less armies in 46 then attack it with everything from 47': only the test
    is limited (army counts); what follows 'then' is any orders, read by `read_then`."""
    m = _if_parts(text)
    if not m:
        raise NotUnderstood("a conditional order reads 'If Austria has 5 or less armies in 46 then attack it "
                            "with everything from 47': it may test only army counts")
    subject = names.nation(re.sub(r"^the\s+", "", m["subject"].strip(), flags=re.IGNORECASE))
    comparison, threshold = _comparison(m["cond"])
    places = names.regions(m["places"])
    then_text = m["then"].strip()
    if not then_text:
        raise NotUnderstood("the conditional order says nothing after 'then'")
    if re.search(r"\bit\b", then_text, re.IGNORECASE):
        if len(places) != 1:
            raise NotUnderstood("'it' is unclear when the condition names several provinces: name the target")
        then_text = re.sub(r"\bit\b", names.board.name(places[0]), then_text, flags=re.IGNORECASE)
    then = read_then(then_text)
    given = tuple(o for o in then if isinstance(o, (MoveArmies, SeaMove, MoveShips, Buy, Gift)))
    if len(given) != len(then):
        raise NotUnderstood("after 'then' come moves, purchases or gifts")
    return Conditional(nation=nation, subject=subject, comparison=comparison, threshold=threshold,
                       places=places, then=given)
