"""An order given twice in one sentence, the second time by 'another' in place of its object ('We offer an alliance
to Russia and another to Austria'): both orders read, or the line refused as before; never one of them alone."""

import pytest

from engine.words.another import second_said
from tests.orders.bundled import read


@pytest.mark.parametrize("text, said", [
    ("We offer an alliance to Russia and another to Austria",
     ("We offer an alliance to Russia", "We offer an alliance to Austria")),
    ("give 3 gold to Carthage and another 2 to Spain", ("give 3 gold to Carthage", "give 2 gold to Spain")),
    ("Propose a truce to Spain, and another to Portugal", ("Propose a truce to Spain", "Propose a truce to Portugal")),
    ("We ally with Stilwen and another with Berdain", ("We ally with Stilwen", "We ally with Berdain")),
])
def test_the_second_order_is_the_first_with_its_phrase_replaced(text, said):
    assert second_said(text) == said


@pytest.mark.parametrize("text", [
    "give 3 gold to Carthage and another to Spain",        # 3 more, or 1? asked
    "ally with Prussia and another to Austria",             # no phrase of 'to' to replace
    "build an army in 38 and another in 40 and another in 41",
    "A - Baden and another",
    "another " * 1000,
])
def test_other_sentences_are_not_said_so(text):
    assert second_said(text) is None


@pytest.mark.parametrize("rules_id, where, nation, text, meant", [
    ("napoleonic", "start", "Great Britain", "We offer an alliance to Russia and another to Austria",
     ["alliance with Russia", "alliance with Austria"]),
    ("classic", "start", "Italy", "give 3 gold to Carthage and another 2 to Spain",
     ["give 3 gold to Carthage", "give 2 gold to Spain"]),
    ("classic", "start", "Italy", "Rome sends 1 gold to Carthage and another to Spain",
     ["give 1 gold to Carthage", "give 1 gold to Spain"]),
    ("succheesion", "start", "Maustria", "We ally with Stilwen and another with Berdain",
     ["ally with Stilwen", "ally with Berdain"]),
])
def test_both_orders_read(rules_id, where, nation, text, meant):
    orders, reasons = read(rules_id, where, nation, text)
    assert orders == meant or reasons and len(reasons) == len(meant)


def test_a_count_left_unsaid_is_asked_never_guessed():
    orders, reasons = read("classic", "start", "Italy", "give 3 gold to Carthage, and another to Spain")
    assert orders == [] and reasons


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("napoleonic", "spring-1805-war", "France", "Corps A marches to Flanders and another to Champagne"),
    ("eia", "france-land", "France", "Corps II moves to Lorraine and another to Baden"),
])
def test_another_unit_unnamed_is_never_the_first_again(rules_id, where, nation, text):
    orders, reasons = read(rules_id, where, nation, text)
    assert reasons and len(orders) < 2
