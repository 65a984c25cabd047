"""A corps' verb mistyped (issue 22): two letters swapped, one left out or one added ('marhc', 'moev', 'hlods',
'stys', 'marchs') is the one verb it is a slip of; a letter typed for another, or a slip of two verbs, is not
guessed."""

import pytest

from tests.corpus.positions import position

RULES = __import__("engine.rulesets", fromlist=["ruleset"]).ruleset("napoleonic")
BOARD, WAR = position("napoleonic", "spring-1805-war")


def read(text, nation):
    sheet = RULES.parse_orders(text, nation, WAR, BOARD)
    return [RULES.format_order(x, BOARD) for x in sheet.orders], sheet.problems


@pytest.mark.parametrize("nation, text, orders", [
    ("Austria", "Corps D marhc to Bavaria", ["D - Bavaria"]),
    ("Austria", "Corps C moev to Lombardy", ["C - Lombardy"]),
    ("Austria", "Corsp A hlods", ["A holds"]),
    ("Austria", "Corps C remians in Venice", ["C holds"]),
    ("Prussia", "corsp D stys in Westphalia", ["D holds"]),
    ("Prussia", "Korps A marchs to Mecklenburg", ["A - Mecklenburg"]),
    ("Prussia", "Corps E advnaces to Saxony", ["E - Saxony"]),
    ("Prussia", "Corps E atacks Saxony", ["E - Saxony"]),
    ("Prussia", "Corps E rdies to Saxony.", ["E - Saxony"]),
    ("France", "Corps C procedes to Holland", ["C - Holland"]),
])
def test_a_mistyped_verb_is_the_verb_it_is_a_slip_of(nation, text, orders):
    assert read(text, nation) == (orders, ())


@pytest.mark.parametrize("text", ["Corps A does to Bavaria", "Corps A mbve to Bavaria", "Corps A mo to Bavaria"])
def test_a_word_that_is_no_single_slip_is_refused(text):
    orders, problems = read(text, "Austria")
    assert orders == [] and problems
