"""A correction about a trade agreement replaces the earlier order about the same agreement, whatever its kind:
'Invest 5 cheese in trade with Maustria.' then 'EDIT: break trade with Maustria instead' (or 'Actually, invest 8 ...',
'Correction: no, break trade with Ubliko'). The shared corrections replace an order of the same unit or the
same kind; an investment and a break are two kinds of order about one thing, the agreement with one partner.
The earlier order is set aside, said so, as the shared corrections do."""

from __future__ import annotations

from engine.order_sheet import Chatter, OrderSheet
from engine.rulesets.succheesion.orders import BreakTrade, Invest
from engine.words.clauses import correction_of
from engine.words.message import words

_TRADE = (Invest, BreakTrade)


def _corrects(text: str) -> bool:
    """Whether a line says it changes an earlier order ('EDIT:', 'Actually,', '... instead')."""
    return bool(correction_of(text.strip())[0]) or "instead" in words(text)


def trade_corrected(sheet: OrderSheet) -> OrderSheet:
    """The sheet with each trade order set aside that a later correcting line's trade order with the same
    partner replaces; the sheet as it was when there is none."""
    partners = {i: o.partner for i, o in enumerate(sheet.orders) if isinstance(o, _TRADE)}
    trade = list(partners)
    if len(trade) < 2:
        return sheet                    # most sheets: nothing to replace
    dropped: dict[int, int] = {}
    for j in trade:
        if not _corrects(sheet.texts[j]):
            continue
        partner = partners[j]
        for i in trade:
            if sheet.lines[i] < sheet.lines[j] and i not in dropped and partners[i] == partner \
                    and sheet.orders[i] != sheet.orders[j]:
                dropped[i] = j
    if not dropped:
        return sheet
    kept = sheet.without(set(dropped))
    said = tuple(Chatter(sheet.lines[i], sheet.texts[i], f"set aside: replaced by the correction on line "
                                                         f"{sheet.lines[j]} ({sheet.texts[j].strip()})")
                 for i, j in dropped.items())
    return OrderSheet(kept.nation, kept.orders, kept.lines, kept.texts, kept.problems, kept.chatter + said)
