"""A napoleonic corps carried by sea, said in prose around its seas (round 22, helper Nn:
engine.rulesets.napoleonic.by_sea_said): 'corps B by sea to Cornwall via the Irish Sea', 'embarks and sails to Wales
via the Irish Sea', '..., carried by our squadrons there', '..., where our squadrons wait'; another nation's carriers,
a condition, a later turn, a question, a past or a negation stay refused."""

import pytest

from engine.rulesets.napoleonic.by_sea_said import head_said, seas_said
from tests.orders.bundled import checked


@pytest.mark.parametrize("text, want", [
    ("Corps B by sea to Cornwall via the Irish Sea", ["B - Cornwall via Irish Sea"]),
    ("Corps B goes to Wales by the sea via the Irish Sea", ["B - Wales via Irish Sea"]),
    ("Corps B embarks and sails to Wales via the Irish Sea, carried by our squadrons there.",
     ["B - Wales via Irish Sea"]),
    ("Corps B goes to Wales via the Irish Sea, where our squadrons wait.", ["B - Wales via Irish Sea"]),
    ("Corps A, in London, embarks and sails to Holland via the English Channel, borne by our own squadrons.",
     ["A - Holland via English Channel"]),
])
def test_read(text, want):
    shown, sheet = checked("napoleonic", "Great Britain", "spring-1805-war", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("text", [
    "Corps B goes to Wales via the Irish Sea, carried by the Spanish squadrons.",
    "Corps B goes to Wales via the Irish Sea, carried by our squadrons if the French are gone.",
    "Corps B goes to Wales via the Irish Sea, carried by our squadrons next turn.",
    "Did corps B go to Wales via the Irish Sea, carried by our squadrons?",
    "Corps B went to Wales via the Irish Sea, carried by our squadrons.",
    "Corps B does not go to Wales via the Irish Sea, carried by our squadrons.",
    "Corps B goes to Wales via the Irish Sea, carried by 3 squadrons.",
])
def test_near_misses_refused(text):
    shown, sheet = checked("napoleonic", "Great Britain", "spring-1805-war", text)
    assert sheet.problems and not shown, shown


def test_the_shape():
    assert head_said("by sea to Wales ") == "to Wales"
    assert head_said("to Holland by the sea, ") == "to Holland"
    assert head_said("embarks at Dublin and sails to Wales ") == "to Wales"
    assert seas_said("to Wales via the Irish Sea, carried by our squadrons there") == "to Wales via the Irish Sea"
    assert seas_said("to Wales, carried by our squadrons") == "to Wales, carried by our squadrons"   # no 'via'
    assert seas_said("to Wales via the Irish Sea, where our squadrons are if it rains") \
        == "to Wales via the Irish Sea, where our squadrons are if it rains"
    long = "to Wales via the" + " " * 100_000 + "Irish Sea, carried by our squadrons"
    assert seas_said(long).endswith("Irish Sea")
    assert head_said("by sea " + " " * 100_000 + "to Wales") is not None
