"""Orders said in a sequence and a request to carry them out in it (round 20, helper Fx): 'first, 3 armies 108 ->
109,', 'Then, and only then, 2 armies 107 -> 106': the words of sequence set aside, the order read; 'Russian orders,
in ORDER please GM, it matters for the scouting:' set aside with the reason that the rules resolve a turn's orders
together. An ordinal naming a unit ('First corps: ...', '1st Army') is never taken for a word of sequence."""

import pytest

from engine.words.sequence_asked import asks_for_sequence, in_sequence
from tests.orders.bundled import checked


def _reads(text: str) -> bool:
    return text[:1].isdigit() or text.startswith(("buy ", "corps II:", "E - "))


@pytest.mark.parametrize("text, words, rest", [
    ("first, 3 armies 108 -> 109,", "first", "3 armies 108 -> 109,"),
    ("Then, and only then, 2 armies 13 -> 12.", "Then, and only then", "2 armies 13 -> 12."),
    ("and only after that, 2 armies 109 -> 110", "and only after that", "2 armies 109 -> 110"),
    ("First corps II: Silesia - Saxony", "First", "corps II: Silesia - Saxony"),
    ("Step two: buy 1 ship in N", "Step two", "buy 1 ship in N"),
])
def test_words_of_sequence_before_an_order(text, words, rest):
    assert in_sequence(text, _reads) == (words, rest)


@pytest.mark.parametrize("text", [
    "First corps: Silesia - Saxony",       # the first corps
    "first army holds", "Second fleet: Brest", "1st Army - Saxony", "then", "first, and this matters to us",
    "3 armies 108 -> 109", "second mail for this month, before the naval steps start", "Next month: A - Bavaria",
])
def test_an_ordinal_of_a_unit_or_no_order_after_is_no_sequence(text):
    assert in_sequence(text, lambda t: True if t.startswith(("corps", "army", "fleet")) else _reads(t)) is None


@pytest.mark.parametrize("text, asks", [
    ("Russian orders, in ORDER please GM, it matters for the scouting:", True),
    ("The Council of Carthage orders, in this order:", True),
    ("Order matters!", True),
    ("please do them one after another", True),
    ("in order please: 3 armies 108 -> 109", False),       # an order on the line
    ("in this order: A - Bavaria", False),
    ("Prussia's orders", False),
    ("Order of battle for the spring", False),
    ("in order to keep the peace with Austria", False),
])
def test_a_request_for_a_sequence(text, asks):
    assert asks_for_sequence(text, lambda t: " - " in t or "->" in t) is asks


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("classic", "Carthage", "start", "first, 3 armies 108 -> 109,\nthen, and only then, 2 armies 107 -> 106",
     ["3 armies 108 -> 109", "2 armies 107 -> 106"]),
    ("classic", "Carthage", "start", "in this order please GM, it matters:\n3 armies 108 -> 109\nOrder matters!",
     ["3 armies 108 -> 109"]),
    ("napoleonic", "Russia", "spring-1805-war", "Russian orders, in ORDER please GM, it matters for the scouting:\n"
     "first C - Kiev\nthen G - Kharkov - Poltava\nand only after that E - Kherson",
     ["C - Kiev", "G - Kharkov - Poltava", "E - Kherson"]),
    ("napoleonic", "France", "spring-1805-war", "First, E - Champagne\nThen, and only then, C holds",
     ["E - Champagne", "C holds"]),
    ("eia", "Prussia", "prussia-land", "First corps II: Silesia - Saxony", ["corps II: Silesia - Saxony"]),
    ("succheesion", "Crimsonia", "start", "In sequence please, GM:\nfirst, build 1 Artillery in 2",
     ["build 1 Artillery in 2"]),
])
def test_the_orders_are_read_and_the_sequence_set_aside(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and not sheet.problems
    assert any("resolve the orders" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, text", [
    ("napoleonic", "France", "spring-1805-war", "First corps - Champagne"),
    ("eia", "France", "start", "First corps: Paris - Champagne"),
    ("classic", "Carthage", "start", "in this order please: 3 armies 108 -> 199"),
])
def test_an_ordinal_unit_or_an_order_in_the_request_is_never_set_aside(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert sheet.problems and not any("resolve the orders" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("classic", "Spain", "start", "First, buy 1 ship in N. Then 2 ships N -> O. I want the ship bought before the "
     "fleet sails, GM, thanks.", ["buy 1 ship in N", "2 ships N -> O"]),
    ("eia", "Prussia", "prussia-land", "Prussia, land step. First corps II: Silesia - Saxony. Then corps I: "
     "Brandenburg - Magdeburg. Order matters, II must be in Saxony before I leaves Berlin (don't ask).",
     ["corps II: Silesia - Saxony", "corps I: Brandenburg - Magdeburg"]),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne. C holds. Please move E before C, order matters.",
     ["E - Champagne", "C holds"]),
])
def test_a_sentence_asking_for_a_sequence_is_set_aside_the_orders_read(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and not sheet.problems
    assert any("resolve the orders" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, text", [
    # a place, a count or an order the sentences read do not give: never set aside
    ("classic", "Spain", "start", "buy 1 ship in N. I want the fleet to sail to P before the armies march."),
    ("classic", "Spain", "start", "buy 1 ship in N. 2 ships N -> O. I want the fleet to attack before the ship is bought."),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne. Please move E before C, not after, and C to Lorraine."),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne. I want E in Lorraine before C moves."),
    ("napoleonic", "France", "spring-1805-war", "E - Champagne. Please don't move E before C holds."),
])
def test_a_sentence_with_more_than_a_sequence_is_never_set_aside(rules_id, nation, where, text):
    got, sheet = checked(rules_id, nation, where, text)
    assert sheet.problems and not any("in a sequence" in c.reason for c in sheet.chatter)


@pytest.mark.parametrize("rules_id, nation, where, text, orders", [
    ("eia", "Austria", "start", "ally with Prussia\nNext month: declare war on Portugal.", ["ally with Prussia"]),
    ("classic", "Carthage", "start", "3 armies 108 -> 109\nNext turn 2 armies 107 -> 106", ["3 armies 108 -> 109"]),
])
def test_an_opener_of_a_later_time_is_no_sequence(rules_id, nation, where, text, orders):
    got, sheet = checked(rules_id, nation, where, text)
    assert got == orders and sheet.problems
    assert not any("resolve the orders" in c.reason for c in sheet.chatter)
