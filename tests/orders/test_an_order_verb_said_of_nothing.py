"""Issue 22 round 11: an order's verb said of nothing, as a veteran types it ('found nothing, raise nothing', 'buy
none', 'recruit nothing this turn'): no order of that kind, said so on the receipt; anything more after 'nothing'
leaves the line to be read or refused ('build nothing but infantry in Paris')."""

from __future__ import annotations

import pytest

from tests.orders.bundled import sheet_of, written


def _read(rules_id: str, where: str, nation: str, text: str):
    sheet = sheet_of(rules_id, nation, where, text)
    return written(rules_id, where, sheet), sheet.problems


def test_nothing_with_more_after_it_is_no_denial():
    orders, problems = _read("napoleonic", "start", "France", "build nothing but infantry in Paris")
    assert orders == [] and problems


@pytest.mark.parametrize("rules_id, nation, text", [
    ("succheesion", "Manarth", "found nothing, raise nothing"),
    ("succheesion", "Crimsonia", "invest nothing this turn"),
    ("napoleonic", "Prussia", "recruit nothing this turn"),
    ("classic", "Italy", "buy none"),
])
def test_an_order_verb_said_of_nothing_gives_no_order(rules_id, nation, text):
    assert _read(rules_id, "start", nation, text) == ([], ())
