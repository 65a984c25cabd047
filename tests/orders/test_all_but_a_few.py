"""A stack moved but for a few (round 22, helper Nc, engine/rulesets/succheesion/all_but.py; classic has its own,
classic/exceptions.py): 'All my units in Randomia except three go to Chance Hills' is the stack there less three.
A count left as large as the stack, another nation's units, a condition or a question stay refused."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("nation, text, want", [
    ("Randomia", "All my units in Randomia except three go to Chance Hills.", ["10 units 15 -> 16"]),
    ("Maustria", "All the units in Maus Imperial except two go to Tailbridge.", ["4 units 21 -> 25"]),
    ("Crimsonia", "Every unit in Crimson Keep but one marches to Carmine.", ["3 units 1 -> 4"]),
    ("Randomia", "all of our troops at Chance Hills save 2 head to Adoen Shore", ["4 units 16 -> 20"]),
])
def test_all_but_a_few_go(nation, text, want):
    shown, sheet = checked("succheesion", nation, "start", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


def test_classic_reads_its_own():
    shown, sheet = checked("classic", "Spain", "start", "All armies in 14 except one go to 15.")
    assert shown == ["2 armies 14 -> 15"], (shown, sheet.problems)


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "All the units in Maus Imperial except six go to Tailbridge."),       # six stand there: none go
    ("Maustria", "All the units in Maus Imperial except two go to Tailbridge if Stilwen attacks."),
    ("Maustria", "Should all the units in Maus Imperial except two go to Tailbridge?"),
    ("Stilwen", "All the Maustrian units in Maus Imperial except two go to Tailbridge."),
    ("Randomia", "All my units in Randomia except three go to Adoen Crown."),          # not beside it
    ("Randomia", "All my units in Randomia except three went to Chance Hills last turn."),
])
def test_near_misses_stay_refused(nation, text):
    shown, sheet = checked("succheesion", nation, "start", text)
    assert sheet.problems, shown
    assert not any(" -> " in s for s in shown), shown
