"""An order said by a verb and a pointer alone beside other orders ('End it. And build 2 Infantry ...',
engine.words.pointed_order, round 22): refused, never set aside as talk; the other orders stay read."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, where, nation, text, orders", [
    ("succheesion", "start", "Maustria",
     '[quote="GM"]Maustria: your fleet in the Fondue Sea still blockades it. Keep or end?[/quote]\n'
     "End it. And build 2 Infantry in Maus Imperial.", ["build 2 Infantry in 21"]),
])
def test_refused_beside_the_orders(rules, where, nation, text, orders):
    shown, sheet = checked(rules, nation, where, text)
    assert shown == orders and sheet.problems, (shown, sheet.problems)


def test_words_alone():
    from engine.words.pointed_order import pointed_order
    assert pointed_order("End it.") and pointed_order("keep that please")
    assert not pointed_order("Keep it up, lads") and not pointed_order("End of orders.")
    assert not pointed_order(" " * 100_000)
