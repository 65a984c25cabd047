"""Issue 22, round 7 (a plan's reasons): a sentence of its own after a whole order and a colon ('Alliance with
Denmark: the Baltic needs a friend.', '- Corps B holds in Sicily: the British like it there') is set aside, and
the receipt says so; one naming a unit or what units do, a number, a negation or a condition is not (asked)."""

import pytest

from tests.orders.bundled import sheet_of
from tests.orders.test_phone_typed import read


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("napoleonic", "Prussia", "start", "3. Alliance with Denmark: the Baltic needs a friend.", ["alliance with Denmark"]),
    ("napoleonic", "Naples", "spring-1805-war", "- Corps B holds in Sicily: the British like it there and so do I.",
     ["B holds"]),
    ("napoleonic", "Prussia", "start", "Build 1 cavalry in Westphalia: the province lacks horse", ["build cavalry in Westphalia"]),
    ("napoleonic", "Austria", "spring-1805-war", "Corps D to Bavaria: the Elector expects us", ["D - Bavaria"]),
    ("napoleonic", "Austria", "spring-1805-war", "Peace with France: the Emperor wants quiet.", ["peace with France"]),
    ("napoleonic", "Spain", "spring-1805-war", "Squadron 3 to the Gulf of Lion: the French ask for it", ["squadron 3 - Gulf of Lion"]),
    ("napoleonic", "Ottoman Empire", "start", "Build infantry in Smyrna: the coast feels bare", ["build infantry in Smyrna"]),
    ("classic", "France", "start", "buy 1 army in 21: the coast needs guarding", ["buy 1 army in 21"]),
    ("napoleonic", "Prussia", "start", "Build 1 cavalry in Westphalia: the capital must not be left empty",
     ["build cavalry in Westphalia"]),      # a negation with its own subject, naming nothing of the order
])
def test_a_reason_after_a_colon_is_set_aside(rules_id, nation, where, text, orders):
    assert read(rules_id, where, nation, text) == (orders, [])
    sheet = sheet_of(rules_id, nation, where, text)
    assert any("said after the order" in c.reason or "the player's reason" in c.reason or "set aside" in c.reason
               for c in sheet.chatter)


@pytest.mark.parametrize("nation, text", [
    ("Prussia", "Build 1 cavalry in Westphalia: the corps D goes there"),      # a unit, and what it does
    ("Prussia", "Build 1 cavalry in Westphalia: not yet"),                    # a negation of the order
    ("Prussia", "Build 1 cavalry in Westphalia: it must not go to Saxony"),   # a negation naming a place
    ("Prussia", "Alliance with Denmark: the Danes pay 3 gold"),                # a number
    ("Prussia", "Alliance with Denmark: the fleet stays if they agree"),       # a condition
])
def test_a_tail_that_could_change_the_order_is_asked(nation, text):
    shown, problems = read("napoleonic", "start", nation, text)
    assert problems
