"""A stay said as the answer to a unit's own order ('Sq2 -> Aegean>Sea of Candia? no, just stays', 'Corps E to
Champagne? No, it stays.'): in this ruleset a hold is an order the sheet shows ('A stays' is 'A holds'), so the
unit the taken-back order named holds, as it would had the player written its stay plainly."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.words import patterns as re        # its compile() waits for first use
from engine.order_sheet import Chatter, Order, OrderSheet
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
        found = named(_JOINED.sub(r"\1 \2", c.text), units, names)     # 'Sq2': squadron 2
        if len(found) != 1:
            continue                            # none or several named on the line: the reading stands
        (key,) = found
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
