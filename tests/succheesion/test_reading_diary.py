"""Issue 22, round 7: orders told as a diary of this turn's day, in the past ('Today I sent ...', 'This morning I
ordered the six at Chance Hills to Ubliko Gate, and I bought a regiment of Infantry at Odds End'); what was done
before this turn ('Last turn I sent ...') is asked, never read as an order."""

import pytest

from tests.succheesion.helpers import read


DIARY = [
    ("Maustria", "Today I sent the four regiments of Whiskerport to Adoen Shore.", ["4 units 24 -> 20"]),
    ("Maustria", "Today I sent the four regiments of Whiskerport to Adoen Shore. I ordered two battalions of infantry "
                 "raised at Maus Imperial, and I had the Rostopki three march up to Adoen Crown. A long day.",
     ["4 units 24 -> 20", "build 2 Infantry in 21", "3 units 22 -> 11"]),
    ("Dunbarra", "This day I sent our two frigates from Pirates' Sound into the Northern Rind, and I raised one "
                 "militia at Pirate Cove.", ["2 Frigates 52 -> 53", "build 1 Militia in 36"]),
    ("Randomia", "This morning I ordered the six at Chance Hills to Ubliko Gate, and I bought a regiment of Infantry "
                 "at Odds End.", ["6 units 16 -> 17", "build 1 Infantry in 42"]),
    ("Randomia", "This evening we marched the six at Chance Hills to Ubliko Gate.", ["6 units 16 -> 17"]),
    ("Crimsonia", "Today we recruited two Infantry at Crimson Keep.", ["build 2 Infantry in 1"]),
    ("Crimsonia", "Tonight I declared war on Berdain.", ["declare war on Berdain"]),
    ("Berdain", "Today I invested 5 cheese in trade with Maustria.", ["invest 5 cheese in trade with Maustria"]),
]


@pytest.mark.parametrize("nation, text, orders", DIARY, ids=[t[:60] for _, t, _ in DIARY])
def test_a_diary_of_this_turns_day_gives_its_orders(nation, text, orders):
    shown, sheet = read(nation, text)
    assert (shown, sheet.problems) == (orders, ())


@pytest.mark.parametrize("nation, text", [
    ("Maustria", "Last turn I sent the four regiments of Whiskerport to Adoen Shore."),
    ("Maustria", "Yesterday we raised cheese in Maus Imperial."),
    ("Randomia", "Last week I sent the six at Chance Hills to Ubliko Gate."),
    ("Crimsonia", "Two turns ago we declared war on Maustria."),
])
def test_what_was_done_before_this_turn_is_asked_never_an_order(nation, text):
    shown, sheet = read(nation, text)
    assert shown == [] and sheet.problems
