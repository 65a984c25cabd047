"""A note a player writes after an order, pointing back at it with an arrow ('spend TP to reach 50%
<- EDIT: this one, not the 40'): when the note says the order is the one meant, the order is read
as a correction of the earlier one ('... instead'), which the receipt then says it dropped.
Plain string search from the line's end: linear in the line's length."""

from __future__ import annotations

BACK_ARROWS = ("<--", "<-", "<=", "\u2190")
# Words of a note saying the order before it is the one meant, and replaces another.
_MEANT = ("edit", "this one", "instead", "correction", "corrected", "use this", "not the", "replaces",
          "updated", "changed", "new order", "final")


def pointed_back(text: str) -> str:
    """The order of a line whose note after a back arrow says it is the one meant, written '<order>
    instead'; the line as written otherwise (a note saying anything else is left for the reader to refuse)."""
    if "<" not in text and "\u2190" not in text:
        return text
    at, arrow = max(((text.rfind(a), a) for a in BACK_ARROWS), key=lambda found: found[0])
    if at <= 0:
        return text
    order, note = text[:at].rstrip(" ,;:"), text[at + len(arrow):].casefold()
    if not order or not any(word in note for word in _MEANT):
        return text
    return order.rstrip(" .!") + " instead"
