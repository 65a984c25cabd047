"""An alliance or a peace takes both sides' orders: a condition that only says the other side orders it too is the
rules' own, said again, wherever it stands (issue 22): first ('If Prussia also signs, alliance with Prussia'), after
('..., if they order it too'), or in a note ('(we know it takes Prussia's order too; if they don't, no alliance)'); the
order is read. A condition naming a third party ('if Austria agrees too') is none of the rules': refused, asked."""

import pytest

from tests.orders.bundled import checked


@pytest.mark.parametrize("rules_id, nation, text, meant", [
    ("napoleonic", "Russia", "If Prussia also signs, alliance with Prussia. And build 2 infantry in Lithuania.",
     ["alliance with Prussia", "build 2 infantry in Lithuania"]),
    ("napoleonic", "Russia", "If the Prussians sign too: alliance with Prussia.", ["alliance with Prussia"]),
    ("eia", "Russia", "ally with Prussia, but only if the Prussians order it as well", ["ally with Prussia"]),
    ("succheesion", "Adoen", "If Manarth offers the same, ally with Manarth.", ["ally with Manarth"]),
    ("eia", "Russia", "Russia allies with Prussia (we know it takes Prussia's order too; if they don't, no alliance).\n"
                      "Standing chit: defend.", ["ally with Prussia", "standing chit: defend"]),
    ("napoleonic", "Ottoman Empire", "Alliance with Russia (it only holds if the Tsar signs it as well).",
     ["alliance with Russia"]),
])
def test_the_other_sides_order_said_as_a_condition_is_the_rules_own(rules_id, nation, text, meant):
    orders, sheet = checked(rules_id, nation, "start", text)
    assert orders == meant
    assert sheet.problems == ()


@pytest.mark.parametrize("rules_id, nation, text", [
    ("napoleonic", "Russia", "alliance with Prussia, if Austria agrees too"),
    ("napoleonic", "Russia", "If Austria agrees too, alliance with Prussia."),
    ("succheesion", "Adoen", "make peace with Maustria, if Dunbarra accepts it too"),
    ("napoleonic", "Ottoman Empire", "Alliance with Russia (only if Austria signs too)."),
    ("napoleonic", "France", "If the Prussians sign too: alliance with Prussia, and in that case cede Palatinate to Prussia."),
])
def test_a_condition_on_a_third_party_or_on_more_than_the_pact_is_asked(rules_id, nation, text):
    orders, sheet = checked(rules_id, nation, "start", text)
    assert orders == []
    assert sheet.problems
