"""Issue 22, round 22 (helper Sd): 'Austria would like to X, and to Y': the clause joined by 'and' that opens with
'to' carries the wish of the clause before it; its order is read (or the line refused), never passed over in
silence as a purpose (engine.words.joined_infinitive, hooked in engine.words.unread)."""

import pytest

from tests.orders.bundled import checked

READ = [
    ("eia", "Austria", "start", "Austria would like to ally with Prussia, and to declare war on Turkey.",
     ["ally with Prussia", "declare war on Turkey"]),
    ("eia", "Austria", "start", "Austria would like to declare war on Turkey, and to ally with Prussia.",
     ["declare war on Turkey", "ally with Prussia"]),
    ("eia", "Austria", "start", "Austria wishes to ally with Spain, and to declare war on Turkey, and to ally with "
     "Prussia.", ["ally with Spain", "declare war on Turkey", "ally with Prussia"]),
    ("napoleonic", "Austria", "start", "Austria would like to build 1 infantry in Vienna, and to declare war on "
     "Prussia.", ["build infantry in Vienna", "declare war on Prussia"]),
]


@pytest.mark.parametrize("rules_id,nation,where,text,expected", READ)
def test_each_infinitive_joined_by_and_gives_its_order(rules_id, nation, where, text, expected):
    orders, sheet = checked(rules_id, nation, where, text)
    assert orders == expected, (orders, sheet.problems)


# Never lost in silence: read whole, or the line refused (the player asked).
KEPT = [
    ("classic", "France", "start", "France would like to buy 1 army in 20, and to give 10 gold to Spain.", 2),
    ("napoleonic", "Austria", "start", "Austria would like to declare war on Prussia, and to build 1 infantry in "
     "Vienna.", 2),
]


@pytest.mark.parametrize("rules_id,nation,where,text,count", KEPT)
def test_a_joined_infinitive_is_read_or_asked(rules_id, nation, where, text, count):
    orders, sheet = checked(rules_id, nation, where, text)
    assert len(orders) == count or sheet.problems, (orders, sheet.problems)


# Near misses: the wish alone, a purpose after a comma alone: one order.
ONE = [
    ("eia", "Austria", "start", "Austria would like to declare war on Prussia", ["declare war on Prussia"]),
    ("eia", "Austria", "start", "We declare war on Turkey, to keep the Balkans safe.", ["declare war on Turkey"]),
    ("eia", "Austria", "start", "Austria would like to ally with Prussia.", ["ally with Prussia"]),
]


@pytest.mark.parametrize("rules_id,nation,where,text,expected", ONE)
def test_a_wish_alone_or_a_purpose_is_one_order(rules_id, nation, where, text, expected):
    orders, sheet = checked(rules_id, nation, where, text)
    assert orders == expected and not sheet.problems, (orders, sheet.problems)
