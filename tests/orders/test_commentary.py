"""Issue 22 (never dropped): in EiA and Succheesion a sentence beside orders that holds a verb of the
game's orders is read or refused, never set aside as commentary, even when it names no nation ('Should
our armies be asked to surrender in a siege, they fight on' is the standing surrender order)."""

import pytest

from engine.rulesets import ruleset
from tests.corpus.positions import position


def read(rules_id, nation, text):
    rules = ruleset(rules_id)
    board, state = position(rules_id, "start")
    sheet = rules.check_orders(rules.parse_orders(text, nation, state, board), state, board)
    return len(sheet.orders), len(sheet.problems)


@pytest.mark.parametrize("text", [
    "Austria seeks an alliance with Prussia. Should our armies be asked to surrender in a siege, they fight on.",
    "We ally with Prussia. Our Grenadiers of the guard shall be committed when the battle turns.",
    "Ally with Prussia. Our garrisons never surrender.",
    "Ally with Prussia. If outflanked, the outflanking force is the second corps.",
    "Ally with Prussia. Our fleet is not to intercept anyone this month.",
])
def test_an_eia_sentence_with_an_order_verb_and_no_nation_is_never_set_aside(text):
    orders, problems = read("eia", "Austria", text)
    assert orders + problems >= 2          # the alliance, and the second sentence read or refused


@pytest.mark.parametrize("text", [
    "Build 1 Infantry in 12. The rest retreat if beaten.",
    "Build 1 Infantry in 12. We blockade nothing this turn.",
])
def test_a_succheesion_sentence_with_an_order_verb_and_no_nation_is_never_set_aside(text):
    assert read("succheesion", "Crimsonia", text) == (1, 1)


@pytest.mark.parametrize("rules_id, nation, text", [
    ("eia", "Austria", "Ally with Prussia. That is all, the weather is cold."),
    ("succheesion", "Crimsonia", "Build 1 Infantry in 12. Our cheese is plentiful."),
])
def test_a_remark_with_no_order_verb_is_still_commentary(rules_id, nation, text):
    assert read(rules_id, nation, text) == (1, 0)


@pytest.mark.parametrize("text", [
    "Eight of the units at Randomia go to Lowland Dairies? No - to Chance Hills.",
    "8 units from Randomia to Lowland Dairies? No, to Chance Hills.",
])
def test_a_question_answered_no_with_another_place_takes_that_place(text):
    rules = ruleset("succheesion")
    board, state = position("succheesion", "start")
    sheet = rules.check_orders(rules.parse_orders(text, "Randomia", state, board), state, board)
    assert rules.format_orders(list(sheet.orders), state, board).splitlines() == ["8 units 15 -> 16"]
    assert not sheet.problems


def test_a_no_naming_a_place_that_cannot_be_put_right_is_refused_not_dropped():
    assert read("succheesion", "Randomia", "Do we dig in? No - to Chance Hills.") == (0, 1)


def test_a_retraction_with_no_question_before_it_still_takes_the_order_back():
    rules = ruleset("succheesion")
    board, state = position("succheesion", "start")
    text = "4 units 1 -> 4\nNot Carmine but Rubygate... no, that's too far. Keep them home, drop the move."
    sheet = rules.check_orders(rules.parse_orders(text, "Crimsonia", state, board), state, board)
    assert sheet.orders == () and not sheet.problems
