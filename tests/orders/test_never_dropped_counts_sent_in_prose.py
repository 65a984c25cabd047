"""A sentence beside other orders that sends a count of something with a verb of going ('And the 2 go to
Grenadier Hills.', '2 guys from dunbarra walk 2 skerries.') is read or refused, never set aside as commentary
while the line's other sentences stand (engine.words.prose, EiA and succheesion)."""

import pytest

from tests.orders.bundled import sheet_of

LINES = [   # (ruleset, nation, the line: an order, then the sentence sending a count)
    ("succheesion", "Adoen", "casualties: Militia first. And the 2 go to Grenadier Hills."),
    ("succheesion", "Dunbarra", "bld 1 inf dunbarra. 2 guys from dunbarra walk 2 skerries."),
    ("succheesion", "Maustria", "build 1 Infantry in 22. Our 6 lads head off towards the Rostopki border."),
    ("succheesion", "Maustria", "make peace with Randomia. Two of the Whiskerport men ride out to the coast."),
    ("succheesion", "Randomia", "raise cheese in 15. The 4 at Odds End wander over to Chance Hills."),
    ("succheesion", "Maustria", "build 1 Infantry in 22. Both galleons sail off wherever the wind takes them."),
    ("eia", "Austria", "declare war on France. Our 2 cavalry corps ride off towards the French."),
    ("eia", "Austria", "ally with Russia. Three corps march out of Vienna tomorrow."),
]


@pytest.mark.parametrize("rules_id, nation, line", LINES)
def test_a_count_sent_beside_orders_is_read_or_asked(rules_id, nation, line):
    sheet = sheet_of(rules_id, nation, "start", line)
    moved = [o for o in sheet.orders if "Move" in type(o).__name__]
    assert sheet.problems or moved, "the sentence sending units is neither read nor asked"


def test_a_long_story_with_numbers_is_no_count_sent():
    from engine.words.prose import _sends_a_count
    assert not _sends_a_count("In 1805 " + "the old men of the village went to the fair and " * 10 + "came home")
    assert _sends_a_count("And the 2 go to Grenadier Hills.")
