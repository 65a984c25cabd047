"""What `berthier orders` prints of a checked sheet, for the usual entry and for each section of a letter kept for
a step to come: every refused line with its fix and the orders it may mean, then every line once refused and set
aside as no order (a remark, a question to the GM, a comment on another line's order) and every line of no order that
asks the GM something, so the GM sees which."""

from __future__ import annotations

from engine.order_sheet import NOT_AN_ORDER, OrderSheet, asks_the_gm, read_as_no_order, read_with_a_fix

ASKED = "a question (the GM answers it)"


def print_receipt(sheet: OrderSheet, where: str = "") -> None:
    """Print the sheet's problems and its lines read as no order, each after `where` ('France, Spring 1805: ')."""
    for p in sheet.problems:
        print(f"{where}{p}")
        if p.fix is not None:
            print(f"  fix: {p.fix.strip()!r} (apply with --fix)")
        if p.choices:
            from engine.applied_choices import may_mean
            print(may_mean(p))
    for c in sheet.chatter:
        if read_with_a_fix(c.reason):       # 'salonika' read as 'Salonica' (engine.words.place_typos)
            print(f"{where}line {c.line}: {c.reason} ({c.text.strip()!r})")
        elif read_as_no_order(c.reason) or asks_the_gm(c.reason, c.text):
            why = c.reason if c.reason != NOT_AN_ORDER else f"{c.reason}: {ASKED}"
            print(f"{where}line {c.line}: set aside ({c.text.strip()!r}): {why}")
