"""A tail after an order set aside as its reason or purpose never counts units (engine.words.tails.purpose_tail):
'..., since the capital must look busy, and one cavalry division in Picardy to go with the army' holds a second
build; set aside, it was lost with nothing said (a misread hidden in fresh11-nap-1 while another line was refused)."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, nation, text, build", [
    ("napoleonic", "France", "Raise two infantry divisions in Paris, since the capital must look busy, and one cavalry "
                             "division in Lyon to go with the army.", "cavalry"),
    ("napoleonic", "Spain", "Build 2 infantry in Madrid, since Portugal is restless, and three cavalry in Seville to "
                            "watch the border.", "cavalry"),
])
def test_a_second_order_after_a_reason_is_read_or_refused_never_set_aside(rules, nation, text, build):
    shown, sheet = checked(rules, nation, "start", text)
    assert any(build in line for line in shown) or sheet.problems, (shown, sheet.chatter)


def test_a_reason_without_a_count_is_still_set_aside():
    shown, sheet = checked("napoleonic", "France", "start", "Build 2 infantry in Paris, to guard the capital.")
    assert shown == ["build 2 infantry in Paris"] and not sheet.problems
