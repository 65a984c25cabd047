"""A line that takes back what it said and goes on with orders the reader cannot read ('... a dozen Militia... no,
a half dozen is plenty: a pair in Adoen Crown, ...') is refused, never filed as a remark: the orders after the
correction would be dropped in silence. A denial ('No peace.', 'No land moves this month') is no taking back."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text", [
    "His Imperial Majesty wants a pair of frigates built at Eastmark for the Edam Sea, and a dozen Militia... no, a "
    "half dozen is plenty: a pair in Adoen Crown, a pair in Rostopki and a pair in Maus Imperial.",
    "Maustria wants three Infantry built in Eastmark... no, two is plenty: one in Rostopki and one in Adoen Crown.",
    "We raise a dozen Militia at Rostopki... no, half as many: a pair in Eastmark, a pair in Maus Imperial and a pair "
    "in Adoen Crown.",
    "The fleet goes to Edam Sea, and the army to Stilwen... no, the army waits: the fleet alone, to Brie Bight and back.",
    "Build 1 Artillery in 12, build 1 Infantry in 12. On second thought no artillery: two Infantry in Madder Vale?",
    "Two Militia in Rostopki. On reflection, fewer: one in Eastmark, one in Adoen Crown, not this turn.",
])
def test_orders_after_a_correction_are_never_a_remark(text):
    orders, sheet = checked("succheesion", "Maustria", "start", text)
    assert sheet.problems, (orders, sheet.chatter)


def test_a_denial_is_no_taking_back():
    orders, sheet = checked("succheesion", "Typ Lef Nazin", "start", "Still at war. No peace.\n1 Cavalry in Typ Lef.")
    assert orders == ["build 1 Cavalry in 29"] and not sheet.problems
