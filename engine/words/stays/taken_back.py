"""A stay said as the answer to a unit's own order ('Sq2 -> Aegean>Sea of Candia? no, just stays', 'Corps E to
Champagne? No, it stays.'), where a ruleset's hold is an order the sheet shows ('A stays' is 'A holds';
`StayRules.taken_back`): the unit the taken-back order named holds, as it would had the player written its stay
plainly; a stay said of every unit of a list ('sq 4 + 5 -> Gulf of Lion? no, both hold', 'all three stay')
holds each of them. Read after the sheet, from the remarks that take an order back."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.words import patterns as re        # its compile() waits for first use
from engine.errors import NotUnderstood
from engine.order_sheet import Chatter, Order, OrderSheet
from engine.words.message import plain
from engine.words.reading import Names
from engine.words.units_named import Called, Key, named

_TAKEN_BACK = "takes the order before it back"
_JOINED = re.compile(r"\b(sq|sqn|sqd|sq\.)([0-9]{1,2})\b", re.IGNORECASE)
_STAY = frozenset("stay stays remain remains hold holds".split())


def holds_for_stays(sheet: OrderSheet, units: Sequence[Called], names: Names, unit_key: Callable[[object], Key | None],
                    read: Callable[[str], list]) -> OrderSheet:
    """The sheet with a hold for each unit whose order a stay took back (one unit named on that line, and no
    other order for it); as it was otherwise."""
    if not units or not any(_TAKEN_BACK in c.reason for c in sheet.chatter):
        return sheet
    heads = {u.key: u.said for u in units}
    ordered = {unit_key(o) for o in sheet.orders}
    orders, lines, texts = list(sheet.orders), list(sheet.lines), list(sheet.texts)
    for c in sheet.chatter:
        said = _stay_said(c)
        if said is None:
            continue
        every = _every(said)
        listed = _listed(c.text, read, unit_key) if every is not None or _LISTING.search(c.text) else []
        if len(listed) >= 2:                    # 'sq 4 + 5 -> Gulf of Lion? no, both hold': each unit of the list
            if every and every != len(listed) or any(w.strip(" .,!") in _ONE for w in said.split()):
                continue                        # 'all three' of two, 'it stays' of two: which? the reading stands
            found = listed
        elif every is not None:
            continue                            # 'both' of one unit: the reading stands
        else:
            found = list(named(_JOINED.sub(r"\1 \2", c.text), units, names))     # 'Sq2': squadron 2
            if len(found) != 1:
                continue                        # none or several named on the line: the reading stands
        for key in found:
            if key in ordered or key not in heads:
                continue
            held = [o for o in read(f"{heads[key]} holds") if isinstance(o, Order)]
            if len(held) != 1:
                continue
            at = next((i for i, line in enumerate(lines) if line > c.line), len(lines))
            orders.insert(at, held[0])
            lines.insert(at, c.line)
            texts.insert(at, c.text)
            ordered.add(key)
    if len(orders) == len(sheet.orders):
        return sheet
    return OrderSheet(sheet.nation, tuple(orders), tuple(lines), tuple(texts), sheet.problems, sheet.chatter)


def _stay_said(c: Chatter) -> str | None:
    """The words of a taken-back order's stay ('just stays', 'it stays'), None for any other remark."""
    if _TAKEN_BACK not in c.reason:
        return None
    body = c.reason.partition("'")[2].rpartition("'")[0].casefold()
    return body if any(w.strip(" .,!") in _STAY for w in body.split()) else None


# Words of a stay said of every unit of the list before it, with how many that is (0: as many as were listed).
_EVERY = {"both": 2, "all": 0, "each": 0, "all three": 3, "all four": 4, "all 3": 3, "all 4": 4, "the three": 3,
          "all of them": 0, "the lot": 0}


_ONE = frozenset(("it", "he", "she", "its"))
_LISTING = re.compile(r"[0-9] ?(?:,|\+|&|and) ?(?:sq[a-z]*\.? ?)?[0-9]")     # 'sq 4 + 5', 'sq1, sq2', 'squadrons 1 and 2'


def _every(said: str) -> int | None:
    """How many units a stay's words say every one of ('both hold': 2, 'all of them stay': 0), None when they
    say none such ('just stays')."""
    low = " " + " ".join(w.strip(" .,!") for w in said.split()) + " "
    found = [n for words, n in _EVERY.items() if f" {words} " in low]
    return max(found) if found else None


def _listed(text: str, read: Callable[[str], list], unit_key: Callable[[object], Key | None]) -> list[Key]:
    """The units the question before the stay lists ('sq 4 + 5 -> Gulf of Lion?'), each once, in order."""
    question = plain(text.partition("?")[0]).strip()       # '- sq 4 + 5 -> ...': no bullet
    try:
        said = read(question)
    except NotUnderstood:
        return []                               # a question that does not read lists no unit
    keys: list[Key] = []
    for o in said:
        key = unit_key(o) if isinstance(o, Order) else None
        if key is not None and key not in keys:
            keys.append(key)
    return keys
