"""The writer's own nation named beside 'we' (round 21, helper Ns: engine.words.we_named): 'We, Typ Lef Nazin, offer
peace to Maustria.' read as 'We offer peace to Maustria.'; another nation's name, a question, stay refused."""

import pytest

from engine.words.we_named import without_own_name
from tests.orders.bundled import checked


@pytest.mark.parametrize("rules, nation, text, want", [
    ("succheesion", "Typ Lef Nazin", "We, Typ Lef Nazin, offer peace to Maustria. They burned our oasis two turns ago "
     "but the Khan is wise.", ["make peace with Maustria"]),
    ("classic", "Spain", "We, the Kingdom of Spain, give 5 gold to France.", ["give 5 gold to France"]),
])
def test_read(rules, nation, text, want):
    shown, sheet = checked(rules, nation, "start", text)
    assert shown == want and not sheet.problems, (shown, sheet.problems)


@pytest.mark.parametrize("rules, nation, text", [
    ("succheesion", "Typ Lef Nazin", "We, Maustria, offer peace to Stilwen."),
    ("succheesion", "Typ Lef Nazin", "We, Typ Lef Nazin, offer peace to Maustria?"),
    ("classic", "Spain", "We, France, give 5 gold to Spain."),
])
def test_near_misses_refused(rules, nation, text):
    shown, sheet = checked(rules, nation, "start", text)
    assert sheet.problems, shown


def test_the_shape():
    assert without_own_name("We, Typ Lef Nazin, offer peace", "Typ Lef Nazin") == "We offer peace"
    assert without_own_name("We, Francis, by the Grace of God Emperor, declare", "Austria") is None
    assert without_own_name("We, the Kingdom of Randomia and Maustria, declare war", "Randomia") is None
    assert without_own_name("We, " + "a " * 50_000 + ", go", "Randomia") is None
