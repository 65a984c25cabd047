"""A gift of gold written short, and the gift's purpose said after it (round 22, helper Nn:
engine.rulesets.napoleonic.gold_short, engine.words.meaning.receivers.gift_purpose): '5g to Denmark', 'give 4 gp to
Spain', '..., and we send 4 gold to Spain for the war', '... as a welcome present'; a question, a condition, a later
time, a count in the purpose stay refused; a gift to one not allied is refused when checked, as ever."""

import pytest

from engine.rulesets.napoleonic.gold_short import written_out
from tests.orders.bundled import checked


@pytest.mark.parametrize("text, want", [
    ("Alliance w/ Denmark, 5g to Denmark.", ["alliance with Denmark", "give 5 gold to Denmark"]),
    ("alliance with Denmark\ngive 4 gp to Denmark", ["alliance with Denmark", "give 4 gold to Denmark"]),
    ("alliance with Denmark, and we send 4 gold to Denmark for the war", ["alliance with Denmark",
                                                                           "give 4 gold to Denmark"]),
    ("alliance with Denmark\ngive 3 gold to Denmark as a welcome present", ["alliance with Denmark",
                                                                             "give 3 gold to Denmark"]),
])
def test_read(text, want):
    shown, sheet = checked("napoleonic", "Austria", "start", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("text", [
    "alliance with Denmark\n5g to Denmark?",
    "alliance with Denmark\n5g to Denmark if they ally",
    "alliance with Denmark\ngive 5 gold to Denmark for the next turn",
    "alliance with Denmark\ngive 5 gold to Denmark for their 2 fleets",
    "alliance with Denmark\ngive 5 gold to Denmark for the war against Prussia",
])
def test_near_misses_refused(text):
    shown, sheet = checked("napoleonic", "Austria", "start", text)
    assert sheet.problems and shown == ["alliance with Denmark"], (shown, sheet.problems)


def test_the_shape():
    assert written_out("5g to Spain") == "5 gold to Spain"
    assert written_out("give 4 gp to Prussia") == "give 4 gold to Prussia"
    assert written_out("total 14g, leaves 6.") is None
    assert written_out("we got 5g from Spain") is None
    assert written_out("5 " * 100_000 + "g to Spain") is None
