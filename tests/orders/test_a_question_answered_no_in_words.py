"""Issue 22, round 15: a player's own question answered no in words on the same line ('4 units 38 -> 12? no, that's
Crimsonia and we're not at war. They stay in 38.', 'Give 3 gold to France? Hmm, no. Forget the gold.', 'Make peace
with Adoen? They have nothing left, but no, not yet.'). The answer is a word of refusal, a taking back of the
question ('forget it', 'skip that') and reasons that send nothing anywhere: the question is withdrawn (the receipt
says so), what follows it (a stay, another order, nothing) is read. An answer that may give an order ('no, Carmine',
'no, 2 armies to 89 instead') is never passed over as a reason: it is read or refused."""

import pytest

from tests.orders.bundled import checked, read


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("classic", "start", "Russia", "2 armies 87 -> 88? nope, that's Turkish soil and we are at peace. They stay in 87.",
     []),
    ("classic", "start", "Russia", "Give 5 gold to Prussia? Hmm, no. Forget the gold.", []),
    ("classic", "start", "Russia", "Pay 2 gold to Austria? no - too dear, skip that.\n2 armies 87 -> 88", ["2 armies 87 -> 88"]),
    ("napoleonic", "spring-1805-war", "France", "A - Flanders? No, Flanders is too far this spring, forget it. A - Champagne.",
     ["A - Champagne"]),
    ("napoleonic", "start", "France", "Alliance with Spain? not yet, the King is undecided.", []),
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 5? Not now, Carmine is our friend. They stay in 9.", []),
    ("succheesion", "start", "Crimsonia", "Ally with Randomia? They want too much, but no, not this turn.", []),
    ("eia", "austria-land", "Austria", "Cav I: Moravia - Silesia? No, Silesia is Prussian, our ally. Let it stay in Moravia.",
     []),
    ("eia", "austria-land", "Austria", "corps II: Tyrol - Bavaria? wait, Bavaria is neutral, ignore that.", []),
])
def test_a_question_answered_no_is_withdrawn_and_the_rest_read(rules_id, where, nation, text, orders):
    got, problems = read(rules_id, where, nation, text)
    assert (got, problems) == (orders, [])


def test_the_receipt_names_the_question_withdrawn():
    _, sheet = checked("napoleonic", "France", "start", "Alliance with Spain? not yet, the King is undecided.")
    reasons = [c.reason for c in sheet.chatter]
    assert any("'Alliance with Spain'?, a question the player answers no" in r for r in reasons)
    assert any("the King is undecided" in r for r in reasons)


@pytest.mark.parametrize("rules_id, where, nation, text", [
    ("succheesion", "start", "Crimsonia", "4 units 9 -> 5? no, Carmine."),
    ("classic", "start", "Russia", "2 armies 87 -> 88? no, 2 armies to 89 instead"),
    ("eia", "austria-land", "Austria", "corps II: Tyrol - Bavaria? no, they march to Switzerland"),
    ("napoleonic", "spring-1805-war", "France", "A - Flanders? no, go to Champagne"),
    ("classic", "start", "Russia", "2 armies 87 -> 88? no, send them to Warsaw"),
])
def test_an_answer_that_may_give_an_order_is_read_or_refused(rules_id, where, nation, text):
    got, problems = read(rules_id, where, nation, text)
    assert got or problems


@pytest.mark.parametrize("rules_id, where, nation, text, orders", [
    ("napoleonic", "spring-1805-war", "France", "A - Flanders? No, A holds. Flanders is not worth it.", ["A holds"]),
    ("eia", "austria-land", "Austria", "Cav I: Moravia - Silesia? No, Cav I: Moravia - Prague. The Prussians are our "
     "friends.", ["corps Cav I: Moravia - Prague"]),
    ("classic", "start", "Russia", "2 armies 87 -> 84? No, 2 armies 87 -> 88. The Poles are quiet, so no need.",
     ["2 armies 87 -> 88"]),
])
def test_the_reason_said_after_the_answer_is_set_aside(rules_id, where, nation, text, orders):
    """'B - Gotesburg? No, B holds. Sweden is not worth a war.': the sentence after the answer says why."""
    assert read(rules_id, where, nation, text) == (orders, [])


def test_a_sentence_after_the_answer_that_sends_units_is_refused():
    got, problems = read("napoleonic", "spring-1805-war", "France", "A - Flanders? No, A holds. The others go to Bavaria.")
    assert got == ["A holds"] and problems
