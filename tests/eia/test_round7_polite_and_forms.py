"""Issue 22, round 7 (fresh4-eia-polite-1, -template-4): an order asked for as a polite question with the power
itself as subject, or the GM asked to do it, reads; a question about the rules, or another power's order, does
not. A form's empty slots ('Attacks declared: none', 'Standing: unchanged', 'Transport: none') order nothing.
Words after a comma that doubt the order ('..., or is that not allowed?') are never passed over as a remark."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position

RULES = ruleset("eia")


def read(text, nation, where="start"):
    board, state = position("eia", where)
    sheet = RULES.parse_orders(text + "\n", state.find_nation(nation).name, state, board)
    return [RULES.format_order(o, board) for o in sheet.orders], [p.reason for p in sheet.problems]


@pytest.mark.parametrize("text, wanted", [
    ("If it's not too much trouble, could the Kingdom of Naples perhaps ally with Great Britain? We would be most "
     "grateful. Our thanks, as ever.", ["ally with Great Britain"]),
    ("Could Naples ally with Great Britain?", ["ally with Great Britain"]),
    ("Might Naples perhaps declare war on France?", ["declare war on France"]),
    ("Would you be so kind as to declare war on France for us? Many thanks.", ["declare war on France"]),
    ("May the Kingdom of Naples kindly break its alliance with Spain?", None),
    ("Would you kindly ally us with Russia?", None),
    ("Could Naples possibly ally with Great Britain, if that is allowed?", ["ally with Great Britain"]),
    ("Ally with Russia. Could Naples also declare war on France?", ["ally with Russia", "declare war on France"]),
])
def test_a_polite_question_asking_for_an_order(text, wanted):
    orders, problems = read(text, "Naples")
    if wanted is None:
        assert orders == [] and problems, (orders, problems)       # read, then refused by the position, or asked
    else:
        assert (sorted(orders), problems) == (sorted(wanted), [])


@pytest.mark.parametrize("text", [
    "Could Austria ally with Great Britain?",
    "Could Naples ally with Britain, or is that not allowed?",
    "Could we ally with Britain, or is that not allowed?",
    "Can Naples declare war on France if Austria does?",
    "Could Naples ally with Great Britain? I wonder whether that is allowed.",
])
def test_a_question_about_the_rules_or_another_power_is_asked(text):
    orders, problems = read(text, "Naples")
    assert orders == [] and problems, (orders, problems)


@pytest.mark.parametrize("text", [
    "Attacks declared: none", "Standing: unchanged", "Standing orders: as before", "Transport: none",
    "Attacks: -", "Battles: none this month", "Players: no change", "Standing answers: unchanged",
])
def test_an_empty_slot_orders_nothing(text):
    assert read(text, "Austria", "austria-land") == ([], [])


@pytest.mark.parametrize("text, wanted", [
    ("Standing: unchanged except guard: commit", ["standing guard: commit"]),
    ("Attacks: Bavaria", ["attack Bavaria"]),
])
def test_a_filled_slot_is_read(text, wanted):
    assert read(text, "Austria", "austria-land") == (wanted, [])


@pytest.mark.parametrize("text, nation, wanted", [
    ("Ally with Russia, who did nothing for us at Ulm.", "Naples", ["ally with Russia"]),
    ("Naples declares war on France, whose fleet at Toulon was seen fitting out.", "Naples", ["declare war on France"]),
    ("Turkey allies with France, because they are at war with Russia.", "Turkey", ["ally with France"]),
])
def test_a_remark_after_the_nation_is_set_aside(text, nation, wanted):
    assert read(text, nation) == (wanted, [])
