"""War on a nation and an alliance with it in one message cannot both be meant: both asked, the rest read; a
correction naming one of them leaves the other (issue 22)."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("text", [
    "Declare war on Great Britain.\nAlly with Great Britain.",
    "Declare war on Great Britain. Ally with Great Britain.",
    "We ally with Portugal and declare war on Portugal.",
    "DoW Portugal\nally Portugal",
    "War on England!\nAlliance with Great Britain.",
    "Spain allies with France. Spain declares war on France.",
    "declare war on France\nally with France\nstanding surrender: fight on",
    "Ally with Great Britain; war on Britain.",
])
def test_war_and_alliance_with_one_nation_are_both_asked(text):
    orders, sheet = checked("eia", "Spain", "start", text)
    assert not any(o.startswith(("declare war", "ally with")) for o in orders)
    assert len(sheet.problems) >= 2


@pytest.mark.parametrize("text, expected", [
    ("Declare war on Great Britain. Ally with Portugal.", ["declare war on Great Britain", "ally with Portugal"]),
    ("Declare war on Great Britain.\nSorry, scratch that: ally with Great Britain.", ["ally with Great Britain"]),
])
def test_war_and_alliance_with_two_nations_or_corrected_stand(text, expected):
    orders, sheet = checked("eia", "Spain", "start", text)
    assert orders == expected
