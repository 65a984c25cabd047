"""A remark to the GM beside orders gives no order: a question asking the GM to confirm a cost, a rule or a
reading, a sum of the nation's money in the ruleset's own words of money, the rest of the units said to stay, the
units the nation has where it has them ('I have 2 ships in N', though 'ships' is a verb of an order too)
(engine.words.meaning.remarks, engine.words.nothing, engine.words.meaning.talk): the orders beside it read, and it is set aside. A remark
that names a unit, a nation, a place by name or a verb of an order is no remark: it is read, refused or asked."""

import pytest

from tests.orders.bundled import read


@pytest.mark.parametrize("ruleset, where, nation, text, orders", [
    ("classic", "start", "Italy", "Buy 2 armies in 38. That makes 6 gold, correct?", ["buy 2 armies in 38"]),
    ("classic", "start", "Italy", "Buy 2 armies in 38. Is that how it is written?", ["buy 2 armies in 38"]),
    ("classic", "start", "Italy", "Buy 2 armies in 38, which should leave me 4 gold.", ["buy 2 armies in 38"]),
    ("classic", "start", "Italy", "Buy 2 armies in 38. I think my treasury is 12 gold so this is fine.",
     ["buy 2 armies in 38"]),
    ("classic", "start", "Italy", "Buy 2 armies in 38.\nThe remaining armies will simply stay where they are.",
     ["buy 2 armies in 38"]),
    ("classic", "start", "Spain", "We have 2 ships in N (the Alboran Sea). Buy 1 army in 14.", ["buy 1 army in 14"]),
    ("napoleonic", "start", "Russia", "Build 1 cavalry in Smolensk. That leaves 11 gold of my 15, right?",
     ["build cavalry in Smolensk"]),
    ("napoleonic", "start", "Russia", "Build 1 cavalry in Smolensk. We should still have 9 gold after this.",
     ["build cavalry in Smolensk"]),
    ("napoleonic", "start", "Russia", "Build 1 cavalry in Smolensk. Do I have to say where it stands?",
     ["build cavalry in Smolensk"]),
])
def test_the_orders_beside_a_remark_read(ruleset, where, nation, text, orders):
    assert read(ruleset, where, nation, text) == (orders, [])


@pytest.mark.parametrize("ruleset, where, nation, text", [
    ("classic", "start", "Italy", "Buy 2 armies in 38. 3 gold to 12."),            # a number after 'to': a place
    ("classic", "start", "Italy", "Buy 2 armies in 38. Is 38 next to 39?"),        # places, no money
    ("classic", "start", "Spain", "I have 3 ships in N. Buy 1 army in 14."),      # not true of the position
    ("classic", "start", "Spain", "We have 2 ships in O. Buy 1 army in 14."),
    ("napoleonic", "start", "Russia", "Build 1 cavalry in Smolensk. Leave 5 gold in Kiev."),   # an order's verb
    ("napoleonic", "start", "Russia", "Build 1 cavalry in Smolensk. Make 5 gold."),
    ("napoleonic", "start", "Russia", "Build 1 cavalry in Smolensk. Is that 3 gold in Kiev?"),  # a place by name
    ("napoleonic", "start", "Russia", "Build 1 cavalry in Smolensk. 4 gold for the Poles."),    # a receiver
])
def test_no_remark_when_it_may_be_an_order(ruleset, where, nation, text):
    _, problems = read(ruleset, where, nation, text)
    assert problems


def test_a_rest_after_a_condition_word_is_no_stay():
    from engine.words.nothing import gives_no_order
    assert gives_no_order("My other armies should just stay where they are.")
    assert not gives_no_order("Should the rest stay")
    assert not gives_no_order("The rest should just attack.")


def test_a_long_line_of_question_words_stays_fast():
    from time import perf_counter
    start = perf_counter()
    read("classic", "start", "Italy", "Buy 2 armies in 38. " + "is that right, " * 150 + "right?")
    assert perf_counter() - start < 5
