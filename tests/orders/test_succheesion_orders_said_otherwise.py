"""Succheesion orders new writers say otherwise (round 21, helper Ns): troops raised in the passive and split over
places after a colon ('five Infantry be raised: three at Maus Imperial and two at Eastmark': engine.rulesets.
succheesion.decrees), and a move said with whom its units join there ('... go to Adoen Crown and join the General':
engine.rulesets.succheesion.joined_up). Near-misses stay refused: a split that does not add up, a past report, a
pact joined, a join with no place gone to, a condition."""

import pytest

from engine.rulesets.succheesion.joined_up import joins_them
from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, text, want", [
    ("Maustria", "His Majesty orders that five Infantry be raised: three at Maus Imperial and two at Eastmark.",
     ["build 3 Infantry in 21", "build 2 Infantry in 23"]),
    ("Randomia", "Three Cavalry are to be raised: two at Randomia and one at Chance Hills.",
     ["build 2 Cavalry in 15", "build 1 Cavalry in 16"]),
    ("Maustria", "The three of Rostopki go to Adoen Crown and join the General.", ["3 units 22 -> 11"]),
    ("Randomia", "The six of Chance Hills march to Adoen Shore to join the others.", ["6 units 16 -> 20"]),
])
def test_read(nation, text, want):
    shown, sheet = checked("succheesion", nation, "start", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "Five Infantry are raised: three at Maus Imperial and three at Eastmark."),
    ("Maustria", "Five Infantry were raised: three at Maus Imperial and two at Eastmark."),
    ("Maustria", "The three of Rostopki join the General."),
    ("Maustria", "If Stilwen attacks, the three of Rostopki go to Adoen Crown and join the General."),
])
def test_near_misses_refused(nation, text):
    shown, sheet = checked("succheesion", nation, "start", text)
    assert sheet.problems, shown


def test_a_pact_joined_is_never_set_aside():
    assert joins_them("The three of Rostopki go to Adoen Crown and join the Cheddar League.") is None
    assert joins_them("go to x" + " " * 100_000 + "and join the General") is None
